# Sheherazade: what the game says (events, moves, refusals) and what its boards show.
# Terms used throughout: the Lookout (who draws for the round), the stacks (upper, central, lower,
# Dream), Island tiles (three rows of four) and Dream tiles (the Dream column), a tile's Genie side.
# $stack and $row are a stack's letter: U (upper), M (central), L (lower), D (Dream).
# $tile is a tile's name (a message: sh-tile-island or sh-tile-dream), never a code.

## Components
sh-title = Sheherazade

# An Island tile as a player sees it: what is drawn on it ($elements: a list of element names); its
# row shows in its colour and in where it goes, so no code names it.
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first } + { $second }
sh-tile-island-3 = { $first } + { $second } + { $third }
# A Dream tile: its kind ($kind: a Dream tile's name).
sh-tile-dream = { $kind } (Dream)

sh-element-palm = Palm
sh-element-roc = Roc
sh-element-egg = Egg
sh-element-monkey = Monkey
sh-element-fennec = Fennec
sh-element-camel = Camel
sh-element-elephant = Elephant
sh-element-snake = Snake
sh-element-emerald = Emerald
sh-element-ruby = Ruby
sh-element-diamond = Diamond
sh-element-lamp = Lamp
sh-element-bandit = Bandit

# Dream tiles: the name, and the scoring rule printed under it on a tile on offer (numbers from the game
# data). A tile is small: keep a rule to two or three short lines.
sh-dream-roc = Roc Bird
sh-dream-roc-text = { $points } per Roc
sh-dream-monkey = Monkey
sh-dream-monkey-text = { $points } per Monkey
sh-dream-fennec = Fennec Fox
sh-dream-fennec-text = { $points } per Fennec
sh-dream-camel = Camel
sh-dream-camel-text = { $points } per Camel
sh-dream-elephant = Elephant
sh-dream-elephant-text = { $points } per Elephant
sh-dream-gem-column = Column of Gems
# Points for 1, 2 and 3 kinds of gem in one column.
sh-dream-gem-column-text = kinds: { $one }/{ $two }/{ $three }
sh-dream-gem-line = Line of Gems
# Points for 1, 2 and 3 kinds of gem in one row.
sh-dream-gem-line-text = kinds: { $one }/{ $two }/{ $three }
sh-dream-lamp = Magic Lamp
# Points for exactly 1 and exactly 2 visible lamps.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = Snake
# Points for exactly 1 and exactly 2 snakes.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = Genie
sh-dream-genie-text = { $points } per Genie side

# The storytellers on the character boards.
sh-character-elias = Elias
sh-character-lilia = Lilia
sh-character-noura = Noura
sh-character-qasim = Qasim
sh-character-shirin = Shirin

# Where a tile goes (used after “in”).
sh-slot-island = the { $row ->
    [U] upper
    [M] central
   *[L] lower
} row, column { $column }
sh-slot-dream = the Dream column

## Moves (button and menu labels)
sh-action-draw = Draw from the { $stack ->
    [U] upper
    [M] central
    [L] lower
   *[D] Dream
} stack ({ $left ->
    [one] { $left } tile left
   *[other] { $left } tiles left
})
sh-action-hide = Hide { $tile }, reveal the others
sh-action-take = Take { $tile }
# The Lookout, who knows the tile it laid face down.
sh-action-take-face-down-known = Take the face-down tile: { $tile }
# Anyone else, who only knows the tile's stack.
sh-action-take-face-down-blind = Take the face-down { $stack ->
    [U] upper
    [M] central
    [L] lower
   *[D] Dream
} tile blind
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = Place it in { $slot }
sh-action-name = { $player } picks next

## Events (the game's log)
sh-event-draw = { $player } draws { $count ->
    [one] { $count } { $stack ->
        [U] upper
        [M] central
        [L] lower
       *[D] Dream
    } tile
   *[other] { $count } { $stack ->
        [U] upper
        [M] central
        [L] lower
       *[D] Dream
    } tiles
}
sh-event-draw-secret = { $player } draws { $count ->
    [one] { $count } { $stack ->
        [U] upper
        [M] central
        [L] lower
       *[D] Dream
    } tile
   *[other] { $count } { $stack ->
        [U] upper
        [M] central
        [L] lower
       *[D] Dream
    } tiles
} in secret
sh-event-reveal = { $player } reveals { $tiles }; the third tile lies face down
sh-event-take = { $player } takes { $tile }
sh-event-take-face-down = { $player } takes the face-down tile: { $tile }
sh-event-last-tile = { $player } gets the last tile: { $tile }
sh-event-take-placed = { $player } takes { $tile } and places it in { $slot }
sh-event-take-face-down-placed = { $player } takes the face-down tile, { $tile }, and places it in { $slot }
sh-event-last-tile-placed = { $player } gets the last tile, { $tile }, and places it in { $slot }
# $tile: a tile as sh-tile-island or sh-tile-dream names it.
sh-event-place = { $player } places { $tile } in { $slot }
# $tiles: a list of tiles, each as sh-tile-island names it.
sh-event-lamp-flip = Third Magic Lamp: { $player } turns { $tiles } Genie side up
sh-event-discard = { $tile } is discarded face up
sh-event-name = { $player } names { $named } to pick next
sh-event-round = Round { $round }: { $player } is the Lookout
# $scores: a list of sh-event-final-score.
sh-event-game-over = Game over: { $scores }
sh-event-final-score = { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Score sheet columns (the breakdown of a final score)
score-sheherazade-dreams = Dreams
score-sheherazade-palms = Palms
score-sheherazade-roc-egg = Roc & Egg
score-sheherazade-bandits = Bandits

## The board images
sh-board-header-seat = Move { $move }: { $player }’s view
sh-board-header-public = Move { $move }: everyone’s view
sh-board-player = Player { $number }
sh-board-round = Round { $round } of { $rounds }
sh-board-status-stack = { $player } (Lookout) chooses a stack
sh-board-status-hide = { $player } looks at 3 tiles and hides one
sh-board-status-take = { $player } takes a tile
sh-board-status-place = { $player } places the tile
sh-board-status-name = { $player } names who picks next
# What is being decided, beside the round (the player to act is marked in their row).
sh-board-phase-stack = The Lookout chooses a stack
sh-board-phase-hide = The Lookout hides one of 3 tiles
sh-board-phase-take = Taking a tile
sh-board-phase-place = Placing the tile
sh-board-phase-name = Naming who picks next
# $winners: the names of the winners, $count: how many.
sh-board-status-over = Game over: { $count ->
    [one] { $winners } wins
   *[other] { $winners } share the win
}
# On a stack, with the tiles left in it.
sh-board-stack-name = { $stack ->
    [U] Upper
    [M] Central
    [L] Lower
   *[D] Dream
}
sh-board-offer = On offer
sh-board-offer-empty = No tiles on offer
sh-board-hidden-by-you = you hid it
sh-board-to-place = to place
sh-board-discarded = Discarded ({ $count })
sh-board-genie = Genie
# In a player's row: the Lookout, and who has picked this round.
sh-board-lookout-tag = Lookout
sh-board-picked-tag = picked
sh-board-you = { $player } (you)
sh-board-dream-slot = Dream slot
sh-board-slot-target = here?
sh-board-most-bandits = most
sh-board-legend-targets = you may choose

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = fewer visible bandits
