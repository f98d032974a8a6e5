# Mountain Miners: every word the game says (log lines, moves, prompts, lobby options) and draws.
# Japanese terms (see the glossary in core.ftl): 鉱山 (the mountain, the board of tiles), タイル (a tile,
# on the mountain or in a player's collection), 区画 (a section of a split tile, Gemshards), 山 (a
# player's tiles of one gem type: ルビーの山), 山札 (the deck), 矢印 (an arrow) at one of eight compass
# 位置 (北, 北東 ...), 回る (the arrows turn), 取る (grab), 回収する (collect, Ransack), 使う (play an action
# tile), マス (a cell, named by its column letter and row number: C4), ライン (a line: a row or a column),
# 段 / 列 (row / column: 3段目, C列). Images wrap only at spaces.

## Tiles: gems, special tiles and action tiles

mm-kind-ruby = ルビー
mm-kind-sapphire = サファイア
mm-kind-emerald = エメラルド
mm-kind-lapis = ラピス
mm-kind-diamond = ダイヤ
mm-kind-pearl = パール
mm-kind-onyx = オニキス
mm-kind-amethyst = アメジスト
mm-kind-trash = ガラクタ
mm-kind-multiplier = 倍化
mm-kind-wildcard = ワイルド
mm-kind-arrow-move = 矢印移動
mm-kind-arrow-lock = 矢印固定
mm-kind-swap = 入れ替え
mm-kind-double = 二度取り
mm-kind-steal = 強奪
mm-kind-lightbulb = 電球
mm-kind-bomb = 爆弾
mm-kind-second-arrow = 第2の矢印
mm-kind-ransack = 荒らし
mm-kind-rotate-grabbed = 手元回転
mm-kind-rotate-board = 盤面回転
mm-kind-chameleon = カメレオン
mm-kind-artefact = 遺物
mm-kind-flashlight = 懐中電灯
mm-kind-rumble = 地響き
mm-kind-ring = 指輪
mm-kind-wildcard-arrow = ワイルド矢印
# A tile with its points: "オニキス（4）", "ガラクタ（-2）".
mm-kind-with-value = { $kind }（{ $value }）
# The sections of a split tile, in order: "オニキス（4） / 入れ替え".
mm-sections = { $first } / { $rest }
mm-tile-secret = 秘密のタイル
mm-tile-wildcard-as = ワイルド（{ $gem }として）
mm-tile-multiplier-on = 倍化（{ $gem }に）
# A collected split tile, named by its active section.
mm-tile-shard = { $tile }の破片

## Short codes of the action tiles, drawn where a name does not fit (each image explains them)
# Two characters, about as wide as three Latin capitals.

mm-code-arrow-move = 移動
mm-code-arrow-lock = 固定
mm-code-swap = 入替
mm-code-double = 二度
mm-code-steal = 強奪
mm-code-lightbulb = 電球
mm-code-bomb = 爆弾
mm-code-second-arrow = 矢2
mm-code-ransack = 荒し
mm-code-rotate-grabbed = 手回
mm-code-rotate-board = 盤回
mm-code-chameleon = カメ
mm-code-artefact = 遺物
mm-code-flashlight = 懐中
mm-code-rumble = 地響
mm-code-ring = 指輪
mm-code-wildcard-arrow = ワ矢

## Positions of the arrows around the mountain (compass points)

mm-position-n = 北
mm-position-ne = 北東
mm-position-e = 東
mm-position-se = 南東
mm-position-s = 南
mm-position-sw = 南西
mm-position-w = 西
mm-position-nw = 北西

## How far the arrows turn each turn (Wildcard Arrow), and how far Rotate Board turns a tile

mm-step-1 = 1/8回転
mm-step-2 = 1/4回転
mm-step-4 = 半回転
mm-quarters-1 = 1/4回転
mm-quarters-2 = 半回転
mm-quarters-3 = 3/4回転

## Cells and lines of the mountain

mm-line-row = { $row }段目
mm-line-column = { $column }列目
mm-cell-empty = { $cell }（空き）
mm-cell-face-down = { $cell }（裏向き）
mm-cell-tile = { $cell }（{ $tile }）
mm-cell-split = { $cell }（分割タイル）

## Lobby options

