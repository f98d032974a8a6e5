"""Self-tests of tests/fake_discord with a tiny discord.py bot written here.

The tiny bot runs in-process (same event loop) against the fake; one test
runs a tiny script through launch.py in a subprocess to prove the patching.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re
import textwrap
from typing import Any

import aiohttp
import discord
import discord.asset
import discord.gateway
import discord.http
import pytest
from discord import app_commands

from tests.fake_discord import FakeDiscord
from tests.fake_discord.harness import running_bot
from tests.fake_discord.launch import patch_discord
from tests.fake_discord.server import (
    CH_PRIVATE_THREAD,
    FLAG_COMPONENTS_V2,
    P_CREATE_PRIVATE_THREADS,
    P_MANAGE_THREADS,
    P_VIEW_CHANNEL,
    Message,
    pinged_users,
)

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


# ---------------------------------------------------------------------------
# the tiny bot
# ---------------------------------------------------------------------------


class RollButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tiny:roll:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(label=f"Roll {n}", custom_id=f"tiny:roll:{n}", style=discord.ButtonStyle.primary)
        )
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        interaction.client.seen.append(("roll", self.n, interaction.user.id))
        await interaction.response.send_message(f"rolled {self.n} for {interaction.user.name}", ephemeral=True)


class ChoiceView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="tiny:pick", options=[discord.SelectOption(label=x, value=x) for x in ("red", "green", "blue")]
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)

    @discord.ui.button(label="Later", custom_id="tiny:later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()
        await interaction.followup.send("clicked later")


class NameModal(discord.ui.Modal, title="Your name"):
    name = discord.ui.TextInput(label="Name", custom_id="tiny:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}")


class TinyBot(discord.Client):
    def __init__(self, guild_ready_timeout: float = 0.2) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=guild_ready_timeout)
        self.tree = app_commands.CommandTree(self)
        self.seen: list = []
        self.results: dict[str, Any] = {}
        self.ready_event = asyncio.Event()
        self._add_commands()

    async def setup_hook(self) -> None:
        self.add_dynamic_items(RollButton)
        await self.tree.sync()

    async def on_ready(self) -> None:
        self.ready_event.set()

    def _add_commands(self) -> None:
        tree = self.tree

        @tree.command(description="Say hello with a button and a picture")
        @app_commands.describe(secret="only you see it")
        async def hello(interaction: discord.Interaction, secret: bool = False) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(RollButton(6))
            file = discord.File(io.BytesIO(PNG), filename="board.png", description="the board")
            await interaction.response.send_message("hi there", view=view, file=file, ephemeral=secret)

        @tree.command(description="Defer, then answer with a file and follow up")
        async def later(interaction: discord.Interaction, secret: bool = False) -> None:
            await interaction.response.defer(thinking=True, ephemeral=secret)
            await asyncio.sleep(0.1)
            file = discord.File(io.BytesIO(b"x" * 100), "notes.txt")
            await interaction.edit_original_response(content="here it is", attachments=[file])
            await interaction.followup.send("and one more")

        @tree.command(description="Defer, then follow up in place of the answer (deprecated)")
        async def oldlater(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True, ephemeral=True)
            await interaction.followup.send("here it is", ephemeral=True)

        @tree.command(description="Pick an action")
        async def move(interaction: discord.Interaction, action: str, count: int = 1) -> None:
            await interaction.response.send_message(f"{action} x{count}")

        @move.autocomplete("action")
        async def move_ac(interaction: discord.Interaction, current: str):
            names = ["grab", "grow", "drop", "dig", "green"]
            return [app_commands.Choice(name=n, value=n) for n in names if n.startswith(current)]

        @tree.command(description="Answer too late")
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(3.5)
            try:
                await interaction.response.send_message("too late")
            except discord.NotFound as e:
                self.results["slow"] = e.code

        @tree.command(description="Answer twice")
        async def twice(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("first")
            url = f"{discord.http.Route.BASE}/interactions/{interaction.id}/{interaction.token}/callback"
            async with aiohttp.ClientSession() as s:
                async with s.post(url, json={"type": 4, "data": {"content": "second"}}) as r:
                    self.results["twice"] = (r.status, (await r.json())["code"])

        @tree.command(description="Follow up without answering")
        async def rude(interaction: discord.Interaction) -> None:
            try:
                await interaction.followup.send("no response first")
            except discord.NotFound as e:
                self.results["rude"] = e.code
            await interaction.response.send_message("ok now")

        @tree.command(description="DM me")
        async def dm(interaction: discord.Interaction) -> None:
            try:
                await interaction.user.send("psst")
            except discord.Forbidden as e:
                await interaction.response.send_message(f"cannot DM you ({e.code})", ephemeral=True)
            else:
                await interaction.response.send_message("check your DMs", ephemeral=True)

        @tree.command(description="Open a thread")
        async def thread(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.send_message(f"opening {name}")
            msg = await interaction.original_response()
            th = await msg.create_thread(name=name)
            await th.send("welcome to the thread", view=discord.ui.View().add_item(RollButton(3)))
            th2 = await interaction.channel.create_thread(name=name + "-2", type=discord.ChannelType.public_thread)
            self.results["threads"] = (th.id, th2.id, msg.id)

        @tree.command(description="Open a private thread with someone")
        async def secret(interaction: discord.Interaction, name: str, member: discord.Member) -> None:
            await interaction.response.send_message(f"opening {name}", ephemeral=True)
            channel = interaction.channel
            try:
                th = await channel.create_thread(name=name, type=discord.ChannelType.private_thread, invitable=False)
            except discord.Forbidden as e:
                self.results["secret"] = ("forbidden", e.code)
                return
            await th.add_user(member)
            await th.send("just us", view=discord.ui.View().add_item(RollButton(2)))
            try:
                await th.add_user(discord.Object(424242))  # nobody of this server
            except discord.NotFound as e:
                self.results["stranger"] = e.code
            self.results["secret"] = ("made", th.id)

        @tree.command(description="Too many options")
        async def badselect(interaction: discord.Interaction) -> None:
            view = discord.ui.View()
            view.add_item(
                discord.ui.Select(
                    custom_id="too:many",
                    options=[discord.SelectOption(label=f"o{i}", value=f"o{i}") for i in range(26)],
                )
            )
            try:
                await interaction.response.send_message("pick", view=view)
            except discord.HTTPException as e:
                self.results["badselect"] = (e.status, e.code, e.text)
                await interaction.response.send_message("fallback")

        @tree.command(description="Colours")
        async def colours(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("choose", view=ChoiceView())

        @tree.command(description="Ask a name")
        async def form(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NameModal(custom_id="tiny:form"))

        @tree.command(description="Pin the reply")
        async def pin(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pinned board")
            msg = await interaction.original_response()
            await msg.pin()
            pins = [m async for m in interaction.channel.pins()]
            avatar = await interaction.user.display_avatar.read()
            self.results["pin"] = ([m.id for m in pins], avatar[:4])

        @tree.command(description="Guild only")
        @app_commands.guild_only()
        async def guildonly(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("guild")

        game = app_commands.Group(name="game", description="Game commands")

        @game.command(name="resign", description="Resign the game")
        async def resign(interaction: discord.Interaction, reason: str | None = None) -> None:
            await interaction.response.send_message(f"resigned ({reason})")

        @game.command(name="say", description="Edit the original")
        async def say(interaction: discord.Interaction, text: str) -> None:
            await interaction.response.send_message("draft")
            await interaction.edit_original_response(content=text)

        tree.add_command(game)


# ---------------------------------------------------------------------------
# fixtures
# ---------------------------------------------------------------------------


@pytest.fixture
async def fake():
    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.asset.Asset.BASE)
    f = FakeDiscord(ready_settle=0.3)
    await f.start()
    patch_discord(f.api_url, f.gateway_url, f.cdn_url)
    f.world = {}
    g = f.add_guild("Test Guild")
    f.world.update(guild=g, channel=f.add_text_channel(g, "games"), alice=f.add_user("alice"), bob=f.add_user("bob"))
    try:
        yield f
    finally:
        await f.stop()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, discord.asset.Asset.BASE = saved


async def start_bot(fake: FakeDiscord, **kw) -> TinyBot:
    bot = TinyBot(**kw)
    bot.runner = asyncio.create_task(bot.start(fake.token))
    return bot


async def stop_bot(bot: TinyBot) -> None:
    await bot.close()
    try:
        await asyncio.wait_for(bot.runner, 5)
    except Exception:
        pass


@pytest.fixture
async def bot(fake):
    b = await start_bot(fake)
    await fake.wait_ready(timeout=10)
    await asyncio.wait_for(b.ready_event.wait(), 5)
    try:
        yield b
    finally:
        await stop_bot(b)


def clean(fake: FakeDiscord) -> None:
    assert fake.violations == []
    assert fake.unknown_routes == []


# ---------------------------------------------------------------------------
# tests
# ---------------------------------------------------------------------------


async def test_login_sync_and_slash_with_button_and_file(fake, bot):
    w = fake.world
    assert {"hello", "later", "move", "game"} <= set(fake.commands)
    assert fake.commands["hello"]["id"].isdigit()
    ix = await fake.slash(w["alice"], w["channel"], "hello", {})
    await ix.wait_done(timeout=5)
    assert ix.response_type == 4 and not ix.deferred and not ix.ephemeral
    msg = ix.message
    assert msg.content == "hi there" and ix.content == "hi there"
    assert msg.buttons() == [("Roll 6", "tiny:roll:6", False)]
    assert [(a.filename, a.data, a.description, a.content_type) for a in msg.attachments] == [
        ("board.png", PNG, "the board", "image/png")
    ]
    assert fake.messages(w["channel"]) == [msg]
    # discord.py parsed the attachment; its URL serves the bytes
    async with aiohttp.ClientSession() as s, s.get(msg.attachments[0].url) as r:
        assert await r.read() == PNG

    click = await fake.click(w["bob"], msg, "tiny:roll:6")
    await click.wait_done(timeout=5)
    assert click.content == "rolled 6 for bob" and click.ephemeral
    assert bot.seen == [("roll", 6, w["bob"])]
    # a second click on the same message is a new interaction
    click2 = await fake.click(w["alice"], msg.id, "tiny:roll:6")
    await click2.wait_done()
    assert click2.content == "rolled 6 for alice"
    clean(fake)


async def test_ephemeral_reply(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "hello", {"secret": True})
    await ix.wait_done()
    assert ix.ephemeral and ix.message.flags & 64
    assert fake.messages(w["channel"], include_ephemeral=False) == []
    clean(fake)


async def test_defer_then_edit_original_then_followup(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "later", {"secret": True})
    first = await ix.wait_response()
    assert first["type"] == 5 and ix.deferred
    await ix.wait_done()
    await fake.wait_for(lambda: len(ix.followups) == 1, 5, "the follow-up")
    # the edit of the original response replaced the thinking message and kept it ephemeral
    assert ix.message is ix.original and ix.ephemeral and ix.original_edits == 1
    assert ix.content == "here it is" and not ix.message.loading
    assert [(a.filename, a.data) for a in ix.message.attachments] == [("notes.txt", b"x" * 100)]
    # the follow-up is a second message of its own
    assert ix.followups[0] is not ix.original
    assert ix.followups[0].content == "and one more" and not ix.followups[0].ephemeral
    assert len(fake.messages(w["channel"])) == 2
    clean(fake)


async def test_a_followup_in_place_of_the_deferred_answer_is_flagged(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "oldlater", {})
    await ix.wait_done()
    # Discord still lets the first follow-up replace the thinking message (so does the fake) ...
    assert ix.message is ix.followups[0] is ix.original and ix.ephemeral and ix.content == "here it is"
    # ... but documents it as deprecated: the fake records it.
    assert len(fake.violations) == 1 and "edit the original response" in fake.violations[0]


async def test_autocomplete_and_options(fake, bot):
    w = fake.world
    choices = await fake.autocomplete(w["alice"], w["channel"], "move", {"action": "gr"}, focused="action")
    assert [c["name"] for c in choices] == ["grab", "grow", "green"]
    ix = await fake.slash(w["alice"], w["channel"], "move", {"action": "grab", "count": 3})
    await ix.wait_done()
    assert ix.content == "grab x3"
    with pytest.raises(AssertionError, match="no option"):
        await fake.slash(w["alice"], w["channel"], "move", {"nope": 1})
    with pytest.raises(AssertionError, match="missing required"):
        await fake.slash(w["alice"], w["channel"], "move", {})
    clean(fake)


async def test_subcommands_and_edit_original(fake, bot):
    w = fake.world
    ix = await fake.slash(w["bob"], w["channel"], "game resign", {"reason": "tired"})
    await ix.wait_done()
    assert ix.content == "resigned (tired)"
    ix = await fake.slash(w["bob"], w["channel"], "game say", {"text": "final words"})
    await ix.wait_done()
    await fake.wait_for(lambda: ix.content == "final words", 5, "the edit")
    clean(fake)


@pytest.mark.slow  # seconds on its own
async def test_three_second_rule(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "slow", {})
    await fake.wait_for(lambda: "slow" in bot.results, 6, "the late answer")
    assert bot.results["slow"] == 10062
    assert not ix.responded and ix.rejected
    assert len(fake.violations) == 1 and "answered after" in fake.violations[0]
    with pytest.raises(AssertionError, match="timed out"):
        await ix.wait_response(timeout=0.2)


async def test_double_answer_and_early_followup(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "twice", {})
    await fake.wait_for(lambda: "twice" in bot.results, 5, "second answer")
    assert bot.results["twice"] == (400, 40060)
    assert ix.content == "first"
    ix2 = await fake.slash(w["alice"], w["channel"], "rude", {})
    await ix2.wait_done()
    assert bot.results["rude"] == 10015 and ix2.content == "ok now"
    assert len(fake.violations) == 2
    assert "answered twice" in fake.violations[0] and "follow-up before any response" in fake.violations[1]


async def test_dms_and_closed_dms(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "dm", {})
    await ix.wait_done()
    assert ix.content == "check your DMs"
    assert [m.content for m in fake.dm_messages(w["alice"])] == ["psst"]
    fake.close_dms(w["bob"])
    ix = await fake.slash(w["bob"], w["channel"], "dm", {})
    await ix.wait_done()
    assert ix.content == "cannot DM you (50007)"
    assert fake.dm_messages(w["bob"]) == []
    clean(fake)


async def test_threads(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "thread", {"name": "match-1"})
    await fake.wait_for(lambda: "threads" in bot.results, 5, "threads")
    th_id, th2_id, msg_id = bot.results["threads"]
    assert th_id == msg_id  # a thread from a message has the message's id
    threads = fake.threads(w["channel"])
    assert [t.name for t in threads] == ["match-1", "match-1-2"]
    assert {t.type for t in threads} == {11}
    inside = await fake.wait_for_message(th_id, lambda m: "welcome" in m.content)
    # discord.py learned about the thread from THREAD_CREATE
    assert bot.get_channel(th_id) is not None and bot.get_channel(th2_id) is not None
    click = await fake.click(w["bob"], inside, "tiny:roll:3")
    await click.wait_done()
    assert click.content == "rolled 3 for bob" and click.channel_id == th_id
    assert ix.message.to_payload()["thread"]["id"] == str(th_id)
    clean(fake)


async def test_a_private_thread_is_seen_by_its_members_and_moderators_only(fake, bot):
    w = fake.world
    carol, mod = fake.add_user("carol"), fake.add_user("mod")
    fake.make_admin(w["guild"], mod, P_MANAGE_THREADS)
    fake.users[424242] = fake._user_dict(424242, "stranger")  # a Discord user, of no server here
    ix = await fake.slash(w["alice"], w["channel"], "secret", {"name": "hush", "member": w["bob"]})
    await ix.wait_done()
    status, th_id = await fake.wait_for(lambda: bot.results.get("secret"), 5, "the private thread")
    assert status == "made" and bot.results["stranger"] == 10007  # Unknown Member: not added
    th = fake.channels[th_id]
    assert th.type == CH_PRIVATE_THREAD and not th.invitable and th.member_ids == {fake.bot_user_id, w["bob"]}
    inside = await fake.wait_for_message(th_id, lambda m: "just us" in m.content)
    # Its members and a member with Manage Threads see it; the others (the channel's, even the one
    # who asked for it) do not, and cannot press what is in it.
    assert fake.can_view(w["bob"], th_id) and fake.can_view(mod, th_id) and fake.can_view(fake.bot_user_id, th_id)
    assert not fake.can_view(w["alice"], th_id) and not fake.can_view(carol, th_id)
    assert fake.can_view(carol, w["channel"])
    with pytest.raises(AssertionError, match="cannot see private thread"):
        await fake.click(carol, inside, "tiny:roll:2")
    click = await fake.click(mod, inside, "tiny:roll:2")
    await click.wait_done()
    assert click.content == "rolled 2 for mod"
    # Added through thread-members, a member sees it from then on.
    await bot.http.add_user_to_thread(th_id, carol)
    assert fake.can_view(carol, th_id) and carol in th.member_ids

    # The channel's own permissions decide whether it may hold a private thread at all.
    fake.set_overwrite(w["channel"], fake.bot_user_id, deny=P_CREATE_PRIVATE_THREADS)
    bot.results.pop("secret")
    ix = await fake.slash(w["alice"], w["channel"], "secret", {"name": "hush-2", "member": w["bob"]})
    await ix.wait_done()
    assert await fake.wait_for(lambda: bot.results.get("secret"), 5) == ("forbidden", 50013)
    assert [t.name for t in fake.threads(w["channel"])] == ["hush"]
    clean(fake)


async def test_limits_violation_is_refused(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "badselect", {})
    await ix.wait_done()
    status, code, text = bot.results["badselect"]
    assert (status, code) == (400, 50035) and "26 options" in text
    assert ix.content == "fallback"
    assert len(fake.violations) == 1 and "26 options" in fake.violations[0]


async def test_limits_unit_checks():
    f = FakeDiscord()
    row = {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": f"b{i}"} for i in range(6)]}
    assert any("6 buttons" in p for p in f._check_components([row], v2=False))
    dup = {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "same"}] * 2}
    assert any("used 2 times" in p for p in f._check_components([dup], v2=False))
    assert any(
        "6 action rows" in p
        for p in f._check_components(
            [
                {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": f"r{i}"}]}
                for i in range(6)
            ],
            v2=False,
        )
    )
    assert any(
        "1-100" in p
        for p in f._check_components(
            [{"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": "x" * 101}]}], v2=False
        )
    )
    assert any("6000" in p for p in f._check_embeds([{"description": "x" * 4000}, {"description": "y" * 2500}]))
    assert any("11 embeds" in p for p in f._check_embeds([{"title": "t"}] * 11))
    assert f._check_command({"name": "Play", "description": "x"})
    assert f._check_command({"name": "play", "description": ""})
    assert f._check_command(
        {
            "name": "play",
            "description": "d",
            "options": [{"name": f"o{i}", "description": "d", "type": 3} for i in range(26)],
        }
    )
    assert not f._check_command({"name": "play", "description": "d"})


async def test_select_and_deferred_update_and_modal(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "colours", {})
    await ix.wait_done()
    msg = ix.message
    assert [s["custom_id"] for s in msg.selects()] == ["tiny:pick"]
    later = await fake.click(w["alice"], msg, "tiny:later")
    await later.wait_done()
    assert later.response_type == 6 and later.content == "clicked later"
    pick = await fake.select(w["bob"], msg, "tiny:pick", ["green"])
    await pick.wait_done()
    assert pick.response_type == 7 and msg.content == "picked green" and msg.components == []
    with pytest.raises(AssertionError, match="no component"):
        await fake.click(w["alice"], msg, "tiny:later")

    ix = await fake.slash(w["alice"], w["channel"], "form", {})
    await ix.wait_done()
    assert ix.response_type == 9 and ix.modal["custom_id"] == "tiny:form"
    sub = await fake.submit_modal(w["alice"], w["channel"], "tiny:form", {"tiny:name": "Ada"})
    await sub.wait_done()
    assert sub.content == "hello Ada"
    clean(fake)


async def test_reconnect_keeps_state(fake):
    w = fake.world
    b1 = await start_bot(fake)
    await fake.wait_ready(timeout=10)
    ix = await fake.slash(w["alice"], w["channel"], "thread", {"name": "kept"})
    await fake.wait_for(lambda: "threads" in b1.results, 5, "threads")
    th_id = b1.results["threads"][0]
    await fake.wait_for_message(th_id, lambda m: "welcome" in m.content)
    await stop_bot(b1)
    await fake.wait_disconnected()
    with pytest.raises(AssertionError, match="not connected"):
        await fake.slash(w["alice"], w["channel"], "hello", {})

    b2 = await start_bot(fake)
    await fake.wait_ready(timeout=10, min_identifies=2)
    assert fake.identify_count == 2
    await asyncio.wait_for(b2.ready_event.wait(), 5)
    assert b2.get_channel(th_id) is not None  # the thread came back in GUILD_CREATE
    old = ix.message
    assert old.buttons() == []  # the starter message had no button; the thread message has
    inside = next(m for m in fake.messages(th_id) if m.buttons())
    click = await fake.click(w["bob"], inside, "tiny:roll:3")
    await click.wait_done()
    assert click.content == "rolled 3 for bob" and b2.seen == [("roll", 3, w["bob"])]
    await stop_bot(b2)
    clean(fake)


async def test_wait_for_message_and_user_message(fake, bot):
    w = fake.world
    waiter = asyncio.create_task(fake.wait_for_message(w["channel"], timeout=5))
    await asyncio.sleep(0)
    m = await fake.user_message(w["alice"], w["channel"], "hello bot")
    assert (await waiter) is m and m.author_id == w["alice"]
    with pytest.raises(AssertionError, match="timed out"):
        await fake.wait_for_message(w["channel"], timeout=0.2)
    # setup after the bot connected reaches it over the gateway
    new_ch = fake.add_text_channel(w["guild"], "late-channel")
    await fake.wait_for(lambda: bot.get_channel(new_ch) is not None, 5, "CHANNEL_CREATE")
    carol = fake.add_user("carol")
    ix = await fake.slash(carol, new_ch, "move", {"action": "dig"})
    await ix.wait_done()
    assert ix.content == "dig x1" and ix.message.channel_id == new_ch
    clean(fake)


async def test_file_too_large(fake, bot):
    w = fake.world
    ch = bot.get_channel(w["channel"])
    with pytest.raises(discord.HTTPException) as err:
        await ch.send(file=discord.File(io.BytesIO(b"z" * (10 * 1024 * 1024 + 1)), "big.bin"))
    assert err.value.status == 413 and err.value.code == 40005
    assert len(fake.violations) == 1 and "big.bin" in fake.violations[0]
    assert fake.messages(w["channel"]) == []


async def test_unknown_route_and_rate_limit(fake, bot):
    w = fake.world
    fake.inject_rate_limit("POST", r"/channels/\d+/messages$", retry_after=0.05)
    ch = bot.get_channel(w["channel"])
    sent = await ch.send("after a 429")
    assert fake.message(sent.id).content == "after a 429"
    assert ("POST", f"/channels/{w['channel']}/messages", 429) in fake.requests
    async with (
        aiohttp.ClientSession() as s,
        s.get(f"{fake.api_url}/nothing/here", headers={"Authorization": f"Bot {fake.token}"}) as r,
    ):
        assert r.status == 404 and "no route" in (await r.json())["message"]
    assert fake.unknown_routes == ["GET /api/v10/nothing/here"]


TINY_SCRIPT = textwrap.dedent("""
    import os
    import discord
    from discord import app_commands

    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.2)
    tree = app_commands.CommandTree(client)

    @tree.command(description="Ping from a subprocess")
    async def ping(interaction: discord.Interaction):
        await interaction.response.send_message("pong from " + discord.http.Route.BASE.split("/api")[0])

    @client.event
    async def setup_hook():
        await tree.sync()

    client.run(os.environ["DISCORD_TOKEN"], log_handler=None)
