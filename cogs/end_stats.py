"""The statistics block of a finished game's final post, as Discord text in the table's language.

One line per player (in the order of the final ranking), each listing that game's own statistics
(``rules/<game>/stats.py``), then the player's time used and undos; then at most two light awards.
A statistic no player scored on is left out, as the final text leaves out a score part nobody
scored in. The block keeps within :data:`MAX_STATS` characters (an embed field's limit): when the
whole is longer, each player's zero values are left out, and only then is it cut.
"""

from __future__ import annotations

from lang import Speaker
from rules.base import Result
from rules.stats import Award
from rules.text import seat as seat_arg
from services.end_stats import EndStats
from store import GameRecord

MAX_STATS = 1024  # characters of the whole block: what an embed field holds


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


def player_parts(stats: EndStats, seat: int, speaker: Speaker, *, zeros: bool) -> list[str]:
    """The statistics of ``seat`` as "name number" parts; without ``zeros``, its zero values left out."""
    parts = [
        speaker.t("end-stats-part", label=speaker.say(counted.label), value=counted.values[seat])
        for counted in stats.counted
        if any(counted.values) and (zeros or counted.values[seat])
    ]
    seconds = stats.seconds[seat] if seat < len(stats.seconds) else None
    if seconds is not None:
        parts.append(speaker.t("end-stats-part", label=speaker.t("end-stats-time"), value=time_text(seconds, speaker)))
    undos = stats.undos[seat] if seat < len(stats.undos) else 0
    if undos or zeros:
        parts.append(speaker.t("end-stats-part", label=speaker.t("end-stats-undos"), value=undos))
    return parts


def stats_text(record: GameRecord, result: Result, stats: EndStats, speaker: Speaker, limit: int = MAX_STATS) -> str:
    """The statistics block of ``record``'s final post, within ``limit`` characters."""
    order = [seat for seat in result.ranking if seat < len(record.seats)] or list(range(len(record.seats)))
    awards = [award_line(award, speaker) for award in stats.awards[:2]]
    text = ""
    for zeros in (True, False):
        lines = [speaker.t("end-stats-head")]
        for seat in order:
            parts = player_parts(stats, seat, speaker, zeros=zeros)
            if parts:
                lines.append(speaker.t("end-stats-line", player=seat_arg(seat), parts=" · ".join(parts)))
        text = "\n".join(lines + awards)
        if len(text) <= limit:
            return text
    return clip_lines(text, limit)


def clip_lines(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters, whole lines kept from the top and the rest left out."""
    kept: list[str] = []
    for line in text.split("\n"):
        if len("\n".join([*kept, line])) > limit:
            break
        kept.append(line)
    return "\n".join(kept)


__all__ = ["MAX_STATS", "award_line", "clip_lines", "player_parts", "stats_text", "time_text"]
