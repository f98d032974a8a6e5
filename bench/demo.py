"""Play a whole game among AI players offline and write one PNG per move plus the score sheet.

    make demo GAME=mountain-miners PLAYERS=3     (or: python -m bench.demo --game ... )
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from render import render_view
from render.score_sheet import render_score_sheet
from rules import available_keys, get_game
from rules.ai import choose_action
from rules.base import format_event

AI_CYCLE = ("greedy", "random")


def play_demo(key: str, players: int, seed: int, out: Path, options: dict | None = None, private: bool = False) -> dict:
    game = get_game(key)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.png"):
        old.unlink()
    names = [f"{AI_CYCLE[s % 2].title()} {s + 1}" for s in range(players)]
    kinds = [AI_CYCLE[s % 2] for s in range(players)]
    state = game.setup(players, seed, options or {})
    log_lines = []
    move = 0
    (out / f"move-{move:04d}.png").write_bytes(render_view(key, game.view(state, None), names))
    while not game.is_over(state):
        seat = min(game.to_act(state))
        action = choose_action(kinds[seat], game, state, seat)
        transition = game.apply(state, seat, action)
        state = transition.state
        move += 1
        line = " · ".join(format_event(e.text, names) for e in transition.events) or f"{names[seat]}: {action}"
        log_lines.append(f"{move:4d}. {line}")
        (out / f"move-{move:04d}.png").write_bytes(render_view(key, game.view(state, None), names))
        if private:
            (out / f"move-{move:04d}-seat{seat}.png").write_bytes(render_view(key, game.view(state, seat), names))
    result = game.result(state)
    (out / "scores.png").write_bytes(render_score_sheet(game.title, names, result))
    (out / "log.txt").write_text("\n".join(log_lines) + "\n")
    (out / "result.json").write_text(json.dumps(result.to_json(), indent=2))
    return {"moves": move, "result": result, "names": names}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="mountain-miners", choices=available_keys())
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="demo-out")
    parser.add_argument("--options", default="{}", help='lobby options as JSON, e.g. {"variant": "firefly"} for Solstis')
    parser.add_argument("--private", action="store_true", help="also write the acting seat's private view")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    players = min(max(args.players, game.min_players), game.max_players)
    if players != args.players:
        print(f"{game.title} is for {game.min_players} to {game.max_players} players: playing with {players}.")
    args.players = players
    summary = play_demo(args.game, args.players, args.seed, Path(args.out), json.loads(args.options), args.private)
    result = summary["result"]
    print(f"{args.game}: {summary['moves']} moves, images in {args.out}/")
    for seat in result.ranking:
        print(f"  {result.places[seat]}. {summary['names'][seat]}: {result.scores[seat]}  {result.breakdown[seat]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
