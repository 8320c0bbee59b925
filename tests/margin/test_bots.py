"""Margin of Error's bot: exact roll odds, the outlook tables, the evaluation, and the planner
(legal moves only, sensible gaffes and tokens, "Suggest" at every kind of decision, stronger
than random planning, the bench figures)."""
from __future__ import annotations

import random

import pytest

from game.core.arena import check_arena, play_one
from game.core.bots import make_bot
from game.engines.margin import GAME
from game.engines.margin.heuristic import evaluate, win_chance
from game.engines.margin.move import END_MOVE, MarginMove
from game.engines.margin.odds import campaign_odds, final_odds, last_minute_odds, mean, odds_for
from game.engines.margin.outlook import outlook_for
from game.engines.margin.plan import Plan
from game.engines.margin.planner import Planner, suggest_move
from game.engines.margin.scenario import load_scenario
from tests.margin.rules_helpers import DEM, REP, index, new, play

SC = load_scenario("standard")


def as_dict(odds) -> dict[int, float]:
    assert sum(q for _, q in odds) == pytest.approx(1.0)
    return dict(odds)


# ---- exact odds -------------------------------------------------------------------------------
def test_one_die_campaign_odds_follow_the_chart():
    # a die plus 0: 1-2 move nothing, 3-5 one square, 6 two
    assert as_dict(campaign_odds(SC, 1, 0)) == pytest.approx({0: 2 / 6, 1: 3 / 6, 2: 1 / 6})
    # the running mate's -1: 1-3 nothing, 4-6 one square
    assert as_dict(campaign_odds(SC, 1, -1)) == pytest.approx({0: 3 / 6, 1: 3 / 6})


def test_two_and_three_dice_include_their_gaffes():
    two = as_dict(campaign_odds(SC, 2, 0))
    assert two[-2] == pytest.approx(6 / 36)                 # doubles: back 2
    three = as_dict(campaign_odds(SC, 3, 0))
    assert three[-4] == pytest.approx(6 / 216)              # triples: back 4
    assert three[-2] == pytest.approx(90 / 216)             # exactly two equal dice
    # a die already rolled: a 4 then a 4 is certain to gaffe
    assert as_dict(campaign_odds(SC, 2, 0, known=(4,))) [-2] == pytest.approx(1 / 6)


def test_last_minute_and_final_odds():
    assert -2 not in as_dict(last_minute_odds(SC, 2))        # no gaffes on election night
    assert as_dict(last_minute_odds(SC, 2))[3] == pytest.approx(3 / 36)   # 11 or 12
    final = as_dict(final_odds(SC))
    assert final == pytest.approx({-3: 1 / 36, -2: 5 / 36, -1: 9 / 36, 0: 6 / 36, 1: 9 / 36, 2: 5 / 36,
                                   3: 1 / 36})
    assert mean(odds_for(SC).fundraising[2]) == pytest.approx(6.5)    # d6 + 3


# ---- the outlook and the evaluation -------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2])
def test_outlook_rises_toward_the_side_and_is_sure_on_its_dark_squares(players):
    state = new(players=players)
    for side in (DEM, REP):
        look = outlook_for(state, side)
        for next_week in (2, 6, 10):
            for s, table in enumerate(look.tables(next_week, 2, True, True)):
                ordered = table if side == DEM else table[::-1]     # from the side's end of the track
                assert all(a >= b - 1e-12 for a, b in zip(ordered, ordered[1:])), (side, s)
        last = look.tables(10, 0, False, True)
        assert last[0][0 if side == DEM else -1] == 1.0            # on its own dark square: carried
        assert last[0][-1 if side == DEM else 0] == 0.0


@pytest.mark.parametrize("players", [1, 2])
def test_better_polls_are_worth_more(players):
    state = new(players=players)
    for side in (DEM, REP):
        better = state.clone()
        toward = -1 if side == DEM else 1
        better.polls[index(state, "FL")] += toward
        better.polls[index(state, "OH")] += toward
        assert win_chance(better, side) > win_chance(state, side)
        assert evaluate(better, side).votes > evaluate(state, side).votes
        assert evaluate(better, side, scale=0.01).value > evaluate(state, side, scale=0.01).value


