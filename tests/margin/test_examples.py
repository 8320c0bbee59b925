"""Margin of Error: each numbered example of the rule text, with its numbers. Where an example
does not start from the starting squares, the test sets up the position it needs (rulings:
"worked examples set up their own positions"); the dice are the example's own, fixed through
the game's `dice` option and rolled as chance moves."""
from game.core.state import CHANCE
from tests.margin.rules_helpers import index, last, new, play, poll, quiet, region, roll


def roll_fixed(state) -> None:
    """Roll the fixed dice while the game waits for dice."""
    while state.current_player() == CHANCE and state.rolls < len(state.fixed_dice):
        state.apply(state.chance_outcomes()[0][0])


def test_example_1_fundraising_two_days_with_a_4_gives_7():
    state = new(dice=[4])
    play(state, "fund", "fund", "end")
    roll_fixed(state)
    event = last(state, "fund")
    assert event["dice"] == [4] and event["raised"] == 7 and state.cash[0] == 17


def test_example_2_pennsylvania_michigan_and_wisconsin():
    # "there is no Media Presence bonus": one media day (bonus 0)
    state = new(dice=[3, 2, 2, 6])
    play(state, "camp PA", "camp MI", "camp MI", "vp WI", "media", "end")
    roll_fixed(state)
    pa = last(state, "camp")
    assert pa["dice"] == [3] and pa["moves"] == [(index(state, "PA"), -2, -3)]       # one spot left
    # Michigan rolls two 2s: a gaffe; a favour ignores one 2 and the other leaves the poll
    assert state.current_player() == 0 and state.dice == [2, 2]
    play(state, "ignore 2 fact-check")
    mi = last(state, "camp")
    assert mi["dice"] == [2] and mi["squares"] == 0 and poll(state, "MI") == -2
    # Wisconsin, the running mate: 6 counts as 5, one square (left: the text's "right" is a slip)
    roll_fixed(state)
    wi = last(state, "camp")
    assert wi["vp"] and wi["total"] == 5 and wi["moves"] == [(index(state, "WI"), -1, -2)]
    assert state.cash[0] == 10 - 3                  # three candidate days; the running mate is free


def test_example_3_a_safe_wisconsin_moves_only_one_square_for_the_republican():
    state = quiet(party="republican", WI=-4)
    play(state, "media", "media", "media", "camp WI", "camp WI", "camp WI", "end")
    roll(state, 6, 5, 4)                            # 17: four squares "no matter what was rolled"
    assert last(state, "camp")["squares"] == 4 and poll(state, "WI") == -3


def test_example_4_advertising_11_moves_the_region_3_and_iowa_gives_a_small_state_token():
    # Iowa starts leaning Democratic, so only the Republican can take its token (rulings)
    state = new(party="republican", dice=[1, 5, 6])
    state.cash[1] = 15                              # enough for two days of television
    play(state, "media", "camp IA", "ad midwest", "ad midwest", "end")
    roll_fixed(state)
    iowa = [e for e in state.events if e["kind"] == "camp"][-1]
    assert iowa["dice"] == [1] and iowa["squares"] == 0 and iowa["token"]
    ad = last(state, "ad")
    assert ad["total"] == 11 and ad["squares"] == 3 and ad["cost"] == 10
    assert [m[2] - m[1] for m in ad["moves"]] == [3, 3, 3]              # Ohio, Indiana, Iowa
    assert state.small_tokens[1] == {index(state, "IA")}
    assert state.cash[1] == 15 - 1 - 10


def test_example_5_the_opponents_week_1_with_the_minnesota_fall_through():
    # Minnesota must lean Republican already for the second stop to find it safe (rulings)
    state = new(dice=[6, 3, 6, 4], MN=2)
    play(state, "end")
    roll(state, 6, 3)                               # Plains, Minnesota: two squares right
    assert last(state, "opp_stop")["moves"] == [(index(state, "MN"), 2, 4)]
    roll(state, 6, 4)                               # Minnesota again, now safe: Nevada
    stop = last(state, "opp_stop")
    assert stop["rolled"] == index(state, "MN") and stop["moves"] == [(index(state, "NV"), 1, 3)]
    assert state.week == 2                          # two stops in week 1, and no more


def test_example_6_an_ad_naming_the_atlantic_and_the_pacific_pushes_every_atlantic_state_2():
    # A position where the Atlantic is the more harmful region: it turns 32 votes there
    state = quiet(ads=True, dice=[2, 3], NJ=-1, VA=-1, NH=-1)
    pacific = [poll(state, c) for c in ("WA", "CO", "OR", "NM")]
    play(state, "end")
    roll_fixed(state)
    ad = last(state, "opp_ad")
    assert ad["region"] == region(state, "Atlantic") and ad["squares"] == 2 and not ad["doubles"]
    assert [poll(state, c) for c in ("NJ", "VA", "NH")] == [1, 1, 1]
    assert [poll(state, c) for c in ("WA", "CO", "OR", "NM")] == pacific


def test_example_7_two_tokens_on_missouri_rolling_5_move_it_one_left():
    state = quiet(week=9, MO=1)
    state.small_tokens[0] = frozenset({index(state, "NV"), index(state, "MT")})
    play(state, "end", "last MO", "last MO")
    roll(state, 2, 3)
    assert last(state, "last")["moves"] == [(index(state, "MO"), 1, 0)]


def test_example_8_the_final_adjustment_gives_the_democrat_20_votes_in_the_pacific():
    state = quiet(week=9)
    state.polls = [5] * 20                           # everything else settled: no other rolls
    for code, value in (("WA", -5), ("CO", -1), ("OR", -1), ("NM", 2)):
        state.polls[index(state, code)] = value
    play(state, "end")
    assert state.task[1] == index(state, "CO")       # Washington is safe: no roll
    roll(state, 2, 4)                                # Colorado 6: one square right
    roll(state, 1, 3)                                # Oregon 4: two squares right
    roll(state, 3, 4)                                # New Mexico 7: stays
    assert [poll(state, c) for c in ("WA", "CO", "OR", "NM")] == [-5, 0, 1, 2]
    pacific = state.scenario.regions[region(state, "Pacific")].states
    won = sum(state.scenario.states[s].votes for s in pacific
              if (state.polls[s] < 0 or (state.polls[s] == 0 and state.scenario.states[s].leans == 0)))
    assert won == 20                                 # Washington 11 + Colorado 9, which leaned blue
    assert state.phase == "over" and state.votes()[0] == 155 + 20
