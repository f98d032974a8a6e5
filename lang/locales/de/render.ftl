# Words drawn on images (or written for them) that every game shares: the score sheet, legends, alt text.
# German terms (see the glossary in core.ftl): Endstand, Rang (a place in the ranking), Punkte, Spielplan,
# geheim (private), Schritt (the numbered move), Wertungsblatt (score sheet).

## Legends
render-last-turn = letzter Zug

## The score sheet
render-score-final = Endstand
render-score-place-heading = Rang
render-score-player-heading = Spieler
render-score-points-heading = Punkte
# A place in the ranking: German writes every ordinal as the number and a full stop (1., 2., 3.).
render-score-place = { $place }.
render-score-winners = { $count ->
    [one] { $winners } gewinnt!
   *[other] { $winners } teilen sich den Sieg!
}

## Alt text: what an image shows, for screen readers
render-alt-public = { $game }, der öffentliche Spielplan bei Schritt { $move }.
render-alt-private = { $game }, die geheime Ansicht von { $player } bei Schritt { $move }.
render-alt-scores = Bisheriger Punktestand: { $scores }.
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [one] Spielende; { $winners } gewinnt.
   *[other] Spielende; { $winners } teilen sich den Sieg.
}
render-alt-to-act = Am Zug: { $players }.
render-alt-sheet = { $game }, Wertungsblatt mit dem Endstand.
render-alt-place = Rang { $place }: { $player } { $points ->
    [one] { $points } Punkt.
   *[other] { $points } Punkte.
}
render-alt-place-details = Rang { $place }: { $player } { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} ({ $details }).
