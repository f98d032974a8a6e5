# Solstis: the rules' events, move labels and lobby options, the board image and the score sheet.
# Terms (see the glossary in core.ftl): panorama, centro (display), montón (pile), segunda
# oportunidad, arcoíris, cuadrado, fila de espíritus, Espíritu Maligno, Luciérnagas, fuegos
# encendidos / apagados, zona (area), casilla (cell), loseta (tile).
# A $spirit argument has no article (its gender varies): write it after a colon, after "su"
# or "con", never after "el"/"la".

## Tiles: a Land tile is named by its row's colour and its number ($number: 1 to 10)
solstis-tile-red = { $number } rojo
solstis-tile-orange = { $number } naranja
solstis-tile-green = { $number } verde
solstis-tile-blue = { $number } azul
solstis-tile-pink = { $number } rosa
solstis-tile-purple = { $number } morado

## Spirits: the name, what it does (short: it goes into move labels), and the code on its token
# A code is at most two characters, written as a literal.
solstis-spirit-fish = Pez
solstis-spirit-fish-text = coloca ya un arcoíris
solstis-spirit-fish-code = { "Pz" }
solstis-spirit-deer = Ciervo
solstis-spirit-deer-text = coloca ya una loseta de tu mano
solstis-spirit-deer-code = { "Ci" }
solstis-spirit-eagle = Águila
solstis-spirit-eagle-text = coloca ya la loseta de arriba del montón
solstis-spirit-eagle-code = { "Ág" }
solstis-spirit-bear = Oso
solstis-spirit-bear-text = roba 1; desde ahora, mano de 4
solstis-spirit-bear-code = { "Os" }
solstis-spirit-fly = Mosca
solstis-spirit-fly-text = coloca una loseta al azar de la mano rival
solstis-spirit-fly-code = { "Mo" }
solstis-spirit-beetle = Escarabajo
solstis-spirit-beetle-text = coloca una loseta boca arriba del centro
solstis-spirit-beetle-code = { "Es" }
solstis-spirit-marmot = Marmota
solstis-spirit-marmot-text = juega un turno más
solstis-spirit-marmot-code = { "Ma" }
solstis-spirit-bee = Abeja
solstis-spirit-bee-text = +1 por espíritu de fondo liso
solstis-spirit-bee-code = { "Ab" }
solstis-spirit-ladybug = Mariquita
solstis-spirit-ladybug-text = +1 por fuego apagado
solstis-spirit-ladybug-code = { "Mq" }
solstis-spirit-wolf = Lobo
solstis-spirit-wolf-text = +1 por zona separada
solstis-spirit-wolf-code = { "Lo" }
solstis-spirit-squirrel = Ardilla
solstis-spirit-squirrel-text = al final, coloca tu mano
solstis-spirit-squirrel-code = { "Ar" }
solstis-spirit-bird = Pájaro
solstis-spirit-bird-text = +1 por cada otro espíritu azul
solstis-spirit-bird-code = { "Pj" }
solstis-spirit-frog = Rana
solstis-spirit-frog-text = +1 por arcoíris
solstis-spirit-frog-code = { "Ra" }
solstis-spirit-moth = Polilla
solstis-spirit-moth-text = +1 por fuego encendido
solstis-spirit-moth-code = { "Po" }
solstis-spirit-cow = Vaca Sagrada
solstis-spirit-cow-text = +1 por loseta de la 2.ª zona más grande
solstis-spirit-cow-code = { "Va" }
solstis-spirit-phoenix = Fénix
solstis-spirit-phoenix-text = +1 por Luciérnaga
solstis-spirit-phoenix-code = { "Fé" }
solstis-spirit-viper = Víbora
solstis-spirit-viper-text = quita al rival una loseta aislada
solstis-spirit-viper-code = { "Ví" }
solstis-spirit-fox = Zorro
solstis-spirit-fox-text = mira la mano rival y elige su próxima loseta
solstis-spirit-fox-code = { "Zo" }
solstis-spirit-evil = Espíritu Maligno
solstis-spirit-evil-text = juego básico: cubre un espíritu al final; Luciérnaga: bloquea una casilla rival
solstis-spirit-evil-code = { "EM" }

## Lobby option
solstis-option-variant = Variante
solstis-variant-base = Juego básico
solstis-variant-firefly = Expansión Luciérnaga
solstis-variant-discovery = Descubrimiento (sin Espíritu Maligno)

