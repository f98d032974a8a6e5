# Mountain Miners: tudo o que o jogo diz (histórico, jogadas, pedidos, opções da sala) e desenha.
# Termos usados em todo o arquivo: uma "peça" fica na montanha ou na coleção de um jogador; uma peça
# dividida (Gemas Partidas) tem "seções"; as peças de um tipo de gema de um jogador formam um "monte";
# a "seta" fica numa de oito "posições" da rosa dos ventos e "gira" no fim de cada turno; uma "casa"
# é nomeada pela letra da coluna e pelo número da fileira (C4). Uma "linha" é uma fileira ou coluna.
# pegar = grab (do alto da montanha); coletar = collect (Saque, peça virada para baixo).
# $tile é um nome de peça sem gênero certo: escreva "a peça { $tile }" ou "{ $tile }" sem artigo.

## Peças: gemas, peças especiais e peças de ação

mm-kind-ruby = Rubi
mm-kind-sapphire = Safira
mm-kind-emerald = Esmeralda
mm-kind-lapis = Lazúli
mm-kind-diamond = Diamante
mm-kind-pearl = Pérola
mm-kind-onyx = Ônix
mm-kind-amethyst = Ametista
mm-kind-trash = Entulho
mm-kind-multiplier = Multiplicador
mm-kind-wildcard = Curinga
mm-kind-arrow-move = Mover Seta
mm-kind-arrow-lock = Travar Seta
mm-kind-swap = Troca
mm-kind-double = Dobro
mm-kind-steal = Roubo
mm-kind-lightbulb = Lâmpada
mm-kind-bomb = Bomba
mm-kind-second-arrow = Segunda Seta
mm-kind-ransack = Saque
mm-kind-rotate-grabbed = Girar na Coleção
mm-kind-rotate-board = Girar no Tabuleiro
mm-kind-chameleon = Camaleão
mm-kind-artefact = Artefato
mm-kind-flashlight = Lanterna
mm-kind-rumble = Tremor
mm-kind-ring = Anel
mm-kind-wildcard-arrow = Seta Curinga
# Uma peça com os seus pontos: "Ônix (4)", "Entulho (-2)".
mm-kind-with-value = { $kind } ({ $value })
# As seções de uma peça dividida, em ordem: "Ônix (4) / Troca".
mm-sections = { $first } / { $rest }
mm-tile-secret = peça secreta
mm-tile-wildcard-as = Curinga (como { $gem })
mm-tile-multiplier-on = Multiplicador (em { $gem })
# Uma peça dividida coletada, nomeada pela seção ativa.
mm-tile-shard = fragmento de { $tile }

## Códigos curtos das peças de ação, desenhados onde o nome não cabe (cada imagem os explica).
## Três letras, sem acento, todos diferentes.

mm-code-arrow-move = MOV
mm-code-arrow-lock = TRV
mm-code-swap = TRC
mm-code-double = DOB
mm-code-steal = ROU
mm-code-lightbulb = LAM
mm-code-bomb = BOM
mm-code-second-arrow = SE2
mm-code-ransack = SAQ
mm-code-rotate-grabbed = GCO
mm-code-rotate-board = GTB
mm-code-chameleon = CAM
mm-code-artefact = ART
mm-code-flashlight = LAN
mm-code-rumble = TRE
mm-code-ring = ANL
mm-code-wildcard-arrow = SCU

## Posições das setas em volta da montanha (pontos cardeais: L = leste, O = oeste)

mm-position-n = N
mm-position-ne = NE
mm-position-e = L
mm-position-se = SE
mm-position-s = S
mm-position-sw = SO
mm-position-w = O
mm-position-nw = NO

## Quanto as setas giram a cada turno (Seta Curinga) e quanto Girar no Tabuleiro gira uma peça

mm-step-1 = um oitavo de volta
mm-step-2 = um quarto de volta
mm-step-4 = meia volta
mm-quarters-1 = um quarto de volta
mm-quarters-2 = meia volta
mm-quarters-3 = três quartos de volta

## Casas e linhas da montanha

mm-line-row = fileira { $row }
mm-line-column = coluna { $column }
mm-cell-empty = { $cell } (vazia)
mm-cell-face-down = { $cell } (virada para baixo)
mm-cell-tile = { $cell } ({ $tile })
mm-cell-split = { $cell } (peça dividida)

## Opções da sala (os nomes das expansões também são traduzidos)

