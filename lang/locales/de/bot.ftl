# What the bot says on Discord: commands, lobby, turns, the game's thread, statistics.
# A game's number (and a rating) is written { NUMBER($number, useGrouping: 0) } so that it never gets a thousands separator.
#
# German terms (see the glossary in core.ftl): Partie (a table being played), Spiel (the board game),
# Platz (seat), Gastgeber (host), KI (AI), Bot, Lobby, Thread, Kanal, Server, Direktnachrichten,
# Zug (a player's turn: „am Zug“, and a legal move), Schritt (the numbered counter: „Schritt 14“), Entscheidung (decision),
# zurücknehmen (undo a decision), an die KI übergeben (hand over), zurückholen (take a seat back),
# aufgeben (resign), abbrechen (abandon a game, cancel a lobby), Stimme (vote), Zeitüberschreitung
# (time-out), Bedenkzeit (clocks), Tempo (pace: Live/Langsam), Stufe (a bot's level: leicht/normal/
# schwer), Protokoll (log), Wertungszahl (rating), gewertet/ungewertet (rated/unrated), Rangliste
# (leaderboard), Rang (a place in the ranking; never „Platz“, which is a seat), Sicherung (backup).
# Commands written in backticks stay English (`/game log`); the cmd-… names are German.

## The games and the choices every table has
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = Leicht: spielt vernünftig, macht Fehler
level-normal = Normal: wählt den Zug, der am besten aussieht
level-hard = Schwer: denkt voraus (Baumsuche)
level-easy-short = leicht
level-normal-short = normal
level-hard-short = schwer
level-easy-button = Leichter Bot
level-normal-button = Normaler Bot
level-hard-button = Schwerer Bot

# Each language by its name (the lobby shows a language in the reader's words and in its own).
language-en-US = Englisch
language-fr = Französisch
language-de = Deutsch
language-es-ES = Spanisch
language-pt-BR = Portugiesisch (Brasilien)
language-ja = Japanisch
language-en-XA = Pseudo-Englisch (Test)

# Used after „nach“ and before „lang“ too: the plural form stays the same in the dative.
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}

## Answers any command may give
bot-sorry = Bei mir ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuche es noch einmal.
bot-slow-down = Etwas langsamer, bitte: versuche es in { $seconds } s noch einmal.
bot-refusal-server-only = Dieser Befehl funktioniert in einem Serverkanal, nicht in Direktnachrichten.
bot-refusal-not-here = Diesen Befehl kannst du hier nicht verwenden.
bot-refusal-bad-value = Dieser Wert ist ungültig: { $value }.
bot-refusal-unknown-game = Unbekanntes Spiel.

## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions (at most 100)
cmd-play-name = spielen
cmd-play-description = Eröffne in diesem Kanal eine Lobby für ein Spiel.
cmd-play-game-name = spiel
cmd-play-game-description = Welches Spiel gespielt wird
cmd-play-bots-name = bots
cmd-play-bots-description = Wie viele KI-Spieler gleich Platz nehmen
cmd-play-pace-name = tempo
cmd-play-pace-description = Wie lange eine Entscheidung dauern darf, mit Zeitkonto (Standard: Live)
cmd-play-level-name = stufe
cmd-play-level-description = Wie gut diese Bots spielen (Standard: normal)
cmd-move-name = zug
cmd-move-description = Mach deinen Zug im Thread dieser Partie.
cmd-move-action-name = wahl
cmd-move-action-description = Fang an zu tippen, um deine erlaubten Züge zu sehen
cmd-hand-name = hand
cmd-hand-description = Zeigt nur dir deine Hand und alles, was in dieser Partie nur du sehen darfst.
cmd-board-name = spielplan
cmd-board-description = Zeigt nur dir den aktuellen öffentlichen Spielplan dieser Partie.
cmd-game-name = partie
cmd-game-description = Die Partie in diesem Thread: aufgeben, abbrechen, übergeben, Protokoll; Partien auflisten
cmd-game-handover-name = übergeben
cmd-game-handover-description = Lass die KI einen Platz spielen: deinen oder (Gastgeber) den eines abwesenden Spielers.
cmd-game-handover-player-name = spieler
cmd-game-handover-player-description = Wessen Platz die KI übernimmt: deinen oder den eines Spielers mit Zeitüberschreitung
cmd-game-takeback-name = zurückholen
cmd-game-takeback-description = Spiele deinen Platz wieder selbst, nachdem die KI ihn übernommen hat.
cmd-game-undo-name = rückgängig
cmd-game-undo-description = Nimm deine letzte Entscheidung dieses Zuges zurück (wenn nichts aufgedeckt wurde).
cmd-game-resign-name = aufgeben
cmd-game-resign-description = Gib diese Partie auf: du kommst auf den letzten Rang.
cmd-game-abandon-name = abbrechen
cmd-game-abandon-description = Beende diese Partie ohne Ergebnis (per Mehrheit; ist sie ungewertet, auch der Gastgeber).
cmd-game-log-name = protokoll
cmd-game-log-description = Die letzten Schritte dieser Partie als Text (nur du siehst sie).
cmd-game-list-name = liste
cmd-game-list-description = Partien, die auf diesem Server laufen, mit Links zu ihren Threads.
cmd-rules-name = regeln
cmd-rules-description = Wie ein Spiel gespielt wird: der Zug, das Material und die Optionen.
cmd-rules-game-name = spiel
cmd-rules-game-description = Welches Spiel
cmd-help-name = hilfe
cmd-help-description = Alle Befehle dieses Bots.
cmd-stats-name = statistik
cmd-stats-description = Wertungszahlen, Partien und Siege eines Spielers auf diesem Server.
cmd-stats-user-name = mitglied
cmd-stats-user-description = Wessen Ergebnisse gezeigt werden (standardmäßig deine)
cmd-leaderboard-name = rangliste
cmd-leaderboard-description = Die Spieler mit den höchsten Wertungszahlen in einem Spiel auf diesem Server.
cmd-leaderboard-game-name = spiel
cmd-leaderboard-game-description = Welches Spiel
cmd-admin-name = admin
cmd-admin-description = Werkzeuge für den Besitzer des Bots.
cmd-admin-backup-name = sicherung
cmd-admin-backup-description = Lege jetzt eine konsistente Sicherung der Datenbank an (nur für den Besitzer).

## /help
help-title = Tabletop: alle Befehle
help-description = Gespielt wird in einem Thread, den der Bot für jeden Tisch eröffnet.
help-entry = **{ $command }**: { $text }
help-section-start = Eine Partie beginnen
help-section-play = Spielen (im Thread der Partie)
help-section-clocks = Bedenkzeit und Aussteigen
help-section-information = Informationen
help-section-more = Mehr
help-play-command = /play game: [bots:] [pace:]
help-play-text = Eröffne hier eine Lobby; als Tempo gibt es Blitz, Live, Täglich oder Wochenende, jeweils mit eigenem Zeitkonto (siehe `/rules`).
help-lobby-command = Beitreten · Verlassen · Bot hinzufügen · Optionen · Starten · Abbrechen
help-lobby-text = Die Buttons der Lobby; der Gastgeber fügt Bots hinzu, stellt die Optionen und die Sprache des Tisches ein, startet oder bricht ab.
help-rules-command = /rules game:
help-rules-text = Wie ein Spiel gespielt wird: der Zug, das gesamte Material und jede Option (auf mehreren Seiten).
help-take-turn-command = Zug machen
help-take-turn-text = Der Button unter jedem Spielplan: deine Ansicht und deine erlaubten Züge, Schritt für Schritt.
help-hand-command = Meine Hand · /hand
help-hand-text = Nur für dich: deine Hand und alles, was nur du sehen darfst.
help-board-command = /board
help-board-text = Nur für dich: der aktuelle öffentliche Spielplan.
help-move-command = /move action:
help-move-text = Oder tippe deinen Zug ein (sobald du anfängst zu tippen, erscheinen deine erlaubten Züge).
help-undo-command = /game undo
help-undo-text = Nimm deine letzte Entscheidung dieses Zuges zurück, wenn dabei nichts Verdecktes aufgedeckt wurde.
help-clocks-command = Bedenkzeit
help-clocks-text = Zur Halbzeit und kurz vor der Zeitüberschreitung erinnert dich eine Direktnachricht; eine lange Entscheidung zehrt an deinem Zeitkonto; bei Zeitüberschreitung entscheidet die KI für dich; nach drei in Folge spielt die KI deinen Platz, bis du ihn zurückholst.
help-resign-command = /game resign
help-resign-text = Verlasse die Partie: du kommst auf den letzten Rang; bleibt nur ein Gegner übrig, endet die Partie sofort.
help-handover-command = /game handover player:
help-handover-text = Die KI spielt deinen eigenen Platz oder (als Gastgeber) den Platz eines Spielers, dessen letzte Entscheidung zu spät kam (dann ungewertet).
help-takeback-command = /game takeback
help-takeback-text = Spiele deinen Platz wieder selbst, nachdem die KI ihn übernommen hat (nach Zeitüberschreitungen oder einer Übergabe).
help-abandon-command = /game abandon
help-abandon-text = Die Partie ohne Ergebnis beenden: mit der Mehrheit der Stimmen der Spieler (eine Stimme verfällt beim nächsten Zug; ein zweites Mal zieht sie zurück); der Gastgeber allein nur in ungewerteten Partien.
help-log-command = /game log
help-log-text = Die letzten Schritte dieser Partie als Text.
help-list-command = /game list
help-list-text = Partien, die auf diesem Server laufen, mit Links zu ihren Threads.
help-stats-command = /stats [user:] [game:]
help-stats-text = Wertungszahlen, gespielte Partien und Siege je Spiel; bestes Ergebnis, längste Siegesserie, letzte Partien (jede öffnet ihre Wiederholung) und direkter Vergleich mit jedem Mitglied.
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = Die Spieler mit den besten Wertungszahlen in einem Spiel auf diesem Server.
help-help-command = /help
help-help-text = Diese Liste.

