"""The bots' evaluation: the chance that a side wins the election from here.

Each state's poll becomes a chance of carrying it (the further from the white square and the
fewer weeks left, the surer), the electoral votes become a mean and a variance, and a normal
approximation gives the chance of reaching 270.
"""
from __future__ import annotations

import math

from game.engines.margin.scenario import DEMOCRAT


def state_chance(poll: int, leans: int, weeks_left: int) -> float:
    """Chance that the Democrat carries a state whose poll stands at `poll`."""
    spread = 0.9 + 0.35 * weeks_left          # later weeks leave less time for the polls to move
    centre = poll + (0.5 if leans != DEMOCRAT else -0.5)   # the white square goes to the leaning party
    return 1.0 / (1.0 + math.exp(centre * 1.6 / spread))


def democrat_win_chance(state) -> float:
    sc = state.scenario
    weeks_left = sc.weeks - state.week + (0 if state.phase == "plan" else 0)
    mean = float(sc.base_votes[0])
    var = 0.0
    for info, poll in zip(sc.states, state.polls):
        p = state_chance(poll, info.leans, weeks_left)
        mean += p * info.votes
        var += p * (1 - p) * info.votes ** 2
    need = sc.votes_to_win - 0.5
    if var < 1e-9:
        return 1.0 if mean >= need else 0.0
    z = (mean - need) / math.sqrt(var)
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def win_chance(state, side: int) -> float:
    p = democrat_win_chance(state)
    return p if side == DEMOCRAT else 1.0 - p
