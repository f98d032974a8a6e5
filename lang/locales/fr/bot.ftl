# Ce que dit le bot sur Discord : commandes, table d’attente, tours, fil de la partie, statistiques.
# Le numéro d’une partie (et une cote) s’écrit { NUMBER($number, useGrouping: 0) } : jamais de séparateur de milliers.
# Termes (voir le glossaire de core.ftl) : lobby = table ; thread = fil ; channel = salon ; server = serveur ;
# resign = abandonner ; abandon (finir sans résultat) = interrompre ; hand over = confier ; take back = reprendre ;
# undo = annuler ; log = historique ; rating = cote ; rated = classée ; leaderboard = classement.
# Les commandes écrites entre accents graves dans les phrases (`/game log`) restent en anglais.

## Les jeux et les choix de chaque table
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = Facile : joue raisonnablement, fait des erreurs
level-normal = Normal : choisit le coup qui semble le meilleur
level-hard = Difficile : anticipe (recherche arborescente)
level-easy-short = facile
level-normal-short = normal
level-hard-short = difficile
level-easy-button = Bot facile
level-normal-button = Bot normal
level-hard-button = Bot difficile

# Chaque langue par son nom (la table montre une langue dans les mots du lecteur puis dans les siens) :
# en minuscules, comme on l’écrit en français (« anglais (English) »).
language-en-US = anglais
language-fr = français
language-de = allemand
language-es-ES = espagnol
language-pt-BR = portugais (Brésil)
language-ja = japonais
language-en-XA = pseudo-anglais (test)

duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

## Réponses possibles à toute commande
bot-sorry = Un problème est survenu de mon côté ; rien n’a été modifié. Veuillez réessayer.
bot-slow-down = Doucement : réessayez dans { $seconds } s.
bot-refusal-server-only = Cette commande fonctionne dans un salon de serveur, pas en message privé.
bot-refusal-not-here = Vous ne pouvez pas utiliser cette commande ici.
bot-refusal-bad-value = Cette valeur n’est pas valide : { $value }.
bot-refusal-unknown-game = Jeu inconnu.

## Commandes slash : noms (minuscules, sans espace, 32 caractères au plus) et descriptions (100 au plus)
cmd-play-name = jouer
cmd-play-description = Ouvrir une table pour une partie dans ce salon.
cmd-play-game-name = jeu
cmd-play-game-description = Le jeu auquel jouer
cmd-play-bots-name = bots
cmd-play-bots-description = Combien de joueurs IA installer d’emblée
cmd-play-pace-name = rythme
cmd-play-pace-description = Le temps d’une décision, et sa réserve de temps (par défaut : rapide)
cmd-play-level-name = niveau
cmd-play-level-description = Le niveau de jeu de ces bots (par défaut : normal)
cmd-move-name = coup
cmd-move-description = Jouer votre coup dans le fil de cette partie.
cmd-move-action-name = action
cmd-move-action-description = Commencez à taper pour voir vos coups possibles
cmd-hand-name = main
cmd-hand-description = Voir en privé votre main et tout ce que vous seul pouvez voir dans cette partie.
cmd-board-name = plateau
cmd-board-description = Voir en privé le plateau public actuel de cette partie.
cmd-game-name = partie
cmd-game-description = La partie de ce fil : abandonner, interrompre, confier, historique ; liste des parties
cmd-game-handover-name = confier
cmd-game-handover-description = Confier une place à l’IA : la vôtre, ou (hôte) celle d’un joueur absent.
cmd-game-handover-player-name = joueur
cmd-game-handover-player-description = La place que prend l’IA : la vôtre, ou celle d’un joueur qui a dépassé son temps
cmd-game-takeback-name = reprendre
cmd-game-takeback-description = Rejouer vous-même votre place après que l’IA l’a prise en charge.
cmd-game-undo-name = annuler
cmd-game-undo-description = Annuler votre dernière décision de ce tour (si rien n’a été révélé).
cmd-game-resign-name = abandonner
cmd-game-resign-description = Abandonner cette partie : vous prenez la dernière place.
cmd-game-abandon-name = interrompre
cmd-game-abandon-description = Terminer cette partie sans résultat (à la majorité ; l’hôte seul si non classée).
cmd-game-log-name = historique
cmd-game-log-description = Les derniers coups de cette partie, en texte (vous seul le voyez).
cmd-game-list-name = liste
cmd-game-list-description = Les parties en cours sur ce serveur, avec le lien vers leur fil.
cmd-rules-name = règles
cmd-rules-description = Comment jouer à un jeu : le tour, son matériel et ses options.
cmd-rules-game-name = jeu
cmd-rules-game-description = Quel jeu
cmd-help-name = aide
cmd-help-description = Toutes les commandes de ce bot.
cmd-stats-name = stats
cmd-stats-description = La cote, les parties et les victoires d’un joueur sur ce serveur.
cmd-stats-user-name = membre
cmd-stats-user-description = De qui afficher les résultats (vous par défaut)
cmd-leaderboard-name = classement
cmd-leaderboard-description = Les joueurs les mieux cotés d’un jeu sur ce serveur.
cmd-leaderboard-game-name = jeu
cmd-leaderboard-game-description = Quel jeu
cmd-admin-name = admin
cmd-admin-description = Outils du propriétaire du bot.
cmd-admin-backup-name = sauvegarde
cmd-admin-backup-description = Écrire maintenant une copie cohérente de la base de données (propriétaire seulement).

