"""Match records, atomic saves and the level validator: bad files name file, key and fault."""
import os

import pytest

from game.core.datafile import DataFileError, Fields, read_toml, write_toml_atomic
from game.core.levels import load_level
from game.core.records import MatchRecord


def test_record_round_trips_and_replays(tmp_path):
    record = MatchRecord.start("nim", {"stones": 7}, seed=4, seats=["human", "easy"])
    record.moves = ["take 3", "take 2"]
    path = tmp_path / "save.toml"
    record.save(path)
    loaded = MatchRecord.load(path)
    assert loaded == record
    assert loaded.replay().stones == 2


def test_bad_move_in_a_save_names_file_key_and_move(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text('format = 1\ngame = "nim"\nseed = 1\nmoves = ["take 3", "take 9"]\n[options]\nstones = 7\n')
    with pytest.raises(DataFileError) as err:
        MatchRecord.load(path)
    message = str(err.value)
    assert str(path) in message and "moves[1]" in message and "take 9" in message


@pytest.mark.parametrize("body, key", [
    ('game = "nim"\nmoves = "take 1"\n', "moves"),
    ('game = "chess960"\n', "game"),
    ('game = "nim"\nseed = "x"\n', "seed"),
    ('format = 9\ngame = "nim"\n', "format"),
])
def test_broken_record_fields(tmp_path, body, key):
    path = tmp_path / "r.toml"
    path.write_text(body)
    with pytest.raises(DataFileError) as err:
        MatchRecord.load(path)
    assert err.value.key == key and str(path) in str(err.value)


def test_malformed_toml_is_reported_with_the_file(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text("game = \n")
    with pytest.raises(DataFileError, match="not valid TOML") as err:
        read_toml(path)
    assert str(path) in str(err.value)


def test_missing_file_is_reported():
    with pytest.raises(DataFileError, match="file not found"):
        read_toml("/nonexistent/x.toml")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "s.toml"
    write_toml_atomic(path, {"a": 1})

    def explode(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", explode)
    with pytest.raises(OSError):
        write_toml_atomic(path, {"a": 2})
    assert read_toml(path) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["s.toml"]  # no temp file left behind


def test_fields_type_and_range_errors():
    f = Fields({"n": "7", "k": 0, "flag": 1}, "x.toml", "board")
    with pytest.raises(DataFileError, match=r"x.toml: key 'board.n': must be a whole number, not text"):
        f.int("n")
    with pytest.raises(DataFileError, match="must be at least 1"):
        f.int("k", minimum=1)
    with pytest.raises(DataFileError, match="board.flag"):
        f.bool("flag")
    with pytest.raises(DataFileError, match="board.missing': is missing"):
        f.str("missing")


LEVEL = '''
game = "nim"
title = "Leave a multiple of four"
seed = 1
prelude = ["take 1"]
[options]
stones = 10
[[steps]]
text = "Take one, leaving eight."
expect = ["take 1"]
hint = "Leave a multiple of four."
reply = ["take 3"]
[[steps]]
text = "Well done."
'''


def test_level_loads_and_plays_through(tmp_path):
    path = tmp_path / "nim-01.toml"
    path.write_text(LEVEL)
    level = load_level(path)
    assert level.title == "Leave a multiple of four" and len(level.steps) == 2
    assert level.start_state().stones == 9


@pytest.mark.parametrize("change, key", [
    (("expect = [\"take 1\"]", "expect = [\"take 7\"]"), "steps[0].expect[0]"),
    (("reply = [\"take 3\"]", "reply = [3]"), "steps[0].reply[0]"),
    (("prelude = [\"take 1\"]", "prelude = [\"take 4\"]"), "prelude[0]"),
    (("title = \"Leave a multiple of four\"\n", ""), "title"),
    (("text = \"Well done.\"", "words = \"Well done.\""), "steps[1].text"),
])
def test_broken_levels_name_the_key(tmp_path, change, key):
    path = tmp_path / "nim-bad.toml"
    path.write_text(LEVEL.replace(*change))
    with pytest.raises(DataFileError) as err:
        load_level(path)
    assert err.value.key == key and str(path) in str(err.value)
