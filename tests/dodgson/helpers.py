"""Positions for the Not a Dodgson System Chess tests, written as {"A c3": "Wq", ...}.

`make_state` builds the position text (docs/notation/dodgson.md) and reads it back through the
engine, so every test also exercises the notation. Players missing from `pieces` get one parked
pawn on board B (White g2, Gold a2, Black g5, Green a5) so the game is not already over; tests
that care about those squares place pieces there themselves.
"""
from __future__ import annotations

from game.engines.dodgson import GAME
from game.engines.dodgson.board import (
    BOARD_OFFSET, LETTER_KINDS, OWNER_LETTERS, SQUARES, parse_square, piece,
)
from game.engines.dodgson.notation import PASS, TALLY_SIZE, Position, position_text

PARKING = {"W": "B g2", "G": "B a2", "B": "B g5", "N": "B a5"}


def cell(where: str) -> int:
    """'A c3' -> cell index on the flat 84-cell list."""
    board, square = where.split()
    return BOARD_OFFSET["AB".index(board)] + parse_square(square)


def position(pieces: dict[str, str], to_move: str = "W", quiet: int = 0, captures: str = "-",
             park: bool = True) -> str:
    cells = [0] * (2 * SQUARES)
    owners = {code[0] for code in pieces.values()}
    placed = dict(pieces)
    if park:
        for owner, where in PARKING.items():
            if owner not in owners:
                assert where not in placed, f"parking square {where} is taken"
                placed[where] = owner + "p"
    for where, code in placed.items():
        cells[cell(where)] = piece(OWNER_LETTERS.index(code[0]), LETTER_KINDS[code[1]])
    text = position_text(Position(cells, OWNER_LETTERS.index(to_move), quiet, [0] * TALLY_SIZE))
    return text.rsplit(" ", 1)[0] + " " + captures


def make_state(pieces: dict[str, str], to_move: str = "W", quiet: int = 0, captures: str = "-",
               park: bool = True, **options):
    return GAME.state_from_position(position(pieces, to_move, quiet, captures, park), options)


def texts(state) -> set[str]:
    return {state.move_to_text(m) for m in state.legal_moves()}


def moves_of(state, where: str) -> set[str]:
    """Legal moves (as text) of the piece on `where`."""
    board, square = where.split()
    board, square = "AB".index(board), parse_square(square)
    return {state.move_to_text(m) for m in state.legal_moves() if m != PASS and m[:2] == (board, square)}


def play(state, *moves: str):
    for text in moves:
        state.apply(state.text_to_move(text))
    return state


__all__ = ["GAME", "PASS", "cell", "position", "make_state", "texts", "moves_of", "play"]
