"""Margin of Error's own bot, `planner` (Game.extra_bots), and `suggest_move` for the screen's
"Suggest" button.

Every decision is weighed by heuristic.evaluate, an expectation over the dice:

- Planning: one greedy step at a time. Each legal planning move, and a few pairs that only pay
  together (a campaign stop that opens a region to advertising, with that ad; the
  endorsements favour with the states it would endorse), is tried on a copy of the plan and
  the best gain is played. When nothing gains, planning ends. The rest of a chosen pair is
  remembered, so the next call plays it.
- A gaffe: each favour that could cancel a die against taking the gaffe; a favour is spent
  when the gaffe costs more than the favour is worth later (equal worth: the favour least
  useful as an action goes first).
- Small-state tokens after the last week: one at a time where it gains most (the states
  closest to turning, weighted by their votes; two tokens on one state roll two dice).

spec: `planner[:noise=0.3]` (noise: the chance at each step of a plausible second choice
instead of the best, greedy.plausible_slip: the easier levels).
"""
from __future__ import annotations

import random
from collections import OrderedDict
from typing import Callable

from game.core.bots.greedy import plausible_slip
from game.engines.margin.charts import winner_of
from game.engines.margin.heuristic import evaluate, square_value
from game.engines.margin.move import AD, CAMP, CAPITAL_MOVE, DICE, END, END_MOVE, ENDORSE, IGNORE, VP, MarginMove
from game.engines.margin.outlook import outlook_for
from game.engines.margin.plan import (
    DEFINING_SPEECH, ENDORSEMENTS, FACT_CHECK, INTERNET_FUNDS, MAX_DAYS_PER_REGION, MEDIA_BLITZ, planning_moves,
)

# A favour that cancels a gaffe: the least useful as an action first.
SPEND_ORDER = (DEFINING_SPEECH, FACT_CHECK, MEDIA_BLITZ, ENDORSEMENTS, INTERNET_FUNDS)
MIN_GAIN = 1e-9
VISIT_STATES = 8              # campaign stops are tried in this many states (and a few more)
_FOLLOW_UPS: OrderedDict = OrderedDict()      # position -> the rest of a chosen pair
MAX_FOLLOW_UPS = 256
CALL_ENDORSEMENTS = MarginMove(CAPITAL_MOVE, favour=ENDORSEMENTS)


def _position_key(state) -> str:
    return repr((state.polls, state.cash, state.week, state.phase, state.planner,
                 [p.to_data() for p in state.plans], [sorted(u) for u in state.used],
                 [sorted(t) for t in state.small_tokens], state.home, state.seat_sides))


def _remember(state, moves: list) -> None:
    """After the first of `moves` is played, the rest follow (position by position)."""
    if len(moves) < 2:
        return
    sim = state.clone()
    side = sim.acting_side()
    for i, move in enumerate(moves[:-1]):
        sim._plan(side, move)
        _FOLLOW_UPS[_position_key(sim)] = moves[i + 1]
        _FOLLOW_UPS.move_to_end(_position_key(sim))
    while len(_FOLLOW_UPS) > MAX_FOLLOW_UPS:
        _FOLLOW_UPS.popitem(last=False)


def _tried(state, side: int, moves: list):
    """A copy of the state with `moves` added to `side`'s plan (whoever's turn it is)."""
    trial = state.clone()
    for move in moves:
        trial._plan(side, move)
    return trial


def _worth_a_visit(state, side: int) -> set[int]:
    """The states a campaign stop is tried in: the `VISIT_STATES` where one square gains most
    (by votes), those already in the plan, and small states that would give a token."""
    sc = state.scenario
    look = outlook_for(state, side)
    tables = look.tables(next_week=state.week + 1, stops_now=0, ad_now=False, final_on=True)
    gains = sorted(((look.one_square_gain(s, p, tables[s]) * sc.states[s].votes, s)
                    for s, p in enumerate(state.polls)), reverse=True)
    worth = {s for _, s in gains[:VISIT_STATES]} | set(state.plans[side].camp)
    worth |= {s for s in sc.small_states if s not in state.small_tokens[side]
              and winner_of(state.polls[s], sc.states[s].leans) != side}
    return worth


