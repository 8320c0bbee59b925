"""The developer tools' commands on the game's command line: `python -m game shot`, `bench` and
`monkey`, from a source checkout.

Each `add_*` function is an entry point of the group "electoral_arcade.dev_commands" in
pyproject.toml: game/__main__.py finds them through the installed package's metadata and calls
each with its subparsers, so the game never imports this package (the built program has no such
entry points, and the commands are simply absent there). A command's `check` returns what is wrong
with its command line, or None, before any window opens; its `func` returns the exit status, or a
fault in one line (said on stderr, status 2); `display` says it needs a screen (a virtual one is
started where there is none).
"""
from __future__ import annotations

import json
import math

MONKEY_SECONDS = 300.0    # a monkey's run when neither --seconds nor --frames is given
MAX_WINDOW = (3840, 2160)  # the largest window `--size` makes


def parse_window_size(text: str) -> tuple[int, int]:
    """'1920x1080' -> (1920, 1080), from the game window's smallest size to MAX_WINDOW."""
    from game.ui.theme import MIN_WINDOW
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise ValueError(f"--size {text}: give the window size as WIDTHxHEIGHT, e.g. 1920x1080")
    size = (int(width), int(height))
    if not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1]):
        raise ValueError(f"--size {text}: a window from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} "
                         f"to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}")
    return size


# ---- shot ------------------------------------------------------------------------------------
def check_shot(args) -> str | None:
    """What is wrong with a `shot` command line, checked before a window (or Xvfb) starts."""
    from devtools.shot import scene_names
    if args.scene not in scene_names():
        return f"no scene called '{args.scene}'; known scenes: {', '.join(scene_names())}"
    from game.paths import png_name_fault
    fault = png_name_fault(args.out)
    if fault:
        return f"{args.out}: {fault}"
    try:
        args.size = parse_window_size(args.size)
    except ValueError as exc:
        return str(exc)
    return None


def cmd_shot(args) -> int | str:
    from devtools.shot import shot
    try:
        shot(args.scene, args.out, args.size)
    except OSError as exc:                   # a folder that cannot be made, a disk that is full
        return f"{args.out}: cannot be written ({exc.strerror or exc})"
    print(args.out)
    return 0


def add_shot(sub) -> None:
    p = sub.add_parser("shot", help="render a scene to a PNG (developer tool)")
    p.add_argument("scene")
    p.add_argument("out")
    p.add_argument("--size", default="1280x720", help="the window's size in pixels, WIDTHxHEIGHT")
    p.set_defaults(func=cmd_shot, check=check_shot, display=True)


# ---- monkey ----------------------------------------------------------------------------------
def check_monkey(args) -> str | None:
    if args.seconds is not None and not (math.isfinite(args.seconds) and args.seconds > 0):
        return f"--seconds must be more than 0, not {args.seconds}"
    if args.frames is not None and args.frames < 1:
        return f"--frames must be 1 or more, not {args.frames}"
    if not (math.isfinite(args.max_frame_seconds) and args.max_frame_seconds >= 0):
        return f"--max-frame-seconds must be 0 (no limit) or more, not {args.max_frame_seconds}"
    try:
        args.size = parse_window_size(args.size)
    except ValueError as exc:
        return str(exc)
    from game import catalog
    playable = catalog.playable_games()
    args.games = [g.strip() for g in args.games.split(",") if g.strip()] if args.games else playable
    unknown = [g for g in args.games if g not in playable]
    if unknown or not args.games:
        return f"--games {args.games and unknown[0]}: not a game the monkey can play; games: {', '.join(playable)}"
    if args.seconds is None and args.frames is None:
        args.seconds = MONKEY_SECONDS
    return None


def cmd_monkey(args) -> int:
    from devtools.monkey.driver import main as monkey
    return monkey(args.seed, args.seconds, args.frames, args.max_frame_seconds, args.size, args.games)


def add_monkey(sub) -> None:
    p = sub.add_parser("monkey", help="play the window with seeded random input and legal moves, into every "
                                      "screen, until an exception or a slow frame (exit 1) or the time is up "
                                      "(developer tool)",
                       epilog="Exit status 1 on an exception or a frame slower than --max-frame-seconds: the "
                              "traceback, the seed and the match's record (in the saves folder) are named.")
    p.add_argument("--seconds", type=float, default=None, help=f"how long to play (default {MONKEY_SECONDS:g})")
    p.add_argument("--frames", type=int, default=None, help="how many frames to play instead of seconds")
    p.add_argument("--seed", type=int, default=1, help="the seed of every choice the monkey makes")
    p.add_argument("--max-frame-seconds", type=float, default=5.0,
                   help="a frame slower than this fails the run (default 5; 0: no limit)")
    p.add_argument("--size", default="1280x720", help="the window's size in pixels, WIDTHxHEIGHT")
    p.add_argument("--games", default="", help="only these games, by name, comma-separated (default: all)")
    p.set_defaults(func=cmd_monkey, check=check_monkey, display=True)


# ---- bench -----------------------------------------------------------------------------------
def check_bench(args) -> str | None:
    if not (math.isfinite(args.seconds) and 0 < args.seconds <= 60):
        return f"--seconds must be more than 0 and at most 60, not {args.seconds}"
    args.display = not args.no_frames          # only the frames need a window
    return None


def cmd_bench(args) -> int:
    from devtools.bench import format_bench, run_bench
    result = run_bench(frames=not args.no_frames, seconds=args.seconds)
    print(json.dumps(result) if args.json else format_bench(result))
    return 0


def add_bench(sub) -> None:
    p = sub.add_parser("bench", help="frame times, engine and bot speed (developer tool)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--no-frames", action="store_true", help="skip the rendered part")
    p.add_argument("--seconds", type=float, default=1.5, help="per measurement")
    p.set_defaults(func=cmd_bench, check=check_bench, display=True)
