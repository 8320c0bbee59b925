"""Margin of Error for the monkey: every token and day on one state (the 'all seven on
Pennsylvania' of issue 33); the most tokens on one state and the week reached."""
from __future__ import annotations

from game.engines.margin.move import END_MOVE, FUND_MOVE

ALWAYS_EXTREME = True        # its chooser mixes in ordinary moves itself


def extreme_move(state, moves, rng, habits):
    """One state for everything: every small-state token on election night (the 'all seven on
    Pennsylvania' of issue 33), and in most matches the tokens collected first, a campaign day in
    each small state the side does not lead; else every day, the running mate and the
    endorsements on that one state too."""
    favourite = habits.setdefault("state", rng.randrange(len(state.scenario.states)))
    collect = habits.setdefault("collect tokens", rng.random() < 0.8)
    kinds = {}
    for move in moves:
        kinds.setdefault(move.kind, []).append(move)
    if "last" in kinds:
        if rng.random() < 0.05:
            return rng.choice(kinds["last"])
        return next((m for m in kinds["last"] if m.state == favourite), kinds["last"][0])
    if "accept" in kinds or "ignore" in kinds:         # a gaffe: take it, or spend a favour
        return rng.choice(moves)
    side = state.acting_side()
    if collect and side is not None:
        tokens = [m for m in kinds.get("camp", []) if state.earns_small_state_token(side, m.state)
                  and not state.plans[side].camp.get(m.state)]
        if tokens and state.cash[side] >= state.scenario.campaign_day_cost:
            return rng.choice(tokens)
        if FUND_MOVE in moves and rng.random() < 0.6:
            return FUND_MOVE
    on_favourite = [m for m in moves if m.kind in ("camp", "vp", "endorse") and m.state == favourite]
    if on_favourite and rng.random() < 0.75:
        return rng.choice(on_favourite)
    if "capital" in kinds and rng.random() < 0.3:
        return rng.choice(kinds["capital"])
    days = [m for m in moves if m.takes_a_day]
    if days and rng.random() < 0.5:
        return rng.choice(days)
    return END_MOVE if END_MOVE in moves else rng.choice(moves)


def extremes(state) -> dict[str, int]:
    placed = max((max(p.values(), default=0) for p in state.last_placed), default=0)
    return {"small-state tokens on one state": placed, "week reached": state.week}
