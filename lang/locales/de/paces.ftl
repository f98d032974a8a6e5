# Tempo und Zeitkonto: die Tempi, die eine Lobby wählt (data/paces.json), die Restzeit
# jedes Spielers im Zugbeitrag, Erinnerungen per Direktnachricht und die Bitte um mehr Zeit.
# Begriffe: Tempo, Entscheidung, Zeitkonto (die Reserve), Erinnerung, Zeit abgelaufen; „du“.

## Der Name eines Tempos, einer für jedes Tempo aus data/paces.json
paces-name-blitz = Blitz
paces-name-live = Live
paces-name-daily = Täglich
paces-name-weekend = Wochenende

## Eine Zeitangabe in ihrer größten ganzen Einheit
paces-span-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
paces-span-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
paces-span-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
paces-span-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}

## Was ein Tempo einem Spieler gibt (Lobby und /rules), aus seinen Zahlen
paces-line-plain = { $name }: { $decision } pro Entscheidung, kein Zeitkonto
paces-line-bank = { $name }: { $decision } pro Entscheidung, dazu ein Zeitkonto: { $bank }
paces-line-increment = { $name }: { $decision } pro Entscheidung; jeder deiner Züge bringt { $increment } aufs Zeitkonto (höchstens { $cap })
paces-line-increment-uncapped = { $name }: { $decision } pro Entscheidung, Zeitkonto: { $bank }; jeder deiner Züge bringt { $increment } dazu
paces-line-bank-increment = { $name }: { $decision } pro Entscheidung, Zeitkonto: { $bank }; jeder deiner Züge bringt { $increment } dazu (höchstens { $cap })
paces-rules = { $paces }
    Braucht eine Entscheidung länger als ihre Zeit, geht das von deinem Zeitkonto ab; sind beide aufgebraucht, entscheidet die KI für dich. Einmal pro Partie darfst du um mehr Zeit bitten (`/game moretime`).

## Die Restzeit im Zugbeitrag (kurz)
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours } Std. { $minutes } Min.
paces-left-days = { $days } T. { $hours } Std.
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player }: { $left } + Zeitkonto { $bank } (Zeit endet { $deadline })
paces-clock-deciding-alone = Zeit endet { $deadline }
paces-clock-waiting = { $player }: Zeitkonto { $bank }

## Erinnerungen: per Direktnachricht (in der Sprache des Mitglieds), im Thread, wenn DMs zu sind
paces-dm-reminder = ⏰ Du bist in **{ $game }** #{ NUMBER($number, useGrouping: 0) } am Zug: Die Hälfte deiner Zeit für diese Entscheidung ist um. Deine Zeit samt Zeitkonto endet { $deadline }.
paces-dm-reminder-half = ⏰ Du bist in **{ $game }** #{ NUMBER($number, useGrouping: 0) } am Zug: Die Hälfte deiner Zeit für diese Entscheidung ist um.
paces-dm-last-call = ⏰ Letzte Erinnerung in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: Deine Zeit endet { $deadline }, dann entscheidet die KI für dich.
paces-last-call = ⏰ { $member }, letzte Erinnerung in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: Deine Zeit endet { $deadline }, dann entscheidet die KI für dich.

## Um mehr Zeit bitten (einmal pro Partie) und sie geben
paces-button-ask = Um mehr Zeit bitten
paces-button-grant = Mehr Zeit geben
paces-asked = ⏳ { $member } bittet um { $extension } mehr für diese Entscheidung. { $players }: Ein Klick auf „Mehr Zeit geben“ genügt.
paces-asked-host = ⏳ { $member } bittet um { $extension } mehr für diese Entscheidung. Sonst spielt hier niemand, also kann der Gastgeber { $host } sie geben.
paces-asked-done = Du hast um { $extension } mehr gebeten; deine Gegner sehen die Bitte im Thread.
paces-granted = ⏳ { $granter } gibt { $member } { $extension } mehr für diese Entscheidung: Die Zeit endet jetzt { $deadline }.
paces-granted-done = Du hast { $extension } mehr gegeben.
paces-refusal-not-deciding = Um mehr Zeit bitten kannst du nur, während die Uhr für eine deiner Entscheidungen läuft.
paces-refusal-used = Du hast in dieser Partie schon einmal mehr Zeit bekommen.
paces-refusal-already-asked = Du hast für diese Entscheidung schon um mehr Zeit gebeten; ein Gegner kann sie im Thread geben.
paces-refusal-request-gone = Diese Bitte gilt nicht mehr: Der Spieler hat schon entschieden, oder jemand hat sie schon erfüllt.
paces-refusal-grant-own = Deine eigene Bitte kannst du nicht erfüllen: Das kann einer deiner Gegner.
paces-refusal-grant-who = Nur die anderen Spieler dieser Partie (oder der Gastgeber, wenn sonst niemand spielt) können mehr Zeit geben.
paces-refusal-nobody-to-grant = In dieser Partie spielt sonst niemand, also kann dir niemand mehr Zeit geben.
paces-refusal-asks-used = Du hast in dieser Partie schon { $count ->
    [one] einmal
   *[other] { $count } Mal
} um mehr Zeit gebeten.
paces-asked-granted = ⏳ { $member } hat um { $extension } mehr für diese Entscheidung gebeten; { $granter } hat die Bitte erfüllt.
paces-cmd-moretime-name = mehrzeit
paces-cmd-moretime-description = Bitte deine Gegner um mehr Zeit für deine aktuelle Entscheidung (einmal pro Partie)
help-moretime-command = /game moretime
help-moretime-text = Bitte einmal pro Partie um mehr Zeit für die Entscheidung, die du gerade triffst (oder „Um mehr Zeit bitten“ in deiner Auswahl); jeder Gegner gibt sie mit einem Klick.
