# Solstis: the rules' events, move labels and lobby options, the board image and the score sheet.
# Japanese terms (see the glossary in core.ftl): パノラマ (panorama), 場 (display), 山札 (pile),
# セカンドチャンス (second chance), 虹 (rainbow), 正方形 (square), マス (cell), 精霊 (spirit),
# 精霊の列 (spirit line), 悪霊 (Evil Spirit), ホタル (Firefly), 灯った火 / 灯っていない火 (lit / unlit fire),
# エリア (area), 獲得 (capture). Japanese has no plural forms: counts are written with counters
# (タイルは枚, 精霊は体, ホタルは匹, マスは マス).

## Tiles: a Land tile is named by its row's colour and its number ($number: 1 to 10)
solstis-tile-red = 赤{ $number }
solstis-tile-orange = オレンジ{ $number }
solstis-tile-green = 緑{ $number }
solstis-tile-blue = 青{ $number }
solstis-tile-pink = ピンク{ $number }
solstis-tile-purple = 紫{ $number }

## Spirits: the name, what it does (short: it goes into move labels), and the code on its token
# A code is one kanji or kana (as wide as two Latin letters), written as a literal.
solstis-spirit-fish = 魚
solstis-spirit-fish-text = すぐに虹を置く
solstis-spirit-fish-code = { "魚" }
solstis-spirit-deer = シカ
solstis-spirit-deer-text = すぐに手札のタイルを置く
solstis-spirit-deer-code = { "鹿" }
solstis-spirit-eagle = ワシ
solstis-spirit-eagle-text = すぐに山札の一番上のタイルを置く
solstis-spirit-eagle-code = { "鷲" }
solstis-spirit-bear = クマ
solstis-spirit-bear-text = 1枚引き、以後の手札は4枚
solstis-spirit-bear-code = { "熊" }
solstis-spirit-fly = ハエ
solstis-spirit-fly-text = 相手の手札からランダムに1枚置く
solstis-spirit-fly-code = { "蝿" }
solstis-spirit-beetle = カブトムシ
solstis-spirit-beetle-text = 場の表向きのタイルを1枚置く
solstis-spirit-beetle-code = { "甲" }
solstis-spirit-marmot = マーモット
solstis-spirit-marmot-text = もう一度手番を行う
solstis-spirit-marmot-code = { "マ" }
solstis-spirit-bee = ハチ
solstis-spirit-bee-text = 無地の精霊1体につき+1
solstis-spirit-bee-code = { "蜂" }
solstis-spirit-ladybug = テントウムシ
solstis-spirit-ladybug-text = 灯っていない火1つにつき+1
solstis-spirit-ladybug-code = { "天" }
solstis-spirit-wolf = オオカミ
solstis-spirit-wolf-text = 離れたエリア1つにつき+1
solstis-spirit-wolf-code = { "狼" }
solstis-spirit-squirrel = リス
solstis-spirit-squirrel-text = 終了時に手札を置く
solstis-spirit-squirrel-code = { "リ" }
solstis-spirit-bird = 小鳥
solstis-spirit-bird-text = 他の青い精霊1体につき+1
solstis-spirit-bird-code = { "鳥" }
solstis-spirit-frog = カエル
solstis-spirit-frog-text = 虹1つにつき+1
solstis-spirit-frog-code = { "蛙" }
solstis-spirit-moth = 蛾
solstis-spirit-moth-text = 灯った火1つにつき+1
solstis-spirit-moth-code = { "蛾" }
solstis-spirit-cow = 聖なる牛
solstis-spirit-cow-text = 2番目に大きいエリアのタイル1枚につき+1
solstis-spirit-cow-code = { "牛" }
solstis-spirit-phoenix = 不死鳥
solstis-spirit-phoenix-text = ホタル1匹につき+1
solstis-spirit-phoenix-code = { "鳳" }
solstis-spirit-viper = マムシ
solstis-spirit-viper-text = 相手の孤立したタイルを奪う
solstis-spirit-viper-code = { "蛇" }
solstis-spirit-fox = キツネ
solstis-spirit-fox-text = 相手の手札を見て、次に出すタイルを指定
solstis-spirit-fox-code = { "狐" }
solstis-spirit-evil = 悪霊
solstis-spirit-evil-text = 基本：終了時に精霊1体を覆う／ホタル：相手のマスを塞ぐ
solstis-spirit-evil-code = { "悪" }

