"""Margin of Error for the monkey: every token and day on one state (the 'all seven on
Pennsylvania' of issue 33); the most tokens on one state and the week reached."""
from __future__ import annotations

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
        kinds.setdefault(move[0], []).append(move)
    if "last" in kinds:
        if rng.random() < 0.05:
            return rng.choice(kinds["last"])
        return next((m for m in kinds["last"] if m[1] == favourite), kinds["last"][0])
    if "accept" in kinds or "ignore" in kinds:         # a gaffe: take it, or spend a favour
        return rng.choice(moves)
    side = state.acting_side()
    if collect and side is not None:
        tokens = [m for m in kinds.get("camp", []) if state.earns_small_state_token(side, m[1])
                  and not state.plans[side].camp.get(m[1])]
        if tokens and state.cash[side] >= state.scenario.campaign_day_cost:
            return rng.choice(tokens)
        if ("fund",) in moves and rng.random() < 0.6:
            return ("fund",)
    on_favourite = [m for m in moves if m[0] in ("camp", "vp", "endorse") and len(m) > 1 and m[1] == favourite]
    if on_favourite and rng.random() < 0.75:
        return rng.choice(on_favourite)
    if "capital" in kinds and rng.random() < 0.3:
        return rng.choice(kinds["capital"])
    days = [m for m in moves if m[0] in ("camp", "ad", "fund", "media")]
    if days and rng.random() < 0.5:
        return rng.choice(days)
    return ("end",) if ("end",) in moves else rng.choice(moves)


def extremes(state) -> dict[str, int]:
    placed = max((max(p.values(), default=0) for p in state.last_placed), default=0)
    return {"small-state tokens on one state": placed, "week reached": state.week}
