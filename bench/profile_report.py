"""Where the bot's CPU went: a cProfile file (bench/load.py --profile) summed by layer.

Self time (tottime) of every function is charged to one layer by its file and name, so the rows
add up to the profile's total; waiting (a thread blocked on a queue or lock) is listed apart.

    python -m bench.profile_report DIR/bot.prof [--moves N]
"""

from __future__ import annotations

import argparse
import pstats
from collections import defaultdict

# (layer, test on "file:function") in order: the first that matches takes the function's time.
# Blocked waits show up with large self times under a per-thread CPU clock (a profiler artefact:
# the bot's measured CPU matches the total without them), so they are listed apart, not as CPU.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    (
        "waiting (blocked threads, not CPU)",
        (
            "<method 'get' of '_queue.SimpleQueue'",
            "<method 'acquire' of '_thread.lock'",
            "<method 'poll' of 'select.poll'",
        ),
    ),
    (
        "PNG encode + quantize",
        (
            "PngImagePlugin",
            "ImageFile.py",
            "'encode' of 'ImagingEncoder'",
            "'quantize' of",
            "encoding.py:to_png",
            "'convert' of 'ImagingCore'",
            "zlib",
        ),
    ),
    ("replay GIF (scale, palette, LZW)", ("render/replay.py", "GifImagePlugin", "'resize' of 'ImagingCore'")),
    (
        "board drawing (render/, Pillow draw)",
        ("/render/", "PIL/", "of 'ImagingCore'", "of 'Font'", "ImagingDraw", "PIL._imaging"),
    ),
    ("rules (apply, legal moves, view)", ("/rules/",)),
    ("message catalogue (lang/, Fluent, Babel)", ("/lang/", "fluent/", "babel/")),
    (
        "drawing pool plumbing (processes, pickle)",
        ("multiprocessing/", "concurrent/futures", "_pickle", "pickle.py"),
    ),
    ("JSON (state load/dump)", ("json/", "_json", "'loads'", "'dumps'")),
    ("SQLite (aiosqlite thread + sqlite3)", ("aiosqlite", "sqlite3", "/store/")),
    (
        "discord.py HTTP + multipart (aiohttp)",
        ("discord/http.py", "aiohttp", "multipart", "yarl", "multidict", "of '_socket.socket'"),
    ),
    ("discord.py gateway, parsing, state", ("discord/",)),
    ("bot glue (cogs/, services/)", ("/cogs/", "/services/")),
    ("asyncio event loop", ("asyncio/",)),
]


def layer_of(where: str) -> str:
    for name, needles in LAYERS:
        if any(needle in where for needle in needles):
            return name
    return "other (stdlib, logging, zlib...)"


def breakdown(path: str) -> dict[str, float]:
    stats = pstats.Stats(path).stats  # type: ignore[attr-defined]  # the raw table, not in the stubs
    totals: dict[str, float] = defaultdict(float)
    for (filename, _line, function), (_, _, tottime, _, _) in stats.items():
        totals[layer_of(f"{filename}:{function}" if filename != "~" else function)] += tottime
    return dict(totals)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("profile")
    parser.add_argument("--moves", type=int, default=0, help="moves in the run, for ms per move")
    args = parser.parse_args(argv)
    totals = breakdown(args.profile)
    cpu = sum(seconds for layer, seconds in totals.items() if not layer.startswith("waiting"))
    for layer, seconds in sorted(totals.items(), key=lambda item: -item[1]):
        share = "" if layer.startswith("waiting") else f"{seconds / cpu * 100:5.1f} %"
        per_move = f"  {seconds / args.moves * 1000:6.1f} ms/move" if args.moves else ""
        print(f"{layer:42s} {seconds:8.2f} s {share:>8s}{per_move}")
    print(f"{'CPU total':42s} {cpu:8.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
