## /learn: 教えてくれるボット相手の練習ゲーム (cogs/learn.py, services/practice.py, services/lessons.py)

cmd-learn-name = 練習
cmd-learn-description = 非公開スレッドでボット相手にゲームを練習。レッスン付き。
cmd-learn-game-name = ゲーム
cmd-learn-game-description = 覚えたいゲーム
cmd-learn-bots-name = ボット
cmd-learn-bots-description = 相手をするボットの数（既定: ゲームに必要な最少人数）
cmd-learn-level-name = レベル
cmd-learn-level-description = ボットの強さ（既定: かんたん）
help-learn-command = /learn
help-learn-text = 非公開スレッドでボット相手にゲームを覚えます。選択ごとに解説付き、レーティング対象外。

learn-thread-name = 練習: { $game } #{ NUMBER($number, useGrouping: 0) }
learn-welcome = { $member } さん、{ $game } の練習ゲームへようこそ！ボードの下の **{ turn-button-take }** を押してください。どの選択にも短いレッスンが付きます。ボットは自分で手を進め、その手ごとに「なぜ大事か」を説明します。ゆっくりどうぞ。このゲームはレーティング対象外で、`/stats` には数えられず、`/game abandon` でいつでも終えられます。
learn-public-thread = このチャンネルでは非公開スレッドを作れません（{ $reason }）。練習ゲームはこの公開スレッドにあり、ここにいる人は誰でも見られます。
learn-public-no-permission = ボットにここで非公開スレッドを作る権限がありません
learn-public-channel = このチャンネルでは Discord が非公開スレッドを拒否しました
learn-started = { $game } の練習ゲーム（#{ NUMBER($number, useGrouping: 0) }）を非公開スレッド { $thread } に用意しました。
learn-started-public = { $game } の練習ゲーム（#{ NUMBER($number, useGrouping: 0) }）は { $thread } にあります。このチャンネルでは非公開スレッドを作れないため、公開スレッドです。
learn-unrated = 練習ゲーム: レーティング対象外で、`/stats` にも数えられません。

learn-refusal-in-thread = 練習ゲームはスレッドの中ではなく、テキストチャンネルから始めてください。
learn-refusal-bots = { $game } の練習ゲームのボットは { $low }〜{ $high } 体です。
learn-refusal-one-at-a-time = 進行中の練習ゲームがすでにあります: { $thread } の #{ NUMBER($number, useGrouping: 0) }。新しく始める前に、最後まで遊ぶか、そこで `/game abandon` を使って終えてください。
learn-refusal-too-often = この1時間に練習ゲームを{ $count }回始めました。1人が1時間に始められるのはここまでです。次は{ $when }に始められます。
learn-refusal-rematch = 練習ゲームに再戦はありません。`/learn` で新しく始めてください。
learn-refusal-no-thread = このチャンネルにスレッドを開けなかったため、練習ゲームは取りやめました。別のテキストチャンネルで `/learn` をお試しください。

learn-lesson-head = 🎓 **レッスン**: この選択で選べる手は { $count } 通りです。手の種類ごとの意味:
learn-lesson-line = • { $text }（{ $count } 通り）
learn-lesson-more = • ほかに { $count } 種類の手があります。各ボタンを読んでください。

learn-why-scored = 💡 ここが大事: { $player } が { $points }点を獲得（現在 { $total }点、{ $learner }: { $yours }点）。
learn-why-swing = 💡 ここが大事: { $player } が { $points }点を獲得し、{ $learner } は { $lost }点を失いました（現在 { $total }点 対 { $yours }点）。
learn-why-hurt = 💡 ここが大事: { $learner } が { $points }点を失いました（現在 { $yours }点、{ $player }: { $total }点）。
learn-why-lost = 💡 ここが大事: { $player } が { $points }点を失いました（現在 { $total }点、{ $learner }: { $yours }点）。
learn-why-helped = 💡 ここが大事: この手で { $learner } が { $points }点を得ました（現在 { $yours }点、{ $player }: { $total }点）。
learn-why-took = 💡 ここが大事: 得点は変わりませんが、{ $player } が取ったものは、もう { $learner } には残っていません。
learn-why-quiet = 💡 ここが大事: { $player } の得点は変わりません。こうした手は後の得点の準備です（全員の得点はボードの下に出ます）。

