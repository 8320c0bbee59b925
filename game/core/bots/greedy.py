"""One-ply greedy bot: play the move whose resulting position has the best heuristic."""
from __future__ import annotations

import random

from game.core.state import GameState, Move


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


class GreedyBot:
    name = "greedy"

    def __init__(self, rng: random.Random, noise: float = 0.0):
        self.rng = rng
        self.noise = noise   # chance of a random move: how the Easy level makes mistakes

    def choose(self, state: GameState) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(moves)
        player = state.current_player()
        best_value = float("-inf")
        best: list[Move] = []
        for move in moves:
            value = evaluate_after(state, move, player)
            if value > best_value + 1e-12:
                best_value, best = value, [move]
            elif abs(value - best_value) <= 1e-12:
                best.append(move)
        return self.rng.choice(best)