mm-option-off = オフ
mm-option-on = オン
mm-option-no = いいえ
mm-option-dark-tunnels = ダークトンネル
mm-option-dark-tunnels-about = 裏向きのタイル、新しい宝石2種、ガラクタ、倍化、新しいアクション4種。
mm-option-gemshards = ジェムシャード
mm-option-gemshards-about = 1〜4区画の分割タイル、新しい宝石2種、ワイルド、新しいアクション4種。
mm-option-golden-actions = ゴールデンアクション
mm-option-golden-actions-about = 懐中電灯、地響き、指輪、ワイルド矢印。
mm-option-harder = 上級ルール
mm-option-harder-on = オン：1手番にアクション1回
mm-option-harder-about = アクションは1手番に1回まで（取る前か後）。
mm-option-quick-start = クイックスタート
mm-option-quick-start-actions = 各自アクションタイル1枚
mm-option-quick-start-any = 各自ランダムなタイル1枚
mm-option-quick-start-about = 全員がタイルを1枚持って始めます。
mm-option-quick-secret = クイックスタートのタイルを秘密に
mm-option-quick-secret-yes = はい：手元に隠す
mm-option-quick-secret-about = クイックスタートのタイルを隠して持ちます。
mm-option-quick-arrow = スタートプレイヤーが矢印を置く
mm-option-quick-arrow-yes = はい（スタートタイルなし）
mm-option-quick-arrow-about = スタートプレイヤーはスタートタイルを取る代わりに矢印を置きます。
mm-option-map-size = マップの大きさ
mm-option-map-size-auto = 自動
mm-option-map-size-n = { $size } × { $size }
mm-option-map-size-about = タイルが足りないときは自動で小さくなります。

## Moves a player may choose (at most 80 characters)

mm-action-start-arrow = 矢印を{ $position }から始める
mm-action-play = { $tile }を使う
mm-action-no-grab = 何も取らない（取れるタイルがない）
mm-action-end-turn = 手番を終える
mm-action-grab = { $cell }の{ $tile }を取る
mm-action-grab-face-down = { $cell }の裏向きのタイルを取る
mm-action-collect = { $cell }の{ $tile }を回収する
mm-action-collect-face-down = { $cell }の裏向きのタイルを回収する
mm-action-peek = { $cell }のタイルをこっそり見る
mm-action-reveal = { $cell }のタイルを表向きにする
mm-action-arrow-to = 矢印を{ $position }へ
mm-action-arrow-stays = 矢印は{ $position }のまま
mm-action-arrow-n-to = 矢印{ $arrow }を{ $position }へ
mm-action-arrow-n-stays = 矢印{ $arrow }は{ $position }のまま
mm-action-second-arrow = { mm-kind-second-arrow }を{ $position }に置く
mm-action-swap-first = { mm-kind-swap }：1つ目は{ $cell }
mm-action-swap-with = { $first }と{ $cell }を入れ替える
mm-action-steal-from = { $victim }から盗む
# The player stolen from is named by the step before and by the prompt.
mm-action-steal-tile = 相手の{ $tile }を盗む
mm-action-assign = { $tile }を自分の{ $gem }の山に加える
mm-action-join-multiplier = { mm-kind-multiplier }を自分の{ $gem }の山に加える
mm-action-join-secret-multiplier = 秘密の{ mm-kind-multiplier }を公開し、自分の{ $gem }の山に加える
mm-action-keep-section = { $tile }の区画を残す
mm-action-lightbulb-study = { mm-kind-lightbulb }：ライン1本をこっそり調べる
mm-action-lightbulb-show = { mm-kind-lightbulb }：ライン{ $count }本を全員に公開
mm-action-study-line = { $line }を調べる
mm-action-reveal-line = { $line }を公開
mm-action-bomb = { $first }–{ $last }を爆破
mm-action-ransack-flip = { mm-kind-ransack }：{ $cell }を裏向きにする
mm-action-rotate-own = 自分の{ $tile }を回す
mm-action-active-section = { $tile }を有効な区画にする
mm-action-rotate-tile = { $cell }を回す
mm-action-rotate-by = { $cell }を時計回りに{ $turn }
mm-action-chameleon = { mm-kind-chameleon }：{ $tile }として使う
mm-action-chameleon-fizzles = { mm-kind-chameleon }：コピーできるものがない（不発）
mm-action-discard-pile = 自分の{ $gem }の山を捨てる
mm-action-rumble-pick = { mm-kind-rumble }：{ $cell }を動かす
mm-action-rumble-to = { $origin }を{ $cell }へ動かす
mm-action-set-step = 今後は{ $step }ずつ回す

## What happened (the game's log)

