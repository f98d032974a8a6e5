## Private lobbies: Join as a request the host approves or declines, who the lobby still waits on,
## and the host removing a seat before the start. $member, $host: one mention; $members: a list of
## mentions; $count: how many more are waiting than the list names; $player: a seat's name; $seat: a
## seat's number; $number: a game's number.

cmd-play-private-name = private
cmd-play-private-description = Only members you invite or approve may join

privlobby-field-joining = Joining
privlobby-joining-open = Anyone may join
privlobby-joining-private = Private: the host approves each request
privlobby-still-invited = Still invited: { $members }
privlobby-asking = Asking to join: { $members }
privlobby-more = { $count ->
    [one] one more
   *[other] { $count } more
}
privlobby-asked = You asked the host of game #{ NUMBER($number, useGrouping: 0) } to let you join. You will get a direct message when they answer.
privlobby-request-prompt = { $member } asks to join your game #{ NUMBER($number, useGrouping: 0) }. Seat them?
privlobby-request-prompt-here = { $host }, { $member } asks to join your game #{ NUMBER($number, useGrouping: 0) }. Only you can answer: seat them?
privlobby-button-approve = Approve
privlobby-button-decline = Decline
privlobby-approved = You seated { $member } at game #{ NUMBER($number, useGrouping: 0) }.
privlobby-declined = You declined the request of { $member } to join game #{ NUMBER($number, useGrouping: 0) }.
privlobby-approved-you = The host approved your request: you are seated at game #{ NUMBER($number, useGrouping: 0) }.
privlobby-declined-you = The host declined your request to join game #{ NUMBER($number, useGrouping: 0) }.
privlobby-refusal-host-answers = Only the host of game #{ NUMBER($number, useGrouping: 0) } can answer this request.
privlobby-remove-placeholder = Remove a player before the start
privlobby-remove-choice = Remove seat { $seat }: { $player }
privlobby-refusal-host-removes = Only the host can remove a player from this lobby.
privlobby-refusal-seat-changed = That seat has changed since the list was drawn; choose again.
privlobby-removed = You removed { $player } from game #{ NUMBER($number, useGrouping: 0) }.
privlobby-removed-you = The host removed you from game #{ NUMBER($number, useGrouping: 0) } before the start.