## Lobby option
solstis-option-variant = バリアント
solstis-variant-base = 基本ゲーム
solstis-variant-firefly = ホタル拡張
solstis-variant-discovery = ディスカバリー（悪霊なし）

## Move labels (at most 80 characters with the longest names)
solstis-action-play-capture = { $tile }を出して{ $captured }を獲得
solstis-action-play-second-chance = { $tile }を出す（獲得なし：セカンドチャンス）
solstis-action-take = { $tile }で{ $captured }を獲得
solstis-action-rainbow = { $cell }に虹を置く
solstis-action-square = { $square }の正方形に精霊
solstis-action-meet = { $spirit }に出会う（{ $effect }）
solstis-action-draw = 精霊{ $count }体を裏向きで引き、1体を残す
solstis-action-keep = { $spirit }を残す（{ $effect }）
solstis-action-deer = { solstis-spirit-deer }：{ $tile }を置く
solstis-action-beetle = { solstis-spirit-beetle }：{ $tile }を置く
solstis-action-viper = { solstis-spirit-viper }：{ $tile }を奪う
solstis-action-fox = { solstis-spirit-fox }：相手は{ $tile }を出す
solstis-action-evil = 相手の{ $cell }に{ solstis-spirit-evil }を置く
solstis-action-cover = { solstis-spirit-evil }で相手の{ $spirit }を覆う

## Events (the game's log)
solstis-event-played-captured = { $player }が{ $tile }を出して{ $captured }を獲得しました。
solstis-event-played-no-capture = { $player }が{ $tile }を出しました：獲得なし。
solstis-event-second-chance-drawn = { $player }がセカンドチャンスで{ $tile }を引きました。
solstis-event-second-chance-captured = { $player }のセカンドチャンスの{ $tile }が{ $captured }を獲得しました。
solstis-event-second-chance-rainbow = { $player }のセカンドチャンスの{ $tile }も獲得できなかったため、虹を置きます。
solstis-event-second-chance-no-rainbow = { $player }のセカンドチャンスの{ $tile }も獲得できませんでした。虹は残っていません。
solstis-event-rainbow-placed = { $player }が{ $cell }に虹を置きました。
solstis-event-no-rainbow-cell = { $player }には虹を置けるマスがありませんでした。
solstis-event-tile-blocked = { $tile }は{ $player }のパノラマに置けないため、ゲームから除外されます。
solstis-event-square-chosen = { $player }が精霊を置く正方形に{ $square }を選びました。
solstis-event-spirits-drawn = { $player }が精霊{ $count }体を裏向きで引きました。
solstis-event-spirit-to-line = { $spirit }が表向きで精霊の列に並びました。
solstis-event-met = { $player }が{ $square }の正方形で{ $spirit }に出会いました。
solstis-event-evil-drawn-kept = { $player }が{ solstis-spirit-evil }を引き、手元に置きました。
solstis-event-evil-drawn-haunts = { $player }が{ solstis-spirit-evil }を引きました。{ $rival }のパノラマに取り憑きます。
solstis-event-evil-passes = { solstis-spirit-evil }が{ $player }の手に渡りました。
solstis-event-evil-placed = { $player }が{ $rival }の{ $cell }に{ solstis-spirit-evil }を置きました。
solstis-event-evil-leaves = { solstis-spirit-evil }は置けるマスがないため、ゲームから除外されます。
solstis-event-evil-covers = { solstis-spirit-evil }が{ $player }の{ $spirit }を覆いました。
solstis-event-eagle = { solstis-spirit-eagle }が{ $tile }を{ $player }に届けました。
solstis-event-fly = { solstis-spirit-fly }が{ $rival }の手札から{ $tile }を取り、{ $player }に渡しました。
solstis-event-deer = { solstis-spirit-deer }が{ $player }の{ $tile }を置きました。
solstis-event-beetle = { solstis-spirit-beetle }が場の{ $tile }を{ $player }に届けました。
solstis-event-viper = { solstis-spirit-viper }が{ $rival }から{ $tile }を奪い、{ $player }に渡しました。
solstis-event-fox = { $player }が{ $rival }の手札を見て、次に出すタイルを指定しました。
solstis-event-plays-again = { $player }がもう一度手番を行います（{ solstis-spirit-marmot }）。
solstis-event-firefly = { $player }が{ $square }の正方形でホタルを得ました。
solstis-event-firefly-win = { $player }のホタルが{ $count }匹になり、即座に勝利しました！
solstis-event-squirrel = { solstis-spirit-squirrel }が{ $player }の手札を置きました：{ $tiles }。
solstis-event-passes = { $player }は獲得できないため、パスしました。
# $scores: a list of solstis-event-final-score
solstis-event-game-over = ゲーム終了：{ $scores }。
solstis-event-final-score = { $player } { $points }点

