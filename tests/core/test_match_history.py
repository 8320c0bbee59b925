"""Finished matches kept for the review (game/core/match_history.py): written atomically with a
summary, the newest kept and the oldest dropped with their stored reviews, a damaged file
named by file and key while the others are listed."""
from __future__ import annotations

from game.core.match_history import MAX_KEPT, keep_finished, recent_matches, result_words
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
    open(oldest_review, "w").close()
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
