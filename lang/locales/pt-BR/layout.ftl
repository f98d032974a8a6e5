## A mensagem do turno e o fim da partida em um só layout do Discord (cogs/layout.py, cogs/publisher.py).

layout-to-act = ### Vez de: { $players }
layout-to-act-hint = Clique em **Fazer jogada** abaixo (ou use `/move`).
layout-standings = **Pontuação até agora**
layout-standing = { $place }. { $mark } { $player }: { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