## Score sheet columns (one per source of points) and the score lines on the board
score-solstis-largest = 最大エリア
score-solstis-fires = 灯った火
score-solstis-spirits = 精霊
score-solstis-bonus = 精霊ボーナス
score-solstis-fireflies = ホタル
score-solstis-firefly-win = ホタル勝利
score-solstis-total = 合計

## The board image
# The status line: $player decides $task (one of solstis-board-phase-*)
solstis-board-to-act = { $player }：{ $task }
solstis-board-phase-play = タイルを出す
solstis-board-phase-take = セカンドチャンスで獲得するタイルを選ぶ
solstis-board-phase-rainbow = 虹を置く
solstis-board-phase-square = 精霊の正方形を選ぶ
solstis-board-phase-spirit = 表向きの精霊に出会うか、2体引く
solstis-board-phase-keep = 引いた2体から1体を残す
solstis-board-phase-deer = { solstis-spirit-deer }：手札のタイルを置く
solstis-board-phase-beetle = { solstis-spirit-beetle }：場のタイルを取る
solstis-board-phase-viper = { solstis-spirit-viper }：孤立したタイルを奪う
solstis-board-phase-fox = { solstis-spirit-fox }：相手が次に出すタイルを選ぶ
solstis-board-phase-evil = 相手に{ solstis-spirit-evil }を置く
solstis-board-phase-cover = { solstis-spirit-evil }で精霊を覆う
# $winners: the winners' names as a list; a count of 1 is one winner, more is a shared win
solstis-board-game-over = { $count ->
        [1] ゲーム終了：{ $winners }の勝利
       *[other] ゲーム終了：{ $winners }が同点勝利
    }
solstis-board-holds-evil = { solstis-spirit-evil }を保持
solstis-board-drew-evil = { solstis-spirit-evil }を引いた
solstis-board-must-play-fox = { solstis-spirit-fox }の指定タイルを出す
solstis-board-covered = { $spirit }（覆われている）
solstis-board-second-chance = セカンドチャンス：
solstis-board-pile = 山札 { $count }
solstis-board-rainbows = 虹 { $count }
solstis-board-deck = 精霊の山札 { $count }
solstis-board-fireflies = ホタル { $count }
solstis-board-out-of-game = 除外 { $count }
solstis-board-drawn = 裏向きで引いた精霊 { $count }体
solstis-board-spirit-line = 精霊の列
solstis-board-spirit-pill = { $spirit }：{ $effect }
solstis-board-empty = なし
solstis-board-last-turn = { $player }の直前の手番
solstis-board-firefly-key = ホタル（塗り：得点になる）
solstis-board-fire-key = 火（塗り：灯った）
solstis-board-choices-key = 選択肢
solstis-board-square-key = 精霊の正方形
solstis-board-hand-private = { $player }の手札（非公開）
solstis-board-no-capture = 獲得なし
solstis-board-captures-key = 獲得できるタイル
solstis-board-drawn-keep = 裏向きで引いた精霊（1体を残す）：
solstis-board-rival-hand = { $player }の手札（{ solstis-spirit-fox }）：
solstis-board-rival-must-play = { $player }が出すタイル：
solstis-board-your-move = あなたの番：`/move` で{ $count }通りから選ぶ

## Alt text of the board image
solstis-alt-player = { $player }：{ $points }点。
# $spirits: the spirits of the panorama as a list
solstis-alt-player-spirits = { $player }：{ $points }点、精霊は{ $spirits }。
solstis-alt-last-turn = 直前の手番（{ $player }）を枠で表示：{ $cells }マス{ $spirits ->
        [0] を埋めました
       *[other] を埋め、精霊{ $spirits }体に出会いました
    }。
solstis-option-variant-about = ホタル：精霊4体、ホタル、新しい悪霊。ディスカバリー：悪霊なし。
