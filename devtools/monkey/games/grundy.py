"""The Grundy game for the monkey: the biggest or the smallest number; the biggest written."""
from __future__ import annotations


def extreme_move(state, moves, rng, habits):
    """The biggest or the smallest number the list offers."""
    pick = max if rng.random() < 0.6 else min
    number = pick(m[1] for m in moves)
    return rng.choice([m for m in moves if m[1] == number])


def extremes(state) -> dict[str, int]:
    return {"biggest number": max(state.numbers, default=0)}
