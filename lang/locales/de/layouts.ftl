## Der Tisch und die Zugauswahl als Discord-Layouts (cogs/lobby.py, cogs/turns.py, cogs/layout.py).

layouts-lobby-needs = { $count ->
    [one] Zum Starten fehlt noch ein Spieler: Drücke **Beitreten**, oder der Gastgeber fügt einen Bot hinzu.
   *[other] Zum Starten fehlen noch { $count } Spieler: Drücke **Beitreten**, oder der Gastgeber fügt Bots hinzu.
}
layouts-lobby-ready = Bereit: Der Gastgeber kann **Starten** drücken. { $free ->
    [one] Ein Platz ist noch frei.
   *[other] { $free } Plätze sind noch frei.
}
layouts-lobby-full = Der Tisch ist voll: Der Gastgeber kann **Starten** drücken.
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) }: { $mark } { $player }
