"""Command line: `python -m game [play|shot|arena|replay|moves|solve|bench]`.

Only `play`, `shot` and the frame part of `bench` open a window; everything
else runs on the pure-Python engines.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys


def _needs_display(argv: list[str]) -> None:
    """Re-run under a virtual X server when there is no display (CI, this machine)."""
    if os.environ.get("DISPLAY") or os.environ.get("ARCADE_HEADLESS") or os.environ.get("EA_NO_XVFB"):
        return
    xvfb = shutil.which("xvfb-run")
    if xvfb is None:
        return  # let Arcade report the missing display itself
    os.environ["EA_NO_XVFB"] = "1"
    os.execv(xvfb, [xvfb, "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-m", "game", *argv])


def cmd_play(args) -> int:
    from game.app import main
    main(fullscreen=args.fullscreen)
    return 0


def cmd_shot(args) -> int:
    from game.shot import shot
    shot(args.scene, args.out)
    print(args.out)
    return 0


def fail(command: str, message: str) -> int:
    """Report a fault the user can fix in one line on stderr, no traceback; status 2."""
    print(f"{command}: {message}", file=sys.stderr)
    return 2


def _options_argument(text: str) -> dict:
    """The --options JSON; ValueError naming the fault."""
    if not text:
        return {}
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"--options is not JSON ({exc})") from None
    if not isinstance(options, dict):
        raise ValueError(f"--options must be a JSON object like '{{\"board\": \"hexagon\"}}', not {text}")
    return options


def _game(name: str):
    """The named game's engine; ValueError naming the known games, or saying it is not built yet."""
    from game.catalog import NotBuilt, UnknownGame, get_game
    try:
        return get_game(name)
    except (UnknownGame, NotBuilt) as exc:     # not in the catalog, or listed but not built yet
        raise ValueError(str(exc)) from None


def cmd_arena(args) -> int:
    from game.core.arena import run_arena
    specs = [s for s in (args.p1, args.p2, args.p3, args.p4) if s]
    try:
        options = _options_argument(args.options)
        _game(args.game).validate_options(options)
    except ValueError as exc:
        return fail("arena", str(exc))
    result = run_arena(args.game, specs, games=args.games, seed=args.seed, options=options, jobs=args.jobs)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}: {result['games']} games, {result['draws']} draws, "
              f"{result['mean_plies']} plies on average")
        for spec, wins, secs in zip(result["bots"], result["wins"], result["mean_move_seconds"]):
            share = (wins + result["draws"] / len(specs)) / max(1, result["games"])
            print(f"  {spec:>16}: {wins:g} wins  ({share:.0%} with draws shared)  {secs * 1000:.1f} ms/move")
    return 0


def cmd_replay(args) -> int:
    from game.core.datafile import DataFileError
    from game.core.records import MatchRecord
    try:
        record = MatchRecord.load(args.file, check=False)
        state = record.replay(path=args.file)
    except DataFileError as exc:
        # `replay: saves/x.toml: options.board: 'nope' is not one of grundy's boards (...)`
        return fail("replay", f"{exc.path}: {exc.key}: {exc.fault}" if exc.key else f"{exc.path}: {exc.fault}")
    outcome = state.outcome()
    result = {"game": record.game, "over": state.is_terminal(),
              "scores": list(outcome.scores) if outcome else None,
              "winners": list(outcome.winners) if outcome else None,
              "reason": outcome.reason if outcome else None}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{record.game}: {len(record.moves)} moves, "
              + (f"over: {outcome.reason}; scores {list(outcome.scores)}; winners {list(outcome.winners)}"
                 if outcome else "not over"))
    return 0


def cmd_moves(args) -> int:
    from game.core.state import IllegalMove
    try:
        game = _game(args.game)
        options = _options_argument(args.options)
        if args.position:
            state = game.state_from_position(args.position, options)
        else:
            state = game.new_initial_state(options, args.seed)
    except (IllegalMove, ValueError, NotImplementedError) as exc:
        return fail("moves", str(exc))
    for move in state.legal_moves():
        print(state.move_to_text(move))
    return 0


def cmd_solve(args) -> int:
    try:
        result = _game(args.game).solve_report(args.board)
    except (ValueError, NotImplementedError) as exc:
        return fail("solve", str(exc))
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0


def cmd_bench(args) -> int:
    from game.bench import run_bench
    result = run_bench(frames=not args.no_frames, seconds=args.seconds)
    if args.json:
        print(json.dumps(result))
    else:
        from game.bench import format_bench
        print(format_bench(result))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Electoral Arcade")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("play", help="open the game window (the default)")
    p.add_argument("--fullscreen", action="store_true")
    p.set_defaults(func=cmd_play, display=True)

    p = sub.add_parser("shot", help="render a scene to a PNG")
    p.add_argument("scene")
    p.add_argument("out")
    p.set_defaults(func=cmd_shot, display=True)

    p = sub.add_parser("arena", help="play bots against each other")
    p.add_argument("game")
    for i in range(1, 5):
        p.add_argument(f"--p{i}", default=None)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--options", default="", help="game options as JSON")
    p.add_argument("--jobs", type=int, default=None, help="parallel processes (default: cores)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena, display=False)

    p = sub.add_parser("replay", help="replay a match record")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_replay, display=False)

    p = sub.add_parser("moves", help="list the legal moves of the player to move")
    p.add_argument("game")
    p.add_argument("--position", default=None)
    p.add_argument("--options", default="", help="game options as JSON")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=cmd_moves, display=False)

    p = sub.add_parser("solve", help="game value under perfect play (small boards)")
    p.add_argument("game")
    p.add_argument("board")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_solve, display=False)

    p = sub.add_parser("bench", help="frame times, engine and bot speed")
    p.add_argument("--json", action="store_true")
    p.add_argument("--no-frames", action="store_true", help="skip the rendered part")
    p.add_argument("--seconds", type=float, default=1.5, help="per measurement")
    p.set_defaults(func=cmd_bench, display=True)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play"])
    if getattr(args, "display", False) and not getattr(args, "no_frames", False):
        _needs_display(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
