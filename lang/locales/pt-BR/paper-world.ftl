# Paper World: o que as regras dizem (eventos, jogadas, opção da sala) e o que os tabuleiros mostram.
# Termos: uma "carta" é pega de um dos cinco "montes" para a "mão" e colocada numa "pilha" da
# "paisagem" do jogador (no máximo 3 x 3); um "salto" pula um valor; a "ficha da tesoura" é a ficha
# vermelha que vai para as cartas com o "símbolo da tesoura" (✂); um "objetivo" dá uma "ficha" de
# 4, 2 ou 1 ponto; os pontos são "estrelas".
# Uma carta é chamada pelo valor e pela cor ("3 amarelo"), como se diz à mesa: "o { $card }",
# "sobre o { $card }", "no seu { $card }".

## Cores e cartas
pw-colour-yellow = Amarelo
pw-colour-blue = Azul
pw-colour-green = Verde
pw-colour-black = Preto
# As mesmas, curtas, para as cartas desenhadas pequenas: só onde o nome inteiro é mais largo que a
# carta (uns 75 px no menor texto dos tabuleiros, umas 6 letras latinas).
pw-colour-yellow-short = Amar
pw-colour-blue-short = Azul
pw-colour-green-short = Verde
pw-colour-black-short = Preto
# Uma carta: a cor e o valor (1 a 5).
pw-card-yellow = { $value } amarelo
pw-card-blue = { $value } azul
pw-card-green = { $value } verde
pw-card-black = { $value } preto
# O valor de uma carta sozinho, numa lista de cartas de uma cor ("Pegar tudo de Amarelo: 1, 2 e 4✂").
pw-value = { $value }
# Uma carta, cor ou valor com o símbolo da tesoura.
pw-scissors-mark = { $name }✂

## Cartas de objetivo
pw-objective-1 = L da mesma cor
pw-objective-2 = 4 cantos, mesmo valor
pw-objective-3 = L de 2
pw-objective-4 = Quadrado de cores diferentes
pw-objective-5 = 9 pilhas
pw-objective-6 = Uma diagonal da mesma cor
pw-objective-7 = Uma fileira de 3
pw-objective-8 = 2 pilhas de 5
pw-objective-9 = 1-2-3-4-5 visíveis
pw-objective-10 = Uma coluna 2-5-2
pw-objective-11 = Uma diagonal 2-3-4
pw-objective-12 = 3 pilhas de 4
pw-objective-13 = 5 pilhas de 1
pw-objective-14 = Uma fileira que soma 9
pw-objective-15 = Uma coluna que soma 12
pw-objective-16 = 3 pilhas com tesoura
pw-objective-17 = Quadrado de 3
pw-objective-18 = Quadrado da mesma cor
pw-objective-19 = Cruz de valores diferentes
pw-objective-20 = Cruz de cores diferentes

## Lugares na paisagem 3 x 3 (para distinguir duas pilhas que mostram a mesma carta).
## Cada lugar é uma casa: os adjetivos concordam com "casa" (feminino).
pw-position-top-left = superior esquerda
pw-position-top = superior central
pw-position-top-right = superior direita
pw-position-left = central esquerda
pw-position-centre = central
pw-position-right = central direita
pw-position-bottom-left = inferior esquerda
pw-position-bottom = inferior central
pw-position-bottom-right = inferior direita
# Uma pilha pelo lugar e pela carta visível: "Amarelo 3 da casa superior esquerda".
pw-stack-at = { $card } da casa { $position }
# Onde vai uma pilha nova: uma casa vazia da moldura 3 x 3 desenhada agora ("na casa superior esquerda"),
pw-where-space = na casa { $position }
# ou logo além da borda esquerda da moldura (uma paisagem de duas pilhas de largura é desenhada
# encostada à esquerda), pela fileira que ela estende ...
pw-where-left-of-row = à esquerda da fileira { $row }
pw-row-top = de cima
pw-row-middle = do meio
pw-row-bottom = de baixo
# ... ou logo acima da borda de cima (uma paisagem de duas pilhas de altura fica encostada em cima),
# pela coluna.
pw-where-above-column = acima da coluna { $column }
pw-column-left = da esquerda
pw-column-middle = do meio
pw-column-right = da direita

## Opção da sala
pw-option-objectives = Objetivos
pw-option-objectives-random = 3 sorteados dos 20
pw-option-objectives-starred = As 3 cartas com estrela (1, 14, 16)
pw-option-objectives-about = Quais cartas de objetivo são reveladas no início.

