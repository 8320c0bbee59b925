"""Fractal territory's own search, `territory` (the Normal and Hard levels): UCT over a pruned
list of candidate moves, with quick rollouts and the heuristic's reading at the cut-off.

    territory[:600][,width=8][,splits=3][,rollout=24][,c=0.8][,oc=4][,draw=0.2][,noise=0.35]

`c` and `oc` are the exploration of the bot's own choices and of the opponent's
(THEIR_EXPLORATION); `draw` is what a draw is worth to it (DRAW_VALUE).

Candidates (`candidates`): the `width` placements with the best claim (heuristic.claim: points
now and pending, less what it opens for the opponent), and for a player who may split, the
best new vertex of the `splits` leaf cells whose corners favour them most (a leaf's split
points are listed only for those few, so a board of thousands of vertices stays cheap).

Rollouts (`Rollout`) take a cell's last corner when one is open, split now and then when
behind, and otherwise place on the best of a few sampled empty vertices; after `rollout`
plies the heuristic scores the position.

The iteration budget shrinks on big boards (each iteration lists candidates over every
vertex), so a move stays bounded: `iterations * WORK_SIZE / vertices`, at least `MIN_ITERATIONS`.
`noise` is the chance of a plausible slip instead: a candidate from the better half, not the
best. `territory:1` plays the best claim without searching (with noise: the Easy level,
quick on any board).
"""
from __future__ import annotations

import heapq
import math
import random
import time
from typing import Callable

from game.engines.fractal.heuristic import PENDING, claim, split_edges, split_point_cells, win_chance
from game.engines.fractal.notation import PLACE, ROLL, SPLIT
from game.engines.fractal.state import SPLIT_FACES

WORK_SIZE = 120          # vertices up to which the full iteration budget is spent
MIN_ITERATIONS = 48
ROLLOUT_SAMPLE = 5       # empty vertices a rollout placement chooses among
ROLLOUT_SPLIT = 0.5      # how often a rollout player who is behind splits (or rolls to)
# The opponent's exploration in the tree: wider than the bot's own, so a line counts by how
# the opponent's plausible replies go rather than by their one best (the bot sets traps a
# weaker player falls into; against best play it still finds the best line, more slowly).
THEIR_EXPLORATION = 4.0
# What a draw is worth to the bot (a win 1): it plays for a win. On the starting square a
# White who takes the centre after Black has not can always hold a draw when no one splits;
# valued at a half, the draw looks as good as a lead that a split may turn.
DRAW_VALUE = 0.2


def _may_split(state, player: int) -> bool:
    """Behind, and with the dice option a 5 or 6 this turn (a splittable leaf is checked apart)."""
    if state.scores[player] >= state.scores[1 - player]:
        return False
    return not state.options["dice"] or state.rolled in SPLIT_FACES


def best_split_point(board, cell: int):
    """The new point of a split of `cell` that is a corner of the most children."""
    shape = board.shape
    tally: dict = {}
    for child in shape.children(board.geometry[cell]):
        for point in shape.corners(child):
            tally[point] = tally.get(point, 0) + 1
    points = board.split_points(cell)
    return max(points, key=lambda p: tally.get(p, 0)) if points else None


def split_candidates(state, player: int, count: int) -> list[tuple[float, tuple]]:
    """(claim, move) for the best new vertex of the `count` leaves whose corners favour
    `player` most (each corner held is a corner of a new cell)."""
    board = state.board
    level = board.level
    scored = [(edge, -level[cell], -cell) for edge, cell in split_edges(state, player)]
    out = []
    n = len(board.corners[0])
    new_cells = split_point_cells(board.shape)
    for edge, _, minus_cell in heapq.nlargest(count, scored):
        cell = -minus_cell
        point = best_split_point(board, cell)
        if point is not None:
            out.append(((edge + new_cells) * PENDING[n - 1], (SPLIT, cell, point)))
    return out


def candidates(state, width: int, splits: int) -> list:
    """The moves the search looks at, best first by claim."""
    player = state.to_move
    owner = state.owner
    scored = [(claim(state, v, player), v) for v in range(len(owner)) if owner[v] < 0]
    moves = [(value, (PLACE, v)) for value, v in heapq.nlargest(width, scored)]
    if _may_split(state, player):
        moves.extend(split_candidates(state, player, splits))
    moves.sort(key=lambda item: -item[0])
    out = [move for _, move in moves]
    if state.may_roll():
        out.append((ROLL,))
    return out