## /help
help-title = Tabletop : toutes les commandes
help-description = Les parties se jouent dans un fil que le bot ouvre pour chaque table.
help-entry = **{ $command }** : { $text }
help-section-start = Lancer une partie
help-section-play = Jouer (dans le fil de la partie)
help-section-clocks = Délais et départs
help-section-information = Informations
help-section-more = Autres
help-play-command = /play game: [bots:] [pace:]
help-play-text = Ouvrir une table ici ; rythme blitz, rapide, quotidien ou week-end, chacun avec sa réserve de temps (voir `/rules`).
help-lobby-command = Rejoindre · Quitter · Ajouter un bot · Options · Lancer · Annuler
help-lobby-text = Boutons de la table ; l’hôte ajoute des bots, règle les options et la langue de la table, lance ou annule.
help-rules-command = /rules game:
help-rules-text = Comment jouer à un jeu : le tour, chaque élément du matériel et chaque option (en pages).
help-take-turn-command = Jouer mon tour
help-take-turn-text = Bouton sous chaque plateau : votre vue et vos coups possibles, pas à pas.
help-hand-command = Ma main · /hand
help-hand-text = Voir en privé votre main et tout ce que vous seul pouvez voir.
help-board-command = /board
help-board-text = Voir en privé le plateau public actuel.
help-move-command = /move action:
help-move-text = Taper votre coup plutôt (commencez à taper pour voir vos coups possibles).
help-undo-command = /game undo
help-undo-text = Annuler votre dernière décision de ce tour, si rien de caché n’a été révélé.
help-clocks-command = Délais
help-clocks-text = Un rappel en message privé à mi-temps et peu avant l’expiration ; une décision trop longue puise dans votre réserve de temps ; à l’expiration, l’IA décide pour vous ; trois fois de suite, et l’IA joue votre place jusqu’à ce que vous la repreniez.
help-resign-command = /game resign
help-resign-text = Quitter la partie : vous prenez la dernière place ; s’il ne reste qu’un adversaire, la partie se termine aussitôt.
help-handover-command = /game handover player:
help-handover-text = L’IA joue votre place ; ou (hôte) celle d’un joueur dont la dernière décision a expiré (elle n’est alors plus classée).
help-takeback-command = /game takeback
help-takeback-text = Rejouer vous-même votre place après que l’IA l’a prise en charge (délais dépassés ou place confiée).
help-abandon-command = /game abandon
help-abandon-text = Terminer sans résultat : à la majorité des votes des joueurs (un vote expire au coup suivant ; voter à nouveau le retire) ; l’hôte seul uniquement dans les parties non classées.
help-log-command = /game log
help-log-text = Les derniers coups de cette partie, en texte.
help-list-command = /game list
help-list-text = Les parties en cours sur ce serveur, avec le lien vers leur fil.
help-stats-command = /stats [user:] [game:]
help-stats-text = Cote, parties jouées et victoires, jeu par jeu. Meilleur score, plus longue série de victoires, parties récentes (chacune ouvre sa rediffusion) et face-à-face contre chaque membre.
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = Les joueurs les mieux cotés d’un jeu sur ce serveur.
help-help-command = /help
help-help-text = Cette liste.

