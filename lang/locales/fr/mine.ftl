## /game mine : toutes les parties d’un membre, sur tous les serveurs, et le bouton Décision suivante (cogs/mine.py)

cmd-game-mine-name = mes-parties
cmd-game-mine-description = Vos parties sur tous les serveurs, celles qui vous attendent d’abord (vous seul les voyez).
help-mine-command = /game mine
help-mine-text = Vos parties et tables sur tous les serveurs, celles qui attendent votre décision d’abord, avec leur échéance ; **Décision suivante** ouvre la plus ancienne.

mine-none = Vous ne jouez aucune partie et n’êtes installé à aucune table. Lancez-en une avec `/play`, ou trouvez-en une avec `/game list`.
mine-title = Vos parties ({ $count })
mine-description = D’abord celles qui vous attendent, l’échéance la plus proche en premier. **Décision suivante** ouvre la plus ancienne, où qu’elle se joue.
mine-description-none-waiting = Aucune partie n’attend votre décision pour l’instant.
mine-section-waiting = Vous attendent ({ $count })
mine-section-lobbies = Tables et revanches ({ $count })
mine-section-others = Attendent d’autres joueurs ({ $count })
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }), à décider { $deadline } : { $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }) : { $links }
mine-links = [fil]({ $thread }) · [message du tour]({ $post })
mine-link-thread = [fil]({ $thread })
mine-thread-opening = fil en cours d’ouverture
mine-server-other = un autre serveur
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }) : une revanche qui attend votre accord, sur [le message final]({ $link })
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }) : une revanche acceptée, en attente des autres ([message final]({ $link }))
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }) : une table, { $count ->
    [one] { $count } joueur installé
   *[other] { $count } joueurs installés
} ([table]({ $link }))

mine-button-next = Décision suivante
mine-next-none = Aucune décision ne vous attend pour l’instant ; `/game mine` liste vos parties.
