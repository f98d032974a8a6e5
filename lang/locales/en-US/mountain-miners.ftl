# Mountain Miners: every word the game says (log lines, moves, prompts, lobby options) and draws.
# Terms used throughout: a "tile" lies on the mountain or in a player's collection; a split tile
# (Gemshards) has "sections"; a player's tiles of one gem type form a "pile"; the "arrow" stands at
# one of eight compass "positions" and "turns" at the end of each turn; a "cell" is named by its
# column letter and row number (C4).

## Tiles: gems, special tiles and action tiles

mm-kind-ruby = Ruby
mm-kind-sapphire = Sapphire
mm-kind-emerald = Emerald
mm-kind-lapis = Lapis
mm-kind-diamond = Diamond
mm-kind-pearl = Pearl
mm-kind-onyx = Onyx
mm-kind-amethyst = Amethyst
mm-kind-trash = Trash
mm-kind-multiplier = Multiplier
mm-kind-wildcard = Wildcard
mm-kind-arrow-move = Arrow Move
mm-kind-arrow-lock = Arrow Lock
mm-kind-swap = Swap
mm-kind-double = Double
mm-kind-steal = Steal
mm-kind-lightbulb = Lightbulb
mm-kind-bomb = Bomb
mm-kind-second-arrow = Second Arrow
mm-kind-ransack = Ransack
mm-kind-rotate-grabbed = Rotate Grabbed
mm-kind-rotate-board = Rotate Board
mm-kind-chameleon = Chameleon
mm-kind-artefact = Artefact
mm-kind-flashlight = Flashlight
mm-kind-rumble = Rumble
mm-kind-ring = Ring
mm-kind-wildcard-arrow = Wildcard Arrow
# A tile with its points: "Onyx (4)", "Trash (-2)".
mm-kind-with-value = { $kind } ({ $value })
# The sections of a split tile, in order: "Onyx (4) / Swap".
mm-sections = { $first } / { $rest }
mm-tile-secret = secret tile
mm-tile-wildcard-as = Wildcard (as { $gem })
mm-tile-multiplier-on = Multiplier (on { $gem })
# A collected split tile, named by its active section.
mm-tile-shard = { $tile } shard

## Short codes of the action tiles, drawn where a name does not fit (each image explains them)

mm-code-arrow-move = MOV
mm-code-arrow-lock = LCK
mm-code-swap = SWP
mm-code-double = DBL
mm-code-steal = STL
mm-code-lightbulb = LGT
mm-code-bomb = BMB
mm-code-second-arrow = AR2
mm-code-ransack = RAN
mm-code-rotate-grabbed = RTG
mm-code-rotate-board = RTB
mm-code-chameleon = CHM
mm-code-artefact = ART
mm-code-flashlight = FLS
mm-code-rumble = RUM
mm-code-ring = RNG
mm-code-wildcard-arrow = STP

## Positions of the arrows around the mountain (compass points)

mm-position-n = N
mm-position-ne = NE
mm-position-e = E
mm-position-se = SE
mm-position-s = S
mm-position-sw = SW
mm-position-w = W
mm-position-nw = NW

## How far the arrows turn each turn (Wildcard Arrow), and how far Rotate Board turns a tile

mm-step-1 = an eighth turn
mm-step-2 = a quarter turn
mm-step-4 = a half turn
mm-quarters-1 = a quarter turn
mm-quarters-2 = a half turn
mm-quarters-3 = three quarters of a turn

## Cells and lines of the mountain

mm-line-row = row { $row }
mm-line-column = column { $column }
mm-cell-empty = { $cell } (empty)
mm-cell-face-down = { $cell } (face down)
mm-cell-tile = { $cell } ({ $tile })
mm-cell-split = { $cell } (split tile)

## Lobby options