## La table d’attente
lobby-opened = { $host } a ouvert une table pour **{ $game }**. Appuyez sur Rejoindre pour prendre place.
lobby-title = { $game } : partie #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = En attente de joueurs : de { $low } à { $high }.
lobby-status-active = La partie est lancée : suivez-la dans son fil.
lobby-status-finished = La partie est terminée.
lobby-status-cancelled = L’hôte a annulé cette table.
lobby-status-abandoned = Cette partie a été interrompue.
lobby-status-lapsed = Fermée : personne n’a rejoint, quitté, modifié une option ni lancé la partie pendant { $idle }.
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player } (hôte)
lobby-field-players = Joueurs ({ $count }/{ $most })
lobby-field-pace = Rythme
lobby-field-language = Langue
lobby-field-options = Options
lobby-field-thread = Fil
lobby-footer = L’hôte ajoute des bots, modifie les options et la langue avec le bouton Options, et lance la partie avec Lancer.
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-add-bot = Ajouter un bot
lobby-button-start = Lancer
lobby-button-cancel = Annuler
lobby-button-options = Options
lobby-options-panel = Options de { $game } (page { $page }/{ $pages }). Les changements s’affichent aussitôt sur la table.
lobby-options-page = Page { $number }
lobby-option-choice = { $option } : { $choice }
lobby-option-language = Langue
# Une langue dans les mots du lecteur, puis dans les siens : « anglais (English) ».
lobby-language-choice = { $language } ({ $native })
lobby-bot-level-question = Quel niveau pour le nouveau bot ?
    { $levels }
