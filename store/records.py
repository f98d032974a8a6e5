"""The store's records: games, seats, moves and turn posts as the rest of the bot reads them, the
statuses, and the store's refusals.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from rules.refusal import Refusal
from rules.text import msg
from store.backend import Row

LOBBY, ACTIVE, FINISHED, ABANDONED, CANCELLED = "lobby", "active", "finished", "abandoned", "cancelled"

# The move-log marker of an undone decision in logs written before take-backs were compacted: an
# undo now deletes the undone move's row and logs nothing, so new logs hold no such rows (replays of
# old logs still honour them).
UNDO = "__undo__"


class StaleVersion(Refusal):
    """The game moved on since the caller read it (another move, a double click)."""

    default_reason = msg("store-refusal-stale")


class SchemaTooNew(Exception):
    """The database was written by a newer version of the code; opening it would risk its data."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"database schema version {found} is newer than this code's {known}")
        self.found = found
        self.known = known


class SeatError(Refusal):
    """A lobby change that cannot be made (full, already seated, not seated, not a lobby)."""


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None
    ai_kind: str | None
    name: str
    autopilot: bool = False  # a human's seat handed to the AI for good
    timeouts: int = 0  # consecutive decisions this seat let time out
    dm_closed: bool = False  # Discord refused a DM to this player in this game
    timeouts_total: int = 0  # every decision this seat let time out in this game (the player was absent)
    handed_over: bool = False  # someone else handed this seat to the AI: it is not rated
    undos: int = 0  # moves this seat's player took back in this game

    @property
    def is_ai(self) -> bool:
        """Whether the AI makes this seat's decisions (an AI player, or a human on autopilot)."""
        return self.ai_kind is not None or self.autopilot

    @property
    def is_human(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class PostIntent:
    """A new turn post owed by a committed change: recorded in that change's transaction, cleared when
    Discord's message id is stored. ``key`` names the post (the version that asked for it), so a restart
    can find the message if Discord accepted it before the process died; ``start``: the post lists the
    moves after this version; ``ping``: the seats whose turn it begins."""

    key: int
    start: int
    ping: frozenset[int]

    def to_json(self) -> str:
        return json.dumps({"key": self.key, "start": self.start, "ping": sorted(self.ping)})

    @staticmethod
    def from_json(text: str | None) -> PostIntent | None:
        if not text:
            return None
        data = json.loads(text)
        return PostIntent(int(data["key"]), int(data["start"]), frozenset(int(s) for s in data["ping"]))


@dataclass(frozen=True)
class BoardPost:
    """The game's turn post as the store knows it: the message (None before the first), the version its
    move lines start after, the version its images show (None when unknown), who was to act on the
    newest board it shows or is owed (None when unknown), and a new post owed but not yet recorded."""

    message_id: int | None = None
    start: int = 0
    shown: int | None = None
    to_act: frozenset[int] | None = None
    owed: PostIntent | None = None
    # The game's newest turn posts, oldest first, each (the version its lines start after, message).
    posts: tuple[tuple[int, int], ...] = ()

    def with_post(self, message_id: int, start: int) -> tuple[tuple[int, int], ...]:
        """:attr:`posts` once post ``message_id`` (lines after ``start``) is recorded as the newest."""
        kept = [post for post in self.posts if post[1] != message_id]
        return (*kept, (start, message_id))[-POSTS_KEPT:]

    def posts_json(self) -> str | None:
        return json.dumps([list(post) for post in self.posts]) if self.posts else None


POSTS_KEPT = 12  # turn posts remembered per game: more than a returning player's catch-up links


def posts_of(text: str | None) -> tuple[tuple[int, int], ...]:
    """The ``board_posts`` column read back (see :class:`BoardPost`)."""
    return tuple((int(start), int(message)) for start, message in json.loads(text)) if text else ()


@dataclass(frozen=True)
class PostNews:
    """What Discord answered about a game's turn post and the store does not know yet (recorded with
    the game's next move, ``commit_move``): the post ``message_id`` now shows version ``shown``. With
    ``key``, it is a new post, made for the post owed under that key and listing the moves after
    ``start`` (what ``record_turn_post`` records); without, an edit of the turn's post (what
    ``mark_board_shown`` records)."""

    message_id: int
    shown: int
    key: int | None = None
    start: int = 0

    def apply(self, board: BoardPost) -> BoardPost:
        """``board`` once this news is recorded, by the same rules as ``record_turn_post`` (a post
        owed by a later change stays owed, its lines after what this post shows) and
        ``mark_board_shown`` (only the same message, and never back to an older version)."""
        if self.key is None:
            if board.message_id != self.message_id or (board.shown is not None and board.shown >= self.shown):
                return board
            return replace(board, shown=self.shown)
        owed = board.owed
        later = PostIntent(owed.key, max(owed.start, self.shown), owed.ping) if owed and owed.key != self.key else None
        posts = board.with_post(self.message_id, self.start)
        return replace(board, message_id=self.message_id, start=self.start, shown=self.shown, owed=later, posts=posts)


@dataclass(frozen=True)
class GameRecord:
    id: int
    game_key: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    status: str
    pace: str
    options: dict[str, Any]
    seed: int
    state: dict[str, Any] | None
    result: dict[str, Any] | None
    version: int  # bumped by every change (moves, undos, resignations, handovers): a guard, not a move count
    seats: tuple[SeatRecord, ...]
    moves_logged: int = 0  # rows of the move log (an undo deletes its move's row): the number of the latest move
    board: BoardPost = BoardPost()  # the turn post's bookkeeping (see services.flow)
    language: str | None = None  # the table's language (a Discord locale); None: chosen before it was stored
    rematch_of: int | None = None  # the finished game this one is a rematch of (its seats rotated), if any
    final_message_id: int | None = None  # the post of the final scores in the thread, once made
    practice: bool = False  # a /learn game: one member against bots, unrated, never in /stats
    thread_asked: float | None = None  # when Discord was last asked for its thread (None: never)
    # The seats whose turn in progress has passed a point of no return (rules.second_look): no second look.
    past_return: frozenset[int] = frozenset()
    paused_at: float | None = None  # when a unanimous vote paused the game (None: its clocks run)
    private: bool = False  # a private table: Join was a request, and the game plays in a private thread

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]


