# Paper World: the rules' words (events, moves, lobby option) and the words drawn on its boards.
# Japanese terms (see the glossary in core.ftl): カード (card), 山札 (one of the five piles), 手札 (hand),
# 風景 (a player's landscape, 3 x 3 at most), マス (a place of the landscape, where a stack of cards
# lies; counted か所 in objectives), 重ねる (to place a card on a stack), スキップ (a skip: one value left
# out), ハサミトークン (the scissors token), ハサミ (the scissors logo ✂), 目標 (objective), トークン (an
# objective's token of 4, 2 or 1 points), 星 (stars, the points printed on cards; counted 個).
# A card is its colour's kanji and its value: 黄3. Images wrap only at spaces.

## Colours and cards
pw-colour-yellow = 黄
pw-colour-blue = 青
pw-colour-green = 緑
pw-colour-black = 黒
# The same, short, for the cards drawn small: one kanji already fits.
pw-colour-yellow-short = 黄
pw-colour-blue-short = 青
pw-colour-green-short = 緑
pw-colour-black-short = 黒
# A card: its colour and its value (1 to 5).
pw-card-yellow = 黄{ $value }
pw-card-blue = 青{ $value }
pw-card-green = 緑{ $value }
pw-card-black = 黒{ $value }
# A card's value alone, in a list of cards of one colour ("黄をすべて取る: 1、2、4✂").
pw-value = { $value }
# A card, colour or value that carries the scissors logo.
pw-scissors-mark = { $name }✂

## Objective cards
pw-objective-1 = 同色のL字
pw-objective-2 = 四隅が同じ数字
pw-objective-3 = 2のL字
pw-objective-4 = 4色の正方形
pw-objective-5 = 9マスを埋める
pw-objective-6 = 斜め1列が同色
pw-objective-7 = 横1列がすべて3
pw-objective-8 = 5が2か所
pw-objective-9 = 1-2-3-4-5が見える
pw-objective-10 = 縦1列が2-5-2
pw-objective-11 = 斜め1列が2-3-4
pw-objective-12 = 4が3か所
pw-objective-13 = 1が5か所
pw-objective-14 = 横1列の合計が9
pw-objective-15 = 縦1列の合計が12
pw-objective-16 = ハサミが3か所
pw-objective-17 = 3の正方形
pw-objective-18 = 同色の正方形
pw-objective-19 = 数字がすべて違う十字
pw-objective-20 = 色がすべて違う十字

## Places in the 3 x 3 landscape (to tell apart two stacks showing the same card)
pw-position-top-left = 左上
pw-position-top = 上
pw-position-top-right = 右上
pw-position-left = 左
pw-position-centre = 中央
pw-position-right = 右
pw-position-bottom-left = 左下
pw-position-bottom = 下
pw-position-bottom-right = 右下
# A stack named by its place and its visible card: "左上の黄3".
pw-stack-at = { $position }の{ $card }
# Where a new stack goes (the place in "…に置く"): an empty space of the 3 x 3 frame drawn now,
pw-where-space = { $position }の空きマス
# or just beyond the frame's left edge, by the row it extends ("上段の左") ...
pw-where-left-of-row = { $row }の左
pw-row-top = 上段
pw-row-middle = 中段
pw-row-bottom = 下段
# ... or just beyond its top edge, by the column ("左列の上").
pw-where-above-column = { $column }の上
pw-column-left = 左列
pw-column-middle = 中央列
pw-column-right = 右列

## Lobby option
pw-option-objectives = 目標
pw-option-objectives-random = 20枚からランダムに3枚
pw-option-objectives-starred = 星印の3枚（1、14、16）
pw-option-objectives-about = 最初に公開する目標カードを選びます。

## Moves (at most 80 characters with the longest arguments). A skip leaves out one value; it is
## paid for by discarding a card, or free while the player holds the scissors token.
pw-action-take-colour = { $colour }をすべて取る：{ $values }
pw-action-take-value = { $value }をすべて取る：{ $colours }
pw-action-place-on = { $card }を{ $target }に重ねる
pw-action-place-on-skip-free = { $card }を{ $target }に重ねる（スキップ：ハサミで無料）
pw-action-place-on-skip-discard = { $card }を{ $target }に重ねる（スキップ：1枚捨てる）
# A new stack: "黄1を左上の空きマスに置く", "黄1を上段の左に置く".
pw-action-place-new = { $card }を{ $where }に置く
pw-action-place-new-skip-free = { $card }を{ $where }に置く（スキップ：ハサミで無料）
pw-action-place-new-skip-discard = { $card }を{ $where }に置く（スキップ：1枚捨てる）
pw-action-done = 完了：手番を終える
pw-action-pass = パス（取るものも置くものもない）
pw-action-discard-skip = スキップのために{ $card }を捨てる
pw-action-discard-limit = { $card }を捨てる（手札上限{ $limit }枚）
pw-action-scissors-move = ハサミトークンを自分の{ $card }に動かす
pw-action-scissors-leave = ハサミトークンを動かさない

