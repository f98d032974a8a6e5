# Ritmos e reservas de tempo: os ritmos que uma sala escolhe (data/paces.json), o tempo
# que resta a cada jogador na mensagem do turno, os lembretes por mensagem direta e o pedido de mais
# tempo. Termos: ritmo, decisão, reserva de tempo, lembrete, tempo esgotado.

## O nome de um ritmo, um para cada ritmo de data/paces.json
paces-name-blitz = Blitz
paces-name-live = Ao vivo
paces-name-daily = Diário
paces-name-weekend = Fim de semana

## Um tempo, na maior unidade inteira
paces-span-days = { $count ->
    [0] { $count } dias
    [one] { $count } dia
   *[other] { $count } dias
}
paces-span-hours = { $count ->
    [0] { $count } horas
    [one] { $count } hora
   *[other] { $count } horas
}
paces-span-minutes = { $count ->
    [0] { $count } minutos
    [one] { $count } minuto
   *[other] { $count } minutos
}
paces-span-seconds = { $count ->
    [0] { $count } segundos
    [one] { $count } segundo
   *[other] { $count } segundos
}

## O que um ritmo dá a um jogador (a sala e /rules), pelos seus números
paces-line-plain = { $name }: { $decision } por decisão, sem reserva de tempo
paces-line-bank = { $name }: { $decision } por decisão e uma reserva de tempo de { $bank }
paces-line-increment = { $name }: { $decision } por decisão; cada jogada sua soma { $increment } à sua reserva de tempo (até { $cap })
paces-line-increment-uncapped = { $name }: { $decision } por decisão e uma reserva de tempo de { $bank }; cada jogada sua soma { $increment } a ela
paces-line-bank-increment = { $name }: { $decision } por decisão e uma reserva de tempo de { $bank }; cada jogada sua soma { $increment } a ela (até { $cap })
paces-rules = { $paces }
    Uma decisão que passa do seu tempo gasta a sua reserva; quando os dois acabam, a IA decide por você. Uma vez por partida, você pode pedir mais tempo (`/game moretime`).

## O tempo que resta, na mensagem do turno (curto)
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours } h { $minutes } min
paces-left-days = { $days } d { $hours } h
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player }: { $left } + reserva { $bank } (o tempo acaba { $deadline })
paces-clock-deciding-alone = o tempo acaba { $deadline }
paces-clock-waiting = { $player }: reserva { $bank }

## Lembretes: por mensagem direta (no idioma do membro), no tópico quando elas estão fechadas
paces-dm-reminder = ⏰ É a sua vez de decidir em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: metade do seu tempo para esta decisão já passou. Seu tempo, com a reserva, acaba { $deadline }.
paces-dm-reminder-half = ⏰ É a sua vez de decidir em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: metade do seu tempo para esta decisão já passou.
paces-dm-last-call = ⏰ Último lembrete em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: seu tempo acaba { $deadline } e então a IA decide por você.
paces-last-call = ⏰ { $member }, último lembrete em **{ $game }** #{ NUMBER($number, useGrouping: 0) }: seu tempo acaba { $deadline } e então a IA decide por você.

## Pedir mais tempo (uma vez por partida) e conceder
paces-button-ask = Pedir mais tempo
paces-button-grant = Dar mais tempo
paces-asked = ⏳ { $member } pede mais { $extension } para esta decisão. { $players }: basta um clique em “Dar mais tempo”.
paces-asked-host = ⏳ { $member } pede mais { $extension } para esta decisão. Ninguém mais joga aqui, então o anfitrião, { $host }, pode conceder.
paces-asked-done = Você pediu mais { $extension }; seus adversários veem o pedido no tópico.
paces-granted = ⏳ { $granter } deu a { $member } mais { $extension } para esta decisão: o tempo agora acaba { $deadline }.
paces-granted-done = Você deu mais { $extension }.
paces-refusal-not-deciding = Você só pode pedir mais tempo enquanto o relógio de uma decisão sua está correndo.
paces-refusal-used = Você já teve mais tempo uma vez nesta partida.
paces-refusal-already-asked = Você já pediu mais tempo para esta decisão; um adversário pode concedê-lo no tópico.
paces-refusal-request-gone = Esse pedido não vale mais: o jogador já decidiu, ou alguém já o concedeu.
paces-refusal-grant-own = Você não pode conceder o seu próprio pedido: um dos seus adversários pode.
paces-refusal-grant-who = Só os outros jogadores desta partida (ou o anfitrião, quando ninguém mais joga) podem dar mais tempo.
paces-refusal-nobody-to-grant = Ninguém mais joga nesta partida, então ninguém pode dar mais tempo a você.
paces-refusal-asks-used = Você já pediu mais tempo { $count ->
    [0] { $count } vezes
    [one] uma vez
   *[other] { $count } vezes
} nesta partida.
paces-asked-granted = ⏳ { $member } pediu mais { $extension } para esta decisão; { $granter } concedeu.
paces-cmd-moretime-name = prorrogar
paces-cmd-moretime-description = Peça aos adversários mais tempo para a sua decisão atual (uma vez por partida)
help-moretime-command = /game moretime
help-moretime-text = Uma vez por partida, peça mais tempo para a decisão que está tomando (ou “Pedir mais tempo” no seu seletor); qualquer adversário concede com um clique.
