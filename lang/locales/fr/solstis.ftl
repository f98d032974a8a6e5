# Solstis : événements, libellés des coups, option de table, image du plateau et feuille de score.
#
# Termes (voir le glossaire de core.ftl) : le panorama (la montagne d’un joueur, six rangées de
# couleur), la rivière (les tuiles face visible que l’on peut capturer), la pioche, la deuxième chance
# (la tuile du dessus de la pioche, tentée quand la tuile jouée ne capture rien), un arc-en-ciel, un
# carré (2 x 2 cases remplies), la ligne des esprits (esprits face visible), l’Esprit maléfique, les
# Lucioles, les feux allumés et éteints, une zone (cases reliées).
# $player et $rival sont des noms de joueurs ; $tile, $captured, $cell et $square des noms de tuiles
# (solstis-tile-* : « 5 rouge »). Dans une phrase : « le { $tile } » ; une case porte le nom de sa tuile
# (« la case { $cell } ») ; un carré, celui de sa case en bas à gauche (« le carré du { $square } »).
# $spirit est le nom d’un esprit, écrit comme un nom propre, sans article (son genre varie) :
# « Rencontrer { $spirit } », « l’esprit { $spirit } ». $effect dit ce qu’il fait.

## Tuiles : une tuile Paysage porte le numéro de sa colonne ($number : 1 à 10) et la couleur de sa rangée
solstis-tile-red = { $number } rouge
solstis-tile-orange = { $number } orange
solstis-tile-green = { $number } vert
solstis-tile-blue = { $number } bleu
solstis-tile-pink = { $number } rose
solstis-tile-purple = { $number } violet

## Esprits : le nom, ce qu’il fait (court : cela entre dans les libellés des coups), et le code de son jeton
# Un code fait au plus deux caractères : il est dessiné sur un petit jeton (une légende donne le nom
# complet). Les codes sont écrits comme des littéraux ({ "Po" }) et doivent rester tous différents.
solstis-spirit-fish = Poisson
solstis-spirit-fish-text = placer un arc-en-ciel maintenant
solstis-spirit-fish-code = { "Po" }
solstis-spirit-deer = Cerf
solstis-spirit-deer-text = placer une tuile de sa main maintenant
solstis-spirit-deer-code = { "Ce" }
solstis-spirit-eagle = Aigle
solstis-spirit-eagle-text = placer la tuile du dessus de la pioche
solstis-spirit-eagle-code = { "Ai" }
solstis-spirit-bear = Ours
solstis-spirit-bear-text = piocher 1 ; main de 4 désormais
solstis-spirit-bear-code = { "Ou" }
solstis-spirit-fly = Mouche
solstis-spirit-fly-text = placer une tuile au hasard de la main adverse
solstis-spirit-fly-code = { "Mo" }
solstis-spirit-beetle = Scarabée
solstis-spirit-beetle-text = placer une tuile face visible de la rivière
solstis-spirit-beetle-code = { "Sc" }
solstis-spirit-marmot = Marmotte
solstis-spirit-marmot-text = jouer un tour de plus
solstis-spirit-marmot-code = { "Ma" }
solstis-spirit-bee = Abeille
solstis-spirit-bee-text = +1 par esprit simple
solstis-spirit-bee-code = { "Ab" }
solstis-spirit-ladybug = Coccinelle
solstis-spirit-ladybug-text = +1 par feu éteint
solstis-spirit-ladybug-code = { "Co" }
solstis-spirit-wolf = Loup
solstis-spirit-wolf-text = +1 par zone séparée
solstis-spirit-wolf-code = { "Lo" }
solstis-spirit-squirrel = Écureuil
solstis-spirit-squirrel-text = à la fin, placer sa main
solstis-spirit-squirrel-code = { "Éc" }
solstis-spirit-bird = Oiseau
solstis-spirit-bird-text = +1 par autre esprit bleu
solstis-spirit-bird-code = { "Oi" }
solstis-spirit-frog = Grenouille
solstis-spirit-frog-text = +1 par arc-en-ciel
solstis-spirit-frog-code = { "Gr" }
solstis-spirit-moth = Phalène
solstis-spirit-moth-text = +1 par feu allumé
solstis-spirit-moth-code = { "Pl" }
solstis-spirit-cow = Vache sacrée
solstis-spirit-cow-text = +1 par tuile de la 2e plus grande zone
solstis-spirit-cow-code = { "Va" }
solstis-spirit-phoenix = Phénix
solstis-spirit-phoenix-text = +1 par Luciole
solstis-spirit-phoenix-code = { "Ph" }
solstis-spirit-viper = Vipère
solstis-spirit-viper-text = voler une tuile adverse isolée
solstis-spirit-viper-code = { "Vi" }
solstis-spirit-fox = Renard
solstis-spirit-fox-text = voir la main adverse, imposer sa prochaine tuile
solstis-spirit-fox-code = { "Re" }
solstis-spirit-evil = Esprit maléfique
solstis-spirit-evil-text = base : couvre un esprit à la fin ; Lucioles : bloque une case adverse
solstis-spirit-evil-code = { "Em" }