class Rollout:
    """A quick playout policy: last corners first, a split now and then when behind."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def play(self, state, plies: int) -> None:
        rng = self.rng
        owner = state.owner
        board = state.board
        empties = [v for v in range(len(owner)) if owner[v] < 0]
        hot: list[int] = []
        for _ in range(plies):
            if state.over is not None:
                return
            if state.rolling:
                state.apply(rng.randint(1, 6))
                continue
            player = state.to_move
            if state.scores[player] < state.scores[1 - player] and (len(empties) <= 2 or rng.random() < ROLLOUT_SPLIT):
                if state.options["dice"] and state.rolled is None:
                    state.apply((ROLL,))
                    continue
                if self._split(state, rng, empties, hot):
                    continue
            if not empties:
                return
            vertex = self._pick(state, empties, hot, player)
            empties.remove(vertex)
            state.apply((PLACE, vertex))
            self._heat(state, vertex, hot)

    def _pick(self, state, empties: list[int], hot: list[int], player: int) -> int:
        owner = state.owner
        while hot and owner[hot[-1]] >= 0:
            hot.pop()
        if hot and self.rng.random() < 0.85:
            return hot.pop()
        sample = empties if len(empties) <= ROLLOUT_SAMPLE else self.rng.sample(empties, ROLLOUT_SAMPLE)
        return max(sample, key=lambda v: claim(state, v, player) + self.rng.random())

    def _split(self, state, rng, empties: list[int], hot: list[int]) -> bool:
        if state.options["dice"] and state.rolled not in SPLIT_FACES:
            return False
        board = state.board
        for _ in range(6):
            cell = rng.randrange(board.cell_count)
            if board.can_split(cell):
                point = best_split_point(board, cell)
                if point is None:
                    return False
                state.apply((SPLIT, cell, point))
                placed = board.index[point]
                empties.extend(v for v in state.last_new if v != placed)
                self._heat(state, placed, hot)
                return True
        return False

    @staticmethod
    def _heat(state, vertex: int, hot: list[int]) -> None:
        """Note the last empty corner of each cell `vertex` left one short."""
        owner = state.owner
        filled = state.filled
        corners = state.board.corners
        for cell in state.board.vertex_cells[vertex]:
            if filled[cell] == len(corners[cell]) - 1:
                for v in corners[cell]:
                    if owner[v] < 0:
                        hot.append(v)
                        break


class _Node:
    __slots__ = ("moves", "children", "visits", "value")

    def __init__(self):
        self.moves: list | None = None     # candidates not expanded yet (best last)
        self.children: dict = {}
        self.visits = 0
        self.value = 0.0                   # summed results for the player who moved here


class TerritoryBot:
    name = "territory"

    def __init__(self, rng: random.Random, iterations: int = 600, seconds: float | None = None,
                 width: int = 8, splits: int = 3, rollout: int = 24, exploration: float = 0.8,
                 their_exploration: float | None = None, draw: float = DRAW_VALUE, noise: float = 0.0, should_stop: Callable[[], bool] | None = None):
        self.rng = rng
        self.iterations = iterations
        self.seconds = seconds
        self.width = width
        self.splits = splits
        self.rollout_plies = rollout
        self.exploration = exploration
        self.their_exploration = THEIR_EXPLORATION if their_exploration is None else their_exploration
        self.me = 0
        self.draw = draw
        self.noise = noise
        self.should_stop = should_stop
        self.rollout = Rollout(rng)
        self.last_iterations = 0

    def budget(self, state) -> int:
        size = len(state.owner)
        if size <= WORK_SIZE:
            return self.iterations
        return max(MIN_ITERATIONS, min(self.iterations, self.iterations * WORK_SIZE // size))

    def choose(self, state):
        if state.rolling:          # a die is the game's to cast; answer as a fair die would
            return self.rng.randint(1, 6)
        moves = candidates(state, self.width, self.splits)
        if len(moves) == 1:
            return moves[0]
        if self.noise and self.rng.random() < self.noise:
            # a plausible slip: one of the better half of the candidates, not the best
            return self.rng.choice(moves[1:max(2, (len(moves) + 1) // 2)])
        if self.iterations <= 1:   # one ply: the best claim
            return moves[0]
        self.me = state.to_move
        root = _Node()
        root.moves = moves[::-1]
        limit = self.budget(state)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < limit:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            if self.should_stop is not None and done and done % 16 == 0 and self.should_stop():
                break
            self._iterate(root, state.clone())
            done += 1
        self.last_iterations = done
        return max(root.children.items(), key=lambda item: (item[1].visits, item[1].value))[0]

    def _iterate(self, root: _Node, state) -> None:
        path: list[tuple[_Node, int]] = []      # (node, the player who moved into it)
        node = root
        while state.over is None:
            if state.rolling:
                face = self.rng.randint(1, 6)
                child = node.children.get(face)
                if child is None:
                    child = node.children[face] = _Node()
                state.apply(face)
                path.append((child, -1))
                node = child
                continue
            if node.moves is None:
                node.moves = candidates(state, self.width, self.splits)[::-1]
            player = state.to_move
            if node.moves:
                move = node.moves.pop()
                child = node.children[move] = _Node()
                state.apply(move)
                path.append((child, player))
                break
            if not node.children:
                break
            move, node = self._select(node, self.exploration if player == self.me else self.their_exploration)
            state.apply(move)
            path.append((node, player))
        result = self._evaluate(state)
        root.visits += 1
        for visited, mover in path:
            visited.visits += 1
            if mover >= 0:
                visited.value += result if mover == 0 else 1.0 - result

    def _select(self, node: _Node, c: float):
        log_parent = math.log(node.visits + 1)
        best_score = -math.inf
        best = None
        for move, child in node.children.items():
            score = child.value / child.visits + c * math.sqrt(log_parent / child.visits)
            if score > best_score:
                best_score, best = score, (move, child)
        return best

    def _evaluate(self, state) -> float:
        """Black's result: a win 1, a loss 0, a draw what the bot makes of it (`draw`, from its
        own side), else the heuristic at the cut-off."""
        self.rollout.play(state, self.rollout_plies)
        if state.over is not None:
            scores = state.scores
            if scores[0] == scores[1]:
                return self.draw if self.me == 0 else 1.0 - self.draw
            return 1.0 if scores[0] > scores[1] else 0.0
        return win_chance(state, 0)


def make_territory(spec, rng: random.Random, should_stop=None) -> TerritoryBot:
    """The bot from a parsed spec (game.core.bots.BotSpec)."""
    p = spec.params
    return TerritoryBot(rng, iterations=spec.iterations or 600, seconds=spec.seconds,
                        width=max(1, int(p.get("width", 8))), splits=int(p.get("splits", 3)),
                        rollout=int(p.get("rollout", 24)), exploration=p.get("c", 0.8),
                        their_exploration=p.get("oc"), draw=min(1.0, p.get("draw", DRAW_VALUE)),
                        noise=min(1.0, p.get("noise", 0.0)), should_stop=should_stop)
