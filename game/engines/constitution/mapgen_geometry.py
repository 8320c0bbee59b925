"""Lattice geometry and the map projection, for the Constitution map generator (mapgen.py).

Point (x, y) of the lattice is on screen at (x + y/2, y*sqrt(3)/2); cell [x, y, o] is the up
(o = 0) or down (o = 1) triangle whose lowest-left corner is (x, y).
"""
from __future__ import annotations

import math

from game.engines.constitution.mapdata import Cell, cell_neighbours

SQRT3 = math.sqrt(3.0)
CELL_AREA = SQRT3 / 4.0          # area of a unit triangle, in screen units
STRETCH_X = 1.0         # widen the map a little: the screen's board area is wider than the US


def cell_centre(cell: Cell) -> tuple[float, float]:
    """Screen position (lattice units) of a cell's centroid."""
    x, y, o = cell
    t = 1.0 / 3.0 if o == 0 else 2.0 / 3.0
    lx, ly = x + t, y + t
    return (lx + ly / 2.0, ly * SQRT3 / 2.0)


def screen_to_cell(sx: float, sy: float) -> Cell:
    """The cell containing screen point (sx, sy)."""
    ly = sy * 2.0 / SQRT3
    lx = sx - ly / 2.0
    x, y = math.floor(lx), math.floor(ly)
    o = 0 if (lx - x) + (ly - y) < 1.0 else 1
    return (x, y, o)


def project(lat: float, lon: float) -> tuple[float, float]:
    """A flat projection around 38N 96W, in degrees of latitude (x east, y north)."""
    return ((lon + 96.0) * math.cos(math.radians(38.0 + 0.35 * (lat - 38.0))) * STRETCH_X, lat - 38.0)


def fill_holes(cells: set[Cell]) -> set[Cell]:
    """`cells` plus every cell it walls in (not reachable from outside without crossing it)."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    start = (x0, y0, 0)
    outside = {start}
    stack = [start]
    while stack:
        for nb in cell_neighbours(stack.pop()):
            if nb in outside or nb in cells or not (x0 <= nb[0] <= x1 and y0 <= nb[1] <= y1):
                continue
            outside.add(nb)
            stack.append(nb)
    return {(x, y, o) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) for o in (0, 1)
            if (x, y, o) not in outside}
