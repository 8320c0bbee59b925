"""Margin of Error's consequence of a mistake, for the review's card (review_words.py): the states
leaning the seat's way at one line's end and not the other's, the votes and the cash, on polls
set by hand."""
from game.engines.margin import GAME
from tests.margin.rules_helpers import new, poll, set_poll


def _pair(players: int = 1):
    return new(players=players), new(players=players)


def test_a_state_that_leans_your_way_only_after_the_better_move():
    better, played = _pair()
    assert poll(played, "OH") == 1                   # the start: Ohio leans Republican
    set_poll(better, "OH", -3)
    better.cash[0], played.cash[0] = 12, 9
    assert GAME.consequence_in_words(better, played, 0, ["You"]) == (
        "After the better move you lead in Ohio (20): 291 votes and $12; after the move played, "
        "the Republicans lead there: 271 votes and $9.")


def test_two_seats_by_their_names_and_the_other_way_round():
    better, played = _pair(players=2)
    for code in ("WI", "IA"):                        # two Democratic states go Republican
        set_poll(played, code, 3)
    assert GAME.consequence_in_words(better, played, 0, ["Democrats", "Republicans"]) == (
        "After the better move the Democrats lead in Wisconsin (10) and Iowa (7): 271 votes; after the "
        "move played, the Republicans lead in them: 254 votes.")
    assert GAME.consequence_in_words(played, better, 0, ["You", "Ann"]) == (
        "After the better move you have 254 votes; after the move played, you lead in Wisconsin (10) and "
        "Iowa (7): 271 votes.")
    assert GAME.consequence_in_words(played, better, 1, ["You", "Ann"]) == (
        "After the better move Ann leads in Wisconsin (10) and Iowa (7): 284 votes; after the move "
        "played, you lead in them: 267 votes.")


def test_many_states_are_said_by_the_biggest_and_the_votes():
    better, played = _pair(players=2)
    for code in ("WI", "IA", "NM"):
        set_poll(played, code, 3)
    assert GAME.consequence_in_words(better, played, 0, ["Democrats", "Republicans"]) == \
        "After the better move the Democrats lead in Wisconsin (10) and have 271 votes; after the move played, 249 votes."


def test_cash_alone_and_polls_alone():
    better, played = _pair()
    better.cash[0], played.cash[0] = 14, 8
    assert GAME.consequence_in_words(better, played, 0, ["You"]) == \
        "After the better move you have $14; after the move played, $8."
    better, played = _pair()
    set_poll(better, "MT", 1)                        # two squares the Democrats' way, Montana still red
    assert GAME.consequence_in_words(better, played, 0, ["You"]) == \
        "After the better move the polls stand 2 squares further your way than after the move played."
    assert GAME.consequence_in_words(played, better, 0, ["You"]) == ""