mm-option-off = Off
mm-option-on = On
mm-option-no = No
mm-option-dark-tunnels = Dark Tunnels
mm-option-dark-tunnels-about = Face-down tiles, 2 new gems, Trash, Multiplier and 4 new actions.
mm-option-gemshards = Gemshards
mm-option-gemshards-about = Split tiles of 1 to 4 sections, 2 new gems, Wildcard and 4 new actions.
mm-option-golden-actions = Golden Actions
mm-option-golden-actions-about = Flashlight, Rumble, Ring and Wildcard Arrow.
mm-option-harder = Harder
mm-option-harder-on = On: one action per turn
mm-option-harder-about = At most one action per turn, before or after the grab.
mm-option-quick-start = Quick start
mm-option-quick-start-actions = 1 action tile each
mm-option-quick-start-any = 1 random tile each
mm-option-quick-start-about = Every player begins with one tile.
mm-option-quick-secret = Quick-start tile secret
mm-option-quick-secret-yes = Yes: kept in hand
mm-option-quick-secret-about = Keep the quick-start tile hidden in hand.
mm-option-quick-arrow = Start player sets the arrow
mm-option-quick-arrow-yes = Yes, without a start tile
mm-option-quick-arrow-about = The start player places the arrow instead of taking a start tile.
mm-option-map-size = Map size
mm-option-map-size-auto = Auto
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = Reduced automatically when the tile pool is too small.

## Moves a player may choose (at most 80 characters)

mm-action-start-arrow = Start the arrow at { $position }
mm-action-play = Play { $tile }
mm-action-no-grab = Grab nothing (no tile you may take)
mm-action-end-turn = End turn
mm-action-grab = Grab { $tile } at { $cell }
mm-action-grab-face-down = Grab the face-down tile at { $cell }
mm-action-collect = Collect { $tile } at { $cell }
mm-action-collect-face-down = Collect the face-down tile at { $cell }
mm-action-peek = Secretly look at the tile at { $cell }
mm-action-reveal = Turn the tile at { $cell } face up
mm-action-arrow-to = Arrow to { $position }
mm-action-arrow-stays = Arrow stays at { $position }
mm-action-arrow-n-to = Arrow { $arrow } to { $position }
mm-action-arrow-n-stays = Arrow { $arrow } stays at { $position }
mm-action-second-arrow = Second arrow at { $position }
mm-action-swap-first = Swap: first { $cell }
mm-action-swap-with = Swap { $first } with { $cell }
mm-action-steal-from = Steal from { $victim }
# The player stolen from is named by the step before and by the prompt.
mm-action-steal-tile = Steal their { $tile }
mm-action-assign = { $tile } joins your { $gem } pile
mm-action-join-multiplier = Join your { mm-kind-multiplier } to your { $gem } pile
mm-action-join-secret-multiplier = Reveal your secret { mm-kind-multiplier } on your { $gem } pile
mm-action-keep-section = Keep the { $tile } section
mm-action-lightbulb-study = Lightbulb: secretly study one line
mm-action-lightbulb-show =
    Lightbulb: reveal { $count ->
        [one] one line
       *[other] { $count } lines
    } to everyone
mm-action-study-line = Study { $line }
mm-action-reveal-line = Reveal { $line }
mm-action-bomb = Bomb { $first }–{ $last }
mm-action-ransack-flip = Ransack: flip { $cell } face down
mm-action-rotate-own = Rotate your { $tile } tile
mm-action-active-section = Make { $tile } its active section
mm-action-rotate-tile = Rotate { $cell }
mm-action-rotate-by = Rotate { $cell } { $turn } clockwise
mm-action-chameleon = Chameleon: copy { $tile }
mm-action-chameleon-fizzles = Chameleon: nothing left to copy (it fizzles)
mm-action-discard-pile = Discard your { $gem } pile
mm-action-rumble-pick = Rumble: move { $cell }
mm-action-rumble-to = Move { $origin } to { $cell }
mm-action-set-step = Rotate by { $step } from now on

## What happened (the game's log)

mm-event-start-arrow = { $player } starts the arrow at { $position }.
mm-event-no-grab = { $player } cannot grab a tile.
mm-event-ended-turn = { $player } ended their turn.
mm-event-chose = { $player } made a choice.
mm-event-chose-swap = { $player } chose { $cell } as the first tile to swap.
mm-event-chose-victim = { $player } chose to steal from { $victim }.
mm-event-chose-study = { $player } chose to study one line secretly.
mm-event-chose-reveal =
    { $player } chose to reveal { $count ->
        [one] one line
       *[other] { $count } lines
    }.
