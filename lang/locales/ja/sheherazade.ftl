# Sheherazade: what the game says (events, moves, refusals) and what its boards show.
# Japanese terms (see the glossary in core.ftl): 見張り役 (the Lookout), 山 (a stack: 上段 upper,
# 中段 central, 下段 lower, 夢 Dream), 島タイル (Island tile), 夢タイル (Dream tile), 夢の列 (the Dream
# column), 魔人の面 (a tile's Genie side), 指名する (to name who picks next), 候補 (tiles on offer).
# $stack and $row are a stack's letter: U (upper), M (central), L (lower), D (Dream).
# $tile is a tile's name (a message: sh-tile-island or sh-tile-dream), never a code.
# Tiles on images wrap only at spaces: a space in a short tile text marks where a line may break.

## Components
sh-title = Sheherazade

# An Island tile as a player sees it: what is drawn on it ($elements: a list of element names).
sh-tile-island-1 = { $first }
sh-tile-island-2 = { $first }＋{ $second }
sh-tile-island-3 = { $first }＋{ $second }＋{ $third }
# A Dream tile: its kind ($kind: a Dream tile's name).
sh-tile-dream = { $kind }（夢）

sh-element-palm = ヤシ
sh-element-roc = ロック鳥
sh-element-egg = 卵
sh-element-monkey = サル
sh-element-fennec = キツネ
sh-element-camel = ラクダ
sh-element-elephant = ゾウ
sh-element-snake = ヘビ
sh-element-emerald = エメラルド
sh-element-ruby = ルビー
sh-element-diamond = ダイヤ
sh-element-lamp = ランプ
sh-element-bandit = 盗賊

# Dream tiles: the name, and the scoring rule printed under it on a tile on offer (numbers from the game
# data). A tile is small (about four kana a line, two lines in all): a one-line name, a one-line rule;
# the name says what is counted, so a rule is just its points (各 = each).
sh-dream-roc = ロック鳥
sh-dream-roc-text = 各{ $points }点
sh-dream-monkey = サル
sh-dream-monkey-text = 各{ $points }点
sh-dream-fennec = キツネ
sh-dream-fennec-text = 各{ $points }点
sh-dream-camel = ラクダ
sh-dream-camel-text = 各{ $points }点
sh-dream-elephant = ゾウ
sh-dream-elephant-text = 各{ $points }点
sh-dream-gem-column = 宝石縦列
# Points for 1, 2 and 3 kinds of gem in one column.
sh-dream-gem-column-text = { $one }/{ $two }/{ $three }
sh-dream-gem-line = 宝石横列
# Points for 1, 2 and 3 kinds of gem in one row.
sh-dream-gem-line-text = { $one }/{ $two }/{ $three }
sh-dream-lamp = ランプ
# Points for exactly 1 and exactly 2 visible lamps.
sh-dream-lamp-text = 1:{ $one }, 2:{ $two }
sh-dream-snake = ヘビ
# Points for exactly 1 and exactly 2 snakes.
sh-dream-snake-text = 1:{ $one }, 2:{ $two }
sh-dream-genie = 魔人
sh-dream-genie-text = 魔人の面 各{ $points }点

# The storytellers on the character boards.
sh-character-elias = エリアス
sh-character-lilia = リリア
sh-character-noura = ヌーラ
sh-character-qasim = カシム
sh-character-shirin = シリン

# Where a tile goes (used as the place in “…に置く”).
sh-slot-island = { $row ->
    [U] 上段
    [M] 中段
   *[L] 下段
}の{ $column }列目
sh-slot-dream = 夢の列

## Moves (button and menu labels)
sh-action-draw = { $stack ->
    [U] 上段
    [M] 中段
    [L] 下段
   *[D] 夢
}の山から引く（残り{ $left }枚）
sh-action-hide = { $tile }を隠し、残りを公開
sh-action-take = { $tile }を取る
# The Lookout, who knows the tile it laid face down.
sh-action-take-face-down-known = 裏向きのタイルを取る：{ $tile }
# Anyone else, who only knows the tile's stack.
sh-action-take-face-down-blind = 裏向きの{ $stack ->
    [U] 上段
    [M] 中段
    [L] 下段
   *[D] 夢
}のタイルを見ずに取る
# $slot: where the tile held goes (sh-slot-island, sh-slot-dream); the move that took it named it.
sh-action-place = { $slot }に置く
sh-action-name = 次は{ $player }が選ぶ