## Move labels (at most 80 characters with the longest names)
solstis-action-play-capture = Jugar el { $tile } y capturar el { $captured }
solstis-action-play-second-chance = Jugar el { $tile } (sin captura: segunda oportunidad)
solstis-action-take = El { $tile } captura el { $captured }
solstis-action-rainbow = Arcoíris en la casilla del { $cell }
solstis-action-square = Espíritu en el cuadrado del { $square }
solstis-action-meet = Encontrarse con { $spirit } ({ $effect })
solstis-action-draw = Robar { $count ->
        [one] un espíritu
       *[other] { $count } espíritus
    } boca abajo y quedarse uno
solstis-action-keep = Quedarse con { $spirit } ({ $effect })
solstis-action-deer = { solstis-spirit-deer }: colocar el { $tile }
solstis-action-beetle = { solstis-spirit-beetle }: colocar el { $tile }
solstis-action-viper = { solstis-spirit-viper }: quitar el { $tile }
solstis-action-fox = { solstis-spirit-fox }: el rival deberá jugar el { $tile }
solstis-action-evil = { solstis-spirit-evil } en el { $cell } del rival
solstis-action-cover = { solstis-spirit-evil } cubre su { $spirit }

## Events (the game's log)
solstis-event-played-captured = { $player } jugó el { $tile } y capturó el { $captured }
solstis-event-played-no-capture = { $player } jugó el { $tile }: sin captura
solstis-event-second-chance-drawn = { $player } robó el { $tile } como segunda oportunidad
solstis-event-second-chance-captured = La segunda oportunidad de { $player }, el { $tile }, capturó el { $captured }
solstis-event-second-chance-rainbow = La segunda oportunidad de { $player }, el { $tile }, también falló: gana un arcoíris
solstis-event-second-chance-no-rainbow = La segunda oportunidad de { $player }, el { $tile }, falló; no quedan arcoíris
solstis-event-rainbow-placed = { $player } colocó un arcoíris en la casilla del { $cell }
solstis-event-no-rainbow-cell = { $player } no tenía casilla para un arcoíris
solstis-event-tile-blocked = El { $tile } queda bloqueado en el panorama de { $player } y sale de la partida
solstis-event-square-chosen = { $player } eligió el cuadrado del { $square } para un espíritu
solstis-event-spirits-drawn = { $player } robó { $count ->
        [one] un espíritu
       *[other] { $count } espíritus
    } boca abajo
solstis-event-spirit-to-line = { $spirit } pasa boca arriba a la fila de espíritus
solstis-event-met = { $player } se encontró con { $spirit } en el cuadrado del { $square }
solstis-event-evil-drawn-kept = { $player } robó el { solstis-spirit-evil } y se lo queda
solstis-event-evil-drawn-haunts = { $player } robó el { solstis-spirit-evil }: acechará el panorama de { $rival }
solstis-event-evil-passes = El { solstis-spirit-evil } pasa a { $player }
solstis-event-evil-placed = { $player } puso el { solstis-spirit-evil } en el { $cell } de { $rival }
solstis-event-evil-leaves = El { solstis-spirit-evil } no encontró casilla y sale de la partida
solstis-event-evil-covers = El { solstis-spirit-evil } cubre un espíritu de { $player }: { $spirit }
solstis-event-eagle = El { solstis-spirit-eagle } trae el { $tile } a { $player }
solstis-event-fly = La { solstis-spirit-fly } quita el { $tile } de la mano de { $rival } para { $player }
solstis-event-deer = El { solstis-spirit-deer } coloca el { $tile } de { $player }
solstis-event-beetle = El { solstis-spirit-beetle } trae el { $tile } del centro a { $player }
solstis-event-viper = La { solstis-spirit-viper } quita el { $tile } a { $rival } para { $player }
solstis-event-fox = { $player } vio la mano de { $rival } y eligió la loseta que jugará a continuación
solstis-event-plays-again = { $player } vuelve a jugar ({ solstis-spirit-marmot })
solstis-event-firefly = { $player } consigue una Luciérnaga en el cuadrado del { $square }
solstis-event-firefly-win = ¡{ $player } tiene { $count ->
        [one] { $count } Luciérnaga
       *[other] { $count } Luciérnagas
    } y gana al instante!
