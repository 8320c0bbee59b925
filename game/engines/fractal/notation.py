"""Fractal territory notation (docs/notation/fractal.md).

A point is `across,up`: exact fractions of the board's width and height from its bottom-left
corner (`1/4,3/4`). A cell is its path of child numbers (`14`: child 4 of cell 1; children
are numbered in reading order). Moves:

    1/4,3/4              put a piece on the vertex at that point
    split 1 at 1/4,3/4   split cell 1 and put the piece on the new vertex at that point
    roll                 (dice option) roll for the right to split this turn
    die 5                the die's result

A position is sections separated by `;`:

    square 8; split 1; black 1/2,1/2 1,1/2; white 0,0; to move white

the shape and the deepest level, the split cells (each after its parent), Black's and
White's vertices (in reading order: top row first, left to right), who moves, and with the
dice option `rolled 5` once the player to move has rolled this turn. The player to move
may be left out: the one with fewer pieces (Black, who moves first, when they have as many).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from game.core.state import IllegalMove
from game.engines.fractal.board import FractalBoard
from game.engines.fractal.geometry import MAX_LEVEL, SHAPE_NAMES, Point, Shape

PLACE, SPLIT, ROLL = "place", "split", "roll"
SEAT_WORDS = ("black", "white")
_SPLIT = re.compile(r"^split\s+(\d+)\s+at\s+(.+)$")


def fraction_text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def point_text(shape: Shape, point: Point) -> str:
    return f"{fraction_text(shape.fraction(point[0]))},{fraction_text(shape.fraction(point[1]))}"


def parse_point(shape: Shape, text: str) -> Point:
    """`1/4,3/4` -> the point; IllegalMove for text that names no point of this shape's grid."""
    parts = text.strip().split(",")
    if len(parts) != 2:
        raise IllegalMove(f"fractal: '{text.strip()}' is not a point; write across,up like 1/4,3/4")
    coords = []
    for part in parts:
        try:
            value = Fraction(part.strip())
        except (ValueError, ZeroDivisionError):
            raise IllegalMove(f"fractal: '{part.strip()}' in '{text.strip()}' is not a fraction like 3/4") from None
        scaled = value * shape.denom
        if scaled.denominator != 1 or not 0 <= value <= 1:
            raise IllegalMove(f"fractal: '{text.strip()}' is not a point of the board")
        coords.append(int(scaled))
    return coords[0], coords[1]


def format_move(board: FractalBoard, move) -> str:
    if isinstance(move, int):
        return f"die {move}"
    kind = move[0]
    if kind == PLACE:
        return point_text(board.shape, board.points[move[1]])
    if kind == SPLIT:
        return f"split {board.path[move[1]]} at {point_text(board.shape, move[2])}"
    return ROLL


def parse_move(board: FractalBoard, text: str):
    """Move text -> a move; checks the form and that the vertex or cell exists, not legality."""
    words = " ".join(text.strip().lower().split())
    if words == ROLL:
        return (ROLL,)
    if words.startswith("die "):
        face = words[4:]
        if face.isdigit():
            return int(face)
        raise IllegalMove(f"fractal: '{text.strip()}' is not a die result; write die 1 to die 6")
    match = _SPLIT.match(words)
    if match:
        cell = board.by_path.get(match.group(1))
        if cell is None:
            raise IllegalMove(f"fractal: there is no cell {match.group(1)} on this board")
        return (SPLIT, cell, parse_point(board.shape, match.group(2)))
    point = parse_point(board.shape, words)
    vertex = board.index.get(point)
    if vertex is None:
        raise IllegalMove(f"fractal: there is no vertex at {words} yet")
    return (PLACE, vertex)


@dataclass
class Position:
    shape: str
    depth: int
    splits: list[str] = field(default_factory=list)
    pieces: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    to_move: int | None = None
    rolled: int | None = None


def read_position(text: str) -> Position:
    """Position text -> its parts (ValueError naming the faulty section)."""
    sections = [s.strip() for s in text.split(";") if s.strip()]
    if not sections:
        raise ValueError("fractal: the position is empty; start with the shape, like 'square 8'")
    head = sections[0].split()
    if not head or head[0] not in SHAPE_NAMES:
        raise ValueError(f"fractal: the position must start with a shape ({', '.join(SHAPE_NAMES)}), "
                         f"not '{sections[0]}'")
    depth = 8
    if len(head) > 1:
        if not head[1].isdigit() or not 3 <= int(head[1]) <= MAX_LEVEL:
            raise ValueError(f"fractal: '{head[1]}' is not a deepest level (3 to {MAX_LEVEL})")
        depth = int(head[1])
    position = Position(head[0], depth)
    for section in sections[1:]:
        word, _, rest = section.partition(" ")
        items = rest.split()
        if word == "split":
            position.splits.extend(items)
        elif word in SEAT_WORDS:
            position.pieces[SEAT_WORDS.index(word)].extend(items)
        elif word == "to" and len(items) == 2 and items[0] == "move" and items[1] in SEAT_WORDS:
            position.to_move = SEAT_WORDS.index(items[1])
        elif word == "rolled" and len(items) == 1 and items[0] in "123456":
            position.rolled = int(items[0])
        else:
            raise ValueError(f"fractal: '{section}' is not a section of a position (split, black, "
                             f"white, to move, rolled)")
    return position


def format_position(state) -> str:
    board = state.board
    parts = [f"{board.shape.name} {board.depth}"]
    splits = [board.path[c] for c in range(1, board.cell_count) if board.children[c] is not None]
    if splits:
        parts.append("split " + " ".join(sorted(splits, key=lambda p: (len(p), p))))
    # pieces in reading order (top row first, left to right): one position, one text, whatever
    # order the cells were split in
    reading = sorted(range(board.vertex_count), key=lambda v: (-board.points[v][1], board.points[v][0]))
    for seat, word in enumerate(SEAT_WORDS):
        taken = [point_text(board.shape, board.points[v]) for v in reading if state.owner[v] == seat]
        if taken:
            parts.append(f"{word} " + " ".join(taken))
    if not state.is_terminal():
        parts.append(f"to move {SEAT_WORDS[state.to_move]}")
        if state.rolled is not None:
            parts.append(f"rolled {state.rolled}")
    return "; ".join(parts)
