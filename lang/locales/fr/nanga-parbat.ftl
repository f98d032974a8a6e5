# Nanga Parbat : ce que disent les règles (événements, choix, refus) et ce que montre son plateau.
# Une section de la montagne s’écrit « 2.4 » (région 2, section 4) ; une case du tableau des points
# « D2 » (colonne D, rangée 2). Les deux sont passées telles quelles et jamais traduites.
# Tous les noms d’animaux choisis sont masculins et commencent par une consonne : « le { $animal } »,
# « un { $animal } » s’accordent toujours (garder cette propriété si un nom change).

## Les animaux (noms complets) et ce que fait l’activation de chacun
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Noms courts, écrits sur les sections de la montagne et dans les tableaux d’animaux des joueurs :
# environ 8 lettres au plus (un nom plus long est coupé sur deux lignes dans une section).
np-animal-short-leopard = Léopard
np-animal-short-tahr = Tahr
np-animal-short-deer = Cerf
np-animal-short-yak = Yak
np-animal-short-bharal = Bharal
np-animal-short-panda = Panda

np-power-leopard = intervertir deux randonneurs adjacents
np-power-tahr = intervertir un randonneur et un animal adjacent
np-power-deer = intervertir deux animaux n’importe où
np-power-yak = déplacer le guide dans une autre région

## Pièces nommées dans un échange de places
np-piece-hiker = le randonneur { DE($owner) }
np-piece-your-hiker = votre randonneur
np-piece-opponent-hiker = le randonneur adverse
np-piece-animal = le { $animal }

## Option de table
np-option-area-scoring = Score des régions
np-option-area-scoring-off = Non (partie standard)
np-option-area-scoring-on = Oui (les régions rapportent des points à la fin)

## Événements de l’historique de la partie
np-event-guide-placed = { $player } a placé le guide sur la région { $region }.
np-event-guide-relocated = { $player } a déplacé le guide de la région vide { $from } vers la région { $to }.
np-event-yak-moved-guide = { $player } a activé un { $animal } : le guide passe de la région { $from } à la région { $to }.
np-event-activates = { $player } active un { $animal }.
np-event-trapped = { $player } a piégé le { $animal } en { $cell } ; le guide va sur la région { $region }.
np-event-trapped-scoring = { $player } a piégé le { $animal } en { $cell } ({ $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, total { $score }) ; le guide va sur la région { $region }.
np-event-picks = { $player } choisit { $piece } en { $cell } pour l’intervertir.
np-event-swapped = { $player } a activé un { $animal } : { $first } en { $from } et { $second } en { $to } changent de place.
np-event-goes-for = { $player } vise { $spot } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }).
np-event-hiker-marked = { $player } désigne le randonneur en { $cell } pour un camp.
np-event-gives = { $player } donne un { $animal }.
np-event-claims-nothing = { $player } ne revendique rien ce tour-ci.
np-event-ends-turn = { $player } termine son tour.
np-event-claimed-camps = { $player } a revendiqué { $spot } : { $count ->
        [0] { $count } camps construits
        [one] un camp construit
       *[other] { $count } camps construits
    } en { $cells } ; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, total { $score }.
np-event-claimed-camps-path = { $player } a revendiqué { $spot } : { $count ->
        [0] { $count } camps construits
        [one] un camp construit
       *[other] { $count } camps construits
    } en { $cells } ; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } et 1 pour la règle du chemin, total { $score }.
np-event-claimed-trade = { $player } a revendiqué { $spot } en échangeant { $animals } ; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }, total { $score }.
np-event-claimed-trade-path = { $player } a revendiqué { $spot } en échangeant { $animals } ; { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } et 1 pour la règle du chemin, total { $score }.
np-event-area-scored = Score des régions : { $player } a { $pieces } pièces dans la région { $region } : { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }.
np-event-area-scored-path = Score des régions : { $player } a { $pieces } pièces dans la région { $region } : { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } et 1 pour la règle du chemin.
np-event-over-hikers = Partie terminée : les deux joueurs ont placé tous leurs randonneurs. Score final { $first }–{ $second }.
np-event-over-cubes = Partie terminée : les deux joueurs ont placé tous leurs cubes sur le tableau. Score final { $first }–{ $second }.

