"""The position `python -m game shot constitution` shows: a mid-game match after the start
choice and twelve moves."""
from __future__ import annotations

from game.core.demo_positions import demo_session as shared_demo_session
from game.core.session import MatchSession, Seat

DEMO_SEED = 12
DEMO_PLIES = 13            # the start choice and twelve moves


def demo_session(seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A mid-game match for screenshots: the starting point chosen, then moves picked by the
    engine's evaluation with a little seeded noise (so states are being won), never saved."""
    return shared_demo_session("constitution", plies, seed, [Seat.human(), Seat.human()], noise=0.08,
                               rng_name="constitution-demo")
