## Glossary (ja): the game terms chosen for Japanese; keep them in every file.
# General
#   player = プレイヤー, seat = 席, bot / AI = ボット / AI, lobby = ロビー, host = ホスト
#   game = ゲーム, game over = ゲーム終了, win = 勝利 (shared win = 同点勝利)
#   turn (whose turn it is) = 手番, last turn = 直前の手番, round = ラウンド
#   move (a choice made) = 手 (legal moves = 選べる手); "Move N" counter = N手目
#   score = 得点, points = 点 ("{ $points }点"), total = 合計, score sheet = 得点表
#   hand = 手札, board = ボード, tile = タイル, gem = 宝石, option = オプション, variant = バリアント
#   draw = 引く, face up / face down = 表向き / 裏向き, place = 置く, take = 取る
#   discard = 捨てる (discarded = 捨て札), private = 非公開, legend = 凡例
#   Japanese has no plural forms: plural selectors of English are dropped, numbers stay; where
#   English tells one winner from several, a numeric key [1] does (ja's plural category is always other).
#   Parentheses are full-width （）, quotes 「」; images wrap only at spaces.
# Solstis
#   panorama = パノラマ, display = 場, pile = 山札, capture = 獲得, second chance = セカンドチャンス
#   rainbow = 虹, square (2 x 2) = 正方形, cell = マス, area = エリア, row = 段
#   spirit = 精霊, spirit line = 精霊の列, spirit deck = 精霊の山札, meet = 出会う
#   Evil Spirit = 悪霊, Firefly = ホタル, lit fire / unlit fire = 灯った火 / 消えた火
#   colours: red 赤, orange オレンジ, green 緑, blue 青, pink ピンク, purple 紫 (a tile: 赤3)
#   spirit codes on tokens: one kanji or kana (魚, 鹿, 悪 ...)
# Nanga Parbat
#   hiker = 登山者, camp = キャンプ, guide = ガイド, region = 地域, section = 区画
#   animal = 動物, activate = 発動, ready / used = 未使用 / 使用済み, trap = 捕獲
#   points chart = 得点表, chart spot = 得点表のマス, chart cube = キューブ, claim = 獲得
#   trade / give animals = 差し出す, path rule = 経路ルール, scoring path = 得点経路
#   area scoring = 地域得点
# Sheherazade
#   Lookout = 見張り役, stack = 山 (upper 上段, central 中段, lower 下段, Dream 夢)
#   Island tile = 島タイル, Dream tile = 夢タイル, Dream column = 夢の列, Genie = 魔人
#   Genie side = 魔人の面, Magic Lamp = 魔法のランプ (Dream tile: ランプ), Bandit = 盗賊, offer = 候補
#   name (who picks next) = 指名する, row / column = 段 / 列 (a slot: 中段の3列目)
#   Fennec = キツネ (short for images), Roc = ロック鳥, Palm = ヤシ, gems: エメラルド, ルビー, ダイヤ
#   Dream tiles on images: a one-line name (≤ 4 kana) and a one-line rule (各3点 = 3 each)
# Counters: tiles 枚, spirits 体, hikers 人, animals 頭, Fireflies 匹, cells マス, camps つ

# Shared words: numbers, lists, and what every part of the bot says.
number = { $value }
refusal-default = 今はそれはできません。

## Refusals of any game's rules
rules-refusal-player-count = { $game }は{ $low }〜{ $high }人用です。
rules-refusal-unknown-option = { $game }に「{ $option }」というオプションはありません。
rules-refusal-option-value = オプション「{ $option }」を「{ $value }」にはできません。
rules-refusal-not-an-action = それはこのゲームの手ではありません。
rules-refusal-game-over = ゲームは終了しています。
rules-refusal-not-your-turn = あなたの手番ではありません。
rules-refusal-not-legal-now = 「{ $action }」は今選べる手ではありません。
rules-option-chosen = { $option }: { $choice }

## Short tags side by side: what goes between two of them
tag-separator = { "、" }