mm-option-off = Desativado
mm-option-on = Ativado
mm-option-no = Não
mm-option-dark-tunnels = Túneis Escuros
mm-option-dark-tunnels-about = Peças viradas para baixo, 2 gemas novas, Entulho, Multiplicador e 4 ações novas.
mm-option-gemshards = Gemas Partidas
mm-option-gemshards-about = Peças divididas em 1 a 4 seções, 2 gemas novas, Curinga e 4 ações novas.
mm-option-golden-actions = Ações Douradas
mm-option-golden-actions-about = Lanterna, Tremor, Anel e Seta Curinga.
mm-option-harder = Mais difícil
mm-option-harder-on = Ativado: uma ação por turno
mm-option-harder-about = No máximo uma ação por turno, antes ou depois de pegar.
mm-option-quick-start = Início rápido
mm-option-quick-start-actions = 1 peça de ação para cada um
mm-option-quick-start-any = 1 peça sorteada para cada um
mm-option-quick-start-about = Cada jogador começa com uma peça.
mm-option-quick-secret = Peça do início rápido secreta
mm-option-quick-secret-yes = Sim: guardada na mão
mm-option-quick-secret-about = A peça do início rápido fica escondida na mão.
mm-option-quick-arrow = Primeiro jogador põe a seta
mm-option-quick-arrow-yes = Sim, sem peça inicial
mm-option-quick-arrow-about = O primeiro jogador põe a seta em vez de receber uma peça inicial.
mm-option-map-size = Tamanho do mapa
mm-option-map-size-auto = Automático
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = Reduzido automaticamente quando não há peças suficientes.

## Jogadas que um jogador pode escolher (no máximo 80 caracteres)

mm-action-start-arrow = Começar com a seta em { $position }
mm-action-play = Jogar { $tile }
mm-action-no-grab = Não pegar nada (nenhuma peça disponível)
mm-action-end-turn = Encerrar o turno
mm-action-grab = Pegar { $tile } em { $cell }
mm-action-grab-face-down = Pegar a peça virada para baixo em { $cell }
mm-action-collect = Coletar { $tile } em { $cell }
mm-action-collect-face-down = Coletar a peça virada para baixo em { $cell }
mm-action-peek = Olhar em segredo a peça em { $cell }
mm-action-reveal = Revelar a peça em { $cell }
mm-action-arrow-to = Seta para { $position }
mm-action-arrow-stays = Seta fica em { $position }
mm-action-arrow-n-to = Seta { $arrow } para { $position }
mm-action-arrow-n-stays = Seta { $arrow } fica em { $position }
mm-action-second-arrow = Segunda seta em { $position }
mm-action-swap-first = Trocar: primeiro { $cell }
mm-action-swap-with = Trocar { $first } com { $cell }
mm-action-steal-from = Roubar de { $victim }
# O jogador roubado foi escolhido no passo anterior e aparece no pedido.
mm-action-steal-tile = Roubar: { $tile }
mm-action-assign = { $tile } vai para o seu monte de { $gem }
mm-action-join-multiplier = Colocar seu { mm-kind-multiplier } no seu monte de { $gem }
mm-action-join-secret-multiplier = Revelar seu { mm-kind-multiplier } secreto e colocá-lo no seu monte de { $gem }
mm-action-keep-section = Ficar com a seção { $tile }
mm-action-lightbulb-study = { mm-kind-lightbulb }: estudar uma linha em segredo
mm-action-lightbulb-show =
    { mm-kind-lightbulb }: revelar { $count ->
        [0] { $count } linhas
        [one] uma linha
       *[other] { $count } linhas
    } para todos
mm-action-study-line = Estudar a { $line }
mm-action-reveal-line = Revelar a { $line }
mm-action-bomb = Explodir { $first }–{ $last }
mm-action-ransack-flip = { mm-kind-ransack }: virar { $cell } para baixo
mm-action-rotate-own = Girar a sua peça { $tile }
mm-action-active-section = Deixar { $tile } como seção ativa
mm-action-rotate-tile = Girar { $cell }
mm-action-rotate-by = Girar { $cell } { $turn } no sentido horário
mm-action-chameleon = { mm-kind-chameleon }: usar { $tile }
mm-action-chameleon-fizzles = { mm-kind-chameleon }: nada para copiar (sem efeito)
mm-action-discard-pile = Descartar o seu monte de { $gem }
mm-action-rumble-pick = { mm-kind-rumble }: mover { $cell }
mm-action-rumble-to = Mover { $origin } para { $cell }
mm-action-set-step = Girar { $step } daqui em diante

## O que aconteceu (o histórico da partida)

mm-event-start-arrow = { $player } começa com a seta em { $position }.
mm-event-no-grab = { $player } não pode pegar nenhuma peça.
mm-event-ended-turn = { $player } encerrou o turno.
mm-event-chose = { $player } fez uma escolha.
mm-event-chose-swap = { $player } escolheu { $cell } como a primeira peça da troca.
mm-event-chose-victim = { $player } escolheu roubar de { $victim }.
mm-event-chose-study = { $player } escolheu estudar uma linha em segredo.
mm-event-chose-reveal =
    { $player } escolheu revelar { $count ->
        [0] { $count } linhas
        [one] uma linha
       *[other] { $count } linhas
    }.
