# O que o bot diz no Discord: comandos, sala, turnos, o tópico da partida, estatísticas.
# O número de uma partida (e um rating) se escreve { NUMBER($number, useGrouping: 0) } para nunca ganhar separador de milhar.
# Termos (veja o glossário em core.ftl): lobby = sala; table = mesa; thread = tópico; seat = lugar;
# move = jogada; decision = decisão; pace = ritmo (ao vivo / lento); resign = desistir;
# abandon = abandonar; hand over = ceder (o lugar) à IA; take back = retomar; undo = desfazer;
# rating = rating; rated = ranqueada; leaderboard = ranking; DMs = mensagens diretas.
# Comandos entre crases nas frases (`/game log`) ficam em inglês; os nomes de comando (cmd-…-name)
# são os que o Discord mostra em português.

## Os jogos e as escolhas de toda mesa
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = Fácil: joga com bom senso, mas erra
level-normal = Normal: escolhe a jogada que parece melhor
level-hard = Difícil: pensa à frente (busca em árvore)
level-easy-short = fácil
level-normal-short = normal
level-hard-short = difícil
level-easy-button = Bot fácil
level-normal-button = Bot normal
level-hard-button = Bot difícil

# Cada idioma pelo nome (a sala mostra um idioma nas palavras de quem lê e nas dele próprio).
language-en-US = Inglês
language-fr = Francês
language-de = Alemão
language-es-ES = Espanhol
language-pt-BR = Português (Brasil)
language-ja = Japonês
language-en-XA = Pseudoinglês (teste)

duration-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
}

## Respostas que qualquer comando pode dar
bot-sorry = Algo deu errado do meu lado; nada foi alterado. Tente de novo.
bot-slow-down = Mais devagar: tente de novo em { $seconds } s.
bot-refusal-server-only = Este comando funciona num canal de servidor, não em mensagens diretas.
bot-refusal-not-here = Você não pode usar este comando aqui.
bot-refusal-bad-value = Esse valor não é válido: { $value }.
bot-refusal-unknown-game = Jogo desconhecido.

## Comandos de barra: nomes (minúsculas, sem espaços, no máximo 32 caracteres) e descrições (no máximo 100)
cmd-play-name = jogar
cmd-play-description = Abre uma sala para uma partida neste canal.
cmd-play-game-name = jogo
cmd-play-game-description = Qual jogo jogar
cmd-play-bots-name = bots
cmd-play-bots-description = Quantos jogadores da IA pôr na mesa de uma vez
cmd-play-pace-name = ritmo
cmd-play-pace-description = Quanto tempo uma decisão pode levar, e sua reserva de tempo (padrão: ao vivo)
cmd-play-level-name = nível
cmd-play-level-description = Quão bem esses bots jogam (padrão: normal)
cmd-move-name = jogada
cmd-move-description = Faça sua jogada no tópico desta partida.
cmd-move-action-name = ação
cmd-move-action-description = Comece a digitar para ver suas jogadas válidas
cmd-hand-name = mão
cmd-hand-description = Veja em particular sua mão e tudo o que só você pode ver nesta partida.
cmd-board-name = tabuleiro
cmd-board-description = Veja em particular o tabuleiro público atual desta partida.
cmd-game-name = partida
cmd-game-description = A partida deste tópico: desistir, abandonar, ceder, histórico; listar partidas
cmd-game-handover-name = ceder
cmd-game-handover-description = A IA joga num lugar: o seu ou (anfitrião) o de um jogador ausente.
cmd-game-handover-player-name = jogador
cmd-game-handover-player-description = Que lugar a IA assume: o seu ou o de um jogador cujo tempo esgotou
cmd-game-takeback-name = retomar
cmd-game-takeback-description = Volte a jogar no seu lugar depois que a IA o assumiu.
cmd-game-undo-name = desfazer
cmd-game-undo-description = Desfaz sua última decisão deste turno (se nada foi revelado).
cmd-game-resign-name = desistir
cmd-game-resign-description = Desiste desta partida: você fica em último lugar.
cmd-game-abandon-name = abandonar
cmd-game-abandon-description = Encerra a partida sem resultado (por maioria; o anfitrião se não ranqueada).
cmd-game-log-name = histórico
cmd-game-log-description = As jogadas recentes desta partida, em texto (só você vê).
cmd-game-list-name = lista
cmd-game-list-description = Partidas em andamento neste servidor, com links para seus tópicos.
cmd-rules-name = regras
cmd-rules-description = Como jogar um jogo: o turno, os componentes e as opções.
cmd-rules-game-name = jogo
cmd-rules-game-description = Qual jogo
cmd-help-name = ajuda
cmd-help-description = Todos os comandos deste bot.
cmd-stats-name = estatísticas
cmd-stats-description = Ratings, partidas e vitórias de um jogador neste servidor.
cmd-stats-user-name = usuário
cmd-stats-user-description = De quem mostrar os resultados (você, por padrão)
cmd-leaderboard-name = ranking
cmd-leaderboard-description = Os jogadores com melhor rating de um jogo neste servidor.
cmd-leaderboard-game-name = jogo
cmd-leaderboard-game-description = Qual jogo
cmd-admin-name = admin
cmd-admin-description = Ferramentas do dono do bot.
cmd-admin-backup-name = backup
cmd-admin-backup-description = Grava agora uma cópia consistente do banco de dados (só o dono).