## Option de table
solstis-option-variant = Variante
solstis-variant-base = Jeu de base
solstis-variant-firefly = Extension Lucioles
solstis-variant-discovery = Découverte (sans Esprit maléfique)

## Libellés des coups (80 caractères au plus avec les noms les plus longs)
solstis-action-play-capture = Jouer le { $tile }, capturer le { $captured }
solstis-action-play-second-chance = Jouer le { $tile } (aucune capture : deuxième chance)
solstis-action-take = Le { $tile } capture le { $captured }
solstis-action-rainbow = Arc-en-ciel sur la case { $cell }
solstis-action-square = Esprit sur le carré du { $square }
solstis-action-meet = Rencontrer { $spirit } ({ $effect })
solstis-action-draw = Piocher { $count ->
        [0] { $count } esprits
        [one] un esprit
       *[other] { $count } esprits
    } face cachée, en garder un
solstis-action-keep = Garder { $spirit } ({ $effect })
solstis-action-deer = { solstis-spirit-deer } : placer le { $tile }
solstis-action-beetle = { solstis-spirit-beetle } : placer le { $tile }
solstis-action-viper = { solstis-spirit-viper } : voler le { $tile }
solstis-action-fox = { solstis-spirit-fox } : l’adversaire devra jouer le { $tile }
solstis-action-evil = { solstis-spirit-evil } sur la case { $cell } de l’adversaire
solstis-action-cover = { solstis-spirit-evil } : couvrir l’esprit { $spirit } adverse

## Événements (l’historique de la partie)
solstis-event-played-captured = { $player } a joué le { $tile } et capturé le { $captured }
solstis-event-played-no-capture = { $player } a joué le { $tile } : aucune capture
solstis-event-second-chance-drawn = { $player } a pioché le { $tile } pour une deuxième chance
solstis-event-second-chance-captured = Deuxième chance { DE($player) } : le { $tile } a capturé le { $captured }
solstis-event-second-chance-rainbow = Deuxième chance { DE($player) } : le { $tile } échoue aussi : arc-en-ciel gagné
solstis-event-second-chance-no-rainbow = Deuxième chance { DE($player) } : le { $tile } échoue ; il ne reste aucun arc-en-ciel
solstis-event-rainbow-placed = { $player } a placé un arc-en-ciel sur la case { $cell }
solstis-event-no-rainbow-cell = { $player } n’avait aucune case pour un arc-en-ciel
solstis-event-tile-blocked = Le { $tile } est bloqué dans le panorama { DE($player) } et quitte la partie
solstis-event-square-chosen = { $player } a choisi le carré du { $square } pour un esprit
solstis-event-spirits-drawn = { $player } a pioché { $count ->
        [0] { $count } esprits
        [one] un esprit
       *[other] { $count } esprits
    } face cachée
solstis-event-spirit-to-line = { $spirit } rejoint la ligne des esprits, face visible
solstis-event-met = { $player } a rencontré l’esprit { $spirit } sur le carré du { $square }
solstis-event-evil-drawn-kept = { $player } a pioché l’{ solstis-spirit-evil } et le garde
solstis-event-evil-drawn-haunts = { $player } a pioché l’{ solstis-spirit-evil } : il hantera le panorama { DE($rival) }
solstis-event-evil-passes = L’{ solstis-spirit-evil } passe à { $player }
solstis-event-evil-placed = { $player } a posé l’{ solstis-spirit-evil } sur la case { $cell } { DE($rival) }
solstis-event-evil-leaves = L’{ solstis-spirit-evil } n’a trouvé aucune case et quitte la partie
solstis-event-evil-covers = L’{ solstis-spirit-evil } couvre l’esprit { $spirit } { DE($player) }
solstis-event-eagle = L’{ solstis-spirit-eagle } apporte le { $tile } à { $player }
solstis-event-fly = La { solstis-spirit-fly } prend le { $tile } dans la main { DE($rival) } pour { $player }
solstis-event-deer = Le { solstis-spirit-deer } place le { $tile } { DE($player) }
solstis-event-beetle = Le { solstis-spirit-beetle } apporte le { $tile } de la rivière à { $player }
solstis-event-viper = La { solstis-spirit-viper } vole le { $tile } { DE($rival) } pour { $player }
solstis-event-fox = { $player } a vu la main { DE($rival) } et lui impose sa prochaine tuile
solstis-event-plays-again = { $player } rejoue ({ solstis-spirit-marmot })
solstis-event-firefly = { $player } gagne une Luciole sur le carré du { $square }
solstis-event-firefly-win = { $player } a { $count ->
        [one] { $count } Luciole
       *[other] { $count } Lucioles
    } et gagne aussitôt !
