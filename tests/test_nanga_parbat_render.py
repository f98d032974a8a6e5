"""Nanga Parbat board images: every kind of decision draws, the image is public, and the acting
seat's image (and only it) carries the legal targets."""

from __future__ import annotations

import io
import itertools
import re

from PIL import Image

import render.nanga_parbat as module
from render import render_view, theme
from render.fonts import FSI, PDI
from render.nanga_parbat import draw
from render.nanga_parbat import geometry as np_geometry
from render.nanga_parbat import look as np_look
from rules.ai import greedy_action, random_action
from rules.nanga_parbat import GAME
from rules.nanga_parbat import board as B

NAMES = ["Alice", "Bob"]


def _states_of_one_game(seed=3, area=True):
    state = GAME.setup(2, seed, {"area_scoring": area})
    states = [state]
    while not GAME.is_over(state):
        seat = next(iter(GAME.to_act(state)))
        chooser = greedy_action if seat == 0 else random_action
        state = GAME.apply(state, seat, chooser(GAME, state, seat)).state
        states.append(state)
    return states


def test_every_phase_draws_a_small_png_that_reads_in_the_post():
    """Every phase draws a PNG no wider than Discord keeps, no taller than the turn post leaves room
    for, whose smallest text still shows at 12 px inside the post (360 px wide)."""
    from tests.render_checks import SHOWN

    seen = set()
    states = _states_of_one_game()
    for state in [*states[::2], states[-1]]:
        if state["phase"] in seen and not state["over"]:
            continue
        seen.add(state["phase"])
        for seat in (None, 0, 1):
            with theme.text_size_probe() as probe:
                png = render_view("nanga-parbat", GAME.view(state, seat), NAMES)
            assert len(png) < 400_000
            image = Image.open(io.BytesIO(png))
            assert image.width <= theme.MAX_WIDTH and image.height <= 1.32 * image.width
            assert probe.sizes and min(probe.sizes) >= theme.MIN_TEXT_PX
            assert min(probe.sizes) * SHOWN / image.width >= 12
    assert {"guide_setup", "trap", "claim", "pick", "over"} <= seen


def test_public_image_has_nothing_hidden():
    """No hidden information: changing the seed and draw counter (the only non-public state)
    leaves the spectators' view and image identical."""
    state = _states_of_one_game(seed=5, area=False)[40]
    other = dict(state, seed=999_999, rng_counter=state["rng_counter"] + 7)
    assert GAME.view(state, None) == GAME.view(other, None)
    assert render_view("nanga-parbat", GAME.view(state, None), NAMES) == render_view(
        "nanga-parbat", GAME.view(other, None), NAMES
    )


def test_targets_are_drawn_only_for_the_seat_to_act():
    state = next(s for s in _states_of_one_game(seed=6) if s["phase"] == "trap" and s["move"] > 10)
    actor = next(iter(GAME.to_act(state)))
    public = render_view("nanga-parbat", GAME.view(state, None), NAMES)
    assert render_view("nanga-parbat", GAME.view(state, 1 - actor), NAMES) == public
    assert render_view("nanga-parbat", GAME.view(state, actor), NAMES) != public


def _first_trap_of_second_turn():
    """The state right after the second player's first trap, and the state before it."""
    states = _states_of_one_game(seed=4)
    for before, after in itertools.pairwise(states):
        hikers = sum(1 for c in after["mountain"] if c[0] == "h") - sum(1 for c in before["mountain"] if c[0] == "h")
        if before["turns"] == 1 and before["phase"] == "trap" and hikers == 1:
            return before, after
    raise AssertionError("no trap in the second turn")


def test_last_turn_names_the_trapped_section_and_the_guide_move_publicly():
    before, after = _first_trap_of_second_turn()
    last = GAME.view(after, None)["last_turn"]
    changed = [i for i, (a, b) in enumerate(zip(before["mountain"], after["mountain"])) if a != b]
    assert changed and set(changed) <= set(last["cells"])
    trapped = next(i for i in changed if after["mountain"][i][0] == "h")
    assert after["mountain"][trapped] == f"h{last['seat']}"
    assert before["mountain"][trapped] in last["taken"]
    assert after["guide"] != before["guide"]  # this trap sends the guide to another region
    assert last["guide_from"] == before["guide"]
    # The same record in every view (Nanga Parbat is played in the open).
    assert GAME.view(after, 0)["last_turn"] == GAME.view(after, 1)["last_turn"] == last


