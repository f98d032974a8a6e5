## /game replay: a private viewer to step through a game, move by move (cogs/replay.py)

cmd-game-replay-name = replay
cmd-game-replay-description = Step through a game move by move (only you see it).
cmd-game-replay-number-name = number
cmd-game-replay-number-description = The game's number (#12); without it, the game of this thread
cmd-game-replay-move-name = move
cmd-game-replay-move-description = The move to start at (0 is the deal, the default)
help-replay-command = /game replay
help-replay-text = Step through a game's boards move by move, privately.

# The viewer's first line. $move: the move shown; $total: the game's moves (so far, when it is in play).
replay-head = Replay of { $game } #{ NUMBER($number, useGrouping: 0) }: move { $move } of { $total }.
replay-head-in-play = Replay of { $game } #{ NUMBER($number, useGrouping: 0) }, still being played: move { $move } of { $total } so far.
replay-head-deal = Replay of { $game } #{ NUMBER($number, useGrouping: 0) }: the deal, before { $total ->
    [one] its only move
   *[other] its { $total } moves
}.
replay-head-deal-in-play = Replay of { $game } #{ NUMBER($number, useGrouping: 0) }, still being played: the deal ({ $total ->
    [one] { $total } move
   *[other] { $total } moves
} played so far).
replay-beyond = Game #{ NUMBER($number, useGrouping: 0) } has no move { $move }: here is its last one, move { $total }.
replay-cut = This game is too long to replay whole: only its first { $count } moves are shown.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }: the board after move { $move } of { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }: the board at the deal.

# Buttons (next to ⏮ ◀ ▶ ⏭) and the jump menu.
replay-button-first = Start
replay-button-back = Back
replay-button-next = Next
replay-button-last = End
replay-button-now = Now
replay-button-open = Replay
replay-jump-placeholder = Jump to another move (showing { $move } of { $total })
replay-jump-deal = The deal
replay-jump-move = Move { $move }

replay-refusal-unknown = There is no game #{ NUMBER($number, useGrouping: 0) } that you can replay here.
replay-refusal-in-play = Game #{ NUMBER($number, useGrouping: 0) } is still being played: only its players can replay it before it ends.
replay-refusal-where = Use `/game replay` in a game's thread, or give the game's number.