## The lobby
lobby-opened = { $host } hat einen Tisch für **{ $game }** eröffnet. Drücke „Beitreten“, um Platz zu nehmen.
lobby-title = { $game }: Partie #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = Warte auf Spieler: { $low } bis { $high }.
lobby-status-active = Die Partie läuft: verfolge sie in ihrem Thread.
lobby-status-finished = Die Partie ist vorbei.
lobby-status-cancelled = Der Gastgeber hat diese Lobby abgebrochen.
lobby-status-abandoned = Diese Partie wurde abgebrochen.
lobby-status-lapsed = Geschlossen: { $idle } lang hat niemand die Lobby betreten oder verlassen, eine Option geändert oder die Partie gestartet.
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player } (Gastgeber)
lobby-field-players = Spieler ({ $count }/{ $most })
lobby-field-pace = Tempo
lobby-field-language = Sprache
lobby-field-options = Optionen
lobby-field-thread = Thread
lobby-footer = Der Gastgeber fügt Bots hinzu, ändert Optionen und Sprache mit „Optionen“ und startet mit „Starten“.
lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-add-bot = Bot hinzufügen
lobby-button-start = Starten
lobby-button-cancel = Abbrechen
lobby-button-options = Optionen
lobby-options-panel = Optionen für { $game } (Seite { $page }/{ $pages }). Änderungen erscheinen sofort in der Lobby.
lobby-options-page = Seite { $number }
lobby-option-choice = { $option }: { $choice }
lobby-option-language = Sprache
# A language in the reader's words, then in its own: "Französisch (français)".
lobby-language-choice = { $language } ({ $native })
lobby-bot-level-question = Welche Stufe soll der neue Bot haben?
    { $levels }
