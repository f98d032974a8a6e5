## /learn: uma partida de treino contra bots que explica tudo (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = aprender
cmd-learn-description = Aprenda um jogo contra bots num tópico privado, com lições.
cmd-learn-game-name = jogo
cmd-learn-game-description = O jogo que você quer aprender
cmd-learn-bots-name = bots
cmd-learn-bots-description = Quantos bots jogam contra você (padrão: o mínimo que o jogo pede)
cmd-learn-level-name = nível
cmd-learn-level-description = Quão bem os bots jogam (padrão: fácil)
help-learn-command = /learn
help-learn-text = Aprenda um jogo contra bots num tópico privado, cada decisão explicada. Sem rating.

learn-thread-name = Treino: { $game } nº { NUMBER($number, useGrouping: 0) }
learn-welcome = { $member }, boas-vindas à sua partida de treino de { $game }! Aperte **{ turn-button-take }** embaixo do tabuleiro: cada decisão começa com uma lição curta. Os bots jogam sozinhos, e cada jogada deles diz por que ela importa. Sem pressa: esta partida não é ranqueada, nunca conta em `/stats`, e `/game abandon` encerra a partida quando você quiser.
learn-public-thread = Este canal não aceita tópicos privados ({ $reason }), então sua partida de treino está neste tópico público: qualquer pessoa daqui pode assistir.
learn-public-no-permission = o bot não pode criar tópicos privados aqui
learn-public-channel = o Discord recusou um tópico privado neste canal
learn-started = Sua partida de treino de { $game } (nº { NUMBER($number, useGrouping: 0) }) espera por você em { $thread }, um tópico privado.
learn-started-public = Sua partida de treino de { $game } (nº { NUMBER($number, useGrouping: 0) }) está em { $thread }. Este canal não aceita tópicos privados, então esse tópico é público.
learn-unrated = Partida de treino: sem rating, e não conta em `/stats`.

learn-refusal-in-thread = Comece uma partida de treino num canal de texto, não dentro de um tópico.
learn-refusal-bots = Uma partida de treino de { $game } se joga com { $low } a { $high } bots.
learn-refusal-one-at-a-time = Você já tem uma partida de treino em andamento: nº { NUMBER($number, useGrouping: 0) } em { $thread }. Termine-a, ou encerre-a lá com `/game abandon`, antes de começar outra.
learn-refusal-too-often = Você começou { $count } partidas de treino na última hora, o máximo que um membro pode começar em uma hora. Você poderá começar a próxima { $when }.
learn-refusal-rematch = Uma partida de treino não tem revanche: comece outra com `/learn`.
learn-refusal-no-thread = O bot não conseguiu abrir um tópico neste canal, então a partida de treino foi cancelada. Tente `/learn` em outro canal de texto.

learn-lesson-head = 🎓 **Lição**: esta decisão oferece { $count ->
    [0] { $count } jogadas
    [one] uma jogada
   *[other] { $count } jogadas
}. O que cada tipo de jogada faz:
learn-lesson-line = • { $text } ({ $count ->
    [0] { $count } opções
    [one] 1 opção
   *[other] { $count } opções
})
learn-lesson-more = • …e { $count ->
    [0] mais { $count } tipos de jogada
    [one] mais um tipo de jogada
   *[other] mais { $count } tipos de jogada
}: leia cada botão.

