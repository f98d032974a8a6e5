# Mountain Miners: every word the game says (log lines, moves, prompts, lobby options) and draws.
# Terms (see the glossary in core.ftl): una «loseta» está en la montaña o en la colección de un
# jugador; una loseta partida (Fragmentos) tiene «secciones»; las losetas de un mismo tipo de gema
# forman un «montón»; la «flecha» está en una de las ocho «posiciones» (puntos cardinales) y «gira»
# al final de cada turno; una «casilla» se nombra por la letra de su columna y el número de su
# fila (C4). Grab = tomar; collect = recoger; steal = quitar (the tile: Hurto).
# A $tile is a tile's name, masculine or feminine: do not put an article or an agreeing word
# right before it ("tomar { $tile }", "la loseta { $tile }"). A $line is "fila 3" / "columna B":
# both feminine ("la { $line }").

## Tiles: gems, special tiles and action tiles

mm-kind-ruby = Rubí
mm-kind-sapphire = Zafiro
mm-kind-emerald = Esmeralda
mm-kind-lapis = Lapislázuli
mm-kind-diamond = Diamante
mm-kind-pearl = Perla
mm-kind-onyx = Ónix
mm-kind-amethyst = Amatista
mm-kind-trash = Basura
mm-kind-multiplier = Multiplicador
mm-kind-wildcard = Comodín
mm-kind-arrow-move = Mover flecha
mm-kind-arrow-lock = Bloquear flecha
mm-kind-swap = Intercambio
mm-kind-double = Doble
mm-kind-steal = Hurto
mm-kind-lightbulb = Bombilla
mm-kind-bomb = Bomba
mm-kind-second-arrow = Segunda flecha
mm-kind-ransack = Saqueo
mm-kind-rotate-grabbed = Girar propia
mm-kind-rotate-board = Girar tablero
mm-kind-chameleon = Camaleón
mm-kind-artefact = Artefacto
mm-kind-flashlight = Linterna
mm-kind-rumble = Temblor
mm-kind-ring = Anillo
mm-kind-wildcard-arrow = Flecha comodín
# A tile with its points: "Ónix (4)", "Basura (-2)".
mm-kind-with-value = { $kind } ({ $value })
# The sections of a split tile, in order: "Ónix (4) / Intercambio".
mm-sections = { $first } / { $rest }
mm-tile-secret = loseta secreta
mm-tile-wildcard-as = Comodín (como { $gem })
mm-tile-multiplier-on = Multiplicador (sobre { $gem })
# A collected split tile, named by its active section.
mm-tile-shard = fragmento de { $tile }

## Short codes of the action tiles, drawn where a name does not fit (each image explains them)

mm-code-arrow-move = MOV
mm-code-arrow-lock = BLQ
mm-code-swap = INT
mm-code-double = DOB
mm-code-steal = HUR
mm-code-lightbulb = LUZ
mm-code-bomb = BOM
mm-code-second-arrow = FL2
mm-code-ransack = SAQ
mm-code-rotate-grabbed = GPR
mm-code-rotate-board = GTB
mm-code-chameleon = CAM
mm-code-artefact = ART
mm-code-flashlight = LIN
mm-code-rumble = TEM
mm-code-ring = ANI
mm-code-wildcard-arrow = FCO

## Positions of the arrows around the mountain (compass points)

mm-position-n = N
mm-position-ne = NE
mm-position-e = E
mm-position-se = SE
mm-position-s = S
mm-position-sw = SO
mm-position-w = O
mm-position-nw = NO

## How far the arrows turn each turn (Wildcard Arrow), and how far Rotate Board turns a tile

mm-step-1 = un octavo de vuelta
mm-step-2 = un cuarto de vuelta
mm-step-4 = media vuelta
mm-quarters-1 = un cuarto de vuelta
mm-quarters-2 = media vuelta
mm-quarters-3 = tres cuartos de vuelta

## Cells and lines of the mountain

mm-line-row = fila { $row }
mm-line-column = columna { $column }
mm-cell-empty = { $cell } (vacía)
mm-cell-face-down = { $cell } (boca abajo)
mm-cell-tile = { $cell } ({ $tile })
mm-cell-split = { $cell } (loseta partida)

## Lobby options

