## Tables sur invitation.

invitation-line-invited = Encore invités : { $members }
invitation-line-asking = Demandent à rejoindre : { $members }
invitation-line-private = Table privée : l’hôte accepte qui la rejoint.
invitation-prompt = { $member } vous invite à la partie nº { NUMBER($number, useGrouping: 0) }. Prendre votre place ?
invitation-button-accept = Accepter
invitation-button-decline = Refuser
invitation-accepted = Vous êtes assis à la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-declined = Vous avez refusé l’invitation à la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-request-sent = Votre demande pour rejoindre la partie nº { NUMBER($number, useGrouping: 0) } a été envoyée à son hôte.
invitation-request-prompt = { $member } demande à rejoindre votre partie privée nº { NUMBER($number, useGrouping: 0) }.
invitation-button-approve = Accepter
invitation-button-refuse = Refuser
invitation-request-refused = L’hôte a refusé votre demande pour rejoindre la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-removed = L’hôte vous a retiré de la table de la partie nº { NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = Aucune invitation ni demande n’attend plus de réponse ici.
invitation-refusal-nobody = Nommez au moins un autre membre à inviter, par une mention comme @nom.
invitation-refusal-too-many = Ce jeu se joue à { $seats } au plus, invités en attente compris.
invitation-refusal-already-asked = Vous avez déjà demandé à rejoindre ; l’hôte n’a pas encore répondu.
invitation-refusal-host-only = Seul l’hôte peut inviter, accepter, refuser ou retirer des joueurs.
