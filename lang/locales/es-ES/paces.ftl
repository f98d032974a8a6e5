# Ritmos y reservas de tiempo: los ritmos que elige una sala (data/paces.json), el tiempo
# que le queda a cada jugador en el mensaje del turno, los avisos por mensaje directo y pedir más
# tiempo. Términos: ritmo, decisión, reserva de tiempo, aviso, tiempo agotado.

## El nombre de un ritmo, uno por cada ritmo de data/paces.json
paces-name-blitz = Blitz
paces-name-live = En directo
paces-name-daily = Diario
paces-name-weekend = Fin de semana

## Un tiempo, en su mayor unidad entera
paces-span-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
paces-span-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
paces-span-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
paces-span-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}

## Lo que da un ritmo a un jugador (la sala y /rules), según sus números
paces-line-plain = { $name }: { $decision } por decisión, sin reserva de tiempo
paces-line-bank = { $name }: { $decision } por decisión y una reserva de tiempo de { $bank }
paces-line-increment = { $name }: { $decision } por decisión; cada jugada tuya suma { $increment } a tu reserva de tiempo (hasta { $cap })
paces-line-increment-uncapped = { $name }: { $decision } por decisión y una reserva de tiempo de { $bank }; cada jugada tuya le suma { $increment }
paces-line-bank-increment = { $name }: { $decision } por decisión y una reserva de tiempo de { $bank }; cada jugada tuya le suma { $increment } (hasta { $cap })
paces-rules = { $paces }
    Una decisión que pasa de su tiempo gasta tu reserva; cuando se agotan los dos, la IA decide por ti. Una vez por partida puedes pedir más tiempo (`/game moretime`).

## El tiempo que queda, en el mensaje del turno (corto)
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours } h { $minutes } min
paces-left-days = { $days } d { $hours } h
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player }: { $left } + reserva { $bank } (el tiempo se acaba { $deadline })
paces-clock-deciding-alone = el tiempo se acaba { $deadline }
paces-clock-waiting = { $player }: reserva { $bank }

## Avisos: por mensaje directo (en el idioma del miembro), en el hilo si los tiene cerrados
paces-dm-reminder = ⏰ Te toca decidir en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: ya ha pasado la mitad de tu tiempo para esta decisión. Tu tiempo, con la reserva, se acaba { $deadline }.
paces-dm-reminder-half = ⏰ Te toca decidir en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: ya ha pasado la mitad de tu tiempo para esta decisión.
paces-dm-last-call = ⏰ Último aviso en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: tu tiempo se acaba { $deadline } y entonces la IA decide por ti.
paces-last-call = ⏰ { $member }, último aviso en **{ $game }** #{ NUMBER($number, useGrouping: 0) }: tu tiempo se acaba { $deadline } y entonces la IA decide por ti.

## Pedir más tiempo (una vez por partida) y concederlo
paces-button-ask = Pedir más tiempo
paces-button-grant = Dar más tiempo
paces-asked = ⏳ { $member } pide { $extension } más para esta decisión. { $players }: basta un clic en «Dar más tiempo».
paces-asked-host = ⏳ { $member } pide { $extension } más para esta decisión. Aquí no juega nadie más, así que el anfitrión, { $host }, puede concederlo.
paces-asked-done = Has pedido { $extension } más; tus rivales ven la petición en el hilo.
paces-granted = ⏳ { $granter } da a { $member } { $extension } más para esta decisión: su tiempo se acaba ahora { $deadline }.
paces-granted-done = Has dado { $extension } más.
paces-refusal-not-deciding = Solo puedes pedir más tiempo mientras corre el reloj de una decisión tuya.
paces-refusal-used = Ya tuviste más tiempo una vez en esta partida.
paces-refusal-already-asked = Ya pediste más tiempo para esta decisión; un rival puede concederlo en el hilo.
paces-refusal-request-gone = Esa petición ya no vale: el jugador ya decidió, o alguien la concedió antes.
paces-refusal-grant-own = No puedes conceder tu propia petición: puede hacerlo uno de tus rivales.
paces-refusal-grant-who = Solo los demás jugadores de esta partida (o el anfitrión, si no juega nadie más) pueden dar más tiempo.
paces-refusal-nobody-to-grant = En esta partida no juega nadie más, así que nadie puede darte más tiempo.
paces-refusal-asks-used = Ya pediste más tiempo { $count ->
    [one] una vez
   *[other] { $count } veces
} en esta partida.
paces-asked-granted = ⏳ { $member } pidió { $extension } más para esta decisión; { $granter } se lo concedió.
paces-cmd-moretime-name = prórroga
paces-cmd-moretime-description = Pide a tus rivales más tiempo para tu decisión actual (una vez por partida)
help-moretime-command = /game moretime
help-moretime-text = Una vez por partida, pide más tiempo para la decisión que estás tomando (o «Pedir más tiempo» en tu selector); cualquier rival lo concede con un clic.
