"""Mountain Miners renderer: every view draws within the chat-column limits, highlights only in
the acting seat's image, the last turn framed, and no public image depends on hidden tiles."""

from __future__ import annotations

import json
import random

import pytest
from PIL import Image, ImageDraw

from render import fonts, render_images, render_view, theme
from render.chat_layout import LAST_TURN
from render.mountain_miners import board as mm_board
from render.mountain_miners import draw
from render.mountain_miners import legend as mm_legend
from render.mountain_miners import look as mm_look
from render.mountain_miners import mountain as mm_mountain
from render.mountain_miners.hand import _hand
from render.mountain_miners.mountain import mountain_geometry
from render.theme import ACCENT
from rules.mountain_miners import GAME
from rules.mountain_miners.board import top
from tests.render_checks import chat_images, patch_theme_function

NAMES = ["Alice", "Bob the Miner", "Chloé", "Dmitri 🎲", "Eve", "Farouk"]
ALL_OPTIONS = {
    "dark_tunnels": True,
    "gemshards": True,
    "golden_actions": True,
    "quick_start": "any",
    "quick_secret": True,
    "map_size": 7,
}


def states(players: int, seed: int, options: dict | None = None, every: int = 9):
    state = GAME.setup(players, seed, options or {})
    rng = random.Random(seed)
    out = [state]
    while not state["over"]:
        seat = next(iter(GAME.to_act(state)))
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
        out.append(state)
    return [*out[::every], out[-1]]


@pytest.mark.parametrize("players,options", [(2, {}), (6, ALL_OPTIONS)])
def test_every_view_fits_the_chat_column(players, options):
    """One image (the mountain, its legend and the piles; a seat's hand in its own view), public
    and the acting seat's, within the chat column's limits."""
    for state in states(players, 5, options, every=15):
        seat = next(iter(GAME.to_act(state)), 0)
        for viewer in (None, seat):
            view = GAME.view(state, viewer)
            images = chat_images("mountain-miners", view, NAMES[:players])
            assert len(images) == 1
            pngs = render_images("mountain-miners", view, NAMES[:players])
            assert all(len(png) < 600_000 for png in pngs)
            assert render_view("mountain-miners", view, NAMES[:players]) == pngs[0]  # draw() is the mountain


def test_acting_seat_sees_highlighted_cells():
    state = GAME.setup(3, 2)
    seat = state["turn"]["seat"]
    view = GAME.view(state, seat)
    assert view["targets"] == top(state)
    public = render_view("mountain-miners", GAME.view(state, None), NAMES[:3])
    own = render_view("mountain-miners", view, NAMES[:3])
    assert public != own
    # The public view holds no hidden information in the base game beyond the deck's size.
    assert "deck" in GAME.view(state, None) and isinstance(GAME.view(state, None)["deck"], int)


def test_public_image_ignores_deck_order():
    state = GAME.setup(4, 9)
    shuffled = dict(state, deck=list(reversed(state["deck"])))
    assert GAME.view(state, None) == GAME.view(shuffled, None)
    names = NAMES[:4]
    assert render_images("mountain-miners", GAME.view(state, None), names) == render_images(
        "mountain-miners", GAME.view(shuffled, None), names
    )


def test_every_public_image_ignores_face_down_tiles():
    """Dark Tunnels: face-down tiles exchanged among their cells change no byte of either image."""
    rng = random.Random(4)
    for state in states(4, 7, {"dark_tunnels": True, "gemshards": True}, every=12):
        down = [i for i, t in enumerate(state["board"]) if t and t.get("down")]
        if len(down) < 2:
            continue
        shuffled = json.loads(json.dumps(state))
        contents = [shuffled["board"][i] for i in down]
        rng.shuffle(contents)
        for i, tile in zip(down, contents):
            shuffled["board"][i] = tile
        rng.shuffle(shuffled["deck"])
        names = NAMES[:4]
        assert render_images("mountain-miners", GAME.view(shuffled, None), names) == render_images(
            "mountain-miners", GAME.view(state, None), names
        )


