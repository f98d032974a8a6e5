## The lobby and the picker as Discord layouts (cogs/lobby.py, cogs/turns.py, cogs/layout.py).

# The lobby: what it still needs before the host can start. $count: players still missing.
layouts-lobby-needs = { $count ->
    [one] One more player is needed to start: press **Join**, or the host adds a bot.
   *[other] { $count } more players are needed to start: press **Join**, or the host adds bots.
}
# Enough players to start, some seats still free ($free: how many).
layouts-lobby-ready = Ready: the host can press **Start**. { $free ->
    [one] One seat is still free.
   *[other] { $free } seats are still free.
}
layouts-lobby-full = The table is full: the host can press **Start**.
# The picker's heading: the game and the reader's own seat.
# $mark: the seat's shape, as the boards draw it (● ■ ▲ ◆ ★ ✚); $player: the seat's name.
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) }: { $mark } { $player }
