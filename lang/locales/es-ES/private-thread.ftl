## El hilo de una mesa privada (cogs/private_thread.py): su primera línea, su botón Invitar a un espectador,
## el menú de miembros que abre y las respuestas. $member, $player: una mención; $number: el número de una partida.

private-thread-welcome = 🔒 Una mesa privada: solo sus jugadores ven este hilo. Un jugador puede dejar que alguien mire con **{ private-thread-button-invite }**.
# $reason: learn-public-no-permission o learn-public-channel.
private-thread-public = Esta mesa es privada, pero este canal no admite hilos privados ({ $reason }), así que la partida n.º { NUMBER($number, useGrouping: 0) } está en este hilo público: cualquiera de aquí puede verla.
private-thread-button-invite = Invitar a un espectador
private-thread-pick = ¿Quién puede mirar la partida n.º { NUMBER($number, useGrouping: 0) }? El miembro que elijas se añade a este hilo: podrá leerlo, no jugar.
private-thread-pick-placeholder = Elige un miembro que mire
private-thread-invited = { $member } ya puede mirar la partida n.º { NUMBER($number, useGrouping: 0) } en este hilo.
private-thread-announce = { $player } ha invitado a { $member } a mirar.

private-thread-refusal-players-only = Solo los jugadores de esta mesa pueden invitar a un espectador.
private-thread-refusal-public = El hilo de esta partida es público: cualquiera del canal ya puede mirarla.
private-thread-refusal-bot = No se puede invitar a un bot a mirar.
private-thread-refusal-player = { $member } juega en esta mesa: ya está en este hilo.
private-thread-refusal-already = { $member } ya ve este hilo.
private-thread-refusal-failed = Discord no ha dejado que el bot añada a { $member } a este hilo.
private-thread-refusal-gone = El hilo de esta partida ya no existe, así que no se puede invitar a nadie.
