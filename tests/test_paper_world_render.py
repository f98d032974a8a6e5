"""Paper World images: the chat-column limits, determinism, what the public and private images
show, black cards drawn dark and named, the last turn outlined, and no hidden card in any public image."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from lang import PSEUDO, Speaker
from render import draw_views, fonts, render_images, render_view, theme, words
from render.paper_world import board as pw_board
from render.paper_world import cards as pw_cards
from render.paper_world import draw, draw_all
from render.paper_world import legend as pw_legend
from render.paper_world import look as pw_look
from render.paper_world import table as pw_table
from render.theme import to_png
from rules.paper_world import GAME
from rules.paper_world.scenario import build_state
from tests.game_checks import paper_world_shuffle_hidden as shuffle_hidden
from tests.render_checks import chat_images, patch_theme_function

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
    """Public and private views, early, mid-game and at the end: one image of the table (two in a
    seat's own images, its hand after it), within the chat column's limits, the same bytes every time."""
    for steps in (0, 40, 5000):
        state = midgame(players, players, steps, options)
        names = NAMES[:players]
        for seat in (None, 0, state["current"]):
            view = GAME.view(state, seat)
            assert len(chat_images("paper-world", view, names)) == (1 if seat is None else 2)
            pngs = render_images("paper-world", view, names)
            assert all(len(png) < 400_000 for png in pngs)
            assert pngs == render_images("paper-world", GAME.view(state, seat), names)
            assert render_view("paper-world", view, names) == pngs[0]


def test_a_seats_images_add_only_its_hand():
    """The public post shows the table alone; a seat's own images show the same piles and
    objectives (its own landscape first) and then its hand, which differs from seat to seat."""
    state = build_state(hands=[["Y2", "Y2", "B3"], ["K5"]], piles=[["G3"], ["B1"], [], ["K2"], ["Y4"]])
    names = ["Ann", "Bo"]
    public = draw_all(GAME.view(state, None), names)
    mine = draw_all(GAME.view(state, 0), names)
    other = draw_all(GAME.view(state, 1), names)
    assert len(public) == 1 and len(mine) == 2 and len(other) == 2
    piles = (0, 0, pw_look.WIDTH, pw_table._piles(GAME.view(state, None)).height)
    assert mine[0].crop(piles).tobytes() == public[0].crop(piles).tobytes()
    assert to_png(other[1]) != to_png(mine[1])


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
    black = pw_cards._card_tile("K3", 100, 100, None, "Black").convert("RGB")
    pixels = [black.getpixel((x, y)) for x in range(20, 80) for y in range(30, 40)]
    assert sum(sum(p) for p in pixels) / (3 * len(pixels)) < 90  # drawn dark, not light grey
    for code in ("en-US", PSEUDO):
        written: list[str] = []
        patch = pytest.MonkeyPatch()

        def recording(image, xy, content, *args, **kwargs):
            written.append(str(content))
            return original(image, xy, content, *args, **kwargs)

        pw_cards._card_tile.cache_clear()
        original = patch_theme_function(patch, "paste_text", recording)
        try:
            with words.speaking(code, []):
                for card in ("Y1", "B2s", "G4", "K5"):
                    pw_cards._card(ImageDraw.Draw(Image.new("RGB", (200, 200))), (0, 0, 100, 100), card)
        finally:
            patch.undo()
        speaker = Speaker(code)
        names = [speaker.t(f"pw-colour-{key}") for key in ("yellow", "blue", "green", "black")]
        shorts = [speaker.t(f"pw-colour-{key}-short") for key in ("yellow", "blue", "green", "black")]
        colours = [w for w in written if w in names or w in shorts]
        assert len(colours) == 4 and all(w in (n, s) for w, n, s in zip(colours, names, shorts, strict=True)), colours


def _changed_box(view, other, names):
    """The bounding box of the pixels where two views' first images differ (unquantized)."""
    a, b = pw_board._board_rgb(view, names), pw_board._board_rgb(other, names)
    diff = [
        (x, y)
        for x in range(0, a.width, 2)
        for y in range(0, min(a.height, b.height), 2)
        if a.getpixel((x, y)) != b.getpixel((x, y))
    ]
    return diff


def _bands(view, names):
    """Where the piles end and the legend starts in a view's table image (public order of seats)."""
    piles = pw_table._piles(view).height
    below = piles + pw_table._landscapes(view, names, list(range(view["players"]))).height
    return piles, below + pw_table._objectives(view).height


def test_last_turn_outlines_the_pile_taken_from_and_the_card_placed():
    state = build_state(hands=[["Y1"], ["K1"]], piles=[["G3"], ["B1"], ["B2"], ["K2"], ["Y4"]])
    take = next(a.id for a in GAME.legal_actions(state, 0) if a.id.startswith("take:c:B"))
    after = GAME.apply(state, 0, take).state
    last = GAME.view(after, None)["last_turn"]
    assert last["seat"] == 0 and sorted(last["piles"]) == [1, 2] and last["cells"] == []
    names = ["Ann", "Bo"]
    view = GAME.view(after, None)
    diff = _changed_box(view, {**view, "last_turn": None}, names)
    assert diff
    piles_end, legend_top = _bands(view, names)
    # only the piles changed, and the legend, which names the last turn only when something is outlined
    ys = [y for _, y in diff]
    assert all(y <= piles_end or y >= legend_top for y in ys)
    assert any(y <= piles_end for y in ys)
    # Bo's turn: placing a card outlines it in Bo's landscape, and the piles' marks are gone.
    place = next(a.id for a in GAME.legal_actions(after, 1) if a.id.startswith("place"))
    placed = GAME.apply(after, 1, place).state
    last = GAME.view(placed, None)["last_turn"]
    assert last["seat"] == 1 and last["piles"] == [] and len(last["cells"]) == 1
    view = GAME.view(placed, None)
    diff = _changed_box(view, {**view, "last_turn": None}, names)
    piles_end, legend_top = _bands(view, names)
    xs = [x for x, y in diff if y < legend_top]  # the legend below names the last turn
    assert xs and min(xs) >= pw_look.MARGIN + pw_table.PANEL_W  # Bo's panel is the right-hand one
    assert all(y > piles_end for x, y in diff)


def test_a_black_cards_edge_cannot_pass_for_the_last_turn_frame():
    """The white last-turn frame was lost on black cards, whose own edge was light grey.
    The edge is now a mid grey, far from the frame's white for every colour vision."""
    from render.colour_vision import DEFICIENCIES, delta_e
    from render.paper_world.look import CARD_EDGES

    for kind in (None, *DEFICIENCIES):
        assert delta_e(CARD_EDGES["K"], theme.LAST_TURN, kind) >= 40, kind


def test_the_table_draws_no_points():
    """The post's text gives the standings: the table's image draws no score, total or breakdown."""
    state = midgame(2, 3, 60)
    view = GAME.view(state, None)
    view["scores"] = [913, 857]
    for part in view["breakdown"]:
        part.update(stars=731, objectives=742, scissors=753, hand=-764, discard=-775, total=786)
    with theme.recording():
        image = pw_board._board_rgb(view, ["Ann", "Bob"])
    texts = [b.label for b in theme.drawn(image) if b.kind == "text"]
    assert texts and not [t for t in texts if any(str(n) in t for n in (913, 857, 731, 742, 753, 764, 775, 786))]
    assert not {"Total", "Stars", "Objectives", "Scissors"} & set(texts)


def test_scissors_cards_carry_the_pictogram_and_the_token_sits_on_one():
    """A card with the scissors logo shows the scissors pictogram (the ✂ the text writes after its
    name); the card holding the token shows the token in its place and a red frame; the legend
    explains both."""
    for steps in (30, 60, 90):
        state = midgame(4, 7, steps)
        view = GAME.view(state, None)
        if view["scissors"] is not None:
            break
    assert view["scissors"] is not None
    token = view["scissors"]
    tops = [(seat, pile) for seat, land in enumerate(view["landscapes"]) for pile in land["stacks"]]
    plain = [
        p for s, p in tops if p["top"].endswith("s") and (s, p["x"], p["y"]) != (token["seat"], token["x"], token["y"])
    ]
    plain += [p for p in view["piles"] if p["size"] and p["top"].endswith("s")]
    pw_cards._card_tile.cache_clear()
    with theme.recording():
        image = pw_board._board_rgb(view, NAMES)
    boxes = theme.drawn(image)
    marks = [b.meaning for b in boxes if b.kind in ("symbol", "frame")]
    legend = {b.meaning for b in boxes if b.kind == "legend"}
    assert plain and marks.count("scissors logo") == len(plain)
    assert marks.count("scissors token") == 2  # the token on the card and the card's red frame
    assert {"scissors logo", "scissors token"} <= legend
    assert Speaker("en-US").t("pw-scissors-mark", name="Blue 2") == "Blue 2✂"  # the text's mark


@pytest.mark.parametrize("code", ["en-US", "fr", "ja"])
def test_objectives_show_what_they_ask_and_the_tokens_they_still_pay(code):
    """Each objective is named in the reader's language, with the tokens it still pays (highest
    first) and who took which; the legend says what a token is."""
    state = midgame(3, 5, 400)
    view = GAME.view(state, None)
    assert any(o["taken"] for o in view["objectives"]), "the sample game scored no objective"
    speaker = Speaker(code)
    with theme.recording(), words.speaking(code, NAMES[:3]):
        image = pw_table._objectives(view)
        legend = pw_legend._legend(view, NAMES[:3], pw_legend._board_marks(view))
    texts = [b.label for b in theme.drawn(image) if b.kind == "text"]
    tokens = [b for b in theme.drawn(image) if b.meaning == "objective token"]
    badges = [b.label for b in theme.drawn(image) if b.label.startswith("seat ")]
    for o in view["objectives"]:
        name = speaker.t("pw-board-objective", name=speaker.t(f"pw-objective-{o['id']}"), number=o["id"])
        assert "".join(texts).replace(" ", "").find(theme.visible(name).replace(" ", "")) >= 0, name
    assert [b.label for b in tokens] == [f"{v} points token" for o in view["objectives"] for v in o["tokens"]]
    assert len(badges) == sum(len(o["taken"]) for o in view["objectives"])
    assert legend is not None and "objective token" in {b.meaning for b in theme.drawn(legend) if b.kind == "legend"}


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
        pw_cards._card_tile.cache_clear()
        with theme.recording(), theme.text_size_probe() as probe:
            images = draw_views("paper-world", widest(GAME.view(state, seat)), names, code)
        assert min(probe.sizes) >= pw_look.TEXT_PX
        for n, image in enumerate(images):
            where = f"{code} {players}p {moment} seat {seat} image {n + 1}"
            faults += [f"{where}: {fault}" for fault in layout_faults(image) + legend_faults(image)]
            faults += [f"{where}: cut {text!r}" for text in _words_cut(image)]
    assert not faults, "\n".join(faults[:30])
