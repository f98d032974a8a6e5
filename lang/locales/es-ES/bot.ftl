# Lo que dice el bot en Discord: comandos, sala, turnos, el hilo de la partida, estadísticas.
# El número de una partida (y un Elo) se escribe { NUMBER($number, useGrouping: 0) } para que nunca lleve separador de miles.
# Términos: ver el glosario de core.ftl (sala, anfitrión, plaza, hilo, jugada, decisión, Elo, puntuable,
# ceder, recuperar, deshacer, rendirse, anular). Los comandos entre comillas invertidas (`/game log`)
# se quedan en inglés: siempre funcionan.

## Los juegos y lo que toda mesa elige
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = Fácil: juega con sentido, pero se equivoca
level-normal = Normal: elige la jugada que parece mejor
level-hard = Difícil: piensa por adelantado (búsqueda en árbol)
level-easy-short = fácil
level-normal-short = normal
level-hard-short = difícil
level-easy-button = Bot fácil
level-normal-button = Bot normal
level-hard-button = Bot difícil

# Cada idioma por su nombre (la sala muestra un idioma en las palabras del lector y en las suyas propias).
language-en-US = Inglés
language-fr = Francés
language-de = Alemán
language-es-ES = Español
language-pt-BR = Portugués (Brasil)
language-ja = Japonés
language-en-XA = Pseudoinglés (prueba)

duration-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}

## Respuestas que puede dar cualquier comando
bot-sorry = Algo ha fallado por mi parte; no se ha cambiado nada. Vuelve a intentarlo.
bot-slow-down = Más despacio: vuelve a intentarlo dentro de { $seconds } s.
bot-refusal-server-only = Este comando funciona en un canal de un servidor, no en mensajes directos.
bot-refusal-not-here = No puedes usar este comando aquí.
bot-refusal-bad-value = Ese valor no es válido: { $value }.
bot-refusal-unknown-game = Juego desconocido.

## Comandos de barra: nombres (minúsculas, sin espacios, 32 caracteres como mucho) y descripciones (100 como mucho)
cmd-play-name = jugar
cmd-play-description = Abre una sala para un juego en este canal.
cmd-play-game-name = juego
cmd-play-game-description = A qué juego jugar
cmd-play-bots-name = bots
cmd-play-bots-description = Cuántos jugadores de IA sentar de entrada
cmd-play-pace-name = ritmo
cmd-play-pace-description = Cuánto puede durar una decisión, y su reserva de tiempo (por defecto: en directo)
cmd-play-level-name = nivel
cmd-play-level-description = Lo bien que juegan esos bots (por defecto: normal)
cmd-move-name = jugada
cmd-move-description = Haz tu jugada en el hilo de esta partida.
cmd-move-action-name = acción
cmd-move-action-description = Empieza a escribir para ver tus jugadas válidas
cmd-hand-name = mano
cmd-hand-description = Mira en privado tu mano y todo lo que solo tú puedes ver en esta partida.
cmd-board-name = tablero
cmd-board-description = Mira en privado el tablero público actual de esta partida.
cmd-game-name = partida
cmd-game-description = La partida de este hilo: rendirse, anular, ceder, registro; lista de partidas
cmd-game-handover-name = ceder
cmd-game-handover-description = Deja que la IA juegue una plaza: la tuya o (anfitrión) la de un jugador ausente.
cmd-game-handover-player-name = jugador
cmd-game-handover-player-description = Qué plaza toma la IA: la tuya o la de un jugador al que se le agotó el tiempo
cmd-game-takeback-name = recuperar
cmd-game-takeback-description = Vuelve a jugar tu plaza después de que la IA la tomara.
cmd-game-undo-name = deshacer
cmd-game-undo-description = Deshaz tu última decisión de este turno (si no se reveló nada).
cmd-game-resign-name = rendirse
cmd-game-resign-description = Ríndete en esta partida: quedas en último lugar.
cmd-game-abandon-name = anular
cmd-game-abandon-description = Termina esta partida sin resultado (por mayoría; el anfitrión si no es puntuable).
cmd-game-log-name = registro
cmd-game-log-description = Las últimas jugadas de esta partida, en texto (solo las ves tú).
cmd-game-list-name = lista
cmd-game-list-description = Partidas en juego en este servidor, con enlaces a sus hilos.
cmd-rules-name = reglas
cmd-rules-description = Cómo se juega a un juego: el turno, sus componentes y sus opciones.
cmd-rules-game-name = juego
cmd-rules-game-description = Qué juego
cmd-help-name = ayuda
cmd-help-description = Todos los comandos de este bot.
cmd-stats-name = estadísticas
cmd-stats-description = El Elo, las partidas y las victorias de un jugador en este servidor.
cmd-stats-user-name = usuario
cmd-stats-user-description = De quién mostrar los resultados (tú, por defecto)
cmd-leaderboard-name = clasificación
cmd-leaderboard-description = Los jugadores con mejor Elo de un juego en este servidor.
cmd-leaderboard-game-name = juego
cmd-leaderboard-game-description = Qué juego
cmd-admin-name = admin
cmd-admin-description = Herramientas del propietario del bot.
cmd-admin-backup-name = copia
cmd-admin-backup-description = Guarda ahora una copia coherente de la base de datos (solo el propietario).

