# Solstis: eventos das regras, rótulos das jogadas, opções da sala, a imagem do tabuleiro e a folha de pontos.
#
# Termos: o panorama (a montanha de seis fileiras coloridas de cada jogador), a vitrine (as peças
# reveladas que qualquer um pode capturar), o monte, a segunda chance (a peça do topo do monte,
# tentada quando a peça jogada não captura nada), o arco-íris, o quadrado (2 x 2 casas preenchidas),
# a fila de espíritos (espíritos revelados), o Espírito Maligno, os Vaga-lumes, fogueiras acesas e
# apagadas, a área (casas ligadas).
# $player e $rival são nomes de jogadores; $tile, $captured, $cell e $square são nomes de peças
# (solstis-tile-*: uma casa ou um quadrado leva o nome da peça que vai nela; um quadrado, o da sua
# casa inferior esquerda); $spirit é o nome de um espírito (de gênero variado: escreva "o espírito
# { $spirit }" quando precisar de artigo), $effect o que ele faz.

## Peças: uma peça de Terreno leva a cor da sua fileira e o seu número ($number: 1 a 10)
solstis-tile-red = { $number } vermelho
solstis-tile-orange = { $number } laranja
solstis-tile-green = { $number } verde
solstis-tile-blue = { $number } azul
solstis-tile-pink = { $number } rosa
solstis-tile-purple = { $number } roxo

## Espíritos: o nome, o que faz (curto: entra nos rótulos das jogadas) e o código na ficha
# Um código tem no máximo dois caracteres: é desenhado numa ficha pequena (uma legenda dá o nome
# inteiro). Os códigos são literais ({ "Pe" }): o pseudo-idioma alonga palavras, não códigos.
solstis-spirit-fish = Peixe
solstis-spirit-fish-text = colocar um arco-íris agora
solstis-spirit-fish-code = { "Pe" }
solstis-spirit-deer = Cervo
solstis-spirit-deer-text = colocar uma peça da mão agora
solstis-spirit-deer-code = { "Ce" }
solstis-spirit-eagle = Águia
solstis-spirit-eagle-text = colocar a peça do topo do monte agora
solstis-spirit-eagle-code = { "Ag" }
solstis-spirit-bear = Urso
solstis-spirit-bear-text = comprar 1; mão de 4 daqui em diante
solstis-spirit-bear-code = { "Ur" }
solstis-spirit-fly = Mosca
solstis-spirit-fly-text = colocar uma peça ao acaso da mão do rival
solstis-spirit-fly-code = { "Mc" }
solstis-spirit-beetle = Besouro
solstis-spirit-beetle-text = colocar uma peça revelada da vitrine
solstis-spirit-beetle-code = { "Bs" }
solstis-spirit-marmot = Marmota
solstis-spirit-marmot-text = jogar mais um turno
solstis-spirit-marmot-code = { "Ma" }
solstis-spirit-bee = Abelha
solstis-spirit-bee-text = +1 por espírito comum
solstis-spirit-bee-code = { "Ab" }
solstis-spirit-ladybug = Joaninha
solstis-spirit-ladybug-text = +1 por fogueira apagada
solstis-spirit-ladybug-code = { "Jo" }
solstis-spirit-wolf = Lobo
solstis-spirit-wolf-text = +1 por área separada
solstis-spirit-wolf-code = { "Lo" }
solstis-spirit-squirrel = Esquilo
solstis-spirit-squirrel-text = no fim, colocar sua mão
solstis-spirit-squirrel-code = { "Es" }
solstis-spirit-bird = Pássaro
solstis-spirit-bird-text = +1 por outro espírito azul
solstis-spirit-bird-code = { "Pa" }
solstis-spirit-frog = Sapo
solstis-spirit-frog-text = +1 por arco-íris
solstis-spirit-frog-code = { "Sa" }
solstis-spirit-moth = Mariposa
solstis-spirit-moth-text = +1 por fogueira acesa
solstis-spirit-moth-code = { "Mr" }
solstis-spirit-cow = Vaca Sagrada
solstis-spirit-cow-text = +1 por peça da 2ª maior área
solstis-spirit-cow-code = { "Va" }
solstis-spirit-phoenix = Fênix
solstis-spirit-phoenix-text = +1 por Vaga-lume
solstis-spirit-phoenix-code = { "Fe" }
solstis-spirit-viper = Víbora
solstis-spirit-viper-text = roubar uma peça isolada do rival
solstis-spirit-viper-code = { "Vi" }
solstis-spirit-fox = Raposa
solstis-spirit-fox-text = ver a mão do rival, impor a próxima peça dele
solstis-spirit-fox-code = { "Ra" }
solstis-spirit-evil = Espírito Maligno
solstis-spirit-evil-text = jogo base: cobre um espírito no fim; Vaga-lume: bloqueia uma casa do rival
solstis-spirit-evil-code = { "EM" }

