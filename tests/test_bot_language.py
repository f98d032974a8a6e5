"""Who reads which language, without Discord: the table's language (chosen in the lobby, the server's
by default), each member's last known locale (for direct messages), refusals that name seats,
the move log in any reader's language (rows stored as ids and rows stored as English alike), the
notices of the thread, and command names checked against Discord's rule."""

from __future__ import annotations

import pytest

from cogs.game import log_text
from cogs.publisher import notice_text
from cogs.translator import is_command_name, localized
from cogs.ui import speaker_for, table_speaker
from lang import PSEUDO, SOURCE, Speaker
from rules.text import msg, seat
from services.members import MemberLocales
from services.naming import bot_name, table_language
from services.notices import AIPaused, Reminder, TimerTrouble
from store import ACTIVE, GameRecord, MoveRecord, SeatError, SeatRecord
from tests.speech import english, named, raises_saying

GAME = "mountain-miners"


# ---------------------------------------------------------------------- the table's language
def test_the_table_language_is_the_first_of_the_servers_chain():
    assert table_language(None) == SOURCE
    assert table_language("en-GB") == SOURCE
    assert table_language(PSEUDO) == PSEUDO
    assert table_language("ko") == SOURCE  # a language the catalogue does not have: English


async def test_a_lobby_opens_in_the_servers_language_and_the_host_may_change_it(table):
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host", bots=1, language=PSEUDO)
    assert record.language == PSEUDO
    assert record.seats[1].name == bot_name("Ada", "normal", PSEUDO) != bot_name("Ada", "normal", SOURCE)
    await table.lobbies.join(record.id, 101, "Bea")
    with raises_saying(SeatError, "Only the host"):
        await table.lobbies.set_language(record.id, 101, SOURCE)
    with raises_saying(SeatError, "cannot be played in that language"):
        await table.lobbies.set_language(record.id, 100, "xx-YY")
    after = await table.lobbies.set_language(record.id, 100, SOURCE)
    assert after.language == SOURCE
    assert after.seats[1].name == "Ada (normal bot)" and after.seats[2].name == "Bea"  # the bot's name follows
    started = await table.changes.start(record.id, 100)
    assert started.language == SOURCE
    with raises_saying(SeatError):
        await table.lobbies.set_language(record.id, 100, PSEUDO)  # not after the start


# ---------------------------------------------------------------------- members' locales
async def test_a_members_locale_is_written_only_when_it_changes(store):
    members = MemberLocales(store)
    assert await members.locale_of(7) is None
    await members.seen(7, "fr")
    await members.seen(7, "fr")
    await members.seen(7, "fr")
    assert members.writes == 1 and await store.member_locale(7) == "fr"
    await members.seen(7, "de")
    assert members.writes == 2 and await members.locale_of(7) == "de"
    # Another process (or a restart) reads it from the store.
    assert await MemberLocales(store).locale_of(7) == "de"
    assert await store.member_locales([7, 8]) == {7: "de"}


async def test_the_memory_of_locales_is_bounded(store):
    members = MemberLocales(store, remembered=2)
    for user in (1, 2, 3):
        await members.seen(user, "ja")
    await members.seen(1, "ja")  # forgotten: written again
    assert members.writes == 4 and len(members._known) == 2


# ---------------------------------------------------------------------- refusals name seats
async def test_a_refusal_names_the_seat_it_is_about(table):
    record = await table.lobbies.open_lobby(GAME, 1, 10, host_id=100, host_name="Host")
    await table.lobbies.join(record.id, 101, "Bea")
    await table.changes.start(record.id, 100)
    with pytest.raises(Exception) as refused:
        await table.changes.hand_over(record.id, 100, 101)  # Bea did not time out
    assert english(refused.value).startswith("Bea is not absent now")
    assert "Bea" in Speaker(PSEUDO, refused.value.names).say(refused.value.reason)


# ---------------------------------------------------------------------- the move log
def record(language: str | None = SOURCE) -> GameRecord:
    seats = (SeatRecord(0, 11, None, "**Ann**"), SeatRecord(1, None, "normal", "Ada (normal bot)"))
    return GameRecord(1, GAME, 5, 6, 7, None, 11, ACTIVE, "live", {}, 1, {}, None, 3, seats, language=language)


