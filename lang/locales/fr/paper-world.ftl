# Paper World : ce que dit le jeu (événements, coups, option de table) et ce que montrent ses plateaux.
# Termes (voir le glossaire de core.ftl) : une « carte » se prend dans l’une des cinq « pioches » pour
# aller dans la « main », puis se pose sur une « pile » du « paysage » du joueur (3 x 3 au plus) ; un
# « saut » omet une valeur ; le « jeton Ciseaux » est le jeton rouge qui se pose sur une carte portant
# le « symbole ciseaux » (✂) ; un « objectif » rapporte un « jeton » de 4, 2 ou 1 point ; les points
# sont des « étoiles ».
# Une carte se nomme par sa valeur puis sa couleur (« 3 jaune »), au masculin : « le { $card } »,
# « votre { $card } ». Une couleur seule ($colour) s’écrit avec une majuscule et ne s’accorde pas :
# « les cartes { $colour } ».

## Couleurs et cartes
pw-colour-yellow = Jaune
pw-colour-blue = Bleu
pw-colour-green = Vert
pw-colour-black = Noir
# Les mêmes en abrégé, pour les petites cartes : seulement là où le nom complet dépasse la carte
# (environ 75 px dans le plus petit texte des plateaux, quelque 6 lettres latines).
pw-colour-yellow-short = Jne
pw-colour-blue-short = Bleu
pw-colour-green-short = Vert
pw-colour-black-short = Noir
# Une carte : sa valeur (1 à 5) et sa couleur.
pw-card-yellow = { $value } jaune
pw-card-blue = { $value } bleu
pw-card-green = { $value } vert
pw-card-black = { $value } noir
# La valeur seule d’une carte, dans une liste de cartes d’une même couleur (« Prendre les cartes Jaune : 1, 2 et 4✂ »).
pw-value = { $value }
# Une carte, une couleur ou une valeur qui porte le symbole ciseaux.
pw-scissors-mark = { $name }✂

## Cartes Objectif
pw-objective-1 = L d’une même couleur
pw-objective-2 = 4 coins de même valeur
pw-objective-3 = L de 2
pw-objective-4 = Carré de couleurs différentes
pw-objective-5 = 9 piles
pw-objective-6 = Diagonale d’une couleur
pw-objective-7 = Rangée de 3
pw-objective-8 = Deux 5 visibles
pw-objective-9 = 1-2-3-4-5 visibles
pw-objective-10 = Colonne 2-5-2
pw-objective-11 = Diagonale 2-3-4
pw-objective-12 = Trois 4 visibles
pw-objective-13 = Cinq 1 visibles
pw-objective-14 = Rangée valant 9
pw-objective-15 = Colonne valant 12
pw-objective-16 = 3 piles avec ciseaux
pw-objective-17 = Carré de 3
pw-objective-18 = Carré d’une même couleur
pw-objective-19 = Croix de valeurs différentes
pw-objective-20 = Croix de couleurs différentes

## Places dans le paysage 3 x 3 (pour distinguer deux piles qui montrent la même carte)
pw-position-top-left = en haut à gauche
pw-position-top = en haut
pw-position-top-right = en haut à droite
pw-position-left = à gauche
pw-position-centre = au centre
pw-position-right = à droite
pw-position-bottom-left = en bas à gauche
pw-position-bottom = en bas
pw-position-bottom-right = en bas à droite
# Une pile nommée par sa carte visible et sa place : « 3 jaune en haut à gauche » (sans article :
# le libellé du coup l’ajoute).
pw-stack-at = { $card } { $position }
# Où va une nouvelle pile : une case vide du cadre 3 x 3 dessiné (« sur la case en haut à gauche »),
pw-where-space = sur la case { $position }
# ou juste au-delà du bord gauche du cadre (un paysage de deux piles de large est dessiné calé à
# gauche), par la rangée qu’elle prolonge…
pw-where-left-of-row = à gauche de la rangée { $row }
pw-row-top = du haut
pw-row-middle = du milieu
pw-row-bottom = du bas
# … ou juste au-delà de son bord supérieur (un paysage de deux piles de haut est calé en haut), par la colonne.
pw-where-above-column = au-dessus de la colonne { $column }
pw-column-left = de gauche
pw-column-middle = du milieu
pw-column-right = de droite

## Option de table
pw-option-objectives = Objectifs
pw-option-objectives-random = 3 au hasard parmi les 20
pw-option-objectives-starred = Les 3 cartes étoilées (1, 14, 16)
pw-option-objectives-about = Les cartes Objectif révélées en début de partie.

