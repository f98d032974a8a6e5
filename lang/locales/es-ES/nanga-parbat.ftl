# Nanga Parbat: what the rules say (events, choices, refusals) and what its board shows.
# A section of the mountain is written "2.4" (region 2, section 4); a spot of the points chart
# "D2" (column D, row 2). Both are passed as they are and never translated.
# Every animal name is masculine: "un { $animal }", "el { $animal }", "al { $animal }".

## The animals (names as printed in the rules) and what activating one does
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Short names, written on the sections of the mountain and in the players' animal tables: keep them
# to about 8 letters (a longer one is broken over two lines on a section).
np-animal-short-leopard = Leopardo
np-animal-short-tahr = Tahr
np-animal-short-deer = Ciervo
np-animal-short-yak = Yak
np-animal-short-bharal = Bharal
np-animal-short-panda = Panda

np-power-leopard = intercambia dos alpinistas adyacentes
np-power-tahr = intercambia un alpinista con un animal adyacente
np-power-deer = intercambia dos animales cualesquiera
np-power-yak = mueve el guía a otra región

## Pieces named in a swap
np-piece-hiker = el alpinista de { $owner }
np-piece-your-hiker = tu alpinista
np-piece-opponent-hiker = el alpinista de tu rival
np-piece-animal = el { $animal }

## Lobby option
np-option-area-scoring = Puntuación de regiones
np-option-area-scoring-off = No (partida estándar)
np-option-area-scoring-on = Sí (las regiones puntúan al final)

## Events in the game's log
np-event-guide-placed = { $player } puso el guía en la región { $region }.
np-event-guide-relocated = { $player } movió el guía de la región vacía { $from } a la región { $to }.
np-event-yak-moved-guide = { $player } activó un { $animal }: el guía pasa de la región { $from } a la región { $to }.
np-event-activates = { $player } activa un { $animal }.
np-event-trapped = { $player } atrapó al { $animal } en { $cell }; el guía va a la región { $region }.
np-event-trapped-scoring = { $player } atrapó al { $animal } en { $cell } ({ $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    }, ahora { $score }); el guía va a la región { $region }.
np-event-picks = { $player } elige { $piece } en { $cell } para intercambiarlo.
np-event-swapped = { $player } activó un { $animal }: intercambió { $first } en { $from } con { $second } en { $to }.
np-event-goes-for = { $player } apunta a { $spot } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }).
np-event-hiker-marked = { $player } marca al alpinista de { $cell } para un campamento.
np-event-gives = { $player } entrega un { $animal }.
np-event-claims-nothing = { $player } no reclama nada este turno.
np-event-ends-turn = { $player } termina el turno.
np-event-claimed-camps = { $player } reclamó { $spot }: construyó { $count ->
        [one] un campamento
       *[other] { $count } campamentos
    } en { $cells }; { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    }, ahora { $score }.
np-event-claimed-camps-path = { $player } reclamó { $spot }: construyó { $count ->
        [one] un campamento
       *[other] { $count } campamentos
    } en { $cells }; { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    } y 1 por la regla del camino, ahora { $score }.
np-event-claimed-trade = { $player } reclamó { $spot }: entregó { $animals }; { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    }, ahora { $score }.
np-event-claimed-trade-path = { $player } reclamó { $spot }: entregó { $animals }; { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    } y 1 por la regla del camino, ahora { $score }.
np-event-area-scored = Puntuación de regiones: { $player } tiene { $pieces ->
        [one] { $pieces } pieza
       *[other] { $pieces } piezas
    } en la región { $region }: { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    }.
np-event-area-scored-path = Puntuación de regiones: { $player } tiene { $pieces ->
        [one] { $pieces } pieza
       *[other] { $pieces } piezas
    } en la región { $region }: { $points ->
        [one] +{ $points } punto
       *[other] +{ $points } puntos
    } y 1 por la regla del camino.
np-event-over-hikers = Fin de la partida: los dos jugadores han colocado todos sus alpinistas. Resultado final: { $first }–{ $second }.
np-event-over-cubes = Fin de la partida: los dos jugadores han colocado todos sus cubos en la tabla. Resultado final: { $first }–{ $second }.

