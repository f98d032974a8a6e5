# Rythmes et réserves de temps : les rythmes proposés à la table (data/paces.json), le
# temps qui reste à chaque joueur sur le message du tour, les rappels en message privé, et la
# demande de temps en plus. Termes : rythme, décision, réserve de temps, rappel, délai dépassé.

## Le nom d’un rythme, un par rythme de data/paces.json
paces-name-blitz = Blitz
paces-name-live = Rapide
paces-name-daily = Quotidien
paces-name-weekend = Week-end

## Une durée, dans sa plus grande unité entière
paces-span-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
paces-span-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
paces-span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
paces-span-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}

## Ce qu’un rythme donne à un joueur (la table et /rules), d’après ses nombres
paces-line-plain = { $name } : { $decision } par décision, sans réserve de temps
paces-line-bank = { $name } : { $decision } par décision, plus une réserve de temps de { $bank }
paces-line-increment = { $name } : { $decision } par décision ; chacun de vos coups ajoute { $increment } à votre réserve de temps (jusqu’à { $cap })
paces-line-increment-uncapped = { $name } : { $decision } par décision et une réserve de temps de { $bank } ; chacun de vos coups y ajoute { $increment }
paces-line-bank-increment = { $name } : { $decision } par décision et une réserve de temps de { $bank } ; chacun de vos coups y ajoute { $increment } (jusqu’à { $cap })
paces-rules = { $paces }
    Une décision qui dépasse son temps puise dans votre réserve ; quand les deux sont épuisés, l’IA décide pour vous. Une fois par partie, vous pouvez demander du temps en plus (`/game moretime`).

## Le temps qui reste, sur le message du tour (court)
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours } h { $minutes } min
paces-left-days = { $days } j { $hours } h
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player } : { $left } + réserve { $bank } (le temps expire { $deadline })
paces-clock-deciding-alone = le temps expire { $deadline }
paces-clock-waiting = { $player } : réserve { $bank }

## Rappels : en message privé (dans la langue du membre), dans le fil si ses messages privés sont fermés
paces-dm-reminder = ⏰ C’est à vous de décider dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : la moitié de votre temps pour cette décision est écoulée. Votre temps, réserve comprise, expire { $deadline }.
paces-dm-reminder-half = ⏰ C’est à vous de décider dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : la moitié de votre temps pour cette décision est écoulée.
paces-dm-last-call = ⏰ Dernier rappel dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : votre temps expire { $deadline } ; ensuite, l’IA décide pour vous.
paces-last-call = ⏰ { $member }, dernier rappel dans **{ $game }** #{ NUMBER($number, useGrouping: 0) } : votre temps expire { $deadline } ; ensuite, l’IA décide pour vous.

## Demander du temps en plus (une fois par partie) et l’accorder
paces-button-ask = Demander du temps en plus
paces-button-grant = Accorder du temps en plus
paces-asked = ⏳ { $member } demande { $extension } de plus pour cette décision. { $players } : un clic sur « Accorder du temps en plus » suffit.
paces-asked-host = ⏳ { $member } demande { $extension } de plus pour cette décision. Personne d’autre ne joue ici : l’hôte, { $host }, peut l’accorder.
paces-asked-done = Vous avez demandé { $extension } de plus ; vos adversaires voient la demande dans le fil.
paces-granted = ⏳ { $granter } accorde { $extension } de plus à { $member } pour cette décision : son temps expire désormais { $deadline }.
paces-granted-done = Vous avez accordé { $extension } de plus.
paces-refusal-not-deciding = Vous ne pouvez demander du temps en plus que pendant qu’une de vos décisions est chronométrée.
paces-refusal-used = Vous avez déjà eu du temps en plus une fois dans cette partie.
paces-refusal-already-asked = Vous avez déjà demandé du temps en plus pour cette décision ; un adversaire peut l’accorder dans le fil.
paces-refusal-request-gone = Cette demande ne tient plus : le joueur a déjà décidé, ou quelqu’un l’a accordée avant vous.
paces-refusal-grant-own = Vous ne pouvez pas accorder votre propre demande : un de vos adversaires le peut.
paces-refusal-grant-who = Seuls les autres joueurs de cette partie (ou l’hôte, quand personne d’autre ne joue) peuvent accorder du temps en plus.
paces-refusal-nobody-to-grant = Personne d’autre ne joue dans cette partie : personne ne peut vous accorder du temps en plus.
paces-refusal-asks-used = Vous avez déjà demandé du temps en plus { $count ->
    [0] { $count } fois
    [one] une fois
   *[other] { $count } fois
} dans cette partie.
paces-asked-granted = ⏳ { $member } a demandé { $extension } de plus pour cette décision ; { $granter } l’a accordé.
paces-cmd-moretime-name = prolonger
paces-cmd-moretime-description = Demander à vos adversaires du temps en plus pour votre décision en cours (une fois par partie)
help-moretime-command = /game moretime
help-moretime-text = Une fois par partie, demandez du temps en plus pour la décision en cours (ou « Demander du temps en plus » dans votre sélecteur) ; un adversaire l’accorde d’un clic.
