"""/settings: members' settings in the store and what each one changes.

Store and service on both databases: the defaults, every setting persisted (a new store and a new
service read it back), the language a member reads chosen in one place (replies and DMs), no
private view by DM and no reminder for a member who turned them off, and the second look before a
move that cannot be taken back (found on a copy of the state, changing nothing). Also the words:
every label, option and panel of the feature within Discord's limits in every language.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest

from lang import PSEUDO, SHIPPED, Speaker
from lang.catalogue import available
from rules import available_keys, get_game
from rules.base import IllegalAction, can_take_back, clone_state, is_irreversible, state_digest
from rules.second_look import past_return_after, why_final
from services.changes import Unpicked
from services.flow import GameFlow
from services.members import MemberLocales, SettingRefused, reading_locale
from services.notices import Reminder
from services.wiring import Table
from store import ACTIVE, GameRecord, Store
from store.clock import REMIND, TIMEOUT, Clock
from store.leases import Leases
from store.members import DEFAULTS, MemberSettings
from tests.flow_helpers import Recorder  # the flow tests' publisher that records notices

USERS = (301, 302, 303, 304)


async def started(flow: GameFlow, key: str, users: tuple[int, ...]) -> GameRecord:
    table = flow.table
    record = await table.lobbies.open_lobby(key, None, 77, users[0], "p0")
    for index, user in enumerate(users[1:], start=1):
        await table.lobbies.join(record.id, user, f"p{index}")
    return await flow.start(record.id, users[0])


# ---------------------------------------------------------------------- the store
async def test_a_member_without_a_row_has_the_defaults(store):
    assert await store.member_settings(1) == DEFAULTS == MemberSettings()
    assert (DEFAULTS.confirm, DEFAULTS.dms, DEFAULTS.reminders, DEFAULTS.language) == (False, True, True, None)
    await store.set_member_locale(1, "fr")  # seen, nothing chosen: still the defaults, with the locale
    assert await store.member_settings(1) == MemberSettings(locale="fr")


async def test_every_setting_is_persisted_and_the_locale_is_kept(database):
    store = await Store.open(database)
    try:
        await store.set_member_locale(5, "de")
        await store.set_member_switch(5, "confirm", True)
        await store.set_member_switch(5, "dms", False)
        await store.set_member_switch(5, "reminders", False)
        await store.set_member_language(5, "ja")
        await store.set_member_switch(6, "confirm", True)  # a member's first row may come from /settings
        await store.set_member_locale(5, "es-ES")  # a new Discord locale leaves the choices alone
    finally:
        await store.close()
    store = await Store.open(database)  # a restart, or another process
    try:
        assert await store.member_settings(5) == MemberSettings(
            locale="es-ES", language="ja", confirm=True, dms=False, reminders=False
        )
        assert await store.member_settings(6) == MemberSettings(confirm=True)
        await store.set_member_language(5, None)
        await store.set_member_switch(5, "dms", True)
        assert await store.member_settings(5) == MemberSettings(
            locale="es-ES", language=None, confirm=True, dms=True, reminders=False
        )
        with pytest.raises(KeyError):
            await store.set_member_switch(5, "locale = NULL --", True)  # never a column name from outside
    finally:
        await store.close()


# ---------------------------------------------------------------------- the service
async def test_the_service_changes_settings_and_refuses_nonsense(store):
    members = MemberLocales(store)
    assert await members.settings(7) == DEFAULTS
    assert (await members.switch(7, "confirm", True)).confirm
    assert (await members.switch(7, "confirm", True)).confirm  # a double click sets it again
    assert not (await members.switch(7, "reminders", False)).reminders
    assert (await members.choose_language(7, "pt-BR")).language == "pt-BR"
    with pytest.raises(SettingRefused):
        await members.choose_language(7, "xx-YY")
    with pytest.raises(SettingRefused):
        await members.choose_language(7, PSEUDO)  # a test language is never offered
    with pytest.raises(SettingRefused):
        await members.switch(7, "volume", True)
    assert await MemberLocales(store).settings(7) == MemberSettings(language="pt-BR", confirm=True, reminders=False)


async def test_the_language_a_member_reads_is_chosen_in_one_place(store):
    members = MemberLocales(store)
    await members.seen(8, "fr")
    assert await members.reader_locale(8, "fr") == "fr"
    assert await members.locale_of(8) == "fr"  # a DM: the last known Discord locale
    await members.choose_language(8, "ja")
    assert await members.reader_locale(8, "fr") == "ja"  # the choice wins over Discord's
    assert await MemberLocales(store).locale_of(8) == "ja"  # in a DM too, in any process
    await members.choose_language(8, None)
    assert await members.reader_locale(8, "de") == "de"
    assert await members.locale_of(8) == "fr"
    assert await members.locale_of(9) is None  # never seen
    assert reading_locale(MemberSettings(language="es-ES"), "fr") == "es-ES"
    assert reading_locale(DEFAULTS, "fr") == "fr"


async def test_a_store_that_does_not_answer_falls_back_to_discords_locale(store, monkeypatch):
    members = MemberLocales(store)

    async def broken(user_id):
        raise RuntimeError("database away")

    monkeypatch.setattr(store, "member_settings", broken)
    assert await members.reader_locale(8, "fr") == "fr"
    assert await members.reminders_wanted(8)  # a notice is never lost to a failed read


async def test_no_private_view_by_dm_for_a_member_who_turned_them_off(store):
    flow = GameFlow(Table.build(store), Recorder(), Leases(store, "host:settings-test"))
    record = await started(flow, "solstis", USERS[:2])
    members = flow.table.records.members
    assert [await members.dm_wanted(record, seat) for seat in range(2)] == [True, True]
    await members.switch(USERS[1], "dms", False)
    assert [await members.dm_wanted(record, seat) for seat in range(2)] == [True, False]
    closed = replace(record, seats=tuple(replace(s, dm_closed=s.seat == 0) for s in record.seats))
    assert [await members.dm_wanted(closed, seat) for seat in range(2)] == [False, False]
    bot = replace(record, seats=tuple(replace(s, user_id=None) if s.seat == 0 else s for s in record.seats))
    assert not await members.dm_wanted(bot, 0)
    await members.switch(USERS[1], "dms", True)
    assert await members.dm_wanted(record, 1)
    await flow.stop()


async def test_the_clock_does_not_remind_a_member_who_turned_reminders_off(store):
    recorder = Recorder()
    flow = GameFlow(Table.build(store), recorder, Leases(store, "host:settings-test"))
    clock = Clock(store)
    quiet = await started(flow, "nanga-parbat", USERS[:2])
    loud = await started(flow, "nanga-parbat", USERS[2:4])
    for record in (quiet, loud):
        for seat in record.seats:
            await flow.table.records.members.switch(seat.user_id, "reminders", record is loud)
    for record in (quiet, loud):
        reminders = [t for t in await clock.timers(record.id) if t.kind == REMIND]
        assert reminders, "a live game reminds at half time"
        for timer in reminders:
            await flow.timers.remind(timer)
        left = await clock.timers(record.id)
        # The half-time reminder is used up either way (what remains is the last call, due later).
        assert not [t for t in left if t.kind == REMIND and t.due_at <= max(r.due_at for r in reminders)]
        for last_call in [t for t in left if t.kind == REMIND]:
            await flow.timers.remind(last_call)
        assert not [t for t in await clock.timers(record.id) if t.kind == REMIND], "every reminder used up"
        assert [t for t in left if t.kind == TIMEOUT], "the time-out still comes"
    reminded = [n for n in recorder.notices if isinstance(n, Reminder)]
    assert reminded and {n.user_id for n in reminded} <= set(USERS[2:4])
    await flow.stop()


def a_position_with_both(key: str, seed: int = 1) -> tuple[dict, int, str, str]:
    """A state of a seeded game of ``key`` where the seat to act has a move it could take back and one
    it could not: (state, seat, reversible action, final action)."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(2, seed, {})
    for _ in range(400):
        seat = sorted(game.to_act(state))[0]
        actions = game.legal_actions(state, seat)
        final = [a.id for a in actions if why_final(game, state, seat, a.id) is not None]
        reversible = [a.id for a in actions if why_final(game, state, seat, a.id) is None]
        if final and reversible:
            return state, seat, reversible[0], final[0]
        state = game.apply(state, seat, rng.choice(actions).id).state
    raise AssertionError(f"no position with both kinds of move in {key}")


