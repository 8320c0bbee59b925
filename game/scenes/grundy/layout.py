"""Where things are on the Grundy screen: the board's area, and `BoardLayout` (each vertex's or
country's place on screen, what lies under the pointer, which vertex an arrow key leads to)."""
from __future__ import annotations

import math

from game.engines.grundy.board import Board
from game.scenes.match_layout import PANEL_LEFT
from game.ui import theme
from game.ui.input import Action

# ---- logical pixels (1280x720) ------------------------------------------------------------------
BOARD_AREA = (18, 54, PANEL_LEFT - 36, 580)         # left, bottom, width, height: the board itself
HEADER_Y = 688                                      # the board's name


class BoardLayout:
    """Where the board's vertices (or countries) are drawn, and hit-testing."""

    def __init__(self, board: Board, rect=BOARD_AREA):
        left, bottom, width, height = rect
        cx, cy = left + width / 2, bottom + height / 2
        self.is_map = board.kind == "map"
        if self.is_map:
            radius = min(width, height) / 2 - 18
            self.scale = radius
            self.ox, self.oy = cx, cy
            self.disc = (cx, cy, radius)
        else:
            xs = [p[0] for p in board.positions]
            ys = [p[1] for p in board.positions]
            span_x = max(0.3, max(xs) - min(xs))
            span_y = max(0.3, max(ys) - min(ys))
            margin = 54
            self.scale = min((width - 2 * margin) / span_x, (height - 2 * margin) / span_y, height * 0.62)
            self.ox = cx - (min(xs) + max(xs)) / 2 * self.scale
            self.oy = cy - (min(ys) + max(ys)) / 2 * self.scale
            self.disc = None
        self.centres = [self.xy(p) for p in board.positions]
        closest = min((math.dist(a, b) for i, a in enumerate(self.centres) for b in self.centres[i + 1:]),
                      default=100.0)
        if self.is_map:
            self.radius = max(12.0, min(21.0, closest * 0.27))
        else:
            self.radius = max(15.0, min(30.0, closest * 0.3))
        # as drawn (board_view): the socket's rim reaches radius + 2; the lines' width
        self.socket_radius = self.radius + 2
        self.line_width = max(3.0, self.radius * 0.16)
        self.polygons = [[self.xy(p) for p in poly] for poly in board.polygons]
        # per country: the sign of its corners' winding (for the point-in-polygon test)
        self._winding = [1.0 if _signed_area(poly) >= 0 else -1.0 for poly in self.polygons]
        ys = [y for _, y in self.centres] + [y for poly in self.polygons for _, y in poly]
        self.low, self.high = (min(ys), max(ys)) if ys else (bottom, bottom + height)

    def xy(self, p) -> tuple[float, float]:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def lit(self, colour, y: float):
        """`colour` as drawn at height y: the board is lit from above."""
        t = (y - self.low) / max(1.0, self.high - self.low)
        return theme.shade(colour, 0.9 + 0.18 * t)

    def vertex_at(self, x: float, y: float) -> int | None:
        """The vertex (circle, or country) under the pointer, or None."""
        if self.is_map:
            cx, cy, r = self.disc
            if math.hypot(x - cx, y - cy) > r:
                return None
            for v, poly in enumerate(self.polygons):
                if _inside_convex(poly, x, y, self._winding[v]):
                    return v
            return None
        best, best_d = None, (self.radius * 1.35) ** 2
        for v, (vx, vy) in enumerate(self.centres):
            d = (vx - x) ** 2 + (vy - y) ** 2
            if d <= best_d:
                best, best_d = v, d
        return best

    def step_from(self, vertex: int, action: Action, candidates: list[int]) -> int | None:
        """Where an arrow key (or d-pad) moves the cursor: the candidate nearest in the direction
        of `action` from `vertex` (a cone of 70 degrees either side, nearer the axis preferred),
        or None."""
        dx, dy = {Action.LEFT: (-1, 0), Action.RIGHT: (1, 0), Action.UP: (0, 1), Action.DOWN: (0, -1)}[action]
        ox, oy = self.centres[vertex]
        best, best_score = None, math.inf
        for v in candidates:
            if v == vertex:
                continue
            x, y = self.centres[v]
            along = (x - ox) * dx + (y - oy) * dy
            across = abs((x - ox) * dy) + abs((y - oy) * dx)
            if along <= 0.5 or across > along * math.tan(math.radians(70)):
                continue
            score = along + 1.6 * across
            if score < best_score:
                best, best_score = v, score
        return best


def in_box(box, x: float, y: float) -> bool:
    """Whether (x, y) lies in `box` (left, bottom, width, height, anything more ignored)."""
    l, b, w, h = box[:4]
    return l <= x <= l + w and b <= y <= b + h


def _signed_area(poly) -> float:
    return 0.5 * sum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
                     for i in range(len(poly)))


def _inside_convex(poly, x: float, y: float, winding: float) -> bool:
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) * winding < -1e-9:
            return False
    return True
