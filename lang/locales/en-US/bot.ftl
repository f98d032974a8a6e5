# What the bot says on Discord: commands, lobby, turns, the game's thread, statistics.
# A game's number (and a rating) is written { NUMBER($number, useGrouping: 0) } so that it never gets a thousands separator.

## The games and the choices every table has
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = Easy: plays sensibly, makes mistakes
level-normal = Normal: picks the best-looking move
level-hard = Hard: thinks ahead (tree search)
level-easy-short = easy
level-normal-short = normal
level-hard-short = hard
level-easy-button = Easy bot
level-normal-button = Normal bot
level-hard-button = Hard bot

# Each language by its name (the lobby shows a language in the reader's words and in its own).
language-en-US = English
language-fr = French
language-de = German
language-es-ES = Spanish
language-pt-BR = Portuguese (Brazil)
language-ja = Japanese
language-en-XA = Pseudo-English (test)

duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

## Answers any command may give
bot-sorry = Something went wrong on my side; nothing was changed. Please try again.
bot-slow-down = Slow down a little: try again in { $seconds } s.
bot-refusal-server-only = This command works in a server channel, not in direct messages.
bot-refusal-not-here = You cannot use this command here.
bot-refusal-bad-value = That value is not valid: { $value }.
bot-refusal-unknown-game = Unknown game.

## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions (at most 100)
cmd-play-name = play
cmd-play-description = Open a lobby for a game in this channel.
cmd-play-game-name = game
cmd-play-game-description = Which game to play
cmd-play-bots-name = bots
cmd-play-bots-description = How many AI players to seat at once
cmd-play-pace-name = pace
cmd-play-pace-description = How long a decision may take, and its time bank (default: live)
cmd-play-level-name = level
cmd-play-level-description = How well those bots play (default: normal)
cmd-move-name = move
cmd-move-description = Make your move in this game's thread.
cmd-move-action-name = action
cmd-move-action-description = Start typing to see your legal moves
cmd-hand-name = hand
cmd-hand-description = Privately see your hand and everything only you may see in this game.
cmd-board-name = board
cmd-board-description = Privately see the current public board of this game.
cmd-game-name = game
cmd-game-description = The game in this thread: resign, abandon, hand over, log; list games
cmd-game-handover-name = handover
cmd-game-handover-description = Let the AI play a seat: your own, or (host) an absent player's.
cmd-game-handover-player-name = player
cmd-game-handover-player-description = Whose seat the AI takes: yours, or a player's who timed out
cmd-game-takeback-name = takeback
cmd-game-takeback-description = Play your own seat again after the AI took it over.
cmd-game-undo-name = undo
cmd-game-undo-description = Take back your last decision of this turn (if nothing was revealed).
cmd-game-resign-name = resign
cmd-game-resign-description = Resign from this game: you are ranked last.
cmd-game-abandon-name = abandon
cmd-game-abandon-description = End this game with no result (by majority; the host alone if unrated).
cmd-game-log-name = log
cmd-game-log-description = The recent moves of this game, as text (only you see it).
cmd-game-list-name = list
cmd-game-list-description = Games being played in this server, with links to their threads.
cmd-rules-name = rules
cmd-rules-description = How to play a game: the turn, its components and options.
cmd-rules-game-name = game
cmd-rules-game-description = Which game
cmd-help-name = help
cmd-help-description = Every command of this bot.
cmd-stats-name = stats
cmd-stats-description = A player's ratings, games and wins in this server.
cmd-stats-user-name = user
cmd-stats-user-description = Whose results to show (you by default)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = The top rated players of a game in this server.
cmd-leaderboard-game-name = game
cmd-leaderboard-game-description = Which game
cmd-admin-name = admin
cmd-admin-description = Bot owner tools.
cmd-admin-backup-name = backup
cmd-admin-backup-description = Write a consistent copy of the database now (owner only).

