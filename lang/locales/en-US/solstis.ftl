# Solstis: the rules' events, move labels and lobby options, the board image and the score sheet.
#
# Terms used throughout: the panorama (a player's mountain of six coloured rows), the display (the
# face-up tiles anyone may capture), the pile, a second chance (the pile's top tile, tried when the
# played tile captures nothing), a rainbow, a square (2 x 2 filled cells), the spirit line (face-up
# spirits), the Evil Spirit, Fireflies, lit and unlit fires, an area (connected cells).
# $player and $rival are players' names; $tile, $captured, $cell and $square are tile names
# (solstis-tile-*: a cell or a square is named by the tile that belongs on it, a square by its
# bottom-left cell); $spirit is a spirit's name, $effect what it does.

## Tiles: a Land tile is named by its row's colour and its number ($number: 1 to 10)
solstis-tile-red = red { $number }
solstis-tile-orange = orange { $number }
solstis-tile-green = green { $number }
solstis-tile-blue = blue { $number }
solstis-tile-pink = pink { $number }
solstis-tile-purple = purple { $number }

## Spirits: the name, what it does (short: it goes into move labels), and the code on its token
# A code is at most two characters: it is drawn on a small token (a legend names the spirit in
# full). Codes are written as literals ({ "Fi" }): the pseudo-locale lengthens words, not codes.
solstis-spirit-fish = Fish
solstis-spirit-fish-text = place a rainbow now
solstis-spirit-fish-code = { "Fi" }
solstis-spirit-deer = Deer
solstis-spirit-deer-text = place a hand tile now
solstis-spirit-deer-code = { "De" }
solstis-spirit-eagle = Eagle
solstis-spirit-eagle-text = place the pile's top tile now
solstis-spirit-eagle-code = { "Ea" }
solstis-spirit-bear = Bear
solstis-spirit-bear-text = draw 1; hand of 4 from now on
solstis-spirit-bear-code = { "Br" }
solstis-spirit-fly = Fly
solstis-spirit-fly-text = place a random tile of the rival's hand
solstis-spirit-fly-code = { "Fl" }
solstis-spirit-beetle = Beetle
solstis-spirit-beetle-text = place a face-up display tile
solstis-spirit-beetle-code = { "Bt" }
solstis-spirit-marmot = Marmot
solstis-spirit-marmot-text = take one more turn
solstis-spirit-marmot-code = { "Ma" }
solstis-spirit-bee = Bee
solstis-spirit-bee-text = +1 per plain spirit
solstis-spirit-bee-code = { "Be" }
solstis-spirit-ladybug = Ladybug
solstis-spirit-ladybug-text = +1 per unlit fire
solstis-spirit-ladybug-code = { "La" }
solstis-spirit-wolf = Wolf
solstis-spirit-wolf-text = +1 per separate area
solstis-spirit-wolf-code = { "Wo" }
solstis-spirit-squirrel = Squirrel
solstis-spirit-squirrel-text = at the end, place your hand
solstis-spirit-squirrel-code = { "Sq" }
solstis-spirit-bird = Bird
solstis-spirit-bird-text = +1 per other blue spirit
solstis-spirit-bird-code = { "Bi" }
solstis-spirit-frog = Frog
solstis-spirit-frog-text = +1 per rainbow
solstis-spirit-frog-code = { "Fr" }
solstis-spirit-moth = Moth
solstis-spirit-moth-text = +1 per lit fire
solstis-spirit-moth-code = { "Mo" }
solstis-spirit-cow = Holy Cow
solstis-spirit-cow-text = +1 per tile of the 2nd-largest area
solstis-spirit-cow-code = { "Co" }
solstis-spirit-phoenix = Phoenix
solstis-spirit-phoenix-text = +1 per Firefly
solstis-spirit-phoenix-code = { "Ph" }
solstis-spirit-viper = Viper
solstis-spirit-viper-text = steal an isolated rival tile
solstis-spirit-viper-code = { "Vi" }
solstis-spirit-fox = Fox
solstis-spirit-fox-text = see the rival's hand, force their next tile
solstis-spirit-fox-code = { "Fx" }
solstis-spirit-evil = Evil Spirit
solstis-spirit-evil-text = base game: covers a spirit at the end; Firefly: blocks a rival cell
solstis-spirit-evil-code = { "Ev" }

