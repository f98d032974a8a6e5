# Paper World: the rules' words (events, moves, lobby option) and the words drawn on its boards.
# Terms (see the glossary in core.ftl): una carta se toma de uno de los cinco «montones» a la
# «mano» y se coloca sobre una «pila» del «paisaje» del jugador (3 x 3 como mucho); un «salto»
# deja fuera un valor; la «ficha de tijeras» es la ficha roja que se mueve a cartas con el
# «símbolo de tijeras» (✂); un «objetivo» da una «ficha» de 4, 2 o 1 puntos; los puntos son
# «estrellas».
# A card is named by its colour and value, without article ("Amarillo 3"); after "el" it reads
# as "el (montón) Amarillo 3".

## Colours and cards
pw-colour-yellow = Amarillo
pw-colour-blue = Azul
pw-colour-green = Verde
pw-colour-black = Negro
# The same, short, for the cards drawn small: used only where the full name is wider than a card
# (about 75 px at the boards' smallest text, some 6 Latin letters).
pw-colour-yellow-short = Amar.
pw-colour-blue-short = Azul
pw-colour-green-short = Verde
pw-colour-black-short = Negro
# A card: its colour and its value (1 to 5).
pw-card-yellow = { $value } amarillo
pw-card-blue = { $value } azul
pw-card-green = { $value } verde
pw-card-black = { $value } negro
# A card's value alone, in a list of cards of one colour ("Tomar todo el Amarillo: 1, 2 y 4✂").
pw-value = { $value }
# A card, colour or value that carries the scissors logo.
pw-scissors-mark = { $name }✂

## Objective cards
pw-objective-1 = L del mismo color
pw-objective-2 = 4 esquinas del mismo valor
pw-objective-3 = L de doses
pw-objective-4 = Cuadrado de colores distintos
pw-objective-5 = 9 pilas
pw-objective-6 = Una diagonal del mismo color
pw-objective-7 = Una fila de treses
pw-objective-8 = 2 pilas de cincos
pw-objective-9 = 1-2-3-4-5 a la vista
pw-objective-10 = Una columna 2-5-2
pw-objective-11 = Una diagonal 2-3-4
pw-objective-12 = 3 pilas de cuatros
pw-objective-13 = 5 pilas de unos
pw-objective-14 = Una fila que sume 9
pw-objective-15 = Una columna que sume 12
pw-objective-16 = 3 pilas con tijeras
pw-objective-17 = Cuadrado de treses
pw-objective-18 = Cuadrado del mismo color
pw-objective-19 = Cruz de valores distintos
pw-objective-20 = Cruz de colores distintos

## Places in the 3 x 3 landscape (to tell apart two stacks showing the same card)
# Each with its "de", as it follows a noun: "el Amarillo 3 de arriba a la izquierda",
# "el hueco del centro".
pw-position-top-left = de arriba a la izquierda
pw-position-top = de arriba
pw-position-top-right = de arriba a la derecha
pw-position-left = de la izquierda
pw-position-centre = del centro
pw-position-right = de la derecha
pw-position-bottom-left = de abajo a la izquierda
pw-position-bottom = de abajo
pw-position-bottom-right = de abajo a la derecha
# A stack named by its place and its visible card: "el Amarillo 3 de arriba a la izquierda".
pw-stack-at = { $card } { $position }
# Where a new stack goes: an empty space of the 3 x 3 frame drawn now ("en el hueco de arriba a la
# izquierda"),
pw-where-space = en el hueco { $position }
# or just beyond the frame's left edge (a landscape two stacks wide is drawn leaning left), by the
# row it extends ...
pw-where-left-of-row = a la izquierda de la fila { $row }
pw-row-top = superior
pw-row-middle = central
pw-row-bottom = inferior
# ... or just beyond its top edge (a landscape two stacks high is drawn leaning up), by the column.
pw-where-above-column = encima de la columna { $column }
pw-column-left = izquierda
pw-column-middle = central
pw-column-right = derecha

## Lobby option
pw-option-objectives = Objetivos
pw-option-objectives-random = 3 al azar de los 20
pw-option-objectives-starred = Las 3 cartas con estrella (1, 14, 16)
pw-option-objectives-about = Qué cartas de objetivo se revelan al empezar.