def test_last_turn_record_restarts_each_turn():
    states = _states_of_one_game(seed=4)
    for state in states[2:]:
        record = state.get("last_turn")
        if record is not None and not state["over"]:
            # A record only ever describes one turn: the current one or the one just finished.
            assert record["turns"] in (state["turns"], state["turns"] - 1)


def test_last_turn_is_outlined_in_every_view():
    _, after = _first_trap_of_second_turn()
    for seat in (None, 0, 1):
        view = GAME.view(after, seat)
        marked, unmarked = draw(view, NAMES), draw(dict(view, last_turn=None), NAMES)
        assert marked.tobytes() != unmarked.tobytes()
        counts = {colour: count for count, colour in marked.getcolors(1 << 20)}
        plain = {colour: count for count, colour in unmarked.getcolors(1 << 20)}
        assert counts.get(theme.LAST_TURN, 0) > plain.get(theme.LAST_TURN, 0)


def test_last_turn_record_is_of_the_player_who_decided():
    states = _states_of_one_game(seed=3)
    traps = 0
    for before, after in itertools.pairwise(states):
        decider = min(GAME.to_act(before))
        record = after["last_turn"]
        assert record["seat"] == decider
        for index, (old, new) in enumerate(zip(before["mountain"], after["mountain"])):
            if new == f"h{decider}" and old in B.KINDS and before["phase"] == "trap":
                assert old in record["taken"] and index in record["cells"]
                traps += 1
    assert traps >= 20


def test_the_legend_lists_only_the_frames_the_image_shows():
    """The public board's legend listed "your choices" and "chosen", which never appear
    on it. Every legend entry now explains a frame on the same image, and every frame has one."""
    from tests.render_checks import draw_recorded, legend_faults

    states = _states_of_one_game(seed=3)
    checked = 0
    for state in states[::7]:
        for seat in (None, *GAME.to_act(state)):
            image = draw_recorded("nanga-parbat", GAME.view(state, seat), NAMES)[0]
            assert legend_faults(image) == [], (seat, state["move"])
            legend = {b.meaning for b in theme.drawn(image) if b.kind == "legend"}
            if seat is None:
                assert "your choices" not in legend
            checked += 1
    assert checked > 10


