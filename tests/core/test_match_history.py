"""Finished matches kept for the review (game/core/match_history.py): written atomically with a
summary, the newest kept and the oldest dropped with their stored reviews, a damaged file
named by file and key while the others are listed."""
from __future__ import annotations

import os

import pytest

from game.core import match_history
from game.core.match_history import MAX_KEPT, has_kept_matches, keep_finished, recent_matches, result_words
from game.core.records import MatchRecord
from game.core.review import review_path
from game.core.state import Outcome


def record(moves=("a=1",)) -> MatchRecord:
    rec = MatchRecord.start("grundy", {}, 3, ["human", "hard"])
    rec.moves = list(moves)
    return rec


def test_a_kept_match_is_listed_with_its_summary_and_reads_back_as_a_record(tmp_path):
    path = keep_finished(record(), ["Ann", "Bot"], "Ann won: 3 to 5", "ann", root=tmp_path, now=1_800_000_000)
    matches, faults = recent_matches("ann", root=tmp_path)
    assert faults == [] and [m.path for m in matches] == [path]
    match = matches[0]
    assert (match.game, match.names, match.result, match.finished) == ("grundy", ["Ann", "Bot"], "Ann won: 3 to 5",
                                                                       1_800_000_000)
    assert MatchRecord.load(path, check=False).moves == ["a=1"]
    assert not list(tmp_path.glob("*.tmp"))


def test_the_newest_are_kept_and_the_oldest_dropped_with_their_reviews(tmp_path):
    paths = [keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000 + 60 * i)
             for i in range(MAX_KEPT + 2)]
    oldest_review = review_path(paths[2])          # the oldest still kept (0 and 1 went already)
    with open(oldest_review, "w") as f:
        f.write('format = 1\ndigest = "0123456789abcdef"\n')
    paths.append(keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000 + 60 * 99))
    matches, _ = recent_matches("p", root=tmp_path)
    assert len(matches) == MAX_KEPT
    assert [m.path for m in matches] == sorted(paths, reverse=True)[:MAX_KEPT]     # newest first
    assert not paths[0].exists() and not paths[2].exists() and paths[3].exists()
    assert not __import__("os").path.exists(oldest_review)


def test_two_matches_ending_in_the_same_second_are_both_kept(tmp_path):
    a = keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000)
    b = keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000)
    assert a != b and a.exists() and b.exists()


def test_a_damaged_kept_match_is_named_and_the_others_listed(tmp_path):
    good = keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000)
    bad = tmp_path / "20990101-000000-grundy.toml"
    bad.write_text('game = "grundy"\n[summary]\nfinished = "yesterday"\n')
    matches, faults = recent_matches("p", root=tmp_path)
    assert [m.path for m in matches] == [good]
    assert len(faults) == 1 and "20990101-000000-grundy.toml" in str(faults[0]) and "summary.finished" in str(faults[0])


def test_result_words():
    names = ["Blue", "Red"]
    assert result_words(Outcome((3, 5), (0,), "lowest score wins"), names) == "Blue won: lowest score wins"
    assert result_words(Outcome((4, 4), (), "level"), names) == "A draw: level"
    assert result_words(Outcome((1,), (0,), ""), ["You"]) == "Won"


def test_a_kept_match_whose_names_are_not_text_is_named_by_its_key(tmp_path):
    bad = tmp_path / "20990101-000000-grundy.toml"
    bad.write_text('game = "grundy"\n[summary]\nfinished = 1.0\nnames = ["Ann", 7]\n')
    matches, faults = recent_matches("p", root=tmp_path)
    assert matches == [] and "summary.names[1]" in str(faults[0]) and "must be text" in str(faults[0])


# ---- pruning deletes only the game's own files, oldest by the order they were kept ----------------
def keep_many(folder, count, start=1_700_000_000, step=60, profile="p"):
    return [keep_finished(record(), ["A", "B"], "", profile, root=folder, now=start + step * i) for i in range(count)]


