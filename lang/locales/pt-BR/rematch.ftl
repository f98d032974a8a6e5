## Revanche: os botões sob a mensagem final de uma partida, o que essa mensagem e os tópicos
## dizem da revanche, e as recusas. Uma revanche é o mesmo jogo com as mesmas opções, o mesmo idioma e
## os mesmos jogadores (os bots no seu nível), na mesma ordem de jogo, e começa quem vinha
## depois de quem começou a última partida; ela começa num tópico novo quando todos disseram sim.

rematch-button = Revanche
rematch-button-leave = Sair

rematch-line-of = Revanche da partida #{ NUMBER($number, useGrouping: 0) }: { $thread }
rematch-line-waiting = **Revanche?** Prontos: { $ready }. Aguardando: { $waiting }.
rematch-line-ready = **Revanche?** Todos estão prontos ({ $ready }): aperte **Revanche** para começar.
rematch-line-started = **Revanche:** partida #{ NUMBER($number, useGrouping: 0) }, { $thread }
rematch-line-lapsed = Sem revanche: ficaram poucos jogadores, ou ela esperou tempo demais.

rematch-asked = { $member } pede revanche: o mesmo jogo e as mesmas opções na mesma ordem de jogo, e começa quem vinha depois de quem começou a última partida. { $members }: aperte **Revanche** para jogar de novo, ou **Sair**.
rematch-started-from = Revanche da partida #{ NUMBER($number, useGrouping: 0) } ({ $thread }): o mesmo jogo e as mesmas opções; começa quem vinha depois de quem começou aquela partida.

rematch-refusal-not-finished = Esta partida não terminou: ainda não há revanche para pedir.
rematch-refusal-not-a-player = Só os jogadores desta partida podem pedir a revanche ou respondê-la.
rematch-refusal-left = Você saiu desta revanche.
rematch-refusal-already-ready = Você já disse sim: aguardando { $members }.
rematch-refusal-none = Ninguém pediu revanche ainda: aperte **Revanche** para pedir.
rematch-refusal-not-in-it = Você não está nesta revanche.
rematch-refusal-started = Esta revanche já começou: partida #{ NUMBER($number, useGrouping: 0) }, { $thread }.
rematch-refusal-lapsed = Esta revanche expirou. Comece uma nova partida com `/play`.
rematch-refusal-closed = Esta revanche já começou ou expirou.
rematch-refusal-changed = A revanche mudou enquanto você clicava: clique de novo.
rematch-refusal-not-a-lobby = Esta sala é uma revanche: ela mantém os lugares e as opções da partida anterior. Responda na mensagem final daquela partida.