""")


async def test_launcher_subprocess(tmp_path):
    script = tmp_path / "tiny_bot.py"
    script.write_text(TINY_SCRIPT)

    async with running_bot(tmp_path, script=script, fake_kwargs={"ready_settle": 0.3}) as (fake, proc, world):
        ix = await fake.slash(world.alice, world.channel, "ping", {})
        await ix.wait_done()
        assert ix.content == f"pong from {fake.base_url}"
        assert "launch.py: running" in proc.output()
        proc.restart()
        await proc.wait_ready(timeout=20)
        assert fake.identify_count == 2
        ix = await fake.slash(world.bob, world.channel, "ping", {})
        await ix.wait_done()
        assert ix.content.startswith("pong")


async def test_pins_avatar_dm_slash_and_forced_reconnect(fake, bot):
    w = fake.world
    ix = await fake.slash(w["alice"], w["channel"], "pin", {})
    await fake.wait_for(lambda: "pin" in bot.results, 5, "pin")
    pins, avatar = bot.results["pin"]
    assert pins == [ix.message.id] and ix.message.pinned and avatar == b"\x89PNG"

    dm = fake.dm_channel(w["alice"], create=True)
    ix = await fake.slash(w["alice"], dm, "hello", {})
    await ix.wait_done()
    assert ix.content == "hi there" and fake.dm_messages(w["alice"]) == [ix.message]
    with pytest.raises(AssertionError, match="not offered in context 1"):
        await fake.slash(w["alice"], dm, "guildonly", {})

    # a deferred reply that resolves after wait_for_message() was called counts as new
    ix = await fake.slash(w["bob"], w["channel"], "later", {})
    await ix.wait_response()
    got = await fake.wait_for_message(w["channel"])
    assert got is ix.message and got.content == "here it is"

    resumed = asyncio.Event()

    async def on_resumed():  # discord.py dispatches 'resumed' after RESUMED
        resumed.set()

    bot.on_resumed = on_resumed
    await fake.disconnect_gateway()
    await asyncio.wait_for(resumed.wait(), 5)
    await fake.wait_ready(timeout=10, settle=0)
    assert fake.resume_attempts == 1 and fake.identify_count == 1
    ix = await fake.slash(w["bob"], w["channel"], "game resign", {})
    await ix.wait_done()
    assert ix.content == "resigned (None)"
    clean(fake)


def test_pinged_users_follow_allowed_mentions():
    content = "<@1> and <@!2>, not @everyone"
    assert pinged_users(content, None) == {1, 2}  # no allowed_mentions: Discord pings every mention
    assert pinged_users(content, {"parse": ["users"]}) == {1, 2}
    assert pinged_users(content, {"parse": [], "users": ["2", "3"]}) == {2}
    assert pinged_users(content, {"parse": []}) == set()


def v2_post(text: str, *urls: str, more: list[dict] | None = None) -> list[dict]:
    """A Components V2 payload: one container holding a text display, a gallery of ``urls``, ``more``."""
    children: list[dict] = [{"type": 10, "content": text}]
    if urls:
        children.append({"type": 12, "items": [{"media": {"url": url}} for url in urls]})
    return [{"type": 17, "components": children + (more or [])}]


def test_components_v2_messages_are_checked_like_discord():
    check = FakeDiscord._check_v2_message
    files = [(0, "a.png", b"", "image/png"), (1, "b.png", b"", "image/png")]
    good = {"components": v2_post("hi <@1>", "attachment://a.png", "attachment://b.png"), "flags": FLAG_COMPONENTS_V2}
    assert check(good, files, None) == []
    # No content, no embeds beside the layout (null or empty is fine: that is how an edit clears them).
    assert check(dict(good, content="hi"), files, None)
    assert check(dict(good, embeds=[{"title": "x"}]), files, None)
    assert check(dict(good, content=None, embeds=[]), files, None) == []
    # A post made before layouts (content, no flag) becomes one by an edit that clears its content.
    legacy = Message(FakeDiscord(), 1, 2, 3)
    legacy.content = "Move 1: a"
    upgrade = {"components": v2_post("Move 1: a"), "flags": FLAG_COMPONENTS_V2}
    assert check(upgrade, [], legacy)
    assert check(dict(upgrade, content=None, embeds=[]), [], legacy) == []
    # 4,000 characters over all text displays, not each.
    long = {"components": v2_post("x" * 2000, more=[{"type": 10, "content": "y" * 2001}])}
    assert any("4001 characters" in p for p in check(long, [], None))
    # At most 10 gallery items; every attachment:// names a file of the message (uploaded or kept).
    eleven = {"components": v2_post("t", *[f"attachment://{i}.png" for i in range(11)])}
    eleven_files = [(i, f"{i}.png", b"", "image/png") for i in range(11)]
    assert any("11 items" in p for p in check(eleven, eleven_files, None))
    assert any("names no file" in p for p in check(good, files[:1], None))
    # 41 components in all (nested ones count) is one too many.
    buttons = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": f"c{i}"}]} for i in range(19)
    ]
    fake = FakeDiscord()
    assert fake._check_components(v2_post("t", more=buttons), v2=True) == []  # 1 + 1 + 19 * 2 = 40
    assert any(
        "41 components" in p for p in fake._check_components(v2_post("t", more=[*buttons, {"type": 14}]), v2=True)
    )


def test_a_member_reads_and_is_pinged_by_the_text_displays():
    message = Message(FakeDiscord(), 1, 2, 3)
    message.components = v2_post("### Next: <@5>", more=[{"type": 10, "content": "Move 1: <@6> played"}])
    message.flags = FLAG_COMPONENTS_V2
    assert message.text == "### Next: <@5>\nMove 1: <@6> played" and message.v2
    assert message.text_displays() == ["### Next: <@5>", "Move 1: <@6> played"]
    # Discord pings the mentions of text displays under the message's allowed_mentions.
    assert pinged_users(message.text, {"parse": [], "users": ["5"]}) == {5}
    assert pinged_users(message.text, None) == {5, 6}


async def test_permission_overwrites_reach_the_bot(fake, bot):
    w = fake.world
    fake.set_overwrite(w["channel"], w["guild"], deny=P_VIEW_CHANNEL, member=False)
    fake.set_overwrite(w["channel"], w["alice"], allow=P_VIEW_CHANNEL)

    await fake.wait_for(
        lambda: len(bot.get_channel(w["channel"]).overwrites) == 2, 5, "the overwrites in the bot's cache"
    )
    channel = bot.get_channel(w["channel"])
    targets = {target.id: overwrite for target, overwrite in channel.overwrites.items()}
    assert targets[w["guild"]].view_channel is False and targets[w["alice"]].view_channel is True
    clean(fake)


# ---------------------------------------------------------------------------
# shards
# ---------------------------------------------------------------------------


class ShardedTinyBot(discord.AutoShardedClient):
    """A sharded tiny bot: /where answers with the shard discord.py filed the guild under."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.2, **kw)
        self.tree = app_commands.CommandTree(self)
        self.ready_event = asyncio.Event()

        @self.tree.command(description="Which shard am I on?")
        async def where(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"shard {interaction.guild.shard_id}")

    async def before_identify_hook(self, shard_id, *, initial: bool = False) -> None:
        return None  # the fake has no identify rate limit: skip discord.py's 5 s between shards

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def on_ready(self) -> None:
        self.ready_event.set()


