"""Alpha-beta search for two-player games, deepening one ply at a time within a budget of
positions: `alphabeta[:20000][,depth=6]`.

The value of a position is the game's heuristic for the player who is searching (returns at
the end of the game); the opponent is assumed to minimise it. A position's moves are tried
best first by that heuristic one ply on (where two or more plies remain below them), so the
cut-offs come early. Each depth starts from the previous depth's best move; when the budget
runs out during a depth, a move that already beat that one there is kept, otherwise the last
complete depth decides. The budget counts positions, not seconds, so a seed always gives
the same move; `seconds` is only a safety stop. Chance positions are averaged over their
outcomes (no pruning below them).
"""
from __future__ import annotations

import random
import time
from typing import Callable

from game.core.state import GameState, Move


class _OutOfBudget(Exception):
    pass


class AlphaBetaBot:
    name = "alphabeta"

    def __init__(self, rng: random.Random, nodes: int = 20000, max_depth: int = 6,
                 seconds: float | None = None, should_stop: Callable[[], bool] | None = None):
        self.rng = rng
        self.nodes = nodes
        self.max_depth = max_depth
        self.seconds = seconds
        self.should_stop = should_stop
        self.visited = 0
        self.last_depth = 0

    def choose(self, state: GameState) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        self.me = state.current_player()
        self.visited = 0
        self.deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        order = self._ordered(state, moves, maximise=True)
        best = order[0]
        self.last_depth = 0
        for depth in range(1, self.max_depth + 1):
            found, complete = self._root(state, order, depth)
            if found is not None:
                best = found
                order.remove(best)
                order.insert(0, best)
            if not complete:
                break
            self.last_depth = depth
        return best

    def _root(self, state: GameState, order: list[Move], depth: int) -> tuple[Move | None, bool]:
        """The best move at `depth` and whether the depth finished; a partial depth's move
        only where it beat the first (the last depth's best) there."""
        alpha = float("-inf")
        best = None
        for i, move in enumerate(order):
            child = state.clone()
            child.apply(move)
            try:
                value = self._value(child, depth - 1, alpha, float("inf"))
            except _OutOfBudget:
                return (best if i > 1 else None), False
            if value > alpha:
                alpha, best = value, move
        return best, True

    def _count(self) -> None:
        self.visited += 1
        if self.visited > self.nodes:
            raise _OutOfBudget
        if self.visited % 256 == 0 and (
                (self.deadline is not None and time.perf_counter() > self.deadline)
                or (self.should_stop is not None and self.should_stop())):
            raise _OutOfBudget

    def _value(self, state: GameState, depth: int, alpha: float, beta: float) -> float:
        self._count()
        if state.is_terminal():
            return state.returns()[self.me]
        if depth <= 0:
            return state.heuristic(self.me)
        if state.is_chance_node():
            total = 0.0
            for outcome, probability in state.chance_outcomes():
                child = state.clone()
                child.apply(outcome)
                total += probability * self._value(child, depth - 1, float("-inf"), float("inf"))
            return total
        maximise = state.current_player() == self.me
        moves = state.legal_moves()
        if depth >= 2:
            moves = self._ordered(state, moves, maximise)
        best = float("-inf") if maximise else float("inf")
        for move in moves:
            child = state.clone()
            child.apply(move)
            value = self._value(child, depth - 1, alpha, beta)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def _ordered(self, state: GameState, moves: list[Move], maximise: bool) -> list[Move]:
        """`moves` best first for the player to move, by the heuristic one ply on."""
        scored = []
        for i, move in enumerate(moves):
            child = state.clone()
            child.apply(move)
            value = child.returns()[self.me] if child.is_terminal() else child.heuristic(self.me)
            scored.append((-value if maximise else value, i, move))
        scored.sort(key=lambda entry: (entry[0], entry[1]))
        return [move for _, _, move in scored]
