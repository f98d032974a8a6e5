## /game replay: rever uma partida jogada a jogada, em particular (cogs/replay.py)

cmd-game-replay-name = replay
cmd-game-replay-description = Reveja uma partida jogada a jogada, como os espectadores a viram (só você vê).
cmd-game-replay-number-name = número
cmd-game-replay-number-description = O número da partida (#12); sem ele, a partida deste tópico
cmd-game-replay-move-name = jogada
cmd-game-replay-move-description = A jogada por onde começar (0 é a distribuição, o padrão)
help-replay-command = /game replay
help-replay-text = Reveja os tabuleiros de uma partida jogada a jogada, em particular.

replay-head = Replay de { $game } #{ NUMBER($number, useGrouping: 0) }: jogada { $move } de { $total }.
replay-head-in-play = Replay de { $game } #{ NUMBER($number, useGrouping: 0) }, ainda em andamento: jogada { $move } de { $total } até agora.
replay-head-deal = Replay de { $game } #{ NUMBER($number, useGrouping: 0) }: a distribuição, antes { $total ->
    [0] de nenhuma jogada
    [one] da sua única jogada
   *[other] das suas { $total } jogadas
}.
replay-head-deal-in-play = Replay de { $game } #{ NUMBER($number, useGrouping: 0) }, ainda em andamento: a distribuição ({ $total ->
    [0] nenhuma jogada feita
    [one] { $total } jogada feita
   *[other] { $total } jogadas feitas
} até agora).
replay-beyond = A partida #{ NUMBER($number, useGrouping: 0) } não tem jogada { $move }: esta é a última, a jogada { $total }.
replay-cut = Esta partida é longa demais para ser revista inteira: só as suas primeiras { $count } jogadas aparecem.
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }: o tabuleiro depois da jogada { $move } de { $total }.
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }: o tabuleiro na distribuição.

replay-button-first = Início
replay-button-back = Voltar
replay-button-next = Avançar
replay-button-last = Fim
replay-button-now = Agora
replay-button-open = Replay
replay-jump-placeholder = Ir para outra jogada (mostrando { $move } de { $total })
replay-jump-deal = A distribuição
replay-jump-move = Jogada { $move }

replay-refusal-unknown = Não há nenhuma partida #{ NUMBER($number, useGrouping: 0) } que você possa rever aqui.
replay-refusal-in-play = A partida #{ NUMBER($number, useGrouping: 0) } ainda está em andamento: até ela acabar, só os jogadores dela podem revê-la.
replay-refusal-where = Use `/game replay` no tópico de uma partida ou informe o número da partida.
