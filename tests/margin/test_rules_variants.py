"""Margin of Error's variants. Two players: more cash plans first (equal cash: the one who went
second last week, the Democrat in week 1), the one with more days left plans until they have
fewer, fundraising then campaigning then advertising with the first player first in each, the
fact check, no opponent rolls. Home states: the other side's campaigning there is halved."""
import pytest

from game.core.state import CHANCE
from game.engines.margin.move import END_MOVE, MarginMove
from tests.margin.rules_helpers import events, index, last, new, play, poll, roll


def two(**polls):
    return new(players=2, **polls)


def finish_week(state, face: int = 1) -> None:
    """Both campaigns end planning; every die shows `face` until the next week."""
    week = state.week
    while state.week == week:
        state.apply(MarginMove("die", face=face) if state.current_player() == CHANCE else END_MOVE)


def test_the_democrat_plans_first_in_week_1_at_equal_cash():
    state = two()
    assert state.cash == [10, 10] and state.current_player() == 0 and state.acting_side() == 0


def test_the_one_with_more_days_left_plans_until_they_have_fewer():
    state = two()
    play(state, "camp PA")                     # 6 days to 7: the Republican
    assert state.current_player() == 1
    play(state, "camp NJ")                     # 6 to 6: still the Republican
    assert state.current_player() == 1
    play(state, "camp NJ")                     # 5 to 6: the Democrat
    assert state.current_player() == 0
    play(state, "vp WI", "capital fact-check")  # no day spent: the Democrat goes on
    assert state.current_player() == 0
    play(state, "fund")                        # 5 to 5
    assert state.current_player() == 0
    play(state, "fund")                        # 4 to 5
    assert state.current_player() == 1


def test_a_campaign_that_ended_planning_is_skipped():
    state = two()
    play(state, "end")
    for _ in range(7):
        assert state.current_player() == 1
        play(state, "fund" if state.plans[1].fund < 3 else "media" if state.plans[1].media < 3 else "camp OH")
    play(state, "end")
    assert state.phase == "resolve"


def test_more_cash_plans_first_next_week():
    state = two()
    play(state, "end", "fund", "end")          # the Republican raises money
    roll(state, 4)
    assert state.week == 2 and state.cash == [10, 14] and state.current_player() == 1


def test_at_equal_cash_the_one_who_went_second_goes_first():
    state = two()
    finish_week(state)
    assert state.week == 2 and state.cash == [10, 10] and state.current_player() == 1
    finish_week(state)
    assert state.week == 3 and state.current_player() == 0


def test_fundraising_then_campaigning_then_advertising_the_first_player_first_in_each():
    state = two()
    play(state, "end", "fund", "end")
    roll(state, 4)                              # week 2: the Republican, richer, plans and rolls first
    play(state, "camp OH", "camp PA", "ad rust-belt", "ad midwest", "fund", "fund", "end", "end")
    order = []
    while state.current_player() == CHANCE:
        order.append((state.task[0], state.task[1]))
        state.apply(MarginMove("die", face=1))
    assert order == [("fund", 1), ("fund", 0), ("camp", 1), ("camp", 0), ("ad", 1), ("ad", 0)]
    assert not events(state, "opp_stop") and not events(state, "opp_ad")     # no opponent rolls


def test_a_fact_check_cancels_the_stop_with_the_fewest_days_the_last_planned_of_those():
    state = two()
    play(state, "capital fact-check", "end")
    play(state, "camp NJ", "camp NJ", "camp VA", "camp OH", "vp PA", "end")
    cut = last(state, "fact_check")
    assert cut["side"] == 1 and cut["state"] == index(state, "OH")
    roll(state, 1, 2, 3, 4)                   # New Jersey's two dice, Virginia's, the running mate's
    stops = [e["step"][2:] for e in events(state, "camp")]
    assert stops == [(index(state, "NJ"), 2, False), (index(state, "VA"), 1, False), (index(state, "PA"), 1, True)]


def test_a_fact_check_on_a_campaign_without_candidate_stops_cancels_nothing():
    state = two()
    play(state, "capital fact-check", "end", "vp PA", "end")
    assert not events(state, "fact_check") and state.task[4]


# ---- home states -------------------------------------------------------------------------------
def test_home_states_are_drawn_from_the_seed_one_each():
    homes = {new(home_states=True, seed=seed).home for seed in range(12)}
    assert all(a != b for a, b in homes) and len(homes) > 1
    assert new(home_states=True, seed=4).home == new(home_states=True, seed=4).home
    assert new().home is None


@pytest.mark.parametrize("die,chart,moved", [(6, 2, 1), (3, 1, 0)])
def test_campaigning_in_the_other_sides_home_state_is_halved_rounding_down(die, chart, moved):
    state = new(home_states=True, seed=2)
    rep_home = state.home[1]
    state.polls[rep_home] = 1
    code = state.scenario.states[rep_home].code
    play(state, "media", f"camp {code}", "end")
    roll(state, die)
    assert last(state, "camp")["squares"] == chart and state.polls[rep_home] == 1 - moved


def test_campaigning_in_ones_own_home_state_is_not_halved():
    state = new(home_states=True, seed=2)
    dem_home = state.home[0]
    state.polls[dem_home] = 1
    play(state, "media", f"camp {state.scenario.states[dem_home].code}", "end")
    roll(state, 6)
    assert state.polls[dem_home] == -1


def test_advertising_is_halved_in_the_other_sides_home_state_only():
    state = new(home_states=True, seed=2)
    rep_home = state.home[1]
    region = state.scenario.states[rep_home].region
    members = state.scenario.regions[region].states
    for s in members:
        state.polls[s] = 1
    state.cash[0] = 20
    play(state, "media", f"camp {state.scenario.states[rep_home].code}",
         f"ad {region + 1}", "end")
    roll(state, 1)                              # the campaign stop: no move
    roll(state, 6)                              # the ad: 6, two squares (one in the home state)
    assert {s: state.polls[s] for s in members} == {s: (0 if s == rep_home else -1) for s in members}


def test_both_players_use_one_shared_poll_track():
    state = two(OH=1)
    play(state, "media", "media", "camp OH", "camp OH", "end", "end")
    roll(state, 6, 4)                           # the Democrat: 6, two left; the Republican: 4, one right
    assert poll(state, "OH") == 0
