## /learn: una partida de práctica contra bots que lo explica todo (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = aprender
cmd-learn-description = Aprende un juego contra bots en un hilo privado, con lecciones.
cmd-learn-game-name = juego
cmd-learn-game-description = El juego que quieres aprender
cmd-learn-bots-name = bots
cmd-learn-bots-description = Cuántos bots juegan contra ti (por defecto, el mínimo que pide el juego)
cmd-learn-level-name = nivel
cmd-learn-level-description = Lo bien que juegan los bots (por defecto: fácil)
help-learn-command = /learn
help-learn-text = Aprende un juego contra bots en un hilo privado, cada decisión explicada. Sin clasificación.

learn-thread-name = Práctica: { $game } n.º { NUMBER($number, useGrouping: 0) }
learn-welcome = { $member }, ¡te damos la bienvenida a tu partida de práctica de { $game }! Pulsa **{ turn-button-take }** bajo el tablero: cada decisión empieza con una breve lección. Los bots juegan solos, y cada una de sus jugadas dice por qué importa. Tómate tu tiempo: esta partida no puntúa, nunca cuenta en `/stats`, y `/game abandon` la termina cuando quieras.
learn-public-thread = Este canal no admite hilos privados ({ $reason }), así que tu partida de práctica está en este hilo público: cualquiera de aquí puede verla.
learn-public-no-permission = el bot no puede crear hilos privados aquí
learn-public-channel = Discord rechazó un hilo privado en este canal
learn-started = Tu partida de práctica de { $game } (n.º { NUMBER($number, useGrouping: 0) }) te espera en { $thread }, un hilo privado.
learn-started-public = Tu partida de práctica de { $game } (n.º { NUMBER($number, useGrouping: 0) }) está en { $thread }. Este canal no admite hilos privados, así que ese hilo es público.
learn-unrated = Partida de práctica: no puntúa y no cuenta en `/stats`.

learn-refusal-in-thread = Empieza una partida de práctica desde un canal de texto, no dentro de un hilo.
learn-refusal-bots = Una partida de práctica de { $game } admite de { $low } a { $high } bots.
learn-refusal-one-at-a-time = Ya tienes una partida de práctica en curso: n.º { NUMBER($number, useGrouping: 0) } en { $thread }. Termínala, o anúlala allí con `/game abandon`, antes de empezar otra.
learn-refusal-too-often = Has empezado { $count } partidas de práctica en la última hora, el máximo que un miembro puede empezar en una hora. Podrás empezar la siguiente { $when }.
learn-refusal-rematch = Una partida de práctica no tiene revancha: empieza otra con `/learn`.
learn-refusal-no-thread = El bot no pudo abrir un hilo en este canal, así que la partida de práctica se ha cancelado. Prueba `/learn` en otro canal de texto.

learn-lesson-head = 🎓 **Lección**: esta decisión ofrece { $count ->
    [one] una jugada
   *[other] { $count } jugadas
}. Qué hace cada tipo de jugada:
learn-lesson-line = • { $text } ({ $count ->
    [one] 1 opción
   *[other] { $count } opciones
})
learn-lesson-more = • …y { $count ->
    [one] otro tipo de jugada
   *[other] { $count } tipos de jugada más
}: lee cada botón.

