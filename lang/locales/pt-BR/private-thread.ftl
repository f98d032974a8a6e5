## O tópico de uma mesa privada (cogs/private_thread.py): sua primeira linha, seu botão Convidar um espectador,
## o menu de membros que ele abre e as respostas. $member, $player: uma menção; $number: o número de uma partida.

private-thread-welcome = 🔒 Uma mesa privada: só os jogadores dela veem este tópico. Um jogador pode deixar alguém assistir com **{ private-thread-button-invite }**.
# $reason: learn-public-no-permission ou learn-public-channel.
private-thread-public = Esta mesa é privada, mas este canal não aceita tópicos privados ({ $reason }), então a partida nº { NUMBER($number, useGrouping: 0) } está neste tópico público: qualquer pessoa daqui pode assistir.
private-thread-button-invite = Convidar um espectador
private-thread-pick = Quem pode assistir à partida nº { NUMBER($number, useGrouping: 0) }? O membro que você escolher entra neste tópico: pode ler, não jogar.
private-thread-pick-placeholder = Escolha um membro para assistir
private-thread-invited = { $member } já pode assistir à partida nº { NUMBER($number, useGrouping: 0) } neste tópico.
private-thread-announce = { $player } convidou { $member } para assistir.

private-thread-refusal-players-only = Só os jogadores desta mesa podem convidar um espectador.
private-thread-refusal-public = O tópico desta partida é público: qualquer pessoa do canal já pode assistir.
private-thread-refusal-bot = Não dá para convidar um bot para assistir.
private-thread-refusal-player = { $member } joga nesta mesa: já está neste tópico.
private-thread-refusal-already = { $member } já vê este tópico.
private-thread-refusal-failed = O Discord não deixou o bot adicionar { $member } a este tópico.
private-thread-refusal-gone = O tópico desta partida não existe mais, então ninguém pode ser convidado para ele.