mm-option-off = Desactivado
mm-option-on = Activado
mm-option-no = No
mm-option-dark-tunnels = Túneles oscuros
mm-option-dark-tunnels-about = Losetas boca abajo, 2 gemas nuevas, Basura, Multiplicador y 4 acciones nuevas.
mm-option-gemshards = Fragmentos de gema
mm-option-gemshards-about = Losetas partidas de 1 a 4 secciones, 2 gemas nuevas, Comodín y 4 acciones nuevas.
mm-option-golden-actions = Acciones doradas
mm-option-golden-actions-about = Linterna, Temblor, Anillo y Flecha comodín.
mm-option-harder = Más difícil
mm-option-harder-on = Sí: una acción por turno
mm-option-harder-about = Como mucho una acción por turno, antes o después de tomar.
mm-option-quick-start = Inicio rápido
mm-option-quick-start-actions = 1 loseta de acción cada uno
mm-option-quick-start-any = 1 loseta al azar cada uno
mm-option-quick-start-about = Cada jugador empieza con una loseta.
mm-option-quick-secret = Loseta inicial secreta
mm-option-quick-secret-yes = Sí: se guarda en la mano
mm-option-quick-secret-about = La loseta del inicio rápido se guarda oculta en la mano.
mm-option-quick-arrow = El jugador inicial pone la flecha
mm-option-quick-arrow-yes = Sí, sin loseta inicial
mm-option-quick-arrow-about = El jugador inicial pone la flecha en vez de tomar una loseta inicial.
mm-option-map-size = Tamaño del mapa
mm-option-map-size-auto = Automático
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = Se reduce solo si no hay bastantes losetas.

## Moves a player may choose (at most 80 characters)

mm-action-start-arrow = Poner la flecha en { $position }
mm-action-play = Jugar { $tile }
mm-action-no-grab = No tomar nada (no hay loseta que puedas tomar)
mm-action-end-turn = Terminar turno
mm-action-grab = Tomar { $tile } de { $cell }
mm-action-grab-face-down = Tomar la loseta boca abajo de { $cell }
mm-action-collect = Recoger { $tile } de { $cell }
mm-action-collect-face-down = Recoger la loseta boca abajo de { $cell }
mm-action-peek = Mirar en secreto la loseta de { $cell }
mm-action-reveal = Poner boca arriba la loseta de { $cell }
mm-action-arrow-to = Flecha a { $position }
mm-action-arrow-stays = La flecha se queda en { $position }
mm-action-arrow-n-to = Flecha { $arrow } a { $position }
mm-action-arrow-n-stays = La flecha { $arrow } se queda en { $position }
mm-action-second-arrow = Segunda flecha en { $position }
mm-action-swap-first = Intercambio: primero { $cell }
mm-action-swap-with = Intercambiar { $first } con { $cell }
mm-action-steal-from = Quitarle una loseta a { $victim }
# The player stolen from is named by the step before and by the prompt.
mm-action-steal-tile = Quitarle su { $tile }
mm-action-assign = { $tile } va a tu montón de { $gem }
mm-action-join-multiplier = Poner tu { mm-kind-multiplier } en tu montón de { $gem }
mm-action-join-secret-multiplier = Revelar tu { mm-kind-multiplier } secreto y ponerlo en tu montón de { $gem }
mm-action-keep-section = Quedarte con la sección { $tile }
mm-action-lightbulb-study = Bombilla: estudiar una línea en secreto
mm-action-lightbulb-show =
    Bombilla: revelar { $count ->
        [one] una línea
       *[other] { $count } líneas
    } a todos
mm-action-study-line = Estudiar la { $line }
mm-action-reveal-line = Revelar la { $line }
mm-action-bomb = Bomba en { $first }–{ $last }
mm-action-ransack-flip = Saqueo: poner { $cell } boca abajo
mm-action-rotate-own = Girar tu loseta { $tile }
mm-action-active-section = Dejar { $tile } como sección activa
mm-action-rotate-tile = Girar { $cell }
mm-action-rotate-by = Girar { $cell } { $turn } en sentido horario
mm-action-chameleon = Camaleón: copiar { $tile }
mm-action-chameleon-fizzles = Camaleón: no queda nada que copiar (no hace nada)
mm-action-discard-pile = Descartar tu montón de { $gem }
mm-action-rumble-pick = Temblor: mover { $cell }
mm-action-rumble-to = Mover { $origin } a { $cell }
mm-action-set-step = Girar { $step } a partir de ahora

## What happened (the game's log)

