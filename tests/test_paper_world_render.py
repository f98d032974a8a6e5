"""Paper World images: the chat-column limits, determinism, what the public and private images
show, black cards drawn dark and named, the last turn outlined, and no hidden card in any public image."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from lang import PSEUDO, Speaker
from render import draw_views, fonts, render_images, render_view, theme, words
from render import paper_world as pw
from render.paper_world import draw, draw_all
from render.theme import to_png
from rules.paper_world import GAME
from rules.paper_world.scenario import build_state
from tests.game_checks import paper_world_shuffle_hidden as shuffle_hidden
from tests.render_checks import chat_images

NAMES = ["Ann", "Bo the Cartographer", "Саша", "太郎"]


def midgame(players: int, seed: int, steps: int, options: dict | None = None):
    state = GAME.setup(players, seed, options or {})
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    return state


@pytest.mark.parametrize("players,options", [(2, {}), (4, {"objectives": "starred"}), (4, {"objectives": "random"})])
def test_images_fit_the_chat_column_and_are_deterministic(players, options):
    """Public and private views, early, mid-game and at the end: two images at most 1100 px wide,
    no text under 22 px, the same bytes every time."""
    for steps in (0, 40, 5000):
        state = midgame(players, players, steps, options)
        names = NAMES[:players]
        for seat in (None, 0, state["current"]):
            view = GAME.view(state, seat)
            assert len(chat_images("paper-world", view, names)) == 2
            pngs = render_images("paper-world", view, names)
            assert all(len(png) < 400_000 for png in pngs)
            assert pngs == render_images("paper-world", GAME.view(state, seat), names)
            assert render_view("paper-world", view, names) == pngs[0]


def test_private_objectives_image_adds_only_the_hand_panel():
    state = build_state(hands=[["Y2", "Y2", "B3"], ["K5"]], piles=[["G3"], ["B1"], [], ["K2"], ["Y4"]])
    public = draw_all(GAME.view(state, None), ["Ann", "Bo"])[1]
    mine = draw_all(GAME.view(state, 0), ["Ann", "Bo"])[1]
    assert mine.height > public.height
    # the objectives above the hand are the same picture
    top = (0, 0, public.width, public.height - 20)
    assert mine.crop(top).tobytes() == public.crop(top).tobytes()
    other = draw_all(GAME.view(state, 1), ["Ann", "Bo"])[1]
    assert to_png(other) != to_png(mine)


def test_finished_game_renders():
    state = midgame(2, 9, 2000)
    assert state["over"]
    png = to_png(draw(GAME.view(state, None), ["Ann", "Bo"]))
    assert png.startswith(b"\x89PNG")


@pytest.mark.parametrize("players", [2, 4])
def test_every_public_image_ignores_hidden_cards(players):
    rng = random.Random(players)
    names = NAMES[:players]
    for steps in (10, 45):
        state = midgame(players, 5, steps)
        expected = render_images("paper-world", GAME.view(state, None), names)
        for _ in range(2):
            assert render_images("paper-world", GAME.view(shuffle_hidden(state, rng), None), names) == expected


def test_black_cards_are_dark_and_every_card_names_its_colour():
    black = pw._card_tile("K3", 100, 100, None, "Black").convert("RGB")
    pixels = [black.getpixel((x, y)) for x in range(20, 80) for y in range(30, 40)]
    assert sum(sum(p) for p in pixels) / (3 * len(pixels)) < 90  # drawn dark, not light grey
    for code in ("en-US", PSEUDO):
        written: list[str] = []
        original = theme.paste_text

        def recording(image, xy, content, *args, **kwargs):
            written.append(str(content))
            return original(image, xy, content, *args, **kwargs)

        pw._card_tile.cache_clear()
        theme.paste_text = recording
        try:
            with words.speaking(code, []):
                for card in ("Y1", "B2s", "G4", "K5"):
                    pw._card(ImageDraw.Draw(Image.new("RGB", (200, 200))), (0, 0, 100, 100), card)
        finally:
            theme.paste_text = original
        speaker = Speaker(code)
        names = [speaker.t(f"pw-colour-{key}") for key in ("yellow", "blue", "green", "black")]
        shorts = [speaker.t(f"pw-colour-{key}-short") for key in ("yellow", "blue", "green", "black")]
        colours = [w for w in written if w in names or w in shorts]
        assert len(colours) == 4 and all(w in (n, s) for w, n, s in zip(colours, names, shorts, strict=True)), colours


def _changed_box(view, other, names):
    """The bounding box of the pixels where two views' first images differ (unquantized)."""
    a, b = pw._board_rgb(view, names), pw._board_rgb(other, names)
    diff = [
        (x, y)
        for x in range(0, a.width, 2)
        for y in range(0, min(a.height, b.height), 2)
        if a.getpixel((x, y)) != b.getpixel((x, y))
    ]
    return diff


