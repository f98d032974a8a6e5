## /learn: eine Übungspartie gegen Bots, die alles erklärt (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = lernen
cmd-learn-description = Lerne ein Spiel gegen Bots in einem privaten Thread, mit Lektionen.
cmd-learn-game-name = spiel
cmd-learn-game-description = Das Spiel, das du lernen willst
cmd-learn-bots-name = bots
cmd-learn-bots-description = Wie viele Bots gegen dich spielen (Standard: so wenige, wie das Spiel braucht)
cmd-learn-level-name = stufe
cmd-learn-level-description = Wie gut die Bots spielen (Standard: leicht)
help-learn-command = /learn
help-learn-text = Lerne ein Spiel gegen Bots in einem privaten Thread, jede Entscheidung erklärt. Ungewertet.

learn-thread-name = Übung: { $game } #{ NUMBER($number, useGrouping: 0) }
learn-welcome = { $member }, willkommen zu deiner Übungspartie { $game }! Drücke **{ turn-button-take }** unter dem Spielplan: Jede Entscheidung beginnt mit einer kurzen Lektion. Die Bots spielen von selbst, und jeder ihrer Züge sagt, warum er zählt. Lass dir Zeit: Diese Partie ist ungewertet, zählt nie in `/stats`, und `/game abandon` beendet sie, wann du willst.
learn-public-thread = In diesem Kanal ist kein privater Thread möglich ({ $reason }), darum liegt deine Übungspartie in diesem öffentlichen Thread: Alle hier können zusehen.
learn-public-no-permission = der Bot darf hier keine privaten Threads erstellen
learn-public-channel = Discord hat in diesem Kanal keinen privaten Thread erlaubt
learn-started = Deine Übungspartie { $game } (#{ NUMBER($number, useGrouping: 0) }) wartet in { $thread }, einem privaten Thread.
learn-started-public = Deine Übungspartie { $game } (#{ NUMBER($number, useGrouping: 0) }) liegt in { $thread }. In diesem Kanal ist kein privater Thread möglich, darum ist er öffentlich.
learn-unrated = Übungspartie: ungewertet, und sie zählt nicht in `/stats`.

learn-refusal-in-thread = Starte eine Übungspartie in einem Textkanal, nicht in einem Thread.
learn-refusal-bots = Eine Übungspartie { $game } spielt man mit { $low } bis { $high } Bots.
learn-refusal-one-at-a-time = Du hast schon eine laufende Übungspartie: #{ NUMBER($number, useGrouping: 0) } in { $thread }. Spiele sie zu Ende oder brich sie dort mit `/game abandon` ab, bevor du eine neue startest.
learn-refusal-too-often = Du hast in der letzten Stunde { $count } Übungspartien gestartet, mehr erlaubt der Bot einem Mitglied pro Stunde nicht. Die nächste kannst du { $when } starten.
learn-refusal-rematch = Eine Übungspartie hat keine Revanche: Starte eine neue mit `/learn`.
learn-refusal-no-thread = Der Bot konnte in diesem Kanal keinen Thread eröffnen, darum fällt die Übungspartie aus. Versuche `/learn` in einem anderen Textkanal.

learn-lesson-head = 🎓 **Lektion**: Diese Entscheidung bietet { $count ->
    [one] einen Zug
   *[other] { $count } Züge
}. Was jede Art von Zug bewirkt:
learn-lesson-line = • { $text } ({ $count ->
    [one] 1 Option
   *[other] { $count } Optionen
})
learn-lesson-more = • …und { $count ->
    [one] eine weitere Art von Zug
   *[other] { $count } weitere Arten von Zügen
}: Sieh dir die Buttons an.

learn-lesson-line-detail = • { $text } ({ $count ->
    [one] 1 Option
   *[other] { $count } Optionen
}): { $detail }
learn-lesson-scoring = 📊 **So wird gewertet**: { $text }
learn-detail-solstis-play = Plättchen, die jetzt erbeuten: { $capturing } von { $tiles } (die anderen ziehen eine zweite Chance)
learn-detail-nanga-parbat-claim = bestes angebotenes Feld: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
learn-detail-paper-world-take = größte Auswahl: { $most ->
    [one] { $most } Karte
   *[other] { $most } Karten
}
learn-detail-paper-world-place = Karten deiner Hand, die passen: { $cards }
learn-detail-mountain-miners-grab = Edelsteinplättchen: { $gems }, verdeckt: { $hidden }, andere Plättchen: { $others }
learn-detail-sheherazade-take = Traumplättchen: { $dream }, Inselplättchen: { $island }, verdeckt: { $hidden }
learn-scoring-solstis = Am Ende wertet dein Panorama sein größtes Gebiet (1 Punkt je Landschaftsplättchen darin; Regenbögen verbinden Gebiete, zählen aber nichts), die Feuer in Gebieten, die die unterste Reihe berühren, 1 Punkt je Geist, dem du begegnet bist, und die Boni deiner Geister. Erbeuten lässt dein Panorama wachsen; ein geschlossenes 2 × 2-Quadrat bringt einen Geist.
learn-scoring-nanga-parbat = Ein Feld der Punktetafel bringt seine Punkte, sobald du es sicherst: Lager auf verbundenen Wanderern (obere Reihe), verschiedene Tiere abgeben (mittlere Reihe) oder Tiere einer Art (untere Reihe). Ein { np-animal-panda } bringt 1 Punkt, wenn du nicht vorn liegst. Landest du auf dem Feld deines Gegners auf dem Wertungspfad, rückst du eins weiter.
learn-scoring-paper-world = Am Ende zählt jeder deiner Stapel die Sterne seiner obersten Karte; Ziele bringen 4, 2 oder 1 (wer eins zuerst erfüllt, bekommt am meisten); der Scherenmarker bringt seinem Besitzer 2; jede Karte auf deiner Hand oder in deinem Abwurf kostet 1.
learn-scoring-sheherazade = Am Ende zählt nur, was auf deiner Insel sichtbar ist: Jedes deiner Traumplättchen wertet, was es dort nennt, jede Palme bringt 1, jeder Vogel Roch mit einem Ei 7; wer die meisten Räuber zeigt, verliert 1 je Räuber.
learn-scoring-mountain-miners = Am Ende bekommt bei jedem Edelstein, wer die meisten Plättchen davon hat, dessen Wert je Plättchen, und wer die wenigsten hat, verliert ebenso viel (wer keines hat, verliert nichts); ein Multiplikator verdoppelt seinen Stapel; jedes { mm-kind-trash }-Plättchen kostet 2. Der Punktestand zählt, was alle sehen.
learn-why = 💡 Warum das zählt: { $effect }
learn-why-deed = 💡 Warum das zählt: { $deed } { $effect }
learn-effect-scored = { $player } erzielt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (jetzt { $total }; { $learner }: { $yours }).
learn-effect-swing = { $player } erzielt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}, und { $learner } verliert { $lost ->
    [one] 1 Punkt
   *[other] { $lost } Punkte
} (jetzt { $total } zu { $yours }).
learn-effect-hurt = { $learner } verliert { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (jetzt { $yours }; { $player }: { $total }).
learn-effect-lost = { $player } verliert { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (jetzt { $total }; { $learner }: { $yours }).
learn-effect-helped = { $learner } gewinnt dadurch { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (jetzt { $yours }; { $player }: { $total }).
learn-effect-took = Am Punktestand hat sich noch nichts geändert, aber was { $player } genommen hat, ist für { $learner } nicht mehr da.
learn-effect-quiet = Am Punktestand hat sich nichts geändert (er zeigt alle Werte).
learn-deed-steal = { $player } hat einem Gegner ein Plättchen genommen.
learn-deed-camps = { $player } hat ein Feld der Punktetafel mit Lagern auf verbundenen Wanderern gesichert.
learn-deed-trade = { $player } hat ein Feld der Punktetafel durch abgegebene Tiere gesichert.
learn-deed-objective = { $player } hat ein Ziel erfüllt.
learn-deed-capture = { $player } hat ein Plättchen für das eigene Panorama erbeutet.
learn-deed-spirit = { $player } ist einem Geist begegnet.
learn-deed-evil = { $player } hat den { solstis-spirit-evil }: Wer ihn am Ende hat, dem wird ein Geist abgedeckt, der dann nichts zählt.
learn-deed-scissors = { $player } hat den Scherenmarker genommen (2 Punkte für seinen Besitzer am Ende).
learn-deed-cards = { $player } hat Karten von den Ziehstapeln genommen (jede, die am Ende noch auf der Hand ist, kostet 1).
learn-deed-stack = { $player } hat eine Karte auf einen Stapel gelegt (die Sterne der obersten Karte zählen).
learn-deed-tile = { $player } hat ein Plättchen aus dem Angebot genommen.
learn-deed-island = { $player } hat ein Plättchen auf die eigene Insel gelegt.
learn-deed-grab = { $player } hat ein Plättchen aus dem Berg abgebaut.
learn-deed-panda = { $player } hat einen { np-animal-panda } gefangen, ohne vorn zu liegen, und das bringt Punkte.
learn-deed-trap = { $player } hat ein Tier gefangen.


learn-kind-solstis-play = **Spiele ein Plättchen** aus deiner Hand: Passt seine Farbe oder Zahl zu einem offenen Plättchen der Auslage, erbeutet es dieses, und beide kommen in dein Panorama; sonst hast du eine zweite Chance mit dem Stapel.
learn-kind-solstis-take = **Wähle die Beute**: Dein Plättchen passt zu mehreren Plättchen der Auslage; das gewählte kommt mit ihm in dein Panorama.
learn-kind-solstis-rainbow = **Lege einen Regenbogen** auf ein leeres Feld neben deinen Plättchen (auf ein beliebiges, solange dein Panorama leer ist): Er verbindet Gebiete und kann ein 2 × 2-Quadrat schließen, zählt selbst aber keinen Punkt.
learn-kind-solstis-square = **Wähle ein Quadrat**: Du hast mehr als ein 2 × 2-Quadrat geschlossen; am gewählten begegnest du deinem Geist (ein Geist pro Zug).
learn-kind-solstis-spirit = **Begegne einem offenen Geist** der Geisterreihe: Seine Wirkung gilt sofort oder zählt am Ende, wie sein Button sagt.
learn-kind-solstis-draw = **Ziehe Geister** und behalte einen: ein Wagnis mit Geistern, die noch niemand gesehen hat.
learn-kind-solstis-keep = **Behalte einen Geist** von denen, die du gezogen hast: Ihm begegnest du.
learn-kind-solstis-deer = **{ solstis-spirit-deer }**: Lege sofort ein Plättchen deiner Hand in dein Panorama, ohne Kosten.
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }**: Lege ein offenes Plättchen der Auslage in dein Panorama.
learn-kind-solstis-viper = **{ solstis-spirit-viper }**: Stiehl ein einzeln liegendes Plättchen aus dem Panorama deines Gegners.
learn-kind-solstis-fox = **{ solstis-spirit-fox }**: Wähle das Plättchen aus der Gegnerhand, das dein Gegner als Nächstes spielen muss.
learn-kind-solstis-evil = **{ solstis-spirit-evil }**: Wähle das Feld im Panorama deines Gegners, das er sperrt.
learn-kind-solstis-cover = **{ solstis-spirit-evil }**: Dein Gegner hat ihn am Ende; wähle, welchen seiner Geister er abdeckt: Ein abgedeckter Geist zählt nichts.

learn-kind-nanga-parbat-trap = **Fange ein Tier** in der Region des Bergführers: Dein Wanderer besetzt seinen Abschnitt, du behältst das Tier, und der Bergführer zieht in die Region mit dieser Nummer.
learn-kind-nanga-parbat-act = **Aktiviere ein Tier** (jedes einmal): Tausche Figuren am Berg oder versetze den Bergführer, um einen besseren Fang vorzubereiten.
learn-kind-nanga-parbat-claim = **Sichere ein Feld der Punktetafel**: Lager auf verbundenen Wanderern oder abgegebene Tiere, für Punkte auf dem Wertungspfad.
learn-kind-nanga-parbat-skip = **Sichere nichts** in diesem Zug: Behalte Wanderer und Tiere für ein größeres Feld später.
learn-kind-nanga-parbat-end = **Beende deinen Zug**: Dein Gegner ist am Zug.
learn-kind-nanga-parbat-hiker = **Wähle einen Wanderer** für ein Lager: Die Lager müssen auf verbundenen Wanderern stehen.
learn-kind-nanga-parbat-give = **Wähle ein Tier zum Abgeben** für dein Feld (ein Blauschaf zählt als jedes Tier).
learn-kind-nanga-parbat-guide = **Setze oder versetze den Bergführer**: In seiner Region wird das nächste Tier gefangen.
learn-kind-nanga-parbat-pick = **Wähle eine Figur** für den Tausch eines Tiers: erst die eine, dann die andere.

learn-kind-paper-world-take = **Nimm Karten**: Alle sichtbaren Karten der Ziehstapel in einer Farbe oder einem Wert kommen auf deine Hand (höchstens 9; jede Karte, die auf der Hand bleibt, kostet am Ende 1 Punkt).
learn-kind-paper-world-place = **Lege eine Karte**: Ein Stapel wächst in einer Farbe, jede Karte einen Wert höher; ein neuer Stapel beginnt mit einer 1. Sichtbare Sterne zählen.
learn-kind-paper-world-done = **Beende deinen Zug** mit den gelegten Karten.
learn-kind-paper-world-pass = **Passe**: Jetzt kann nichts genommen oder gelegt werden.
learn-kind-paper-world-discard = **Wirf eine Karte** verdeckt ab: als Preis für einen Sprung oder wegen des Handlimits; jede abgeworfene Karte kostet 1 Punkt.
learn-kind-paper-world-scissors = **Scherenmarker**: Lege ihn auf die eben gelegte Karte oder lass ihn liegen; wer ihn hat, springt gratis und erhält am Ende 2 Punkte.

learn-kind-sheherazade-stack = **Wähle einen Stapel** als Späher: Du ziehst ein Plättchen pro Spieler vom oberen, mittleren, unteren oder vom Traumstapel.
learn-kind-sheherazade-hide = **Verstecke ein Plättchen**: Es bleibt verdeckt, die anderen werden gezeigt; dein Gegner darf es ungesehen nehmen.
learn-kind-sheherazade-take = **Nimm ein Plättchen** aus dem Angebot für deine Insel; wer das letzte bekommt, ist der nächste Späher.
learn-kind-sheherazade-place = **Lege das Plättchen**: ein Inselplättchen in seine Reihe, ein Traumplättchen in die Traumspalte; was auf deiner Insel sichtbar ist, zählt am Ende.
learn-kind-sheherazade-name = **Bestimme, wer als Nächstes wählt** (wer das letzte Plättchen nimmt, wird Späher).

learn-kind-mountain-miners-start = **Setze den Pfeil** zu Beginn: Seine Position bestimmt, auf welcher Seite des Bergs zuerst abgebaut wird.
learn-kind-mountain-miners-play = **Spiele ein Aktionsplättchen** deiner Sammlung, vor oder nach dem Abbau, für seine Wirkung.
learn-kind-mountain-miners-grab = **Baue ein Plättchen ab**, das dem Pfeil zugewandt ist und von nichts blockiert wird: Seine Edelsteine kommen auf deine Stapel, und die Mehrheiten jedes Edelsteins zählen am Ende.
learn-kind-mountain-miners-nograb = **Baue nichts ab**: Kein Plättchen kann jetzt abgebaut werden.
learn-kind-mountain-miners-end = **Beende deinen Zug**: Der Pfeil dreht sich weiter, außer die Pfeile sind gesperrt.
learn-kind-mountain-miners-peek = **Sieh heimlich** ein verdecktes Plättchen an; nur du weißt, was es ist.
learn-kind-mountain-miners-reveal = **Decke auf**: Drehe ein verdecktes Plättchen für alle offen um.
learn-kind-mountain-miners-arrow = **Versetze einen Pfeil** auf eine seiner 8 Positionen: Er bestimmt, welche Plättchen als Nächstes abgebaut werden können.
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }**: Setze ihn ein oder nimm ihn weg; ein zweiter Pfeil öffnet eine weitere Seite.
learn-kind-mountain-miners-swap = **{ mm-kind-swap }**: Wähle das erste der beiden Felder, die getauscht werden.
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }**: Wähle das Feld, das mit dem ersten getauscht wird (der Berg darf dabei nicht weiter auseinanderfallen).
learn-kind-mountain-miners-steal = **{ mm-kind-steal }**: Wähle den Spieler, dem du ein Plättchen seiner Sammlung nimmst.
learn-kind-mountain-miners-take = **{ mm-kind-steal }**: Wähle das Plättchen, das du nimmst; es zählt für deine Mehrheiten, nicht mehr für seine.
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }**: Wähle den Edelsteinstapel, auf dem er als ein Edelstein mehr zählt.
learn-kind-mountain-miners-join = **Lege deinen { mm-kind-multiplier }** auf einen deiner Edelsteinstapel: Der Stapel zählt doppelt, aber diesen Edelstein darfst du nie mehr abbauen (ein geheimer wird dabei allen gezeigt).
learn-kind-mountain-miners-sect = **Wähle einen Abschnitt** des geteilten Plättchens, das du abgebaut hast: Nur dieser zählt.
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }**: Sieh heimlich eine Linie verdeckter Plättchen an, oder decke zwei Linien für alle auf.
learn-kind-mountain-miners-line = **Wähle eine Linie** für die Glühbirne.
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }**: Wähle einen Block von 2 × 2 Plättchen, der entfernt wird; der nächste Spieler setzt aus, um ihn aufzufüllen.
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }**: Wähle ein offenes Plättchen, das verdeckt wird.
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }**: Sammle ein Plättchen daneben ein; dann endet dein Zug.
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }**: Wähle eines deiner geteilten Plättchen.
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }**: Wähle den Abschnitt, der ab jetzt zählt.
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }**: Wähle ein Plättchen des Bergs, das gedreht wird.
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }**: Wähle, wie weit es sich dreht; das ändert den Abschnitt, der zum Pfeil zeigt.
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }**: Kopiere eine Aktion, die noch auf dem Berg zu sehen ist.
learn-kind-mountain-miners-art = **{ mm-kind-artefact }**: Wirf einen ganzen Edelsteinstapel ab, um einer Strafe für die wenigsten zu entgehen.
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }**: Wähle ein Plättchen, das auf ein leeres Feld zieht.
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }**: Wähle das leere Feld, auf das es zieht.
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }**: Baue ein beliebiges Plättchen ab, wohin der Pfeil auch zeigt.
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }**: Wähle, wie weit sich die Pfeile ab jetzt drehen.
