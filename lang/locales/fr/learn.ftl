## /learn : une partie d’entraînement contre des bots, qui explique (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = apprendre
cmd-learn-description = Apprendre un jeu contre des bots dans un fil privé, avec des leçons.
cmd-learn-game-name = jeu
cmd-learn-game-description = Le jeu à apprendre
cmd-learn-bots-name = bots
cmd-learn-bots-description = Combien de bots jouent contre vous (par défaut, le moins que le jeu demande)
cmd-learn-level-name = niveau
cmd-learn-level-description = Le niveau de jeu des bots (par défaut : facile)
help-learn-command = /learn
help-learn-text = Apprendre un jeu contre des bots dans un fil privé, chaque décision expliquée. Non classée.

learn-thread-name = Entraînement : { $game } nº { NUMBER($number, useGrouping: 0) }
learn-welcome = { $member }, bienvenue dans votre partie d’entraînement de { $game } ! Appuyez sur **{ turn-button-take }** sous le plateau : chaque décision commence par une courte leçon. Les bots jouent seuls, et chacun de leurs coups dit pourquoi il compte. Prenez votre temps : cette partie n’est pas classée, ne compte jamais dans `/stats`, et `/game abandon` l’arrête quand vous voulez.
learn-public-thread = Ce salon ne peut pas accueillir de fil privé ({ $reason }) : votre partie d’entraînement est donc dans ce fil public, que tout le monde ici peut suivre.
learn-public-no-permission = le bot n’a pas le droit d’y créer des fils privés
learn-public-channel = Discord a refusé un fil privé dans ce salon
learn-started = Votre partie d’entraînement de { $game } (nº { NUMBER($number, useGrouping: 0) }) vous attend dans { $thread }, un fil privé.
learn-started-public = Votre partie d’entraînement de { $game } (nº { NUMBER($number, useGrouping: 0) }) est dans { $thread }. Ce salon ne peut pas accueillir de fil privé : celui-ci est public.
learn-unrated = Partie d’entraînement : non classée, et non comptée dans `/stats`.

learn-refusal-in-thread = Lancez une partie d’entraînement depuis un salon textuel, pas dans un fil.
learn-refusal-bots = Une partie d’entraînement de { $game } se joue avec { $low } à { $high } bots.
learn-refusal-one-at-a-time = Vous avez déjà une partie d’entraînement en cours : nº { NUMBER($number, useGrouping: 0) } dans { $thread }. Terminez-la, ou arrêtez-la là-bas avec `/game abandon`, avant d’en lancer une autre.
learn-refusal-too-often = Vous avez lancé { $count } parties d’entraînement dans la dernière heure, le maximum par membre et par heure. Vous pourrez lancer la suivante { $when }.
learn-refusal-rematch = Une partie d’entraînement n’a pas de revanche : lancez-en une autre avec `/learn`.
learn-refusal-no-thread = Le bot n’a pas pu ouvrir de fil dans ce salon : la partie d’entraînement est annulée. Essayez `/learn` dans un autre salon textuel.

learn-lesson-head = 🎓 **Leçon** : cette décision offre { $count ->
    [0] { $count } coups
    [one] un coup
   *[other] { $count } coups
}. Ce que fait chaque sorte de coup :
learn-lesson-line = • { $text } ({ $count ->
    [0] { $count } choix
    [one] 1 choix
   *[other] { $count } choix
})
learn-lesson-more = • …et { $count ->
    [0] { $count } autres sortes de coups
    [one] une autre sorte de coup
   *[other] { $count } autres sortes de coups
} : lisez chaque bouton.