lobby-bot-seated = { $player } prend place.
# Le nom d’un joueur IA, qui dit son niveau ({ $level } est level-…-short) : « Ada (bot difficile) ».
lobby-bot-name = { $name } (bot { $level })
lobby-bot-name-numbered = Bot { $number } (bot { $level })
lobby-channel-count = { $channel } ({ $count })
lobby-open-lobbies-in = Les tables ouvertes se trouvent dans : { $places }.
lobby-at-their-cap = Déjà à leur limite : { $members }.
lobby-refusal-in-dms = Les parties se jouent dans un salon de serveur, pas en message privé.
lobby-refusal-in-thread = Ouvrez une table dans un salon textuel, pas dans un fil.
lobby-refusal-closed = Cette table est fermée.
lobby-refusal-gone = Cette table n’existe plus.
lobby-refusal-started-or-closed = Cette table a déjà démarré ou a été fermée.
lobby-refusal-not-a-choice = Ce n’est pas l’un des choix proposés.
lobby-refusal-pace = Rythmes possibles : { $paces }.
lobby-refusal-level = Niveaux possibles pour un bot : { $levels }.
lobby-refusal-language = La table ne peut pas se jouer dans cette langue.
lobby-refusal-too-many-bots = { $game } accueille au plus { $players } joueurs, donc au plus { $count ->
    [one] { $count } bot
   *[other] { $count } bots
}.
lobby-refusal-too-few = { $game } demande au moins { $count } joueurs ; invitez des amis ou ajoutez un bot.
lobby-refusal-host-leaves = L’hôte ne peut pas quitter la table ; utilisez Annuler pour la fermer.
lobby-refusal-host-adds-bots = Seul l’hôte peut ajouter un bot.
lobby-refusal-host-options = Seul l’hôte peut modifier les options.
lobby-refusal-host-cancels = Seul l’hôte (ou un administrateur du serveur) peut annuler la table.
lobby-refusal-host-starts = Seul l’hôte (ou un administrateur du serveur) peut lancer la partie.
lobby-refusal-lapsed = Cette table est restée { $idle } sans activité et elle est maintenant fermée : ouvrez-en une nouvelle avec `/play`.
lobby-refusal-own-lobby-here = Vous avez déjà une table ouverte dans ce salon (partie #{ NUMBER($game, useGrouping: 0) }) : lancez-la ou annulez-la d’abord.
lobby-refusal-member-lobbies = Vous êtes déjà l’hôte de { $count ->
    [one] { $count } table ouverte
   *[other] { $count } tables ouvertes
} sur ce serveur, le maximum pour un membre : lancez-en ou annulez-en une d’abord (partie #{ NUMBER($game, useGrouping: 0) }).
lobby-refusal-server-lobbies = Ce serveur a déjà { $count ->
    [one] { $count } table ouverte
   *[other] { $count } tables ouvertes
}, son maximum : rejoignez-en une, attendez qu’une table démarre ou expire (après { $idle } sans activité), ou demandez à un administrateur du serveur d’en annuler une.
lobby-refusal-server-games = Ce serveur a déjà { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
}, sa limite de parties en cours ({ $cap }) : une nouvelle pourra démarrer quand l’une d’elles se terminera.
lobby-refusal-member-games = Vous participez déjà à { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} ({ $games }), la limite de parties en cours par membre ({ $cap }) : vous pourrez en lancer ou en rejoindre une autre quand l’une d’elles se terminera.
lobby-refusal-players-games = { $count ->
    [0] { $count } des joueurs présents participent déjà à autant de parties que le permet la limite de parties en cours par membre ({ $cap }) : cette partie pourra démarrer quand ils en auront moins, ou sans eux.
    [one] L’un des joueurs présents participe déjà à autant de parties que le permet la limite de parties en cours par membre ({ $cap }) : cette partie pourra démarrer quand il en aura moins, ou sans lui.
   *[other] { $count } des joueurs présents participent déjà à autant de parties que le permet la limite de parties en cours par membre ({ $cap }) : cette partie pourra démarrer quand ils en auront moins, ou sans eux.
}

## Refus de la base (un changement arrivé trop tard)
store-refusal-stale = Ce bouton appartient à un ancien plateau ; utilisez le plus récent.
store-refusal-already-started = La partie a déjà commencé.
store-refusal-already-seated = Vous avez déjà une place à cette table.
store-refusal-table-full = La table est complète ({ $seats } places).
store-refusal-not-seated = Vous n’avez pas de place à cette table.
store-refusal-seat-empty = Cette place est vide.
store-refusal-lobby-closed = La table a déjà démarré ou a été fermée.
store-refusal-table-changed = La table a changé pendant la mise en place de la partie ; appuyez de nouveau sur Lancer.
store-refusal-options-changed = Les options ont changé pendant la mise en place de la partie ; appuyez de nouveau sur Lancer.
store-refusal-not-a-lobby = La partie n’attend plus de joueurs.
store-refusal-not-in-play = Cette partie n’est plus en cours.
store-refusal-moved-on = La partie a avancé ; regardez le dernier plateau et réessayez.
store-refusal-not-last-decision = Cette décision n’est plus la dernière.
store-refusal-cannot-undo = Cette décision ne peut pas être annulée.
store-refusal-already-resigned = Le joueur de cette place a déjà abandonné.
store-refusal-not-on-autopilot = Cette place n’est pas jouée par l’IA, ou son joueur a abandonné.

## Refus de la table (coups, annulation, places, fin anticipée)
table-refusal-not-in-play = Cette partie n’est pas en cours.
table-refusal-not-playing = Vous ne participez pas à cette partie.
table-refusal-ai-plays-seat = L’IA joue cette place pour le moment ; son joueur peut la reprendre avec `/game takeback`.
table-refusal-ai-plays-yours = L’IA joue votre place pour le moment ; reprenez-la d’abord avec `/game takeback`.
table-refusal-decided-in-time = Le joueur a décidé à temps.
table-refusal-nothing-to-undo = Il n’y a rien à annuler.
table-refusal-undo-own = Vous ne pouvez annuler que vos propres décisions du tour en cours.
table-refusal-undo-hidden = Cette décision a fait piocher ou révéler quelque chose de caché : elle ne peut pas être annulée.
table-refusal-undo-turn = Annuler cette décision changerait qui doit jouer : ce n’est pas permis.
table-refusal-undo-turn-now = Annuler maintenant changerait qui doit jouer : ce n’est pas permis.
table-refusal-already-resigned = Vous avez déjà abandonné cette partie.
table-refusal-not-a-player = Ce joueur ne participe pas à cette partie.
table-refusal-ai-already = L’IA joue déjà la place { DE($player) }.
table-refusal-handover-host = Seul l’hôte (ou un administrateur du serveur) peut confier à l’IA la place d’un autre joueur.
table-refusal-not-absent = { $player } n’est pas absent pour le moment (sa dernière décision n’a pas expiré) : seul ce joueur peut confier sa place.
table-refusal-takeback-resigned = Vous avez abandonné cette partie : l’IA joue donc votre place jusqu’à la fin.
table-refusal-own-seat = Vous jouez déjà votre place vous-même.
table-refusal-abandon-rated = Une partie classée ne se termine sans résultat qu’à la majorité des votes de ses joueurs.
table-refusal-abandon-players = Seuls l’hôte et les joueurs encore en lice peuvent interrompre cette partie.

## Tours : les messages du fil, le sélecteur, la main
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = **{ $game }** commence. Places : { $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = Coup { $number } : { $said }
turn-move-line-for = Coup { $number } (l’IA a joué pour { $player }) : { $said }
turn-decided = { $player } a décidé.
turn-event-took-back = { $player } a repris sa dernière décision.
turn-earlier-moves = ({ $count ->
    [one] { $count } coup précédent
   *[other] { $count } coups précédents
} : `/game log`)
turn-catch-up-head = **{ $count ->
    [one] Depuis votre dernière décision, { $count } coup :
   *[other] Depuis votre dernière décision, { $count } coups :
}**
turn-catch-up-earlier = ({ $count ->
    [one] { $count } coup plus ancien
   *[other] { $count } coups plus anciens
} : `/game log`)
turn-catch-up-posts = Messages précédents : { $posts }
turn-catch-up-post = [coup { $number }]({ $url })
turn-ai-seat = { $player } (IA)
turn-no-image = (L’image du plateau n’a pas pu être dessinée cette fois ; `/board` réessaie.)
turn-alt-image-of = { $alt } (image { $number } sur { $count })
turn-button-take = Jouer mon tour
turn-button-hand = Ma main
turn-picker-prompt = **Votre décision** (coup { $move }) : { $count } choix.
turn-picker-waiting = Ce n’est pas votre tour : en attente de { $players }.
turn-picker-ai-plays = L’IA joue votre place ; reprenez-la avec `/game takeback`.
turn-picker-older-board = Ce plateau est plus ancien que la partie ; voici où en est la partie (coup { $move }).
turn-picker-placeholder = Choisissez un coup parmi { $count } (page { $page }/{ $pages })
turn-picker-previous = Page précédente ({ $page }/{ $pages })
turn-picker-next = Page suivante ({ $page }/{ $pages })
turn-picker-undo = Annuler mon dernier choix
turn-played = Joué : { $move }
turn-hand = Votre vue de { $game } #{ NUMBER($number, useGrouping: 0) } (coup { $move }). Vous seul pouvez la voir.
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }, coup { $move }.
turn-dm-first = Votre vue privée pour **{ $game } #{ NUMBER($number, useGrouping: 0) }**. Je vous en enverrai une nouvelle à chaque changement.
turn-dm-changed = Votre vue privée a changé dans **{ $game } #{ NUMBER($number, useGrouping: 0) }** (coup { $move }).
turn-dm-thread = Fil de la partie : { $thread }
turn-dm-closed = { $member }, je ne peux pas vous envoyer de messages privés : votre vue privée reste donc ici. Utilisez `/hand` ou le bouton **Ma main** à tout moment.
turn-refusal-over = Cette partie est terminée.
turn-refusal-not-started = Cette partie n’a pas commencé.
turn-refusal-not-your-picker = Ce sélecteur n’est pas le vôtre.
turn-refusal-older-choice = Ce choix appartient à un ancien plateau ; voici votre sélecteur actuel.
turn-refusal-not-a-choice = Ce n’est pas l’un de vos choix pour le moment.
turn-refusal-no-hand = Vous ne participez pas à cette partie : vous n’avez donc pas de main ici. `/board` montre le plateau.
turn-refusal-hand-where = Utilisez `/hand` dans le fil de votre partie.
turn-refusal-board-where = Utilisez `/board` dans le fil d’une partie.
turn-refusal-move-where = Il n’y a pas de partie dans ce salon. Utilisez `/move` dans le fil d’une partie.
turn-refusal-not-your-turn = Ce n’est pas à vous de décider.
turn-refusal-not-a-move = Ce n’est pas l’un de vos coups possibles pour le moment ; choisissez-en un dans la liste.

## La fin d’une partie
turn-final-head = **Partie terminée.**
turn-final-winners = { $count ->
    [one] Victoire : **{ $winners }**
   *[other] Victoire partagée : **{ $winners }**
}
turn-final-line = { render-score-place } { $player } : **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}**
turn-final-line-parts = { render-score-place } { $player } : **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}** ({ $parts })
turn-final-part = { $part } { $points }
turn-final-tie-broken = Égalité à { $points ->
    [one] { $points } point
   *[other] { $points } points
} : { $players }, départagés { $rule }.
turn-final-tie-shared = Égalité à { $points ->
    [one] { $points } point
   *[other] { $points } points
} : { $players } partagent leur place (les règles ne départagent pas).
turn-tiebreak-resigned = par l’abandon, qui classe dernier