lobby-bot-seated = { $player } hat Platz genommen.
# An AI player's name, which says its level ({ $level } is level-…-short): "Ada (Bot, leicht)".
lobby-bot-name = { $name } (Bot, { $level })
lobby-bot-name-numbered = Bot { $number } ({ $level })
lobby-channel-count = { $channel } ({ $count })
lobby-open-lobbies-in = Die offenen Lobbys sind in: { $places }.
lobby-at-their-cap = Schon am Limit: { $members }.
lobby-refusal-in-dms = Gespielt wird in einem Serverkanal, nicht in Direktnachrichten.
lobby-refusal-in-thread = Eröffne eine Lobby in einem Textkanal, nicht in einem Thread.
lobby-refusal-closed = Diese Lobby ist geschlossen.
lobby-refusal-gone = Diese Lobby gibt es nicht mehr.
lobby-refusal-started-or-closed = Diese Lobby wurde schon gestartet oder geschlossen.
lobby-refusal-not-a-choice = Das ist keine der Möglichkeiten.
lobby-refusal-pace = Mögliche Tempi: { $paces }.
lobby-refusal-level = Mögliche Stufen eines Bots: { $levels }.
lobby-refusal-language = Diese Sprache steht für den Tisch nicht zur Wahl.
lobby-refusal-too-many-bots = { $game } hat höchstens { $players } Plätze, also höchstens { $count ->
    [one] { $count } Bot
   *[other] { $count } Bots
}.
lobby-refusal-too-few = { $game } braucht mindestens { $count } Spieler; lade Freunde ein oder füge einen Bot hinzu.
lobby-refusal-host-leaves = Der Gastgeber kann nicht gehen; schließe die Lobby mit „Abbrechen“.
lobby-refusal-host-adds-bots = Nur der Gastgeber kann einen Bot hinzufügen.
lobby-refusal-host-options = Nur der Gastgeber kann die Optionen ändern.
lobby-refusal-host-cancels = Nur der Gastgeber (oder ein Server-Admin) kann die Lobby abbrechen.
lobby-refusal-host-starts = Nur der Gastgeber (oder ein Server-Admin) kann die Partie starten.
lobby-refusal-lapsed = Diese Lobby war { $idle } lang inaktiv und ist jetzt geschlossen: eröffne eine neue mit `/play`.
lobby-refusal-own-lobby-here = Du hast in diesem Kanal schon eine offene Lobby (Partie #{ NUMBER($game, useGrouping: 0) }): starte sie oder brich sie zuerst ab.
lobby-refusal-member-lobbies = Du bist auf diesem Server schon Gastgeber von { $count } offenen Lobbys, mehr darf ein Mitglied nicht haben: starte oder brich zuerst eine davon ab (Partie #{ NUMBER($game, useGrouping: 0) }).
lobby-refusal-server-lobbies = Dieser Server hat schon { $count } offene Lobbys, mehr sind nicht erlaubt: tritt einer davon bei, warte, bis eine startet oder verfällt (nach { $idle } ohne Aktivität), oder bitte einen Server-Admin, eine abzubrechen.
lobby-refusal-server-games = Auf diesem Server laufen schon { $count } Partien, so viele wie erlaubt ({ $cap }): eine neue kann starten, sobald eine davon endet.
lobby-refusal-member-games = Du spielst schon in { $count } Partien ({ $games }), so vielen, wie ein Mitglied gleichzeitig spielen darf ({ $cap }): du kannst eine weitere starten oder ihr beitreten, sobald eine davon endet.
lobby-refusal-players-games = { $count ->
    [one] Einer der Spieler hier spielt
   *[other] { $count } der Spieler hier spielen
} schon in so vielen Partien, wie das Limit laufender Partien pro Mitglied ({ $cap }) erlaubt: diese Partie kann starten, sobald es weniger sind, oder ohne { $count ->
    [one] diesen Spieler
   *[other] diese Spieler
}.

## Refusals of the store (a change that came too late)
store-refusal-stale = Dieser Button gehört zu einem älteren Spielplan; nutze den neuesten.
store-refusal-already-started = Die Partie hat schon begonnen.
store-refusal-already-seated = Du hast schon Platz genommen.
store-refusal-table-full = Der Tisch ist voll ({ $seats } Plätze).
store-refusal-not-seated = Du sitzt nicht an diesem Tisch.
store-refusal-seat-empty = Dieser Platz ist leer.
store-refusal-lobby-closed = Die Lobby wurde schon gestartet oder geschlossen.
store-refusal-table-changed = Der Tisch hat sich beim Austeilen geändert; drücke noch einmal „Starten“.
store-refusal-options-changed = Die Optionen haben sich beim Austeilen geändert; drücke noch einmal „Starten“.
store-refusal-not-a-lobby = Die Partie ist nicht mehr in ihrer Lobby.
store-refusal-not-in-play = Diese Partie läuft nicht mehr.
store-refusal-moved-on = Die Partie ist weitergegangen; sieh dir den neuesten Spielplan an und versuche es noch einmal.
store-refusal-not-last-decision = Diese Entscheidung ist nicht mehr die letzte.
store-refusal-cannot-undo = Diese Entscheidung kann nicht zurückgenommen werden.
store-refusal-already-resigned = Für diesen Platz wurde schon aufgegeben.
store-refusal-not-on-autopilot = Dieser Platz ist nicht auf Autopilot, oder sein Spieler hat aufgegeben.

## Refusals of the table (moves, undo, seats, ending early)
table-refusal-not-in-play = Diese Partie läuft nicht.
table-refusal-not-playing = Du spielst in dieser Partie nicht mit.
table-refusal-ai-plays-seat = Diesen Platz spielt jetzt die KI; sein Spieler kann ihn mit `/game takeback` zurückholen.
table-refusal-ai-plays-yours = Deinen Platz spielt jetzt die KI; hol ihn zuerst mit `/game takeback` zurück.
table-refusal-decided-in-time = Der Spieler hat rechtzeitig entschieden.
table-refusal-nothing-to-undo = Es gibt nichts zurückzunehmen.
table-refusal-undo-own = Du kannst nur deine eigenen Entscheidungen des aktuellen Zuges zurücknehmen.
table-refusal-undo-hidden = Diese Entscheidung hat etwas Verdecktes gezogen oder aufgedeckt, deshalb kann sie nicht zurückgenommen werden.
table-refusal-undo-turn = Diese Entscheidung zurückzunehmen würde ändern, wer am Zug ist, deshalb geht das nicht.
table-refusal-undo-turn-now = Jetzt zurückzunehmen würde ändern, wer am Zug ist, deshalb geht das nicht.
table-refusal-already-resigned = Du hast diese Partie schon aufgegeben.
table-refusal-not-a-player = Dieser Spieler spielt in dieser Partie nicht mit.
table-refusal-ai-already = Den Platz von { $player } spielt schon die KI.
table-refusal-handover-host = Nur der Gastgeber (oder ein Server-Admin) kann den Platz eines anderen Spielers an die KI übergeben.
table-refusal-not-absent = { $player } ist gerade nicht abwesend (die letzte Entscheidung kam nicht zu spät): den Platz kann nur der Spieler selbst übergeben.
table-refusal-takeback-resigned = Du hast diese Partie aufgegeben, deshalb spielt die KI deinen Platz bis zum Ende.
table-refusal-own-seat = Du spielst deinen Platz schon selbst.
table-refusal-abandon-rated = Eine gewertete Partie endet nur mit der Mehrheit der Stimmen ihrer Spieler ohne Ergebnis.
table-refusal-abandon-players = Nur der Gastgeber oder die Spieler, die noch in dieser Partie sind, können sie abbrechen.

## Turns: the thread's posts, the picker, the hand
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = **{ $game }** beginnt. Plätze: { $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = Schritt { $number }: { $said }
turn-move-line-for = Schritt { $number } (die KI hat für { $player } gespielt): { $said }
turn-decided = { $player } trifft eine Entscheidung.
turn-event-took-back = { $player } nimmt die letzte Entscheidung zurück.
turn-earlier-moves = ({ $count ->
    [one] { $count } früherer Schritt
   *[other] { $count } frühere Schritte
}: `/game log`)
turn-catch-up-head = **{ $count ->
    [one] Seit deiner letzten Entscheidung { $count } Schritt:
   *[other] Seit deiner letzten Entscheidung { $count } Schritte:
}**
turn-catch-up-earlier = ({ $count ->
    [one] { $count } frühere
   *[other] { $count } frühere
}: `/game log`)
turn-catch-up-posts = Frühere Beiträge: { $posts }
turn-catch-up-post = [Schritt { $number }]({ $url })
turn-ai-seat = { $player } (KI)
turn-no-image = (Das Bild des Spielplans konnte diesmal nicht gezeichnet werden; `/board` versucht es noch einmal.)
turn-alt-image-of = { $alt } (Bild { $number } von { $count })
turn-button-take = Zug machen
turn-button-hand = Meine Hand
turn-picker-prompt = **Deine Entscheidung** (Schritt { $move }): { $count ->
    [one] { $count } Möglichkeit
   *[other] { $count } Möglichkeiten
}.
turn-picker-waiting = Du bist nicht am Zug: es wird auf { $players } gewartet.
turn-picker-ai-plays = Die KI spielt gerade deinen Platz; hol ihn mit `/game takeback` zurück.
turn-picker-older-board = Dieser Spielplan ist nicht mehr aktuell; so steht die Partie jetzt (Schritt { $move }).
turn-picker-placeholder = Wähle einen von { $count } Zügen (Seite { $page }/{ $pages })
turn-picker-previous = Vorige Seite ({ $page }/{ $pages })
turn-picker-next = Nächste Seite ({ $page }/{ $pages })
turn-picker-undo = Entscheidung zurücknehmen
turn-played = Gespielt: { $move }
turn-hand = Deine Ansicht von { $game } #{ NUMBER($number, useGrouping: 0) } (Schritt { $move }). Nur du siehst sie.
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }, Schritt { $move }.
turn-dm-first = Deine geheime Ansicht für **{ $game } #{ NUMBER($number, useGrouping: 0) }**. Ich schicke dir eine neue, sobald sie sich ändert.
turn-dm-changed = Deine geheime Ansicht in **{ $game } #{ NUMBER($number, useGrouping: 0) }** hat sich geändert (Schritt { $move }).
turn-dm-thread = Thread der Partie: { $thread }
turn-dm-closed = { $member }, ich kann dir keine Direktnachrichten schicken, deshalb bleibt deine geheime Ansicht hier: nutze jederzeit `/hand` oder den Button **Meine Hand**.
turn-refusal-over = Diese Partie ist vorbei.
turn-refusal-not-started = Diese Partie hat noch nicht begonnen.
turn-refusal-not-your-picker = Diese Auswahl gehört nicht dir.
turn-refusal-older-choice = Diese Wahl gehört zu einem älteren Spielplan; hier ist dein aktueller.
turn-refusal-not-a-choice = Das ist gerade keine deiner Möglichkeiten.
turn-refusal-no-hand = Du spielst in dieser Partie nicht mit, deshalb hast du hier keine Hand. `/board` zeigt den Tisch.
turn-refusal-hand-where = Nutze `/hand` im Thread deiner Partie.
turn-refusal-board-where = Nutze `/board` im Thread einer Partie.
turn-refusal-move-where = In diesem Kanal gibt es keine Partie. Nutze `/move` im Thread einer Partie.
turn-refusal-not-your-turn = Du bist gerade nicht am Zug.
turn-refusal-not-a-move = Das ist gerade keiner deiner erlaubten Züge; wähle einen aus der Liste.

## The end of a game
turn-final-head = **Spielende.**
turn-final-winners = { $count ->
    [one] Sieg: **{ $winners }**
   *[other] Geteilter Sieg: **{ $winners }**
}
turn-final-line = { render-score-place } { $player }: **{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}**
turn-final-line-parts = { render-score-place } { $player }: **{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}** ({ $parts })
turn-final-part = { $part } { $points }
turn-final-tie-broken = Gleichstand mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}: { $players }; die Reihenfolge entscheidet { $rule }.
turn-final-tie-shared = Gleichstand mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}: { $players } teilen sich den Rang (die Regeln lösen diesen Gleichstand nicht auf).
turn-tiebreak-resigned = die Aufgabe (wer aufgibt, kommt auf den letzten Rang)

