# What the bot says on Discord: commands, lobby, turns, the game's thread, statistics.
# A game's number (and a rating) is written { NUMBER($number, useGrouping: 0) } so that it never gets a thousands separator.
# Replies to a member are polite (です/ます); the moves of a game (events) stay in the plain form.

## The games and the choices every table has
game-title-mountain-miners = Mountain Miners
game-title-solstis = Solstis
game-title-nanga-parbat = Nanga Parbat
game-title-paper-world = Paper World
game-title-sheherazade = Sheherazade


level-easy = かんたん：無難な手を選ぶが、ミスもする
level-normal = ふつう：いちばん良さそうな手を選ぶ
level-hard = むずかしい：先を読む（木探索）
level-easy-short = かんたん
level-normal-short = ふつう
level-hard-short = むずかしい
level-easy-button = かんたんボット
level-normal-button = ふつうボット
level-hard-button = むずかしいボット

# Each language by its name (the lobby shows a language in the reader's words and in its own).
language-en-US = 英語
language-fr = フランス語
language-de = ドイツ語
language-es-ES = スペイン語
language-pt-BR = ポルトガル語（ブラジル）
language-ja = 日本語
language-en-XA = 疑似英語（テスト用）

duration-hours = { $count }時間
duration-minutes = { $count }分

## Answers any command may give
bot-sorry = こちら側で問題が起きました。何も変更されていません。もう一度お試しください。
bot-slow-down = 少し待ってください。{ $seconds }秒後にもう一度お試しください。
bot-refusal-server-only = このコマンドはダイレクトメッセージではなく、サーバーのチャンネルで使えます。
bot-refusal-not-here = ここではこのコマンドを使えません。
bot-refusal-bad-value = 無効な値です：{ $value }。
bot-refusal-unknown-game = 不明なゲームです。

## Slash commands: names (lowercase, no spaces, at most 32 characters) and descriptions (at most 100)
cmd-play-name = プレイ
cmd-play-description = このチャンネルでゲームのロビーを開きます。
cmd-play-game-name = ゲーム
cmd-play-game-description = 遊ぶゲーム
cmd-play-bots-name = ボット
cmd-play-bots-description = 最初から席に着かせるAIプレイヤーの数
cmd-play-pace-name = ペース
cmd-play-pace-description = 1回の選択の持ち時間と予備時間（既定：ライブ）
cmd-play-level-name = レベル
cmd-play-level-description = ボットの強さ（既定：ふつう）
cmd-move-name = 手を選ぶ
cmd-move-description = このゲームのスレッドで自分の手を選びます。
cmd-move-action-name = 手
cmd-move-action-description = 入力を始めると選べる手が表示されます
cmd-hand-name = 手札
cmd-hand-description = 自分の手札など、このゲームで自分だけが見られるものを非公開で確認します。
cmd-board-name = ボード
cmd-board-description = このゲームの現在の公開ボードを非公開で確認します。
cmd-game-name = ゲーム
cmd-game-description = このスレッドのゲーム：投了、中止、AIに委任、ログ、ゲーム一覧
cmd-game-handover-name = 委任
cmd-game-handover-description = 席をAIに任せます：自分の席、または（ホストが）不在のプレイヤーの席。
cmd-game-handover-player-name = プレイヤー
cmd-game-handover-player-description = AIに任せる席：自分の席、または時間切れになったプレイヤーの席
cmd-game-takeback-name = 席に戻る
cmd-game-takeback-description = AIに任せていた自分の席で、再び自分でプレイします。
cmd-game-undo-name = 取り消し
cmd-game-undo-description = この手番の自分の直前の選択を取り消します（何も公開されていなければ）。
cmd-game-resign-name = 投了
cmd-game-resign-description = このゲームを投了します：あなたは最下位になります。
cmd-game-abandon-name = 中止
cmd-game-abandon-description = このゲームを結果なしで終えます（過半数の投票で。レーティング対象外ならホストだけでも）。
cmd-game-log-name = ログ
cmd-game-log-description = このゲームの最近の手をテキストで表示します（あなたにだけ見えます）。
cmd-game-list-name = 一覧
cmd-game-list-description = このサーバーで進行中のゲームと、そのスレッドへのリンク。
cmd-rules-name = ルール
cmd-rules-description = ゲームの遊び方：手番の流れ、コンポーネント、オプション。
cmd-rules-game-name = ゲーム
cmd-rules-game-description = どのゲーム
cmd-help-name = ヘルプ
cmd-help-description = このボットのすべてのコマンド。
cmd-stats-name = 成績
cmd-stats-description = このサーバーでのプレイヤーのレーティング、対戦数、勝利数。
cmd-stats-user-name = ユーザー
cmd-stats-user-description = 誰の成績を表示するか（既定は自分）
cmd-leaderboard-name = ランキング
cmd-leaderboard-description = このサーバーでのゲームごとのレーティング上位プレイヤー。
cmd-leaderboard-game-name = ゲーム
cmd-leaderboard-game-description = どのゲーム
cmd-admin-name = 管理
cmd-admin-description = ボットのオーナー用ツール。
cmd-admin-backup-name = バックアップ
cmd-admin-backup-description = データベースの整合したコピーを今すぐ書き出します（オーナーのみ）。

