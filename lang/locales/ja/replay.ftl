## /game replay: ゲームを1手ずつ見返す（あなたにだけ見えます）(cogs/replay.py)

cmd-game-replay-name = リプレイ
cmd-game-replay-description = ゲームを1手ずつ、観戦者が見たとおりに見返します（あなたにだけ見えます）。
cmd-game-replay-number-name = 番号
cmd-game-replay-number-description = ゲームの番号（#12）。省略するとこのスレッドのゲーム
cmd-game-replay-move-name = 手
cmd-game-replay-move-description = 最初に表示する手（0は開始時。既定は0）
help-replay-command = /game replay
help-replay-text = ゲームのボードを1手ずつ、あなただけで見返します。

replay-head = { $game } #{ NUMBER($number, useGrouping: 0) }のリプレイ：全{ $total }手中{ $move }手目。
replay-head-in-play = { $game } #{ NUMBER($number, useGrouping: 0) }のリプレイ（進行中）：ここまでの{ $total }手中{ $move }手目。
replay-head-deal = { $game } #{ NUMBER($number, useGrouping: 0) }のリプレイ：開始時のボード（このあと全{ $total }手）。
replay-head-deal-in-play = { $game } #{ NUMBER($number, useGrouping: 0) }のリプレイ（進行中）：開始時のボード（ここまで{ $total }手）。
replay-beyond = ゲーム #{ NUMBER($number, useGrouping: 0) }に{ $move }手目はありません。最後の手（{ $total }手目）を表示しています。
replay-cut = このゲームは長すぎるため、最初の{ $count }手だけを表示しています。
replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }：全{ $total }手中{ $move }手目のあとのボード。
replay-alt-deal = { $game } #{ NUMBER($number, useGrouping: 0) }：開始時のボード。

replay-button-first = 最初
replay-button-back = 戻る
replay-button-next = 次へ
replay-button-last = 最後
replay-button-now = 現在
replay-button-open = リプレイ
replay-jump-placeholder = 別の手へ移動（表示中：{ $total }手中{ $move }手目）
replay-jump-deal = 開始時
replay-jump-move = { $move }手目

replay-refusal-unknown = ここで見返せるゲーム #{ NUMBER($number, useGrouping: 0) }はありません。
replay-refusal-in-play = ゲーム #{ NUMBER($number, useGrouping: 0) }はまだ進行中です。終わるまでは、そのプレイヤーだけが見返せます。
replay-refusal-where = ゲームのスレッドで `/game replay` を使うか、ゲームの番号を指定してください。
