## La publicación del turno y el final de la partida en un solo diseño de Discord (cogs/layout.py, cogs/publisher.py).

layout-to-act = ### Turno de: { $players }
layout-to-act-hint = Pulsa **Jugar turno** abajo (o usa `/move`).
layout-standings = **Puntuación actual**
layout-standing = { $place }. { $mark } { $player }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