mm-event-chose-rotate-tile = { $player } escolheu girar a peça em { $cell }.
mm-event-chose-rotate-own = { $player } escolheu qual das suas peças girar.
mm-event-chose-rumble = { $player } escolheu mover a peça em { $cell }.
mm-event-chose-flip = { $player } escolheu virar para baixo a peça em { $cell }.
mm-event-grabbed = { $player } pegou { $tile } em { $cell }.
mm-event-flashlight = { $player } usou a { mm-kind-flashlight } para pegar { $tile } em { $cell }.
mm-event-collected = { $player } coletou { $tile } em { $cell }.
mm-event-uncovered-forbidden = { $player } descobriu { $tile } em { $cell }, mas não pode pegar essa peça; ela fica virada para cima.
mm-event-joins-pile = A peça { $tile } de { $player } entra no seu monte de { $gem }.
mm-event-multiplier-joined = { $player } colocou seu { mm-kind-multiplier } no monte de { $gem }: o monte vale o dobro, e { $player } não pode mais pegar { $gem }.
mm-event-secret-multiplier-joined = { $player } revelou sua peça secreta, um { mm-kind-multiplier }, e o colocou no monte de { $gem }: o monte vale o dobro, e { $player } não pode mais pegar { $gem }.
mm-event-multiplier-unjoined = O { mm-kind-multiplier } de { $player } não entrou em nenhum monte: não vale nada.
mm-event-played = { $player } jogou { $tile }.
mm-event-arrows-locked = As setas agora estão travadas.
mm-event-arrows-unlocked = As setas foram destravadas.
mm-event-rotation-clockwise = As setas agora giram no sentido horário.
mm-event-rotation-anticlockwise = As setas agora giram no sentido anti-horário.
mm-event-second-arrow-removed = A segunda seta foi retirada.
mm-event-arrow-turns = A seta gira para { $position }.
mm-event-arrows-turn = As setas giram para { $positions }.
mm-event-peeked = { $player } olhou em segredo a peça em { $cell }.
mm-event-revealed = { $player } revelou a peça em { $cell }: { $tile }.
mm-event-refill =
    { $player } perde a vez para preencher o buraco com { $count ->
        [0] { $count } peças
        [one] uma peça
       *[other] { $count } peças
    }.
# A pontuação de um jogador na linha final: "Alice 12".
mm-player-points = { $player } { $points }
mm-event-over-no-gems = Não resta nenhuma gema na montanha: fim de jogo. Pontuação: { $scores }.
mm-event-over-stalled = Ninguém conseguiu pegar uma peça por muito tempo: fim de jogo. Pontuação: { $scores }.
mm-event-arrow-moved = { $player } moveu a seta para { $position }.
mm-event-arrow-n-moved = { $player } moveu a seta { $arrow } para { $position }.
mm-event-second-arrow-placed = { $player } colocou a segunda seta em { $position }.
mm-event-swapped = { $player } trocou { $first } e { $second }.
mm-event-stole = { $player } roubou { $tile } de { $victim }.
mm-event-kept-section = { $player } fica com a seção { $tile }.
mm-event-studied = { $player } estudou a { $line } em segredo.
mm-event-revealed-line = { $player } revelou a { $line }.
mm-event-bombed =
    { $player } explodiu { $first }–{ $last }: { $count ->
        [0] { $count } peças removidas
        [one] uma peça removida
       *[other] { $count } peças removidas
    }; o próximo jogador preenche o buraco.
mm-event-ransack-flipped = { $player } fez um { mm-kind-ransack }: virou { $cell } para baixo.
mm-event-rotated-own = { $player } girou uma peça para a seção { $tile }.
mm-event-rotated-tile = { $player } girou a peça em { $cell }.
mm-event-chameleon-fizzled = O { mm-kind-chameleon } de { $player } não achou nada para copiar.
mm-event-chameleon-copies = O { mm-kind-chameleon } de { $player } copia { $tile }.
mm-event-artefact =
    { $player } descartou o seu monte de { $gem } ({ $count ->
        [0] { $count } peças
        [one] uma peça
       *[other] { $count } peças
    }) com o { mm-kind-artefact }.
mm-event-rumbled = { $player } usou o { mm-kind-rumble } para mover a peça de { $origin } para { $cell }.
mm-event-step-set = { $player } definiu o giro das setas em { $step }.

## Recusas

mm-refusal-unknown-choice = “{ $choice }” não é uma escolha desta ação.

## A decisão do jogador da vez, desenhada embaixo da montanha

