## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command } acts on a game in a server: use it in the game’s thread. Here, `/game mine` lists your games and `/rules` explains every game.
