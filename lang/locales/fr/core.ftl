## Glossary
# Termes choisis pour le français (à reprendre dans tous les fichiers) :
#   game (a play) = partie ; game (the box) = jeu ; player = joueur ; opponent, rival = adversaire
#   turn = tour ; move (a numbered move, a legal choice) = coup ; round = manche
#   legal moves = coups possibles ; pass = passer ; play again = rejouer
#   tile = tuile ; gem = gemme ; spirit = esprit ; hand = main ; board = plateau
#   score = score ; points = points ; scoring = décompte ; score sheet = feuille de score
#   seat = place ; bot = bot ; AI = IA ; lobby, table = table ; host = hôte
#   option = option ; variant = variante ; expansion = extension ; base game = jeu de base
#   draw = piocher ; draw pile = pioche ; stack = pile ; discard = défausser, la défausse
#   face up / face down = face visible / face cachée ; cell = case ; row = rangée ; column = colonne
#   win = gagner, la victoire ; shared win = victoire partagée ; game over = Partie terminée
# Solstis : panorama = panorama ; display = rivière ; pile = pioche ; second chance = deuxième chance ;
#   rainbow = arc-en-ciel ; square = carré ; spirit line = ligne des esprits ; Evil Spirit = Esprit maléfique ;
#   Firefly = Luciole (extension Lucioles) ; lit/unlit fire = feu allumé/éteint ; area = zone ;
#   capture = capturer ; meet = rencontrer
# Nanga Parbat : hiker = randonneur ; guide = guide ; camp = camp ; region = région ;
#   section = section ; points chart = tableau des points ; chart spot = case du tableau ;
#   scoring path = piste de score ; path rule = règle du chemin ; area scoring = score des régions ;
#   trap = piéger ; activate = activer ; trade = échanger ; swap = intervertir ; claim = revendiquer
# Sheherazade : Lookout = Vigie ; Island tile = tuile Île ; Dream tile = tuile Rêve ;
#   Genie side = face Génie ; Magic Lamp = Lampe magique ; upper/central/lower = du haut/du centre/du bas ;
#   on offer = au choix ; pick = choisir ; name (who picks next) = désigner
# Paper World : card = carte ; pile (where cards are taken) = pioche ; stack (in the landscape) = pile ;
#   landscape = paysage ; skip = saut (free/paid skip = saut gratuit/payant) ; scissors token = jeton Ciseaux ;
#   scissors logo = symbole ciseaux (✂) ; objective = objectif ; token = jeton ; star = étoile ;
#   hand limit = limite de main ; supply = réserve ; final round = dernière manche ; place (a card) = poser ;
#   a card is named value then colour, masculine: « le 3 jaune »
# Mountain Miners : mountain = montagne ; arrow = flèche ; position = position (N, NE, E, SE, S, SO, O, NO) ;
#   grab = prendre ; collect (Ransack) = ramasser ; collection = collection ; pile (of one gem) = pile ;
#   split tile = tuile divisée ; section / active section = section / section active ; shard = éclat ;
#   face-down tile = tuile face cachée ; secret tile = tuile secrète ; line = ligne ; hole = trou ;
#   refill = remplir ; clockwise / anticlockwise = sens horaire / antihoraire ; locked = bloqué (verrou) ;
#   most / fewest = le plus / le moins ; action tile = tuile action ; Trash = Caillou ; Multiplier =
#   Multiplicateur ; Wildcard = Joker ; expansions : Dark Tunnels = Tunnels obscurs, Gemshards = Éclats
#   de gemmes, Golden Actions = Actions dorées ; tile names are written without article (« Jouer Échange »)
# Bot (bot.ftl, render.ftl) : lobby = table (table d’attente) ; open lobby = table ouverte ; thread = fil ;
#   channel = salon ; server = serveur ; DM = message privé ; member = membre ; server admin = administrateur
#   du serveur ; owner = propriétaire ; pace = rythme (live = rapide, slow = lent) ; level = niveau (easy /
#   normal / hard = facile / normal / difficile ; « Ada (bot difficile) ») ; decision = décision ;
#   time-out = délai dépassé (expirer) ; reminder = rappel ; autopilot = la place est jouée par l’IA ;
#   resign = abandonner (on prend la dernière place) ; abandon (finir sans résultat) = interrompre ;
#   hand over (a seat to the AI) = confier ; take back = reprendre ; undo = annuler ; vote = vote ;
#   log = historique ; picker = sélecteur ; view (private) = vue (privée) ; rating = cote ;
#   rated / unrated = classée / non classée (hors classement) ; leaderboard = classement ;
#   replay = rediffusion ; the deal = la mise en place ; components = matériel ; backup = sauvegarde ;
#   buttons : Rejoindre, Quitter, Ajouter un bot, Options, Lancer, Annuler, Jouer mon tour, Ma main ;
#   slash commands (noms) : jouer, coup, main, plateau, partie (confier, reprendre, annuler, abandonner,
#   interrompre, historique, liste), règles, aide, stats, classement, admin (sauvegarde) ; options : jeu,
#   bots, rythme, niveau, action, joueur, membre ; dans les phrases, `/game log` etc. restent en anglais ;
#   languages in lowercase (anglais, français…) ; ordinal places 1er, 2e, 3e ; on the score sheet « Ann et Bob gagnent ! ».
# Style : on vouvoie le joueur ; libellés des coups à l’infinitif ; guillemets « … » ; apostrophe ’ ;
#   espace insécable avant « : », fine insécable avant ; ! ? et insécables dans « » (tests/test_french_typography.py) ;
#   « de » devant un nom de joueur par la fonction DE, qui élide : { DE($player) } donne « d’Alice », « de Bob ».

# Mots partagés : nombres, listes, et ce que dit chaque partie du bot.
number = { $value }
refusal-default = Impossible pour le moment.

## Refus valables pour tous les jeux
rules-refusal-player-count = { $game } se joue de { $low } à { $high } joueurs.
rules-refusal-unknown-option = { $game } n’a pas d’option « { $option } ».
rules-refusal-option-value = L’option « { $option } » ne peut pas valoir « { $value } ».
rules-refusal-not-an-action = Ce n’est pas un coup de ce jeu.
rules-refusal-game-over = La partie est terminée.
rules-refusal-not-your-turn = Ce n’est pas à vous de décider.
rules-refusal-not-legal-now = « { $action } » ne fait pas partie de vos coups possibles pour l’instant.
rules-option-chosen = { $option } : { $choice }

## Short tags side by side: what goes between two of them
tag-separator = { ", " }
