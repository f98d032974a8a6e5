## Tables sur invitation.

cmd-play-with-name = avec
cmd-play-with-description = Les membres à inviter, en mentions : @ana @bea (chacun reçoit Accepter et Refuser)

invitation-prompt = { $member } vous invite à la partie nº { NUMBER($number, useGrouping: 0) }. Prendre votre place ?
invitation-button-accept = Accepter
invitation-button-decline = Refuser
invitation-accepted = Vous avez pris place à la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-declined = Vous avez refusé l’invitation à la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Aucune invitation ni demande n’attend plus de réponse ici.
invitation-refusal-nobody = Nommez au moins un autre membre à inviter, par une mention comme @nom.
invitation-refusal-too-many = Ce jeu se joue à { $seats } au plus, invités en attente compris.
invitation-refusal-already-asked = Vous avez déjà demandé à rejoindre ; l’hôte n’a pas encore répondu.
invitation-refusal-host-only = Seul l’hôte peut inviter, accepter, refuser ou retirer des joueurs.