mm-event-start-arrow = { $player } pone la flecha en { $position }.
mm-event-no-grab = { $player } no puede tomar ninguna loseta.
mm-event-ended-turn = { $player } terminó su turno.
mm-event-chose = { $player } tomó una decisión.
mm-event-chose-swap = { $player } eligió { $cell } como primera loseta del intercambio.
mm-event-chose-victim = { $player } decidió quitarle una loseta a { $victim }.
mm-event-chose-study = { $player } decidió estudiar una línea en secreto.
mm-event-chose-reveal =
    { $player } decidió revelar { $count ->
        [one] una línea
       *[other] { $count } líneas
    }.
mm-event-chose-rotate-tile = { $player } eligió girar la loseta de { $cell }.
mm-event-chose-rotate-own = { $player } eligió cuál de sus losetas girar.
mm-event-chose-rumble = { $player } eligió mover la loseta de { $cell }.
mm-event-chose-flip = { $player } eligió poner boca abajo la loseta de { $cell }.
mm-event-grabbed = { $player } tomó { $tile } de { $cell }.
mm-event-flashlight = { $player } usó la Linterna para tomar { $tile } de { $cell }.
mm-event-collected = { $player } recogió { $tile } de { $cell }.
mm-event-uncovered-forbidden = { $player } descubrió la loseta { $tile } en { $cell }, pero no puede tomarla; queda boca arriba.
mm-event-joins-pile = { $player } pone { $tile } en su montón de { $gem }.
mm-event-multiplier-joined = { $player } puso su { mm-kind-multiplier } en su montón de { $gem }: cuenta el doble, y ya no podrá tomar más { $gem }.
mm-event-secret-multiplier-joined = { $player } reveló su loseta secreta, un { mm-kind-multiplier }, y lo puso en su montón de { $gem }: cuenta el doble, y ya no podrá tomar más { $gem }.
mm-event-multiplier-unjoined = El { mm-kind-multiplier } de { $player } no se unió a ningún montón: no puntúa nada.
mm-event-played = { $player } jugó { $tile }.
mm-event-arrows-locked = Las flechas quedan bloqueadas.
mm-event-arrows-unlocked = Las flechas se desbloquean.
mm-event-rotation-clockwise = Ahora las flechas giran en sentido horario.
mm-event-rotation-anticlockwise = Ahora las flechas giran en sentido antihorario.
mm-event-second-arrow-removed = Se retira la segunda flecha.
mm-event-arrow-turns = La flecha gira hasta { $position }.
mm-event-arrows-turn = Las flechas giran hasta { $positions }.
mm-event-peeked = { $player } miró en secreto la loseta de { $cell }.
mm-event-revealed = { $player } puso boca arriba la loseta de { $cell }: { $tile }.
mm-event-refill =
    { $player } pierde su turno para rellenar el hueco con { $count ->
        [one] una loseta
       *[other] { $count } losetas
    }.
# A player's score in the final line: "Alicia 12".
mm-player-points = { $player } { $points }
mm-event-over-no-gems = No quedan gemas en la montaña: fin de la partida. Puntuaciones: { $scores }.
mm-event-over-stalled = Hace mucho que nadie puede tomar una loseta: fin de la partida. Puntuaciones: { $scores }.
mm-event-arrow-moved = { $player } movió la flecha a { $position }.
mm-event-arrow-n-moved = { $player } movió la flecha { $arrow } a { $position }.
mm-event-second-arrow-placed = { $player } puso la segunda flecha en { $position }.
mm-event-swapped = { $player } intercambió { $first } y { $second }.
mm-event-stole = { $player } le quitó { $tile } a { $victim }.
mm-event-kept-section = { $player } se queda con la sección { $tile }.
mm-event-studied = { $player } estudió en secreto la { $line }.
mm-event-revealed-line = { $player } reveló la { $line }.
mm-event-bombed =
    { $player } bombardeó { $first }–{ $last }: { $count ->
        [one] desaparece una loseta
       *[other] desaparecen { $count } losetas
    }; el siguiente jugador rellena el hueco.
mm-event-ransack-flipped = { $player } saqueó: puso { $cell } boca abajo.
mm-event-rotated-own = { $player } giró una loseta hasta su sección { $tile }.
mm-event-rotated-tile = { $player } giró la loseta de { $cell }.
mm-event-chameleon-fizzled = El Camaleón de { $player } no encontró nada que copiar.
mm-event-chameleon-copies = El Camaleón de { $player } copia { $tile }.
mm-event-artefact =
    { $player } descartó su montón de { $gem } ({ $count ->
        [one] una loseta
       *[other] { $count } losetas
    }) con el Artefacto.
mm-event-rumbled = { $player } movió con el Temblor la loseta de { $origin } a { $cell }.
mm-event-step-set = { $player } fijó el giro en { $step }.