mm-prompt-grab = Pegue uma peça do alto da montanha
mm-prompt-grab-or-play = Pegue uma peça do alto da montanha ou jogue uma ação
mm-prompt-play-or-end = Jogue uma peça de ação ou encerre o turno
mm-prompt-arrow-start = Escolha onde a seta começa
mm-prompt-peek = Olhe em segredo uma peça virada para baixo
mm-prompt-reveal = Revele para todos uma peça virada para baixo
mm-prompt-swap-first = { mm-kind-swap }: escolha a primeira casa
mm-prompt-swap-second = { mm-kind-swap }: escolha a segunda casa
mm-prompt-arrow = Escolha a nova posição da seta
mm-prompt-steal-victim = { mm-kind-steal }: escolha um jogador
mm-prompt-steal-tile = Roubar de { $victim }: escolha uma peça
mm-prompt-assign = Escolha o monte da sua peça { $tile }
mm-prompt-section = Escolha com qual seção da peça você fica
mm-prompt-lightbulb =
    { mm-kind-lightbulb }: estude uma linha em segredo ou revele { $count ->
        [0] { $count } linhas
        [one] uma linha
       *[other] { $count } linhas
    }
mm-prompt-lightbulb-line = { mm-kind-lightbulb }: escolha uma linha
mm-prompt-bomb = { mm-kind-bomb }: escolha um bloco 2 × 2 (pelos cantos)
mm-prompt-ransack-flip = { mm-kind-ransack }: vire para baixo uma peça revelada
mm-prompt-ransack-collect = { mm-kind-ransack }: colete uma peça vizinha
mm-prompt-rotate-own = { mm-kind-rotate-grabbed }: escolha a peça e a nova seção
mm-prompt-rotate-tile = { mm-kind-rotate-board }: escolha uma peça
mm-prompt-rotate-how-far = { mm-kind-rotate-board }: escolha quanto girar
mm-prompt-chameleon = { mm-kind-chameleon }: escolha uma ação visível na montanha
mm-prompt-artefact = { mm-kind-artefact }: escolha um monte de gemas para descartar
mm-prompt-flashlight = { mm-kind-flashlight }: pegue qualquer peça
mm-prompt-rumble-tile = { mm-kind-rumble }: escolha uma peça para mover
mm-prompt-rumble-cell = { mm-kind-rumble }: escolha uma casa vazia
mm-prompt-step = { mm-kind-wildcard-arrow }: escolha quanto as setas giram

## Palavras desenhadas nos tabuleiros

mm-board-player-number = Jogador { $number }
mm-board-locked = trava ativa: sem giro
mm-board-turns-clockwise = giro de { $step } no sentido horário
mm-board-turns-anticlockwise = giro de { $step } no sentido anti-horário
mm-board-deck =
    Reserva: { $count ->
        [0] nenhuma peça
        [one] uma peça
       *[other] { $count } peças
    }
mm-board-removed = removidas: { $count }
mm-board-refill-due =
    a preencher: { $count ->
        [0] { $count } casas
        [one] uma casa
       *[other] { $count } casas
    }
# Fatos da montanha numa linha: "Reserva: 12 peças, ações usadas: 3".
mm-board-facts = { $first }, { $rest }
mm-board-multiplier-mark = ×{ $factor }
# A letra no ícone do Curinga.
mm-board-wildcard-mark = C
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = { mm-kind-multiplier } ×{ $factor }
mm-board-legend-face-down = ? peça oculta
mm-board-legend-seen = moldura azul: você olhou
mm-board-legend-targets = moldura amarela: você pode escolher
mm-board-legend-facing = mais claro: o que você pega
mm-board-legend-last-turn = último turno de { $player }
mm-board-legend-taken = peça retirada
mm-board-legend-most = maioria de uma gema: + valor por gema
mm-board-legend-fewest = minoria: − valor por gema
mm-board-legend-gem-value = número na gema: seu valor
mm-board-legend-pile-count = número: gemas desse monte
mm-board-legend-multiplier-joined = { mm-kind-multiplier }: esse monte vale ×{ $factor }
mm-board-legend-secret = peça secreta (virada para baixo)
mm-board-legend-active = a seção que conta
mm-board-your-move = Sua jogada: { $prompt }

## Colunas da folha de pontos (render/score_sheet.py: score-<jogo>-<chave do detalhe>)

score-mountain-miners-ruby = Rubis
score-mountain-miners-sapphire = Safiras
score-mountain-miners-emerald = Esmeraldas
score-mountain-miners-lapis = Lazúlis
score-mountain-miners-diamond = Diamantes
score-mountain-miners-pearl = Pérolas
score-mountain-miners-onyx = Ônix
score-mountain-miners-amethyst = Ametistas
score-mountain-miners-trash = Entulho

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = menos peças coletadas
