# /settings: as escolhas de cada membro e a confirmação antes de uma jogada que não pode
# ser desfeita. As linhas de ligado/desligado começam com ✅ ou ⬜.

## O comando
cmd-settings-name = configurações
cmd-settings-description = Suas escolhas: confirmar jogadas definitivas, mensagens diretas, lembretes, idioma.
help-settings-command = /settings
help-settings-text = Suas escolhas: confirmar jogadas que não podem ser desfeitas, visão particular por mensagem direta, lembretes, seu idioma.

## O painel (só o membro o vê)
settings-title = **Suas configurações** (só você as vê; valem em todos os servidores):
settings-confirm-on = ✅ **Confirmar jogadas que não podem ser desfeitas**: ligado. Antes de uma jogada que compra, revela algo oculto ou encerra seu turno, digo o que ela faz e espero você apertar **Confirmar**.
settings-confirm-off = ⬜ **Confirmar jogadas que não podem ser desfeitas**: desligado. Cada jogada é feita assim que você a escolhe.
settings-dms-on = ✅ **Visão particular por mensagem direta**: ligado. Quando sua mão (ou algo que só você pode ver) muda, eu a envio por mensagem direta.
settings-dms-off = ⬜ **Visão particular por mensagem direta**: desligado. Sem mensagens diretas: veja sua visão particular com `/hand` ou o botão **Minha mão**.
settings-reminders-on = ✅ **Lembretes**: ligado. Quando metade do seu tempo para uma decisão tiver passado, eu lembro você.
settings-reminders-off = ⬜ **Lembretes**: desligado. Sem lembretes; o tempo continua correndo e, quando se esgota, a IA decide por você.
settings-language-chosen = 🌐 **Idioma**: { $language }. Minhas respostas e mensagens diretas para você usam esse idioma.
settings-language-discord = 🌐 **Idioma**: o do seu aplicativo do Discord, agora { $language }.
settings-footer = O tópico de uma partida mantém o idioma da mesa.
settings-button-confirm-on = Ligar a confirmação
settings-button-confirm-off = Desligar a confirmação
settings-button-dms-on = Ligar as mensagens diretas
settings-button-dms-off = Desligar as mensagens diretas
settings-button-reminders-on = Ligar os lembretes
settings-button-reminders-off = Desligar os lembretes
settings-language-placeholder = O idioma das minhas respostas para você
settings-language-option-discord = O idioma do meu aplicativo do Discord ({ $language })
settings-refusal-unknown = Essa configuração não existe.
settings-refusal-language = Ainda não falo esse idioma; escolha um da lista.

## A confirmação antes de uma jogada que não pode ser desfeita
confirm-prompt = **Antes de jogar:** { $move }
confirm-reason-chance = Esta jogada depende da sorte, então não pode ser desfeita.
confirm-reason-hidden = Esta jogada compra ou revela algo oculto, então não pode ser desfeita.
confirm-reason-game-ends = Esta jogada encerra a partida, então não pode ser desfeita.
confirm-reason-turn-ends = Esta jogada encerra seu turno, então não pode ser desfeita.
confirm-how = **Confirmar** faz a jogada; **Voltar** retorna às suas opções. (`/settings` desliga esta verificação.)
confirm-button-yes = Confirmar
confirm-button-back = Voltar