## /help
help-title = Tabletop: every command
help-description = Games are played in a thread the bot opens for each table.
help-entry = **{ $command }**: { $text }
help-section-start = Start a game
help-section-play = Play (in the game's thread)
help-section-clocks = Clocks and leaving
help-section-information = Information
help-section-more = More
help-play-command = /play game: [bots:] [pace:]
help-play-text = Open a lobby here; the pace is blitz, live, daily or weekend, each with its time bank (see `/rules`).
help-lobby-command = Join · Leave · Add bot · Options · Start · Cancel
help-lobby-text = Lobby buttons; the host adds bots, sets options and the table's language, starts or cancels.
help-rules-command = /rules game:
help-rules-text = How to play a game: the turn, every component and option (paged).
help-take-turn-command = Take turn
help-take-turn-text = Button under each board: your view and your legal moves, step by step.
help-hand-command = My hand · /hand
help-hand-text = Privately see your hand and everything only you may see.
help-board-command = /board
help-board-text = Privately see the current public board.
help-move-command = /move action:
help-move-text = Type your move instead (start typing to see your legal moves).
help-undo-command = /game undo
help-undo-text = Take back your last decision of this turn, if nothing hidden was revealed.
help-clocks-command = Clocks
help-clocks-text = A DM reminds you at half time and shortly before the time-out; a decision that runs long spends your time bank; at time-out the AI decides for you; after three time-outs in a row the AI plays your seat until you take it back.
help-resign-command = /game resign
help-resign-text = Leave the game: you are ranked last; with one opponent left the game ends at once.
help-handover-command = /game handover player:
help-handover-text = The AI plays your own seat, or (host) the seat of a player whose latest decision timed out (then unrated).
help-takeback-command = /game takeback
help-takeback-text = Play your seat again after the AI took it over (time-outs or a handover).
help-abandon-command = /game abandon
help-abandon-text = End without a result: by a majority of the players' votes (a vote lapses at the next move; voting again withdraws it); the host alone only in unrated games.
help-log-command = /game log
help-log-text = The recent moves of this game, as text.
help-list-command = /game list
help-list-text = Games being played in this server, with links to their threads.
help-stats-command = /stats [user:] [game:]
help-stats-text = Ratings, games played and wins per game; best score, longest winning streak, recent games (each opens its replay) and head to head against each member.
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = The best-rated players of a game in this server.
help-help-command = /help
help-help-text = This list.

## The lobby
lobby-opened = { $host } opened a table for **{ $game }**. Press Join to sit down.
lobby-title = { $game }: game #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = Waiting for players: { $low } to { $high }.
lobby-status-active = The game is on: follow it in its thread.
lobby-status-finished = The game is over.
lobby-status-cancelled = The host cancelled this lobby.
lobby-status-abandoned = This game was abandoned.
lobby-status-lapsed = Closed: for { $idle } nobody joined, left, changed an option or started the game.
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player } (host)
lobby-field-players = Players ({ $count }/{ $most })
lobby-field-pace = Pace
lobby-field-language = Language
lobby-field-options = Options
lobby-field-thread = Thread
lobby-footer = The host adds bots, changes options and the language with the Options button and starts with Start.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-add-bot = Add bot
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-button-options = Options
lobby-options-panel = Options for { $game } (page { $page }/{ $pages }). Changes show in the lobby at once.
lobby-options-page = Page { $number }
lobby-option-choice = { $option }: { $choice }
lobby-option-language = Language
# A language in the reader's words, then in its own: "French (français)".
lobby-language-choice = { $language } ({ $native })
lobby-bot-level-question = Which level for the new bot?
    { $levels }