## Notices in the thread
# { $deadline } is a Discord timestamp that each reader sees in their own language („in 2 Stunden“).
notice-reminder = ⏰ { $member }, du bist in **{ $game }** #{ NUMBER($number, useGrouping: 0) } am Zug: deine Zeit läuft { $deadline } ab. Läuft sie ab, entscheidet die KI für dich.
notice-reminder-half = ⏰ { $member }, du bist in **{ $game }** #{ NUMBER($number, useGrouping: 0) } am Zug: die Hälfte deiner Zeit ist um. Läuft sie ab, entscheidet die KI für dich.
notice-autopilot = 🤖 { $member } hat { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} in Folge verstreichen lassen, deshalb spielt die KI **{ $player }**, bis der Platz mit `/game takeback` zurückgeholt wird.
notice-timed-out = ⌛ { $member } hat die Zeit überschritten, deshalb hat die KI für **{ $player }** entschieden: { $move } ({ $count }. Zeitüberschreitung in Folge).
notice-timed-out-warning = ⌛ { $member } hat die Zeit überschritten, deshalb hat die KI für **{ $player }** entschieden: { $move } ({ $count }. Zeitüberschreitung in Folge). Noch { $left } in Folge, und die KI übernimmt den Platz.
notice-ai-paused = ⚠️ Die KI konnte nach mehreren Versuchen nicht für **{ $player }** entscheiden, deshalb wartet die Partie. Sie versucht es erneut, sobald jemand in dieser Partie etwas tut oder der Bot neu startet; der Gastgeber kann auch `/game abandon` nutzen.
notice-ai-paused-unknown = ⚠️ Die KI konnte nach mehreren Versuchen nicht entscheiden, deshalb wartet die Partie. Sie versucht es erneut, sobald jemand in dieser Partie etwas tut oder der Bot neu startet; der Gastgeber kann auch `/game abandon` nutzen.
notice-timer-trouble = ⚠️ Die Uhr dieser Partie ist { $count }-mal ausgefallen; der Bot versucht es mit längeren Pausen weiter, und die Betreiber wurden benachrichtigt (siehe das Log des Bots).

