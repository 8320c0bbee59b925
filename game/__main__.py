"""Command line: `python -m game [play|arena|replay|review|moves|solve|selfcheck]`, or
`electoral-arcade ...` in a built copy (`python3 build.py dist`), or `--version`. A source
checkout adds the developer tools' commands (`shot`, `bench`, `monkey`: devtools/), found through
the entry points of DEV_COMMANDS; the built program has none.

Only `play`, `selfcheck`, `replay --watch` and the developer tools' windows open a window;
everything else runs on the pure-Python engines.

Exit status: 0 done; 2 a mistake on the command line (an unknown game, board, bot
or scene, bad JSON or options, a file that cannot be read, a number out of range,
`play` with no display to show the window on),
said in one line on stderr by `fail`, never a traceback; 1 `solve` ran out of its
time limit (`--seconds`), or `monkey` found a fault; 130 interrupted (Ctrl+C).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import time

# pyglet asks the driver for an error after every GL call: about 3 ms of each frame under software
# GL. Players are spared it; the tests keep it (tests/conftest.py sets EA_GL_CHECKS=1, which
# subprocesses inherit), as does PYGLET_DEBUG_GL=1. pyglet reads this when it is imported.
if os.environ.get("EA_GL_CHECKS") != "1":
    os.environ.setdefault("PYGLET_DEBUG_GL", "0")

# `solve` reads the time through this name, so tests can count seconds instead of waiting them.
clock = time.monotonic
SOLVE_SECONDS = 20.0
PROGRESS_EVERY = 1.0      # seconds between two progress lines of `solve`
MAX_FAULT = 600           # characters of a fault's line
# Entry points of the developer tools' commands (pyproject.toml): name = "module:function", the
# function adding the command to the subparsers (see devtools/commands.py).
DEV_COMMANDS = "electoral_arcade.dev_commands"


def _has_display() -> bool:
    """A screen to open a window on: an X display, Arcade's headless mode, or a system whose
    windows need no DISPLAY (Windows, macOS)."""
    return (sys.platform in ("win32", "darwin") or bool(os.environ.get("DISPLAY"))
            or bool(os.environ.get("ARCADE_HEADLESS")))


def _needs_display(argv: list[str], virtual: bool = False) -> None:
    """Re-run under a virtual X server when there is no display (CI, this machine), or when
    asked (`play --virtual-screen`). EA_NO_XVFB says it already runs under one (or must not)."""
    if os.environ.get("EA_NO_XVFB") or (_has_display() and not virtual):
        return
    xvfb = shutil.which("xvfb-run")
    if xvfb is None:
        return  # let Arcade report the missing display itself
    os.environ["EA_NO_XVFB"] = "1"
    from game.paths import program_command
    os.execv(xvfb, [xvfb, "-a", "-s", "-screen 0 2560x1440x24", *program_command(), *argv])


def check_play(args) -> str | None:
    """A player with no screen (over SSH, say) is told so, instead of a window no one sees."""
    if args.virtual_screen:
        if not os.environ.get("EA_NO_XVFB") and shutil.which("xvfb-run") is None:
            return "--virtual-screen needs Xvfb (xvfb-run), which is not installed: install the xvfb package"
        return None
    if _has_display() or os.environ.get("EA_NO_XVFB"):
        return None
    return ("there is no display to open the game's window on (DISPLAY is not set): run it on a desktop, "
            "or add --virtual-screen to play it in an invisible window under Xvfb")


def cmd_play(args) -> int:
    from game.app import main
    main(fullscreen=args.fullscreen)
    return 0


def check_selfcheck(args) -> str | None:
    from game import catalog
    args.game = args.game or catalog.names()[0]
    if args.game not in catalog.names():
        return f"no game called '{args.game}'; games: {', '.join(catalog.names())}"
    try:
        catalog.get_game(args.game)
        catalog.screen_class(args.game)
    except catalog.NotBuilt as exc:
        return str(exc)
    from game.paths import png_name_fault
    fault = png_name_fault(args.picture) if args.picture is not None else None
    return f"--picture {args.picture}: {fault}" if fault else None


def cmd_selfcheck(args) -> int:
    from game.selfcheck import selfcheck
    return selfcheck(args.game, args.picture)


def fail(command: str, message: str, status: int = 2) -> int:
    """Report a fault the user can fix in one line on stderr, no traceback; status 2 unless told."""
    line = " ".join(str(message).split())              # one line, whatever the fault's text held
    line = "".join(c if c.isprintable() else repr(c)[1:-1] for c in line)   # no control codes
    if len(line) > MAX_FAULT:                            # a fault that quotes a huge argument
        line = line[:MAX_FAULT - 3] + "..."
    print(f"{command}: {line}", file=sys.stderr)
    return status


def _options_argument(text: str) -> dict:
    """The --options JSON; ValueError naming the fault."""
    if not text:
        return {}
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"--options is not JSON ({exc})") from None
    except RecursionError:
        raise ValueError("--options nests lists or objects too deeply") from None
    if not isinstance(options, dict):
        shown = text if len(text) <= 60 else text[:57] + "..."
        raise ValueError(f"--options must be a JSON object like '{{\"board\": \"hexagon\"}}', not {shown}")
    return options


def _game(name: str):
    """The named game's engine; ValueError naming the known games, or saying it is not built yet."""
    from game.catalog import NotBuilt, UnknownGame, get_game
    try:
        return get_game(name)
    except (UnknownGame, NotBuilt) as exc:     # not in the catalog, or listed but not built yet
        raise ValueError(str(exc)) from None


