# Saisons: /season start und /season end (Server verwalten) und die Saison-Option von /leaderboard.
cmd-season-name = saison
cmd-season-description = Eine Saison auf diesem Server: ein Zeitraum mit eigener Rangliste.
cmd-season-start-name = starten
cmd-season-start-description = Saison eröffnen: eine eigene Rangliste ihrer gewerteten Partien, am Ende gepostet.
cmd-season-start-last-day-name = letzter-tag
cmd-season-start-last-day-description = Letzter Tag der Saison, JJJJ-MM-TT (Zeitzone aus deinen Einstellungen, sonst UTC)
cmd-season-start-channel-name = kanal
cmd-season-start-channel-description = Wo die Saison angekündigt und ihre Abschlusstabelle gepostet wird
cmd-season-start-title-name = name
cmd-season-start-title-description = Name der Saison (ohne Angabe das Jahr des letzten Tages)
cmd-season-start-first-day-name = erster-tag
cmd-season-start-first-day-description = Erster Tag der Saison als JJJJ-MM-TT (ohne Angabe heute)
cmd-season-end-name = beenden
cmd-season-end-description = Die laufende Saison jetzt beenden und ihre Abschlusstabelle posten.
cmd-leaderboard-season-name = saison
cmd-leaderboard-season-description = Nach den gewerteten Partien einer Saison statt nach allen ordnen
season-choice-current = Laufende Saison
season-choice-last = Letzte Saison
season-range = Vom { $start } bis { $end }.
season-table-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
season-table-title = { $game }: Saison { $name }
season-table-empty = In der Saison { $name } hat noch niemand eine gewertete Partie { $game } beendet.
season-final-title = Saison { $name }: Abschlusstabelle
season-final-intro = Gezählt hat jede gewertete Partie, die in der Saison beendet wurde. Gut gespielt, alle zusammen!
season-final-empty = In dieser Saison wurde keine gewertete Partie beendet.
season-footer = Saisonwertung: Elo nach erreichtem Rang, nur aus den gewerteten Partien der Saison; alle beginnen die Saison mit { NUMBER($start, useGrouping: 0) }.
season-announced = 🏆 Die Saison **{ $name }** hat begonnen: Jede gewertete Partie, die auf diesem Server beendet wird, zählt. Verfolge sie mit `/leaderboard season:`; die Abschlusstabelle wird hier gepostet.
season-opened = Die Saison **{ $name }** läuft. Ihre Abschlusstabelle wird am Ende in { $channel } gepostet.
season-ended = Die Saison **{ $name }** ist vorbei: Ihre Abschlusstabelle wird gerade in { $channel } gepostet.
season-refusal-not-admin = Nur Mitglieder, die diesen Server verwalten dürfen, können eine Saison starten oder beenden.
season-refusal-date = Schreibe Daten als JJJJ-MM-TT, zum Beispiel 2026-12-31.
season-refusal-end-past = Dieser letzte Tag ist schon vorbei: Wähle einen Tag, der noch kommt.
season-refusal-empty-range = Der letzte Tag muss nach dem ersten kommen.
season-refusal-too-long = Eine Saison dauert höchstens ein Jahr.
season-refusal-already-open = Auf diesem Server läuft schon eine Saison: Beende sie zuerst mit `/season end`.
season-refusal-none-open = Auf diesem Server läuft keine Saison. Wer den Server verwalten darf, kann mit `/season start` eine starten.
season-refusal-none-closed = Dieser Server hat noch keine Saison abgeschlossen.
season-refusal-not-begun = Die Saison dieses Servers beginnt { $start }.
season-refusal-channel = Ich kann in { $channel } nicht posten: Gib mir dort „Nachrichten senden“ und „Links einbetten“ oder wähle einen anderen Kanal.
help-season-command = /season start last-day: channel: · /season end
help-season-text = Für Serververwalter: Eine Saison ist ein Zeitraum mit eigener Rangliste der gewerteten Partien, die am Ende im gewählten Kanal gepostet wird.
