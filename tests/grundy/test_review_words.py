"""Grundy's consequence of a mistake, for the review's card (review_words.py): each seat's sum of
numbers written at the ends of the better line and the line played, on a hand-made path."""
from game.engines.grundy import GAME
from tests.grundy.helpers import graph, play, state_on

YOU = ["You", "Red"]
NAMES = ["Blue", "Red"]


def _path():
    return state_on(graph(4, [(0, 1), (1, 2), (2, 3)]))      # a - b - c - d, Blue first


def test_finished_lines_say_who_wins_by_what():
    better = play(_path(), "b=1 a=2 c=2 d=1")               # Blue 1 + 2 = 3, Red 2 + 1 = 3: level
    played = play(_path(), "a=1 b=2 c=1 d=2")                # Blue 1 + 1 = 2, Red 2 + 2 = 4
    assert (better.scores, played.scores) == ([3, 3], [2, 4])
    assert GAME.consequence_in_words(played, better, 0, YOU) == \
        "After the better move you win 2 to 4; after the move played, you draw 3 to 3."
    assert GAME.consequence_in_words(better, played, 1, YOU) == \
        "After the better move Red draws 3 to 3; after the move played, Red loses 4 to 2."


def test_unfinished_lines_say_the_numbers_written_so_far():
    better = play(_path(), "b=1 a=2")
    played = play(_path(), "b=3 a=1")
    assert GAME.consequence_in_words(better, played, 0, YOU) == \
        "After the better move your numbers add up to 1 against Red's 2; after the move played, 3 against 1."
    assert GAME.consequence_in_words(better, played, 1, YOU) == \
        "After the better move Red's numbers add up to 2 against your 1; after the move played, 1 against 3."
    assert GAME.consequence_in_words(better, played, 0, NAMES).startswith("After the better move Blue's numbers add up to 1")


def test_the_same_scores_say_nothing():
    assert GAME.consequence_in_words(play(_path(), "b=1"), play(_path(), "a=1"), 0, YOU) == ""
