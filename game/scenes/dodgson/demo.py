"""The Not a Dodgson System Chess screen's demo position (`python -m game shot dodgson`): a busy
middle game, four people seated."""
from __future__ import annotations

from game.core.demo_positions import demo_session as shared_demo_session
from game.core.session import MatchSession, Seat

DEMO_SEED = 7
DEMO_PLIES = 21


def demo_session(seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A busy middle game for screenshots: the players pick moves by the engine's evaluation with
    some seeded randomness (captures made, promotions possible, nobody out yet), never saved."""
    return shared_demo_session("dodgson", plies, seed, [Seat.human() for _ in range(4)], noise=0.12,
                               keep=lambda after: min(after.piece_count) >= 4, rng_name="dodgson-demo")
