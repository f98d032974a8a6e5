## Mesas por invitación.

cmd-play-with-name = con
cmd-play-with-description = Miembros a invitar, como menciones: @ana @bea (cada uno recibe Aceptar y Rechazar)

invitation-prompt = { $member } te invita a la partida n.º { NUMBER($number, useGrouping: 0) }. ¿Ocupas tu plaza?
invitation-button-accept = Aceptar
invitation-button-decline = Rechazar
invitation-accepted = Ya tienes plaza en la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-declined = Has rechazado la invitación a la partida n.º { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Ya no hay ninguna invitación ni petición pendiente aquí.
invitation-refusal-nobody = Nombra al menos a otro miembro para invitarlo, con una mención como @nombre.
invitation-refusal-too-many = Este juego admite { $seats } jugadores como máximo, contando a los invitados pendientes.
invitation-refusal-already-asked = Ya has pedido unirte; el anfitrión aún no ha respondido.
invitation-refusal-host-only = Solo el anfitrión puede invitar, aprobar, rechazar o quitar jugadores.
