# Nanga Parbat: what the rules say (events, choices, refusals) and what its board shows.
# A section of the mountain is written "2.4" (region 2, section 4); a spot of the points chart
# "D2" (column D, row 2). Both are passed as they are and never translated.
# Japanese terms (see the glossary in core.ftl): 登山者 (hiker), キャンプ (camp), ガイド (guide),
# 地域 (region), 区画 (section), 発動 (activate), 未使用 / 使用済み (ready / used), 捕獲 (trap),
# 得点表 (points chart), 獲得 (claim), 差し出す (trade / give), 経路ルール (path rule).
# Counters: 登山者は人, 動物は頭, キャンプは つ.

## The animals (names as printed in the rules) and what activating one does
np-animal-leopard = { np-animal-short-leopard }
np-animal-tahr = { np-animal-short-tahr }
np-animal-deer = { np-animal-short-deer }
np-animal-yak = { np-animal-short-yak }
np-animal-bharal = { np-animal-short-bharal }
np-animal-panda = { np-animal-short-panda }

# Short names, written on the sections of the mountain and in the players' animal tables: keep them
# to about 4 kana (as wide as 8 Latin letters).
np-animal-short-leopard = ヒョウ
np-animal-short-tahr = タール
np-animal-short-deer = シカ
np-animal-short-yak = ヤク
np-animal-short-bharal = バーラル
np-animal-short-panda = パンダ

np-power-leopard = 隣り合う登山者2人を入れ替える
np-power-tahr = 登山者と隣の動物を入れ替える
np-power-deer = 好きな動物2頭を入れ替える
np-power-yak = ガイドを別の地域へ移す

## Pieces named in a swap
np-piece-hiker = { $owner }の登山者
np-piece-your-hiker = あなたの登山者
np-piece-opponent-hiker = 相手の登山者
np-piece-animal = { $animal }

## Lobby option
np-option-area-scoring = 地域得点
np-option-area-scoring-off = オフ（通常ゲーム）
np-option-area-scoring-on = オン（終了時に地域ごとに得点）

## Events in the game's log
np-event-guide-placed = { $player }がガイドを地域{ $region }に置きました。
np-event-guide-relocated = { $player }がガイドを空の地域{ $from }から地域{ $to }へ移しました。
np-event-yak-moved-guide = { $player }が{ $animal }を発動し、ガイドが地域{ $from }から地域{ $to }へ移りました。
np-event-activates = { $player }が{ $animal }を発動しました。
np-event-trapped = { $player }が{ $cell }の{ $animal }を捕獲しました。ガイドは地域{ $region }へ移ります。
np-event-trapped-scoring = { $player }が{ $cell }の{ $animal }を捕獲しました（+{ $points }点、現在{ $score }点）。ガイドは地域{ $region }へ移ります。
np-event-picks = { $player }が入れ替える駒に{ $cell }の{ $piece }を選びました。
np-event-swapped = { $player }が{ $animal }を発動し、{ $from }の{ $first }と{ $to }の{ $second }を入れ替えました。
np-event-goes-for = { $player }は{ $spot }（{ $points }点）を狙います。
np-event-hiker-marked = { $player }が{ $cell }の登山者をキャンプにします。
np-event-gives = { $player }が{ $animal }を差し出します。
np-event-claims-nothing = { $player }はこの手番、何も獲得しません。
np-event-ends-turn = { $player }が手番を終えました。
np-event-claimed-camps = { $player }が{ $spot }を獲得しました：{ $cells }にキャンプを{ $count }つ建設。+{ $points }点、現在{ $score }点。
np-event-claimed-camps-path = { $player }が{ $spot }を獲得しました：{ $cells }にキャンプを{ $count }つ建設。+{ $points }点と経路ルールで1点、現在{ $score }点。
np-event-claimed-trade = { $player }が{ $spot }を獲得しました：{ $animals }を差し出して、+{ $points }点、現在{ $score }点。
np-event-claimed-trade-path = { $player }が{ $spot }を獲得しました：{ $animals }を差し出して、+{ $points }点と経路ルールで1点、現在{ $score }点。
np-event-area-scored = 地域得点：{ $player }は地域{ $region }に駒が{ $pieces }個あり、+{ $points }点です。
np-event-area-scored-path = 地域得点：{ $player }は地域{ $region }に駒が{ $pieces }個あり、+{ $points }点と経路ルールで1点です。
np-event-over-hikers = ゲーム終了：両プレイヤーが登山者をすべて置きました。最終得点は{ $first }–{ $second }です。
np-event-over-cubes = ゲーム終了：両プレイヤーが得点表のキューブをすべて置きました。最終得点は{ $first }–{ $second }です。

