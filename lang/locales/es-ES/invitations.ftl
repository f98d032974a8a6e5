## Mesas por invitación.

invitation-line-invited = Aún invitados: { $members }
invitation-line-asking = Piden unirse: { $members }
invitation-line-private = Mesa privada: el anfitrión aprueba quién se une.
invitation-prompt = { $member } te invita a la partida n.º { NUMBER($number, useGrouping: 0) }. ¿Ocupas tu asiento?
invitation-button-accept = Aceptar
invitation-button-decline = Rechazar
invitation-accepted = Ya tienes asiento en la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-declined = Has rechazado la invitación a la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-request-sent = Tu petición para unirte a la partida n.º { NUMBER($number, useGrouping: 0) } se ha enviado a su anfitrión.
invitation-request-prompt = { $member } pide unirse a tu partida privada n.º { NUMBER($number, useGrouping: 0) }.
invitation-button-approve = Aprobar
invitation-button-refuse = Rechazar
invitation-request-refused = El anfitrión ha rechazado tu petición para unirte a la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-removed = El anfitrión te ha quitado de la mesa de la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Ya no hay ninguna invitación ni petición pendiente aquí.
invitation-refusal-nobody = Nombra al menos a otro miembro para invitarlo, con una mención como @nombre.
invitation-refusal-too-many = Este juego admite { $seats } jugadores como máximo, contando a los invitados pendientes.
invitation-refusal-already-asked = Ya has pedido unirte; el anfitrión aún no ha respondido.
invitation-refusal-host-only = Solo el anfitrión puede invitar, aprobar, rechazar o quitar jugadores.
