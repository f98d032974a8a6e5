# Temporadas: /season start e /season end (Gerenciar servidor), e a opção de temporada do /leaderboard.
cmd-season-name = temporada
cmd-season-description = Organize uma temporada neste servidor: um período com ranking próprio.
cmd-season-start-name = abrir
cmd-season-start-description = Abra uma temporada: um ranking das partidas ranqueadas dela, publicado no fim.
cmd-season-start-last-day-name = último-dia
cmd-season-start-last-day-description = Último dia da temporada, AAAA-MM-DD (fuso das suas configurações; senão, UTC)
cmd-season-start-channel-name = canal
cmd-season-start-channel-description = Onde anunciar a temporada e publicar o ranking final
cmd-season-start-title-name = nome
cmd-season-start-title-description = Nome da temporada (se ficar vazio, o ano do último dia)
cmd-season-start-first-day-name = primeiro-dia
cmd-season-start-first-day-description = Primeiro dia da temporada, como AAAA-MM-DD (se ficar vazio, hoje)
cmd-season-end-name = encerrar
cmd-season-end-description = Encerre agora a temporada aberta e publique o ranking final.
cmd-leaderboard-season-name = temporada
cmd-leaderboard-season-description = Ordenar pelas partidas ranqueadas de uma temporada em vez de todas
season-choice-current = Temporada atual
season-choice-last = Última temporada
season-range = De { $start } a { $end }.
season-table-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $games ->
    [0] { $games } partidas
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
season-table-title = { $game }: temporada { $name }
season-table-empty = Ninguém terminou ainda uma partida ranqueada de { $game } na temporada { $name }.
season-final-title = Temporada { $name }: ranking final
season-final-intro = Contaram todas as partidas ranqueadas terminadas durante a temporada. Bom jogo, pessoal!
season-final-empty = Nenhuma partida ranqueada foi terminada durante esta temporada.
season-footer = Rating da temporada: Elo pela posição final, só com as partidas ranqueadas da temporada; todos começam a temporada com { NUMBER($start, useGrouping: 0) }.
season-announced = 🏆 Começou a temporada **{ $name }**: conta toda partida ranqueada terminada neste servidor. Acompanhe com `/leaderboard season:`; o ranking final será publicado aqui.
season-opened = A temporada **{ $name }** está aberta. O ranking final será publicado em { $channel } quando ela terminar.
season-ended = A temporada **{ $name }** terminou: o ranking final está sendo publicado em { $channel }.
season-refusal-not-admin = Só membros que podem gerenciar este servidor podem abrir ou encerrar uma temporada.
season-refusal-date = Escreva as datas como AAAA-MM-DD, por exemplo 2026-12-31.
season-refusal-end-past = Esse último dia já passou: escolha um dia que ainda está por vir.
season-refusal-empty-range = O último dia precisa vir depois do primeiro.
season-refusal-too-long = Uma temporada dura no máximo um ano.
season-refusal-already-open = Este servidor já tem uma temporada aberta: encerre-a antes com `/season end`.
season-refusal-none-open = Este servidor não tem temporada aberta. Quem pode gerenciar o servidor pode abrir uma com `/season start`.
season-refusal-none-closed = Este servidor ainda não terminou nenhuma temporada.
season-refusal-not-begun = A temporada deste servidor começa { $start }.
season-refusal-channel = Não consigo publicar em { $channel }: me dê as permissões Enviar mensagens e Inserir links lá, ou escolha outro canal.
help-season-command = /season start last-day: channel: · /season end
help-season-text = Para quem gerencia o servidor: uma temporada é um período com ranking próprio das partidas ranqueadas, publicado no canal escolhido no fim.
