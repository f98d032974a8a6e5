## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = privat
cmd-play-private-description = Nur Mitglieder, die du einlädst oder zulässt, können beitreten

privlobby-field-joining = Beitritt
privlobby-joining-open = Alle können beitreten
privlobby-joining-private = Privat: der Gastgeber entscheidet über jede Anfrage
privlobby-still-invited = Noch eingeladen: { $members }
privlobby-asking = Möchten beitreten: { $members }
privlobby-more = { $count ->
    [one] eine weitere Person
   *[other] { $count } weitere
}
privlobby-asked = Du hast den Gastgeber von Partie Nr. { NUMBER($number, useGrouping: 0) } gebeten, dich beitreten zu lassen. Du bekommst eine Direktnachricht, sobald er antwortet.
privlobby-request-prompt = { $member } möchte deiner Partie Nr. { NUMBER($number, useGrouping: 0) } beitreten. Platz geben?
privlobby-request-prompt-here = { $host }, { $member } möchte deiner Partie Nr. { NUMBER($number, useGrouping: 0) } beitreten. Nur du kannst antworten: Platz geben?
privlobby-button-approve = Zulassen
privlobby-button-decline = Ablehnen
privlobby-approved = Du hast { $member } einen Platz in Partie Nr. { NUMBER($number, useGrouping: 0) } gegeben.
privlobby-declined = Du hast die Anfrage von { $member } für Partie Nr. { NUMBER($number, useGrouping: 0) } abgelehnt.
privlobby-approved-you = Der Gastgeber hat deine Anfrage angenommen: Du sitzt jetzt in Partie Nr. { NUMBER($number, useGrouping: 0) }.
privlobby-declined-you = Der Gastgeber hat deine Anfrage für Partie Nr. { NUMBER($number, useGrouping: 0) } abgelehnt.
privlobby-refusal-host-answers = Nur der Gastgeber von Partie Nr. { NUMBER($number, useGrouping: 0) } kann diese Anfrage beantworten.
privlobby-remove-placeholder = Spieler vor dem Start entfernen
privlobby-remove-choice = Platz { $seat } entfernen: { $player }
privlobby-refusal-host-removes = Nur der Gastgeber kann Spieler von diesem Tisch entfernen.
privlobby-refusal-seat-changed = Dieser Platz hat sich geändert, seit die Liste gezeigt wurde; wähle noch einmal.
privlobby-removed = Du hast { $player } aus Partie Nr. { NUMBER($number, useGrouping: 0) } entfernt.
privlobby-removed-you = Der Gastgeber hat dich vor dem Start aus Partie Nr. { NUMBER($number, useGrouping: 0) } entfernt.