def test_collected_shards_show_which_section_is_active():
    """A collected shard tile in its owner's hand shows all its sections with the active one
    framed in the accent colour."""
    view = GAME.view(GAME.setup(3, 2, {"gemshards": True}), 0)

    def accent_x(active: int) -> float:
        image = Image.new("RGB", (750, 60))
        owner = {**view["players"][0], "actions": {}, "trash": 0}
        owner["tiles"] = [{"icons": ["ruby", "lapis", "swap"], "act": active}]
        _hand(ImageDraw.Draw(image), {**view, "players": [owner]}, owner, 0)
        xs = [x for x in range(750) for y in range(4, 50) if image.getpixel((x, y)) == ACCENT]
        assert xs, "no accent frame drawn"
        return sum(xs) / len(xs)

    assert accent_x(0) + 30 < accent_x(1) < accent_x(2) - 30  # one section (42 px) further right each time


def _grab_state():
    """A 3-player game just after the first player grabbed a tile (nothing else happened)."""
    state = GAME.setup(3, 2)
    seat = state["turn"]["seat"]
    grab = next(a for a in GAME.legal_actions(state, seat) if a.id.startswith("grab"))
    return state, GAME.apply(state, seat, grab.id).state, seat


def test_last_turn_marks_the_grabbed_cell_in_public_and_private_images():
    before, after, seat = _grab_state()
    emptied = [i for i, (a, b) in enumerate(zip(before["board"], after["board"])) if a is not None and b is None]
    assert len(emptied) == 1
    view = GAME.view(after, None)
    assert view["last_turn"]["seat"] == seat and view["last_turn"]["cells"] == [[emptied[0], "taken"]]
    assert view["last_turn"]["gained"][seat] == 1
    for viewer in (None, (seat + 1) % 3):
        view = GAME.view(after, viewer)
        image = draw(view, NAMES[:3]).convert("RGB")
        x0, y0, x1, y1 = (int(v) for v in mountain_geometry(view).box(emptied[0], inset=0))
        marked = sum(1 for x in range(x0, x1) for y in range(y0, y1) if image.getpixel((x, y)) == LAST_TURN)
        assert marked > 40, (viewer, marked)
        unmarked = draw({**view, "last_turn": None}, NAMES[:3]).convert("RGB")
        assert sum(1 for x in range(x0, x1) for y in range(y0, y1) if unmarked.getpixel((x, y)) == LAST_TURN) == 0


def test_last_turn_is_reset_when_the_next_player_acts():
    _, after, seat = _grab_state()
    state = after
    while state["turn"]["seat"] == seat:  # finish the first turn
        acting = state["turn"]["seat"]
        state = GAME.apply(state, acting, GAME.legal_actions(state, acting)[0].id).state
    assert GAME.view(state, None)["last_turn"]["seat"] == seat  # the finished turn stays marked
    nxt = state["turn"]["seat"]
    state = GAME.apply(state, nxt, GAME.legal_actions(state, nxt)[0].id).state
    last = GAME.view(state, None)["last_turn"]
    assert last["seat"] == nxt and last["gained"][seat] == 0


def test_face_down_grab_is_marked_as_a_place_only():
    """A face-down tile grabbed in Dark Tunnels: its cell is framed, nothing of its face is in the view."""
    state = GAME.setup(3, 3, {"dark_tunnels": True})
    rng = random.Random(3)
    for _ in range(400):
        seat = next(iter(GAME.to_act(state)))
        actions = GAME.legal_actions(state, seat)
        blind = [
            a for a in actions if a.id.startswith("grab") and (state["board"][_cell(state, a.id)] or {}).get("down")
        ]
        if blind:
            after = GAME.apply(state, seat, blind[0].id).state
            index = _cell(state, blind[0].id)
            last = GAME.view(after, None)["last_turn"]
            assert [index, "taken"] in last["cells"] or [index, "changed"] in last["cells"]
            assert set(last) == {"seat", "cells", "arrows", "gained", "lost"}
            assert all(isinstance(k, str) for _, k in last["cells"])
            return
        state = GAME.apply(state, seat, rng.choice(actions).id).state
        if state["over"]:
            state = GAME.setup(3, rng.randrange(100), {"dark_tunnels": True})
    pytest.fail("no blind grab found")


