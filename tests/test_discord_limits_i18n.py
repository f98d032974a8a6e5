"""Discord's limits hold in every language the catalogue has and in the pseudo-locale (every word
40% longer), with worst-case arguments (the longest names a member may have, large numbers):

* slash commands: names at most 32 characters in Discord's pattern, lowercase; descriptions and
  choices at most 100 (every command, option and choice of the real command tree);
* button labels at most 80, select options at most 100, placeholders at most 150, before any cut;
* every message of the bot's catalogue at most 2,000 characters, every embed text within its field.

The bot has no modal (a modal title would be at most 45): :func:`test_no_modal_without_a_check`
fails when one is added, so its title joins these checks.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from pathlib import Path

import pytest
from discord.app_commands import TranslationContextLocation as Where
from fluent.syntax import FluentParser, ast

from lang import PSEUDO, Speaker
from lang.catalogue import CATALOGUE, LOCALES_DIR, SOURCE, available
from rules import available_keys, get_game
from rules.levels import LEVELS
from rules.text import msg
from services.naming import table_languages
from services.paces import PACES
from tests.command_tree import bot_command_tree

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = [*available(), PSEUDO]
LONGEST_NAME = "W" * 32  # Discord display names are at most 32 characters
# A name as the bot posts it (cogs.ui.plain): markdown escaped, so up to twice as long.
ESCAPED_NAME = "\\*" * 32
NAMES = [ESCAPED_NAME] * 6
BIG = 99_999


def pseudo_free(text: str) -> str:
    """The pseudo-locale pads words with ``~`` (standing for the length of a translation): the name
    pattern is checked without it, the length with it."""
    return text.replace("~", "") or "x"


def is_discord_name(text: str) -> bool:
    from cogs.translator import is_command_name

    return is_command_name(pseudo_free(text)) and len(text) <= 32 and text == text.lower()


def command_texts(tree) -> list[tuple[str, Where]]:
    """(message id, where it is used) of every name, description and choice of the tree."""
    found: list[tuple[str, Where]] = []

    def add(locale_text, where: Where) -> None:
        message_id = getattr(locale_text, "extras", {}).get("id")
        assert message_id, f"a command text without its message id: {locale_text!r} ({where.name})"
        found.append((message_id, where))

    def walk(command) -> None:
        is_group = hasattr(command, "commands")
        add(command._locale_name, Where.group_name if is_group else Where.command_name)
        add(command._locale_description, Where.group_description if is_group else Where.command_description)
        if is_group:
            for child in command.commands:
                walk(child)
            return
        for parameter in command._params.values():
            add(parameter._rename, Where.parameter_name)
            add(parameter.description, Where.parameter_description)
            for choice in parameter.choices or ():
                add(choice._locale_name, Where.choice_name)

    for command in tree.get_commands():
        walk(command)
    return found


@pytest.fixture(scope="module")
def texts():
    import asyncio

    return command_texts(asyncio.run(bot_command_tree()))


def test_every_command_text_has_its_message(texts):
    assert len(texts) > 40
    missing = [message_id for message_id, _ in texts if not CATALOGUE.has(SOURCE, message_id)]
    assert not missing, missing


@pytest.mark.parametrize("locale", LANGUAGES)
def test_command_names_descriptions_and_choices_fit(texts, locale):
    from cogs.translator import LIMITS, localized
    from cogs.translator import NAMES as NAME_PLACES

    speaker = Speaker(locale)
    for message_id, where in texts:
        text = speaker.t(message_id)
        if where in NAME_PLACES:
            assert is_discord_name(text), f"{locale} {message_id}: {text!r} is not a command name"
        else:
            assert 1 <= len(text) <= LIMITS[where], f"{locale} {message_id}: {len(text)} characters"
        if locale != PSEUDO:  # what the translator registers with Discord (the pseudo-locale is not Discord's)
            shown = localized(message_id, locale, where)
            assert shown is not None or (locale != SOURCE and Speaker(locale).locale == SOURCE), (locale, message_id)


def test_the_names_of_one_level_stay_distinct(texts):
    """No two commands, and no two options of one command, share a name in any language."""
    top = [i for i, where in texts if where in (Where.command_name, Where.group_name) and i.count("-") == 2]
    options: dict[str, list[str]] = {}
    for message_id, where in texts:
        if where == Where.parameter_name:
            options.setdefault(message_id.rsplit("-", 2)[0], []).append(message_id)
    for locale in LANGUAGES:
        speaker = Speaker(locale)
        names = [speaker.t(i) for i in top]
        assert len(names) == len(set(names)), (locale, names)
        for command, ids in options.items():
            shown = [speaker.t(i) for i in ids]
            assert len(shown) == len(set(shown)), (locale, command, shown)


# ---------------------------------------------------------------------- components
BUTTON_IDS = (
    "lobby-button-join",
    "lobby-button-leave",
    "lobby-button-add-bot",
    "lobby-button-start",
    "lobby-button-cancel",
    "lobby-button-options",
    "turn-button-take",
    "turn-button-hand",
    "turn-picker-undo",
    "paces-button-ask",
    "paces-button-grant",
)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_button_labels_fit(locale):
    speaker = Speaker(locale, NAMES)
    labels = [speaker.t(message_id) for message_id in BUTTON_IDS]
    labels += [speaker.t(f"level-{level}-button") for level in LEVELS]
    labels += [speaker.t("lobby-options-page", number=BIG)]
    labels += [speaker.t(f"turn-picker-{way}", page=BIG, pages=BIG) for way in ("previous", "next")]
    labels += [speaker.t(f"rules-{way}", page=BIG, pages=BIG) for way in ("previous", "next")]
    for label in labels:
        assert 1 <= len(label) <= 80, (locale, label)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_select_options_and_placeholders_fit(locale):
    speaker = Speaker(locale, NAMES)
    options = []
    for key in available_keys():
        for spec in get_game(key).OPTIONS:
            option = speaker.say(spec.label)
            assert len(option) <= 150, (locale, key, spec.key)  # the select's placeholder
            options += [
                speaker.t("lobby-option-choice", option=option, choice=speaker.say(c)) for c in spec.choices.values()
            ]
    from cogs.lobby import language_name

    language = speaker.t("lobby-option-language")
    options += [
        speaker.t("lobby-option-choice", option=language, choice=language_name(code, speaker))
        for code in [*table_languages(), PSEUDO]
    ]
    for option in options:
        assert 1 <= len(option) <= 100, (locale, option)
    assert len(speaker.t("turn-picker-placeholder", count=BIG, page=BIG, pages=BIG)) <= 150
    pace_option = speaker.t("lobby-field-pace")
    for pace in PACES.values():
        assert len(speaker.t("lobby-option-choice", option=pace_option, choice=speaker.say(pace.name))) <= 100
    for level in LEVELS:
        assert len(speaker.t(f"level-{level}")) <= 100


@pytest.mark.parametrize("locale", LANGUAGES)
def test_game_option_descriptions_fit_a_select_option(locale):
    """An option's description is shown under each of its choices in the lobby's select (at most
    100 characters there); the games' catalogues write them."""
    speaker = Speaker(locale)
    too_long = [
        (key, spec.key, len(speaker.say(spec.description)))
        for key in available_keys()
        for spec in get_game(key).OPTIONS
        if spec.description and len(speaker.say(spec.description)) > 100
    ]
    assert not too_long, too_long