## /game: seats, ending early, the log and the list
game-refusal-no-game-here = In diesem Kanal gibt es keine Partie. Nutze diesen Befehl im Thread einer Partie.
game-handover-other-done = Die KI spielt jetzt den Platz von { $player }; dieser Platz wird in dieser Partie nicht gewertet.
game-handover-other = 🤖 { $host } hat den Platz von { $member } (**{ $player }**), nach einer Zeitüberschreitung abwesend, an die KI übergeben. Dieser Platz wird in dieser Partie nicht gewertet; sein Spieler kann ihn mit `/game takeback` zurückholen.
game-handover-own-done = Die KI spielt jetzt deinen Platz. Hol ihn jederzeit mit `/game takeback` zurück.
game-handover-own = 🤖 { $member } hat den eigenen Platz (**{ $player }**) an die KI übergeben.
game-takeback-done = Du spielst deinen Platz wieder selbst. Drücke **Zug machen** (oder nutze `/move`), wenn du am Zug bist.
game-takeback = 🙋 { $member } holt **{ $player }** von der KI zurück.
game-undo-done = Deine letzte Entscheidung wurde zurückgenommen; der Spielplan im Thread ist aktualisiert.
game-resign-done = Du hast aufgegeben. Die KI spielt deinen Platz bis zum Ende; du kommst auf den letzten Rang.
game-resigned = 🏳️ **{ $player }** hat aufgegeben und kommt auf den letzten Rang. Die KI spielt den Platz bis zum Ende der Partie.
game-resign-done-over = Du hast aufgegeben; die Partie ist vorbei.
game-resigned-over = 🏳️ **{ $player }** hat aufgegeben, deshalb endet die Partie hier.
game-abandon-withdrawn-done = Du hast deine Stimme für den Abbruch zurückgezogen ({ $count } von { $needed } Stimmen).
game-abandon-withdrawn = 🗳️ { $member } hat die Stimme für den Abbruch zurückgezogen ({ $count } von { $needed } nötigen Stimmen).
game-abandon-voted-done = Deine Stimme für den Abbruch zählt bis zum nächsten Zug ({ $count } von { $needed }). Nutze `/game abandon` noch einmal, um sie zurückzuziehen.
game-abandon-voted = 🗳️ { $member } stimmt für den Abbruch dieser Partie ({ $count } von { $needed } nötigen Stimmen). Andere Spieler können vor dem nächsten Zug mit `/game abandon` zustimmen; die Stimmen verfallen, sobald die Partie weitergeht.
game-abandon-done = Die Partie wurde abgebrochen.
game-abandoned-by-host = 🛑 { $member } (Gastgeber) hat diese Partie abgebrochen. Sie endet hier ohne Ergebnis.
game-abandoned-by-admin = 🛑 { $member } (Server-Admin) hat diese Partie abgebrochen. Sie endet hier ohne Ergebnis.
game-abandoned-by-vote = 🛑 Eine Mehrheit der Spieler ({ $members }) hat diese Partie abgebrochen. Sie endet hier ohne Ergebnis.
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) }: Protokoll**
game-log-last = (die letzten { $count } von { $total } Schritten)
game-log-empty = Noch keine Schritte.
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move } (durch die KI)
game-list-none = Auf diesem Server läuft keine Partie. Starte eine mit `/play`.
game-list-playing = **Laufende Partien ({ $count })**
game-list-thread-opening = (Thread wird eröffnet)
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) }: { $players }
game-list-lobbies = **Offene Lobbys ({ $count })**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } in { $channel }, { $count } am Tisch: { $link }
game-list-more = …und { $count } weitere.

