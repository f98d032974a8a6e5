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
#   Evil Spirit = 悪霊, Firefly = ホタル, lit fire / unlit fire = 灯った火 / 灯っていない火
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
# Paper World
#   card = カード (黄3: colour kanji + value; colours 黄 青 緑 黒), pile = 山札, landscape = 風景
#   stack = マス (a place of the 3 x 3 landscape; counted か所), place on a stack = 重ねる
#   new stack = 新しいマス, empty space = 空きマス, skip = スキップ (free / paid = ハサミで無料 / 1枚捨てる)
#   scissors logo = ハサミ (✂), scissors token = ハサミトークン, objective = 目標 (met = 達成)
#   objective token = トークン, stars = 星 (counted 個), supply = ストック, hand limit = 手札上限
#   places: 左上 上 右上 左 中央 右 左下 下 右下; rows 上段 中段 下段; columns 左列 中央列 右列
#   Done = 完了, final round = 最終ラウンド
# Mountain Miners
#   mountain = 鉱山, deck = 山札, a player's gem pile = 山 (ルビーの山), section = 区画, split tile = 分割タイル
#   shard (a collected split tile) = 破片, arrow = 矢印, position = 位置 (北 北東 東 南東 南 南西 西 北西)
#   turn (arrows) = 回る, clockwise / anticlockwise = 時計回り / 反時計回り, 1/8回転 1/4回転 半回転
#   grab = 取る, collect = 回収する, play (an action tile) = 使う, action = アクション, peek = こっそり見る
#   reveal = 表向きにする / 公開, face-down = 裏向き, line = ライン, row / column = N段目 / C列目
#   gems: ルビー サファイア エメラルド ラピス ダイヤ パール オニキス アメジスト
#   Trash = ガラクタ, Multiplier = 倍化, Wildcard = ワイルド (icon mark ワ)
#   actions: 矢印移動 矢印固定 入れ替え 二度取り 強奪 電球 爆弾 第2の矢印 荒らし 手元回転 盤面回転
#            カメレオン 遺物 懐中電灯 地響き 指輪 ワイルド矢印 (codes on tiles: two characters, 移動 固定 …)
#   expansions: ダークトンネル, ジェムシャード, ゴールデンアクション; Harder = 上級ルール
#   most / fewest = 最多 / 最少, refill = 補充, waiting = 待機中
# The bot (bot.ftl, render.ftl): every sentence polite (です/ます), game events too (〜しました。);
#   buttons, move labels, prompts and legends are short plain labels (〜を取る, 体言止め)
#   decision = 選択 (to decide = 選択する), choices (of the picker) = 選択肢, legal moves = 選べる手
#   Take turn (button) = 手を選ぶ, My hand = 自分の手札, picker = 選択パネル, page = ページ
#   private view = あなた専用の画面 (alt text: { $player }専用の画面), public board = 公開ボード
#   table = 卓, sit down / seated = 席に着く / 着席, join / leave = 参加 / 退出, add bot = ボット追加
#   start = 開始, cancel (a lobby) = キャンセル, lapse (a lobby) = 締め切り, cap = 上限
#   pace = ペース (live = ライブ, slow = スロー), clock = 持ち時間, time-out = 時間切れ, reminder = お知らせ
#   bot levels: かんたん / ふつう / むずかしい (a bot's name: Ada（ふつうボット）; bots counted 体)
#   hand over (to the AI) = AIに任せる / 委任, take back (a seat) = 席に戻る, undo = 取り消す
#   resign = 投了, abandon = 中止 (without a result = 結果なし), vote = 投票, majority = 過半数
#   log = ログ, thread = スレッド, server = サーバー, channel = チャンネル, DM = DM / ダイレクトメッセージ
#   host = ホスト, server admin = サーバー管理者, owner = オーナー; a member addressed: <@…>さん
#   rating = レーティング (rated / unrated = レーティング対象 / 対象外), leaderboard = ランキング
#   games / wins in stats = N戦 / N勝, place = N位 (score sheet heading 順位), final scores = 最終得点
#   replay = リプレイ, the deal = 開始時 (開始時のボード), default = 既定
#   slash-command names (Discord shows them to Japanese clients; the English ones always work):
#     プレイ(ゲーム ボット ペース レベル) 手を選ぶ(手) 手札 ボード ルール(ゲーム) ヘルプ 成績(ユーザー)
#     ランキング(ゲーム) 管理(バックアップ) ゲーム: 委任(プレイヤー) 席に戻る 取り消し 投了 中止 ログ 一覧
#   commands written in sentences and in /help stay English (`/game log`, /play game:)
# Counters: tiles 枚, spirits 体, hikers 人, animals 頭, Fireflies 匹, cells マス, camps つ,
#   cards 枚, piles つ, stars 個, lines 本 (ライン2本), stacks か所

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
rules-option-chosen = { $option }：{ $choice }

## Short tags side by side: what goes between two of them
tag-separator = { "、" }