## Avis dans le fil
notice-reminder = ⏰ { $member }, c’est à vous de décider dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : votre temps expire { $deadline }. S’il expire, l’IA décide pour vous.
notice-reminder-half = ⏰ { $member }, c’est à vous de décider dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : la moitié de votre temps est écoulée. S’il expire, l’IA décide pour vous.
notice-autopilot = 🤖 { $member } a laissé expirer { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
} de suite : l’IA joue donc **{ $player }** jusqu’à ce que la place soit reprise avec `/game takeback`.
notice-timed-out = ⌛ { $member } a dépassé son temps : l’IA a donc décidé pour **{ $player }** : { $move } (délai dépassé { $count } fois de suite).
notice-timed-out-warning = ⌛ { $member } a dépassé son temps : l’IA a donc décidé pour **{ $player }** : { $move } (délai dépassé { $count } fois de suite). Encore { $left } fois de suite et l’IA prend la place.
notice-ai-paused = ⚠️ L’IA n’a pas réussi à décider pour **{ $player }** après plusieurs essais : la partie attend donc. L’IA réessaie dès que quelqu’un agit dans cette partie ou que le bot redémarre ; l’hôte peut aussi faire `/game abandon`.
notice-ai-paused-unknown = ⚠️ L’IA n’a pas réussi à décider après plusieurs essais : la partie attend donc. L’IA réessaie dès que quelqu’un agit dans cette partie ou que le bot redémarre ; l’hôte peut aussi faire `/game abandon`.
notice-timer-trouble = ⚠️ L’horloge de cette partie a échoué { $count } fois ; le bot continue d’essayer en espaçant les tentatives et les opérateurs ont été prévenus (voir le journal du bot).

