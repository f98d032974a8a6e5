# Sheherazade: o que o jogo diz (eventos, jogadas, recusas) e o que os tabuleiros mostram.
# Termos: o Vigia (quem compra na rodada), as pilhas (de cima, do meio, de baixo, do Sonho), as
# peças de Ilha (três fileiras de quatro) e as peças de Sonho (a coluna do Sonho), o lado do Gênio.
# $stack e $row são a letra de uma pilha: U (de cima), M (do meio), L (de baixo), D (do Sonho).
# $tile é o nome de uma peça (uma mensagem: sh-tile-island ou sh-tile-dream), nunca um código.

## Componentes
sh-title = Sheherazade

# Uma peça de Ilha: o código e o que está desenhado nela ($elements: uma lista de elementos).
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first } + { $second }
sh-tile-island-3 = { $first } + { $second } + { $third }
# Uma peça de Sonho: o tipo ($kind: o nome de uma peça de Sonho).
sh-tile-dream = { $kind } (Sonho)

sh-element-palm = Palmeira
sh-element-roc = Roca
sh-element-egg = Ovo
sh-element-monkey = Macaco
sh-element-fennec = Feneco
sh-element-camel = Camelo
sh-element-elephant = Elefante
sh-element-snake = Serpente
sh-element-emerald = Esmeralda
sh-element-ruby = Rubi
sh-element-diamond = Diamante
sh-element-lamp = Lâmpada
sh-element-bandit = Bandido

# Peças de Sonho: o nome e a regra de pontos impressa embaixo, numa peça em oferta (números dos
# dados do jogo). A peça é pequena: a regra cabe em duas ou três linhas curtas.
sh-dream-roc = Pássaro Roca
sh-dream-roc-text = { $points } por Roca
sh-dream-monkey = Macaco
sh-dream-monkey-text = { $points } por Macaco
sh-dream-fennec = Feneco
sh-dream-fennec-text = { $points } por Feneco
sh-dream-camel = Camelo
sh-dream-camel-text = { $points } por Camelo
sh-dream-elephant = Elefante
sh-dream-elephant-text = { $points } por Elefante
sh-dream-gem-column = Coluna de Gemas
# Pontos por 1, 2 e 3 tipos de gema numa coluna.
sh-dream-gem-column-text = tipos: { $one }/{ $two }/{ $three }
sh-dream-gem-line = Fileira de Gemas
# Pontos por 1, 2 e 3 tipos de gema numa fileira.
sh-dream-gem-line-text = tipos: { $one }/{ $two }/{ $three }
sh-dream-lamp = Lâmpada Mágica
# Pontos por exatamente 1 e exatamente 2 lâmpadas visíveis.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = Serpente
# Pontos por exatamente 1 e exatamente 2 serpentes.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = Gênio
sh-dream-genie-text = { $points } por lado Gênio

# Os narradores dos tabuleiros de personagem.
sh-character-elias = Elias
sh-character-lilia = Lilia
sh-character-noura = Noura
sh-character-qasim = Qasim
sh-character-shirin = Shirin

# Onde uma peça vai. Em português o lugar já traz a preposição ("na fileira…", "na coluna…"):
# as frases que o usam escrevem "coloca { $tile } { $slot }", sem "em".
sh-slot-island = na fileira { $row ->
    [U] de cima
    [M] do meio
   *[L] de baixo
}, coluna { $column }
sh-slot-dream = na coluna do Sonho

## Jogadas (rótulos de botões e menus)
sh-action-draw = Comprar da pilha { $stack ->
    [U] de cima
    [M] do meio
    [L] de baixo
   *[D] do Sonho
} ({ $left ->
    [one] resta { $left } peça
   *[other] restam { $left } peças
})
sh-action-hide = Esconder { $tile }, revelar as outras
sh-action-take = Pegar { $tile }
# O Vigia, que sabe qual peça deixou virada para baixo.
sh-action-take-face-down-known = Pegar a peça virada para baixo: { $tile }
# Os outros, que só sabem de que pilha ela é.
sh-action-take-face-down-blind = Pegar às cegas a peça virada para baixo (pilha { $stack ->
    [U] de cima
    [M] do meio
    [L] de baixo
   *[D] do Sonho
})
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = Colocá-la { $slot }
sh-action-name = { $player } escolhe a seguir

