"""Not a Dodgson System Chess: the fast move generator the engine and the bots use (its
benchmark is the developer tools': devtools/games/dodgson.py).

`generate_moves` lists a player's moves (everything but the pass) straight from the cell
codes; `capture_targets` lists the pieces a player could take now (the heuristic's view of
what is under attack). moves.py applies the same rules one by one, readably; the tests check
that both agree.
"""
from __future__ import annotations

from game.engines.dodgson.board import (
    BOARD_OFFSET, DIAGONAL_STEPS, IS_FAR_RANK, KNIGHT, KNIGHT_TARGETS, ORTHOGONAL_STEPS, PAWN, PAWN_CAPTURES,
    PAWN_STEP, PAWNLIKE, PLAYER_DIRECTION, SLIDER_RAYS, SQUARES,
)


def generate_moves(cells: list[int], player: int, promotions: tuple[int, ...]) -> list:
    """Every move of `player` except the pass (fast path; `reference_moves` is the readable one).

    A move is legal on the board where the piece stands (its path is blocked only by pieces of that
    board), may end on an empty square or on another player's piece, and needs the corresponding
    square on the other board to be empty."""
    moves = []
    append = moves.append
    direction = PLAYER_DIRECTION[player]
    pawn_step = PAWN_STEP[direction]
    pawn_captures = PAWN_CAPTURES[direction]
    far_rank = IS_FAR_RANK[direction]
    lo = player * 8           # own pieces have codes lo+1 .. lo+6, so lo < code < hi
    hi = lo + 8
    for board in (0, 1):
        off = BOARD_OFFSET[board]
        oth = SQUARES - off
        for s in range(SQUARES):
            code = cells[off + s]
            if not lo < code < hi:
                continue
            kind = code & 7
            if kind == PAWN:
                t = pawn_step[s]
                if t >= 0 and cells[off + t] == 0 and cells[oth + t] == 0:
                    if far_rank[t]:
                        for promo in promotions:
                            append((board, s, t, promo))
                    else:
                        append((board, s, t, 0))
                for t in pawn_captures[s]:
                    c = cells[off + t]
                    if c and not lo < c < hi and cells[oth + t] == 0:
                        if far_rank[t]:
                            for promo in promotions:
                                append((board, s, t, promo))
                        else:
                            append((board, s, t, 0))
            elif kind == KNIGHT:
                for t in KNIGHT_TARGETS[s]:
                    if cells[oth + t] == 0 and not lo < cells[off + t] < hi:
                        append((board, s, t, 0))
            elif kind == PAWNLIKE:
                for t in DIAGONAL_STEPS[s]:
                    if cells[off + t] == 0 and cells[oth + t] == 0:
                        append((board, s, t, 0))
                for t in ORTHOGONAL_STEPS[s]:
                    c = cells[off + t]
                    if c and not lo < c < hi and cells[oth + t] == 0:
                        append((board, s, t, 0))
            else:
                for ray in SLIDER_RAYS[kind][s]:
                    for t in ray:
                        c = cells[off + t]
                        if c == 0:
                            if cells[oth + t] == 0:
                                append((board, s, t, 0))
                        else:
                            if not lo < c < hi and cells[oth + t] == 0:
                                append((board, s, t, 0))
                            break
    return moves


def capture_targets(cells: list[int], player: int) -> list[int]:
    """Cells of the pieces `player` could capture now (with repeats when several pieces can);
    the heuristic's view of which pieces are under attack."""
    out = []
    append = out.append
    direction = PLAYER_DIRECTION[player]
    pawn_captures = PAWN_CAPTURES[direction]
    lo = player * 8
    hi = lo + 8
    for board in (0, 1):
        off = BOARD_OFFSET[board]
        oth = SQUARES - off
        for s in range(SQUARES):
            code = cells[off + s]
            if not lo < code < hi:
                continue
            kind = code & 7
            if kind == PAWN:
                targets = pawn_captures[s]
            elif kind == KNIGHT:
                targets = KNIGHT_TARGETS[s]
            elif kind == PAWNLIKE:
                targets = ORTHOGONAL_STEPS[s]
            else:
                for ray in SLIDER_RAYS[kind][s]:
                    for t in ray:
                        c = cells[off + t]
                        if c:
                            if not lo < c < hi and cells[oth + t] == 0:
                                append(off + t)
                            break
                continue
            for t in targets:
                c = cells[off + t]
                if c and not lo < c < hi and cells[oth + t] == 0:
                    append(off + t)
    return out
