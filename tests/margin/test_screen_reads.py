"""Margin of Error: what a screen reads from a position without decoding the engine's steps:
the step being rolled (`rolling`), the step of the turn track (`turn_step`), whose turn it is
(`turn_side`) and whether election night has come (`election_night`)."""
from game.engines.margin.resolve import AD, CAMP, FINAL, FUND, LAST, OPP_STOP, TURN_TRACK
from tests.margin.rules_helpers import index, last, new, play, quiet, region, roll

DEM, REP = 0, 1


def test_while_planning_nothing_is_rolled_and_the_planner_has_the_turn():
    state = quiet(players=2)
    assert state.rolling() is None
    assert state.turn_step() == "plan" == TURN_TRACK[0]
    assert state.turn_side() == state.planner == DEM
    assert not state.election_night()


def test_a_fundraising_roll_is_the_campaigns_with_nothing_at_stake():
    state = quiet()
    play(state, "fund", "end")
    roll_ = state.rolling()
    assert (roll_.kind, roll_.side, roll_.target, roll_.running_mate) == (FUND, DEM, None, False)
    assert state.turn_step() == "fund" and state.turn_side() == DEM


def test_a_campaign_stop_names_its_state_and_the_event_names_the_same_step():
    state = quiet(OH=1)
    play(state, "camp OH", "camp OH", "end")
    roll_ = state.rolling()
    assert (roll_.kind, roll_.side, roll_.target, roll_.running_mate) == (CAMP, DEM, index(state, "OH"), False)
    assert state.turn_step() == "camp"
    roll(state, 1, 2)
    assert last(state, "camp")["step"] == roll_.step and state.rolling() is None


def test_the_running_mates_stop_is_told_apart_from_the_candidates():
    state = quiet()
    play(state, "vp OH", "end")
    roll_ = state.rolling()
    assert roll_.kind == CAMP and roll_.running_mate and roll_.target == index(state, "OH")


def test_an_advert_names_its_region():
    state = quiet()
    state.cash[DEM] = 20
    play(state, "camp OH", "ad midwest", "end")
    roll(state, 1)                                   # Ohio's stop first
    roll_ = state.rolling()
    assert (roll_.kind, roll_.target) == (AD, region(state, "Midwest"))
    assert state.turn_step() == "ad"


def test_the_solo_opponents_stop_is_the_opponents_step_of_the_track():
    state = new()
    play(state, "end")
    roll_ = state.rolling()
    assert (roll_.kind, roll_.side, roll_.target) == (OPP_STOP, state.opponent_side, None)
    assert state.turn_step() == "opponent" == TURN_TRACK[-1]
    assert state.turn_side() == state.opponent_side


def test_a_gaffe_waiting_for_its_campaign_keeps_the_roll_and_the_turn():
    state = quiet(OH=1)
    play(state, "camp OH", "camp OH", "end")
    roll(state, 3, 3)
    assert state.gaffe_choice_open()
    assert state.rolling().kind == CAMP and state.turn_side() == DEM and state.turn_step() == "camp"


def test_the_republicans_roll_is_the_republicans_turn_in_a_two_player_game():
    state = quiet(players=2, OH=1)
    play(state, "end", "camp OH", "end")             # the Democrat plans nothing; the Republican one stop
    assert state.rolling().side == REP and state.turn_side() == REP


def test_between_two_rolls_the_track_shows_the_step_last_resolved():
    state = quiet()
    state.phase, state.task = "resolve", None
    state.events.append({"kind": AD})
    assert state.turn_step() == "ad"


def test_small_state_tokens_are_election_night_with_the_placing_campaigns_turn():
    state = quiet(week=9, MO=1)
    state.small_tokens[DEM] = frozenset({index(state, "NV")})
    play(state, "end")
    assert state.phase == "last" and state.election_night()
    assert state.turn_step() is None and state.turn_side() == DEM and state.rolling() is None
    play(state, "last MO")
    roll_ = state.rolling()
    assert (roll_.kind, roll_.side, roll_.target) == (LAST, DEM, index(state, "MO"))
    assert state.election_night() and state.turn_step() is None


def test_the_final_margins_name_their_state_and_are_nobodys_turn():
    # Pennsylvania is the scenario's first state: its index must not be read as a side
    state = quiet(players=2, week=9)
    state.polls = [5] * len(state.scenario.states)
    state.polls[index(state, "PA")] = 1
    play(state, "end", "end")
    roll_ = state.rolling()
    assert (roll_.kind, roll_.target, roll_.side) == (FINAL, index(state, "PA"), state.final_side())
    assert state.election_night() and state.turn_step() is None and state.turn_side() is None
