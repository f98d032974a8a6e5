# Mountain Miners: every word the game says (log lines, moves, prompts, lobby options) and draws.
#
# German terms (see the glossary in core.ftl): Plättchen (tile) on the Berg (mountain) or in a
# player's collection; abbauen (to grab a tile from the mountain: “Baue Rubin (1) auf C4 ab”),
# einsammeln (to collect, Plünderung); ein geteiltes Plättchen (split tile, Edelsteinsplitter) has
# Abschnitte (sections), a collected one is a Splitter (shard); a player's tiles of one gem form a
# Stapel (pile); the Pfeil (arrow) stands at one of eight Positionen (N, NO, O, SO, S, SW, W, NW)
# and dreht sich (turns) at the end of each turn, by 45°, 90° or 180°; a Feld (cell) is named by its
# column letter and row number (C4), “auf C4”; a Linie is a Reihe (row) or a Spalte (column).
# Action tiles are Aktionsplättchen (“spiele eine Aktion”); their names are nouns.

## Tiles: gems, special tiles and action tiles

mm-kind-ruby = Rubin
mm-kind-sapphire = Saphir
mm-kind-emerald = Smaragd
mm-kind-lapis = Lapis
mm-kind-diamond = Diamant
mm-kind-pearl = Perle
mm-kind-onyx = Onyx
mm-kind-amethyst = Amethyst
mm-kind-trash = Geröll
mm-kind-multiplier = Multiplikator
mm-kind-wildcard = Joker
mm-kind-arrow-move = Pfeilbewegung
mm-kind-arrow-lock = Pfeilsperre
mm-kind-swap = Tausch
mm-kind-double = Doppelabbau
mm-kind-steal = Diebstahl
mm-kind-lightbulb = Glühbirne
mm-kind-bomb = Bombe
mm-kind-second-arrow = Zweiter Pfeil
mm-kind-ransack = Plünderung
mm-kind-rotate-grabbed = Funddrehung
mm-kind-rotate-board = Bergdrehung
mm-kind-chameleon = Chamäleon
mm-kind-artefact = Artefakt
mm-kind-flashlight = Taschenlampe
mm-kind-rumble = Beben
mm-kind-ring = Ring
mm-kind-wildcard-arrow = Jokerpfeil
# A tile with its points: „Onyx (4)“, „Geröll (-2)“.
mm-kind-with-value = { $kind } ({ $value })
# The sections of a split tile, in order: „Onyx (4) / Tausch“.
mm-sections = { $first } / { $rest }
mm-tile-secret = geheimes Plättchen
mm-tile-wildcard-as = Joker (als { $gem })
mm-tile-multiplier-on = Multiplikator (auf { $gem })
# A collected split tile, named by its active section: „Splitter Onyx (4)“.
mm-tile-shard = Splitter { $tile }

## Short codes of the action tiles, drawn where a name does not fit (each image explains them)
## Three capital letters from the German name.

mm-code-arrow-move = PFB
mm-code-arrow-lock = PFS
mm-code-swap = TAU
mm-code-double = DOP
mm-code-steal = DIB
mm-code-lightbulb = GLÜ
mm-code-bomb = BOM
mm-code-second-arrow = PF2
mm-code-ransack = PLÜ
mm-code-rotate-grabbed = FDR
mm-code-rotate-board = BDR
mm-code-chameleon = CHA
mm-code-artefact = ART
mm-code-flashlight = LAM
mm-code-rumble = BEB
mm-code-ring = RIN
mm-code-wildcard-arrow = JPF

## Positions of the arrows around the mountain (compass points: Nord, Ost, Süd, West)

mm-position-n = N
mm-position-ne = NO
mm-position-e = O
mm-position-se = SO
mm-position-s = S
mm-position-sw = SW
mm-position-w = W
mm-position-nw = NW

## How far the arrows turn each turn (Wildcard Arrow), and how far Rotate Board turns a tile
## (in degrees, after “um”: „Drehung um 90°“, „Drehe C4 um 90°“)

