# Solstis: the rules' events, move labels and lobby options, the board image and the score sheet.
#
# German terms (see the glossary in core.ftl): Panorama, Auslage (display), Stapel (pile), zweite
# Chance, Regenbogen, Quadrat (2 x 2 filled cells), Geisterreihe (spirit line), Böser Geist (Evil
# Spirit, inflected by hand: den Bösen Geist), Glühwürmchen (Fireflies), entzündete/unentzündete Feuer,
# Gebiet (area), erbeuten/Beute (capture). Owners with “von”, never a genitive -s on a name.
# $player and $rival are players' names; $tile, $captured, $cell and $square are tile names
# (solstis-tile-*: a cell or a square is named by the tile that belongs on it, a square by its
# bottom-left cell); $spirit is a spirit's name, $effect what it does.

## Tiles: a Land tile is named by its row's colour and its number ($number: 1 to 10)
solstis-tile-red = Rot { $number }
solstis-tile-orange = Orange { $number }
solstis-tile-green = Grün { $number }
solstis-tile-blue = Blau { $number }
solstis-tile-pink = Rosa { $number }
solstis-tile-purple = Lila { $number }

## Spirits: the name, what it does (short: it goes into move labels), and the code on its token
# A code is two letters (the name's first two), drawn on a small token.
solstis-spirit-fish = Fisch
solstis-spirit-fish-text = lege jetzt einen Regenbogen
solstis-spirit-fish-code = { "Fi" }
solstis-spirit-deer = Hirsch
solstis-spirit-deer-text = lege jetzt ein Handplättchen
solstis-spirit-deer-code = { "Hi" }
solstis-spirit-eagle = Adler
solstis-spirit-eagle-text = lege jetzt das oberste Stapelplättchen
solstis-spirit-eagle-code = { "Ad" }
solstis-spirit-bear = Bär
solstis-spirit-bear-text = ziehe 1; ab jetzt 4 auf der Hand
solstis-spirit-bear-code = { "Bä" }
solstis-spirit-fly = Fliege
solstis-spirit-fly-text = lege ein zufälliges Plättchen der Gegnerhand
solstis-spirit-fly-code = { "Fl" }
solstis-spirit-beetle = Käfer
solstis-spirit-beetle-text = lege ein Plättchen aus der Auslage
solstis-spirit-beetle-code = { "Kä" }
solstis-spirit-marmot = Murmeltier
solstis-spirit-marmot-text = mache noch einen Zug
solstis-spirit-marmot-code = { "Mu" }
solstis-spirit-bee = Biene
solstis-spirit-bee-text = +1 je einfachen Geist
solstis-spirit-bee-code = { "Bi" }
solstis-spirit-ladybug = Marienkäfer
solstis-spirit-ladybug-text = +1 je unentzündetes Feuer
solstis-spirit-ladybug-code = { "Ma" }
solstis-spirit-wolf = Wolf
solstis-spirit-wolf-text = +1 je getrenntes Gebiet
solstis-spirit-wolf-code = { "Wo" }
solstis-spirit-squirrel = Eichhörnchen
solstis-spirit-squirrel-text = lege am Ende deine Hand aus
solstis-spirit-squirrel-code = { "Ei" }
solstis-spirit-bird = Vogel
solstis-spirit-bird-text = +1 je weiteren blauen Geist
solstis-spirit-bird-code = { "Vo" }
solstis-spirit-frog = Frosch
solstis-spirit-frog-text = +1 je Regenbogen
solstis-spirit-frog-code = { "Fr" }
solstis-spirit-moth = Motte
solstis-spirit-moth-text = +1 je entzündetes Feuer
solstis-spirit-moth-code = { "Mo" }
solstis-spirit-cow = Heilige Kuh
solstis-spirit-cow-text = +1 je Plättchen des zweitgrößten Gebiets
solstis-spirit-cow-code = { "Ku" }
solstis-spirit-phoenix = Phönix
solstis-spirit-phoenix-text = +1 je Glühwürmchen
solstis-spirit-phoenix-code = { "Ph" }
solstis-spirit-viper = Viper
solstis-spirit-viper-text = stiehl ein isoliertes Gegnerplättchen
solstis-spirit-viper-code = { "Vi" }
solstis-spirit-fox = Fuchs
solstis-spirit-fox-text = sieh die Gegnerhand, wähle sein nächstes Plättchen
solstis-spirit-fox-code = { "Fu" }
solstis-spirit-evil = Böser Geist
solstis-spirit-evil-text = Grundspiel: deckt am Ende einen Geist ab; Glühwürmchen: sperrt ein Gegnerfeld
solstis-spirit-evil-code = { "Bö" }