learn-lesson-line-detail = • { $text } ({ $count ->
    [0] { $count } choix
    [one] 1 choix
   *[other] { $count } choix
}) : { $detail }
learn-lesson-scoring = 📊 **Comment on marque** : { $text }
learn-detail-solstis-play = tuiles qui capturent maintenant : { $capturing } sur { $tiles } (les autres donnent une deuxième chance)
learn-detail-nanga-parbat-claim = meilleure case offerte : { $points ->
    [0] { $points } point
    [one] { $points } point
   *[other] { $points } points
}
learn-detail-paper-world-take = plus grosse prise : { $most ->
    [0] { $most } carte
    [one] { $most } carte
   *[other] { $most } cartes
}
learn-detail-paper-world-place = cartes de votre main qui peuvent se poser : { $cards }
learn-detail-mountain-miners-grab = tuiles de gemmes : { $gems }, faces cachées : { $hidden }, autres tuiles : { $others }
learn-detail-sheherazade-take = tuiles Rêve : { $dream }, tuiles Île : { $island }, faces cachées : { $hidden }
learn-scoring-solstis = à la fin, votre panorama marque sa plus grande zone (1 point par tuile de paysage ; les arcs-en-ciel relient les zones mais ne marquent rien), les feux des zones qui touchent la rangée du bas, 1 par esprit rencontré et les bonus de vos esprits. Les captures agrandissent le panorama ; fermer un carré 2 × 2 fait rencontrer un esprit.
learn-scoring-nanga-parbat = une case du tableau rapporte ses points quand vous la revendiquez : des camps sur des randonneurs reliés (rangée du haut), un échange d’animaux différents (rangée du milieu) ou d’une seule sorte (rangée du bas). Piéger un { np-animal-panda } sans mener rapporte 1. Arriver sur la case de votre adversaire sur le chemin vous fait avancer d’une de plus.
learn-scoring-paper-world = à la fin, chacune de vos piles marque les étoiles de sa carte du dessus ; les objectifs rapportent 4, 2 ou 1 (le premier à en remplir un gagne le plus) ; le jeton Ciseaux rapporte 2 à qui le détient ; chaque carte de votre main ou de votre défausse coûte 1.
learn-scoring-sheherazade = à la fin, seul ce qui est visible sur votre île compte : chacune de vos tuiles Rêve marque pour ce qu’elle nomme, chaque palmier rapporte 1, chaque oiseau Roc avec un œuf 7 ; qui montre le plus de bandits perd 1 par bandit.
learn-scoring-mountain-miners = à la fin, pour chaque gemme, qui en détient le plus de tuiles marque sa valeur par tuile et qui en détient le moins perd autant (n’en avoir aucune ne coûte rien) ; un multiplicateur double sa pile ; chaque tuile { mm-kind-trash } coûte 2. Le classement compte ce que tout le monde voit.
learn-why = 💡 Pourquoi c’est important : { $effect }
learn-why-deed = 💡 Pourquoi c’est important : { $deed } { $effect }
learn-effect-scored = { $player } marque { $points ->
    [0] { $points } point
    [one] 1 point
   *[other] { $points } points
} (maintenant { $total } ; { $learner } : { $yours }).
learn-effect-swing = { $player } marque { $points ->
    [0] { $points } point
    [one] 1 point
   *[other] { $points } points
} et { $learner } perd { $lost ->
    [0] { $lost } point
    [one] 1 point
   *[other] { $lost } points
} (maintenant { $total } à { $yours }).
learn-effect-hurt = { $learner } perd { $points ->
    [0] { $points } point
    [one] 1 point
   *[other] { $points } points
} (maintenant { $yours } ; { $player } : { $total }).
learn-effect-lost = { $player } perd { $points ->
    [0] { $points } point
    [one] 1 point
   *[other] { $points } points
} (maintenant { $total } ; { $learner } : { $yours }).
learn-effect-helped = { $learner } y gagne { $points ->
    [0] { $points } point
    [one] 1 point
   *[other] { $points } points
} (maintenant { $yours } ; { $player } : { $total }).
learn-effect-took = Aucun point n’a encore changé, mais ce que { $player } a pris n’est plus là pour { $learner }.
learn-effect-quiet = Aucun point n’a changé (le classement montre tous les scores).
learn-deed-steal = { $player } a pris une tuile à un adversaire.
learn-deed-camps = { $player } a revendiqué une case du tableau avec des camps sur des randonneurs reliés.
learn-deed-trade = { $player } a revendiqué une case du tableau en échangeant des animaux.
learn-deed-objective = { $player } a rempli un objectif.
learn-deed-capture = { $player } a capturé une tuile pour son panorama.
learn-deed-spirit = { $player } a rencontré un esprit.
learn-deed-evil = { $player } détient l’{ solstis-spirit-evil } : qui le détient à la fin voit un de ses esprits couvert, qui ne marque alors rien.
learn-deed-scissors = { $player } a pris le jeton Ciseaux (2 points pour qui le détient à la fin).
learn-deed-cards = { $player } a pris des cartes de la pile (chacune encore en main à la fin coûte 1).
learn-deed-stack = { $player } a posé une carte sur une pile (les étoiles de la carte du dessus comptent).
learn-deed-tile = { $player } a pris une tuile de l’offre.
learn-deed-island = { $player } a posé une tuile sur son île.
learn-deed-grab = { $player } a pris une tuile de la montagne.
learn-deed-panda = { $player } a piégé un { np-animal-panda } sans mener, ce qui rapporte.
learn-deed-trap = { $player } a piégé un animal.


