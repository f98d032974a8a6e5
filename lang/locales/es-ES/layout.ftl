## La publicación del turno y el final de la partida en un solo diseño de Discord (cogs/layout.py, cogs/publisher.py).

layout-to-act = **Turno de:** { $players }
layout-to-act-hint = Pulsa **Jugar turno** abajo (o usa `/move`).
layout-standings = Puntos: { $standings }
layout-standing = { render-score-place } { $mark } { $player } **{ $points }**
