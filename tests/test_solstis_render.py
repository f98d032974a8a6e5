"""Solstis renderer: every decision renders for spectators and seats, within the chat-column limits,
private parts private, and the last turn outlined alike in every view."""

from __future__ import annotations

import re

import pytest
from PIL import Image

from render import render_view, theme
from render.solstis import draw
from render.solstis.legend import panorama_block_height
from render.solstis.look import STATUS_H, TOP, WIDTH
from rules.ai import random_action
from rules.solstis import GAME

NAMES = ["Alice", "Bob"]


def _states(variant: str, seeds: range) -> list[dict]:
    out = []
    for seed in seeds:
        state = GAME.setup(2, seed, {"variant": variant})
        while not state["over"]:
            out.append(state)
            seat = next(iter(GAME.to_act(state)))
            state = GAME.apply(state, seat, random_action(GAME, state, seat)).state
        out.append(state)
    return out


@pytest.mark.slow  # seconds on its own
def test_every_phase_renders_for_spectators_and_the_seat_to_act() -> None:
    seen_phases = set()
    for variant in ("base", "firefly", "discovery"):
        for index, state in enumerate(_states(variant, range(12))):
            phase = state["phase"]
            if phase in seen_phases and index % 9:
                continue
            seen_phases.add(phase)
            for seat in (None, state["actor"] if not state["over"] else 0):
                with theme.text_size_probe() as probe:
                    png = render_view("solstis", GAME.view(state, seat), NAMES)
                assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 400_000
                image = draw(GAME.view(state, seat), NAMES)
                assert image.width == WIDTH <= theme.MAX_WIDTH and image.height >= 700
                assert probe.sizes and min(probe.sizes) >= theme.MIN_TEXT_PX
    assert {"play", "rainbow", "spirit", "keep", "over"} <= seen_phases


def test_private_image_adds_the_hand_and_is_deterministic() -> None:
    state = GAME.setup(2, 4, {"variant": "base"})
    public = draw(GAME.view(state, None), NAMES)
    mine = draw(GAME.view(state, 0), NAMES)
    theirs = draw(GAME.view(state, 1), NAMES)
    assert mine.height > public.height
    assert mine.tobytes() != theirs.tobytes()
    again = render_view("solstis", GAME.view(state, 0), NAMES)
    assert again == render_view("solstis", GAME.view(state, 0), NAMES)
    # The panoramas (play phase: nothing highlighted there) are the same in every seat's image.
    bottom = TOP + STATUS_H + panorama_block_height(GAME.view(state, None))
    assert (
        mine.crop((0, TOP + STATUS_H, WIDTH, bottom)).tobytes()
        == public.crop((0, TOP + STATUS_H, WIDTH, bottom)).tobytes()
    )
    assert isinstance(public, Image.Image)


def _play_until_second_turn(seed: int) -> tuple[dict, dict]:
    """The state at the start of the second player's first turn, and the state before it."""
    state = GAME.setup(2, seed, {"variant": "base"})
    first = state["turn"]["seat"]
    previous = state
    while state["turn"]["seat"] == first and not state["over"]:
        previous = state
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, random_action(GAME, state, seat)).state
    return previous, state


def test_last_turn_lists_the_played_and_captured_cells_publicly() -> None:
    _, state = _play_until_second_turn(5)
    last = GAME.view(state, None)["last_turn"]
    mover = last["seat"]
    assert mover != state["turn"]["seat"]
    placed = {cell for owner, cell in last["placed"] if owner == mover}
    # The first turn fills at least the played tile and its capture (or a rainbow) in the mover's panorama.
    filled = {cell for cell, kind in state["pan"][mover]["cells"].items() if kind}
    assert placed and placed <= filled
    # Every view carries the same public record.
    assert GAME.view(state, 0)["last_turn"] == GAME.view(state, 1)["last_turn"] == last


def test_last_turn_record_restarts_with_the_next_turn() -> None:
    _, state = _play_until_second_turn(5)
    seat = next(iter(GAME.to_act(state)))
    after = GAME.apply(state, seat, random_action(GAME, state, seat)).state
    assert after["last_turn"]["seat"] == seat
    assert all(
        owner == seat or [owner, cell] not in state["last_turn"]["placed"]
        for owner, cell in after["last_turn"]["placed"]
    )


