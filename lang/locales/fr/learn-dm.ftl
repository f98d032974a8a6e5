## /learn dans un MP ou un groupe privé (cogs/learn.py : rules_summary) : les règles en bref, et où s’entraîner. $game : le titre d’un jeu.

learn-summary-title = { $game } : les règles en bref
learn-summary-needs-server = Une partie d’entraînement contre des bots demande un serveur : tapez `/learn` dans un salon textuel d’un serveur où se trouve le bot. En attendant, voici comment se joue la partie.
learn-summary-scoring = Comment on marque
learn-summary-footer = `/rules` montre toutes les règles du jeu, page par page.
