"""A Fractal territory move in words, as a player would say it: "Black takes the centre",
"White splits the top-right square and takes its centre". The notation ("1/2,1/2", "split 2
at 3/4,3/4") stays for records and the command line.

A point is named by its place in the cell whose split made it (the board's own corners by
their place on the board): its centre, a corner, the middle of a side. A cell is named by
where it sits in its parent ("the top-left square"); cells deeper than the board's first
children say which of those they lie in ("a small square in the top-left square").
The move list shows the richest wording that fits its row (`row_labels`); the status line
gives the whole sentence (`move_sentence`). Pure Python: no drawing here.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.engines.fractal.board import FractalBoard
from game.engines.fractal.notation import PLACE, ROLL, SPLIT

# directions from a cell's middle, counter-clockwise from the right (y points up)
COMPASS = ("right", "top-right", "top", "top-left", "left", "bottom-left", "bottom", "bottom-right")
NOUNS = {"square": "square", "carpet": "square", "triangle": "triangle", "hexaflake": "hexagon"}
NEAR = 1e-9               # points are exact fractions: their plane coordinates match to rounding


@dataclass(frozen=True)
class CellName:
    """A cell in words, richest first: `full` reads after a verb ("the top-left square"),
    `short` stands alone in a tight row ("top-left square"), `tiny` barest ("top-left")."""

    full: str
    short: str
    tiny: str


@dataclass(frozen=True)
class PointPlace:
    """A point's place in a cell: `own` reads after "its" ("centre", "top midpoint"), `full`
    stands for it on the whole board ("the midpoint of the top edge"), `joiner` ties `full` to
    a smaller cell ("of", "in"); `kind` is "centre", "corner", "edge", "hole" or "inside"."""

    kind: str
    own: str
    full: str
    joiner: str = "of"
    brief: str = ""                    # a shorter wording, for a tight row ("top edge")

    @property
    def bare(self) -> str:
        """The barest wording, its kind alone ("edge"), for the tightest row."""
        return {"hole": "hole corner", "inside": "inner point"}.get(self.kind, self.kind)


@dataclass(frozen=True)
class MoveWords:
    """One move in words: who made it, what kind ("place", "split", "roll", "die"), the cell
    it names and the point's place in that cell, or the die's face."""

    mover: int
    kind: str
    cell: CellName | None = None
    place: PointPlace | None = None
    on_board: bool = False             # the cell is the whole board: "the centre", not "the centre of the board"
    face: int = 0
    split_allowed: bool = False        # a die's face allows a split


def _middle(board: FractalBoard, cell: int) -> tuple[float, float]:
    corners = [board.shape.plane(p) for p in board.shape.corners(board.geometry[cell])]
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def _direction(dx: float, dy: float) -> str:
    return COMPASS[round(math.atan2(dy, dx) / (math.pi / 4)) % 8]


def _same(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < NEAR and abs(a[1] - b[1]) < NEAR


def cell_name(board: FractalBoard, cell: int) -> CellName:
    """How a player names `cell`: by where it sits in its parent, and for deeper cells in
    which of the board's first children it lies."""
    noun = NOUNS[board.shape.name]
    if board.level[cell] == 1:
        return CellName("the board", "board", "board")

    def where(c: int) -> str:
        (x, y), (px, py) = _middle(board, c), _middle(board, board.parent[c])
        if _same((x, y), (px, py)):
            return "centre"
        return _direction(x - px, y - py)

    top = cell
    while board.level[top] > 2:
        top = board.parent[top]
    outer = where(top)
    if board.level[cell] == 2:
        return CellName(f"the {outer} {noun}", f"{outer} {noun}", outer)
    if board.level[cell] == 3:
        inner = where(cell)
        return CellName(f"the {inner} {noun} in the {outer} {noun}", f"small {noun}, {outer}", outer)
    size = "small" if board.level[cell] <= 4 else "tiny"
    return CellName(f"a {size} {noun} in the {outer} {noun}", f"{size} {noun}, {outer}", outer)


