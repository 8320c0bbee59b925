"""Margin of Error: choosing a week's actions. Seven days; at most three per state, per region,
for fundraising and for media; advertising only where the candidate campaigns; the running mate
free of days; one political capital action a week, each once a game; endorsements and internet funds at once."""
import itertools

import pytest

from game.core.state import IllegalMove
from game.engines.margin.move import END_MOVE, MarginMove
from game.engines.margin.notation import move_text
from game.engines.margin.plan import CAPITAL
from tests.margin.rules_helpers import fault, last, new, play, poll, roll


def test_a_week_has_seven_days():
    state = new()
    play(state, "fund", "fund", "fund", "media", "media", "media", "camp PA")
    assert state.plans[0].days_left == 0
    for text in ("camp MI", "fund", "media", "ad rust-belt"):
        assert fault(state, text) == "No days left this week."
    assert [move_text(state.scenario, m) for m in state.legal_moves() if m.takes_a_day] == []
    assert fault(state, "vp WI") is None and fault(state, "end") is None     # neither takes a day


@pytest.mark.parametrize("text,limit", [("camp PA", "campaign days in one state"), ("fund", "fundraising days"),
                                        ("media", "media days")])
def test_at_most_three_days_of_each(text, limit):
    state = new()
    play(state, "camp PA", *[text] * (3 if text != "camp PA" else 2))
    assert limit in fault(state, text)
    with pytest.raises(IllegalMove):
        play(state, text)


def test_at_most_three_days_of_advertising_in_one_region():
    state = new()
    play(state, "camp PA", "ad rust-belt", "ad rust-belt", "ad rust-belt")
    assert "3 days of advertising in one region" in fault(state, "ad rust-belt")
    assert fault(state, "camp NJ") is None


def test_advertising_needs_a_campaign_day_in_the_same_region():
    state = new()
    assert fault(state, "ad atlantic") == ("Advertise only where you campaign: "
                                           "plan a day in a state of the Atlantic first.")
    play(state, "vp NJ")                          # the running mate's stop does not count
    assert fault(state, "ad atlantic") is not None
    play(state, "camp PA")                        # nor does a day in another region
    assert fault(state, "ad atlantic") is not None and fault(state, "ad rust-belt") is None
    play(state, "camp VA")
    assert fault(state, "ad atlantic") is None and fault(state, "ad 2") is None


def test_the_running_mate_stops_once_a_week_and_takes_no_day():
    state = new()
    play(state, "vp WI")
    assert state.plans[0].days_left == 7
    assert "running mate" in fault(state, "vp PA")


def test_one_political_capital_action_a_week():
    state = new()
    play(state, "capital fact-check")
    assert fault(state, "capital media-blitz") == "One political capital action a week."
    # the one picked this week reads as this week's, not as used up in an earlier one
    assert fault(state, "capital fact-check") == "Fact check is your political capital this week."
    assert not [m for m in state.legal_moves() if m.kind == "capital"]


def test_each_political_capital_action_once_a_game():
    state = new(dice=[1] * 40)
    play(state, "capital defining-speech", "end")
    while state.phase != "plan":
        state.apply(state.chance_outcomes()[0][0])
    assert state.week == 2
    assert fault(state, "capital defining-speech") == (
        "Defining speech has been used in an earlier week: each political capital action once a game.")
    assert fault(state, "capital fact-check") is None


def test_internet_funds_add_five_at_once_and_never_above_twenty():
    state = new()
    play(state, "capital internet-funds")
    assert state.cash[0] == 15 and last(state, "internet")["cash_before"] == 10
    capped = new()
    capped.cash[0] = 18
    play(capped, "capital internet-funds")
    assert capped.cash[0] == 20


def test_endorsements_move_the_polls_at_once():
    state = new()
    assert fault(state, "endorse NH") == "Call in Endorsements (political capital) first."
    play(state, "capital endorsements", "endorse NH", "endorse OH")
    assert poll(state, "NH") == -2 and poll(state, "OH") == 0 and state.phase == "plan"
    assert [e["moves"] for e in state.events if e["kind"] == "endorse"] == [[(5, -1, -2)], [(13, 1, 0)]]
    assert fault(state, "endorse NH") == "That state is endorsed already."


