## Der Zug-Beitrag und das Spielende als ein Discord-Layout (cogs/layout.py, cogs/publisher.py).

layout-to-act = **Am Zug:** { $players }
layout-to-act-hint = Drücke unten auf **Zug machen** (oder nutze `/move`).
layout-standings = Punkte: { $standings }
layout-standing = { render-score-place } { $mark } { $player } **{ $points }**
