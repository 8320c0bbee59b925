"""Not a Dodgson System Chess: how pieces move, one rule per function (seed:
not-a-dodgson-chess.txt; gaps settled in shared/design/rulings.md).

Pieces move as in FIDE chess on the board where they stand (no king, no check, no castling,
no double step, no en passant), may capture any other player's piece, may only move when the
corresponding square on the other board is empty, and then stand on that square of the
other board. A player with no move passes.

`reference_moves` applies these rules one by one (slow: for tests, and for explaining
refusals on screen); movegen.generate_moves is the fast generator the engine uses.
"""
from __future__ import annotations

from game.engines.dodgson.board import (
    BOARD_OFFSET, DIAGONAL_STEPS, IS_FAR_RANK, KNIGHT, KNIGHT_TARGETS, ORTHOGONAL_STEPS, PAWN, PAWN_CAPTURES,
    PAWN_STEP, PAWNLIKE, PLAYER_DIRECTION, PROMOTIONS_CHOICE, PROMOTIONS_PAWNLIKE, SLIDER_RAYS, SQUARES, kind_of,
    owner_of, twin_cell,
)


def piece_reach_on_its_board(cells: list[int], cell: int) -> list[tuple[int, bool]]:
    """"Pieces move like in ortho-chess (FIDE-rules)" on the board where they stand, with "no king,
    no check, no castling, no pawn double step and so no en passant". Returns (square, capture) pairs
    the piece could go to on its own board, ignoring the other board; `capture` marks a capture of
    another player's piece (never one's own). The pawn-like piece moves one step diagonally and
    captures one step orthogonally (Betza mFcW)."""
    board, s = divmod(cell, SQUARES)
    off = BOARD_OFFSET[board]
    code = cells[cell]
    player, kind = owner_of(code), kind_of(code)

    def other_players_piece(t: int) -> bool:
        c = cells[off + t]
        return c != 0 and owner_of(c) != player

    out = []
    if kind == PAWN:
        direction = PLAYER_DIRECTION[player]
        ahead = PAWN_STEP[direction][s]
        if ahead >= 0 and cells[off + ahead] == 0:
            out.append((ahead, False))          # one step straight ahead, never two
        out += [(t, True) for t in PAWN_CAPTURES[direction][s] if other_players_piece(t)]
    elif kind == KNIGHT:
        out += [(t, other_players_piece(t)) for t in KNIGHT_TARGETS[s]
                if cells[off + t] == 0 or other_players_piece(t)]
    elif kind == PAWNLIKE:
        out += [(t, False) for t in DIAGONAL_STEPS[s] if cells[off + t] == 0]
        out += [(t, True) for t in ORTHOGONAL_STEPS[s] if other_players_piece(t)]
    else:
        for ray in SLIDER_RAYS[kind][s]:
            for t in ray:
                if cells[off + t] == 0:
                    out.append((t, False))
                    continue
                if other_players_piece(t):
                    out.append((t, True))
                break                            # blocked by the first piece on this board
    return out


def twin_square_is_vacant(cells: list[int], board: int, square: int) -> bool:
    """"A piece can only move or capture if the corresponding destination square on the other board
    is vacant.\""""
    return cells[twin_cell(BOARD_OFFSET[board] + square)] == 0


def promotion_choices(cells: list[int], cell: int, square: int, pawn_like: bool) -> tuple[int, ...]:
    """A pawn that reaches the far rank (rank 6 for White and Gold, rank 1 for Black and Green)
    promotes, by the mover's choice, to queen, rook, bishop or knight; under the option pawn-like
    promotion, to the mFcW piece. (0,) means no promotion."""
    code = cells[cell]
    if kind_of(code) != PAWN or not IS_FAR_RANK[PLAYER_DIRECTION[owner_of(code)]][square]:
        return (0,)
    return PROMOTIONS_PAWNLIKE if pawn_like else PROMOTIONS_CHOICE


def reference_moves(cells: list[int], player: int, pawn_like: bool) -> list:
    """All moves of `player` (no pass), applying each rule through its own function."""
    moves = []
    for cell, code in enumerate(cells):
        if code == 0 or owner_of(code) != player:
            continue
        board, s = divmod(cell, SQUARES)
        for t, _capture in piece_reach_on_its_board(cells, cell):
            if not twin_square_is_vacant(cells, board, t):
                continue
            for promo in promotion_choices(cells, cell, t, pawn_like):
                moves.append((board, s, t, promo))
    return moves


def blocked_by_twin(cells: list[int], cell: int) -> list[int]:
    """Squares the piece on `cell` could reach on its board but may not, because the corresponding
    square on the other board is occupied (for the screen and the vacancy lesson)."""
    board = cell // SQUARES
    return [t for t, _ in piece_reach_on_its_board(cells, cell) if not twin_square_is_vacant(cells, board, t)]


def must_pass(legal: list) -> bool:
    """"When a player cannot move, he passes his turn. If he can move in a later turn, then he can and
    must move that turn." The pass is the only move when there is no other, and never a choice."""
    return not legal