def test_last_turn_outlines_the_pile_taken_from_and_the_card_placed():
    state = build_state(hands=[["Y1"], ["K1"]], piles=[["G3"], ["B1"], ["B2"], ["K2"], ["Y4"]])
    take = next(a.id for a in GAME.legal_actions(state, 0) if a.id.startswith("take:c:B"))
    after = GAME.apply(state, 0, take).state
    last = GAME.view(after, None)["last_turn"]
    assert last["seat"] == 0 and sorted(last["piles"]) == [1, 2] and last["cells"] == []
    names = ["Ann", "Bo"]
    for viewer in (None, 0, 1):
        view = GAME.view(after, viewer)
        diff = _changed_box(view, {**view, "last_turn": None}, names)
        assert diff
        ys = [y for _, y in diff]
        # only the piles row changed (it sits under the title bar, above the landscapes), and the
        # legend under the landscapes, which names the last turn only when something is outlined
        legend_top = 64 + pw.PILES_H + (pw.LAND_H + pw.MARGIN) + pw.MARGIN
        assert min(ys) >= 64 and all(y <= 64 + pw.PILES_H or y >= legend_top for y in ys)
        assert any(y <= 64 + pw.PILES_H for y in ys)
    # Bo's turn: placing a card outlines it in Bo's landscape, and the piles' marks are gone.
    place = next(a.id for a in GAME.legal_actions(after, 1) if a.id.startswith("place"))
    placed = GAME.apply(after, 1, place).state
    last = GAME.view(placed, None)["last_turn"]
    assert last["seat"] == 1 and last["piles"] == [] and len(last["cells"]) == 1
    view = GAME.view(placed, None)
    diff = _changed_box(view, {**view, "last_turn": None}, names)
    legend_top = 64 + pw.PILES_H + (pw.LAND_H + pw.MARGIN) + pw.MARGIN
    xs = [x for x, y in diff if y < legend_top]  # the legend below names the last turn
    assert xs and min(xs) >= pw.MARGIN + pw.PANEL_W  # Bo's panel is the right-hand one


def test_a_black_cards_edge_cannot_pass_for_the_last_turn_frame():
    """The white last-turn frame was lost on black cards, whose own edge was light grey.
    The edge is now a mid grey, far from the frame's white for every colour vision."""
    from render.colour_vision import DEFICIENCIES, delta_e
    from render.paper_world import CARD_EDGES

    for kind in (None, *DEFICIENCIES):
        assert delta_e(CARD_EDGES["K"], theme.LAST_TURN, kind) >= 40, kind


def test_points_sheet_labels_and_values_never_run_together():
    """ "Objectives+4" ran together. With two-digit values every label and value keep apart."""
    from render import paper_world as pw
    from tests.render_checks import layout_faults

    state = GAME.setup(2, 3, {})
    view = GAME.view(state, None)
    for part in view["breakdown"]:
        part.update(stars=13, objectives=12, scissors=12, hand=-14, discard=-15, total=8)
    with theme.recording():
        image = pw._landscapes(view, ["Ann", "Bob"], [0, 1])
    assert layout_faults(image) == []
    labels = [b.label for b in theme.drawn(image) if b.kind == "text"]
    assert "Objectives" in labels and "+12" in labels


# ------------------------------------------------------------------ every language's words fit
def _words_cut(image) -> list[str]:
    """Texts drawn with an ellipsis outside a name: words a language made too long for their room.
    (A name may be shortened; the words around it never.)"""
    cut = []
    for box in theme.drawn(image):
        depth = 0
        for char in box.content if box.kind == "text" else "":
            if char == fonts.FSI:
                depth += 1
            elif char == fonts.PDI:
                depth = max(0, depth - 1)
            elif char == "…" and depth == 0:
                cut.append(box.content)
                break
    return cut


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("code", ["en-US", PSEUDO])
def test_boards_in_a_long_language_keep_every_word_whole(code, players):
    """Mid-game and final boards, public and private, with the longest names and three-digit scores,
    in English and in the pseudo-locale (every word 40% longer): no box overlaps another or leaves
    its panel, every mark keeps its legend entry, no word is cut, no text is under the smallest size."""
    from tests.board_samples import names_for, played, widest
    from tests.render_checks import layout_faults, legend_faults

    names = names_for(players)
    states = played("paper-world", players)
    mid = states[len(states) // 2]
    faults = []
    for moment, state, seat in (("mid-game", mid, None), ("mid-game", mid, 1), ("final", states[-1], 0)):
        pw._card_tile.cache_clear()
        with theme.recording(), theme.text_size_probe() as probe:
            images = draw_views("paper-world", widest(GAME.view(state, seat)), names, code)
        assert min(probe.sizes) >= pw.SMALL
        for n, image in enumerate(images):
            where = f"{code} {players}p {moment} seat {seat} image {n + 1}"
            faults += [f"{where}: {fault}" for fault in layout_faults(image) + legend_faults(image)]
            faults += [f"{where}: cut {text!r}" for text in _words_cut(image)]
    assert not faults, "\n".join(faults[:30])
