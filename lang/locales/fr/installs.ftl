## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command } agit sur une partie d’un serveur : utilisez-la dans le fil de la partie. Ici, `/game mine` liste vos parties et `/rules` explique chaque jeu.
