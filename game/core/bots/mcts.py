"""Monte Carlo tree search (UCT) for any number of players, with chance nodes.

Each node keeps the summed returns of every player; at a decision node the
player to move picks the child that is best for *them* (max^n style), which is
how UCT generalises beyond two players. Chance nodes sample outcomes by their
probabilities. Rollouts are random and cut after `rollout_depth` plies, where the
game's heuristic scores the position, so slow games stay searchable.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from game.core.bots import random_playout
from game.core.state import GameState, Move


class _Node:
    __slots__ = ("children", "untried", "visits", "value")

    def __init__(self, num_players: int):
        self.children: dict = {}
        self.untried: list | None = None
        self.visits = 0
        self.value = [0.0] * num_players


def best_child(root: _Node, player: int) -> tuple[Move, _Node]:
    """The move a search settles on for `player` at its root (the most visited; the better
    average between equals), with its node: what the bot plays and the review values by."""
    return max(root.children.items(), key=lambda item: (item[1].visits, item[1].value[player]))


class MCTSBot:
    name = "mcts"

    def __init__(self, rng: random.Random, seconds: float | None = None, iterations: int | None = 1000,
                 rollout_depth: int = 20, exploration: float = 1.2,
                 should_stop: Callable[[], bool] | None = None):
        self.rng = rng
        self.seconds = seconds
        self.iterations = iterations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.should_stop = should_stop
        self.last_iterations = 0

    def choose(self, state: GameState) -> Move:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return best_child(self.search(state), state.current_player())[0]

    def search(self, root_state: GameState) -> _Node:
        n = root_state.num_players
        root = _Node(n)
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        limit = self.iterations if self.seconds is None else None
        done = 0
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline and done > 0:
                break
            # a search told to stop at once still makes one iteration, so it has a move to give
            if self.should_stop is not None and done % 32 == 0 and done > 0 and self.should_stop():
                break
            self._iterate(root, root_state.clone(), n)
            done += 1
        self.last_iterations = done
        return root

    def _iterate(self, root: _Node, state: GameState, n: int) -> None:
        path = [root]
        node = root
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                choices, weights = zip(*outcomes)
                outcome = self.rng.choices(choices, weights)[0]
                child = node.children.get(outcome)
                if child is None:
                    child = _Node(n)
                    node.children[outcome] = child
                state.apply(outcome)
                node = child
                path.append(node)
                continue
            if node.untried is None:
                node.untried = list(state.legal_moves())
                self.rng.shuffle(node.untried)
            if node.untried:
                move = node.untried.pop()
                state.apply(move)
                child = _Node(n)
                node.children[move] = child
                node = child
                path.append(node)
                break
            player = state.current_player()
            move, node = self._select(node, player)
            state.apply(move)
            path.append(node)
        values = self._evaluate(state, n)
        for visited in path:
            visited.visits += 1
            acc = visited.value
            for p in range(n):
                acc[p] += values[p]

    def _select(self, node: _Node, player: int) -> tuple[Move, _Node]:
        log_parent = math.log(node.visits + 1)
        c = self.exploration
        best_score = float("-inf")
        best = None
        for move, child in node.children.items():
            score = child.value[player] / child.visits + c * math.sqrt(log_parent / child.visits)
            if score > best_score:
                best_score, best = score, (move, child)
        return best

    def _evaluate(self, state: GameState, n: int) -> list[float]:
        random_playout(state, self.rng, self.rollout_depth)
        if state.is_terminal():
            return state.returns()
        return [state.heuristic(p) for p in range(n)]