## /help
help-title = Tabletop：すべてのコマンド
help-description = ゲームは、卓ごとにボットが開くスレッドで遊びます。
help-entry = **{ $command }**：{ $text }
help-section-start = ゲームを始める
help-section-play = プレイする（ゲームのスレッドで）
help-section-clocks = 持ち時間と途中退出
help-section-information = 情報
help-section-more = その他
help-play-command = /play game: [bots:] [pace:]
help-play-text = ここにロビーを開きます。ペースはブリッツ、ライブ、デイリー、ウィークエンドで、それぞれ予備時間があります（`/rules` を参照）。
help-lobby-command = 参加 · 退出 · ボット追加 · オプション · 開始 · キャンセル
help-lobby-text = ロビーのボタン。ホストはボットの追加、オプションと卓の言語の設定、開始やキャンセルができます。
help-rules-command = /rules game:
help-rules-text = ゲームの遊び方：手番の流れ、すべてのコンポーネントとオプション（ページ送り）。
help-take-turn-command = 手を選ぶ
help-take-turn-text = 各ボードの下のボタン。自分の画面と選べる手を、順を追って表示します。
help-hand-command = 自分の手札 · /hand
help-hand-text = 自分の手札など、自分だけが見られるものを非公開で確認します。
help-board-command = /board
help-board-text = 現在の公開ボードを非公開で確認します。
help-move-command = /move action:
help-move-text = 手を入力して選びます（入力を始めると選べる手が表示されます）。
help-undo-command = /game undo
help-undo-text = この手番の自分の直前の選択を取り消します（隠れた情報が公開されていなければ）。
help-clocks-command = 持ち時間
help-clocks-text = 持ち時間が半分過ぎたときと時間切れの少し前に、DMでお知らせします。長引いた選択には予備時間が使われます。時間切れになるとAIが代わりに選択し、それが3回続くと、あなたが席に戻るまでAIがあなたの席をプレイします。
help-resign-command = /game resign
help-resign-text = ゲームから抜けます：あなたは最下位になります。相手が1人だけ残る場合はその場でゲーム終了です。
help-handover-command = /game handover player:
help-handover-text = 自分の席をAIに任せます。または（ホストが）直前の選択で時間切れになったプレイヤーの席を任せます（その席はレーティング対象外）。
help-takeback-command = /game takeback
help-takeback-text = AIに任せていた自分の席（時間切れや委任によるもの）で、再び自分でプレイします。
help-abandon-command = /game abandon
help-abandon-text = 結果なしで終えます：プレイヤーの過半数の投票が必要です（投票は次の手で失効し、もう一度使うと取り下げ）。ホスト単独で中止できるのはレーティング対象外のゲームだけです。
help-log-command = /game log
help-log-text = このゲームの最近の手をテキストで表示します。
help-list-command = /game list
help-list-text = このサーバーで進行中のゲームと、そのスレッドへのリンク。
help-stats-command = /stats [user:] [game:]
help-stats-text = ゲームごとのレーティング、対戦数、勝利数、最高得点、最長連勝、最近のゲーム（それぞれリプレイを開けます）、各メンバーとの対戦成績。
help-leaderboard-command = /leaderboard game: [season:]
help-leaderboard-text = このサーバーでのゲームごとのレーティング上位プレイヤー。
help-help-command = /help
help-help-text = この一覧。

