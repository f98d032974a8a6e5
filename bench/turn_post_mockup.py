"""A mock-up of one turn post as Discord draws it, from the payload the bot really sent.

The real bot plays a few moves of a table against the fake Discord; the newest turn post's
Components V2 payload (container, text displays, gallery, buttons) and its image files are then
drawn the way Discord's dark theme lays them out in a chat column (480 px wide by default), at
twice the size for a sharp picture, as a reader in English (US) sees it at the moment of the
capture. It is a sketch of Discord, not Discord: text is in the bot's own fonts (inline code in a
monospace face of the machine's), markdown is the little the post uses (headings, bold, escapes,
code, mentions, timestamps: ``<t:N:R>`` reads "in 5 minutes", other styles as dates and times in
UTC), the few emoji a turn post holds are small pictures after Twemoji (Discord's emoji set), and a
gallery of several images is drawn as Discord's cropped mosaic roughly is (click an image to see
it whole).

    python -m bench.turn_post_mockup [--game mountain-miners] [--players 3] [--out docs/turn-post.png] [--width 480]

:func:`post_height` lays out a payload built without the bot (a layout view and its files) the
same way, for the tests that keep a turn post within one screen.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import io
import math
import random
import re
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import discord
from PIL import Image, ImageDraw, ImageFont

from render import theme
from tests.e2e_helpers import latest_board, legal_choices, newest_shown, open_table, wait_board_after
from tests.fake_discord.harness import running_bot
from tests.fake_discord.server import MEDIA_GALLERY, TEXT_DISPLAY, Message

SCALE = 2  # drawn at twice Discord's CSS pixels
# Discord's dark theme, approximately.
CHAT = (49, 51, 56)
CONTAINER = (43, 45, 49)
BORDER = (63, 65, 71)
TEXT = (219, 222, 225)
MUTED = (148, 155, 164)
MENTION_BG = (60, 66, 112)
MENTION_FG = (201, 205, 251)
CODE_BG = (30, 31, 34)
TIME_BG = (60, 64, 70)  # --background-modifier-accent (48 % grey) over the container
PRIMARY = (88, 101, 242)
SECONDARY = (78, 80, 88)
WHITE = (255, 255, 255)
BODY, BUTTON, AUTHOR_TIME = 16, 14, 12  # CSS px
# Discord's markdown headings: "# " 1.5 rem, "## " 1.25 rem, "### " 1 rem (the size of the text,
# only bold), each with 16 px above (8 px, or 4 px for "### ", as a text's first line) and 8 below.
HEADINGS = {"# ": (24, 8), "## ": (20, 8), "### ": (16, 4)}
CODE_SCALE = 0.85  # inline code: 85 % of its line's size, in a monospace face
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

TOKEN = re.compile(r"(\*\*|`[^`]*`|<@!?\d+>|<t:-?\d+(?::[tTdDfFsSR])?>|\\.)")
TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFsSR]))?>")


def px(value: float) -> int:
    return round(value * SCALE)


def _js_round(value: float) -> int:
    """Half away from zero for the positive values here, as JavaScript's Math.round (Python's round
    goes to even: 6.5 minutes would read "6" where Discord reads "7")."""
    return math.floor(value + 0.5)


def relative_time(seconds: float) -> str:
    """``seconds`` from now (negative: past) worded as Discord's client words ``<t:N:R>`` in English:
    moment.js's thresholds and rounding ("in 5 minutes", "an hour ago", "in 2 days"), except that
    the last 45 seconds count in seconds, as the client has done since it updates them live."""
    span = abs(seconds)
    minutes, hours, days = span / 60, span / 3600, span / 86400
    phrases = [
        (span < 45, f"{_js_round(span)} second"),
        (span < 90, "a minute"),
        (minutes < 45, f"{_js_round(minutes)} minute"),
        (minutes < 90, "an hour"),
        (hours < 22, f"{_js_round(hours)} hour"),
        (hours < 36, "a day"),
        (days < 26, f"{_js_round(days)} day"),
        (days < 46, "a month"),
        (days < 320, f"{_js_round(days / 30.4375)} month"),
        (days < 548, "a year"),
        (True, f"{_js_round(days / 365.25)} year"),
    ]
    phrase = next(text for fits, text in phrases if fits)
    if phrase[0].isdigit() and not phrase.startswith("1 "):
        phrase += "s"
    return f"in {phrase}" if seconds >= 0 else f"{phrase} ago"


def discord_time(stamp: int, style: str, now: float) -> str:
    """``<t:stamp:style>`` as a reader with Discord in English (US) sees it at ``now``; absolute
    styles in UTC, the mock-up's stand-in for the reader's own time zone. No style is ``f``."""
    when = dt.datetime.fromtimestamp(stamp, tz=dt.UTC)
    # Spelled out rather than strftime's %B/%A, which follow the process's locale.
    month = MONTHS[when.month - 1]
    hour = when.hour % 12 or 12
    half = "AM" if when.hour < 12 else "PM"
    short_time = f"{hour}:{when.minute:02d} {half}"
    long_time = f"{hour}:{when.minute:02d}:{when.second:02d} {half}"
    short_date = f"{when.month:02d}/{when.day:02d}/{when.year}"
    long_date = f"{month} {when.day}, {when.year}"
    shown = {
        "t": short_time,
        "T": long_time,
        "d": short_date,
        "D": long_date,
        "f": f"{long_date} {short_time}",
        "F": f"{WEEKDAYS[when.weekday()]}, {long_date} {short_time}",
        "s": f"{short_date} {short_time}",
        "S": f"{short_date} {long_time}",
    }
    if style == "R":
        return relative_time(stamp - now)
    return shown[style or "f"]


# Discord draws a Unicode emoji as a Twemoji picture 1.375 em square (bottom on the line's bottom),
# whether or not a variation selector asks for emoji presentation; the bot's fonts have no colour
# glyphs, and the machine none either, so the few emoji a turn post can hold are drawn here after
# Twemoji, on its 36-unit grid: ⏱ (the clocks line), ✂ (Paper World's scissors cards in move
# lines). The seat markers ● ■ ▲ ◆ ★ ✚ are no emoji: Discord draws them as text.
Shape = Callable[[ImageDraw.ImageDraw, Callable[[float], float]], None]


def _stopwatch(draw: ImageDraw.ImageDraw, u: Callable[[float], float]) -> None:
    draw.rounded_rectangle((u(15), u(0), u(21), u(5)), radius=u(1), fill=(102, 117, 127))
    draw.rectangle((u(16.5), u(4), u(19.5), u(8)), fill=(102, 117, 127))
    draw.line((u(28), u(7), u(31), u(4)), fill=(102, 117, 127), width=round(u(3)))
    draw.ellipse((u(3), u(6), u(33), u(36)), fill=(153, 170, 181))
    draw.ellipse((u(6), u(9), u(30), u(33)), fill=(245, 248, 250))
    for angle in range(0, 360, 30):
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        draw.line((u(18 + 10 * cos), u(21 + 10 * sin), u(18 + 11.5 * cos), u(21 + 11.5 * sin)), fill=(102, 117, 127))
    draw.line((u(18), u(21), u(23), u(13)), fill=(221, 46, 68), width=round(u(2)))
    draw.ellipse((u(16), u(19), u(20), u(23)), fill=(102, 117, 127))


def _scissors(draw: ImageDraw.ImageDraw, u: Callable[[float], float]) -> None:
    grey, dark, red = (204, 214, 221), (153, 170, 181), (221, 46, 68)
    for tip, heel in (((35, 5), (17, 20)), ((35, 31), (17, 16))):  # the blades, crossing at the pivot
        blade = [(tip[0], tip[1]), (heel[0], heel[1] - 2.5), (heel[0], heel[1] + 2.5)]
        draw.polygon([(u(bx), u(by)) for bx, by in blade], fill=grey)
        draw.line((u(tip[0]), u(tip[1]), u(heel[0]), u(heel[1])), fill=dark, width=max(1, round(u(0.8))))
    for ring, pivot in (((8, 10), (17, 16)), ((8, 26), (17, 20))):  # the handles
        draw.line((u(ring[0]), u(ring[1]), u(pivot[0]), u(pivot[1])), fill=red, width=round(u(3.5)))
        draw.ellipse((u(ring[0] - 6), u(ring[1] - 6), u(ring[0] + 6), u(ring[1] + 6)), outline=red, width=round(u(3)))
    draw.ellipse((u(16), u(16), u(20), u(20)), fill=(102, 117, 127))


EMOJI: dict[str, Shape] = {"⏱": _stopwatch, "✂": _scissors}
EMOJI_SPLIT = re.compile(f"([{''.join(EMOJI)}])\ufe0f?")


@cache
def emoji(char: str, size: int) -> Image.Image:
    """``char``'s picture ``size`` px square, drawn four times larger and scaled down for smooth edges."""
    big = 4 * size
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    EMOJI[char](ImageDraw.Draw(image), lambda units: units * big / 36)
    return image.resize((size, size), Image.Resampling.LANCZOS)