## Opção da sala
solstis-option-variant = Variante
solstis-variant-base = Jogo base
solstis-variant-firefly = Expansão Vaga-lume
solstis-variant-discovery = Descoberta (sem Espírito Maligno)

## Rótulos das jogadas (no máximo 80 caracteres com os nomes mais longos)
solstis-action-play-capture = Jogar o { $tile } e capturar o { $captured }
solstis-action-play-second-chance = Jogar o { $tile } (sem captura: segunda chance)
solstis-action-take = O { $tile } captura o { $captured }
solstis-action-rainbow = Arco-íris na casa do { $cell }
solstis-action-square = Espírito no quadrado do { $square }
solstis-action-meet = Encontrar { $spirit } ({ $effect })
solstis-action-draw = { $count ->
        [0] Comprar { $count } espíritos virados para baixo, ficar com um
        [one] Comprar um espírito virado para baixo, ficar com ele
       *[other] Comprar { $count } espíritos virados para baixo, ficar com um
    }
solstis-action-keep = Ficar com { $spirit } ({ $effect })
solstis-action-deer = { solstis-spirit-deer }: colocar o { $tile }
solstis-action-beetle = { solstis-spirit-beetle }: colocar o { $tile }
solstis-action-viper = { solstis-spirit-viper }: roubar o { $tile }
solstis-action-fox = { solstis-spirit-fox }: o rival deve jogar o { $tile }
solstis-action-evil = { solstis-spirit-evil } no { $cell } do rival
solstis-action-cover = { solstis-spirit-evil } cobre o espírito { $spirit } do rival

## Eventos (o histórico da partida)
solstis-event-played-captured = { $player } jogou o { $tile } e capturou o { $captured }
solstis-event-played-no-capture = { $player } jogou o { $tile }: sem captura
solstis-event-second-chance-drawn = { $player } comprou o { $tile } como segunda chance
solstis-event-second-chance-captured = A segunda chance de { $player }, o { $tile }, capturou o { $captured }
solstis-event-second-chance-rainbow = A segunda chance de { $player }, o { $tile }, também falhou: ganha um arco-íris
solstis-event-second-chance-no-rainbow = A segunda chance de { $player }, o { $tile }, falhou; não resta arco-íris
solstis-event-rainbow-placed = { $player } colocou um arco-íris na casa do { $cell }
solstis-event-no-rainbow-cell = { $player } não tinha casa para um arco-íris
solstis-event-tile-blocked = O { $tile } fica bloqueado no panorama de { $player } e sai do jogo
solstis-event-square-chosen = { $player } escolheu o quadrado do { $square } para um espírito
solstis-event-spirits-drawn = { $player } comprou { $count ->
        [0] { $count } espíritos virados
        [one] um espírito virado
       *[other] { $count } espíritos virados
    } para baixo
solstis-event-spirit-to-line = O espírito { $spirit } entra revelado na fila de espíritos
solstis-event-met = { $player } encontrou o espírito { $spirit } no quadrado do { $square }
solstis-event-evil-drawn-kept = { $player } comprou o { solstis-spirit-evil } e fica com ele
solstis-event-evil-drawn-haunts = { $player } comprou o { solstis-spirit-evil }: ele vai assombrar o panorama de { $rival }
solstis-event-evil-passes = O { solstis-spirit-evil } passa para { $player }
solstis-event-evil-placed = { $player } pôs o { solstis-spirit-evil } no { $cell } de { $rival }
solstis-event-evil-leaves = O { solstis-spirit-evil } não achou casa e sai do jogo
solstis-event-evil-covers = O { solstis-spirit-evil } cobre o espírito { $spirit } de { $player }
solstis-event-eagle = A { solstis-spirit-eagle } traz o { $tile } para { $player }
solstis-event-fly = A { solstis-spirit-fly } tira o { $tile } da mão de { $rival } para { $player }
solstis-event-deer = O { solstis-spirit-deer } coloca o { $tile } da mão de { $player }
solstis-event-beetle = O { solstis-spirit-beetle } traz o { $tile } da vitrine para { $player }
solstis-event-viper = A { solstis-spirit-viper } rouba o { $tile } de { $rival } para { $player }
solstis-event-fox = { $player } viu a mão de { $rival } e definiu a próxima peça que { $rival } deve jogar
solstis-event-plays-again = { $player } joga de novo ({ solstis-spirit-marmot })
solstis-event-firefly = { $player } ganha um Vaga-lume no quadrado do { $square }
solstis-event-firefly-win = { $player } tem { $count ->
        [one] { $count } Vaga-lume
       *[other] { $count } Vaga-lumes
    } e vence na hora!
