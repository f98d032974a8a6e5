## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = privée
cmd-play-private-description = Seuls les membres que vous invitez ou acceptez peuvent rejoindre

privlobby-field-joining = Accès
privlobby-joining-open = Tout le monde peut rejoindre
privlobby-joining-private = Privée : l’hôte accepte chaque demande
privlobby-still-invited = Encore invités : { $members }
privlobby-asking = Demandent à rejoindre : { $members }
privlobby-more = { $count ->
    [0] { $count } de plus
    [one] un de plus
   *[other] { $count } de plus
}
privlobby-asked = Vous avez demandé à l’hôte de la partie nº { NUMBER($number, useGrouping: 0) } de vous laisser rejoindre. Vous recevrez un message privé à sa réponse.
privlobby-request-prompt = { $member } demande à rejoindre votre partie nº { NUMBER($number, useGrouping: 0) }. L’accepter ?
privlobby-request-prompt-here = { $host }, { $member } demande à rejoindre votre partie nº { NUMBER($number, useGrouping: 0) }. Vous seul pouvez répondre : l’accepter ?
privlobby-button-approve = Accepter
privlobby-button-decline = Refuser
privlobby-approved = Vous avez donné une place à { $member } à la partie nº { NUMBER($number, useGrouping: 0) }.
privlobby-declined = Vous avez refusé que { $member } rejoigne la partie nº { NUMBER($number, useGrouping: 0) }.
privlobby-approved-you = L’hôte a accepté votre demande : vous avez pris place à la partie nº { NUMBER($number, useGrouping: 0) }.
privlobby-declined-you = L’hôte a refusé votre demande de rejoindre la partie nº { NUMBER($number, useGrouping: 0) }.
privlobby-refusal-host-answers = Seul l’hôte de la partie nº { NUMBER($number, useGrouping: 0) } peut répondre à cette demande.
privlobby-remove-placeholder = Retirer un joueur avant le début
privlobby-remove-choice = Retirer la place { $seat } : { $player }
privlobby-refusal-host-removes = Seul l’hôte peut retirer un joueur de cette table.
privlobby-refusal-seat-changed = Cette place a changé depuis l’affichage de la liste ; choisissez de nouveau.
privlobby-removed = Vous avez retiré { $player } de la partie nº { NUMBER($number, useGrouping: 0) }.
privlobby-removed-you = L’hôte vous a retiré de la partie nº { NUMBER($number, useGrouping: 0) } avant le début.
