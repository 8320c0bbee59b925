"""Margin of Error: the solo game's scripted opponent. Its stops and ads by week, two squares a
stop, the fall-through to the next state and the next region (round to the top), the more
harmful region, doubles pushing three, and the player's fact check."""
import random

import pytest

from game.core.state import CHANCE
from game.engines.margin.move import MarginMove
from tests.margin.rules_helpers import events, index, last, new, play, poll, quiet, region, roll


def weeks_of_events(state) -> list[list[dict]]:
    """The events of each week (a "week" event starts the next)."""
    weeks = [[]]
    for event in state.events:
        if event["kind"] == "week":
            weeks.append([])
        else:
            weeks[-1].append(event)
    return weeks


def play_ending_every_week(state, capital_in_week: dict | None = None, seed: int = 1) -> None:
    rng = random.Random(seed)
    while state.phase != "over":
        if state.phase == "plan":
            favour = (capital_in_week or {}).get(state.week)
            play(state, *([f"capital {favour}"] if favour else []), "end")
        elif state.current_player() == CHANCE:
            state.apply(MarginMove("die", face=rng.randint(1, 6)))
        else:
            state.apply(state.legal_moves()[0])


@pytest.mark.parametrize("party", ["democrat", "republican"])
def test_stops_by_week_are_2_2_3_3_3_4_4_5_5_with_ads_in_weeks_3_6_9(party):
    state = new(party=party)
    play_ending_every_week(state)
    weeks = weeks_of_events(state)
    assert [sum(e["kind"] == "opp_stop" for e in w) for w in weeks] == [2, 2, 3, 3, 3, 4, 4, 5, 5]
    assert [w for w in range(1, 10) if any(e["kind"] == "opp_ad" for e in weeks[w - 1])] == [3, 6, 9]
    opponent = 1 if party == "democrat" else 0
    assert all(e["side"] == opponent for e in events(state, "opp_stop") + events(state, "opp_ad"))


def test_a_fact_check_takes_one_stop_from_the_opponents_week_but_not_its_ad():
    state = new()
    play_ending_every_week(state, {3: "fact-check"})
    weeks = weeks_of_events(state)
    assert sum(e["kind"] == "opp_stop" for e in weeks[2]) == 2
    assert sum(e["kind"] == "opp_ad" for e in weeks[2]) == 1


def test_a_stop_moves_the_rolled_state_two_squares_toward_the_opponent():
    state = new()
    play(state, "end")
    roll(state, 4, 5)                        # Southeast, North Carolina (faces 4-5)
    assert last(state, "opp_stop")["moves"] == [(index(state, "NC"), 2, 4)]
    rep = new(party="republican")
    play(rep, "end")
    roll(rep, 1, 2)                          # Rust Belt, Pennsylvania: the Democrat pushes left
    assert poll(rep, "PA") == -4


def test_a_stop_on_a_state_safe_for_the_player_moves_it_one_square():
    state = new(PA=-5)
    play(state, "end")
    roll(state, 1, 1)
    assert poll(state, "PA") == -4


def test_a_stop_on_a_state_safe_for_the_opponent_goes_to_the_next_state_down_the_list():
    state = new(NC=4, WV=5)
    play(state, "end")
    roll(state, 4, 4)                        # North Carolina, safe: West Virginia, safe: Ohio
    event = last(state, "opp_stop")
    assert event["rolled"] == index(state, "NC") and event["state"] == index(state, "OH")
    assert poll(state, "OH") == 3


def test_the_list_goes_round_from_the_last_state_to_the_first():
    state = new(MT=5, PA=4)
    play(state, "end")
    roll(state, 6, 6)                        # Montana (last), safe: Pennsylvania, safe: Michigan
    assert last(state, "opp_stop")["state"] == index(state, "MI") and poll(state, "MI") == 0


def test_a_stop_finds_nothing_when_every_state_is_safe_for_the_opponent():
    state = new()
    state.polls = [5] * 20
    play(state, "end")
    roll(state, 3, 3)
    assert last(state, "opp_stop")["state"] is None and state.polls == [5] * 20


def test_home_states_halve_the_opponents_stop_there():
    state = new(home_states=True, seed=5)
    dem_home = state.home[0]
    info = state.scenario.states[dem_home]
    state.polls[dem_home] = -2
    play(state, "end")
    roll(state, info.region + 1, info.faces[0])
    assert state.polls[dem_home] == -1       # two squares halved to one


def test_an_ad_with_doubles_pushes_that_region_three_squares():
    state = new(dice=[1, 1, 1, 1, 1, 1, 3, 3])   # three stops in Pennsylvania, then the ad
    state.week = 3
    play(state, "end")
    while state.current_player() == CHANCE and not events(state, "opp_ad"):
        state.apply(state.chance_outcomes()[0][0])
    event = last(state, "opp_ad")
    assert event["doubles"] and event["squares"] == 3 and event["region"] == region(state, "Pacific")
    assert [poll(state, c) for c in ("WA", "CO", "OR", "NM")] == [0, 2, 1, 2]


def opponent_ad(state, first: int, second: int) -> dict:
    """The opponent's ad with these two dice, with no stops before it (`quiet(ads=True)`)."""
    play(state, "end")
    roll(state, first, second)
    return last(state, "opp_ad")


def test_an_ad_goes_to_the_region_that_turns_more_electoral_votes():
    # The Midwest turns Iowa (7); the Rust Belt turns Wisconsin (10).
    state = quiet(ads=True, IA=-1, WI=-1, PA=-4, MI=-4)
    event = opponent_ad(state, 5, 1)
    assert event["region"] == region(state, "Rust Belt") and event["squares"] == 2
    assert poll(state, "WI") == 1 and poll(state, "IA") == -1


def test_with_no_votes_turned_the_region_that_moves_more_votes_further_is_worse():
    state = quiet(ads=True)
    state.polls = [-5] * 20
    # Atlantic: 32 votes one square each; Pacific: 32 votes one square each; a tie: the first die
    assert opponent_ad(state, 3, 2)["region"] == region(state, "Pacific")
    state = quiet(ads=True)
    state.polls = [-5] * 20
    state.polls[index(state, "FL")] = -3     # the Southeast now moves Florida two squares
    assert opponent_ad(state, 2, 4)["region"] == region(state, "Southeast")


def test_an_ad_on_a_region_safe_for_the_opponent_goes_to_the_next_region_round_to_the_top():
    state = quiet(ads=True, MO=5, MN=5, NV=5, MT=5)
    event = opponent_ad(state, 6, 6)         # doubles: the Plains, all safe: the Rust Belt
    assert event["region"] == region(state, "Rust Belt") and event["squares"] == 3
    assert [poll(state, c) for c in ("PA", "MI", "WI")] == [1, 1, 2]
