## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = privada
cmd-play-private-description = Só entram os membros que você convidar ou aprovar

privlobby-field-joining = Entrada
privlobby-joining-open = Qualquer um pode entrar
privlobby-joining-private = Privada: o anfitrião aprova cada pedido
privlobby-still-invited = Ainda convidados: { $members }
privlobby-asking = Pedem para entrar: { $members }
privlobby-more = { $count ->
    [0] mais { $count }
    [one] mais um
   *[other] mais { $count }
}
privlobby-asked = Você pediu ao anfitrião da partida nº { NUMBER($number, useGrouping: 0) } para entrar. Você vai receber uma mensagem direta quando ele responder.
privlobby-request-prompt = { $member } pede para entrar na sua partida nº { NUMBER($number, useGrouping: 0) }. Dar um lugar?
privlobby-request-prompt-here = { $host }, { $member } pede para entrar na sua partida nº { NUMBER($number, useGrouping: 0) }. Só você pode responder: dar um lugar?
privlobby-button-approve = Aprovar
privlobby-button-decline = Recusar
privlobby-approved = Você deu um lugar a { $member } na partida nº { NUMBER($number, useGrouping: 0) }.
privlobby-declined = Você recusou o pedido de { $member } para a partida nº { NUMBER($number, useGrouping: 0) }.
privlobby-approved-you = O anfitrião aprovou seu pedido: você já tem lugar na partida nº { NUMBER($number, useGrouping: 0) }.
privlobby-declined-you = O anfitrião recusou seu pedido para entrar na partida nº { NUMBER($number, useGrouping: 0) }.
privlobby-refusal-host-answers = Só o anfitrião da partida nº { NUMBER($number, useGrouping: 0) } pode responder a este pedido.
privlobby-remove-placeholder = Tirar um jogador antes do início
privlobby-remove-choice = Tirar o lugar { $seat }: { $player }
privlobby-refusal-host-removes = Só o anfitrião pode tirar um jogador desta mesa.
privlobby-refusal-seat-changed = Esse lugar mudou desde que a lista foi mostrada; escolha de novo.
privlobby-removed = Você tirou { $player } da partida nº { NUMBER($number, useGrouping: 0) }.
privlobby-removed-you = O anfitrião tirou você da partida nº { NUMBER($number, useGrouping: 0) } antes do início.
