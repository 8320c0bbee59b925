"""Constitution: where a piece may move, one rule per function (seed: constitution.txt; gaps
settled in rulings.md).

Both rule sets: straight lines in the six directions, any distance, landing on a corner of a
cell, and only where the move wins support from an undecided cell. The revised rules add: no
moving next to the opponent's support, the White House exception, no staying put.

`classic_destinations` / `revised_destinations` are the fast path the engine uses;
`is_legal_destination` applies the rules one by one (for tests and explanations).

Points are indices into `board.points`; the state's `pos` holds each seat's point.
"""
from __future__ import annotations

from game.engines.constitution.board import Board, aligned

PASS = "pass"
PASS_INDEX = -1          # the pass move inside the state's cached legal list
NO_POINT = -1            # a piece's point before the starting points are chosen


def is_straight_line_move(board: Board, here: int, q: int) -> bool:
    """"The pieces move in straight lines in any of the six directions defined by the sides
    of the cells. Pieces can move any distance across water ... and can jump over the other
    piece, but they can only land on a corner of one of the 538 cells." (Every point of the
    board is a corner of a cell, so landing on it is allowed.)"""
    return q != here and aligned(board.points[here], board.points[q])


def gains_undecided_cell(state, q: int) -> bool:
    """"You can only make a move if you thereby win support from at least one undecided cell.
    In other words, you can only move to a point that has an undecided cell in its neighborhood.\""""
    support = state.support
    return bool(state.board.point_cells[q] & ~(support[0] | support[1]))


def touches_opponent_support(state, player: int, q: int) -> bool:
    """Revised rules: "prohibit moving to a corner of a cell that supports your opponent.\""""
    return bool(state.board.point_cells[q] & state.support[1 - player])


def white_house_exception_applies(state, player: int, q: int) -> bool:
    """Revised rules: "you can go to the White House from any point aligned with it,
    regardless of the support situation in the neighborhood, only provided your opponent
    isn't already there." (You may still not stay there: the rulings forbid staying put.)"""
    board = state.board
    here = state.pos[player]
    return (q == board.white_house and here != q and aligned(board.points[here], board.points[q])
            and state.pos[1 - player] != q)


def is_legal_destination(state, player: int, q: int) -> bool:
    """The move rules one by one (slow, for tests and explanations; the *_destinations functions
    below are the fast path)."""
    here = state.pos[player]
    if not is_straight_line_move(state.board, here, q) and not (state.classic and q == here):
        return False
    if not state.classic:
        if q == here:
            return False                     # revised: no staying where you are
        if white_house_exception_applies(state, player, q):
            return True
        if touches_opponent_support(state, player, q):
            return False
    return gains_undecided_cell(state, q)


def classic_destinations(state, player: int) -> list[int]:
    """Classic rules: "The pieces move in straight lines in any of the six directions ...
    any distance across water ... can jump over the other piece, but they can only land on
    a corner of one of the 538 cells." and "you can only make a move if you thereby win
    support from at least one undecided cell." Staying put is not forbidden, so it is legal
    whenever it gains a cell (only possible on a player's first move)."""
    board = state.board
    point_cells = board.point_cells
    support = state.support
    undecided = board.all_cells ^ (support[0] | support[1])
    here = state.pos[player]
    out = [q for q in board.reach[here] if point_cells[q] & undecided]
    if point_cells[here] & undecided:
        out.append(here)
    return out


def revised_destinations(state, player: int) -> list[int]:
    """Revised rules: as classic, but "prohibit moving to a corner of a cell that supports
    your opponent"; "you can go to the White House from any point aligned with it,
    regardless of the support situation in the neighborhood, only provided your opponent
    isn't already there"; and you may not stay where you are."""
    board = state.board
    point_cells = board.point_cells
    support = state.support
    undecided = board.all_cells ^ (support[0] | support[1])
    opponent_support = support[1 - player]
    here = state.pos[player]
    out = [q for q in board.reach[here]
           if point_cells[q] & undecided and not point_cells[q] & opponent_support]
    white_house = board.white_house
    if board.white_house_aligned[here] and state.pos[1 - player] != white_house and white_house not in out:
        out.append(white_house)
    return out