mm-event-start-arrow = { $player }が矢印の開始位置を{ $position }にしました。
mm-event-no-grab = { $player }は取れるタイルがありません。
mm-event-ended-turn = { $player }が手番を終えました。
mm-event-chose = { $player }が選択しました。
mm-event-chose-swap = { $player }が入れ替える1つ目のタイルに{ $cell }を選びました。
mm-event-chose-victim = { $player }が{ $victim }から盗むことにしました。
mm-event-chose-study = { $player }がライン1本をこっそり調べることにしました。
mm-event-chose-reveal = { $player }がライン{ $count }本を公開することにしました。
mm-event-chose-rotate-tile = { $player }が回すタイルに{ $cell }を選びました。
mm-event-chose-rotate-own = { $player }が自分のタイルのうち回すものを選びました。
mm-event-chose-rumble = { $player }が動かすタイルに{ $cell }を選びました。
mm-event-chose-flip = { $player }が裏向きにするタイルに{ $cell }を選びました。
mm-event-grabbed = { $player }が{ $cell }の{ $tile }を取りました。
mm-event-flashlight = { $player }が{ mm-kind-flashlight }で{ $cell }の{ $tile }を取りました。
mm-event-collected = { $player }が{ $cell }の{ $tile }を回収しました。
mm-event-uncovered-forbidden = { $player }が{ $cell }の{ $tile }を表にしましたが、取れません。表向きのまま残ります。
mm-event-joins-pile = { $player }の{ $tile }が{ $gem }の山に加わりました。
mm-event-multiplier-joined = { $player }が{ mm-kind-multiplier }を{ $gem }の山に加えました。この山の得点は2倍になり、{ $player }は今後{ $gem }を取れません。
mm-event-secret-multiplier-joined = { $player }が秘密のタイル（{ mm-kind-multiplier }）を公開し、{ $gem }の山に加えました。この山の得点は2倍になり、{ $player }は今後{ $gem }を取れません。
mm-event-multiplier-unjoined = { $player }の{ mm-kind-multiplier }はどの山にも加わらなかったため、得点になりません。
mm-event-played = { $player }が{ $tile }を使いました。
mm-event-arrows-locked = 矢印が固定されました。
mm-event-arrows-unlocked = 矢印の固定が解除されました。
mm-event-rotation-clockwise = 矢印は時計回りに回るようになりました。
mm-event-rotation-anticlockwise = 矢印は反時計回りに回るようになりました。
mm-event-second-arrow-removed = { mm-kind-second-arrow }が取り除かれました。
mm-event-arrow-turns = 矢印が{ $position }に回りました。
mm-event-arrows-turn = 矢印が{ $positions }に回りました。
mm-event-peeked = { $player }が{ $cell }のタイルをこっそり見ました。
mm-event-revealed = { $player }が{ $cell }のタイルを表向きにしました：{ $tile }。
mm-event-refill = { $player }は手番を飛ばして、穴にタイルを{ $count }枚補充します。
# A player's score in the final line: "Alice 12点".
mm-player-points = { $player } { $points }点
mm-event-over-no-gems = 鉱山に宝石が残っていないため、ゲーム終了です。得点：{ $scores }。
mm-event-over-stalled = 長い間誰もタイルを取れなかったため、ゲーム終了です。得点：{ $scores }。
mm-event-arrow-moved = { $player }が矢印を{ $position }に動かしました。
mm-event-arrow-n-moved = { $player }が矢印{ $arrow }を{ $position }に動かしました。
mm-event-second-arrow-placed = { $player }が{ mm-kind-second-arrow }を{ $position }に置きました。
mm-event-swapped = { $player }が{ $first }と{ $second }を入れ替えました。
mm-event-stole = { $player }が{ $victim }から{ $tile }を盗みました。
mm-event-kept-section = { $player }が{ $tile }の区画を残しました。
mm-event-studied = { $player }が{ $line }をこっそり調べました。
mm-event-revealed-line = { $player }が{ $line }を公開しました。
mm-event-bombed = { $player }が{ $first }–{ $last }を爆破しました。タイル{ $count }枚が消え、次のプレイヤーが穴を補充します。
mm-event-ransack-flipped = { $player }が{ mm-kind-ransack }で{ $cell }を裏向きにしました。
mm-event-rotated-own = { $player }がタイルを回し、{ $tile }の区画を有効にしました。
mm-event-rotated-tile = { $player }が{ $cell }のタイルを回しました。
mm-event-chameleon-fizzled = { $player }の{ mm-kind-chameleon }は、コピーできるものがありませんでした。
mm-event-chameleon-copies = { $player }の{ mm-kind-chameleon }が{ $tile }をコピーします。
mm-event-artefact = { $player }が{ mm-kind-artefact }で{ $gem }の山（{ $count }枚）を捨てました。
mm-event-rumbled = { $player }が{ mm-kind-rumble }で{ $origin }のタイルを{ $cell }へ動かしました。
mm-event-step-set = { $player }が回転量を{ $step }にしました。

## Refusals

mm-refusal-unknown-choice = 「{ $choice }」はこのアクションの選択肢ではありません。

## The acting player's decision, drawn under the mountain