## /game : places, fin anticipée, historique et liste
game-refusal-no-game-here = Il n’y a pas de partie dans ce salon. Utilisez cette commande dans le fil d’une partie.
game-handover-other-done = L’IA joue maintenant la place { DE($player) } ; cette place n’est pas classée dans cette partie.
game-handover-other = 🤖 { $host } a confié à l’IA la place { DE($member) } (**{ $player }**), absent après un délai dépassé. Cette place n’est pas classée dans cette partie ; son joueur peut la reprendre avec `/game takeback`.
game-handover-own-done = L’IA joue maintenant votre place. Reprenez-la quand vous voulez avec `/game takeback`.
game-handover-own = 🤖 { $member } a confié sa place (**{ $player }**) à l’IA.
game-takeback-done = Vous jouez de nouveau votre place. Appuyez sur **Jouer mon tour** (ou utilisez `/move`) quand c’est à vous.
game-takeback = 🙋 { $member } reprend **{ $player }** à l’IA.
game-undo-done = Votre dernière décision a été annulée ; le plateau est mis à jour dans le fil.
game-resign-done = Vous avez abandonné. L’IA joue votre place jusqu’à la fin ; vous prenez la dernière place.
game-resigned = 🏳️ **{ $player }** a abandonné et prend la dernière place. L’IA joue sa place jusqu’à la fin de la partie.
game-resign-done-over = Vous avez abandonné ; la partie est terminée.
game-resigned-over = 🏳️ **{ $player }** a abandonné : la partie s’arrête là.
game-abandon-withdrawn-done = Vous avez retiré votre vote pour interrompre (votes : { $count } sur { $needed }).
game-abandon-withdrawn = 🗳️ { $member } a retiré son vote pour interrompre (votes : { $count } sur { $needed } nécessaires).
game-abandon-voted-done = Votre vote pour interrompre compte (votes : { $count } sur { $needed }) jusqu’au prochain coup. Utilisez de nouveau `/game abandon` pour le retirer.
game-abandon-voted = 🗳️ { $member } vote pour interrompre cette partie (votes : { $count } sur { $needed } nécessaires). Les autres joueurs peuvent approuver avec `/game abandon` avant le prochain coup ; les votes expirent dès que la partie avance.
game-abandon-done = La partie est interrompue.
game-abandoned-by-host = 🛑 { $member } (l’hôte) a interrompu cette partie. Elle s’arrête là, sans résultat.
game-abandoned-by-admin = 🛑 { $member } (administrateur du serveur) a interrompu cette partie. Elle s’arrête là, sans résultat.
game-abandoned-by-vote = 🛑 Une majorité des joueurs ({ $members }) a interrompu cette partie. Elle s’arrête là, sans résultat.
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) } : historique**
game-log-last = ({ $count ->
    [0] les { $count } derniers coups
    [one] le dernier coup
   *[other] les { $count } derniers coups
} sur { $total })
game-log-empty = Aucun coup pour l’instant.
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move } (par l’IA)
game-list-none = Aucune partie en cours sur ce serveur. Lancez-en une avec `/play`.
game-list-playing = **Parties en cours ({ $count })**
game-list-thread-opening = (fil en cours d’ouverture)
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) } : { $players }
game-list-lobbies = **Tables ouvertes ({ $count })**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } dans { $channel }, { $count ->
    [one] { $count } joueur installé
   *[other] { $count } joueurs installés
} : { $link }
game-list-more = …et { $count } autres.