lobby-bot-seated = Seated { $player }.
# An AI player's name, which says its level ({ $level } is level-…-short).
lobby-bot-name = { $name } ({ $level } bot)
lobby-bot-name-numbered = Bot { $number } ({ $level } bot)
lobby-channel-count = { $channel } ({ $count })
lobby-open-lobbies-in = The open lobbies are in: { $places }.
lobby-at-their-cap = At their cap: { $members }.
lobby-refusal-in-dms = Games are played in a server channel, not in DMs.
lobby-refusal-in-thread = Open a lobby in a text channel, not inside a thread.
lobby-refusal-closed = This lobby is closed.
lobby-refusal-gone = This lobby no longer exists.
lobby-refusal-started-or-closed = This lobby has already started or was closed.
lobby-refusal-not-a-choice = That is not one of the choices.
lobby-refusal-pace = The pace is one of: { $paces }.
lobby-refusal-level = A bot's level is one of: { $levels }.
lobby-refusal-language = The table cannot be played in that language.
lobby-refusal-too-many-bots = { $game } seats at most { $players } players, so at most { $count ->
    [one] { $count } bot
   *[other] { $count } bots
}.
lobby-refusal-too-few = { $game } needs at least { $count } players; invite friends or add a bot.
lobby-refusal-host-leaves = The host cannot leave; use Cancel to close the lobby.
lobby-refusal-host-adds-bots = Only the host can add a bot.
lobby-refusal-host-options = Only the host can change the options.
lobby-refusal-host-cancels = Only the host (or a server admin) can cancel the lobby.
lobby-refusal-host-starts = Only the host (or a server admin) can start the game.
lobby-refusal-lapsed = This lobby lapsed after { $idle } without activity and is now closed: open a new one with `/play`.
lobby-refusal-own-lobby-here = You already have an open lobby in this channel (game #{ NUMBER($game, useGrouping: 0) }): start or cancel it first.
lobby-refusal-member-lobbies = You already host { $count } open lobbies in this server, the most one member may: start or cancel one first (game #{ NUMBER($game, useGrouping: 0) }).
lobby-refusal-server-lobbies = This server already has { $count } open lobbies, the most it may have: join one of them, wait until one starts or lapses (after { $idle } without activity), or ask a server admin to cancel one.
lobby-refusal-server-games = This server already has { $count } games in play, its cap of games in play ({ $cap }): a new one can start when one of them ends.
lobby-refusal-member-games = You already play in { $count } games ({ $games }), the cap of games in play per member ({ $cap }): you can start or join another when one of them ends.
lobby-refusal-players-games = { $count ->
    [one] One of the players here already plays
   *[other] { $count } of the players here already play
} in as many games as the cap of games in play per member ({ $cap }) allows: this game can start when they have fewer, or without them.

## Refusals of the store (a change that came too late)
store-refusal-stale = That button belongs to an older board; use the latest one.
store-refusal-already-started = The game has already started.
store-refusal-already-seated = You are already seated.
store-refusal-table-full = The table is full ({ $seats } seats).
store-refusal-not-seated = You are not seated at this table.
store-refusal-seat-empty = That seat is empty.
store-refusal-lobby-closed = The lobby has already started or was closed.
store-refusal-table-changed = The table changed while the game was being dealt; press Start again.
store-refusal-options-changed = The options changed while the game was being dealt; press Start again.
store-refusal-not-a-lobby = The game is not in its lobby any more.
store-refusal-not-in-play = This game is not being played any more.
store-refusal-moved-on = The game has moved on; look at the latest board and try again.
store-refusal-not-last-decision = That decision is no longer the last one.
store-refusal-cannot-undo = That decision cannot be undone.
store-refusal-already-resigned = That seat has already resigned.
store-refusal-not-on-autopilot = That seat is not on autopilot, or its player resigned.

## Refusals of the table (moves, undo, seats, ending early)
table-refusal-not-in-play = This game is not being played.
table-refusal-not-playing = You are not playing in this game.
table-refusal-ai-plays-seat = The AI plays this seat now; its player can take it back with `/game takeback`.
table-refusal-ai-plays-yours = The AI plays your seat now; take it back with `/game takeback` first.
table-refusal-decided-in-time = The player decided in time.
table-refusal-nothing-to-undo = There is nothing to undo.
table-refusal-undo-own = You can only undo your own decisions of the current turn.
table-refusal-undo-hidden = That decision drew or revealed something hidden, so it cannot be undone.
table-refusal-undo-turn = Undoing that decision would change who is to act, so it is not allowed.
table-refusal-undo-turn-now = Undoing now would change who is to act, so it is not allowed.
table-refusal-already-resigned = You have already resigned from this game.
table-refusal-not-a-player = That player is not playing in this game.
table-refusal-ai-already = The AI already plays { $player }'s seat.
table-refusal-handover-host = Only the host (or a server admin) can hand another player's seat to the AI.
table-refusal-not-absent = { $player } is not absent now (their latest decision did not time out): only they can hand over their seat.
table-refusal-takeback-resigned = You resigned from this game, so the AI plays your seat to the end.
table-refusal-own-seat = You already play your own seat.
table-refusal-abandon-rated = A rated game ends without a result only by a majority of its players' votes.
table-refusal-abandon-players = Only the host or the players still in this game can abandon it.

## Turns: the thread's posts, the picker, the hand
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = **{ $game }** begins. Seats: { $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = Move { $number }: { $said }
turn-move-line-for = Move { $number } (the AI played for { $player }): { $said }
turn-decided = { $player } decided.
turn-event-took-back = { $player } took back their last decision.
turn-earlier-moves = ({ $count ->
    [one] { $count } earlier move
   *[other] { $count } earlier moves
}: `/game log`)
turn-catch-up-head = **{ $count ->
    [one] Since your last decision, { $count } move:
   *[other] Since your last decision, { $count } moves:
}**
turn-catch-up-earlier = ({ $count ->
    [one] { $count } earlier one
   *[other] { $count } earlier ones
}: `/game log`)
# The catch-up's last line: the earlier turn posts that showed those moves, as links. $posts: turn-catch-up-post joined by " · ".
turn-catch-up-posts = Earlier posts: { $posts }
# One link: $number is the first move the post shows, $url its Discord link (keep the [..](..) form).
turn-catch-up-post = [move { $number }]({ $url })
turn-ai-seat = { $player } (AI)
turn-no-image = (The board image could not be drawn this time; `/board` tries again.)
turn-alt-image-of = { $alt } (image { $number } of { $count })
turn-button-take = Take turn
turn-button-hand = My hand
turn-picker-prompt = **Your decision** (move { $move }): { $count ->
    [one] { $count } choice
   *[other] { $count } choices
}.
turn-picker-waiting = Not your turn: waiting for { $players }.
turn-picker-ai-plays = The AI is playing your seat; take it back with `/game takeback`.
turn-picker-older-board = That board is out of date; this is the game now (move { $move }).
turn-picker-placeholder = Choose one of { $count } moves (page { $page }/{ $pages })
turn-picker-previous = Previous page ({ $page }/{ $pages })
turn-picker-next = Next page ({ $page }/{ $pages })
turn-picker-undo = Undo my last decision
turn-played = Played: { $move }
turn-hand = Your view of { $game } #{ NUMBER($number, useGrouping: 0) } (move { $move }). Only you can see this.
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }, move { $move }.
turn-dm-first = Your private view for **{ $game } #{ NUMBER($number, useGrouping: 0) }**. I will send a new one whenever it changes.
turn-dm-changed = Your private view changed in **{ $game } #{ NUMBER($number, useGrouping: 0) }** (move { $move }).
turn-dm-thread = Game thread: { $thread }
turn-dm-closed = { $member }, I cannot send you direct messages, so your private view stays here: use `/hand` or the **My hand** button any time.
turn-refusal-over = This game is over.
turn-refusal-not-started = This game has not started.
turn-refusal-not-your-picker = This picker is not yours.
turn-refusal-older-choice = That choice belongs to an older board; here is your current one.
turn-refusal-not-a-choice = That is not one of your choices now.
turn-refusal-no-hand = You are not playing in this game, so you have no hand here. `/board` shows the table.
turn-refusal-hand-where = Use `/hand` in your game's thread.
turn-refusal-board-where = Use `/board` in a game's thread.
turn-refusal-move-where = There is no game in this channel. Use `/move` inside a game's thread.
turn-refusal-not-your-turn = It is not your turn to decide.
turn-refusal-not-a-move = That is not one of your legal moves now; pick one from the list.

## The end of a game
turn-final-head = **Game over.**
turn-final-winners = { $count ->
    [one] Winner: **{ $winners }**
   *[other] Shared win: **{ $winners }**
}
turn-final-line = { render-score-place } { $player }: **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}**
turn-final-line-parts = { render-score-place } { $player }: **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}** ({ $parts })
turn-final-part = { $part } { $points }
turn-final-tie-broken = Tied on { $points ->
    [one] { $points } point
   *[other] { $points } points
}: { $players }; { $rule } decides the order.
turn-final-tie-shared = Tied on { $points ->
    [one] { $points } point
   *[other] { $points } points
}: { $players } share their place (the rules break no tie).
turn-tiebreak-resigned = a resignation, which ranks last,

