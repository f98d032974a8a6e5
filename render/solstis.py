"""Solstis board image: both panoramas as the six coloured rows of the mountain, the display,
the spirit line, supplies and scores; a seat's image adds its hand and what each tile captures."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render import theme
from render.theme import ACCENT, BACKGROUND, PANEL, TEXT, TEXT_DIM, font
from rules.solstis.board import CELLS, COL_OF, FIRE_WEIGHT, RGB, ROW_OF, SPIRITS, areas, spirit_name

WIDTH = 1100
CELL = 46
PANEL_W = 536
GRID_X = (PANEL_W - 10 * CELL) // 2
SMALL = 34
LOWER_Y = 66 + 44 + 6 * CELL + 58  # top of the display section
DISPLAY_STEP = CELL + 14
DISPLAY_PER_ROW = (WIDTH - 32) // DISPLAY_STEP
LINE_X = 116
LINE_ROW = 28
PRIVATE_H = 150

PLAIN_FILL = (156, 110, 62)
BLUE_FILL = (38, 84, 170)
EVIL_FILL = (20, 20, 24)
FIREFLY = (214, 255, 90)
LIT = (255, 214, 60)
UNLIT = (120, 124, 134)
FACE_DOWN = (92, 80, 70)

PHASE_TEXT = {
    "play": "play a tile",
    "take": "choose what the second-chance tile captures",
    "rainbow": "place a rainbow",
    "square": "choose the square for the spirit",
    "spirit": "meet a face-up spirit or draw two",
    "keep": "keep one of two drawn spirits",
    "deer": "Deer: place a hand tile",
    "beetle": "Beetle: take a display tile",
    "viper": "Viper: steal an isolated tile",
    "fox": "Fox: name the tile the rival must play",
    "evil": "place the Evil Spirit in the rival's panorama",
    "cover": "choose the spirit the Evil Spirit covers",
}

SHORT = {"cow": "Cow", "ladybug": "Lady", "squirrel": "Squir", "phoenix": "Phnx", "marmot": "Marm", "beetle": "Beetl", "evil": "EVIL",
         "viper": "Viper"}


_text = theme.paste_text
_mix = theme.mix


def _short(spirit: str) -> str:
    return SHORT.get(spirit, spirit_name(spirit)[:5])


@cache
def _tile(cell: str, size: int, fire: str = "") -> Image.Image:
    """A Land tile: its row colour, its number; ``fire`` is "", "lit" or "unlit"."""
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    colour = RGB[ROW_OF[cell]]
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=6, fill=colour, outline=_mix(colour, (0, 0, 0), 0.35), width=2)
    draw.text((size / 2, size / 2 + 1), str(COL_OF[cell]), fill=theme.contrast_text(colour), font=font(int(size * 0.5)), anchor="mm",
              stroke_width=1, stroke_fill=theme.contrast_text(colour))
    if fire:
        _flame(draw, size - 11, 10, LIT if fire == "lit" else UNLIT, size // 9)
    return image


@cache
def _empty(cell: str, size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    colour = RGB[ROW_OF[cell]]
    draw.rounded_rectangle((2, 2, size - 3, size - 3), radius=6, fill=_mix(BACKGROUND, colour, 0.16), outline=_mix(BACKGROUND, colour, 0.4), width=1)
    draw.text((size / 2, size / 2), str(COL_OF[cell]), fill=_mix(BACKGROUND, colour, 0.55), font=font(int(size * 0.36)), anchor="mm")
    if cell in FIRE_WEIGHT:
        _flame(draw, size - 11, 10, _mix(BACKGROUND, LIT, 0.35), size // 9)
    return image


@cache
def _rainbow(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    stripes = [RGB[r] for r in range(6, 0, -1)]
    h = (size - 4) / len(stripes)
    for i, colour in enumerate(stripes):
        draw.rectangle((2, 2 + i * h, size - 3, 2 + (i + 1) * h), fill=colour)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=6, outline=(250, 250, 250), width=2)
    return image


@cache
def _face_down(size: int) -> Image.Image:
    image = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, size - 2, size - 2), radius=6, fill=FACE_DOWN, outline=(60, 52, 46), width=2)
    draw.line((8, size - 8, size - 8, 8), fill=(120, 106, 92), width=2)
    return image


def _flame(draw: ImageDraw.ImageDraw, x: float, y: float, colour: tuple[int, int, int], r: int) -> None:
    draw.ellipse((x - r, y - r + 2, x + r, y + r + 2), fill=colour, outline=(60, 40, 20))
    draw.polygon([(x - r + 1, y), (x, y - r - 4), (x + r - 1, y)], fill=colour)


def _token(image: Image.Image, draw: ImageDraw.ImageDraw, cx: float, cy: float, spirit: str, covered: bool = False) -> None:
    fill = EVIL_FILL if spirit == "evil" else PLAIN_FILL if SPIRITS[spirit]["background"] == "plain" else BLUE_FILL
    r = 21
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=(250, 246, 230), width=2)
    _text(image, (cx, cy), _short(spirit), size=12, color=(255, 255, 255), bold=True, anchor="mm")
    if covered:
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=(235, 60, 60), width=4)
        draw.line((cx - r, cy + r, cx + r, cy - r), fill=(235, 60, 60), width=4)


def _cell_xy(x0: int, y0: int, cell: str) -> tuple[int, int]:
    return x0 + (COL_OF[cell] - 1) * CELL, y0 + (6 - ROW_OF[cell]) * CELL


def _panorama(image: Image.Image, draw: ImageDraw.ImageDraw, x0: int, y0: int, pan: dict[str, Any], covered: str | None,
              highlight: set[str]) -> None:
    cells = pan["cells"]
    bottom: dict[str, bool] = {}
    for comp in areas(cells):
        touches = any(ROW_OF[c] == 1 for c in comp)
        for c in comp:
            bottom[c] = touches
    for cell in CELLS:
        x, y = _cell_xy(x0, y0, cell)
        kind = cells.get(cell)
        if kind == "L":
            fire = ("lit" if bottom[cell] else "unlit") if cell in FIRE_WEIGHT else ""
            image.paste(_tile(cell, CELL, fire), (x, y))
        elif kind == "R":
            image.paste(_rainbow(CELL), (x, y))
        else:
            image.paste(_empty(cell, CELL), (x, y))
        if cell in highlight:
            draw.rounded_rectangle((x + 1, y + 1, x + CELL - 2, y + CELL - 2), radius=6, outline=ACCENT, width=3)
    if pan["evil"]:
        x, y = _cell_xy(x0, y0, pan["evil"])
        _token(image, draw, x + CELL / 2, y + CELL / 2, "evil")
    for anchor in pan["fireflies"]:
        x, y = _cell_xy(x0, y0, anchor)
        cx, cy = x + CELL, y
        draw.ellipse((cx - 13, cy - 13, cx + 13, cy + 13), outline=FIREFLY, width=2)
        draw.ellipse((cx - 8, cy - 8, cx + 8, cy + 8), fill=FIREFLY if bottom.get(anchor) else _mix(FIREFLY, BACKGROUND, 0.55))
    for spirit, anchor in pan["spirits"]:
        x, y = _cell_xy(x0, y0, anchor)
        _token(image, draw, x + CELL, y, spirit, covered=spirit == covered)


def _palette() -> Image.Image:
    """A fixed 256-colour palette: every colour drawn here plus anti-aliasing blends.

    Mapping onto a fixed palette is several times faster than adaptive quantization, and the
    result depends on the picture alone (the same board always gives the same bytes).
    """
    rows = [RGB[r] for r in range(1, 7)]
    dark_rows = [_mix(c, (0, 0, 0), 0.35) for c in rows]
    tints = [_mix(BACKGROUND, c, t) for c in rows for t in (0.16, 0.4, 0.55)]
    seats = [theme.seat_color(s) for s in range(2)]
    key = [BACKGROUND, PANEL, theme.PANEL_LIGHT, theme.GRID, TEXT, TEXT_DIM, theme.TEXT_DARK, ACCENT, theme.GOOD, theme.BAD,
           PLAIN_FILL, BLUE_FILL, EVIL_FILL, FIREFLY, _mix(FIREFLY, BACKGROUND, 0.55), LIT, UNLIT, _mix(BACKGROUND, LIT, 0.35),
           FACE_DOWN, (60, 52, 46), (120, 106, 92), (255, 255, 255), (250, 246, 230), (250, 250, 250), (235, 60, 60),
           (60, 40, 20), (0, 0, 0)] + seats + rows + dark_rows + tints
    blends = []
    for fg in (TEXT, TEXT_DIM, ACCENT, *seats, (255, 255, 255)):
        for bg in (BACKGROUND, PANEL, theme.PANEL_LIGHT):
            blends += [_mix(bg, fg, t) for t in (0.25, 0.5, 0.75)]
    for row, dark in zip(rows, dark_rows):
        ink = theme.contrast_text(row)
        blends += [_mix(row, ink, t) for t in (0.25, 0.5, 0.75)] + [_mix(BACKGROUND, dark, t) for t in (0.33, 0.66)]
    for fill in (PLAIN_FILL, BLUE_FILL, EVIL_FILL):
        blends += [_mix(fill, (255, 255, 255), t) for t in (0.25, 0.5, 0.75)]
    colours = list(dict.fromkeys(key + blends))[:256]
    colours += [(0, 0, 0)] * (256 - len(colours))
    image = Image.new("P", (1, 1))
    image.putpalette([v for c in colours for v in c])
    return image


PALETTE = _palette()


def _spirit_pill(draw: ImageDraw.ImageDraw, x: float, y: float, spirit: str, size: int = 15) -> float:
    fill = PLAIN_FILL if SPIRITS[spirit]["background"] == "plain" else BLUE_FILL
    label = f"{spirit_name(spirit)}: {SPIRITS[spirit]['text']}"
    return theme.pill(draw, (x, y), label, fill, size=size, pad=5)


def draw(view: dict[str, Any], names: list[str]) -> Image.Image:
    seat = view.get("seat")
    private = seat is not None
    disp_rows = max(1, -(-len(view["display"]) // DISPLAY_PER_ROW))
    disp_h = 36 + disp_rows * (CELL + 12)
    line_pos, line_h = _line_layout(view["line"])
    height = LOWER_Y + disp_h + 8 + 30 + line_h + (PRIVATE_H if private else 0) + 4
    image, d = theme.canvas(WIDTH, height)
    actor = view.get("actor")
    variant = {"base": "", "firefly": " · Firefly", "discovery": " · Discovery"}[view["variant"]]
    if view["over"]:
        result = view["result"]
        winners = " & ".join(names[w] for w in result["winners"])
        sub = f"Move {view['move']} · game over · {winners} win{'s' if len(result['winners']) == 1 else ''}"
    else:
        sub = f"Move {view['move']} · {names[actor]}: {PHASE_TEXT.get(view['phase'], view['phase'])}"
    theme.header(d, WIDTH, "Solstis" + variant, sub)

    targets = set(view.get("targets", [])) if private else set()
    phase = view["phase"]
    y = 66
    for s in range(2):
        x0 = 10 + s * (PANEL_W + 18)
        b = view["breakdown"][s]
        detail = f"{view['scores'][s]} pts · hand {view['hand_counts'][s]}/{view['hand_sizes'][s]}"
        if view["forced"][s]:
            detail += " · forced tile"
        theme.player_strip(d, (x0, y), PANEL_W, s, names[s], actor == s and not view["over"], detail)
        gy = y + 44
        own = private and s == seat
        mark = set()
        if private and actor == seat:
            if (own and phase in ("rainbow", "square")) or (not own and phase in ("evil", "viper")):
                mark = targets
        covered = view["evil_cover"] if view["evil_holder"] == s else None
        _panorama(image, d, x0 + GRID_X, gy, view["panoramas"][s], covered, mark)
        if view["square"] and view["current"] == s and not view["over"]:
            x, yy = _cell_xy(x0 + GRID_X, gy, view["square"])
            d.rectangle((x, yy - CELL, x + 2 * CELL, yy + CELL), outline=ACCENT, width=2)
        ly = gy + 6 * CELL + 6
        line = f"Area {b['largest']} · Fires {b['fires']} · Spirits {b['spirits']} · Bonus {b['bonus']}"
        if view["variant"] == "firefly":
            line += f" · Fireflies {b['fireflies']}"
        _text(image, (x0 + GRID_X, ly), line + f" = {b['total']}", size=17, bold=True)
        extras = []
        if view["evil_holder"] == s:
            extras.append("holds the Evil Spirit")
        if view["evil_pending"] and view["current"] == s:
            extras.append("drew the Evil Spirit")
        if view["panoramas"][s]["fireflies"]:
            extras.append(f"{len(view['panoramas'][s]['fireflies'])} Firefl{'y' if len(view['panoramas'][s]['fireflies']) == 1 else 'ies'}")
        owned = [spirit_name(x) for x, _ in view["panoramas"][s]["spirits"]]
        spirits_text = ("Spirits: " + ", ".join(owned)) if owned else "No spirit yet"
        _text(image, (x0 + GRID_X, ly + 24), theme.fit_text(" · ".join([spirits_text] + extras), 16, PANEL_W - 2 * GRID_X), size=16, color=TEXT_DIM)
    y = LOWER_Y
    # Display: face-up tiles, each over its face-down stack if any
    d.rectangle((0, y, WIDTH, y + disp_h), fill=PANEL)
    _text(image, (16, y + 8), "Display", size=18, bold=True)
    _text(image, (100, y + 11), "capture by colour (row) or number (column) · dark tile: face-down stack", size=14, color=TEXT_DIM)
    if view["revealed"]:
        _text(image, (WIDTH - 80, y + 8), "Second chance:", size=17, color=ACCENT, bold=True, anchor="ra")
        image.paste(_tile(view["revealed"], SMALL), (WIDTH - 60, y + 2))
    show = targets if private and actor == seat and phase in ("play", "take", "beetle") else set()
    for i, entry in enumerate(view["display"]):
        dx = 16 + (i % DISPLAY_PER_ROW) * DISPLAY_STEP
        dy = y + 36 + (i // DISPLAY_PER_ROW) * (CELL + 12)
        if not entry["down"] and not entry["up"]:
            d.rounded_rectangle((dx, dy, dx + CELL - 1, dy + CELL - 1), radius=6, outline=theme.GRID, width=1)
        if entry["down"]:
            image.paste(_face_down(CELL), (dx + 6, dy + 6))
        if entry["up"]:
            image.paste(_tile(entry["up"], CELL), (dx, dy))
            if entry["up"] in show:
                d.rounded_rectangle((dx, dy, dx + CELL - 1, dy + CELL - 1), radius=6, outline=ACCENT, width=3)
    y += disp_h + 8
    counts = f"Pile {view['pile']} · Rainbows {view['rainbows']} · Spirit deck {view['deck']}"
    if view["variant"] == "firefly":
        counts += f" · Fireflies {view['fireflies']}"
    if view["removed"]:
        counts += f" · Out of game {view['removed']}"
    if view["drawn_count"]:
        counts += f" · {view['drawn_count']} spirits drawn face down"
    _text(image, (16, y), counts, size=17)
    y += 30
    _text(image, (16, y + 3), "Spirit line:", size=16, bold=True)
    if not view["line"]:
        _text(image, (LINE_X, y + 3), "empty", size=16, color=TEXT_DIM)
    for spirit, (sx, row) in zip(view["line"], line_pos):
        _spirit_pill(d, sx, y + row * LINE_ROW, spirit, size=14)
    y += line_h
    if private:
        _private_panel(image, d, view, names, y)
    return image.quantize(palette=PALETTE, dither=Image.Dither.NONE)


def _line_layout(line: list[str]) -> tuple[list[tuple[float, int]], int]:
    """Positions (x, row) of the spirit-line pills, wrapping; and the block's height."""
    out = []
    x, row = LINE_X, 0
    for spirit in line:
        width = theme.text_width(f"{spirit_name(spirit)}: {SPIRITS[spirit]['text']}", 14) + 10
        if x + width > WIDTH - 10 and x > LINE_X:
            x, row = LINE_X, row + 1
        out.append((x, row))
        x += width + 6
    return out, (row + 1) * LINE_ROW + 6


