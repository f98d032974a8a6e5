## /game replay: repasar una partida jugada a jugada, en privado (cogs/replay.py)

cmd-game-replay-name = repetición
cmd-game-replay-description = Repasa una partida jugada a jugada, tal como la vieron los espectadores (solo la ves tú).
cmd-game-replay-number-name = número
cmd-game-replay-number-description = El número de la partida (#12); si no lo das, la partida de este hilo
cmd-game-replay-move-name = jugada
cmd-game-replay-move-description = La jugada por la que empezar (0 es el reparto, por defecto)
help-replay-command = /game replay
help-replay-text = Repasa los tableros de una partida jugada a jugada, en privado.

replay-head = Repetición de { $game } #{ NUMBER($number, useGrouping: 0) }: jugada { $move } de { $total }.
replay-head-in-play = Repetición de { $game } #{ NUMBER($number, useGrouping: 0) }, aún en juego: jugada { $move } de { $total } hasta ahora.
replay-head-deal = Repetición de { $game } #{ NUMBER($number, useGrouping: 0) }: el reparto, antes de { $total ->
    [one] su única jugada
   *[other] sus { $total } jugadas
}.
replay-head-deal-in-play = Repetición de { $game } #{ NUMBER($number, useGrouping: 0) }, aún en juego: el reparto ({ $total ->
    [one] { $total } jugada hecha
   *[other] { $total } jugadas hechas
} hasta ahora).
replay-beyond = La partida #{ NUMBER($number, useGrouping: 0) } no tiene jugada { $move }: esta es la última, la jugada { $total }.
replay-cut = Esta partida es demasiado larga para repasarla entera: solo se muestran sus primeras { $count } jugadas.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }: el tablero tras la jugada { $move } de { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }: el tablero en el reparto.

replay-button-first = Inicio
replay-button-back = Atrás
replay-button-next = Siguiente
replay-button-last = Final
replay-button-now = Ahora
replay-button-open = Repetición
replay-jump-placeholder = Ir a otra jugada (se muestra la { $move } de { $total })
replay-jump-deal = El reparto
replay-jump-move = Jugada { $move }

replay-refusal-unknown = No hay ninguna partida #{ NUMBER($number, useGrouping: 0) } que puedas repasar aquí.
replay-refusal-in-play = La partida #{ NUMBER($number, useGrouping: 0) } aún está en juego: hasta que termine, solo sus jugadores pueden repasarla.
replay-refusal-where = Usa `/game replay` en el hilo de una partida o indica el número de la partida.
