# Nanga Parbat: what the rules say (events, choices, refusals) and what its board shows.
# A section of the mountain is written "2.4" (region 2, section 4); a spot of the points chart
# "D2" (column D, row 2). Both are passed as they are and never translated.
# German terms (see the glossary in core.ftl): Wanderer (hiker), Bergführer (guide), Lager (camp),
# Region, Abschnitt (section), Punktetafel (chart), Tafelwürfel (chart cube), sichern (claim),
# fangen (trap), aktivieren, abgeben (trade). The animal messages are the bare names (the glossary's
# terms); a sentence that needs an article selects it on the name, so that Blauschaf (neuter) and
# Leopard (weak: den Leoparden) are declined right: { $animal -> [Blauschaf] ein Blauschaf ... }.

## The animals (names as printed in the rules) and what activating one does
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Short names, written on the sections of the mountain and in the players' animal tables: keep them
# to about 8 letters (a longer one is broken over two lines on a section).
np-animal-short-leopard = Leopard
np-animal-short-tahr = Tahr
np-animal-short-deer = Hirsch
np-animal-short-yak = Yak
np-animal-short-bharal = Blauschaf
np-animal-short-panda = Panda

np-power-leopard = tausche zwei benachbarte Wanderer
np-power-tahr = tausche einen Wanderer mit einem benachbarten Tier
np-power-deer = tausche zwei beliebige Tiere
np-power-yak = versetze den Bergführer in eine andere Region

## Pieces named in a swap (always used as the object of a verb: accusative)
np-piece-hiker = den Wanderer von { $owner }
np-piece-your-hiker = deinen Wanderer
np-piece-opponent-hiker = den gegnerischen Wanderer
np-piece-animal = { $animal ->
        [Blauschaf] das Blauschaf
        [Leopard] den Leoparden
       *[name] den { $animal }
    }

## Lobby option
np-option-area-scoring = Gebietswertung
np-option-area-scoring-off = Aus (Standardspiel)
np-option-area-scoring-on = An (Regionen punkten am Ende)

## Events in the game's log
np-event-guide-placed = { $player } stellt den Bergführer in Region { $region }.
np-event-guide-relocated = { $player } versetzt den Bergführer von der leeren Region { $from } in Region { $to }.
np-event-yak-moved-guide = { $player } aktiviert { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    }: Der Bergführer zieht von Region { $from } in Region { $to }.
np-event-activates = { $player } aktiviert { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    }.
np-event-trapped = { $player } fängt { $animal ->
        [Blauschaf] das Blauschaf
        [Leopard] den Leoparden
       *[name] den { $animal }
    } auf { $cell }; der Bergführer geht in Region { $region }.
np-event-trapped-scoring = { $player } fängt { $animal ->
        [Blauschaf] das Blauschaf
        [Leopard] den Leoparden
       *[name] den { $animal }
    } auf { $cell } ({ $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    }, jetzt { $score }); der Bergführer geht in Region { $region }.
np-event-picks = { $player } wählt { $piece } auf { $cell } zum Tauschen.
np-event-swapped = { $player } aktiviert { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    } und vertauscht { $first } auf { $from } und { $second } auf { $to }.
np-event-goes-for = { $player } wählt { $spot } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }).
np-event-hiker-marked = { $player } markiert den Wanderer auf { $cell } für ein Lager.
np-event-gives = { $player } gibt { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    } ab.
np-event-claims-nothing = { $player } sichert in diesem Zug nichts.
np-event-ends-turn = { $player } beendet den Zug.
np-event-claimed-camps = { $player } sichert { $spot }: baut { $count ->
        [one] ein Lager
       *[other] { $count } Lager
    } auf { $cells }; { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    }, jetzt { $score }.
np-event-claimed-camps-path = { $player } sichert { $spot }: baut { $count ->
        [one] ein Lager
       *[other] { $count } Lager
    } auf { $cells }; { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    } und 1 für die Pfadregel, jetzt { $score }.
np-event-claimed-trade = { $player } sichert { $spot } und gibt dafür ab: { $animals }; { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    }, jetzt { $score }.
np-event-claimed-trade-path = { $player } sichert { $spot } und gibt dafür ab: { $animals }; { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    } und 1 für die Pfadregel, jetzt { $score }.
np-event-area-scored = Gebietswertung: { $player } hat { $pieces } Figuren in Region { $region }: { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    }.
np-event-area-scored-path = Gebietswertung: { $player } hat { $pieces } Figuren in Region { $region }: { $points ->
        [one] +{ $points } Punkt
       *[other] +{ $points } Punkte
    } und 1 für die Pfadregel.
np-event-over-hikers = Spielende: Beide Spieler haben alle Wanderer eingesetzt. Endstand { $first }–{ $second }.
np-event-over-cubes = Spielende: Beide Spieler haben alle Tafelwürfel eingesetzt. Endstand { $first }–{ $second }.

