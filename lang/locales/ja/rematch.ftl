## 再戦: ゲームの最終結果の投稿の下のボタン、その投稿とスレッドが再戦について伝えること、
## そして断りのメッセージ。再戦は同じゲーム・同じオプション・同じ言語・同じプレイヤー（ボットは同じ
## レベル）・同じ手番順で、前回のスタートプレイヤーの次の人がスタートプレイヤーになる。全員が参加を表明すると新しいスレッドで始まる。

rematch-button = 再戦
rematch-button-leave = 退出

rematch-line-of = ゲーム #{ NUMBER($number, useGrouping: 0) }の再戦：{ $thread }
rematch-line-waiting = **再戦しますか？** 準備完了：{ $ready }。待っている人：{ $waiting }。
rematch-line-ready = **再戦しますか？** 全員の準備ができました（{ $ready }）。**再戦**を押すと始まります。
rematch-line-started = **再戦：**ゲーム #{ NUMBER($number, useGrouping: 0) }、{ $thread }
rematch-line-lapsed = 再戦はありません。残ったプレイヤーが足りないか、待ち時間が長すぎました。

rematch-asked = { $member }さんが再戦を申し込みました。同じゲーム・同じオプション・同じ手番順で、前回のスタートプレイヤーの次の人がスタートプレイヤーになります。{ $members }さん、もう一度遊ぶなら**再戦**を、遊ばないなら**退出**を押してください。
rematch-started-from = ゲーム #{ NUMBER($number, useGrouping: 0) }（{ $thread }）の再戦です。同じゲーム・同じオプションで、前回のスタートプレイヤーの次の人がスタートプレイヤーです。

rematch-refusal-not-finished = このゲームはまだ終わっていません。再戦はまだ申し込めません。
rematch-refusal-not-a-player = 再戦を申し込んだり答えたりできるのは、このゲームのプレイヤーだけです。
rematch-refusal-left = あなたはこの再戦から退出しました。
rematch-refusal-already-ready = すでに参加を表明しています。{ $members }さんを待っています。
rematch-refusal-none = まだ誰も再戦を申し込んでいません。申し込むには**再戦**を押してください。
rematch-refusal-not-in-it = あなたはこの再戦に参加していません。
rematch-refusal-started = この再戦はすでに始まっています：ゲーム #{ NUMBER($number, useGrouping: 0) }、{ $thread }。
rematch-refusal-lapsed = この再戦は締め切られました。`/play` で新しいゲームを始めてください。
rematch-refusal-closed = この再戦はすでに始まったか、締め切られています。
rematch-refusal-changed = クリックの間に再戦の状況が変わりました。もう一度押してください。
rematch-refusal-not-a-lobby = この卓は再戦です。前のゲームの席とオプションを引き継ぎます。そのゲームの最終結果の投稿で答えてください。