def test_no_modal_without_a_check():
    """No modal is shown today; one added must have its title (at most 45 characters) checked here."""
    for path in sorted((ROOT / "cogs").glob("*.py")):
        assert "discord.ui.Modal" not in path.read_text(encoding="utf-8"), f"{path.name}: check its title's length"


# ---------------------------------------------------------------------- whole messages
def worst_case(name: str) -> object:
    """The longest value an argument of this name takes."""
    if name in {"player", "member", "host", "name", "winners", "players", "members", "seats", "games", "places"}:
        return NAMES if name.endswith("s") else ESCAPED_NAME
    if name in {"move", "said", "changes", "parts", "details", "scores", "counts"}:
        return "m" * 300  # one move line as shown (they are cut to 400 in the log)
    if name in {"game"}:
        return msg("game-title-mountain-miners")
    if name in {"alt", "problem", "path", "link", "thread", "channel", "deadline", "levels", "paces"}:
        return "x" * 100
    if name in {"idle"}:
        return msg("duration-minutes", count=BIG)
    if name in {"level"}:
        return msg("level-normal-short")
    if name in {"language", "native", "option", "choice", "description", "default", "live", "slow", "text", "command"}:
        return "y" * 60
    return BIG


def bot_messages() -> list[tuple[str, set[str]]]:
    """Every message of bot.ftl, render.ftl, paces.ftl and learn.ftl with the names of its arguments."""
    found = []
    for name in ("bot.ftl", "render.ftl", "paces.ftl", "learn.ftl"):
        resource = FluentParser().parse((LOCALES_DIR / SOURCE / name).read_text(encoding="utf-8"))
        found += [(entry.id.name, _variables(entry)) for entry in resource.body if isinstance(entry, ast.Message)]
    return found


