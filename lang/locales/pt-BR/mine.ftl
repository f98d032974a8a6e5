## /game mine: todas as partidas de um membro, em todos os servidores, e o botão Próxima decisão (cogs/mine.py)

cmd-game-mine-name = minhas
cmd-game-mine-description = Suas partidas em todos os servidores, primeiro as que esperam por você (só você vê).
help-mine-command = /game mine
help-mine-text = Suas partidas e salas em todos os servidores, primeiro as que esperam sua decisão, com seus prazos; **Próxima decisão** abre a mais antiga.

mine-none = Você não está jogando nenhuma partida nem sentado em nenhuma sala. Comece uma com `/play` ou encontre uma com `/game list`.
mine-title = Suas partidas ({ $count })
mine-description = Primeiro as que esperam por você, o prazo mais próximo primeiro. **Próxima decisão** abre a mais antiga, onde quer que seja jogada.
mine-description-none-waiting = Nenhuma partida espera sua decisão agora.
mine-section-waiting = Esperam por você ({ $count })
mine-section-lobbies = Salas e revanches ({ $count })
mine-section-others = Esperam outros jogadores ({ $count })
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }), decida { $deadline }: { $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): { $links }
mine-links = [tópico]({ $thread }) · [post do turno]({ $post })
mine-link-thread = [tópico]({ $thread })
mine-thread-opening = abrindo o tópico
mine-server-other = outro servidor
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): uma revanche espera seu sim, no [post final]({ $link })
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): uma revanche, você disse sim; esperando os outros ([post final]({ $link }))
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): uma sala, { $count ->
    [0] { $count } sentados
    [one] { $count } sentado
   *[other] { $count } sentados
} ([sala]({ $link }))

mine-button-next = Próxima decisão
mine-next-none = Nenhuma decisão espera por você agora; `/game mine` lista suas partidas.
