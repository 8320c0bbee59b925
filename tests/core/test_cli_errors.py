"""Every command-line mistake is one line on stderr naming it, status 2, never a traceback (the
examples of issue 10), and `solve` shows its progress and stops at its time limit (status 1).
Most run in this process through `main(argv)`; a few end to end in a fresh one."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import game.__main__ as cli
from game.__main__ import main
from game.engines.grundy.solver import CHECK_EVERY, SearchStopped, solve_report
from tests.core.conftest import add_toy_games

ROOT = Path(__file__).resolve().parents[2]
PROGRESS = re.compile(r"^solve: [\d,]+ positions searched, \d+ s of 5$")


@pytest.fixture(autouse=True)
def no_window(monkeypatch):
    """A mistake is found before any window or virtual screen would start."""
    def needs_display(argv, virtual=False):
        raise AssertionError(f"{argv} asked for a display")
    monkeypatch.setattr(cli, "_needs_display", needs_display)


def said(capsys, *argv: str) -> tuple[object, str]:
    """(status, the one line on stderr); nothing on stdout."""
    try:
        status = main(list(argv))
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    return status, err[:-1]


@pytest.mark.parametrize("argv, line", [
    (["moves", "nosuchgame"], "moves: no game called 'nosuchgame'; known games: grundy, constitution, dodgson, "),
    (["moves", "grundy", "--options", "{bad json"], "moves: --options is not JSON (Expecting property name "),
    (["moves", "grundy", "--options", "[1]"], "moves: --options must be a JSON object like "),
    (["moves", "grundy", "--options", "[" * 100000], "moves: --options nests lists or objects too deeply"),
    (["moves", "grundy", "--options", '{"colour": "red"}'],
     "moves: grundy: options.colour: grundy has no such option (its options: board, size, starts)"),
    (["moves", "grundy", "--options", '{"board": "random-map", "size": 1e999}'],
     "moves: grundy: options.size: inf is not a whole number"),
    (["moves", "grundy", "--position", "garbage"], "moves: grundy: no board called 'garbage'; boards: "),
    (["moves", "grundy", "--position", "hexagon / 1: a=1e5"], "moves: grundy: '1e5' is not a positive whole "),
    (["moves", "grundy", "--position", "\x00\x1b[31m"], "moves: grundy: no board called '\\x00\\x1b[31m'"),
    (["moves", "grundy", "--seed", "x"], "python -m game moves: argument --seed: invalid int value: 'x' "
                                         "(see python -m game moves --help)"),
    (["solve", "nosuch", "x"], "solve: no game called 'nosuch'; known games: "),
    (["solve", "grundy", "nope"], "solve: grundy: no board called 'nope'; boards: chvatal, "),
    (["solve", "grundy", "map-28"], "solve: grundy: map-28 has 28 empty vertices; the exact solver takes at most 12"),
    (["solve", "grundy", "hexagon", "--seconds", "-1"], "solve: --seconds must be 0 (no limit) or more, not -1.0"),
    (["solve", "grundy", "hexagon", "--seconds", "nan"], "solve: --seconds must be 0 (no limit) or more, not nan"),
    (["solve", "grundy"], "python -m game solve: the following arguments are required: board "),
    # longer than a file name may be: no board, not an OSError from asking the disk for one
    (["moves", "grundy", "--position", "a" * 300], "moves: grundy: no board called 'aaaa"),
    (["solve", "grundy", "a" * 300], "solve: grundy: no board called 'aaaa"),
    (["solve", "constitution", "x"], "solve: constitution has no exact solver"),
    (["selfcheck", "--picture", "x.jpg"], "selfcheck: --picture x.jpg: the picture is saved as PNG, so its name "
                                          "must end in .png"),
    (["selfcheck", "--picture", "a" * 300 + ".png"], "selfcheck: --picture aaaa"),
    # the developer tools' commands (devtools/commands.py), checked the same way
    (["shot", "nosuchscene", "x.png"], "shot: no scene called 'nosuchscene'; known scenes: menu, "),
    (["shot", "menu", "x.jpg"], "shot: x.jpg: the picture is saved as PNG, so its name must end in .png"),
    (["shot", "menu", "x.png", "--size", "big"], "shot: --size big: give the window size as WIDTHxHEIGHT, e.g. 1920x1080"),
    (["shot", "menu", "x.png", "--size", "100x100"], "shot: --size 100x100: a window from 640x360 to 3840x2160"),
    (["bench", "--seconds", "1e999"], "bench: --seconds must be more than 0 and at most 60, not inf"),
    (["nosuchcommand"], "python -m game: argument command: invalid choice: 'nosuchcommand' (choose from "),
    (["--fullscreen", "x"], "python -m game: unrecognized arguments: x (see python -m game --help)"),
])
def test_a_mistake_is_one_line_and_status_2(capsys, argv, line):
    status, err = said(capsys, *argv)
    assert status == 2 and err.startswith(line), err


def test_a_game_not_built_yet_is_one_line_naming_it(capsys, monkeypatch):
    add_toy_games(monkeypatch, {"tally": None})       # a stand-in: a catalog entry with no engine yet
    assert said(capsys, "moves", "tally") == (2, "moves: Tally is not built yet")


# ---- arena: every bot and number is checked before a process starts ----------------------------
@pytest.fixture
def no_processes(monkeypatch):
    import game.core.arena as arena

    def pool(*args, **kwargs):
        raise AssertionError("a worker process started")
    monkeypatch.setattr(arena, "ProcessPoolExecutor", pool)
    monkeypatch.setattr(arena, "play_one", lambda *args: pytest.fail("a game was played"))


@pytest.mark.parametrize("argv, line", [
    (["--p1", "nosuchbot", "--p2", "random"],
     "arena: unknown bot 'nosuchbot'; use one of: random, greedy, mcts, alphabeta, exact, easy, normal, hard"),
    (["--p1", "random", "--p2", "mcts:xs"], "arena: bot spec 'mcts:xs': 'xs' is not a time like 0.5s"),
    (["--p1", "random", "--p2", "mcts:1e308s"], "arena: bot spec 'mcts:1e308s': '1e308s' is out of range "
                                                "(0.001 to 3600)"),
    (["--p1", "random", "--p2", "greedy:noise=nan"], "arena: bot spec 'greedy:noise=nan': 'noise=nan' is out "
                                                     "of range (0 to 1000000)"),
    (["--p1", "random"], "arena: grundy needs 2 bots (--p1 .. --p2), got 1"),
    (["--p1", "random", "--p2", "random", "--games", "-1"], "arena: --games must be from 1 to 100000, not -1"),
    (["--p1", "random", "--p2", "random", "--jobs", "0"], "arena: --jobs must be from 1 to 256, not 0"),
    (["--p1", "random", "--p2", "random", "--max-plies", "0"], "arena: --max-plies must be from 1 to 10000000, not 0"),
    (["--p1", "random", "--p2", "random", "--options", '{"size": "x"}'],
     "arena: grundy: options.size: 'x' is not a whole number"),
])
def test_arena_refuses_bad_bots_and_numbers_before_starting_processes(capsys, no_processes, argv, line):
    status, err = said(capsys, "arena", "grundy", *argv)
    assert (status, err) == (2, line)


# ---- replay: files that are not files ------------------------------------------------------------
def test_replay_of_what_cannot_be_a_record_is_one_line(capsys, tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    broken = tmp_path / "broken.toml"
    broken.write_bytes(b"\xff\xfe not text")
    assert said(capsys, "replay", str(tmp_path / "missing.toml")) == (2, f"replay: {tmp_path}/missing.toml: "
                                                                         "file not found")
    assert said(capsys, "replay", str(tmp_path)) == (2, f"replay: {tmp_path}: is a folder, not a file")
    status, err = said(capsys, "replay", str(fifo))           # refused before opening: no hang
    assert status == 2 and err.startswith(f"replay: {fifo}: is not a regular file")
    status, err = said(capsys, "replay", "/dev/zero")
    assert status == 2 and err.startswith("replay: /dev/zero: is not a regular file")
    status, err = said(capsys, "replay", str(broken))
    assert status == 2 and err.startswith(f"replay: {broken}: ")


def test_a_review_budget_out_of_the_searchs_range_is_one_line(capsys, tmp_path):
    record = tmp_path / "record.toml"
    record.write_text('format = 1\ngame = "grundy"\nseed = 3\nmoves = ["a=1", "b=2"]\n[options]\n'
                      'board = "hexagon"\n')
    for budget in ("1000000001", "0", "-5"):
        assert said(capsys, "review", str(record), "--budget", budget) == (
            2, f"review: --budget must be from 1 to 1,000,000,000 search iterations per position, not {budget}")


def test_ctrl_c_is_one_line_and_status_130(capsys, monkeypatch):
    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "cmd_moves", interrupted)
    assert said(capsys, "moves", "grundy") == (130, "moves: interrupted")


# ---- solve: progress and a time limit, counted on an injected clock ------------------------------
def test_the_solver_reports_progress_and_stops_when_told():
    seen = []
    asked = []

    def should_stop():
        asked.append(len(seen))
        return len(asked) == 3
    with pytest.raises(SearchStopped) as info:
        solve_report("chvatal", should_stop=should_stop, progress=seen.append)
    assert isinstance(info.value, TimeoutError)      # what Game.solve_report promises callers
    assert len(seen) == 3 and seen == sorted(seen)
    assert 3 * CHECK_EVERY <= info.value.positions == seen[-1] <= 4 * CHECK_EVERY


def test_solve_stops_at_its_time_limit_with_progress_lines_and_status_1(capsys, monkeypatch):
    seconds = iter(range(10 ** 6))                   # one second a call of the clock
    monkeypatch.setattr(cli, "clock", lambda: next(seconds))
    status = main(["solve", "grundy", "chvatal", "--seconds", "5"])
    out, err = capsys.readouterr()
    *progress, last = err.splitlines()
    assert status == 1 and out == ""
    assert progress and all(PROGRESS.match(line) for line in progress), progress
    assert re.fullmatch(r"solve: stopped after 5 s with [\d,]+ positions searched; 'chvatal' needs longer "
                        r"\(--seconds N, or 0 for no limit\)", last)


def test_solve_within_its_limit_prints_the_report_and_no_progress(capsys):
    status = main(["solve", "grundy", "hexagon"])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    assert "result: a draw under perfect play" in out


# ---- end to end, in a fresh process ---------------------------------------------------------------
@pytest.mark.parametrize("argv, line", [
    (["moves", "nosuchgame"], "moves: no game called 'nosuchgame'; known games: "),
    (["arena", "grundy", "--p1", "nosuchbot", "--p2", "random"], "arena: unknown bot 'nosuchbot'; use one of: "),
])
def test_the_issues_examples_in_a_fresh_process(argv, line):
    done = subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, env={**os.environ, "EA_NO_XVFB": "1"})
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(line) and done.stderr.count("\n") == 1, done.stderr


# ---- replay --watch: its speed and its file, before any window -------------------------------------
@pytest.mark.parametrize("extra, line", [
    (["--speed", "2"], "replay: --speed goes with --watch (the speed the match is watched at)"),
    (["--watch", "--speed", "0.1"], "replay: --speed must be from 0.25 to 8 (times the normal speed), not 0.1"),
    (["--watch", "--speed", "9"], "replay: --speed must be from 0.25 to 8 (times the normal speed), not 9"),
    (["--watch", "--speed", "-1"], "replay: --speed must be from 0.25 to 8 (times the normal speed), not -1"),
    (["--watch", "--speed", "nan"], "replay: --speed must be from 0.25 to 8 (times the normal speed), not nan"),
    (["--watch", "--speed", "inf"], "replay: --speed must be from 0.25 to 8 (times the normal speed), not inf"),
    (["--watch", "--speed", "fast"], "python -m game replay: argument --speed: invalid float value: 'fast'"),
    (["--watch", "--json"], "replay: --json and --watch do not go together"),
])
def test_replay_watch_mistakes_are_one_line_and_status_2(capsys, tmp_path, extra, line):
    from game.core.arena import play_record
    path = tmp_path / "grundy.toml"
    play_record("grundy", "random", 1).save(path)
    status, err = said(capsys, "replay", str(path), *extra)
    assert status == 2 and err.startswith(line), err


@pytest.mark.parametrize("moves, fault", [
    ('["a=1", "zz=1"]', "moves[1]: 'zz=1' cannot be played: grundy: there is no vertex zz"),
    ('"a=1"', "moves: "),
])
def test_a_broken_record_to_watch_is_one_line_naming_file_key_and_fault(capsys, tmp_path, moves, fault):
    path = tmp_path / "x.toml"
    path.write_text(f'format = 1\ngame = "grundy"\nseed = 3\nmoves = {moves}\n[options]\n')
    status, err = said(capsys, "replay", str(path), "--watch")
    assert status == 2 and err.startswith(f"replay: {path}: {fault}"), err
