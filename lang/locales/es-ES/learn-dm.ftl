## /learn en un MD o un grupo privado (cogs/learn.py: rules_summary): las reglas en breve y dónde practicar. $game: el título de un juego.

learn-summary-title = { $game }: las reglas en breve
learn-summary-needs-server = Una partida de práctica contra bots necesita un servidor: escribe `/learn` en un canal de texto de un servidor donde esté el bot. Mientras tanto, así se juega.
learn-summary-scoring = Cómo se puntúa
learn-summary-footer = `/rules` muestra todas las reglas del juego, página a página.
