# Paper World: the rules' words (events, moves, lobby option) and the words drawn on its boards.
# Terms: a "card" is taken from one of the five "piles" into the "hand" and placed on a "stack"
# of the player's "landscape" (3 x 3 at most); a "skip" leaves out one value; the "scissors token"
# is the red token that moves onto cards with the "scissors logo" (✂); an "objective" scores a
# "token" of 4, 2 or 1 points; "stars" are those printed on the cards, and a total is "points" (as
# the final post counts it: 10 points, Stars 15, Objectives 4, ...).

## Colours and cards
pw-colour-yellow = Yellow
pw-colour-blue = Blue
pw-colour-green = Green
pw-colour-black = Black
# The same, short, for the cards drawn small: used only where the full name is wider than a card
# (about 75 px at the boards' smallest text, some 6 Latin letters).
pw-colour-yellow-short = Yel
pw-colour-blue-short = Blu
pw-colour-green-short = Grn
pw-colour-black-short = Blk
# A card: its colour and its value (1 to 5).
pw-card-yellow = Yellow { $value }
pw-card-blue = Blue { $value }
pw-card-green = Green { $value }
pw-card-black = Black { $value }
# A card's value alone, in a list of cards of one colour ("Take all Yellow: 1, 2 and 4✂").
pw-value = { $value }
# A card, colour or value that carries the scissors logo.
pw-scissors-mark = { $name }✂

## Objective cards
pw-objective-1 = L of the same colour
pw-objective-2 = 4 corners, same value
pw-objective-3 = L of 2s
pw-objective-4 = Square of different colours
pw-objective-5 = 9 stacks
pw-objective-6 = One diagonal, same colour
pw-objective-7 = One line of 3s
pw-objective-8 = 2 stacks of 5s
pw-objective-9 = 1-2-3-4-5 visible
pw-objective-10 = One column 2-5-2
pw-objective-11 = One diagonal 2-3-4
pw-objective-12 = 3 stacks of 4s
pw-objective-13 = 5 stacks of 1s
pw-objective-14 = One line worth 9
pw-objective-15 = One column worth 12
pw-objective-16 = 3 stacks with scissors
pw-objective-17 = Square of 3s
pw-objective-18 = Square of the same colour
pw-objective-19 = Cross of different values
pw-objective-20 = Cross of different colours

## Places in the 3 x 3 landscape (to tell apart two stacks showing the same card)
pw-position-top-left = top-left
pw-position-top = top
pw-position-top-right = top-right
pw-position-left = left
pw-position-centre = centre
pw-position-right = right
pw-position-bottom-left = bottom-left
pw-position-bottom = bottom
pw-position-bottom-right = bottom-right
# A stack named by its place and its visible card: "the top-left Yellow 3".
pw-stack-at = the { $position } { $card }
# Where a new stack goes: an empty space of the 3 x 3 frame drawn now ("in the top-left space"),
pw-where-space = in the { $position } space
# or just beyond the frame's left edge (a landscape two stacks wide is drawn leaning left), by the
# row it extends ...
pw-where-left-of-row = left of the { $row } row
pw-row-top = top
pw-row-middle = middle
pw-row-bottom = bottom
# ... or just beyond its top edge (a landscape two stacks high is drawn leaning up), by the column.
pw-where-above-column = above the { $column } column
pw-column-left = left
pw-column-middle = middle
pw-column-right = right

## Lobby option
pw-option-objectives = Objectives
pw-option-objectives-random = 3 random of the 20
pw-option-objectives-starred = The 3 starred cards (1, 14, 16)
pw-option-objectives-about = Which objective cards are revealed at the start.

