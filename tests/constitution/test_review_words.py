"""Constitution's consequence of a mistake, for the review's card (review_words.py): the states
whose owner differs between the ends of the better line and the line played, with their votes,
in hand-made positions on the real map and at the ends of a seeded match's lines."""
from game.engines.constitution import GAME
from game.engines.constitution.support import update_electors, win_region

YOU = ["You", "Red"]
NAMES = ["Blue", "Red"]


def _with(wins: dict[str, int]):
    """The start position with these states won ({code: seat})."""
    state = GAME.new_initial_state({}, 1)
    for code, seat in wins.items():
        win_region(state, seat, state.board.region_index[code])
    update_electors(state)
    return state


def test_a_state_kept_in_the_better_line_and_taken_in_the_played_one():
    better, played = _with({"PA": 0, "OH": 1}), _with({"PA": 1, "OH": 1})
    assert GAME.consequence_in_words(better, played, 0, YOU) == \
        "After the better move you hold Pennsylvania (20); after the move played, Red takes it."
    assert GAME.consequence_in_words(better, played, 0, NAMES) == \
        "After the better move Blue holds Pennsylvania (20); after the move played, Red takes it."


def test_two_states_one_taken_and_one_left_undecided():
    better, played = _with({"PA": 0, "OH": 0}), _with({"PA": 1})
    assert GAME.consequence_in_words(better, played, 0, YOU) == (
        "After the better move you hold Pennsylvania (20) and Ohio (18); after the move played, Red takes "
        "Pennsylvania (20), and Ohio (18) is still undecided.")


def test_many_states_are_said_by_the_biggest_and_the_electors():
    better, played = _with({"PA": 0, "OH": 0, "IA": 0, "TX": 0}), _with({"PA": 1, "OH": 1})
    assert GAME.consequence_in_words(better, played, 0, YOU) == \
        "After the better move you hold Texas (38) and have 82 electors to Red's 0; after the move played, 0 to 38."
    assert GAME.consequence_in_words(played, better, 1, YOU) == \
        "After the better move Red holds Pennsylvania (20) and has 38 electors to your 0; after the move played, 0 to 82."


def test_what_the_other_side_takes_and_the_electors_when_you_hold_nothing_more():
    better, played = _with({"PA": 0}), _with({"PA": 0, "OH": 1})
    assert GAME.consequence_in_words(better, played, 0, YOU) == \
        "After the better move you have 20 electors; after the move played, Red takes Ohio (18), and you have 20."


def test_the_bots_seat_is_said_in_the_third_person_and_you_take():
    better, played = _with({"FL": 1}), _with({"FL": 0})
    assert GAME.consequence_in_words(better, played, 1, YOU) == \
        "After the better move Red holds Florida (29); after the move played, you take it."


def test_nothing_differs_nothing_is_said():
    assert GAME.consequence_in_words(_with({"PA": 0}), _with({"PA": 0}), 0, YOU) == ""
