"""Text over several lines: breaking at spaces, between Japanese and Chinese characters, and
inside a long name, each line a run of the name's own direction."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from render import fonts
from render.fonts import clean_keeping_isolates, isolate
from render.theme.layout_record import CUTS, is_recording
from render.theme.typeset import fit_text, text_width, visible

_CJK_WIDE = ((0x3000, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
# Characters a line of Japanese or Chinese never starts with (closing marks, small kana, the long-vowel mark).
_NO_LINE_START = frozenset("、。，．・：；！？）」』】〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")


def _is_wide(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _CJK_WIDE)


def break_units(word: str) -> list[str]:
    """The pieces of a space-free ``word`` a line may break between: Japanese and Chinese break
    between characters (never before a closing mark, nor between a number and its counter), other
    scripts only at spaces. A name inside isolates (see :func:`isolate`) is never broken."""
    units: list[str] = []
    current = ""
    depth = 0
    for char in word:
        breakable = (
            current
            and depth == 0
            and char not in _NO_LINE_START
            and char != fonts.PDI
            and (_is_wide(char) or _is_wide(current[-1]))
            and not (current[-1] in "0123456789" and _is_wide(char))  # a number keeps its counter: 4点
        )
        if breakable:
            units.append(current)
            current = char
        else:
            current += char
        if char == fonts.FSI:
            depth += 1
        elif char == fonts.PDI:
            depth = max(0, depth - 1)
    if current:
        units.append(current)
    return units


NO_BREAK_SPACES = frozenset("\u00a0\u202f\u2007")  # French puts them before : ; ! ? and inside « »


def _words(content: str) -> list[str]:
    """``content`` split at its spaces, but for those inside a name's isolates (a name is never
    broken over two lines: its words would change order in a right-to-left script) and the
    no-break spaces (a line never starts with a French ":" or "?")."""
    found: list[str] = []
    current = ""
    depth = 0
    for char in content:
        if char == fonts.FSI:
            depth += 1
        elif char == fonts.PDI:
            depth = max(0, depth - 1)
        if char.isspace() and depth == 0 and char not in NO_BREAK_SPACES:
            if current:
                found.append(current)
            current = ""
        else:
            current += char
    if current:
        found.append(current)
    return found


def wrap_text(content: str, size: int, max_width: float, bold: bool = False) -> list[str]:
    """``content`` broken into lines of at most ``max_width`` pixels: at spaces, and between the
    characters of Japanese and Chinese text, which has no spaces."""
    lines: list[str] = []
    line = ""
    for word in _words(clean_keeping_isolates(content)):
        units = break_units(word)
        # Japanese or Chinese set apart by a space ("魔人の面 各4点") breaks at the space where the
        # part after it fits a line of its own, rather than inside that part.
        overflows = line and len(units) > 1 and text_width(f"{line} {word}", size, bold) > max_width
        if overflows and text_width(word, size, bold) <= max_width:
            lines.append(line)
            line = word
            continue
        for index, unit in enumerate(units):
            candidate = f"{line} {unit}".strip() if index == 0 else line + unit
            if line and text_width(candidate, size, bold) > max_width:
                lines.append(line)
                line = unit
            else:
                line = candidate
            if line == unit and _is_name(unit) and text_width(unit, size, bold) > max_width:
                # A name too long for a line of its own goes on over the next lines, each line a run
                # of the name's own direction (name_lines), rather than being cut.
                parts = name_lines(visible(unit), size, [max_width] * NAME_WRAP_LINES, bold, shorten=True)
                assert parts is not None  # shorten: the last line takes the rest
                lines.extend(parts[:-1])
                line = parts[-1]
    if line:
        lines.append(line)
    return [fit_text(clean_keeping_isolates(item), size, max_width, bold) for item in lines]


NAME_WRAP_LINES = 3  # lines a name may take inside wrapped text (Discord's longest names need two)


def _is_name(unit: str) -> bool:
    """Whether ``unit`` is one isolated name (see :func:`isolate`) and nothing else."""
    return unit.startswith(fonts.FSI) and unit.endswith(fonts.PDI) and unit.count(fonts.FSI) == 1


def _name_units(name: str) -> list[tuple[str, bool]]:
    """The pieces of ``name`` (as shown) a line may break between, each with whether a space comes
    before it: its words, and the characters of Japanese and Chinese."""
    units: list[tuple[str, bool]] = []
    for word in visible(name).split():
        for index, unit in enumerate(break_units(word)):
            units.append((unit, index == 0 and bool(units)))
    return units


def _joined(units: Sequence[tuple[str, bool]]) -> str:
    return "".join((" " if spaced and n else "") + unit for n, (unit, spaced) in enumerate(units))


def name_lines(
    name: str,
    size: int,
    widths: Sequence[float],
    bold: bool = False,
    say: Callable[[str], str] | None = None,
    shorten: bool = False,
) -> list[str] | None:
    """``name`` whole on at most ``len(widths)`` lines, line ``n`` at most ``widths[n]`` px: a name
    too long for one line breaks between its words (or its Japanese and Chinese characters), and
    each line stays a run of the name's own direction (a right-to-left name reads on from the end
    of the line above). ``say`` puts the words that follow the name (e.g. "(you)") around the part
    on its last line. None when the lines cannot hold it, unless ``shorten``: then the last line
    is shortened with "…" (recorded as cut)."""
    say = say or (lambda part: part)
    units = _name_units(name)
    if not units:
        return [say(isolate(visible(name)))]
    lines: list[str] = []
    starts: list[int] = []
    start = 0
    for room in widths:
        best = start
        for end in range(start + 1, len(units) + 1):
            part = isolate(_joined(units[start:end]))
            if text_width(say(part) if end == len(units) else part, size, bold) <= room:
                best = end
        if best == start:
            break
        part = isolate(_joined(units[start:best]))
        lines.append(say(part) if best == len(units) else part)
        starts.append(start)
        start = best
        if start == len(units):
            return lines
    if not shorten or not widths:
        return None
    # The last line takes the rest of the name, shortened; the cut is noted against the whole name.
    keep = min(len(lines), len(widths) - 1)
    lines, start = lines[:keep], (starts[keep] if keep < len(starts) else start)
    room = widths[len(lines)] - text_width(say(""), size, bold)
    rest = fit_text(isolate(_joined(units[start:])), size, max(room, 0), bold)
    if is_recording():
        CUTS[rest] = clean_keeping_isolates(isolate(visible(name)))
    return [*lines, say(rest)]


def named_label(name: str, words: str, size: int, max_width: float, bold: bool = False) -> str:
    """``name`` followed by ``words`` (e.g. "'s last turn") in at most ``max_width`` px: the name is
    shortened, never the words, and stays a run of its own direction."""
    room = max_width - text_width(words, size, bold)
    return fit_text(isolate(visible(name)), size, room, bold) + words