def _cell(state, action_id: str) -> int:
    from rules.mountain_miners import geometry as geo

    return geo.parse_cell(action_id.split(":")[1], state["n"])


def test_most_and_fewest_piles_carry_a_mark_besides_colour():
    """With the most and fewest fills made equal, swapping who has the most and the fewest of
    every gem still changes the image (its piles grid): a triangle up or down says it, not colour alone."""

    state = states(3, 5, every=1000)[-1]
    view = GAME.view(state, None)
    assert any(st["hi"] and st["lo"] for st in view["standing"].values())
    swapped = {**view, "standing": {g: {**st, "hi": st["lo"], "lo": st["hi"]} for g, st in view["standing"].items()}}
    original = mm_look.FEWEST_FILL
    try:
        mm_look.FEWEST_FILL = mm_look.MOST_FILL
        same_fill = mm_board._board_image(view, NAMES[:3]).tobytes()
        same_fill_swapped = mm_board._board_image(swapped, NAMES[:3]).tobytes()
    finally:
        mm_look.FEWEST_FILL = original
    assert same_fill != same_fill_swapped


def _recorded(view, names):
    from tests.render_checks import draw_recorded

    return draw_recorded("mountain-miners", view, names)


def test_split_tiles_keep_codes_off_the_gems_and_gems_legible_at_360_px():
    """ "FLS/RAN" ran past its tile, "MOV" covered the gem icons, split-tile gems were
    about 11 px wide as shown. Sections now hold their own icon (an action: a key letter named in
    the legend), each section at least 16 px wide as the post shows the image (360 px wide; the
    diamond's 480 px rule replaced by the square grid's), and nothing on the mountain overlaps."""
    from render.theme import drawn
    from tests.render_checks import layout_faults, legend_faults

    split = 0
    for state in states(4, 3, {"gemshards": True, "golden_actions": True, "map_size": 7}, every=6):
        image = _recorded(GAME.view(state, None), NAMES[:4])[0]
        assert layout_faults(image) == [] and legend_faults(image) == []
        for box in drawn(image):
            if box.kind == "symbol" and box.parent is None and box.label in GEM_KINDS:
                split += 1
                assert (box.box[2] - box.box[0]) * 360 / image.width >= 16  # the recorded box is the section
        assert not any("/" in b.label for b in drawn(image) if b.kind == "text")
    assert split > 0


GEM_KINDS = {
    "ruby",
    "sapphire",
    "emerald",
    "lapis",
    "diamond",
    "pearl",
    "onyx",
    "amethyst",
    "trash",
    "multiplier",
    "wildcard",
}


def test_two_arrows_are_drawn_at_their_positions_and_once_on_a_shared_one():
    """The two arrows' numbers printed over each other. Now an arrow stands at the corner or edge
    it faces (the square grid's, see the module's docstring), two at one position (they take the
    same layer) as one, and nothing overlaps."""
    from render.theme import drawn
    from tests.render_checks import layout_faults

    state = GAME.setup(3, 4, {})
    view = GAME.view(state, None)
    for positions, expected in (([0, 0], ["arrow at N"]), ([0, 3], ["arrow at N", "arrow at SE"])):
        view["arrows"] = [dict(view["arrows"][0], pos=p) for p in positions]
        image = _recorded(view, NAMES[:3])[0]
        assert layout_faults(image) == []
        arrows = [b for b in drawn(image) if b.kind == "symbol" and b.label.startswith("arrow at")]
        assert sorted(b.label for b in arrows) == expected
        geo = mountain_geometry(view)
        for b in arrows:
            x0, y0, x1, y1 = b.box
            if b.label == "arrow at N":  # outside the grid's top-left corner
                assert x1 <= geo.left + 1 and y1 <= geo.top + 1, b.box
            else:  # beside the right edge, level with the grid
                assert x0 >= geo.right - 1 and geo.top < y0 < y1 < geo.bottom, b.box


