"""Every benchmark, one after the other: `make bench`."""

from __future__ import annotations

from bench import engine_render, move_latency


def main() -> int:
    engine_render.main([])
    move_latency.main([])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
