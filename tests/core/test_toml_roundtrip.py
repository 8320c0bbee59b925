"""Every file the game writes reads back as the same data in the standard library's TOML parser
(which the game reads with).

The writer (game.core.datafile.dumps_toml) is tested on the awkward values first, then each
kind of file the game writes is made the way the game makes it and read back: settings,
match records and saves, the autosave, crash reports, and the Grundy boards the generators
write. The files the game ships are read within the game's limits too.
"""
from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest

from game.core.crash_reports import write_crash_report
from game.core.datafile import dumps_toml, read_toml, write_toml_atomic
from game.core.records import MatchRecord
from game.core.save_writer import save_writer
from game.core.session import MatchSession
from game.engines.grundy import graphs, mapgen
from game.engines.grundy.board import read_board_file
from game.ui.settings import Settings
from tests.core.broken_files import recorded_match

ROOT = Path(__file__).resolve().parents[2]


def same(a, b) -> bool:
    """Equal data, counting nan equal to nan and keeping int apart from float and bool."""
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or a == b
    if type(a) is not type(b) and not (isinstance(a, dict) and isinstance(b, dict)):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def reads_back(text: str, expected: dict) -> None:
    new = tomllib.loads(text)
    assert same(new, expected), f"tomllib read {new!r} from:\n{text}"


WRITER_CASES = {
    "empty file": {},
    "scalars": {"t": True, "f": False, "i": -7, "big": 2**62, "zero": 0, "s": "plain"},
    "floats": {"a": 0.1, "b": 1e-7, "c": 1e300, "d": -2.5, "e": 3.0, "inf": float("inf"),
               "ninf": float("-inf"), "nan": float("nan")},
    "unicode": {"s": "é ☃ 中文 \U0001f5f3 right-to-left \u202e", "keys too": {"é": 1, "中": "x"}},
    "escapes": {"s": 'quote " backslash \\ tab \t newline \n cr \r nul \x00 bell \x07 del \x7f'},
    "special keys": {"a.b": 1, "with space": 2, 'q"uote': 3, "": 4, "1": 5, "-_": 6},
    "empty arrays": {"a": [], "b": [[]], "c": [[], []], "d": [{}]},
    "nested arrays": {"a": [[1, 2], [3, 4]], "b": [[[0.5, 0.25]], [[1.0]]], "c": [[1, 2], ["x"]]},
    "long arrays on lines": {"moves": [f"move {i}" for i in range(60)], "n": list(range(80))},
    "tables": {"top": 1, "t": {"x": 1, "u": {"y": [1, 2], "v": {}}}, "after": {"z": "last"}},
    "arrays of tables": {"steps": [{"text": "a", "expect": ["v1=1"]}, {"text": "b", "sub": {"k": 1}}]},
    "tables inside arrays": {"a": [[{"x": 1}], [{"y": {"z": 2}}]], "b": [{"x": 1}, {}]},
}


@pytest.mark.parametrize("case", list(WRITER_CASES))
def test_the_writer_output_reads_back_the_same(case):
    reads_back(dumps_toml(WRITER_CASES[case]), WRITER_CASES[case])


def test_mixed_type_arrays_read_back():
    data = {"moves": ["a=1", False, 3, 1.5, ["x"]], "short": ["x", 3]}
    assert same(tomllib.loads(dumps_toml(data)), data)


def test_the_writer_refuses_what_toml_cannot_hold():
    with pytest.raises(TypeError):
        dumps_toml({"a": None})
    with pytest.raises(TypeError):
        dumps_toml({"a": [object()]})


def test_a_lone_surrogate_from_an_undecodable_file_name_is_written_as_a_replacement_character():
    text = dumps_toml({"level": "lesson-\udcff.toml"})
    reads_back(text, {"level": "lesson-\ufffd.toml"})


# ---- the files the game writes -------------------------------------------------------------
def check_file(path: Path, expected: dict | None = None) -> dict:
    text = path.read_text(encoding="utf-8")
    new = tomllib.loads(text)
    if expected is not None:
        assert same(new, expected)
    return new


