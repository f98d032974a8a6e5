## La mesa y el selector de jugadas como diseños de Discord (cogs/lobby.py, cogs/turns.py, cogs/layout.py).

layouts-lobby-needs = { $count ->
    [one] Falta un jugador más para empezar: pulsa **Unirse**, o el anfitrión añade un bot.
   *[other] Faltan { $count } jugadores más para empezar: pulsa **Unirse**, o el anfitrión añade bots.
}
layouts-lobby-ready = Todo listo: el anfitrión puede pulsar **Empezar**. { $free ->
    [one] Aún queda una plaza libre.
   *[other] Aún quedan { $free } plazas libres.
}
layouts-lobby-full = La mesa está completa: el anfitrión puede pulsar **Empezar**.
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) }: { $mark } { $player }
