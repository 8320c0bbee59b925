"""The legal moves of a Fractal territory position, kept up to date move by move.

A deep board has thousands of vertices and tens of thousands of split moves: listing them
from scratch on every call took 50-160 ms on a deep hexaflake. But a split changes only the
split cell, its children and the leaves that were waiting to make one of its new points, and
a placement changes one vertex. So:

    SplitIndex      each splittable leaf's split moves, and which leaves would make each
                    point that is not a vertex yet; board.split updates it on every split
    PlacementIndex  the placements in vertex order; FractalState.apply updates it

Both are built on first use, from scratch: a search clones states far more often than it
lists their moves, so a copy starts without them (board.copy, state.clone).

The order is the one a from-scratch listing gives (records and seeded games depend on it):
placements by vertex number; splits by cell number, then each cell's points in the order
board.split_points gives. New cells and vertices get the highest numbers yet, so appending
keeps both orders.
"""
from __future__ import annotations

from bisect import bisect_left
from itertools import chain

from game.engines.fractal.board import FractalBoard
from game.engines.fractal.notation import PLACE, SPLIT


class SplitIndex:
    """The split moves of one board. `by_cell` keeps its leaves in cell order: a split removes
    one and appends its children, whose numbers are higher than any cell's before."""

    __slots__ = ("by_cell", "waiting", "_listed")

    def __init__(self, board: FractalBoard):
        self.by_cell: dict[int, tuple] = {}       # splittable leaf -> its split moves
        self.waiting: dict = {}                   # point not yet a vertex -> leaves whose split makes it
        self._listed: list | None = None          # every split move in order, until the next split
        for cell in range(board.cell_count):
            if board.can_split(cell):
                self._add(board, cell)

    def _add(self, board: FractalBoard, cell: int) -> None:
        points = board.split_points(cell)
        self.by_cell[cell] = tuple((SPLIT, cell, point) for point in points)
        waiting = self.waiting
        for point in points:
            cells = waiting.get(point)
            if cells is None:
                waiting[point] = [cell]
            else:
                cells.append(cell)

    def after_split(self, board: FractalBoard, cell: int, new_vertices, new_cells) -> None:
        """`cell` has just split into `new_cells`, making `new_vertices`: no other leaf makes
        those points any more."""
        by_cell = self.by_cell
        by_cell.pop(cell, None)
        for v in new_vertices:
            point = board.points[v]
            for other in self.waiting.pop(point, ()):
                if other != cell:     # assigning an existing key keeps its place in the order
                    by_cell[other] = tuple(move for move in by_cell[other] if move[2] != point)
        for child in new_cells:
            if board.can_split(child):
                self._add(board, child)
        self._listed = None

    def moves(self) -> list:
        """Every split move, in order (shared: copy before changing it)."""
        if self._listed is None:
            self._listed = list(chain.from_iterable(self.by_cell.values()))
        return self._listed


def split_index(board: FractalBoard) -> SplitIndex:
    """The board's split index, built now if the board has none yet."""
    if board.split_index is None:
        board.split_index = SplitIndex(board)
    return board.split_index


class PlacementIndex:
    """The placement moves of one state, in vertex order. `synced` is (vertices, empty) when
    it was last brought up to date: a state changed behind apply's back (a demo laying out
    pieces by hand) no longer matches and is listed again from scratch."""

    __slots__ = ("moves", "synced")

    def __init__(self, owner: list[int]):
        self.moves = [(PLACE, v) for v in range(len(owner)) if owner[v] < 0]
        self.synced = (len(owner), len(self.moves))

    def after_move(self, new_vertices, placed: int, owner: list[int]) -> None:
        """A move made `new_vertices` (a split; empty otherwise) and put a piece on `placed`."""
        moves = self.moves
        moves.extend((PLACE, v) for v in new_vertices)
        index = bisect_left(moves, (PLACE, placed))
        if index < len(moves) and moves[index][1] == placed:
            del moves[index]
        self.synced = (len(owner), len(moves))


__all__ = ["PlacementIndex", "SplitIndex", "split_index"]
