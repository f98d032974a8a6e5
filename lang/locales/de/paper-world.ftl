# Paper World: the rules' words (events, moves, lobby option) and the words drawn on its boards.
#
# German terms (see the glossary in core.ftl): Karte (card), Ziehstapel (one of the five face-up
# piles; short “Stapel” where no landscape stack is near), Stapel (a stack of the landscape),
# Landschaft (3 x 3), Sprung (a skip: a value left out, “einen Wert überspringen”), Scherenmarker
# (the red scissors token), Schere/✂ (the scissors logo), Ziel/Zielkarte (objective), Marker (the
# 4/2/1 token of an objective), Sterne (stars = points), Abwurf (the face-down discard), Handlimit.
# A card is named “Gelb 3”; a value group “3er” (“alle 3er”). Positions are adverbs (“oben links”,
# “in der Mitte”): a stack is “Gelb 3 oben links”, a space “das freie Feld oben links”.

## Colours and cards
pw-colour-yellow = Gelb
pw-colour-blue = Blau
pw-colour-green = Grün
pw-colour-black = Schwarz
# The same, short, for the cards drawn small: used only where the full name is wider than a card
# (about 75 px at the boards' smallest text, some 6 Latin letters).
pw-colour-yellow-short = Gelb
pw-colour-blue-short = Blau
pw-colour-green-short = Grün
pw-colour-black-short = Schw
# A card: its colour and its value (1 to 5).
pw-card-yellow = Gelb { $value }
pw-card-blue = Blau { $value }
pw-card-green = Grün { $value }
pw-card-black = Schwarz { $value }
# A card's value alone, in a list of cards of one colour („Nimm alle in Gelb: 1, 2 und 4✂“).
pw-value = { $value }
# A card, colour or value that carries the scissors logo.
pw-scissors-mark = { $name }✂

## Objective cards
pw-objective-1 = L in einer Farbe
pw-objective-2 = 4 Ecken, gleicher Wert
pw-objective-3 = L aus 2ern
pw-objective-4 = Quadrat in 4 Farben
pw-objective-5 = 9 Stapel
pw-objective-6 = Diagonale in einer Farbe
pw-objective-7 = Reihe aus 3ern
pw-objective-8 = 2 Stapel mit 5
pw-objective-9 = 1-2-3-4-5 sichtbar
pw-objective-10 = Spalte 2-5-2
pw-objective-11 = Diagonale 2-3-4
pw-objective-12 = 3 Stapel mit 4
pw-objective-13 = 5 Stapel mit 1
pw-objective-14 = Reihe mit Summe 9
pw-objective-15 = Spalte mit Summe 12
pw-objective-16 = 3 Stapel mit Schere
pw-objective-17 = Quadrat aus 3ern
pw-objective-18 = Quadrat in einer Farbe
pw-objective-19 = Kreuz aus 5 Werten
pw-objective-20 = Kreuz aus 4 Farben

## Places in the 3 x 3 landscape (to tell apart two stacks showing the same card)
pw-position-top-left = oben links
pw-position-top = oben
pw-position-top-right = oben rechts
pw-position-left = links
pw-position-centre = in der Mitte
pw-position-right = rechts
pw-position-bottom-left = unten links
pw-position-bottom = unten
pw-position-bottom-right = unten rechts
# A stack named by its visible card and its place: „Gelb 3 oben links“, „Gelb 3 in der Mitte“.
pw-stack-at = { $card } { $position }
# Where a new stack goes: an empty space of the 3 x 3 frame drawn now („auf das freie Feld oben links“),
pw-where-space = auf das freie Feld { $position }
# or just beyond the frame's left edge (a landscape two stacks wide is drawn leaning left), by the
# row it extends („links neben der oberen Reihe“: the row word is an adjective after “der”) ...
pw-where-left-of-row = links neben der { $row } Reihe
pw-row-top = oberen
pw-row-middle = mittleren
pw-row-bottom = unteren
# ... or just beyond its top edge (a landscape two stacks high is drawn leaning up), by the column
# („über der linken Spalte“).
pw-where-above-column = über der { $column } Spalte
pw-column-left = linken
pw-column-middle = mittleren
pw-column-right = rechten

## Lobby option
pw-option-objectives = Ziele
pw-option-objectives-random = 3 zufällige der 20
pw-option-objectives-starred = Die 3 mit Stern (1, 14, 16)
pw-option-objectives-about = Welche Zielkarten zu Beginn aufgedeckt werden.

