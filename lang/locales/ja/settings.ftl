# /settings: メンバーごとの設定と、取り消せない手の前の確認。
# オン／オフの行は ✅ か ⬜ で始まり、ひと目で分かるようにしています。

## コマンド
cmd-settings-name = 設定
cmd-settings-description = あなた自身の設定：取り消せない手の確認、専用画面のDM、お知らせ、言語。
help-settings-command = /settings
help-settings-text = あなた自身の設定：取り消せない手の確認、ダイレクトメッセージでの専用画面、持ち時間のお知らせ、あなたの言語。

## 設定画面（本人にだけ表示）
settings-title = **あなたの設定**（あなたにだけ表示され、すべてのサーバーで有効です）：
settings-confirm-on = ✅ **取り消せない手を確認する**：オン。引く手、隠れた情報を公開する手、手番を終える手の前に、その内容を伝えて**確定**を待ちます。
settings-confirm-off = ⬜ **取り消せない手を確認する**：オフ。手は選んだらすぐに実行されます。
settings-dms-on = ✅ **専用画面をダイレクトメッセージで受け取る**：オン。手札（またはあなただけが見られるもの）が変わると、ダイレクトメッセージで送ります。
settings-dms-off = ⬜ **専用画面をダイレクトメッセージで受け取る**：オフ。ダイレクトメッセージは送りません。`/hand` か**自分の手札**ボタンで専用画面を見てください。
settings-reminders-on = ✅ **持ち時間のお知らせ**：オン。選択の持ち時間が半分過ぎたらお知らせします。
settings-reminders-off = ⬜ **持ち時間のお知らせ**：オフ。お知らせはしません。持ち時間はそのまま進み、時間切れになるとAIが代わりに選択します。
settings-language-chosen = 🌐 **言語**：{ $language }。あなたへの返答とダイレクトメッセージはこの言語です。
settings-language-discord = 🌐 **言語**：Discordアプリの言語（現在は{ $language }）。
settings-footer = ゲームのスレッドでは、卓の言語が使われます。
settings-button-confirm-on = 確認をオンにする
settings-button-confirm-off = 確認をオフにする
settings-button-dms-on = DMをオンにする
settings-button-dms-off = DMをオフにする
settings-button-reminders-on = お知らせをオンにする
settings-button-reminders-off = お知らせをオフにする
settings-language-placeholder = あなたへの返答の言語
settings-language-option-discord = Discordアプリの言語（{ $language }）
settings-refusal-unknown = その設定はありません。
settings-refusal-language = その言語にはまだ対応していません。一覧から選んでください。

## 取り消せない手の前の確認
confirm-prompt = **実行する前に：**{ $move }
confirm-reason-chance = この手はランダムに引くため、取り消せません。
confirm-reason-hidden = この手は隠れたものを引くか公開するため、取り消せません。
confirm-reason-game-ends = この手でゲームが終わるため、取り消せません。
confirm-reason-turn-ends = この手であなたの手番が終わるため、取り消せません。
confirm-how = **確定**で実行し、**戻る**で選択肢に戻ります。（この確認は `/settings` でオフにできます。）
confirm-button-yes = 確定
confirm-button-back = 戻る