def test_with_the_clock_set_back_each_new_match_is_kept_and_the_oldest_kept_dropped(tmp_path):
    first = keep_many(tmp_path, MAX_KEPT, start=1_800_000_000)
    # the clock goes back a year: new matches' names and times sort before every kept one
    later = keep_many(tmp_path, 3, start=1_800_000_000 - 365 * 86400)
    assert all(path.exists() for path in later)
    assert not any(path.exists() for path in first[:3]) and all(path.exists() for path in first[3:])
    matches, _ = recent_matches("p", root=tmp_path)
    assert [m.path for m in matches[:3]] == later[::-1]         # the newest kept is listed first


def test_a_history_folder_that_is_a_link_is_refused_and_its_files_are_left_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(tmp_path / "home"))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    unrelated = [elsewhere / f"{name}.toml" for name in ("notes", "a", "zz", "20200101-000000-grundy")]
    for path in unrelated:
        path.write_text('game = "grundy"\n[summary]\nfinished = 1.0\n')
    (tmp_path / "home" / "history").mkdir(parents=True)
    os.symlink(elsewhere, tmp_path / "home" / "history" / "p")
    for i in range(MAX_KEPT + 5):
        with pytest.raises(OSError, match="link"):
            keep_finished(record(), ["A", "B"], "", "p", now=1_700_000_000 + i)
    assert all(path.exists() for path in unrelated) and len(list(elsewhere.iterdir())) == len(unrelated)
    matches, faults = recent_matches("p")
    assert matches == [] and "link" in str(faults[0])
    assert not has_kept_matches("p")


def test_unrelated_files_links_and_folders_in_the_history_folder_are_never_deleted(tmp_path):
    outside = tmp_path / "outside.toml"
    outside.write_text("precious = true\n")
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "x.toml").mkdir()                                     # a folder with a kept match's ending
    (folder / "00000000-000000-grundy.toml").mkdir()                # ... and with a kept match's name
    os.symlink(outside, folder / "00000001-000000-grundy.toml")     # a link named as a kept match
    (folder / "00000002-000000-grundy.toml").write_text("precious = true\n")   # not a kept match
    (folder / "notes.toml").write_text("precious = true\n")
    kept = keep_many(folder, MAX_KEPT + 4)
    assert outside.read_text() == "precious = true\n" and (folder / "00000001-000000-grundy.toml").is_symlink()
    assert (folder / "x.toml").is_dir() and (folder / "00000000-000000-grundy.toml").is_dir()
    assert (folder / "00000002-000000-grundy.toml").exists() and (folder / "notes.toml").exists()
    assert [p.exists() for p in kept] == [False] * 4 + [True] * MAX_KEPT


def test_a_pruning_fault_never_says_a_kept_match_was_not_kept(tmp_path, monkeypatch):
    keep_many(tmp_path, MAX_KEPT)

    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(type(tmp_path), "unlink", refuse)
    path = keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_900_000_000)
    assert path.exists() and len(recent_matches("p", root=tmp_path)[0]) == MAX_KEPT + 1


def test_a_profile_name_cannot_reach_outside_the_history_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(tmp_path))
    for slug in ("..", ".", "", "a/b", "../x"):
        if slug:
            with pytest.raises(OSError):
                match_history.history_folder(slug)
    with pytest.raises(OSError):
        keep_finished(record(), ["A", "B"], "", "..")
    assert not list(tmp_path.glob("*.toml"))


def test_a_kept_match_numbered_past_any_the_game_gives_is_not_taken_for_the_games(tmp_path):
    (tmp_path / "20200101-000000-grundy.toml").write_text(
        f'game = "grundy"\n[summary]\nfinished = 1.0\nnumber = {2**62}\n')
    path = keep_finished(record(), ["A", "B"], "", "p", root=tmp_path, now=1_700_000_000)
    matches, faults = recent_matches("p", root=tmp_path)
    assert [m.path for m in matches] == [path] and "summary.number" in str(faults[0])
    assert MatchRecord.load(path, check=False).moves == ["a=1"]          # its own number reads back