## Moves (at most 80 characters with the longest arguments). A skip leaves out one value; it is
## paid for by discarding a card, or free while the player holds the scissors token.
pw-action-take-colour = Tomar todo el { $colour }: { $values }
pw-action-take-value = Tomar todos los { $value }: { $colours }
pw-action-place-on = Colocar el { $card } en el { $target }
pw-action-place-on-skip-free = Colocar el { $card } en el { $target } (salto gratis)
pw-action-place-on-skip-discard = Colocar el { $card } en el { $target } (salto pagado)
# A new stack: "Colocar Amarillo 1 en el hueco de arriba a la izquierda",
# "Colocar Amarillo 1 a la izquierda de la fila superior".
pw-action-place-new = Colocar el { $card } { $where }
pw-action-place-new-skip-free = Colocar el { $card } { $where } (salto gratis)
pw-action-place-new-skip-discard = Colocar el { $card } { $where } (salto pagado)
pw-action-done = Listo: terminar mi turno
pw-action-pass = Pasar (nada que tomar ni colocar)
pw-action-discard-skip = Descartar el { $card } para pagar el salto
pw-action-discard-limit = Descartar el { $card } (límite de mano: { $limit })
pw-action-scissors-move = Mover la ficha de tijeras a tu { $card }
pw-action-scissors-leave = Dejar la ficha de tijeras donde está

## Events
pw-event-took-colour = { $player } tomó todo el { $colour }: { $cards }
pw-event-took-value = { $player } tomó todos los { $value }: { $cards }
pw-event-placed-on = { $player } colocó el { $card } sobre su { $below }
pw-event-placed-on-skip = { $player } colocó el { $card } sobre su { $below } (salto)
pw-event-placed-new = { $player } empezó una pila nueva con el { $card }
pw-event-placed-new-skip = { $player } empezó una pila nueva con el { $card } (salto)
pw-event-discarded-skip = { $player } descartó una carta boca abajo para pagar el salto
pw-event-discarded-limit = { $player } descartó una carta boca abajo (límite de mano: { $limit })
pw-event-scissors-from-supply = { $player } tomó la ficha de tijeras de la reserva y la puso en su { $card }
pw-event-scissors-moved = { $player } movió la ficha de tijeras a su { $card }
pw-event-scissors-taken = { $player } le quitó la ficha de tijeras a { $owner } y la puso en su { $card }
pw-event-scissors-left = { $player } dejó la ficha de tijeras donde estaba
pw-event-done = { $player } terminó su turno tras colocar { $count ->
        [one] una carta
       *[other] { $count } cartas
    }
pw-event-passed = { $player } pasó: nada que tomar ni colocar
pw-event-objective = { $player } cumplió «{ $objective }» (+{ $points })
pw-event-final-round = { $piles ->
        [one] Solo queda un montón
       *[other] Solo quedan { $piles } montones
    }: todos juegan un turno más.
pw-event-game-over = Fin de la partida: { $count ->
        [one] gana
       *[other] ganan
    } { $winners } con { $stars ->
        [one] { $stars } punto
       *[other] { $stars } puntos
    }.

## Drawn on the boards
pw-board-player = Jugador { $number }
pw-board-you = { $name } (tú)
pw-board-pile-gone = agotado
# The note over the piles once the final round has begun.
pw-board-final-round = Última ronda: { $turns ->
        [one] queda { $turns } turno
       *[other] quedan { $turns } turnos
    }
pw-board-objective = { $name } (n.º { $number })
pw-board-hand = Tu mano: { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
pw-board-hint-turn = Tu turno: toma de los montones o coloca cartas
pw-board-hint-placing = Coloca más del mismo color o valor, o Listo
pw-board-hint-skip = Elige qué carta descartar para el salto
pw-board-hint-scissors = ¿Mover la ficha de tijeras a tu carta nueva?
pw-board-hint-limit = Descarta hasta quedarte con { $limit } cartas
pw-board-hand-footer = Tu descarte (boca abajo, -1 cada una): { $discard }
pw-board-discard-empty = vacío
pw-board-legend-last-turn-anyone = último turno
pw-board-legend-scissors-logo = carta con tijeras
pw-board-legend-stacked = n.º de cartas
pw-board-legend-stars = estrellas (puntos)
pw-board-legend-copies = copias en tu mano
pw-board-legend-placeable-now = se puede colocar ya
pw-board-legend-placeable-later = se puede colocar en tu turno
pw-board-legend-scissors-token = ficha de tijeras
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = puntos para el siguiente en cumplirlo

## The score sheet's columns (render/score_sheet.py: score-paper-world-<breakdown key>)
score-paper-world-stars = Estrellas
score-paper-world-objectives = Objetivos
score-paper-world-scissors = Tijeras
score-paper-world-hand = Mano
score-paper-world-discard = Descarte
score-paper-world-total = Total

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = tener menos cartas descartadas