mm-event-chose-rotate-tile = { $player } chose the tile at { $cell } to rotate.
mm-event-chose-rotate-own = { $player } chose which of their tiles to rotate.
mm-event-chose-rumble = { $player } chose the tile at { $cell } to move.
mm-event-chose-flip = { $player } chose the tile at { $cell } to flip face down.
mm-event-grabbed = { $player } grabbed { $tile } at { $cell }.
mm-event-flashlight = { $player } used the Flashlight on { $tile } at { $cell }.
mm-event-collected = { $player } collected { $tile } at { $cell }.
mm-event-uncovered-forbidden = { $player } uncovered { $tile } at { $cell } but may not take it; it stays face up.
mm-event-joins-pile = { $player }’s { $tile } joins their { $gem } pile.
mm-event-multiplier-joined = { $player } joined their { mm-kind-multiplier } to their { $gem } pile: that pile scores double, and they may grab no more { $gem }.
mm-event-secret-multiplier-joined = { $player } revealed their secret tile, a { mm-kind-multiplier }, and joined it to their { $gem } pile: that pile scores double, and they may grab no more { $gem }.
mm-event-multiplier-unjoined = { $player }’s { mm-kind-multiplier } never joined a pile: it scores nothing.
mm-event-played = { $player } played { $tile }.
mm-event-arrows-locked = The arrows are now locked.
mm-event-arrows-unlocked = The arrows are unlocked.
mm-event-rotation-clockwise = The arrows now turn clockwise.
mm-event-rotation-anticlockwise = The arrows now turn anticlockwise.
mm-event-second-arrow-removed = The second arrow is removed.
mm-event-arrow-turns = The arrow turns to { $position }.
mm-event-arrows-turn = The arrows turn to { $positions }.
mm-event-peeked = { $player } secretly looked at the tile at { $cell }.
mm-event-revealed = { $player } turned the tile at { $cell } face up: { $tile }.
mm-event-refill =
    { $player } skips their turn to refill the hole with { $count ->
        [one] one tile
       *[other] { $count } tiles
    }.
# A player's score in the final line: "Alice 12".
mm-player-points = { $player } { $points }
mm-event-over-no-gems = No gems are left on the mountain: the game is over. Scores: { $scores }.
mm-event-over-stalled = Nobody could grab a tile for a long while: the game is over. Scores: { $scores }.
mm-event-arrow-moved = { $player } moved the arrow to { $position }.
mm-event-arrow-n-moved = { $player } moved arrow { $arrow } to { $position }.
mm-event-second-arrow-placed = { $player } placed the second arrow at { $position }.
mm-event-swapped = { $player } swapped { $first } and { $second }.
mm-event-stole = { $player } stole { $tile } from { $victim }.
mm-event-kept-section = { $player } keeps the { $tile } section.
mm-event-studied = { $player } secretly studied { $line }.
mm-event-revealed-line = { $player } revealed { $line }.
mm-event-bombed =
    { $player } bombed { $first }–{ $last }: { $count ->
        [one] one tile
       *[other] { $count } tiles
    } gone; the next player refills the hole.
mm-event-ransack-flipped = { $player } ransacked: flipped { $cell } face down.
mm-event-rotated-own = { $player } rotated a tile to its { $tile } section.
mm-event-rotated-tile = { $player } rotated the tile at { $cell }.
mm-event-chameleon-fizzled = { $player }’s Chameleon found nothing to copy.
mm-event-chameleon-copies = { $player }’s Chameleon copies { $tile }.
mm-event-artefact =
    { $player } discarded their { $gem } pile ({ $count ->
        [one] one tile
       *[other] { $count } tiles
    }) with the Artefact.
mm-event-rumbled = { $player } rumbled the tile at { $origin } to { $cell }.
mm-event-step-set = { $player } set the rotation to { $step }.

## Refusals

mm-refusal-unknown-choice = “{ $choice }” is not a choice of this action.