mm-prompt-grab = 鉱山の、矢印にいちばん近い層からタイルを1枚取る
mm-prompt-grab-or-play = 鉱山の、矢印にいちばん近い層からタイルを1枚取るか、アクションを使う
mm-prompt-play-or-end = アクションタイルを使うか、手番を終える
mm-prompt-arrow-start = 矢印の開始位置を選ぶ
mm-prompt-peek = 裏向きのタイルを1枚こっそり見る
mm-prompt-reveal = 裏向きのタイルを1枚全員に公開する
mm-prompt-swap-first = { mm-kind-swap }：1つ目のマスを選ぶ
mm-prompt-swap-second = { mm-kind-swap }：2つ目のマスを選ぶ
mm-prompt-arrow = 矢印の新しい位置を選ぶ
mm-prompt-steal-victim = { mm-kind-steal }：プレイヤーを選ぶ
mm-prompt-steal-tile = { mm-kind-steal }（{ $victim }から）：タイルを選ぶ
mm-prompt-assign = { $tile }を加える山を選ぶ
mm-prompt-section = 残すタイルの区画を選ぶ
mm-prompt-lightbulb = { mm-kind-lightbulb }：ライン1本をこっそり調べるか、ライン{ $count }本を公開
mm-prompt-lightbulb-line = { mm-kind-lightbulb }：ラインを選ぶ
mm-prompt-bomb = { mm-kind-bomb }：2 × 2のブロックを選ぶ（角で指定）
mm-prompt-ransack-flip = { mm-kind-ransack }：表向きのタイルを裏向きにする
mm-prompt-ransack-collect = { mm-kind-ransack }：その隣のタイルを回収する
mm-prompt-rotate-own = { mm-kind-rotate-grabbed }：自分のタイルと新しい区画を選ぶ
mm-prompt-rotate-tile = { mm-kind-rotate-board }：タイルを選ぶ
mm-prompt-rotate-how-far = { mm-kind-rotate-board }：回す量を選ぶ
mm-prompt-chameleon = { mm-kind-chameleon }：鉱山に見えているアクションを選ぶ
mm-prompt-artefact = { mm-kind-artefact }：捨てる宝石の山を選ぶ
mm-prompt-flashlight = { mm-kind-flashlight }：どこからでもタイルを1枚取る
mm-prompt-rumble-tile = { mm-kind-rumble }：動かすタイルを選ぶ
mm-prompt-rumble-cell = { mm-kind-rumble }：空きマスを選ぶ
mm-prompt-step = { mm-kind-wildcard-arrow }：矢印が回る量を選ぶ

## Words drawn on the boards

mm-board-player-number = プレイヤー{ $number }
mm-board-locked = 固定中（回らない）
mm-board-turns-clockwise = 時計回りに{ $step }
mm-board-turns-anticlockwise = 反時計回りに{ $step }
mm-board-deck = 山札：{ $count }枚
mm-board-removed = 除外：{ $count }
mm-board-refill-due = 補充待ち：{ $count }マス
# Facts about the mountain in a row: "山札: 12枚 · 使用済みアクション: 3".
mm-board-facts = { $first } · { $rest }
mm-board-multiplier-mark = ×{ $factor }
# The character on a Wildcard icon (one kana, as wide as a Latin W).
mm-board-wildcard-mark = ワ
mm-board-legend-valued = { $kind } { $value }
mm-board-legend-multiplier = { mm-kind-multiplier } ×{ $factor }
mm-board-legend-face-down = ? 裏向き
mm-board-legend-seen = 青枠：見たタイル
mm-board-legend-targets = 黄枠：選べるタイル
mm-board-legend-facing = 明るい区画：取ると得られる
mm-board-legend-last-turn = { $player }の直前の手番
mm-board-legend-taken = 取られたタイル
mm-board-legend-most = 最多：1枚につき+価値
mm-board-legend-fewest = 最少：1枚につき−価値
mm-board-legend-gem-value = 宝石の数字：その価値
mm-board-legend-pile-count = 数字：その山の宝石の数
mm-board-legend-multiplier-joined = { mm-kind-multiplier }：その山の得点は×{ $factor }
mm-board-legend-secret = 秘密のタイル（裏向き）
mm-board-legend-active = 有効な区画
mm-board-your-move = あなたの番：{ $prompt }

## Score sheet columns (render/score_sheet.py: score-<game>-<breakdown key>)

score-mountain-miners-ruby = ルビー
score-mountain-miners-sapphire = サファイア
score-mountain-miners-emerald = エメラルド
score-mountain-miners-lapis = ラピス
score-mountain-miners-diamond = ダイヤ
score-mountain-miners-pearl = パール
score-mountain-miners-onyx = オニキス
score-mountain-miners-amethyst = アメジスト
score-mountain-miners-trash = ガラクタ

# The rule that orders players tied on points, named in the final post's tie line.
mm-tiebreak = 集めたタイルが少ない順