## /rules
rules-title = { $game }: So wird gespielt
rules-title-paged = { $game }: So wird gespielt ({ $page }/{ $pages })
rules-field-players = Spieler
rules-field-pace = Tempo
rules-players-exactly = { $count }
rules-players-range = { $low } bis { $high }
rules-footer = Starte eine Partie mit `/play`; der Gastgeber stellt die Optionen in der Lobby ein.
rules-footer-paged = Starte eine Partie mit `/play`; der Gastgeber stellt die Optionen in der Lobby ein. Die anderen Seiten erreichst du mit den Buttons unten.
rules-options-heading = Optionen der Lobby
rules-option = **{ $option }**: Möglichkeiten: { $choices }. Standard: { $default }.
rules-option-described = **{ $option }**: { $description } Möglichkeiten: { $choices }. Standard: { $default }.
rules-continued = (Fortsetzung)
rules-previous = Zurück ({ $page }/{ $pages })
rules-next = Weiter ({ $page }/{ $pages })

## /stats, /leaderboard and ratings after a game
stats-refusal-in-dms = Wertungszahlen gelten je Server; nutze `/stats` auf einem Server.
stats-refusal-pick-game = Wähle auf einem Server ein Spiel aus der Liste.
stats-none = { $player } hat auf diesem Server noch keine Partie beendet.
stats-title = { $player }: Ergebnisse auf diesem Server
stats-rating = Wertungszahl **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = Ungewertet (noch keine gewertete Partie)
stats-counts = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} ({ $rated } gewertet) · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
stats-footer = Gewertete Partien: zwei oder mehr menschliche Spieler und keine KI-Spieler.
stats-leaderboard-empty = Auf diesem Server hat noch niemand eine Wertungszahl in { $game }: dafür muss eine Partie mit zwei oder mehr menschlichen Spielern und ohne KI beendet werden.
stats-leaderboard-title = { $game }: Rangliste
stats-leaderboard-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = Wertungszahl nach Elo-Art aus dem erreichten Rang; alle beginnen mit { NUMBER($start, useGrouping: 0) }.
stats-ratings = Wertungszahlen ({ $game }): { $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }** ({ $delta })
stats-ratings-unrated-seats = ({ $players }: ungewertet, der Platz wurde von jemand anderem an die KI übergeben)
stats-unrated-ai = Als gespielt erfasst, ungewertet: Partien mit KI-Spielern ändern keine Wertungszahlen.
stats-unrated-humans = Als gespielt erfasst, ungewertet: gewertete Partien brauchen auf einem Server mindestens zwei menschliche Spieler.
stats-replay = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} vom Austeilen bis zum letzten Spielplan.
stats-replay-alt = Animierte Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
} vom Austeilen bis zum letzten Spielplan.