@dataclass(frozen=True)
class MoveRecord:
    version: int
    seat: int
    action_id: str
    events: list[dict[str, Any]]
    by_ai: bool
    irreversible: bool
    created_at: float
    number: int = 0  # its place in the game's log (1 = the first move; old logs' undo rows count too)


@dataclass(frozen=True)
class LiveMove:
    """The newest move still in effect (not taken back): what an undo would take back."""

    version: int
    seat: int
    action_id: str
    by_ai: bool
    irreversible: bool
    state_before: dict[str, Any] | None  # None: the move cannot be undone (irreversible, or logged before undo kept it)


SeatKey = tuple[int, int | None, str | None]  # (seat, user_id, ai_kind): who sits where in a lobby


def board_of(row: Row) -> BoardPost:
    to_act = row["board_to_act"]
    return BoardPost(
        message_id=None if row["board_message_id"] is None else int(row["board_message_id"]),
        start=int(row["board_version"] or 0),
        shown=None if row["board_shown"] is None else int(row["board_shown"]),
        to_act=None if to_act is None else frozenset(int(s) for s in json.loads(to_act)),
        owed=PostIntent.from_json(row["board_intent"]),
        posts=posts_of(row["board_posts"]),
    )


@dataclass(frozen=True)
class SeatedGame:
    """A game in play or a lobby in which a member holds a seat they have not resigned: their seat,
    when their current decision times out (None: no timed decision now), when it began (None: not
    deciding), whether they said yes to it (a rematch waiting for its players' yes), and for a rematch
    where it is answered: the finished game's thread and final post."""

    game: GameRecord
    seat: int
    deadline: float | None = None
    decision_started: float | None = None
    said_yes: bool = False
    final_thread: int | None = None
    final_post: int | None = None
