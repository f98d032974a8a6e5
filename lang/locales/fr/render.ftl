# Mots dessinés sur les images (ou écrits pour elles) que partagent tous les jeux : feuille de score,
# légendes, texte alternatif. Sur l’image, rester court (au plus ~40 % plus long que l’anglais).

## Légendes
render-last-turn = dernier tour

## La feuille de score
render-score-final = Scores finaux
render-score-place-heading = Place
render-score-player-heading = Joueur
render-score-points-heading = Points
# Une place au classement : 1er, 2e, 3e, 4e…
render-score-place = { $place ->
    [1] 1er
    [2] 2e
    [3] 3e
    [one] { $place }e
   *[other] { $place }e
}
render-score-winners = { $count ->
    [one] { $winners } gagne !
   *[other] { $winners } gagnent !
}

## Texte alternatif : ce que montre une image, pour les lecteurs d’écran
render-alt-public = { $game }, le plateau public au coup { $move }.
render-alt-private = { $game }, la vue privée { DE($player) } au coup { $move }.
render-alt-scores = Scores actuels : { $scores }.
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [one] Partie terminée ; { $winners } gagne.
   *[other] Partie terminée ; victoire partagée entre { $winners }.
}
render-alt-to-act = À { $players } de jouer.
render-alt-sheet = Feuille de score finale de { $game }.
render-alt-place = Place { $place } : { $player } { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
render-alt-place-details = Place { $place } : { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $details }).
