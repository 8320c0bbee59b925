"""Margin of Error: every entry of the control panel's charts (rulings: "Charts"), read by the
chart functions and seen through the engine's own rolls."""
import pytest

from game.engines.margin.charts import (
    campaign_squares, final_margin_squares, fundraising_cash, gaffe_squares, media_bonus,
)
from game.engines.margin.scenario import load_scenario
from tests.margin.rules_helpers import last, new, play, poll, quiet, roll

SC = load_scenario("standard")

CAMPAIGN = {-3: 0, -1: 0, 0: 0, 1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2,
            11: 3, 12: 3, 13: 4, 14: 4, 15: 4, 16: 4, 18: 4, 20: 4}
FINAL = {2: -3, 3: -2, 4: -2, 5: -1, 6: -1, 7: 0, 8: 1, 9: 1, 10: 2, 11: 2, 12: 3}


@pytest.mark.parametrize("total,squares", sorted(CAMPAIGN.items()))
def test_campaign_chart_entry(total, squares):
    assert campaign_squares(SC, total) == squares


@pytest.mark.parametrize("total,squares", sorted(FINAL.items()))
def test_final_margin_chart_entry(total, squares):
    assert final_margin_squares(SC, total) == squares


@pytest.mark.parametrize("days,die,cash", [(1, 4, 4), (2, 4, 7), (3, 4, 10), (1, 1, 1), (3, 6, 12)])
def test_fundraising_chart(days, die, cash):
    assert fundraising_cash(SC, days, die) == cash


@pytest.mark.parametrize("days,bonus", [(0, -1), (1, 0), (2, 1), (3, 2)])
def test_media_presence_chart(days, bonus):
    assert media_bonus(SC, days) == bonus


@pytest.mark.parametrize("days,die,raised", [(1, 5, 5), (2, 5, 8), (3, 5, 11)])
def test_fundraising_days_roll_one_die_plus_the_bonus(days, die, raised):
    state = new()
    state.cash[0] = 0
    play(state, *["fund"] * days, "end")
    roll(state, die)
    event = last(state, "fund")
    assert event["dice"] == [die] and event["raised"] == raised and state.cash[0] == raised


def test_fundraising_never_takes_cash_over_20():
    state = new()
    state.cash[0] = 15
    play(state, "fund", "fund", "fund", "end")
    roll(state, 6)
    assert last(state, "fund")["raised"] == 12 and state.cash[0] == 20


@pytest.mark.parametrize("media,die,total,moved", [(0, 4, 3, 1), (1, 4, 4, 1), (2, 4, 5, 1), (3, 4, 6, 2),
                                                   (0, 3, 2, 0), (3, 1, 3, 1)])
def test_media_presence_days_add_their_bonus_to_a_campaign_roll(media, die, total, moved):
    state = quiet(NJ=-1)
    play(state, *["media"] * media, "camp NJ", "end")
    roll(state, die)
    event = last(state, "camp")
    assert event["bonus"] == media - 1 and event["total"] == total and event["squares"] == moved
    assert poll(state, "NJ") == -1 - moved


def test_a_total_of_13_or_more_moves_four_squares():
    state = quiet(OH=1)
    play(state, "media", "media", "media", "camp OH", "camp OH", "camp OH", "end")
    roll(state, 6, 5, 4)          # 15 + 2 = 17
    event = last(state, "camp")
    assert (event["total"], event["squares"]) == (17, 4) and poll(state, "OH") == -3


def test_the_vice_president_rolls_at_minus_one_whatever_the_media_presence():
    state = quiet(WI=-1)
    play(state, "media", "media", "media", "vp WI", "end")
    roll(state, 6)
    event = last(state, "camp")
    assert event["vp"] and event["bonus"] == -1 and event["total"] == 5 and event["squares"] == 1
    assert poll(state, "WI") == -2 and state.cash[0] == 10       # the running mate's stop is free


def test_the_vice_presidents_roll_of_one_is_zero_and_moves_nothing():
    state = quiet(WI=-1)
    play(state, "vp WI", "end")
    roll(state, 1)
    assert last(state, "camp")["total"] == 0 and poll(state, "WI") == -1


@pytest.mark.parametrize("dice,back", [((3, 3), 2), ((4, 4, 4), 4), ((2, 2, 5), 2), ((1, 2, 3), 0), ((6,), 0),
                                       ((5, 6), 0)])
def test_gaffe_chart(dice, back):
    assert gaffe_squares(SC, dice) == back
