## Mesas por convite.

cmd-play-with-name = com
cmd-play-with-description = Membros a convidar, como menções: @ana @bea (cada um recebe Aceitar e Recusar)

invitation-prompt = { $member } convida você para a partida nº { NUMBER($number, useGrouping: 0) }. Quer ocupar seu lugar?
invitation-button-accept = Aceitar
invitation-button-decline = Recusar
invitation-accepted = Você já tem lugar na partida nº { NUMBER($number, useGrouping: 0) }.
invitation-declined = Você recusou o convite para a partida nº { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Não há mais convite nem pedido esperando resposta aqui.
invitation-refusal-nobody = Indique pelo menos outro membro para convidar, com uma menção como @nome.
invitation-refusal-too-many = Este jogo comporta no máximo { $seats } jogadores, contando os convidados pendentes.
invitation-refusal-already-asked = Você já pediu para entrar; o anfitrião ainda não respondeu.
invitation-refusal-host-only = Só o anfitrião pode convidar, aprovar, recusar ou tirar jogadores.