def _clear_caches():
    for value in vars(module).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def test_boards_in_the_pseudo_locale_keep_their_layout():
    """Every word accented and 40% longer (en-XA), with the longest names and three-digit scores:
    at mid-game (the public board and the acting seat's) and at the end nothing drawn leaves its
    panel or overlaps another, every frame keeps its legend entry, no word of the game is shortened
    (only the names are), and no English word is left."""
    from lang import PSEUDO
    from render import draw_views
    from tests.board_samples import names_for, played, widest
    from tests.render_checks import layout_faults, legend_faults

    names = names_for(2)
    states = played("nanga-parbat", 2, seed=11)
    mid = states[len(states) // 2]
    actor = min(GAME.to_act(mid))
    for state, seat in ((mid, None), (mid, actor), (states[-1], None)):
        _clear_caches()  # the cached pieces are drawn (and recorded) again
        with theme.recording():
            image = draw_views("nanga-parbat", widest(GAME.view(state, seat)), names, PSEUDO)[0]
        assert layout_faults(image) == [] and legend_faults(image) == [], (state["move"], seat)
        texts = [b for b in theme.drawn(image) if b.kind == "text"]
        assert len(texts) > 50
        for drawn in texts:
            words_only = re.sub(f"{FSI}.*?{PDI}", "", drawn.content)  # names are isolated
            words_only = re.sub(r",? and ", ", ", words_only)  # lists are joined by Babel (English in en-XA)
            assert "…" not in words_only, drawn.content
            assert not re.search(r"[A-Za-z]{2,}", words_only), f"English left: {drawn.content!r}"


def test_the_status_line_wraps_rather_than_cut():
    """The longest decision (animals given in a trade) with the longest name: the status band
    takes a second line; neither the name nor the decision is shortened, and nothing overlaps."""
    from lang import PSEUDO, SOURCE
    from render import draw_views
    from rules.nanga_parbat.engine import animal
    from rules.text import msg
    from tests.board_samples import names_for, played, widest
    from tests.render_checks import layout_faults

    names = names_for(2)
    states = played("nanga-parbat", 2, seed=11)
    mid = states[len(states) // 2]
    view = widest(GAME.view(mid, None))
    given = [animal("leopard"), animal("deer"), animal("panda")]
    view["decision"] = msg("np-decision-trade-given", spot="A2", left=3, given=given).to_json()
    for locale in (SOURCE, PSEUDO):
        _clear_caches()
        with theme.recording():
            image = draw_views("nanga-parbat", view, names, locale)[0]
        drawn = theme.drawn(image)
        # the status band's lines (the names in the player strips, at the same size, may be shortened)
        status = [
            b
            for b in drawn
            if b.kind == "text"
            and b.size == np_look.BODY
            and (b.parent is None or drawn[b.parent].label != "player strip")
        ]
        assert len(status) >= 2, [b.content for b in status]
        assert not any(b.cut for b in status), [b.content for b in status]
        assert layout_faults(image) == [], layout_faults(image)[:5]


def test_the_badges_saying_whose_row_of_animals_show_16_px_in_the_post():
    """Each row of the animal table names its seat by its badge alone (no name beside it): it is as
    large as a mark must be, 16 px as shown inside the post (360 px wide)."""
    from tests.render_checks import SHOWN, small_symbols

    state = _states_of_one_game()[-1]
    _clear_caches()
    with theme.recording():
        image = draw(GAME.view(state, None), NAMES)
    drawn = theme.drawn(image)
    # under the mountain's lowest tier (the name strips and the status line name their seat in words)
    flags = [b for b in drawn if b.kind == "symbol" and re.fullmatch(r"flag \d", b.label)]  # the regions'
    lowest_tier = max(b.box[3] for b in flags)
    badges = [b for b in drawn if b.kind == "symbol" and b.label.startswith("seat") and b.box[1] >= lowest_tier]
    assert len(badges) == 2  # the two players' rows
    shown = [max(b.box[2] - b.box[0], b.box[3] - b.box[1]) * SHOWN / image.width for b in badges]
    assert min(shown) >= 16, shown
    assert not small_symbols(image)


def test_every_dotted_path_shows_its_dots_and_reads_in_the_post():
    """Each path between regions is a row of dots outside the sections it joins, 16 px or more as
    shown inside the post (360 px wide); three of them joined sections side by side, whose narrow
    gap hid every dot, and those between two tiers kept a single dot in the narrow gap there."""
    from tests.render_checks import draw_recorded, small_symbols

    assert all(len(dots) >= 3 for dots in np_geometry._path_dots())
    image = draw_recorded("nanga-parbat", GAME.view(GAME.setup(2, 1, {}), None), NAMES)[0]
    paths = [b for b in theme.drawn(image) if b.kind == "symbol" and b.meaning == "dotted path"]
    assert len(paths) == len(B.DOTTED_PATHS)
    assert not [s for s in small_symbols(image) if "dotted path" in s]
    boxes = np_geometry._cell_boxes()
    for path in paths:  # clear of every section
        assert not any(
            path.box[0] < box[2] and box[0] < path.box[2] and path.box[1] < box[3] and box[1] < path.box[3]
            for box in boxes
        ), path.box


def test_every_animal_swatch_stands_out_from_the_animal_table():
    """The yak's near-black swatch was lost on the dark table: each swatch's colour, or else its
    outline, is at least SWATCH_MIN_DELTA_E from the panel."""
    from render.colour_vision import delta_e
    from render.nanga_parbat.look import ANIMAL_FILL, SWATCH_MIN_DELTA_E, swatch_outline
    from render.theme import PANEL

    for kind, fill in ANIMAL_FILL.items():
        seen = max(delta_e(fill, PANEL), delta_e(swatch_outline(fill), PANEL))
        assert seen >= SWATCH_MIN_DELTA_E, kind
    assert swatch_outline(ANIMAL_FILL["yak"]) != swatch_outline(ANIMAL_FILL["panda"])
