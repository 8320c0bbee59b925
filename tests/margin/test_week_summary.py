"""Margin of Error: the week's summary (game/engines/margin/week_summary.py): which states moved
and flipped, the electoral votes each party gained or lost, each campaign's money, and the
step and dice behind each change."""
from game.engines.margin.week_summary import dollars, signed_dollars, week_span, week_summary
from tests.margin.rules_helpers import DEM, REP, new, play, quiet, roll

# fundraising 4; Wisconsin 5 + 6 (no media: -1) = 10, two squares; Ohio's day 3 - 1 = 2, nothing;
# the Midwest ads 3 - 1, nothing; the Republican stops: red 2 white 6 (New Hampshire), red 5
# white 1 (Ohio), each two squares their way
WEEK_ONE_DICE = [4, 5, 6, 3, 3, 2, 6, 5, 1]


def _week_one():
    state = new(dice=WEEK_ONE_DICE * 2)
    play(state, "fund", "camp WI", "camp WI", "camp OH", "ad midwest", "end")
    while state.phase != "plan":
        state.apply(state.chance_outcomes()[0][0])
    return state


def test_the_summary_names_the_flip_the_votes_and_the_dice_behind_it():
    state = _week_one()
    summary = week_summary(state, solo_player=DEM)
    assert summary.week == 1
    assert summary.votes_before == (271, 267) and summary.votes_after == (267, 271)
    assert summary.gained(DEM) == -4 and summary.gained(REP) == 4
    nh, ohio, wisconsin = summary.states               # the flip first, then by votes
    assert (nh.name, nh.votes, nh.before, nh.after, nh.held_by, nh.goes_to) == ("New Hampshire", 4, -1, 1, DEM, REP)
    assert nh.flipped and nh.causes == ("Republican stop, red 2 and white 6",)
    assert (ohio.name, ohio.before, ohio.after, ohio.flipped) == ("Ohio", 1, 3, False)
    assert ohio.causes == ("Republican stop, red 5 and white 1",)
    assert (wisconsin.before, wisconsin.after) == (-1, -3)
    assert wisconsin.causes == ("Your campaign, dice 5 + 6 − 1 = 10",)
    assert summary.flips() == (nh,)


def test_the_summary_counts_the_money_raised_and_spent():
    state = _week_one()
    (money,) = week_summary(state).money              # the scripted opponent has no cash to show
    assert (money.side, money.before, money.after) == (DEM, 10, 6)
    assert money.causes == ("fundraising, die 4: +$4", "campaign days: −$3", "TV ads: −$5")


def test_a_later_position_still_summarises_the_week_as_it_ended():
    state = _week_one()
    play(state, "capital internet-funds", "camp PA", "end")
    state.apply(state.chance_outcomes()[0][0])        # Pennsylvania, week 2: its die
    summary = week_summary(state, week=1)
    assert summary.votes_after == (267, 271)
    assert [c.name for c in summary.states] == ["New Hampshire", "Ohio", "Wisconsin"]
    assert summary.money[0].after == 6                # week 2's internet funds are not week 1's


def test_a_gaffe_and_an_endorsement_say_what_moved_the_state():
    state = quiet(OH=1, WI=-1)
    play(state, "capital endorsements", "endorse OH", "camp WI", "camp WI", "end")
    roll(state, 3, 3)                                 # doubles: a gaffe, Wisconsin slips back
    play(state, "accept")
    while state.phase != "plan":
        state.apply(state.chance_outcomes()[0][0])
    summary = week_summary(state, solo_player=DEM)
    by_name = {c.name: c for c in summary.states}
    assert by_name["Ohio"].causes == ("Your endorsement",)
    assert (by_name["Ohio"].before, by_name["Ohio"].after, by_name["Ohio"].flipped) == (1, 0, False)
    wi = by_name["Wisconsin"]
    assert wi.after > wi.before and wi.causes == ("Your campaign: a gaffe, dice 3 + 3 − 1 = 5",)


def test_the_week_span_stops_at_the_next_week():
    state = _week_one()
    start, end = week_span(state.events, 1)
    assert start == 0 and state.events[end]["kind"] == "week"
    assert week_span(state.events, 2) == (end + 1, len(state.events))


def test_money_reads_with_a_dollar_sign():
    assert dollars(9) == "$9" and dollars(-3) == "−$3"
    assert signed_dollars(6) == "+$6" and signed_dollars(-5) == "−$5"