def test_the_mountain_leaves_whose_turn_and_the_scores_to_the_posts_text():
    """Whose turn it is and every player's points are the turn post's text (with the
    mention and the seat markers); the mountain is the board, its last turn's marks and legend."""
    from render.theme import drawn

    names = ["Ann", "Ben", "Cat"]
    for state in states(3, 4, {}, every=17):
        view = GAME.view(state, None)
        image = _recorded(view, names)[0]
        texts = [b.label for b in drawn(image) if b.kind == "text"]
        # The piles grid names each seat once beside its badge (a name alone on its row) ...
        rows = [t for t in texts if theme.visible(t) in names]
        assert sorted(theme.visible(t) for t in rows) == sorted(names), rows
        # ... and the one sentence with a name: whose last turn its white frames show, in the legend.
        with_a_name = [t for t in texts if t not in rows and any(name in t for name in names)]
        last = view.get("last_turn") or {}
        assert len(with_a_name) <= 1 and all("last turn" in t for t in with_a_name), with_a_name
        assert bool(with_a_name) == bool(last.get("cells") or last.get("arrows")), (with_a_name, last)
        assert not [t for t in texts if "point" in t], texts
        assert not [b for b in drawn(image) if b.label in ("to-act arrow",)]
    # A seat's own view keeps its decision, which the yellow frames on the mountain belong to.
    state = GAME.setup(3, 4, {})
    seat = next(iter(GAME.to_act(state)))
    texts = [b.label for b in drawn(_recorded(GAME.view(state, seat), names)[0]) if b.kind == "text"]
    assert any(t.startswith("Your move:") for t in texts), texts


def test_the_legend_reads_as_one_key():
    """The legend was a list cut into columns under headings repeated mid-column. Now it is one
    key (beside the mountain, then in rows under it): every entry once, the entries under the
    mountain one line tall in English (beside it, at most three lines)."""
    from render.theme import drawn

    for players, seed in ((2, 3), (4, 1), (6, 3)):
        for state in states(players, seed, ALL_OPTIONS, every=7):
            view = GAME.view(state, None)
            boxes = drawn(_recorded(view, NAMES[:players])[0])
            entries = [b for b in boxes if b.kind == "legend"]
            labels = [b.label for b in entries]
            assert len(labels) == len(set(labels)), labels
            below = mm_mountain.mountain_geometry(view).bottom + mm_look.MARGIN
            for b in entries:
                tall = b.box[3] - b.box[1]
                assert tall <= (mm_legend.ENTRY_H if b.box[1] >= below else 3 * mm_look.LINE + 6), b.label


# ---------------------------------------------------------------- every word from the catalogue
def _word_cuts(calls: list[tuple[str, str]]) -> list[str]:
    """Texts that ``theme.fit_text`` shortened by cutting words: a name (inside its isolate marks)
    may be shortened, the words around it never."""
    from render import fonts

    faults = []
    for content, out in calls:
        if "…" not in out or out == content:
            continue
        kept = out.rindex("…")
        if out[:kept] != content[:kept]:
            continue  # not a shortening of this text
        depth = 0
        for position, char in enumerate(content):
            if char == fonts.FSI:
                depth += 1
            elif char == fonts.PDI:
                depth = max(0, depth - 1)
            elif position >= kept and depth == 0 and not char.isspace():
                faults.append(f"{content!r} cut to {out!r}")
                break
    return faults


