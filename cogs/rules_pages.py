"""/rules: how to play each game, from ``lang/locales/<language>/rules/<game>.md``, paged with buttons.

A rules text is a series of sections, each starting with a ``## Heading`` line; a bullet line
``- **Name**: what it does`` explains one component (tile, spirit, power, gem, Dream tile). Each
language has its own texts; a reader whose language has none for a game reads the next language of
their chain (``lang.chain``: es-419 reads es-ES, then English). The game's lobby options are
appended as a last section from the engine's own option list (in the reader's language), so an
option can never be missing. Sections are packed into pages that keep inside Discord's embed
limits; the Previous/Next buttons carry the game and the page in their custom id, so they work
after restarts, and each click shows the page in the language of the member who clicked.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import discord

from cogs.embeds import section_fields, split_text
from cogs.ui import Gated, HostedButton, guarded, locale_of, tell
from lang import SOURCE, Speaker, chain
from lang.catalogue import LOCALES_DIR, PSEUDO, pseudo_word
from rules import available_keys, get_game
from rules.text import msg
from services.naming import game_title
from services.paces import PACES, describe

PAGE_BUDGET = 3000  # characters of section text a page carries; leaves room for fields and title
COLOUR = 0xFFC43C


def rules_path(key: str, language: str) -> Path:
    """Where the rules of ``key`` in ``language`` are written (the pseudo-locale reads the source's)."""
    return LOCALES_DIR / (SOURCE if language == PSEUDO else language) / "rules" / f"{key}.md"


def rules_language(key: str, locale: str | None) -> str:
    """The language a reader with ``locale`` reads the rules of ``key`` in: the first of their chain
    that has them."""
    for code in chain(locale):
        if rules_path(key, code).exists():
            return code
    return SOURCE


def rules_text(key: str, locale: str | None = SOURCE) -> str:
    """The game's rules text as written for the reader's language (see :func:`rules_language`); in
    the pseudo-locale, the source's text with every line accented and longer."""
    language = rules_language(key, locale)
    text = rules_path(key, language).read_text(encoding="utf-8")
    if language == PSEUDO:
        text = "\n".join(pseudo_word(line) for line in text.splitlines())
    return text


def sections(key: str, locale: str | None = SOURCE) -> list[tuple[str, str]]:
    """(heading, body) of every section of the game's rules, then its lobby options."""
    speaker = Speaker(locale)
    found: list[tuple[str, str]] = []
    for block in re.split(r"^## ", rules_text(key, locale), flags=re.M):
        if not block.strip():
            continue
        heading, _, body = block.partition("\n")
        found.append((heading.strip(), body.strip()))
    options = option_lines(key, speaker)
    if options:
        found.append((speaker.t("rules-options-heading"), "\n".join(options)))
    return found


def option_lines(key: str, speaker: Speaker) -> list[str]:
    """One line per lobby option: what it does, its choices and its default, in ``speaker``'s language."""
    lines = []
    for spec in get_game(key).OPTIONS:
        choices = [speaker.say(label) for label in spec.choices.values()]
        chosen = spec.choices.get(spec.default)
        default = speaker.say(chosen) if chosen is not None else str(spec.default)
        option = speaker.say(spec.label)
        line = (
            speaker.t(
                "rules-option-described",
                option=option,
                description=speaker.say(spec.description),
                choices=choices,
                default=default,
            )
            if spec.description
            else speaker.t("rules-option", option=option, choices=choices, default=default)
        )
        lines.append(f"- {line}")
    return lines


def players_text(key: str, speaker: Speaker | None = None) -> str:
    game = get_game(key)
    speaker = speaker or Speaker(SOURCE)
    if game.min_players == game.max_players:
        return speaker.t("rules-players-exactly", count=game.min_players)
    return speaker.t("rules-players-range", low=game.min_players, high=game.max_players)


def _pieces(heading: str, body: str, continued: str) -> list[str]:
    """A section as one or more text pieces of at most PAGE_BUDGET characters, split between lines
    (a line too long for a page of its own between its sentences, see ``cogs.embeds.split_text``)."""
    pieces, current = [], f"**{heading}**"
    room = PAGE_BUDGET - len(f"**{heading}** {continued}") - 1
    for line in (part for whole in body.splitlines() for part in split_text(whole, room)):
        if len(current) + 1 + len(line) > PAGE_BUDGET:
            pieces.append(current)
            current = f"**{heading}** {continued}"
        current += "\n" + line
    pieces.append(current)
    return pieces


def pages(key: str, locale: str | None = SOURCE) -> tuple[str, ...]:
    """The descriptions of the game's rules pages, in reading order, for a reader with ``locale``."""
    return _pages(key, chain(locale)[0])


@cache
def _pages(key: str, language: str) -> tuple[str, ...]:
    continued = Speaker(language).t("rules-continued")
    out: list[str] = []
    current = ""
    for heading, body in sections(key, language):
        for piece in _pieces(heading, body, continued):
            if current and len(current) + 2 + len(piece) > PAGE_BUDGET:
                out.append(current)
                current = ""
            current = f"{current}\n\n{piece}" if current else piece
    if current:
        out.append(current)
    return tuple(out)


def rules_embed(key: str, page: int = 0, locale: str | None = SOURCE) -> discord.Embed:
    """Page ``page`` (clamped) of the game's rules in the reader's language; the first page also
    gives players and pace."""
    speaker = Speaker(locale)
    texts = pages(key, locale)
    page = min(max(page, 0), len(texts) - 1)
    title = (
        speaker.t("rules-title-paged", game=game_title(key), page=page + 1, pages=len(texts))
        if len(texts) > 1
        else speaker.t("rules-title", game=game_title(key))
    )
    # Pages are packed within the description's limit and the pace is split over fields, so nothing
    # here is cut (tests/test_discord_limits_i18n.py checks every game and language).
    embed = discord.Embed(title=title, description=texts[page], color=COLOUR)
    if page == 0:
        embed.add_field(name=speaker.t("rules-field-players"), value=players_text(key, speaker), inline=True)
        for name, value in section_fields(speaker.t("rules-field-pace"), pace_text(speaker)):
            embed.add_field(name=name, value=value, inline=False)
    footer = speaker.plain("rules-footer-paged") if len(texts) > 1 else speaker.plain("rules-footer")
    embed.set_footer(text=footer)
    return embed


def pace_text(speaker: Speaker) -> str:
    """Every pace a lobby may choose, one line each, and what the clock does, in ``speaker``'s language."""
    lines = "\n".join(f"- {speaker.say(describe(pace))}" for pace in PACES.values())
    return speaker.t("paces-rules", paces=lines)


def rules_view(key: str, page: int = 0, locale: str | None = SOURCE) -> discord.ui.View | None:
    """Previous / Next buttons in the reader's language, or None when the rules fit one page."""
    count = len(pages(key, locale))
    if count <= 1:
        return None
    speaker = Speaker(locale)
    page = min(max(page, 0), count - 1)
    view = discord.ui.View(timeout=None)
    if page > 0:
        view.add_item(RulesPageButton(key, page - 1, speaker.t("rules-previous", page=page, pages=count)))
    if page < count - 1:
        view.add_item(RulesPageButton(key, page + 1, speaker.t("rules-next", page=page + 2, pages=count)))
    return view


class RulesPageButton(Gated, discord.ui.DynamicItem[HostedButton], template=r"rules:(?P<key>[a-z0-9-]+):(?P<page>\d+)"):
    """Shows page ``page`` of ``key``'s rules in the same (private) message (after the cooldown gate)."""

    def __init__(self, key: str, page: int, label: str = "-") -> None:
        super().__init__(
            discord.ui.Button(label=label[:80], style=discord.ButtonStyle.secondary, custom_id=f"rules:{key}:{page}")
        )
        self.key, self.page = key, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["key"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        if self.key not in available_keys():
            await tell(interaction, msg("bot-refusal-unknown-game"))
            return
        locale = locale_of(interaction)
        await interaction.response.edit_message(
            embed=rules_embed(self.key, self.page, locale), view=rules_view(self.key, self.page, locale)
        )
