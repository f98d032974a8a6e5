"""Mountain Miners board image: the diamond mountain, the arrow(s), and every player's piles.

``draw(view, names)`` draws any view: the public one, or a seat's (which adds the highlighted
cells of its current decision and the face-down tiles it has seen).
"""

from __future__ import annotations

from functools import cache

import math
from typing import Any, Sequence

from PIL import Image, ImageDraw

from render import theme
from render.theme import ACCENT, GOOD, PANEL, PANEL_LIGHT, TEXT, TEXT_DIM, text
from rules.mountain_miners.engine import (
    ACTIONS,
    GEMS,
    POSITIONS,
    SHARD_LAYOUTS,
    STEP_NAMES,
    TRASH_VALUE,
    facing_quadrants,
)
from rules.mountain_miners.geometry import COLUMN_LETTERS

WIDTH = 1280
BOARD_W = 720
HEADER = 56

# Gem look: fill colour and shape, so gems differ by both colour and outline.
GEM_LOOK: dict[str, tuple[tuple[int, int, int], str]] = {
    "ruby": ((222, 45, 62), "triangle"),
    "sapphire": ((48, 100, 230), "circle"),
    "emerald": ((40, 175, 85), "square"),
    "lapis": ((70, 80, 190), "pentagon"),
    "diamond": ((228, 236, 246), "rhombus"),
    "pearl": ((245, 228, 205), "ring"),
    "onyx": ((22, 22, 28), "octagon"),
    "amethyst": ((160, 85, 215), "hexagon"),
}
STONE = (104, 94, 84)
STONE_EDGE = (60, 54, 48)
ACTION_FILL = (214, 170, 70)
DOWN_FILL = (58, 50, 44)
TRASH_FILL = (120, 110, 96)
EMPTY_EDGE = (56, 60, 70)


def _polygon(sides: int, cx: float, cy: float, r: float, rotation: float = -90.0) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(rotation + 360 * i / sides)),
             cy + r * math.sin(math.radians(rotation + 360 * i / sides))) for i in range(sides)]


def draw_gem(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, label: bool = True) -> None:
    """A gem icon: coloured shape with its value (or a special/action badge)."""
    if kind in GEM_LOOK:
        fill, shape = GEM_LOOK[kind]
        outline = (235, 235, 240) if kind == "onyx" else (20, 20, 24)
        if shape == "circle" or shape == "ring":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=2)
            if shape == "ring":
                draw.ellipse((cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55), outline=(170, 150, 120), width=2)
        else:
            sides, rot = {"triangle": (3, -90), "square": (4, -45), "pentagon": (5, -90), "rhombus": (4, -90),
                          "octagon": (8, -22.5), "hexagon": (6, 0)}[shape]
            scale = 1.15 if shape == "triangle" else 1.0
            draw.polygon(_polygon(sides, cx, cy + (r * 0.15 if shape == "triangle" else 0), r * scale, rot),
                         fill=fill, outline=outline, width=2)
        if label:
            text(draw, (cx, cy + (r * 0.12 if shape == "triangle" else 0)), str(GEMS[kind]["value"]),
                 size=max(11, int(r * 0.95)), color=theme.contrast_text(fill), bold=True, anchor="mm")
        return
    if kind == "trash":
        draw.rectangle((cx - r * 0.8, cy - r * 0.7, cx + r * 0.8, cy + r * 0.9), fill=TRASH_FILL, outline=(30, 30, 30), width=2)
        draw.line((cx - r * 0.95, cy - r * 0.8, cx + r * 0.95, cy - r * 0.8), fill=(30, 30, 30), width=3)
        if label:
            text(draw, (cx, cy + r * 0.1), str(TRASH_VALUE), size=max(11, int(r * 0.85)), color=TEXT, bold=True, anchor="mm")
        return
    if kind == "multiplier":
        draw.polygon(_polygon(10, cx, cy, r, -90)[::2] + [], fill=(250, 210, 60))
        star = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.5
            star.append((cx + rr * math.cos(math.radians(-90 + 36 * i)), cy + rr * math.sin(math.radians(-90 + 36 * i))))
        draw.polygon(star, fill=(250, 210, 60), outline=(60, 40, 0))
        if label:
            text(draw, (cx, cy + 1), "x2", size=max(10, int(r * 0.7)), color=theme.TEXT_DARK, bold=True, anchor="mm")
        return
    if kind == "wildcard":
        colours = [GEM_LOOK[g][0] for g in ("ruby", "emerald", "sapphire", "amethyst")]
        for i, colour in enumerate(colours):
            draw.pieslice((cx - r, cy - r, cx + r, cy + r), 90 * i, 90 * (i + 1), fill=colour)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(20, 20, 24), width=2)
        if label:
            text(draw, (cx, cy), "W", size=max(11, int(r * 0.9)), color=TEXT, bold=True, anchor="mm")
        return
    # an action: a gold badge with its short name (a 3-letter code when small)
    short = ACTIONS[kind]["short"] if r >= 14 else ACTIONS[kind]["code"]
    size = max(10, int(r * 0.62))
    w = max(theme.text_width(short, size) + 8, r * 1.4)
    theme.rounded_box(draw, (cx - w / 2, cy - r * 0.6, cx + w / 2, cy + r * 0.6), fill=ACTION_FILL,
                      outline=(70, 50, 10), width=2, radius=5)
    text(draw, (cx, cy), short, size=size, color=theme.TEXT_DARK, bold=True, anchor="mm")


