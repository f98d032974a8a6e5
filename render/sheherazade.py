"""Sheherazade board image: round, Lookout, stacks and the current offer at the top, then every
player's island: Dream column, character board (scores so far, bandit standing) and the 3 x 4 grid.

Draws only from a view (``rules.sheherazade`` ``GAME.view``). Tiles are drawn once and cached as
small images (the same 80 tiles repeat in every image), which keeps a five-board image fast.
In a seat's own image the legal targets of its current decision are outlined in the accent colour.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.theme import ACCENT, BACKGROUND, BAD, GOOD, GRID, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, Color
from rules.sheherazade.data import DREAM_KINDS, DREAM_TILES, ISLAND_TILES, STACK_NAMES

T = 76  # Island tile side
GAP = 4
DREAM_W = 88
DREAM_H = (3 * T + 2 * GAP - 3 * GAP) // 4
CHAR_W = 116
STRIP_H = 34
MARGIN = 16
BOARD_W = DREAM_W + GAP * 2 + CHAR_W + GAP * 2 + 4 * T + 3 * GAP
BOARD_H = STRIP_H + 6 + 3 * T + 2 * GAP
TOP_H = 176

ROW_FILL: dict[str, Color] = {"U": (70, 96, 140), "M": (66, 112, 92), "L": (138, 108, 70)}
ROW_EMPTY: dict[str, Color] = {"U": (46, 54, 72), "M": (44, 60, 56), "L": (64, 56, 46)}
GENIE_FILL: Color = (74, 44, 122)
DREAM_FILL: Color = (28, 36, 84)
DREAM_EDGE: Color = (120, 130, 200)
GOLD: Color = (250, 204, 70)
# element -> (chip colour, label)
ELEMENT_STYLE: dict[str, tuple[Color, str]] = {
    "palm": ((40, 150, 80), "Palm"),
    "roc": ((120, 72, 40), "Roc"),
    "egg": ((240, 232, 206), "Egg"),
    "monkey": ((168, 112, 58), "Monkey"),
    "fennec": ((236, 150, 56), "Fennec"),
    "camel": ((214, 184, 120), "Camel"),
    "elephant": ((132, 136, 150), "Elephant"),
    "snake": ((120, 168, 40), "Snake"),
    "emerald": ((16, 200, 140), "Emerald"),
    "ruby": ((222, 34, 74), "Ruby"),
    "diamond": ((176, 226, 255), "Diamond"),
    "lamp": (GOLD, "Lamp"),
    "bandit": ((16, 16, 18), "Bandit"),
}
GEMS = {"emerald", "ruby", "diamond"}
DREAM_SHORT = {
    "roc": ("Roc", "2 per Roc"), "monkey": ("Monkey", "2 per Monkey"), "fennec": ("Fennec", "3 per Fennec"),
    "camel": ("Camel", "4 per Camel"), "elephant": ("Elephant", "5 per Eleph."), "gem_column": ("Gem cols", "2/6/12 a col"),
    "gem_line": ("Gem rows", "2/5/10 a row"), "lamp": ("Lamp", "1:4  2:12"), "snake": ("Snake", "1:10  2:5"),
    "genie": ("Genie", "4 per flip"),
}


# ------------------------------------------------------------------ text from cached glyph masks
_text = theme.paste_text
_mix = theme.mix


# ------------------------------------------------------------------ tiles (cached images)
def _chip(image: Image.Image, draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], element: str,
          dim: bool, size: int) -> None:
    fill, label = ELEMENT_STYLE.get(element, ((120, 120, 120), element.title()))
    x0, y0, x1, y1 = box
    ink = theme.contrast_text(fill)
    if element == "bandit":
        ink = (255, 110, 110)
    if dim:
        fill = _mix(fill, GENIE_FILL, 0.7)
        ink = _mix(ink, GENIE_FILL, 0.5)
    if element in GEMS:  # gems: pointed ends
        mid = (y0 + y1) / 2
        draw.polygon([(x0, mid), (x0 + 7, y0), (x1 - 7, y0), (x1, mid), (x1 - 7, y1), (x0 + 7, y1)], fill=fill)
    else:
        draw.rounded_rectangle(box, radius=(y1 - y0) // 2, fill=fill)
    _text(image, ((x0 + x1) / 2, (y0 + y1) / 2 + 1), label, size=size, color=ink, anchor="mm")


@lru_cache(maxsize=512)
def island_tile(tile: str, flipped: bool) -> Image.Image:
    elements = ISLAND_TILES.get(tile, [])
    back = GENIE_FILL if flipped else ROW_FILL.get(tile[0], PANEL_LIGHT)
    image = Image.new("RGB", (T, T), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, T - 1, T - 1), radius=7, fill=back,
                           outline=GOLD if flipped else _mix(back, (255, 255, 255), 0.35), width=2)
    top = 5
    if flipped:
        _text(image, (T / 2, 4), "GENIE", size=13, color=GOLD, bold=True, anchor="mt")
        top = 20
    n = max(1, len(elements))
    space = T - top - 12  # the id sits in the bottom corner
    chip_h = min(20, (space - (n - 1) * 2) // n)
    y = top + (space - n * chip_h - (n - 1) * 2) // 2
    for element in elements:
        _chip(image, draw, (4, y, T - 5, y + chip_h), element, flipped, 14 if chip_h >= 17 else 12)
        y += chip_h + 2
    _text(image, (T - 5, T - 3), tile, size=9, color=_mix(back, (255, 255, 255), 0.55), anchor="rd")
    return image


@lru_cache(maxsize=64)
def dream_tile(kind: str, width: int, height: int) -> Image.Image:
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=7, fill=DREAM_FILL, outline=DREAM_EDGE, width=2)
    for sx, sy in ((6, height - 14), (width - 7, height - 18), (12, height - 6), (width - 14, height - 6)):
        draw.ellipse((sx - 1, sy - 1, sx + 1, sy + 1), fill=(220, 220, 255))
    name, rule = DREAM_SHORT.get(kind, (DREAM_KINDS.get(kind, {}).get("name", kind), ""))
    _text(image, (width / 2, 4), name, size=16, color=TEXT, anchor="mt")
    _text(image, (width / 2, 23), rule, size=11, color=(190, 196, 240), anchor="mt")
    return image


@lru_cache(maxsize=16)
def tile_back(stack: str, width: int, height: int, emblem: bool = True) -> Image.Image:
    """A tile's back: Genie for Island tiles, starlit sky for Dream tiles."""
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    fill = DREAM_FILL if stack == "D" else GENIE_FILL
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=7, fill=fill, outline=GOLD, width=2)
    if emblem:
        draw.ellipse((width / 2 - 9, height / 2 - 16, width / 2 + 9, height / 2 + 2), outline=GOLD, width=2)
    _text(image, (width / 2, height - 6), STACK_NAMES.get(stack, stack), size=12, color=GOLD, anchor="md")
    return image


