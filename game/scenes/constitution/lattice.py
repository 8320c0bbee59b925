"""The triangular lattice on screen: where a lattice point lands in a screen rectangle (`LatticeFit`)
and back. The lattice itself (point (x, y) at (x + y/2, y*sqrt(3)/2) lattice units) is the
engine's: `point_to_screen` in game.engines.constitution.board."""
from __future__ import annotations

import math

from game.engines.constitution.board import point_to_screen
from game.engines.constitution.mapdata import Cell, cell_corners

SQRT3_2 = math.sqrt(3) / 2

XY = tuple[float, float]


class LatticeFit:
    """Places the lattice in a screen rectangle: scale and offset so the whole map fits, centred."""

    def __init__(self, cells: list[Cell], left: float, bottom: float, width: float, height: float,
                 max_scale: float = 40.0):
        xs, ys = [], []
        for cell in cells:
            for corner in cell_corners(cell):
                sx, sy = point_to_screen(corner)
                xs.append(sx)
                ys.append(sy)
        self.min_x, self.max_x = min(xs), max(xs)
        self.min_y, self.max_y = min(ys), max(ys)
        span_x = max(1e-6, self.max_x - self.min_x)
        span_y = max(1e-6, self.max_y - self.min_y)
        self.scale = min(width / span_x, height / span_y, max_scale)
        self.ox = left + (width - span_x * self.scale) / 2 - self.min_x * self.scale
        self.oy = bottom + (height - span_y * self.scale) / 2 - self.min_y * self.scale
        self.rect = (left, bottom, width, height)

    def xy(self, point) -> XY:
        sx, sy = point_to_screen(point)
        return (self.ox + sx * self.scale, self.oy + sy * self.scale)

    def to_lattice(self, x: float, y: float) -> tuple[float, float]:
        """Screen -> fractional lattice coordinates (the inverse of `xy`)."""
        sx = (x - self.ox) / self.scale
        sy = (y - self.oy) / self.scale
        ly = sy / SQRT3_2
        return (sx - ly / 2.0, ly)

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """left, right, bottom, top of the fitted map on screen."""
        return (self.ox + self.min_x * self.scale, self.ox + self.max_x * self.scale,
                self.oy + self.min_y * self.scale, self.oy + self.max_y * self.scale)
