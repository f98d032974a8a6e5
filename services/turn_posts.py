"""When a game's thread gets a new board post, and what a board post says.

A *turn post* is one board message in the game's thread. It is created when a human's turn
begins (that post's mention is what pings them) and then edited in place after every later
decision (theirs, the AI's, a clock's) until the next human turn begins, so the thread holds one
board per human turn while its latest image always shows the latest move.

"A human's turn begins" means precisely: a human seat is to act now that was not to act on the
board the post last showed. A human who keeps deciding (several decisions in one turn) or who
waits while AI seats play keeps the same post; a second human who must answer mid-turn, or the
first human again after the others played, gets a new post. Seats played by the AI (bots and
humans on autopilot) never start a post.

Everything here is pure (no Discord, no store; words come from the catalogue) so the policy is
tested and benchmarked directly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from lang import Speaker
from rules import get_game
from rules.text import seat as seat_arg

MAX_CONTENT = 2000  # Discord's limit on a message's text


def humans_to_act(to_act: Iterable[int], human_seats: Iterable[int]) -> frozenset[int]:
    """The seats to act that a person plays (not a bot, not on autopilot)."""
    return frozenset(to_act) & frozenset(human_seats)


def starts_new_post(shown_to_act: Iterable[int], now_to_act: Iterable[int], human_seats: Iterable[int]) -> bool:
    """Whether the board after a move goes in a new post rather than an edit of the turn's post.

    ``shown_to_act``: the seats to act on the board the current post shows; ``now_to_act``: the
    seats to act now; ``human_seats``: the seats people play. True exactly when a human is to act
    now who was not to act on the shown board.
    """
    return bool(humans_to_act(now_to_act, human_seats) - frozenset(shown_to_act))


def move_line(speaker: Speaker, number: int, texts: list[str], seat: int, for_player: bool = False) -> str:
    """One caption line for the move logged as ``number`` (the first move is "Move 1"; versions
    also count seat changes, so they are not move numbers), in ``speaker``'s language. ``texts``
    are the move's public events as the speaker shows them; ``seat`` made the move. ``for_player``:
    the AI made it for the member of that seat (their decision timed out, or the AI plays their seat),
    and the line says so."""
    said = " · ".join(text for text in texts if text) or speaker.t("turn-decided", player=seat_arg(seat))
    if for_player:
        return speaker.t("turn-move-line-for", number=number, player=seat_arg(seat), said=said)
    return speaker.t("turn-move-line", number=number, said=said)


CATCH_UP_LINES = 12  # move lines the picker's "since your last decision" shows at most (the newest)
CATCH_UP_CHARS = 1500  # and characters: the picker's whole text stays far inside Discord's 4,000


def caption_events(game_key: str, events: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The logged ``events`` of a move that its caption says: those the game's board shows plainly
    (``Game.BOARD_SHOWS``) are left out when anything else is said."""
    shows = get_game(game_key).BOARD_SHOWS
    said = [event for event in events if (event.get("msg") or {}).get("id") not in shows]
    return said or list(events)


MAX_POST_LINKS = 5  # the earlier turn posts a catch-up links, newest kept


def post_url(guild_id: int | None, thread_id: int, message_id: int) -> str:
    """Discord's link to a message of a thread (``@me`` stands for no server: a DM)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{thread_id}/{message_id}"


def missed_posts(
    posts: Sequence[tuple[int, int]], current: int | None, moves: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The turn posts that showed ``moves`` (each (version, number), oldest first) other than the
    ``current`` one, each as (its first move's number, message id), oldest first, the newest
    :data:`MAX_POST_LINKS`. ``posts``: the game's recent posts, each (the version its lines start
    after, message id)."""
    found = []
    ordered = sorted(posts)
    for index, (start, message) in enumerate(ordered):
        # A post shows the moves after its start up to where the next post starts.
        end = ordered[index + 1][0] if index + 1 < len(ordered) else None
        shown = [number for version, number in moves if version > start and (end is None or version <= end)]
        if shown and message != current:
            found.append((shown[0], message))
    return found[-MAX_POST_LINKS:]


def catch_up(
    speaker: Speaker,
    lines: list[str],
    most: int = CATCH_UP_LINES,
    limit: int = CATCH_UP_CHARS,
    links: Sequence[tuple[int, str]] = (),
) -> str:
    """What happened since a player's last decision, for the top of their picker: a heading and the
    newest move lines (at most ``most``, within ``limit`` characters), saying how many earlier ones
    were left out, and a line linking the earlier turn posts that showed them (``links``: each
    (the number of its first move, its link)); empty without moves."""
    if not lines:
        return ""
    kept = lines[-most:]
    shown_links = list(links)

    def build() -> str:
        parts = [speaker.t("turn-catch-up-head", count=len(lines))]
        if len(lines) > len(kept):
            parts.append(speaker.t("turn-catch-up-earlier", count=len(lines) - len(kept)))
        parts += kept
        if shown_links:
            posts = [speaker.t("turn-catch-up-post", number=number, url=url) for number, url in shown_links]
            parts.append(speaker.t("turn-catch-up-posts", posts=" · ".join(posts)))
        return "\n".join(parts)

    text = build()
    while len(text) > limit and len(kept) > 1:
        kept = kept[1:]
        text = build()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def post_content(
    speaker: Speaker, head: str, lines: list[str], tail: str, limit: int = MAX_CONTENT, most: int | None = None
) -> str:
    """The text of a turn post: ``head`` (may be empty), one line per move since the post began,
    then ``tail`` (who is to act). Within ``limit`` characters and ``most`` lines of moves,
    dropping the oldest move lines first and saying how many were left out (in ``speaker``'s
    language) at the start of the first line kept, so the count takes no line of its own."""
    kept = list(lines)
    dropped = 0
    if most is not None and len(kept) > most:
        dropped = len(kept) - max(1, most)
        kept = kept[dropped:]

    def build() -> str:
        parts = [head] if head else []
        if dropped and kept:
            parts.append(f"{speaker.t('turn-earlier-moves', count=dropped)} {kept[0]}")
            parts.extend(kept[1:])
        else:
            parts.extend(kept)
        if tail:
            parts.append(tail)
        return "\n".join(parts)

    text = build()
    while len(text) > limit and len(kept) > 1:  # the newest move line always stays
        kept.pop(0)
        dropped += 1
        text = build()
    if len(text) > limit:  # a single enormous line: cut it rather than fail the post
        text = text[: limit - 1] + "…"
    return text


@dataclass(frozen=True)
class Standing:
    """One line of the standings: ``seat`` has ``points`` and shares ``place`` with every seat of as many."""

    place: int
    seat: int
    points: int


def standings(scores: Sequence[int]) -> list[Standing]:
    """Every seat's points, leader first (seat order among equals); seats with equal points share a
    place and the next place counts them all (1, 1, 3: "standard competition ranking")."""
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    found: list[Standing] = []
    for index, seat in enumerate(order):
        tied = found and found[-1].points == scores[seat]
        found.append(Standing(found[-1].place if tied else index + 1, seat, scores[seat]))
    return found


def acting_seat(to_act: Iterable[int], human_seats: Iterable[int]) -> int | None:
    """The seat whose colour a turn post wears: the first human to act (the one it pings), else the
    first seat to act; None when nobody is to act."""
    waiting = sorted(to_act)
    people = frozenset(human_seats)
    humans = [seat for seat in waiting if seat in people]
    return (humans or waiting)[0] if waiting else None
