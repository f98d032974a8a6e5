## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = 非公開
cmd-play-private-description = 招待または承認したメンバーだけが参加できます

privlobby-field-joining = 参加
privlobby-joining-open = 誰でも参加できます
privlobby-joining-private = 非公開：参加希望はホストが承認します
privlobby-still-invited = 招待中：{ $members }
privlobby-asking = 参加希望：{ $members }
privlobby-more = ほか { $count } 人
privlobby-asked = ゲーム #{ NUMBER($number, useGrouping: 0) } のホストに参加を希望しました。返事はダイレクトメッセージで届きます。
privlobby-request-prompt = { $member } さんがゲーム #{ NUMBER($number, useGrouping: 0) } への参加を希望しています。席を用意しますか？
privlobby-request-prompt-here = { $host } さん、{ $member } さんがゲーム #{ NUMBER($number, useGrouping: 0) } への参加を希望しています。答えられるのはあなただけです。席を用意しますか？
privlobby-button-approve = 承認する
privlobby-button-decline = 断る
privlobby-approved = { $member } さんをゲーム #{ NUMBER($number, useGrouping: 0) } の席に着かせました。
privlobby-declined = { $member } さんのゲーム #{ NUMBER($number, useGrouping: 0) } への参加希望を断りました。
privlobby-approved-you = ホストが参加を承認しました。ゲーム #{ NUMBER($number, useGrouping: 0) } の席に着きました。
privlobby-declined-you = ホストがゲーム #{ NUMBER($number, useGrouping: 0) } への参加希望を断りました。
privlobby-refusal-host-answers = この参加希望に答えられるのはゲーム #{ NUMBER($number, useGrouping: 0) } のホストだけです。
privlobby-remove-placeholder = 開始前にプレイヤーを外す
privlobby-remove-choice = 席 { $seat } を外す：{ $player }
privlobby-refusal-host-removes = このテーブルからプレイヤーを外せるのはホストだけです。
privlobby-refusal-seat-changed = 一覧を表示してから席が変わりました。もう一度選んでください。
privlobby-removed = { $player } をゲーム #{ NUMBER($number, useGrouping: 0) } から外しました。
privlobby-removed-you = ホストが開始前にあなたをゲーム #{ NUMBER($number, useGrouping: 0) } から外しました。
