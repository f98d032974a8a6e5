## /game replay : revoir une partie coup par coup, en privé (cogs/replay.py)

cmd-game-replay-name = rediffusion
cmd-game-replay-description = Revoir une partie coup par coup, telle que les spectateurs l’ont vue (vous seul la voyez).
cmd-game-replay-number-name = numéro
cmd-game-replay-number-description = Le numéro de la partie (#12) ; sinon, la partie de ce fil
cmd-game-replay-move-name = coup
cmd-game-replay-move-description = Le coup où commencer (0 : la mise en place, par défaut)
help-replay-command = /game replay
help-replay-text = Revoir les plateaux d’une partie coup par coup, en privé.

replay-head = Rediffusion de { $game } #{ NUMBER($number, useGrouping: 0) } : coup { $move } sur { $total }.
replay-head-in-play = Rediffusion de { $game } #{ NUMBER($number, useGrouping: 0) }, partie en cours : coup { $move } sur { $total } jusqu’ici.
replay-head-deal = Rediffusion de { $game } #{ NUMBER($number, useGrouping: 0) } : la mise en place, avant { $total ->
    [0] ses { $total } coups
    [one] son seul coup
   *[other] ses { $total } coups
}.
replay-head-deal-in-play = Rediffusion de { $game } #{ NUMBER($number, useGrouping: 0) }, partie en cours : la mise en place ({ $total ->
    [one] { $total } coup joué
   *[other] { $total } coups joués
} jusqu’ici).
replay-beyond = La partie #{ NUMBER($number, useGrouping: 0) } n’a pas de coup { $move } : voici son dernier, le coup { $total }.
replay-cut = Cette partie est trop longue pour être revue en entier : seuls ses { $count } premiers coups sont montrés.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) } : le plateau après le coup { $move } sur { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) } : le plateau à la mise en place.

replay-button-first = Début
replay-button-back = Précédent
replay-button-next = Suivant
replay-button-last = Fin
replay-button-now = Maintenant
replay-button-open = Rediffusion
replay-jump-placeholder = Aller à un autre coup (coup affiché : { $move } sur { $total })
replay-jump-deal = La mise en place
replay-jump-move = Coup { $move }

replay-refusal-unknown = Il n’y a pas de partie #{ NUMBER($number, useGrouping: 0) } que vous puissiez revoir ici.
replay-refusal-in-play = La partie #{ NUMBER($number, useGrouping: 0) } est en cours : seuls ses joueurs peuvent la revoir avant la fin.
replay-refusal-where = Utilisez `/game replay` dans le fil d’une partie, ou donnez le numéro de la partie.
