"""Not a Dodgson System Chess for the monkey: promotions and the longest moves."""
from __future__ import annotations


def extreme_move(state, moves, rng, habits):
    """A promotion when there is one (the rarest pieces), else the longest move."""
    promotions = [m for m in moves if isinstance(m, tuple) and m[3]]
    if promotions:
        return rng.choice(promotions)
    steps = [m for m in moves if isinstance(m, tuple)]
    if not steps:
        return None
    longest = max(abs(m[2] - m[1]) for m in steps)
    return rng.choice([m for m in steps if abs(m[2] - m[1]) == longest]) if rng.random() < 0.5 else None
