"""End to end: the commands that need no table, in a DM and from a member's own install.

The bot registers /rules, /help, /settings, /stats and /game for server and member installs, in
servers, DMs and group DMs; every other command for server installs in servers. The fake Discord
checks both fields as Discord documents them, offers a command only where its registration does,
and fills in the interaction as Discord does in a DM (``context`` 1, ``user`` and no ``guild_id``
nor ``member``, the installs that authorized it). In a DM a /game subcommand that acts on a table
is refused in one private line in the member's language, naming the command as her Discord does.
"""

from __future__ import annotations

import pytest

from cogs.embeds import section_fields
from cogs.learn import rules_summary
from cogs.rules_pages import rules_embed, sections
from cogs.ui import speaker_for
from lang import Speaker
from rules import available_keys
from tests.e2e_helpers import ENGLISH, db_rows
from tests.fake_discord.harness import running_bot

pytestmark = pytest.mark.e2e

FAST_AI = {"TABLETOP_AI_DELAY": "0"}
ANYWHERE = ("game", "rules", "help", "settings", "stats", "learn")
IN_SERVERS = ("play", "move", "hand", "board", "leaderboard", "admin")


async def test_commands_are_registered_for_the_installs_and_places_they_work_in(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, _world):
        synced = fake.commands
        for name in ANYWHERE:
            assert (synced[name]["integration_types"], synced[name]["contexts"]) == ([0, 1], [0, 1, 2]), name
        for name in IN_SERVERS:
            assert (synced[name]["integration_types"], synced[name]["contexts"]) == ([0], [0]), name
        # No subcommand carries the top-level fields (the fake refuses the sync otherwise).
        assert all("contexts" not in option for option in synced["game"]["options"])


async def test_rules_are_answered_in_a_dm_and_a_table_command_is_refused_politely(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, world):
        dm = fake.dm_channel(world.alice, create=True)
        fake.set_locale(world.alice, "fr")
        ix = await fake.slash(world.alice, dm, "rules", {"game": "solstis"})
        await ix.wait_done()
        assert ix.payload["context"] == 1 and ix.payload["user"]["id"] == str(world.alice)
        assert "guild_id" not in ix.payload and "member" not in ix.payload
        assert ix.payload["authorizing_integration_owners"] == {"0": "0"}
        assert ix.ephemeral and ix.message.embeds[0]["title"] == rules_embed("solstis", 0, "fr").title
        ix_rules = ix

        ix = await fake.slash(world.alice, dm, "game undo")
        await ix.wait_done()
        french = Speaker("fr")
        assert ix.ephemeral
        assert ix.content == french.t("installs-refusal-needs-server", command="`/game undo`")
        assert f"`/{french.t('cmd-game-name')} {french.t('cmd-game-undo-name')}`" in ix.content
        assert f"`/{french.t('cmd-game-name')} {french.t('cmd-game-mine-name')}`" in ix.content

        # The rules' pages turn in the DM as in a server.
        page = next(cid for _, cid, disabled in ix_rules.message.buttons() if cid == "rules:solstis:1")
        turned = await fake.click(world.alice, ix_rules.message, page)
        await turned.wait_done()
        assert fake.message(ix_rules.message.id).embeds[0]["description"] == rules_embed("solstis", 1, "fr").description

        # /help and /settings answer in a DM, privately.
        ix = await fake.slash(world.alice, dm, "help")
        await ix.wait_done()
        assert ix.ephemeral and ix.message.embeds[0]["title"] == french.t("help-title")
        ix = await fake.slash(world.alice, dm, "settings")
        await ix.wait_done()
        assert ix.ephemeral and ix.content.startswith(french.t("settings-title"))

        # /stats answers in a DM too: ratings are a server's, and it says so.
        ix = await fake.slash(world.alice, dm, "stats")
        await ix.wait_done()
        assert ix.ephemeral and ix.content == french.t("stats-refusal-in-dms")

        # A command registered for servers only is not offered in a DM at all.
        with pytest.raises(AssertionError, match="not offered in context 1"):
            await fake.slash(world.alice, dm, "play", {"game": "solstis"})


async def test_game_mine_from_a_members_own_install(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, world):
        lobby = await fake.slash(world.bob, world.channel, "play", {"game": "solstis"})
        await lobby.wait_done()
        join = next(cid for text, cid, _ in lobby.message.buttons() if text == ENGLISH.t("lobby-button-join"))
        await (await fake.click(world.alice, lobby.message, join)).wait_done()

        fake.install_for_user(world.alice)
        dm = fake.dm_channel(world.alice, create=True)
        ix = await fake.slash(world.alice, dm, "game mine")
        await ix.wait_done()
        assert ix.payload["authorizing_integration_owners"] == {"0": "0", "1": str(world.alice)}
        assert ix.ephemeral and ix.message.embeds[0]["title"] == ENGLISH.t("mine-title", count=1)
        assert f"/{world.channel}/{lobby.message.id})" in ix.message.embed_text()