## Choices (buttons and menus: at most 80 characters)
np-action-place-guide = Poner el guía en la región { $region }
np-action-relocate-guide = La región { $from } está vacía: mover el guía a la región { $to }
np-action-trap = Atrapar al { $animal } en { $cell } (luego el guía va a la región { $region })
np-action-activate = Activar un { $animal }: { $power }
np-action-claim-camps = Reclamar { $spot }: campamentos en { $count } alpinistas conectados por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
np-action-claim-different = Reclamar { $spot }: entregar { $count } animales distintos por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
np-action-claim-same = Reclamar { $spot }: entregar { $count } animales iguales por { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
np-action-claim-nothing = No reclamar nada este turno
np-action-end-turn = Terminar el turno
np-action-camp-hiker = Campamento en tu alpinista de { $cell } (quedan { $left } por elegir)
np-action-trade = Entregar un { $animal } (quedan { $left } por elegir)
np-action-trade-ready = Entregar un { $animal } sin activar (quedan { $left } por elegir)
np-action-trade-used = Entregar un { $animal } ya activado (quedan { $left } por elegir)
np-action-yak-guide = { $animal }: mover el guía a la región { $region }
np-action-swap-first = { $animal }: intercambiar { $piece } en { $cell }
np-action-swap-second = { $animal }: …con { $piece } en { $cell }

## What the player to act decides now (after their name on the board)
np-decision-over = la partida ha terminado
np-decision-place-guide = poner el guía en una región
np-decision-relocate-guide = la región { $region } está vacía: mover el guía
np-decision-trap = atrapar un animal en la región { $region }
np-decision-claim = reclamar una casilla de la tabla, activar un animal o seguir
np-decision-after = activar un animal o terminar el turno
np-decision-yak = { $animal }: elegir la nueva región del guía
np-decision-swap-first = { $animal }: elegir la primera pieza del intercambio
np-decision-swap-second = { $animal }: elegir la segunda pieza del intercambio
np-decision-camps = { $spot }: elegir { $left ->
        [one] un alpinista para convertirlo en campamento
       *[other] { $left } alpinistas para convertirlos en campamentos
    }
np-decision-trade = { $spot }: elegir { $left ->
        [one] un animal
       *[other] { $left } animales
    } para entregar
np-decision-trade-given = { $spot }: elegir { $left ->
        [one] un animal más
       *[other] { $left } animales más
    } para entregar (entregados: { $given })

## The board image
np-board-progress = Turno { $turn } de { $turns }
np-board-progress-area = Turno { $turn } de { $turns } · puntuación de regiones
np-board-status = { $player } — { $decision }
np-board-over-win = Fin de la partida: gana { $player }, { $high } a { $low } puntos
np-board-over-shared = Fin de la partida: victoria compartida, { $high } a { $low } puntos
np-board-player = Jugador { $number }
np-board-guide = Guía
np-board-cubes-left = Cubos de la tabla: { $count }
np-board-first-player = Jugador inicial
np-board-used = usado
np-board-legend-hiker = alpinista
np-board-legend-camp = campamento
np-board-legend-path = camino punteado
np-board-legend-section = { $region }.{ $section }: región { $region }, sección { $section }
np-board-legend-choices = tus opciones
np-board-legend-chosen = elegido
np-board-legend-last-turn = último turno

## Alt text of the board image
np-alt-guide = El guía está en la región { $region }.
np-alt-last-turn = El último turno de { $player } cambió las secciones { $cells } (resaltadas).

## Score sheet columns (the breakdown of a final score)
score-nanga-parbat-camps = Campamentos
score-nanga-parbat-different = Animales distintos
score-nanga-parbat-same = Animales iguales
score-nanga-parbat-panda = Pandas
score-nanga-parbat-area = Regiones
score-nanga-parbat-path = Regla del camino
np-option-area-scoring-about = Sin alpinistas, cada región da 1/2/3 por 4/5/6 alpinistas y campamentos.

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = la regla de que el jugador inicial pierde los empates
