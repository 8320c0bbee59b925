"""The bots' evaluation of a Margin of Error position for one side: expectation over the dice.

1. Each state's poll after everything already planned or queued this week (campaign stops, the
   running mate, ads over a whole region, last-minute tokens, final rolls) is an exact
   distribution over the track: each roll's odds (odds.py, gaffes included) pushed through the
   track's own rules (safe squares, home states, the ends of the track). What the campaign
   can pay for is followed die by die of its fundraising.
2. That distribution meets the state's *outlook* (outlook.py): the chance the side carries the
   state from each square, after the opponent's expected pushes for the rest of the game (the
   solo opponent's stops by the faces of its dice and its ads; in the two-player game the
   other campaign's future effort), the side's own future effort and the final margin roll.
3. The states' chances give the expected electoral votes and, by a normal approximation of
   their sum, the chance of reaching 270.
4. What the week leaves for later counts too, in squares of poll: cash (worth `CASH_SQUARES` a
   dollar while weeks remain), favours of political capital still usable, small-state tokens;
   a square is worth what one more square would bring in the best few states (`square_value`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.engines.margin import resolve
from game.engines.margin.charts import media_bonus, winner_of
from game.engines.margin.odds import odds_for
from game.engines.margin.outlook import T0, outlook_for
from game.engines.margin.plan import CAPITAL, DEFINING_SPEECH, FACT_CHECK, MEDIA_BLITZ

# Tuned with the arena (README: bot strength). Values of things left for later, in squares.
CASH_SQUARES = 0.4          # a dollar left for the weeks to come
FAVOUR_SQUARES = 2.0        # a favour that can still be called in on a later week
SPARE_FAVOUR_SQUARES = 0.5  # one beyond the weeks left: only good for cancelling a gaffe
TOKEN_SQUARES = 0.9         # a small-state token (one last-minute die where it counts most)
VOTES_WEIGHT = 0.2          # expected votes beside the chance to win: keeps a lost cause trying
TOP_STATES = 3              # a square's worth: the mean gain of one square in the best states


@dataclass
class Evaluation:
    win: float               # chance of reaching 270 (normal approximation)
    votes: float             # expected electoral votes
    carry: list[float]       # per state: the chance to carry it
    cash: float              # expected cash once this week is paid
    tokens: float            # small-state tokens held or expected this week
    favours: float           # favours of political capital, in squares
    value: float = 0.0       # the planner's objective (see evaluate)


def _normal_cdf(z: float) -> float:
    return 0.5 * math.erfc(-z / math.sqrt(2))


def pending_steps(state) -> list[tuple]:
    """The steps of this week (or of election night) not resolved yet, in the order they will
    be: the current step first (its dice so far in state.dice). While planning, the steps the
    plans would make (as resolve.week_steps, without touching the state)."""
    if state.phase == "plan":
        return _planned_steps(state)
    if state.phase == "last":
        return [(resolve.LAST, side, s, n) for side in state.planning_order()
                for s, n in state.last_placed[side].items()] + [(resolve.FINAL_START,), (resolve.COUNT,)]
    steps = list(state.tasks)
    if state.task is not None:
        steps.insert(0, state.task)
    return steps


def _planned_steps(state) -> list[tuple]:
    plans = state.plans
    sides = state.planning_order()
    steps: list[tuple] = [(resolve.FUND, side, plans[side].fund) for side in sides if plans[side].fund]
    for side in sides:
        stops = list(plans[side].camp.items())
        if plans[1 - side].capital == FACT_CHECK and stops and not state.solo:
            fewest = min(d for _, d in stops)
            del stops[max(i for i, (_, d) in enumerate(stops) if d == fewest)]
        steps += [(resolve.CAMP, side, s, d, False) for s, d in stops]
        if plans[side].vp is not None:
            steps.append((resolve.CAMP, side, plans[side].vp, 1, True))
    for side in sides:
        steps += [(resolve.AD, side, r, d) for r, d in plans[side].ads.items()]
    if state.solo:
        steps += _opponent_steps(state)
    return steps + [(resolve.WEEK_END,)]


def _opponent_steps(state) -> list[tuple]:
    sc = state.scenario
    stops = sc.opponent_stops[state.week - 1]
    if state.plans[1 - state.opponent_side].capital == FACT_CHECK:
        stops = max(0, stops - 1)
    steps = [(resolve.OPP_STOP, state.opponent_side)] * stops
    if state.week in sc.opponent_advert_weeks:
        steps.append((resolve.OPP_AD, state.opponent_side))
    return steps


def _payments(state, steps: list[tuple]) -> list[tuple[float, tuple, list[float]]]:
    """Each way this week's payments can go: (probability, days rolled per step, cash after).
    Only a campaign's own fundraising die changes what it can pay, so each side has at most
    six ways (usually one) and the two sides' ways combine."""
    paid = [0] * len(steps)
    for i, step in enumerate(steps):
        if step is state.task and step[0] in (resolve.CAMP, resolve.AD, resolve.LAST, resolve.FINAL):
            paid[i] = state.need
        elif step[0] == resolve.LAST:
            paid[i] = step[3]
        elif step[0] == resolve.FINAL:
            paid[i] = 2
    ways = [(1.0, tuple(paid), list(map(float, state.cash)))]
    for side in (0, 1):
        mine = [i for i, st in enumerate(steps) if st[0] in (resolve.FUND, resolve.CAMP, resolve.AD)
                and st[1] == side and st is not state.task]
        if mine:
            side_ways = _side_payments(state, side, [(i, steps[i]) for i in mine])
            ways = [(p * q, tuple(side_paid.get(i, n) for i, n in enumerate(key)),
                     [cash if k == side else c for k, c in enumerate(cash_after)])
                    for p, key, cash_after in ways for q, side_paid, cash in side_ways]
    return ways


