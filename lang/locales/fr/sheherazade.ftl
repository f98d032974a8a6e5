# Sheherazade : ce que dit le jeu (événements, coups, refus) et ce que montrent ses plateaux.
# Termes (voir le glossaire de core.ftl) : la Vigie (qui pioche pour la manche), les piles (du haut,
# du centre, du bas, Rêve), les tuiles Île (trois rangées de quatre) et les tuiles Rêve (la colonne Rêve),
# la face Génie d’une tuile.
# $stack et $row sont la lettre d’une pile : U (haut), M (centre), L (bas), D (Rêve).
# $tile est le nom d’une tuile (un message : sh-tile-island ou sh-tile-dream), jamais un code.
# Une tuile est féminine (« la tuile ») ; le nom d’une tuile Rêve peut être masculin : éviter d’accorder
# un mot avec { $tile }.

## Composants
sh-title = Sheherazade

# Une tuile Île telle qu’on la voit : ce qui y est dessiné ($elements : une liste de noms d’éléments).
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first } + { $second }
sh-tile-island-3 = { $first } + { $second } + { $third }
# Une tuile Rêve : son type ($kind : le nom d’une tuile Rêve).
sh-tile-dream = { $kind } (Rêve)

sh-element-palm = Palmier
sh-element-roc = Roc
sh-element-egg = Œuf
sh-element-monkey = Singe
sh-element-fennec = Fennec
sh-element-camel = Chameau
sh-element-elephant = Éléphant
sh-element-snake = Serpent
sh-element-emerald = Émeraude
sh-element-ruby = Rubis
sh-element-diamond = Diamant
sh-element-lamp = Lampe
sh-element-bandit = Bandit

# Tuiles Rêve : le nom, et la règle de score imprimée dessous sur une tuile au choix (nombres tirés des
# données du jeu). Une tuile est petite : deux ou trois lignes courtes au plus.
sh-dream-roc = Oiseau Roc
sh-dream-roc-text = { $points } par Roc
sh-dream-monkey = Singe
sh-dream-monkey-text = { $points } par Singe
sh-dream-fennec = Fennec
sh-dream-fennec-text = { $points } par Fennec
sh-dream-camel = Chameau
sh-dream-camel-text = { $points } par Chameau
sh-dream-elephant = Éléphant
sh-dream-elephant-text = { $points } par Éléphant
sh-dream-gem-column = Colonne de gemmes
# Points pour 1, 2 et 3 sortes de gemmes dans une même colonne.
sh-dream-gem-column-text = sortes : { $one }/{ $two }/{ $three }
sh-dream-gem-line = Ligne de gemmes
# Points pour 1, 2 et 3 sortes de gemmes dans une même rangée.
sh-dream-gem-line-text = sortes : { $one }/{ $two }/{ $three }
sh-dream-lamp = Lampe magique
# Points pour exactement 1 et exactement 2 lampes visibles.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = Serpent
# Points pour exactement 1 et exactement 2 serpents.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = Génie
sh-dream-genie-text = { $points } par face Génie

# Les conteurs des plateaux personnages.
sh-character-elias = Elias
sh-character-lilia = Lilia
sh-character-noura = Noura
sh-character-qasim = Qasim
sh-character-shirin = Shirin

# Où va une tuile (après « dans »).
sh-slot-island = la rangée { $row ->
    [U] du haut
    [M] du centre
   *[L] du bas
}, colonne { $column }
sh-slot-dream = la colonne Rêve

## Coups (libellés des boutons et des menus)
sh-action-draw = Piocher dans la pile { $stack ->
    [U] du haut
    [M] du centre
    [L] du bas
   *[D] Rêve
} ({ $left ->
    [one] { $left } tuile restante
   *[other] { $left } tuiles restantes
})
sh-action-hide = Cacher { $tile }, révéler les autres
sh-action-take = Prendre { $tile }
# La Vigie, qui connaît la tuile qu’elle a posée face cachée.
sh-action-take-face-down-known = Prendre la tuile face cachée : { $tile }
# Les autres, qui ne connaissent que la pile de la tuile.
sh-action-take-face-down-blind = Prendre à l’aveugle la tuile face cachée de la pile { $stack ->
    [U] du haut
    [M] du centre
    [L] du bas
   *[D] Rêve
}
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = La placer dans { $slot }
sh-action-name = { $player } choisit ensuite

