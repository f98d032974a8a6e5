## Glossary
# Términos de juego elegidos para es-ES (léelos antes de traducir más archivos y mantenlos):
# Tono: tuteo ("tu turno", "te toca"); botones y jugadas en infinitivo ("Jugar", "Robar");
#   en el registro, pretérito indefinido o presente como el inglés ("jugó", "roba").
# game (the board game) = juego; game (one match) = partida; game over = fin de la partida
# player = jugador; rival/opponent = rival; seat = plaza; table = mesa
# bot = bot; AI = IA; lobby = sala; host = anfitrión
# turn = turno; move (a play, a choice) = jugada; "Move 12" on a board = Jugada 12
# legal moves = jugadas válidas; round = ronda; pass = pasar; win = ganar / victoria
# shared win = victoria compartida; score (total) = puntuación; points = puntos (1 punto)
# score sheet = hoja de puntuación; board = tablero; hand = mano; option = opción
# variant = variante; expansion = expansión; base game = juego básico; log = registro
# tile = loseta; gem = gema; card = carta; cube = cubo; piece = pieza; token = ficha
# cell / spot = casilla; row = fila; column = columna; region = región; section = sección
# draw (from a pile) = robar; steal = quitar (never "robar"); take = tomar; place = colocar
# put = poner; capture = capturar; swap = intercambiar; trade/give (Nanga Parbat) = entregar
# claim = reclamar; activate = activar; discard = descartar; hide = esconder; reveal = revelar
# pile / stack = montón; deck = mazo; face up / face down = boca arriba / boca abajo
# on offer = disponibles; left (remaining) = quedan / restantes; last turn = último turno
# Solstis: spirit = espíritu; Evil Spirit = Espíritu Maligno; panorama = panorama;
#   display = centro; second chance = segunda oportunidad; rainbow = arcoíris (pl. arcoíris);
#   square = cuadrado; spirit line = fila de espíritus; Firefly = Luciérnaga;
#   lit / unlit fire = fuego encendido / apagado; area = zona; meet a spirit = encontrarse con;
#   Discovery = Descubrimiento; tiles "red 5" = "5 rojo", "el 5 rojo", "del 5 rojo" (colours: rojo, naranja, verde, azul,
#   rosa, morado); spirit codes: two letters from the Spanish name (Pz, Ci, Ág, ..., EM);
#   spirit names vary in gender, so a { $spirit } argument never follows "el"/"la": write it after
#   a colon, "su" or "con" ("se encontró con { $spirit }")
# Nanga Parbat: hiker = alpinista; camp = campamento; guide = el guía; points chart = tabla de
#   puntos; chart cube = cubo de la tabla; path rule = regla del camino; area scoring =
#   puntuación de regiones; animals: Leopardo, Tahr, Ciervo, Yak,
#   Bharal, Panda (all masculine: "un/el { $animal }")
# Sheherazade: Lookout = Vigía; Dream = Sueño; Island tile = loseta de Isla; Genie = Genio;
#   Genie side = cara de Genio; Magic Lamp = Lámpara mágica; stacks: montón superior, central,
#   inferior, de Sueño (on a stack's back, short: Arriba, Centro, Abajo, Sueño); Roc = Roc;
#   Roc Bird = Ave Roc; Egg = Huevo; Palm = Palmera; Bandit = Bandido; Snake = Culebra (fits a
#   tile); Fennec = Fénec; gems: Esmeralda, Rubí, Diamante; Dream slot = hueco
# Paper World: pile (the five in the middle) = montón; stack (in a landscape) = pila;
#   landscape = paisaje; hand = mano; skip = salto (salto gratis / pagado); scissors token =
#   ficha de tijeras; scissors logo = símbolo de tijeras (a card with it: carta con tijeras);
#   objective = objetivo; objective token = ficha; stars = estrellas; discard (pile) = descarte;
#   supply = reserva; Done = Listo; colours: Amarillo, Azul, Verde, Negro (a card: "3 amarillo",
#   "el 3 amarillo de arriba", the article in the sentence); empty space = hueco; 2s / 3s = doses / treses
# Mountain Miners: mountain = montaña; arrow = flecha (second arrow = segunda flecha); grab =
#   tomar; collect = recoger; steal = quitar (the tile: Hurto); pile of one gem = montón de
#   { gema }; split tile = loseta partida; section = sección (active = activa); shard = fragmento;
#   face-down tile = loseta boca abajo; peek = mirar en secreto; line = línea (fila / columna);
#   hole = hueco; refill = rellenar; deck = mazo; clockwise = en sentido horario / antihorario;
#   turn steps: un octavo / un cuarto de vuelta, media vuelta; compass: N NE E SE S SO O NO;
#   gems: Rubí, Zafiro, Esmeralda, Lapislázuli, Diamante, Perla, Ónix, Amatista; Basura,
#   Multiplicador, Comodín (icon letter C); actions: Mover flecha (MOV), Bloquear flecha (BLQ),
#   Intercambio (INT), Doble (DOB), Hurto (HUR), Bombilla (LUZ), Bomba (BOM), Segunda flecha
#   (FL2), Saqueo (SAQ), Girar propia (GPR), Girar tablero (GTB), Camaleón (CAM), Artefacto
#   (ART), Linterna (LIN), Temblor (TEM), Anillo (ANI), Flecha comodín (FCO); expansions:
#   Túneles oscuros, Fragmentos de gema, Acciones doradas; most / fewest = mayoría / minoría
# Board images: short words; a label that does not fit is cut by the drawing code, so check
#   long ones on the images (e.g. "Alpinistas: 7" rather than "Alpinistas restantes: 7").
# Quotation marks: «…»; ordinals: 1.º, 2.ª
# Bot (bot.ftl, render.ftl): thread = hilo; server = servidor; channel = canal; direct messages =
#   mensajes directos; admin = administrador del servidor; owner = propietario; decision = decisión;
#   "to decide" = decidir ("te toca decidir"); pace = ritmo (live = en directo, slow = lento);
#   level = nivel (fácil, normal, difícil; "Ada (bot difícil)"); time-out = tiempo agotado;
#   clock = reloj; reminder = aviso; autopilot = piloto automático; hand over (a seat to the AI) =
#   ceder; take back (a seat) = recuperar; undo / take back a decision = deshacer; resign =
#   rendirse; abandon (end without result) = anular (never "abandonar", which reads as resign);
#   vote = voto; cap = límite; rating = Elo; rated / unrated = puntuable / no puntuable;
#   leaderboard = clasificación; place (ranking) = puesto (1.º); results = resultados; replay =
#   repetición; private view = vista privada; picker = selector; choice = opción; page = página
# Buttons: Unirse, Salir, Añadir bot, Opciones, Empezar, Cancelar, Jugar turno, Mi mano
# Slash commands (names): jugar (juego, bots, ritmo, nivel), jugada (acción), mano, tablero,
#   partida (ceder [jugador], recuperar, deshacer, rendirse, anular, registro, lista), reglas
#   (juego), ayuda, estadísticas (usuario), clasificación (juego), admin (copia); a command in
#   backticks inside a sentence stays English (`/game takeback`), and so do /help's command paths

# Shared words: numbers, lists, and what every part of the bot says.
number = { $value }
refusal-default = Eso no se puede hacer ahora.

## Refusals of any game's rules
rules-refusal-player-count = { $game } se juega de { $low } a { $high } jugadores.
rules-refusal-unknown-option = { $game } no tiene la opción «{ $option }».
rules-refusal-option-value = La opción «{ $option }» no puede valer «{ $value }».
rules-refusal-not-an-action = Esa no es una jugada de este juego.
rules-refusal-game-over = La partida ha terminado.
rules-refusal-not-your-turn = No te toca decidir.
rules-refusal-not-legal-now = «{ $action }» no es una de tus jugadas válidas ahora.
rules-option-chosen = { $option }: { $choice }

## Short tags side by side: what goes between two of them
tag-separator = { ", " }
