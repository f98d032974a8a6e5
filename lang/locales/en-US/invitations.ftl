## Tables by invitation: the invitation /play sends each member it names, its buttons and answers,
## and the refusals of invitations and private lobbies. $member: one mention; $seats: the most players
## the game seats; $number: a game's number.

cmd-play-with-name = with
cmd-play-with-description = Members to invite, as mentions: @ana @bea

invitation-prompt = { $member } invites you to game #{ NUMBER($number, useGrouping: 0) }. Take your seat?
invitation-button-accept = Accept
invitation-button-decline = Decline
invitation-accepted = You are seated at game #{ NUMBER($number, useGrouping: 0) }.
invitation-declined = You declined the invitation to game #{ NUMBER($number, useGrouping: 0) }.
invitation-refusal-none = There is no invitation or request waiting for this anymore.
invitation-refusal-nobody = Name at least one other member to invite, with a mention such as @name.
invitation-refusal-too-many = This game seats at most { $seats } players, counting those still invited.
invitation-refusal-already-asked = You have already asked to join; the host has not answered yet.
invitation-refusal-host-only = Only the host can invite, approve, decline or remove players.