class BoardGeometry:
    def __init__(self, n: int, left: float, top: float, size: float) -> None:
        self.n = n
        self.h = size / (2 * n)
        self.cx = left + size / 2
        self.top = top
        self.mid_y = top + size / 2

    def centre(self, index: int) -> tuple[float, float]:
        x, y = index % self.n, index // self.n
        return self.cx + (x - y) * self.h, self.top + (x + y + 1) * self.h

    def rhombus(self, index: int, inset: float = 1.5) -> list[tuple[float, float]]:
        cx, cy = self.centre(index)
        h = self.h - inset
        return [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]

    def quadrant(self, index: int, q: int, inset: float = 1.5) -> list[tuple[float, float]]:
        """The small rhombus of quadrant q (0 N, 1 E, 2 S, 3 W) of a cell."""
        cx, cy = self.centre(index)
        h = self.h - inset
        corners = [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]
        a = corners[q]
        b = corners[(q + 1) % 4]
        d = corners[(q - 1) % 4]
        return [a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), (cx, cy), ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2)]


def _draw_tile(draw: ImageDraw.ImageDraw, geo: BoardGeometry, index: int, tile: dict[str, Any], seen: bool,
               facing: set[int] = frozenset()) -> None:
    cx, cy = geo.centre(index)
    icons = tile["icons"]
    if len(icons) == 1:
        kind = icons[0]
        fill = ACTION_FILL if kind in ACTIONS else STONE
        if kind in ACTIONS:
            draw.polygon(geo.rhombus(index), fill=(92, 76, 40), outline=STONE_EDGE)
        else:
            draw.polygon(geo.rhombus(index), fill=fill, outline=STONE_EDGE)
        draw_gem(draw, kind, cx, cy, geo.h * 0.42)
    else:
        layout = SHARD_LAYOUTS[len(icons)]
        rot = tile.get("rot", 0)
        draw.polygon(geo.rhombus(index), fill=STONE, outline=STONE_EDGE)
        drawn: set[int] = set()
        for q in range(4):
            icon = layout[(q - rot) % 4]
            poly = geo.quadrant(index, q)
            if q in facing:  # the section(s) a grab would give now
                draw.polygon(geo.quadrant(index, q, inset=2.5), fill=(138, 122, 96))
            draw.line(poly[1:3] + [poly[3]], fill=STONE_EDGE, width=1)
            qx = sum(p[0] for p in poly) / 4
            qy = sum(p[1] for p in poly) / 4
            draw_gem(draw, icons[icon], qx, qy, geo.h * 0.22, label=icons[icon] in GEMS)
            drawn.add(icon)
    if seen:  # a face-down tile this seat has looked at: dashed frame
        draw.polygon(geo.rhombus(index, inset=3), outline=(120, 200, 255), width=2)


