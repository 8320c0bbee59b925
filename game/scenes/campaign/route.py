"""The route's geometry in map units: each leg between two stops is a gentle arc (a quadratic
curve bowed to the north, higher for a flight), walked by arc length so the bus moves at an
even pace along it. Pure Python: the travel, the route drawing and the tests share it."""
from __future__ import annotations

import bisect
import math

Point = tuple[float, float]

SAMPLES = 48              # points along a leg (enough for a smooth curve at any zoom used)
BULGE = {"bus": 0.14, "plane": 0.26}     # how far a leg bows out, as a share of its length


def ease_in_out(t: float) -> float:
    """Slow start, slow arrival (cubic)."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


class Leg:
    """One leg from `a` to `b`, bowed by `bulge` (a share of its length) to the north."""

    def __init__(self, a: Point, b: Point, kind: str = "bus"):
        self.a, self.b, self.kind = a, b, kind
        dx, dy = b[0] - a[0], b[1] - a[1]
        self.chord = math.hypot(dx, dy)
        nx, ny = (-dy, dx) if self.chord else (0.0, 1.0)
        if ny < 0 or (ny == 0 and nx < 0):          # bow towards the top of the map
            nx, ny = -nx, -ny
        norm = math.hypot(nx, ny) or 1.0
        bulge = BULGE.get(kind, BULGE["bus"]) * self.chord
        self.control = ((a[0] + b[0]) / 2 + nx / norm * bulge, (a[1] + b[1]) / 2 + ny / norm * bulge)
        self.points = [self._curve(i / SAMPLES) for i in range(SAMPLES + 1)]
        self.cumulative = [0.0]
        for p, q in zip(self.points, self.points[1:]):
            self.cumulative.append(self.cumulative[-1] + math.hypot(q[0] - p[0], q[1] - p[1]))
        self.length = self.cumulative[-1]

    def _curve(self, t: float) -> Point:
        (ax, ay), (cx, cy), (bx, by) = self.a, self.control, self.b
        u = 1 - t
        return u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by

    def _index(self, fraction: float) -> tuple[int, float]:
        """The sample segment holding `fraction` of the leg's length, and how far into it."""
        if self.length <= 0:
            return 0, 0.0
        d = max(0.0, min(1.0, fraction)) * self.length
        i = min(SAMPLES - 1, max(0, bisect.bisect_right(self.cumulative, d) - 1))
        span = self.cumulative[i + 1] - self.cumulative[i]
        return i, (d - self.cumulative[i]) / span if span else 0.0

    def at(self, fraction: float) -> tuple[float, float, float]:
        """x, y and heading (radians) at `fraction` (0..1) of the leg's length."""
        i, k = self._index(fraction)
        p, q = self.points[i], self.points[i + 1]
        return p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k, math.atan2(q[1] - p[1], q[0] - p[0])

    def upto(self, fraction: float) -> list[Point]:
        """The leg's points from its start to `fraction` of its length (the trail so far)."""
        i, _ = self._index(fraction)
        x, y, _ = self.at(fraction)
        return self.points[:i + 1] + [(x, y)]

    def bounds(self) -> tuple[float, float, float, float]:
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return min(xs), min(ys), max(xs), max(ys)


def dashes(points: list[Point], dash: float, gap: float) -> list[tuple[Point, Point]]:
    """A polyline cut into dashes (dash long, gap apart), as segments."""
    out: list[tuple[Point, Point]] = []
    on, left = True, dash
    for p, q in zip(points, points[1:]):
        seg = math.hypot(q[0] - p[0], q[1] - p[1])
        start = 0.0
        while seg - start > 1e-9:
            step = min(left, seg - start)
            if on:
                a = start / seg
                b = (start + step) / seg
                out.append(((p[0] + (q[0] - p[0]) * a, p[1] + (q[1] - p[1]) * a),
                            (p[0] + (q[0] - p[0]) * b, p[1] + (q[1] - p[1]) * b)))
            start += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash if on else gap
    return out
