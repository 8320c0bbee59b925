"""Fractal's consequence of a mistake, for the review's card (review_words.py): the score and the
corners held at the ends of the better line and the line played, on the paper's sample game
(figure 4: its two endings, 18-18 and 25-27)."""
from game.engines.fractal import GAME
from tests.fractal.helpers import ENDING_B, ENDING_C, OPENING, SPLIT_TOP_LEFT, play

YOU = ["You", "White"]
NAMES = ["Black", "White"]


def test_the_papers_two_endings_by_their_scores():
    level = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_B)
    won = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C)
    assert (level.scores, won.scores) == ([18, 18], [25, 27])
    assert GAME.consequence_in_words(won, level, 1, ["Black", "You"]) == \
        "After the better move you win 27 to 25, on 9 corners; after the move played, you draw at 18, on 7."
    assert GAME.consequence_in_words(level, won, 0, NAMES).startswith(
        "After the better move Black draws at 18, on ") and "after the move played, Black loses 25 to 27" in \
        GAME.consequence_in_words(level, won, 0, NAMES)


def test_an_unfinished_line_leads_or_trails_and_counts_the_corners():
    centre = play(OPENING)                         # the seventh move, Black's centre, completes the board
    before = play(OPENING[:6])
    assert (centre.scores, before.scores) == ([6, 2], [0, 0])
    assert GAME.consequence_in_words(centre, before, 0, YOU) == \
        "After the better move you lead 6 to 2, on 4 corners; after the move played, you are level at 0, on 3."
    assert GAME.consequence_in_words(centre, before, 1, YOU) == \
        "After the better move White trails 2 to 6; after the move played, White is level at 0."


def test_the_same_ends_say_nothing():
    assert GAME.consequence_in_words(play(OPENING), play(OPENING), 0, YOU) == ""
