"""Small boards and positions for the Grundy tests, and a brute-force referee for the solver."""
from __future__ import annotations

import math
from functools import lru_cache

from game.engines.grundy import GAME
from game.engines.grundy.board import Board
from game.engines.grundy.state import GrundyState


def graph(size: int, edges, name: str = "test") -> Board:
    """A graph board with vertices on a circle (edges 0-based)."""
    positions = tuple((round(0.9 * math.sin(2 * math.pi * k / size), 4), round(0.9 * math.cos(2 * math.pi * k / size), 4))
                      for k in range(size))
    return Board(name=name, title=name, kind="graph", positions=positions, edges=tuple(edges))


def cycle(size: int) -> Board:
    return graph(size, [(i, (i + 1) % size) for i in range(size)], f"cycle-{size}")


def state_on(board: Board, first_player: int = 0) -> GrundyState:
    """An empty state on a hand-made board (the options still name the hexagon; tests don't store it)."""
    return GrundyState(board, GAME.default_options(), 0, first_player)


def fill(state: GrundyState, numbers: dict[int, int], owner: int = 0) -> GrundyState:
    """Write numbers directly (a part-filled position), all owned by `owner`; the turn is unchanged."""
    for vertex, number in numbers.items():
        assert state.is_legal_move((vertex, number)), (vertex, number)
        state.numbers[vertex] = number
        state.owners[vertex] = owner
        state.scores[owner] += number
        state.filled += 1
    return state


def hexagon_state(first_player: int = 0) -> GrundyState:
    return GAME.state_from_position(f"hexagon / to move: {first_player + 1}")


def play(state: GrundyState, texts: str) -> GrundyState:
    for text in texts.split():
        state.apply(state.text_to_move(text))
    return state


def brute_force_margin(neighbours, numbers, max_number: int) -> int:
    """Future margin for the player to move, trying every number 1..max_number on every vertex.

    A plain minimax with no pruning and no shortcuts, as an independent referee.
    """
    neighbours = [tuple(n) for n in neighbours]

    @lru_cache(maxsize=None)
    def value(filled: tuple) -> int:
        best = None
        for v, here in enumerate(filled):
            if here:
                continue
            taken = {filled[w] for w in neighbours[v]}
            for k in range(1, max_number + 1):
                if k in taken:
                    continue
                child = filled[:v] + (k,) + filled[v + 1:]
                margin = -k - value(child)
                if best is None or margin > best:
                    best = margin
        return 0 if best is None else best

    return value(tuple(numbers))