## /help
help-title = Tabletop: todos os comandos
help-description = As partidas são jogadas num tópico que o bot abre para cada mesa.
help-entry = **{ $command }**: { $text }
help-section-start = Começar uma partida
help-section-play = Jogar (no tópico da partida)
help-section-clocks = Relógios e saída
help-section-information = Informações
help-section-more = Mais
help-play-command = /play game: [bots:] [pace:]
help-play-text = Abre uma sala aqui; o ritmo é blitz, ao vivo, diário ou fim de semana, cada um com sua reserva de tempo (veja `/rules`).
help-lobby-command = Entrar · Sair · Adicionar bot · Opções · Começar · Cancelar
help-lobby-text = Botões da sala; o anfitrião adiciona bots, define as opções e o idioma da mesa, começa ou cancela.
help-rules-command = /rules game:
help-rules-text = Como jogar um jogo: o turno, cada componente e cada opção (em páginas).
help-take-turn-command = Fazer jogada
help-take-turn-text = Botão sob cada tabuleiro: sua visão e suas jogadas válidas, passo a passo.
help-hand-command = Minha mão · /hand
help-hand-text = Veja em particular sua mão e tudo o que só você pode ver.
help-board-command = /board
help-board-text = Veja em particular o tabuleiro público atual.
help-move-command = /move action:
help-move-text = Digite sua jogada em vez disso (comece a digitar para ver suas jogadas válidas).
help-undo-command = /game undo
help-undo-text = Desfaz sua última decisão deste turno, se nada oculto foi revelado.
help-clocks-command = Relógios
help-clocks-text = Um lembrete por mensagem direta na metade do tempo e pouco antes de esgotar; uma decisão longa gasta a sua reserva de tempo; quando o tempo esgota, a IA decide por você; três vezes seguidas e a IA joga no seu lugar até você retomá-lo.
help-resign-command = /game resign
help-resign-text = Sai da partida: você fica em último lugar; se restar um só adversário, a partida acaba na hora.
help-handover-command = /game handover player:
help-handover-text = A IA joga no seu lugar; ou (anfitrião) no lugar de um jogador cujo tempo esgotou na última decisão (então sem rating).
help-takeback-command = /game takeback
help-takeback-text = Volte a jogar no seu lugar depois que a IA o assumiu (tempo esgotado ou lugar cedido).
help-abandon-command = /game abandon
help-abandon-text = Encerra sem resultado: pela maioria dos votos dos jogadores (um voto caduca na jogada seguinte; repetir o comando retira o voto); o anfitrião sozinho só em partidas não ranqueadas.
help-log-command = /game log
help-log-text = As jogadas recentes desta partida, em texto.
help-list-command = /game list
help-list-text = Partidas em andamento neste servidor, com links para seus tópicos.
help-stats-command = /stats [user:] [game:]
help-stats-text = Ratings, partidas jogadas e vitórias por jogo; melhor pontuação, maior sequência de vitórias, partidas recentes (cada uma abre o seu replay) e confronto direto com cada membro.
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = Os jogadores com melhor rating de um jogo neste servidor.
help-help-command = /help
help-help-text = Esta lista.

