"""Fractal territory for the monkey: the deepest split; the deepest level reached."""
from __future__ import annotations


def extreme_move(state, moves, rng, habits):
    """The deepest split there is; a roll when offered; else a placement on the deepest cell."""
    splits = [m for m in moves if m[0] == "split"]
    level = state.board.level
    if splits and rng.random() < 0.8:
        deepest = max(level[m[1]] for m in splits)
        return rng.choice([m for m in splits if level[m[1]] == deepest])
    rolls = [m for m in moves if m[0] == "roll"]
    if rolls and rng.random() < 0.5:
        return rolls[0]
    return None


def extremes(state) -> dict[str, int]:
    board = state.board
    levels = [board.level[c] for c in range(len(board.level)) if board.children[c] is None]
    return {"deepest level": max(levels, default=0)}
