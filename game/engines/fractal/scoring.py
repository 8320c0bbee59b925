"""Rules III and V: what a completed cell scores, when the game ends and who wins.

Rule III (rulings): a cell counts once all its corners are occupied, and then each occupied
corner gives its owner one point. Every cell of the tree counts: the whole board, each cell
that has been split, and each leaf. Scores only grow, so they are kept as a running total
(`occupy`) and `recount` checks them from scratch.
"""
from __future__ import annotations

from game.core.state import Outcome
from game.engines.fractal.board import FractalBoard

PLAYER_NAMES = ("Black", "White")


def cell_points(board: FractalBoard, owner: list[int], cell: int) -> tuple[int, int] | None:
    """What a cell gives (Black, White), or None while a corner is empty."""
    points = [0, 0]
    for v in board.corners[cell]:
        who = owner[v]
        if who < 0:
            return None
        points[who] += 1
    return points[0], points[1]


def occupy(board: FractalBoard, owner: list[int], filled: list[int], scores: list[int],
           vertex: int, player: int) -> list[int]:
    """Put `player`'s piece on `vertex` and score every cell it completes; returns the cells
    completed."""
    owner[vertex] = player
    completed = []
    corners = board.corners
    for cell in board.vertex_cells[vertex]:
        filled[cell] += 1
        if filled[cell] == len(corners[cell]):
            for v in corners[cell]:
                scores[owner[v]] += 1
            completed.append(cell)
    return completed


def placement_gain(board: FractalBoard, owner: list[int], filled: list[int], vertex: int,
                   player: int) -> tuple[int, int]:
    """What (player, opponent) would score if `player` put a piece on the empty `vertex` now
    (the paper's score hint): every cell it would complete pays each corner's owner."""
    mine = theirs = 0
    corners = board.corners
    for cell in board.vertex_cells[vertex]:
        cell_corners = corners[cell]
        if filled[cell] == len(cell_corners) - 1:
            mine += 1
            for v in cell_corners:
                w = owner[v]
                if w == player:
                    mine += 1
                elif w >= 0:
                    theirs += 1
    return mine, theirs


def count_new_cells(board: FractalBoard, owner: list[int], filled: list[int], scores: list[int],
                    cells: list[int]) -> list[int]:
    """After a split: how many corners of each new cell are occupied already (reused midpoints
    may be), scoring any that a split completes; returns the cells completed."""
    completed = []
    for cell in cells:
        corners = board.corners[cell]
        filled.append(sum(1 for v in corners if owner[v] >= 0))
        if filled[cell] == len(corners):
            for v in corners:
                scores[owner[v]] += 1
            completed.append(cell)
    return completed


def recount(board: FractalBoard, owner: list[int]) -> list[int]:
    """Both scores counted from scratch over every cell of the tree."""
    scores = [0, 0]
    for cell in range(board.cell_count):
        points = cell_points(board, owner, cell)
        if points is not None:
            scores[0] += points[0]
            scores[1] += points[1]
    return scores


def end_reason(scores: list[int], empty: int, target: int, difference: int) -> str | None:
    """Rule V: why the game is over, or None. A, every vertex is occupied; B, a player reached
    the target score; C, the scores are `difference` or more apart."""
    for player in (0, 1):
        if scores[player] >= target:
            return f"{PLAYER_NAMES[player]} reached {target}"
    if abs(scores[0] - scores[1]) >= difference:
        return f"a lead of {difference} or more"
    if empty == 0:
        return "every vertex is taken"
    return None


def decide_winner(scores: list[int], reason: str) -> Outcome:
    """The higher score wins; equal scores draw."""
    if scores[0] > scores[1]:
        winners: tuple[int, ...] = (0,)
    elif scores[1] > scores[0]:
        winners = (1,)
    else:
        winners = ()
    return Outcome(tuple(scores), winners, reason)


def may_split(scores: list[int], player: int) -> bool:
    """Rule IV: only the player with the strictly lower score may split."""
    return scores[player] < scores[1 - player]
