## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = privada
cmd-play-private-description = Solo pueden unirse los miembros que invites o apruebes

privlobby-field-joining = Acceso
privlobby-joining-open = Cualquiera puede unirse
privlobby-joining-private = Privada: el anfitrión aprueba cada petición
privlobby-still-invited = Aún invitados: { $members }
privlobby-asking = Piden unirse: { $members }
privlobby-more = { $count ->
    [one] uno más
   *[other] { $count } más
}
privlobby-asked = Has pedido al anfitrión de la partida n.º { NUMBER($number, useGrouping: 0) } que te deje unirte. Recibirás un mensaje directo cuando responda.
privlobby-request-prompt = { $member } pide unirse a tu partida n.º { NUMBER($number, useGrouping: 0) }. ¿Le das plaza?
privlobby-request-prompt-here = { $host }, { $member } pide unirse a tu partida n.º { NUMBER($number, useGrouping: 0) }. Solo tú puedes responder: ¿le das plaza?
privlobby-button-approve = Aprobar
privlobby-button-decline = Rechazar
privlobby-approved = Has dado plaza a { $member } en la partida n.º { NUMBER($number, useGrouping: 0) }.
privlobby-declined = Has rechazado la petición de { $member } para la partida n.º { NUMBER($number, useGrouping: 0) }.
privlobby-approved-you = El anfitrión ha aprobado tu petición: ya tienes plaza en la partida n.º { NUMBER($number, useGrouping: 0) }.
privlobby-declined-you = El anfitrión ha rechazado tu petición de unirte a la partida n.º { NUMBER($number, useGrouping: 0) }.
privlobby-refusal-host-answers = Solo el anfitrión de la partida n.º { NUMBER($number, useGrouping: 0) } puede responder a esta petición.
privlobby-remove-placeholder = Quitar a un jugador antes de empezar
privlobby-remove-choice = Quitar la plaza { $seat }: { $player }
privlobby-refusal-host-removes = Solo el anfitrión puede quitar a un jugador de esta mesa.
privlobby-refusal-seat-changed = Esa plaza ha cambiado desde que se mostró la lista; elige de nuevo.
privlobby-removed = Has quitado a { $player } de la partida n.º { NUMBER($number, useGrouping: 0) }.
privlobby-removed-you = El anfitrión te ha quitado de la partida n.º { NUMBER($number, useGrouping: 0) } antes de empezar.