async def raw_identify(fake: FakeDiscord, shard: Any, intents: int = (1 << 0) | (1 << 9) | (1 << 12)):
    """Open a plain (uncompressed) gateway socket and IDENTIFY with ``shard`` (None: no field)."""
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(fake.gateway_url)
    hello = await ws.receive_json()
    assert hello["op"] == 10
    d: dict[str, Any] = {"token": fake.token, "intents": intents, "properties": {}}
    if shard is not None:
        d["shard"] = shard
    await ws.send_json({"op": 2, "d": d})
    return session, ws


async def received(ws, until: str, timeout: float = 5) -> list:
    """The dispatches (op 0) received until one of type ``until`` (inclusive)."""
    events = []
    while True:
        msg = await asyncio.wait_for(ws.receive(), timeout)
        assert msg.type == aiohttp.WSMsgType.TEXT, msg
        payload = json.loads(msg.data)
        if payload["op"] == 0:
            events.append(payload)
            if payload["t"] == until:
                return events


async def closed_with(fake: FakeDiscord, shard: Any) -> int:
    session, ws = await raw_identify(fake, shard)
    try:
        msg = await asyncio.wait_for(ws.receive(), 5)
        assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING), msg
        return ws.close_code
    finally:
        await session.close()


async def test_invalid_shard_is_refused_like_discord():
    async with FakeDiscord(max_guilds_per_shard=1) as fake:
        first, second = fake.add_guild("zero", shard=(0, 2)), fake.add_guild("one", shard=(1, 2))
        assert [(first >> 22) % 2, (second >> 22) % 2] == [0, 1] and second > first
        for bad in ([2, 2], [0, 0], [-1, 2], [0], "0,2", [0.0, 2]):
            assert await closed_with(fake, bad) == 4010, bad
        # One shard would hold both guilds, over the limit of one: sharding required.
        assert await closed_with(fake, None) == 4011
        assert await closed_with(fake, [0, 1]) == 4011
        assert fake.identify_count == 0 and [code for _, code in fake.refused_identifies] == [4010] * 6 + [4011] * 2
        # Two shards hold one guild each: accepted.
        session, ws = await raw_identify(fake, [1, 2])
        try:
            events = await received(ws, "GUILD_CREATE")
            ready = events[0]["d"]
            assert events[0]["t"] == "READY" and ready["shard"] == [1, 2]
            assert [g["id"] for g in ready["guilds"]] == [str(second)]
            assert events[1]["d"]["id"] == str(second)
        finally:
            await session.close()