## A sala
lobby-opened = { $host } abriu uma mesa de **{ $game }**. Clique em Entrar para se sentar.
lobby-title = { $game }: partida #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = Esperando jogadores: { $low } a { $high }.
lobby-status-active = A partida começou: acompanhe no tópico dela.
lobby-status-finished = A partida acabou.
lobby-status-cancelled = O anfitrião cancelou esta sala.
lobby-status-abandoned = Esta partida foi abandonada.
lobby-status-lapsed = Fechada: por { $idle }, ninguém entrou, saiu, mudou uma opção nem começou a partida.
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player } (anfitrião)
lobby-field-players = Jogadores ({ $count }/{ $most })
lobby-field-pace = Ritmo
lobby-field-language = Idioma
lobby-field-options = Opções
lobby-field-thread = Tópico
lobby-footer = O anfitrião adiciona bots e muda as opções e o idioma com o botão Opções, e começa com Começar.
lobby-button-join = Entrar
lobby-button-leave = Sair
lobby-button-add-bot = Adicionar bot
lobby-button-start = Começar
lobby-button-cancel = Cancelar
lobby-button-options = Opções
lobby-options-panel = Opções de { $game } (página { $page }/{ $pages }). As mudanças aparecem na sala na hora.
lobby-options-page = Página { $number }
lobby-option-choice = { $option }: { $choice }
lobby-option-language = Idioma
# Um idioma nas palavras de quem lê e depois nas dele próprio: "Francês (français)".
lobby-language-choice = { $language } ({ $native })
lobby-bot-level-question = Qual nível para o novo bot?
    { $levels }
