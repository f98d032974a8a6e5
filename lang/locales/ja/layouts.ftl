## 卓と手の選択をDiscordレイアウトで表示（cogs/lobby.py, cogs/turns.py, cogs/layout.py）。

layouts-lobby-needs = 開始するにはあと{ $count }人必要です。「**参加**」を押すか、ホストがボットを追加してください。
layouts-lobby-ready = 準備完了：ホストは「**開始**」を押せます。空席はあと{ $free }つです。
layouts-lobby-full = 卓は満席です：ホストは「**開始**」を押せます。
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) }：{ $mark } { $player }
