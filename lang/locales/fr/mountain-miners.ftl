# Mountain Miners : tout ce que dit le jeu (historique, coups, consignes, options de table) et ce qu’il dessine.
# Termes (voir le glossaire de core.ftl) : une « tuile » est sur la montagne ou dans la collection d’un
# joueur ; une tuile divisée (Éclats de gemmes) a des « sections » ; les tuiles d’un joueur d’une même
# gemme forment une « pile » ; la « flèche » se tient sur l’une des huit « positions » de la boussole et
# « tourne » à la fin de chaque tour ; une « case » se nomme par la lettre de sa colonne et le numéro de
# sa rangée (C4). Prendre (grab) une tuile au bord de la montagne ; ramasser (collect) une tuile voisine
# avec le Pillage.
# Les noms de tuiles ($tile, $kind, $gem) s’écrivent sans article, comme des noms propres :
# « Prendre Onyx (4) en C4 », « Jouer Échange ».

## Tuiles : gemmes, tuiles spéciales et tuiles action

mm-kind-ruby = Rubis
mm-kind-sapphire = Saphir
mm-kind-emerald = Émeraude
mm-kind-lapis = Lapis
mm-kind-diamond = Diamant
mm-kind-pearl = Perle
mm-kind-onyx = Onyx
mm-kind-amethyst = Améthyste
mm-kind-trash = Caillou
mm-kind-multiplier = Multiplicateur
mm-kind-wildcard = Joker
mm-kind-arrow-move = Flèche mobile
mm-kind-arrow-lock = Verrou
mm-kind-swap = Échange
mm-kind-double = Double
mm-kind-steal = Vol
mm-kind-lightbulb = Ampoule
mm-kind-bomb = Bombe
mm-kind-second-arrow = Seconde flèche
mm-kind-ransack = Pillage
mm-kind-rotate-grabbed = Rotation perso
mm-kind-rotate-board = Rotation plateau
mm-kind-chameleon = Caméléon
mm-kind-artefact = Artefact
mm-kind-flashlight = Lampe torche
mm-kind-rumble = Secousse
mm-kind-ring = Anneau
mm-kind-wildcard-arrow = Flèche joker
# Une tuile avec ses points : « Onyx (4) », « Caillou (-2) ».
mm-kind-with-value = { $kind } ({ $value })
# Les sections d’une tuile divisée, dans l’ordre : « Onyx (4) / Échange ».
mm-sections = { $first } / { $rest }
mm-tile-secret = tuile secrète
mm-tile-wildcard-as = Joker (comme { $gem })
mm-tile-multiplier-on = Multiplicateur (sur { $gem })
# Une tuile divisée de la collection, nommée par sa section active.
mm-tile-shard = éclat { $tile }

## Codes courts des tuiles action, dessinés là où un nom ne tient pas (chaque image les explique).
## Trois caractères au plus, tous différents.

mm-code-arrow-move = FLM
mm-code-arrow-lock = VER
mm-code-swap = ÉCH
mm-code-double = DBL
mm-code-steal = VOL
mm-code-lightbulb = AMP
mm-code-bomb = BMB
mm-code-second-arrow = FL2
mm-code-ransack = PIL
mm-code-rotate-grabbed = RPE
mm-code-rotate-board = RPL
mm-code-chameleon = CAM
mm-code-artefact = ART
mm-code-flashlight = TOR
mm-code-rumble = SEC
mm-code-ring = ANN
mm-code-wildcard-arrow = FLJ

## Positions des flèches autour de la montagne (points cardinaux)

mm-position-n = N
mm-position-ne = NE
mm-position-e = E
mm-position-se = SE
mm-position-s = S
mm-position-sw = SO
mm-position-w = O
mm-position-nw = NO

## De combien tournent les flèches à chaque tour (Flèche joker), et de combien Rotation plateau tourne une tuile.
## Les mm-step-* commencent tous par « un » (élision : « d’{ $step } »).

mm-step-1 = un huitième de tour
mm-step-2 = un quart de tour
mm-step-4 = un demi-tour
mm-quarters-1 = un quart de tour
mm-quarters-2 = un demi-tour
mm-quarters-3 = trois quarts de tour

## Cases et lignes de la montagne

mm-line-row = rangée { $row }
mm-line-column = colonne { $column }
mm-cell-empty = { $cell } (vide)
mm-cell-face-down = { $cell } (face cachée)
mm-cell-tile = { $cell } ({ $tile })
mm-cell-split = { $cell } (tuile divisée)

## Options de table

