"""Constitution for the monkey: the ends of the move list (the map's edges)."""
from __future__ import annotations


def extreme_move(state, moves, rng, habits):
    """The first or the last point listed: the map's edges."""
    return rng.choice([moves[0], moves[-1]])