mm-step-1 = 45°
mm-step-2 = 90°
mm-step-4 = 180°
mm-quarters-1 = 90°
mm-quarters-2 = 180°
mm-quarters-3 = 270°

## Cells and lines of the mountain

mm-line-row = Reihe { $row }
mm-line-column = Spalte { $column }
mm-cell-empty = { $cell } (leer)
mm-cell-face-down = { $cell } (verdeckt)
mm-cell-tile = { $cell } ({ $tile })
mm-cell-split = { $cell } (geteilt)

## Lobby options

mm-option-off = Aus
mm-option-on = An
mm-option-no = Nein
mm-option-dark-tunnels = Dunkle Stollen
mm-option-dark-tunnels-about = Verdeckte Plättchen, 2 neue Edelsteine, Geröll, Multiplikator und 4 neue Aktionen.
mm-option-gemshards = Edelsteinsplitter
mm-option-gemshards-about = Geteilte Plättchen mit 1 bis 4 Abschnitten, 2 neue Edelsteine, Joker und 4 neue Aktionen.
mm-option-golden-actions = Goldene Aktionen
mm-option-golden-actions-about = Taschenlampe, Beben, Ring und Jokerpfeil.
mm-option-harder = Schwerer
mm-option-harder-on = An: eine Aktion pro Zug
mm-option-harder-about = Höchstens eine Aktion pro Zug, vor oder nach dem Abbauen.
mm-option-quick-start = Schnellstart
mm-option-quick-start-actions = Je 1 Aktionsplättchen
mm-option-quick-start-any = Je 1 zufälliges Plättchen
mm-option-quick-start-about = Alle beginnen mit einem Plättchen.
mm-option-quick-secret = Startplättchen geheim
mm-option-quick-secret-yes = Ja: verdeckt auf der Hand
mm-option-quick-secret-about = Das Startplättchen bleibt verdeckt auf der Hand.
mm-option-quick-arrow = Startspieler setzt den Pfeil
mm-option-quick-arrow-yes = Ja, ohne Startplättchen
mm-option-quick-arrow-about = Der Startspieler setzt den Pfeil, statt ein Startplättchen zu nehmen.
mm-option-map-size = Größe des Bergs
mm-option-map-size-auto = Automatisch
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = Wird automatisch verkleinert, wenn der Vorrat an Plättchen zu klein ist.

## Moves a player may choose (at most 80 characters)

mm-action-start-arrow = Setze den Pfeil zu Beginn auf { $position }
mm-action-play = Spiele { $tile }
mm-action-no-grab = Baue nichts ab (kein Plättchen ist erlaubt)
mm-action-end-turn = Beende deinen Zug
mm-action-grab = Baue { $tile } auf { $cell } ab
mm-action-grab-face-down = Baue das verdeckte Plättchen auf { $cell } ab
mm-action-collect = Sammle { $tile } auf { $cell } ein
mm-action-collect-face-down = Sammle das verdeckte Plättchen auf { $cell } ein
mm-action-peek = Sieh dir heimlich das Plättchen auf { $cell } an
mm-action-reveal = Decke das Plättchen auf { $cell } auf
mm-action-arrow-to = Setze den Pfeil auf { $position }
mm-action-arrow-stays = Lass den Pfeil auf { $position }
mm-action-arrow-n-to = Setze Pfeil { $arrow } auf { $position }
mm-action-arrow-n-stays = Lass Pfeil { $arrow } auf { $position }
mm-action-second-arrow = Setze den zweiten Pfeil auf { $position }
mm-action-swap-first = Tausch: wähle zuerst { $cell }
mm-action-swap-with = Tausche { $first } mit { $cell }
mm-action-steal-from = Bestiehl { $victim }
# The player stolen from is named by the step before and by the prompt.
mm-action-steal-tile = Stiehl { $tile }
mm-action-assign = Lege { $tile } auf deinen Stapel { $gem }
mm-action-join-multiplier = Lege deinen { mm-kind-multiplier } auf deinen Stapel { $gem }
mm-action-join-secret-multiplier = Lege deinen geheimen { mm-kind-multiplier } offen auf deinen Stapel { $gem }
mm-action-keep-section = Behalte den Abschnitt { $tile }
mm-action-lightbulb-study = Glühbirne: sieh dir heimlich eine Linie an
mm-action-lightbulb-show =
    Glühbirne: decke { $count ->
        [one] eine Linie
       *[other] { $count } Linien
    } für alle auf