async def test_events_of_a_guild_go_only_to_its_shard():
    async with FakeDiscord() as fake:
        zero, one = fake.add_guild("zero", shard=(0, 2)), fake.add_guild("one", shard=(1, 2))
        alice = fake.add_user("alice")
        opened = [await raw_identify(fake, [shard, 2]) for shard in (0, 1)]
        try:
            for (session, ws), guild in zip(opened, (zero, one)):
                events = await received(ws, "GUILD_CREATE")
                assert [g["id"] for g in events[0]["d"]["guilds"]] == [str(guild)]
            await fake.wait_for(lambda: fake.ready_shards() == [(0, 2), (1, 2)], 5, "both shards")
            ws0, ws1 = opened[0][1], opened[1][1]
            channel_one = fake.add_text_channel(one, "late")  # CHANNEL_CREATE: shard 1 only
            assert [e["t"] for e in await received(ws1, "CHANNEL_CREATE")] == ["CHANNEL_CREATE"]
            await fake.user_message(alice, channel_one, "hello one")  # MESSAGE_CREATE: shard 1 only
            dm = fake.dm_channel(alice, create=True)
            await fake.user_message(alice, dm, "psst")  # no guild: shard 0
            on_one = await received(ws1, "MESSAGE_CREATE")
            assert [e["t"] for e in on_one] == ["MESSAGE_CREATE"] and on_one[0]["d"]["guild_id"] == str(one)
            on_zero = await received(ws0, "MESSAGE_CREATE")
            assert [e["t"] for e in on_zero] == ["MESSAGE_CREATE"] and "guild_id" not in on_zero[0]["d"]
            conns = {c.shard: c for c in fake._conns}
            assert [e for e in conns[(0, 2)].dispatched if e[1] == str(one)] == []
            assert [e for e in conns[(1, 2)].dispatched if e[1] == str(zero)] == []
        finally:
            for session, ws in opened:
                await session.close()