@cache
def mono(size: int) -> ImageFont.FreeTypeFont | None:
    """A monospace face for inline code, as Discord sets it: DejaVu Sans Mono from the machine's
    fonts, one of the fallbacks of Discord's code font list; None without it (the bot's face
    stands in)."""
    try:
        return ImageFont.truetype("DejaVuSansMono.ttf", size)
    except OSError:
        return None


def message_time(posted: float, now: float) -> str:
    """A message's time beside its author as Discord shows it at ``now``: "Today at 2:05 AM",
    "Yesterday at …", else the date and time."""
    when, today = (dt.datetime.fromtimestamp(moment, tz=dt.UTC) for moment in (posted, now))
    clock = discord_time(int(posted), "t", now)
    days = (today.date() - when.date()).days
    if days in (0, 1):
        return f"{'Today' if days == 0 else 'Yesterday'} at {clock}"
    return f"{discord_time(int(posted), 'd', now)} {clock}"


# Before each CJK character (kana, kanji, full-width forms) a line may break (a lookahead keeps it).
CJK_BREAKS = re.compile(r"(?=[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef])")
Piece = tuple[str, str]  # (text, style): style "", "bold", "code", "mention", "time" or "emoji"
PILLS = ("code", "mention", "time")  # drawn on a rounded background, never broken across lines