def cmd_ladder(args) -> int:
    from game.core.ladder import ladder_lines, run_ladder
    if any(s is not None for s in (args.p1, args.p2, args.p3, args.p4)):
        return fail("arena", "--ladder seats the difficulty levels itself; leave out --p1 .. --p4")
    try:
        result = run_ladder(args.game, games=args.games, seed=args.seed,
                            options=_options_argument(args.options), jobs=args.jobs, max_plies=args.max_plies)
    except ValueError as exc:
        return fail("arena", str(exc))
    print(json.dumps(result) if args.json else "\n".join(ladder_lines(result)))
    return 0


def cmd_arena(args) -> int:
    from game.core.arena import check_arena, run_arena
    if args.ladder:
        return cmd_ladder(args)
    specs = [s for s in (args.p1, args.p2, args.p3, args.p4) if s is not None]
    try:
        options = _options_argument(args.options)
        # before any process starts
        check_arena(args.game, specs, args.games, options, args.jobs, args.max_plies)
    except ValueError as exc:
        return fail("arena", str(exc))
    result = run_arena(args.game, specs, games=args.games, seed=args.seed, options=options, jobs=args.jobs,
                       max_plies=args.max_plies)
    if args.json:
        print(json.dumps(result))
    else:
        finished = result["games"] - result["unfinished"]
        plies = f", {result['mean_plies']} plies on average" if finished else ""
        print(f"{result['game']}: {result['games']} games, {result['draws']} draws{plies}")
        if result["unfinished"]:
            print(f"  {result['unfinished']} unfinished: stopped at {result['max_plies']} plies, "
                  f"no result (wins, shares and plies count the {finished} finished)")
        for spec, wins, secs in zip(result["bots"], result["wins"], result["mean_move_seconds"]):
            share = f"{(wins + result['draws'] / len(specs)) / finished:.0%}" if finished else "-"
            print(f"  {spec:>16}: {wins:g} wins  ({share} with draws shared)  {secs * 1000:.1f} ms/move")
    return 0


def file_fault(exc) -> str:
    """A record's fault for the command line: `saves/x.toml: options.board: 'nope' is not ...`."""
    return f"{exc.path}: {exc.key}: {exc.fault}" if exc.key else f"{exc.path}: {exc.fault}"


