## 非公開テーブルのスレッド（cogs/private_thread.py）：最初の一文、「観戦者を招待」ボタン、それが開くメンバー選択と返答。
## $member, $player：メンション1つ；$number：ゲームの番号。

private-thread-welcome = 🔒 非公開テーブルです。このスレッドはプレイヤーにしか見えません。プレイヤーは **{ private-thread-button-invite }** で誰かに観戦してもらえます。
# $reason：learn-public-no-permission または learn-public-channel。
private-thread-public = このテーブルは非公開ですが、このチャンネルでは非公開スレッドを作れません（{ $reason }）。そのためゲーム #{ NUMBER($number, useGrouping: 0) } はこの公開スレッドにあり、ここにいる人は誰でも見られます。
private-thread-button-invite = 観戦者を招待
private-thread-pick = ゲーム #{ NUMBER($number, useGrouping: 0) } を観戦できるのは誰にしますか？選んだメンバーはこのスレッドに追加され、読むことはできますがプレイはできません。
private-thread-pick-placeholder = 観戦するメンバーを選択
private-thread-invited = { $member } さんはこのスレッドでゲーム #{ NUMBER($number, useGrouping: 0) } を観戦できるようになりました。
private-thread-announce = { $player } さんが { $member } さんを観戦に招待しました。

private-thread-refusal-players-only = 観戦者を招待できるのはこのテーブルのプレイヤーだけです。
private-thread-refusal-public = このゲームのスレッドは公開されています。チャンネルの誰でもすでに観戦できます。
private-thread-refusal-bot = ボットを観戦に招待することはできません。
private-thread-refusal-player = { $member } さんはこのテーブルのプレイヤーなので、すでにこのスレッドにいます。
private-thread-refusal-already = { $member } さんはすでにこのスレッドを見られます。
private-thread-refusal-failed = Discord がボットに { $member } さんをこのスレッドへ追加させませんでした。
private-thread-refusal-gone = このゲームのスレッドはもうないため、誰も招待できません。