def _private_panel(image: Image.Image, d: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], y: int) -> None:
    seat = view["seat"]
    theme.rounded_box(d, (8, y + 4, WIDTH - 8, y + PRIVATE_H - 6), fill=theme.PANEL_LIGHT, outline=theme.seat_color(seat), width=2)
    _text(image, (20, y + 14), f"{names[seat]}'s hand (private)", size=17, bold=True)
    if view.get("must_play"):
        _text(image, (300, y + 15), "You must play the tile named by the Fox", size=15, color=ACCENT)
    x = 20
    ty = y + 42
    for tile in view["hand"]:
        image.paste(_tile(tile, CELL), (x, ty))
        if tile == view.get("must_play"):
            d.rounded_rectangle((x, ty, x + CELL - 1, ty + CELL - 1), radius=6, outline=ACCENT, width=3)
        caps = view["captures"].get(tile, [])
        cx = x + CELL + 6
        if caps:
            mid = ty + CELL / 2
            d.polygon([(cx + 2, mid - 8), (cx + 14, mid), (cx + 2, mid + 8)], fill=ACCENT)
            cx += 20
            for u in caps[:6]:
                image.paste(_tile(u, SMALL), (cx, ty + (CELL - SMALL) // 2))
                cx += SMALL + 3
        else:
            _text(image, (cx, ty + CELL / 2), "no capture", size=14, color=TEXT_DIM, anchor="lm")
            cx += 80
        x = max(cx + 18, x + 200)
    if not view["hand"]:
        _text(image, (20, ty + 12), "empty", size=16, color=TEXT_DIM)
    info_y = y + 100
    if view.get("drawn"):
        _text(image, (20, info_y + 4), "Drawn face down:", size=16, bold=True)
        px = 170
        for spirit in view["drawn"]:
            px += _spirit_pill(d, px, info_y, spirit, size=15) + 8
    elif view.get("rival_hand") is not None:
        _text(image, (20, info_y + 4), f"{names[1 - seat]}'s hand (Fox):", size=16, bold=True)
        px = 230
        for tile in view["rival_hand"]:
            image.paste(_tile(tile, SMALL), (px, info_y - 4))
            px += SMALL + 6
    elif view.get("rival_must_play"):
        _text(image, (20, info_y + 4), f"{names[1 - seat]} must play:", size=16, bold=True)
        image.paste(_tile(view["rival_must_play"], SMALL), (220, info_y - 4))
    elif view.get("legal"):
        _text(image, (20, info_y + 4), f"Your move: {len(view['legal'])} choice{'s' if len(view['legal']) != 1 else ''} in /move", size=16, color=TEXT_DIM)
