# Palavras desenhadas nas imagens (ou escritas para elas) que todos os jogos compartilham: a folha de
# pontuação, legendas, texto alternativo.

## Legendas
render-last-turn = último turno

## A folha de pontuação
render-score-final = Pontuação final
render-score-place-heading = Posição
render-score-player-heading = Jogador
render-score-points-heading = Pontos
# Uma posição na classificação: número ordinal (1º, 2º, 3º...).
render-score-place = { $place }º
render-score-winners = { $count ->
    [one] { $winners } vence!
   *[other] { $winners } dividem a vitória!
}

## Texto alternativo: o que uma imagem mostra, para leitores de tela
render-alt-public = { $game }, o tabuleiro público na jogada { $move }.
render-alt-private = { $game }, a visão particular de { $player } na jogada { $move }.
render-alt-scores = Pontuação até agora: { $scores }.
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [one] Fim de jogo; { $winners } vence.
   *[other] Fim de jogo; { $winners } dividem a vitória.
}
render-alt-to-act = Vez de: { $players }.
render-alt-sheet = Folha de pontuação final de { $game }.
render-alt-place = { $place }º lugar: { $player }, { $points ->
    [0] { $points } pontos.
    [one] { $points } ponto.
   *[other] { $points } pontos.
}
render-alt-place-details = { $place }º lugar: { $player }, { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
} ({ $details }).
