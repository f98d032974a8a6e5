## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command } actúa sobre una partida de un servidor: úsalo en el hilo de la partida. Aquí, `/game mine` muestra tus partidas y `/rules` explica cada juego.
