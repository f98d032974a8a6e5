# ペースと予備時間：ロビーで選ぶペース（data/paces.json）、手番の投稿に出る各プレイヤーの
# 残り時間、DMでのお知らせ、時間の延長の依頼。用語：ペース、選択、持ち時間、予備時間、お知らせ、時間切れ。

## ペースの名前（data/paces.json のペースごとに1つ）
paces-name-blitz = ブリッツ
paces-name-live = ライブ
paces-name-daily = デイリー
paces-name-weekend = ウィークエンド

## 時間（いちばん大きい単位で）
paces-span-days = { $count }日
paces-span-hours = { $count }時間
paces-span-minutes = { $count }分
paces-span-seconds = { $count }秒

## ペースの内容（ロビーと /rules）、数値から組み立てます
paces-line-plain = { $name }：1回の選択に{ $decision }、予備時間なし
paces-line-bank = { $name }：1回の選択に{ $decision }、ほかに予備時間{ $bank }
paces-line-increment = { $name }：1回の選択に{ $decision }、自分の手ごとに予備時間が{ $increment }増えます（最大{ $cap }）
paces-line-increment-uncapped = { $name }：1回の選択に{ $decision }、予備時間{ $bank }、自分の手ごとに{ $increment }増えます
paces-line-bank-increment = { $name }：1回の選択に{ $decision }、予備時間{ $bank }、自分の手ごとに{ $increment }増えます（最大{ $cap }）
paces-rules = { $paces }
    選択が持ち時間を超えると予備時間が使われ、両方を使い切るとAIが代わりに選択します。1ゲームに1回、時間の延長を頼めます（`/game moretime`）。

## 手番の投稿に出る残り時間（短く）
paces-left-minutes = { $minutes }:{ NUMBER($seconds, minimumIntegerDigits: 2) }
paces-left-hours = { $hours }時間{ $minutes }分
paces-left-days = { $days }日{ $hours }時間
paces-clocks = ⏱ { $clocks }
paces-clock-deciding = { $player }：{ $left } + 予備 { $bank }（{ $deadline }に時間切れ）
paces-clock-deciding-alone = { $deadline }に時間切れ
paces-clock-waiting = { $player }：予備 { $bank }

## お知らせ：DMで（メンバーの言語で）、DMが閉じているときはスレッドで
paces-dm-reminder = ⏰ **{ $game }** #{ NUMBER($number, useGrouping: 0) }であなたの選択の番です。この選択の持ち時間の半分が過ぎました。予備時間を含めた持ち時間は{ $deadline }に切れます。
paces-dm-reminder-half = ⏰ **{ $game }** #{ NUMBER($number, useGrouping: 0) }であなたの選択の番です。この選択の持ち時間の半分が過ぎました。
paces-dm-last-call = ⏰ **{ $game }** #{ NUMBER($number, useGrouping: 0) }の最後のお知らせです。持ち時間は{ $deadline }に切れ、その後はAIが代わりに選択します。
paces-last-call = ⏰ { $member }さん、**{ $game }** #{ NUMBER($number, useGrouping: 0) }の最後のお知らせです。持ち時間は{ $deadline }に切れ、その後はAIが代わりに選択します。

## 時間の延長を頼む（1ゲームに1回）、認める
paces-button-ask = 時間の延長を頼む
paces-button-grant = 延長を認める
paces-asked = ⏳ { $member }さんがこの選択に{ $extension }の延長を頼んでいます。{ $players }：「延長を認める」を押すと認められます。
paces-asked-host = ⏳ { $member }さんがこの選択に{ $extension }の延長を頼んでいます。ほかに人間のプレイヤーがいないので、ホストの{ $host }さんが認められます。
paces-asked-done = { $extension }の延長を頼みました。相手にはスレッドで表示されます。
paces-granted = ⏳ { $granter }さんが{ $member }さんのこの選択に{ $extension }の延長を認めました。持ち時間は{ $deadline }に切れます。
paces-granted-done = { $extension }の延長を認めました。
paces-refusal-not-deciding = 時間の延長を頼めるのは、あなたの選択の持ち時間が進んでいる間だけです。
paces-refusal-used = このゲームではすでに1回延長を受けています。
paces-refusal-already-asked = この選択の延長はすでに頼んでいます。相手がスレッドで認められます。
paces-refusal-request-gone = この依頼はもう有効ではありません。プレイヤーがすでに選択したか、ほかの人が先に認めました。
paces-refusal-grant-own = 自分の依頼は認められません。相手のプレイヤーが認められます。
paces-refusal-grant-who = 延長を認められるのは、このゲームのほかのプレイヤー（ほかに誰も遊んでいないときはホスト）だけです。
paces-refusal-nobody-to-grant = このゲームにはほかに人間のプレイヤーがいないので、延長を認められる人がいません。
paces-refusal-asks-used = このゲームではすでに{ $count }回延長を頼んでいます。
paces-asked-granted = ⏳ { $member }さんがこの選択に{ $extension }の延長を頼み、{ $granter }さんが認めました。
paces-cmd-moretime-name = 延長
paces-cmd-moretime-description = 今の選択の持ち時間の延長を相手に頼みます（1ゲームに1回）
help-moretime-command = /game moretime
help-moretime-text = 1ゲームに1回、今の選択の持ち時間の延長を頼めます（選択パネルの「時間の延長を頼む」でも可）。相手の誰かが1クリックで認めます。
