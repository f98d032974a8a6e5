# Paces and time banks: the presets a lobby chooses from (data/paces.json), each
# player's remaining time on the turn post, reminders by DM, and asking for more time.

## A pace's name, one for each preset of data/paces.json
paces-name-blitz = Blitz
paces-name-live = Live
paces-name-daily = Daily
paces-name-weekend = Weekend

## A stated time, in its largest whole unit
paces-span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
paces-span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
paces-span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
paces-span-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}

## What a pace gives a player (the lobby and /rules), built from its numbers
paces-line-plain = { $name }: { $decision } a decision, no time bank
paces-line-bank = { $name }: { $decision } a decision, plus a time bank of { $bank }
paces-line-increment = { $name }: { $decision } a decision; each of your moves adds { $increment } to your time bank (up to { $cap })
paces-line-increment-uncapped = { $name }: { $decision } a decision and a time bank of { $bank }; each of your moves adds { $increment } to it
paces-line-bank-increment = { $name }: { $decision } a decision and a time bank of { $bank }; each of your moves adds { $increment } to it (up to { $cap })
paces-rules = { $paces }
    A decision that runs past its time spends your time bank; once both are used up, the AI decides for you. Once a game you may ask for more time (`/game moretime`).

## Remaining time on the turn post (compact)
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours } h { $minutes } min
paces-left-days = { $days } d { $hours } h
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player }: { $left } + bank { $bank } (time runs out { $deadline })
# The one player deciding (the post's top line names them): when their time, base and bank, runs out,
# a Discord timestamp that reads "in 6 minutes" in each reader's client. $left and $bank are there too.
paces-clock-deciding-alone = time runs out { $deadline }
paces-clock-waiting = { $player }: bank { $bank }

## Reminders: by DM (the member's language), in the thread when DMs are closed
paces-dm-reminder = ⏰ It is your turn to decide in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: half your time for this decision is gone. Your time, time bank included, runs out { $deadline }.
paces-dm-reminder-half = ⏰ It is your turn to decide in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: half your time for this decision is gone.
paces-dm-last-call = ⏰ Last call in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: your time runs out { $deadline }, and then the AI decides for you.
paces-last-call = ⏰ { $member }, last call in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: your time runs out { $deadline }, and then the AI decides for you.

## Asking for more time (once a game) and granting it
paces-button-ask = Ask for more time
paces-button-grant = Grant more time
paces-asked = ⏳ { $member } asks for { $extension } more for this decision. { $players }: one click on Grant more time gives it.
paces-asked-host = ⏳ { $member } asks for { $extension } more for this decision. Nobody else plays here, so the host, { $host }, may grant it.
paces-asked-done = You asked for { $extension } more; your opponents see the request in the thread.
paces-granted = ⏳ { $granter } gave { $member } { $extension } more for this decision: their time now runs out { $deadline }.
paces-granted-done = You gave { $extension } more.
paces-refusal-not-deciding = You can ask for more time only while one of your decisions is on the clock.
paces-refusal-used = You already had more time once in this game.
paces-refusal-already-asked = You already asked for more time for this decision; an opponent may grant it in the thread.
paces-refusal-request-gone = That request no longer stands: the player already decided, or someone granted it first.
paces-refusal-grant-own = You cannot grant your own request: one of your opponents can.
paces-refusal-grant-who = Only the other players of this game (or the host, when nobody else plays) can grant more time.
paces-refusal-nobody-to-grant = Nobody else plays in this game, so nobody can grant you more time.
paces-refusal-asks-used = You already asked for more time { $count ->
    [one] once
   *[other] { $count } times
} in this game.
paces-asked-granted = ⏳ { $member } asked for { $extension } more for this decision; { $granter } granted it.
paces-cmd-moretime-name = moretime
paces-cmd-moretime-description = Ask your opponents for more time for this decision (once a game)
help-moretime-command = /game moretime
help-moretime-text = Once a game, ask for more time for the decision you are making (or Ask for more time in your picker); any opponent grants it with one click.
