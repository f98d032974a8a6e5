"""The replay to step through: any board of a game, from the deal to its end (or, for a game in
play, to the present), as spectators saw it, with the caption of the move that made it.

A *frame* is move N of a game (0: the deal): the spectators' view (``seat=None``) of the state after
the game's first N moves in effect, rebuilt from the deal by replaying the log
(``services.images.replayed_states``, the same way the end-of-game GIF is made) in a drawing worker,
and drawn on demand through the image service's bounded cache of frames
(``ImageService.replay_frame``). Nothing hidden from a spectator is ever drawn or said: the view is
the public one, and the caption is the move's logged events, the very lines the thread showed.

Who may step through a game: anyone who can see the channel of a game that has ended (finished or
abandoned); only its players while it is being played (up to the present); a practice game
(``/learn``, played in its member's private thread) only ever its member. A game of another server,
a lobby, a cancelled table, someone else's practice game and an unknown number are all refused
alike, so a number reveals nothing. Nothing is kept between two looks: each frame is read from the
store (and the cache), so a viewer's buttons, which carry the game and the move, work after a
restart and in any process.

Paging is cheap but drawing is not: each frame a member asks for passes a per-member frame
cooldown (:func:`frame_cooldown`, a share of the interaction cooldown of ``services.cooldown``), so
a member paging quickly is told to slow down instead of queueing renders; and a member's page turn
still waiting for its drawing when they turn another is dropped (``page_turn``), so only their
newest page is drawn and shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lang import chain
from rules.refusal import Refusal
from rules.text import msg
from services.cooldown import Cooldown
from services.images import MAX_REPLAY_MOVES, ReplayView, moves_in_effect
from store import ABANDONED, ACTIVE, FINISHED, GameRecord, MoveRecord

if TYPE_CHECKING:
    from services.boards import Boards

ENDED = (FINISHED, ABANDONED)
FRAME_SHARE = 4  # a member may ask for a quarter as many frames as interactions (25/5: 6 frames in 5 s)
JUMP_CHOICES = 25  # Discord's limit on a select menu's options
NEAR = 5  # moves either side of the one shown that a jump always offers


class ReplayRefused(Refusal):
    """A replay that cannot be shown to this member (unknown game, another server, a game in play
    that is not theirs); nothing was shown."""


@dataclass(frozen=True)
class ReplayFrame:
    """Move ``number`` of the game ``record`` as spectators saw it."""

    record: GameRecord
    number: int  # the move shown: 0 is the deal
    moves: tuple[MoveRecord, ...]  # the moves in effect, oldest first (at most MAX_REPLAY_MOVES)
    images: list[bytes]  # the spectators' board after move ``number`` (1 to 4 PNGs)
    cut: bool = False  # the log is longer than MAX_REPLAY_MOVES: only its first moves can be shown
    beyond: int | None = None  # the move asked for, when there is no such move (``number`` is then the last)

    @property
    def total(self) -> int:
        """The last move there is: the final move of an ended game, the present of a game in play."""
        return len(self.moves)

    @property
    def move(self) -> MoveRecord | None:
        """The move that made this board (None at the deal)."""
        return self.moves[self.number - 1] if self.number else None

    @property
    def in_play(self) -> bool:
        return self.record.status == ACTIVE


def frame_cooldown(cooldown: Cooldown) -> Cooldown:
    """The per-member allowance of replay frames: ``1/FRAME_SHARE`` of the interaction cooldown's
    count, in the same window (at least one frame)."""
    return Cooldown(max(1, cooldown.limit // FRAME_SHARE), cooldown.window)


def check_viewer(
    record: GameRecord | None, game_id: int, user_id: int, guild_id: int | None, sees: Callable[[GameRecord], bool]
) -> GameRecord:
    """``record`` when the member ``user_id`` may step through it, else :class:`ReplayRefused`.

    ``sees(record)``: whether the member can see the channel the game is played in (Discord knows)."""
    unknown = ReplayRefused(msg("replay-refusal-unknown", number=game_id))
    if record is None or record.guild_id != guild_id or record.state is None:
        raise unknown
    if record.practice and record.host_id != user_id:  # one member's game, in their private thread
        raise unknown
    if record.status == ACTIVE:
        if record.seat_of(user_id) is None:
            if not sees(record):
                raise unknown
            raise ReplayRefused(msg("replay-refusal-in-play", number=game_id))
        return record
    if record.status not in ENDED or not sees(record):
        raise unknown
    return record


def shown_move(asked: int | None, total: int) -> int:
    """The move to show when ``asked`` is asked for (None: the last), within 0..``total``."""
    if asked is None:
        return total
    return min(max(asked, 0), total)


def jump_choices(number: int, total: int, size: int = JUMP_CHOICES) -> list[int]:
    """The moves a jump offers from move ``number`` of ``total``: the deal, the last move, the
    ``NEAR`` moves either side, and landmarks spread evenly over the game, at most ``size`` in all,
    in order, never ``number`` itself."""
    every = [n for n in range(total + 1) if n != number]
    if len(every) <= size:
        return every
    chosen = {0, total} | {n for n in range(number - NEAR, number + NEAR + 1) if 0 <= n <= total}
    chosen.discard(number)
    spread = size - len(chosen)
    step = total / (spread + 1)
    landmarks = [round(step * k) for k in range(1, spread + 1)]
    for n in landmarks:
        if len(chosen) >= size:
            break
        if n != number:
            chosen.add(n)
    for n in every:  # landmarks that fell on a chosen move leave room: fill it from the start
        if len(chosen) >= size:
            break
        chosen.add(n)
    return sorted(chosen)[:size]


async def replay_frame(
    boards: Boards,
    game_id: int,
    user_id: int,
    asked: int | None,
    locale: str | None,
    *,
    guild_id: int | None,
    sees: Callable[[GameRecord], bool],
    page_turn: bool = False,
) -> ReplayFrame:
    """Move ``asked`` (None: the last; clamped to the game) of game ``game_id`` for the member
    ``user_id``: their right to see it checked (:func:`check_viewer`), the log read (at most
    ``MAX_REPLAY_MOVES`` rows) and the board drawn in ``locale``'s language.

    ``page_turn``: a page turned in a viewer; a newer page turn of the same member before this
    one's board is drawn raises ``services.images.FrameSuperseded`` (the newer page is shown instead)."""
    record = check_viewer(await boards.store.get_game(game_id), game_id, user_id, guild_id, sees)
    logged = await boards.store.moves(record.id, limit=MAX_REPLAY_MOVES)
    moves = tuple(moves_in_effect(logged))
    number = shown_move(asked, len(moves))
    language = chain(locale)[0]
    shown = moves[number - 1] if number else None
    view = ReplayView(
        record.game_key,
        len(record.seats),
        record.seed,
        record.options,
        tuple((move.seat, move.action_id) for move in moves[:number]),
    )
    key = (record.id, shown.version if shown is not None else 0, None, language)
    images = await boards.images.replay_frame(
        key, record.game_key, view, record.names, language, turn_of=user_id if page_turn else None
    )
    return ReplayFrame(
        record=record,
        number=number,
        moves=moves,
        images=images,
        cut=len(logged) < record.moves_logged,
        beyond=asked if asked is not None and asked > len(moves) else None,
    )