learn-kind-solstis-play = **Jouer une tuile** de votre main : si sa couleur ou son nombre correspond à une tuile face visible de la rivière, elle la capture et les deux vont sur votre panorama ; sinon, vous avez une deuxième chance avec la pioche.
learn-kind-solstis-take = **Choisir la capture** : votre tuile correspond à plusieurs tuiles de la rivière ; celle que vous choisissez va avec elle sur votre panorama.
learn-kind-solstis-rainbow = **Poser un arc-en-ciel** sur une case vide voisine de vos tuiles (n’importe quelle case tant que votre panorama est vide) : il relie les zones et peut fermer un carré 2 × 2, mais ne marque aucun point lui-même.
learn-kind-solstis-square = **Choisir un carré** : vous avez fermé plus d’un carré 2 × 2 ; vous rencontrez votre esprit sur celui que vous choisissez (un esprit par tour).
learn-kind-solstis-spirit = **Rencontrer un esprit** face visible de la ligne : son effet agit tout de suite ou rapporte à la fin, comme le dit son bouton.
learn-kind-solstis-draw = **Piocher des esprits** et en garder un : un pari sur des esprits que personne n’a encore vus.
learn-kind-solstis-keep = **Garder un esprit** parmi ceux que vous avez piochés : celui que vous rencontrez.
learn-kind-solstis-deer = **{ solstis-spirit-deer }** : posez tout de suite une tuile de votre main sur votre panorama, sans rien payer.
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }** : posez une tuile face visible de la rivière sur votre panorama.
learn-kind-solstis-viper = **{ solstis-spirit-viper }** : volez une tuile isolée du panorama de votre adversaire.
learn-kind-solstis-fox = **{ solstis-spirit-fox }** : choisissez la tuile de la main de votre adversaire qu’il devra jouer ensuite.
learn-kind-solstis-evil = **{ solstis-spirit-evil }** : choisissez la case du panorama de votre adversaire qu’il bloque.
learn-kind-solstis-cover = **{ solstis-spirit-evil }** : votre adversaire l’a en fin de partie ; choisissez lequel de ses esprits il recouvre : un esprit recouvert ne rapporte rien.

learn-kind-nanga-parbat-trap = **Piéger un animal** dans la région du guide : votre randonneur prend sa section, vous gardez l’animal, et le guide va dans la région de ce numéro.
learn-kind-nanga-parbat-act = **Activer un animal** (une fois chacun) : intervertir des pièces sur la montagne ou déplacer le guide, pour préparer un meilleur piège.
learn-kind-nanga-parbat-claim = **Revendiquer une case du tableau** : des camps sur des randonneurs reliés, ou un échange d’animaux, contre des points sur la piste.
learn-kind-nanga-parbat-skip = **Ne rien revendiquer** ce tour : gardez vos randonneurs et vos animaux pour une plus grosse revendication.
learn-kind-nanga-parbat-end = **Finir votre tour** : votre adversaire joue ensuite.
learn-kind-nanga-parbat-hiker = **Choisir un randonneur** pour un camp de votre revendication : les camps doivent être sur des randonneurs reliés.
learn-kind-nanga-parbat-give = **Choisir un animal à échanger** pour votre revendication (un bharal compte comme n’importe quel animal).
learn-kind-nanga-parbat-guide = **Placer ou déplacer le guide** : sa région est celle où le prochain animal sera piégé.
learn-kind-nanga-parbat-pick = **Choisir une pièce** à intervertir par un animal : d’abord l’une, puis l’autre.

learn-kind-paper-world-take = **Prendre des cartes** : toutes les cartes visibles des pioches d’une couleur ou d’une valeur vont dans votre main (9 au plus ; chaque carte restée en main coûte 1 point à la fin).
learn-kind-paper-world-place = **Poser une carte** : une pile monte dans une couleur, chaque carte une valeur plus haut ; une nouvelle pile commence par un 1. Les étoiles visibles rapportent.
learn-kind-paper-world-done = **Finir votre tour** avec les cartes posées.
learn-kind-paper-world-pass = **Passer** : rien ne peut être pris ni posé maintenant.
learn-kind-paper-world-discard = **Défausser une carte** face cachée : pour payer un saut de valeur ou respecter la limite de main ; chaque carte défaussée coûte 1 point.
learn-kind-paper-world-scissors = **Jeton Ciseaux** : posez-le sur la carte que vous venez de poser, ou laissez-le ; qui le tient saute une valeur gratuitement et marque 2 à la fin.

