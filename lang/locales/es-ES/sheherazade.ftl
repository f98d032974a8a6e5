# Sheherazade: what the game says (events, moves, refusals) and what its boards show.
# Terms (see the glossary in core.ftl): el Vigía (the Lookout), los montones (superior, central,
# inferior, de Sueño), losetas de Isla (tres filas de cuatro) y losetas de Sueño (la columna de
# Sueño), la cara de Genio de una loseta.
# $stack and $row are a stack's letter: U (upper), M (central), L (lower), D (Dream).
# $tile is a tile's name (a message: sh-tile-island or sh-tile-dream), never a code.

## Components
sh-title = Sheherazade

# An Island tile as a player sees it: what is drawn on it ($elements: a list of element names).
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first } + { $second }
sh-tile-island-3 = { $first } + { $second } + { $third }
# A Dream tile: its kind ($kind: a Dream tile's name).
sh-tile-dream = { $kind } (Sueño)

sh-element-palm = Palmera
sh-element-roc = Roc
sh-element-egg = Huevo
sh-element-monkey = Mono
sh-element-fennec = Fénec
sh-element-camel = Camello
sh-element-elephant = Elefante
sh-element-snake = Culebra
sh-element-emerald = Esmeralda
sh-element-ruby = Rubí
sh-element-diamond = Diamante
sh-element-lamp = Lámpara
sh-element-bandit = Bandido

# Dream tiles: the name, and the scoring rule printed under it on a tile on offer (numbers from the game
# data). A tile is small: keep a rule to two or three short lines.
sh-dream-roc = Ave Roc
sh-dream-roc-text = { $points } por Roc
sh-dream-monkey = Mono
sh-dream-monkey-text = { $points } por Mono
sh-dream-fennec = Zorro fénec
sh-dream-fennec-text = { $points } por Fénec
sh-dream-camel = Camello
sh-dream-camel-text = { $points } por Camello
sh-dream-elephant = Elefante
sh-dream-elephant-text = { $points } por Elefante
sh-dream-gem-column = Columna de gemas
# Points for 1, 2 and 3 kinds of gem in one column.
sh-dream-gem-column-text = tipos: { $one }/{ $two }/{ $three }
sh-dream-gem-line = Fila de gemas
# Points for 1, 2 and 3 kinds of gem in one row.
sh-dream-gem-line-text = tipos: { $one }/{ $two }/{ $three }
sh-dream-lamp = Lámpara mágica
# Points for exactly 1 and exactly 2 visible lamps.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = Culebra
# Points for exactly 1 and exactly 2 snakes.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = Genio
sh-dream-genie-text = { $points } por cara de Genio

# The storytellers on the character boards.
sh-character-elias = Elias
sh-character-lilia = Lilia
sh-character-noura = Noura
sh-character-qasim = Qasim
sh-character-shirin = Shirin

# Where a tile goes (used after "en").
sh-slot-island = la fila { $row ->
    [U] superior
    [M] central
   *[L] inferior
}, columna { $column }
sh-slot-dream = la columna de Sueño

## Moves (button and menu labels)
sh-action-draw = Robar del montón { $stack ->
    [U] superior
    [M] central
    [L] inferior
   *[D] de Sueño
} ({ $left ->
    [one] queda { $left } loseta
   *[other] quedan { $left } losetas
})
sh-action-hide = Esconder { $tile } y revelar las demás
sh-action-take = Tomar { $tile }
# The Lookout, who knows the tile it laid face down.
sh-action-take-face-down-known = Tomar la loseta boca abajo: { $tile }
# Anyone else, who only knows the tile's stack.
sh-action-take-face-down-blind = Tomar a ciegas la loseta boca abajo del montón { $stack ->
    [U] superior
    [M] central
    [L] inferior
   *[D] de Sueño
}
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = Colocarla en { $slot }
sh-action-name = Que elija { $player }

## Events (the game's log)
sh-event-draw = { $player } roba { $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
} del montón { $stack ->
    [U] superior
    [M] central
    [L] inferior
   *[D] de Sueño
}
sh-event-draw-secret = { $player } roba en secreto { $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
} del montón { $stack ->
    [U] superior
    [M] central
    [L] inferior
   *[D] de Sueño
}
sh-event-reveal = { $player } revela { $tiles }; la tercera loseta queda boca abajo
sh-event-take = { $player } toma { $tile }
sh-event-take-face-down = { $player } toma la loseta boca abajo: { $tile }
sh-event-last-tile = { $player } recibe la última loseta: { $tile }
sh-event-take-placed = { $player } toma { $tile } y la coloca en { $slot }
sh-event-take-face-down-placed = { $player } toma la loseta boca abajo, { $tile }, y la coloca en { $slot }
sh-event-last-tile-placed = { $player } recibe la última loseta, { $tile }, y la coloca en { $slot }
# $tile: a tile as sh-tile-island or sh-tile-dream names it.
sh-event-place = { $player } coloca { $tile } en { $slot }
# $tiles: a list of tiles, each as sh-tile-island names it.
sh-event-lamp-flip = Tercera Lámpara mágica: { $player } pone { $tiles } con la cara de Genio arriba
sh-event-discard = { $tile } se descarta boca arriba
sh-event-name = { $player } designa a { $named } para elegir después
sh-event-round = Ronda { $round }: { $player } hace de Vigía
# $scores: a list of sh-event-final-score.
sh-event-game-over = Fin de la partida: { $scores }
sh-event-final-score = { $player } con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

## Score sheet columns (the breakdown of a final score)
score-sheherazade-dreams = Sueños
score-sheherazade-palms = Palmeras
score-sheherazade-roc-egg = Roc y Huevo
score-sheherazade-bandits = Bandidos

## The board images
sh-board-header-seat = Jugada { $move }: vista de { $player }
sh-board-header-public = Jugada { $move }: vista de todos
sh-board-player = Jugador { $number }
sh-board-round = Ronda { $round } de { $rounds }
sh-board-status-stack = { $player } (Vigía) elige un montón
sh-board-status-hide = { $player } mira 3 losetas y esconde una
sh-board-status-take = { $player } toma una loseta
sh-board-status-place = { $player } coloca la loseta
sh-board-status-name = { $player } designa quién elige después
sh-board-phase-stack = El Vigía elige un montón
sh-board-phase-hide = El Vigía esconde una de 3 losetas
sh-board-phase-take = Se toma una loseta
sh-board-phase-place = Se coloca la loseta
sh-board-phase-name = Se designa quién elige después
# $winners: the names of the winners, $count: how many.
sh-board-status-over = Fin de la partida: { $count ->
    [one] gana { $winners }
   *[other] { $winners } comparten la victoria
}
# On a stack's back.
sh-board-stack-name = { $stack ->
    [U] Arriba
    [M] Centro
    [L] Abajo
   *[D] Sueño
}
sh-board-offer = Disponibles
sh-board-offer-empty = No hay losetas disponibles
sh-board-hidden-by-you = la escondiste
sh-board-to-place = por colocar
sh-board-discarded = Descartadas ({ $count })
sh-board-genie = Genio
# In a player's row: the Lookout, and who has picked this round.
sh-board-lookout-tag = Vigía
sh-board-picked-tag = ya eligió
sh-board-you = { $player } (tú)
sh-board-dream-slot = Hueco libre
sh-board-slot-target = ¿aquí?
sh-board-most-bandits = más
sh-board-legend-targets = puedes elegir

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = tener menos bandidos a la vista
