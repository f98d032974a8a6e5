## Glossary
# German words chosen for the bot. Keep them the same in every file; read this before translating more.
# Style: address the player as “du”; buttons and move labels in the imperative (“Spiele …”, “Nimm …”);
# the game log in the present tense (“Anna spielt …”); a status after a name in the imperative, lower
# case (“Anna: spiele ein Plättchen”). Quotation marks „…“. Owners with “von” (“die Hand von Anna”),
# never a genitive -s on a player's name. A name given as an argument (a spirit, an animal) gets no
# article that would have to agree with it: write “dem Geist { $spirit }” or use it bare as a label.
#
# General
#   player = Spieler · opponent/rival = Gegner (gegnerisch, Gegnerhand, Gegnerfeld) · seat = Platz
#   host = Gastgeber · bot = Bot · AI = KI · lobby = Lobby · game (a table being played) = Partie,
#   the board game itself = Spiel · game over = Spielende · final score = Endstand
#   turn (a player's turn) = Zug (“du bist am Zug”, “letzter Zug”, “beende deinen Zug”)
#   move (one decision) = Zug; the numbered counter on images and in text = Schritt (“Schritt 14”);
#   Aktion only for Mountain Miners' action tiles (Aktionsplättchen)
#   your move (on images) = “Du bist dran” · choice/option = Option · round = Runde
#   points = Punkte (1 Punkt; dative “mit 5 Punkten”) · score = Punktestand · scoring = Wertung
#   score sheet = Wertungsblatt · total = Summe · to win = gewinnen · shared win = teilen sich den Sieg
#   option/variant = Option/Variante · base game = Grundspiel · expansion = Erweiterung
#   board/image = Spielplan · legend = Legende · hand = Hand · tile = Plättchen · gem = Edelstein
#   pile/stack = Stapel · draw = ziehen · discard = abwerfen · place = legen · swap = tauschen
#   face up = offen · face down = verdeckt · empty = leer · private = geheim · you (on images) = du
# The bot on Discord (bot.ftl, render.ftl)
#   decision = Entscheidung · undo = zurücknehmen (button: Entscheidung zurücknehmen) · resign =
#   aufgeben · abandon (a game) / cancel (a lobby) = abbrechen, Abbruch · vote = Stimme · hand over
#   (a seat to the AI) = an die KI übergeben, Übergabe · take back (a seat) = zurückholen · autopilot
#   = Autopilot · time-out = Zeitüberschreitung · clocks = Bedenkzeit · pace = Tempo (Live/Langsam)
#   level = Stufe (leicht/normal/schwer; “Leichter Bot”, “Ada (Bot, leicht)”) · log = Protokoll
#   rating = Wertungszahl · rated/unrated = gewertet/ungewertet · leaderboard = Rangliste
#   place in a ranking = Rang (never Platz, which is a seat; “1.” on the sheet) · win = Sieg
#   thread = Thread · channel = Kanal · server admin = Server-Admin · direct messages =
#   Direktnachrichten · member = Mitglied · owner = Besitzer · backup = Sicherung · button = Button
#   private view = geheime Ansicht · legal moves = erlaubte Züge · replay = Wiederholung
#   deal = Austeilen · cap = Limit · buttons: Beitreten, Verlassen, Bot hinzufügen, Optionen,
#   Starten, Abbrechen, Zug machen (take turn), Meine Hand
#   command names: spielen (spiel, bots, tempo, stufe), zug (wahl), hand, spielplan, partie
#   (übergeben [spieler], zurückholen, rückgängig, aufgeben, abbrechen, protokoll, liste), regeln
#   (spiel), hilfe, statistik (mitglied), rangliste (spiel), admin (sicherung); commands written in
#   sentences stay English: `/game log`
# Solstis
#   panorama = Panorama · display = Auslage · second chance = zweite Chance · capture = erbeuten,
#   a capture = Beute (“keine Beute”) · rainbow = Regenbogen · square (2 x 2) = Quadrat · cell = Feld
#   area = Gebiet · row = Reihe · spirit = Geist (Geister) · meet a spirit = dem Geist … begegnen
#   spirit line = Geisterreihe · spirit deck = Geisterstapel · Evil Spirit = Böser Geist (den Bösen
#   Geist) · Firefly/Fireflies = Glühwürmchen · lit/unlit fire = entzündetes/unentzündetes Feuer
#   tiles: Rot, Orange, Grün, Blau, Rosa, Lila + number · spirits: Fisch, Hirsch, Adler, Bär, Fliege,
#   Käfer, Murmeltier, Biene, Marienkäfer, Wolf, Eichhörnchen, Vogel, Frosch, Motte, Heilige Kuh,
#   Phönix, Viper, Fuchs (token codes: the first two letters; Böser Geist = Bö)
# Nanga Parbat
#   hiker = Wanderer · guide = Bergführer (its label on the board: Führer) · camp = Lager
#   region = Region · section = Abschnitt · piece = Figur · points chart = Punktetafel
#   chart spot = Feld/Tafelfeld · chart cube = Tafelwürfel · claim = sichern · trap = fangen
#   activate = aktivieren · ready/used = bereit/genutzt · trade/give = abgeben · path rule = Pfadregel
#   scoring path = Wertungspfad · area scoring = Gebietswertung · first player = Startspieler
#   animals: Leopard, Tahr, Hirsch, Yak, Blauschaf, Panda (the names the board writes)
# Sheherazade
#   Lookout = Späher · stacks = oberer/mittlerer/unterer Stapel, Traumstapel (on a stack: Oben, Mitte,
#   Unten, Traum) · Island tile = Inselplättchen · Dream tile = Traumplättchen · Dream column =
#   Traumspalte · Genie (side) = Geist (Geist-Seite) · on offer = Angebot · storyteller = Erzähler
#   name who picks next = bestimmen, wer als Nächstes wählt · elements: Palme, Roch, Ei, Affe, Fennek,
#   Kamel, Elefant, Schlange, Smaragd, Rubin, Diamant, Wunderlampe, Räuber · Dream tiles: Vogel Roch,
#   Wunderlampe, Schlange, Geist, Edelsteine (Spalte), Edelsteine (Reihe) — the German edition's words
#   (never Kobra, Lampe or Steine; glossary.json in this folder has every component's term)
# Paper World
#   card = Karte · pile (the five face-up piles) = Ziehstapel (on the board just Stapel) · stack (in
#   the landscape) = Stapel · landscape = Landschaft · space = freies Feld · column = Spalte
#   skip (a value left out) = Sprung (einen Wert überspringen; “Sprung gratis/bezahlt”)
#   scissors token = Scherenmarker · scissors logo = Schere (Scherenkarte) · token = Marker
#   objective = Ziel (Zielkarte) · meet an objective = erfüllen · stars = Sterne · supply = Vorrat
#   discard pile (face down) = Abwurf · hand limit = Handlimit · final round = Schlussrunde
#   colours: Gelb, Blau, Grün, Schwarz (short on small cards: Schw) · a card = “Gelb 3” · all 3s = alle 3er
#   positions: oben links, oben, oben rechts, links, in der Mitte, rechts, unten links, unten, unten rechts
# Mountain Miners
#   mountain = Berg · grab (from the mountain) = abbauen (“Baue Rubin (1) auf C4 ab”) · collect =
#   einsammeln · collection = Sammlung · pile (one gem's tiles) = Stapel (“Stapel Rubin”) · cell = Feld
#   (“auf C4”) · line = Linie (Reihe/Spalte) · arrow = Pfeil · turn (rotate) = drehen, Drehung (45°,
#   90°, 180°) · clockwise = im Uhrzeigersinn · lock = sperren · compass: N, NO, O, SO, S, SW, W, NW
#   split tile = geteiltes Plättchen · section = Abschnitt · shard = Splitter · face-down = verdeckt
#   peek/study = heimlich ansehen · reveal = aufdecken · deck = Vorrat · hole = Loch · refill = auffüllen
#   action tile = Aktionsplättchen · most/fewest = die meisten/die wenigsten · secret = geheim
#   expansions: Dunkle Stollen, Edelsteinsplitter, Goldene Aktionen · Trash = Geröll
#   gems: Rubin, Saphir, Smaragd, Lapis, Diamant, Perle, Onyx, Amethyst · Multiplikator, Joker (mark J)
#   actions (code): Pfeilbewegung PFB, Pfeilsperre PFS, Tausch TAU, Doppelabbau DOP, Diebstahl DIB,
#   Glühbirne GLÜ, Bombe BOM, Zweiter Pfeil PF2, Plünderung PLÜ, Funddrehung FDR, Bergdrehung BDR,
#   Chamäleon CHA, Artefakt ART, Taschenlampe LAM, Beben BEB, Ring RIN, Jokerpfeil JPF

# Shared words: numbers, lists, and what every part of the bot says.
number = { $value }
refusal-default = Das geht gerade nicht.

## Refusals of any game's rules
rules-refusal-player-count = { $game } ist für { $low } bis { $high } Spieler.
rules-refusal-unknown-option = { $game } hat keine Option „{ $option }“.
rules-refusal-option-value = Die Option „{ $option }“ kennt den Wert „{ $value }“ nicht.
rules-refusal-not-an-action = Das ist kein Zug dieses Spiels.
rules-refusal-game-over = Die Partie ist vorbei.
rules-refusal-not-your-turn = Du bist gerade nicht am Zug.
rules-refusal-not-legal-now = „{ $action }“ ist gerade kein erlaubter Zug für dich.
rules-option-chosen = { $option }: { $choice }

## Short tags side by side: what goes between two of them
tag-separator = { ", " }
