"""What the developer tools know of Not a Dodgson System Chess: its bench figures (the move
generator's speed)."""
from __future__ import annotations

import time

from game.core.rng import stream
from game.engines.dodgson import GAME
from game.engines.dodgson.movegen import generate_moves


def middle_game(plies: int = 60):
    """A busy middle game: seeded random play from the setup (captures made, most pieces still on)."""
    state = GAME.new_initial_state({}, seed=1)
    rng = stream(1, "dodgson-bench-middle")
    for _ in range(plies):
        state.apply(rng.choice(state.legal_moves()))
    return state


def bench_extra(seconds: float) -> dict:
    """Legal-move generations per second from the setup and from a busy middle game."""

    def rate(state, budget: float) -> float:
        cells, player, promotions = state.cells, state.turn, state.promotions
        count, start = 0, time.perf_counter()
        while True:
            for _ in range(100):
                generate_moves(cells, player, promotions)
            count += 100
            elapsed = time.perf_counter() - start
            if elapsed >= budget:
                return count / elapsed

    start = GAME.new_initial_state({}, seed=1)
    middle = middle_game()
    budget = max(0.05, seconds / 2)
    return {"movegen_start_per_s": round(rate(start, budget)),
            "movegen_middle_per_s": round(rate(middle, budget)),
            "middle_moves": len(middle.legal_moves())}