mm-action-study-line = Sieh dir { $line } an
mm-action-reveal-line = Decke { $line } auf
mm-action-bomb = Sprenge { $first }–{ $last }
mm-action-ransack-flip = Plünderung: verdecke { $cell }
# Only a split tile turns: $tile is always a shard („Splitter Onyx (4)“).
mm-action-rotate-own = Drehe deinen { $tile }
mm-action-active-section = Mache { $tile } zum aktiven Abschnitt
mm-action-rotate-tile = Drehe das Plättchen auf { $cell }
mm-action-rotate-by = Drehe { $cell } um { $turn } im Uhrzeigersinn
mm-action-chameleon = Chamäleon: nutze { $tile }
mm-action-chameleon-fizzles = Chamäleon: nichts zu kopieren (verpufft)
mm-action-discard-pile = Wirf deinen Stapel { $gem } ab
mm-action-rumble-pick = Beben: bewege { $cell }
mm-action-rumble-to = Bewege { $origin } nach { $cell }
mm-action-set-step = Stelle die Drehung ab jetzt auf { $step }

## What happened (the game's log)

mm-event-start-arrow = { $player } setzt den Pfeil zu Beginn auf { $position }.
mm-event-no-grab = { $player } kann kein Plättchen abbauen.
mm-event-ended-turn = { $player } beendet den Zug.
mm-event-chose = { $player } trifft eine Wahl.
mm-event-chose-swap = { $player } wählt { $cell } als erstes Plättchen zum Tauschen.
mm-event-chose-victim = { $player } will { $victim } bestehlen.
mm-event-chose-study = { $player } will sich heimlich eine Linie ansehen.
mm-event-chose-reveal =
    { $player } will { $count ->
        [one] eine Linie
       *[other] { $count } Linien
    } aufdecken.
mm-event-chose-rotate-tile = { $player } wählt das Plättchen auf { $cell } zum Drehen.
mm-event-chose-rotate-own = { $player } wählt, welches eigene Plättchen gedreht wird.
mm-event-chose-rumble = { $player } wählt das Plättchen auf { $cell } zum Bewegen.
mm-event-chose-flip = { $player } wählt das Plättchen auf { $cell } zum Verdecken.
mm-event-grabbed = { $player } baut { $tile } auf { $cell } ab.
mm-event-flashlight = { $player } nutzt die Taschenlampe für { $tile } auf { $cell }.
mm-event-collected = { $player } sammelt { $tile } auf { $cell } ein.
mm-event-uncovered-forbidden = { $player } deckt { $tile } auf { $cell } auf, darf dieses Plättchen aber nicht abbauen; es bleibt offen liegen.
mm-event-joins-pile = { $tile } von { $player } kommt auf den Stapel { $gem }.
mm-event-multiplier-joined = { $player } legt den { mm-kind-multiplier } auf den Stapel { $gem }: Der Stapel zählt doppelt, und { $player } darf { $gem } nicht mehr abbauen.
mm-event-secret-multiplier-joined = { $player } deckt das geheime Plättchen auf, einen { mm-kind-multiplier }, und legt ihn auf den Stapel { $gem }: Der Stapel zählt doppelt, und { $player } darf { $gem } nicht mehr abbauen.
mm-event-multiplier-unjoined = Der { mm-kind-multiplier } von { $player } liegt auf keinem Stapel und zählt nichts.
mm-event-played = { $player } spielt { $tile }.
mm-event-arrows-locked = Die Pfeile sind jetzt gesperrt.
mm-event-arrows-unlocked = Die Pfeile sind wieder frei.
mm-event-rotation-clockwise = Die Pfeile drehen sich jetzt im Uhrzeigersinn.
mm-event-rotation-anticlockwise = Die Pfeile drehen sich jetzt gegen den Uhrzeigersinn.
mm-event-second-arrow-removed = Der zweite Pfeil wird entfernt.
mm-event-arrow-turns = Der Pfeil dreht sich nach { $position }.
mm-event-arrows-turn = Die Pfeile drehen sich nach { $positions }.
mm-event-peeked = { $player } sieht sich heimlich das Plättchen auf { $cell } an.
mm-event-revealed = { $player } deckt das Plättchen auf { $cell } auf: { $tile }.
mm-event-refill =
    { $player } setzt aus und füllt das Loch mit { $count ->
        [one] einem Plättchen
       *[other] { $count } Plättchen
    } auf.
