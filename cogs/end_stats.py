"""The statistics block of a finished game's final post, as Discord text in the table's language.

A compact table, one row per statistic: the game's own statistics (``rules/<game>/stats.py``), then
time used and undos, each row giving every player's value after their seat's marker (● ■ ▲ ◆ ★ ✚,
as the boards draw them), in the order of the final ranking; the head names the players behind
their markers once. So a row's length never depends on the players' names. A statistic no player
scored on is left out, as the final text leaves out a score part nobody scored in. Then at most two
light awards. The block keeps within the room it is given (at most :data:`MAX_STATS` characters):
when it is longer, the awards go first, then rows from the bottom, never part of a row.
"""

from __future__ import annotations

from cogs.layout import seat_mark
from lang import Speaker
from rules.base import Result
from rules.stats import Award
from rules.text import seat as seat_arg
from services.end_stats import EndStats
from store import GameRecord

MAX_STATS = 2000  # characters of the whole block, at most: half of a layout's text


def time_text(seconds: int, speaker: Speaker) -> str:
    """A time used, short: "45 s", "12 min", "1 h 05 min"."""
    if seconds < 60:
        return speaker.t("end-stats-seconds", seconds=seconds)
    minutes = round(seconds / 60)
    if minutes < 60:
        return speaker.t("end-stats-minutes", minutes=minutes)
    return speaker.t("end-stats-hours", hours=minutes // 60, minutes=f"{minutes % 60:02d}")


def award_line(award: Award, speaker: Speaker) -> str:
    if award.kind == "comeback":
        return speaker.t("end-stats-award-comeback", player=seat_arg(award.seat), points=award.amount)
    return speaker.t("end-stats-award-fastest", player=seat_arg(award.seat), seconds=award.amount)


def row(label: str, values: list[tuple[int, str]], speaker: Speaker) -> str:
    """One statistic's row: its name, then each seat's marker and value."""
    cells = " · ".join(f"{seat_mark(seat)} {value}" for seat, value in values)
    return speaker.t("end-stats-row", label=label, values=cells)


def stats_rows(record: GameRecord, result: Result, stats: EndStats, speaker: Speaker) -> list[str]:
    """The head (the players behind their markers) and one row per statistic shown."""
    order = [seat for seat in result.ranking if seat < len(record.seats)] or list(range(len(record.seats)))
    legend = " · ".join(f"{seat_mark(seat)} {speaker.name(seat)}" for seat in order)
    lines = [speaker.t("end-stats-head", players=legend)]
    for counted in stats.counted:
        if any(counted.values):
            lines.append(row(speaker.say(counted.label), [(s, str(counted.values[s])) for s in order], speaker))
    timed = [(s, stats.seconds[s]) for s in order if s < len(stats.seconds)]
    times = [(s, time_text(seconds, speaker)) for s, seconds in timed if seconds is not None]
    if times:
        lines.append(row(speaker.t("end-stats-time"), times, speaker))
    undos = [(s, str(count)) for s in order if s < len(stats.undos) and (count := stats.undos[s]) is not None]
    if undos:
        lines.append(row(speaker.t("end-stats-undos"), undos, speaker))
    return lines


def stats_text(record: GameRecord, result: Result, stats: EndStats, speaker: Speaker, limit: int = MAX_STATS) -> str:
    """The statistics block of ``record``'s final post, within ``limit`` characters (empty when not
    even its head fits)."""
    lines = stats_rows(record, result, stats, speaker)
    awards = [award_line(award, speaker) for award in stats.awards[:2]]
    text = "\n".join(lines + awards)
    if len(text) <= limit:
        return text
    return clip_lines("\n".join(lines), limit)


def clip_lines(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, whole lines kept from the top and the rest left out."""
    kept: list[str] = []
    for line in text.split("\n"):
        if len("\n".join([*kept, line])) > limit:
            break
        kept.append(line)
    return "\n".join(kept)


__all__ = ["MAX_STATS", "award_line", "clip_lines", "row", "stats_rows", "stats_text", "time_text"]
