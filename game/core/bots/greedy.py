"""One-ply greedy bot: play the move whose resulting position has the best heuristic.

With `noise` it is the Easy level: that often it plays a plausible second choice instead, a
move from the better half by the same heuristic (never the best, where another is worse),
the slip a beginner makes, not a move picked blind.
"""
from __future__ import annotations

import random

from game.core.state import GameState, Move

TIE = 1e-12


def evaluate_after(state: GameState, move: Move, player: int) -> float:
    """Heuristic value for `player` after `move`; chance nodes are averaged over their outcomes."""
    child = state.clone()
    child.apply(move)
    if child.is_chance_node():
        total = 0.0
        for outcome, probability in child.chance_outcomes():
            grandchild = child.clone()
            grandchild.apply(outcome)
            total += probability * grandchild.heuristic(player)
        return total
    return child.heuristic(player)


def plausible_slip(ranked: list[tuple[float, int, Move]], rng: random.Random) -> Move:
    """A move from the better half of `ranked` (value, order, move; best first) that is not
    among the best, or the best where every move is as good."""
    best_value = ranked[0][0]
    worse = [entry for entry in ranked if entry[0] < best_value - TIE]
    if not worse:
        return rng.choice(ranked)[2]
    half = ranked[:max(1, (len(ranked) + 1) // 2)]
    slips = [entry for entry in half if entry[0] < best_value - TIE] or worse[:1]
    return rng.choice(slips)[2]


class GreedyBot:
    name = "greedy"

    def __init__(self, rng: random.Random, noise: float = 0.0):
        self.rng = rng
        self.noise = noise   # chance of a plausible slip: how the Easy level makes mistakes

    def choose(self, state: GameState) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        player = state.current_player()
        ranked = sorted(((evaluate_after(state, move, player), i, move) for i, move in enumerate(moves)),
                        key=lambda entry: (-entry[0], entry[1]))
        if self.noise and self.rng.random() < self.noise:
            return plausible_slip(ranked, self.rng)
        best_value = ranked[0][0]
        return self.rng.choice([move for value, _, move in ranked if value >= best_value - TIE])