def _draw_arrow(draw: ImageDraw.ImageDraw, geo: BoardGeometry, p: int, locked: bool, number: int | None) -> None:
    """A triangle outside the diamond pointing at the corner or edge the arrow faces."""
    angle = math.radians(p * 45)
    ux, uy = math.sin(angle), -math.cos(angle)
    reach = geo.n * geo.h * (1 if p % 2 == 0 else math.sqrt(0.5))
    ox, oy = geo.cx + ux * (reach + 38), geo.mid_y + uy * (reach + 38)
    tip = (geo.cx + ux * (reach + 10), geo.mid_y + uy * (reach + 10))
    px, py = -uy, ux
    base = [(ox + px * 18, oy + py * 18), (ox - px * 18, oy - py * 18)]
    fill = (150, 150, 160) if locked else ACCENT
    draw.polygon([tip, base[0], base[1]], fill=fill, outline=(40, 30, 0))
    tail = (geo.cx + ux * (reach + 62), geo.mid_y + uy * (reach + 62))
    draw.line([((base[0][0] + base[1][0]) / 2, (base[0][1] + base[1][1]) / 2), tail], fill=fill, width=8)
    if locked:  # a small padlock at the tail
        lx, ly = tail
        draw.rectangle((lx - 9, ly - 4, lx + 9, ly + 10), fill=(150, 150, 160), outline=(30, 30, 30))
        draw.arc((lx - 6, ly - 13, lx + 6, ly + 1), 180, 360, fill=(150, 150, 160), width=3)
    if number is not None:
        text(draw, (tail[0] + ux * 14, tail[1] + uy * 14), str(number), size=16, bold=True, anchor="mm")


def _draw_shards(d: ImageDraw.ImageDraw, tiles: list[dict[str, Any]], right: float, y: float) -> float:
    """Collected Gemshards tiles of several sections, right-aligned: every section's icon, the active
    one (the only one that counts) framed in the accent colour. Returns the left edge used."""
    x = right
    for tile in reversed(tiles):
        icons = tile.get("icons") or []
        if len(icons) < 2:
            continue
        width = 20 * len(icons) + 4
        if x - width < right - 260:  # keep room for the action chips
            break
        x -= width
        theme.rounded_box(d, (x, y, x + width, y + 22), fill=PANEL_LIGHT, radius=5)
        for k, icon in enumerate(icons):
            cx = x + 12 + 20 * k
            if k == tile.get("act", 0):
                d.rounded_rectangle((cx - 10, y + 1, cx + 10, y + 21), radius=4, outline=ACCENT, width=2)
            if icon in GEM_LOOK or icon in ("trash", "multiplier", "wildcard"):
                draw_gem(d, icon, cx, y + 11, 7.5, label=False)
            else:  # an action: a gold chip with its initials (the name is in the legend)
                initials = "".join(word[0] for word in ACTIONS.get(icon, {"name": icon})["name"].split())[:2].upper()
                d.rounded_rectangle((cx - 8, y + 4, cx + 8, y + 18), radius=3, fill=ACTION_FILL)
                text(d, (cx, y + 11), initials, size=10, color=theme.TEXT_DARK, anchor="mm")
        x -= 6
    return x


def _rotation_text(view: dict[str, Any]) -> str:
    arrows = view["arrows"]
    a = arrows[0]
    parts = [f"Arrow{'s' if len(arrows) > 1 else ''} " + " + ".join(POSITIONS[x["pos"]] for x in arrows)]
    if view["locked"]:
        parts.append("LOCKED")
    else:
        parts.append(f"turns {STEP_NAMES.get(a['step'], a['step'])} {'clockwise' if a['dir'] > 0 else 'anticlockwise'}")
    return ", ".join(parts)


