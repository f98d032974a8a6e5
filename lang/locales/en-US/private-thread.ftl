## A private table's thread (cogs/private_thread.py): the line it opens with, its Invite a spectator
## button, the member menu it opens and the answers. $member, $player: one mention; $number: a game's number.

private-thread-welcome = 🔒 A private table: only its players can see this thread. A player can let someone watch with **{ private-thread-button-invite }**.
# $reason: learn-public-no-permission or learn-public-channel.
private-thread-public = This table is private, but this channel cannot hold a private thread ({ $reason }), so game #{ NUMBER($number, useGrouping: 0) } is in this public thread: anyone here can watch it.
private-thread-button-invite = Invite a spectator
private-thread-pick = Who may watch game #{ NUMBER($number, useGrouping: 0) }? The member you choose is added to this thread: they can read it, not play.
private-thread-pick-placeholder = Choose a member to watch
private-thread-invited = { $member } can now watch game #{ NUMBER($number, useGrouping: 0) } in this thread.
private-thread-announce = { $player } invited { $member } to watch.

private-thread-refusal-players-only = Only the players of this table can invite a spectator.
private-thread-refusal-public = This game's thread is public: anyone in the channel can already watch it.
private-thread-refusal-bot = A bot cannot be invited to watch.
private-thread-refusal-player = { $member } plays at this table: they are in this thread already.
private-thread-refusal-already = { $member } can already see this thread.
private-thread-refusal-failed = Discord did not let the bot add { $member } to this thread.
private-thread-refusal-gone = This game's thread is gone, so nobody can be invited to it.
