"""Time away on Discord: the lines ``/settings`` shows of a member's time zone, quiet hours and
days away, and the **Pause** button of a turn post.

``/settings`` sets time away with its options (``cogs.settings``): ``zone`` completes over the
zone names the machine knows (``store.away.zone_names``, at most 25 choices a keystroke) and refuses
any other name; ``quiet`` takes ``22:00-07:00`` or ``off``; ``away`` and ``back`` take days
(``2026-12-24``, ``2026-12-24..2026-12-31``, or several separated by commas). At the daily and
weekend paces quiet hours and days away move deadlines and hold reminders back; blitz and live are
never stretched.

**Pause** (``pause:<game>``) is a vote: once every person playing has voted, the game's clocks
stand still, and the post shows it paused, with **Resume**; any move, or any player's vote, ends
the pause. Like every component it works after a restart (a persistent dynamic item).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

import discord

from cogs.ui import Gated, HostedButton, guarded, say_in_thread, table_speaker, tell, think
from lang import Speaker
from rules.text import Msg, msg
from store import ACTIVE, GameRecord
from store.away import Away, SeatsAway, clock_label

if TYPE_CHECKING:
    from cogs.client import TabletopClient


def away_lines(away: Away, used: int, per_year: int, speaker: Speaker) -> list[str]:
    """What the settings panel says of the member's time away (in ``speaker``'s language)."""
    if away.zone is None:
        return [speaker.t("away-zone-none")]
    lines = [speaker.t("away-zone", zone=away.zone)]
    if away.quiet and away.quiet_start is not None and away.quiet_end is not None:
        lines.append(speaker.t("away-quiet", start=clock_label(away.quiet_start), end=clock_label(away.quiet_end)))
    else:
        lines.append(speaker.t("away-quiet-none"))
    today = datetime.now(ZoneInfo(away.zone)).date()
    coming = [day for day in away.days if day > today]
    if coming:
        shown = ", ".join(day.isoformat() for day in coming[:10])
        lines.append(speaker.t("away-days", days=shown, count=len(coming), used=used, allowed=per_year))
    else:
        lines.append(speaker.t("away-days-none", used=used, allowed=per_year))
    lines.append(speaker.t("away-paces"))
    return lines


def post_lines(record: GameRecord, away: SeatsAway, speaker: Speaker) -> str:
    """What a turn post says of time away: the pause, and the days away stretching a deciding
    player's time (each a Discord date, shown in every reader's own calendar)."""
    lines = []
    if record.paused_at is not None:
        lines.append(speaker.t("away-post-paused", since=f"<t:{int(record.paused_at)}:R>"))
    for seat, starts in away:
        days = ", ".join(f"<t:{int(start)}:D>" for start in starts[:7])
        user_id = record.seats[seat].user_id
        lines.append(speaker.t("away-post-days", player=f"<@{user_id}>", days=days))
    return "\n".join(lines)


def pause_buttons(record: GameRecord) -> list[discord.ui.Item[Any]]:
    """The Pause button of a game in play between people (Resume while it is paused)."""
    people = {info.user_id for info in record.seats if info.user_id is not None}
    if record.status != ACTIVE or not people:
        return []
    speaker = table_speaker(record, in_markdown=False)
    paused = record.paused_at is not None
    return [
        PauseButton(
            record.id,
            label=speaker.t("away-button-resume") if paused else speaker.t("away-button-pause"),
            style=discord.ButtonStyle.success if paused else discord.ButtonStyle.secondary,
        )
    ]


class PauseButton(Gated, discord.ui.DynamicItem[HostedButton], template=r"pause:(?P<gid>\d+)"):
    """A vote to pause the game (to resume it, while it is paused)."""

    def __init__(
        self, game_id: int, label: str = "?", style: discord.ButtonStyle = discord.ButtonStyle.secondary
    ) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=f"pause:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PauseButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, vote_pause(interaction, self.game_id))


async def vote_pause(interaction: discord.Interaction, game_id: int) -> None:
    """The member votes to pause (or resume) game ``game_id``; the thread hears of it."""
    client: TabletopClient = interaction.client  # type: ignore[assignment]  # the bot's own client
    await think(interaction)
    voted = await client.flow.vote_pause(game_id, interaction.user.id)
    member = f"<@{interaction.user.id}>"
    count, needed = len(voted.votes), len(voted.voters)
    said: Msg
    if voted.resumed:
        said, mine = msg("away-resumed", member=member), msg("away-resumed-done")
    elif voted.paused:
        said, mine = msg("away-paused"), msg("away-paused-done")
    elif interaction.user.id in voted.votes:
        said = msg("away-pause-voted", member=member, count=count, needed=needed)
        mine = msg("away-pause-voted-done", count=count, needed=needed)
    else:
        said = msg("away-pause-withdrawn", member=member, count=count, needed=needed)
        mine = msg("away-pause-withdrawn-done", count=count, needed=needed)
    await say_in_thread(client, voted.game, said)
    await tell(interaction, mine)


async def setup(bot: TabletopClient) -> None:
    bot.add_dynamic_items(PauseButton)