def test_endorsements_called_in_must_reach_a_state_before_planning_ends():
    """Issue 33: "in up to three states" is one to three: planning does not end on Endorsements
    called in for no state (a once-a-game favour spent on nothing)."""
    state = new()
    play(state, "capital endorsements")
    assert fault(state, "end") == "Choose a state to endorse first: you called in Endorsements this week."
    assert END_MOVE not in state.legal_moves()
    with pytest.raises(IllegalMove):
        play(state, "end")
    play(state, "endorse NH")
    assert fault(state, "end") is None and END_MOVE in state.legal_moves()
    play(state, "end")
    assert state.phase == "resolve"


def test_endorsements_are_not_offered_where_no_state_is_small_enough_to_reach():
    import dataclasses
    state = new()
    big = tuple(dataclasses.replace(s, votes=41) for s in state.scenario.states)
    state.scenario = dataclasses.replace(state.scenario, states=big)
    assert "40 electoral votes" in fault(state, "capital endorsements")
    assert MarginMove("capital", favour="endorsements") not in state.legal_moves()


def test_endorsements_reach_three_states_at_most():
    state = new()
    play(state, "capital endorsements", "endorse NH", "endorse MT", "endorse NV")
    assert fault(state, "endorse NM") == "Endorsements reach 3 states at most."
    assert not [m for m in state.legal_moves() if m.kind == "endorse"]


def test_endorsed_states_hold_forty_electoral_votes_at_most():
    state = new()
    play(state, "capital endorsements", "endorse FL")            # 27
    assert "40 electoral votes" in fault(state, "endorse OH")    # 27 + 20
    assert fault(state, "endorse NJ") is not None                # 27 + 15 = 42
    play(state, "endorse VA")                                    # 27 + 13 = 40
    assert poll(state, "VA") == 0


def test_endorsements_are_not_halved_in_the_other_sides_home_state():
    state = new(home_states=True, seed=3)
    rep_home = state.home[1]
    code = state.scenario.states[rep_home].code
    before = state.polls[rep_home]
    play(state, "capital endorsements", f"endorse {code}")
    assert state.polls[rep_home] == max(-5, before - 1)


def test_the_legal_moves_are_exactly_the_placements_without_a_fault():
    state = new()
    play(state, "camp PA", "camp PA", "camp NJ", "fund", "capital endorsements", "endorse FL")
    sc = state.scenario
    candidates = ([MarginMove(kind, state=s) for kind in ("camp", "vp", "endorse") for s in range(20)]
                  + [MarginMove("ad", region=r) for r in range(6)] + [MarginMove(k) for k in ("fund", "media", "end")]
                  + [MarginMove("capital", favour=c) for c in CAPITAL])
    legal = set(state.legal_moves())
    for move in candidates:
        assert (move in legal) == (state.move_fault(move) is None), move_text(sc, move)
    assert MarginMove("ad", region=0) in legal and MarginMove("ad", region=1) in legal
    assert MarginMove("ad", region=2) not in legal


def test_planning_ends_with_end_and_the_week_is_then_rolled():
    state = new()
    play(state, "camp PA", "end")
    assert state.phase == "resolve" and state.plans[0].done
    roll(state, 4)                          # 4 - 1 (no media days) = 3: one square
    assert last(state, "camp")["moves"] == [(0, -2, -3)]


def test_moves_of_another_phase_are_refused_in_words():
    state = new()
    for text in ("accept", "ignore 2 fact-check", "last MO"):
        assert fault(state, text) == "That cannot be played now."
    play(state, "end")
    assert fault(state, "camp PA") == "The dice are rolling."


def test_every_order_of_the_same_days_costs_the_same():
    costs = set()
    for order in itertools.permutations(["camp PA", "camp NJ", "ad rust-belt"]):
        state = new()
        try:
            play(state, *order)
        except IllegalMove:
            continue                       # an ad before its campaign day is refused
        costs.add(state.plans[0].planned_cost(state.scenario))
    assert costs == {7}
