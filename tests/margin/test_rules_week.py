"""Margin of Error: a week's resolution. Its order, paying each day when it is rolled (skipped
without cash), advertising costs, safe states and the defining speech, small-state tokens."""
import pytest

from tests.margin.rules_helpers import events, last, new, play, poll, quiet, roll


# ---- order and money ------------------------------------------------------------------------
def test_the_week_resolves_fundraising_then_campaigning_then_advertising_then_the_opponent():
    state = new(dice=[2] * 30)
    play(state, "camp PA", "ad rust-belt", "fund", "end")
    while state.phase != "plan":
        state.apply(state.chance_outcomes()[0][0])
    kinds = [e["kind"] for e in state.events if e["kind"] in ("fund", "camp", "ad", "opp_stop", "week")]
    assert kinds == ["fund", "camp", "ad", "opp_stop", "opp_stop", "week"]


def test_fundraising_comes_first_so_its_money_pays_the_campaign():
    state = quiet(OH=1)
    state.cash[0] = 0
    play(state, "fund", "camp OH", "end")
    roll(state, 3)                           # $3 raised
    roll(state, 6)                           # so Ohio's day is paid and rolled
    assert last(state, "camp")["paid"] == 1 and state.cash[0] == 2


def test_a_campaign_day_costs_one_dollar_when_it_is_rolled():
    state = quiet()
    play(state, "camp PA", "camp PA", "camp MI", "end")
    assert state.cash[0] == 8                # Pennsylvania's two days are paid as its dice come
    roll(state, 1, 2)
    assert state.cash[0] == 7


def test_without_cash_a_campaign_stop_is_skipped():
    state = quiet(OH=1)
    state.cash[0] = 0
    play(state, "camp OH", "vp IN", "end")
    skipped = last(state, "camp")
    assert skipped["skipped"] and skipped["paid"] == 0 and poll(state, "OH") == 1
    roll(state, 6)                           # the running mate's stop is free: it is still rolled
    assert last(state, "camp")["vp"]


def test_a_stop_with_fewer_dollars_than_days_rolls_the_days_paid():
    state = quiet(OH=1)
    state.cash[0] = 2
    play(state, "camp OH", "camp OH", "camp OH", "end")
    assert state.need == 2 and state.cash[0] == 0
    roll(state, 1, 4)
    assert last(state, "camp")["dice"] == [1, 4]


@pytest.mark.parametrize("cash,days,blitz,paid,left", [(20, 2, False, 2, 10), (20, 3, True, 3, 11),
                                                       (4, 2, False, 0, 4), (7, 2, False, 1, 2),
                                                       (5, 1, False, 1, 0), (3, 1, True, 1, 0)])
def test_advertising_costs_five_a_day_or_three_under_a_media_blitz(cash, days, blitz, paid, left):
    state = quiet(OH=1)
    state.cash[0] = cash + 1                  # Ohio's campaign day takes one dollar first
    play(state, *(["capital media-blitz"] if blitz else []), "camp OH", *["ad midwest"] * days, "end")
    roll(state, 1)                            # Ohio: no move
    ad = last(state, "ad") if paid == 0 else None
    if paid == 0:
        # "if you start the turn with $4 or less in cash, the advertising stop is ignored"
        assert ad["skipped"] and ad["paid"] == 0
    else:
        assert state.need == paid
        roll(state, *[1, 2, 4][:paid])
        assert last(state, "ad")["paid"] == paid
    assert state.cash[0] == left


def test_an_ad_moves_every_state_of_its_region():
    state = quiet(NJ=-3, VA=1, NH=-1)
    play(state, "media", "camp VA", "ad atlantic", "end")
    roll(state, 1)                            # Virginia: 1 + 0 = 1, no move
    roll(state, 5)                            # 5: one square left everywhere
    assert [poll(state, c) for c in ("NJ", "VA", "NH")] == [-4, 0, -2]


def test_cash_stays_between_0_and_20():
    state = quiet()
    state.cash[0] = 19
    play(state, "fund", "fund", "fund", "end")
    roll(state, 6)
    assert state.cash[0] == 20
    state.cash[0] = 1
    play(state, "camp PA", "camp PA", "camp PA", "end")
    roll(state, 1)
    assert state.cash[0] == 0


# ---- safe states -----------------------------------------------------------------------------
@pytest.mark.parametrize("start", [5, 4])
def test_from_the_other_sides_dark_squares_a_push_moves_one_square_at_most(start):
    state = quiet(OH=start)
    play(state, "media", "media", "media", "camp OH", "camp OH", "camp OH", "end")
    roll(state, 6, 5, 4)                      # 17: four squares, but Ohio is safe Republican
    assert poll(state, "OH") == start - 1


def test_the_defining_speech_lifts_the_safe_state_limit_for_the_week():
    state = quiet(OH=5, IN=4, IA=4)
    state.cash[0] = 20
    play(state, "capital defining-speech", "media", "media", "camp OH", "camp OH", "ad midwest", "end")
    roll(state, 6, 5)                         # 12: three squares
    assert poll(state, "OH") == 2
    roll(state, 6)                            # 7: two squares, every Midwest state
    assert [poll(state, c) for c in ("OH", "IN", "IA")] == [0, 2, 2]


def test_ones_own_safe_squares_do_not_limit_a_push():
    state = quiet(OH=-4)
    play(state, "media", "media", "media", "camp OH", "end")
    roll(state, 6)                            # 8: two squares, stopped by the track's end
    assert poll(state, "OH") == -5


def test_a_gaffe_from_the_other_sides_dark_squares_is_not_limited():
    state = quiet(OH=4)
    play(state, "camp OH", "camp OH", "end")
    roll(state, 2, 2)
    play(state, "accept")
    assert poll(state, "OH") == 5             # back two, then the track ends


# ---- small-state tokens ----------------------------------------------------------------------
def test_a_small_state_the_candidate_is_not_winning_gives_a_token_once():
    state = quiet(NV=1)
    play(state, "camp NV", "end")
    roll(state, 1)
    assert last(state, "camp")["token"]
    assert state.small_tokens[0] == {state.scenario.state_by_code("NV").index}
    play(state, "camp NV", "end")
    roll(state, 1)
    assert not last(state, "camp")["token"]   # the first time only
    assert len(state.small_tokens[0]) == 1


def test_no_token_for_a_small_state_already_being_won():
    state = quiet(NM=-1)
    play(state, "camp NM", "end")
    roll(state, 1)
    assert not state.small_tokens[0]


def test_the_white_square_of_a_state_leaning_to_the_other_side_is_not_being_won():
    state = quiet(NV=0)                        # Nevada leans Republican: on 0 it is theirs
    play(state, "camp NV", "end")
    roll(state, 1)
    assert state.small_tokens[0]


def test_no_token_for_a_big_state_or_for_the_running_mate():
    state = quiet(OH=1, NV=1)
    play(state, "camp OH", "vp NV", "end")
    roll(state, 1, 1)
    assert not state.small_tokens[0]


def test_no_token_for_a_stop_that_could_not_be_paid():
    state = quiet(NV=1)
    state.cash[0] = 0
    play(state, "camp NV", "end")
    assert not state.small_tokens[0]


def test_the_republican_takes_tokens_in_small_states_leaning_democratic():
    state = quiet(party="republican")
    play(state, "camp IA", "camp CO", "camp WV", "end")
    roll(state, 1, 1, 1)
    codes = {state.scenario.states[s].code for s in state.small_tokens[1]}
    assert codes == {"IA", "CO"}               # West Virginia is already theirs
    assert len(events(state, "camp")) == 3
