"""No data file can crash or hang the game: the examples a fuzzing run found (issue 10), each
now one DataFileError naming the file, the key and the fault.

- a record whose moves are a mixed array with a trailing comma (`moves = [ "a=1", false,]`);
- arrays nested thousands deep in a lesson or a save;
- files that never end or never open (/dev/zero, a named pipe, a folder), also named by a
  save's map option; files over the size limit;
- bad engine options in a save (an unknown key, a wrong type, a bad value): `options.<key>`;
- a bad lesson hides only itself; broken settings keep the defaults and say so;
- killed writers leave the old file or the new one, and their temporary files are cleaned up.

Calls that could block are run by `without_hanging` (a guard that fails the test instead of
waiting forever; it measures nothing).
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.datafile import MAX_FILE_BYTES, DataFileError, dumps_toml, read_toml
from game.core.levels import TUTORIALS_DIR, lesson_problem, load_level, load_tutorials
from game.core.records import MatchRecord
from game.core.save_writer import save_writer
from game.core.session import MatchSession, clean_saves_folder, find_autosaves
from game.ui.settings import Settings
from tests.core.broken_files import LOADERS, NEVER_RAISE, recorded_match, special_paths, without_hanging

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 5000 + "]" * 5000


def save_text(game="grundy", options=None, moves=None, **extra) -> str:
    data = {"format": 1, "game": game, "seed": 1, "moves": moves or [], "options": options or {}}
    data.update(extra)
    return dumps_toml(data)


def refused(call, path) -> DataFileError:
    with pytest.raises(DataFileError) as err:
        without_hanging(lambda: call(path), unblock=path if path.is_fifo() else None)
    return err.value


# ---- the parser's own crashes ---------------------------------------------------------------
def test_a_mixed_array_with_a_trailing_comma_names_the_move_that_is_not_text(tmp_path):
    path = tmp_path / "save.toml"
    path.write_text('format = 1\ngame = "grundy"\nseed = 1\nmoves = [ "a=1", false,]\n')
    for load in (MatchRecord.load, lambda p: MatchSession.load(p, autosave=False)):
        error = refused(load, path)
        assert error.key == "moves[1]" and error.path == str(path) and "text" in error.fault


@pytest.mark.parametrize("body", [f"prelude = {DEEP}", "prelude = " + "{a = " * 3000 + "1" + "}" * 3000,
                                  "prelude = " + "[" * 40 + "]" * 40])
def test_deep_nesting_in_a_lesson_or_a_save_is_one_fault(tmp_path, body):
    lesson, save = tmp_path / "lesson.toml", tmp_path / "save.toml"
    lesson.write_text(f'game = "grundy"\ntitle = "Deep"\n{body}\n[[steps]]\ntext = "x"\n')
    save.write_text(body.replace("prelude", "extra") + "\n" + save_text())
    for load, path in ((load_level, lesson), (MatchRecord.load, save), (LOADERS["save"], save)):
        error = refused(load, path)
        assert "nested too deeply" in error.fault, error


def test_numbers_too_long_to_read_are_a_fault_of_the_file(tmp_path):
    path = tmp_path / "save.toml"
    path.write_text("extra = " + "9" * 5000 + "\n" + save_text())
    assert "not valid TOML" in refused(MatchRecord.load, path).fault


def test_text_that_is_not_utf8_is_a_fault_of_the_file(tmp_path):
    path = tmp_path / "save.toml"
    path.write_bytes(b'level = "\xff\xfe"\n' + save_text().encode())
    assert "not UTF-8" in refused(MatchRecord.load, path).fault


# ---- files that never end or never open -----------------------------------------------------
@pytest.mark.parametrize("loader", list(LOADERS))
def test_no_loader_reads_a_pipe_a_device_or_a_folder(tmp_path, loader):
    for name, path in special_paths(tmp_path).items():
        if loader in NEVER_RAISE:
            settings = without_hanging(lambda: LOADERS[loader](path), unblock=path if path.is_fifo() else None)
            assert settings == Settings(), name
            assert settings.notice or name in ("missing", "save whose map is a named pipe"), name
            continue
        error = refused(LOADERS[loader], path)
        assert error.path == str(path), name


def test_a_pipe_is_refused_before_it_is_opened_and_says_why(tmp_path):
    fifo = special_paths(tmp_path)["named pipe"]
    assert "not a regular file" in refused(read_toml, fifo).fault
    assert "folder" in refused(read_toml, tmp_path).fault
    assert "not a regular file" in refused(read_toml, Path("/dev/zero")).fault


@pytest.mark.parametrize("target", ["/dev/zero", "named pipe", "folder", "/dev/null"])
def test_a_save_whose_map_option_names_a_device_or_a_pipe_fails_at_options_map(tmp_path, target):
    paths = special_paths(tmp_path)
    where = str(paths.get(target, target))
    path = tmp_path / "save.toml"
    path.write_text(save_text("constitution", {"map": where}))
    for load in (MatchRecord.load, LOADERS["save"]):
        error = refused(load, path)
        assert error.key == "options.map" and where in error.fault


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "save.toml"
    path.write_text(save_text(moves=["a=1"] * (MAX_FILE_BYTES // 8)))
    assert path.stat().st_size > MAX_FILE_BYTES
    assert "too large" in refused(MatchRecord.load, path).fault


def test_a_far_longer_match_than_any_real_one_is_under_the_size_limit():
    """Random Dodgson matches with no draw rule end within a few hundred moves; a record of
    5,000 moves, each as long as the longest notation seen, still fits with room to spare."""
    data = recorded_match("dodgson", {"stall_rounds": 0, "repetitions": 0}, seed=9, plies=2000)
    longest = max(data["moves"], key=len)
    data["moves"] = [longest] * 5000
    assert len(dumps_toml(data).encode()) * 3 < MAX_FILE_BYTES


# ---- engine options in a save ---------------------------------------------------------------
@pytest.mark.parametrize("game, options, key", [
    ("grundy", {"nosuch": 1}, "options.nosuch"), ("grundy", {"board": 3}, "options.board"),
    ("grundy", {"board": "nope"}, "options.board"), ("grundy", {"size": 10**30}, "options.size"),
    ("grundy", {"players": 3}, "options.players"),
    ("constitution", {"nosuch": True}, "options.nosuch"), ("constitution", {"rules": 2}, "options.rules"),
    ("constitution", {"map": "x" * 5000}, "options.map"), ("constitution", {"map": "a\x00b"}, "options.map"),
    ("constitution", {"starts": [[[[1]]], 2]}, "options.starts"),
    ("constitution", {"starts": [[10**30, 1], [2, 2]]}, "options.starts"),
    ("dodgson", {"nosuch": "x"}, "options.nosuch"), ("dodgson", {"pawn_like": 1}, "options.pawn_like"),
    ("dodgson", {"stall_rounds": -1}, "options.stall_rounds"),
    ("dodgson", {"position": "garbage " * 500}, "options.position"),
])
def test_bad_engine_options_in_a_save_name_the_option(tmp_path, game, options, key):
    path = tmp_path / "save.toml"
    path.write_text(save_text(game, options))
    for load in (MatchRecord.load, LOADERS["save"]):
        error = refused(load, path)
        assert error.key == key and error.path == str(path)
        assert len(str(error)) < 600, "a fault quotes a short piece of the value, not all of it"


def test_options_that_are_not_a_table_are_one_fault(tmp_path):
    path = tmp_path / "save.toml"
    path.write_text('format = 1\ngame = "dodgson"\noptions = [1, 2]\n')
    assert refused(MatchRecord.load, path).key == "options"


def test_continue_lists_a_broken_autosave_with_its_fault_and_the_good_one(tmp_path):
    (tmp_path / "autosave-grundy.toml").write_text(f"extra = {DEEP}\n" + save_text())
    (tmp_path / "autosave-dodgson.toml").write_text(save_text("dodgson", {"nosuch": 1}))
    os.mkfifo(tmp_path / "autosave-constitution.toml")
    good = MatchSession.new("grundy", {"board": "cube"}, seed=3, save_folder=tmp_path / "good")
    good.play(good.state.legal_moves()[0])
    save_writer().settle(good.autosave_path())      # written in the background
    shutil.copy(good.autosave_path(), tmp_path / "autosave-fine.toml")
    found = {s.path.name: s for s in without_hanging(lambda: find_autosaves(tmp_path))}
    assert found["autosave-fine.toml"].record is not None
    for name, words in [("autosave-grundy.toml", "nested too deeply"), ("autosave-dodgson.toml", "options.nosuch"),
                        ("autosave-constitution.toml", "not a regular file")]:
        assert found[name].record is None and words in found[name].error


# ---- lessons and settings -------------------------------------------------------------------
def test_a_deeply_nested_lesson_hides_only_itself_among_the_real_lessons(tmp_path):
    folder = tmp_path / "tutorials"
    shutil.copytree(TUTORIALS_DIR, folder)
    real = sorted(p.name for p in folder.glob("*.toml"))
    (folder / "grundy-00-deep.toml").write_text(f'game = "grundy"\ntitle = "Deep"\nprelude = {DEEP}\n')
    os.mkfifo(folder / "grundy-00-pipe.toml")
    levels, errors = without_hanging(lambda: load_tutorials(folder))
    assert sorted(Path(level.path).name for level in levels) == real and len(real) == 15
    assert [lesson_problem(e) for e in errors] == [
        "grundy-00-deep.toml: its lists are nested too deeply to read.",
        "grundy-00-pipe.toml: it is not an ordinary file."]


@pytest.mark.parametrize("body, key", [
    ('title = "T"\n[[steps]]\ntext = "x"\n', "game"),
    ('game = "grundy"\n[[steps]]\ntext = "x"\n', "title"),
    ('game = "grundy"\ntitle = "T"\n[options]\nnosuch = 1\n[[steps]]\ntext = "x"\n', "options.nosuch"),
    ('game = "grundy"\ntitle = "T"\n[[steps]]\ntext = "x"\nexpect = [ "a=1", false,]\n', "steps[0].expect[1]"),
    ('game = "grundy"\ntitle = "T"\n[[steps]]\ntext = "x"\nexpect = ["zz"]\n', "steps[0].expect[0]"),
])
def test_lesson_faults_name_their_key_and_read_plainly(tmp_path, body, key):
    path = tmp_path / "lesson.toml"
    path.write_text(body)
    error = refused(load_level, path)
    assert error.key == key
    words = lesson_problem(error)
    assert words.startswith("lesson.toml: ") and "[" not in words and "'" not in words


@pytest.mark.parametrize("body", ["fullscreen = ", f"music_volume = {DEEP}", "bot_speed = nan\nfullscreen = 3",
                                  "music_volume = " + "9" * 400, "effects_volume = nan"])
def test_a_broken_settings_file_keeps_the_defaults_and_says_so(tmp_path, body):
    path = tmp_path / "settings.toml"
    path.write_text(body + "\n")
    settings = Settings.load(path)
    assert settings == Settings() and settings.notice
    assert "toml" not in settings.notice.lower() and str(tmp_path) not in settings.notice


def test_settings_that_are_a_pipe_keep_the_defaults_and_say_so(tmp_path):
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    settings = without_hanging(lambda: Settings.load(path), unblock=path)
    assert settings == Settings() and "defaults" in settings.notice


# ---- killed writers ---------------------------------------------------------------------------
WRITER = r"""
import sys
from game.core import datafile