## Events
pw-event-took-colour = { $player }が{ $colour }をすべて取りました：{ $cards }。
pw-event-took-value = { $player }が{ $value }をすべて取りました：{ $cards }。
pw-event-placed-on = { $player }が{ $card }を自分の{ $below }に重ねました。
pw-event-placed-on-skip = { $player }が{ $card }を自分の{ $below }に重ねました（スキップ）。
pw-event-placed-new = { $player }が{ $card }を新しいマスに置きました。
pw-event-placed-new-skip = { $player }が{ $card }を新しいマスに置きました（スキップ）。
pw-event-discarded-skip = { $player }がスキップのためにカードを1枚裏向きで捨てました。
pw-event-discarded-limit = { $player }がカードを1枚裏向きで捨てました（手札上限{ $limit }枚）。
pw-event-scissors-from-supply = { $player }がハサミトークンをストックから取り、自分の{ $card }に置きました。
pw-event-scissors-moved = { $player }がハサミトークンを自分の{ $card }に動かしました。
pw-event-scissors-taken = { $player }が{ $owner }からハサミトークンを奪い、自分の{ $card }に置きました。
pw-event-scissors-left = { $player }はハサミトークンを動かしませんでした。
pw-event-done = { $player }がカードを{ $count }枚置いて手番を終えました。
pw-event-passed = { $player }はパスしました（取るものも置くものもありません）。
pw-event-objective = { $player }が「{ $objective }」を達成しました（+{ $points }点）。
pw-event-final-round = 山札が残り{ $piles }つになりました。全員があと1回ずつ手番を行います。
# $winners: the winners' names as a list; a count of 1 is one winner, more is a shared win.
pw-event-game-over = { $count ->
        [1] ゲーム終了：{ $winners }が{ $stars }点で勝利しました。
       *[other] ゲーム終了：{ $winners }が{ $stars }点で同点勝利しました。
    }

## Drawn on the boards
pw-board-player = プレイヤー{ $number }
pw-board-you = { $name }（あなた）
pw-board-pile-gone = なし
# The note over the piles once the final round has begun.
pw-board-final-round = 最終ラウンド：残り{ $turns }手番
pw-board-objective = { $name }（#{ $number }）
pw-board-hand = あなたの手札：{ $count }枚
pw-board-hint-turn = あなたの手番：山札から取るか、カードを置く
pw-board-hint-placing = 同じ色か同じ数字をさらに置くか、完了
pw-board-hint-skip = スキップのために捨てるカードを選ぶ
pw-board-hint-scissors = ハサミトークンを新しいカードに動かしますか？
pw-board-hint-limit = 手札が{ $limit }枚になるまで捨てる
pw-board-hand-footer = あなたの捨て札（裏向き、各-1点）：{ $discard }
pw-board-discard-empty = なし
pw-board-legend-last-turn-anyone = 直前の手番
pw-board-legend-scissors-logo = ハサミのカード
pw-board-legend-stacked = 枚数
pw-board-legend-stars = 星（得点）
pw-board-legend-copies = 手札の同じカード
pw-board-legend-placeable-now = 今置ける
pw-board-legend-placeable-later = 自分の手番に置ける
pw-board-legend-scissors-token = ハサミトークン
# The gold discs beside an objective: the points it still pays, the next to meet it taking the
# highest (leftmost).
pw-board-legend-objective-token = 次に達成した人の得点

## The score sheet's columns (render/score_sheet.py: score-paper-world-<breakdown key>)
score-paper-world-stars = 星
score-paper-world-objectives = 目標
score-paper-world-scissors = ハサミ
score-paper-world-hand = 手札
score-paper-world-discard = 捨て札
score-paper-world-total = 合計

# The rule that orders players tied on points, named in the final post's tie line.
pw-tiebreak = 捨て札が少ない順