## Événements (l’historique de la partie)
sh-event-draw = { $player } pioche { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} dans la pile { $stack ->
    [U] du haut
    [M] du centre
    [L] du bas
   *[D] Rêve
}
sh-event-draw-secret = { $player } pioche en secret { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} dans la pile { $stack ->
    [U] du haut
    [M] du centre
    [L] du bas
   *[D] Rêve
}
sh-event-reveal = { $player } révèle { $tiles } ; la troisième tuile reste face cachée
sh-event-take = { $player } prend { $tile }
sh-event-take-face-down = { $player } prend la tuile face cachée : { $tile }
sh-event-last-tile = { $player } reçoit la dernière tuile : { $tile }
sh-event-take-placed = { $player } prend { $tile } et la place dans { $slot }
sh-event-take-face-down-placed = { $player } prend la tuile face cachée, { $tile }, et la place dans { $slot }
sh-event-last-tile-placed = { $player } reçoit la dernière tuile, { $tile }, et la place dans { $slot }
# $tile : une tuile, nommée par sh-tile-island ou sh-tile-dream.
sh-event-place = { $player } place { $tile } dans { $slot }
# $tiles : une liste de tuiles, chacune nommée par sh-tile-island.
sh-event-lamp-flip = Troisième Lampe magique : { $player } retourne { $tiles } face Génie
sh-event-discard = { $tile } part à la défausse, face visible
sh-event-name = { $player } désigne { $named } pour choisir ensuite
sh-event-round = Manche { $round } : { $player } est la Vigie
# $scores : une liste de sh-event-final-score.
sh-event-game-over = Partie terminée : { $scores }
sh-event-final-score = { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Colonnes de la feuille de score (le détail d’un score final)
score-sheherazade-dreams = Rêves
score-sheherazade-palms = Palmiers
score-sheherazade-roc-egg = Roc & Œuf
score-sheherazade-bandits = Bandits

## Les images des plateaux
sh-board-header-seat = Coup { $move } : vue { DE($player) }
sh-board-header-public = Coup { $move } : vue de tous
sh-board-player = Joueur { $number }
sh-board-round = Manche { $round } sur { $rounds }
sh-board-status-stack = { $player } (Vigie) choisit une pile
sh-board-status-hide = { $player } regarde 3 tuiles et en cache une
sh-board-status-take = { $player } prend une tuile
sh-board-status-place = { $player } place la tuile
sh-board-status-name = { $player } désigne qui choisit ensuite
sh-board-phase-stack = La Vigie choisit une pile
sh-board-phase-hide = La Vigie cache une des 3 tuiles
sh-board-phase-take = Prise d’une tuile
sh-board-phase-place = Placement de la tuile
sh-board-phase-name = Choix du prochain joueur
# $winners : les noms des gagnants, $count : combien.
sh-board-status-over = Partie terminée : { $count ->
    [one] { $winners } gagne
   *[other] { $winners } se partagent la victoire
}
# Au dos d’une pile.
sh-board-stack-name = { $stack ->
    [U] Haut
    [M] Centre
    [L] Bas
   *[D] Rêve
}
sh-board-offer = Au choix
sh-board-offer-empty = Aucune tuile au choix
sh-board-hidden-by-you = vous l’avez cachée
sh-board-to-place = à placer
sh-board-discarded = Défaussées ({ $count })
sh-board-genie = Génie
# Dans la rangée d’un joueur : la Vigie, et qui a déjà choisi cette manche.
sh-board-lookout-tag = Vigie
sh-board-picked-tag = a choisi
sh-board-you = { $player } (vous)
sh-board-dream-slot = Case Rêve
sh-board-slot-target = ici ?
sh-board-most-bandits = majorité
sh-board-legend-targets = vous pouvez choisir

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = au plus petit nombre de bandits visibles