## Choices (buttons and menus: at most 80 characters)
np-action-place-guide = Stelle den Bergführer in Region { $region }
np-action-relocate-guide = Region { $from } ist leer: versetze den Bergführer in Region { $to }
np-action-trap = Fange { $animal ->
        [Blauschaf] das Blauschaf
        [Leopard] den Leoparden
       *[name] den { $animal }
    } auf { $cell } (Bergführer dann in Region { $region })
np-action-activate = Aktiviere { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    }: { $power }
np-action-claim-camps = Sichere { $spot }: Lager auf { $count } verbundenen Wanderern für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
np-action-claim-different = Sichere { $spot }: { $count } verschiedene Tiere gegen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
np-action-claim-same = Sichere { $spot }: { $count } gleiche Tiere gegen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
np-action-claim-nothing = Sichere in diesem Zug nichts
np-action-end-turn = Beende deinen Zug
np-action-camp-hiker = Setze ein Lager auf deinen Wanderer ({ $cell }, noch { $left } zu wählen)
np-action-trade = Gib { $animal ->
        [Blauschaf] ein Blauschaf
        [Leopard] einen Leoparden
       *[name] einen { $animal }
    } ab (noch { $left } zu wählen)
np-action-trade-ready = Gib { $animal ->
        [Blauschaf] ein nicht aktiviertes Blauschaf
        [Leopard] einen nicht aktivierten Leoparden
       *[name] einen nicht aktivierten { $animal }
    } ab (noch { $left } zu wählen)
np-action-trade-used = Gib { $animal ->
        [Blauschaf] ein schon aktiviertes Blauschaf
        [Leopard] einen schon aktivierten Leoparden
       *[name] einen schon aktivierten { $animal }
    } ab (noch { $left } zu wählen)
np-action-yak-guide = { $animal }: versetze den Bergführer in Region { $region }
np-action-swap-first = { $animal }: tausche { $piece } auf { $cell }
np-action-swap-second = { $animal }: …und { $piece } auf { $cell }

## What the player to act decides now (after their name on the board)
np-decision-over = die Partie ist vorbei
np-decision-place-guide = stelle den Bergführer in eine Region
np-decision-relocate-guide = Region { $region } ist leer: versetze den Bergführer
np-decision-trap = fange ein Tier in Region { $region }
np-decision-claim = sichere ein Tafelfeld, aktiviere ein Tier oder spiele weiter
np-decision-after = aktiviere ein Tier oder beende den Zug
np-decision-yak = { $animal }: wähle die neue Region des Bergführers
np-decision-swap-first = { $animal }: wähle die erste Figur zum Tauschen
np-decision-swap-second = { $animal }: wähle die zweite Figur zum Tauschen
np-decision-camps = { $spot }: wähle { $left ->
        [one] einen Wanderer
       *[other] { $left } Wanderer
    } für Lager
np-decision-trade = { $spot }: wähle { $left ->
        [one] ein Tier
       *[other] { $left } Tiere
    } zum Abgeben
np-decision-trade-given = { $spot }: wähle { $left ->
        [one] noch ein Tier
       *[other] noch { $left } Tiere
    } zum Abgeben (abgegeben: { $given })

## The board image
np-board-progress = Zug { $turn } von { $turns }
np-board-progress-area = Zug { $turn } von { $turns } · Gebietswertung
np-board-status = { $player } — { $decision }
np-board-over-win = Spielende: { $player } gewinnt mit { $high } zu { $low } Punkten
np-board-over-shared = Spielende: geteilter Sieg mit { $high } zu { $low } Punkten
np-board-player = Spieler { $number }
# The guide's label on the mountain (short: the full word Bergführer does not fit beside the region).
np-board-guide = Führer
np-board-cubes-left = Tafelwürfel: { $count }
np-board-first-player = Startspieler
np-board-used = genutzt
np-board-legend-hiker = Wanderer
np-board-legend-camp = Lager
np-board-legend-path = gepunkteter Pfad
np-board-legend-section = { $region }.{ $section }: Region { $region }, Abschnitt { $section }
np-board-legend-choices = deine Optionen
np-board-legend-chosen = gewählt
np-board-legend-last-turn = letzter Zug

## Alt text of the board image
np-alt-guide = Der Bergführer steht in Region { $region }.
np-alt-last-turn = Der letzte Zug von { $player } veränderte die Abschnitte { $cells } (umrandet).

## Score sheet columns (the breakdown of a final score)
score-nanga-parbat-camps = Lager
score-nanga-parbat-different = Verschiedene Tiere
score-nanga-parbat-same = Gleiche Tiere
score-nanga-parbat-panda = Pandas
score-nanga-parbat-area = Regionen
score-nanga-parbat-path = Pfadregel
np-option-area-scoring-about = Sind alle Wanderer eingesetzt, bringt jede Region 1/2/3 Punkte für 4/5/6 Wanderer und Lager.

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = die Regel, dass der Startspieler bei Gleichstand verliert