## Lobby option
solstis-option-variant = Variant
solstis-variant-base = Base game
solstis-variant-firefly = Firefly expansion
solstis-variant-discovery = Discovery (no Evil Spirit)

## Move labels (at most 80 characters with the longest names)
solstis-action-play-capture = Play { $tile }, capture { $captured }
solstis-action-play-second-chance = Play { $tile } (no capture: second chance)
solstis-action-take = { $tile } captures { $captured }
solstis-action-rainbow = Rainbow on { $cell }
solstis-action-square = Spirit on the square at { $square }
solstis-action-meet = Meet { $spirit } ({ $effect })
solstis-action-draw = Draw { $count ->
        [one] a spirit
       *[other] { $count } spirits
    } face down, keep one
solstis-action-keep = Keep { $spirit } ({ $effect })
solstis-action-deer = { solstis-spirit-deer }: place { $tile }
solstis-action-beetle = { solstis-spirit-beetle }: place { $tile }
solstis-action-viper = { solstis-spirit-viper }: steal { $tile }
solstis-action-fox = { solstis-spirit-fox }: they must play { $tile }
solstis-action-evil = { solstis-spirit-evil } on the rival's { $cell }
solstis-action-cover = { solstis-spirit-evil } covers their { $spirit }

## Events (the game's log)
solstis-event-played-captured = { $player } played { $tile } and captured { $captured }
solstis-event-played-no-capture = { $player } played { $tile }: no capture
solstis-event-second-chance-drawn = { $player } drew { $tile } for a second chance
solstis-event-second-chance-captured = { $player }'s second chance { $tile } captured { $captured }
solstis-event-second-chance-rainbow = { $player }'s second chance { $tile } missed too, so they take a rainbow
solstis-event-second-chance-no-rainbow = { $player }'s second chance { $tile } missed; no rainbow left
solstis-event-rainbow-placed = { $player } placed a rainbow on { $cell }
solstis-event-no-rainbow-cell = { $player } had no cell for a rainbow
solstis-event-tile-blocked = { $tile } is blocked in { $player }'s panorama and leaves the game
solstis-event-square-chosen = { $player } chose the square at { $square } for a spirit
solstis-event-spirits-drawn = { $player } drew { $count ->
        [one] a spirit
       *[other] { $count } spirits
    } face down
solstis-event-spirit-to-line = { $spirit } goes face up in the spirit line
solstis-event-met = { $player } met the { $spirit } on the square at { $square }
solstis-event-evil-drawn-kept = { $player } drew the { solstis-spirit-evil } and keeps it
solstis-event-evil-drawn-haunts = { $player } drew the { solstis-spirit-evil }: it will haunt { $rival }'s panorama
solstis-event-evil-passes = The { solstis-spirit-evil } passes to { $player }
solstis-event-evil-placed = { $player } put the { solstis-spirit-evil } on { $rival }'s { $cell }
solstis-event-evil-leaves = The { solstis-spirit-evil } found no cell and leaves the game
solstis-event-evil-covers = The { solstis-spirit-evil } covers { $player }'s { $spirit }
solstis-event-eagle = The { solstis-spirit-eagle } brings { $tile } to { $player }
solstis-event-fly = The { solstis-spirit-fly } takes { $tile } from { $rival }'s hand for { $player }
solstis-event-deer = The { solstis-spirit-deer } places { $player }'s { $tile }
solstis-event-beetle = The { solstis-spirit-beetle } brings { $tile } from the display to { $player }
solstis-event-viper = The { solstis-spirit-viper } steals { $tile } from { $rival } for { $player }
solstis-event-fox = { $player } saw { $rival }'s hand and named the tile they must play next
solstis-event-plays-again = { $player } plays again ({ solstis-spirit-marmot })
solstis-event-firefly = { $player } gets a Firefly on the square at { $square }
solstis-event-firefly-win = { $player } has { $count ->
        [one] { $count } Firefly
       *[other] { $count } Fireflies
    } and wins at once!