## Moves (at most 80 characters with the longest arguments). A skip leaves out one value; it is
## paid for by discarding a card, or free while the player holds the scissors token.
pw-action-take-colour = Take all { $colour }: { $values }
pw-action-take-value = Take all { $value }s: { $colours }
pw-action-place-on = Place { $card } on { $target }
pw-action-place-on-skip-free = Place { $card } on { $target } (free skip)
pw-action-place-on-skip-discard = Place { $card } on { $target } (paid skip)
# A new stack: "Place Yellow 1 in the top-left space", "Place Yellow 1 left of the top row".
pw-action-place-new = Place { $card } { $where }
pw-action-place-new-skip-free = Place { $card } { $where } (free skip)
pw-action-place-new-skip-discard = Place { $card } { $where } (paid skip)
pw-action-done = Done: end my turn
pw-action-pass = Pass (nothing to take or place)
pw-action-discard-skip = Discard { $card } to pay for the skip
pw-action-discard-limit = Discard { $card } (hand limit { $limit })
pw-action-scissors-move = Move the scissors token onto your { $card }
pw-action-scissors-leave = Leave the scissors token where it is

## Events
pw-event-took-colour = { $player } took all { $colour }: { $cards }
pw-event-took-value = { $player } took all { $value }s: { $cards }
pw-event-placed-on = { $player } placed { $card } on their { $below }
pw-event-placed-on-skip = { $player } placed { $card } on their { $below } (skip)
pw-event-placed-new = { $player } placed { $card } as a new stack
pw-event-placed-new-skip = { $player } placed { $card } as a new stack (skip)
pw-event-discarded-skip = { $player } discarded a card face down to pay for the skip
pw-event-discarded-limit = { $player } discarded a card face down (hand limit { $limit })
pw-event-scissors-from-supply = { $player } took the scissors token from the supply and put it on their { $card }
pw-event-scissors-moved = { $player } moved the scissors token onto their { $card }
pw-event-scissors-taken = { $player } took the scissors token from { $owner } and put it on their { $card }
pw-event-scissors-left = { $player } left the scissors token where it is
pw-event-done = { $player } ended their turn after placing { $count ->
        [one] one card
       *[other] { $count } cards
    }
pw-event-passed = { $player } passed: nothing to take or place
pw-event-objective = { $player } completed “{ $objective }” (+{ $points })
pw-event-final-round = { $piles ->
        [one] Only one pile left
       *[other] Only { $piles } piles left
    }: everyone plays one more turn.
# $stars: the winner's total points (the final post's points; the name is kept for logged games).
pw-event-game-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $stars ->
        [one] { $stars } point
       *[other] { $stars } points
    }.

## Drawn on the boards
pw-board-player = Player { $number }
pw-board-you = { $name } (you)
pw-board-pile-gone = gone
# The note over the piles once the final round has begun.
pw-board-final-round = Final round: { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } left
pw-board-objective = { $name } (#{ $number })
pw-board-hand = Your hand: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
pw-board-hint-turn = Your turn: take from the piles or place cards
pw-board-hint-placing = Place more of the same colour or value, or Done
pw-board-hint-skip = Choose a card to discard for the skip
pw-board-hint-scissors = Move the scissors token onto your new card?
pw-board-hint-limit = Discard down to { $limit } cards
pw-board-hand-footer = Your discard (face down, -1 each): { $discard }
pw-board-discard-empty = empty
pw-board-legend-last-turn-anyone = last turn
pw-board-legend-scissors-logo = scissors card
pw-board-legend-stacked = number of cards
pw-board-legend-stars = stars (points)
pw-board-legend-copies = copies in your hand
pw-board-legend-placeable-now = placeable now
pw-board-legend-placeable-later = placeable on your turn
pw-board-legend-scissors-token = scissors token
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = points for the next to meet it

## The score sheet's columns (render/score_sheet.py: score-paper-world-<breakdown key>)
score-paper-world-stars = Stars
score-paper-world-objectives = Objectives
score-paper-world-scissors = Scissors
score-paper-world-hand = Hand
score-paper-world-discard = Discard
score-paper-world-total = Total

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = fewer discarded cards
