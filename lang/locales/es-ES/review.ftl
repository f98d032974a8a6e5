## Análisis: las tres decisiones de una partida terminada en las que la posición de un jugador más cayó
## según el bot difícil, solo para ese jugador (cogs/review.py, services/reviews.py).

cmd-game-review-name = análisis
cmd-game-review-description = Tus 3 decisiones más costosas de una partida terminada (solo las ves tú).
cmd-game-review-number-name = número
cmd-game-review-number-description = El número de la partida (#12); si no lo das, la de este hilo o tu última partida terminada
help-review-command = /game review · Análisis
help-review-text = Tras una partida: tus tres decisiones más costosas, lo que prefiere el bot difícil y por qué, en privado.

review-button = Análisis

review-head = Tu análisis de { $game } #{ NUMBER($number, useGrouping: 0) }: decisión { $page } de { $pages }.
review-move = Jugada { $move }.
review-played = Jugaste: { $chosen }
review-preferred = El bot difícil prefiere: { $preferred }
review-points = Puntos esperados unas jugadas después: { $mine } con tu elección, { $theirs } con la del bot.
review-why-more = Por qué: el bot difícil espera que su elección dé { $gain ->
    [one] { $gain } punto más
   *[other] { $gain } puntos más
} en las próximas jugadas.
review-why-same = Por qué: los mismos puntos en las próximas jugadas, pero el bot difícil valora más la posición a la que lleva su elección.
review-why-fewer = Por qué: menos puntos en las próximas jugadas, pero una posición que el bot difícil valora más para lo que viene después.
review-blind = Juzgado con lo que podías ver entonces: lo que tenías oculto se estimó, nunca se miró.
review-none = El bot difícil no encontró ninguna decisión tuya en { $game } #{ NUMBER($number, useGrouping: 0) } en la que su elección hubiera sido mejor.

review-button-prev = Anterior
review-button-next = Siguiente
review-button-replay = Ver en la repetición

review-replay-pair = Antes y después de la jugada { $move }: el primer tablero es el de antes, el segundo el de después.
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) }: el tablero antes de la jugada { $move }.

review-refusal-unknown = No hay ninguna partida terminada #{ NUMBER($number, useGrouping: 0) } tuya que puedas analizar aquí.
review-refusal-not-finished = La partida #{ NUMBER($number, useGrouping: 0) } aún está en juego: podrá analizarse cuando termine.
review-refusal-not-player = Solo los jugadores de la partida #{ NUMBER($number, useGrouping: 0) } pueden analizarla.
review-refusal-none = Aún no tienes ninguna partida terminada que analizar en este servidor.
review-refusal-busy = Ahora mismo se están preparando muchos análisis: vuelve a intentarlo en un minuto.
review-refusal-unavailable = No se pudo preparar el análisis en este momento: vuelve a intentarlo más tarde.