learn-kind-solstis-play = **タイルを出す**: 手札の1枚を出します。色か数字が場の表向きのタイルと合えばそれを獲得し、2枚ともパノラマへ。合わなければ山札でセカンドチャンスです。
learn-kind-solstis-take = **獲得するタイルを選ぶ**: 出したタイルが場の複数のタイルと合います。選んだ1枚が一緒にパノラマへ入ります。
learn-kind-solstis-rainbow = **虹を置く**: パノラマの好きな空きマスを埋め、最大のエリアを広げたり 2 × 2 の正方形を完成させたりします。
learn-kind-solstis-square = **正方形を選ぶ**: 2 × 2 の正方形を複数完成させました。選んだ正方形で精霊に出会います（1手番に精霊は1体）。
learn-kind-solstis-spirit = **表向きの精霊に出会う**: 精霊の列から選びます。効果はすぐ働くか、終了時に得点になります（ボタンに書いてあります）。
learn-kind-solstis-draw = **精霊を引いて1体残す**: まだ誰も見ていない精霊への賭けです。
learn-kind-solstis-keep = **精霊を残す**: 引いた精霊のうち、出会う1体を選びます。
learn-kind-solstis-deer = **{ solstis-spirit-deer }**: 手札のタイル1枚を今すぐ無償でパノラマに置きます。
learn-kind-solstis-beetle = **{ solstis-spirit-beetle }**: 場の表向きのタイル1枚をパノラマに置きます。
learn-kind-solstis-viper = **{ solstis-spirit-viper }**: 相手のパノラマから孤立したタイル1枚を奪います。
learn-kind-solstis-fox = **{ solstis-spirit-fox }**: 相手の手札から、相手が次に出すタイルを選びます。
learn-kind-solstis-evil = **{ solstis-spirit-evil }**: 相手のパノラマのどのマスをふさぐか選びます。
learn-kind-solstis-cover = **{ solstis-spirit-evil }**: 終了時に相手が持っています。相手の精霊のうち覆うものを選びます。覆われた精霊は得点になりません。

learn-kind-nanga-parbat-trap = **動物を捕獲する**: ガイドのいる地域で捕獲します。登山者がその区画に入り、動物は手元に残り、ガイドはその番号の地域へ移ります。
learn-kind-nanga-parbat-act = **動物の能力を発動する**（各1回）: 山の駒を入れ替えたりガイドを動かしたりして、よりよい捕獲を準備します。
learn-kind-nanga-parbat-claim = **得点表のマスを獲得する**: つながった登山者の上のキャンプ、または動物を差し出して、得点経路の点を得ます。
learn-kind-nanga-parbat-skip = **この手番は何も獲得しない**: 登山者と動物を、後のより大きな獲得のために残します。
learn-kind-nanga-parbat-end = **手番を終える**: 次は相手の手番です。
learn-kind-nanga-parbat-hiker = **登山者を選ぶ**: 獲得するキャンプの場所です。キャンプはつながった登山者の上に置きます。
learn-kind-nanga-parbat-give = **差し出す動物を選ぶ**: 獲得のために差し出します（バーラルはどの動物の代わりにもなります）。
learn-kind-nanga-parbat-guide = **ガイドを置く・動かす**: その地域で次の動物が捕獲されます。
learn-kind-nanga-parbat-pick = **駒を選ぶ**: 動物の入れ替えに使う駒を、まず1つ、次にもう1つ選びます。

learn-kind-paper-world-take = **カードを取る**: 山札の見えているカードのうち、1色または1つの数字のものをすべて手札に加えます（最大9枚。最後に手札に残ったカードは1枚1点のマイナス）。
learn-kind-paper-world-place = **カードを置く**: マスは同じ色で1ずつ大きい数字を重ねて育てます。新しいマスは1から。見えている星が得点です。
learn-kind-paper-world-done = **手番を終える**: 置いたカードで手番を終えます。
learn-kind-paper-world-pass = **パス**: 今は取ることも置くこともできません。
learn-kind-paper-world-discard = **カードを捨てる**（裏向き）: スキップの支払いか手札上限のためです。捨てたカードは1枚1点のマイナス。
learn-kind-paper-world-scissors = **ハサミトークン**: 今置いたカードに移すか、そのままにします。持ち主は無料でスキップでき、最後に2点を得ます。

learn-kind-sheherazade-stack = **山を選ぶ**（見張り役）: 上段・中段・下段・夢の山から、人数分のタイルを引きます。
learn-kind-sheherazade-hide = **タイルを隠す**: 1枚を裏向きのまま残し、ほかを見せます。相手は見ずにそれを取ることもできます。
learn-kind-sheherazade-take = **タイルを取る**: 候補から島のためのタイルを取ります。最後のタイルを受け取った人が次の見張り役です。
learn-kind-sheherazade-place = **タイルを置く**: 島タイルはその段に、夢タイルは夢の列に置きます。島で見えているものが最後に得点になります。
learn-kind-sheherazade-name = **次に選ぶ人を指名する**（最後のタイルを取った人が見張り役になります）。

