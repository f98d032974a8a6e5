"""Sheherazade images: the chat-column limits, one image per board, what a seat's own image adds
(its island in full, its legal targets), the last turn outlined, no points drawn, and no public
image depending on hidden tiles."""

from __future__ import annotations

import random
import re

import pytest

from lang import PSEUDO
from render import draw_views, render_images, render_view, theme, words
from render.chat_layout import SMALL
from render.sheherazade import board as sh_board
from render.sheherazade import draw, draw_all
from render.sheherazade import images as sh_images
from render.sheherazade import look as sh_look
from render.sheherazade import players as sh_players
from render.sheherazade import tiles as sh_tiles
from render.theme import to_png
from rules.sheherazade.data import ISLAND_TILES
from rules.sheherazade.engine import GAME
from tests.board_samples import names_for, played, widest
from tests.game_checks import sheherazade_shuffle_hidden as shuffle_hidden
from tests.render_checks import chat_images, layout_faults, legend_faults, patch_theme_function

NAMES = ["Alice", "Bob", "Chloé 🎲", "Дмитрий", "Esmeralda Longname"]


def play_to(players, seed, stop):
    rng = random.Random(seed)
    state = GAME.setup(players, seed)
    while not GAME.is_over(state) and not stop(state):
        seat = state["current"]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)).id).state
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_images_fit_the_chat_column(players):
    """Every board of the public view and the acting seat's, early, mid-game and at the end:
    within the chat layout's limits (chat_images checks width and text size), and one image at
    every table size, so that the turn post shows it whole at the column's width."""
    names = NAMES[:players]
    for stop in (lambda s: s["move"] >= 2, lambda s: s["move"] >= 30, lambda s: False):
        state = play_to(players, players, stop)
        for seat in (None, state["current"]):
            drawn = chat_images("sheherazade", GAME.view(state, seat), names)
            assert len(drawn) == 1
            pngs = render_images("sheherazade", GAME.view(state, seat), names)
            assert all(png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 400_000 for png in pngs)
            assert render_view("sheherazade", GAME.view(state, seat), names) == pngs[0]


def test_a_seats_own_image_adds_its_island_in_full():
    """Everyone's image has a row per player; only a seat's own adds its island (heading with
    "(you)", the Dream column and the grid), which no other seat's image shows."""
    state = play_to(5, 3, lambda s: s["move"] >= 20)
    with theme.recording(), words.speaking("en-US", NAMES):
        public = draw(GAME.view(state, None), NAMES)
        own = draw(GAME.view(state, 3), NAMES)
    assert own.height > public.height + 3 * sh_look.TH
    assert "Дмитрий (you)" in _texts(own)
    assert not any("(you)" in text for text in _texts(public))
    for image in (public, own):
        badges = {b.label for b in theme.drawn(image) if b.kind == "symbol" and b.label.endswith("badge")}
        assert badges >= {f"seat {s + 1} badge" for s in range(5)}


def test_seat_image_marks_legal_slots_public_image_does_not():
    state = play_to(4, 2, lambda s: s["phase"] == "place")
    assert state["phase"] == "place"
    seat = state["current"]
    names = ["A", "B", "C", "D"]
    mine = GAME.view(state, seat)
    assert len(mine["legal"]["slots"]) >= 2
    public = GAME.view(state, None)
    assert to_png(draw(mine, names)) != to_png(draw(public, names))
    assert "legal" not in GAME.view(state, (seat + 1) % 4) and "legal" not in public


def test_two_player_lookout_sees_its_draw_others_see_backs():
    state = play_to(2, 4, lambda s: s["phase"] == "hide")
    lookout = state["lookout"]
    names = ["A", "B"]
    own = to_png(draw(GAME.view(state, lookout), names))
    rival = GAME.view(state, 1 - lookout)
    public = GAME.view(state, None)
    assert rival["face_down"] == 3 and "drawn" not in rival["private"]
    assert own != to_png(draw(rival, names))
    assert to_png(draw(public, names)) == to_png(draw({**rival, "seat": None, "private": {}}, names))


