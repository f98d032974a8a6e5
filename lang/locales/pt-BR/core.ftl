## Glossary
# Português do Brasil: os termos escolhidos para todos os jogos (mantenha-os nos próximos arquivos).
# Nomes de jogos (Solstis, Nanga Parbat, Paper World, Sheherazade, Mountain Miners) não se traduzem.
#   tile = peça (Solstis, Sheherazade); piece (Nanga Parbat) = peça
#   gem = gema; spirit = espírito; Evil Spirit = Espírito Maligno; Firefly = Vaga-lume
#   turn = turno ("your turn" = sua vez); move = jogada; round = rodada; last turn = último turno
#   score = pontuação; points = pontos (0 pontos, 1 ponto, 2 pontos: use [0] antes de [one])
#   hand = mão; board = tabuleiro; row = fileira; column = coluna; cell = casa; square (2 x 2) = quadrado
#   stack = pilha; pile = monte; deck (Solstis) = reserva; display = vitrine; on offer = em oferta
#   draw = comprar; take = pegar; pick = escolher; place = colocar; play = jogar; capture = capturar
#   discard = descartar; hide = esconder; reveal = revelar; swap = trocar; trade (give up) = entregar
#   claim = conquistar; trap = prender; activate = ativar; steal = roubar; pass = passar
#   face up = revelado / virado para cima; face down = virado para baixo (nas imagens: oculto)
#   rival / opponent = rival / adversário; player = jogador; seat = lugar; bot/AI = bot / IA
#   lobby = sala; host = anfitrião; option = opção; variant = variante; base game = jogo base
#   expansion = expansão; game (a match) = partida; game over = fim de jogo; win = vencer / vitória
#   shared win = vitória dividida; legal move = jogada válida; refusal = recusa; log = histórico
#   (legend) your choices = suas opções; chosen = escolhido; adjacent = adjacente; left (remaining) = restam
#   Bot e Discord (bot.ftl, render.ftl): table = mesa; thread = tópico; channel = canal; server =
#     servidor; DMs = mensagens diretas; server admin = administrador do servidor; owner = dono;
#     decision = decisão; pace = ritmo (live / slow = ao vivo / lento); level = nível (easy / normal /
#     hard = fácil / normal / difícil); clock = relógio; time-out = tempo esgotado; reminder = lembrete;
#     autopilot = piloto automático; resign = desistir; abandon = abandonar (sem resultado); vote = voto;
#     hand over (a seat to the AI) = ceder o lugar à IA; take back (a seat) = retomar; undo = desfazer;
#     rating = rating; rated / unrated = ranqueada / sem rating (não ranqueada); leaderboard = ranking;
#     picker = seletor; private view = visão particular; replay = replay; the deal = a distribuição;
#     place (ranking) = posição / 1º lugar; score sheet = folha de pontuação; alt text = texto alternativo;
#     buttons: Entrar, Sair, Adicionar bot, Opções, Começar, Cancelar, Fazer jogada, Minha mão;
#     slash commands: jogar (jogo, bots, ritmo, nível), jogada (ação), mão, tabuleiro, partida (ceder
#     [jogador], retomar, desfazer, desistir, abandonar, histórico, lista), regras (jogo), ajuda,
#     estatísticas (usuário), ranking (jogo), admin (backup); inside sentences `/game log` stays English
#   A name passed as an argument has no known gender: write "o espírito { $spirit }", "a peça { $tile }",
#   or a label with a colon, rather than guessing an article.
#   Solstis: panorama = panorama; rainbow = arco-íris; spirit line = fila de espíritos;
#     second chance = segunda chance; lit / unlit fire = fogueira acesa / apagada; area = área
#   Nanga Parbat: hiker = alpinista; camp = acampamento; guide = guia; region = região;
#     section = seção; points chart = tabela de pontos; spot = espaço; chart cube = cubo da tabela;
#     scoring path = trilha de pontos; path rule = regra da trilha; area scoring = pontuação por área
#   Sheherazade: Lookout = Vigia; Island / Dream tile = peça de Ilha / de Sonho; Genie side = lado do
#     Gênio; upper / central / lower stack = pilha de cima / do meio / de baixo; Dream = Sonho
#   Paper World: card = carta; landscape = paisagem; pile = monte; stack = pilha; skip = salto
#     (free / paid skip = salto grátis / pago); scissors token = ficha da tesoura; scissors logo =
#     símbolo da tesoura (legenda: carta com tesoura); objective = objetivo; token = ficha;
#     stars = estrelas; hand limit = limite da mão; supply = reserva; done = Pronto;
#     colours = Amarelo, Azul, Verde, Preto (curtos: Amar, Azul, Verde, Preto); a card is named
#     "3 amarelo", with the article in the sentence ("o 3 amarelo"); a Solstis tile "o 5 vermelho"; 3 x 3 places = casa superior esquerda / superior central / ... /
#     central / ... / inferior direita
#   Mountain Miners: tile = peça; mountain = montanha; arrow = seta; grab = pegar; collect = coletar;
#     collection = coleção; pile (one gem's tiles) = monte; split tile = peça dividida; section =
#     seção; shard = fragmento; line (row or column) = linha; action tile = peça de ação;
#     face-down tile (image) = peça oculta; majority / fewest = maioria / minoria; hole = buraco;
#     turn (rotation) = giro; clockwise / anticlockwise = sentido horário / anti-horário;
#     an eighth / a quarter / a half turn = um oitavo / um quarto de volta / meia volta;
#     compass N NE L SE S SO O NO; Off / On = Desativado / Ativado;
#     expansions: Dark Tunnels = Túneis Escuros, Gemshards = Gemas Partidas, Golden Actions = Ações Douradas;
#     gems: Rubi, Safira, Esmeralda, Lazúli, Diamante, Pérola, Ônix, Ametista; Trash = Entulho;
#     Multiplier = Multiplicador; Wildcard = Curinga; actions: Mover Seta, Travar Seta, Troca, Dobro,
#     Roubo, Lâmpada, Bomba, Segunda Seta, Saque, Girar na Coleção, Girar no Tabuleiro, Camaleão,
#     Artefato, Lanterna, Tremor, Anel, Seta Curinga (codes: MOV TRV TRC DOB ROU LAM BOM SE2 SAQ
#     GCO GTB CAM ART LAN TRE ANL SCU)

# Palavras comuns: números, listas e o que todas as partes do bot dizem.
number = { $value }
refusal-default = Isso não pode ser feito agora.

## Recusas das regras de qualquer jogo
rules-refusal-player-count = { $game } é para { $low } a { $high } jogadores.
rules-refusal-unknown-option = { $game } não tem a opção “{ $option }”.
rules-refusal-option-value = A opção “{ $option }” não pode ser “{ $value }”.
rules-refusal-not-an-action = Isso não é uma jogada deste jogo.
rules-refusal-game-over = A partida acabou.
rules-refusal-not-your-turn = Não é a sua vez de decidir.
rules-refusal-not-legal-now = “{ $action }” não é uma das suas jogadas válidas agora.
rules-option-chosen = { $option }: { $choice }

## Short tags side by side: what goes between two of them
tag-separator = { ", " }