learn-kind-mountain-miners-start = **矢印の開始位置を選ぶ**: 最初にどの側からタイルを取るかが決まります。
learn-kind-mountain-miners-play = **アクションタイルを使う**: 自分のコレクションから、取る前か後に使って効果を得ます。
learn-kind-mountain-miners-grab = **タイルを取る**: 矢印に面していて何にもふさがれていないタイルです。宝石は自分の山に加わり、各宝石の最多・最少が最後に得点になります。
learn-kind-mountain-miners-nograb = **何も取らない**: 今は取れるタイルがありません。
learn-kind-mountain-miners-end = **手番を終える**: 矢印が固定されていなければ、矢印が回ります。
learn-kind-mountain-miners-peek = **こっそり見る**: 裏向きのタイル1枚を自分だけが見ます。
learn-kind-mountain-miners-reveal = **表向きにする**: 裏向きのタイル1枚を全員に公開します。
learn-kind-mountain-miners-arrow = **矢印を動かす**: 8つの位置のどれかへ。次に取れるタイルが決まります。
learn-kind-mountain-miners-arrow2 = **{ mm-kind-second-arrow }**: 置くか、取り除きます。2本目の矢印で別の側が開きます。
learn-kind-mountain-miners-swap = **{ mm-kind-swap }**: 入れ替える2マスのうち1つ目を選びます。
learn-kind-mountain-miners-swap2 = **{ mm-kind-swap }**: 1つ目と入れ替えるマスを選びます（鉱山がこれ以上分かれてはいけません）。
learn-kind-mountain-miners-steal = **{ mm-kind-steal }**: コレクションからタイルを奪う相手を選びます。
learn-kind-mountain-miners-take = **{ mm-kind-steal }**: 奪うタイルを選びます。相手ではなく自分の最多争いに数えられます。
learn-kind-mountain-miners-assign = **{ mm-kind-wildcard }**: 宝石1つとして加える山を選びます。
learn-kind-mountain-miners-join = **{ mm-kind-multiplier }を山に加える**: 自分の宝石の山1つが2倍になりますが、以後その宝石は取れません（秘密のものは全員に公開されます）。
learn-kind-mountain-miners-sect = **区画を選ぶ**: 取った分割タイルのうち、数える区画です。
learn-kind-mountain-miners-light = **{ mm-kind-lightbulb }**: 裏向きのタイル1ラインをこっそり調べるか、2ラインを全員に公開します。
learn-kind-mountain-miners-line = **ラインを選ぶ**: 電球で使うラインです。
learn-kind-mountain-miners-bomb = **{ mm-kind-bomb }**: 取り除く 2 × 2 のタイルを選びます。次のプレイヤーは補充のため手番を休みます。
learn-kind-mountain-miners-flip = **{ mm-kind-ransack }**: 裏向きにする表向きのタイルを選びます。
learn-kind-mountain-miners-loot = **{ mm-kind-ransack }**: 隣のタイル1枚を回収します。その後、手番が終わります。
learn-kind-mountain-miners-rotg = **{ mm-kind-rotate-grabbed }**: 自分の分割タイルを1枚選びます。
learn-kind-mountain-miners-face = **{ mm-kind-rotate-grabbed }**: これから数える区画を選びます。
learn-kind-mountain-miners-rotb = **{ mm-kind-rotate-board }**: 回す盤面のタイルを選びます。
learn-kind-mountain-miners-turn = **{ mm-kind-rotate-board }**: 回す量を選びます。矢印に面する区画が変わります。
learn-kind-mountain-miners-cham = **{ mm-kind-chameleon }**: 盤面にまだ見えているアクションをまねします。
learn-kind-mountain-miners-art = **{ mm-kind-artefact }**: 自分の宝石の山をまるごと1つ捨て、最少のマイナスを避けます。
learn-kind-mountain-miners-rum = **{ mm-kind-rumble }**: 空きマスへ動かすタイルを選びます。
learn-kind-mountain-miners-rumto = **{ mm-kind-rumble }**: 移動先の空きマスを選びます。
learn-kind-mountain-miners-flash = **{ mm-kind-flashlight }**: 矢印の向きに関係なく、地図のどのタイルでも取れます。
learn-kind-mountain-miners-step = **{ mm-kind-wildcard-arrow }**: これから矢印が回る量を選びます。