mm-option-off = Non
mm-option-on = Oui
mm-option-no = Non
mm-option-dark-tunnels = Tunnels obscurs
mm-option-dark-tunnels-about = Tuiles face cachée, 2 nouvelles gemmes, Caillou, Multiplicateur et 4 nouvelles actions.
mm-option-gemshards = Éclats de gemmes
mm-option-gemshards-about = Tuiles divisées en 1 à 4 sections, 2 nouvelles gemmes, Joker et 4 nouvelles actions.
mm-option-golden-actions = Actions dorées
mm-option-golden-actions-about = Lampe torche, Secousse, Anneau et Flèche joker.
mm-option-harder = Plus difficile
mm-option-harder-on = Oui : une action par tour
mm-option-harder-about = Une action par tour au plus, avant ou après la prise.
mm-option-quick-start = Départ rapide
mm-option-quick-start-actions = 1 tuile action chacun
mm-option-quick-start-any = 1 tuile au hasard chacun
mm-option-quick-start-about = Chaque joueur commence avec une tuile.
mm-option-quick-secret = Tuile de départ secrète
mm-option-quick-secret-yes = Oui : gardée en main
mm-option-quick-secret-about = Garder la tuile du départ rapide cachée en main.
mm-option-quick-arrow = Le premier joueur place la flèche
mm-option-quick-arrow-yes = Oui, sans tuile de départ
mm-option-quick-arrow-about = Le premier joueur place la flèche au lieu de prendre une tuile de départ.
mm-option-map-size = Taille de la carte
mm-option-map-size-auto = Auto
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = Réduite d’office quand il n’y a pas assez de tuiles.

## Coups possibles (80 caractères au plus)

mm-action-start-arrow = Placer la flèche en { $position }
mm-action-play = Jouer { $tile }
mm-action-no-grab = Ne rien prendre (aucune tuile possible)
mm-action-end-turn = Finir le tour
mm-action-grab = Prendre { $tile } en { $cell }
mm-action-grab-face-down = Prendre la tuile face cachée en { $cell }
mm-action-collect = Ramasser { $tile } en { $cell }
mm-action-collect-face-down = Ramasser la tuile face cachée en { $cell }
mm-action-peek = Regarder en secret la tuile en { $cell }
mm-action-reveal = Retourner face visible la tuile en { $cell }
mm-action-arrow-to = Flèche en { $position }
mm-action-arrow-stays = La flèche reste en { $position }
mm-action-arrow-n-to = Flèche { $arrow } en { $position }
mm-action-arrow-n-stays = La flèche { $arrow } reste en { $position }
mm-action-second-arrow = Seconde flèche en { $position }
mm-action-swap-first = Échange : d’abord { $cell }
mm-action-swap-with = Échanger { $first } avec { $cell }
mm-action-steal-from = Voler { $victim }
# Le joueur volé est nommé par l’étape précédente et par la consigne.
mm-action-steal-tile = Lui voler : { $tile }
mm-action-assign = { $tile } rejoint votre pile { $gem }
mm-action-join-multiplier = Ajouter votre { mm-kind-multiplier } à votre pile { $gem }
mm-action-join-secret-multiplier = Révéler votre { mm-kind-multiplier } secret : l’ajouter à votre pile { $gem }
mm-action-keep-section = Garder la section { $tile }
mm-action-lightbulb-study = Ampoule : étudier une ligne en secret
mm-action-lightbulb-show =
    Ampoule : révéler { $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    } à tous
mm-action-study-line = Étudier la { $line }
mm-action-reveal-line = Révéler la { $line }
mm-action-bomb = Bombe sur { $first }–{ $last }
mm-action-ransack-flip = Pillage : retourner { $cell } face cachée
mm-action-rotate-own = Tourner votre { $tile }
mm-action-active-section = Activer la section { $tile }
mm-action-rotate-tile = Tourner { $cell }
mm-action-rotate-by = Tourner { $cell } en sens horaire : { $turn }
mm-action-chameleon = Caméléon : faire { $tile }
mm-action-chameleon-fizzles = Caméléon : rien à copier (sans effet)
mm-action-discard-pile = Défausser votre pile { $gem }
mm-action-rumble-pick = Secousse : déplacer { $cell }
mm-action-rumble-to = Déplacer { $origin } en { $cell }
mm-action-set-step = Désormais, tourner d’{ $step }

## Ce qui s’est passé (l’historique de la partie)

