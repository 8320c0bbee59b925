"""The Constitution map: regions of triangular cells on the lattice of the rulings.

Lattice (rulings): point (x, y) sits on screen at (x + y/2, y*sqrt(3)/2). Cell [x, y, o]:
o = 0 is the up triangle (x,y) (x+1,y) (x,y+1); o = 1 the down triangle (x+1,y) (x,y+1) (x+1,y+1).
"""
from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int, int]
Point = tuple[int, int]


@dataclass(frozen=True)
class Region:
    code: str            # "CA", "DC", ...
    name: str            # "California"
    cells: tuple[Cell, ...]

    @property
    def is_state(self) -> bool:
        """DC is a region but not a state (it does not count toward 26 states)."""
        return self.code != "DC"


@dataclass(frozen=True)
class BoardMap:
    regions: dict[str, Region]
    white_house: Point
    source: str = "<memory>"


def cell_corners(cell: Cell) -> tuple[Point, Point, Point]:
    x, y, o = cell
    if o == 0:
        return ((x, y), (x + 1, y), (x, y + 1))
    return ((x + 1, y), (x, y + 1), (x + 1, y + 1))
