## Analyse: die drei Entscheidungen einer beendeten Partie, bei denen die Stellung eines Spielers nach
## dem schweren Bot am meisten fiel, nur für diesen Spieler (cogs/review.py, services/reviews.py).

cmd-game-review-name = analyse
cmd-game-review-description = Deine 3 teuersten Entscheidungen einer beendeten Partie (nur du siehst es).
cmd-game-review-number-name = nummer
cmd-game-review-number-description = Die Nummer der Partie (#12); ohne sie die Partie dieses Threads oder deine letzte beendete Partie
help-review-command = /game review · Analyse
help-review-text = Nach einer Partie: deine drei teuersten Entscheidungen, was der schwere Bot vorzieht und warum, nur für dich.

review-button = Analyse

review-head = Deine Analyse von { $game } #{ NUMBER($number, useGrouping: 0) }: Entscheidung { $page } von { $pages }.
review-move = Zug { $move }.
review-played = Du hast gespielt: { $chosen }
review-preferred = Der schwere Bot zieht vor: { $preferred }
review-points = Erwartete Punkte einige Züge später: { $mine } mit deiner Wahl, { $theirs } mit der des Bots.
review-why-more = Warum: Der schwere Bot erwartet von seiner Wahl { $gain ->
    [one] { $gain } Punkt mehr
   *[other] { $gain } Punkte mehr
} in den nächsten Zügen.
review-why-same = Warum: gleich viele Punkte in den nächsten Zügen, aber der schwere Bot bewertet die Stellung nach seiner Wahl höher.
review-why-fewer = Warum: weniger Punkte in den nächsten Zügen, aber eine Stellung, die der schwere Bot für den weiteren Verlauf höher bewertet.
review-blind = Beurteilt nach dem, was du damals sehen konntest: Was dir verborgen war, wurde geschätzt, nie angesehen.
review-none = Der schwere Bot hat in { $game } #{ NUMBER($number, useGrouping: 0) } keine Entscheidung von dir gefunden, bei der seine Wahl besser gewesen wäre.

review-button-prev = Zurück
review-button-next = Weiter
review-button-replay = In der Wiederholung zeigen

review-replay-pair = Vor und nach Zug { $move }: Der erste Spielplan zeigt die Lage davor, der zweite danach.
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielplan vor Zug { $move }.

review-refusal-unknown = Hier gibt es keine beendete Partie #{ NUMBER($number, useGrouping: 0) } von dir, die du analysieren kannst.
review-refusal-not-finished = Partie #{ NUMBER($number, useGrouping: 0) } läuft noch: Sie kann analysiert werden, sobald sie beendet ist.
review-refusal-not-player = Nur die Spieler von Partie #{ NUMBER($number, useGrouping: 0) } können sie analysieren.
review-refusal-none = Du hast auf diesem Server noch keine beendete Partie zum Analysieren.
review-refusal-busy = Gerade werden viele Analysen vorbereitet: Versuch es in einer Minute noch einmal.
review-refusal-unavailable = Die Analyse konnte gerade nicht vorbereitet werden: Versuch es später noch einmal.