## Choix (boutons et menus : 80 caractères au plus)
np-action-place-guide = Placer le guide sur la région { $region }
np-action-relocate-guide = Région { $from } vide : déplacer le guide vers la région { $to }
np-action-trap = Piéger le { $animal } en { $cell } (puis guide vers la région { $region })
np-action-activate = Activer un { $animal } : { $power }
np-action-claim-camps = Revendiquer { $spot } : camps sur { $count } randonneurs reliés pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-different = Revendiquer { $spot } : échanger { $count } animaux différents contre { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-same = Revendiquer { $spot } : échanger { $count } animaux identiques contre { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
np-action-claim-nothing = Ne rien revendiquer ce tour-ci
np-action-end-turn = Terminer votre tour
np-action-camp-hiker = Camp sur votre randonneur en { $cell } (encore { $left } à choisir)
np-action-trade = Échanger un { $animal } (encore { $left } à choisir)
np-action-trade-ready = Échanger un { $animal } pas encore activé (encore { $left } à choisir)
np-action-trade-used = Échanger un { $animal } déjà activé (encore { $left } à choisir)
np-action-yak-guide = { $animal } : déplacer le guide vers la région { $region }
np-action-swap-first = { $animal } : intervertir { $piece } en { $cell }
np-action-swap-second = { $animal } : …avec { $piece } en { $cell }

## Ce que le joueur qui a la main décide maintenant (après son nom sur le plateau)
np-decision-over = la partie est terminée
np-decision-place-guide = placer le guide sur une région
np-decision-relocate-guide = la région { $region } est vide : déplacer le guide
np-decision-trap = piéger un animal dans la région { $region }
np-decision-claim = revendiquer une case du tableau, activer un animal ou continuer
np-decision-after = activer un animal ou terminer le tour
np-decision-yak = { $animal } : choisir la nouvelle région du guide
np-decision-swap-first = { $animal } : choisir la première pièce à intervertir
np-decision-swap-second = { $animal } : choisir la deuxième pièce à intervertir
np-decision-camps = { $spot } : choisir { $left ->
        [0] { $left } randonneurs à transformer en camps
        [one] un randonneur à transformer en camp
       *[other] { $left } randonneurs à transformer en camps
    }
np-decision-trade = { $spot } : choisir { $left ->
        [0] { $left } animaux
        [one] un animal
       *[other] { $left } animaux
    } à échanger
np-decision-trade-given = { $spot } : choisir { $left ->
        [0] encore { $left } animaux
        [one] encore un animal
       *[other] encore { $left } animaux
    } à échanger (déjà donnés : { $given })

## L’image du plateau
np-board-progress = Tour { $turn } sur { $turns }
np-board-progress-area = Tour { $turn } sur { $turns } · score des régions
np-board-status = { $player } — { $decision }
np-board-over-win = Partie terminée : { $player } gagne, { $high } à { $low } points
np-board-over-shared = Partie terminée : victoire partagée, { $high } à { $low } points
np-board-player = Joueur { $number }
np-board-guide = Guide
np-board-cubes-left = Cubes restants : { $count }
np-board-first-player = Premier joueur
np-board-used = utilisés
np-board-legend-hiker = randonneur
np-board-legend-camp = camp
np-board-legend-path = chemin pointillé
np-board-legend-section = { $region }.{ $section } : région { $region }, section { $section }
np-board-legend-choices = vos choix
np-board-legend-chosen = choisi
np-board-legend-last-turn = dernier tour

## Texte alternatif de l’image du plateau
np-alt-guide = Le guide est sur la région { $region }.
np-alt-last-turn = Le dernier tour { DE($player) } a modifié les sections { $cells } (encadrées).

## Colonnes de la feuille de score (le détail d’un score final)
score-nanga-parbat-camps = Camps
score-nanga-parbat-different = Animaux différents
score-nanga-parbat-same = Animaux identiques
score-nanga-parbat-panda = Pandas
score-nanga-parbat-area = Régions
score-nanga-parbat-path = Règle du chemin
np-option-area-scoring-about = Randonneurs épuisés : chaque région paie 1/2/3 pour 4/5/6 randonneurs et camps.

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = aux dépens du premier joueur