class Writer:
    """Draws Discord markdown (the bit a turn post uses) into a column, wrapping words; timestamps
    read as they would at ``now``."""

    def __init__(self, image: Image.Image, left: int, width: int, users: dict[int, str], now: float) -> None:
        self.image, self.draw = image, ImageDraw.Draw(image)
        self.left, self.width, self.users, self.now = left, width, users, now

    def segments(self, line: str) -> list[Piece]:
        """The (text, style) pieces of one line."""
        out: list[Piece] = []
        bold = False
        for piece in TOKEN.split(line):
            if not piece:
                continue
            if piece == "**":
                bold = not bold
            elif piece.startswith("`"):
                out.append((piece.strip("`"), "code"))
            elif piece.startswith("<@"):
                out.append(("@" + self.users.get(int(re.sub(r"\D", "", piece)), "someone"), "mention"))
            elif stamp := TIMESTAMP.fullmatch(piece):
                out.append((discord_time(int(stamp[1]), stamp[2] or "", self.now), "time"))
            elif piece.startswith("\\"):
                out.append((piece[1:], "bold" if bold else ""))
            else:
                for index, part in enumerate(EMOJI_SPLIT.split(piece)):
                    if part:
                        out.append((part, "emoji" if index % 2 else "bold" if bold else ""))
        return out

    def words(self, pieces: list[Piece]) -> list[list[Piece]]:
        """``pieces`` cut at their spaces into words (a space is a word of its own): a line breaks
        only between words, and a word may hold pieces of several styles ("(time runs out" and
        a timestamp pill)."""
        words: list[list[Piece]] = [[]]
        for text, style in pieces:
            if style in PILLS:
                words[-1].append((text, style))
                continue
            for index, part in enumerate(text.split(" ")):
                if index:
                    words += [[(" ", style)], []]
                for n, piece in enumerate(CJK_BREAKS.split(part)):
                    if n and piece:  # a browser may break before any CJK character, no space needed
                        words.append([])
                    if piece:
                        words[-1].append((piece, style))
        return [word for word in words if word]

    def width_of(self, text: str, style: str, size: int, heading: bool) -> float:
        if style == "emoji":  # 1.375 em, with margins of 0.1 em before and 0.05 em after
            return size * (1.375 + 0.15)
        if style == "code":
            code_size = round(size * CODE_SCALE)
            face = mono(code_size)
            inner = face.getlength(text) if face else theme.text_width(text, code_size)
            return inner + 0.4 * code_size  # 0.2 em of padding each side
        bold = heading or style in ("bold", "mention")
        return theme.text_width(text, size, bold) + (px(4) if style in PILLS else 0)

    def line(self, y: int, content: str, first: bool = False) -> int:
        """Draw one source line (wrapped as needed) from ``y``, the first of its text display when
        ``first``; returns the y below it."""
        size, heading = BODY, False
        for mark, (heading_size, first_margin) in HEADINGS.items():
            if content.startswith(mark):
                content, size, heading = content[len(mark) :], heading_size, True
                y += px(first_margin if first else 16)
        scaled = max(theme.MIN_TEXT_PX, px(size))
        step = round(scaled * 1.375)
        x = self.left
        for word in self.words(self.segments(content)):
            space = word[0][0] == " "
            if space and x == self.left:
                continue
            width = sum(self.width_of(text, style, scaled, heading) for text, style in word)
            if not space and x > self.left and x + width > self.left + self.width:
                x, y = self.left, y + step
            for text, style in word:
                x += self.piece(x, y, step, text, style, scaled, heading)
        return y + step + (px(8) if heading else 0)

    def piece(self, x: float, y: int, step: int, text: str, style: str, size: int, heading: bool) -> float:
        """Draw one piece at ``x`` on the line from ``y``; returns its width."""
        bold = heading or style in ("bold", "mention")
        width = self.width_of(text, style, size, heading)
        if style == "emoji":
            picture = emoji(text, round(size * 1.375))
            self.image.paste(picture, (round(x + size * 0.1), y + step - picture.height), picture)
        elif style in PILLS:
            fill = {"code": CODE_BG, "mention": MENTION_BG, "time": TIME_BG}[style]
            self.draw.rounded_rectangle((x, y + px(1), x + width, y + step - px(2)), radius=px(3), fill=fill)
            colour = MENTION_FG if style == "mention" else TEXT
            code_size = round(size * CODE_SCALE)
            face = mono(code_size) if style == "code" else None
            if face:
                self.draw.text((x + 0.2 * code_size, y + step / 2), text, font=face, fill=colour, anchor="lm")
            elif style == "code":
                theme.text(self.draw, (x + 0.2 * code_size, y + step / 2), text, code_size, colour, False, "lm")
            else:
                theme.text(self.draw, (x + px(2), y + step / 2), text, size, colour, bold, "lm")
        else:
            theme.text(self.draw, (x, y + step / 2), text, size, WHITE if bold else TEXT, bold, "lm")
        return width


