## /learn: a practice game against bots that teaches (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = learn
cmd-learn-description = Practice a game against bots in a private thread, with lessons.
cmd-learn-game-name = game
cmd-learn-game-description = The game to learn
cmd-learn-bots-name = bots
cmd-learn-bots-description = How many bots play against you (by default, the fewest the game needs)
cmd-learn-level-name = level
cmd-learn-level-description = How well the bots play (by default: easy)
help-learn-command = /learn
help-learn-text = Learn a game against bots in a private thread, every decision explained. Unrated.

# The practice game's thread, and what the member reads when it starts.
learn-thread-name = Practice: { $game } #{ NUMBER($number, useGrouping: 0) }
learn-welcome = { $member }, welcome to your practice game of { $game }! Press **{ turn-button-take }** under the board: each decision starts with a short lesson. The bots play on their own, and each of their moves says why it matters. Take your time: this game is unrated, never counts in `/stats`, and `/game abandon` ends it whenever you like.
# $reason: learn-public-no-permission or learn-public-channel.
learn-public-thread = This channel cannot hold a private thread ({ $reason }), so your practice game is in this public thread: anyone here may watch it.
learn-public-no-permission = the bot may not create private threads here
learn-public-channel = Discord refused a private thread in this channel
learn-started = Your practice game of { $game } (#{ NUMBER($number, useGrouping: 0) }) is ready in { $thread }, a private thread.
learn-started-public = Your practice game of { $game } (#{ NUMBER($number, useGrouping: 0) }) is in { $thread }. This channel cannot hold a private thread, so that one is public.
learn-unrated = Practice game: unrated, and not counted in `/stats`.

# Refusals.
learn-refusal-in-thread = Start a practice game from a text channel, not inside a thread.
learn-refusal-bots = A practice game of { $game } takes between { $low } and { $high } bots.
learn-refusal-one-at-a-time = You already have a practice game in play: #{ NUMBER($number, useGrouping: 0) } in { $thread }. Finish it, or end it there with `/game abandon`, before you start another.
# $when: a Discord timestamp ("in 12 minutes"), shown in the reader's own language.
learn-refusal-too-often = You have started { $count } practice games in the last hour, the most one member may start in an hour. You can start the next one { $when }.
learn-refusal-rematch = A practice game has no rematch: start another one with `/learn`.
learn-refusal-no-thread = The bot could not open a thread in this channel, so the practice game was called off. Try `/learn` in another text channel.

# The lesson at the top of the picker. $count: the moves this decision offers; then one line per kind of move.
learn-lesson-head = 🎓 **Lesson**: this decision offers { $count ->
    [one] one move
   *[other] { $count } moves
}. What each kind does:
# $text: what a kind of move does (a learn-kind-… message); $count: how many moves of that kind.
learn-lesson-line = • { $text } ({ $count ->
    [one] 1 choice
   *[other] { $count } choices
})
learn-lesson-more = • …and { $count ->
    [one] one more kind of move
   *[other] { $count } more kinds of move
}: read each button.

learn-lesson-line-detail = • { $text } ({ $count ->
    [one] 1 choice
   *[other] { $count } choices
}): { $detail }
# $text: how the game scores (a learn-scoring-… message), shown at the start and whenever a choice can change the score.
learn-lesson-scoring = 📊 **How this game scores**: { $text }

# What the position offers of a kind of move (after its line), from the legal actions.
learn-detail-solstis-play = tiles that capture now: { $capturing } of { $tiles } (the others draw a second chance)
learn-detail-nanga-parbat-claim = best spot offered: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
learn-detail-paper-world-take = biggest take: { $most ->
    [one] { $most } card
   *[other] { $most } cards
}
learn-detail-paper-world-place = cards of your hand that fit: { $cards }
learn-detail-mountain-miners-grab = gem tiles: { $gems }, face down: { $hidden }, other tiles: { $others }
learn-detail-sheherazade-take = Dream tiles: { $dream }, Island tiles: { $island }, face down: { $hidden }

# How each game scores, from its rules.
learn-scoring-solstis = at the end your panorama scores its largest area (1 point per landscape tile in it; rainbows join areas but score nothing), the fires of areas touching the bottom row, 1 per spirit you met, and your spirits' bonuses. Captures grow the panorama; closing a 2 × 2 square meets a spirit.
learn-scoring-nanga-parbat = a chart spot scores its points when you claim it: camps on connected hikers (top row), a trade of different animals (middle row) or of one kind (bottom row). Trapping a { np-animal-panda } while not ahead scores 1. Landing on your rival's space of the path moves you one further.
learn-scoring-paper-world = at the end each of your stacks scores the stars of its top card; objectives give 4, 2 or 1 (the first to meet one gets the most); the scissors token gives 2 to its holder; each card in your hand or your discard pile costs 1.
learn-scoring-sheherazade = at the end only what is visible on your island scores: each of your Dream tiles scores for what it names there, each palm scores 1, each Roc bird with an egg 7; whoever shows the most bandits loses 1 per bandit.
learn-scoring-mountain-miners = at the end, for each gem, whoever holds the most tiles of it scores its value per tile and whoever holds the fewest loses as much (none costs nothing); a multiplier doubles its pile; each { mm-kind-trash } tile costs 2. The standings count what everyone can see.

# Why a bot's move matters, logged after its events: $deed (what it did, a learn-deed-… message), then $effect (a learn-effect-… message).
learn-why = 💡 Why it matters: { $effect }
learn-why-deed = 💡 Why it matters: { $deed } { $effect }
# $player: the bot; $learner: the member; $points (and $lost): the change; $total and $yours: the bot's and the member's scores after it.
learn-effect-scored = { $player } scored { $points ->
    [one] 1 point
   *[other] { $points } points
} (now { $total }; { $learner }: { $yours }).
learn-effect-swing = { $player } scored { $points ->
    [one] 1 point
   *[other] { $points } points
} and { $learner } lost { $lost ->
    [one] 1 point
   *[other] { $lost } points
} (now { $total } to { $yours }).
learn-effect-hurt = { $learner } lost { $points ->
    [one] 1 point
   *[other] { $points } points
} (now { $yours }; { $player }: { $total }).
learn-effect-lost = { $player } lost { $points ->
    [one] 1 point
   *[other] { $points } points
} (now { $total }; { $learner }: { $yours }).
learn-effect-helped = { $learner } gained { $points ->
    [one] 1 point
   *[other] { $points } points
} from it (now { $yours }; { $player }: { $total }).
learn-effect-took = No points changed yet, but what { $player } took is no longer there for { $learner }.
learn-effect-quiet = No points changed (the standings show every score).
learn-deed-steal = { $player } took a tile from a rival.
learn-deed-camps = { $player } claimed a chart spot with camps on connected hikers.
learn-deed-trade = { $player } claimed a chart spot with a trade of animals.
learn-deed-objective = { $player } met an objective.
learn-deed-capture = { $player } captured a tile for their panorama.
learn-deed-spirit = { $player } met a spirit.
learn-deed-evil = { $player } holds the { solstis-spirit-evil }: whoever holds it at the end has one spirit covered, which then scores nothing.
learn-deed-scissors = { $player } took the scissors token (2 points to its holder at the end).
learn-deed-cards = { $player } took cards from the piles (each one still in hand at the end costs 1).
learn-deed-stack = { $player } placed a card on a stack (the top card's stars score).
learn-deed-tile = { $player } took a tile from the offer.
learn-deed-island = { $player } placed a tile on their island.
learn-deed-grab = { $player } grabbed a tile from the mountain.
learn-deed-panda = { $player } trapped a { np-animal-panda } while not ahead, which scores.
learn-deed-trap = { $player } trapped an animal.


## What each kind of move does (learn-kind-<game>-<kind>: <kind> is the head of the engines' action ids).

# Solstis
learn-kind-solstis-play = **Play a tile** from your hand: if its colour or number matches a face-up tile of the display, it captures it and both go on your panorama; if not, you get a second chance from the pile.
learn-kind-solstis-take = **Choose the capture**: your tile matches several tiles of the display; the one you pick goes on your panorama with it.
learn-kind-solstis-rainbow = **Place a rainbow** on an empty cell next to your tiles (any cell while your panorama is empty): it joins areas and can close a 2 × 2 square, but scores no point itself.
learn-kind-solstis-square = **Choose a square**: you closed more than one 2 × 2 square; you meet your spirit at the one you pick (one spirit a turn).
learn-kind-solstis-spirit = **Meet a face-up spirit** of the line: its effect acts now or scores at the end, as its button says.
learn-kind-solstis-draw = **Draw spirits** and keep one: a gamble on spirits nobody has seen yet.
learn-kind-solstis-keep = **Keep a spirit** of those you drew: the one you meet.
learn-kind-solstis-deer = **{ solstis-spirit-deer }**: place a tile of your hand on your panorama now, at no cost.
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }**: place a face-up tile of the display on your panorama.
learn-kind-solstis-viper = **{ solstis-spirit-viper }**: steal an isolated tile of your rival's panorama.
learn-kind-solstis-fox = **{ solstis-spirit-fox }**: choose the tile of your rival's hand that they must play next.
learn-kind-solstis-evil = **{ solstis-spirit-evil }**: choose the cell of your rival's panorama that it blocks.
learn-kind-solstis-cover = **{ solstis-spirit-evil }**: your rival holds it at the end; choose which of their spirits it covers: a covered spirit scores nothing.

# Nanga Parbat
learn-kind-nanga-parbat-trap = **Trap an animal** in the guide's region: your hiker takes its section, you keep the animal, and the guide moves to the region of that number.
learn-kind-nanga-parbat-act = **Use an animal's power** (once each): swap pieces on the mountain or move the guide, to set up a better trap.
learn-kind-nanga-parbat-claim = **Claim a spot of the chart**: camps on connected hikers, or a trade of animals, for points on the path.
learn-kind-nanga-parbat-skip = **Claim nothing** this turn: keep your hikers and animals for a bigger claim later.
learn-kind-nanga-parbat-end = **End your turn**: your rival plays next.
learn-kind-nanga-parbat-hiker = **Choose a hiker** for a camp of your claim: the camps must sit on connected hikers.
learn-kind-nanga-parbat-give = **Choose an animal to trade** for your claim (a bharal counts as any animal).
learn-kind-nanga-parbat-guide = **Place or move the guide**: its region is where the next animal is trapped.
learn-kind-nanga-parbat-pick = **Choose a piece** for an animal's swap: first one piece, then the other.

# Paper World
learn-kind-paper-world-take = **Take cards**: every visible pile card of one colour or one value goes to your hand (9 at most; each card left in hand costs 1 point at the end).
learn-kind-paper-world-place = **Place a card**: a stack grows one colour, one value higher each card; a new stack starts with a 1. Visible stars score.
learn-kind-paper-world-done = **End your turn** with the cards you placed.
learn-kind-paper-world-pass = **Pass**: nothing can be taken or placed now.
learn-kind-paper-world-discard = **Discard a card** face down: to pay for a skipped value or to keep within the hand limit; each discarded card costs 1 point.
learn-kind-paper-world-scissors = **Scissors token**: move it onto the card you just placed, or leave it; its holder skips a value for free and scores 2 at the end.

# Sheherazade
learn-kind-sheherazade-stack = **Choose a stack** as the Lookout: you draw one tile per player from the upper, central, lower or Dream stack.
learn-kind-sheherazade-hide = **Hide a tile**: it stays face down and the others are shown; your rival may take it without seeing it.
learn-kind-sheherazade-take = **Take a tile** from the offer for your island; whoever gets the last tile is the next Lookout.
learn-kind-sheherazade-place = **Place the tile**: an Island tile in its row, a Dream tile in a Dream slot; what is visible on your island scores at the end.
learn-kind-sheherazade-name = **Name the next picker**: who takes a tile next (the last tile makes its taker the Lookout).

# Mountain Miners
learn-kind-mountain-miners-start = **Start the arrow**: where it begins decides the side of the mountain grabbed from first.
learn-kind-mountain-miners-play = **Play an action tile** of your collection, before or after your grab, for its effect.
learn-kind-mountain-miners-grab = **Grab a tile** that faces the arrow and that nothing blocks: its gems join your piles, and the majorities of each gem score at the end.
learn-kind-mountain-miners-nograb = **Grab nothing**: no tile can be grabbed now.
learn-kind-mountain-miners-end = **End your turn**: the arrow turns on, unless the arrows are locked.
learn-kind-mountain-miners-peek = **Peek**: look at one face-down tile in secret; only you learn what it is.
learn-kind-mountain-miners-reveal = **Reveal**: turn one face-down tile face up for everyone.
learn-kind-mountain-miners-arrow = **Move an arrow** to one of its 8 positions: it decides which tiles can be grabbed next.
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }**: place it, or take it away; a second arrow opens another side.
learn-kind-mountain-miners-swap = **{ mm-kind-swap }**: choose the first of the two cells to exchange.
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }**: choose the cell exchanged with the first (the board may not split further).
learn-kind-mountain-miners-steal = **{ mm-kind-steal }**: choose the player you take a collected tile from.
learn-kind-mountain-miners-take = **{ mm-kind-steal }**: choose the tile you take; it counts for your majorities, no longer for theirs.
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }**: choose the gem pile it joins as one more gem.
learn-kind-mountain-miners-join = **Join your { mm-kind-multiplier }** to one of your gem piles: that pile scores double, but you may never grab that gem again (a secret one is shown to everyone).
learn-kind-mountain-miners-sect = **Choose a section** of the split tile you grabbed: only that one counts.
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }**: study one line of face-down tiles in secret, or turn two lines face up for everyone.
learn-kind-mountain-miners-line = **Choose a line** for the Lightbulb.
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }**: choose a 2 × 2 block of tiles to remove; the next player skips their turn to refill it.
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }**: choose a face-up tile to turn face down.
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }**: collect a tile next to it; then your turn ends.
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }**: choose one of your split tiles.
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }**: choose the section of it that counts from now on.
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }**: choose a tile of the board to turn.
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }**: choose how far it turns; that changes the section that faces the arrow.
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }**: copy an action that can still be seen on the board.
learn-kind-mountain-miners-art = **{ mm-kind-artefact }**: discard a whole gem pile of yours, to escape the penalty for holding the fewest.
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }**: choose a tile to move into an empty cell.
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }**: choose the empty cell it moves to.
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }**: grab any tile of the map, wherever the arrow points.
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }**: choose how far the arrows turn from now on.
