"""The solo game's opponent: its campaign stops and television ads by week, rolled with dice.

A stop rolls two dice of different colours: the first names the region, the second the state
by its die faces. A state already safe for the opponent passes the stop to the next state down
the list (the board's order, round to the top after the last). An ad rolls two dice naming
regions: doubles push that region 3, otherwise the region that hurts the player more is
pushed 2; a region where every state is safe for the opponent passes the ad to the next
region down the list.
"""
from __future__ import annotations

from game.engines.margin.charts import is_safe_for, push, winner_of

OPP_STOP, OPP_AD = "opp_stop", "opp_ad"


def week_steps(state) -> list[tuple]:
    """The opponent's steps this week: its stops (one fewer after the player's fact check),
    then its television ad in an advertising week."""
    sc = state.scenario
    side = state.opponent_side
    stops = sc.opponent_stops[state.week - 1]
    if state.plans[1 - side].capital == "fact-check":
        stops = max(0, stops - 1)
    steps = [(OPP_STOP, side)] * stops
    if state.week in sc.opponent_advert_weeks:
        steps.append((OPP_AD, side))
    return steps


def stop_target(state, side: int, region: int, face: int) -> int | None:
    """The state a stop lands on: the rolled one, or the next one down the list that is not
    already safe for the opponent; None when every state is."""
    sc = state.scenario
    first = sc.state_for_faces(region, face)
    n = len(sc.states)
    for step in range(n):
        s = (first + step) % n
        if not is_safe_for(state.polls[s], side):
            return s
    return None


def resolve_stop(state, side: int, dice: list[int]) -> dict:
    region = dice[0] - 1
    rolled = state.scenario.state_for_faces(region, dice[1])
    target = stop_target(state, side, region, dice[1])
    moves = [] if target is None else [state.push_poll(target, side, state.scenario.opponent_push)]
    return {"side": side, "region": region, "rolled": rolled, "state": target, "moves": moves}


def _votes_lost(state, side: int, region: int, squares: int) -> tuple[int, int]:
    """How much an ad in `region` hurts the player: the electoral votes it turns, then votes
    times squares moved (to break ties)."""
    sc = state.scenario
    lost = moved = 0
    for s in sc.regions[region].states:
        info = sc.states[s]
        before = state.polls[s]
        after = push(before, side, squares, halved=state.home is not None and state.home[1 - side] == s)
        if winner_of(before, info.leans) != side and winner_of(after, info.leans) == side:
            lost += info.votes
        moved += info.votes * abs(after - before)
    return lost, moved


def advert_region(state, side: int, dice: list[int]) -> tuple[int, int]:
    """(region, squares) of the opponent's ad for these two dice."""
    sc = state.scenario
    if dice[0] == dice[1]:
        region, squares = dice[0] - 1, sc.opponent_push_doubles
    else:
        squares = sc.opponent_push
        a, b = dice[0] - 1, dice[1] - 1
        region = b if _votes_lost(state, side, b, squares) > _votes_lost(state, side, a, squares) else a
    n = len(sc.regions)
    for step in range(n):
        r = (region + step) % n
        if not all(is_safe_for(state.polls[s], side) for s in sc.regions[r].states):
            return r, squares
    return region, 0


def resolve_advert(state, side: int, dice: list[int]) -> dict:
    region, squares = advert_region(state, side, dice)
    moves = [state.push_poll(s, side, squares) for s in state.scenario.regions[region].states]
    return {"side": side, "region": region, "squares": squares, "doubles": dice[0] == dice[1], "moves": moves}