## Notices in the thread
notice-reminder = ⏰ { $member }, it is your turn to decide in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: your time runs out { $deadline }. If time runs out, the AI decides for you.
notice-reminder-half = ⏰ { $member }, it is your turn to decide in **{ $game }** #{ NUMBER($number, useGrouping: 0) }: half your time is gone. If time runs out, the AI decides for you.
notice-autopilot = 🤖 { $member } let { $count } decisions in a row time out, so the AI plays **{ $player }** until they take it back with `/game takeback`.
notice-timed-out = ⌛ { $member } ran out of time, so the AI decided for **{ $player }**: { $move } (time-outs in a row: { $count }).
notice-timed-out-warning = ⌛ { $member } ran out of time, so the AI decided for **{ $player }**: { $move } (time-outs in a row: { $count }). { $left } more in a row and the AI takes the seat.
notice-ai-paused = ⚠️ The AI could not decide for **{ $player }** after several tries, so the game waits. It tries again when anyone acts in this game or the bot restarts; the host can also use `/game abandon`.
notice-ai-paused-unknown = ⚠️ The AI could not decide after several tries, so the game waits. It tries again when anyone acts in this game or the bot restarts; the host can also use `/game abandon`.
notice-timer-trouble = ⚠️ The clock of this game failed { $count } times; the bot keeps trying with longer pauses and the operators have been told (see the bot's log).

## /game: seats, ending early, the log and the list
game-refusal-no-game-here = There is no game in this channel. Use this command inside a game's thread.
game-handover-other-done = The AI now plays { $player }'s seat; that seat is not rated in this game.
game-handover-other = 🤖 { $host } handed { $member }'s seat (**{ $player }**), absent after a time-out, to the AI. That seat is not rated in this game; its player can take it back with `/game takeback`.
game-handover-own-done = The AI now plays your seat. Take it back any time with `/game takeback`.
game-handover-own = 🤖 { $member } handed their seat (**{ $player }**) to the AI.
game-takeback-done = You play your seat again. Press **Take turn** (or use `/move`) when it is your turn.
game-takeback = 🙋 { $member } takes **{ $player }** back from the AI.
game-undo-done = Your last decision was taken back; the board is updated in the thread.
game-resign-done = You resigned. The AI plays your seat to the end; you are ranked last.
game-resigned = 🏳️ **{ $player }** resigned. The AI plays their seat to the end of the game; they are ranked last.
game-resign-done-over = You resigned; the game is over.
game-resigned-over = 🏳️ **{ $player }** resigned, so the game ends here.
game-abandon-withdrawn-done = You withdrew your vote to abandon ({ $count } of { $needed } votes).
game-abandon-withdrawn = 🗳️ { $member } withdrew their vote to abandon ({ $count } of { $needed } votes needed).
game-abandon-voted-done = Your vote to abandon counts ({ $count } of { $needed }) until the next move. Use `/game abandon` again to withdraw it.
game-abandon-voted = 🗳️ { $member } votes to abandon this game ({ $count } of { $needed } votes needed). Other players can agree with `/game abandon` before the next move; votes lapse once the game moves on.
game-abandon-done = The game is abandoned.
game-abandoned-by-host = 🛑 { $member } (the host) abandoned this game. It ends here without a result.
game-abandoned-by-admin = 🛑 { $member } (a server admin) abandoned this game. It ends here without a result.
game-abandoned-by-vote = 🛑 A majority of the players ({ $members }) abandoned this game. It ends here without a result.
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) }: log**
game-log-last = (last { $count } of { $total } moves)
game-log-empty = No moves yet.
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move } (by the AI)
game-list-none = No game is being played in this server. Start one with `/play`.
game-list-playing = **Games being played ({ $count })**
game-list-thread-opening = (thread being opened)
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) }: { $players }
game-list-lobbies = **Open lobbies ({ $count })**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } in { $channel }, { $count } seated: { $link }
game-list-more = …and { $count } more.

