## /learn numa DM ou DM em grupo (cogs/learn.py: rules_summary): as regras em resumo e onde treinar. $game: o título de um jogo.

learn-summary-title = { $game }: as regras em resumo
learn-summary-needs-server = Uma partida de treino contra bots precisa de um servidor: digite `/learn` num canal de texto de um servidor onde o bot esteja. Enquanto isso, veja como o jogo funciona.
learn-summary-scoring = Como se pontua
learn-summary-footer = `/rules` mostra todas as regras do jogo, página por página.