## /help
help-title = Tabletop: todos los comandos
help-description = Las partidas se juegan en un hilo que el bot abre para cada mesa.
help-entry = **{ $command }**: { $text }
help-section-start = Empezar una partida
help-section-play = Jugar (en el hilo de la partida)
help-section-clocks = Relojes y cómo dejar la partida
help-section-information = Información
help-section-more = Más
# Los comandos se quedan en inglés (siempre funcionan); los botones, con su nombre en español.
help-play-command = /play game: [bots:] [pace:]
help-play-text = Abre una sala aquí; el ritmo (pace) es blitz, en directo, diario o fin de semana, cada uno con su reserva de tiempo (ver `/rules`).
help-lobby-command = Unirse · Salir · Añadir bot · Opciones · Empezar · Cancelar
help-lobby-text = Botones de la sala; el anfitrión añade bots, elige las opciones y el idioma de la mesa, y empieza o cancela.
help-rules-command = /rules game:
help-rules-text = Cómo se juega a un juego: el turno, cada componente y cada opción (por páginas).
help-take-turn-command = Jugar turno
help-take-turn-text = Botón bajo cada tablero: tu vista y tus jugadas válidas, paso a paso.
help-hand-command = Mi mano · /hand
help-hand-text = Mira en privado tu mano y todo lo que solo tú puedes ver.
help-board-command = /board
help-board-text = Mira en privado el tablero público actual.
help-move-command = /move action:
help-move-text = Escribe tu jugada en lugar de usar los botones (empieza a escribir para ver tus jugadas válidas).
help-undo-command = /game undo
help-undo-text = Deshaz tu última decisión de este turno, si no se reveló nada oculto.
help-clocks-command = Relojes
help-clocks-text = Un aviso por mensaje directo a mitad de tiempo y poco antes de que se agote; una decisión larga gasta tu reserva de tiempo; si se agota, la IA decide por ti; tres veces seguidas y la IA juega tu plaza hasta que la recuperes.
help-resign-command = /game resign
help-resign-text = Deja la partida: quedas en último lugar; si solo queda un rival, la partida termina en el acto.
help-handover-command = /game handover player:
help-handover-text = La IA juega tu propia plaza; o (anfitrión) la de un jugador cuya última decisión agotó el tiempo (entonces no es puntuable).
help-takeback-command = /game takeback
help-takeback-text = Vuelve a jugar tu plaza después de que la IA la tomara (por tiempo agotado o porque la cediste).
help-abandon-command = /game abandon
help-abandon-text = Termina sin resultado: por mayoría de votos de los jugadores (un voto caduca en la siguiente jugada; votar otra vez lo retira); el anfitrión por sí solo, únicamente en partidas no puntuables.
help-log-command = /game log
help-log-text = Las últimas jugadas de esta partida, en texto.
help-list-command = /game list
help-list-text = Partidas en juego en este servidor, con enlaces a sus hilos.
help-stats-command = /stats [user:] [game:]
help-stats-text = Elo, partidas jugadas y victorias por juego; mejor puntuación, racha de victorias más larga, partidas recientes (cada una abre su repetición) y cara a cara contra cada miembro.
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = Los jugadores con mejor Elo de un juego en este servidor.
help-help-command = /help
help-help-text = Esta lista.