## /rules
rules-title = { $game }: how to play
rules-title-paged = { $game }: how to play ({ $page }/{ $pages })
rules-field-players = Players
rules-field-pace = Pace
rules-players-exactly = { $count }
rules-players-range = { $low } to { $high }
rules-footer = Start a game with `/play`; the host sets options in the lobby.
rules-footer-paged = Start a game with `/play`; the host sets options in the lobby. Use the buttons below for the other pages.
rules-options-heading = Lobby options
rules-option = **{ $option }**: Choices: { $choices }. Default: { $default }.
rules-option-described = **{ $option }**: { $description } Choices: { $choices }. Default: { $default }.
rules-continued = (continued)
rules-previous = Previous ({ $page }/{ $pages })
rules-next = Next ({ $page }/{ $pages })

## /stats, /leaderboard and ratings after a game
stats-refusal-in-dms = Ratings are kept per server; use `/stats` in a server.
stats-refusal-pick-game = In a server, pick a game from the list.
stats-none = { $player } has not finished a game in this server yet.
stats-title = { $player }: results in this server
stats-rating = Rating **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = Unrated (no rated game yet)
stats-counts = { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $rated } rated) · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
stats-footer = Rated games: two or more human players and no AI players.
stats-leaderboard-empty = Nobody has a { $game } rating in this server yet: finish a game with two or more human players and no AI.
stats-leaderboard-title = { $game }: leaderboard
stats-leaderboard-line = **{ $place }.** { $player }: **{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = Elo-style rating by finishing place; everyone starts at { NUMBER($start, useGrouping: 0) }.
stats-ratings = Ratings ({ $game }): { $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }** ({ $delta })
stats-ratings-unrated-seats = ({ $players }: unrated, the seat was handed to the AI by someone else)
stats-unrated-ai = Recorded as played, unrated: games with AI players do not change ratings.
stats-unrated-humans = Recorded as played, unrated: rated games need at least two human players in a server.
stats-replay = Replay of { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} from the deal to the final board.
stats-replay-alt = Animated replay of { $game } #{ NUMBER($number, useGrouping: 0) }: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} from the deal to the final board.

## /stats: history and rivalries (recent games, head to head, bests) and the standing after a game
stats-bests = Best score **{ NUMBER($score, useGrouping: 0) }** · longest winning streak **{ $streak }**
stats-h2h-title = Head to head: { $game }
stats-h2h-line = { $player }: **{ $wins }–{ $losses }–{ $ties }**
stats-h2h-more = …and { $count } more
stats-recent-title = Recent games
stats-recent-line = #{ NUMBER($number, useGrouping: 0) } { $game }: place { $place } of { $players }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
stats-recent-button = #{ NUMBER($number, useGrouping: 0) }
stats-history-footer = Head to head: wins–losses–ties against each member by who placed higher; AI players are left out. Unrated games count in the head to head but not in ratings. Practice and abandoned games are not counted.
stats-none-game = { $player } has not finished a game of { $game } in this server yet.
standing-leads = { $leader } leads { $other } { $wins }–{ $losses } at { $game }
standing-level = { $leader } and { $other } are level { $wins }–{ $losses } at { $game }
standing-ties = ({ $ties ->
    [one] { $ties } tie
   *[other] { $ties } ties
})
cmd-stats-game-name = game
cmd-stats-game-description = Only this game (every game by default)

## /admin (the bot's owner)
admin-refusal-not-owner = Only the bot's owner (the owner of its Discord application) can make backups.
admin-backup-failed = The backup failed: { $problem }
admin-backup-written = Backup written: `{ $path }` ({ $size }).