def check_replay(args) -> str | None:
    """`--speed` goes with `--watch`, within the speeds the watch offers; watching opens the window."""
    from game.modes.watch import MAX_SPEED, MIN_SPEED
    if args.speed is not None and not args.watch:
        return "--speed goes with --watch (the speed the match is watched at)"
    if args.watch and args.json:
        return "--json and --watch do not go together: --json prints the result, --watch shows the match"
    if args.speed is not None and not (math.isfinite(args.speed) and MIN_SPEED <= args.speed <= MAX_SPEED):
        return f"--speed must be from {MIN_SPEED:g} to {MAX_SPEED:g} (times the normal speed), not {args.speed:g}"
    if args.watch:                   # a broken file is said before any window (or virtual screen) opens
        from game.core.datafile import DataFileError
        from game.core.records import MatchRecord
        try:
            args.record = MatchRecord.load(args.file)      # played through: the watch plays this one
        except DataFileError as exc:
            return file_fault(exc)
    args.display = args.watch        # the window needs a screen: a virtual one where there is none
    return None


def cmd_replay(args) -> int:
    from game.core.datafile import DataFileError
    from game.core.records import MatchRecord
    if args.watch:                   # read and checked by check_replay
        from game.watch import watch_record
        return watch_record(args.record, args.speed if args.speed is not None else 1.0)
    try:
        record = MatchRecord.load(args.file, check=False)
        state = record.replay(path=args.file)
    except DataFileError as exc:
        # `replay: saves/x.toml: options.board: 'nope' is not one of grundy's boards (...)`
        return fail("replay", file_fault(exc))
    outcome = state.outcome()
    # why it ended and where it was decided in the game's own words (Game.end_in_words,
    # decided_in_words), the seats named by their places
    game, names = state.game, [f"Player {seat + 1}" for seat in range(state.num_players)]
    ended = game.end_in_words(state, names) if outcome else None
    decided = game.decided_in_words(record.initial_state(args.file), record.moves, names) if outcome else None
    result = {"game": record.game, "over": state.is_terminal(),
              "scores": list(outcome.scores) if outcome else None,
              "winners": list(outcome.winners) if outcome else None,
              "reason": outcome.reason if outcome else None, "ended": ended, "decided": decided or None}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{record.game}: {len(record.moves)} moves, "
              + (f"over: {ended}; scores {list(outcome.scores)}; winners {list(outcome.winners)}"
                 if outcome else "not over"))
        if decided:
            print(f"Decided: {decided}")
    return 0


def cmd_review(args) -> int:
    from game.core.bots import MAX_ITERATIONS
    from game.core.datafile import DataFileError
    from game.core.records import MatchRecord
    from game.core.review import ReviewAnalysis, TooLongToReview, review_lines, search_with_budget
    if args.budget is not None and not 1 <= args.budget <= MAX_ITERATIONS:
        return fail("review", f"--budget must be from 1 to {MAX_ITERATIONS:,} search iterations per position, "
                              f"not {args.budget}")
    try:
        record = MatchRecord.load(args.file, check=False)
        game = _game(record.game)
        search = game.review_search(dict(record.options))
        analysis = ReviewAnalysis.of_record(record, search_with_budget(search, args.budget), path=args.file)
    except DataFileError as exc:
        return fail("review", file_fault(exc))
    except TooLongToReview as exc:
        return fail("review", f"{args.file}: {exc}")
    total = analysis.positions
    watch = SolveWatch(0, lambda done, elapsed: f"review: {done} of {total} positions valued, {elapsed}")
    review = analysis.run(progress=lambda done, _: watch.progress(done))
    watch.done()
    if args.json:
        print(json.dumps(review.to_json()))
    else:
        print("\n".join(review_lines(review)))
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


