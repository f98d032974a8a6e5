## Le fil d’une table privée (cogs/private_thread.py) : sa première ligne, son bouton Inviter un spectateur,
## le menu de membres qu’il ouvre et les réponses. $member, $player : une mention ; $number : le numéro d’une partie.

private-thread-welcome = 🔒 Une table privée : seuls ses joueurs voient ce fil. Un joueur peut laisser quelqu’un regarder avec **{ private-thread-button-invite }**.
# $reason : learn-public-no-permission ou learn-public-channel.
private-thread-public = Cette table est privée, mais ce salon ne peut pas accueillir de fil privé ({ $reason }) : la partie nº { NUMBER($number, useGrouping: 0) } est donc dans ce fil public, que tout le monde ici peut suivre.
private-thread-button-invite = Inviter un spectateur
private-thread-pick = Qui peut regarder la partie nº { NUMBER($number, useGrouping: 0) } ? Le membre choisi est ajouté à ce fil : il peut le lire, pas jouer.
private-thread-pick-placeholder = Choisissez un membre qui regardera
private-thread-invited = { $member } peut désormais regarder la partie nº { NUMBER($number, useGrouping: 0) } dans ce fil.
private-thread-announce = { $player } a invité { $member } à regarder.

private-thread-refusal-players-only = Seuls les joueurs de cette table peuvent inviter un spectateur.
private-thread-refusal-public = Le fil de cette partie est public : tout le monde dans le salon peut déjà la regarder.
private-thread-refusal-bot = Un bot ne peut pas être invité à regarder.
private-thread-refusal-player = { $member } joue à cette table : ce membre est déjà dans ce fil.
private-thread-refusal-already = { $member } voit déjà ce fil.
private-thread-refusal-failed = Discord n’a pas laissé le bot ajouter { $member } à ce fil.
private-thread-refusal-gone = Le fil de cette partie n’existe plus : personne ne peut y être invité.
