## Le message de tour et la fin de partie en une seule mise en page Discord (cogs/layout.py, cogs/publisher.py).

layout-to-act = **Au tour de :** { $players }
layout-to-act-hint = Appuyez sur **Jouer mon tour** ci-dessous (ou utilisez `/move`).
layout-standings = Scores : { $standings }
layout-standing = { render-score-place } { $mark } { $player } **{ $points }**