learn-lesson-line-detail = • { $text } ({ $count ->
    [one] 1 opción
   *[other] { $count } opciones
}): { $detail }
learn-lesson-scoring = 📊 **Cómo se puntúa**: { $text }
learn-detail-solstis-play = losetas que capturan ahora: { $capturing } de { $tiles } (las demás roban una segunda oportunidad)
learn-detail-nanga-parbat-claim = mejor casilla ofrecida: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
learn-detail-paper-world-take = la mayor toma: { $most ->
    [one] { $most } carta
   *[other] { $most } cartas
}
learn-detail-paper-world-place = cartas de tu mano que caben: { $cards }
learn-detail-mountain-miners-grab = losetas de gemas: { $gems }, boca abajo: { $hidden }, otras losetas: { $others }
learn-detail-sheherazade-take = losetas de Sueño: { $dream }, losetas de Isla: { $island }, boca abajo: { $hidden }
learn-scoring-solstis = al final tu panorama puntúa su zona mayor (1 punto por loseta de paisaje en ella; los arcoíris unen zonas pero no puntúan), los fuegos de las zonas que tocan la fila inferior, 1 por espíritu encontrado y los bonos de tus espíritus. Las capturas hacen crecer el panorama; cerrar un cuadrado de 2 × 2 te hace encontrar un espíritu.
learn-scoring-nanga-parbat = una casilla de la tabla da sus puntos al reclamarla: campamentos sobre alpinistas conectados (fila superior), entregar animales distintos (fila central) o de una sola clase (fila inferior). Atrapar un { np-animal-panda } sin ir en cabeza da 1. Si caes en la casilla de tu rival en el camino, avanzas una más.
learn-scoring-paper-world = al final cada una de tus pilas puntúa las estrellas de su carta superior; los objetivos dan 4, 2 o 1 (quien cumple uno primero recibe más); la ficha de tijeras da 2 a quien la tiene; cada carta en tu mano o en tu pila de descarte resta 1.
learn-scoring-sheherazade = al final solo cuenta lo visible en tu isla: cada una de tus losetas de Sueño puntúa por lo que nombra allí, cada palmera da 1 y cada ave Roc con un huevo 7; quien muestra más bandidos pierde 1 por bandido.
learn-scoring-mountain-miners = al final, para cada gema, quien tiene más losetas de ella suma su valor por loseta y quien tiene menos resta lo mismo (no tener ninguna no cuesta nada); un { mm-kind-multiplier } duplica su montón; cada loseta de { mm-kind-trash } resta 2. La clasificación cuenta lo que todos ven.
learn-why = 💡 Por qué importa: { $effect }
learn-why-deed = 💡 Por qué importa: { $deed } { $effect }
learn-effect-scored = { $player } ha sumado { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} (ahora { $total }; { $learner }: { $yours }).
learn-effect-swing = { $player } ha sumado { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} y { $learner } ha perdido { $lost ->
    [one] 1 punto
   *[other] { $lost } puntos
} (ahora { $total } a { $yours }).
learn-effect-hurt = { $learner } ha perdido { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} (ahora { $yours }; { $player }: { $total }).
learn-effect-lost = { $player } ha perdido { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} (ahora { $total }; { $learner }: { $yours }).
learn-effect-helped = { $learner } gana { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} con ello (ahora { $yours }; { $player }: { $total }).
learn-effect-took = Aún no ha cambiado ningún punto, pero lo que ha tomado { $player } ya no está para { $learner }.
learn-effect-quiet = No ha cambiado ningún punto (la clasificación muestra todas las puntuaciones).
learn-deed-steal = { $player } ha tomado una loseta de un rival.
learn-deed-camps = { $player } ha reclamado una casilla de la tabla con campamentos sobre alpinistas conectados.
learn-deed-trade = { $player } ha reclamado una casilla de la tabla entregando animales.
learn-deed-objective = { $player } ha cumplido un objetivo.
learn-deed-capture = { $player } ha capturado una loseta para su panorama.
learn-deed-spirit = { $player } ha encontrado un espíritu.
learn-deed-evil = { $player } tiene el { solstis-spirit-evil }: a quien lo tenga al final se le cubre un espíritu, que entonces no puntúa.
learn-deed-scissors = { $player } ha tomado la ficha de tijeras (2 puntos para quien la tenga al final).
learn-deed-cards = { $player } ha tomado cartas de los montones (cada una que siga en la mano al final resta 1).
learn-deed-stack = { $player } ha colocado una carta en una pila (puntúan las estrellas de la carta superior).
learn-deed-tile = { $player } ha tomado una de las losetas disponibles.
learn-deed-island = { $player } ha colocado una loseta en su isla.
learn-deed-grab = { $player } ha tomado una loseta de la montaña.
learn-deed-panda = { $player } ha atrapado un { np-animal-panda } sin ir en cabeza, y eso puntúa.
learn-deed-trap = { $player } ha atrapado un animal.