## Lobby option
solstis-option-variant = Variante
solstis-variant-base = Grundspiel
solstis-variant-firefly = Erweiterung Glühwürmchen
solstis-variant-discovery = Entdeckung (ohne Bösen Geist)

## Move labels (at most 80 characters with the longest names)
solstis-action-play-capture = Spiele { $tile }, erbeute { $captured }
solstis-action-play-second-chance = Spiele { $tile } (keine Beute: zweite Chance)
solstis-action-take = { $tile } erbeutet { $captured }
solstis-action-rainbow = Lege einen Regenbogen auf { $cell }
solstis-action-square = Wähle für den Geist das Quadrat bei { $square }
solstis-action-meet = Begegne dem Geist { $spirit } ({ $effect })
solstis-action-draw = Ziehe { $count ->
        [one] einen Geist
       *[other] { $count } Geister
    } verdeckt, behalte einen
solstis-action-keep = Behalte den Geist { $spirit } ({ $effect })
solstis-action-deer = { solstis-spirit-deer }: lege { $tile }
solstis-action-beetle = { solstis-spirit-beetle }: lege { $tile }
solstis-action-viper = { solstis-spirit-viper }: stiehl { $tile }
solstis-action-fox = { solstis-spirit-fox }: dein Gegner muss { $tile } spielen
solstis-action-evil = Setze den Bösen Geist auf { $cell } des Gegners
solstis-action-cover = { solstis-spirit-evil }: decke den Geist { $spirit } des Gegners ab

## Events (the game's log)
solstis-event-played-captured = { $player } spielt { $tile } und erbeutet { $captured }
solstis-event-played-no-capture = { $player } spielt { $tile }: keine Beute
solstis-event-second-chance-drawn = { $player } zieht { $tile } als zweite Chance
solstis-event-second-chance-captured = Zweite Chance von { $player }: { $tile } erbeutet { $captured }
solstis-event-second-chance-rainbow = Zweite Chance von { $player }: { $tile } erbeutet auch nichts, dafür gibt es einen Regenbogen
solstis-event-second-chance-no-rainbow = Zweite Chance von { $player }: { $tile } erbeutet nichts; kein Regenbogen mehr übrig
solstis-event-rainbow-placed = { $player } legt einen Regenbogen auf { $cell }
solstis-event-no-rainbow-cell = { $player } hat kein Feld für einen Regenbogen
solstis-event-tile-blocked = { $tile } ist im Panorama von { $player } blockiert und verlässt das Spiel
solstis-event-square-chosen = { $player } wählt das Quadrat bei { $square } für einen Geist
solstis-event-spirits-drawn = { $player } zieht { $count ->
        [one] einen Geist
       *[other] { $count } Geister
    } verdeckt
solstis-event-spirit-to-line = { $spirit } kommt offen in die Geisterreihe
solstis-event-met = { $player } begegnet dem Geist { $spirit } auf dem Quadrat bei { $square }
solstis-event-evil-drawn-kept = { $player } zieht den Bösen Geist und behält ihn
solstis-event-evil-drawn-haunts = { $player } zieht den Bösen Geist: Er sucht das Panorama von { $rival } heim
solstis-event-evil-passes = Der Böse Geist geht an { $player }
solstis-event-evil-placed = { $player } setzt den Bösen Geist auf { $cell } von { $rival }
solstis-event-evil-leaves = Der Böse Geist findet kein Feld und verlässt das Spiel
solstis-event-evil-covers = Der Böse Geist deckt den Geist { $spirit } von { $player } ab
solstis-event-eagle = Der { solstis-spirit-eagle } bringt { $tile } zu { $player }
solstis-event-fly = Die { solstis-spirit-fly } holt { $tile } aus der Hand von { $rival } für { $player }
solstis-event-deer = Der { solstis-spirit-deer } legt { $tile } aus der Hand von { $player }
solstis-event-beetle = Der { solstis-spirit-beetle } bringt { $tile } aus der Auslage zu { $player }
solstis-event-viper = Die { solstis-spirit-viper } stiehlt { $tile } von { $rival } für { $player }
solstis-event-fox = { $player } sieht die Hand von { $rival } und bestimmt das Plättchen, das als Nächstes gespielt werden muss
solstis-event-plays-again = { $player } ist noch einmal am Zug ({ solstis-spirit-marmot })
solstis-event-firefly = { $player } bekommt ein Glühwürmchen auf dem Quadrat bei { $square }
solstis-event-firefly-win = { $player } hat { $count } Glühwürmchen und gewinnt sofort!
solstis-event-squirrel = Das { solstis-spirit-squirrel } legt die Hand von { $player } aus: { $tiles }
solstis-event-passes = { $player } kann nichts erbeuten und passt
# $scores: a list of solstis-event-final-score
solstis-event-game-over = Spielende: { $scores }
solstis-event-final-score = { $player } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }

