"""/rules: how to play each game, from the texts in ``data/rules_text/<game>.md``, paged with buttons.

A rules text is a series of sections, each starting with a ``## Heading`` line; a bullet line
``- **Name**: what it does`` explains one component (tile, spirit, power, gem, Dream tile). The
game's lobby options are appended as a last section from the engine's own option list, so an option
can never be missing. Sections are packed into pages that keep inside Discord's embed limits; the
Previous/Next buttons carry the game and the page in their custom id, so they work after restarts.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import discord

from cogs.ui import Gated, guarded
from rules import available_keys, get_game
from services.table import PACES

RULES_DIR = Path(__file__).resolve().parent.parent / "data" / "rules_text"
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELD = 1024
EMBED_TOTAL = 6000
PAGE_BUDGET = 3000  # characters of section text a page carries; leaves room for fields and title
COLOUR = 0xFFC43C


def rules_text(key: str) -> str:
    """The game's rules text as written in its data file."""
    return (RULES_DIR / f"{key}.md").read_text(encoding="utf-8")


def sections(key: str) -> list[tuple[str, str]]:
    """(heading, body) of every section of the game's rules, then its lobby options."""
    found: list[tuple[str, str]] = []
    for block in re.split(r"^## ", rules_text(key), flags=re.M):
        if not block.strip():
            continue
        heading, _, body = block.partition("\n")
        found.append((heading.strip(), body.strip()))
    options = option_lines(key)
    if options:
        found.append(("Lobby options", "\n".join(options)))
    return found


def option_lines(key: str) -> list[str]:
    """One line per lobby option: what it does, its choices and its default."""
    lines = []
    for spec in get_game(key).OPTIONS:
        choices = ", ".join(str(label) for label in spec.choices.values())
        default = spec.choices.get(spec.default, spec.default)
        about = f"{spec.description} " if spec.description else ""
        lines.append(f"- **{spec.label}**: {about}Choices: {choices}. Default: {default}.")
    return lines


def players_text(key: str) -> str:
    game = get_game(key)
    return (
        str(game.min_players) if game.min_players == game.max_players else f"{game.min_players} to {game.max_players}"
    )


def _pieces(heading: str, body: str) -> list[str]:
    """A section as one or more text pieces of at most PAGE_BUDGET characters (split between lines)."""
    pieces, current = [], f"**{heading}**"
    for line in body.splitlines():
        if len(current) + 1 + len(line) > PAGE_BUDGET:
            pieces.append(current)
            current = f"**{heading}** (continued)"
        current += "\n" + line
    pieces.append(current)
    return pieces


@cache
def pages(key: str) -> tuple[str, ...]:
    """The descriptions of the game's rules pages, in reading order."""
    out: list[str] = []
    current = ""
    for heading, body in sections(key):
        for piece in _pieces(heading, body):
            if current and len(current) + 2 + len(piece) > PAGE_BUDGET:
                out.append(current)
                current = ""
            current = f"{current}\n\n{piece}" if current else piece
    if current:
        out.append(current)
    return tuple(out)


def rules_embed(key: str, page: int = 0) -> discord.Embed:
    """Page ``page`` (clamped) of the game's rules; the first page also gives players and pace."""
    game = get_game(key)
    texts = pages(key)
    page = min(max(page, 0), len(texts) - 1)
    title = f"{game.title}: how to play" + (f" ({page + 1}/{len(texts)})" if len(texts) > 1 else "")
    embed = discord.Embed(title=title[:EMBED_TITLE], description=texts[page][:EMBED_DESCRIPTION], color=COLOUR)
    if page == 0:
        embed.add_field(name="Players", value=players_text(key), inline=True)
        live, slow = PACES["live"][0], PACES["slow"][0]
        embed.add_field(
            name="Pace",
            value=f"{live}, or {slow}. The AI decides for a player who runs out of time."[:EMBED_FIELD],
            inline=True,
        )
    more = " Use the buttons below for the other pages." if len(texts) > 1 else ""
    embed.set_footer(text=f"Start a game with /play; the host sets options in the lobby.{more}")
    return embed


def rules_view(key: str, page: int = 0) -> discord.ui.View | None:
    """Previous / Next buttons, or None when the rules fit one page."""
    count = len(pages(key))
    if count <= 1:
        return None
    page = min(max(page, 0), count - 1)
    view = discord.ui.View(timeout=None)
    if page > 0:
        view.add_item(RulesPageButton(key, page - 1, f"Previous ({page}/{count})"))
    if page < count - 1:
        view.add_item(RulesPageButton(key, page + 1, f"Next ({page + 2}/{count})"))
    return view


class RulesPageButton(
    Gated, discord.ui.DynamicItem[discord.ui.Button], template=r"rules:(?P<key>[a-z0-9-]+):(?P<page>\d+)"
):
    """Shows page ``page`` of ``key``'s rules in the same (private) message (after the cooldown gate)."""

    def __init__(self, key: str, page: int, label: str = "Page") -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"rules:{key}:{page}")
        )
        self.key, self.page = key, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["key"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]  # discord.py types the item callback on its own generic Interaction
        await guarded(interaction, self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        if self.key not in available_keys():
            await interaction.response.send_message("Unknown game.", ephemeral=True)
            return
        await interaction.response.edit_message(
            embed=rules_embed(self.key, self.page), view=rules_view(self.key, self.page)
        )


def embed_size(embed: discord.Embed) -> int:
    """Characters Discord counts toward an embed's 6,000 limit."""
    footer = embed.footer.text or "" if embed.footer else ""
    return (
        len(embed.title or "")
        + len(embed.description or "")
        + len(footer)
        + sum(len(field.name or "") + len(field.value or "") for field in embed.fields)
    )