## Coups (80 caractères au plus avec les arguments les plus longs). Un saut omet une valeur ; il se
## paie en défaussant une carte, ou il est gratuit tant que le joueur a le jeton Ciseaux.
pw-action-take-colour = Prendre les cartes { $colour } : { $values }
pw-action-take-value = Prendre tous les { $value } : { $colours }
pw-action-place-on = Poser le { $card } sur le { $target }
pw-action-place-on-skip-free = Poser le { $card } sur le { $target } (saut gratuit)
pw-action-place-on-skip-discard = Poser le { $card } sur le { $target } (saut payant)
# Une nouvelle pile : « Poser le 1 jaune sur la case en haut à gauche », « Poser le 1 jaune à gauche de la rangée du haut ».
pw-action-place-new = Poser le { $card } { $where }
pw-action-place-new-skip-free = Poser le { $card } { $where } (saut gratuit)
pw-action-place-new-skip-discard = Poser le { $card } { $where } (saut payant)
pw-action-done = Terminer mon tour
pw-action-pass = Passer (rien à prendre ni à poser)
pw-action-discard-skip = Défausser le { $card } pour payer le saut
pw-action-discard-limit = Défausser le { $card } (limite de main : { $limit })
pw-action-scissors-move = Mettre le jeton Ciseaux sur votre { $card }
pw-action-scissors-leave = Laisser le jeton Ciseaux où il est

## Événements (l’historique de la partie)
pw-event-took-colour = { $player } a pris les cartes { $colour } : { $cards }
pw-event-took-value = { $player } a pris tous les { $value } : { $cards }
pw-event-placed-on = { $player } a posé le { $card } sur son { $below }
pw-event-placed-on-skip = { $player } a posé le { $card } sur son { $below } (saut)
pw-event-placed-new = { $player } a commencé une pile avec le { $card }
pw-event-placed-new-skip = { $player } a commencé une pile avec le { $card } (saut)
pw-event-discarded-skip = { $player } a défaussé une carte face cachée pour payer le saut
pw-event-discarded-limit = { $player } a défaussé une carte face cachée (limite de main : { $limit })
pw-event-scissors-from-supply = { $player } a pris le jeton Ciseaux dans la réserve et l’a mis sur son { $card }
pw-event-scissors-moved = { $player } a mis le jeton Ciseaux sur son { $card }
pw-event-scissors-taken = { $player } a pris le jeton Ciseaux à { $owner } et l’a mis sur son { $card }
pw-event-scissors-left = { $player } a laissé le jeton Ciseaux où il est
pw-event-done = { $player } a fini son tour après avoir posé { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
pw-event-passed = { $player } a passé : rien à prendre ni à poser
pw-event-objective = { $player } a réalisé « { $objective } » (+{ $points })
pw-event-final-round = { $piles ->
        [0] Plus que { $piles } pioches
        [one] Plus qu’une pioche
       *[other] Plus que { $piles } pioches
    } : chacun joue encore un tour.
pw-event-game-over = Partie terminée : { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    } avec { $stars ->
        [one] { $stars } point
       *[other] { $stars } points
    }.

## Dessiné sur les plateaux
pw-board-player = Joueur { $number }
pw-board-you = { $name } (vous)
pw-board-pile-gone = vide
# The note over the piles once the final round has begun.
pw-board-final-round = Dernière manche : { $turns ->
        [one] { $turns } tour restant
       *[other] { $turns } tours restants
    }
pw-board-objective = { $name } (n° { $number })
pw-board-hand = Votre main : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
pw-board-hint-turn = À vous : prenez dans les pioches ou posez des cartes
pw-board-hint-placing = Posez encore la même couleur ou valeur, ou terminez
pw-board-hint-skip = Choisissez la carte à défausser pour le saut
pw-board-hint-scissors = Mettre le jeton Ciseaux sur votre nouvelle carte ?
pw-board-hint-limit = Défaussez jusqu’à { $limit } cartes
pw-board-hand-footer = Votre défausse (cachée, -1 chacune) : { $discard }
pw-board-discard-empty = vide
pw-board-legend-last-turn-anyone = dernier tour
pw-board-legend-scissors-logo = carte ciseaux
pw-board-legend-stacked = nombre de cartes
pw-board-legend-stars = étoiles (points)
pw-board-legend-copies = exemplaires en main
pw-board-legend-placeable-now = posable maintenant
pw-board-legend-placeable-later = posable à votre tour
pw-board-legend-scissors-token = jeton Ciseaux
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = points du prochain à le réussir

## Colonnes de la feuille de score (render/score_sheet.py : score-paper-world-<clé du détail>)
score-paper-world-stars = Étoiles
score-paper-world-objectives = Objectifs
score-paper-world-scissors = Ciseaux
score-paper-world-hand = Main
score-paper-world-discard = Défausse
score-paper-world-total = Total

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = au plus petit nombre de cartes défaussées
