# Sheherazade: what the game says (events, moves, refusals) and what its boards show.
# German terms (see the glossary in core.ftl): der Späher (the Lookout, who draws for the round), die
# Stapel (oberer, mittlerer, unterer Stapel und Traumstapel), Inselplättchen (three rows of four) and
# Traumplättchen (the Traumspalte, Dream column), die Geist-Seite of a tile (Genie side: Geist, short
# enough for a tile). Component names as the German edition writes them: Schlange, Wunderlampe,
# Edelsteine (the glossary is glossary.json in this folder).
# $stack and $row are a stack's letter: U (upper), M (central), L (lower), D (Dream).
# $tile is a tile's name (a message: sh-tile-island or sh-tile-dream), never a code.

## Components
sh-title = Sheherazade

# An Island tile as a player sees it: what is drawn on it ($elements: a list of element names).
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first } + { $second }
sh-tile-island-3 = { $first } + { $second } + { $third }
# A Dream tile: its kind ($kind: a Dream tile's name).
sh-tile-dream = { $kind } (Traum)

sh-element-palm = Palme
sh-element-roc = Roch
sh-element-egg = Ei
sh-element-monkey = Affe
sh-element-fennec = Fennek
sh-element-camel = Kamel
sh-element-elephant = Elefant
sh-element-snake = Schlange
sh-element-emerald = Smaragd
sh-element-ruby = Rubin
sh-element-diamond = Diamant
sh-element-lamp = Wunderlampe
sh-element-bandit = Räuber

# Dream tiles: the name, and the scoring rule printed under it on a tile on offer (numbers from the game
# data). A tile is small: keep a rule to two or three short lines.
sh-dream-roc = Vogel Roch
sh-dream-roc-text = { $points } je Roch
sh-dream-monkey = Affe
sh-dream-monkey-text = { $points } je Affe
sh-dream-fennec = Fennek
sh-dream-fennec-text = { $points } je Fennek
sh-dream-camel = Kamel
sh-dream-camel-text = { $points } je Kamel
sh-dream-elephant = Elefant
sh-dream-elephant-text = { $points } je Elefant
sh-dream-gem-column = Edelsteine (Spalte)
# Points for 1, 2 and 3 kinds of gem in one column.
sh-dream-gem-column-text = Arten: { $one }/{ $two }/{ $three }
sh-dream-gem-line = Edelsteine (Reihe)
# Points for 1, 2 and 3 kinds of gem in one row.
sh-dream-gem-line-text = Arten: { $one }/{ $two }/{ $three }
sh-dream-lamp = Wunderlampe
# Points for exactly 1 and exactly 2 visible lamps.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = Schlange
# Points for exactly 1 and exactly 2 snakes.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = Geist
sh-dream-genie-text = { $points } je Geist

# The storytellers on the character boards.
sh-character-elias = Elias
sh-character-lilia = Lilia
sh-character-noura = Noura
sh-character-qasim = Qasim
sh-character-shirin = Shirin

# Where a tile goes (used after “in”, so in the accusative: “in die obere Reihe”).
sh-slot-island = die { $row ->
    [U] obere
    [M] mittlere
   *[L] untere
} Reihe, Spalte { $column }
sh-slot-dream = die Traumspalte

## Moves (button and menu labels)
sh-action-draw = Ziehe vom { $stack ->
    [U] oberen Stapel
    [M] mittleren Stapel
    [L] unteren Stapel
   *[D] Traumstapel
} (noch { $left } Plättchen)
sh-action-hide = Verstecke { $tile }, decke die beiden anderen auf
sh-action-take = Nimm { $tile }
# The Lookout, who knows the tile it laid face down.
sh-action-take-face-down-known = Nimm das verdeckte Plättchen: { $tile }
# Anyone else, who only knows the tile's stack.
sh-action-take-face-down-blind = Nimm blind das verdeckte Plättchen vom { $stack ->
    [U] oberen Stapel
    [M] mittleren Stapel
    [L] unteren Stapel
   *[D] Traumstapel
}
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = Lege es in { $slot }
sh-action-name = { $player } wählt als Nächstes

