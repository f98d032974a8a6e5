## /game replay: eine Partie Schritt für Schritt noch einmal ansehen, privat (cogs/replay.py)

cmd-game-replay-name = wiederholung
cmd-game-replay-description = Eine Partie Schritt für Schritt ansehen, wie Zuschauer sie sahen (nur du siehst es).
cmd-game-replay-number-name = nummer
cmd-game-replay-number-description = Die Nummer der Partie (#12); ohne sie die Partie dieses Threads
cmd-game-replay-move-name = schritt
cmd-game-replay-move-description = Der Schritt, bei dem du beginnst (0 ist der Spielaufbau, der Standard)
help-replay-command = /game replay
help-replay-text = Die Spielpläne einer Partie Schritt für Schritt ansehen, nur für dich.

replay-head = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: Schritt { $move } von { $total }.
replay-head-in-play = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }, die Partie läuft noch: Schritt { $move } von bisher { $total }.
replay-head-deal = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielaufbau, vor { $total ->
    [one] ihrem einzigen Schritt
   *[other] ihren { $total } Schritten
}.
replay-head-deal-in-play = Wiederholung von { $game } #{ NUMBER($number, useGrouping: 0) }, die Partie läuft noch: der Spielaufbau (bisher { $total ->
    [one] { $total } Schritt
   *[other] { $total } Schritte
}).
replay-beyond = Partie #{ NUMBER($number, useGrouping: 0) } hat keinen Schritt { $move }: Hier ist ihr letzter, Schritt { $total }.
replay-cut = Diese Partie ist zu lang, um sie ganz zu zeigen: Nur ihre ersten { $count } Schritte sind zu sehen.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielplan nach Schritt { $move } von { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }: der Spielplan beim Spielaufbau.

replay-button-first = Anfang
replay-button-back = Zurück
replay-button-next = Weiter
replay-button-last = Ende
replay-button-now = Jetzt
replay-button-open = Wiederholung
replay-jump-placeholder = Zu einem anderen Schritt springen (gezeigt: { $move } von { $total })
replay-jump-deal = Der Spielaufbau
replay-jump-move = Schritt { $move }

replay-refusal-unknown = Hier gibt es keine Partie #{ NUMBER($number, useGrouping: 0) }, die du dir noch einmal ansehen kannst.
replay-refusal-in-play = Partie #{ NUMBER($number, useGrouping: 0) } läuft noch: Bis sie endet, können nur ihre Spieler sie noch einmal ansehen.
replay-refusal-where = Nutze `/game replay` im Thread einer Partie oder gib die Nummer der Partie an.