mm-event-start-arrow = { $player } place la flèche en { $position }.
mm-event-no-grab = { $player } ne peut prendre aucune tuile.
mm-event-ended-turn = { $player } a fini son tour.
mm-event-chose = { $player } a fait un choix.
mm-event-chose-swap = { $player } a choisi { $cell } comme première tuile à échanger.
mm-event-chose-victim = { $player } a choisi de voler { $victim }.
mm-event-chose-study = { $player } a choisi d’étudier une ligne en secret.
mm-event-chose-reveal =
    { $player } a choisi de révéler { $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    }.
mm-event-chose-rotate-tile = { $player } a choisi de tourner la tuile en { $cell }.
mm-event-chose-rotate-own = { $player } a choisi laquelle de ses tuiles tourner.
mm-event-chose-rumble = { $player } a choisi de déplacer la tuile en { $cell }.
mm-event-chose-flip = { $player } a choisi de retourner face cachée la tuile en { $cell }.
mm-event-grabbed = { $player } a pris { $tile } en { $cell }.
mm-event-flashlight = { $player } a pris { $tile } en { $cell } avec la Lampe torche.
mm-event-collected = { $player } a ramassé { $tile } en { $cell }.
mm-event-uncovered-forbidden = { $player } a découvert { $tile } en { $cell } mais ne peut pas la prendre ; elle reste face visible.
mm-event-joins-pile = La tuile { $tile } { DE($player) } rejoint sa pile { $gem }.
mm-event-multiplier-joined = { $player } a ajouté son { mm-kind-multiplier } à sa pile { $gem } : elle compte double, mais { $player } ne pourra plus prendre de tuile { $gem }.
mm-event-secret-multiplier-joined = { $player } a révélé sa tuile secrète, un { mm-kind-multiplier }, et l’a ajouté à sa pile { $gem } : elle compte double, mais { $player } ne pourra plus prendre de tuile { $gem }.
mm-event-multiplier-unjoined = Le { mm-kind-multiplier } { DE($player) } n’a rejoint aucune pile : il ne rapporte rien.
mm-event-played = { $player } a joué { $tile }.
mm-event-arrows-locked = Les flèches sont maintenant bloquées.
mm-event-arrows-unlocked = Les flèches sont débloquées.
mm-event-rotation-clockwise = Les flèches tournent désormais en sens horaire.
mm-event-rotation-anticlockwise = Les flèches tournent désormais en sens antihoraire.
mm-event-second-arrow-removed = La seconde flèche est retirée.
mm-event-arrow-turns = La flèche tourne en { $position }.
mm-event-arrows-turn = Les flèches tournent en { $positions }.
mm-event-peeked = { $player } a regardé en secret la tuile en { $cell }.
mm-event-revealed = { $player } a retourné face visible la tuile en { $cell } : { $tile }.
mm-event-refill =
    { $player } passe son tour pour remplir le trou avec { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }.
# Le score d’un joueur dans la ligne finale : « Alice 12 ».
mm-player-points = { $player } { $points }
mm-event-over-no-gems = Il ne reste aucune gemme sur la montagne : la partie est terminée. Scores : { $scores }.
mm-event-over-stalled = Personne n’a pu prendre de tuile depuis longtemps : la partie est terminée. Scores : { $scores }.
mm-event-arrow-moved = { $player } a mis la flèche en { $position }.
mm-event-arrow-n-moved = { $player } a mis la flèche { $arrow } en { $position }.
mm-event-second-arrow-placed = { $player } a placé la seconde flèche en { $position }.
mm-event-swapped = { $player } a échangé { $first } et { $second }.
mm-event-stole = { $player } a volé à { $victim } : { $tile }.
mm-event-kept-section = { $player } garde la section { $tile }.
mm-event-studied = { $player } a étudié en secret la { $line }.
mm-event-revealed-line = { $player } a révélé la { $line }.
mm-event-bombed =
    { $player } a bombardé { $first }–{ $last } : { $count ->
        [one] { $count } tuile détruite
       *[other] { $count } tuiles détruites
    } ; le joueur suivant remplit le trou.
mm-event-ransack-flipped = { $player } a pillé : { $cell } retournée face cachée.
mm-event-rotated-own = { $player } a tourné une tuile sur sa section { $tile }.
mm-event-rotated-tile = { $player } a tourné la tuile en { $cell }.
mm-event-chameleon-fizzled = Le Caméléon { DE($player) } n’a rien trouvé à copier.
mm-event-chameleon-copies = Le Caméléon { DE($player) } copie { $tile }.
mm-event-artefact =
    { $player } a défaussé sa pile { $gem } ({ $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }) avec l’Artefact.
mm-event-rumbled = { $player } a déplacé la tuile de { $origin } en { $cell } (Secousse).
mm-event-step-set = { $player } a réglé la rotation sur { $step }.

