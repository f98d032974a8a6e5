## Rematch: the buttons under a finished game's final post, the lines that post and the
## threads show about the rematch, and its refusals. A rematch is the same game with the same options,
## language and players (bots at their levels), in the same order of play, the player after the
## last game's first player starting; it starts in a new thread once every player has said yes.
## $number: a game's number; $thread: a link to a game's thread; $member: a mention of a member;
## $members, $ready, $waiting: lists of mentions.

rematch-button = Rematch
rematch-button-leave = Leave

# Lines of the final post (in the table's language).
rematch-line-of = Rematch of game #{ NUMBER($number, useGrouping: 0) }: { $thread }
rematch-line-waiting = **Rematch?** Ready: { $ready }. Waiting for: { $waiting }.
rematch-line-ready = **Rematch?** Everyone is ready ({ $ready }): press **Rematch** to start.
rematch-line-started = **Rematch:** game #{ NUMBER($number, useGrouping: 0) }, { $thread }
rematch-line-lapsed = No rematch: too few players stayed, or it waited too long.

# Said in the finished game's thread when a player asks, pinging the others.
rematch-asked = { $member } asks for a rematch: the same game and options in the same order of play, and the player after the last game's first player starts. { $members }: press **Rematch** to play again, or **Leave**.
# The first line of the new game's thread after its first board.
rematch-started-from = Rematch of game #{ NUMBER($number, useGrouping: 0) } ({ $thread }): the same game and options; the player after that game's first player starts.

rematch-refusal-not-finished = This game is not over: there is no rematch to ask for yet.
rematch-refusal-not-a-player = Only the players of this game can ask for its rematch or answer it.
rematch-refusal-left = You left this rematch.
rematch-refusal-already-ready = You said yes already: waiting for { $members }.
rematch-refusal-none = Nobody has asked for a rematch yet: press **Rematch** to ask.
rematch-refusal-not-in-it = You are not in this rematch.
rematch-refusal-started = This rematch has already started: game #{ NUMBER($number, useGrouping: 0) }, { $thread }.
rematch-refusal-lapsed = This rematch lapsed. Start a new game with `/play`.
rematch-refusal-closed = This rematch has already started or lapsed.
rematch-refusal-changed = The rematch changed as you clicked: please click again.
rematch-refusal-not-a-lobby = This table is a rematch: it keeps the seats and options of the game before it. Answer it on that game's final post.