def _variables(message: ast.Message) -> set[str]:
    from tests.catalogue_checks import variables

    return variables(message).names


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_message_fits_a_discord_message(locale):
    speaker = Speaker(locale, NAMES)
    for message_id, names in bot_messages():
        text = speaker.t(message_id, **{name: worst_case(name) for name in names})
        assert len(text) <= 2000, (locale, message_id, len(text))
        if message_id.startswith(("lobby-field-", "rules-field-", "help-section-", "stats-leaderboard-title")):
            assert len(text) <= 256, (locale, message_id)  # an embed field's name or a title


@pytest.mark.parametrize("locale", LANGUAGES)
def test_rules_pages_fit_their_embeds(locale):
    from cogs.embeds import EMBED_DESCRIPTION, EMBED_FIELD, EMBED_TOTAL, embed_size
    from cogs.rules_pages import pages, rules_embed

    for key in available_keys():
        for number in range(len(pages(key, locale))):
            embed = rules_embed(key, number, locale)
            assert len(embed.description or "") <= EMBED_DESCRIPTION
            assert len(embed.title or "") <= 256
            assert all(len(f.value or "") <= EMBED_FIELD for f in embed.fields)
            assert embed_size(embed) <= EMBED_TOTAL, (locale, key, number)


def test_a_command_written_in_a_message_reads_as_the_readers_discord_names_it():
    """Catalogues write a command as the source names it (`/game takeback`); the reader sees the
    name their Discord shows: the command tree tells the catalogue every command's message ids."""
    from cogs.translator import register_command_words
    from lang import Speaker

    assert register_command_words(asyncio.run(bot_command_tree())) >= 10
    french = Speaker("fr").t("table-refusal-ai-plays-yours")
    takeback = f"`/{Speaker('fr').t('cmd-game-name')} {Speaker('fr').t('cmd-game-takeback-name')}`"
    assert takeback in french and "`/game takeback`" not in french
    assert "`/game takeback`" in Speaker("en-US").t("table-refusal-ai-plays-yours")
    for locale in (*available(), PSEUDO):
        for message_id, variables in bot_messages():
            text = Speaker(locale).t(message_id, **{name: "x" for name in variables})
            for written in re.findall(r"`/([^`]+)`", text):
                head = written.split(" ")[0]
                assert head == head.lower() and is_discord_name(head.rstrip(":")), (locale, message_id, written)


# ---------------------------------------------------------------------- /help
@pytest.fixture(scope="module")
def tree():
    from cogs.translator import register_command_words

    built = asyncio.run(bot_command_tree())
    register_command_words(built)  # as the bot does at start: commands in messages read as Discord names them
    return built


def help_of(tree, locale: str):
    from discord import app_commands

    from cogs.game import command_description, help_embeds

    speaker = Speaker(locale)
    found = [
        (c.name, command_description(c, speaker)) for c in tree.get_commands() if isinstance(c, app_commands.Command)
    ]
    return help_embeds(found, speaker)


def _words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("locale", LANGUAGES)
def test_help_is_whole_within_discords_limits(tree, locale):
    """/help in every language: every embed, field and description within Discord's limits, and
    every entry shown whole (nothing cut, no "…" added), a section too long for one field going on
    in the next at a line or sentence boundary."""
    from cogs.embeds import CONTINUED, EMBED_DESCRIPTION, EMBED_FIELD, EMBED_FIELDS, EMBED_TOTAL, embed_size
    from cogs.game import HELP_SECTIONS, help_command, help_section, help_text

    speaker = Speaker(locale)
    embeds = help_of(tree, locale)
    for embed in embeds:
        assert embed_size(embed) <= EMBED_TOTAL, (locale, embed_size(embed))
        assert len(embed.description or "") <= EMBED_DESCRIPTION
        assert len(embed.title or "") <= 256 and len(embed.fields) <= EMBED_FIELDS
        for field in embed.fields:
            assert 1 <= len(field.value or "") <= EMBED_FIELD, (locale, field.name, len(field.value or ""))
            assert 1 <= len(field.name or "") <= 256
    fields = [field for embed in embeds for field in embed.fields]
    shown = _words("\n".join(field.value or "" for field in fields))
    entries = [
        speaker.t("help-entry", command=help_command(key, speaker), text=help_text(key, speaker))
        for _, keys in HELP_SECTIONS
        for key in keys
    ]
    for entry in entries:
        assert _words(entry) in shown, (locale, entry[:60])
    assert shown.count("…") == sum(entry.count("…") for entry in entries), f"{locale}: text cut with an ellipsis"
    # Each section starts under its own name; a continued field ends where a line or sentence ends.
    names = [field.name for field in fields]
    assert [n for n in names if n != CONTINUED][: len(HELP_SECTIONS)] == [
        help_section(s, speaker) for s, _ in HELP_SECTIONS
    ]
    for field, following in itertools.pairwise(fields):
        if following.name == CONTINUED:
            assert field.value.rstrip("~").endswith((".", "!", "?", "。", "！", "？")) or any(
                _words(field.value).endswith(_words(entry)) for entry in entries
            ), (locale, field.value[-60:])