## The lobby
lobby-opened = { $host }が**{ $game }**の卓を開きました。「参加」を押して席に着いてください。
lobby-title = { $game }：ゲーム #{ NUMBER($number, useGrouping: 0) }
lobby-status-waiting = プレイヤー募集中：{ $low }〜{ $high }人。
lobby-status-active = ゲーム進行中です。スレッドでご覧ください。
lobby-status-finished = ゲームは終了しました。
lobby-status-cancelled = ホストがこのロビーをキャンセルしました。
lobby-status-abandoned = このゲームは中止されました。
lobby-status-lapsed = 締め切りました：{ $idle }の間、誰も参加・退出・オプション変更・開始をしませんでした。
lobby-seat = { $number }. { $player }
lobby-seat-host = { $number }. { $player }（ホスト）
lobby-field-players = プレイヤー（{ $count }/{ $most }）
lobby-field-pace = ペース
lobby-field-language = 言語
lobby-field-options = オプション
lobby-field-thread = スレッド
lobby-footer = ホストは「オプション」ボタンでボットの追加、オプションと言語の変更ができ、「開始」で始めます。
lobby-button-join = 参加
lobby-button-leave = 退出
lobby-button-add-bot = ボット追加
lobby-button-start = 開始
lobby-button-cancel = キャンセル
lobby-button-options = オプション
lobby-options-panel = { $game }のオプション（{ $page }/{ $pages }ページ）。変更はすぐにロビーに反映されます。
lobby-options-page = { $number }ページ
lobby-option-choice = { $option }：{ $choice }
lobby-option-language = 言語
# A language in the reader's words, then in its own: "French (français)".
lobby-language-choice = { $language }（{ $native }）
lobby-bot-level-question = 新しいボットのレベルは？
    { $levels }