learn-kind-solstis-play = **Jugar una loseta** de tu mano: si su color o su número coincide con una loseta boca arriba del centro, la captura y ambas van a tu panorama; si no, tienes una segunda oportunidad con el montón.
learn-kind-solstis-take = **Elegir la captura**: tu loseta coincide con varias del centro; la que elijas va con ella a tu panorama.
learn-kind-solstis-rainbow = **Colocar un arcoíris** en una casilla vacía junto a tus losetas (cualquiera mientras tu panorama esté vacío): une zonas y puede cerrar un cuadrado de 2 × 2, pero no puntúa por sí mismo.
learn-kind-solstis-square = **Elegir un cuadrado**: has cerrado más de un cuadrado de 2 × 2; te encuentras con tu espíritu en el que elijas (un espíritu por turno).
learn-kind-solstis-spirit = **Encontrarte con un espíritu** boca arriba de la fila: su efecto actúa ya o puntúa al final, como dice su botón.
learn-kind-solstis-draw = **Robar espíritus** y quedarte uno: una apuesta por espíritus que nadie ha visto aún.
learn-kind-solstis-keep = **Quedarte un espíritu** de los que has robado: con ese te encuentras.
learn-kind-solstis-deer = **{ solstis-spirit-deer }**: coloca ya una loseta de tu mano en tu panorama, sin coste.
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }**: coloca en tu panorama una loseta boca arriba del centro.
learn-kind-solstis-viper = **{ solstis-spirit-viper }**: quita a tu rival una loseta aislada de su panorama.
learn-kind-solstis-fox = **{ solstis-spirit-fox }**: elige la loseta de la mano de tu rival que deberá jugar después.
learn-kind-solstis-evil = **{ solstis-spirit-evil }**: elige la casilla del panorama de tu rival que bloquea.
learn-kind-solstis-cover = **{ solstis-spirit-evil }**: tu rival lo tiene al final; elige cuál de sus espíritus tapa: un espíritu tapado no puntúa.

learn-kind-nanga-parbat-trap = **Atrapar un animal** en la región del guía: tu alpinista ocupa su sección, te quedas el animal y el guía pasa a la región de ese número.
learn-kind-nanga-parbat-act = **Activar un animal** (una vez cada uno): intercambiar piezas en la montaña o mover al guía, para preparar una captura mejor.
learn-kind-nanga-parbat-claim = **Reclamar una casilla de la tabla**: campamentos sobre alpinistas conectados, o animales entregados, a cambio de puntos en el camino.
learn-kind-nanga-parbat-skip = **No reclamar nada** este turno: guarda alpinistas y animales para una reclamación mayor.
learn-kind-nanga-parbat-end = **Terminar tu turno**: juega tu rival.
learn-kind-nanga-parbat-hiker = **Elegir un alpinista** para un campamento de tu reclamación: los campamentos deben estar sobre alpinistas conectados.
learn-kind-nanga-parbat-give = **Elegir un animal para entregar** en tu reclamación (un bharal cuenta como cualquier animal).
learn-kind-nanga-parbat-guide = **Poner o mover al guía**: en su región se atrapará el próximo animal.
learn-kind-nanga-parbat-pick = **Elegir una pieza** para el intercambio de un animal: primero una, luego la otra.

learn-kind-paper-world-take = **Tomar cartas**: todas las cartas visibles de los montones de un color o de un valor van a tu mano (9 como máximo; cada carta que quede en la mano resta 1 punto al final).
learn-kind-paper-world-place = **Colocar una carta**: una pila crece en un color, cada carta un valor más; una pila nueva empieza con un 1. Las estrellas visibles puntúan.
learn-kind-paper-world-done = **Terminar tu turno** con las cartas colocadas.
learn-kind-paper-world-pass = **Pasar**: ahora no se puede tomar ni colocar nada.
learn-kind-paper-world-discard = **Descartar una carta** boca abajo: para pagar un salto o respetar el límite de mano; cada carta descartada resta 1 punto.
learn-kind-paper-world-scissors = **Ficha de tijeras**: muévela a la carta que acabas de colocar, o déjala; quien la tiene salta un valor gratis y suma 2 al final.

