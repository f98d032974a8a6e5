# Nanga Parbat: o que as regras dizem (eventos, escolhas, recusas) e o que o tabuleiro mostra.
# Uma seção da montanha é escrita "2.4" (região 2, seção 4); um espaço da tabela de pontos, "D2"
# (coluna D, fileira 2). Os dois chegam prontos e não se traduzem.
# Todos os animais são masculinos em português: "o { $animal }", "um { $animal }".

## Os animais (nomes como nas regras) e o que ativar cada um faz
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Nomes curtos, escritos nas seções da montanha e nas tabelas de animais dos jogadores: no máximo
# umas 8 letras (um nome mais longo é quebrado em duas linhas numa seção).
np-animal-short-leopard = Leopardo
np-animal-short-tahr = Tahr
np-animal-short-deer = Cervo
np-animal-short-yak = Iaque
np-animal-short-bharal = Bharal
np-animal-short-panda = Panda

np-power-leopard = trocar dois alpinistas adjacentes
np-power-tahr = trocar um alpinista com um animal adjacente
np-power-deer = trocar dois animais quaisquer
np-power-yak = mover o guia para outra região

## Peças citadas numa troca
np-piece-hiker = o alpinista de { $owner }
np-piece-your-hiker = seu alpinista
np-piece-opponent-hiker = o alpinista do adversário
np-piece-animal = o { $animal }

## Opção da sala
np-option-area-scoring = Pontuação por área
np-option-area-scoring-off = Desligada (jogo padrão)
np-option-area-scoring-on = Ligada (regiões pontuam no fim)

## Eventos no histórico da partida
np-event-guide-placed = { $player } colocou o guia na região { $region }.
np-event-guide-relocated = { $player } moveu o guia da região vazia { $from } para a região { $to }.
np-event-yak-moved-guide = { $player } ativou um { $animal }: o guia vai da região { $from } para a região { $to }.
np-event-activates = { $player } ativa um { $animal }.
np-event-trapped = { $player } prendeu o { $animal } em { $cell }; o guia vai para a região { $region }.
np-event-trapped-scoring = { $player } prendeu o { $animal } em { $cell } ({ $points ->
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    }, agora { $score }); o guia vai para a região { $region }.
np-event-picks = { $player } escolhe { $piece } em { $cell } para trocar.
np-event-swapped = { $player } ativou um { $animal }: trocou { $first } em { $from } com { $second } em { $to }.
np-event-goes-for = { $player } busca { $spot } ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }).
np-event-hiker-marked = { $player } marca o alpinista em { $cell } para um acampamento.
np-event-gives = { $player } entrega um { $animal }.
np-event-claims-nothing = { $player } não conquista nada neste turno.
np-event-ends-turn = { $player } encerra o turno.
np-event-claimed-camps = { $player } conquistou { $spot }: montou { $count ->
        [0] { $count } acampamentos
        [one] um acampamento
       *[other] { $count } acampamentos
    } em { $cells }; { $points ->
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    }, agora { $score }.
np-event-claimed-camps-path = { $player } conquistou { $spot }: montou { $count ->
        [0] { $count } acampamentos
        [one] um acampamento
       *[other] { $count } acampamentos
    } em { $cells }; { $points ->
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    } e 1 pela regra da trilha, agora { $score }.
np-event-claimed-trade = { $player } conquistou { $spot }: entregou { $animals }; { $points ->
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    }, agora { $score }.
np-event-claimed-trade-path = { $player } conquistou { $spot }: entregou { $animals }; { $points ->
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    } e 1 pela regra da trilha, agora { $score }.
np-event-area-scored = Pontuação por área: { $player } tem { $pieces ->
        [one] { $pieces } peça
       *[other] { $pieces } peças
    } na região { $region }: { $points ->
        [0] { $points } pontos
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    }.
np-event-area-scored-path = Pontuação por área: { $player } tem { $pieces ->
        [one] { $pieces } peça
       *[other] { $pieces } peças
    } na região { $region }: { $points ->
        [0] { $points } pontos
        [one] +{ $points } ponto
       *[other] +{ $points } pontos
    } e 1 pela regra da trilha.
np-event-over-hikers = Fim de jogo: os dois jogadores colocaram todos os seus alpinistas. Placar final { $first }–{ $second }.
np-event-over-cubes = Fim de jogo: os dois jogadores colocaram todos os seus cubos da tabela. Placar final { $first }–{ $second }.

