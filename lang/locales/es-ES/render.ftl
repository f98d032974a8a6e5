# Palabras dibujadas en las imágenes (o escritas para ellas) que comparten todos los juegos: la hoja de
# puntuación, las leyendas, el texto alternativo. En las imágenes, palabras cortas.

## Leyendas
render-last-turn = último turno

## La hoja de puntuación
render-score-final = Puntuación final
render-score-place-heading = Puesto
render-score-player-heading = Jugador
render-score-points-heading = Puntos
# Un puesto en la clasificación (ordinal masculino: «1.º»).
render-score-place = { $place ->
    [1] 1.º
    [2] 2.º
    [3] 3.º
    [one] { $place }.º
   *[other] { $place }.º
}
render-score-winners = { $count ->
    [one] ¡Gana { $winners }!
   *[other] ¡{ $winners } comparten la victoria!
}

## Texto alternativo: lo que muestra una imagen, para los lectores de pantalla
render-alt-public = { $game }, el tablero público en la jugada { $move }.
render-alt-private = { $game }, la vista privada de { $player } en la jugada { $move }.
render-alt-scores = Puntuación hasta ahora: { $scores }.
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [one] Fin de la partida; gana { $winners }.
   *[other] Fin de la partida; { $winners } comparten la victoria.
}
render-alt-to-act = Turno de: { $players }.
render-alt-sheet = Hoja de puntuación final de { $game }.
render-alt-place = Puesto { $place }: { $player }, { $points ->
    [one] { $points } punto.
   *[other] { $points } puntos.
}
render-alt-place-details = Puesto { $place }: { $player }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} ({ $details }).