def test_last_turn_is_outlined_in_public_and_private_views_alike() -> None:
    _, state = _play_until_second_turn(5)
    view = GAME.view(state, None)
    without = dict(view, last_turn=None)
    marked, unmarked = draw(view, NAMES), draw(without, NAMES)
    bottom = TOP + STATUS_H + panorama_block_height(view)
    band = (0, TOP + STATUS_H, WIDTH, bottom)
    assert marked.crop(band).tobytes() != unmarked.crop(band).tobytes()

    # The outline is drawn in white: there is more pure white with the record than without.
    def white(image: Image.Image) -> int:
        return dict((colour, count) for count, colour in image.crop(band).getcolors(1 << 20)).get(theme.LAST_TURN, 0)

    assert white(marked) > white(unmarked)
    assert state["phase"] == "play"  # no target highlights: the panoramas must match byte for byte
    for seat in (0, 1):
        private = draw(GAME.view(state, seat), NAMES)
        assert private.crop(band).tobytes() == marked.crop(band).tobytes()


def test_tokens_and_fireflies_leave_tile_numbers_whole_and_are_explained() -> None:
    """Spirit tokens and firefly dots covered tile numbers, the firefly dot had no legend
    and the last-turn key did not say whose turn. Over whole firefly games: no token or dot
    overlaps a number, every firefly has its legend entry, the key names the last player."""
    from tests.render_checks import draw_recorded, layout_faults, legend_faults

    tokens = fireflies = 0
    for state in _states("firefly", range(3))[::3]:
        view = GAME.view(state, None)
        image = draw_recorded("solstis", view, NAMES)[0]
        assert layout_faults(image) == [] and legend_faults(image) == [], state["move"]
        drawn = theme.drawn(image)
        tokens += sum(1 for b in drawn if b.kind == "symbol" and b.label in {"Phoenix", "Bird", "Bear", "Fish", "Deer"})
        fireflies += sum(1 for b in drawn if b.meaning == "firefly" and b.kind == "symbol")
        last = view.get("last_turn")
        if last and last["placed"]:
            assert f"{NAMES[last['seat']]}'s last turn" in [b.label for b in drawn if b.kind == "text"]
    assert tokens and fireflies


# ------------------------------------------------------------------ in another language
PSEUDO_NAMES = ["Άννα", "Βασίλης"]  # no Latin letter: any Latin word left on the image is English