lobby-bot-seated = { $player }が席に着きました。
# An AI player's name, which says its level ({ $level } is level-…-short).
lobby-bot-name = { $name }（{ $level }ボット）
lobby-bot-name-numbered = ボット{ $number }（{ $level }ボット）
lobby-channel-count = { $channel }（{ $count }）
lobby-open-lobbies-in = 開いているロビーの場所：{ $places }。
lobby-at-their-cap = 上限に達しているメンバー：{ $members }。
lobby-refusal-in-dms = ゲームはDMではなく、サーバーのチャンネルで遊びます。
lobby-refusal-in-thread = ロビーはスレッドの中ではなく、テキストチャンネルで開いてください。
lobby-refusal-closed = このロビーは締め切られています。
lobby-refusal-gone = このロビーはもうありません。
lobby-refusal-started-or-closed = このロビーはすでに開始したか、締め切られています。
lobby-refusal-not-a-choice = それは選択肢にありません。
lobby-refusal-pace = ペースは次のいずれかです：{ $paces }。
lobby-refusal-level = ボットのレベルは次のいずれかです：{ $levels }。
lobby-refusal-language = この卓はその言語では遊べません。
lobby-refusal-too-many-bots = { $game }の席は最大{ $players }人なので、ボットは最大{ $count }体です。
lobby-refusal-too-few = { $game }には{ $count }人以上のプレイヤーが必要です。友達を誘うか、ボットを追加してください。
lobby-refusal-host-leaves = ホストは退出できません。ロビーを閉じるには「キャンセル」を使ってください。
lobby-refusal-host-adds-bots = ボットを追加できるのはホストだけです。
lobby-refusal-host-options = オプションを変更できるのはホストだけです。
lobby-refusal-host-cancels = ロビーをキャンセルできるのはホスト（またはサーバー管理者）だけです。
lobby-refusal-host-starts = ゲームを開始できるのはホスト（またはサーバー管理者）だけです。
lobby-refusal-lapsed = このロビーは{ $idle }の間動きがなかったため締め切られました。`/play` で新しく開いてください。
lobby-refusal-own-lobby-here = このチャンネルにはすでにあなたが開いたロビーがあります（ゲーム #{ NUMBER($game, useGrouping: 0) }）。先にそれを開始するかキャンセルしてください。
lobby-refusal-member-lobbies = あなたはこのサーバーですでに{ $count }個のロビーを開いています。これが1人あたりの上限です。先にどれかを開始するかキャンセルしてください（ゲーム #{ NUMBER($game, useGrouping: 0) }）。
lobby-refusal-server-lobbies = このサーバーにはすでに開いているロビーが{ $count }個あり、これが上限です。そのどれかに参加するか、どれかが開始するか締め切られる（{ $idle }の間動きがないと締め切り）のを待つか、サーバー管理者にキャンセルを頼んでください。
lobby-refusal-server-games = このサーバーではすでに{ $count }ゲームが進行中で、同時進行の上限（{ $cap }）に達しています。どれかが終われば新しいゲームを始められます。
lobby-refusal-member-games = あなたはすでに{ $count }ゲーム（{ $games }）をプレイ中で、1人あたりの同時進行の上限（{ $cap }）に達しています。どれかが終われば、別のゲームを始めたり参加したりできます。
lobby-refusal-players-games = ここにいるプレイヤーのうち{ $count }人が、1人あたりの同時進行の上限（{ $cap }）までゲームをプレイ中です。その数が減るか、その人を除けば、このゲームを開始できます。

## Refusals of the store (a change that came too late)
store-refusal-stale = そのボタンは古いボードのものです。最新のボードを使ってください。
store-refusal-already-started = ゲームはすでに始まっています。
store-refusal-already-seated = あなたはすでに席に着いています。
store-refusal-table-full = 卓は満席です（{ $seats }席）。
store-refusal-not-seated = あなたはこの卓の席に着いていません。
store-refusal-seat-empty = その席は空いています。
store-refusal-lobby-closed = ロビーはすでに開始したか、締め切られています。
store-refusal-table-changed = ゲームの準備中に卓の顔ぶれが変わりました。もう一度「開始」を押してください。
store-refusal-options-changed = ゲームの準備中にオプションが変わりました。もう一度「開始」を押してください。
store-refusal-not-a-lobby = このゲームはもうロビーの段階ではありません。
store-refusal-not-in-play = このゲームはもう進行していません。
store-refusal-moved-on = ゲームが先に進みました。最新のボードを見て、もう一度お試しください。
store-refusal-not-last-decision = その選択はもう最後の選択ではありません。
store-refusal-cannot-undo = その選択は取り消せません。
store-refusal-already-resigned = その席はすでに投了しています。
store-refusal-not-on-autopilot = その席はAIがプレイしていないか、そのプレイヤーは投了しています。

