"""A record's options may name a file: Constitution's `map`. Only a map the game ships
(levels/constitution/NAME.toml) or one in the saves folder's maps folder (maps/NAME.toml) is
opened; any other path is refused at options.map, in one line on the command line (exit 2)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from game.core.datafile import DataFileError, dumps_toml
from game.core.records import MatchRecord
from game.engines.constitution.mapdata import DEFAULT_MAP_PATH


def record_text(map_option: str) -> str:
    return dumps_toml({"format": 1, "game": "constitution", "seed": 1, "moves": [],
                       "options": {"map": map_option}})


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "maps").mkdir(parents=True)
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(home))
    return home


def refused_map(tmp_path, map_option: str) -> DataFileError:
    path = tmp_path / "record.toml"
    path.write_text(record_text(map_option))
    with pytest.raises(DataFileError) as caught:
        MatchRecord.load(path)
    return caught.value


@pytest.mark.parametrize("option", ["/etc/passwd", "../../x", "maps/../../x.toml", "levels/constitution/../x.toml",
                                    "maps/", "levels/constitution/usa.toml/..", "usa.toml", "maps/a b.toml"])
def test_a_map_option_naming_any_other_file_is_refused_at_options_map(tmp_path, home, option):
    error = refused_map(tmp_path, option)
    assert error.key == "options.map" and "levels/constitution/NAME.toml" in error.fault
    assert "TOML" not in error.fault and "line" not in error.fault      # the file was never read


def test_a_real_map_outside_the_two_folders_is_refused_even_by_a_link(tmp_path, home):
    elsewhere = tmp_path / "usa-copy.toml"
    shutil.copy(DEFAULT_MAP_PATH, elsewhere)
    assert refused_map(tmp_path, str(elsewhere)).key == "options.map"
    os.symlink(elsewhere, home / "maps" / "linked.toml")
    assert refused_map(tmp_path, "maps/linked.toml").key == "options.map"


def test_the_shipped_map_and_one_in_the_saves_folders_maps_folder_are_used(tmp_path, home):
    shutil.copy(DEFAULT_MAP_PATH, home / "maps" / "mine.toml")
    for option in ("levels/constitution/usa.toml", "maps/mine.toml"):
        path = tmp_path / "record.toml"
        path.write_text(record_text(option))
        assert MatchRecord.load(path).initial_state().num_players == 2


@pytest.mark.parametrize("command", ["replay", "review"])
@pytest.mark.parametrize("option", ["/etc/passwd", "../../x"])
def test_replay_and_review_of_such_a_record_say_so_in_one_line_and_exit_2(tmp_path, home, command, option):
    path = tmp_path / "record.toml"
    path.write_text(record_text(option))
    done = subprocess.run([sys.executable, "-m", "game", command, str(path)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "options.map" in lines[0] and str(path) in lines[0], done.stderr
    assert "maps/NAME.toml" in lines[0] and "Traceback" not in done.stderr     # refused by its name, unread