def test_planned_days_count_by_their_expected_effect():
    state = new()
    before = evaluate(state, DEM, scale=0.0)
    play(state, "camp FL")
    after = evaluate(state, DEM, scale=0.0)
    assert after.carry[index(state, "FL")] > before.carry[index(state, "FL")]
    assert after.cash == pytest.approx(9.0)                   # the day will be paid
    # an ad applies to every state of its region
    play(state, "camp PA", "ad rust-belt")
    with_ad = evaluate(state, DEM, scale=0.0)
    for code in ("PA", "MI", "WI"):
        assert with_ad.carry[index(state, code)] > after.carry[index(state, code)]


def test_what_cannot_be_paid_is_skipped_in_the_expectation():
    state = new()
    state.cash[DEM] = 4
    play(state, "camp PA", "ad rust-belt")
    # 4 - 1 leaves 3: the ad (5) is skipped, so it changes nothing
    without_ad = new()
    without_ad.cash[DEM] = 4
    play(without_ad, "camp PA")
    assert evaluate(state, DEM, scale=0.0).carry == pytest.approx(evaluate(without_ad, DEM, scale=0.0).carry)
    # a fundraising day first: with a 1 the ad is still skipped, with 2..6 it is paid
    play(state, "fund")
    assert evaluate(state, DEM, scale=0.0).cash == pytest.approx((4 + 5 * 2) / 6)


def test_fundraising_counts_its_expected_cash_up_to_the_limit():
    state = new()
    play(state, "fund", "fund")
    assert evaluate(state, DEM).cash == pytest.approx(10 + 6.5)
    state = new()
    state.cash[DEM] = 18
    play(state, "fund")
    assert evaluate(state, DEM).cash == pytest.approx(sum(min(20, 18 + d) for d in range(1, 7)) / 6)


# ---- the planner's decisions --------------------------------------------------------------------
def test_an_ad_gaffe_in_a_close_region_is_cancelled_with_a_favour():
    # fundraising rolls a 3, the stop in Pennsylvania a 5, two days of ads over the Rust Belt
    # 4 and 4
    state = new(dice=[3, 5, 4, 4])
    play(state, "camp PA", "ad rust-belt", "ad rust-belt", "fund", "fund", "end")
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert state.gaffe_choice_open()
    move = suggest_move(state)
    assert move in state.legal_moves() and move.kind == "ignore"


def test_a_gaffe_that_costs_nothing_keeps_the_favour():
    # two days in Montana, already safe for the Republicans: going back 2 changes nothing
    state = new(dice=[2, 2], MT=5)
    play(state, "camp MT", "camp MT", "end")
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert state.gaffe_choice_open()
    assert suggest_move(state) == MarginMove("accept")


def last_minute(polls: dict[str, int], tokens: int):
    """Election night for the Democrat with `tokens` small-state tokens to place."""
    state = new(**polls)
    state.week = state.scenario.weeks
    state.plans = [Plan(0), Plan(0)]
    state.small_tokens[DEM] = frozenset(state.scenario.small_states[:tokens])
    state.phase = "last"
    return state


def test_tokens_go_where_the_count_can_still_turn():
    # everything is safe but Florida (27 votes) and Montana (3), both one square Republican;
    # the Democrats hold 264 votes, so Florida decides
    polls = {info.code: (-5 if info.start < 0 else 5) for info in SC.states}
    polls.update(FL=1, MT=1, IA=5)
    state = last_minute(polls, tokens=2)
    assert suggest_move(state) == MarginMove("last", state=index(state, "FL"))
    play(state, "last FL")
    assert suggest_move(state) == MarginMove("last", state=index(state, "FL"))