## Refusals of the table (moves, undo, seats, ending early)
table-refusal-not-in-play = このゲームは進行していません。
table-refusal-not-playing = あなたはこのゲームのプレイヤーではありません。
table-refusal-ai-plays-seat = 今はAIがこの席をプレイしています。その席のプレイヤーは `/game takeback` で席に戻れます。
table-refusal-ai-plays-yours = 今はAIがあなたの席をプレイしています。先に `/game takeback` で席に戻ってください。
table-refusal-decided-in-time = そのプレイヤーは時間内に選択しました。
table-refusal-nothing-to-undo = 取り消せるものはありません。
table-refusal-undo-own = 取り消せるのは、今の手番の自分の選択だけです。
table-refusal-undo-hidden = その選択で隠れていたものが引かれたか公開されたため、取り消せません。
table-refusal-undo-turn = その選択を取り消すと次に選ぶ人が変わってしまうため、取り消せません。
table-refusal-undo-turn-now = 今取り消すと次に選ぶ人が変わってしまうため、取り消せません。
table-refusal-already-resigned = あなたはすでにこのゲームを投了しています。
table-refusal-not-a-player = そのプレイヤーはこのゲームに参加していません。
table-refusal-ai-already = { $player }の席はすでにAIがプレイしています。
table-refusal-handover-host = 他のプレイヤーの席をAIに任せられるのは、ホスト（またはサーバー管理者）だけです。
table-refusal-not-absent = { $player }は今は不在ではありません（直前の選択で時間切れになっていません）。その席をAIに任せられるのは本人だけです。
table-refusal-takeback-resigned = あなたはこのゲームを投了したため、最後までAIがあなたの席をプレイします。
table-refusal-own-seat = あなたはすでに自分の席でプレイしています。
table-refusal-abandon-rated = レーティング対象のゲームを結果なしで終えるには、プレイヤーの過半数の投票が必要です。
table-refusal-abandon-players = このゲームを中止できるのは、ホストか、まだゲームに残っているプレイヤーだけです。

## Turns: the thread's posts, the picker, the hand
turn-thread-name = { $game } #{ NUMBER($number, useGrouping: 0) }
turn-intro = **{ $game }**を開始します。席順：{ $seats }
turn-intro-seat = { $number }. { $player }
turn-move-line = { $number }手目：{ $said }
turn-move-line-for = { $number }手目（AIが{ $player }の代わりに選択）：{ $said }
turn-decided = { $player }が選択しました。
turn-event-took-back = { $player }が直前の選択を取り消しました。
turn-earlier-moves = （それ以前の{ $count }手：`/game log`）
turn-catch-up-head = **あなたの前回の選択以降の{ $count }手：**
turn-catch-up-earlier = （それ以前の{ $count }手：`/game log`）
turn-catch-up-posts = これまでの投稿：{ $posts }
turn-catch-up-post = [{ $number }手目]({ $url })
turn-ai-seat = { $player }（AI）
turn-no-image = （今回はボード画像を描けませんでした。`/board` でもう一度試せます。）
turn-alt-image-of = { $alt }（画像 { $number }/{ $count }）
turn-button-take = 手を選ぶ
turn-button-hand = 自分の手札
turn-picker-prompt = **あなたの選択**（{ $move }手目）：選択肢は{ $count }通りです。
turn-picker-waiting = あなたの手番ではありません：{ $players }を待っています。
turn-picker-ai-plays = 今はAIがあなたの席をプレイしています。`/game takeback` で席に戻れます。
turn-picker-older-board = そのボードはゲームより古いものです。現在のゲームはこちらです（{ $move }手目）。
turn-picker-placeholder = { $count }通りの手から選ぶ（{ $page }/{ $pages }ページ）
turn-picker-previous = 前のページ（{ $page }/{ $pages }）
turn-picker-next = 次のページ（{ $page }/{ $pages }）
turn-picker-undo = 直前の選択を取り消す
turn-played = 選んだ手：{ $move }
turn-hand = { $game } #{ NUMBER($number, useGrouping: 0) }のあなた専用の画面です（{ $move }手目）。これはあなたにしか見えません。
turn-board = { $game } #{ NUMBER($number, useGrouping: 0) }、{ $move }手目。
turn-dm-first = **{ $game } #{ NUMBER($number, useGrouping: 0) }**のあなた専用の画面です。変わるたびに新しいものを送ります。
turn-dm-changed = **{ $game } #{ NUMBER($number, useGrouping: 0) }**のあなた専用の画面が変わりました（{ $move }手目）。
turn-dm-thread = ゲームのスレッド：{ $thread }
turn-dm-closed = { $member }さん、ダイレクトメッセージを送れないため、あなた専用の画面はここに残ります。いつでも `/hand` か**自分の手札**ボタンを使ってください。
turn-refusal-over = このゲームは終了しています。
turn-refusal-not-started = このゲームはまだ始まっていません。
turn-refusal-not-your-picker = この選択パネルはあなたのものではありません。
turn-refusal-older-choice = その選択肢は古いボードのものです。現在のものはこちらです。
turn-refusal-not-a-choice = それは今のあなたの選択肢にありません。
turn-refusal-no-hand = あなたはこのゲームのプレイヤーではないので、手札はありません。卓の様子は `/board` で見られます。
turn-refusal-hand-where = `/hand` は自分のゲームのスレッドで使ってください。
turn-refusal-board-where = `/board` はゲームのスレッドで使ってください。
turn-refusal-move-where = このチャンネルにはゲームがありません。`/move` はゲームのスレッドの中で使ってください。
turn-refusal-not-your-turn = 今はあなたが選択する番ではありません。
turn-refusal-not-a-move = それは今選べる手ではありません。一覧から選んでください。

