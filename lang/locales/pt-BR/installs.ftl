## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command } age sobre uma partida de um servidor: use-o no tópico da partida. Aqui, `/game mine` lista suas partidas e `/rules` explica cada jogo.