solstis-event-squirrel = La { solstis-spirit-squirrel } coloca la mano de { $player }: { $tiles }
solstis-event-passes = { $player } no puede capturar y pasa
# $scores: a list of solstis-event-final-score
solstis-event-game-over = Fin de la partida: { $scores }
solstis-event-final-score = { $player } con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }

## Score sheet columns (one per source of points) and the score lines on the board
score-solstis-largest = Zona mayor
score-solstis-fires = Fuegos encendidos
score-solstis-spirits = Espíritus
score-solstis-bonus = Extra de espíritus
score-solstis-fireflies = Luciérnagas
score-solstis-firefly-win = Victoria Luciérnaga
score-solstis-total = Total

## The board image
# The status line: $player decides $task (one of solstis-board-phase-*)
solstis-board-to-act = { $player }: { $task }
solstis-board-phase-play = jugar una loseta
solstis-board-phase-take = elegir la captura de la segunda oportunidad
solstis-board-phase-rainbow = colocar un arcoíris
solstis-board-phase-square = elegir el cuadrado del espíritu
solstis-board-phase-spirit = encontrarse con un espíritu visible o robar dos
solstis-board-phase-keep = quedarse uno de los dos espíritus robados
solstis-board-phase-deer = { solstis-spirit-deer }: colocar una loseta de la mano
solstis-board-phase-beetle = { solstis-spirit-beetle }: tomar una loseta del centro
solstis-board-phase-viper = { solstis-spirit-viper }: quitar una loseta aislada
solstis-board-phase-fox = { solstis-spirit-fox }: elegir la próxima loseta del rival
solstis-board-phase-evil = colocar el { solstis-spirit-evil } en el panorama rival
solstis-board-phase-cover = cubrir un espíritu con el { solstis-spirit-evil }
# $winners: the winners' names as a list
solstis-board-game-over = { $count ->
        [one] Fin de la partida: gana { $winners }
       *[other] Fin de la partida: { $winners } comparten la victoria
    }
solstis-board-holds-evil = tiene el { solstis-spirit-evil }
solstis-board-drew-evil = robó el { solstis-spirit-evil }
solstis-board-must-play-fox = debe jugar la loseta del { solstis-spirit-fox }
solstis-board-covered = { $spirit } (cubierto)
solstis-board-second-chance = Segunda oportunidad:
solstis-board-pile = Montón { $count }
solstis-board-rainbows = Arcoíris { $count }
solstis-board-deck = Mazo de espíritus { $count }
solstis-board-fireflies = Luciérnagas { $count }
solstis-board-out-of-game = Fuera de juego { $count }
solstis-board-drawn = { $count ->
        [one] { $count } espíritu robado boca abajo
       *[other] { $count } espíritus robados boca abajo
    }
solstis-board-spirit-line = Fila de espíritus
solstis-board-spirit-pill = { $spirit }: { $effect }
solstis-board-empty = vacía
solstis-board-last-turn = Último turno de { $player }
solstis-board-firefly-key = Luciérnaga (rellena: puntúa)
solstis-board-fire-key = Fuego (relleno: encendido)
solstis-board-choices-key = puedes elegir
solstis-board-square-key = el cuadrado del espíritu
solstis-board-hand-private = Mano de { $player } (privada)
solstis-board-no-capture = sin captura
solstis-board-captures-key = lo que captura
solstis-board-drawn-keep = Robados boca abajo (quédate uno):
solstis-board-rival-hand = Mano de { $player } ({ solstis-spirit-fox }):
solstis-board-rival-must-play = { $player } debe jugar:
solstis-board-your-move = Tu jugada: { $count ->
        [one] { $count } opción
       *[other] { $count } opciones
    } en `/move`

## Alt text of the board image
solstis-alt-player = { $player }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
# $spirits: the spirits of the panorama as a list
solstis-alt-player-spirits = { $player }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }; espíritus: { $spirits }.
solstis-alt-last-turn = Último turno ({ $player }) resaltado: { $cells ->
        [one] { $cells } casilla ocupada
       *[other] { $cells } casillas ocupadas
    }{ $spirits ->
        [0] {""}
        [one] , { $spirits } espíritu encontrado
       *[other] , { $spirits } espíritus encontrados
    }.
solstis-option-variant-about = Luciérnagas: 4 espíritus, Luciérnagas, nuevo Espíritu Maligno. Descubrimiento: sin Espíritu Maligno.
