## 手番の投稿とゲーム終了を1つのDiscordレイアウトで表示（cogs/layout.py, cogs/publisher.py）。

layout-to-act = **手番：** { $players }
layout-to-act-hint = 下の**手を選ぶ**を押してください（または `/move` を使用）。
layout-standings = 得点：{ $standings }
layout-standing = { render-score-place } { $mark } { $player } **{ $points }点**