def test_boards_in_the_pseudo_locale_keep_every_word_whole():
    """Six players with every expansion and the longest names, drawn in the pseudo-locale (every
    word 40% longer): mid-game (public and the acting seat's) and final boards have no overlap,
    nothing leaving its panel, every mark explained, and no word cut."""
    from render import draw_views, theme
    from tests.board_samples import names_for, widest
    from tests.render_checks import layout_faults, legend_faults

    names = names_for(6)
    played = states(6, 11, ALL_OPTIONS, every=1)
    middle = played[len(played) // 2]
    seat = next(iter(GAME.to_act(middle)))
    views = [GAME.view(middle, None), GAME.view(middle, seat), GAME.view(played[-1], None)]
    views += [GAME.view(state, None) for state in played[10::30]]
    crowded = dict(GAME.view(middle, seat), removed=12, refill=4)  # every fact, two arrows at N
    crowded["arrows"] = [dict(crowded["arrows"][0], pos=0), dict(crowded["arrows"][0], pos=0)]
    views += [widest(view) for view in views] + [crowded]
    mm_board._palette()
    calls: list[tuple[str, str]] = []

    def recording_fit(content: str, size: int, max_width: float, bold: bool = False) -> str:
        out = original(content, size, max_width, bold)
        calls.append((fonts.clean_keeping_isolates(content), out))
        return out

    patch = pytest.MonkeyPatch()
    original = patch_theme_function(patch, "fit_text", recording_fit)
    try:
        for view in views:
            with theme.recording():
                images = draw_views("mountain-miners", view, names, "en-XA")
            assert len(images) == 1
            for image in images:
                assert layout_faults(image) == [], layout_faults(image)[:5]
                assert legend_faults(image) == []
                texts = [b.label for b in theme.drawn(image) if b.kind == "text"]
                assert any("~" in label for label in texts), "not drawn in the pseudo-locale"
    finally:
        patch.undo()
    cuts = _word_cuts(calls)
    assert not cuts, cuts[:5]


def _key_letters(image) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The letters drawn in the gold diamonds of split tiles (by the action's code), and those
    drawn in the legend's samples (by the entry's words)."""
    from render.theme import drawn

    boxes = drawn(image)
    on_board: dict[str, set[str]] = {}
    in_legend: dict[str, set[str]] = {}
    for box in boxes:
        if box.kind != "text" or box.parent is None:
            continue
        holder = boxes[box.parent]
        if holder.kind != "symbol":
            continue
        if holder.meaning == "action key" or holder.parent is None:
            on_board.setdefault(holder.label, set()).add(box.label)
        elif boxes[holder.parent].kind == "legend":
            in_legend.setdefault(boxes[holder.parent].label, set()).add(box.label)
    return on_board, in_legend


def test_each_action_keeps_its_key_letter_in_every_game_and_image():
    """An action's letter on split tiles is the same wherever it shows: in two games, at two moments,
    public and private, in the legend as on the mountain, in every language; no two actions share
    one (all seventeen can be in one game with every expansion)."""
    from render import words
    from render.mountain_miners.gems import ACTION_KEYS, action_code
    from rules.mountain_miners.data import ACTIONS, kind_name
    from tests.render_checks import draw_recorded

    assert set(ACTION_KEYS) == set(ACTIONS)
    assert len(set(ACTION_KEYS.values())) == len(ACTION_KEYS)
    # Not a row number nor a column letter of the mountain, and no letter hanging below the line.
    assert all(len(k) == 1 and k.islower() and k not in "gjpqyilo" for k in ACTION_KEYS.values())
    seen: dict[str, str] = {}  # action kind -> the letter it was drawn with
    for locale in ("en-US", "ja"):
        with words.speaking(locale, NAMES):
            kind_of = {action_code(kind): kind for kind in ACTIONS}
            name_of = {words.say(kind_name(kind)): kind for kind in ACTIONS}
        for seed in (3, 8):
            played = states(4, seed, ALL_OPTIONS, every=1)
            for state in (played[len(played) // 4], played[len(played) // 2]):
                seat = next(iter(GAME.to_act(state)), 0)
                for viewer in (None, seat):
                    image = draw_recorded("mountain-miners", GAME.view(state, viewer), NAMES[:4], locale)[0]
                    on_board, in_legend = _key_letters(image)
                    for code, letters in on_board.items():
                        if code not in kind_of:
                            continue  # a gem's value
                        kind = kind_of[code]
                        assert letters == {ACTION_KEYS[kind]}, (code, letters)
                        seen[kind] = ACTION_KEYS[kind]
                        # the legend names it with the same letter
                        assert any(
                            ACTION_KEYS[kind] in drawn_letters and name in label
                            for label, drawn_letters in in_legend.items()
                            for name, named in name_of.items()
                            if named == kind
                        ), (kind, in_legend)
    assert len(seen) >= 5  # the positions drew several kinds on split tiles


def test_a_multiplied_pile_with_the_most_keeps_its_count_clear_of_its_triangle():
    """At 6 players with eight gems a pile of 12 with a Multiplier and the most of its gem: its
    count (on the Multiplier's star) and its triangle keep apart in its cell of the piles grid,
    each at least 16 px as shown 360 px wide (the players image's "12 ×4" label replaced by the
    grid's star)."""
    from tests.render_checks import layout_faults, small_symbols

    state = states(6, 3, {"dark_tunnels": True, "gemshards": True, "golden_actions": True}, every=1000)[-1]
    view = GAME.view(state, None)
    gem = next(iter(view["gems"]))
    players = [dict(p) for p in view["players"]]
    players[4] = {**players[4], "piles": {**players[4]["piles"], gem: 12}, "multipliers": {gem: 2}}
    standing = {**view["standing"], gem: {"hi": [4], "lo": [0]}}
    crowded = {**view, "players": players, "standing": standing}
    image = _recorded(crowded, NAMES[:6])[-1]
    assert not layout_faults(image)
    assert not small_symbols(image)
    drawn = theme.drawn(image)
    triangles = [b for b in drawn if b.kind == "symbol" and b.meaning in ("most", "fewest")]
    stars = [b for b in drawn if b.kind == "symbol" and b.meaning == "multiplier"]
    counts = [b for b in drawn if b.kind == "text" and b.label == "12" and b.parent is not None]
    assert triangles and stars and len(counts) == 1
    star = drawn[counts[0].parent]
    assert star in stars
    row = [t for t in triangles if t.box[1] < star.box[3] and t.box[3] > star.box[1]]
    beside = [t for t in row if t.box[0] > star.box[0]]
    assert beside and star.box[2] <= min(t.box[0] for t in beside), (star, beside)


def _held_icons(boxes):
    """The icons of a seat's hand: symbols of their own with no meaning (the mountain's are gems
    and action keys, the piles' gems, stars and triangles; a legend's samples sit in their entry)."""
    from render.mountain_miners.gems import action_code
    from rules.mountain_miners.data import ACTIONS

    codes = {action_code(kind) for kind in ACTIONS}
    return [
        b
        for b in boxes
        if b.kind == "symbol" and b.parent is None and not b.meaning and (b.label in GEM_KINDS or b.label in codes)
    ]


def test_a_seats_own_image_shows_every_split_tile_it_holds_at_a_readable_size():
    """Every collected split tile shows, however many a player holds (those beyond about half the
    row were left out): now in its owner's own view (the hand: what only the owner needs; the
    public image's piles grid counts the sections that count), each section's icon in its own
    box at least 16 px wide and each key letter in the image's smallest text, as shown 360 px wide."""
    from render.chat_layout import SMALL
    from render.mountain_miners.gems import ACTION_KEYS

    state = states(6, 3, ALL_OPTIONS, every=1000)[-1]
    checked = 0
    for seat in range(6):
        view = GAME.view(state, seat)
        owner = view["players"][seat]
        sections = [len(t["icons"]) for t in owner["tiles"] if len(t.get("icons") or []) >= 2]
        if not sections:
            continue
        image = _recorded(view, NAMES[:6])[-1]
        boxes = theme.drawn(image)
        icons = _held_icons(boxes)
        held = sum(owner["actions"].values()) + int(owner.get("trash") or 0)
        secret = sum(len(t["icons"]) for t in owner["tiles"] if t.get("secret") and len(t["icons"]) == 1)
        assert len(icons) == sum(sections) + held + secret
        assert all((b.box[2] - b.box[0]) * 360 / image.width >= 16 for b in icons)
        letters = [b for b in boxes if b.kind == "text" and b.parent is not None and boxes[b.parent] in icons]
        assert all(letter.size >= SMALL for letter in letters)
        assert {letter.label for letter in letters} <= set(ACTION_KEYS.values())
        checked += len(sections)
    assert checked >= 6


def test_a_seats_legend_names_the_trash_multipliers_and_wildcards_on_its_held_split_tiles():
    """A split tile held shows every section (in its owner's view), so a wildcard, trash or
    multiplier section needs its entry there too, where the mountain does not show one."""
    from render.mountain_miners.facts import _special_labels

    state = states(6, 3, ALL_OPTIONS, every=1000)[-1]
    found = set()
    for seat in range(6):
        view = GAME.view(state, seat)
        owner = view["players"][seat]
        held = {i for t in owner["tiles"] if len(t.get("icons") or []) >= 2 for i in t["icons"]}
        specials = held & {"trash", "multiplier", "wildcard"}
        legend = [b.label for b in theme.drawn(_recorded(view, NAMES[:6])[-1]) if b.kind == "legend"]
        for kind, label in _special_labels(specials):
            assert label in legend, (kind, label, legend)
        assert len(_special_labels(specials)) == len(specials)
        found |= specials
    assert found  # this table's end holds some (trash and a wildcard)


def test_the_sections_a_grab_would_take_are_marked_and_keyed_on_every_mountain_that_shows_split_tiles():
    """A split tile's sections facing the arrow are drawn lighter (what a grab takes now, spec 2.7);
    the key names them on exactly the mountains that draw them, recording or not."""
    from render.mountain_miners.facts import _any_facing

    keyed = 0
    for state in states(3, 2, ALL_OPTIONS, every=7)[1:]:
        view = GAME.view(state, None)
        image = _recorded(view, NAMES[:3])[0]
        drawn = theme.drawn(image)
        facing = any(b.kind == "frame" and b.meaning == "facing" for b in drawn)
        assert _any_facing(view) == facing
        assert any(b.kind == "legend" and b.meaning == "facing" for b in drawn) == facing
        keyed += facing
    assert keyed >= 3


@pytest.mark.parametrize("n", [5, 6, 7])
def test_the_square_grid_keeps_the_layer_nearest_each_arrow(n):
    """Drawn as a square grid, an arrow's layers (spec 2.3: d_p) run straight away from where the
    arrow is drawn: for every position, d_p of a cell grows exactly with how far its middle lies
    from the arrow's tip along the arrow's pointing direction, so the top of the mountain is the
    corner cell or edge line the arrow points at; and the sections a grab takes (lit) are the
    quarters of a tile nearest the arrow."""
    from rules.mountain_miners.data import facing_quadrants
    from rules.mountain_miners.geometry import distance

    geo = mm_mountain.SquareGeometry(n, mm_look.MARGIN, mm_look.MARGIN, mm_look.TILE[n])
    for p in range(8):
        tip, left, right = mm_mountain._arrow_shape(geo, p)
        base = ((left[0] + right[0]) / 2, (left[1] + right[1]) / 2)
        ux, uy = tip[0] - base[0], tip[1] - base[1]  # the way the arrow points
        length = (ux * ux + uy * uy) ** 0.5
        ux, uy = ux / length, uy / length

        def depth(box, ux=ux, uy=uy, tip=tip):
            return ((box[0] + box[2]) / 2 - tip[0]) * ux + ((box[1] + box[3]) / 2 - tip[1]) * uy

        step = geo.tile * (0.5**0.5 if p % 2 == 0 else 1)  # one layer further along the arrow
        # layer k lies k steps further along the arrow than layer 0, which is next to its tip
        firsts = {round(depth(geo.box(i)) - distance(p, i % n, i // n, n) * step, 2) for i in range(n * n)}
        assert len(firsts) == 1, (p, firsts)
        assert 0 < firsts.pop() < geo.tile, p
        quarters = {q: depth(geo.quarter(0, q)) for q in range(4)}
        nearest = min(quarters.values())
        assert {q for q, d in quarters.items() if d == pytest.approx(nearest)} == set(facing_quadrants(p)), p
