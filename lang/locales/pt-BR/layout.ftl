## A mensagem do turno e o fim da partida em um só layout do Discord (cogs/layout.py, cogs/publisher.py).

layout-to-act = **Vez de:** { $players }
layout-to-act-hint = Clique em **Fazer jogada** abaixo (ou use `/move`).
layout-standings = Pontos: { $standings }
layout-standing = { render-score-place } { $mark } { $player } **{ $points }**