## Escolhas (botões e menus: no máximo 80 caracteres)
np-action-place-guide = Colocar o guia na região { $region }
np-action-relocate-guide = A região { $from } está vazia: mover o guia para a região { $to }
np-action-trap = Prender o { $animal } em { $cell } (depois o guia vai à região { $region })
np-action-activate = Ativar um { $animal }: { $power }
np-action-claim-camps = Conquistar { $spot }: acampar em { $count } alpinistas ligados ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    })
np-action-claim-different = Conquistar { $spot }: entregar { $count } animais diferentes ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    })
np-action-claim-same = Conquistar { $spot }: entregar { $count } animais iguais ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    })
np-action-claim-nothing = Não conquistar nada neste turno
np-action-end-turn = Encerrar seu turno
np-action-camp-hiker = Acampar no seu alpinista em { $cell } ({ $left ->
        [one] falta { $left }
       *[other] faltam { $left }
    })
np-action-trade = Entregar um { $animal } ({ $left ->
        [one] falta { $left }
       *[other] faltam { $left }
    })
np-action-trade-ready = Entregar um { $animal } ainda não ativado ({ $left ->
        [one] falta { $left }
       *[other] faltam { $left }
    })
np-action-trade-used = Entregar um { $animal } já ativado ({ $left ->
        [one] falta { $left }
       *[other] faltam { $left }
    })
np-action-yak-guide = { $animal }: mover o guia para a região { $region }
np-action-swap-first = { $animal }: trocar { $piece } em { $cell }
np-action-swap-second = { $animal }: …com { $piece } em { $cell }

## O que quem joga decide agora (depois do seu nome no tabuleiro)
np-decision-over = a partida acabou
np-decision-place-guide = colocar o guia numa região
np-decision-relocate-guide = a região { $region } está vazia: mover o guia
np-decision-trap = prender um animal na região { $region }
np-decision-claim = conquistar um espaço da tabela, ativar um animal ou seguir
np-decision-after = ativar um animal ou encerrar o turno
np-decision-yak = { $animal }: escolher a nova região do guia
np-decision-swap-first = { $animal }: escolher a primeira peça da troca
np-decision-swap-second = { $animal }: escolher a segunda peça da troca
np-decision-camps = { $spot }: escolher { $left ->
        [0] { $left } alpinistas para virar acampamentos
        [one] um alpinista para virar acampamento
       *[other] { $left } alpinistas para virar acampamentos
    }
np-decision-trade = { $spot }: escolher { $left ->
        [0] { $left } animais
        [one] um animal
       *[other] { $left } animais
    } para entregar
np-decision-trade-given = { $spot }: escolher { $left ->
        [0] mais { $left } animais
        [one] mais um animal
       *[other] mais { $left } animais
    } para entregar (já entregues: { $given })

## A imagem do tabuleiro
np-board-progress = Turno { $turn } de { $turns }
np-board-progress-area = Turno { $turn } de { $turns } · pontuação por área
np-board-status = { $player } — { $decision }
np-board-over-win = Fim de jogo: { $player } vence por { $high } a { $low } pontos
np-board-over-shared = Fim de jogo: vitória dividida, { $high } a { $low } pontos
np-board-player = Jogador { $number }
np-board-guide = Guia
np-board-cubes-left = Cubos da tabela: { $count }
np-board-first-player = Primeiro jogador
np-board-used = usados
np-board-legend-hiker = alpinista
np-board-legend-camp = acampamento
np-board-legend-path = trilha pontilhada
np-board-legend-section = { $region }.{ $section }: região { $region }, seção { $section }
np-board-legend-choices = suas opções
np-board-legend-chosen = escolhido
np-board-legend-last-turn = último turno

## Texto alternativo da imagem do tabuleiro
np-alt-guide = O guia está na região { $region }.
np-alt-last-turn = O último turno de { $player } mudou as seções { $cells } (destacadas).

## Colunas da folha de pontos (o detalhe de uma pontuação final)
score-nanga-parbat-camps = Acampamentos
score-nanga-parbat-different = Animais diferentes
score-nanga-parbat-same = Animais iguais
score-nanga-parbat-panda = Pandas
score-nanga-parbat-area = Regiões
score-nanga-parbat-path = Regra da trilha
np-option-area-scoring-about = Sem alpinistas, cada região paga 1/2/3 por 4/5/6 alpinistas e acampamentos.

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = a regra de que o primeiro jogador perde os empates
