## Tables by invitation: the lobby's line about who is still invited or asking, the invitation
## and the request prompts, and their refusals. $members: a list of mentions; $member: one mention;
## $seats: the most players the game seats; $number: a game's number.

invitation-line-invited = Still invited: { $members }
invitation-line-asking = Asking to join: { $members }
invitation-line-private = Private table: the host approves who joins.
invitation-prompt = { $member } invites you to game #{ NUMBER($number, useGrouping: 0) }. Take your seat?
invitation-button-accept = Accept
invitation-button-decline = Decline
invitation-accepted = You are seated at game #{ NUMBER($number, useGrouping: 0) }.
invitation-declined = You declined the invitation to game #{ NUMBER($number, useGrouping: 0) }.
invitation-request-sent = Your request to join game #{ NUMBER($number, useGrouping: 0) } was sent to its host.
invitation-request-prompt = { $member } asks to join your private game #{ NUMBER($number, useGrouping: 0) }.
invitation-button-approve = Approve
invitation-button-refuse = Decline
invitation-request-refused = The host declined your request to join game #{ NUMBER($number, useGrouping: 0) }.
invitation-removed = The host removed you from the table of game #{ NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = There is no invitation or request waiting for this anymore.
invitation-refusal-nobody = Name at least one other member to invite, with a mention such as @name.
invitation-refusal-too-many = This game seats at most { $seats } players, counting those still invited.
invitation-refusal-already-asked = You have already asked to join; the host has not answered yet.
invitation-refusal-host-only = Only the host can invite, approve, decline or remove players.
