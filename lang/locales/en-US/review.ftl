## Review: a finished game's three decisions where a player's position fell most by the hard AI's
## evaluation, shown privately to that player (cogs/review.py, services/reviews.py).
## $game: a game's title; $number: a game's number; $move: a move's number in the replay;
## $chosen, $preferred: what a choice was (as the picker named it).

cmd-game-review-name = review
cmd-game-review-description = Your 3 costliest decisions in a finished game (only you see it).
cmd-game-review-number-name = number
cmd-game-review-number-description = The game's number (#12); else this thread's, or your latest
help-review-command = /game review · Review
help-review-text = After a game: your three costliest decisions, what the hard AI prefers and why, privately.

# The button under a finished game's final post (in the table's language).
review-button = Review

# One page per decision. $page: this page; $pages: the decisions shown.
review-head = Your review of { $game } #{ NUMBER($number, useGrouping: 0) }: decision { $page } of { $pages }.
review-move = Move { $move }.
review-played = You played: { $chosen }
review-preferred = The hard AI prefers: { $preferred }
# $mine, $theirs: the points the AI expected a few moves on, after the player's choice and after its own.
review-points = Points expected a few moves on: { $mine } with your choice, { $theirs } with the AI's.
# One line why. $gain: how many more points the AI's choice was expected to bring.
review-why-more = Why: the hard AI expects its choice to bring { $gain ->
    [one] { $gain } more point
   *[other] { $gain } more points
} within the next few moves.
review-why-same = Why: the same points either way within the next few moves, but the hard AI rates the position it leads to higher.
review-why-fewer = Why: fewer points within the next few moves, but a position the hard AI rates higher for what comes after.
review-blind = Judged from what you could see at the time: whatever was hidden from you was guessed, never looked at.
review-none = The hard AI found no decision of yours in { $game } #{ NUMBER($number, useGrouping: 0) } where its choice would have done better.

review-button-prev = Previous
review-button-next = Next
review-button-replay = Show in replay

# The replay viewer opened from a review: the board before the move, then after it.
review-replay-pair = Before and after move { $move }: the first board is before it, the second after it.
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) }: the board before move { $move }.

review-refusal-unknown = There is no finished game #{ NUMBER($number, useGrouping: 0) } of yours to review here.
review-refusal-not-finished = Game #{ NUMBER($number, useGrouping: 0) } is still being played: it can be reviewed once it has ended.
review-refusal-not-player = Only the players of game #{ NUMBER($number, useGrouping: 0) } can review it.
review-refusal-none = You have no finished game to review in this server yet.
review-refusal-busy = Many reviews are being prepared right now: try again in a minute.
review-refusal-unavailable = The review could not be prepared just now: try again later.