learn-lesson-line-detail = • { $text } ({ $count ->
    [0] { $count } opções
    [one] 1 opção
   *[other] { $count } opções
}): { $detail }
learn-lesson-scoring = 📊 **Como se pontua**: { $text }
learn-detail-solstis-play = peças que capturam agora: { $capturing } de { $tiles } (as outras dão uma segunda chance)
learn-detail-nanga-parbat-claim = melhor espaço oferecido: { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
learn-detail-paper-world-take = maior coleta: { $most ->
    [0] { $most } cartas
    [one] { $most } carta
   *[other] { $most } cartas
}
learn-detail-paper-world-place = cartas da sua mão que cabem: { $cards }
learn-detail-mountain-miners-grab = peças com gemas: { $gems }, viradas para baixo: { $hidden }, outras peças: { $others }
learn-detail-sheherazade-take = peças de Sonho: { $dream }, peças de Ilha: { $island }, viradas para baixo: { $hidden }
learn-scoring-solstis = no fim, seu panorama pontua sua maior área (1 ponto por peça de paisagem nela; arco-íris ligam áreas mas não pontuam), as fogueiras das áreas que tocam a fileira de baixo, 1 por espírito encontrado e os bônus dos seus espíritos. As capturas fazem o panorama crescer; fechar um quadrado 2 × 2 faz você encontrar um espírito.
learn-scoring-nanga-parbat = um espaço da tabela dá seus pontos quando você o conquista: acampamentos sobre alpinistas ligados (fileira de cima), entrega de animais diferentes (fileira do meio) ou de um só tipo (fileira de baixo). Prender um { np-animal-panda } sem estar na frente dá 1. Se você cair no espaço do rival na trilha, avança mais um.
learn-scoring-paper-world = no fim, cada uma das suas pilhas pontua as estrelas da carta do topo; os objetivos dão 4, 2 ou 1 (quem cumpre um primeiro ganha mais); a ficha da tesoura dá 2 a quem a tem; cada carta na sua mão ou no seu descarte tira 1.
learn-scoring-sheherazade = no fim, só conta o que está visível na sua ilha: cada uma das suas peças de Sonho pontua pelo que nomeia ali, cada palmeira dá 1 e cada pássaro Roca com um ovo 7; quem mostra mais bandidos perde 1 por bandido.
learn-scoring-mountain-miners = no fim, para cada gema, quem tem mais peças dela ganha o valor dela por peça e quem tem menos perde o mesmo (não ter nenhuma não custa nada); um { mm-kind-multiplier } dobra o seu monte; cada peça de { mm-kind-trash } tira 2. A classificação conta o que todos veem.
learn-why = 💡 Por que importa: { $effect }
learn-why-deed = 💡 Por que importa: { $deed } { $effect }
learn-effect-scored = { $player } marcou { $points ->
    [0] { $points } pontos
    [one] 1 ponto
   *[other] { $points } pontos
} (agora { $total }; { $learner }: { $yours }).
learn-effect-swing = { $player } marcou { $points ->
    [0] { $points } pontos
    [one] 1 ponto
   *[other] { $points } pontos
} e { $learner } perdeu { $lost ->
    [0] { $lost } pontos
    [one] 1 ponto
   *[other] { $lost } pontos
} (agora { $total } a { $yours }).
learn-effect-hurt = { $learner } perdeu { $points ->
    [0] { $points } pontos
    [one] 1 ponto
   *[other] { $points } pontos
} (agora { $yours }; { $player }: { $total }).
learn-effect-lost = { $player } perdeu { $points ->
    [0] { $points } pontos
    [one] 1 ponto
   *[other] { $points } pontos
} (agora { $total }; { $learner }: { $yours }).
learn-effect-helped = { $learner } ganhou { $points ->
    [0] { $points } pontos
    [one] 1 ponto
   *[other] { $points } pontos
} com isso (agora { $yours }; { $player }: { $total }).
learn-effect-took = Nenhum ponto mudou ainda, mas o que { $player } pegou não está mais lá para { $learner }.
learn-effect-quiet = Nenhum ponto mudou (a classificação mostra todas as pontuações).
learn-deed-steal = { $player } pegou uma peça de um rival.
learn-deed-camps = { $player } conquistou um espaço da tabela com acampamentos sobre alpinistas ligados.
learn-deed-trade = { $player } conquistou um espaço da tabela entregando animais.
learn-deed-objective = { $player } cumpriu um objetivo.
learn-deed-capture = { $player } capturou uma peça para o seu panorama.
learn-deed-spirit = { $player } encontrou um espírito.
learn-deed-evil = { $player } está com o { solstis-spirit-evil }: quem estiver com ele no fim tem um espírito coberto, que então não pontua.
learn-deed-scissors = { $player } pegou a ficha da tesoura (2 pontos para quem a tiver no fim).
learn-deed-cards = { $player } pegou cartas dos montes (cada uma que ainda estiver na mão no fim tira 1).
learn-deed-stack = { $player } colocou uma carta numa pilha (as estrelas da carta do topo pontuam).
learn-deed-tile = { $player } pegou uma peça em oferta.
learn-deed-island = { $player } colocou uma peça na sua ilha.
learn-deed-grab = { $player } pegou uma peça da montanha.
learn-deed-panda = { $player } prendeu um { np-animal-panda } sem estar na frente, e isso pontua.
learn-deed-trap = { $player } prendeu um animal.


learn-kind-solstis-play = **Jogar uma peça** da sua mão: se a cor ou o número combinar com uma peça revelada da vitrine, ela a captura e as duas vão para o seu panorama; senão, você tem uma segunda chance com o monte.
learn-kind-solstis-take = **Escolher a captura**: sua peça combina com várias peças da vitrine; a que você escolher vai com ela para o seu panorama.
learn-kind-solstis-rainbow = **Colocar um arco-íris** numa casa vazia ao lado das suas peças (qualquer casa enquanto seu panorama estiver vazio): ele liga áreas e pode fechar um quadrado 2 × 2, mas não pontua sozinho.
learn-kind-solstis-square = **Escolher um quadrado**: você fechou mais de um quadrado 2 × 2; você encontra seu espírito no que escolher (um espírito por turno).
learn-kind-solstis-spirit = **Encontrar um espírito** revelado da fila: o efeito age agora ou pontua no fim, como diz o botão.
learn-kind-solstis-draw = **Comprar espíritos** e ficar com um: uma aposta em espíritos que ninguém viu ainda.
learn-kind-solstis-keep = **Ficar com um espírito** dos que você comprou: é esse que você encontra.
learn-kind-solstis-deer = **{ solstis-spirit-deer }**: coloque agora uma peça da sua mão no seu panorama, sem custo.
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }**: coloque no seu panorama uma peça revelada da vitrine.
learn-kind-solstis-viper = **{ solstis-spirit-viper }**: roube uma peça isolada do panorama do seu rival.
learn-kind-solstis-fox = **{ solstis-spirit-fox }**: escolha a peça da mão do seu rival que ele terá de jogar em seguida.
learn-kind-solstis-evil = **{ solstis-spirit-evil }**: escolha a casa do panorama do seu rival que ele bloqueia.
learn-kind-solstis-cover = **{ solstis-spirit-evil }**: seu rival o tem no fim; escolha qual dos espíritos dele ele cobre: um espírito coberto não pontua.

