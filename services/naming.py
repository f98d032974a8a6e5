"""How a table names things, in its language: games, durations, the table's languages, AI players.

Plain helpers on messages (``rules.text.Msg``) and the catalogues, shared by the services and the
cogs; nothing here reads or changes a game.
"""

from __future__ import annotations

from lang import SOURCE, Speaker, chain
from lang.catalogue import available
from rules import get_game
from rules.text import Msg, msg
from store import GameRecord

AI_NAMES = ("Ada", "Blaise", "Cleo", "Dot", "Euler", "Fermi")


def duration_text(seconds: float) -> Msg:
    """A stated time as players read it ("24 hours", "30 minutes"), as a message to show or to pass
    as an argument."""
    if seconds >= 3600 and seconds % 3600 == 0:
        return msg("duration-hours", count=int(seconds // 3600))
    return msg("duration-minutes", count=max(1, round(seconds / 60)))


def table_languages() -> tuple[str, ...]:
    """The languages a table may be played in (the host's choice in the lobby), the source first."""
    return available()


def table_language(locale: str | None) -> str:
    """The language a table plays in for a server's Discord locale (or a stored choice): the first
    language of the catalogue the locale reads (``es-419`` plays in Spanish; an unknown one in English)."""
    return chain(locale)[0]


def game_title(game_key: str) -> Msg:
    """A game's name, as a message (publishers may call their games differently in each language)."""
    return msg(f"game-title-{game_key}")


def speaker_title(game_key: str, locale: str | None) -> str:
    """A game's name in ``locale``."""
    return Speaker(locale).say(game_title(game_key))


def bot_name(name: str, level: str, language: str | None = SOURCE) -> str:
    """An AI player's display name, which says its level in the table's language: "Ada (hard bot)".
    Stored as the seat's name: it is a name from then on, never read again."""
    return Speaker(language).t("lobby-bot-name", name=name, level=msg(f"level-{level}-short"))


def names_read_in(record: GameRecord, locale: str | None) -> list[str]:
    """The seats' names as a reader in ``locale`` reads them: a person's as they are, an AI
    player's level said in the reader's language ("Ada (normal bot)" to an English reader of a
    Japanese table whose seat is "Ada（ふつうボット）"). A name the bot did not make stays as stored."""
    names = list(record.names)
    if not locale or locale == record.language:
        return names
    for seat in record.seats:
        if seat.user_id is not None or seat.ai_kind is None:  # a person's name, even handed to the AI
            continue
        for base in AI_NAMES:
            if names[seat.seat] == bot_name(base, seat.ai_kind, record.language):
                names[seat.seat] = bot_name(base, seat.ai_kind, locale)
                break
        else:
            for number in range(1, 10):  # a numbered bot is the table size plus one
                level = msg(f"level-{seat.ai_kind}-short")
                stored = Speaker(record.language).t("lobby-bot-name-numbered", number=number, level=level)
                if names[seat.seat] == stored:
                    names[seat.seat] = Speaker(locale).t("lobby-bot-name-numbered", number=number, level=level)
                    break
    return names


def ai_name(used: set[str], level: str, seats: int, language: str | None) -> str:
    """The name of a new AI player of ``level``: the first of ``AI_NAMES`` not taken at the table
    (``used``), else a numbered one."""
    return next(
        (bot_name(n, level, language) for n in AI_NAMES if bot_name(n, level, language) not in used),
        Speaker(language).t("lobby-bot-name-numbered", number=seats + 1, level=msg(f"level-{level}-short")),
    )


def bots_problem(game_key: str, bots: int) -> Msg | None:
    """Why ``bots`` AI players cannot be seated at once at a new table of this game, or None."""
    game = get_game(game_key)
    most = game.max_players - 1
    if not 0 <= bots <= most:
        return msg("lobby-refusal-too-many-bots", game=game_title(game_key), players=game.max_players, count=most)
    return None