def test_planning_a_week_uses_the_days_and_ends():
    state = new()
    bot = Planner()
    move = None
    while move != END_MOVE:
        assert state.phase == "plan"
        move = bot.choose(state)
        assert move in state.legal_moves()
        plan = state.plans[DEM].copy()
        state.apply(move)
    assert plan.days_left == 0                  # no day of the week left unused
    assert plan.vp is not None                  # the running mate's free stop is taken


def test_the_planner_endorses_a_state_once_endorsements_are_called_in_even_if_none_gains():
    """Issue 33: planning cannot end on Endorsements with no state; the planner (and Suggest)
    then endorses one rather than ending, even where no endorsement gains anything."""
    state = new(**{info.code: -5 for info in SC.states})     # every state safe already
    play(state, "camp PA", "camp PA", "camp PA", "camp MI", "camp MI", "camp MI", "fund", "vp WI",
         "capital endorsements")
    for choose in (Planner().choose, suggest_move, Planner(random.Random(1), noise=1.0).choose):
        move = choose(state)
        assert move in state.legal_moves() and move.kind == "endorse", move
    # and, left to itself, it does not call the favour in for no state at all
    fresh = new(**{info.code: -5 for info in SC.states})
    assert [MarginMove("capital", favour="endorsements")] not in Planner().plan_options(fresh, DEM)


def test_suggest_is_refused_while_the_dice_roll():
    state = new()
    play(state, "fund", "end")
    assert state.is_chance_node()
    with pytest.raises(ValueError):
        suggest_move(state)


@pytest.mark.parametrize("options, noise", [
    ({"players": 1}, 0.0),
    ({"players": 1, "party": "republican", "home_states": True}, 0.0),
    ({"players": 1}, 0.4),
    ({"players": 2}, 0.0),
    ({"players": 2, "home_states": True}, 0.1),
])
def test_the_planner_only_plays_legal_moves_and_suggests_at_every_decision(options, noise):
    kinds = set()
    for seed in (3, 4):
        state = GAME.new_initial_state(options, seed)
        bots = [Planner(random.Random(seed + seat), noise=noise) for seat in range(state.num_players)]
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(MarginMove("die", face=rng.randint(1, 6)))
                continue
            move = bots[state.current_player()].choose(state)
            assert move in state.legal_moves()
            assert suggest_move(state) in state.legal_moves()
            kinds.add(state.phase)
            state.apply(move)
        assert state.outcome() is not None
    assert {"plan", "last"} <= kinds


# ---- strength, presets, the arena and the bench -------------------------------------------------
def test_the_planner_beats_random_planning_in_the_solo_game():
    # a small seeded sample (the strength itself is measured by `python -m game arena`: README)
    games = 12
    planner = sum(play_one("margin", ["hard"], {"players": 1}, seed, 0).wins[0] for seed in range(1, games + 1))
    randomly = sum(play_one("margin", ["random"], {"players": 1}, seed, 0).wins[0] for seed in range(1, games + 1))
    assert planner >= 10 and randomly <= 1, (planner, randomly)


def test_presets_arena_alias_and_bench():
    assert {level: GAME.bot_presets()[level] for level in ("easy", "normal", "hard")} == {
        "easy": "planner:noise=0.6", "normal": "planner:noise=0.25", "hard": "planner"}
    assert isinstance(make_bot(GAME, "hard"), Planner)
    assert check_arena("margin-solo", ["hard"], 1)["players"] == 1
    from devtools.games.margin import bench_extra
    figures = bench_extra(0.01)
    assert set(figures) == {"planner_games_per_s", "planner_move_ms", "planner_move_p99_ms"}
    assert all(isinstance(v, float) and v > 0 for v in figures.values())



def test_the_arena_seats_as_many_players_as_bots_where_the_game_allows():
    # the command: `arena margin --p1 hard --p2 random` is the two-player game
    assert check_arena("margin", ["hard", "random"], 1)["players"] == 2
    assert check_arena("margin", ["hard"], 1)["players"] == 1
    assert check_arena("margin", ["hard"], 1, {"players": 1})["players"] == 1
    with pytest.raises(ValueError, match="needs 1 bots"):
        check_arena("margin", ["hard", "random"], 1, {"players": 1})
