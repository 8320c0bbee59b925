"""A week's resolution: the queue of steps after planning, each one opened (paid), rolled die by
die (chance nodes) and resolved, in the text's order: fundraising, campaigning, advertising,
the opponent's actions; then after the last week the last-minute campaigning, the final
margin rolls and the count.

Steps are plain tuples in `state.tasks`; the step being rolled is `state.task` with its dice in
`state.dice`. Each resolved step appends one event (a dict) to `state.events`, which the screen
reads to animate what happened. Functions here take the state and change it; state.py decides
who moves and which moves are legal.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engines.margin import opponent
from game.engines.margin.charts import (
    campaign_squares, final_margin_squares, fundraising_cash, gaffe_squares, is_safe, media_bonus, push,
)
from game.engines.margin.plan import (
    DEFINING_SPEECH, FACT_CHECK, MAX_DAYS_PER_REGION, MAX_DAYS_PER_STATE, MEDIA_BLITZ,
)

# step kinds
FUND, CAMP, AD, OPP_STOP, OPP_AD, LAST, FINAL_START, FINAL, WEEK_END, COUNT = (
    "fund", "camp", "ad", "opp_stop", "opp_ad", "last", "final_start", "final", "week_end", "count")
# the turn track of the rule text's main board, in its order: planning, then the week's steps
TURN_TRACK = ("plan", FUND, CAMP, AD, "opponent")
TRACK_STEP = {FUND: FUND, CAMP: CAMP, AD: AD, OPP_STOP: "opponent", OPP_AD: "opponent"}


@dataclass(frozen=True)
class Roll:
    """A step whose dice are being rolled (or wait for the campaign's word on a gaffe)."""
    kind: str                  # FUND, CAMP, AD, OPP_STOP, OPP_AD, LAST or FINAL
    side: int                  # the campaign it is for (FINAL: the one whose margin chart is read)
    target: int | None         # the state (CAMP, LAST, FINAL) or the region (AD) at stake, else None
    running_mate: bool         # a campaign stop of the running mate
    step: tuple                # the step as queued: the event it resolves into names it so


def roll_of(step: tuple) -> Roll:
    """The step tuple's parts by name (see week_steps, opponent.week_steps, election night)."""
    kind = step[0]
    if kind == FINAL:
        return Roll(kind, step[2], step[1], False, step)
    target = step[2] if kind in (CAMP, AD, LAST) else None
    return Roll(kind, step[1], target, kind == CAMP and step[4], step)


def most_dice(scenario) -> int:
    """The most dice one roll can throw: a campaign stop's or an advertisement's days, the two
    dice of the opponent's and the final margin's rolls, or every small-state token put on one
    state on election night (a campaign earns at most one token a small state)."""
    return max(MAX_DAYS_PER_STATE, MAX_DAYS_PER_REGION, 2, len(scenario.small_states))


def week_steps(state) -> list[tuple]:
    """The resolution queue once every campaign has ended planning."""
    sides = state.planning_order()
    plans = state.plans
    steps: list[tuple] = []
    for side in sides:
        if plans[side].fund:
            steps.append((FUND, side, plans[side].fund))
    for side in sides:
        stops = list(plans[side].camp.items())
        if plans[1 - side].capital == FACT_CHECK and stops:
            # the fact-checked campaign loses one campaign roll: the stop with the fewest days
            # (the last planned of those), the one its manager would give up first
            fewest = min(d for _, d in stops)
            cut = max(i for i, (_, d) in enumerate(stops) if d == fewest)
            state.events.append({"kind": "fact_check", "side": side, "state": stops[cut][0]})
            del stops[cut]
        steps += [(CAMP, side, s, d, False) for s, d in stops]
        if plans[side].vp is not None:
            steps.append((CAMP, side, plans[side].vp, 1, True))
    for side in sides:
        steps += [(AD, side, r, d) for r, d in plans[side].ads.items()]
    if state.solo:
        steps += opponent.week_steps(state)
    steps.append((WEEK_END,))
    return steps


def advance(state) -> None:
    """Open and resolve steps until one needs a die, a decision, or planning starts again."""
    while True:
        if state.task is not None:
            if len(state.dice) < state.need:
                return                      # a chance node: the next die
            if state.gaffe_choice_open():
                return                      # the campaign decides whether to spend a favour
            _resolve(state)
            state.task = None
            state.dice = []
            state.ignored = []
            continue
        if not state.tasks:
            return
        step = state.tasks.pop(0)
        _open(state, step)


def _open(state, step: tuple) -> None:
    kind = step[0]
    sc = state.scenario
    if kind == WEEK_END:
        state.end_week()
        return
    if kind == FINAL_START:
        side = state.final_side()
        state.tasks[0:0] = [(FINAL, s, side) for s in range(len(sc.states)) if not is_safe(state.polls[s])]
        return
    if kind == COUNT:
        state.finish()
        return
    need = 0
    info: dict = {}
    if kind == FUND:
        need = 1
    elif kind == CAMP:
        _, side, s, days, vp = step
        if vp:
            need = 1
        else:
            cost = sc.campaign_day_cost
            need = days if cost == 0 else min(days, state.cash[side] // cost)
            state.cash[side] -= need * cost
            info["paid"] = need
            info["token"] = need > 0 and state.earns_small_state_token(side, s)
            if info["token"]:
                state.small_tokens[side] = state.small_tokens[side] | {s}
    elif kind == AD:
        _, side, r, days = step
        cost = sc.advertising_day_cost_blitz if state.plans[side].capital == MEDIA_BLITZ else sc.advertising_day_cost
        need = days if cost == 0 else min(days, state.cash[side] // cost)
        state.cash[side] -= need * cost
        info["paid"] = need
        info["cost"] = need * cost
    elif kind in (OPP_STOP, OPP_AD, FINAL):
        need = 2
    elif kind == LAST:
        need = step[3]
    if need == 0:
        state.events.append({"kind": kind, "step": step, "skipped": True, **info,
                             "cash_after": list(state.cash)})
        return
    state.task, state.need, state.dice, state.ignored, state.task_info = step, need, [], [], info


def _resolve(state) -> None:
    step, dice, info = state.task, state.dice, state.task_info
    kind = step[0]
    sc = state.scenario
    event = {"kind": kind, "step": step, "dice": list(dice), "ignored": list(state.ignored), **info}
    if kind == FUND:
        _, side, days = step
        before = state.cash[side]
        state.cash[side] = min(sc.cash_max, before + fundraising_cash(sc, days, dice[0]))
        event.update(side=side, cash_before=before, raised=fundraising_cash(sc, days, dice[0]))
    elif kind in (CAMP, AD):
        side = step[1]
        vp = kind == CAMP and step[4]
        bonus = sc.vice_president if vp else media_bonus(sc, state.plans[side].media)
        gaffe = gaffe_squares(sc, dice)
        total = sum(dice) + bonus
        squares = -gaffe if gaffe else campaign_squares(sc, total)
        targets = [step[2]] if kind == CAMP else list(sc.regions[step[2]].states)
        moves = [state.push_poll(s, side, squares, safe_limit=state.plans[side].capital != DEFINING_SPEECH)
                 for s in targets]
        event.update(side=side, vp=vp, bonus=bonus, total=total, gaffe=gaffe > 0, squares=squares, moves=moves)
    elif kind == OPP_STOP:
        event.update(opponent.resolve_stop(state, step[1], dice))
    elif kind == OPP_AD:
        event.update(opponent.resolve_advert(state, step[1], dice))
    elif kind == LAST:
        _, side, s, _n = step
        squares = campaign_squares(sc, sum(dice))
        event.update(side=side, squares=squares, moves=[state.push_poll(s, side, squares)])
    elif kind == FINAL:
        _, s, side = step
        squares = final_margin_squares(sc, sum(dice))
        before = state.polls[s]
        state.polls[s] = push(before, side, squares, safe_limit=False)
        event.update(side=side, squares=squares, moves=[(s, before, state.polls[s])])
    event["cash_after"] = list(state.cash)
    state.events.append(event)
