## 振り返り: 終わったゲームで、むずかしいボットの評価でプレイヤーの形勢がもっとも落ちた3つの判断を、そのプレイヤーにだけ見せる（cogs/review.py、services/reviews.py）。

cmd-game-review-name = 振り返り
cmd-game-review-description = 終わったゲームでのあなたのもっとも痛かった3つの判断（あなたにだけ見えます）。
cmd-game-review-number-name = 番号
cmd-game-review-number-description = ゲームの番号（#12）。省略するとこのスレッドのゲーム、またはあなたが最後に終えたゲーム
help-review-command = /game review · 振り返り
help-review-text = ゲームのあとで、あなたのもっとも痛かった3つの判断と、むずかしいボットならどうしたか、その理由をあなたにだけ見せます。

review-button = 振り返り

review-head = { $game } #{ NUMBER($number, useGrouping: 0) }の振り返り: 判断 { $page } / { $pages }
review-move = { $move }手目
review-played = あなたの手: { $chosen }
review-preferred = むずかしいボットの手: { $preferred }
review-points = 数手先の見込み点: あなたの手で{ $mine }点、ボットの手で{ $theirs }点
review-why-more = 理由: むずかしいボットは、自分の手のほうが次の数手で{ $gain }点多く取れると見ています。
review-why-same = 理由: 次の数手の点は同じですが、むずかしいボットは自分の手のあとの形勢をより高く評価しています。
review-why-fewer = 理由: 次の数手の点は少なくなりますが、むずかしいボットはその先を見てより良い形勢だと評価しています。
review-blind = そのときあなたに見えていたことだけで判断しています。あなたに伏せられていたものは推測しただけで、見てはいません。
review-none = むずかしいボットは、{ $game } #{ NUMBER($number, useGrouping: 0) }であなたの判断より良い手を見つけませんでした。

review-button-prev = 前へ
review-button-next = 次へ
review-button-replay = リプレイで見る

review-replay-pair = { $move }手目の前と後: 最初のボードがその手の前、2つ目が後です。
review-replay-alt-before = { $game } #{ NUMBER($number, useGrouping: 0) }: { $move }手目の前のボード
review-refusal-unknown = ここで振り返れる、あなたの終わったゲーム #{ NUMBER($number, useGrouping: 0) }はありません。
review-refusal-not-finished = ゲーム #{ NUMBER($number, useGrouping: 0) }はまだ対局中です。終わってから振り返れます。
review-refusal-not-player = ゲーム #{ NUMBER($number, useGrouping: 0) }を振り返れるのは、そのプレイヤーだけです。
review-refusal-none = このサーバーには、まだ振り返れる終わったゲームがありません。
review-refusal-busy = いま多くの振り返りを準備中です。1分ほどしてからもう一度お試しください。
review-refusal-unavailable = いまは振り返りを準備できませんでした。あとでもう一度お試しください。