async def test_the_second_look_only_for_a_member_who_asked_and_only_for_final_moves(store):
    flow = GameFlow(Table.build(store), Recorder(), Leases(store, "host:settings-test"))
    record = await started(flow, "mountain-miners", USERS[:2])
    state, seat, reversible, final = a_position_with_both("mountain-miners")
    record = replace(record, state=state)
    user = record.seats[seat].user_id
    members = flow.table.records.members
    assert await members.second_look(record, seat, final, user) is None  # off by default
    await members.switch(user, "confirm", True)
    before = state_digest(state)
    reason = await members.second_look(record, seat, final, user)
    assert reason is not None and reason.id.startswith("confirm-reason-")
    assert await members.second_look(record, seat, reversible, user) is None
    assert state_digest(state) == before, "the move was tried on a copy"
    stored = await flow.table.records.game(record.id)
    assert stored is not None and stored.version == 1 and stored.status == ACTIVE  # nothing committed
    await flow.stop()


# ---------------------------------------------------------------------- the rules
@pytest.mark.parametrize("key", available_keys())
def test_a_move_is_final_exactly_when_it_cannot_be_taken_back(key):
    """``why_final`` agrees with the undo rule on every legal move of seeded games, says why, and never
    changes the state it is given."""
    game = get_game(key)
    seen: set[str | None] = set()
    for seed in range(2):
        rng = random.Random(seed)
        state = game.setup(game.min_players, seed, {})
        for _ in range(60):
            if game.is_over(state):
                break
            seat = rng.choice(sorted(game.to_act(state)))
            actions = game.legal_actions(state, seat)
            copy = clone_state(state)
            for action in actions[:6]:
                reason = why_final(game, state, seat, action.id)
                transition = game.apply(state, seat, action.id)
                assert (reason is None) == can_take_back(game, state, seat, transition), (key, action.id)
                if reason is not None and reason.id == "confirm-reason-turn-ends":
                    assert not is_irreversible(state, transition, seat)
                seen.add(reason.id if reason else None)
            assert state == copy
            state = game.apply(state, seat, rng.choice(actions).id).state
    assert seen - {None}, f"{key}: no final move came up"
    with pytest.raises(IllegalAction):
        why_final(game, game.setup(game.min_players, 0, {}), 0, "no-such-move")