## /stats: Verlauf und Rivalitäten, und der Stand nach einer Partie
stats-bests = Bestes Ergebnis **{ NUMBER($score, useGrouping: 0) }** · längste Siegesserie **{ $streak }**
stats-h2h-title = Direkter Vergleich: { $game }
stats-h2h-line = { $player }: **{ $wins }–{ $losses }–{ $ties }**
stats-h2h-more = … und { $count } weitere
stats-recent-title = Letzte Partien
stats-recent-line = #{ NUMBER($number, useGrouping: 0) } { $game }: Rang { $place } von { $players }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
stats-recent-button = #{ NUMBER($number, useGrouping: 0) }
stats-history-footer = Direkter Vergleich: Siege–Niederlagen–Unentschieden gegen jedes Mitglied, danach, wer besser platziert war; KI-Spieler zählen nicht mit. Ungewertete Partien zählen im direkten Vergleich, aber nicht für die Wertungszahlen. Übungspartien und abgebrochene Partien zählen nicht.
stats-none-game = { $player } hat auf diesem Server noch keine Partie { $game } beendet.
standing-leads = { $leader } führt gegen { $other } mit { $wins }–{ $losses } in { $game }
standing-level = { $leader } und { $other } stehen in { $game } gleich, { $wins }–{ $losses }
standing-ties = ({ $ties ->
    [one] { $ties } Unentschieden
   *[other] { $ties } Unentschieden
})
cmd-stats-game-name = spiel
cmd-stats-game-description = Nur dieses Spiel (standardmäßig alle)

## /admin (the bot's owner)
admin-refusal-not-owner = Nur der Besitzer des Bots (der Besitzer seiner Discord-Anwendung) kann Sicherungen anlegen.
admin-backup-failed = Die Sicherung ist fehlgeschlagen: { $problem }
admin-backup-written = Sicherung geschrieben: `{ $path }` ({ $size }).