def _paste_dream(image: Image.Image, tile: str, x: int, y: int, width: int, height: int, points: int | None) -> None:
    image.paste(dream_tile(DREAM_TILES[tile], width, height), (x, y))
    if points is not None:
        _text(image, (x + width / 2, y + height - 4), f"{points} pts", size=14,
              color=GOOD if points > 0 else TEXT_DIM, bold=points > 0, anchor="md")


def _paste_tile(image: Image.Image, tile: str, x: int, y: int, flipped: bool = False) -> None:
    if tile[0] == "D":
        _paste_dream(image, tile, x, y, T, T, None)
    else:
        image.paste(island_tile(tile, flipped), (x, y))


def _outline(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], color: Color = ACCENT,
             width: int = 4) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=9, outline=color, width=width)


# ------------------------------------------------------------------ layout pieces
def _per_row(players: int) -> int:
    return 2 if players in (2, 4) else 3


def _top_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str],
               width: int, y: int) -> None:
    legal = view.get("legal") or {}
    private = view.get("private") or {}
    draw.rectangle((0, y, width, y + TOP_H), fill=PANEL)
    # round and Lookout
    x = MARGIN
    _text(image, (x, y + 10), f"Round {view['round']} / {view['rounds']}", size=24, bold=True)
    lookout = view["lookout"]
    _text(image, (x, y + 44), "Lookout:", size=16, color=TEXT_DIM)
    draw.rectangle((x + 70, y + 46, x + 80, y + 60), fill=theme.seat_color(lookout))
    _text(image, (x + 86, y + 44), theme.fit_text(f"P{lookout + 1} {names[lookout]}", 16, 150), size=16, bold=True)
    # stacks
    _text(image, (x, y + 74), "Stacks (tiles left)", size=14, color=TEXT_DIM)
    sx = x
    stack_targets = set(legal.get("targets", [])) if legal.get("kind") == "stack" else set()
    for stack, count in view["stacks"].items():
        image.paste(tile_back(stack, 56, 64, False), (sx, y + 94))
        _text(image, (sx + 28, y + 118), str(count) if count else "-", size=24, color=TEXT if count else TEXT_DIM,
              anchor="mm")
        if stack in stack_targets:
            _outline(draw, (sx, y + 94, sx + 56, y + 158))
        sx += 62
    # the offer
    ox = 290
    draw.line((ox - 14, y + 12, ox - 14, y + TOP_H - 12), fill=GRID, width=2)
    _text(image, (ox, y + 10), _status_line(view, names), size=18, bold=True, color=ACCENT if not view["over"] else TEXT)
    tiles_y = y + 40
    take_targets = set(legal.get("targets", [])) if legal.get("kind") == "take" else set()
    hide_phase = legal.get("kind") == "hide"
    cx = ox
    shown: list[tuple[str, str]] = []  # (tile or '', marker)
    if private.get("drawn"):
        shown = [(t, "hide?" if hide_phase else "") for t in private["drawn"]]
    else:
        shown = [(t, "") for t in view["offer"]]
        if view["face_down"]:
            secret = private.get("secret")
            shown += [(secret, "face down") if secret else ("", "back")] * (1 if secret else view["face_down"])
    if view.get("holding"):
        shown.append((view["holding"], "placing"))
    for index, (tile, marker) in enumerate(shown):
        if marker == "back":
            image.paste(tile_back(view.get("face_down_stack") or "U", T, T), (cx, tiles_y))
        else:
            _paste_tile(image, tile, cx, tiles_y)
        if marker == "face down":
            draw.rectangle((cx + 2, tiles_y + T - 18, cx + T - 2, tiles_y + T - 2), fill=GENIE_FILL)
            _text(image, (cx + T / 2, tiles_y + T - 10), "face down", size=12, color=GOLD, anchor="mm")
        if marker == "placing":
            _text(image, (cx + T / 2, tiles_y + T + 6), "being placed", size=12, color=TEXT_DIM, anchor="mt")
        target = tile in take_targets or (marker in ("face down", "back") and "hidden" in take_targets)
        if target or (hide_phase and str(index) in legal.get("targets", [])):
            _outline(draw, (cx, tiles_y, cx + T, tiles_y + T))
        cx += T + 12
    if not shown and not view["over"]:
        _text(image, (ox, tiles_y + 30), "No tiles on offer", size=16, color=TEXT_DIM)
    # who has picked this round, the discard pile (2 players)
    info_x = max(cx + 10, ox + 5 * (T + 12) + 10)
    if view["over"]:
        result = view["result"]
        _text(image, (ox, tiles_y), "Final scores", size=16, color=TEXT_DIM)
        for i, seat in enumerate(result["ranking"]):
            line = f"{result['places'][seat]}. P{seat + 1} {names[seat]}  {result['scores'][seat]}"
            col, row_ = divmod(i, 3)
            _text(image, (ox + col * 260, tiles_y + 24 + row_ * 24), theme.fit_text(line, 17, 250), size=17,
                  color=ACCENT if seat in result["winners"] else TEXT)
    else:
        _text(image, (info_x, y + 44), "Picked this round:", size=15, color=TEXT_DIM)
        py = y + 66
        for seat in view["picked"]:
            draw.rectangle((info_x, py + 3, info_x + 10, py + 15), fill=theme.seat_color(seat))
            _text(image, (info_x + 16, py), theme.fit_text(f"P{seat + 1} {names[seat]}", 15, 170), size=15)
            py += 20
        if not view["picked"]:
            _text(image, (info_x, py), "nobody yet", size=15, color=TEXT_DIM)
    if view["discard"]:
        dx = width - MARGIN - 2 * (T + 8)
        _text(image, (dx, y + 12), f"Discarded ({len(view['discard'])})", size=15, color=TEXT_DIM)
        for i, tile in enumerate(view["discard"][-2:]):
            _paste_tile(image, tile, dx + i * (T + 8), y + 40)


