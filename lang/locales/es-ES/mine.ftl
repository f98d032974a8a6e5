## /game mine: todas las partidas de un miembro, en todos los servidores, y el botón Siguiente decisión (cogs/mine.py)

cmd-game-mine-name = mis-partidas
cmd-game-mine-description = Tus partidas en todos los servidores, primero las que te esperan (solo tú las ves).
help-mine-command = /game mine
help-mine-text = Tus partidas y salas en todos los servidores, primero las que esperan tu decisión, con sus plazos; **Siguiente decisión** abre la más antigua.

mine-none = No juegas ninguna partida ni estás en ninguna sala. Empieza una con `/play` o busca una con `/game list`.
mine-title = Tus partidas ({ $count })
mine-description = Primero las que te esperan, la de plazo más cercano primero. **Siguiente decisión** abre la más antigua, se juegue donde se juegue.
mine-description-none-waiting = Ahora mismo ninguna partida espera tu decisión.
mine-section-waiting = Te esperan ({ $count })
mine-section-lobbies = Salas y revanchas ({ $count })
mine-section-others = Esperan a otros jugadores ({ $count })
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }), decide { $deadline }: { $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): { $links }
mine-links = [hilo]({ $thread }) · [mensaje del turno]({ $post })
mine-link-thread = [hilo]({ $thread })
mine-thread-opening = abriendo el hilo
mine-server-other = otro servidor
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): una revancha espera tu sí, en [el mensaje final]({ $link })
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): una revancha, ya dijiste que sí; espera a los demás ([mensaje final]({ $link }))
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): una sala, { $count ->
    [one] { $count } sentado
   *[other] { $count } sentados
} ([sala]({ $link }))

mine-button-next = Siguiente decisión
mine-next-none = Ahora mismo ninguna decisión te espera; `/game mine` muestra tus partidas.
