## /game replay: eine Partie Aktion für Aktion noch einmal ansehen, privat (cogs/replay.py)

cmd-game-replay-name = wiederholung
cmd-game-replay-description = Eine Partie Aktion für Aktion ansehen, wie Zuschauer sie sahen (nur du siehst es).
cmd-game-replay-number-name = nummer
cmd-game-replay-number-description = Die Nummer der Partie (#12); ohne sie die Partie dieses Threads
cmd-game-replay-move-name = aktion
cmd-game-replay-move-description = Die Aktion, bei der du beginnst (0 ist der Spielaufbau, der Standard)
help-replay-command = /game replay
help-replay-text = Die Spielpläne einer Partie Aktion für Aktion ansehen, nur für dich.

replay-head = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: Aktion { $move } von { $total }.
replay-head-in-play = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }, die Partie läuft noch: Aktion { $move } von bisher { $total }.
replay-head-deal = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielaufbau, vor { $total ->
    [one] ihrer einzigen Aktion
   *[other] ihren { $total } Aktionen
}.
replay-head-deal-in-play = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }, die Partie läuft noch: der Spielaufbau (bisher { $total ->
    [one] { $total } Aktion
   *[other] { $total } Aktionen
}).
replay-beyond = Partie #{ NUMBER($number, useGrouping: 0) } hat keine Aktion { $move }: Hier ist ihre letzte, Aktion { $total }.
replay-cut = Diese Partie ist zu lang, um sie ganz zu zeigen: Nur ihre ersten { $count } Aktionen sind zu sehen.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielplan nach Aktion { $move } von { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielplan beim Spielaufbau.

replay-button-first = Anfang
replay-button-back = Zurück
replay-button-next = Weiter
replay-button-last = Ende
replay-button-now = Jetzt
replay-button-open = Wiederholung
replay-jump-placeholder = Zu einer anderen Aktion springen (gezeigt: { $move } von { $total })
replay-jump-deal = Der Spielaufbau
replay-jump-move = Aktion { $move }

replay-refusal-unknown = Hier gibt es keine Partie #{ NUMBER($number, useGrouping: 0) }, die du dir noch einmal ansehen kannst.
replay-refusal-in-play = Partie #{ NUMBER($number, useGrouping: 0) } läuft noch: Bis sie endet, können nur ihre Spieler sie noch einmal ansehen.
replay-refusal-where = Nutze `/game replay` im Thread einer Partie oder gib die Nummer der Partie an.