@pytest.mark.parametrize("players", [2, 5])
def test_every_public_image_ignores_hidden_tiles(players):
    """Stacks, the Lookout's draw and the face-down tile reshuffled: every public image is the same bytes."""
    rng = random.Random(players)
    names = NAMES[:players]
    for stop in (lambda s: s["phase"] in ("hide", "take") and s["move"] > 3, lambda s: s["move"] >= 41):
        state = play_to(players, 7, stop)
        expected = render_images("sheherazade", GAME.view(state, None), names)
        for _ in range(2):
            assert render_images("sheherazade", GAME.view(shuffle_hidden(state, rng), None), names) == expected


def test_last_turn_outlines_the_placed_tile_and_stack_in_every_view():
    state = play_to(3, 5, lambda s: s["phase"] == "place")
    seat = state["current"]
    slot = GAME.view(state, seat)["legal"]["slots"][0]
    tile = state["holding"]
    after = GAME.apply(state, seat, f"place:{slot[0]},{slot[1]}").state
    last = GAME.view(after, None)["last_turn"]
    assert last["seat"] == seat and [seat, tile] in last["placed"]
    for viewer in (None, seat, (seat + 1) % 3):
        view = GAME.view(after, viewer)
        marked = sh_board._board(view, seat, NAMES[:3])
        plain = sh_board._board({**view, "last_turn": None}, seat, NAMES[:3])
        diff = [
            (x, y)
            for x in range(marked.width)
            for y in range(marked.height)
            if marked.getpixel((x, y)) != plain.getpixel((x, y))
        ]
        assert diff and all(
            p == theme.LAST_TURN or p == theme.LAST_TURN_INNER for p in (marked.getpixel(q) for q in diff)
        )
        gx = sh_look.MARGIN + sh_look.DREAM_W + 2 * sh_look.GAP
        top = marked.info["grid_top"]
        x0, y0 = gx + slot[1] * (sh_look.TW + sh_look.GAP), top + slot[0] * (sh_look.TH + sh_look.GAP)
        xs, ys = [x for x, _ in diff], [y for _, y in diff]
        assert (
            x0 - 8 <= min(xs)
            and max(xs) <= x0 + sh_look.TW + 8
            and y0 - 8 <= min(ys)
            and max(ys) <= y0 + sh_look.TH + 8
        )
        # the player's row outlines the counts the tile raised, in every view, and only those
        row = sh_players._player_row(view, seat, NAMES[:3])
        calm = sh_players._player_row({**view, "last_turn": None}, seat, NAMES[:3])
        changed = [
            row.getpixel((x, y))
            for x in range(row.width)
            for y in range(row.height)
            if row.getpixel((x, y)) != calm.getpixel((x, y))
        ]
        assert changed and all(p in (theme.LAST_TURN, theme.LAST_TURN_INNER) for p in changed)


def test_last_turn_starts_afresh_with_the_next_player():
    state = play_to(3, 5, lambda s: s["phase"] == "name")
    seat = state["current"]
    named = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0].id).state
    earlier = GAME.view(named, None)["last_turn"]
    assert earlier["seat"] == seat and any(s == seat for s, _ in earlier["placed"])  # placed, then named
    nxt = named["current"]
    took = GAME.apply(named, nxt, GAME.legal_actions(named, nxt)[0].id).state
    last = GAME.view(took, None)["last_turn"]
    assert last["seat"] == nxt and not any(entry in last["placed"] for entry in earlier["placed"])


def test_no_developer_note_on_the_images():
    """The stand-in tile table is explained in /rules, not written on the board."""
    state = play_to(3, 1, lambda s: s["move"] >= 10)
    view = GAME.view(state, None)
    assert view["stand_in_tiles"]
    written: list[str] = []
    patch = pytest.MonkeyPatch()

    def recording(image, xy, content, *args, **kwargs):
        written.append(str(content))
        return original(image, xy, content, *args, **kwargs)

    sh_tiles.island_tile.cache_clear()
    sh_tiles.dream_tile.cache_clear()
    original = patch_theme_function(patch, "paste_text", recording)
    try:
        draw_all(view, NAMES[:3])
    finally:
        patch.undo()
    assert written and not any("stand-in" in w.lower() for w in written)