lobby-bot-seated = { $player } sentou-se à mesa.
# O nome de um jogador da IA, que diz o nível dele ({ $level } é level-…-short).
lobby-bot-name = { $name } (bot { $level })
lobby-bot-name-numbered = Bot { $number } ({ $level })
lobby-channel-count = { $channel } ({ $count })
lobby-open-lobbies-in = As salas abertas estão em: { $places }.
lobby-at-their-cap = Já no limite: { $members }.
lobby-refusal-in-dms = As partidas são jogadas num canal de servidor, não em mensagens diretas.
lobby-refusal-in-thread = Abra uma sala num canal de texto, não dentro de um tópico.
lobby-refusal-closed = Esta sala está fechada.
lobby-refusal-gone = Esta sala não existe mais.
lobby-refusal-started-or-closed = Esta sala já começou ou foi fechada.
lobby-refusal-not-a-choice = Essa não é uma das opções.
lobby-refusal-pace = O ritmo é um destes: { $paces }.
lobby-refusal-level = O nível de um bot é um destes: { $levels }.
lobby-refusal-language = A mesa não pode ser jogada nesse idioma.
lobby-refusal-too-many-bots = { $game } comporta no máximo { $players } jogadores, então no máximo { $count ->
    [0] { $count } bots
    [one] { $count } bot
   *[other] { $count } bots
}.
lobby-refusal-too-few = { $game } precisa de pelo menos { $count } jogadores; convide amigos ou adicione um bot.
lobby-refusal-host-leaves = O anfitrião não pode sair; use Cancelar para fechar a sala.
lobby-refusal-host-adds-bots = Só o anfitrião pode adicionar um bot.
lobby-refusal-host-options = Só o anfitrião pode mudar as opções.
lobby-refusal-host-cancels = Só o anfitrião (ou um administrador do servidor) pode cancelar a sala.
lobby-refusal-host-starts = Só o anfitrião (ou um administrador do servidor) pode começar a partida.
lobby-refusal-lapsed = Esta sala ficou { $idle } sem atividade e agora está fechada: abra outra com `/play`.
lobby-refusal-own-lobby-here = Você já tem uma sala aberta neste canal (partida #{ NUMBER($game, useGrouping: 0) }): comece-a ou cancele-a primeiro.
lobby-refusal-member-lobbies = Você já tem { $count ->
    [one] { $count } sala aberta
   *[other] { $count } salas abertas
} neste servidor, o máximo por membro: comece ou cancele uma delas primeiro (partida #{ NUMBER($game, useGrouping: 0) }).
lobby-refusal-server-lobbies = Este servidor já tem { $count ->
    [one] { $count } sala aberta
   *[other] { $count } salas abertas
}, o máximo permitido: entre numa delas, espere até que uma comece ou feche (após { $idle } sem atividade) ou peça a um administrador do servidor que cancele uma.
lobby-refusal-server-games = Este servidor já tem { $count ->
    [one] { $count } partida em andamento
   *[other] { $count } partidas em andamento
}, o limite de partidas simultâneas ({ $cap }): uma nova pode começar quando uma delas terminar.
lobby-refusal-member-games = Você já está em { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} ({ $games }), o limite de partidas simultâneas por membro ({ $cap }): você pode começar ou entrar em outra quando uma delas terminar.
lobby-refusal-players-games = { $count ->
    [0] { $count } dos jogadores daqui já estão
    [one] Um dos jogadores daqui já está
   *[other] { $count } dos jogadores daqui já estão
} em tantas partidas quanto permite o limite de partidas simultâneas por membro ({ $cap }): esta partida pode começar quando tiverem menos, ou sem eles.

## Recusas do armazenamento (uma mudança que chegou tarde demais)
store-refusal-stale = Esse botão é de um tabuleiro antigo; use o mais recente.
store-refusal-already-started = A partida já começou.
store-refusal-already-seated = Você já tem lugar nesta mesa.
store-refusal-table-full = A mesa está cheia ({ $seats } lugares).
store-refusal-not-seated = Você não tem lugar nesta mesa.
store-refusal-seat-empty = Esse lugar está vazio.
store-refusal-lobby-closed = A sala já começou ou foi fechada.
store-refusal-table-changed = A mesa mudou enquanto a partida era preparada; clique em Começar de novo.
store-refusal-options-changed = As opções mudaram enquanto a partida era preparada; clique em Começar de novo.
store-refusal-not-a-lobby = A partida não está mais na sala.
store-refusal-not-in-play = Esta partida não está mais em andamento.
store-refusal-moved-on = A partida avançou; veja o tabuleiro mais recente e tente de novo.
store-refusal-not-last-decision = Essa decisão não é mais a última.
store-refusal-cannot-undo = Essa decisão não pode ser desfeita.
store-refusal-already-resigned = Esse lugar já desistiu.
store-refusal-not-on-autopilot = Esse lugar não está no piloto automático, ou o jogador dele desistiu.

## Recusas da mesa (jogadas, desfazer, lugares, encerrar antes)
table-refusal-not-in-play = Esta partida não está em andamento.
table-refusal-not-playing = Você não está jogando esta partida.
table-refusal-ai-plays-seat = Agora a IA joga neste lugar; o jogador pode retomá-lo com `/game takeback`.
table-refusal-ai-plays-yours = Agora a IA joga no seu lugar; retome-o primeiro com `/game takeback`.
table-refusal-decided-in-time = O jogador decidiu a tempo.
table-refusal-nothing-to-undo = Não há nada para desfazer.
table-refusal-undo-own = Você só pode desfazer suas próprias decisões do turno atual.
table-refusal-undo-hidden = Essa decisão comprou ou revelou algo oculto, então não pode ser desfeita.
table-refusal-undo-turn = Desfazer essa decisão mudaria quem deve agir, então não é permitido.
table-refusal-undo-turn-now = Desfazer agora mudaria quem deve agir, então não é permitido.
table-refusal-already-resigned = Você já desistiu desta partida.
table-refusal-not-a-player = Esse jogador não está jogando esta partida.
table-refusal-ai-already = A IA já joga no lugar de { $player }.
table-refusal-handover-host = Só o anfitrião (ou um administrador do servidor) pode ceder à IA o lugar de outro jogador.
table-refusal-not-absent = { $player } não está ausente agora (o tempo não esgotou na última decisão): só o próprio jogador pode ceder o lugar.
table-refusal-takeback-resigned = Você desistiu desta partida, então a IA joga no seu lugar até o fim.
table-refusal-own-seat = Você já joga no seu próprio lugar.
table-refusal-abandon-rated = Uma partida ranqueada só termina sem resultado pela maioria dos votos dos jogadores.
table-refusal-abandon-players = Só o anfitrião ou os jogadores ainda nesta partida podem abandoná-la.

## Turnos: as mensagens do tópico, o seletor, a mão
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = Começa a partida de **{ $game }**. Lugares: { $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = Jogada { $number }: { $said }
turn-move-line-for = Jogada { $number } (a IA jogou por { $player }): { $said }
turn-decided = { $player } decidiu.
turn-event-took-back = { $player } desfez a última decisão.
turn-earlier-moves = ({ $count ->
    [one] { $count } jogada anterior
   *[other] { $count } jogadas anteriores
}: `/game log`)
turn-catch-up-head = **{ $count ->
    [one] Desde a sua última decisão, { $count } jogada:
   *[other] Desde a sua última decisão, { $count } jogadas:
}**
turn-catch-up-earlier = ({ $count ->
    [one] { $count } anterior
   *[other] { $count } anteriores
}: `/game log`)
turn-catch-up-posts = Publicações anteriores: { $posts }
turn-catch-up-post = [jogada { $number }]({ $url })
turn-ai-seat = { $player } (IA)
turn-no-image = (Desta vez não deu para desenhar a imagem do tabuleiro; `/board` tenta de novo.)
turn-alt-image-of = { $alt } (imagem { $number } de { $count })
turn-button-take = Fazer jogada
turn-button-hand = Minha mão
turn-picker-prompt = **Sua decisão** (jogada { $move }): { $count ->
    [one] { $count } opção
   *[other] { $count } opções
}.
turn-picker-waiting = Não é a sua vez: esperando { $players }.
turn-picker-ai-plays = A IA está jogando no seu lugar; retome-o com `/game takeback`.
turn-picker-older-board = Esse tabuleiro está desatualizado; a partida agora está assim (jogada { $move }).
turn-picker-placeholder = Escolha uma de { $count } jogadas (página { $page }/{ $pages })
turn-picker-previous = Página anterior ({ $page }/{ $pages })
turn-picker-next = Próxima página ({ $page }/{ $pages })
turn-picker-undo = Desfazer minha última decisão
turn-played = Jogada feita: { $move }
turn-hand = Sua visão de { $game } #{ NUMBER($number, useGrouping: 0) } (jogada { $move }). Só você pode ver isto.
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }, jogada { $move }.
turn-dm-first = Sua visão particular de **{ $game } #{ NUMBER($number, useGrouping: 0) }**. Mando uma nova sempre que ela mudar.
turn-dm-changed = Sua visão particular mudou em **{ $game } #{ NUMBER($number, useGrouping: 0) }** (jogada { $move }).
turn-dm-thread = Tópico da partida: { $thread }
turn-dm-closed = { $member }, não consigo enviar mensagens diretas para você, então sua visão particular fica aqui: use `/hand` ou o botão **Minha mão** quando quiser.
turn-refusal-over = Esta partida acabou.
turn-refusal-not-started = Esta partida não começou.
turn-refusal-not-your-picker = Este seletor não é seu.
turn-refusal-older-choice = Essa escolha é de um tabuleiro antigo; aqui está o atual.
turn-refusal-not-a-choice = Essa não é uma das suas opções agora.
turn-refusal-no-hand = Você não está jogando esta partida, então não tem mão aqui. `/board` mostra a mesa.
turn-refusal-hand-where = Use `/hand` no tópico da sua partida.
turn-refusal-board-where = Use `/board` no tópico de uma partida.
turn-refusal-move-where = Não há partida neste canal. Use `/move` dentro do tópico de uma partida.
turn-refusal-not-your-turn = Não é a sua vez de decidir.
turn-refusal-not-a-move = Essa não é uma das suas jogadas válidas agora; escolha uma da lista.

## O fim de uma partida
turn-final-head = **Fim de jogo.**
turn-final-winners = { $count ->
    [one] Vitória: **{ $winners }**
   *[other] Vitória dividida: **{ $winners }**
}
turn-final-line = { render-score-place } { $player }: **{ $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}**
turn-final-line-parts = { render-score-place } { $player }: **{ $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}** ({ $parts })
turn-final-part = { $part } { $points }
turn-final-tie-broken = Empate com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}: { $players }; desempate: { $rule }.
turn-final-tie-shared = Empate com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}: { $players } dividem a posição (as regras não desempatam).
turn-tiebreak-resigned = a desistência, que fica em último

