"""The lobby and the picker as one Discord layout each, like the turn post: what
they say, their colour, their components' persistent ids, and that Discord's limits for a
Components V2 message (40 components, 4,000 characters of text) hold at six seats with every
option and the longest names, in every language and the pseudo-locale.

The payloads are checked with the fake Discord's own checks (``tests/fake_discord``).
"""

from __future__ import annotations

import io
import re

import discord
import pytest

from cogs.layout import MAX_COMPONENTS, MAX_TEXT, components_of, seat_colour, seat_mark, text_of
from cogs.lobby import (
    MAX_WAITING_NAMES,
    LanguageSelect,
    LobbyButton,
    OptionSelect,
    PaceSelect,
    PrivateSelect,
    RemoveSelect,
    lapsed_note,
    lobby_layout,
    option_lines,
    remove_value,
)
from cogs.turns import PickButton, PickSelect, SureButton, picker_view, second_look_screen
from cogs.ui import plain, speaker_for, table_speaker
from lang import PSEUDO, Speaker
from lang.catalogue import available
from rules.base import Action
from rules.text import msg
from store import ACTIVE, INVITED, REQUESTED, GameRecord, Invitation
from tests.fake_discord.server import FakeDiscord, walk_components
from tests.table_samples import BIG, picker_table, six_seats

LANGUAGES = [*available(), PSEUDO]
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


def discord_problems(view: discord.ui.LayoutView, files: list[discord.File] = (), *, ephemeral=False) -> list[str]:
    """What the fake Discord (Discord's rules) refuses in a message of ``view`` with ``files``."""
    components = view.to_components()
    data = {"components": components, "flags": (1 << 15) | ((1 << 6) if ephemeral else 0)}
    uploads = [(i, file.filename, PNG, "image/png") for i, file in enumerate(files)]
    return FakeDiscord()._check_components(components, v2=True) + FakeDiscord._check_v2_message(data, uploads, None)


def container_of(view: discord.ui.LayoutView) -> dict:
    (container,) = view.to_components()
    assert container["type"] == 17
    return container


def custom_ids(view: discord.ui.LayoutView) -> list[str]:
    return [c["custom_id"] for c in walk_components(view.to_components()) if c.get("custom_id")]


def image_files(count: int) -> list[discord.File]:
    return [
        discord.File(io.BytesIO(PNG), filename=f"game-7-seat0-v9{'' if i == 0 else f'-{i + 1}'}.png", description="a")
        for i in range(count)
    ]


# ---------------------------------------------------------------- the lobby


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_full_lobby_with_every_option_and_the_longest_names_keeps_discords_limits(language):
    table = six_seats(language)
    speaker = table_speaker(table)
    view = lobby_layout(table)
    assert discord_problems(view) == []
    assert components_of(view) <= MAX_COMPONENTS
    shown = text_of(view)
    assert sum(len(text) for text in shown) <= MAX_TEXT
    text = "\n".join(shown)
    # The game, its host, every seat with its marker (people by mention, bots by name and level),
    # the pace, the language, every option as chosen, and what it needs to start.
    assert speaker.t("lobby-title", game=msg("game-title-mountain-miners"), number=BIG) in text
    assert speaker.t("lobby-seat-host", number=1, player=f"<@{table.host_id}>") in text
    for seat in table.seats:
        who = f"<@{seat.user_id}>" if seat.user_id else plain(seat.name)
        assert f"{seat_mark(seat.seat)} " in text and who in text, (seat, text)
    assert all(line in text for line in option_lines(table, speaker)), text
    assert speaker.t("layouts-lobby-full") in text
    assert speaker.t("language-" + speaker.locale) in text or language == PSEUDO