## La sala
lobby-opened = { $host } ha abierto una mesa de **{ $game }**. Pulsa Unirse para sentarte.
lobby-title = { $game }: partida #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = Esperando jugadores: de { $low } a { $high }.
lobby-status-active = La partida está en marcha: síguela en su hilo.
lobby-status-finished = La partida ha terminado.
lobby-status-cancelled = El anfitrión ha cancelado esta sala.
lobby-status-abandoned = Esta partida se anuló.
lobby-status-lapsed = Cerrada: nadie se unió, salió, cambió una opción ni la empezó durante { $idle }.
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player } (anfitrión)
lobby-field-players = Jugadores ({ $count }/{ $most })
lobby-field-pace = Ritmo
lobby-field-language = Idioma
lobby-field-options = Opciones
lobby-field-thread = Hilo
lobby-footer = El anfitrión añade bots y cambia las opciones y el idioma con el botón Opciones, y empieza con Empezar.
lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-add-bot = Añadir bot
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-button-options = Opciones
lobby-options-panel = Opciones de { $game } (página { $page }/{ $pages }). Los cambios se ven en la sala al momento.
lobby-options-page = Página { $number }
lobby-option-choice = { $option }: { $choice }
lobby-option-language = Idioma
# Un idioma en las palabras del lector y luego en las suyas: «Francés (français)».
lobby-language-choice = { $language } ({ $native })
lobby-bot-level-question = ¿Qué nivel tendrá el nuevo bot?
    { $levels }