async def test_sharded_discord_py_bot_gets_each_guild_on_its_shard(fake):
    saved_default = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake.shard_count = 2  # GET /gateway/bot recommends two shards
    w = fake.world
    other = fake.add_guild("Other Guild", shard=(1 - ((w["guild"] >> 22) % 2), 2))
    other_channel = fake.add_text_channel(other, "games")
    bot = ShardedTinyBot()
    runner = asyncio.create_task(bot.start(fake.token))
    try:
        await asyncio.wait_for(bot.ready_event.wait(), 10)
        assert bot.shard_count == 2 and sorted(bot.shards) == [0, 1]
        assert sorted(d.get("shard") for d in fake.identifies) == [[0, 2], [1, 2]]
        assert fake.ready_shards() == [(0, 2), (1, 2)]
        shard_of_guild = {g: (g >> 22) % 2 for g in (w["guild"], other)}
        assert {g.id: g.shard_id for g in bot.guilds} == shard_of_guild
        for guild, channel in ((w["guild"], w["channel"]), (other, other_channel)):
            ix = await fake.slash(w["alice"], channel, "where", {})
            await ix.wait_done()
            assert ix.content == f"shard {shard_of_guild[guild]}"
        conns = {c.shard[0]: c for c in fake._conns}
        for shard in (0, 1):
            interactions = [g for t, g in conns[shard].dispatched if t == "INTERACTION_CREATE"]
            assert interactions == [str(g) for g, s in shard_of_guild.items() if s == shard]
        clean(fake)
    finally:
        await bot.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(runner, 5)
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved_default


