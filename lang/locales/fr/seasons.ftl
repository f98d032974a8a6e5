# Saisons : /season start et /season end (Gérer le serveur), et l’option saison de /leaderboard.
cmd-season-name = saison
cmd-season-description = Organiser une saison sur ce serveur : une période avec son propre classement.
cmd-season-start-name = ouvrir
cmd-season-start-description = Ouvrir une saison : un classement de ses parties classées, publié à la fin.
cmd-season-start-last-day-name = dernier-jour
cmd-season-start-last-day-description = Dernier jour de la saison, AAAA-MM-JJ (fuseau de vos paramètres, sinon UTC)
cmd-season-start-channel-name = salon
cmd-season-start-channel-description = Où annoncer la saison et publier son classement final
cmd-season-start-title-name = nom
cmd-season-start-title-description = Nom de la saison (l’année du dernier jour si vous le laissez vide)
cmd-season-start-first-day-name = premier-jour
cmd-season-start-first-day-description = Premier jour de la saison, au format AAAA-MM-JJ (aujourd’hui si vous le laissez vide)
cmd-season-end-name = clore
cmd-season-end-description = Clore maintenant la saison en cours et publier son classement final.
cmd-leaderboard-season-name = saison
cmd-leaderboard-season-description = Classer selon les parties classées d’une saison plutôt que depuis toujours
season-choice-current = Saison en cours
season-choice-last = Dernière saison
season-range = Du { $start } au { $end }.
season-table-line = **{ $place }.** { $player } : **{ NUMBER($rating, useGrouping: 0) }** · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
season-table-title = { $game } : saison { $name }
season-table-empty = Personne n’a encore terminé de partie classée de { $game } pendant la saison { $name }.
season-final-title = Saison { $name } : classement final
season-final-intro = Toutes les parties classées terminées pendant la saison ont compté. Bravo à toutes et à tous !
season-final-empty = Aucune partie classée n’a été terminée pendant cette saison.
season-footer = Cote de saison : Elo selon la place finale, sur les seules parties classées de la saison ; chacun commence la saison à { NUMBER($start, useGrouping: 0) }.
season-announced = 🏆 La saison **{ $name }** commence : toutes les parties classées terminées sur ce serveur comptent. Suivez-la avec `/leaderboard season:` ; son classement final sera publié ici.
season-opened = La saison **{ $name }** est ouverte. Son classement final sera publié dans { $channel } à la fin.
season-ended = La saison **{ $name }** est terminée : son classement final est en cours de publication dans { $channel }.
season-refusal-not-admin = Seuls les membres qui peuvent gérer ce serveur peuvent ouvrir ou clore une saison.
season-refusal-date = Écrivez les dates au format AAAA-MM-JJ, par exemple 2026-12-31.
season-refusal-end-past = Ce dernier jour est déjà passé : choisissez un jour à venir.
season-refusal-empty-range = Le dernier jour doit venir après le premier.
season-refusal-too-long = Une saison dure un an au plus.
season-refusal-already-open = Une saison est déjà ouverte sur ce serveur : closez-la d’abord avec `/season end`.
season-refusal-none-open = Aucune saison n’est ouverte sur ce serveur. Un membre qui peut gérer le serveur peut en ouvrir une avec `/season start`.
season-refusal-none-closed = Ce serveur n’a encore terminé aucune saison.
season-refusal-not-begun = La saison de ce serveur commence { $start }.
season-refusal-channel = Je ne peux pas publier dans { $channel } : donnez-moi les permissions Envoyer des messages et Intégrer des liens, ou choisissez un autre salon.
help-season-command = /season start last-day: channel: · /season end
help-season-text = Pour qui gère le serveur : une saison est une période avec son propre classement des parties classées, publié dans le salon choisi à la fin.
