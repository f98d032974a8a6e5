## /game mine: メンバーが参加しているすべてのサーバーのゲームと「次の選択」ボタン (cogs/mine.py)

cmd-game-mine-name = 参加中
cmd-game-mine-description = すべてのサーバーで参加中のあなたのゲーム。あなたの番のものが先（あなただけに表示）。
help-mine-command = /game mine
help-mine-text = すべてのサーバーで参加中のゲームとロビー。あなたの選択を待つものが期限つきで先に並びます。**次の選択**で一番古いものを開きます。

mine-none = 参加中のゲームもロビーもありません。`/play` で始めるか、`/game list` で探しましょう。
mine-title = あなたのゲーム（{ $count }）
mine-description = あなたを待つものが先、期限の近い順です。**次の選択**で、どこで遊んでいても一番古いものを開きます。
mine-description-none-waiting = 今あなたの選択を待っているゲームはありません。
mine-section-waiting = あなたの番（{ $count }）
mine-section-lobbies = ロビーと再戦（{ $count }）
mine-section-others = 他のプレイヤーの番（{ $count }）
mine-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $server }）、期限 { $deadline }：{ $links }
mine-game = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $server }）：{ $links }
mine-links = [スレッド]({ $thread }) · [手番の投稿]({ $post })
mine-link-thread = [スレッド]({ $thread })
mine-thread-opening = スレッドを作成中
mine-server-other = 別のサーバー
mine-rematch-waiting = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $server }）：再戦があなたの承諾を待っています。[最終結果の投稿]({ $link })で答えてください
mine-rematch-said-yes = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $server }）：再戦を承諾済み、他の人を待っています（[最終結果の投稿]({ $link })）
mine-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $server }）：ロビー、{ $count }人着席（[ロビー]({ $link })）

mine-button-next = 次の選択
mine-next-none = 今あなたの選択を待っているものはありません。`/game mine` で参加中のゲームを一覧できます。