class Planner:
    """The planning bot (see the module's docstring)."""

    name = "planner"

    def __init__(self, rng: random.Random | None = None, noise: float = 0.0,
                 should_stop: Callable[[], bool] | None = None):
        self.rng = rng or random.Random(0)
        self.noise = noise
        self.should_stop = should_stop

    def choose(self, state):
        side = state.acting_side()
        if state.phase == "plan":
            return self.plan_step(state, side)
        if state.phase == "last":
            return self.best_of(state, side, state.legal_moves())
        return self.gaffe_move(state, side)

    # ---- planning ---------------------------------------------------------------------------
    def plan_step(self, state, side: int):
        follow = _FOLLOW_UPS.get(_position_key(state))
        if follow is not None and state.move_fault(follow) is None:
            return follow
        options = self.plan_options(state, side)
        scale = square_value(state, side, evaluate(state, side))
        # ending the plan first, so that it wins ties: a move must gain MIN_GAIN to be made (it
        # cannot end while Endorsements called in have no state yet)
        ranked = [(evaluate(state, side, scale).value + MIN_GAIN, -1, [END_MOVE])] \
            if state.move_fault(END_MOVE) is None else []
        ranked += [(evaluate(_tried(state, side, moves), side, scale).value, i, moves)
                   for i, moves in enumerate(options)]
        ranked.sort(key=lambda entry: (-entry[0], entry[1]))
        if self.noise and self.rng.random() < self.noise:
            choice = plausible_slip(ranked, self.rng)
        else:
            choice = ranked[0][2]
        _remember(state, choice)
        return choice[0]

    def plan_options(self, state, side: int) -> list[list]:
        """Each planning move on its own (endorsements only with their states), a campaign stop
        with the ad it allows, and the endorsements favour with its best states."""
        sc = state.scenario
        plan = state.plans[side]
        worth = _worth_a_visit(state, side)
        legal = [m for m in planning_moves(sc, plan, state.used[side])
                 if m.kind not in (CAMP, VP) or m.state in worth]
        options = [[m] for m in legal if m.kind != END and m != CALL_ENDORSEMENTS]
        if plan.days_left >= 2:
            for move in legal:
                if move.kind == CAMP:
                    region = sc.states[move.state].region
                    if not plan.campaigns_in_region(sc, region) and plan.ads.get(region, 0) < MAX_DAYS_PER_REGION:
                        options.append([move, MarginMove(AD, region=region)])
        if CALL_ENDORSEMENTS in legal:
            endorsements = self._endorsements(state, side)
            if len(endorsements) > 1:
                options.append(endorsements)
        return options

    def _endorsements(self, state, side: int) -> list:
        """The endorsements favour and, one by one, the states it gains most in (the favour
        alone when none gains: never played, as it must reach a state)."""
        chosen = [CALL_ENDORSEMENTS]
        trial = _tried(state, side, chosen)
        scale = square_value(state, side, evaluate(state, side))
        for _ in range(3):
            best, best_value = None, evaluate(trial, side, scale).value + MIN_GAIN
            for move in planning_moves(trial.scenario, trial.plans[side], trial.used[side]):
                if move.kind == ENDORSE:
                    value = evaluate(_tried(trial, side, [move]), side, scale).value
                    if value > best_value:
                        best, best_value = move, value
            if best is None:
                break
            chosen.append(best)
            trial._plan(side, best)
        return chosen

    # ---- gaffes and tokens ------------------------------------------------------------------
    def gaffe_move(self, state, side: int):
        moves = state.legal_moves()
        moves.sort(key=lambda m: SPEND_ORDER.index(m.favour) if m.kind == IGNORE else -1)
        return self.best_of(state, side, moves)

    def best_of(self, state, side: int, moves: list):
        """The move after which the position is worth most (the first of equals); with noise,
        now and then a plausible second choice (greedy.plausible_slip)."""
        scale = square_value(state, side, evaluate(state, side))
        values = []
        best, best_value = moves[0], float("-inf")
        for move in moves:
            child = state.clone()
            child.apply(move)
            value = evaluate(child, side, scale).value
            values.append(value)
            if value > best_value + MIN_GAIN:
                best, best_value = move, value
        if self.noise and self.rng.random() < self.noise:
            ranked = sorted(((v, i, m) for i, (v, m) in enumerate(zip(values, moves))),
                            key=lambda entry: (-entry[0], entry[1]))
            return plausible_slip(ranked, self.rng)
        return best


def suggest_move(state):
    """The move the planner would make for the side to act (the screen's "Suggest")."""
    if state.acting_side() is None:
        raise ValueError("margin: nobody is to decide now: the dice are rolling")
    return Planner().choose(state)


def make_planner(spec, rng, should_stop):
    """Build the bot from a parsed BotSpec (game.core.bots.make_bot calls this)."""
    return Planner(rng, noise=float(spec.params.get("noise", 0.0)), should_stop=should_stop)