def _texts(image):
    return [b.label for b in theme.drawn(image) if b.kind == "text"]


def test_no_points_are_drawn_the_turn_posts_text_has_them():
    """The standings are the turn post's text: mid-game and at the end, no image draws a player's
    points (set to three digits no count or move number on the board reaches) nor a panel of them, and
    every player still has a row with their badge."""
    from tests.render_checks import draw_recorded

    names = names_for(5)
    for stop in (lambda s: s["move"] >= 40, lambda s: False):
        state = play_to(5, 3, stop)
        for seat in (None, 2):
            view = {**GAME.view(state, seat), "scores": [907 + 11 * s for s in range(5)]}
            (image,) = draw_recorded("sheherazade", view, names)
            texts = [theme.visible(t) for t in _texts(image)]
            assert not [t for t in texts for score in view["scores"] if str(score) in t], texts
            assert not {"Points so far", "Final points"} & set(texts)
            badges = {b.label for b in theme.drawn(image) if b.kind == "symbol" and b.label.endswith("badge")}
            assert badges >= {f"seat {s + 1} badge" for s in range(5)}


def test_a_flipped_tile_shows_only_its_genie_side():
    """The "Genie" word was drawn over the old tile's element names."""
    with theme.recording():
        tile = sh_tiles.island_tile(next(iter(ISLAND_TILES)), True, "en-US")
    assert _texts(tile) == ["Genie"]


# ---------------------------------------------------------------------- the pseudo-locale
ISOLATED = re.compile("\u2068[^\u2069]*\u2069")  # a name, isolated for drawing


def _draw_recorded_in(locale, view, names):
    """Every image of ``view`` drawn in ``locale`` with the layout record and the text sizes kept."""
    sh_images._palette()
    for cached in (sh_tiles.island_tile, sh_tiles.dream_tile, sh_tiles.tile_back):
        cached.cache_clear()  # drawn again, so that their words are recorded
    with theme.recording(), theme.text_size_probe() as probe:
        images = draw_views("sheherazade", view, names, locale)
    assert probe.sizes and min(probe.sizes) >= SMALL
    return images


@pytest.mark.parametrize("players", [2, 5])
def test_pseudo_locale_boards_keep_the_layout_and_leave_no_english(players):
    """Mid-game (public and the acting seat's view) and final boards in en-XA (every word accented
    and 40% longer), with the longest names and three-digit scores: no text leaves its panel or
    overlaps another, every mark keeps its legend, and every word drawn comes from the catalogue
    (what is left once names are taken out has no unaccented letter)."""
    names = names_for(players)
    states = played("sheherazade", players)
    mid = states[len(states) // 2]
    moments = ((mid, None), (mid, mid["current"]), (states[-1], None))
    for state, seat in moments:
        for n, image in enumerate(_draw_recorded_in(PSEUDO, widest(GAME.view(state, seat)), names)):
            where = f"{players}p move {state['move']} seat {seat} image {n + 1}"
            assert layout_faults(image) == [], where
            assert legend_faults(image) == [], where
            for box in theme.drawn(image):
                if box.kind == "text":
                    words_only = ISOLATED.sub("", box.content)
                    assert not re.search("[A-Za-z]", words_only), (where, box.content)


def test_english_boards_are_drawn_in_english():
    state = play_to(3, 3, lambda s: s["move"] >= 20)
    texts = [t for image in _draw_recorded_in("en-US", GAME.view(state, None), NAMES[:3]) for t in _texts(image)]
    assert {"Upper", "Central", "Lower", "Dream"} <= set(texts) and any(t.startswith("Round ") for t in texts)