async def test_learn_in_a_dm_gives_the_rules_in_short_and_says_practice_needs_a_server(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, bot, world):
        assert (fake.commands["learn"]["integration_types"], fake.commands["learn"]["contexts"]) == ([0, 1], [0, 1, 2])
        dm = fake.dm_channel(world.alice, create=True)
        fake.set_locale(world.alice, "de")
        ix = await fake.slash(world.alice, dm, "learn", {"game": "solstis"})
        await ix.wait_done()
        assert ix.payload["context"] == 1 and "guild_id" not in ix.payload
        german = Speaker("de")
        (embed,) = ix.message.embeds
        assert ix.ephemeral and embed["title"] == german.t("learn-summary-title", game=german.t("game-title-solstis"))
        assert embed["description"] == german.t("learn-summary-needs-server")
        assert german.command("/learn") in embed["description"]
        # The goal and a turn as the rules pages say them, then how it scores as the lessons say it.
        goal, turn = sections("solstis", "de")[:2]
        fields = [(field["name"], field["value"]) for field in embed["fields"]]
        scoring = (german.t("learn-summary-scoring"), german.t("learn-scoring-solstis"))
        assert fields == [field for section in (goal, turn, scoring) for field in section_fields(*section)]
        assert embed["footer"]["text"] == german.plain("learn-summary-footer")
        assert fake.threads(world.channel) == [] and db_rows(bot.db_path, "SELECT id FROM games") == []

        # In a group DM, from her own install, the same; in a server /learn deals a practice game as before.
        fake.set_locale(world.alice, "en-US")
        friends = fake.add_group_dm([world.alice, world.bob])
        fake.install_for_user(world.alice)
        ix = await fake.slash(world.alice, friends, "learn", {"game": "paper-world"})
        await ix.wait_done()
        assert ix.payload["context"] == 2 and ix.payload["authorizing_integration_owners"] == {"1": str(world.alice)}
        assert ix.ephemeral and ix.message.embeds[0]["fields"][-1]["value"] == ENGLISH.t("learn-scoring-paper-world")
        ix = await fake.slash(world.alice, world.channel, "learn", {"game": "solstis"})
        await ix.wait_done()
        assert ix.ephemeral and not ix.message.embeds
        await fake.wait_for(lambda: fake.threads(world.channel), 15, "the practice thread")


def test_the_rules_in_short_fit_one_embed_in_every_language():
    for game in available_keys():
        for locale in ("en-US", "fr", "de", "es-ES", "pt-BR", "ja"):
            # One message: the goal, a turn and how it scores, a section longer than a field going on in
            # the next field (never cut).
            embeds = rules_summary(game, locale)
            goal, turn = sections(game, locale)[:2]
            scoring = (speaker_for(locale).t("learn-summary-scoring"), speaker_for(locale).t(f"learn-scoring-{game}"))
            expected = [field for section in (goal, turn, scoring) for field in section_fields(*section)]
            assert len(embeds) == 1, (game, locale)
            assert [(field.name, field.value) for field in embeds[0].fields] == expected, (game, locale)


def test_the_fake_refuses_install_fields_discord_would_not_take():
    from tests.fake_discord import FakeDiscord

    check = FakeDiscord._check_installs
    assert check("rules", {"integration_types": [0, 1], "contexts": [0, 1, 2]}) == []
    assert check("rules", {"contexts": None, "integration_types": None}) == []  # null: Discord's defaults
    assert check("rules", {"integration_types": []}) == [
        "command 'rules': integration_types must be a non-empty list (got [])"
    ]
    assert check("rules", {"contexts": [0, 3]}) == [
        "command 'rules': contexts [0, 3] must hold distinct values of [0, 1, 2]"
    ]
    assert check("rules", {"integration_types": [1, 1]}) == [
        "command 'rules': integration_types [1, 1] must hold distinct values of [0, 1]"
    ]
    assert FakeDiscord._allowed_contexts({"dm_permission": False}) == [0]
    assert FakeDiscord._allowed_contexts({"dm_permission": False, "contexts": [0, 1]}) == [0, 1]  # contexts win


async def test_a_member_types_commands_in_her_own_language(tmp_path):
    """What the bot's messages call a command (her Discord's names) is what she can type."""
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, world):
        dm = fake.dm_channel(world.alice, create=True)
        for locale in ("fr", "ja"):
            fake.set_locale(world.alice, locale)
            words = Speaker(locale)
            typed = words.t("cmd-rules-name").lower()
            option = words.t("cmd-rules-game-name").lower()
            assert words.command("/rules game:") == f"/{typed} {option}:"
            ix = await fake.slash(world.alice, dm, typed, {option: "solstis"})
            await ix.wait_done()
            assert ix.payload["data"]["name"] == "rules"
            assert ix.payload["data"]["options"] == [{"name": "game", "type": 3, "value": "solstis"}]
            assert ix.message.embeds[0]["title"] == rules_embed("solstis", 0, locale).title

            mine = words.command("/game mine")
            ix = await fake.slash(world.alice, dm, mine[1:])
            await ix.wait_done()
            assert ix.content == words.t("mine-none")
        # A French name is no command for a member whose Discord is in Japanese.
        with pytest.raises(AssertionError, match="no synced slash command"):
            await fake.slash(world.alice, dm, Speaker("fr").t("cmd-rules-name").lower(), {"jeu": "solstis"})


async def test_game_mine_in_a_group_dm_needs_the_members_own_install(tmp_path):
    async with running_bot(tmp_path, env=FAST_AI) as (fake, _bot, world):
        friends = fake.add_group_dm([world.alice, world.bob])
        # The bot is not in a group DM: without her own install, no command of it is offered there.
        with pytest.raises(AssertionError, match="no install of the app offers"):
            await fake.slash(world.alice, friends, "game mine")
        fake.install_for_user(world.alice)
        ix = await fake.slash(world.alice, friends, "game mine")
        await ix.wait_done()
        assert ix.payload["context"] == 2 and "guild_id" not in ix.payload
        assert ix.payload["authorizing_integration_owners"] == {"1": str(world.alice)}
        assert ix.ephemeral and ix.content == ENGLISH.t("mine-none")
        # A server command is not offered in a group DM even to a member who installed the bot.
        with pytest.raises(AssertionError, match="not offered in context 2"):
            await fake.slash(world.alice, friends, "play", {"game": "solstis"})