learn-kind-sheherazade-stack = **Elegir un montón** como Vigía: robas una loseta por jugador del montón superior, central, inferior o de Sueño.
learn-kind-sheherazade-hide = **Esconder una loseta**: queda boca abajo y las demás se muestran; tu rival puede tomarla sin verla.
learn-kind-sheherazade-take = **Tomar una loseta** de las disponibles para tu isla; quien recibe la última es el próximo Vigía.
learn-kind-sheherazade-place = **Colocar la loseta**: una loseta de Isla en su fila, una de Sueño en un hueco de Sueño; lo visible en tu isla puntúa al final.
learn-kind-sheherazade-name = **Elegir quién escoge después** (quien toma la última loseta pasa a ser el Vigía).

learn-kind-mountain-miners-start = **Colocar la flecha** al empezar: su posición decide el lado de la montaña del que se toma primero.
learn-kind-mountain-miners-play = **Jugar una loseta de acción** de tu colección, antes o después de tomar, por su efecto.
learn-kind-mountain-miners-grab = **Tomar una loseta** que mire a la flecha y que nada bloquee: sus gemas van a tus montones, y las mayorías de cada gema puntúan al final.
learn-kind-mountain-miners-nograb = **No tomar nada**: ahora no se puede tomar ninguna loseta.
learn-kind-mountain-miners-end = **Terminar tu turno**: la flecha gira, salvo que las flechas estén bloqueadas.
learn-kind-mountain-miners-peek = **Mirar en secreto** una loseta boca abajo; solo tú sabes qué es.
learn-kind-mountain-miners-reveal = **Revelar**: pon boca arriba una loseta boca abajo, para todos.
learn-kind-mountain-miners-arrow = **Mover una flecha** a una de sus 8 posiciones: decide qué losetas se pueden tomar después.
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }**: colócala o quítala; una segunda flecha abre otro lado.
learn-kind-mountain-miners-swap = **{ mm-kind-swap }**: elige la primera de las dos casillas que se intercambian.
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }**: elige la casilla que se intercambia con la primera (el tablero no puede partirse más).
learn-kind-mountain-miners-steal = **{ mm-kind-steal }**: elige al jugador al que quitas una loseta de su colección.
learn-kind-mountain-miners-take = **{ mm-kind-steal }**: elige la loseta que quitas; cuenta para tus mayorías y ya no para las suyas.
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }**: elige el montón de gemas al que se suma como una gema más.
learn-kind-mountain-miners-join = **Poner tu { mm-kind-multiplier }** en uno de tus montones de gemas: ese montón cuenta el doble, pero ya nunca podrás tomar esa gema (si era secreto, todos lo ven).
learn-kind-mountain-miners-sect = **Elegir una sección** de la loseta partida que has tomado: solo esa cuenta.
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }**: estudia en secreto una línea de losetas boca abajo, o pon dos líneas boca arriba para todos.
learn-kind-mountain-miners-line = **Elegir una línea** para la Bombilla.
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }**: elige un bloque de 2 × 2 losetas que se retira; el siguiente jugador pierde su turno para rellenarlo.
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }**: elige una loseta boca arriba para ponerla boca abajo.
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }**: recoge una loseta vecina; después termina tu turno.
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }**: elige una de tus losetas partidas.
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }**: elige la sección que cuenta a partir de ahora.
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }**: elige una loseta del tablero para girarla.
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }**: elige cuánto gira; eso cambia la sección que mira a la flecha.
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }**: copia una acción que aún se vea en el tablero.
learn-kind-mountain-miners-art = **{ mm-kind-artefact }**: descarta todo un montón de gemas tuyo, para librarte de una penalización por minoría.
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }**: elige una loseta para moverla a una casilla vacía.
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }**: elige la casilla vacía adonde va.
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }**: toma cualquier loseta del mapa, apunte adonde apunte la flecha.
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }**: elige cuánto giran las flechas a partir de ahora.