## Refus

mm-refusal-unknown-choice = « { $choice } » n’est pas un choix de cette action.

## La décision du joueur actif, dessinée sous la montagne (après « À vous : »)

mm-prompt-grab = prendre une tuile au sommet de la montagne
mm-prompt-grab-or-play = prendre une tuile au sommet de la montagne ou jouer une action
mm-prompt-play-or-end = jouer une tuile action ou finir votre tour
mm-prompt-arrow-start = choisir où la flèche commence
mm-prompt-peek = regarder en secret une tuile face cachée
mm-prompt-reveal = retourner une tuile face visible pour tous
mm-prompt-swap-first = Échange : choisir la première case
mm-prompt-swap-second = Échange : choisir la seconde case
mm-prompt-arrow = choisir la nouvelle position de la flèche
mm-prompt-steal-victim = Vol : choisir un joueur
mm-prompt-steal-tile = Voler { $victim } : choisir une tuile
mm-prompt-assign = choisir la pile de votre tuile { $tile }
mm-prompt-section = choisir la section de la tuile à garder
mm-prompt-lightbulb = Ampoule : étudier une ligne en secret, ou en révéler { $count }
mm-prompt-lightbulb-line = Ampoule : choisir une ligne
mm-prompt-bomb = Bombe : choisir un bloc de 2 × 2 (nommé par ses coins)
mm-prompt-ransack-flip = Pillage : retourner face cachée une tuile visible
mm-prompt-ransack-collect = Pillage : ramasser une tuile voisine
mm-prompt-rotate-own = Rotation perso : choisir votre tuile et sa section
mm-prompt-rotate-tile = Rotation plateau : choisir une tuile
mm-prompt-rotate-how-far = Rotation plateau : choisir de combien
mm-prompt-chameleon = Caméléon : choisir une action visible sur la montagne
mm-prompt-artefact = Artefact : choisir une pile de gemmes à défausser
mm-prompt-flashlight = Lampe torche : prendre n’importe quelle tuile
mm-prompt-rumble-tile = Secousse : choisir une tuile à déplacer
mm-prompt-rumble-cell = Secousse : choisir une case vide
mm-prompt-step = Flèche joker : choisir de combien tournent les flèches

## Mots dessinés sur les plateaux

mm-board-player-number = Joueur { $number }
mm-board-locked = verrou : pas de rotation
mm-board-turns-clockwise = rotation d’{ $step }, sens horaire
mm-board-turns-anticlockwise = rotation d’{ $step }, sens antihoraire
mm-board-deck =
    Pioche : { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }
mm-board-removed = retirées : { $count }
mm-board-refill-due =
    à remplir : { $count ->
        [one] { $count } case
       *[other] { $count } cases
    }
# Des faits sur la montagne à la suite : « Pioche : 12 tuiles, actions jouées : 3 ».
mm-board-facts = { $first }, { $rest }
mm-board-multiplier-mark = ×{ $factor }
# La lettre sur l’icône du Joker.
mm-board-wildcard-mark = J
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = Multiplicateur ×{ $factor }
mm-board-legend-face-down = ? face cachée
mm-board-legend-seen = cadre bleu : vous l’avez vue
mm-board-legend-targets = cadre jaune : vous pouvez choisir
mm-board-legend-facing = plus clair : ce qu’on prend
mm-board-legend-last-turn = dernier tour { DE($player) }
mm-board-legend-taken = tuile prise
mm-board-legend-most = le plus d’une gemme : + valeur par gemme
mm-board-legend-fewest = le moins : − valeur par gemme
mm-board-legend-gem-value = nombre sur une gemme : sa valeur
mm-board-legend-pile-count = nombre : gemmes de cette pile
mm-board-legend-multiplier-joined = { mm-kind-multiplier } : cette pile compte ×{ $factor }
mm-board-legend-secret = tuile secrète (face cachée)
mm-board-legend-active = la section qui compte
mm-board-your-move = À vous : { $prompt }

## Colonnes de la feuille de score (render/score_sheet.py : score-<jeu>-<clé du détail>)

score-mountain-miners-ruby = Rubis
score-mountain-miners-sapphire = Saphirs
score-mountain-miners-emerald = Émeraudes
score-mountain-miners-lapis = Lapis
score-mountain-miners-diamond = Diamants
score-mountain-miners-pearl = Perles
score-mountain-miners-onyx = Onyx
score-mountain-miners-amethyst = Améthystes
score-mountain-miners-trash = Cailloux

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = au plus petit nombre de tuiles récoltées
