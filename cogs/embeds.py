"""Embeds within Discord's limits by construction: a text too long for its place is split, never cut.

Discord refuses (or, through discord.py's helpers, the bot would have to cut) an embed whose field
value passes 1,024 characters, whose description passes 4,096, whose title or field name passes 256,
that has more than 25 fields, or whose texts add up past 6,000 (over all embeds of one message).
:func:`split_text` breaks a text at the last paragraph break that fits, else the last line break,
else the last sentence end, else the last space, so no sentence is ever broken in the middle when a
whole one fits; :func:`sectioned_embeds` lays sections out as fields, a section too long for one
field going on in the next field (under a blank name, so it reads as the same section), and starts
another embed when one would pass a limit. Each returned embed fits a message of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import discord

EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELD_NAME = 256
EMBED_FIELD = 1024
EMBED_FIELDS = 25
EMBED_TOTAL = 6000
# The name of a field that goes on with the section above it: Discord needs a name, and shows this
# one as nothing, so the continued text sits under the section's own heading.
CONTINUED = "\u200b"

# Where a sentence ends: after . ! ? … (and their full-width forms, which need no space after them),
# before a space or the end. Tried only when no paragraph or line break fits.
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|(?<=[。！？])")


def _last_break(text: str, limit: int) -> int:
    """Where ``text`` (longer than ``limit``) is best split so its head fits ``limit``: the end of
    the head; 0 when it has no break at all within the limit."""
    head = text[: limit + 1]  # a break just past the limit still leaves a head that fits
    for separator in ("\n\n", "\n"):
        at = head.rfind(separator, 0, limit + 1)
        if at > 0:
            return at
    ends = [m.start() for m in _SENTENCE_END.finditer(head) if 0 < m.start() <= limit]
    if ends:
        return ends[-1]
    at = head.rfind(" ", 0, limit + 1)
    return at if at > 0 else 0


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, each split where :func:`_last_break`
    says, the whitespace at a split dropped; a piece is split inside a word only when that one word
    is longer than ``limit``. Joined back with their breaks, the pieces are the whole text."""
    pieces: list[str] = []
    rest = text.strip()
    while len(rest) > limit:
        at = _last_break(rest, limit) or limit
        pieces.append(rest[:at].rstrip())
        rest = rest[at:].lstrip()
    if rest or not pieces:
        pieces.append(rest)
    return pieces


def embed_size(embed: discord.Embed) -> int:
    """Characters Discord counts toward an embed's 6,000 limit."""
    footer = embed.footer.text or "" if embed.footer else ""
    author = embed.author.name or "" if embed.author else ""
    return (
        len(embed.title or "")
        + len(embed.description or "")
        + len(footer)
        + len(author)
        + sum(len(field.name or "") + len(field.value or "") for field in embed.fields)
    )


def section_fields(name: str, text: str) -> list[tuple[str, str]]:
    """A section as fields: its text split to fit a field, the first piece under ``name``, the rest
    under :data:`CONTINUED`."""
    pieces = split_text(text, EMBED_FIELD)
    return [(name if index == 0 else CONTINUED, piece) for index, piece in enumerate(pieces)]


def sectioned_embeds(
    title: str,
    description: str,
    sections: Sequence[tuple[str, str]],
    colour: int,
    footer: str | None = None,
) -> list[discord.Embed]:
    """Embeds showing ``description`` and then every section (name, text) in order as fields, each
    embed within every limit of a message of its own: the title on the first, the footer on the
    last, a section split over as many fields and embeds as it needs. Nothing is cut.

    A title or a section's name longer than 256 characters is a catalogue's mistake (the limits test
    checks every one): it raises rather than being cut."""
    if len(title) > EMBED_TITLE or any(len(name) > EMBED_FIELD_NAME for name, _ in sections):
        raise ValueError("an embed title or field name over 256 characters")
    if footer is not None and len(footer) > EMBED_DESCRIPTION:
        raise ValueError("an embed footer over 4,096 characters")
    reserve = len(footer or "")  # kept free on every embed, so the last one always has room for it
    descriptions = split_text(description, EMBED_DESCRIPTION) if description else []
    embeds = [discord.Embed(title=title, description=descriptions[0] if descriptions else None, color=colour)]
    for piece in descriptions[1:]:
        embeds.append(discord.Embed(description=piece, color=colour))
    for name, text in sections:
        for field_name, value in section_fields(name, text):
            last = embeds[-1]
            full = len(last.fields) >= EMBED_FIELDS
            if full or embed_size(last) + len(field_name) + len(value) + reserve > EMBED_TOTAL:
                # A section going on in a new embed keeps its name there, so it is not read as the previous one's.
                embeds.append(discord.Embed(color=colour))
                if field_name == CONTINUED:
                    field_name = name
            embeds[-1].add_field(name=field_name, value=value, inline=False)
    if footer:
        embeds[-1].set_footer(text=footer)
    return embeds