## The end of a game
turn-final-head = **ゲーム終了。**
turn-final-winners = { $count ->
    [1] 勝者：**{ $winners }**
   *[other] 同点勝利：**{ $winners }**
}
turn-final-line = { render-score-place } { $player }：**{ $points }点**
turn-final-line-parts = { render-score-place } { $player }：**{ $points }点**（{ $parts }）
turn-final-part = { $part } { $points }
turn-final-tie-broken = { $points }点で同点：{ $players }。順位は{ $rule }で決まります。
turn-final-tie-shared = { $points }点で同点：{ $players }は同じ順位です（ルールに同点の決着方法はありません）。
turn-tiebreak-resigned = 投了（投了した人が最下位）

## Notices in the thread
notice-reminder = ⏰ { $member }さん、**{ $game }** #{ NUMBER($number, useGrouping: 0) }であなたの選択の番です。持ち時間は{ $deadline }に切れます。時間切れになると、AIが代わりに選択します。
notice-reminder-half = ⏰ { $member }さん、**{ $game }** #{ NUMBER($number, useGrouping: 0) }であなたの選択の番です。持ち時間の半分が過ぎました。時間切れになると、AIが代わりに選択します。
notice-autopilot = 🤖 { $member }さんが{ $count }回続けて時間切れになったため、`/game takeback` で席に戻るまでAIが**{ $player }**をプレイします。
notice-timed-out = ⌛ { $member }さんの持ち時間が切れたため、AIが**{ $player }**の代わりに選択しました：{ $move }（{ $count }回連続の時間切れ）。
notice-timed-out-warning = ⌛ { $member }さんの持ち時間が切れたため、AIが**{ $player }**の代わりに選択しました：{ $move }（{ $count }回連続の時間切れ）。あと{ $left }回続くと、AIがその席を引き継ぎます。
notice-ai-paused = ⚠️ 何度か試しましたが、AIが**{ $player }**の選択を決められなかったため、ゲームは待機中です。このゲームで誰かが操作するか、ボットが再起動すると再試行します。ホストは `/game abandon` もできます。
notice-ai-paused-unknown = ⚠️ 何度か試しましたが、AIが選択を決められなかったため、ゲームは待機中です。このゲームで誰かが操作するか、ボットが再起動すると再試行します。ホストは `/game abandon` もできます。
notice-timer-trouble = ⚠️ このゲームの時計が{ $count }回失敗しました。ボットは間隔を延ばしながら再試行を続けており、運営者に通知済みです（ボットのログを参照）。

