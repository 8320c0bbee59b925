"""Where a finished match turned, from its review's values: one pure function, so the review's
header and the results card say the same thing.

The turning point is the move after which the winner stayed on the winning side for good: in
points (an exact review, Grundy), the move after which the winner's final margin under perfect
play stayed above zero (the move that made the win sure; a drawn position that became a won one
counts, and is said as a sure win, never as "could not lose"); in expected scores, the move after
which the winner's value stayed above every other seat's. Only valued positions count (a review
of Margin of Error values the positions its weekly decisions start and end at).

It credits the mover of that move. When it was the loser's move (a slip that let the winner
through), the words name it as the loser's move: that is where the match was lost, and the move
the player can learn from; moving the credit to the winner's next move would point at a move
that only kept what the slip gave. When the move into that position was a roll of the dice, the
decision before the roll is credited (its outcome turned the match).
"""
from __future__ import annotations

from typing import Sequence

from game.core.review_model import POINTS, PlyReview, ReviewRow, TurningPoint, said_by


def _ahead(value: Sequence[float], winner: int, units: str) -> bool:
    if units == POINTS:
        return value[winner] > 0
    return all(value[winner] > v for s, v in enumerate(value) if s != winner)


def turning_point(values: Sequence[Sequence[float] | None], plies: Sequence[PlyReview], winners: Sequence[int],
                  units: str, names: Sequence[str], rows: Sequence[ReviewRow] = ()) -> TurningPoint | None:
    """The match's turning point (see the module's doc), or None: no single winner, a review not
    finished (a value per position is needed, `values[0]` the start), or no move to credit."""
    if len(winners) != 1 or not plies or len(values) != len(plies) + 1:
        return None
    winner = winners[0]
    behind = None                       # the last valued position where the winner was not ahead
    for position, value in enumerate(values):
        if value is not None and winner < len(value) and not _ahead(value, winner, units):
            behind = position
    if behind is None:                  # ahead from the start: the winner's first move keeps it
        ply = next((p for p in plies if p.seat == winner), None)
        if ply is None:
            return None
        return TurningPoint(ply.ply, winner, said_by(names[winner], "was ahead from the start and stayed ahead."))
    turn = next((p for p in range(behind + 1, len(values)) if values[p] is not None), None)
    if turn is None:
        return None
    # the move into `turn`, or the decision before it when that was a roll
    index = turn - 1
    while index > behind and plies[index].seat is None:
        index -= 1
    ply = plies[index]
    if ply.seat is None:
        return None
    mover = ply.seat
    at = _when(ply.ply, rows)
    last = ply.ply == len(plies) or all(p.seat is None for p in plies[ply.ply:])
    if mover == winner:
        if units == POINTS:
            words = f"It turned at {at}: {said_by(names[mover], ply.words)}, which made the win sure."
        elif last:
            words = f"It was decided at the last move, {at}: {said_by(names[mover], ply.words)}."
        else:
            words = f"It turned at {at}: {said_by(names[mover], ply.words)} and stayed ahead from there."
    elif units == POINTS:
        words = f"It turned at {at}: {said_by(names[mover], ply.words)}, which gave {_object(names[winner])} a sure win."
    else:
        words = f"It turned at {at}: {said_by(names[mover], ply.words)}, and {said_by(names[winner], 'was ahead from there')}."
    return TurningPoint(ply.ply, mover, words)


def _when(ply: int, rows: Sequence[ReviewRow]) -> str:
    """"move 4", or the title of the review's row that holds the move ("week 3")."""
    for row in rows:
        if row.holds(ply - 1) and row.title:
            return row.title[0].lower() + row.title[1:]
    return f"move {ply}"


def _object(name: str) -> str:
    """A seat's name in a sentence's middle: "you" for the player."""
    return "you" if name == "You" else name