def test_settings_files(tmp_path):
    settings = Settings(fullscreen=True, music_volume=0.35, effects_volume=0.0, colour_blind_palette=True,
                        bot_speed=0.5, animation_speed=4.0)
    settings.save(tmp_path / "settings.toml")
    check_file(tmp_path / "settings.toml", settings.to_data())
    assert Settings.load(tmp_path / "settings.toml") == settings


@pytest.mark.parametrize("game, options, plies", [
    ("grundy", {"board": "map-14"}, 8), ("grundy", {"board": "random-graph", "size": 12}, 5),
    ("constitution", {"rules": "classic"}, 30), ("constitution", "drawn starts", 6),
    ("dodgson", {"stall_rounds": 3}, 40), ("dodgson", {"position": ""}, 8),
])
def test_match_records_and_saves(tmp_path, game, options, plies):
    if options == "drawn starts":       # the starts option as levels give it: two corners of the map
        from game.engines.constitution.board import board_for_option
        from game.engines.constitution.start import draw_start_points
        board = board_for_option(None)
        options = {"starts": [list(board.points[q]) for q in draw_start_points(board, 3)]}
    data = recorded_match(game, options, seed=11, plies=plies)
    data["seats"] = ["human", "mcts:0.5s,rollout=4"]
    data["level"] = "levels/tutorials/grundy-01-rules.toml"
    record = MatchRecord(**{k: v for k, v in data.items() if k != "format"})
    record.save(tmp_path / "save.toml")
    check_file(tmp_path / "save.toml", data)
    assert MatchRecord.load(tmp_path / "save.toml") == record


def test_the_autosave(tmp_path):
    session = MatchSession.new("constitution", None, seed=5, save_folder=tmp_path)
    for _ in range(6):
        session.play(session.state.legal_moves()[0])
    assert session.last_error == ""
    save_writer().settle(session.autosave_path())       # written in the background
    check_file(session.autosave_path(), session.record.to_data())
    assert MatchSession.load(session.autosave_path(), autosave=False).moves == session.moves


def test_crash_reports_hold_a_record_that_reads_back(tmp_path):
    data = recorded_match("dodgson", {"stall_rounds": 3}, seed=2, plies=12)
    record = MatchRecord(**{k: v for k, v in data.items() if k != "format"})
    try:
        raise RuntimeError("a screen broke")
    except RuntimeError as exc:
        path = write_crash_report(exc, "update: dodgson screen", record, folder=tmp_path)
    text = path.read_text(encoding="utf-8")
    toml_part = text.split("# The match record", 1)[1].split("\n", 1)[1]
    assert same(tomllib.loads(toml_part), data)


def test_grundy_boards_the_generators_write(tmp_path):
    assert graphs.main(["--out", str(tmp_path)]) == 0
    assert mapgen.main(["--countries", "12", "--seed", "3", "--out", str(tmp_path / "map-x.toml"),
                        "--description", "Twelve countries; \"quoted\" words."]) == 0
    assert mapgen.main(["--countries", "9", "--graph", "--out", str(tmp_path / "graph-x.toml")]) == 0
    written = sorted(tmp_path.glob("*.toml"))
    assert len(written) == len(graphs.LIBRARY) + 2
    for path in written:
        board = read_board_file(path)
        check_file(path, board.to_file_data())


def test_every_toml_file_the_game_ships_reads_within_the_games_limits():
    shipped = [p for folder in ("levels", "assets", "game") for p in (ROOT / folder).rglob("*.toml")]
    assert len(shipped) > 20
    for path in shipped:
        check_file(path)
        read_toml(path)      # and within the game's limits (size, nesting)


def test_write_toml_atomic_uses_the_same_writer(tmp_path):
    data = WRITER_CASES["arrays of tables"]
    write_toml_atomic(tmp_path / "x.toml", data)
    assert (tmp_path / "x.toml").read_text(encoding="utf-8") == dumps_toml(data)
