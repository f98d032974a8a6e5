# Seasons: /season start and /season end (Manage Server), and /leaderboard's season option.
cmd-season-name = season
cmd-season-description = Run a season in this server: a date range with a table of its own.
cmd-season-start-name = start
cmd-season-start-description = Open a season: a table of its rated games, posted at its end.
cmd-season-start-last-day-name = last-day
cmd-season-start-last-day-description = The season's last day, YYYY-MM-DD (your settings' time zone, else UTC)
cmd-season-start-channel-name = channel
cmd-season-start-channel-description = Where to announce the season and post its final table
cmd-season-start-title-name = name
cmd-season-start-title-description = The season's name (the last day's year if you leave it out)
cmd-season-start-first-day-name = first-day
cmd-season-start-first-day-description = The season's first day, as YYYY-MM-DD (today if you leave it out)
cmd-season-end-name = end
cmd-season-end-description = End the open season now and post its final table.
cmd-leaderboard-season-name = season
cmd-leaderboard-season-description = Rank by one season's rated games instead of all time
season-choice-current = Current season
season-choice-last = Last season
season-range = From { $start } to { $end }.
season-table-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
season-table-title = { $game }: season { $name }
season-table-empty = Nobody has finished a rated { $game } game in season { $name } yet.
season-final-title = Season { $name }: final table
season-final-intro = Every rated game finished in the season counted. Well played, everyone!
season-final-empty = No rated game was finished during this season.
season-footer = Season rating: Elo by finishing place, over the season's rated games only; everyone starts the season at { NUMBER($start, useGrouping: 0) }.
season-announced = 🏆 Season **{ $name }** has begun: every rated game finished in this server counts. Follow it with `/leaderboard season:`; its final table will be posted here.
season-opened = Season **{ $name }** is open. Its final table will be posted in { $channel } when it ends.
season-ended = Season **{ $name }** is over: its final table is being posted in { $channel }.
season-refusal-not-admin = Only members who can manage this server can start or end a season.
season-refusal-date = Write dates as YYYY-MM-DD, for example 2026-12-31.
season-refusal-end-past = That last day is already over: pick a day still to come.
season-refusal-empty-range = The last day must come after the first day.
season-refusal-too-long = A season lasts a year at most.
season-refusal-already-open = This server already has a season open: end it first with `/season end`.
season-refusal-none-open = This server has no season open. Someone who can manage the server can start one with `/season start`.
season-refusal-none-closed = This server has not finished a season yet.
season-refusal-not-begun = This server's season begins { $start }.
season-refusal-channel = I cannot post in { $channel }: give me Send Messages and Embed Links there, or pick another channel.
help-season-command = /season start last-day: channel: · /season end
help-season-text = Server managers: a season is a date range with its own table of rated games, posted in the chosen channel when it ends.
