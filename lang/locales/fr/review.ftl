## Analyse : les trois décisions d’une partie terminée où la position d’un joueur a le plus baissé selon
## le bot difficile, montrées au seul joueur (cogs/review.py, services/reviews.py).

cmd-game-review-name = analyse
cmd-game-review-description = Vos 3 décisions les plus coûteuses d’une partie terminée (vous seul les voyez).
cmd-game-review-number-name = numéro
cmd-game-review-number-description = Le numéro de la partie (#12) ; sinon, la partie de ce fil ou votre dernière partie terminée
help-review-command = /game review · Analyse
help-review-text = Après une partie : vos trois décisions les plus coûteuses, ce que le bot difficile préfère et pourquoi, en privé.

review-button = Analyse

review-head = Votre analyse de { $game } #{ NUMBER($number, useGrouping: 0) } : décision { $page } sur { $pages }.
review-move = Coup { $move }.
review-played = Vous avez joué : { $chosen }
review-preferred = Le bot difficile préfère : { $preferred }
review-points = Points attendus quelques coups plus loin : { $mine } avec votre choix, { $theirs } avec celui du bot.
review-why-more = Pourquoi : le bot difficile attend de son choix { $gain ->
    [one] { $gain } point de plus
   *[other] { $gain } points de plus
} dans les prochains coups.
review-why-same = Pourquoi : autant de points dans les prochains coups, mais le bot difficile juge meilleure la position où mène son choix.
review-why-fewer = Pourquoi : moins de points dans les prochains coups, mais une position que le bot difficile juge meilleure pour la suite.
review-blind = Jugé d’après ce que vous pouviez voir alors : ce qui vous était caché a été deviné, jamais regardé.
review-none = Le bot difficile n’a trouvé aucune de vos décisions dans { $game } #{ NUMBER($number, useGrouping: 0) } où son choix aurait fait mieux.

review-button-prev = Précédente
review-button-next = Suivante
review-button-replay = Voir dans la rediffusion

review-replay-pair = Avant et après le coup { $move } : le premier plateau est celui d’avant, le second celui d’après.
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) } : le plateau avant le coup { $move }.

review-refusal-unknown = Il n’y a pas de partie terminée #{ NUMBER($number, useGrouping: 0) } à vous que vous puissiez analyser ici.
review-refusal-not-finished = La partie #{ NUMBER($number, useGrouping: 0) } est en cours : elle pourra être analysée une fois terminée.
review-refusal-not-player = Seuls les joueurs de la partie #{ NUMBER($number, useGrouping: 0) } peuvent l’analyser.
review-refusal-none = Vous n’avez encore aucune partie terminée à analyser sur ce serveur.
review-refusal-busy = Beaucoup d’analyses sont en préparation en ce moment : réessayez dans une minute.
review-refusal-unavailable = L’analyse n’a pas pu être préparée pour l’instant : réessayez plus tard.
