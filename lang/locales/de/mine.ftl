## /game mine: alle Partien eines Mitglieds auf allen Servern und die Schaltfläche Nächste Entscheidung (cogs/mine.py)

cmd-game-mine-name = meine
cmd-game-mine-description = Deine Partien auf allen Servern, die auf dich wartenden zuerst (nur du siehst sie).
help-mine-command = /game mine
help-mine-text = Deine Partien und Lobbys auf allen Servern, die auf deine Entscheidung wartenden zuerst, mit ihren Fristen; **Nächste Entscheidung** öffnet die älteste.

mine-none = Du spielst keine Partie und sitzt in keiner Lobby. Starte eine mit `/play` oder such dir eine mit `/game list`.
mine-title = Deine Partien ({ $count })
mine-description = Zuerst die Partien, die auf dich warten, die mit der nächsten Frist vorn. **Nächste Entscheidung** öffnet die älteste, egal wo sie gespielt wird.
mine-description-none-waiting = Gerade wartet keine Partie auf deine Entscheidung.
mine-section-waiting = Warten auf dich ({ $count })
mine-section-lobbies = Lobbys und Revanchen ({ $count })
mine-section-others = Warten auf andere ({ $count })
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }), Frist endet { $deadline }: { $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): { $links }
mine-links = [Thread]({ $thread }) · [Zugbeitrag]({ $post })
mine-link-thread = [Thread]({ $thread })
mine-thread-opening = Thread wird eröffnet
mine-server-other = ein anderer Server
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): eine Revanche wartet auf deine Zusage ([Schlussbeitrag]({ $link }))
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): eine Revanche, du hast zugesagt; sie wartet auf die anderen ([Schlussbeitrag]({ $link }))
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) } ({ $server }): eine Lobby, { $count } am Tisch ([Lobby]({ $link }))

mine-button-next = Nächste Entscheidung
mine-next-none = Gerade wartet keine Entscheidung auf dich; `/game mine` zeigt deine Partien.
