## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command } wirkt auf eine Partie auf einem Server: Verwende den Befehl im Thread der Partie. Hier listet `/game mine` deine Partien auf, und `/rules` erklärt jedes Spiel.