def version(n):
    return {"format": 1, "game": "grundy", "seed": n, "moves": [f"v{i}={n}" for i in range(12000)]}

if sys.argv[1] == "pause":      # stop inside the write, after the text is in the temporary file
    real_fsync = datafile.os.fsync
    def fsync_and_wait(fd):
        real_fsync(fd)
        print("mid", flush=True)
        sys.stdin.readline()
    datafile.os.fsync = fsync_and_wait
n = 0
while True:
    datafile.write_toml_atomic(sys.argv[2], version(n))
    print("wrote", n, flush=True)
    n += 1
"""


def _version(n: int) -> dict:
    return {"format": 1, "game": "grundy", "seed": n, "moves": [f"v{i}={n}" for i in range(12000)]}


def _kill_writer_after(target: Path, mode: str, events: int) -> int:
    """Run the writer, SIGKILL it once it has reported `events` lines; the last version it
    finished writing (-1 for none)."""
    writer = subprocess.Popen([sys.executable, "-c", WRITER, mode, str(target)], cwd=ROOT, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    finished, seen = -1, 0
    try:
        while seen < events:
            line = writer.stdout.readline()
            assert line, "the writer stopped by itself"
            seen += 1
            if line.startswith("wrote"):
                finished = int(line.split()[1])
            elif seen < events:        # paused inside a write: let it go on
                writer.stdin.write("\n")
                writer.stdin.flush()
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    return finished


# "pause": each kill comes while the writer waits inside a write (odd lines are "mid");
# "run": kills come whenever they land, after 1, 2, 3, 5... finished writes
@pytest.mark.parametrize("mode, kills", [("pause", [1, 3, 7]), ("run", [1, 2, 3, 5, 8, 13])])
def test_a_writer_killed_mid_write_leaves_a_complete_file_and_start_up_removes_its_temporary_files(
        tmp_path, mode, kills):
    target = tmp_path / "autosave-grundy.toml"
    assert len(dumps_toml(_version(0))) > 150_000      # big enough that a write takes many steps
    for events in kills:
        finished = _kill_writer_after(target, mode, events)
        if target.exists():          # one whole version: the last one finished, or a later one
            data = read_toml(target)
            assert data == _version(data["seed"]) and data["seed"] >= finished
        else:
            assert finished < 0
    strays = list(tmp_path.glob(".*.tmp"))
    if mode == "pause":              # every kill came inside a write: each left its temporary file
        assert len(strays) == len(kills)
    assert clean_saves_folder(tmp_path, min_age_seconds=0) == len(strays)
    assert not list(tmp_path.glob(".*.tmp"))
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def test_the_clean_up_keeps_other_files_and_a_temporary_file_being_written_now(tmp_path):
    keep = ["settings.toml", ".hidden", "notes.tmp", ".settings.toml.tmp", "autosave-grundy.toml"]
    for name in keep:
        (tmp_path / name).write_text("x")
    (tmp_path / ".settings.toml.abcd1234.tmp").write_text("half")     # fresh: another copy of the game
    (tmp_path / "crash-reports").mkdir()
    (tmp_path / "crash-reports" / ".crash-1.txt.k_9Zq2xy.tmp").write_text("half")
    old = tmp_path / "crash-reports" / ".crash-1.txt.k_9Zq2xy.tmp"
    os.utime(old, (1_000_000, 1_000_000))
    assert clean_saves_folder(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(keep + [".settings.toml.abcd1234.tmp", "crash-reports"])
    assert clean_saves_folder(tmp_path, min_age_seconds=0) == 1
    assert clean_saves_folder(tmp_path / "nowhere") == 0


def test_the_clean_up_covers_every_folder_the_game_writes(tmp_path):
    """A profile killed mid-save leaves `.player-N.toml.*.tmp` in profiles/: start-up removes
    it there too, and in any folder the game writes below the saves folder."""
    from game.core.profiles import PROFILES_FOLDER
    strays = [tmp_path / PROFILES_FOLDER / ".player-2.toml.ab12CD34.tmp",
              tmp_path / PROFILES_FOLDER / "player-2" / ".record-7.toml.x9Y8z7W6.tmp"]
    for stray in strays:
        stray.parent.mkdir(parents=True, exist_ok=True)
        stray.write_text("half")
    (tmp_path / PROFILES_FOLDER / "player-2.toml").write_text("whole")
    assert clean_saves_folder(tmp_path, min_age_seconds=0) == 2
    assert not any(s.exists() for s in strays)
    assert (tmp_path / PROFILES_FOLDER / "player-2.toml").exists()


def test_a_broken_loudness_table_leaves_the_game_silent_not_stopped(tmp_path, monkeypatch):
    from game.ui import sound
    monkeypatch.setattr(sound, "SOUNDS", tmp_path)
    os.mkfifo(tmp_path / "loudness.toml")
    assert without_hanging(sound._loudness, unblock=tmp_path / "loudness.toml") == {}
    (tmp_path / "loudness.toml").unlink()
    (tmp_path / "loudness.toml").write_text('[menu]\nclick = [ "a=1", false,]\n')
    assert sound._loudness() == {}
    (tmp_path / "loudness.toml").write_text('[menu]\nclick = 0.5\n')
    assert sound._loudness() == {("menu", "click"): 0.5}