lobby-bot-seated = { $player } ocupa una plaza.
# El nombre de un jugador de IA, que dice su nivel ({ $level } es level-…-short).
lobby-bot-name = { $name } (bot { $level })
lobby-bot-name-numbered = Bot { $number } (bot { $level })
lobby-channel-count = { $channel } ({ $count })
lobby-open-lobbies-in = Las salas abiertas están en: { $places }.
lobby-at-their-cap = Ya en su límite: { $members }.
lobby-refusal-in-dms = Las partidas se juegan en un canal de un servidor, no en mensajes directos.
lobby-refusal-in-thread = Abre una sala en un canal de texto, no dentro de un hilo.
lobby-refusal-closed = Esta sala está cerrada.
lobby-refusal-gone = Esta sala ya no existe.
lobby-refusal-started-or-closed = Esta sala ya ha empezado o se ha cerrado.
lobby-refusal-not-a-choice = Esa no es una de las opciones.
lobby-refusal-pace = El ritmo puede ser: { $paces }.
lobby-refusal-level = El nivel de un bot puede ser: { $levels }.
lobby-refusal-language = La mesa no se puede jugar en ese idioma.
lobby-refusal-too-many-bots = { $game } admite como mucho { $players } jugadores, así que como mucho { $count ->
    [one] { $count } bot
   *[other] { $count } bots
}.
lobby-refusal-too-few = { $game } necesita al menos { $count } jugadores; invita a tus amigos o añade un bot.
lobby-refusal-host-leaves = El anfitrión no puede salir; usa Cancelar para cerrar la sala.
lobby-refusal-host-adds-bots = Solo el anfitrión puede añadir un bot.
lobby-refusal-host-options = Solo el anfitrión puede cambiar las opciones.
lobby-refusal-host-cancels = Solo el anfitrión (o un administrador del servidor) puede cancelar la sala.
lobby-refusal-host-starts = Solo el anfitrión (o un administrador del servidor) puede empezar la partida.
lobby-refusal-lapsed = Esta sala caducó tras { $idle } sin actividad y ya está cerrada: abre otra con `/play`.
lobby-refusal-own-lobby-here = Ya tienes una sala abierta en este canal (partida #{ NUMBER($game, useGrouping: 0) }): empiézala o cancélala antes.
lobby-refusal-member-lobbies = Ya eres anfitrión de { $count ->
    [one] { $count } sala abierta
   *[other] { $count } salas abiertas
} en este servidor, el máximo por miembro: empieza o cancela una antes (partida #{ NUMBER($game, useGrouping: 0) }).
lobby-refusal-server-lobbies = Este servidor ya tiene { $count ->
    [one] { $count } sala abierta
   *[other] { $count } salas abiertas
}, el máximo que puede tener: únete a una, espera a que alguna empiece o caduque (tras { $idle } sin actividad) o pide a un administrador del servidor que cancele una.
lobby-refusal-server-games = Este servidor ya tiene { $count ->
    [one] { $count } partida en juego
   *[other] { $count } partidas en juego
}, su límite de partidas en juego ({ $cap }): podrá empezar una nueva cuando termine alguna.
lobby-refusal-member-games = Ya juegas { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} ({ $games }), el límite de partidas en juego por miembro ({ $cap }): podrás empezar otra o unirte a otra cuando termine alguna.
lobby-refusal-players-games = { $count ->
    [one] Uno de los jugadores de aquí ya juega tantas partidas como permite el límite de partidas en juego por miembro ({ $cap }): esta partida podrá empezar cuando tenga menos, o sin esa persona.
   *[other] { $count } de los jugadores de aquí ya juegan tantas partidas como permite el límite de partidas en juego por miembro ({ $cap }): esta partida podrá empezar cuando tengan menos, o sin ellos.
}

## Rechazos del almacén (un cambio que llegó tarde)
store-refusal-stale = Ese botón es de un tablero anterior; usa el más reciente.
store-refusal-already-started = La partida ya ha empezado.
store-refusal-already-seated = Ya tienes plaza en esta mesa.
store-refusal-table-full = La mesa está llena ({ $seats } plazas).
store-refusal-not-seated = No tienes plaza en esta mesa.
store-refusal-seat-empty = Esa plaza está vacía.
store-refusal-lobby-closed = La sala ya ha empezado o se ha cerrado.
store-refusal-table-changed = La mesa cambió mientras se repartía la partida; vuelve a pulsar Empezar.
store-refusal-options-changed = Las opciones cambiaron mientras se repartía la partida; vuelve a pulsar Empezar.
store-refusal-not-a-lobby = La partida ya no está en su sala.
store-refusal-not-in-play = Esta partida ya no se está jugando.
store-refusal-moved-on = La partida ha avanzado; mira el último tablero y vuelve a intentarlo.
store-refusal-not-last-decision = Esa decisión ya no es la última.
store-refusal-cannot-undo = Esa decisión no se puede deshacer.
store-refusal-already-resigned = Esa plaza ya se ha rendido.
store-refusal-not-on-autopilot = Esa plaza no está en piloto automático, o su jugador se ha rendido.

## Rechazos de la mesa (jugadas, deshacer, plazas, terminar antes de tiempo)
table-refusal-not-in-play = Esta partida no se está jugando.
table-refusal-not-playing = No juegas en esta partida.
table-refusal-ai-plays-seat = Ahora la IA juega esta plaza; su jugador puede recuperarla con `/game takeback`.
table-refusal-ai-plays-yours = Ahora la IA juega tu plaza; recupérala antes con `/game takeback`.
table-refusal-decided-in-time = El jugador decidió a tiempo.
table-refusal-nothing-to-undo = No hay nada que deshacer.
table-refusal-undo-own = Solo puedes deshacer tus propias decisiones del turno actual.
table-refusal-undo-hidden = Esa decisión robó o reveló algo oculto, así que no se puede deshacer.
table-refusal-undo-turn = Deshacer esa decisión cambiaría a quién le toca, así que no está permitido.
table-refusal-undo-turn-now = Deshacer ahora cambiaría a quién le toca, así que no está permitido.
table-refusal-already-resigned = Ya te has rendido en esta partida.
table-refusal-not-a-player = Ese jugador no juega en esta partida.
table-refusal-ai-already = La IA ya juega la plaza de { $player }.
table-refusal-handover-host = Solo el anfitrión (o un administrador del servidor) puede ceder a la IA la plaza de otro jugador.
table-refusal-not-absent = { $player } no está ausente ahora (su última decisión no agotó el tiempo): solo esa persona puede ceder su plaza.
table-refusal-takeback-resigned = Te rendiste en esta partida, así que la IA juega tu plaza hasta el final.
table-refusal-own-seat = Ya juegas tu propia plaza.
table-refusal-abandon-rated = Una partida puntuable solo termina sin resultado por mayoría de votos de sus jugadores.
table-refusal-abandon-players = Solo el anfitrión o los jugadores que siguen en esta partida pueden anularla.

## Turnos: los mensajes del hilo, el selector, la mano
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = Empieza **{ $game }**. Plazas: { $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = Jugada { $number }: { $said }
turn-move-line-for = Jugada { $number } (la IA jugó por { $player }): { $said }
turn-decided = { $player } decidió.
turn-event-took-back = { $player } deshizo su última decisión.
turn-earlier-moves = ({ $count ->
    [one] { $count } jugada anterior
   *[other] { $count } jugadas anteriores
}: `/game log`)
turn-catch-up-head = **{ $count ->
    [one] Desde tu última decisión, { $count } jugada:
   *[other] Desde tu última decisión, { $count } jugadas:
}**
turn-catch-up-earlier = ({ $count ->
    [one] { $count } anterior
   *[other] { $count } anteriores
}: `/game log`)
turn-catch-up-posts = Publicaciones anteriores: { $posts }
turn-catch-up-post = [jugada { $number }]({ $url })
turn-ai-seat = { $player } (IA)
turn-no-image = (Esta vez no se pudo dibujar la imagen del tablero; `/board` lo vuelve a intentar.)
turn-alt-image-of = { $alt } (imagen { $number } de { $count })
turn-button-take = Jugar turno
turn-button-hand = Mi mano
turn-picker-prompt = **Tu decisión** (jugada { $move }): { $count ->
    [one] { $count } opción
   *[other] { $count } opciones
}.
turn-picker-waiting = No es tu turno: esperando a { $players }.
turn-picker-ai-plays = La IA está jugando tu plaza; recupérala con `/game takeback`.
turn-picker-older-board = Ese tablero está desfasado; así va la partida ahora (jugada { $move }).
turn-picker-placeholder = Elige una de { $count } jugadas (página { $page }/{ $pages })
turn-picker-previous = Página anterior ({ $page }/{ $pages })
turn-picker-next = Página siguiente ({ $page }/{ $pages })
turn-picker-undo = Deshacer mi última decisión
turn-played = Has jugado: { $move }
turn-hand = Tu vista de { $game } #{ NUMBER($number, useGrouping: 0) } (jugada { $move }). Solo tú puedes verla.
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }, jugada { $move }.
turn-dm-first = Tu vista privada de **{ $game } #{ NUMBER($number, useGrouping: 0) }**. Te enviaré una nueva cada vez que cambie.
turn-dm-changed = Tu vista privada ha cambiado en **{ $game } #{ NUMBER($number, useGrouping: 0) }** (jugada { $move }).
turn-dm-thread = Hilo de la partida: { $thread }
turn-dm-closed = { $member }, no puedo enviarte mensajes directos, así que tu vista privada se queda aquí: usa `/hand` o el botón **Mi mano** cuando quieras.
turn-refusal-over = Esta partida ha terminado.
turn-refusal-not-started = Esta partida no ha empezado.
turn-refusal-not-your-picker = Este selector no es tuyo.
turn-refusal-older-choice = Esa opción es de un tablero anterior; aquí tienes el actual.
turn-refusal-not-a-choice = Esa no es una de tus opciones ahora.
turn-refusal-no-hand = No juegas en esta partida, así que aquí no tienes mano. `/board` muestra la mesa.
turn-refusal-hand-where = Usa `/hand` en el hilo de tu partida.
turn-refusal-board-where = Usa `/board` en el hilo de una partida.
turn-refusal-move-where = No hay ninguna partida en este canal. Usa `/move` dentro del hilo de una partida.
turn-refusal-not-your-turn = No te toca decidir.
turn-refusal-not-a-move = Esa no es una de tus jugadas válidas ahora; elige una de la lista.

## El final de una partida
turn-final-head = **Fin de la partida.**
turn-final-winners = { $count ->
    [one] Gana: **{ $winners }**
   *[other] Victoria compartida: **{ $winners }**
}
turn-final-line = { render-score-place } { $player }: **{ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}**
turn-final-line-parts = { render-score-place } { $player }: **{ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}** ({ $parts })
turn-final-part = { $part } { $points }
turn-final-tie-broken = Empate a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}: { $players }; se desempata por { $rule }.
turn-final-tie-shared = Empate a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}: { $players } comparten su puesto (las reglas no deshacen empates).
turn-tiebreak-resigned = el abandono, que queda último

