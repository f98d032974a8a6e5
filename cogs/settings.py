"""``/settings``: a member's own choices, on a private panel.

The panel shows each setting and what it does, with a button to switch each one and a menu of
languages; every change is written at once (``member_settings``, see ``store.members``) and the
panel is shown again as it now is. The settings follow the member into every server and every
process: nothing is kept in memory. What each setting changes lives elsewhere:

* **Confirm moves that cannot be taken back** (off by default): the second look of ``cogs.turns``;
* **Private views by DM** (on): ``services.members.dm_wanted`` (``private_view_dm``), asked before every
  private view is sent (off: ``/hand`` and **My hand** show it, as when DMs are closed);
* **Reminders** (on): the clocks' reminders (``services.flow``) skip a member who turned them off;
* **Language** (Discord's by default): the language of the bot's answers to the member and of its
  DMs to them (``services.members.reading_locale``; game threads keep the table's language).
* **Time away** (the command's options ``zone``, ``quiet``, ``away``, ``back``; ``cogs.away``): the
  member's time zone, quiet hours and days away, checked whole before anything is written
  (``services.away.TimeAway.check``), which move deadlines and hold reminders back at the daily and
  weekend paces (``store.away``).

The components carry what they set (``settings:confirm:on``), not a toggle: an old panel or a double
click sets the same value again and changes nothing else. They work after a restart like every
other component (persistent dynamic items).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

import discord
from discord import app_commands
from discord.ext import commands

from cogs.away import away_lines
from cogs.installs import anywhere
from cogs.translator import t
from cogs.ui import (
    Gated,
    HostedButton,
    HostedSelect,
    OwnCog,
    chosen_values,
    discord_locale,
    guarded,
    reader,
    select_of,
    tell,
    use_locale,
)
from lang import SHIPPED, Speaker, chain
from rules.refusal import Refusal
from rules.text import Msg, msg
from services.away import TimeAway, zone_choices
from services.members import reading_locale
from store.members import MemberSettings

if TYPE_CHECKING:
    from cogs.client import TabletopClient
    from services.members import MemberLocales

DISCORD = "discord"  # the language menu's value for "the language of my Discord app"

# What the panel says of each switch, on and off; the label of the button that sets it on or off.
LINES: dict[tuple[str, bool], Msg] = {
    ("confirm", True): msg("settings-confirm-on"),
    ("confirm", False): msg("settings-confirm-off"),
    ("dms", True): msg("settings-dms-on"),
    ("dms", False): msg("settings-dms-off"),
    ("reminders", True): msg("settings-reminders-on"),
    ("reminders", False): msg("settings-reminders-off"),
}
BUTTONS: dict[tuple[str, bool], Msg] = {
    ("confirm", True): msg("settings-button-confirm-on"),
    ("confirm", False): msg("settings-button-confirm-off"),
    ("dms", True): msg("settings-button-dms-on"),
    ("dms", False): msg("settings-button-dms-off"),
    ("reminders", True): msg("settings-button-reminders-on"),
    ("reminders", False): msg("settings-button-reminders-off"),
}
SWITCH_ORDER = ("confirm", "dms", "reminders")


def language_label(code: str, speaker: Speaker) -> str:
    """A language as the member reads its name, followed by its own name when that differs."""
    from cogs.lobby import language_name  # the lobby's words for languages (a cog loaded before this one)

    return language_name(code, speaker)


def settings_panel(
    settings: MemberSettings, speaker: Speaker, client_locale: str, away: Sequence[str] = ()
) -> tuple[str, discord.ui.View]:
    """The panel in ``speaker``'s language: a line per setting, a button per switch (setting it to
    the other value), and the language menu. ``client_locale``: the member's Discord locale (what
    "Discord's language" means for them); ``away``: the lines of their time away (``cogs.away``)."""
    client_language = chain(client_locale)[0]
    lines = [speaker.t("settings-title")]
    lines += [speaker.say(LINES[(name, settings.switch(name))]) for name in SWITCH_ORDER]
    if settings.language:
        lines.append(speaker.t("settings-language-chosen", language=language_label(settings.language, speaker)))
    else:
        lines.append(speaker.t("settings-language-discord", language=language_label(client_language, speaker)))
    lines += away
    lines.append(speaker.t("settings-footer"))
    view = discord.ui.View(timeout=None)
    for name in SWITCH_ORDER:
        on = settings.switch(name)
        view.add_item(
            SwitchButton(
                name,
                not on,
                label=speaker.say(BUTTONS[(name, not on)]),
                style=discord.ButtonStyle.secondary if on else discord.ButtonStyle.primary,
            )
        )
    options = [
        discord.SelectOption(
            label=speaker.t("settings-language-option-discord", language=language_label(client_language, speaker))[
                :100
            ],
            value=DISCORD,
            default=settings.language is None,
        )
    ]
    options += [
        discord.SelectOption(label=language_label(code, speaker)[:100], value=code, default=settings.language == code)
        for code in SHIPPED
    ]
    select: HostedSelect = discord.ui.Select(
        custom_id="settings:language",
        placeholder=speaker.t("settings-language-placeholder")[:150],
        options=options[:25],
        row=1,
    )
    view.add_item(LanguageMenu(select))
    return "\n".join(lines)[:2000], view


class SwitchButton(
    Gated,
    discord.ui.DynamicItem[HostedButton],
    template=r"settings:(?P<name>confirm|dms|reminders):(?P<to>on|off)",
):
    """Sets the member's switch ``name`` on or off (the value is in the id: clicking twice is harmless)."""

    def __init__(
        self,
        name: str,
        on: bool,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"settings:{name}:{'on' if on else 'off'}", row=0
            )
        )
        self.name, self.on = name, on

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> SwitchButton:
        return cls(match["name"], match["to"] == "on")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, Settings.of(interaction.client).switch(interaction, self.name, self.on))