solstis-event-squirrel = L’{ solstis-spirit-squirrel } place la main { DE($player) } : { $tiles }
solstis-event-passes = { $player } ne peut rien capturer et passe
# $scores : une liste de solstis-event-final-score
solstis-event-game-over = Partie terminée : { $scores }
solstis-event-final-score = { $player } avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## Colonnes de la feuille de score (une par source de points) et lignes de score sur le plateau
score-solstis-largest = Plus grande zone
score-solstis-fires = Feux allumés
score-solstis-spirits = Esprits
score-solstis-bonus = Bonus des esprits
score-solstis-fireflies = Lucioles
score-solstis-firefly-win = Victoire Lucioles
score-solstis-total = Total

## L’image du plateau
# La ligne d’état : $player décide $task (l’un des solstis-board-phase-*)
solstis-board-to-act = { $player } : { $task }
solstis-board-phase-play = jouer une tuile
solstis-board-phase-take = choisir la capture de la deuxième chance
solstis-board-phase-rainbow = placer un arc-en-ciel
solstis-board-phase-square = choisir le carré de l’esprit
solstis-board-phase-spirit = rencontrer un esprit visible ou en piocher deux
solstis-board-phase-keep = garder un des deux esprits piochés
solstis-board-phase-deer = { solstis-spirit-deer } : placer une tuile de sa main
solstis-board-phase-beetle = { solstis-spirit-beetle } : prendre une tuile de la rivière
solstis-board-phase-viper = { solstis-spirit-viper } : voler une tuile isolée
solstis-board-phase-fox = { solstis-spirit-fox } : choisir la prochaine tuile adverse
solstis-board-phase-evil = placer l’{ solstis-spirit-evil } chez l’adversaire
solstis-board-phase-cover = couvrir un esprit avec l’{ solstis-spirit-evil }
# $winners : les noms des gagnants, en liste
solstis-board-game-over = { $count ->
        [one] Partie terminée : { $winners } gagne
       *[other] Partie terminée : { $winners } se partagent la victoire
    }
solstis-board-holds-evil = détient l’{ solstis-spirit-evil }
solstis-board-drew-evil = a pioché l’{ solstis-spirit-evil }
solstis-board-must-play-fox = doit jouer la tuile du { solstis-spirit-fox }
# L’accord se fait avec « esprit » (masculin), quel que soit le nom de l’esprit.
solstis-board-covered = { $spirit } (couvert)
solstis-board-second-chance = Deuxième chance :
solstis-board-pile = Pioche { $count }
solstis-board-rainbows = Arcs-en-ciel { $count }
solstis-board-deck = Pioche d’esprits { $count }
solstis-board-fireflies = Lucioles { $count }
solstis-board-out-of-game = Hors jeu { $count }
solstis-board-drawn = { $count ->
        [one] { $count } esprit pioché face cachée
       *[other] { $count } esprits piochés face cachée
    }
solstis-board-spirit-line = Ligne des esprits
solstis-board-spirit-pill = { $spirit } : { $effect }
solstis-board-empty = vide
solstis-board-last-turn = Dernier tour { DE($player) }
solstis-board-firefly-key = Luciole (pleine : elle compte)
solstis-board-fire-key = Feu (plein : allumé)
solstis-board-choices-key = vous pouvez choisir
solstis-board-square-key = le carré de l’esprit
solstis-board-hand-private = Main { DE($player) } (privée)
solstis-board-no-capture = aucune capture
solstis-board-captures-key = ce qu’elle capture
solstis-board-drawn-keep = Piochés face cachée (en garder un) :
solstis-board-rival-hand = Main { DE($player) } ({ solstis-spirit-fox }) :
solstis-board-rival-must-play = { $player } doit jouer :
solstis-board-your-move = À vous : { $count ->
        [one] { $count } choix
       *[other] { $count } choix
    } dans `/move`

## Texte alternatif de l’image du plateau
solstis-alt-player = { $player } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
# $spirits : les esprits du panorama, en liste
solstis-alt-player-spirits = { $player } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, esprits : { $spirits }.
solstis-alt-last-turn = Dernier tour ({ $player }) encadré : { $cells ->
        [one] { $cells } case remplie
       *[other] { $cells } cases remplies
    }{ $spirits ->
        [0] {""}
        [one] , { $spirits } esprit rencontré
       *[other] , { $spirits } esprits rencontrés
    }.
solstis-option-variant-about = Lucioles : 4 esprits, des Lucioles, un nouvel Esprit maléfique. Découverte : sans Esprit maléfique.
