## 招待制のテーブル。

cmd-play-with-name = 招待
cmd-play-with-description = 招待するメンバーをメンションで指定します：@ana @bea（それぞれに「受ける」「断る」が届きます）

invitation-prompt = { $member }さんがゲーム #{ NUMBER($number, useGrouping: 0) }に招待しています。席に着きますか？
invitation-button-accept = 受ける
invitation-button-decline = 断る
invitation-accepted = ゲーム #{ NUMBER($number, useGrouping: 0) }の席に着きました。
invitation-declined = ゲーム #{ NUMBER($number, useGrouping: 0) }への招待を断りました。
invitation-refusal-none = ここで返事を待っている招待や参加希望はもうありません。
invitation-refusal-nobody = 招待するほかのメンバーを、@名前 のようなメンションで一人以上指定してください。
invitation-refusal-too-many = このゲームは招待中の人を含めて最大{ $seats }人までです。
invitation-refusal-already-asked = すでに参加を希望しています。ホストの返事をお待ちください。
invitation-refusal-host-only = 招待、承認、お断り、プレイヤーの除外ができるのはホストだけです。