def moves() -> list[MoveRecord]:
    old = MoveRecord(1, 0, "a", [{"text": "{p0} grabbed Ruby at B2.", "seat": 0}], False, False, 0.0, number=1)
    new = MoveRecord(2, 1, "b", [{"msg": msg("turn-decided", player=seat(1)).to_json(), "seat": 1}], True, False, 0, 2)
    silent = MoveRecord(3, 0, "c", [], False, False, 0.0, number=3)
    return [old, new, silent]


def test_the_log_reads_old_and_new_rows_in_the_readers_language():
    game = record()
    text = log_text(game, moves(), speaker_for(SOURCE, game.names))
    ann = named("\\*\\*Ann\\*\\*")  # inert for markdown, isolated for mixed directions
    assert f"**1.** {ann} grabbed Ruby at B2." in text  # an old row, as it was written, name inert
    assert f"**2.** {named('Ada (normal bot)')} decided." in text and f"**3.** {ann} decided." in text
    pseudo = log_text(game, moves(), speaker_for(PSEUDO, game.names))
    assert "grabbed Ruby" in pseudo  # an old row stays as it was stored
    assert "decided" not in pseudo and "đéçîđéđ" in pseudo and "log" not in pseudo.split("\n")[0]


# ---------------------------------------------------------------------- the thread's notices
@pytest.mark.parametrize(
    "notice", [Reminder(0, 11, 150.0), Reminder(0, 11, None), AIPaused(1), AIPaused(-1), TimerTrouble(0, 3)]
)
def test_notices_speak_the_table_language(notice):
    game = record(PSEUDO)
    said, ping = notice_text(game, notice)
    text = table_speaker(game).say(said)
    english_text = table_speaker(record(SOURCE)).say(said)
    assert text != english_text and "the" not in text.split()
    if isinstance(notice, Reminder) and notice.seconds_left:
        assert "<t:" in text and ":R>" in text  # a Discord timestamp: each reader's client shows it in their language
    assert ping == ((11,) if isinstance(notice, Reminder) else ())


# ---------------------------------------------------------------------- command names
def test_command_names_follow_discords_rule():
    for good in ("play", "jouer", "プレイ", "खेलें", "เล่น", "game-log", "top_10"):
        assert is_command_name(good), good
    for bad in ("Play", "jouer partie", "x" * 33, "", "play!", "play~"):
        assert not is_command_name(bad), bad


def test_the_translator_answers_only_for_languages_of_the_catalogue():
    from discord.app_commands import TranslationContextLocation as Where

    assert localized("cmd-play-name", SOURCE, Where.command_name) == "play"
    assert localized("cmd-play-description", "ko", Where.command_description) is None  # Discord falls back
    assert localized("cmd-play-name", PSEUDO, Where.command_name) is None  # "þļåý~~" is not a name Discord takes


# ---------------------------------------------------------------------- families of messages
def test_every_member_of_the_bots_families_has_its_message():
    """Ids built from data (``game-title-<game>``, ``level-<level>``, ``paces-name-<pace>``,
    ``language-<code>``, ``help-<key>-…``) exist for every value the data can give."""
    from cogs.game import HELP_SECTIONS
    from lang.catalogue import CATALOGUE, available
    from rules import available_keys
    from rules.levels import LEVELS
    from services.paces import PACES

    wanted = [f"game-title-{key}" for key in available_keys()]
    wanted += [f"level-{level}{part}" for level in LEVELS for part in ("", "-short", "-button")]
    wanted += [f"paces-name-{pace}" for pace in PACES]
    wanted += [f"language-{code}" for code in (*available(), PSEUDO)]
    wanted += [f"help-section-{section}" for section, _ in HELP_SECTIONS]
    wanted += [f"help-{key}-{part}" for _, keys in HELP_SECTIONS for key in keys for part in ("command", "text")]
    missing = [message_id for message_id in wanted if not CATALOGUE.has(SOURCE, message_id)]
    assert not missing, missing


def test_a_command_text_missing_from_the_source_stops_the_start():
    from cogs import translator
    from lang.catalogue import MissingMessages

    translator.check_words()  # every command text of the loaded cogs is in the source
    try:
        shown = translator.t("cmd-nowhere-name")
        assert str(shown) == "cmd-nowhere-name"  # what Discord would have been sent as the name
        with pytest.raises(MissingMessages, match="cmd-nowhere-name"):
            translator.check_words()
    finally:
        translator.UNWORDED.discard("cmd-nowhere-name")
