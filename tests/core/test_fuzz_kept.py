"""Fuzzing what the game keeps beside the saves: a history folder holding anything (files named
like kept matches or not, damaged ones, folders, links out, with the clock anywhere), profile
names and profile files named anything, and any text as Constitution's map option. Whatever is
there: the new match is kept and listed first, only files the game wrote are deleted, no path
leaves its folder, and a map option opens nothing outside the two map folders."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.datafile import DataFileError
from game.core.match_history import MAX_KEPT, keep_finished, recent_matches
from game.core.profiles import ProfileStore, is_safe_slug, slug_of
from game.core.records import MatchRecord

pytestmark = pytest.mark.slow

SEED = 20261128
FOLDERS = 40             # seeded history folders, each kept into MAX_KEPT + 5 times


def record() -> MatchRecord:
    rec = MatchRecord.start("grundy", {}, 3, ["human", "hard"])
    rec.moves = ["a=1"]
    return rec


def fill(folder: Path, outside: Path, rng: random.Random) -> dict[Path, bytes | str]:
    """Put odd things in a history folder; what must survive, by path (bytes, or 'dir'/'link')."""
    kept = {}
    for n in range(rng.randint(0, 12)):
        stamp = f"{rng.randint(19700101, 20991231):08d}-{rng.randint(0, 235959):06d}"
        name = rng.choice([f"{stamp}-grundy.toml", f"{stamp}-{n}-fractal.toml", f"x{n}.toml", f"notes-{n}.txt",
                           f"{stamp}-grundy.review.toml", f".{stamp}-grundy.toml"])
        path = folder / name
        if os.path.lexists(path):
            continue
        kind = rng.choice(["game-like", "damaged", "other", "folder", "link", "review"])
        if kind == "folder":
            path.mkdir()
            kept[path] = "dir"
        elif kind == "link":
            target = outside / f"target-{n}.toml"
            target.write_text('game = "grundy"\n[summary]\nfinished = 1.0\nnumber = 1\n')
            os.symlink(target, path)
            kept[path] = "link"
        else:
            text = {"game-like": 'precious = 1\ngame = "grundy"\n',          # a game's name, no summary
                    "damaged": 'game = "grundy"\n[summary]\nfinished = "x"\n',
                    "other": "precious = true\n",
                    "review": 'format = 1\ndigest = "abc"\n'}[kind]
            path.write_text(text)
            kept[path] = text.encode()
    return kept


def test_a_history_folder_holding_anything_keeps_each_new_match_and_deletes_only_the_games(tmp_path):
    rng = random.Random(SEED)
    for number in range(FOLDERS):
        folder, outside = tmp_path / f"h{number}", tmp_path / f"o{number}"
        folder.mkdir()
        outside.mkdir()
        survivors = fill(folder, outside, rng)
        ours = []
        for _ in range(MAX_KEPT + 5):
            now = rng.choice([rng.uniform(0, 4e9), 1.7e9 - len(ours) * 86400])     # the clock anywhere
            path = keep_finished(record(), ["A", "B"], "", "p", root=folder, now=now)
            ours.append(path)
            matches, _ = recent_matches("p", root=folder)
            assert matches[0].path == path, (number, now)                 # the newest is listed first
        assert [p.exists() for p in ours] == [False] * 5 + [True] * MAX_KEPT, number
        for path, was in survivors.items():
            if was == "dir":
                assert path.is_dir(), path
            elif was == "link":
                assert path.is_symlink() and Path(os.readlink(path)).exists(), path
            else:
                assert path.read_bytes() == was, path
        assert all(p.name.startswith("target-") for p in outside.iterdir())


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(max_size=40))
def test_any_name_gives_a_safe_slug(name):
    slug = slug_of(name)
    assert is_safe_slug(slug) and slug not in (".", "..") and "/" not in slug and "\\" not in slug


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)), min_size=1,
               max_size=30))
def test_a_profile_file_named_anything_keeps_its_matches_inside_the_history_folder(tmp_path, stem):
    import tempfile
    with tempfile.TemporaryDirectory(dir=tmp_path) as home:
        folder = Path(home) / "profiles"
        folder.mkdir()
        try:
            (folder / f"{stem}.toml").write_text('version = 1\nname = "Someone"\n')
        except OSError:
            return                                  # a name this file system refuses
        store = ProfileStore(folder)
        for profile in store.profiles:
            assert is_safe_slug(profile.slug)
            os.environ["ELECTORAL_ARCADE_HOME"] = home
            try:
                path = keep_finished(record(), ["A", "B"], "", profile.slug, now=1.7e9)
            finally:
                del os.environ["ELECTORAL_ARCADE_HOME"]
            assert path.parent.parent == Path(home) / "history"


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=60),
                 st.builds(lambda a, b: a + b, st.sampled_from(["levels/constitution/", "maps/", "/", "../",
                                                                 "levels/constitution/../", "maps/./"]),
                           st.text(max_size=30))))
def test_a_map_option_opens_nothing_outside_the_two_map_folders(option):
    from game.engines.constitution import board as board_module
    opened = []
    real = board_module.map_file

    def watched(text):
        path = real(text)
        opened.append(path)
        return path
    board_module.map_file = watched
    try:
        MatchRecord.from_data({"format": 1, "game": "constitution", "seed": 1, "options": {"map": option}})
    except DataFileError as exc:
        assert exc.key == "options.map"
    finally:
        board_module.map_file = real
    for path in opened:
        assert path.resolve().parent in (board_module.REPO_ROOT.resolve() / "levels" / "constitution",
                                         (Path(os.environ.get("ELECTORAL_ARCADE_HOME", "/nowhere")) / "maps").resolve())