## Refusals

mm-refusal-unknown-choice = «{ $choice }» no es una opción de esta acción.

## The acting player's decision, drawn under the mountain

mm-prompt-grab = Toma una loseta de la cima de la montaña
mm-prompt-grab-or-play = Toma una loseta de la cima de la montaña o juega una acción
mm-prompt-play-or-end = Juega una loseta de acción o termina tu turno
mm-prompt-arrow-start = Elige dónde empieza la flecha
mm-prompt-peek = Mira en secreto una loseta boca abajo
mm-prompt-reveal = Revela a todos una loseta boca abajo
mm-prompt-swap-first = Intercambio: elige la primera casilla
mm-prompt-swap-second = Intercambio: elige la segunda casilla
mm-prompt-arrow = Elige la nueva posición de la flecha
mm-prompt-steal-victim = Hurto: elige un jugador
mm-prompt-steal-tile = Hurto a { $victim }: elige una loseta
mm-prompt-assign = Elige el montón para tu { $tile }
mm-prompt-section = Elige con qué sección de la loseta te quedas
mm-prompt-lightbulb =
    Bombilla: estudia una línea en secreto o revela { $count ->
        [one] una línea
       *[other] { $count } líneas
    }
mm-prompt-lightbulb-line = Bombilla: elige una línea
mm-prompt-bomb = Bomba: elige un bloque de 2 × 2 (por sus esquinas)
mm-prompt-ransack-flip = Saqueo: pon boca abajo una loseta boca arriba
mm-prompt-ransack-collect = Saqueo: recoge una loseta contigua
mm-prompt-rotate-own = Girar propia: elige tu loseta y su nueva sección
mm-prompt-rotate-tile = Girar tablero: elige una loseta
mm-prompt-rotate-how-far = Girar tablero: elige cuánto
mm-prompt-chameleon = Camaleón: elige una acción visible en la montaña
mm-prompt-artefact = Artefacto: elige un montón de gemas para descartar
mm-prompt-flashlight = Linterna: toma cualquier loseta
mm-prompt-rumble-tile = Temblor: elige qué loseta mover
mm-prompt-rumble-cell = Temblor: elige una casilla vacía
mm-prompt-step = Flecha comodín: elige cuánto giran las flechas

## Words drawn on the boards

mm-board-player-number = Jugador { $number }
mm-board-locked = bloqueo: sin giro
mm-board-turns-clockwise = giro de { $step } en sentido horario
mm-board-turns-anticlockwise = giro de { $step } en sentido antihorario
mm-board-deck =
    Mazo: { $count ->
        [one] una loseta
       *[other] { $count } losetas
    }
mm-board-removed = retiradas: { $count }
mm-board-refill-due =
    por rellenar: { $count ->
        [one] una casilla
       *[other] { $count } casillas
    }
# Facts about the mountain in a row: "Mazo: 12 losetas, acciones usadas: 3".
mm-board-facts = { $first }, { $rest }
mm-board-multiplier-mark = ×{ $factor }
# The letter on a Wildcard icon (Comodín).
mm-board-wildcard-mark = C
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = Multiplicador ×{ $factor }
mm-board-legend-face-down = ? boca abajo
mm-board-legend-seen = marco azul: la has mirado
mm-board-legend-targets = marco amarillo: puedes elegirla
mm-board-legend-facing = más claro: lo que tomas
mm-board-legend-last-turn = último turno de { $player }
mm-board-legend-taken = loseta tomada
mm-board-legend-most = mayoría de una gema: + valor por gema
mm-board-legend-fewest = minoría: − valor por gema
mm-board-legend-gem-value = número en una gema: su valor
mm-board-legend-pile-count = número: gemas de ese montón
mm-board-legend-multiplier-joined = { mm-kind-multiplier }: ese montón vale ×{ $factor }
mm-board-legend-secret = loseta secreta (boca abajo)
mm-board-legend-active = la sección que cuenta
mm-board-your-move = Tu jugada: { $prompt }

## Score sheet columns (render/score_sheet.py: score-<game>-<breakdown key>)

score-mountain-miners-ruby = Rubíes
score-mountain-miners-sapphire = Zafiros
score-mountain-miners-emerald = Esmeraldas
score-mountain-miners-lapis = Lapislázuli
score-mountain-miners-diamond = Diamantes
score-mountain-miners-pearl = Perlas
score-mountain-miners-onyx = Ónix
score-mountain-miners-amethyst = Amatistas
score-mountain-miners-trash = Basura

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = tener menos losetas recogidas