def _side_payments(state, side: int, steps: list[tuple[int, tuple]]) -> list[tuple[float, dict, float]]:
    """One side's ways of paying its steps: (probability, {step index: days rolled}, mean cash
    after), one way per distinct payment."""
    sc = state.scenario
    raises = [(0, 1.0)]
    for _, step in steps:
        if step[0] == resolve.FUND:
            raises = list(odds_for(sc).fundraising[step[2]])
    ad_cost = (sc.advertising_day_cost_blitz if state.plans[side].capital == MEDIA_BLITZ
               else sc.advertising_day_cost)
    grouped: dict[tuple, list] = {}
    for raised, q in raises:
        cash = state.cash[side]
        paid = {}
        for i, step in steps:
            kind = step[0]
            if kind == resolve.FUND:
                cash = min(sc.cash_max, cash + raised)
                continue
            if kind == resolve.CAMP and step[4]:
                paid[i] = 1
                continue
            cost = sc.campaign_day_cost if kind == resolve.CAMP else ad_cost
            days = step[3]
            n = days if cost == 0 else min(days, cash // cost)
            cash -= n * cost
            paid[i] = n
        key = tuple(paid.items())
        if key in grouped:
            grouped[key][0] += q
            grouped[key][2] += q * cash
        else:
            grouped[key] = [q, paid, q * cash]
    return [(q, paid, cash / q) for q, paid, cash in grouped.values()]


def _state_events(state, steps: list[tuple], paid: tuple) -> dict[int, list[tuple]]:
    """Per state, the pushes still to come this week: (side, odds, safe_limit)."""
    sc = state.scenario
    odds = odds_for(sc)
    events: dict[int, list[tuple]] = {}
    for step, n in zip(steps, paid):
        if n == 0:
            continue
        kind = step[0]
        known = tuple(state.dice) if step is state.task else ()
        if kind in (resolve.CAMP, resolve.AD):
            side = step[1]
            plan = state.plans[side]
            vp = kind == resolve.CAMP and step[4]
            bonus = sc.vice_president if vp else media_bonus(sc, plan.media)
            roll = odds.campaign(n, bonus, known)
            targets = [step[2]] if kind == resolve.CAMP else sc.regions[step[2]].states
            for s in targets:
                events.setdefault(s, []).append((side, roll, plan.capital != DEFINING_SPEECH))
        elif kind == resolve.LAST:
            events.setdefault(step[2], []).append((step[1], odds.last_minute(n, known), True))
        elif kind == resolve.FINAL:
            events.setdefault(step[1], []).append((step[2], odds.final_with(known), None))
    return events


def evaluate(state, side: int, scale: float | None = None) -> Evaluation:
    """The position for `side`; `scale` is the worth of one square (square_value of the
    position the decision started from, so every option is weighed alike)."""
    sc = state.scenario
    if state.phase == "over":
        votes = state.votes()[side]
        carry = [1.0 if winner_of(p, info.leans) == side else 0.0 for info, p in zip(sc.states, state.polls)]
        return Evaluation(1.0 if votes >= sc.votes_to_win else 0.0, votes, carry, 0.0, 0.0, 0.0, 0.0)
    steps = pending_steps(state)
    kinds = [st[0] for st in steps]
    week_open = state.phase == "plan" or resolve.WEEK_END in kinds
    final_on = resolve.FINAL_START in kinds or not (resolve.FINAL in kinds or resolve.COUNT in kinds)
    outlook = outlook_for(state, side).tables(
        next_week=state.week + 1 if week_open else sc.weeks + 1,
        stops_now=kinds.count(resolve.OPP_STOP), ad_now=resolve.OPP_AD in kinds, final_on=final_on)
    carry = [0.0] * len(sc.states)
    cash = tokens = 0.0
    base = [outlook[s][p - T0] for s, p in enumerate(state.polls)]
    transit = outlook_for(state, side).transit
    seen: dict[tuple, float] = {}      # the ways of paying share most states' pushes
    for p_way, paid, cash_after in _payments(state, steps):
        events = _state_events(state, steps, paid)
        for s in range(len(carry)):
            if s in events:
                key = (s, *((side_, id(odds), mode) for side_, odds, mode in events[s]))
                chance = seen.get(key)
                if chance is None:
                    chance = seen[key] = transit(s, state.polls[s], events[s], outlook[s])
                carry[s] += p_way * chance
            else:
                carry[s] += p_way * base[s]
        cash += p_way * cash_after[side]
        tokens += p_way * _new_tokens(state, side, steps, paid)
    tokens += len(state.small_tokens[side])
    votes = float(sc.base_votes[side])
    var = 0.0
    for info, c in zip(sc.states, carry):
        votes += c * info.votes
        var += c * (1 - c) * info.votes ** 2
    need = sc.votes_to_win - 0.5
    sd = math.sqrt(var) if var > 1e-9 else 1e-4
    win = _normal_cdf((votes - need) / sd)
    weeks_after = max(0, sc.weeks - state.week) if week_open else 0
    unused = len(CAPITAL) - len(state.used[side])
    usable = min(unused, weeks_after)
    favours = FAVOUR_SQUARES * usable + SPARE_FAVOUR_SQUARES * (unused - usable) if week_open else 0.0
    result = Evaluation(win, votes, carry, cash, tokens, favours)
    if scale is None:
        scale = square_value(state, side, result)
    later = (CASH_SQUARES * cash if weeks_after else 0.0) + favours + TOKEN_SQUARES * tokens * (state.phase != "last")
    result.value = win + VOTES_WEIGHT * votes / 538 + scale * later
    return result


def _new_tokens(state, side: int, steps: list[tuple], paid: tuple) -> int:
    """Small-state tokens the side's paid campaign stops would earn this week."""
    sc = state.scenario
    held = set(state.small_tokens[side])
    earned = 0
    for step, n in zip(steps, paid):
        if step[0] == resolve.CAMP and step[1] == side and not step[4] and n and step is not state.task:
            s = step[2]
            if sc.states[s].small and s not in held and winner_of(state.polls[s], sc.states[s].leans) != side:
                held.add(s)
                earned += 1
    return earned


def square_value(state, side: int, ev: Evaluation) -> float:
    """What one more square of poll is worth to `side` here, in the objective's units: the mean
    gain of one square in the `TOP_STATES` states where it would gain most."""
    sc = state.scenario
    look = outlook_for(state, side)
    tables = look.tables(next_week=min(state.week + 1, sc.weeks + 1), stops_now=0, ad_now=False, final_on=True)
    gains = sorted((look.one_square_gain(s, p, tables[s]) * info.votes
                    for s, (info, p) in enumerate(zip(sc.states, state.polls))), reverse=True)
    var = sum(c * (1 - c) * info.votes ** 2 for info, c in zip(sc.states, ev.carry))
    sd = math.sqrt(var) if var > 1e-9 else 1e-4
    z = (ev.votes - (sc.votes_to_win - 0.5)) / sd
    density = math.exp(-z * z / 2) / math.sqrt(2 * math.pi) / sd
    return (density + VOTES_WEIGHT / 538) * sum(gains[:TOP_STATES]) / TOP_STATES


def win_chance(state, side: int) -> float:
    """The chance that `side` wins from here (state.heuristic for the generic bots)."""
    return evaluate(state, side, scale=0.0).win