learn-kind-sheherazade-stack = **Choisir une pile** en tant que Vigie : vous piochez une tuile par joueur de la pile du haut, du centre, du bas ou Rêve.
learn-kind-sheherazade-hide = **Cacher une tuile** : elle reste face cachée et les autres sont montrées ; votre adversaire peut la prendre sans la voir.
learn-kind-sheherazade-take = **Prendre une tuile** au choix pour votre île ; qui reçoit la dernière tuile devient la prochaine Vigie.
learn-kind-sheherazade-place = **Poser la tuile** : une tuile Île dans sa rangée, une tuile Rêve dans une case Rêve ; ce qui est visible sur votre île rapporte à la fin.
learn-kind-sheherazade-name = **Désigner qui choisit ensuite** (qui prend la dernière tuile devient la Vigie).

learn-kind-mountain-miners-start = **Placer la flèche** au départ : sa position décide du côté de la montagne où l’on prend d’abord.
learn-kind-mountain-miners-play = **Jouer une tuile action** de votre collection, avant ou après votre prise, pour son effet.
learn-kind-mountain-miners-grab = **Prendre une tuile** tournée vers la flèche et que rien ne bloque : ses gemmes rejoignent vos piles, et les majorités de chaque gemme rapportent à la fin.
learn-kind-mountain-miners-nograb = **Ne rien prendre** : aucune tuile ne peut être prise maintenant.
learn-kind-mountain-miners-end = **Finir votre tour** : la flèche tourne, sauf si les flèches sont bloquées.
learn-kind-mountain-miners-peek = **Regarder** en secret une tuile face cachée ; vous êtes seul à savoir ce qu’elle est.
learn-kind-mountain-miners-reveal = **Révéler** : retournez face visible une tuile cachée, pour tout le monde.
learn-kind-mountain-miners-arrow = **Déplacer une flèche** sur une de ses 8 positions : elle décide des tuiles que l’on peut prendre ensuite.
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }** : posez-la, ou retirez-la ; une deuxième flèche ouvre un autre côté.
learn-kind-mountain-miners-swap = **{ mm-kind-swap }** : choisissez la première des deux cases à échanger.
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }** : choisissez la case échangée avec la première (le plateau ne doit pas se diviser davantage).
learn-kind-mountain-miners-steal = **{ mm-kind-steal }** : choisissez le joueur à qui vous prenez une tuile de sa collection.
learn-kind-mountain-miners-take = **{ mm-kind-steal }** : choisissez la tuile que vous prenez ; elle compte pour vos majorités, plus pour les siennes.
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }** : choisissez la pile de gemmes qu’il rejoint comme une gemme de plus.
learn-kind-mountain-miners-join = **Ajouter votre { mm-kind-multiplier }** à l’une de vos piles de gemmes : elle compte double, mais vous ne pourrez plus jamais prendre cette gemme (s’il était secret, tout le monde le voit).
learn-kind-mountain-miners-sect = **Choisir une section** de la tuile divisée que vous avez prise : seule celle-ci compte.
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }** : étudiez en secret une ligne de tuiles face cachée, ou retournez deux lignes face visible pour tout le monde.
learn-kind-mountain-miners-line = **Choisir une ligne** pour l’Ampoule.
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }** : choisissez un bloc de 2 × 2 tuiles à retirer ; le joueur suivant passe son tour pour le remplir.
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }** : choisissez une tuile face visible à retourner face cachée.
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }** : ramassez une tuile voisine ; votre tour se termine ensuite.
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }** : choisissez une de vos tuiles divisées.
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }** : choisissez la section qui compte désormais.
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }** : choisissez une tuile du plateau à tourner.
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }** : choisissez de combien elle tourne ; cela change la section tournée vers la flèche.
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }** : copiez une action encore visible sur le plateau.
learn-kind-mountain-miners-art = **{ mm-kind-artefact }** : défaussez toute une pile de gemmes, pour échapper à une pénalité de minorité.
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }** : choisissez une tuile à déplacer dans une case vide.
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }** : choisissez la case vide où elle va.
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }** : prenez n’importe quelle tuile de la carte, où que pointe la flèche.
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }** : choisissez de combien les flèches tournent désormais.
