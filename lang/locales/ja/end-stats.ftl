## 終わったゲームの統計。最終得点の下に出ます（ゲームが終わってから表示）。

end-stats-head = **統計**（{ $players }）
end-stats-row = { $label }: { $values }
end-stats-time = 時間
end-stats-undos = 取り消し
end-stats-seconds = { $seconds }秒
end-stats-minutes = { $minutes }分
end-stats-hours = { $hours }時間{ $minutes }分
end-stats-award-comeback = 最大の逆転: { $player }（最大{ $points }点差から）
end-stats-award-fastest = 最速: { $player }（1手あたり{ $seconds }秒、中央値）

end-stats-solstis-largest = 最大エリア
end-stats-solstis-fires = 灯った火
end-stats-solstis-spirits = 出会った精霊
end-stats-solstis-taken = 取ったタイル
end-stats-paper-world-discarded = 捨てたカード
end-stats-paper-world-objectives = 達成した目標
end-stats-paper-world-scissors = ハサミの移動
end-stats-nanga-parbat-camps = キャンプ
end-stats-sheherazade-dreams = かなえた夢
end-stats-mountain-miners-actions = 使ったアクション
end-stats-mountain-miners-steals = 強奪
