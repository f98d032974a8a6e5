"""A turn post and the end of a game as one Discord layout (Components V2, ``discord.ui.LayoutView``).

A turn post is one container, accented with the colour of the seat to act, holding as Discord text
(crisp at the reader's font size, searchable, read by screen readers): the game's opening line (its
first post only), whose turn it is (the mention of each human to act: the only members the post
pings), the moves since the post began, and the standings (every seat's points, leader first, each
with its seat's marker so that colour never carries meaning alone); then the board images as a media
gallery (the first image in a gallery of its own, so that Discord shows it at full width, not
in a mosaic); then the Take turn / My hand buttons. The end of a game is the same kind of container: the
result as text, the score sheet as a gallery.

A Components V2 message has no content and no embeds, and Discord holds it to 40 components,
4,000 characters over all its text displays, 10 items per gallery and 10 files. The move lines give way first:
the oldest are dropped and one line says how many (``services.turn_posts.post_content``).

The functions here only assemble what the publisher (``cogs.publisher``) worked out in the table's
language; they are tested directly (``tests/test_layout_post.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from cogs.ui import clip
from lang import Speaker
from render import theme
from services.turn_posts import post_content

MAX_COMPONENTS = 40  # every component of a message, nested ones included
MAX_TEXT = 4000  # characters over all text displays of a message
MAX_GALLERY = 10  # items of one media gallery
MAX_FILES = 10  # files of one message
MAX_ALT = 1024  # characters of a gallery item's description (its alt text)
MAX_ROW = 5  # buttons of one action row

# The text form of each seat's marker shape (render.theme.SEAT_MARKERS): the same shape the images
# draw in the seat's colour, so a reader who cannot tell the colours apart still tells the seats apart.
MARKS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "cross": "✚"}

# Guards so that no single part can crowd the move lines out (the real texts are far shorter).
MAX_HEAD, MAX_TURN, MAX_STANDINGS, MAX_NOTE = 1000, 1000, 1200, 300
# The move lines a turn post shows: the newest, after a count of the earlier ones when there are
# more (the post keeps to one screen; whoever is pinged reads every move in their picker's catch-up).
MAX_MOVE_LINES = 1

_LIST_START = re.compile(r"^(\s*\d+)\.(?=\s)", re.M)


def seat_mark(seat: int) -> str:
    """The seat's marker as a character (● ■ ▲ ◆ ★ ✚)."""
    return MARKS[theme.seat_marker(seat)]


def seat_colour(seat: int) -> discord.Colour:
    """The seat's colour, as the images draw it."""
    red, green, blue = theme.seat_color(seat)
    return discord.Colour.from_rgb(red, green, blue)


def not_a_list(text: str) -> str:
    """``text`` with each line that starts "3. " kept as written: Discord would read such lines as a
    numbered list and number it again (a tie's "1. … 1. …" would show "1. … 2. …")."""
    return _LIST_START.sub(r"\1\\.", text)


@dataclass
class PostTexts:
    """What a turn post says, in the table's language: ``head`` (the game's first post only),
    ``turn`` (whose turn it is, with the mentions), ``moves`` (one caption line per move since the
    post began, oldest first), ``standings``, ``note`` (said in place of images that could not be drawn)."""

    head: str = ""
    turn: str = ""
    moves: list[str] = field(default_factory=list)
    standings: str = ""
    note: str = ""


@dataclass(frozen=True)
class Fitted:
    """The text displays of a post, each non-empty or empty (left out), within :data:`MAX_TEXT` together."""

    head: str
    turn: str
    moves: str
    standings: str
    note: str

    def total(self) -> int:
        return sum(len(part) for part in (self.head, self.turn, self.moves, self.standings, self.note))


def fit_texts(texts: PostTexts, speaker: Speaker, limit: int = MAX_TEXT) -> Fitted:
    """The post's texts within ``limit`` characters in all: everything but the move lines is kept
    (each within a guard; the standings' places kept as written), the move lines fill what is
    left, at most :data:`MAX_MOVE_LINES` of them, the oldest dropped first and counted in one line
    in ``speaker``'s language ("(3 earlier moves of this turn: /game log)")."""
    head = clip(texts.head, MAX_HEAD)
    turn = clip(texts.turn, MAX_TURN)
    standings = clip(not_a_list(texts.standings), MAX_STANDINGS)
    note = clip(texts.note, MAX_NOTE)
    room = limit - sum(len(part) for part in (head, turn, standings, note))
    moves = (
        post_content(speaker, "", texts.moves, "", limit=room, most=MAX_MOVE_LINES) if texts.moves and room > 1 else ""
    )
    return Fitted(head, turn, moves, standings, note)


def gallery(files: Sequence[discord.File]) -> discord.ui.MediaGallery[discord.ui.LayoutView] | None:
    """The images of ``files`` (at most :data:`MAX_GALLERY`) as a gallery, each item showing its
    file by name (``attachment://<filename>``) with the file's alt text; None without files."""
    items = [
        discord.MediaGalleryItem(file.uri, description=file.description[:MAX_ALT] if file.description else None)
        for file in files[:MAX_GALLERY]
    ]
    return discord.ui.MediaGallery(*items) if items else None


def galleries(files: Sequence[discord.File]) -> list[discord.ui.MediaGallery[discord.ui.LayoutView]]:
    """The board's images: the first in a gallery of its own, the others in a second one.

    Discord draws the items of one gallery as a cropped mosaic, every image at about half the
    width until it is clicked; alone in its gallery the first image (the board and its last-turn
    marks) is shown at the full width of the post."""
    found = [gallery(files[:1]), gallery(files[1:MAX_FILES])]
    return [shown for shown in found if shown is not None]


