"""The random bot and the wrapper around a game's exact solver."""
from __future__ import annotations

import random
from typing import Callable

from game.core.state import GameState, Move


class RandomBot:
    name = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, state: GameState) -> Move:
        return self.rng.choice(state.legal_moves())


class ExactBot:
    """Plays the solver's move; where the solver declines (position too big) it uses the fallback."""

    name = "exact"

    def __init__(self, solver: Callable[[GameState], tuple[Move, float] | None], fallback):
        self.solver = solver
        self.fallback = fallback

    def choose(self, state: GameState) -> Move:
        answer = self.solver(state)
        if answer is None or answer[0] is None:
            return self.fallback.choose(state)
        return answer[0]
