"""Margin of Error: gaffes (doubles back 2, triples back 4, never on one die) and ignoring a
die of a gaffe with unused political capital, which is then gone."""
from game.core.state import CHANCE
from game.engines.margin.plan import CAPITAL
from tests.margin.rules_helpers import events, fault, last, new, play, poll, quiet, roll


def test_doubles_on_a_campaign_stop_move_the_poll_two_squares_the_wrong_way():
    state = quiet(OH=1)
    play(state, "media", "camp OH", "camp OH", "end")
    roll(state, 3, 3)
    assert state.current_player() == 0           # the campaign may cancel the gaffe
    play(state, "accept")
    event = last(state, "camp")
    assert event["gaffe"] and event["squares"] == -2 and poll(state, "OH") == 3


def test_triples_move_the_poll_four_squares_the_wrong_way():
    state = quiet(OH=-1)
    play(state, "camp OH", "camp OH", "camp OH", "end")
    roll(state, 4, 4, 4)
    play(state, "accept")
    assert last(state, "camp")["squares"] == -4 and poll(state, "OH") == 3


def test_a_pair_among_three_dice_is_a_gaffe_of_two():
    state = quiet(OH=1)
    play(state, "camp OH", "camp OH", "camp OH", "end")
    roll(state, 2, 5, 2)
    play(state, "accept")
    assert last(state, "camp")["squares"] == -2 and poll(state, "OH") == 3


def test_a_gaffe_in_a_region_moves_every_state_of_it_the_wrong_way():
    state = quiet(OH=1, IN=2, IA=-1)
    state.cash[0] = 20
    play(state, "camp OH", "ad midwest", "ad midwest", "end")
    roll(state, 1)                       # Ohio: 1 - 1 = 0, no move
    roll(state, 5, 5)
    play(state, "accept")
    assert [poll(state, c) for c in ("OH", "IN", "IA")] == [3, 4, 1]


def test_a_single_die_never_gaffes():
    for face in range(1, 7):
        state = quiet(OH=1)
        play(state, "camp OH", "vp IN", "end")
        roll(state, face, face)          # the candidate's one die, then the running mate's
        assert state.phase == "plan"     # no decision was asked for: nothing to cancel
        assert not any(e["gaffe"] for e in events(state, "camp"))


def test_with_no_favour_left_the_gaffe_simply_happens():
    state = quiet(OH=1)
    state.used[0] = frozenset(CAPITAL)   # every favour spent in earlier weeks
    play(state, "camp OH", "camp OH", "end")
    roll(state, 6, 6)
    assert state.phase == "plan" and poll(state, "OH") == 3


def test_ignoring_a_die_spends_the_favour_and_the_other_die_decides():
    state = quiet(OH=1)
    play(state, "media", "camp OH", "camp OH", "end")
    roll(state, 5, 5)
    play(state, "ignore 5 fact-check")
    event = last(state, "camp")
    assert event["dice"] == [5] and event["ignored"] == [5] and not event["gaffe"]
    assert event["squares"] == 1 and poll(state, "OH") == 0
    assert "fact-check" in state.used[0]
    # the favour is gone for the rest of the game, and the die was not rolled again
    assert state.phase == "plan" and state.current_player() == 0
    assert "once a game" in fault(state, "capital fact-check")


def test_the_favour_chosen_this_week_cannot_also_cancel_a_gaffe():
    state = quiet(OH=1)
    play(state, "capital media-blitz", "camp OH", "camp OH", "end")
    roll(state, 2, 2)
    offered = {m.favour for m in state.legal_moves() if m.kind == "ignore"}
    assert offered == set(CAPITAL) - {"media-blitz"}
    assert fault(state, "ignore 2 media-blitz") is not None


def test_a_triple_needs_two_favours_to_clear():
    state = quiet(OH=1)
    play(state, "media", "camp OH", "camp OH", "camp OH", "end")
    roll(state, 4, 4, 4)
    play(state, "ignore 4 fact-check")
    # two fours are still a gaffe (doubles now): the campaign is asked again, no die is rolled
    assert state.current_player() == 0 and state.dice == [4, 4]
    play(state, "ignore 4 defining-speech")
    event = last(state, "camp")
    assert event["dice"] == [4] and event["ignored"] == [4, 4] and event["squares"] == 1
    assert {"fact-check", "defining-speech"} <= state.used[0] and poll(state, "OH") == 0


def test_a_triple_with_one_favour_spent_then_accepted_is_a_gaffe_of_two():
    state = quiet(OH=1)
    play(state, "camp OH", "camp OH", "camp OH", "end")
    roll(state, 4, 4, 4)
    play(state, "ignore 4 fact-check", "accept")
    assert last(state, "camp")["squares"] == -2 and poll(state, "OH") == 3


def test_the_solo_opponent_never_gaffes_and_never_asks():
    state = new(dice=[2, 2, 2, 2])
    play(state, "end")
    roll(state, 2, 2)                    # Atlantic, New Jersey: doubles, but a stop is no roll
    assert last(state, "opp_stop")["moves"] == [(3, -3, -1)]
    assert state.current_player() == CHANCE       # straight on to its second stop