def test_help_splits_a_section_too_long_for_one_field_and_keeps_every_sentence():
    """A worked example: a section of 1,500 characters in sentences of 50 goes on in a second field,
    split after a sentence; a section with one sentence longer than a field is split between words."""
    from cogs.embeds import CONTINUED, sectioned_embeds

    sentence = "Twelve words or so, of which none is cut off here. "  # 51 characters
    long = (sentence * 30).strip()
    embeds = sectioned_embeds("Help", "All commands.", [("Clocks", long), ("Other", "Short.")], 0)
    assert len(embeds) == 1
    names = [f.name for f in embeds[0].fields]
    assert names == ["Clocks", CONTINUED, "Other"]
    first, second = embeds[0].fields[0].value, embeds[0].fields[1].value
    assert len(first) <= 1024 and first.endswith("here.") and second.startswith("Twelve")
    assert _words(first + " " + second) == _words(long)
    one_sentence = " ".join(["word"] * 400)  # 1,999 characters, no sentence end
    fields = sectioned_embeds("Help", "", [("Long", one_sentence)], 0)[0].fields
    assert [len(f.value) <= 1024 for f in fields] == [True, True]
    assert all(f.value.startswith("word") and f.value.endswith("word") for f in fields)


def test_help_that_passes_an_embeds_total_goes_on_in_another_embed():
    from cogs.embeds import EMBED_TOTAL, embed_size, sectioned_embeds

    sections = [(f"Section {n}", ("A line of help text. " * 45).strip()) for n in range(8)]  # 8 x ~944
    embeds = sectioned_embeds("Help", "All commands.", sections, 0)
    assert len(embeds) == 2 and all(embed_size(e) <= EMBED_TOTAL for e in embeds)
    assert [f.name for e in embeds for f in e.fields] == [name for name, _ in sections]


def test_every_command_of_the_tree_is_in_the_one_help_list(tree):
    """/help lists the same commands in every language, from one list: every command and /game
    subcommand of the tree is in HELP_SECTIONS (or deliberately left to "More"), and no entry names
    a command the tree does not have."""
    from cogs.game import HELP_SECTIONS, HELP_UNLISTED, help_command

    english = Speaker(SOURCE)
    written = [
        part.split(" ")[0][1:] + ("" if " " not in part else " " + part.split(" ")[1])
        for _, keys in HELP_SECTIONS
        for key in keys
        for part in help_command(key, english).split(" · ")
        if part.startswith("/")
    ]
    listed = {w.rstrip(":") if w.startswith("game ") else w.split(" ")[0] for w in written}
    in_tree = set()
    for command in tree.get_commands():
        if command.name in HELP_UNLISTED:
            continue
        if command.name == "game":
            in_tree |= {f"game {sub.name}" for sub in command.commands}
        else:
            in_tree.add(command.name)
    assert in_tree == listed, (sorted(in_tree - listed), sorted(listed - in_tree))


def _tree_node(tree, path: list[str]):
    node = next(c for c in tree.get_commands() if c.name == path[0])
    for name in path[1:]:
        node = next(c for c in node.commands if c.name == name)
    return node