## Jogadas (no máximo 80 caracteres com os argumentos mais longos). Um salto pula um valor; é
## pago descartando uma carta, ou é grátis enquanto o jogador tem a ficha da tesoura.
pw-action-take-colour = Pegar tudo de { $colour }: { $values }
pw-action-take-value = Pegar todos os { $value }: { $colours }
pw-action-place-on = Colocar o { $card } sobre o { $target }
pw-action-place-on-skip-free = Colocar o { $card } sobre o { $target } (salto grátis)
pw-action-place-on-skip-discard = Colocar o { $card } sobre o { $target } (salto pago)
# Uma pilha nova: "Colocar Amarelo 1 na casa superior esquerda", "Colocar Amarelo 1 à esquerda da fileira de cima".
pw-action-place-new = Colocar o { $card } { $where }
pw-action-place-new-skip-free = Colocar o { $card } { $where } (salto grátis)
pw-action-place-new-skip-discard = Colocar o { $card } { $where } (salto pago)
pw-action-done = Pronto: encerrar meu turno
pw-action-pass = Passar (nada para pegar ou colocar)
pw-action-discard-skip = Descartar o { $card } para pagar o salto
pw-action-discard-limit = Descartar o { $card } (limite da mão: { $limit })
pw-action-scissors-move = Mover a ficha da tesoura para o seu { $card }
pw-action-scissors-leave = Deixar a ficha da tesoura onde está

## Eventos
pw-event-took-colour = { $player } pegou tudo de { $colour }: { $cards }
pw-event-took-value = { $player } pegou todos os { $value }: { $cards }
pw-event-placed-on = { $player } colocou o { $card } sobre o seu { $below }
pw-event-placed-on-skip = { $player } colocou o { $card } sobre o seu { $below } (salto)
pw-event-placed-new = { $player } começou uma pilha nova com o { $card }
pw-event-placed-new-skip = { $player } começou uma pilha nova com o { $card } (salto)
pw-event-discarded-skip = { $player } descartou uma carta virada para baixo para pagar o salto
pw-event-discarded-limit = { $player } descartou uma carta virada para baixo (limite da mão: { $limit })
pw-event-scissors-from-supply = { $player } pegou a ficha da tesoura da reserva e a pôs no seu { $card }
pw-event-scissors-moved = { $player } moveu a ficha da tesoura para o seu { $card }
pw-event-scissors-taken = { $player } tomou a ficha da tesoura de { $owner } e a pôs no seu { $card }
pw-event-scissors-left = { $player } deixou a ficha da tesoura onde estava
pw-event-done = { $player } encerrou o turno { $count ->
        [0] sem colocar cartas
        [one] depois de colocar uma carta
       *[other] depois de colocar { $count } cartas
    }
pw-event-passed = { $player } passou: nada para pegar ou colocar
pw-event-objective = { $player } cumpriu “{ $objective }” (+{ $points })
pw-event-final-round = { $piles ->
        [0] Não resta nenhum monte
        [one] Resta só um monte
       *[other] Restam só { $piles } montes
    }: todos jogam mais um turno.
pw-event-game-over = Fim de jogo: { $winners } { $count ->
        [one] vence
       *[other] vencem
    } com { $stars ->
        [0] { $stars } pontos
        [one] { $stars } ponto
       *[other] { $stars } pontos
    }.

## Desenhado nos tabuleiros
pw-board-player = Jogador { $number }
pw-board-you = { $name } (você)
pw-board-pile-gone = vazio
# The note over the piles once the final round has begun.
pw-board-final-round = Rodada final: { $turns ->
        [0] restam { $turns } turnos
        [one] resta { $turns } turno
       *[other] restam { $turns } turnos
    }
pw-board-objective = { $name } (#{ $number })
pw-board-hand = Sua mão: { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }
pw-board-hint-turn = Sua vez: pegue dos montes ou coloque cartas
pw-board-hint-placing = Coloque mais da mesma cor ou valor, ou Pronto
pw-board-hint-skip = Escolha uma carta para descartar pelo salto
pw-board-hint-scissors = Mover a ficha da tesoura para a carta nova?
pw-board-hint-limit = Descarte até ficar com { $limit } cartas
pw-board-hand-footer = Seu descarte (oculto, -1 cada): { $discard }
pw-board-discard-empty = vazio
pw-board-legend-last-turn-anyone = último turno
pw-board-legend-scissors-logo = carta com tesoura
pw-board-legend-stacked = nº de cartas
pw-board-legend-stars = estrelas (pontos)
pw-board-legend-copies = cópias na sua mão
pw-board-legend-placeable-now = dá para colocar agora
pw-board-legend-placeable-later = dá para colocar na sua vez
pw-board-legend-scissors-token = ficha da tesoura
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = pontos do próximo a cumpri-lo

## Colunas da folha de pontos (render/score_sheet.py: score-paper-world-<chave do detalhe>)
score-paper-world-stars = Estrelas
score-paper-world-objectives = Objetivos
score-paper-world-scissors = Tesoura
score-paper-world-hand = Mão
score-paper-world-discard = Descarte
score-paper-world-total = Total

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = menos cartas descartadas
