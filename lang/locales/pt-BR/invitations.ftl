## Mesas por convite.

invitation-line-invited = Ainda convidados: { $members }
invitation-line-asking = Pedindo para entrar: { $members }
invitation-line-private = Mesa privada: o anfitrião aprova quem entra.
invitation-prompt = { $member } convida você para a partida nº { NUMBER($number, useGrouping: 0) }. Quer ocupar seu lugar?
invitation-button-accept = Aceitar
invitation-button-decline = Recusar
invitation-accepted = Você está sentado na partida nº { NUMBER($number, useGrouping: 0) }.
invitation-declined = Você recusou o convite para a partida nº { NUMBER($number, useGrouping: 0) }.
invitation-request-sent = Seu pedido para entrar na partida nº { NUMBER($number, useGrouping: 0) } foi enviado ao anfitrião.
invitation-request-prompt = { $member } pede para entrar na sua partida privada nº { NUMBER($number, useGrouping: 0) }.
invitation-button-approve = Aprovar
invitation-button-refuse = Recusar
invitation-request-refused = O anfitrião recusou seu pedido para entrar na partida nº { NUMBER($number, useGrouping: 0) }.
invitation-removed = O anfitrião tirou você da mesa da partida nº { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Não há mais convite nem pedido esperando resposta aqui.
invitation-refusal-nobody = Indique pelo menos outro membro para convidar, com uma menção como @nome.
invitation-refusal-too-many = Este jogo comporta no máximo { $seats } jogadores, contando os convidados pendentes.
invitation-refusal-already-asked = Você já pediu para entrar; o anfitrião ainda não respondeu.
invitation-refusal-host-only = Só o anfitrião pode convidar, aprovar, recusar ou tirar jogadores.