@pytest.mark.parametrize("locale", available())
def test_help_names_each_command_as_the_readers_discord_does(tree, locale):
    """Every language's /help names the same commands, each by the name Discord shows the reader
    (what the translator registers for the tree's commands), none written by hand in English."""
    from cogs.game import HELP_SECTIONS, help_command
    from cogs.translator import localized

    english = Speaker(SOURCE)
    text = _words("\n".join(f.value or "" for e in help_of(tree, locale) for f in e.fields))
    checked = 0
    for _, keys in HELP_SECTIONS:
        for key in keys:
            for part in help_command(key, english).split(" · "):
                if not part.startswith("/"):
                    continue
                words = part[1:].split(" ")
                path = words[:2] if words[0] == "game" else words[:1]
                shown = []
                for depth in range(1, len(path) + 1):
                    node = _tree_node(tree, path[:depth])
                    where = Where.group_name if hasattr(node, "commands") else Where.command_name
                    shown.append(localized(node._locale_name.extras["id"], locale, where) or node.name)
                assert "/" + " ".join(shown) in text, (locale, part, shown)
                checked += 1
    assert checked >= 18


# ---------------------------------------------------------------------- /stats
def worst_history(games: list[str], opponents: int = 20, recent: int = 5):
    """A member with ``opponents`` opponents at each of ``games`` (the longest names, big numbers)
    and ``recent`` recent games, each with a replay button."""
    from services.standings import RECENT_GAMES, Bests, History
    from store.history import PastGame, Rivalry
    from store.ratings import PlayerStats

    assert recent <= RECENT_GAMES
    return History(
        stats=[PlayerStats(key, 9999.0, BIG, BIG, BIG) for key in games],
        bests={key: Bests(key, BIG, BIG) for key in games},
        recent=[PastGame(BIG + n, games[n % len(games)], 6, 6, BIG, False, True, 4e9) for n in range(recent)],
        rivalries=[
            Rivalry(key, 1000 + n, LONGEST_NAME.replace("W", "*"), BIG, BIG, BIG)
            for key in games
            for n in range(opponents)
        ],
    )


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("one_game", [True, False])
def test_stats_fit_for_a_member_with_20_opponents_and_5_games(locale, one_game):
    """/stats at its worst (20 opponents at every game, 5 recent games, the longest names escaped):
    the embed within Discord's limits, every line whole (the opponents not shown counted on a line
    of their own), the per-game lines and the recent games always there, and one replay button per
    recent game, each label and custom id within its limit."""
    from cogs.embeds import EMBED_FIELD, EMBED_FIELDS, EMBED_TOTAL, embed_size
    from cogs.stats import recent_view, stats_embed

    games = [available_keys()[0]] if one_game else list(available_keys())
    history = worst_history(games)
    speaker = Speaker(locale)
    embed = stats_embed(ESCAPED_NAME, history, speaker, one_game=one_game)
    assert embed_size(embed) <= EMBED_TOTAL and len(embed.fields) <= EMBED_FIELDS, (locale, embed_size(embed))
    assert len(embed.title or "") <= 256 and len(embed.footer.text or "") <= 2048
    for field in embed.fields:
        assert 1 <= len(field.value or "") <= EMBED_FIELD and 1 <= len(field.name or "") <= 256, (locale, field.name)
    names = [field.name for field in embed.fields]
    titles = [speaker.say(msg(f"game-title-{key}")) for key in games]
    assert names[: len(games) + 1] == [*titles, speaker.t("stats-recent-title")]
    recent = embed.fields[len(games)].value.splitlines()
    assert len(recent) == 5 and all(f"#{BIG + n}" in line or f"{BIG + n}" in line for n, line in enumerate(recent))
    h2h = [field for field in embed.fields if field.name.startswith(speaker.t("stats-h2h-title", game="").strip()[:6])]
    assert h2h, (locale, names)
    for field in h2h:
        lines = field.value.splitlines()
        shown = [line for line in lines if "*" in line]
        escaped = ESCAPED_NAME
        assert all(escaped in line for line in shown), (locale, field.value[:80])  # never a name cut
        if len(shown) < 20:  # the rest are counted, on the last line
            assert lines[-1] == speaker.t("stats-h2h-more", count=20 - len(shown)), (locale, lines[-1])
    if one_game:
        assert len(h2h) == 1 and len([line for line in h2h[0].value.splitlines() if "*" in line]) >= 10
    view = recent_view(history, speaker)
    assert view is not None and len(view.children) == 5
    for item in view.children:
        button = item.item
        assert 1 <= len(button.label or "") <= 80 and len(button.custom_id or "") <= 100, (locale, button.label)