# A player's score in the final line: „Anna 12“.
mm-player-points = { $player } { $points }
mm-event-over-no-gems = Am Berg sind keine Edelsteine mehr: Die Partie ist vorbei. Punkte: { $scores }.
mm-event-over-stalled = Zu lange konnte niemand ein Plättchen abbauen: Die Partie ist vorbei. Punkte: { $scores }.
mm-event-arrow-moved = { $player } setzt den Pfeil auf { $position }.
mm-event-arrow-n-moved = { $player } setzt Pfeil { $arrow } auf { $position }.
mm-event-second-arrow-placed = { $player } setzt den zweiten Pfeil auf { $position }.
mm-event-swapped = { $player } tauscht { $first } und { $second }.
mm-event-stole = { $player } stiehlt { $tile } von { $victim }.
mm-event-kept-section = { $player } behält den Abschnitt { $tile }.
mm-event-studied = { $player } sieht sich heimlich { $line } an.
mm-event-revealed-line = { $player } deckt { $line } auf.
mm-event-bombed =
    { $player } sprengt { $first }–{ $last }: { $count ->
        [one] ein Plättchen ist
       *[other] { $count } Plättchen sind
    } weg; der nächste Spieler füllt das Loch auf.
mm-event-ransack-flipped = { $player } plündert und verdeckt { $cell }.
mm-event-rotated-own = { $player } dreht ein Plättchen auf seinen Abschnitt { $tile }.
mm-event-rotated-tile = { $player } dreht das Plättchen auf { $cell }.
mm-event-chameleon-fizzled = Das Chamäleon von { $player } findet nichts zum Kopieren.
mm-event-chameleon-copies = Das Chamäleon von { $player } kopiert { $tile }.
mm-event-artefact =
    { $player } wirft mit dem Artefakt den Stapel { $gem } ab ({ $count ->
        [one] ein Plättchen
       *[other] { $count } Plättchen
    }).
mm-event-rumbled = { $player } bewegt mit dem Beben das Plättchen von { $origin } nach { $cell }.
mm-event-step-set = { $player } stellt die Drehung auf { $step }.

## Refusals

mm-refusal-unknown-choice = „{ $choice }“ steht bei dieser Aktion nicht zur Wahl.

## The acting player's decision, drawn under the mountain

mm-prompt-grab = Baue ein Plättchen oben am Berg ab
mm-prompt-grab-or-play = Baue ein Plättchen oben am Berg ab oder spiele eine Aktion
mm-prompt-play-or-end = Spiele ein Aktionsplättchen oder beende deinen Zug
mm-prompt-arrow-start = Wähle, wo der Pfeil startet
mm-prompt-peek = Sieh dir heimlich ein verdecktes Plättchen an
mm-prompt-reveal = Decke ein verdecktes Plättchen für alle auf
mm-prompt-swap-first = Tausch: wähle das erste Feld
mm-prompt-swap-second = Tausch: wähle das zweite Feld
mm-prompt-arrow = Wähle die neue Position des Pfeils
mm-prompt-steal-victim = Diebstahl: wähle einen Spieler
mm-prompt-steal-tile = Diebstahl bei { $victim }: wähle ein Plättchen
mm-prompt-assign = Wähle den Stapel für { $tile }
mm-prompt-section = Wähle, welchen Abschnitt des Plättchens du behältst
mm-prompt-lightbulb =
    Glühbirne: sieh heimlich eine Linie an oder decke { $count ->
        [one] eine Linie
       *[other] { $count } Linien
    } auf
