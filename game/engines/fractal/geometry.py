"""The four board shapes: where a cell's corners are and how a cell splits into children.

Every point is exact. Coordinates are whole numbers over one denominator per shape (`DENOM`),
so two cells that meet at a point name it with the same pair and a shared point is one
vertex. In players' terms (docs/notation/fractal.md) a point is "across, up": fractions of the
board's width and height from its bottom-left corner. The triangle and the hexaflake have
exact coordinates that way too, because the height is measured in the board's own height
(rows of the lattice), not in lengths.

A cell's geometry is a tuple of three whole numbers:

    square, carpet: (x, y, side)        the bottom-left corner and the side
    triangle:       (x, y, side)        the bottom-left corner; its apex is (x + side/2, y + side)
    hexaflake:      (cx, cy, q)         the centre; corners at (±2q, 0) and (±q, ±2q)

Children are numbered from 1 in reading order (top row first, left to right), so the paper's
"cell 1, the upper left cell" is cell 1 of the square.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import sqrt
from typing import Callable

Point = tuple[int, int]
Geometry = tuple[int, int, int]

# The deepest level any board may have (the `depth` option stays within it): the denominators
# below are exact down to it.
MAX_LEVEL = 12


def _square_corners(g: Geometry) -> tuple[Point, ...]:
    x, y, s = g
    return ((x, y), (x + s, y), (x + s, y + s), (x, y + s))


def _square_children(g: Geometry) -> tuple[Geometry, ...]:
    x, y, s = g
    h = s // 2
    return ((x, y + h, h), (x + h, y + h, h), (x, y, h), (x + h, y, h))


def _carpet_children(g: Geometry) -> tuple[Geometry, ...]:
    x, y, s = g
    t = s // 3
    rows = (y + 2 * t, y + t, y)
    return tuple((x + col * t, row, t) for r, row in enumerate(rows) for col in range(3)
                 if not (r == 1 and col == 1))


def _triangle_corners(g: Geometry) -> tuple[Point, ...]:
    x, y, s = g
    return ((x, y), (x + s, y), (x + s // 2, y + s))


def _triangle_children(g: Geometry) -> tuple[Geometry, ...]:
    x, y, s = g
    h = s // 2
    return ((x + s // 4, y + h, h), (x, y, h), (x + h, y, h))


# A hexagon's corners from its centre, counterclockwise from the right, in units of q.
_HEX_CORNERS = ((2, 0), (1, 2), (-1, 2), (-2, 0), (-1, -2), (1, -2))
# Its seven children's centres in reading order (NW, NE, W, centre, E, SW, SE), in units of q/3:
# the outer six sit two thirds of the way out towards each corner.
_HEX_CHILDREN = ((-2, 4), (2, 4), (-4, 0), (0, 0), (4, 0), (-2, -4), (2, -4))


def _hex_corners(g: Geometry) -> tuple[Point, ...]:
    cx, cy, q = g
    return tuple((cx + dx * q, cy + dy * q) for dx, dy in _HEX_CORNERS)


def _hex_children(g: Geometry) -> tuple[Geometry, ...]:
    cx, cy, q = g
    t = q // 3
    return tuple((cx + dx * t, cy + dy * t, t) for dx, dy in _HEX_CHILDREN)


@dataclass(frozen=True)
class Shape:
    name: str                 # the `shape` option's value
    title: str                # what players read
    denom: int                # coordinates are whole numbers over this
    root: Geometry            # the whole board, level 1
    corners: Callable[[Geometry], tuple[Point, ...]]     # counterclockwise
    children: Callable[[Geometry], tuple[Geometry, ...]]  # reading order
    aspect: float             # height over width when drawn

    def fraction(self, value: int) -> Fraction:
        return Fraction(value, self.denom)

    def plane(self, point: Point) -> tuple[float, float]:
        """Where a point is drawn, in board widths from the bottom-left corner (y up)."""
        return point[0] / self.denom, point[1] / self.denom * self.aspect

    def size_of(self, geometry: Geometry) -> float:
        """A cell's width in board widths (for the drawing: pieces and lines scale with it)."""
        if self.name == "hexaflake":
            return 4 * geometry[2] / self.denom
        return geometry[2] / self.denom


_SQUARE_DENOM = 2 ** (MAX_LEVEL + 1)
_CARPET_DENOM = 3 ** MAX_LEVEL
_HEX_DENOM = 4 * 3 ** MAX_LEVEL
_ROOT3_HALF = sqrt(3) / 2

SHAPES: dict[str, Shape] = {
    "square": Shape("square", "Square", _SQUARE_DENOM, (0, 0, _SQUARE_DENOM),
                    _square_corners, _square_children, 1.0),
    "triangle": Shape("triangle", "Sierpinski triangle", _SQUARE_DENOM, (0, 0, _SQUARE_DENOM),
                      _triangle_corners, _triangle_children, _ROOT3_HALF),
    "carpet": Shape("carpet", "Sierpinski carpet", _CARPET_DENOM, (0, 0, _CARPET_DENOM),
                    _square_corners, _carpet_children, 1.0),
    # The hexagon spans the board's width: its centre is the middle and q a quarter of the width.
    "hexaflake": Shape("hexaflake", "Hexaflake", _HEX_DENOM, (_HEX_DENOM // 2, _HEX_DENOM // 2, _HEX_DENOM // 4),
                       _hex_corners, _hex_children, _ROOT3_HALF),
}
SHAPE_NAMES = tuple(SHAPES)