def _solver(name: str):
    """The named game's exact solver for `solve` (its catalog entry's `solver`); ValueError for
    an unknown game, or one with no solver."""
    from game import catalog
    game = _game(name)
    if catalog.entry(name).solver is None:
        raise ValueError(f"{game.name} has no exact solver")
    return catalog.load(catalog.entry(name).solver)


class SolveWatch:
    """`solve`'s progress line on stderr (about once a second: positions searched so far) and
    its time limit (`seconds`; 0: none), as the should_stop and progress of the game's solver."""

    def __init__(self, seconds: float, line=None):
        # line(count, seconds) -> the progress line; solve's counts positions searched
        self.line = line or (lambda count, elapsed: f"solve: {count:,} positions searched, {elapsed}")
        self.start = clock()
        self.seconds = seconds
        self.shown_at = self.start
        self.positions = 0
        self.tty = sys.stderr.isatty()
        self.shown = False

    def elapsed(self) -> float:
        return clock() - self.start

    def should_stop(self) -> bool:
        return self.seconds > 0 and self.elapsed() >= self.seconds

    def progress(self, positions: int) -> None:
        self.positions = positions
        now = clock()
        if now - self.shown_at < PROGRESS_EVERY:
            return
        self.shown_at = now
        limit = f" of {self.seconds:g}" if self.seconds > 0 else ""
        line = self.line(positions, f"{now - self.start:.0f} s{limit}")
        # a terminal sees one line updated in place; a log gets a line each time
        sys.stderr.write(f"\r{line}\x1b[K" if self.tty else line + "\n")
        sys.stderr.flush()
        self.shown = True

    def done(self) -> None:
        if self.shown and self.tty:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()


def cmd_solve(args) -> int:
    if not (math.isfinite(args.seconds) and args.seconds >= 0):
        return fail("solve", f"--seconds must be 0 (no limit) or more, not {args.seconds}")
    watch = SolveWatch(args.seconds)
    fault, status = None, 2
    try:
        result = _solver(args.game)(args.board, should_stop=watch.should_stop, progress=watch.progress)
    except ValueError as exc:
        fault = str(exc)
    except TimeoutError:
        fault = (f"stopped after {watch.seconds:g} s with {watch.positions:,} positions searched; "
                 f"'{args.board}' needs longer (--seconds N, or 0 for no limit)")
        status = 1
    finally:
        watch.done()           # the progress line goes before anything else is said
    if fault is not None:
        return fail("solve", fault, status)
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0


def dev_commands() -> list:
    """The developer tools' commands installed with the game, by name: the entry points of
    DEV_COMMANDS in the installed package's metadata. A source checkout installed with
    `pip install -e` (build.py does) has them; the built program carries no metadata, so none."""
    from importlib.metadata import entry_points
    try:
        found = entry_points(group=DEV_COMMANDS)
    except Exception:            # metadata that cannot be read: the game's own commands still work
        return []
    return sorted({ep.name: ep for ep in found}.values(), key=lambda ep: ep.name)


def add_dev_commands(sub) -> None:
    """Each developer command adds itself; one whose module cannot be loaded (an install older
    than the checkout) is still listed, and asking for it says why it cannot run."""
    for command in dev_commands():
        if command.name in sub.choices:
            continue             # never in place of one of the game's own commands
        try:
            add = command.load()
        except Exception as exc:
            fault = (f"the developer tool cannot be loaded ({type(exc).__name__}: {exc}); "
                     "reinstall the checkout: python3 build.py setup")
            p = sub.add_parser(command.name, help="developer tool (cannot be loaded)")
            p.add_argument("rest", nargs=argparse.REMAINDER)
            p.set_defaults(func=None, check=lambda args, fault=fault: fault)
            continue
        add(sub)


class Parser(argparse.ArgumentParser):
    """argparse's own mistakes (a missing or unknown argument, a word where a number goes) in one
    line through `fail`, as every other mistake; status 2 as argparse has it."""

    def error(self, message: str):
        sys.exit(fail(self.prog, f"{message} (see {self.prog} --help)"))