mm-prompt-lightbulb-line = Glühbirne: wähle eine Linie
mm-prompt-bomb = Bombe: wähle einen 2 × 2-Block (benannt nach seinen Ecken)
mm-prompt-ransack-flip = Plünderung: verdecke ein offenes Plättchen
mm-prompt-ransack-collect = Plünderung: sammle ein Plättchen daneben ein
mm-prompt-rotate-own = Funddrehung: wähle ein Plättchen und seinen neuen Abschnitt
mm-prompt-rotate-tile = Bergdrehung: wähle ein Plättchen
mm-prompt-rotate-how-far = Bergdrehung: wähle, wie weit gedreht wird
mm-prompt-chameleon = Chamäleon: wähle eine Aktion, die am Berg zu sehen ist
mm-prompt-artefact = Artefakt: wähle einen Stapel zum Abwerfen
mm-prompt-flashlight = Taschenlampe: baue ein beliebiges Plättchen ab
mm-prompt-rumble-tile = Beben: wähle ein Plättchen zum Bewegen
mm-prompt-rumble-cell = Beben: wähle ein leeres Feld
mm-prompt-step = Jokerpfeil: wähle, wie weit sich die Pfeile drehen

## Words drawn on the boards

mm-board-player-number = Spieler { $number }
mm-board-locked = gesperrt: keine Drehung
mm-board-turns-clockwise = Drehung um { $step } im Uhrzeigersinn
mm-board-turns-anticlockwise = Drehung um { $step } gegen den Uhrzeigersinn
mm-board-deck =
    Vorrat: { $count ->
        [one] ein Plättchen
       *[other] { $count } Plättchen
    }
mm-board-removed = entfernt: { $count }
mm-board-refill-due =
    aufzufüllen: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }
# Facts about the mountain in a row: „Vorrat: 12 Plättchen, genutzte Aktionen: 3“.
mm-board-facts = { $first }, { $rest }
mm-board-multiplier-mark = ×{ $factor }
# The letter on a Wildcard icon (Joker).
mm-board-wildcard-mark = J
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = Multiplikator ×{ $factor }
mm-board-legend-face-down = ? verdeckt
mm-board-legend-seen = blauer Rahmen: von dir gesehen
mm-board-legend-targets = gelber Rahmen: wählbar
mm-board-legend-facing = heller: das baust du ab
mm-board-legend-last-turn = letzter Zug von { $player }
mm-board-legend-taken = Plättchen abgebaut
mm-board-legend-most = die meisten: + Wert je Edelstein
mm-board-legend-fewest = die wenigsten: − Wert je Edelstein
mm-board-legend-gem-value = Zahl auf einem Edelstein: sein Wert
mm-board-legend-pile-count = Zahl: Edelsteine in diesem Stapel
mm-board-legend-multiplier-joined = { mm-kind-multiplier }: dieser Stapel zählt ×{ $factor }
mm-board-legend-secret = geheimes Plättchen (verdeckt)
mm-board-legend-active = der Abschnitt, der zählt
mm-board-your-move = Du bist dran: { $prompt }

## Score sheet columns (render/score_sheet.py: score-<game>-<breakdown key>)

score-mountain-miners-ruby = Rubine
score-mountain-miners-sapphire = Saphire
score-mountain-miners-emerald = Smaragde
score-mountain-miners-lapis = Lapis
score-mountain-miners-diamond = Diamanten
score-mountain-miners-pearl = Perlen
score-mountain-miners-onyx = Onyx
score-mountain-miners-amethyst = Amethyste
score-mountain-miners-trash = Geröll

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = die geringere Zahl gesammelter Plättchen