def turn_post_view(
    texts: PostTexts,
    speaker: Speaker,
    files: Sequence[discord.File],
    accent: discord.Colour | None,
    buttons: Sequence[discord.ui.Item[Any]] = (),
) -> discord.ui.LayoutView:
    """The whole turn post: send it with ``files`` (the images it shows, :data:`MAX_FILES` at most)."""
    fitted = fit_texts(texts, speaker)
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=accent)
    # Whose turn it is, then the board at once (the first thing a glance finds), then what
    # happened and how the game stands.
    top = "\n".join(part for part in (fitted.head, fitted.turn) if part)
    if top:
        container.add_item(discord.ui.TextDisplay(top))
    for images in galleries(files):
        container.add_item(images)
    if fitted.note:
        container.add_item(discord.ui.TextDisplay(fitted.note))
    below = "\n".join(part for part in (fitted.moves, fitted.standings) if part)
    if below:
        container.add_item(discord.ui.TextDisplay(below))
    if buttons:
        container.add_item(discord.ui.ActionRow(*buttons))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def result_view(
    text: str,
    files: Sequence[discord.File],
    accent: discord.Colour | None,
    buttons: Sequence[discord.ui.Item[Any]] = (),
) -> discord.ui.LayoutView:
    """The end of a game: the result as text (places kept as written), the score sheet as a
    gallery, and its buttons (Rematch, Replay) in a row at the foot of the container, as the turn
    post has its own."""
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=accent)
    container.add_item(discord.ui.TextDisplay(clip(not_a_list(text), MAX_TEXT)))
    images = gallery(files)
    if images is not None:
        container.add_item(images)
    if buttons:
        container.add_item(discord.ui.ActionRow(*buttons[:MAX_ROW]))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


# A separator between two text blocks of a panel (see :func:`panel_view`).
RULE = None


def fit_blocks(blocks: Sequence[str | None], limit: int = MAX_TEXT) -> list[str | None]:
    """``blocks`` (text, or :data:`RULE`) within ``limit`` characters in all: empty blocks are left
    out, and when the whole is too long the longest block is cut (with "…") until it fits."""
    kept: list[str | None] = [block for block in blocks if block is None or block]
    texts = [i for i, block in enumerate(kept) if block is not None]
    while sum(len(kept[i] or "") for i in texts) > limit:
        longest = max(texts, key=lambda i: len(kept[i] or ""))
        excess = sum(len(kept[i] or "") for i in texts) - limit
        kept[longest] = clip(kept[longest] or "", max(1, len(kept[longest] or "") - excess))
    # No separator at either end nor two in a row.
    tidy: list[str | None] = []
    for block in kept:
        if block is None and (not tidy or tidy[-1] is None):
            continue
        tidy.append(block)
    while tidy and tidy[-1] is None:
        tidy.pop()
    return tidy


def panel_view(
    blocks: Sequence[str | None],
    accent: discord.Colour | None,
    *,
    files: Sequence[discord.File] = (),
    rows: Sequence[Sequence[discord.ui.Item[Any]]] = (),
    lesson: str | None = None,
) -> discord.ui.LayoutView:
    """A panel of the bot as one layout (the lobby, the picker, the second look): one container
    accented with ``accent``, holding ``lesson`` first when given (a practice game's explanation,
    then a separator), the text ``blocks`` (:data:`RULE` for a separator), the images of ``files``
    (the first alone, as the turn post shows them), and ``rows`` of components (buttons, at most
    :data:`MAX_ROW` a row, or one select), all within :data:`MAX_TEXT` characters of text."""
    found = fit_blocks([lesson or "", RULE, *blocks] if lesson else list(blocks))
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=accent)
    for block in found:
        if block is None:
            container.add_item(discord.ui.Separator(visible=True))
        else:
            container.add_item(discord.ui.TextDisplay(block))
    for images in galleries(files):
        container.add_item(images)
    for row in rows:
        if row:
            container.add_item(discord.ui.ActionRow(*row))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def images_view(text: str, files: Sequence[discord.File], accent: discord.Colour | None) -> discord.ui.LayoutView:
    """A view sent as a message of its own (a seat's view by DM or on My hand, the board on
    /board): its line of text and its images as the turn post shows them, the first alone at the
    width of the post, the others under it. As plain attachments, Discord would set two images side
    by side at half the width (a Paper World table and hand, a Solstis board and the waiting
    player's hand)."""
    return panel_view([text], accent, files=files)


def components_of(view: discord.ui.LayoutView) -> int:
    """How many components Discord counts in ``view`` (every one, nested ones included)."""

    def count(items: Sequence[dict[str, Any]]) -> int:
        return sum(1 + count(item.get("components") or []) for item in items)

    return count(view.to_components())  # type: ignore[no-untyped-call]  # discord.py leaves it unannotated


def text_of(view: discord.ui.LayoutView) -> list[str]:
    """The content of every text display of ``view``, in order."""
    found: list[str] = []

    def walk(items: Sequence[dict[str, Any]]) -> None:
        for item in items:
            if item.get("type") == discord.ComponentType.text_display.value:
                found.append(item["content"])
            walk(item.get("components") or [])

    walk(view.to_components())  # type: ignore[no-untyped-call]  # discord.py leaves it unannotated
    return found