## Avisos en el hilo
notice-reminder = ⏰ { $member }, te toca decidir en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: tu tiempo se acaba { $deadline }. Si se agota, la IA decide por ti.
notice-reminder-half = ⏰ { $member }, te toca decidir en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: ya ha pasado la mitad de tu tiempo. Si se agota, la IA decide por ti.
notice-autopilot = 🤖 A { $member } se le agotó el tiempo en { $count ->
    [one] { $count } decisión
   *[other] { $count } decisiones seguidas
}, así que la IA juega por **{ $player }** hasta que recupere su plaza con `/game takeback`.
notice-timed-out = ⌛ A { $member } se le acabó el tiempo, así que la IA decidió por **{ $player }**: { $move } (tiempo agotado { $count ->
    [one] una vez
   *[other] { $count } veces seguidas
}).
notice-timed-out-warning = ⌛ A { $member } se le acabó el tiempo, así que la IA decidió por **{ $player }**: { $move } (tiempo agotado { $count ->
    [one] una vez
   *[other] { $count } veces seguidas
}). { $left ->
    [one] Una vez más
   *[other] { $left } veces más
} y la IA se queda con su plaza.
notice-ai-paused = ⚠️ La IA no pudo decidir por **{ $player }** tras varios intentos, así que la partida está en espera. Lo vuelve a intentar cuando alguien actúa en esta partida o el bot se reinicia; el anfitrión también puede usar `/game abandon`.
notice-ai-paused-unknown = ⚠️ La IA no pudo decidir tras varios intentos, así que la partida está en espera. Lo vuelve a intentar cuando alguien actúa en esta partida o el bot se reinicia; el anfitrión también puede usar `/game abandon`.
notice-timer-trouble = ⚠️ El reloj de esta partida ha fallado { $count ->
    [one] { $count } vez
   *[other] { $count } veces
}; el bot sigue intentándolo con pausas más largas y se ha avisado a los operadores (ver el registro del bot).

