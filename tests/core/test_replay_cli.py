"""`python -m game replay FILE` on a broken record: one line naming the file, the key and the
fault, exit status 2, no traceback. Also `moves` and `solve` with bad input."""
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.core.datafile import DataFileError
from game.core.records import MatchRecord

ROOT = Path(__file__).resolve().parents[2]
GRUNDY_BOARDS = ("chvatal, cube, grid, grotzsch, heawood, hexagon, map-10, map-14, map-20, map-28, "
                 "moebius-ladder, petersen, tesseract, wheel, random-map, random-graph")


def record(tmp_path, game: str, options: str = "", moves: str = "[]") -> Path:
    path = tmp_path / "x.toml"
    path.write_text(f'format = 1\ngame = "{game}"\nseed = 3\nmoves = {moves}\n[options]\n{options}\n')
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(["replay", *argv])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("game, options, line", [
    ("grundy", 'board = "nope"', f"options.board: 'nope' is not one of grundy's boards ({GRUNDY_BOARDS})"),
    ("grundy", 'board = "random-map"\nsize = 99', "options.size: 99 is not one of grundy's random board sizes "
                                                  "(8 to 30)"),
    ("grundy", 'colour = "red"', "options.colour: grundy has no such option (its options: board, size, starts)"),
    ("grundy", "players = 3", "options.players: 3 is not a player count of grundy (always 2)"),
    ("dodgson", 'pawn_like = "yes"', "options.pawn_like: 'yes' is not true or false"),
    ("dodgson", "stall_rounds = -5", "options.stall_rounds: -5 is not a number of rounds (0 or more; 0: no limit)"),
    ("dodgson", 'position = "A:7 B:7 W"', "options.position: 'A:7 B:7 W' cannot start a game: "),
    ("constitution", 'rules = "modern"', "options.rules: 'modern' is not one of constitution's rule sets "
                                         "(revised, classic)"),
    ("constitution", 'map = "nowhere.toml"', "options.map: 'nowhere.toml' is not a map this game can use"),
    ("constitution", "starts = [[19, 2], [7, 2]]", "options.starts: [[19, 2], [7, 2]]: the two starting points "
                                                   "must be distinct and not on one line"),
    ("constitution", "starts = [[0, 0], [7, 2]]", "options.starts: [0, 0] is not a corner of a cell of this map"),
])
def test_bad_options_in_a_record_are_one_line_and_status_2(tmp_path, capsys, game, options, line):
    path = record(tmp_path, game, options)
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert err.startswith(f"replay: {path}: {line}")
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("game, moves, line", [
    ("grundy", '["a=1", "zz=1"]', "moves[1]: 'zz=1' cannot be played: grundy: there is no vertex zz"),
    ("grundy", '["a=0"]', "moves[0]: 'a=0' cannot be played: grundy: '0' is not a positive whole number"),
    ("dodgson", '["A c2-c9"]', "moves[0]: 'A c2-c9' cannot be played: dodgson: "),
    ("constitution", '["start 1", "fly"]', "moves[1]: 'fly' cannot be played: constitution: cannot read the move"),
])
def test_a_bad_move_in_a_record_is_one_line_and_status_2(tmp_path, capsys, game, moves, line):
    path = record(tmp_path, game, moves=moves)
    status, out, err = run(capsys, str(path))
    assert status == 2 and out == ""
    assert err.startswith(f"replay: {path}: {line}") and err.count("\n") == 1


def test_other_faults_of_a_record_are_one_line_too(tmp_path, capsys):
    path = record(tmp_path, "chess")
    status, _, err = run(capsys, str(path))
    assert status == 2 and err.startswith(f"replay: {path}: game: no game called 'chess'; known games: ")
    path.write_text("game = \n")
    status, _, err = run(capsys, str(path))
    assert status == 2 and err.startswith(f"replay: {path}: is not valid TOML") and err.count("\n") == 1
    status, _, err = run(capsys, str(tmp_path / "missing.toml"))
    assert (status, err) == (2, f"replay: {tmp_path / 'missing.toml'}: file not found\n")


def test_a_good_record_still_replays(tmp_path, capsys):
    path = record(tmp_path, "grundy", 'board = "hexagon"', '["a=1", "b=2"]')
    status, out, err = run(capsys, str(path))
    assert (status, err) == (0, "") and out == "grundy: 2 moves, not over\n"


def test_loading_a_record_reports_bad_options_by_key(tmp_path):
    path = record(tmp_path, "dodgson", 'pawn_like = "yes"')
    with pytest.raises(DataFileError) as info:
        MatchRecord.load(path, check=False)
    assert (info.value.key, info.value.fault) == ("options.pawn_like", "'yes' is not true or false")


def test_the_replay_command_itself_prints_one_line(tmp_path):
    """The example of the issue, end to end in a fresh process."""
    path = record(tmp_path, "grundy", 'board = "nope"')
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == f"replay: {path}: options.board: 'nope' is not one of grundy's boards ({GRUNDY_BOARDS})\n"


@pytest.mark.parametrize("argv, line", [
    (["moves", "chess"], "moves: no game called 'chess'; known games: "),
    (["moves", "grundy", "--options", '{"board": "nope"}'], "moves: grundy: options.board: 'nope' is not one of"),
    (["moves", "grundy", "--options", "{board"], "moves: --options is not JSON"),
    (["moves", "grundy", "--options", "[1]"], "moves: --options must be a JSON object"),
    (["solve", "constitution", "x"], "solve: constitution has no exact solver"),
    (["solve", "grundy", "nope"], "solve: grundy: no board called 'nope'; boards: chvatal, "),
    (["arena", "dodgson", "--options", '{"pawn_like": 1}'], "arena: dodgson: options.pawn_like: 1 is not true or "
                                                             "false"),
])
def test_other_commands_report_bad_input_in_one_line(capsys, argv, line):
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.startswith(line) and err.count("\n") == 1