def test_the_lobby_is_one_container_in_the_hosts_colour_with_every_button():
    table = six_seats("en-US", host_seat=2)
    view = lobby_layout(table)
    container = container_of(view)
    assert container["accent_color"] == seat_colour(2).value
    rows = [c for c in container["components"] if c["type"] == 1]
    assert [[b["custom_id"] for b in row["components"]] for row in rows] == [
        [f"lobby:{BIG}:{BIG}:{verb}" for verb in ("join", "leave", "bot", "start", "cancel")],
        [f"lobby:{BIG}:{BIG}:opts"],
        [f"lrm:{BIG}"],  # the host's Remove select: every seat but the host's
    ]
    # Each id is one the bot's persistent dynamic items answer after a restart.
    templates = (LobbyButton.__discord_ui_compiled_template__, RemoveSelect.__discord_ui_compiled_template__)
    assert all(any(re.fullmatch(t, cid) for t in templates) for cid in custom_ids(view))
    (remove,) = [c for c in walk_components(view.to_components()) if c.get("custom_id") == f"lrm:{BIG}"]
    assert len(remove["options"]) == len(table.seats) - 1
    assert not (container.get("content") or container.get("embeds"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_private_lobby_waiting_on_many_members_keeps_discords_limits(language):
    """Thirty members invited and thirty asking: each line names ten and counts the rest."""
    table = six_seats(language)
    speaker = table_speaker(table)
    waiting = [Invitation(table.id, BIG + n, INVITED if n < 30 else REQUESTED, "x" * 32, float(n)) for n in range(60)]
    view = lobby_layout(table, waiting=waiting, private=True)
    assert discord_problems(view) == []
    assert components_of(view) <= MAX_COMPONENTS
    shown = text_of(view)
    assert sum(len(text) for text in shown) <= MAX_TEXT
    text = "\n".join(shown)
    named = [f"<@{BIG + n}>" for n in range(MAX_WAITING_NAMES)]
    more = speaker.t("privlobby-more", count=30 - MAX_WAITING_NAMES)
    assert speaker.t("privlobby-still-invited", members=[*named, more]) in text
    asking = [f"<@{BIG + 30 + n}>" for n in range(MAX_WAITING_NAMES)]
    assert speaker.t("privlobby-asking", members=[*asking, more]) in text
    assert f"<@{BIG + MAX_WAITING_NAMES}>" not in text
    assert speaker.t("privlobby-joining-private") in text
    # A public lobby waiting on nobody says neither.
    plain_text = "\n".join(text_of(lobby_layout(table)))
    assert speaker.t("privlobby-joining-private") not in plain_text
    assert speaker.t("privlobby-still-invited", members=["|"]).split("|")[0] not in plain_text


def test_the_remove_select_names_a_member_by_id_and_a_bot_by_seat_and_name_within_discords_limits():
    assert remove_value(2, BIG, "Bea") == f"u{BIG}"  # a member's seat number moves up as others leave
    assert remove_value(1, None, "Ada (normal bot)") == "b1:Ada (normal bot)"
    assert len(remove_value(5, None, "x" * 200)) == 100
    table = six_seats("en-US")
    select = RemoveSelect.build(table, Speaker("en-US")).item
    assert len({o.value for o in select.options}) == len(select.options) == len(table.seats) - 1
    assert all(len(o.value) <= 100 and len(o.label) <= 100 for o in select.options)


def test_the_lobby_says_what_it_needs_to_start():
    table = six_seats("en-US")
    speaker = Speaker("en-US")
    alone = GameRecord(**{**table.__dict__, "seats": table.seats[:1]})
    assert speaker.t("layouts-lobby-needs", count=1) in "\n".join(text_of(lobby_layout(alone)))
    two = GameRecord(**{**table.__dict__, "seats": table.seats[:2]})
    assert speaker.t("layouts-lobby-ready", free=4) in "\n".join(text_of(lobby_layout(two)))
    assert "4 seats are still free" in speaker.t("layouts-lobby-ready", free=4)


def test_a_closed_lobby_keeps_its_text_and_loses_its_buttons():
    table = six_seats("en-US", status=ACTIVE, thread=12345)
    view = lobby_layout(table)
    text = "\n".join(text_of(view))
    assert Speaker("en-US").t("lobby-status-active") in text and "<#12345>" in text
    assert custom_ids(view) == [] and discord_problems(view) == []
    lapsed = lobby_layout(six_seats("fr", status="cancelled"), note=lapsed_note(3600))
    assert custom_ids(lapsed) == []
    assert Speaker("fr").say(lapsed_note(3600)) in "\n".join(text_of(lapsed))


def test_the_options_panel_selects_keep_their_ids():
    """The Options panel is a private answer of its own (not the lobby message); its selects keep
    the ids the lobby's dynamic items answer."""
    table = six_seats("en-US")
    speaker = Speaker("en-US")
    assert re.fullmatch(OptionSelect.__discord_ui_compiled_template__, OptionSelect.build(table, 0, speaker).custom_id)
    assert re.fullmatch(PaceSelect.__discord_ui_compiled_template__, PaceSelect.build(table, speaker).custom_id)
    assert re.fullmatch(LanguageSelect.__discord_ui_compiled_template__, LanguageSelect.build(table, speaker).custom_id)
    private = PrivateSelect.build(table, speaker, True)
    assert re.fullmatch(PrivateSelect.__discord_ui_compiled_template__, private.custom_id)
    assert [o.default for o in private.item.options] == [False, True]


# ---------------------------------------------------------------- the picker


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("count", [3, 15, 60])
def test_the_picker_with_a_lesson_keeps_discords_limits(language, count):
    table = picker_table(language)
    labels = speaker_for(language, table.names, in_markdown=False)
    actions = [Action(f"a{n}", f"{{p5}} does a long named thing number {n} " + "x" * 40) for n in range(count)]
    files = image_files(2)
    lesson = "Why this matters: " + "y" * 5000  # longer than a message holds: cut, never refused
    prompt = speaker_for(language, table.names).t("turn-picker-prompt", move=12, count=count)
    view = picker_view(table, 5, actions, 1, True, labels, True, text=prompt, files=files, lesson=lesson)
    assert discord_problems(view, files, ephemeral=True) == []
    assert components_of(view) <= MAX_COMPONENTS
    shown = text_of(view)
    assert sum(len(text) for text in shown) <= MAX_TEXT
    assert shown[0].startswith("Why this matters: ") and prompt in shown
    ids = custom_ids(view)
    templates = (PickButton, PickSelect)
    assert all(any(re.fullmatch(t.__discord_ui_compiled_template__, cid) for t in templates) for cid in ids), ids


def test_the_picker_is_one_container_in_the_players_colour():
    table = picker_table()
    speaker = speaker_for("en-US", table.names, in_markdown=False)
    files = image_files(3)
    view = picker_view(table, 3, [Action("a", "Go"), Action("b", "Stop")], 0, False, speaker, text="P", files=files)
    container = container_of(view)
    assert container["accent_color"] == seat_colour(3).value
    kinds = [c["type"] for c in container["components"]]
    # The heading (game, the seat's marker and name), the prompt, the player's view (first image
    # alone), then the moves.
    assert kinds == [10, 10, 12, 12, 1], kinds
    head, prompt = text_of(view)
    assert seat_mark(3) in head and plain(table.names[3]) in head and prompt == "P"
    galleries = [c for c in container["components"] if c["type"] == 12]
    urls = [item["media"]["url"] for gallery in galleries for item in gallery["items"]]
    assert urls == [f"attachment://{f.filename}" for f in files] and len(galleries[0]["items"]) == 1
    assert discord_problems(view, files, ephemeral=True) == []


def test_the_lesson_comes_first_only_when_given():
    table = picker_table()
    speaker = speaker_for("en-US", table.names, in_markdown=False)
    actions = [Action("a", "Go")]
    plain_view = picker_view(table, 0, actions, 0, False, speaker, text="Prompt")
    taught = picker_view(table, 0, actions, 0, False, speaker, text="Prompt", lesson="**Grab** takes a tile.")
    assert not any("Grab" in text for text in text_of(plain_view))
    first, rule, *rest = container_of(taught)["components"]
    assert (first["type"], first["content"], rule["type"]) == (10, "**Grab** takes a tile.", 14)
    assert [c["type"] for c in rest] == [c["type"] for c in container_of(plain_view)["components"]]


def test_a_picker_without_moves_is_still_a_layout():
    """No decision to make (another player is to act, the AI plays the seat, the game is over): the
    same layout with its line and the player's view, and no components, so that the picker message,
    once a layout, never has to go back to content."""
    table = picker_table()
    files = image_files(1)
    view = picker_view(table, 0, [], 0, True, text="Not your turn", files=files)
    assert custom_ids(view) == [] and "Not your turn" in text_of(view)
    assert discord_problems(view, files, ephemeral=True) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_second_look_is_a_layout_in_the_players_colour(language):
    table = picker_table(language)
    action = Action("x", msg("turn-played", move="m" * 70))
    view = second_look_screen(table, 4, 99, action, msg("confirm-reason-hidden"), language)
    container = container_of(view)
    assert container["accent_color"] == seat_colour(4).value
    assert discord_problems(view, ephemeral=True) == []
    assert Speaker(language).t("confirm-reason-hidden") in "\n".join(text_of(view))
    ids = custom_ids(view)
    assert ids == [f"sure:{BIG}:{BIG}:4:99:yes", f"sure:{BIG}:{BIG}:4:99:back"]
    assert all(re.fullmatch(SureButton.__discord_ui_compiled_template__, cid) for cid in ids)


# ---------------------------------------------------------------- switching to a layout by an edit


def edit_payload(**fields) -> tuple[dict, list]:
    """The JSON body and the uploads discord.py sends for an edit with ``fields`` (as the cogs pass them)."""
    import json

    from discord.http import handle_message_parameters

    params = handle_message_parameters(**fields)
    if params.multipart:
        body = json.loads(params.multipart[0]["value"])
        return body, [(i, f.filename, PNG, "image/png") for i, f in enumerate(params.files)]
    return params.payload, []


def test_a_lobby_or_picker_posted_before_layouts_becomes_one_by_an_edit():
    """A lobby (content and an embed) or a picker (content) posted before layouts becomes a layout
    by the cogs' next edit, which clears the content and embeds as discord.py asks; an edit that
    left them would be refused (a layout has neither)."""
    from tests.fake_discord.server import ApiError, Message

    fake = FakeDiscord()
    old_lobby = Message(fake, 1, 2, 3)
    old_lobby.content, old_lobby.embeds = "<@1> opened a table", [{"title": "Solstis: game #1"}]
    table = six_seats("en-US")
    body, uploads = edit_payload(content=None, embed=None, view=lobby_layout(table))  # cogs.lobby's edits
    fake._validate_message(body, uploads, where="lobby edit", creating=False, existing=old_lobby)
    assert body["flags"] & (1 << 15)
    with pytest.raises(ApiError):
        body, uploads = edit_payload(view=lobby_layout(table))
        fake._validate_message(body, uploads, where="lobby edit", creating=False, existing=old_lobby)

    old_picker = Message(fake, 4, 2, 3)
    old_picker.content, old_picker.flags = "**Your decision**", 1 << 6
    files = image_files(2)
    view = picker_view(picker_table(), 0, [Action("a", "Go")], 0, False, text="P", files=files)
    body, uploads = edit_payload(content=None, embeds=[], attachments=files, view=view)  # Turns._show
    fake._validate_message(body, uploads, where="picker edit", creating=False, existing=old_picker)
    assert body["flags"] & (1 << 15)