async def test_driver_refuses_to_act_in_a_guild_whose_shard_is_not_connected():
    async with FakeDiscord() as fake:
        zero, one = fake.add_guild("zero", shard=(0, 2)), fake.add_guild("one", shard=(1, 2))
        channel_zero, channel_one = fake.add_text_channel(zero, "games"), fake.add_text_channel(one, "games")
        alice = fake.add_user("alice")
        payload = {"type": 1, "name": "where", "description": "Which shard am I on?"}
        fake._store_commands(None, [payload])
        session, ws = await raw_identify(fake, [0, 2])
        try:
            await received(ws, "GUILD_CREATE")
            with pytest.raises(AssertionError, match=r"not connected to the gateway on the shard of guild"):
                await fake.slash(alice, channel_one, "where", {})
            ix = await fake.slash(alice, channel_zero, "where", {})
            event = (await received(ws, "INTERACTION_CREATE"))[-1]
            assert event["d"]["id"] == str(ix.id) and event["d"]["guild_id"] == str(zero)
        finally:
            await session.close()


def test_localised_command_payloads_are_checked_like_discord():
    """``name_localizations`` / ``description_localizations`` (commands, options) and choices'
    ``name_localizations``: keys are Discord locales, names follow the name rule, texts fit."""
    f = FakeDiscord()
    good = {
        "name": "play",
        "description": "d",
        "name_localizations": {"fr": "jouer", "ja": "プレイ", "hi": "खेलें", "es-419": "jugar"},
        "description_localizations": {"de": "Ein Spiel eröffnen", "pt-BR": "x" * 100},
        "options": [
            {
                "name": "game",
                "description": "d",
                "type": 3,
                "required": True,
                "name_localizations": {"fr": "jeu"},
                "description_localizations": {"fr": "Quel jeu"},
                "choices": [{"name": "Solstis", "value": "solstis", "name_localizations": {"ja": "ソルスティス"}}],
            }
        ],
    }
    assert f._check_command(good) == []

    def problems(path: list, value) -> list[str]:
        payload = json.loads(json.dumps(good))
        target = payload
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value
        return f._check_command(payload)

    assert any("not a Discord locale" in p for p in problems(["name_localizations"], {"fr-FR": "jouer"}))
    assert any("not a Discord locale" in p for p in problems(["name_localizations"], {"en-XA": "play"}))
    assert any("lowercase" in p for p in problems(["name_localizations"], {"fr": "Jouer"}))
    assert any("lowercase" in p for p in problems(["name_localizations"], {"fr": "jouer une partie"}))
    assert any("1-32" in p for p in problems(["name_localizations"], {"fr": "j" * 33}))
    assert any("1-100" in p for p in problems(["description_localizations"], {"de": "x" * 101}))
    assert any("1-100" in p for p in problems(["description_localizations"], {"de": ""}))
    assert any("lowercase" in p for p in problems(["options", 0, "name_localizations"], {"fr": "Jeu"}))
    assert any("1-100" in p for p in problems(["options", 0, "description_localizations"], {"fr": "y" * 101}))
    assert any("1-100" in p for p in problems(["options", 0, "choices", 0, "name_localizations"], {"ja": "z" * 101}))
    assert any(
        "not a Discord locale" in p for p in problems(["options", 0, "choices", 0, "name_localizations"], {"xx": "z"})
    )


