# Words drawn on images (or written for them) that every game shares: the score sheet, legends, alt text.

## Legends
render-last-turn = last turn

## The score sheet
render-score-final = Final scores
render-score-place-heading = Place
render-score-player-heading = Player
render-score-points-heading = Points
# A place in the ranking: exact numbers may have their own words.
render-score-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
render-score-winners = { $count ->
    [one] { $winners } wins!
   *[other] { $winners } share the win!
}

## Alt text: what an image shows, for screen readers
render-alt-public = { $game }, the public board at move { $move }.
render-alt-private = { $game }, { $player }'s private view at move { $move }.
render-alt-scores = Scores so far: { $scores }.
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [one] Game over; { $winners } wins.
   *[other] Game over; { $winners } share the win.
}
render-alt-to-act = To act: { $players }.
render-alt-sheet = { $game } final score sheet.
render-alt-place = Place { $place }: { $player } { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
render-alt-place-details = Place { $place }: { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $details }).
