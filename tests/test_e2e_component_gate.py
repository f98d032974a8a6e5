"""End to end: every component of the bot passes the member cooldown.

The test walks every component class the cogs define (each ``DynamicItem``, and any ``View`` or
``Modal`` subclass), makes up a custom id its template matches, and has the bot post a message
carrying it. A member who is over the cooldown then uses each one: the only answer is the private
"Slow down" line, and nothing else happens (no message posted or edited, no row of the database
changed). A new component class is covered without touching this test.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sqlite3
import typing

import discord
import pytest

try:
    import re._parser as regex_parser  # Python 3.11+
    from re._constants import (
        ANY,
        BRANCH,
        CATEGORY,
        CATEGORY_DIGIT,
        IN,
        LITERAL,
        MAX_REPEAT,
        MIN_REPEAT,
        NEGATE,
        RANGE,
        SUBPATTERN,
    )
except ImportError:  # pragma: no cover - older Pythons
    import sre_parse as regex_parser
    from sre_constants import (
        ANY,
        BRANCH,
        CATEGORY,
        CATEGORY_DIGIT,
        IN,
        LITERAL,
        MAX_REPEAT,
        MIN_REPEAT,
        NEGATE,
        RANGE,
        SUBPATTERN,
    )

import cogs
from cogs.ui import Gated
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

COOLDOWN = "2/600"  # two interactions in ten minutes: the third and every later one is over the limit


def component_classes() -> list[type]:
    """Every component class defined in a module of cogs/, in a stable order."""
    found: dict[str, type] = {}
    for module_info in pkgutil.iter_modules(cogs.__path__):
        module = importlib.import_module(f"cogs.{module_info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__:
                continue
            if issubclass(cls, (discord.ui.DynamicItem, discord.ui.View, discord.ui.Modal)):
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[name] for name in sorted(found)]


def an_id_matching(pattern: str) -> str:
    """A short text the regular expression ``pattern`` matches in full (first alternatives, one repeat)."""

    def build(parsed) -> str:
        out = []
        for op, arg in parsed:
            if op is LITERAL:
                out.append(chr(arg))
            elif op is SUBPATTERN:
                out.append(build(arg[-1]))
            elif op is BRANCH:
                out.append(build(arg[1][0]))
            elif op in (MAX_REPEAT, MIN_REPEAT):
                low, _, item = arg
                out.append(build(item) * max(low, 1) if low or op is MAX_REPEAT else "")
            elif op is IN:
                out.append(first_in_set(arg))
            elif op is ANY:
                out.append("x")
            else:
                raise AssertionError(f"cannot make an id for {op} in {pattern!r}")
        return "".join(out)

    def first_in_set(items) -> str:
        assert not any(op is NEGATE for op, _ in items), pattern
        op, arg = items[0]
        if op is LITERAL:
            return chr(arg)
        if op is RANGE:
            return chr(arg[0])
        if op is CATEGORY and arg is CATEGORY_DIGIT:
            return "1"
        raise AssertionError(f"cannot make an id for {items} in {pattern!r}")

    return build(regex_parser.parse(pattern))


def component_payload(cls: type, custom_id: str) -> dict:
    """The message component a DynamicItem class wraps (a button, a string select or a user select), with
    ``custom_id``."""
    wrapped = next(
        typing.get_args(base)[0] for base in cls.__orig_bases__ if typing.get_origin(base) is discord.ui.DynamicItem
    )
    wrapped = typing.get_origin(wrapped) or wrapped  # a typed item (Button[HostView]) names its class as its origin
    if issubclass(wrapped, discord.ui.Select):
        return {
            "type": 3,
            "custom_id": custom_id,
            "options": [{"label": "one", "value": "0"}, {"label": "two", "value": "1"}],
        }
    if issubclass(wrapped, discord.ui.UserSelect):
        return {"type": 5, "custom_id": custom_id}
    assert issubclass(wrapped, discord.ui.Button), wrapped
    return {"type": 2, "style": 2, "label": "press", "custom_id": custom_id}


def database_rows(db_path) -> dict[str, list[tuple]]:
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        tables = [row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {
            table: sorted(con.execute(f"SELECT * FROM {table}").fetchall(), key=repr)
            for table in tables
            if table not in ("leases",)
        }  # leases are renewed by time alone
    finally:
        con.close()


def test_the_walk_finds_the_components_and_every_one_is_gated():
    classes = component_classes()
    names = {cls.__name__ for cls in classes}
    # The walk is not empty: the components of the lobby, the turns and the rules pages are among them.
    assert {
        "LobbyButton",
        "OptionSelect",
        "BotLevelButton",
        "TurnButton",
        "PickButton",
        "PickSelect",
        "RulesPageButton",
    } <= names
    assert [cls.__name__ for cls in classes if not issubclass(cls, Gated)] == []
    for cls in classes:
        if issubclass(cls, discord.ui.DynamicItem):
            pattern = cls.__discord_ui_compiled_template__
            assert pattern.fullmatch(an_id_matching(pattern.pattern)), cls


def test_the_bot_refuses_to_register_an_ungated_component():
    import bot
    from config import Settings

    class Ungated(discord.ui.DynamicItem[discord.ui.Button], template=r"ungated:(?P<n>\d+)"):
        pass

    tabletop = bot.TabletopBot(
        Settings(token="", database=":memory:", guild_id=None, sync_commands=False, ai_delay=0, log_level="INFO")
    )
    with pytest.raises(TypeError, match="Ungated"):
        tabletop.add_dynamic_items(Ungated)


async def test_every_component_answers_a_member_over_the_cooldown_with_slow_down_only(tmp_path):
    classes = [cls for cls in component_classes() if issubclass(cls, discord.ui.DynamicItem)]
    async with running_bot(tmp_path, env={"TABLETOP_AI_DELAY": "0", "TABLETOP_COOLDOWN": COOLDOWN}) as (
        fake,
        bot,
        world,
    ):
        # Game 1 exists (an open lobby), so ids that name game 1 would find something to act on.
        ix = await fake.slash(world.alice, world.channel, "play", {"game": "mountain-miners"})
        await ix.wait_done()
        # The bot "posts" a message holding a component of each class (as its own messages do).
        channel = fake.channels[world.channel]
        ids = {cls: an_id_matching(cls.__discord_ui_compiled_template__.pattern) for cls in classes}
        carriers = {}
        for cls in classes:
            carriers[cls] = fake._new_message(channel, fake.bot_user_id)
            carriers[cls].components = [{"type": 1, "components": [component_payload(cls, ids[cls])]}]
            await fake._after_create(carriers[cls])
        # Carol uses up her two interactions.
        for _ in range(2):
            ix = await fake.slash(world.carol, world.channel, "rules", {"game": "mountain-miners"})
            await ix.wait_done()
            assert not ix.content or "Slow down" not in ix.content

        before_rows = database_rows(bot.db_path)
        before_messages = {m.id: len(m.history) for m in fake.all_messages()}
        for cls in classes:
            custom_id = ids[cls]
            kind = component_payload(cls, custom_id)["type"]
            if kind == 3:
                ix = await fake.select(world.carol, carriers[cls], custom_id, ["0"])
            elif kind == 5:  # a user select: Carol chooses Bob
                ix = await fake.select(world.carol, carriers[cls], custom_id, [world.bob])
            else:
                ix = await fake.click(world.carol, carriers[cls], custom_id)
            await ix.wait_done()
            assert ix.ephemeral and ix.content and ix.content.startswith("Slow down a little: try again in "), (
                cls,
                ix.content,
            )
            replies = [m for m in fake.all_messages() if m.id not in before_messages]
            assert [m.content for m in replies] == [ix.content], (cls, [m.content for m in replies])
            before_messages[replies[0].id] = len(replies[0].history)
        assert {m.id: len(m.history) for m in fake.all_messages()} == before_messages, "a message was edited"
        assert database_rows(bot.db_path) == before_rows