learn-kind-nanga-parbat-trap = **Prender um animal** na região do guia: seu alpinista ocupa a seção, você fica com o animal, e o guia vai para a região desse número.
learn-kind-nanga-parbat-act = **Ativar um animal** (uma vez cada): trocar peças na montanha ou mover o guia, para preparar um lance melhor.
learn-kind-nanga-parbat-claim = **Conquistar um espaço da tabela**: acampamentos sobre alpinistas ligados, ou animais entregues, em troca de pontos na trilha.
learn-kind-nanga-parbat-skip = **Não conquistar nada** neste turno: guarde alpinistas e animais para uma conquista maior depois.
learn-kind-nanga-parbat-end = **Encerrar seu turno**: seu rival joga em seguida.
learn-kind-nanga-parbat-hiker = **Escolher um alpinista** para um acampamento da conquista: os acampamentos devem ficar sobre alpinistas ligados.
learn-kind-nanga-parbat-give = **Escolher um animal para entregar** na conquista (um bharal vale como qualquer animal).
learn-kind-nanga-parbat-guide = **Colocar ou mover o guia**: na região dele o próximo animal será preso.
learn-kind-nanga-parbat-pick = **Escolher uma peça** para a troca de um animal: primeiro uma, depois a outra.

learn-kind-paper-world-take = **Pegar cartas**: todas as cartas visíveis dos montes de uma cor ou de um valor vão para a sua mão (no máximo 9; cada carta que ficar na mão tira 1 ponto no fim).
learn-kind-paper-world-place = **Colocar uma carta**: uma pilha cresce numa cor, cada carta um valor acima; uma pilha nova começa com um 1. Estrelas visíveis pontuam.
learn-kind-paper-world-done = **Encerrar seu turno** com as cartas colocadas.
learn-kind-paper-world-pass = **Passar**: agora não dá para pegar nem colocar nada.
learn-kind-paper-world-discard = **Descartar uma carta** virada para baixo: para pagar um salto ou respeitar o limite da mão; cada carta descartada tira 1 ponto.
learn-kind-paper-world-scissors = **Ficha da tesoura**: mova-a para a carta que você acabou de colocar, ou deixe-a; quem a tem salta um valor de graça e marca 2 no fim.

