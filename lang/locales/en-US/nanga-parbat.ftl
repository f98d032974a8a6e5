# Nanga Parbat: what the rules say (events, choices, refusals) and what its board shows.
# A section of the mountain is written "2.4" (region 2, section 4); a spot of the points chart
# "D2" (column D, row 2). Both are passed as they are and never translated.

## The animals and what activating one does: one name each, the same in the text, on the board and in
## /rules (the short names below, which fit a section of the mountain)
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Short names, written on the sections of the mountain and in the players' animal tables: keep them
# to about 8 letters (a longer one is broken over two lines on a section).
np-animal-short-leopard = Leopard
np-animal-short-tahr = Tahr
np-animal-short-deer = Deer
np-animal-short-yak = Yak
np-animal-short-bharal = Bharal
np-animal-short-panda = Panda

np-power-leopard = swap two adjacent hikers
np-power-tahr = swap a hiker with an adjacent animal
np-power-deer = swap two animals anywhere
np-power-yak = move the guide to another region

## Pieces named in a swap
np-piece-hiker = { $owner }’s hiker
np-piece-your-hiker = your hiker
np-piece-opponent-hiker = your opponent’s hiker
np-piece-animal = the { $animal }

## Lobby option
np-option-area-scoring = Area scoring
np-option-area-scoring-off = Off (standard game)
np-option-area-scoring-on = On (regions score at the end)

## Events in the game's log
np-event-guide-placed = { $player } put the guide on region { $region }.
np-event-guide-relocated = { $player } moved the guide from empty region { $from } to region { $to }.
np-event-yak-moved-guide = { $player } activated a { $animal }: the guide moves from region { $from } to region { $to }.
np-event-activates = { $player } activates a { $animal }.
np-event-trapped = { $player } trapped the { $animal } at { $cell }; the guide goes to region { $region }.
np-event-trapped-scoring = { $player } trapped the { $animal } at { $cell } ({ $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, now { $score }); the guide goes to region { $region }.
np-event-picks = { $player } picks { $piece } at { $cell } to swap.
np-event-swapped = { $player } activated a { $animal }: swapped { $first } at { $from } with { $second } at { $to }.
np-event-goes-for = { $player } goes for { $spot } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).
np-event-hiker-marked = { $player } marks the hiker at { $cell } for a camp.
np-event-gives = { $player } gives a { $animal }.
np-event-claims-nothing = { $player } claims nothing this turn.
np-event-ends-turn = { $player } ends the turn.
np-event-claimed-camps = { $player } claimed { $spot }: built { $count ->
        [one] a camp
       *[other] { $count } camps
    } at { $cells }; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, now { $score }.
np-event-claimed-camps-path = { $player } claimed { $spot }: built { $count ->
        [one] a camp
       *[other] { $count } camps
    } at { $cells }; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } and 1 for the path rule, now { $score }.
np-event-claimed-trade = { $player } claimed { $spot }: traded { $animals }; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, now { $score }.
np-event-claimed-trade-path = { $player } claimed { $spot }: traded { $animals }; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } and 1 for the path rule, now { $score }.
np-event-area-scored = Area scoring: { $player } has { $pieces } pieces in region { $region }: { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }.
np-event-area-scored-path = Area scoring: { $player } has { $pieces } pieces in region { $region }: { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } and 1 for the path rule.
np-event-over-hikers = Game over: both players have placed all their hikers. Final score { $first }–{ $second }.
np-event-over-cubes = Game over: both players have placed all their chart cubes. Final score { $first }–{ $second }.

## Choices (buttons and menus: at most 80 characters)
np-action-place-guide = Put the guide on region { $region }
np-action-relocate-guide = Region { $from } is empty: move the guide to region { $to }
np-action-trap = Trap the { $animal } at { $cell } (guide then to region { $region })
np-action-activate = Activate { $animal }: { $power }
np-action-claim-camps = Claim { $spot }: camps on { $count } connected hikers for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-different = Claim { $spot }: trade { $count } different animals for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-same = Claim { $spot }: trade { $count } of one animal for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-nothing = Claim nothing this turn
np-action-end-turn = End your turn
np-action-camp-hiker = Camp on your hiker at { $cell } ({ $left } to choose)
np-action-trade = Trade a { $animal } ({ $left } to choose)
np-action-trade-ready = Trade a { $animal }, not yet activated ({ $left } to choose)
np-action-trade-used = Trade an activated { $animal } ({ $left } to choose)
np-action-yak-guide = { $animal }: move the guide to region { $region }
np-action-swap-first = { $animal }: swap { $piece } at { $cell }
np-action-swap-second = { $animal }: …with { $piece } at { $cell }

## What the player to act decides now (after their name on the board)
np-decision-over = the game is over
np-decision-place-guide = place the guide on a region
np-decision-relocate-guide = region { $region } is empty: move the guide
np-decision-trap = trap an animal in region { $region }
np-decision-claim = claim a chart spot, activate an animal, or go on
np-decision-after = activate an animal or end the turn
np-decision-yak = { $animal }: choose the guide’s new region
np-decision-swap-first = { $animal }: choose the first piece to swap
np-decision-swap-second = { $animal }: choose the second piece to swap
np-decision-camps = { $spot }: choose { $left ->
        [one] one hiker
       *[other] { $left } hikers
    } to turn into camps
np-decision-trade = { $spot }: choose { $left ->
        [one] one animal
       *[other] { $left } animals
    } to trade
np-decision-trade-given = { $spot }: choose { $left ->
        [one] one more animal
       *[other] { $left } more animals
    } to trade (given: { $given })

## The board image
np-board-progress = Turn { $turn } of { $turns }
np-board-progress-area = Turn { $turn } of { $turns } · area scoring
np-board-status = { $player } — { $decision }
np-board-over-win = Game over: { $player } wins, { $high } to { $low } points
np-board-over-shared = Game over: shared win at { $high } to { $low } points
np-board-player = Player { $number }
np-board-guide = Guide
np-board-cubes-left = Chart cubes: { $count }
np-board-first-player = First player
np-board-used = used
np-board-legend-hiker = hiker
np-board-legend-camp = camp
np-board-legend-path = dotted path
np-board-legend-section = { $region }.{ $section }: region { $region }, section { $section }
np-board-legend-choices = your choices
np-board-legend-chosen = chosen
np-board-legend-last-turn = last turn

## Alt text of the board image
np-alt-guide = The guide is on region { $region }.
np-alt-last-turn = { $player }’s last turn changed sections { $cells } (outlined).

## Score sheet columns (the breakdown of a final score)
score-nanga-parbat-camps = Camps
score-nanga-parbat-different = Different animals
score-nanga-parbat-same = Same animals
score-nanga-parbat-panda = Pandas
score-nanga-parbat-area = Regions
score-nanga-parbat-path = Path rule
np-option-area-scoring-about = When hikers run out, regions score 1/2/3 for 4/5/6 hikers and camps.

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = the first player losing a tie