## /rules
rules-title = { $game } : comment jouer
rules-title-paged = { $game } : comment jouer ({ $page }/{ $pages })
rules-field-players = Joueurs
rules-field-pace = Rythme
rules-players-exactly = { $count }
rules-players-range = { $low } à { $high }
rules-footer = Lancez une partie avec `/play` ; l’hôte règle les options à la table.
rules-footer-paged = Lancez une partie avec `/play` ; l’hôte règle les options à la table. Les boutons ci-dessous mènent aux autres pages.
rules-options-heading = Options de la table
rules-option = **{ $option }** : choix entre { $choices }. Par défaut : { $default }.
rules-option-described = **{ $option }** : { $description } Choix entre { $choices }. Par défaut : { $default }.
rules-continued = (suite)
rules-previous = Précédent ({ $page }/{ $pages })
rules-next = Suivant ({ $page }/{ $pages })

## /stats, /leaderboard et les cotes après une partie
stats-refusal-in-dms = Les cotes sont tenues par serveur ; utilisez `/stats` dans un serveur.
stats-refusal-pick-game = Choisissez un jeu dans la liste, dans un serveur.
stats-none = { $player } n’a encore terminé aucune partie sur ce serveur.
stats-title = { $player } : résultats sur ce serveur
stats-rating = Cote **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = Sans cote (pas encore de partie classée)
stats-counts = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} ({ $rated ->
    [one] { $rated } classée
   *[other] { $rated } classées
}) · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
stats-footer = Parties classées : au moins deux joueurs humains et aucun joueur IA.
stats-leaderboard-empty = Personne n’a encore de cote à { $game } sur ce serveur : terminez une partie avec au moins deux joueurs humains et sans IA.
stats-leaderboard-title = { $game } : classement
stats-leaderboard-line = **{ $place }.** { $player } : **{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = Cote de type Elo selon la place finale ; tout le monde commence à { NUMBER($start, useGrouping: 0) }.
stats-ratings = Cotes ({ $game }) : { $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }** ({ $delta })
stats-ratings-unrated-seats = ({ $players } : hors classement, la place a été confiée à l’IA par quelqu’un d’autre)
stats-unrated-ai = Partie enregistrée, non classée : les parties avec des joueurs IA ne changent pas les cotes.
stats-unrated-humans = Partie enregistrée, non classée : une partie classée demande au moins deux joueurs humains sur un serveur.
stats-replay = Rediffusion de { $game } #{ NUMBER($number, useGrouping: 0) } : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} de la mise en place au plateau final.
stats-replay-alt = Rediffusion animée de { $game } #{ NUMBER($number, useGrouping: 0) } : { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} de la mise en place au plateau final.

## /stats : historique et rivalités, et le bilan après une partie
stats-bests = Meilleur score **{ NUMBER($score, useGrouping: 0) }** · plus longue série de victoires **{ $streak }**
stats-h2h-title = Face-à-face : { $game }
stats-h2h-line = { $player } : **{ $wins }–{ $losses }–{ $ties }**
stats-h2h-more = … et { $count } de plus
stats-recent-title = Parties récentes
stats-recent-line = n°{ NUMBER($number, useGrouping: 0) } { $game } : { $place ->
    [one] { $place }re
   *[other] { $place }e
} place sur { $players }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
stats-recent-button = n°{ NUMBER($number, useGrouping: 0) }
stats-history-footer = Face-à-face : victoires–défaites–nulles contre chaque membre, selon qui a fini devant. Les joueurs IA n’y figurent pas. Les parties non classées comptent dans les face-à-face, mais pas pour les cotes. Les parties d’entraînement et les parties abandonnées ne comptent pas.
stats-none-game = { $player } n’a encore terminé aucune partie de { $game } sur ce serveur.
standing-leads = { $leader } mène { $wins }–{ $losses } face à { $other } à { $game }
standing-level = { $leader } et { $other } sont à égalité { $wins }–{ $losses } à { $game }
standing-ties = ({ $ties ->
    [one] { $ties } nulle
   *[other] { $ties } nulles
})
cmd-stats-game-name = jeu
cmd-stats-game-description = Seulement ce jeu (tous les jeux par défaut)

## /admin (le propriétaire du bot)
admin-refusal-not-owner = Seul le propriétaire du bot (celui de son application Discord) peut faire des sauvegardes.
admin-backup-failed = La sauvegarde a échoué : { $problem }
admin-backup-written = Sauvegarde écrite : `{ $path }` ({ $size }).
