# Temporadas: /season start y /season end (Gestionar servidor), y la opción de temporada de /leaderboard.
cmd-season-name = temporada
cmd-season-description = Organiza una temporada en este servidor: un periodo con su propia clasificación.
cmd-season-start-name = abrir
cmd-season-start-description = Abre una temporada: una clasificación de sus partidas puntuables, publicada al final.
cmd-season-start-last-day-name = último-día
cmd-season-start-last-day-description = Último día de la temporada, AAAA-MM-DD (tu zona horaria de los ajustes o UTC)
cmd-season-start-channel-name = canal
cmd-season-start-channel-description = Dónde anunciar la temporada y publicar su clasificación final
cmd-season-start-title-name = nombre
cmd-season-start-title-description = Nombre de la temporada (si lo dejas vacío, el año del último día)
cmd-season-start-first-day-name = primer-día
cmd-season-start-first-day-description = Primer día de la temporada, como AAAA-MM-DD (si lo dejas vacío, hoy)
cmd-season-end-name = cerrar
cmd-season-end-description = Cierra ahora la temporada abierta y publica su clasificación final.
cmd-leaderboard-season-name = temporada
cmd-leaderboard-season-description = Clasificar por las partidas puntuables de una temporada en lugar de todas
season-choice-current = Temporada actual
season-choice-last = Última temporada
season-range = Del { $start } al { $end }.
season-table-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
season-table-title = { $game }: temporada { $name }
season-table-empty = Nadie ha terminado todavía una partida puntuable de { $game } en la temporada { $name }.
season-final-title = Temporada { $name }: clasificación final
season-final-intro = Han contado todas las partidas puntuables terminadas durante la temporada. ¡Bien jugado, a todos!
season-final-empty = No se terminó ninguna partida puntuable durante esta temporada.
season-footer = Elo de temporada: por puesto final, solo con las partidas puntuables de la temporada; todos empiezan la temporada con { NUMBER($start, useGrouping: 0) }.
season-announced = 🏆 Empieza la temporada **{ $name }**: cuenta cada partida puntuable que se termine en este servidor. Síguela con `/leaderboard season:`; su clasificación final se publicará aquí.
season-opened = La temporada **{ $name }** está abierta. Su clasificación final se publicará en { $channel } cuando termine.
season-ended = La temporada **{ $name }** ha terminado: su clasificación final se está publicando en { $channel }.
season-refusal-not-admin = Solo los miembros que pueden gestionar este servidor pueden abrir o cerrar una temporada.
season-refusal-date = Escribe las fechas como AAAA-MM-DD, por ejemplo 2026-12-31.
season-refusal-end-past = Ese último día ya ha pasado: elige un día que aún esté por llegar.
season-refusal-empty-range = El último día debe ser posterior al primero.
season-refusal-too-long = Una temporada dura como mucho un año.
season-refusal-already-open = Este servidor ya tiene una temporada abierta: ciérrala antes con `/season end`.
season-refusal-none-open = Este servidor no tiene ninguna temporada abierta. Quien pueda gestionar el servidor puede abrir una con `/season start`.
season-refusal-none-closed = Este servidor aún no ha terminado ninguna temporada.
season-refusal-not-begun = La temporada de este servidor empieza { $start }.
season-refusal-channel = No puedo publicar en { $channel }: dame allí los permisos Enviar mensajes e Insertar enlaces, o elige otro canal.
help-season-command = /season start last-day: channel: · /season end
help-season-text = Para quien gestiona el servidor: una temporada es un periodo con su propia clasificación de partidas puntuables, publicada en el canal elegido al terminar.
