"""The bots' reading of a position: the score gap, what the player to move can take at once,
and how close each player is to the end conditions.
"""
from __future__ import annotations

import math

from game.engines.fractal.scoring import placement_gain


def best_net_gain(state, player: int) -> int:
    """The most `player` could gain over the opponent with one placement now."""
    best = 0
    owner = state.owner
    for v in range(len(owner)):
        if owner[v] < 0:
            mine, theirs = placement_gain(state.board, state.owner, state.filled, v, player)
            best = max(best, mine - theirs)
    return best


def win_chance(state, player: int) -> float:
    """Estimated chance in [0, 1] that `player` wins: the gap, plus half of what the player to
    move can take at once, on a scale set by the agreed score difference."""
    other = 1 - player
    gap = state.scores[player] - state.scores[other]
    mover = state.to_move
    tempo = best_net_gain(state, mover) * 0.5
    gap += tempo if mover == player else -tempo
    scale = max(3.0, state.difference / 4)
    return 1 / (1 + math.exp(-gap / scale))