## Score sheet columns (one per source of points) and the score lines on the board
score-solstis-largest = Größtes Gebiet
score-solstis-fires = Feuer
score-solstis-spirits = Geister
score-solstis-bonus = Geisterbonus
score-solstis-fireflies = Glühwürmchen
score-solstis-firefly-win = Sofortsieg
score-solstis-total = Summe

## The board image
# The status line: $player decides $task (one of solstis-board-phase-*)
solstis-board-to-act = { $player }: { $task }
solstis-board-phase-play = spiele ein Plättchen
solstis-board-phase-take = wähle die Beute der zweiten Chance
solstis-board-phase-rainbow = lege einen Regenbogen
solstis-board-phase-square = wähle das Quadrat für den Geist
solstis-board-phase-spirit = begegne einem offenen Geist oder ziehe 2
solstis-board-phase-keep = behalte einen der 2 gezogenen Geister
solstis-board-phase-deer = { solstis-spirit-deer }: lege ein Handplättchen
solstis-board-phase-beetle = { solstis-spirit-beetle }: nimm ein Plättchen der Auslage
solstis-board-phase-viper = { solstis-spirit-viper }: stiehl ein isoliertes Plättchen
solstis-board-phase-fox = { solstis-spirit-fox }: wähle das nächste Gegnerplättchen
solstis-board-phase-evil = setze den Bösen Geist ins Panorama des Gegners
solstis-board-phase-cover = decke einen Geist mit dem Bösen Geist ab
# $winners: the winners' names as a list
solstis-board-game-over = { $count ->
        [one] Spielende: { $winners } gewinnt
       *[other] Spielende: { $winners } teilen sich den Sieg
    }
solstis-board-holds-evil = hat den Bösen Geist
solstis-board-drew-evil = zog den Bösen Geist
solstis-board-must-play-fox = muss das { solstis-spirit-fox }-Plättchen spielen
solstis-board-covered = { $spirit } (abgedeckt)
solstis-board-second-chance = Zweite Chance:
solstis-board-pile = Stapel { $count }
solstis-board-rainbows = Regenbögen { $count }
solstis-board-deck = Geisterstapel { $count }
solstis-board-fireflies = Glühwürmchen { $count }
solstis-board-out-of-game = Aus dem Spiel { $count }
solstis-board-drawn = { $count ->
        [one] { $count } Geist verdeckt gezogen
       *[other] { $count } Geister verdeckt gezogen
    }
solstis-board-spirit-line = Geisterreihe
solstis-board-spirit-pill = { $spirit }: { $effect }
solstis-board-empty = leer
solstis-board-last-turn = Letzter Zug von { $player }
solstis-board-firefly-key = Glühwürmchen (gefüllt: zählt)
solstis-board-fire-key = Feuer (gefüllt: entzündet)
solstis-board-choices-key = wählbar
solstis-board-square-key = das Quadrat für den Geist
solstis-board-hand-private = Hand von { $player } (geheim)
solstis-board-no-capture = keine Beute
solstis-board-captures-key = was es erbeutet
solstis-board-drawn-keep = Verdeckt gezogen (behalte einen):
solstis-board-rival-hand = Hand von { $player } ({ solstis-spirit-fox }):
solstis-board-rival-must-play = { $player } muss spielen:
solstis-board-your-move = Du bist dran: { $count ->
        [one] { $count } Option
       *[other] { $count } Optionen
    } in `/move`

## Alt text of the board image
solstis-alt-player = { $player }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
# $spirits: the spirits of the panorama as a list
solstis-alt-player-spirits = { $player }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, Geister: { $spirits }.
solstis-alt-last-turn = Letzter Zug ({ $player }) umrandet: { $cells ->
        [one] { $cells } Feld gefüllt
       *[other] { $cells } Felder gefüllt
    }{ $spirits ->
        [0] {""}
        [one] , { $spirits } Geist begegnet
       *[other] , { $spirits } Geistern begegnet
    }.
solstis-option-variant-about = Glühwürmchen: 4 neue Geister, Glühwürmchen, ein neuer Böser Geist. Entdeckung: ohne Bösen Geist.