## Avisos no tópico
notice-reminder = ⏰ { $member }, é a sua vez de decidir em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: seu tempo acaba { $deadline }. Se o tempo acabar, a IA decide por você.
notice-reminder-half = ⏰ { $member }, é a sua vez de decidir em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: metade do seu tempo já passou. Se o tempo acabar, a IA decide por você.
notice-autopilot = 🤖 { $member } deixou o tempo esgotar em { $count } decisões seguidas, então a IA joga com **{ $player }** até que o lugar seja retomado com `/game takeback`.
notice-timed-out = ⌛ { $member } ficou sem tempo, então a IA decidiu por **{ $player }**: { $move } ({ $count }º tempo esgotado seguido).
notice-timed-out-warning = ⌛ { $member } ficou sem tempo, então a IA decidiu por **{ $player }**: { $move } ({ $count }º tempo esgotado seguido). Com mais { $left } seguidos, a IA assume o lugar.
notice-ai-paused = ⚠️ A IA não conseguiu decidir por **{ $player }** depois de várias tentativas, então a partida espera. Ela tenta de novo quando alguém agir nesta partida ou o bot reiniciar; o anfitrião também pode usar `/game abandon`.
notice-ai-paused-unknown = ⚠️ A IA não conseguiu decidir depois de várias tentativas, então a partida espera. Ela tenta de novo quando alguém agir nesta partida ou o bot reiniciar; o anfitrião também pode usar `/game abandon`.
notice-timer-trouble = ⚠️ O relógio desta partida falhou { $count ->
    [one] { $count } vez
   *[other] { $count } vezes
}; o bot continua tentando com pausas mais longas e os operadores foram avisados (veja o registro do bot).