def _played_moments() -> dict[str, dict]:
    """The mid-game and final states of seeded random games of every variant (the layout checker's
    sample: tests/board_samples.py plays the same way)."""
    import random

    moments = {}
    for variant in ("base", "firefly", "discovery"):
        rng = random.Random(11)
        state = GAME.setup(2, 11, {"variant": variant})
        states = [state]
        while not state["over"]:
            seat = min(GAME.to_act(state))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
            states.append(state)
        moments[f"{variant} mid-game"] = states[len(states) // 2]
        moments[f"{variant} final"] = states[-1]
    return moments


def _decisions() -> dict[str, dict]:
    """The first state of each kind of decision other than playing a tile, over a few seeded games."""
    import random

    found: dict[str, dict] = {}
    for seed in range(6):
        for variant in ("base", "firefly"):
            rng = random.Random(seed)
            state = GAME.setup(2, seed, {"variant": variant})
            while not state["over"]:
                found.setdefault(f"{state['phase']} ({variant})", state)
                seat = min(GAME.to_act(state))
                state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    return {moment: state for moment, state in found.items() if not moment.startswith("play ")}


def _drawn_in(locale: str, view: dict, names: list[str]) -> list[Image.Image]:
    from render import draw_views
    from render.solstis.pieces import _empty, _face_down, _rainbow, _tile

    for cached in (_tile, _empty, _rainbow, _face_down):  # drawn again, so that the record holds them
        cached.cache_clear()
    with theme.recording():
        return draw_views("solstis", view, names, locale)


def _texts_outside_tokens(image: Image.Image) -> list[str]:
    """Every text drawn, but the codes on spirit tokens (two characters that the pseudo-locale keeps)."""
    boxes = theme.drawn(image)
    return [
        b.label for b in boxes if b.kind == "text" and not (b.parent is not None and boxes[b.parent].kind == "symbol")
    ]


def test_boards_in_the_pseudo_locale_keep_every_word_whole_and_in_place() -> None:
    """Every word 40% longer and accented (en-XA): the layout checker finds nothing cut, nothing
    overlapping, nothing out of its panel, and no English word left on the mid-game and final
    boards, public and private."""
    from tests.render_checks import layout_faults, legend_faults

    checked = 0
    decisions = _decisions()
    assert {"take (base)", "keep (base)", "fox (firefly)", "evil (firefly)"} <= set(decisions)
    for moment, state in {**_played_moments(), **decisions}.items():
        seats = [None] if state["over"] else [None, state["actor"], 1 - state["actor"]]
        if moment in decisions:
            seats = [state["actor"]]  # the seat deciding: its private panel shows the decision
        for seat in seats:
            view = GAME.view(state, seat)
            for image in _drawn_in("en-XA", view, PSEUDO_NAMES):
                where = f"{moment} seat {seat}"
                assert layout_faults(image) == [], where
                assert legend_faults(image) == [], where
                texts = _texts_outside_tokens(image)
                assert texts, where
                cut = [t for t in texts if "…" in t]
                assert not cut, f"{where}: cut {cut}"
                # Babel joins a list in English for the pseudo-locale ("and"): not a word of ours
                english = [t for t in texts if re.search(r"[A-Za-z]{2,}", t.replace(" and ", " "))]
                assert not english, f"{where}: English left {english}"
                checked += 1
    assert checked >= 9


def test_boards_in_the_pseudo_locale_with_the_longest_names() -> None:
    """Long right-to-left names in the pseudo-locale: names are shortened to fit, words never."""
    from tests.board_samples import names_for, widest
    from tests.render_checks import layout_faults

    names = names_for(2)
    fragments = [name[:4] for name in names]
    for moment, state in {**_played_moments(), **_decisions()}.items():
        view = widest(GAME.view(state, None if state["over"] else state["actor"]))
        for image in _drawn_in("en-XA", view, names):
            assert layout_faults(image) == [], moment
            for text in _texts_outside_tokens(image):
                if "…" in text:
                    assert any(f in text for f in fragments), f"{moment}: words cut in {text!r}"


def test_the_alt_text_speaks_the_drawing_language() -> None:
    from render import words
    from render.solstis import describe

    state = _played_moments()["firefly final"]
    view = GAME.view(state, None)
    english = describe(view, NAMES)
    assert english.startswith("Alice: ") and "points" in english
    with words.speaking("en-XA", NAMES):
        pseudo = describe(view, NAMES)
    assert pseudo.startswith("Alice:") and "þöîñţš" in pseudo


def test_every_frame_a_decision_draws_has_its_key_on_the_image() -> None:
    """The choices framed in a seat's view (cells, display tiles) and the square a spirit goes to
    are recorded marks, each explained on the same image, in every view where they show."""
    from render.solstis.legend import _square_shown
    from render.solstis.private import _frames_choices
    from tests.render_checks import draw_recorded, layout_faults, legend_faults, small_symbols

    seen = {"choices": 0, "square": 0}
    for variant in ("base", "firefly"):
        for state in _states(variant, range(1, 3)):
            for seat in (None, 0, 1):
                view = GAME.view(state, seat)
                choices = seat is not None and _frames_choices(view)
                square = any(_square_shown(view, s) for s in range(2))
                if not (choices and seen["choices"] < 12) and not (square and seen["square"] < 12):
                    continue
                seen["choices"] += choices
                seen["square"] += square
                image = draw_recorded("solstis", view, NAMES)[0]
                meanings = {b.meaning for b in theme.drawn(image) if b.kind == "frame"}
                assert ("you may choose" in meanings) == choices and ("spirit square" in meanings) == square
                assert layout_faults(image) + legend_faults(image) + small_symbols(image) == []
    assert seen["choices"] >= 12 and seen["square"] >= 12


def test_the_keys_placement_is_worked_out_once_per_image(monkeypatch):
    import random as random_module

    from render import draw_view
    from render.solstis import board, legend
    from rules import get_game

    game = get_game("solstis")
    rng = random_module.Random(5)
    state = game.setup(2, 5, {})
    for _ in range(6):
        seat = min(game.to_act(state))
        state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id).state
    real = legend._work_out_placement
    worked: list[dict] = []

    def counted(view):
        worked.append(view)
        return real(view)

    views = [game.view(state, None), game.view(state, 0)]
    # drawn without the drawing's scope: the placement worked out each time it is asked for
    expected = [board._draw(view, [theme.isolate(n) for n in ("Ann", "Bob")]).tobytes() for view in views]
    monkeypatch.setattr(legend, "_work_out_placement", counted)
    drawn = [draw_view("solstis", view, ["Ann", "Bob"]).tobytes() for view in views]
    assert len(worked) == 2  # once for each image (it used to be nine times)
    assert drawn == expected
    assert legend.panorama_block_height(views[0]) > 0 and len(worked) == 4  # outside a drawing: each section asks