## Eventos (o histórico da partida)
sh-event-draw = { $player } compra { $count ->
    [one] { $count } peça
   *[other] { $count } peças
} da pilha { $stack ->
    [U] de cima
    [M] do meio
    [L] de baixo
   *[D] do Sonho
}
sh-event-draw-secret = { $player } compra { $count ->
    [one] { $count } peça
   *[other] { $count } peças
} da pilha { $stack ->
    [U] de cima
    [M] do meio
    [L] de baixo
   *[D] do Sonho
} em segredo
sh-event-reveal = { $player } revela { $tiles }; a terceira peça fica virada para baixo
sh-event-take = { $player } pega { $tile }
sh-event-take-face-down = { $player } pega a peça virada para baixo: { $tile }
sh-event-last-tile = { $player } fica com a última peça: { $tile }
sh-event-take-placed = { $player } pega { $tile } e a coloca { $slot }
sh-event-take-face-down-placed = { $player } pega a peça virada para baixo, { $tile }, e a coloca { $slot }
sh-event-last-tile-placed = { $player } fica com a última peça, { $tile }, e a coloca { $slot }
# $tile: uma peça, nomeada por sh-tile-island ou sh-tile-dream.
sh-event-place = { $player } coloca { $tile } { $slot }
# $tiles: uma lista de códigos de peças.
sh-event-lamp-flip = Terceira Lâmpada Mágica: { $player } vira { $tiles } para o lado do Gênio
sh-event-discard = Descartada, virada para cima: { $tile }
sh-event-name = { $player } indica { $named } para escolher a seguir
sh-event-round = Rodada { $round }, Vigia: { $player }
# $scores: uma lista de sh-event-final-score.
sh-event-game-over = Fim de jogo: { $scores }
sh-event-final-score = { $player } com { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}

## Colunas da folha de pontos (o detalhe de uma pontuação final)
score-sheherazade-dreams = Sonhos
score-sheherazade-palms = Palmeiras
score-sheherazade-roc-egg = Roca e Ovo
score-sheherazade-bandits = Bandidos

## As imagens dos tabuleiros
sh-board-header-seat = Jogada { $move }: visão de { $player }
sh-board-header-public = Jogada { $move }: visão de todos
sh-board-player = Jogador { $number }
sh-board-round = Rodada { $round } de { $rounds }
sh-board-status-stack = { $player } (Vigia) escolhe uma pilha
sh-board-status-hide = { $player } olha 3 peças e esconde uma
sh-board-status-take = { $player } pega uma peça
sh-board-status-place = { $player } coloca a peça
sh-board-status-name = { $player } indica quem escolhe a seguir
sh-board-phase-stack = O Vigia escolhe uma pilha
sh-board-phase-hide = O Vigia esconde uma de 3 peças
sh-board-phase-take = Pegando uma peça
sh-board-phase-place = Colocando a peça
sh-board-phase-name = Indicando quem escolhe a seguir
# $winners: os nomes dos vencedores, $count: quantos são.
sh-board-status-over = Fim de jogo: { $count ->
    [one] { $winners } vence
   *[other] { $winners } dividem a vitória
}
# No verso de uma pilha.
sh-board-stack-name = { $stack ->
    [U] Cima
    [M] Meio
    [L] Baixo
   *[D] Sonho
}
sh-board-offer = Em oferta
sh-board-offer-empty = Nenhuma peça em oferta
sh-board-hidden-by-you = você escondeu
sh-board-to-place = para colocar
sh-board-discarded = Descartadas ({ $count })
sh-board-genie = Gênio
# Na fileira de um jogador: o Vigia e quem já escolheu nesta rodada.
sh-board-lookout-tag = Vigia
sh-board-picked-tag = escolheu
sh-board-you = { $player } (você)
sh-board-dream-slot = Vaga do Sonho
sh-board-slot-target = aqui?
sh-board-most-bandits = maioria
sh-board-legend-targets = suas opções

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = menos bandidos à vista