## /game: lugares, encerrar antes, o histórico e a lista
game-refusal-no-game-here = Não há partida neste canal. Use este comando dentro do tópico de uma partida.
game-handover-other-done = Agora a IA joga no lugar de { $player }; esse lugar não é ranqueado nesta partida.
game-handover-other = 🤖 { $host } cedeu à IA o lugar de { $member } (**{ $player }**), ausente após um tempo esgotado. Esse lugar não é ranqueado nesta partida; o jogador pode retomá-lo com `/game takeback`.
game-handover-own-done = Agora a IA joga no seu lugar. Retome-o quando quiser com `/game takeback`.
game-handover-own = 🤖 { $member } cedeu o próprio lugar (**{ $player }**) à IA.
game-takeback-done = Você voltou a jogar no seu lugar. Clique em **Fazer jogada** (ou use `/move`) quando for a sua vez.
game-takeback = 🙋 { $member } retoma **{ $player }** da IA.
game-undo-done = Sua última decisão foi desfeita; o tabuleiro foi atualizado no tópico.
game-resign-done = Você desistiu. A IA joga no seu lugar até o fim; você fica em último lugar.
game-resigned = 🏳️ **{ $player }** desistiu. A IA joga nesse lugar até o fim da partida; esse lugar fica em último na classificação.
game-resign-done-over = Você desistiu; a partida acabou.
game-resigned-over = 🏳️ **{ $player }** desistiu, então a partida termina aqui.
game-abandon-withdrawn-done = Você retirou seu voto para abandonar ({ $count } de { $needed } votos).
game-abandon-withdrawn = 🗳️ { $member } retirou o voto para abandonar ({ $count } de { $needed } votos necessários).
game-abandon-voted-done = Seu voto para abandonar vale ({ $count } de { $needed }) até a próxima jogada. Use `/game abandon` de novo para retirá-lo.
game-abandon-voted = 🗳️ { $member } vota para abandonar esta partida ({ $count } de { $needed } votos necessários). Os outros jogadores podem concordar com `/game abandon` antes da próxima jogada; os votos caducam quando a partida avança.
game-abandon-done = A partida foi abandonada.
game-abandoned-by-host = 🛑 { $member } (o anfitrião) abandonou esta partida. Ela termina aqui sem resultado.
game-abandoned-by-admin = 🛑 { $member } (um administrador do servidor) abandonou esta partida. Ela termina aqui sem resultado.
game-abandoned-by-vote = 🛑 A maioria dos jogadores ({ $members }) abandonou esta partida. Ela termina aqui sem resultado.
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) }: histórico**
game-log-last = (últimas { $count } de { $total } jogadas)
game-log-empty = Nenhuma jogada ainda.
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move } (pela IA)
game-list-none = Nenhuma partida em andamento neste servidor. Comece uma com `/play`.
game-list-playing = **Partidas em andamento ({ $count })**
game-list-thread-opening = (tópico sendo aberto)
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) }: { $players }
game-list-lobbies = **Salas abertas ({ $count })**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } em { $channel }, { $count ->
    [0] { $count } sentados
    [one] { $count } sentado
   *[other] { $count } sentados
}: { $link }
game-list-more = …e mais { $count }.