def build_parser() -> argparse.ArgumentParser:
    from game.paths import is_frozen, version
    parser = Parser(prog="electoral-arcade" if is_frozen() else "python -m game", description="Electoral Arcade")
    parser.add_argument("--version", action="version", version=f"electoral-arcade {version()}")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("play", help="open the game window (the default)")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--virtual-screen", action="store_true",
                   help="open the window on an invisible virtual screen (Xvfb), as the tests do")
    p.set_defaults(func=cmd_play, check=check_play, display=True)

    p = sub.add_parser("arena", help="play bots against each other")
    p.add_argument("game")
    for i in range(1, 5):
        p.add_argument(f"--p{i}", default=None)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--options", default="", help="game options as JSON")
    p.add_argument("--jobs", type=int, default=None, help="parallel processes (default: cores)")
    p.add_argument("--max-plies", type=int, default=None,
                   help="stop a game after this many plies, unfinished (default: the game's own cap)")
    p.add_argument("--ladder", action="store_true",
                   help="each difficulty against the next: Easy-Normal, Normal-Hard (seats alternated)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena, display=False)

    p = sub.add_parser("replay", help="replay a match record (--watch: in the window, with its animations)")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--watch", action="store_true", help="play the match in the game's window, move by move")
    p.add_argument("--speed", type=float, default=None,
                   help="with --watch: times the normal speed, from 0.25 to 8 (default 1)")
    p.set_defaults(func=cmd_replay, check=check_replay, display=False)

    p = sub.add_parser("review", help="value every move of a finished match and name its mistakes")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.add_argument("--budget", type=int, default=None,
                   help="search iterations per position where no exact value is known (default: the game's)")
    p.set_defaults(func=cmd_review, display=False)

    p = sub.add_parser("moves", help="list the legal moves of the player to move")
    p.add_argument("game")
    p.add_argument("--position", default=None)
    p.add_argument("--options", default="", help="game options as JSON")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=cmd_moves, display=False)

    p = sub.add_parser("solve", help="game value under perfect play (small boards)",
                       epilog="Exit status 1 when the time limit ends the search; 2 for a mistake in the command.")
    p.add_argument("game")
    p.add_argument("board")
    p.add_argument("--json", action="store_true")
    p.add_argument("--seconds", type=float, default=SOLVE_SECONDS,
                   help=f"give up after this long (default {SOLVE_SECONDS:g}; 0: no limit)")
    p.set_defaults(func=cmd_solve, display=False)

    p = sub.add_parser("selfcheck", help="open a quick match against the bot through the game's loop "
                                         "and check that the bot's process answers")
    p.add_argument("game", nargs="?", default=None, help="a game's name (default: the first on the menu)")
    p.add_argument("--picture", default=None, metavar="OUT.png",
                   help="also save the window's last frame, the bot's move on the board, as a PNG")
    p.set_defaults(func=cmd_selfcheck, check=check_selfcheck, display=True)
    add_dev_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version"):
        argv = ["play", *argv]
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play"])
    check = getattr(args, "check", None)
    fault = check(args) if check else None
    if fault:
        return fail(args.command, fault)
    if getattr(args, "display", False):
        _needs_display(argv, virtual=getattr(args, "virtual_screen", False))
    try:
        status = args.func(args)
    except KeyboardInterrupt:
        return fail(args.command, "interrupted", status=130)
    except BrokenPipeError:           # `... | head`: the reader left; say nothing more
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    # a command returns its exit status, or what went wrong in one line (status 2)
    return fail(args.command, status) if isinstance(status, str) else status


if __name__ == "__main__":
    # A built copy starts its worker processes ('spawn') by running itself again: there this
    # call runs the worker and exits, before any window opens. From source it does nothing.
    import multiprocessing
    multiprocessing.freeze_support()
    sys.exit(main())
