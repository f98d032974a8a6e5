## /learn in einer DM oder Gruppen-DM (cogs/learn.py: rules_summary): die Regeln in Kürze und wo man üben kann. $game: der Titel eines Spiels.

learn-summary-title = { $game }: die Regeln in Kürze
learn-summary-needs-server = Eine Übungspartie gegen Bots braucht einen Server: Tippe `/learn` in einem Textkanal eines Servers, auf dem der Bot ist. Bis dahin siehst du hier, wie das Spiel abläuft.
learn-summary-scoring = So wird gewertet
learn-summary-footer = `/rules` zeigt alle Regeln des Spiels, Seite für Seite.