## /rules
rules-title = { $game }: como jogar
rules-title-paged = { $game }: como jogar ({ $page }/{ $pages })
rules-field-players = Jogadores
rules-field-pace = Ritmo
rules-players-exactly = { $count }
rules-players-range = { $low } a { $high }
rules-footer = Comece uma partida com `/play`; o anfitrião define as opções na sala.
rules-footer-paged = Comece uma partida com `/play`; o anfitrião define as opções na sala. Use os botões abaixo para as outras páginas.
rules-options-heading = Opções da sala
rules-option = **{ $option }**: Escolhas: { $choices }. Padrão: { $default }.
rules-option-described = **{ $option }**: { $description } Escolhas: { $choices }. Padrão: { $default }.
rules-continued = (continuação)
rules-previous = Anterior ({ $page }/{ $pages })
rules-next = Próxima ({ $page }/{ $pages })

## /stats, /leaderboard e os ratings depois de uma partida
stats-refusal-in-dms = Os ratings são guardados por servidor; use `/stats` num servidor.
stats-refusal-pick-game = Escolha um jogo da lista, num servidor.
stats-none = { $player } ainda não terminou nenhuma partida neste servidor.
stats-title = { $player }: resultados neste servidor
stats-rating = Rating **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = Sem rating (nenhuma partida ranqueada ainda)
stats-counts = { $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
} ({ $rated ->
    [0] { $rated } ranqueadas
    [one] { $rated } ranqueada
   *[other] { $rated } ranqueadas
}) · { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
stats-footer = Partidas ranqueadas: dois ou mais jogadores humanos e nenhum jogador da IA.
stats-leaderboard-empty = Ninguém tem rating em { $game } neste servidor ainda: termine uma partida com dois ou mais jogadores humanos e sem IA.
stats-leaderboard-title = { $game }: ranking
stats-leaderboard-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = Rating no estilo Elo pela posição final; todos começam com { NUMBER($start, useGrouping: 0) }.
stats-ratings = Ratings ({ $game }): { $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }** ({ $delta })
stats-ratings-unrated-seats = ({ $players }: sem rating, o lugar foi cedido à IA por outra pessoa)
stats-unrated-ai = Registrada como jogada, sem rating: partidas com jogadores da IA não mudam os ratings.
stats-unrated-humans = Registrada como jogada, sem rating: partidas ranqueadas precisam de pelo menos dois jogadores humanos num servidor.
stats-replay = Replay de { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [0] { $count } jogadas
    [one] { $count } jogada
   *[other] { $count } jogadas
} da distribuição ao tabuleiro final.
stats-replay-alt = Replay animado de { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [0] { $count } jogadas
    [one] { $count } jogada
   *[other] { $count } jogadas
} da distribuição ao tabuleiro final.

## /stats: histórico e rivalidades, e o placar depois de uma partida
stats-bests = Melhor pontuação **{ NUMBER($score, useGrouping: 0) }** · maior sequência de vitórias **{ $streak }**
stats-h2h-title = Confronto direto: { $game }
stats-h2h-line = { $player }: **{ $wins }–{ $losses }–{ $ties }**
stats-h2h-more = … e mais { $count }
stats-recent-title = Partidas recentes
stats-recent-line = nº { NUMBER($number, useGrouping: 0) } { $game }: { $place }º lugar de { $players }, { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
stats-recent-button = nº { NUMBER($number, useGrouping: 0) }
stats-history-footer = Confronto direto: vitórias–derrotas–empates contra cada membro, por quem ficou à frente; jogadores da IA ficam de fora. Partidas sem rating contam no confronto direto, mas não nos ratings. Partidas de treino e partidas abandonadas não contam.
stats-none-game = { $player } ainda não terminou nenhuma partida de { $game } neste servidor.
standing-leads = { $leader } está à frente de { $other } por { $wins }–{ $losses } em { $game }
standing-level = { $leader } e { $other } estão empatados em { $wins }–{ $losses } em { $game }
standing-ties = ({ $ties ->
    [one] { $ties } empate
   *[other] { $ties } empates
})
cmd-stats-game-name = jogo
cmd-stats-game-description = Só este jogo (todos, por padrão)

## /admin (o dono do bot)
admin-refusal-not-owner = Só o dono do bot (o dono do aplicativo dele no Discord) pode fazer backups.
admin-backup-failed = O backup falhou: { $problem }
admin-backup-written = Backup gravado: `{ $path }` ({ $size }).