## Events (the game's log)
sh-event-draw = { $player } zieht { $count } { $stack ->
    [U] Plättchen vom oberen Stapel
    [M] Plättchen vom mittleren Stapel
    [L] Plättchen vom unteren Stapel
   *[D] Traumplättchen
}
sh-event-draw-secret = { $player } zieht geheim { $count } { $stack ->
    [U] Plättchen vom oberen Stapel
    [M] Plättchen vom mittleren Stapel
    [L] Plättchen vom unteren Stapel
   *[D] Traumplättchen
}
sh-event-reveal = { $player } deckt { $tiles } auf; das dritte Plättchen liegt verdeckt
sh-event-take = { $player } nimmt { $tile }
sh-event-take-face-down = { $player } nimmt das verdeckte Plättchen: { $tile }
sh-event-last-tile = { $player } bekommt das letzte Plättchen: { $tile }
sh-event-take-placed = { $player } nimmt { $tile } und legt es in { $slot }
sh-event-take-face-down-placed = { $player } nimmt das verdeckte Plättchen, { $tile }, und legt es in { $slot }
sh-event-last-tile-placed = { $player } bekommt das letzte Plättchen, { $tile }, und legt es in { $slot }
# $tile: a tile as sh-tile-island or sh-tile-dream names it.
sh-event-place = { $player } legt { $tile } in { $slot }
# $tiles: a list of tiles, each as sh-tile-island names it.
sh-event-lamp-flip = Dritte Wunderlampe: { $player } dreht { $tiles } auf die Geist-Seite
sh-event-discard = { $tile } wird offen abgeworfen
sh-event-name = { $player } bestimmt: { $named } wählt als Nächstes
sh-event-round = Runde { $round }: { $player } ist Späher
# $scores: a list of sh-event-final-score.
sh-event-game-over = Spielende: { $scores }
sh-event-final-score = { $player } { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

## Score sheet columns (the breakdown of a final score)
score-sheherazade-dreams = Träume
score-sheherazade-palms = Palmen
score-sheherazade-roc-egg = Roch & Ei
score-sheherazade-bandits = Räuber

## The board images
sh-board-header-seat = Schritt { $move }: Ansicht von { $player }
sh-board-header-public = Schritt { $move }: Ansicht für alle
sh-board-player = Spieler { $number }
sh-board-round = Runde { $round } von { $rounds }
sh-board-status-stack = { $player } (Späher) wählt einen Stapel
sh-board-status-hide = { $player } sieht sich 3 Plättchen an und versteckt eines
sh-board-status-take = { $player } nimmt ein Plättchen
sh-board-status-place = { $player } legt das Plättchen
sh-board-status-name = { $player } bestimmt, wer wählt
sh-board-phase-stack = Der Späher wählt einen Stapel
sh-board-phase-hide = Der Späher versteckt eines von 3 Plättchen
sh-board-phase-take = Plättchen nehmen
sh-board-phase-place = Plättchen legen
sh-board-phase-name = Bestimmen, wer als Nächstes wählt
# $winners: the names of the winners, $count: how many.
sh-board-status-over = Spielende: { $count ->
    [one] { $winners } gewinnt
   *[other] { $winners } teilen sich den Sieg
}
# On a stack's back.
sh-board-stack-name = { $stack ->
    [U] Oben
    [M] Mitte
    [L] Unten
   *[D] Traum
}
sh-board-offer = Angebot
sh-board-offer-empty = Nichts im Angebot
sh-board-hidden-by-you = versteckt
sh-board-to-place = zu legen
sh-board-discarded = Abgeworfen ({ $count })
sh-board-genie = Geist
# In a player's row: the Lookout, and who has picked this round.
sh-board-lookout-tag = Späher
sh-board-picked-tag = gewählt
sh-board-you = { $player } (du)
sh-board-dream-slot = Traumfeld
sh-board-slot-target = hier?
sh-board-most-bandits = meiste
sh-board-legend-targets = wählbar

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = die geringere Zahl sichtbarer Räuber