## /game: seats, ending early, the log and the list
game-refusal-no-game-here = このチャンネルにはゲームがありません。このコマンドはゲームのスレッドの中で使ってください。
game-handover-other-done = これからはAIが{ $player }の席をプレイします。この席はこのゲームではレーティング対象外です。
game-handover-other = 🤖 { $host }さんが、時間切れで不在の{ $member }さんの席（**{ $player }**）をAIに任せました。この席はこのゲームではレーティング対象外です。本人は `/game takeback` で席に戻れます。
game-handover-own-done = これからはAIがあなたの席をプレイします。`/game takeback` でいつでも席に戻れます。
game-handover-own = 🤖 { $member }さんが自分の席（**{ $player }**）をAIに任せました。
game-takeback-done = 自分の席に戻りました。あなたの手番になったら**手を選ぶ**を押してください（または `/move` を使用）。
game-takeback = 🙋 { $member }さんがAIから**{ $player }**の席に戻りました。
game-undo-done = 直前の選択を取り消しました。スレッドのボードは更新済みです。
game-resign-done = 投了しました。最後までAIがあなたの席をプレイし、あなたは最下位になります。
game-resigned = 🏳️ **{ $player }**が投了しました。ゲームの最後までAIがその席をプレイし、そのプレイヤーは最下位になります。
game-resign-done-over = 投了しました。ゲームは終了です。
game-resigned-over = 🏳️ **{ $player }**が投了したため、ゲームはここで終了です。
game-abandon-withdrawn-done = 中止への投票を取り下げました（{ $count }/{ $needed }票）。
game-abandon-withdrawn = 🗳️ { $member }さんが中止への投票を取り下げました（{ $count }票／必要{ $needed }票）。
game-abandon-voted-done = あなたの中止への投票は、次の手まで有効です（{ $count }/{ $needed }票）。取り下げるにはもう一度 `/game abandon` を使ってください。
game-abandon-voted = 🗳️ { $member }さんがこのゲームの中止に投票しました（{ $count }票／必要{ $needed }票）。他のプレイヤーは次の手までに `/game abandon` で賛成できます。ゲームが進むと投票は失効します。
game-abandon-done = ゲームを中止しました。
game-abandoned-by-host = 🛑 { $member }さん（ホスト）がこのゲームを中止しました。結果なしでここで終了します。
game-abandoned-by-admin = 🛑 { $member }さん（サーバー管理者）がこのゲームを中止しました。結果なしでここで終了します。
game-abandoned-by-vote = 🛑 プレイヤーの過半数（{ $members }）がこのゲームを中止しました。結果なしでここで終了します。
game-log-header = **{ $game } #{ NUMBER($number, useGrouping: 0) }：ログ**
game-log-last = （全{ $total }手のうち直近{ $count }手）
game-log-empty = まだ手はありません。
game-log-line = **{ $number }.** { $move }
game-log-by-ai = { $move }（AIによる）
game-list-none = このサーバーで進行中のゲームはありません。`/play` で始めましょう。
game-list-playing = **進行中のゲーム（{ $count }）**
game-list-thread-opening = （スレッドを作成中）
game-list-game = • { $thread } **{ $game }** #{ NUMBER($number, useGrouping: 0) }：{ $players }
game-list-lobbies = **開いているロビー（{ $count }）**
game-list-lobby = • **{ $game }** #{ NUMBER($number, useGrouping: 0) }（{ $channel }、{ $count }人着席）：{ $link }
game-list-more = …ほか{ $count }件。

## /rules
rules-title = { $game }：遊び方
rules-title-paged = { $game }：遊び方（{ $page }/{ $pages }）
rules-field-players = プレイヤー数
rules-field-pace = ペース
rules-players-exactly = { $count }人
rules-players-range = { $low }〜{ $high }人
rules-footer = `/play` でゲームを始めます。オプションはホストがロビーで設定します。
rules-footer-paged = `/play` でゲームを始めます。オプションはホストがロビーで設定します。他のページは下のボタンで。
rules-options-heading = ロビーのオプション
rules-option = **{ $option }**：選択肢：{ $choices }。既定：{ $default }。
rules-option-described = **{ $option }**：{ $description } 選択肢：{ $choices }。既定：{ $default }。
rules-continued = （続き）
rules-previous = 前へ（{ $page }/{ $pages }）
rules-next = 次へ（{ $page }/{ $pages }）

