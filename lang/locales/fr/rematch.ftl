## Revanche : les boutons sous le message final d’une partie, ce que ce message et les fils
## disent de la revanche, et ses refus. Une revanche, c’est le même jeu avec les mêmes options, la même
## langue et les mêmes joueurs (les bots à leur niveau), dans le même ordre de jeu, le joueur qui suivait
## le premier joueur de la dernière partie commençant ; elle démarre dans un nouveau fil quand chaque joueur a dit oui.

rematch-button = Revanche
rematch-button-leave = Quitter

rematch-line-of = Revanche de la partie #{ NUMBER($number, useGrouping: 0) } : { $thread }
rematch-line-waiting = **Revanche ?** Prêts : { $ready }. En attente de : { $waiting }.
rematch-line-ready = **Revanche ?** Tout le monde est prêt ({ $ready }) : appuyez sur **Revanche** pour la lancer.
rematch-line-started = **Revanche :** partie #{ NUMBER($number, useGrouping: 0) }, { $thread }
rematch-line-lapsed = Pas de revanche : trop peu de joueurs sont restés, ou elle a attendu trop longtemps.

rematch-asked = { $member } propose une revanche : le même jeu et les mêmes options dans le même ordre de jeu, et c’est le joueur qui suivait le premier joueur de la dernière partie qui commence. { $members } : appuyez sur **Revanche** pour rejouer, ou sur **Quitter**.
rematch-started-from = Revanche de la partie #{ NUMBER($number, useGrouping: 0) } ({ $thread }) : le même jeu et les mêmes options ; le joueur qui suivait le premier joueur de cette partie commence.

rematch-refusal-not-finished = Cette partie n’est pas terminée : pas encore de revanche à proposer.
rematch-refusal-not-a-player = Seuls les joueurs de cette partie peuvent proposer sa revanche ou y répondre.
rematch-refusal-left = Vous avez quitté cette revanche.
rematch-refusal-already-ready = Vous avez déjà dit oui : en attente de { $members }.
rematch-refusal-none = Personne n’a encore proposé de revanche : appuyez sur **Revanche** pour la proposer.
rematch-refusal-not-in-it = Vous ne faites pas partie de cette revanche.
rematch-refusal-started = Cette revanche a déjà commencé : partie #{ NUMBER($number, useGrouping: 0) }, { $thread }.
rematch-refusal-lapsed = Cette revanche a expiré. Lancez une nouvelle partie avec `/play`.
rematch-refusal-closed = Cette revanche a déjà commencé ou a expiré.
rematch-refusal-changed = La revanche a changé pendant votre clic : cliquez à nouveau.
rematch-refusal-not-a-lobby = Cette table est une revanche : elle garde les places et les options de la partie précédente. Répondez-y sur le message final de cette partie.
