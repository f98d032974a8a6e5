## Análise: as três decisões de uma partida terminada em que a posição de um jogador mais caiu segundo
## o bot difícil, só para esse jogador (cogs/review.py, services/reviews.py).

cmd-game-review-name = análise
cmd-game-review-description = Suas 3 decisões mais custosas de uma partida terminada (só você vê).
cmd-game-review-number-name = número
cmd-game-review-number-description = O número da partida (#12); sem ele, a partida deste tópico ou sua última partida terminada
help-review-command = /game review · Análise
help-review-text = Depois de uma partida: suas três decisões mais custosas, o que o bot difícil prefere e por quê, em particular.

review-button = Análise

review-head = Sua análise de { $game } #{ NUMBER($number, useGrouping: 0) }: decisão { $page } de { $pages }.
review-move = Jogada { $move }.
review-played = Você jogou: { $chosen }
review-preferred = O bot difícil prefere: { $preferred }
review-points = Pontos esperados algumas jogadas depois: { $mine } com a sua escolha, { $theirs } com a do bot.
review-why-more = Por quê: o bot difícil espera que a escolha dele renda { $gain ->
    [one] { $gain } ponto a mais
   *[other] { $gain } pontos a mais
} nas próximas jogadas.
review-why-same = Por quê: os mesmos pontos nas próximas jogadas, mas o bot difícil avalia melhor a posição a que a escolha dele leva.
review-why-fewer = Por quê: menos pontos nas próximas jogadas, mas uma posição que o bot difícil avalia melhor para o que vem depois.
review-blind = Julgado pelo que você podia ver na hora: o que estava escondido de você foi estimado, nunca olhado.
review-none = O bot difícil não achou nenhuma decisão sua em { $game } #{ NUMBER($number, useGrouping: 0) } em que a escolha dele teria sido melhor.

review-button-prev = Anterior
review-button-next = Próxima
review-button-replay = Ver no replay

review-replay-pair = Antes e depois da jogada { $move }: o primeiro tabuleiro é o de antes, o segundo o de depois.
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) }: o tabuleiro antes da jogada { $move }.

review-refusal-unknown = Não há nenhuma partida terminada #{ NUMBER($number, useGrouping: 0) } sua que você possa analisar aqui.
review-refusal-not-finished = A partida #{ NUMBER($number, useGrouping: 0) } ainda está em andamento: ela poderá ser analisada quando acabar.
review-refusal-not-player = Só os jogadores da partida #{ NUMBER($number, useGrouping: 0) } podem analisá-la.
review-refusal-none = Você ainda não tem nenhuma partida terminada para analisar neste servidor.
review-refusal-busy = Muitas análises estão sendo preparadas agora: tente de novo em um minuto.
review-refusal-unavailable = Não foi possível preparar a análise agora: tente de novo mais tarde.