## Moves (at most 80 characters with the longest arguments). A skip (Sprung) leaves out one value;
## it is paid for by discarding a card, or free while the player holds the scissors token.
pw-action-take-colour = Nimm alle in { $colour }: { $values }
pw-action-take-value = Nimm alle { $value }er: { $colours }
pw-action-place-on = Lege { $card } auf { $target }
pw-action-place-on-skip-free = Lege { $card } auf { $target } (Sprung gratis)
pw-action-place-on-skip-discard = Lege { $card } auf { $target } (Sprung bezahlt)
# A new stack: „Lege Gelb 1 auf das freie Feld oben links“, „Lege Gelb 1 links neben der oberen Reihe“.
pw-action-place-new = Lege { $card } { $where }
pw-action-place-new-skip-free = Lege { $card } { $where } (Sprung gratis)
pw-action-place-new-skip-discard = Lege { $card } { $where } (Sprung bezahlt)
pw-action-done = Fertig: beende deinen Zug
pw-action-pass = Passe (nichts zu nehmen oder zu legen)
pw-action-discard-skip = Wirf { $card } ab, um den Sprung zu bezahlen
pw-action-discard-limit = Wirf { $card } ab (Handlimit { $limit })
pw-action-scissors-move = Setze den Scherenmarker auf deine Karte { $card }
pw-action-scissors-leave = Lass den Scherenmarker, wo er ist

## Events
pw-event-took-colour = { $player } nimmt alle in { $colour }: { $cards }
pw-event-took-value = { $player } nimmt alle { $value }er: { $cards }
pw-event-placed-on = { $player } legt { $card } auf { $below }
pw-event-placed-on-skip = { $player } legt { $card } auf { $below } (Sprung)
pw-event-placed-new = { $player } beginnt mit { $card } einen neuen Stapel
pw-event-placed-new-skip = { $player } beginnt mit { $card } einen neuen Stapel (Sprung)
pw-event-discarded-skip = { $player } wirft eine Karte verdeckt ab, um den Sprung zu bezahlen
pw-event-discarded-limit = { $player } wirft eine Karte verdeckt ab (Handlimit { $limit })
pw-event-scissors-from-supply = { $player } nimmt den Scherenmarker aus dem Vorrat und setzt ihn auf { $card }
pw-event-scissors-moved = { $player } setzt den Scherenmarker auf { $card }
pw-event-scissors-taken = { $player } nimmt { $owner } den Scherenmarker ab und setzt ihn auf { $card }
pw-event-scissors-left = { $player } lässt den Scherenmarker, wo er ist
pw-event-done = { $player } beendet den Zug: { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } gelegt
pw-event-passed = { $player } passt: nichts zu nehmen oder zu legen
pw-event-objective = { $player } erfüllt „{ $objective }“ (+{ $points })
pw-event-final-round = { $piles ->
        [one] Nur noch ein Ziehstapel übrig
       *[other] Nur noch { $piles } Ziehstapel übrig
    }: Alle spielen noch einen Zug.
pw-event-game-over = Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $stars ->
        [one] { $stars } Punkt
       *[other] { $stars } Punkten
    }.

## Drawn on the boards
pw-board-player = Spieler { $number }
pw-board-you = { $name } (du)
pw-board-pile-gone = leer
# The note over the piles once the final round has begun.
pw-board-final-round = Schlussrunde: noch { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }
pw-board-objective = { $name } (#{ $number })
pw-board-hand = Deine Hand: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
pw-board-hint-turn = Du bist dran: nimm von den Stapeln oder lege Karten
pw-board-hint-placing = Lege weitere in gleicher Farbe oder mit gleichem Wert, oder Fertig
pw-board-hint-skip = Wähle eine Karte, die du für den Sprung abwirfst
pw-board-hint-scissors = Scherenmarker auf deine neue Karte setzen?
pw-board-hint-limit = Wirf Karten ab, bis du nur noch { $limit } hast
pw-board-hand-footer = Dein Abwurf (verdeckt, je -1): { $discard }
pw-board-discard-empty = leer
pw-board-legend-last-turn-anyone = letzter Zug
pw-board-legend-scissors-logo = Scherenkarte
pw-board-legend-stacked = Kartenzahl
pw-board-legend-stars = Sterne (Punkte)
pw-board-legend-copies = Anzahl auf der Hand
pw-board-legend-placeable-now = jetzt legbar
pw-board-legend-placeable-later = in deinem Zug legbar
pw-board-legend-scissors-token = Scherenmarker
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = Punkte für den Nächsten, der es erfüllt

## The score sheet's columns (render/score_sheet.py: score-paper-world-<breakdown key>)
score-paper-world-stars = Sterne
score-paper-world-objectives = Ziele
score-paper-world-scissors = Schere
score-paper-world-hand = Hand
score-paper-world-discard = Abwurf
score-paper-world-total = Summe

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = die geringere Zahl abgeworfener Karten