solstis-event-squirrel = O { solstis-spirit-squirrel } coloca a mão de { $player }: { $tiles }
solstis-event-passes = { $player } não pode capturar e passa
# $scores: uma lista de solstis-event-final-score
solstis-event-game-over = Fim de jogo: { $scores }
solstis-event-final-score = { $player } com { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }

## Colunas da folha de pontos (uma por fonte de pontos) e as linhas de pontos no tabuleiro
score-solstis-largest = Maior área
score-solstis-fires = Fogueiras acesas
score-solstis-spirits = Espíritos
score-solstis-bonus = Bônus de espíritos
score-solstis-fireflies = Vaga-lumes
score-solstis-firefly-win = Vitória Vaga-lume
score-solstis-total = Total

## A imagem do tabuleiro
# A linha de estado: $player decide $task (um de solstis-board-phase-*)
solstis-board-to-act = { $player }: { $task }
solstis-board-phase-play = jogar uma peça
solstis-board-phase-take = escolher a captura da segunda chance
solstis-board-phase-rainbow = colocar um arco-íris
solstis-board-phase-square = escolher o quadrado do espírito
solstis-board-phase-spirit = encontrar um espírito revelado ou comprar dois
solstis-board-phase-keep = ficar com um dos dois espíritos comprados
solstis-board-phase-deer = { solstis-spirit-deer }: colocar uma peça da mão
solstis-board-phase-beetle = { solstis-spirit-beetle }: pegar uma peça da vitrine
solstis-board-phase-viper = { solstis-spirit-viper }: roubar uma peça isolada
solstis-board-phase-fox = { solstis-spirit-fox }: escolher a próxima peça do rival
solstis-board-phase-evil = pôr o { solstis-spirit-evil } no rival
solstis-board-phase-cover = cobrir um espírito com o { solstis-spirit-evil }
# $winners: os nomes dos vencedores, como lista
solstis-board-game-over = { $count ->
        [one] Fim de jogo: { $winners } vence
       *[other] Fim de jogo: { $winners } dividem a vitória
    }
solstis-board-holds-evil = tem o { solstis-spirit-evil }
solstis-board-drew-evil = comprou o { solstis-spirit-evil }
solstis-board-must-play-fox = deve jogar a peça da { solstis-spirit-fox }
solstis-board-covered = { $spirit } (sob o Maligno)
solstis-board-second-chance = Segunda chance:
solstis-board-pile = Monte { $count }
solstis-board-rainbows = Arco-íris { $count }
solstis-board-deck = Reserva de espíritos { $count }
solstis-board-fireflies = Vaga-lumes { $count }
solstis-board-out-of-game = Fora do jogo { $count }
solstis-board-drawn = { $count ->
        [one] { $count } espírito comprado oculto
       *[other] { $count } espíritos comprados ocultos
    }
solstis-board-spirit-line = Fila de espíritos
solstis-board-spirit-pill = { $spirit }: { $effect }
solstis-board-empty = vazia
solstis-board-last-turn = Último turno de { $player }
solstis-board-firefly-key = Vaga-lume (cheio: pontua)
solstis-board-fire-key = Fogueira (cheia: acesa)
solstis-board-choices-key = suas opções
solstis-board-square-key = o quadrado do espírito
solstis-board-hand-private = Mão de { $player } (secreta)
solstis-board-no-capture = sem captura
solstis-board-captures-key = o que captura
solstis-board-drawn-keep = Comprados ocultos (fique com um):
solstis-board-rival-hand = Mão de { $player } ({ solstis-spirit-fox }):
solstis-board-rival-must-play = { $player } deve jogar:
solstis-board-your-move = Sua jogada: { $count ->
        [one] { $count } opção
       *[other] { $count } opções
    } em `/move`

## Texto alternativo da imagem do tabuleiro
solstis-alt-player = { $player }: { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }.
# $spirits: os espíritos do panorama, como lista
solstis-alt-player-spirits = { $player }: { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
    }, espíritos: { $spirits }.
solstis-alt-last-turn = Último turno ({ $player }) destacado: { $cells ->
        [0] { $cells } casas preenchidas
        [one] { $cells } casa preenchida
       *[other] { $cells } casas preenchidas
    }{ $spirits ->
        [0] {""}
        [one] , { $spirits } espírito encontrado
       *[other] , { $spirits } espíritos encontrados
    }.
solstis-option-variant-about = Vaga-lumes: 4 espíritos, Vaga-lumes, novo Espírito Maligno. Descoberta: sem Espírito Maligno.