async def test_the_bots_translated_commands_pass_the_fakes_checks():
    """The real command tree, with every name and description from the catalogue (cogs.translator),
    is accepted by the fake (as Discord would accept it), localisations included."""
    from discord.ext import commands

    from bot import EXTENSIONS, TabletopTree
    from cogs.translator import CatalogueTranslator

    client = commands.Bot(command_prefix="!", intents=discord.Intents.none(), tree_cls=TabletopTree)
    for extension in EXTENSIONS:
        await client.load_extension(extension)
    translator = CatalogueTranslator()
    await client.tree.set_translator(translator)
    payloads = [await command.get_translated_payload(client.tree, translator) for command in client.tree.get_commands()]
    fake = FakeDiscord()
    assert fake._store_commands(None, payloads)
    assert fake.violations == []
    play = next(p for p in payloads if p["name"] == "play")
    assert play["name_localizations"].get("en-US") == "play" and play["description_localizations"]["en-US"]


async def test_interactions_carry_the_members_and_the_servers_language():
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Serveur", locale="fr")
        channel = fake.add_text_channel(guild, "jeux")
        alice = fake.add_user("alice", locale="ja")
        payload, _ = fake._interaction_base(2, alice, channel)
        assert payload["locale"] == "ja" and payload["guild_locale"] == "fr" and payload["guild"]["locale"] == "fr"
        fake.set_locale(alice, "de")
        assert fake._interaction_base(2, alice, channel)[0]["locale"] == "de"
        assert fake._guild_payload(fake.guilds[guild], members=False)["preferred_locale"] == "fr"