class LanguageMenu(Gated, discord.ui.DynamicItem[HostedSelect], template=r"settings:language"):
    """The language of the bot's answers to the member: one of the shipped languages, or Discord's."""

    def __init__(self, select: HostedSelect | None = None) -> None:
        super().__init__(
            select or discord.ui.Select(custom_id="settings:language", options=[discord.SelectOption(label="-")])
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LanguageMenu:
        return cls(select_of(item))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        raw = str(values[0]) if values else None
        await guarded(interaction, Settings.of(interaction.client).language(interaction, raw))


class Settings(OwnCog, commands.Cog):
    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    @property
    def members(self) -> MemberLocales:
        return self.bot.records.members

    @property
    def away(self) -> TimeAway:
        return self.bot.records.away

    @anywhere
    @app_commands.command(name=t("cmd-settings-name"), description=t("cmd-settings-description"))
    @app_commands.rename(
        zone=t("cmd-settings-zone-name"),
        quiet=t("cmd-settings-quiet-name"),
        away=t("cmd-settings-away-name"),
        back=t("cmd-settings-back-name"),
    )
    @app_commands.describe(
        zone=t("cmd-settings-zone-description"),
        quiet=t("cmd-settings-quiet-description"),
        away=t("cmd-settings-away-description"),
        back=t("cmd-settings-back-description"),
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        zone: str | None = None,
        quiet: str | None = None,
        away: str | None = None,
        back: str | None = None,
    ) -> None:
        user_id = interaction.user.id
        try:
            # Time away, checked whole first (a refusal changes nothing), then written in the order
            # each needs the one before (quiet hours and days need a zone).
            await self.away.check(user_id, zone, quiet, away, back=back)
            if zone is not None:
                await self.away.choose_zone(user_id, zone)
            if quiet is not None:
                await self.away.set_quiet(user_id, quiet)
            if back is not None:
                await self.away.take_back(user_id, back)
            if away is not None:
                await self.away.declare(user_id, away)
        except Refusal as refused:
            await tell(interaction, refused.reason)
            return
        settings = await self.members.settings(user_id)
        content, view = settings_panel(
            settings, reader(interaction), discord_locale(interaction), await self._away_lines(interaction)
        )
        await interaction.response.send_message(content, view=view, ephemeral=True)

    @settings.autocomplete("zone")
    async def zone_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=name, value=name) for name in zone_choices(current)]

    async def _away_lines(self, interaction: discord.Interaction) -> list[str]:
        away = await self.away.of(interaction.user.id)
        year = datetime.now(UTC).year if away.zone is None else datetime.now(ZoneInfo(away.zone)).year
        used = await self.away.used(interaction.user.id, year)
        return away_lines(away, used, self.away.per_year, reader(interaction))

    async def switch(self, interaction: discord.Interaction, name: str, on: bool) -> None:
        await self._show(interaction, await self.members.switch(interaction.user.id, name, on))

    async def language(self, interaction: discord.Interaction, raw: str | None) -> None:
        if raw is None:
            await tell(interaction, msg("settings-refusal-language"))
            return
        settings = await self.members.choose_language(interaction.user.id, None if raw == DISCORD else raw)
        # From this very answer on, the member reads the language they chose.
        use_locale(interaction, reading_locale(settings, discord_locale(interaction)))
        await self._show(interaction, settings)

    async def _show(self, interaction: discord.Interaction, settings: MemberSettings) -> None:
        """The panel again, as the settings now are (in place of the one the member used)."""
        content, view = settings_panel(
            settings, reader(interaction), discord_locale(interaction), await self._away_lines(interaction)
        )
        await interaction.response.edit_message(content=content, view=view)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(SwitchButton, LanguageMenu)
    await bot.add_cog(Settings(bot))