## The acting player's decision, drawn under the mountain

mm-prompt-grab = Grab a tile from the top of the mountain
mm-prompt-grab-or-play = Grab a tile from the top of the mountain or play an action
mm-prompt-play-or-end = Play an action tile or end your turn
mm-prompt-arrow-start = Choose where the arrow starts
mm-prompt-peek = Secretly look at one face-down tile
mm-prompt-reveal = Turn one face-down tile face up for everyone
mm-prompt-swap-first = Swap: choose the first cell
mm-prompt-swap-second = Swap: choose the second cell
mm-prompt-arrow = Choose the arrow’s new position
mm-prompt-steal-victim = Steal: choose a player
mm-prompt-steal-tile = Steal from { $victim }: choose a tile
mm-prompt-assign = Choose the pile for your { $tile }
mm-prompt-section = Choose which section of the tile you keep
mm-prompt-lightbulb =
    Lightbulb: study one line secretly, or reveal { $count ->
        [one] one line
       *[other] { $count } lines
    }
mm-prompt-lightbulb-line = Lightbulb: choose a line
mm-prompt-bomb = Bomb: choose a 2 × 2 block (named by its corners)
mm-prompt-ransack-flip = Ransack: flip a face-up tile face down
mm-prompt-ransack-collect = Ransack: collect a tile next to it
mm-prompt-rotate-own = Rotate Grabbed: choose your tile and its new section
mm-prompt-rotate-tile = Rotate Board: choose a tile
mm-prompt-rotate-how-far = Rotate Board: choose how far
mm-prompt-chameleon = Chameleon: choose an action shown on the mountain
mm-prompt-artefact = Artefact: choose a gem pile to discard
mm-prompt-flashlight = Flashlight: grab any tile
mm-prompt-rumble-tile = Rumble: choose a tile to move
mm-prompt-rumble-cell = Rumble: choose an empty cell
mm-prompt-step = Wildcard Arrow: choose how far the arrows turn

## Words drawn on the boards

mm-board-player-number = Player { $number }
mm-board-locked = locked: no turning
mm-board-turns-clockwise = turns { $step } clockwise
mm-board-turns-anticlockwise = turns { $step } anticlockwise
mm-board-deck =
    Deck: { $count ->
        [one] one tile
       *[other] { $count } tiles
    }
mm-board-removed = removed: { $count }
mm-board-refill-due =
    refill due: { $count ->
        [one] one cell
       *[other] { $count } cells
    }
# Facts about the mountain in a row: "Deck: 12 tiles, used actions: 3".
mm-board-facts = { $first }, { $rest }
mm-board-multiplier-mark = ×{ $factor }
# The letter on a Wildcard icon.
mm-board-wildcard-mark = W
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = Multiplier ×{ $factor }
mm-board-legend-face-down = ? face down
mm-board-legend-seen = blue frame: you looked
mm-board-legend-targets = yellow frame: you may choose
mm-board-legend-facing = lighter: the tile a grab takes
mm-board-legend-last-turn = { $player }’s last turn
mm-board-legend-taken = tile taken
mm-board-legend-most = most of a gem: + value per gem
mm-board-legend-fewest = fewest: − value per gem
mm-board-legend-gem-value = number on a gem: its value
mm-board-legend-pile-count = number: gems in that pile
mm-board-legend-multiplier-joined = { mm-kind-multiplier }: that pile scores ×{ $factor }
mm-board-legend-secret = secret tile (face down)
mm-board-legend-active = the section that counts
mm-board-your-move = Your move: { $prompt }

## Score sheet columns (render/score_sheet.py: score-<game>-<breakdown key>)

score-mountain-miners-ruby = Rubies
score-mountain-miners-sapphire = Sapphires
score-mountain-miners-emerald = Emeralds
score-mountain-miners-lapis = Lapis
score-mountain-miners-diamond = Diamonds
score-mountain-miners-pearl = Pearls
score-mountain-miners-onyx = Onyx
score-mountain-miners-amethyst = Amethysts
score-mountain-miners-trash = Trash

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = fewer collected tiles
