"""Constitution notation (docs/notation/constitution.md).

A move is a lattice point `x,y` (or `(x, y)`), a direction and distance from the piece
(`NE3`; E, W, NE, NW, SE, SW), `pass` (the forced pass of the revised rules), or, for the
second player's first move, `start x,y` / `start 1` / `start 2` (the starting point chosen).
Records always write `x,y`, `start x,y` or `pass`.
"""
from __future__ import annotations

import re

from game.core.state import IllegalMove
from game.engines.constitution.board import DIRECTION_NAMES, DIRECTIONS
from game.engines.constitution.moves import PASS

_POINT_RE = re.compile(r"^\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?$")
_DIRECTION_RE = re.compile(r"^(NE|NW|SE|SW|E|W)\s*(\d+)$", re.IGNORECASE)


def format_move(state, move) -> str:
    """`x,y`, `start x,y` before the first move, or `pass`."""
    if move == PASS:
        return PASS
    x, y = move
    if not state.started:
        return f"start {x},{y}"
    return f"{x},{y}"


def parse_move(state, text: str):
    """Text -> move value (not yet checked for legality). Raises IllegalMove on bad text."""
    raw = text
    text = text.strip()
    if text.lower() == PASS:
        return PASS
    if text.lower().startswith("start"):
        if state.started:
            raise IllegalMove(f"constitution: '{raw.strip()}': the starting point is already chosen")
        rest = text[5:].strip()
        if rest in ("1", "2"):
            return state.board.points[state.start_points[int(rest) - 1]]
        text = rest
    match = _POINT_RE.match(text)
    if match:
        return (int(match.group(1)), int(match.group(2)))
    match = _DIRECTION_RE.match(text)
    if match and state.started and state.to_move >= 0:
        dx, dy = DIRECTIONS[DIRECTION_NAMES.index(match.group(1).upper())]
        distance = int(match.group(2))
        x, y = state.board.points[state.pos[state.to_move]]
        return (x + dx * distance, y + dy * distance)
    raise IllegalMove(f"constitution: cannot read the move '{raw.strip()}' (try x,y, NE3, pass or start 1)")
