## 招待制のテーブル。

invitation-line-invited = 招待中: { $members }
invitation-line-asking = 参加希望: { $members }
invitation-line-private = 非公開のテーブルです。参加はホストが承認します。
invitation-prompt = { $member } さんがゲーム #{ NUMBER($number, useGrouping: 0) } に招待しています。席に着きますか？
invitation-button-accept = 受ける
invitation-button-decline = 断る
invitation-accepted = ゲーム #{ NUMBER($number, useGrouping: 0) } の席に着きました。
invitation-declined = ゲーム #{ NUMBER($number, useGrouping: 0) } への招待を断りました。
invitation-request-sent = ゲーム #{ NUMBER($number, useGrouping: 0) } への参加希望をホストに送りました。
invitation-request-prompt = { $member } さんが非公開のゲーム #{ NUMBER($number, useGrouping: 0) } への参加を希望しています。
invitation-button-approve = 承認する
invitation-button-refuse = 断る
invitation-request-refused = ホストがゲーム #{ NUMBER($number, useGrouping: 0) } への参加希望を断りました。
invitation-removed = ホストがあなたをゲーム #{ NUMBER($number, useGrouping: 0) } のテーブルから外しました。
invitation-refusal-none = ここで返事を待っている招待や参加希望はもうありません。
invitation-refusal-nobody = 招待するほかのメンバーを、@名前 のようなメンションで一人以上指定してください。
invitation-refusal-too-many = このゲームは招待中の人を含めて最大 { $seats } 人までです。
invitation-refusal-already-asked = すでに参加を希望しています。ホストの返事をお待ちください。
invitation-refusal-host-only = 招待・承認・お断り・プレイヤーを外すことができるのはホストだけです。