## /game: plazas, terminar antes de tiempo, el registro y la lista
game-refusal-no-game-here = No hay ninguna partida en este canal. Usa este comando dentro del hilo de una partida.
game-handover-other-done = Ahora la IA juega la plaza de { $player }; esa plaza no es puntuable en esta partida.
game-handover-other = 🤖 { $host } ha cedido a la IA la plaza de { $member } (**{ $player }**), ausente tras agotar su tiempo. Esa plaza no es puntuable en esta partida; su jugador puede recuperarla con `/game takeback`.
game-handover-own-done = Ahora la IA juega tu plaza. Recupérala cuando quieras con `/game takeback`.
game-handover-own = 🤖 { $member } ha cedido su plaza (**{ $player }**) a la IA.
game-takeback-done = Vuelves a jugar tu plaza. Pulsa **Jugar turno** (o usa `/move`) cuando te toque.
game-takeback = 🙋 { $member } recupera **{ $player }**, que jugaba la IA.
game-undo-done = Tu última decisión se ha deshecho; el tablero está actualizado en el hilo.
game-resign-done = Te has rendido. La IA juega tu plaza hasta el final; quedas en último lugar.
game-resigned = 🏳️ **{ $player }** se ha rendido. La IA juega su plaza hasta el final de la partida; queda en último lugar.
game-resign-done-over = Te has rendido; la partida ha terminado.
game-resigned-over = 🏳️ **{ $player }** se ha rendido, así que la partida termina aquí.
game-abandon-withdrawn-done = Has retirado tu voto para anular ({ $count } de { $needed } votos).
game-abandon-withdrawn = 🗳️ { $member } ha retirado su voto para anular ({ $count } de { $needed } votos necesarios).
game-abandon-voted-done = Tu voto para anular cuenta ({ $count } de { $needed }) hasta la siguiente jugada. Vuelve a usar `/game abandon` para retirarlo.
game-abandon-voted = 🗳️ { $member } vota anular esta partida ({ $count } de { $needed } votos necesarios). Los demás jugadores pueden sumarse con `/game abandon` antes de la siguiente jugada; los votos caducan en cuanto la partida avanza.
game-abandon-done = La partida queda anulada.
game-abandoned-by-host = 🛑 { $member } (el anfitrión) ha anulado esta partida. Termina aquí sin resultado.
game-abandoned-by-admin = 🛑 { $member } (administrador del servidor) ha anulado esta partida. Termina aquí sin resultado.
game-abandoned-by-vote = 🛑 Una mayoría de los jugadores ({ $members }) ha anulado esta partida. Termina aquí sin resultado.
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) }: registro**
game-log-last = (últimas { $count } de { $total } jugadas)
game-log-empty = Aún no hay jugadas.
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move } (por la IA)
game-list-none = No se está jugando ninguna partida en este servidor. Empieza una con `/play`.
game-list-playing = **Partidas en juego ({ $count })**
game-list-thread-opening = (abriendo el hilo)
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) }: { $players }
game-list-lobbies = **Salas abiertas ({ $count })**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } en { $channel }, { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}: { $link }
game-list-more = …y { $count } más.

