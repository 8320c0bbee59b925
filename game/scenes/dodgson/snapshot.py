"""What the boards and the standings show: a `Snapshot` copied from an engine state (states are
mutated in place, so the screen keeps its own copy of the position it draws)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engines.dodgson.board import BISHOP, BOARD_OFFSET, KNIGHT, PAWN, PAWNLIKE, QUEEN, ROOK
from game.engines.dodgson.notation import taken_index
from game.engines.dodgson.scoring import first_elimination_winners, pieces_taken_from, points_taken

# Pieces taken are listed most valuable first (the standings' glyphs, the results card).
TAKEN_ORDER = (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE, PAWN)


@dataclass
class Snapshot:
    cells: list
    turn: int
    taken: list
    piece_count: list
    ended: str
    outcome: object
    last_move: object          # (seat, move) or None

    @classmethod
    def of(cls, state) -> "Snapshot":
        return cls(cells=list(state.cells), turn=state.turn, taken=list(state.taken),
                   piece_count=list(state.piece_count), ended=state.ended, outcome=state.outcome(),
                   last_move=state.last_move)

    def piece(self, board: int, square: int) -> tuple[int, int] | None:
        """(owner, kind) on `square` of `board`, or None."""
        code = self.cells[BOARD_OFFSET[board] + square]
        return (code >> 3, code & 7) if code else None

    def points(self, capturer: int, victim: int) -> int:
        return points_taken(self.taken, capturer, victim)

    def taken_kinds(self, capturer: int, victim: int) -> list[int]:
        """Every piece `capturer` took from `victim`, one kind per piece, most valuable first."""
        out = []
        for kind in TAKEN_ORDER:
            out += [kind] * self.taken[taken_index(capturer, victim, kind)]
        return out

    def leaders(self, victim: int) -> tuple[int, ...]:
        """Who would win were `victim` eliminated now (nobody while nobody has taken anything)."""
        if pieces_taken_from(self.taken, victim) == 0:
            return ()
        return first_elimination_winners(self.taken, victim)
