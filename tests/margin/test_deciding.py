"""Why a Margin of Error campaign ended and where it was decided, for the results card: the
tipping-point state, the one whose votes carried the winner to 270 counting from their safest."""
from game.engines.margin.deciding import deciding_sentence, ending_sentence, tipping_state
from tests.margin.rules_helpers import index, new, set_poll

NAMES = ["the Democrats", "the Republicans"]


def _counted(players: int = 2, **polls):
    state = new(players=players, **polls)
    state.finish()                        # the count on these polls
    return state


def test_the_start_polls_tip_on_wisconsin():
    # Democrats: 155 off the board + their 11 states = 271; the closest (one square) come last,
    # the biggest of them last of all: New Hampshire 4, New Mexico 5, Iowa 7, Colorado 9, Wisconsin 10
    state = _counted()
    assert state.votes() == [271, 267]
    assert tipping_state(state) == (0, index(state, "WI"))
    assert deciding_sentence(state, NAMES) == "Wisconsin's 10 votes took the Democrats to 270."
    assert ending_sentence(state) == \
        "After 9 weeks, election night: the Democratic campaign wins, 271 to 267 electoral votes."


def test_a_state_that_changes_sides_changes_the_tipping_point():
    state = _counted(WI=1)                # Wisconsin goes Republican: 261 to 277
    assert state.votes() == [261, 277]
    assert deciding_sentence(state, NAMES) == "Florida's 27 votes took the Republicans to 270."


def test_the_solo_game_names_the_sides_as_the_card_does():
    state = _counted(players=1, WI=1)
    assert deciding_sentence(state, ["You", "the Republicans"]).endswith("took the Republicans to 270.")
    assert ending_sentence(state).startswith("After 9 weeks, election night: you lose 261 to 277")


def test_a_tie_says_nobody_reached_270():
    state = _counted(NM=1, MT=-1)         # 271 - 5 + 3 = 269 each
    assert state.votes() == [269, 269]
    assert tipping_state(state) is None
    assert deciding_sentence(state, NAMES) == "Neither side reached 270: the count ended 269 to 269."


def test_nothing_is_said_before_the_count():
    state = new(players=2)
    set_poll(state, "WI", -4)
    assert deciding_sentence(state, NAMES) == "" and ending_sentence(state) == ""