def _cover(image: Image.Image, width: int, height: int) -> Image.Image:
    """``image`` scaled to cover width x height and cropped at its centre (how a mosaic cell shows it)."""
    scale = max(width / image.width, height / image.height)
    resized = image.resize((max(width, round(image.width * scale)), max(height, round(image.height * scale))))
    left, top = (resized.width - width) // 2, (resized.height - height) // 2
    return resized.crop((left, top, left + width, top + height))


def gallery_images(items: list[bytes], width: int) -> Image.Image:
    """A gallery as Discord roughly draws it: one image at full width; two side by side, three as one
    large beside two stacked, four as a grid, each cropped to its cell."""
    images = [Image.open(io.BytesIO(data)).convert("RGB") for data in items]
    if len(images) == 1:
        return images[0].resize((width, round(images[0].height * width / images[0].width)))
    gap = px(4)
    half = (width - gap) // 2
    sheet = Image.new("RGB", (width, half if len(images) == 2 else 2 * half + gap), CONTAINER)
    if len(images) == 2:
        cells = [(0, 0, half, half), (half + gap, 0, half, half)]
    elif len(images) == 3:
        cells = [(0, 0, half, 2 * half + gap), (half + gap, 0, half, half), (half + gap, half + gap, half, half)]
    else:
        cells = [((i % 2) * (half + gap), (i // 2) * (half + gap), half, half) for i in range(4)]
    for image, (x, y, w, h) in zip(images, cells):
        sheet.paste(_cover(image, w, h), (x, y))
    return sheet


@dataclass(frozen=True)
class Shown:
    """A file of a payload built without the bot: its name and bytes (as the fake keeps them)."""

    filename: str
    data: bytes


@dataclass(frozen=True)
class Payload:
    """A message's layout built without the bot: what :func:`draw_post` reads of a message."""

    components: list[dict[str, Any]]
    attachments: list[Shown]
    created_at: float


def payload_of(view: discord.ui.LayoutView, files: list[discord.File]) -> Payload:
    """The payload ``view`` with ``files`` would send, as the fake would keep it."""
    shown = []
    for file in files:
        file.fp.seek(0)
        shown.append(Shown(file.filename, file.fp.read()))
        file.fp.seek(0)
    return Payload(view.to_components(), shown, time.time())


def post_height(payload: Payload | Message, column: int = 480) -> float:
    """How tall (CSS px) the post ``payload`` shows in a chat column ``column`` px wide."""
    scratch = Image.new("RGB", (px(column), px(4000)), CHAT)
    return (_draw(scratch, payload, {}, "Tabletop", time.time(), None) + px(16)) / SCALE


def draw_post(message: Payload | Message, users: dict[int, str], bot_name: str, column: int, now: float) -> Image.Image:
    """The post as Discord's dark theme shows it at ``now`` in a chat column ``column`` CSS px wide
    (drawn twice: once to learn its height, then on the container of that height)."""
    width = px(column)
    scratch = Image.new("RGB", (width, px(4000)), CHAT)
    bottom = _draw(scratch, message, users, bot_name, now, None)
    image = Image.new("RGB", (width, bottom + px(16)), CHAT)
    _draw(image, message, users, bot_name, now, bottom)
    return image


def _draw(
    canvas: Image.Image,
    message: Payload | Message,
    users: dict[int, str],
    bot_name: str,
    now: float,
    bottom: int | None,
) -> int:
    """Draw the author line and the container's children; with ``bottom``, the container first."""
    (container,) = message.components
    files = {a.filename: a.data for a in message.attachments}
    draw = ImageDraw.Draw(canvas)
    left, avatar = px(16), px(40)
    inner_left = left + avatar + px(16)
    box_left, box_right, top, pad = inner_left, canvas.width - px(16), px(44), px(16)
    text_width = box_right - box_left - 2 * pad
    if bottom is not None:
        draw.rounded_rectangle((box_left, top, box_right, bottom), radius=px(8), fill=CONTAINER, outline=BORDER)
        accent = container.get("accent_color")
        if accent is not None:
            colour = ((accent >> 16) & 255, (accent >> 8) & 255, accent & 255)
            draw.rounded_rectangle((box_left, top, box_left + px(4), bottom), radius=px(2), fill=colour)
    # The author line.
    name_size = px(BODY)
    draw.ellipse((left, px(4), left + avatar, px(4) + avatar), fill=PRIMARY)
    theme.text(draw, (inner_left, px(20)), bot_name, name_size, WHITE, True, "lm")
    tag = inner_left + round(theme.text_width(bot_name, name_size, True)) + px(6)
    draw.rounded_rectangle((tag, px(12), tag + px(34), px(28)), radius=px(3), fill=PRIMARY)
    theme.text(draw, (tag + px(17), px(20)), "APP", theme.MIN_TEXT_PX, WHITE, True, "mm")
    posted = message_time(message.created_at, now)
    theme.text(draw, (tag + px(34 + 6), px(21)), posted, max(theme.MIN_TEXT_PX, px(AUTHOR_TIME)), MUTED, False, "lm")
    y = top + pad
    writer = Writer(canvas, box_left + pad, text_width, users, now)
    for child in container["components"]:
        kind = child.get("type")
        if kind == TEXT_DISPLAY:
            for index, line in enumerate(child["content"].splitlines()):
                y = writer.line(y, line, first=index == 0)
            y += px(8)
        elif kind == 14:  # separator: a 1 px line in the container's 8 px gaps; large spacing adds 8 px each side
            y += px(8) if child.get("spacing") == 2 else 0
            if child.get("divider", True):
                draw.line((box_left + pad, y, box_right - pad, y), fill=BORDER, width=px(1))
            y += px(1) + px(8) + (px(8) if child.get("spacing") == 2 else 0)
        elif kind == MEDIA_GALLERY:
            urls = [item["media"]["url"].removeprefix("attachment://") for item in child["items"]]
            shown = gallery_images([files[url] for url in urls if url in files], text_width)
            corners = Image.new("L", shown.size, 0)  # a gallery's corners are rounded like the container's
            ImageDraw.Draw(corners).rounded_rectangle((0, 0, shown.width - 1, shown.height - 1), px(8), fill=255)
            canvas.paste(shown, (box_left + pad, y), corners)
            y += shown.height + px(8)
        elif kind == 1:  # action row
            x = box_left + pad
            size = max(theme.MIN_TEXT_PX, px(BUTTON))
            for button in child["components"]:
                label = button.get("label") or ""
                w = round(theme.text_width(label, size, True)) + px(32)
                fill = PRIMARY if button.get("style") == 1 else SECONDARY
                draw.rounded_rectangle((x, y, x + w, y + px(32)), radius=px(4), fill=fill)
                theme.text(draw, (x + w / 2, y + px(16)), label, size, WHITE, True, "mm")
                x += w + px(8)
            y += px(40)
    return y + pad - px(8)


async def capture(game: str, moves: int, seed: int, players: int = 3) -> tuple[Message, dict[int, str], str, float]:
    """Play ``moves`` decisions of ``game`` (two people and ``players - 2`` bots) and return the
    newest turn post, the users' names, the bot's name and the moment of the capture."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        env = {"TABLETOP_AI_DELAY": "0", "TABLETOP_LOG_LEVEL": "WARNING"}
        async with running_bot(Path(tmp), env=env) as (fake, _bot, world):
            _, thread = await open_table(fake, world.channel, world.alice, game, [world.bob], bots=players - 2)
            played = 0
            while played < moves:
                mover = None
                for user in (world.alice, world.bob):
                    choices = await legal_choices(fake, user, thread)
                    if choices:
                        mover = user
                        break
                if mover is None:
                    await asyncio.sleep(0.1)
                    continue
                before = newest_shown(fake, thread)
                await (await fake.slash(mover, thread, "move", {"action": rng.choice(choices)["value"]})).wait_done()
                await wait_board_after(fake, thread, before)
                played += 1
            await asyncio.sleep(1)  # the AI's moves after the last one reach the post
            users = {uid: data["username"] for uid, data in fake.users.items()}
            # The fake stamps with time.time(), so "now" on its clock is the process's.
            return latest_board(fake, thread), users, users.get(fake.bot_user_id, "Tabletop"), time.time()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="mountain-miners")
    parser.add_argument("--moves", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--players", type=int, default=3, help="two people and the rest bots")
    parser.add_argument("--width", type=int, default=480, help="the chat column's width in CSS px")
    parser.add_argument("--out", default="docs/turn-post.png")
    args = parser.parse_args(argv)
    message, users, bot_name, now = asyncio.run(capture(args.game, args.moves, args.seed, args.players))
    image = draw_post(message, users, bot_name, args.width, now)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    image.quantize(colors=256, method=Image.Quantize.MEDIANCUT).save(args.out, optimize=True)
    print(f"{args.out}: {image.width} x {image.height} px ({args.width} px column at {SCALE}x)")
    print(f"post height: {post_height(message, args.width):.0f} CSS px (a screen shows about 800)")
    print(message.text)


if __name__ == "__main__":
    main()
