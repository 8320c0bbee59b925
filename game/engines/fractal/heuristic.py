"""The bots' reading of a position (`win_chance`, used by the greedy bot, MCTS cut-offs and
bot.py): points scored, points pending, what the player to move can claim at once, the split
open to the player behind, and how near the end conditions are.

Points pending: a piece on a corner of an incomplete cell will score when the cell completes,
which is likelier the fewer corners are left, so it counts `PENDING[empty corners]` of a point.
A move's *claim* is how much it raises the mover's score plus pending points over the
opponent's; the player to move gets about half of the best claim (the reply takes some back).
"""
from __future__ import annotations

import math

# An occupied corner of a cell with this many empty corners counts this much of a point
# (index 0: the cell is complete, the point is scored).
PENDING = (1.0, 0.8, 0.6, 0.45, 0.35, 0.3, 0.25)
# How much of the best claim the player to move is credited with.
TEMPO = 0.5

_POINT_CELLS: dict[str, int] = {}


def split_point_cells(shape) -> int:
    """The most cells a new vertex of a split is a corner of (square 4: the centre)."""
    count = _POINT_CELLS.get(shape.name)
    if count is None:
        tally: dict = {}
        for child in shape.children(shape.root):
            for point in shape.corners(child):
                tally[point] = tally.get(point, 0) + 1
        count = _POINT_CELLS[shape.name] = max(n for p, n in tally.items() if p not in shape.corners(shape.root))
    return count


def projection(state) -> list[float]:
    """Each player's score plus points pending on incomplete cells."""
    owner = state.owner
    filled = state.filled
    total = [float(state.scores[0]), float(state.scores[1])]
    for cell, corners in enumerate(state.board.corners):
        f = filled[cell]
        n = len(corners)
        if 0 < f < n:
            weight = PENDING[n - f]
            for v in corners:
                who = owner[v]
                if who >= 0:
                    total[who] += weight
    return total


def claim(state, vertex: int, player: int) -> float:
    """How much a piece of `player` on the empty `vertex` raises their projection over the
    opponent's."""
    owner = state.owner
    filled = state.filled
    corners = state.board.corners
    net = 0.0
    for cell in state.board.vertex_cells[vertex]:
        cell_corners = corners[cell]
        missing = len(cell_corners) - filled[cell]
        after = PENDING[missing - 1]
        net += after                                   # the new piece
        rise = after - PENDING[missing]
        if rise:
            for v in cell_corners:
                who = owner[v]
                if who == player:
                    net += rise
                elif who >= 0:
                    net -= rise
    return net


def best_claim(state, player: int) -> float:
    """The best claim of a placement by `player` now (0 on a full board)."""
    owner = state.owner
    best = 0.0
    for v in range(len(owner)):
        if owner[v] < 0:
            value = claim(state, v, player)
            if value > best:
                best = value
    return best


def split_claim(state, player: int) -> float:
    """A rough claim of `player`'s best split, if they may split now (else 0): the new vertex
    on the most new cells, plus the split cell's corners `player` holds (each one is a corner of
    a new cell) less those the opponent holds."""
    if state.scores[player] >= state.scores[1 - player] or state.rolling:
        return 0.0
    if state.options["dice"] and state.rolled not in (5, 6):
        return 0.0
    board = state.board
    best = max((edge for edge, _ in split_edges(state, player)), default=None)
    if best is None:
        return 0.0
    n = len(board.corners[0])
    return (split_point_cells(board.shape) + best) * PENDING[n - 1]


def split_edges(state, player: int) -> list[tuple[int, int]]:
    """(edge, cell) for every leaf that may split: the cell's corners `player` holds less those
    the opponent holds (each is a corner of a new cell after the split)."""
    board = state.board
    owner = state.owner
    depth = board.depth
    children = board.children
    level = board.level
    out = []
    for cell, corners in enumerate(board.corners):
        if children[cell] is None and level[cell] < depth:
            edge = 0
            for v in corners:
                who = owner[v]
                if who == player:
                    edge += 1
                elif who >= 0:
                    edge -= 1
            out.append((edge, cell))
    return out


def margin(state, player: int) -> float:
    """`player`'s projected lead: projection difference plus the tempo of whoever moves."""
    total = projection(state)
    lead = total[player] - total[1 - player]
    mover = state.to_move
    tempo = TEMPO * max(best_claim(state, mover), split_claim(state, mover))
    return lead + tempo if mover == player else lead - tempo


def win_chance(state, player: int) -> float:
    """Estimated chance in [0, 1] that `player` wins: the projected lead on a scale that
    narrows as the end nears (the agreed difference, the target, the empty vertices)."""
    lead = margin(state, player)
    scores = state.scores
    # near an end condition a point decides more
    room = min(state.difference - abs(scores[0] - scores[1]), state.target - max(scores))
    scale = max(1.5, min(state.difference / 4, room / 2, 1.0 + state.empty / 2))
    return 1 / (1 + math.exp(-lead / scale))
