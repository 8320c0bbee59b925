"""Positions a few moves into a game, for demo screens, screenshots and the benchmark."""
from __future__ import annotations

import math

from game.catalog import get_game
from game.core.rng import stream
from game.core.session import MatchSession, Seat


def demo_session(game_name: str, plies: int = 8, seed: int = 12, seats: list[Seat] | None = None, *,
                 noise: float | None = None, keep=None, rng_name: str | None = None) -> MatchSession:
    """A session a few plies into a game, for demo screens and screenshots; never saved.

    With `noise` None the moves are random; otherwise each player plays the move the engine's
    heuristic rates best, plus up to `noise` of seeded randomness (so the demo shows a game
    being played well). The demo stops short of the end; `keep(after)` may ask more of the
    position after each move (for example that nobody is nearly out)."""
    game = get_game(game_name)
    session = MatchSession(game, game.default_options(), seed, seats or [], autosave=False)
    rng = stream(seed, rng_name) if rng_name else stream(seed, "demo", game_name)
    for _ in range(plies):
        state = session.state
        if state.is_terminal():
            break
        if state.is_chance_node():
            session.roll_chance()
            continue
        moves = state.legal_moves()
        if noise is None:
            candidates = [rng.choice(moves)]
        else:
            candidates = moves
        player = state.current_player()
        best, best_score = None, -math.inf
        for move in candidates:
            after = state.clone()
            after.apply(move)
            if after.is_terminal() or (keep is not None and not keep(after)):
                continue
            score = 0.0 if noise is None else after.heuristic(player) + rng.random() * noise
            if score > best_score:
                best, best_score = move, score
        if best is None:
            break
        session.play(best)
    return session
