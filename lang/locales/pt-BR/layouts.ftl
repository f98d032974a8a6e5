## A mesa e a escolha de jogada como layouts do Discord (cogs/lobby.py, cogs/turns.py, cogs/layout.py).

layouts-lobby-needs = { $count ->
    [one] Falta { $count } jogador para começar: clique em **Entrar**, ou o anfitrião adiciona um bot.
   *[other] Faltam { $count } jogadores para começar: clique em **Entrar**, ou o anfitrião adiciona bots.
}
layouts-lobby-ready = Tudo pronto: o anfitrião pode clicar em **Começar**. { $free ->
    [one] Ainda há { $free } lugar livre.
   *[other] Ainda há { $free } lugares livres.
}
layouts-lobby-full = A mesa está completa: o anfitrião pode clicar em **Começar**.
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) }: { $mark } { $player }