def point_place(board: FractalBoard, cell: int, point) -> PointPlace:
    """The place of `point` (exact, as the board stores it) in `cell`."""
    shape = board.shape
    corners = shape.corners(board.geometry[cell])
    middle = _middle(board, cell)
    at = shape.plane(tuple(point))
    if tuple(point) in corners:
        corner = f"{_direction(at[0] - middle[0], at[1] - middle[1])} corner"
        return PointPlace("corner", corner, f"the {corner}")
    if _same(at, middle):
        return PointPlace("centre", "centre", "the centre")
    planes = [shape.plane(p) for p in corners]
    for a, b in zip(planes, planes[1:] + planes[:1]):
        cross = (b[0] - a[0]) * (at[1] - a[1]) - (b[1] - a[1]) * (at[0] - a[0])
        if abs(cross) < NEAR:
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            edge = _direction(mid[0] - middle[0], mid[1] - middle[1])
            if shape.name == "triangle" and edge not in ("top", "bottom"):
                edge = edge.split("-")[1]          # a triangle's slanted edges: "left", "right"
            if _same(at, mid):
                return PointPlace("edge", f"{edge} midpoint", f"the midpoint of the {edge} edge",
                                  brief=f"{edge} edge")
            # the carpet and the hexaflake put two points on an edge: the nearer corner tells them apart
            end = min((a, b), key=lambda p: math.dist(p, at))
            near = f"{edge} edge by the {_direction(end[0] - middle[0], end[1] - middle[1])} corner"
            return PointPlace("edge", near, f"the {near}", brief=f"{edge} edge")
    toward = _direction(at[0] - middle[0], at[1] - middle[1])
    if shape.name == "carpet":                     # the carpet's inner points ring its hole
        return PointPlace("hole", f"hole's {toward} corner", f"the {toward} corner of the hole", "in", "hole corner")
    return PointPlace("inside", f"inner point to the {toward}", f"an inner point to the {toward}", "in", "inner point")


def _home_cell(board: FractalBoard, vertex: int) -> int:
    """The cell whose split made `vertex` (the board for its own corners)."""
    level = board.vertex_level[vertex]
    if level == 1:
        return 0
    for child in board.vertex_cells[vertex]:
        if board.level[child] == level:
            return board.parent[child]
    return 0


def describe_move(before, move) -> MoveWords:
    """`move` (as the engine plays it) made in state `before`, in words."""
    board = before.board
    mover = before.current_player()
    if isinstance(move, int):
        return MoveWords(mover, "die", face=move, split_allowed=move in (5, 6))
    if move[0] == ROLL:
        return MoveWords(mover, "roll")
    if move[0] == SPLIT:
        cell = move[1]
        return MoveWords(mover, "split", cell_name(board, cell), point_place(board, cell, move[2]), cell == 0)
    vertex = move[1]
    cell = _home_cell(board, vertex)
    return MoveWords(mover, "place", cell_name(board, cell), point_place(board, cell, board.points[vertex]), cell == 0)


def _taken(words: MoveWords) -> str:
    """The point taken, after "takes": "the centre", "the centre of the top-left square"."""
    if words.on_board:
        return words.place.full
    return f"{words.place.full} {words.place.joiner} {words.cell.full}"


def row_labels(words: MoveWords, name: str) -> list[str]:
    """The move list's wordings of a move, richest first, each once (the list shows the first
    that fits its row; the dot before it shows who moved)."""
    if words.kind == "die":
        result = "may split" if words.split_allowed else "no split"
        return [f"The die shows {words.face}: {result}", f"rolled {words.face}: {result}", f"rolled {words.face}"]
    if words.kind == "roll":
        return [f"{name} rolls for a split", "rolls for a split", "rolls"]
    cell, own = words.cell, words.place.own
    brief = words.place.brief or own
    if words.kind == "split":
        return list(dict.fromkeys([
            f"{name} splits {cell.full} and takes its {own}", f"splits {cell.full}, takes its {own}",
            f"splits {cell.short}, takes its {own}", f"splits {cell.tiny}: takes {own}",
            f"splits {cell.tiny}: {own}", f"splits {cell.tiny}: {brief}", f"splits {cell.short}",
            f"splits {cell.tiny}"]))
    taken = _taken(words)
    if words.on_board:          # a corner's brief name is its own ("top-left corner"): said once
        return list(dict.fromkeys([f"{name} takes {taken}", f"takes {taken}", own, brief]))
    # the cell always named: "left midpoint" alone would read as the board's
    return list(dict.fromkeys([f"{name} takes {taken}", f"takes {taken}", f"{cell.short}: {own}",
                               f"{cell.tiny}: {own}", f"{cell.tiny}: {brief}", f"{cell.tiny}: {words.place.bare}"]))


def move_sentence(words: MoveWords, name: str) -> str:
    """The move as one sentence (the status line when looking back)."""
    return row_labels(words, name)[0]
