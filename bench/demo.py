"""Play a whole game among AI players offline and write one PNG per move plus the score sheet.

    make demo GAME=mountain-miners PLAYERS=3 OPTIONS='dark_tunnels=on map_size=6'
    make demo-options                       (every game's option keys and values)
    python -m bench.demo --game solstis --options '{"variant": "firefly"}' --private

Each run writes into its own folder under --out, named after the game, players, seed and options
(e.g. demo-out/solstis-2p-seed1-variant-firefly/), so runs with other settings are never touched;
running the same settings again replaces only that folder's demo files.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from lang import Speaker
from render import render_view
from render.score_sheet import render_score_sheet
from rules import available_keys, get_game
from rules.ai import choose_action
from rules.base import Game, IllegalAction
from rules.text import Msg

AI_CYCLE = ("greedy", "random")
# The files a demo run writes: only these are ever replaced in a run's folder.
OWN_FILES = re.compile(r"move-\d{4}(-seat\d+)?\.png|scores\.png|log\.txt|result\.json")
WORDS_FOR_TRUE = {"on", "yes", "true", "1"}
WORDS_FOR_FALSE = {"off", "no", "false", "0"}


def english(text: Msg | str) -> str:
    """A label or message of the rules, in English (the demo's terminal and docs/games.md)."""
    return Speaker().say(text)


class OptionProblem(ValueError):
    """Options the game cannot take; the message lists what it can."""


# ---------------------------------------------------------------------- options
def choice_words(value: object) -> set[str]:
    """The words a person may type for an option value (JSON false, 'off', 'no' ... for False)."""
    if value is True:
        return WORDS_FOR_TRUE
    if value is False:
        return WORDS_FOR_FALSE
    return {str(value).lower()}


def option_choices_text(game: Game, key: str) -> str:
    spec = next(s for s in game.OPTIONS if s.key == key)
    return ", ".join(f"{json.dumps(value)} ({english(label)})" for value, label in spec.choices.items())


def options_line(game: Game, options: dict[str, Any]) -> str:
    """The chosen options on one line, in English (``label: choice, ...``)."""
    parts = []
    for spec in game.OPTIONS:
        value = options.get(spec.key, spec.default)
        parts.append(f"{english(spec.label)}: {english(spec.choices.get(value, str(value)))}")
    return ", ".join(parts)


def options_help(game: Game) -> str:
    """Every option of ``game`` with its values, default first line; for the terminal."""
    if not game.OPTIONS:
        return f"{game.key}: no options."
    lines = [f"{game.key}:"]
    for spec in game.OPTIONS:
        lines.append(
            f"  {spec.key} = {' | '.join(json.dumps(v) for v in spec.choices)}"
            f"   (default {json.dumps(spec.default)}) {english(spec.label)}: {english(spec.description)}"
        )
    return "\n".join(lines)


def options_markdown() -> str:
    """The table of every game's options in docs/games.md, generated from each game's ``OPTIONS``."""
    rows = ["| game | option key | values (default first) | lobby label: meaning |", "|---|---|---|---|"]
    for key in available_keys():
        game = get_game(key)
        if not game.OPTIONS:
            rows.append(f"| `{key}` | (none) | | |")
        for spec in game.OPTIONS:
            values = [spec.default] + [v for v in spec.choices if v != spec.default]
            shown = ", ".join(f"`{json.dumps(v)}` ({english(spec.choices[v])})" for v in values)
            rows.append(f"| `{key}` | `{spec.key}` | {shown} | {english(spec.label)}: {english(spec.description)} |")
    return "\n".join(rows)


def parse_raw_options(raw: str) -> dict[str, Any]:
    """A JSON object (``{"variant": "firefly"}``) or ``key=value`` pairs (``variant=firefly map_size=6``)."""
    raw = raw.strip()
    if not raw:
        return {}
    if raw.startswith("{"):
        try:
            parsed = json.loads(raw)
        except json.JSONDecodeError as error:
            raise OptionProblem(
                f"OPTIONS is not valid JSON ({error.msg}); write e.g. "
                '\'{"variant": "firefly"}\' or simply variant=firefly.'
            ) from None
        if not isinstance(parsed, dict):
            raise OptionProblem('OPTIONS must be a JSON object such as \'{"variant": "firefly"}\'.')
        return parsed
    options: dict[str, Any] = {}
    for pair in re.split(r"[\s,]+", raw):
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise OptionProblem(f"{pair!r} is not key=value; write e.g. variant=firefly or a JSON object.")
        options[key.strip()] = value.strip()
    return options


def resolve_demo_options(game: Game, raw: str) -> dict[str, Any]:
    """The options for ``game`` from what a person typed, or OptionProblem naming the valid choices.

    Values match a choice exactly, or by its word or label ignoring case ("Firefly", "on", "5").
    """
    chosen: dict[str, Any] = {}
    specs = {spec.key: spec for spec in game.OPTIONS}
    for key, typed in parse_raw_options(raw).items():
        if key not in specs:
            valid = ", ".join(specs) or "none (this game has no options)"
            raise OptionProblem(f"{game.title} has no option {key!r}. Its options: {valid}.\n{options_help(game)}")
        spec = specs[key]
        match = [v for v in spec.choices if v == typed and type(v) is type(typed)]
        if not match and isinstance(typed, (str, int, bool)):
            word = str(typed).lower()
            match = [v for v in spec.choices if word in choice_words(v) or word == english(spec.choices[v]).lower()]
        if not match:
            raise OptionProblem(
                f"{game.title} option {key!r} cannot be {json.dumps(typed)}. "
                f"Choose one of: {option_choices_text(game, key)}."
            )
        chosen[key] = match[0]
    return chosen


def run_folder(out: Path, key: str, players: int, seed: int, options: dict[str, Any]) -> Path:
    """The folder of one demo run: its settings in its name."""
    parts = [f"{key}-{players}p-seed{seed}"] + [
        f"{k}-{json.dumps(v).strip(chr(34))}" for k, v in sorted(options.items())
    ]
    return out / re.sub(r"[^A-Za-z0-9_.-]+", "-", "-".join(parts))


def clear_own_files(folder: Path) -> int:
    """Remove an earlier run's demo files from ``folder`` (nothing else); returns how many."""
    removed = 0
    for path in folder.iterdir():
        if path.is_file() and OWN_FILES.fullmatch(path.name):
            path.unlink()
            removed += 1
    return removed


# ---------------------------------------------------------------------- playing
def play_demo(key: str, players: int, seed: int, out: Path, options: dict | None = None, private: bool = False) -> dict:
    """Play one game into ``out`` (created if needed; earlier demo files in it are replaced)."""
    game = get_game(key)
    out.mkdir(parents=True, exist_ok=True)
    replaced = clear_own_files(out)
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
        line = " · ".join(Speaker(None, names).say(e.text) for e in transition.events) or f"{names[seat]}: {action}"
        log_lines.append(f"{move:4d}. {line}")
        (out / f"move-{move:04d}.png").write_bytes(render_view(key, game.view(state, None), names))
        if private:
            (out / f"move-{move:04d}-seat{seat}.png").write_bytes(render_view(key, game.view(state, seat), names))
    result = game.result(state)
    (out / "scores.png").write_bytes(render_score_sheet(game.title, names, result))
    (out / "log.txt").write_text("\n".join(log_lines) + "\n")
    (out / "result.json").write_text(json.dumps(result.to_json(), indent=2))
    return {"moves": move, "result": result, "names": names, "replaced": replaced, "options": state.get("options", {})}


def breakdown_text(parts: dict[str, Any]) -> str:
    """'ruby 3, emerald -2' from a score breakdown."""
    return ", ".join(f"{name} {value}" for name, value in parts.items())


def summary_text(game: Game, players: int, seed: int, folder: Path, summary: dict) -> str:
    result = summary["result"]
    lines = [
        f"{game.title}, {players} players, seed {seed}: {summary['moves']} moves.",
        f"Options: {options_line(game, summary['options']) or 'none'}",
        f"Images: {folder}/  (move-0000.png to move-{summary['moves']:04d}.png, scores.png; log.txt has every move)",
    ]
    if summary["replaced"]:
        lines.append(f"(Replaced the {summary['replaced']} files of an earlier run with the same settings.)")
    lines.append("Result:")
    for seat in result.ranking:
        parts = breakdown_text(result.breakdown[seat])
        lines.append(
            f"  {result.places[seat]}. {summary['names'][seat]}: {result.scores[seat]}"
            + (f"  ({parts})" if parts else "")
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mountain-miners", choices=available_keys())
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="demo-out", help="parent folder; each run gets its own subfolder")
    parser.add_argument("--options", default="", help="lobby options: key=value pairs or JSON, e.g. variant=firefly")
    parser.add_argument("--private", action="store_true", help="also write the acting seat's private view")
    parser.add_argument("--list-options", action="store_true", help="print every game's options and stop")
    parser.add_argument(
        "--markdown-options", action="store_true", help="print the options table of docs/games.md and stop"
    )
    args = parser.parse_args(argv)
    if args.list_options:
        print("\n\n".join(options_help(get_game(key)) for key in available_keys()))
        return 0
    if args.markdown_options:
        print(options_markdown())
        return 0
    game = get_game(args.game)
    players = min(max(args.players, game.min_players), game.max_players)
    if players != args.players:
        span = (
            f"{game.min_players}"
            if game.min_players == game.max_players
            else f"{game.min_players} to {game.max_players}"
        )
        print(f"{game.title} is for {span} players: playing with {players}.")
    try:
        options = resolve_demo_options(game, args.options)
        game.resolve_options(options, players)  # combinations the rules forbid
    except (OptionProblem, IllegalAction) as problem:
        print(getattr(problem, "reason", None) or str(problem), file=sys.stderr)
        return 2
    folder = run_folder(Path(args.out), args.game, players, args.seed, options)
    summary = play_demo(args.game, players, args.seed, folder, options, args.private)
    print(summary_text(game, players, args.seed, folder, summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