learn-kind-sheherazade-stack = **Escolher uma pilha** como Vigia: você compra uma peça por jogador da pilha de cima, do meio, de baixo ou de Sonho.
learn-kind-sheherazade-hide = **Esconder uma peça**: ela fica virada para baixo e as outras são mostradas; seu rival pode pegá-la sem ver.
learn-kind-sheherazade-take = **Pegar uma peça** em oferta para a sua ilha; quem recebe a última é o próximo Vigia.
learn-kind-sheherazade-place = **Colocar a peça**: uma peça de Ilha na fileira dela, uma de Sonho num espaço de Sonho; o que está visível na sua ilha pontua no fim.
learn-kind-sheherazade-name = **Escolher quem escolhe em seguida** (quem pega a última peça vira o Vigia).

learn-kind-mountain-miners-start = **Posicionar a seta** no início: a posição decide de que lado da montanha se pega primeiro.
learn-kind-mountain-miners-play = **Jogar uma peça de ação** da sua coleção, antes ou depois de pegar, pelo efeito dela.
learn-kind-mountain-miners-grab = **Pegar uma peça** virada para a seta e que nada bloqueie: as gemas dela vão para os seus montes, e as maiorias de cada gema pontuam no fim.
learn-kind-mountain-miners-nograb = **Não pegar nada**: nenhuma peça pode ser pega agora.
learn-kind-mountain-miners-end = **Encerrar seu turno**: a seta gira, a menos que as setas estejam travadas.
learn-kind-mountain-miners-peek = **Espiar** em segredo uma peça virada para baixo; só você fica sabendo o que é.
learn-kind-mountain-miners-reveal = **Revelar**: vire para cima uma peça virada para baixo, para todos.
learn-kind-mountain-miners-arrow = **Mover uma seta** para uma das 8 posições: ela decide quais peças podem ser pegas em seguida.
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }**: coloque-a ou tire-a; uma segunda seta abre outro lado.
learn-kind-mountain-miners-swap = **{ mm-kind-swap }**: escolha a primeira das duas casas que serão trocadas.
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }**: escolha a casa trocada com a primeira (a montanha não pode se dividir mais).
learn-kind-mountain-miners-steal = **{ mm-kind-steal }**: escolha o jogador de quem você rouba uma peça da coleção.
learn-kind-mountain-miners-take = **{ mm-kind-steal }**: escolha a peça que você rouba; ela conta para as suas maiorias, não mais para as dele.
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }**: escolha o monte de gemas a que ele se junta como mais uma gema.
learn-kind-mountain-miners-join = **Colocar seu { mm-kind-multiplier }** num dos seus montes de gemas: esse monte vale o dobro, mas você nunca mais poderá pegar essa gema (se era secreto, todos o veem).
learn-kind-mountain-miners-sect = **Escolher uma seção** da peça dividida que você pegou: só ela conta.
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }**: estude em segredo uma linha de peças viradas para baixo, ou revele duas linhas para todos.
learn-kind-mountain-miners-line = **Escolher uma linha** para a Lâmpada.
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }**: escolha um bloco de 2 × 2 peças para remover; o próximo jogador perde a vez para preenchê-lo.
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }**: escolha uma peça revelada para virar para baixo.
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }**: colete uma peça vizinha; depois seu turno termina.
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }**: escolha uma das suas peças divididas.
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }**: escolha a seção que conta a partir de agora.
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }**: escolha uma peça da montanha para girar.
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }**: escolha quanto ela gira; isso muda a seção virada para a seta.
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }**: copie uma ação que ainda se vê na montanha.
learn-kind-mountain-miners-art = **{ mm-kind-artefact }**: descarte um monte de gemas inteiro, para escapar de uma penalidade de minoria.
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }**: escolha uma peça para mover para uma casa vazia.
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }**: escolha a casa vazia para onde ela vai.
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }**: pegue qualquer peça do mapa, para onde quer que a seta aponte.
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }**: escolha quanto as setas giram a partir de agora.