def asked_per_turn(key: str, seed: int) -> tuple[list[list[tuple[bool, bool]]], int]:
    """A seeded random game of ``key`` at the fewest players, every seat a member with the second look
    on: each finished turn's decisions as (asked about, could be taken back), and how many decisions
    asking on every one that cannot be taken back (the rule before it was asked once a turn) stops."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.setup(game.min_players, seed, {})
    past: frozenset[int] = frozenset()
    turns: list[list[tuple[bool, bool]]] = []
    going: dict[int, list[tuple[bool, bool]]] = {}
    every = 0
    while not game.is_over(state):
        seat = rng.choice(sorted(game.to_act(state)))
        action = rng.choice(game.legal_actions(state, seat)).id
        transition = game.apply(state, seat, action)
        reversible = can_take_back(game, state, seat, transition)
        every += not reversible
        going.setdefault(seat, []).append((why_final(game, state, seat, action, past) is not None, reversible))
        past = past_return_after(game, state, seat, transition, past)
        state = transition.state
        if seat not in game.to_act(state) or game.is_over(state):
            turns.append(going.pop(seat))
    return turns, every


@pytest.mark.parametrize("key", available_keys())
def test_the_second_look_comes_once_a_turn_on_its_first_final_decision(key):
    """Per title, over seeded games: a player who asked for the second look is stopped at most once a
    turn, never at a decision they could take back, and on the first one of the turn they could not
    (every turn ends with one: it passes the turn on or ends the game)."""
    asked = every = 0
    for seed in range(3):
        played, stopped = asked_per_turn(key, seed)
        every += stopped
        for turn in played:
            assert sum(a for a, _ in turn) == 1, (key, seed, turn)
            assert not any(a for a, reversible in turn if reversible), (key, seed, turn)
            assert next(a for a, reversible in turn if not reversible), (key, seed, turn)
        asked += len(played)  # once a turn
    assert 0 < asked <= every


async def test_a_turn_with_a_draw_then_its_end_is_asked_about_once(store):
    """Through the flow and the store (both databases): Sheherazade often draws at random and then ends
    the turn with a second decision that cannot be taken back; asked once a turn, a seeded game's every
    finished turn stops its player once, at its first such decision, though the game's row is read
    afresh for each click."""
    flow = GameFlow(Table.build(store), Recorder(), Leases(store, "host:settings-test"))
    record = await started(flow, "sheherazade", USERS[:2])
    game = get_game("sheherazade")
    rng = random.Random(4)
    going: dict[int, list[tuple[bool, bool]]] = {}
    checked = several = 0
    for _ in range(120):
        now = await flow.table.records.game(record.id)
        assert now is not None and now.state is not None
        if now.status != ACTIVE:
            break
        seat = sorted(game.to_act(now.state))[0]
        actions = game.legal_actions(now.state, seat)
        index = rng.randrange(len(actions))
        transition = game.apply(now.state, seat, actions[index].id)
        reversible = can_take_back(game, now.state, seat, transition)
        user = now.seats[seat].user_id
        picked = await flow.changes.pick(record.id, user, seat, now.version, index, second_look=True)
        asked = isinstance(picked, Unpicked) and picked.second_look is not None
        if asked:  # the second look's Confirm
            picked = await flow.changes.pick(record.id, user, seat, now.version, index, second_look=False)
        assert not isinstance(picked, Unpicked), picked
        going.setdefault(seat, []).append((asked, reversible))
        if seat not in game.to_act(transition.state) or game.is_over(transition.state):
            turn = going.pop(seat)
            assert sum(a for a, _ in turn) == 1 and next(a for a, r in turn if not r), turn
            checked += 1
            several += sum(not r for _, r in turn) > 1
    assert checked > 10 and several, (checked, several)  # turns with more than one final decision came up
    await flow.stop()


# ---------------------------------------------------------------------- the cogs' one rule for replies
def test_a_reply_uses_the_chosen_language_over_discords():
    from cogs.ui import READER_LOCALE, discord_locale, locale_of, use_locale

    interaction = SimpleNamespace(locale=SimpleNamespace(value="fr"), extras={})
    assert locale_of(interaction) == discord_locale(interaction) == "fr"
    use_locale(interaction, "ja")
    assert interaction.extras[READER_LOCALE] == "ja"
    assert locale_of(interaction) == "ja" and discord_locale(interaction) == "fr"
    use_locale(interaction, None)
    assert locale_of(interaction) == "fr"


# ---------------------------------------------------------------------- Discord's limits, every language
LANGUAGES = [*available(), PSEUDO]
WORST_NAME = "\\*" * 32


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_settings_panel_and_the_second_look_fit_discord(locale):
    from cogs.layout import MAX_TEXT, text_of
    from cogs.settings import BUTTONS, settings_panel
    from cogs.turns import second_look_screen
    from rules.base import Action
    from rules.text import msg
    from tests.fake_discord.server import walk_components

    speaker = Speaker(locale, [WORST_NAME] * 6)
    for label in BUTTONS.values():
        assert 1 <= len(speaker.say(label)) <= 80, (locale, label)
    for client in [*SHIPPED, PSEUDO, "es-419"]:
        for chosen in [None, *SHIPPED]:
            for flags in [(False, True, True), (True, False, False)]:
                settings = MemberSettings(
                    locale=client, language=chosen, confirm=flags[0], dms=flags[1], reminders=flags[2]
                )
                content, view = settings_panel(settings, speaker, client)
                assert len(content) <= 2000
                for child in view.children:
                    item = getattr(child, "item", child)  # the component a dynamic item carries
                    custom_id = getattr(item, "custom_id", None)
                    assert custom_id and len(custom_id) <= 100
                    label = getattr(item, "label", None)
                    assert label is None or 1 <= len(label) <= 80, (locale, label)
                    for option in getattr(item, "options", []):
                        assert 1 <= len(option.label) <= 100, (locale, option.label)
                    placeholder = getattr(item, "placeholder", None)
                    assert placeholder is None or len(placeholder) <= 150
    record = SimpleNamespace(id=10**18, version=10**9, names=[WORST_NAME] * 6)
    action = Action("x", msg("turn-played", move="m" * 70))
    for reason in ("chance", "hidden", "game-ends", "turn-ends"):
        view = second_look_screen(record, 5, 99, action, msg(f"confirm-reason-{reason}"), locale)
        assert sum(len(text) for text in text_of(view)) <= MAX_TEXT
        buttons = [c for c in walk_components(view.to_components()) if c["type"] == 2]
        assert [len(b["custom_id"]) <= 100 and 1 <= len(b["label"] or "") <= 80 for b in buttons] == [True, True]