def draw(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The board, mapped onto this game's fixed palette (see :func:`_palette`)."""
    return _draw_rgb(view, names).quantize(palette=_palette(), dither=Image.Dither.NONE)


@cache
def _palette() -> Image.Image:
    """Learnt once from boards of seeded games with every expansion, public and private."""
    from rules.mountain_miners import GAME

    samples = []
    for options, seat in (({}, None), ({"dark_tunnels": True, "gemshards": True, "golden_actions": True}, 0)):
        state = GAME.setup(4, 1, options)
        while not GAME.is_over(state) and state["move"] < 25:
            acting = min(GAME.to_act(state))
            actions = GAME.legal_actions(state, acting)
            state = GAME.apply(state, acting, actions[state["move"] % len(actions)].id).state
        viewer = min(GAME.to_act(state)) if seat is not None and not GAME.is_over(state) else None
        samples.append(_draw_rgb(GAME.view(state, viewer), [f"Player {i + 1}" for i in range(4)]))
    return theme.learn_palette(samples)


def _draw_rgb(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    names = list(names)
    players = view["players"]
    count = len(players)
    n = view["n"]
    block = 108
    size = {5: 500, 6: 560, 7: 580}.get(n, 580)
    height = max(HEADER + 76 + size + 84 + 50, HEADER + 12 + count * block + 150)
    image, d = theme.canvas(WIDTH, height)
    current = view["current"]
    to_act = view["to_act"]
    acting = names[to_act[0]] if to_act else ""
    if view["over"]:
        subtitle = f"Move {view['move']} - game over"
    else:
        subtitle = f"Move {view['move']} - {acting} to act"
    theme.header(d, WIDTH, "Mountain Miners", subtitle)

    # ---- the mountain
    geo = BoardGeometry(n, (BOARD_W - size) / 2, HEADER + 76, size)
    facing = {q for a in view["arrows"] for q in facing_quadrants(a["pos"])}
    targets = set(view.get("targets") or [])
    for index, cell in enumerate(view["board"]):
        if cell is None:
            d.polygon(geo.rhombus(index), outline=EMPTY_EDGE)
            continue
        if cell.get("down"):
            seen = cell.get("seen")
            if seen:
                _draw_tile(d, geo, index, seen, seen=True, facing=facing)
            else:
                d.polygon(geo.rhombus(index), fill=DOWN_FILL, outline=STONE_EDGE)
                cx, cy = geo.centre(index)
                text(d, (cx, cy), "?", size=int(geo.h * 0.6), color=(140, 128, 112), bold=True, anchor="mm")
        else:
            _draw_tile(d, geo, index, cell, seen=False, facing=facing)
    for index in targets:
        d.polygon(geo.rhombus(index, inset=2), outline=theme.HIGHLIGHT, width=4)
    # edge labels: letters (x) along the NE edge, numbers (y) along the NW edge
    for i in range(n):
        cx, cy = geo.centre(i)  # (i, 0)
        text(d, (cx + geo.h * 0.75, cy - geo.h * 0.95), COLUMN_LETTERS[i], size=16, color=TEXT_DIM, bold=True, anchor="mm")
        cx, cy = geo.centre(i * n)  # (0, i)
        text(d, (cx - geo.h * 0.75, cy - geo.h * 0.95), str(i + 1), size=16, color=TEXT_DIM, bold=True, anchor="mm")
    many = len(view["arrows"]) > 1
    for number, arrow in enumerate(view["arrows"]):
        _draw_arrow(d, geo, arrow["pos"], view["locked"], number + 1 if many else None)
    ty = HEADER + 14
    text(d, (18, ty), _rotation_text(view), size=18, color=ACCENT, bold=True)
    info = f"Deck {view['deck']}   Used actions {len(view['discard'])}"
    if view.get("removed"):
        info += f"   Removed {view['removed']}"
    if view.get("refill"):
        info += f"   Refill pending: {view['refill']} cells"
    text(d, (18, ty + 26), info, size=15, color=TEXT_DIM)
    if any(c is not None and c.get("down") for c in view["board"]):
        text(d, (18, ty + 48), "? = face down" + ("; blue frame = you looked" if view["seat"] is not None else ""),
             size=15, color=TEXT_DIM)

    # ---- players
    x0 = BOARD_W + 10
    panel_w = WIDTH - x0 - 14
    y = HEADER + 12
    gems = view["gems"]
    standing = view["standing"]
    scores = view["scores"]
    for p in players:
        seat = p["seat"]
        name = names[seat] if seat < len(names) else f"Player {seat + 1}"
        detail = f"{scores[seat]} pts"
        if view["over"] and seat in view["result"]["winners"]:
            detail = "WINNER  " + detail
        theme.player_strip(d, (x0, y), panel_w, seat, name + (" (you)" if view["seat"] == seat else ""),
                           seat in to_act, detail)
        gy = y + 44
        gx = x0 + 8
        for g in gems:
            c = p["piles"].get(g, 0)
            st = standing[g]
            box_fill = PANEL
            if seat in st["hi"]:
                box_fill = (40, 92, 56)
            elif seat in st["lo"] and c > 0:
                box_fill = (100, 44, 44)
            cell_w = min(66, (panel_w - 16) / max(1, len(gems)) - 4)
            theme.rounded_box(d, (gx, gy, gx + cell_w, gy + 30), fill=box_fill, radius=6)
            draw_gem(d, g, gx + 15, gy + 15, 11, label=False)
            mult = p["multipliers"].get(g, 0)
            label = f"{c}" + (f" x{2 ** mult}" if mult else "")
            text(d, (gx + 30, gy + 15), label, size=17, bold=True, anchor="lm")
            gx += cell_w + 4
        ay = gy + 36
        ax = x0 + 8
        chips = []
        for kind, k in sorted(p["actions"].items()):
            chips.append((f"{ACTIONS[kind]['name']}" + (f" x{k}" if k > 1 else ""), ACTION_FILL))
        if p.get("trash"):
            chips.append((f"Trash x{p['trash']} ({TRASH_VALUE * p['trash']})", TRASH_FILL))
        hidden = sum(1 for t in p["tiles"] if t.get("secret") and "icons" not in t)
        if hidden:
            chips.append((f"{hidden} secret tile", DOWN_FILL))
        shards_left = _draw_shards(d, p["tiles"], x0 + panel_w - 4, ay)
        if not chips and shards_left >= x0 + panel_w - 4:
            text(d, (ax, ay + 11), "no action tiles", size=14, color=TEXT_DIM, anchor="lm")
        for label, fill in chips:
            if ax + theme.text_width(label, 14) + 12 > shards_left - 4:
                break
            ax += theme.pill(d, (ax, ay), label, fill, size=14, pad=5) + 6
        y += block

    # ---- legend and the decision
    ly = max(y + 6, HEADER + 620)
    lx = x0 + 8
    d.line((x0, ly - 4, x0 + panel_w, ly - 4), fill=theme.GRID)
    text(d, (lx, ly + 4), "Most of a gem: + value x count. Fewest: - value x count.", size=14, color=TEXT_DIM)
    ly += 24
    d.rectangle((lx, ly + 2, lx + 14, ly + 16), fill=(40, 92, 56))
    text(d, (lx + 20, ly + 9), "highest", size=14, color=TEXT_DIM, anchor="lm")
    d.rectangle((lx + 90, ly + 2, lx + 104, ly + 16), fill=(100, 44, 44))
    text(d, (lx + 110, ly + 9), "lowest", size=14, color=TEXT_DIM, anchor="lm")
    gx = lx + 180
    for g in gems:
        draw_gem(d, g, gx, ly + 9, 9, label=False)
        text(d, (gx + 13, ly + 9), f"{GEMS[g]['name']} {GEMS[g]['value']}", size=13, color=TEXT_DIM, anchor="lm")
        gx += 13 + theme.text_width(f"{GEMS[g]['name']} {GEMS[g]['value']}", 13) + 14
        if gx > WIDTH - 110:
            gx = lx + 180
            ly += 22

    by = height - 44
    if view["over"]:
        result = view["result"]
        winners = ", ".join(names[w] for w in result["winners"])
        msg = f"Game over. Winner{'s' if len(result['winners']) > 1 else ''}: {winners}"
        theme.rounded_box(d, (14, by, WIDTH - 14, by + 34), fill=PANEL_LIGHT, outline=GOOD, width=2)
        text(d, (WIDTH / 2, by + 17), theme.fit_text(msg, 20, WIDTH - 60), size=20, bold=True, anchor="mm")
    elif view.get("prompt"):
        theme.rounded_box(d, (14, by, WIDTH - 14, by + 34), fill=PANEL_LIGHT, outline=ACCENT, width=2)
        text(d, (WIDTH / 2, by + 17), theme.fit_text("Your move: " + view["prompt"], 20, WIDTH - 60), size=20,
             bold=True, anchor="mm")
    else:
        whose = names[current] if current < len(names) else ""
        text(d, (WIDTH / 2, by + 17), theme.fit_text(f"Waiting for {whose}", 18, WIDTH - 60), size=18,
             color=TEXT_DIM, anchor="mm")
    return image