## Choices (buttons and menus: at most 80 characters)
np-action-place-guide = ガイドを地域{ $region }に置く
np-action-relocate-guide = 地域{ $from }は空：ガイドを地域{ $to }へ移す
np-action-trap = { $cell }の{ $animal }を捕獲（ガイドは地域{ $region }へ）
np-action-activate = { $animal }を発動：{ $power }
np-action-claim-camps = { $spot }を獲得：つながった登山者{ $count }人をキャンプにして{ $points }点
np-action-claim-different = { $spot }を獲得：異なる動物{ $count }頭を差し出して{ $points }点
np-action-claim-same = { $spot }を獲得：同じ動物{ $count }頭を差し出して{ $points }点
np-action-claim-nothing = この手番は何も獲得しない
np-action-end-turn = 手番を終える
np-action-camp-hiker = { $cell }の登山者をキャンプにする（残り{ $left }人）
np-action-trade = { $animal }を差し出す（残り{ $left }頭）
np-action-trade-ready = 未使用の{ $animal }を差し出す（残り{ $left }頭）
np-action-trade-used = 使用済みの{ $animal }を差し出す（残り{ $left }頭）
np-action-yak-guide = { $animal }：ガイドを地域{ $region }へ移す
np-action-swap-first = { $animal }：{ $cell }の{ $piece }を入れ替える
np-action-swap-second = { $animal }：…{ $cell }の{ $piece }と

## What the player to act decides now (after their name on the board)
np-decision-over = ゲーム終了
np-decision-place-guide = ガイドを置く地域を選ぶ
np-decision-relocate-guide = 地域{ $region }は空：ガイドを移す
np-decision-trap = 地域{ $region }の動物を捕獲する
np-decision-claim = 得点表のマスを獲得するか、動物を発動するか、先へ進む
np-decision-after = 動物を発動するか、手番を終える
np-decision-yak = { $animal }：ガイドの移動先の地域を選ぶ
np-decision-swap-first = { $animal }：入れ替える1つ目の駒を選ぶ
np-decision-swap-second = { $animal }：入れ替える2つ目の駒を選ぶ
np-decision-camps = { $spot }：キャンプにする登山者を{ $left }人選ぶ
np-decision-trade = { $spot }：差し出す動物を{ $left }頭選ぶ
np-decision-trade-given = { $spot }：差し出す動物をあと{ $left }頭選ぶ（差し出し済み：{ $given }）

## The board image
np-board-progress = 手番 { $turn }/{ $turns }
np-board-progress-area = 手番 { $turn }/{ $turns } · 地域得点
np-board-status = { $player } — { $decision }
np-board-over-win = ゲーム終了：{ $player }の勝利（{ $high }対{ $low }点）
np-board-over-shared = ゲーム終了：同点勝利（{ $high }対{ $low }点）
np-board-player = プレイヤー{ $number }
np-board-guide = ガイド
np-board-cubes-left = 得点表キューブ：{ $count }
np-board-first-player = スタートプレイヤー
np-board-used = 使用済み
np-board-legend-hiker = 登山者
np-board-legend-camp = キャンプ
np-board-legend-path = 点線の経路
np-board-legend-section = { $region }.{ $section }：地域{ $region }の区画{ $section }
np-board-legend-choices = 選べる手
np-board-legend-chosen = 選択済み
np-board-legend-last-turn = 直前の手番

## Alt text of the board image
np-alt-guide = ガイドは地域{ $region }にいます。
np-alt-last-turn = { $player }の直前の手番で変わった区画：{ $cells }（枠で表示）。

## Score sheet columns (the breakdown of a final score)
score-nanga-parbat-camps = キャンプ
score-nanga-parbat-different = 異なる動物
score-nanga-parbat-same = 同じ動物
score-nanga-parbat-panda = パンダ
score-nanga-parbat-area = 地域
score-nanga-parbat-path = 経路ルール
np-option-area-scoring-about = 登山者が尽きると、各地域で登山者とキャンプを合わせて4/5/6個置いているプレイヤーが1/2/3点を得ます。

# The rule that orders players tied on points, named in the final post's tie line.
np-tiebreak = 「同点ならスタートプレイヤーの負け」というルール