solstis-event-squirrel = The { solstis-spirit-squirrel } places { $player }'s hand: { $tiles }
solstis-event-passes = { $player } cannot capture and passes
# $scores: a list of solstis-event-final-score
solstis-event-game-over = Game over: { $scores }
solstis-event-final-score = { $player } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## Score sheet columns (one per source of points) and the score lines on the board
score-solstis-largest = Largest area
score-solstis-fires = Lit fires
score-solstis-spirits = Spirits
score-solstis-bonus = Spirit bonus
score-solstis-fireflies = Fireflies
score-solstis-firefly-win = Firefly win
score-solstis-total = Total

## The board image
# The status line: $player decides $task (one of solstis-board-phase-*)
solstis-board-to-act = { $player }: { $task }
solstis-board-phase-play = play a tile
solstis-board-phase-take = choose the second chance's capture
solstis-board-phase-rainbow = place a rainbow
solstis-board-phase-square = choose the square for the spirit
solstis-board-phase-spirit = meet a face-up spirit or draw two
solstis-board-phase-keep = keep one of the two spirits drawn
solstis-board-phase-deer = { solstis-spirit-deer }: place a hand tile
solstis-board-phase-beetle = { solstis-spirit-beetle }: take a display tile
solstis-board-phase-viper = { solstis-spirit-viper }: steal an isolated tile
solstis-board-phase-fox = { solstis-spirit-fox }: choose the rival's next tile
solstis-board-phase-evil = place the { solstis-spirit-evil } on the rival
solstis-board-phase-cover = cover a spirit with the { solstis-spirit-evil }
# $winners: the winners' names as a list
solstis-board-game-over = { $count ->
        [one] Game over: { $winners } wins
       *[other] Game over: { $winners } share the win
    }
solstis-board-holds-evil = holds the { solstis-spirit-evil }
solstis-board-drew-evil = drew the { solstis-spirit-evil }
solstis-board-must-play-fox = must play the { solstis-spirit-fox }'s tile
solstis-board-covered = { $spirit } (covered)
solstis-board-second-chance = Second chance:
solstis-board-pile = Pile { $count }
solstis-board-rainbows = Rainbows { $count }
solstis-board-deck = Spirit deck { $count }
solstis-board-fireflies = Fireflies { $count }
solstis-board-out-of-game = Out of the game { $count }
solstis-board-drawn = { $count ->
        [one] { $count } spirit drawn face down
       *[other] { $count } spirits drawn face down
    }
solstis-board-spirit-line = Spirit line
solstis-board-spirit-pill = { $spirit }: { $effect }
solstis-board-empty = empty
solstis-board-last-turn = { $player }'s last turn
solstis-board-firefly-key = Firefly (filled: it scores)
solstis-board-fire-key = Fire (filled: lit)
solstis-board-choices-key = you may choose
solstis-board-square-key = the square for the spirit
solstis-board-hand-private = { $player }'s hand (private)
solstis-board-no-capture = no capture
solstis-board-captures-key = what it captures
solstis-board-drawn-keep = Drawn face down (keep one):
solstis-board-rival-hand = { $player }'s hand ({ solstis-spirit-fox }):
solstis-board-rival-must-play = { $player } must play:
solstis-board-your-move = Your move: { $count ->
        [one] { $count } choice
       *[other] { $count } choices
    } in `/move`

## Alt text of the board image
solstis-alt-player = { $player }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
# $spirits: the spirits of the panorama as a list
solstis-alt-player-spirits = { $player }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, spirits { $spirits }.
solstis-alt-last-turn = Last turn ({ $player }) outlined: { $cells ->
        [one] { $cells } cell filled
       *[other] { $cells } cells filled
    }{ $spirits ->
        [0] {""}
        [one] , { $spirits } spirit met
       *[other] , { $spirits } spirits met
    }.
solstis-option-variant-about = Firefly: 4 spirits, Fireflies, new Evil Spirit. Discovery: without it.