def _status_line(view: dict[str, Any], names: list[str]) -> str:
    if view["over"]:
        winners = view["result"]["winners"]
        who = " & ".join(names[s] for s in winners)
        return f"Game over: {who} {'wins' if len(winners) == 1 else 'share the win'}"
    seat = view["current"]
    who = names[seat]
    phase = view["phase"]
    if phase == "stack":
        return f"{who} (Lookout) chooses a stack"
    if phase == "hide":
        return f"{who} looks at 3 tiles and hides one"
    if phase == "take":
        return f"{who} takes a tile"
    if phase == "place":
        return f"{who} places {view['holding']}"
    if phase == "name":
        return f"{who} names who picks next"
    return ""


def _board(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], seat: int, names: list[str],
           x: int, y: int) -> None:
    board = view["boards"][seat]
    acting = seat in view["to_act"]
    legal = view.get("legal") or {}
    mine = view.get("seat") == seat
    tags = []
    if seat == view["lookout"]:
        tags.append("Lookout")
    if seat in view["picked"]:
        tags.append("picked")
    if mine:
        tags.append("you")
    detail = f"{' / '.join(tags)}   {view['scores'][seat]} pts" if tags else f"{view['scores'][seat]} pts"
    theme.player_strip(draw, (x, y), BOARD_W, seat, f"P{seat + 1} {names[seat]}", acting, detail, height=STRIP_H)
    if legal.get("kind") == "name" and seat in legal.get("seats", []):
        _outline(draw, (x, y, x + BOARD_W, y + BOARD_H), width=3)
    top = y + STRIP_H + 6
    # Dream column
    dream_points = {t: p for t, p in view["dream_points"][seat]}
    for i, tile in enumerate(board["dream"]):
        dy = top + i * (DREAM_H + GAP)
        if tile is None:
            draw.rounded_rectangle((x, dy, x + DREAM_W, dy + DREAM_H), radius=7, fill=(34, 38, 56), outline=(60, 66, 96))
            _text(image, (x + DREAM_W / 2, dy + DREAM_H / 2), "Dream", size=12, color=(90, 96, 130), anchor="mm")
        else:
            _paste_dream(image, tile, x, dy, DREAM_W, DREAM_H, dream_points.get(tile))
    # character board with the scores so far
    cx = x + DREAM_W + 2 * GAP
    ch = 3 * T + 2 * GAP
    draw.rounded_rectangle((cx, top, cx + CHAR_W, top + ch), radius=8, fill=PANEL_LIGHT,
                           outline=theme.seat_color(seat), width=3)
    _text(image, (cx + CHAR_W / 2, top + 5), view["characters"][seat], size=16, color=theme.seat_color(seat),
          anchor="mt")
    bandits = view["bandits"][seat]
    most = view["most_bandits"]
    penalty = bandits if most > 0 and bandits == most else 0
    dream_total = sum(p for _, p in view["dream_points"][seat])
    lines = [("Dreams", str(dream_total), TEXT), ("Palms", str(view["palms"][seat]), TEXT),
             ("Roc+Egg", str(view["roc_egg"][seat]), TEXT)]
    ly = top + 30
    for label, value, color in lines:
        _text(image, (cx + 8, ly), label, size=14, color=TEXT_DIM)
        _text(image, (cx + CHAR_W - 8, ly), value, size=14, color=color, bold=True, anchor="ra")
        ly += 20
    _text(image, (cx + 8, ly), "Bandits", size=14, color=TEXT_DIM)
    _text(image, (cx + CHAR_W - 8, ly), str(bandits), size=14, color=TEXT, bold=True, anchor="ra")
    ly += 20
    if penalty:
        _text(image, (cx + 8, ly), "most:", size=14, color=BAD, bold=True)
        _text(image, (cx + CHAR_W - 8, ly), f"-{penalty}", size=14, color=BAD, bold=True, anchor="ra")
    else:
        _text(image, (cx + 8, ly), "not most", size=13, color=TEXT_DIM)
    lamps = len(board["lamps"])
    _text(image, (cx + 8, ly + 22), f"Lamps {lamps}/2", size=13, color=GOLD if lamps == 2 else TEXT_DIM)
    draw.line((cx + 8, top + ch - 40, cx + CHAR_W - 8, top + ch - 40), fill=GRID, width=1)
    _text(image, (cx + CHAR_W / 2, top + ch - 8), str(view["scores"][seat]), size=26, bold=True, anchor="md")
    # island grid
    gx = cx + CHAR_W + 2 * GAP
    flipped = set(board["flipped"])
    slots = {tuple(s) for s in legal.get("slots", [])} if legal.get("kind") == "place" and mine else set()
    last = view.get("last") or {}
    for r, row in enumerate(board["grid"]):
        for c, tile in enumerate(row):
            tx, ty = gx + c * (T + GAP), top + r * (T + GAP)
            if tile is None:
                stack = "UML"[r]
                draw.rounded_rectangle((tx, ty, tx + T - 1, ty + T - 1), radius=7, fill=ROW_EMPTY[stack])
                if (r, c) in slots:
                    _outline(draw, (tx, ty, tx + T - 1, ty + T - 1))
                    _text(image, (tx + T / 2, ty + T / 2), "here?", size=15, color=ACCENT, bold=True, anchor="mm")
            else:
                image.paste(island_tile(tile, tile in flipped), (tx, ty))
                if last.get("tile") == tile and last.get("seat") == seat:
                    draw.rounded_rectangle((tx - 2, ty - 2, tx + T + 1, ty + T + 1), radius=8, outline=TEXT, width=2)
    if last.get("seat") == seat and last.get("tile", "")[:1] == "D" and last["tile"] in board["dream"]:
        i = board["dream"].index(last["tile"])
        dy = top + i * (DREAM_H + GAP)
        draw.rounded_rectangle((x - 2, dy - 2, x + DREAM_W + 2, dy + DREAM_H + 2), radius=8, outline=TEXT, width=2)


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    """The board image, already reduced to a fixed 256-colour palette (see :func:`_palette`)."""
    return _draw_rgb(view, names).quantize(palette=_palette(), dither=Image.Dither.NONE)


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """One fixed palette for every image, learnt once from sample boards and every tile face.

    Mapping onto a known palette is several times faster than finding a palette per image
    (the bulk of the PNG time), and the same colours always come out the same."""
    from rules.sheherazade.engine import GAME

    samples = []
    for players, stop, seat in ((5, 10_000, None), (5, 60, 0), (2, 5, 0)):
        state = GAME.setup(players, 1)
        while not GAME.is_over(state) and state["move"] < stop:
            acting = state["current"]
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        view = GAME.view(state, state["current"] if seat is not None and not GAME.is_over(state) else None)
        samples.append(_draw_rgb(view, [f"Player {i + 1}" for i in range(players)]))
    faces = [island_tile(t, f) for t in sorted(ISLAND_TILES) for f in (False, True)]
    faces += [dream_tile(k, w, h) for k in DREAM_KINDS for w, h in ((T, T), (DREAM_W, DREAM_H))]
    faces += [tile_back(s, T, T) for s in STACK_NAMES]
    per_row = 20
    strip = Image.new("RGB", (T * per_row, T * ((len(faces) + per_row - 1) // per_row)), BACKGROUND)
    for i, face in enumerate(faces):
        strip.paste(face, ((i % per_row) * T, (i // per_row) * T))
    return theme.learn_palette(samples + [strip])


def _draw_rgb(view: dict[str, Any], names: list[str]) -> Image.Image:
    players = view["players"]
    names = [" ".join(theme.printable(n).split()) for n in names]  # emoji dropped, spaces tidied
    names = names + [f"Player {i + 1}" for i in range(len(names), players)]
    per_row = _per_row(players)
    rows = (players + per_row - 1) // per_row
    width = max(theme.MIN_WIDTH, MARGIN * 2 + per_row * BOARD_W + (per_row - 1) * 24)
    height = 56 + TOP_H + MARGIN + rows * (BOARD_H + 22) + 18
    image, draw_ = theme.canvas(width, height)
    width = image.width
    seat = view.get("seat")
    who = f"P{seat + 1} {names[seat]}'s view" if seat is not None else "Public view"
    theme.header(draw_, width, "Sheherazade", f"Move {view['move']}  -  {who}")
    _top_panel(image, draw_, view, names, width, 56)
    y0 = 56 + TOP_H + MARGIN
    row_w = per_row * BOARD_W + (per_row - 1) * 24
    for index in range(players):
        r, c = divmod(index, per_row)
        x = (width - row_w) // 2 + c * (BOARD_W + 24)
        _board(image, draw_, view, index, names, x, y0 + r * (BOARD_H + 22))
    if view.get("stand_in_tiles"):
        _text(image, (width - MARGIN, height - 4), "Island tile contents: stand-in table", size=11,
              color=TEXT_DIM, anchor="rd")
    return image