## Events (the game's log)
sh-event-draw = { $player }が{ $stack ->
    [U] 上段
    [M] 中段
    [L] 下段
   *[D] 夢
}のタイルを{ $count }枚引く
sh-event-draw-secret = { $player }が{ $stack ->
    [U] 上段
    [M] 中段
    [L] 下段
   *[D] 夢
}のタイルを{ $count }枚ひそかに引く
sh-event-reveal = { $player }が{ $tiles }を公開しました。3枚目は裏向きのままです。
sh-event-take = { $player }が{ $tile }を取りました。
sh-event-take-face-down = { $player }が裏向きのタイルを取りました：{ $tile }。
sh-event-last-tile = { $player }が最後のタイルを受け取りました：{ $tile }。
sh-event-take-placed = { $player }が{ $tile }を取り、{ $slot }に置きました。
sh-event-take-face-down-placed = { $player }が裏向きのタイル（{ $tile }）を取り、{ $slot }に置きました。
sh-event-last-tile-placed = { $player }が最後のタイル（{ $tile }）を受け取り、{ $slot }に置きました。
# $tile: a tile as sh-tile-island or sh-tile-dream names it.
sh-event-place = { $player }が{ $tile }を{ $slot }に置きました。
# $tiles: a list of tiles, each as sh-tile-island names it.
sh-event-lamp-flip = 3つ目の魔法のランプ：{ $player }が{ $tiles }を魔人の面に裏返しました。
sh-event-discard = { $tile }は表向きで捨てられました。
sh-event-name = { $player }が次に選ぶ人に{ $named }を指名しました。
sh-event-round = ラウンド{ $round }：{ $player }が見張り役です。
# $scores: a list of sh-event-final-score.
sh-event-game-over = ゲーム終了：{ $scores }。
sh-event-final-score = { $player } { $points }点

## Score sheet columns (the breakdown of a final score)
score-sheherazade-dreams = 夢
score-sheherazade-palms = ヤシ
score-sheherazade-roc-egg = 鳥と卵
score-sheherazade-bandits = 盗賊

## The board images
sh-board-header-seat = { $move }手目：{ $player }の視点
sh-board-header-public = { $move }手目：全員の視点
sh-board-player = プレイヤー{ $number }
sh-board-round = ラウンド { $round }/{ $rounds }
sh-board-status-stack = { $player }（見張り役）が山を選ぶ
sh-board-status-hide = { $player }が3枚を見て1枚を隠す
sh-board-status-take = { $player }がタイルを取る
sh-board-status-place = { $player }がタイルを置く
sh-board-status-name = { $player }が次に選ぶ人を指名する
sh-board-phase-stack = 見張り役が山を選ぶ
sh-board-phase-hide = 見張り役が3枚から1枚を隠す
sh-board-phase-take = タイルを取る番
sh-board-phase-place = タイルを置く番
sh-board-phase-name = 次に選ぶ人の指名
# $winners: the names of the winners, $count: how many (1 is one winner, more a shared win).
sh-board-status-over = { $count ->
    [1] ゲーム終了：{ $winners }の勝利
   *[other] ゲーム終了：{ $winners }が同点勝利
}
# On a stack's back.
sh-board-stack-name = { $stack ->
    [U] 上段
    [M] 中段
    [L] 下段
   *[D] 夢
}
sh-board-offer = 候補
sh-board-offer-empty = 候補のタイルなし
sh-board-hidden-by-you = あなたが隠した
sh-board-to-place = 置くタイル
sh-board-discarded = 捨て札（{ $count }）
sh-board-genie = 魔人
# In a player's row: the Lookout, and who has picked this round.
sh-board-lookout-tag = 見張り役
sh-board-picked-tag = 選択済み
sh-board-you = { $player }（あなた）
sh-board-dream-slot = 夢の枠
sh-board-slot-target = ここ？
sh-board-most-bandits = 最多
sh-board-legend-targets = 選べる場所

# The rule that orders players tied on points, named in the final post's tie line.
sh-tiebreak = 見えている盗賊が少ない順
