## DM・グループDMでの /learn（cogs/learn.py: rules_summary）：ルールの要約と、練習できる場所。$game：ゲーム名。

learn-summary-title = { $game }：ルールの要約
learn-summary-needs-server = ボット相手の練習ゲームにはサーバーが必要です。ボットのいるサーバーのテキストチャンネルで `/learn` を入力してください。それまでの参考に、ゲームの流れを紹介します。
learn-summary-scoring = 得点のしくみ
learn-summary-footer = `/rules` でゲームのすべてのルールをページごとに読めます。