## /rules
rules-title = { $game }: cómo se juega
rules-title-paged = { $game }: cómo se juega ({ $page }/{ $pages })
rules-field-players = Jugadores
rules-field-pace = Ritmo
rules-players-exactly = { $count }
rules-players-range = De { $low } a { $high }
rules-footer = Empieza una partida con `/play`; el anfitrión elige las opciones en la sala.
rules-footer-paged = Empieza una partida con `/play`; el anfitrión elige las opciones en la sala. Usa los botones de abajo para ver las demás páginas.
rules-options-heading = Opciones de la sala
rules-option = **{ $option }**: Valores: { $choices }. Por defecto: { $default }.
rules-option-described = **{ $option }**: { $description } Valores: { $choices }. Por defecto: { $default }.
rules-continued = (continuación)
rules-previous = Anterior ({ $page }/{ $pages })
rules-next = Siguiente ({ $page }/{ $pages })

## /stats, /leaderboard y el Elo después de una partida
stats-refusal-in-dms = El Elo se lleva por servidor; usa `/stats` en un servidor.
stats-refusal-pick-game = Elige un juego de la lista, en un servidor.
stats-none = { $player } aún no ha terminado ninguna partida en este servidor.
stats-title = { $player }: resultados en este servidor
stats-rating = Elo **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = Sin Elo (aún ninguna partida puntuable)
stats-counts = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} ({ $rated ->
    [one] { $rated } puntuable
   *[other] { $rated } puntuables
}) · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
stats-footer = Partidas puntuables: dos o más jugadores humanos y ningún jugador de IA.
stats-leaderboard-empty = Nadie tiene todavía Elo de { $game } en este servidor: termina una partida con dos o más jugadores humanos y sin IA.
stats-leaderboard-title = { $game }: clasificación
stats-leaderboard-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = Elo según el puesto final; todos empiezan con { NUMBER($start, useGrouping: 0) }.
stats-ratings = Elo ({ $game }): { $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }** ({ $delta })
stats-ratings-unrated-seats = ({ $players }: no puntuable, otra persona cedió la plaza a la IA)
stats-unrated-ai = Registrada como jugada, no puntuable: las partidas con jugadores de IA no cambian el Elo.
stats-unrated-humans = Registrada como jugada, no puntuable: las partidas puntuables necesitan al menos dos jugadores humanos en un servidor.
stats-replay = Repetición de { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} desde el reparto hasta el tablero final.
stats-replay-alt = Repetición animada de { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} desde el reparto hasta el tablero final.

## /stats: historial y rivalidades, y el balance tras una partida
stats-bests = Mejor puntuación **{ NUMBER($score, useGrouping: 0) }** · racha de victorias más larga **{ $streak }**
stats-h2h-title = Cara a cara: { $game }
stats-h2h-line = { $player }: **{ $wins }–{ $losses }–{ $ties }**
stats-h2h-more = … y { $count } más
stats-recent-title = Partidas recientes
stats-recent-line = n.º { NUMBER($number, useGrouping: 0) } { $game }: puesto { $place } de { $players }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
stats-recent-button = n.º { NUMBER($number, useGrouping: 0) }
stats-history-footer = Cara a cara: victorias–derrotas–empates contra cada miembro, según quién quedó por delante; los jugadores de IA no se cuentan. Las partidas no puntuables cuentan en el cara a cara, pero no en el Elo. Las partidas de práctica y las abandonadas no cuentan.
stats-none-game = { $player } aún no ha terminado ninguna partida de { $game } en este servidor.
standing-leads = { $leader } va por delante de { $other } { $wins }–{ $losses } en { $game }
standing-level = { $leader } y { $other } van empatados { $wins }–{ $losses } en { $game }
standing-ties = ({ $ties ->
    [one] { $ties } empate
   *[other] { $ties } empates
})
cmd-stats-game-name = juego
cmd-stats-game-description = Solo este juego (todos, por defecto)

## /admin (el propietario del bot)
admin-refusal-not-owner = Solo el propietario del bot (el dueño de su aplicación de Discord) puede hacer copias de seguridad.
admin-backup-failed = La copia de seguridad ha fallado: { $problem }
admin-backup-written = Copia de seguridad guardada: `{ $path }` ({ $size }).