## /stats, /leaderboard and ratings after a game
stats-refusal-in-dms = レーティングはサーバーごとに記録されます。`/stats` はサーバーで使ってください。
stats-refusal-pick-game = サーバーで、一覧からゲームを選んでください。
stats-none = { $player }はこのサーバーでまだゲームを最後まで終えていません。
stats-title = { $player }：このサーバーでの成績
stats-rating = レーティング **{ NUMBER($rating, useGrouping: 0) }**
stats-rating-none = レーティングなし（レーティング対象のゲームがまだありません）
stats-counts = { $games }戦（うちレーティング対象{ $rated }）· { $wins }勝
stats-footer = レーティング対象のゲーム：人間のプレイヤーが2人以上で、AIプレイヤーがいないもの。
stats-leaderboard-empty = このサーバーにはまだ{ $game }のレーティングを持つ人がいません。人間のプレイヤー2人以上、AIなしでゲームを最後まで終えてください。
stats-leaderboard-title = { $game }：ランキング
stats-leaderboard-line = **{ $place }.** { $player }：**{ NUMBER($rating, useGrouping: 0) }** · { $counts }
stats-leaderboard-footer = 順位にもとづくEloレーティング。全員{ NUMBER($start, useGrouping: 0) }から始まります。
stats-ratings = レーティング（{ $game }）：{ $changes }
stats-rating-change = { $player } { NUMBER($before, useGrouping: 0) } → **{ NUMBER($after, useGrouping: 0) }**（{ $delta }）
stats-ratings-unrated-seats = （{ $players }：他の人によってAIに任された席のため、レーティング対象外）
stats-unrated-ai = 対戦は記録しましたが、レーティング対象外です：AIプレイヤーのいるゲームではレーティングは変わりません。
stats-unrated-humans = 対戦は記録しましたが、レーティング対象外です：レーティング対象になるには、サーバーで人間のプレイヤーが2人以上必要です。
stats-replay = { $game } #{ NUMBER($number, useGrouping: 0) }のリプレイ：開始から最終ボードまでの{ $count }手。
stats-replay-alt = { $game } #{ NUMBER($number, useGrouping: 0) }のアニメーションリプレイ：開始から最終ボードまでの{ $count }手。

## /stats: 対戦履歴とライバル、ゲーム後の対戦成績
stats-bests = 最高得点 **{ NUMBER($score, useGrouping: 0) }** · 最長連勝 **{ $streak }**
stats-h2h-title = 対戦成績：{ $game }
stats-h2h-line = { $player }：**{ $wins }勝{ $losses }敗{ $ties }分**
stats-h2h-more = …ほか{ $count }人
stats-recent-title = 最近のゲーム
stats-recent-line = #{ NUMBER($number, useGrouping: 0) } { $game }：{ $players }人中{ $place }位、{ $points }点
stats-recent-button = #{ NUMBER($number, useGrouping: 0) }
stats-history-footer = 対戦成績：各メンバーとの勝ち・負け・引き分け（どちらが上位だったか）。AIプレイヤーは含みません。レーティング対象外のゲームも対戦成績には数えますが、レーティングは変わりません。練習ゲームと中止したゲームは数えません。
stats-none-game = { $player }はこのサーバーでまだ{ $game }を最後まで終えていません。
standing-leads = { $game }では{ $leader }が{ $other }に{ $wins }勝{ $losses }敗でリード
standing-level = { $game }では{ $leader }と{ $other }は{ $wins }勝{ $losses }敗で互角
standing-ties = （{ $ties }分）
cmd-stats-game-name = ゲーム
cmd-stats-game-description = このゲームだけ（既定はすべて）

## /admin (the bot's owner)
admin-refusal-not-owner = バックアップを作成できるのは、ボットのオーナー（そのDiscordアプリケーションのオーナー）だけです。
admin-backup-failed = バックアップに失敗しました：{ $problem }
admin-backup-written = バックアップを書き出しました：`{ $path }`（{ $size }）。
