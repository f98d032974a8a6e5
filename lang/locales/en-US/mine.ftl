## /game mine: every game a member sits in, in every server, and the Next button (cogs/mine.py)

cmd-game-mine-name = mine
cmd-game-mine-description = Your games in every server, those waiting for you first.
help-mine-command = /game mine
help-mine-text = Your games and lobbies in every server, those waiting for you first with their deadlines; **Next decision** opens the oldest one waiting for you.

mine-none = You are not playing any game or sitting in any lobby. Start one with `/play`, or find one with `/game list`.
mine-title = Your games ({ $count })
mine-description = Waiting for you first, the soonest deadline first. **Next decision** opens the oldest one, wherever it is played.
mine-description-none-waiting = Nothing is waiting for your decision right now.
mine-section-waiting = Waiting for you ({ $count })
mine-section-lobbies = Lobbies and rematches ({ $count })
mine-section-others = Waiting for other players ({ $count })

# A game's line. $server: the server's name; $links: mine-links (or mine-link-thread, mine-thread-opening);
# $deadline: a Discord timestamp ("in 2 hours").
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }), decide { $deadline }: { $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): { $links }
mine-links = [thread]({ $thread }) · [turn post]({ $post })
mine-link-thread = [thread]({ $thread })
mine-thread-opening = thread being opened
mine-server-other = another server
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): a rematch waiting for your yes, on [the final post]({ $link })
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): a rematch, you said yes; waiting for the others ([final post]({ $link }))
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): a lobby, { $count } seated ([lobby]({ $link }))

mine-button-next = Next decision
mine-next-none = Nothing is waiting for your decision right now; `/game mine` lists your games.
