"""The campaign map's projection and state outlines, in map units. Pure Python.

The projection is the way US maps are drawn: Albers equal-area conic for the lower 48;
Alaska and Hawaii moved into insets at the bottom left, each with its own projection and scale.
Map units: x to the right, y up; everything drawn fits MAP_BOUNDS (left, bottom, right, top),
the lower 48 about 1000 units wide; INSET_FRAMES holds the boxes drawn around the insets.

    project(lat, lon, state=None) -> (x, y)   a place (state "AK"/"HI", or guessed from lat/lon)
    load_outlines() -> {code: [ring, ...]}    each ring a list of (x, y), counter-clockwise
    state_names() / neighbours()               names by code; real land borders (pairs)
    state_at(x, y) -> code | None              the state under a point
    state_centre(code) -> (x, y)               a point well inside the state (for labels)
    triangulate(ring) / load_triangles()       ear clipping of the rings, for drawing them

The outlines come from levels/maps/us_states.toml (written by tools/make_us_outline.py from
the Census Bureau's cartographic boundary files), read once through game.core.datafile, so a
broken file raises DataFileError naming the file, the key and the fault.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from pathlib import Path

from game import paths
from game.core.datafile import DataFileError, Fields, read_toml

MAP_FILE = paths.data_path("levels", "maps", "us_states.toml")

MAP_BOUNDS = (-10.0, -58.0, 1010.0, 640.0)       # left, bottom, right, top: all drawn land
INSET_FRAMES = {                                   # left, bottom, right, top of each inset box
    "AK": (0.0, -50.0, 228.0, 132.0),
    "HI": (238.0, -50.0, 376.0, 48.0),
}


@dataclass(frozen=True)
class Albers:
    """Albers equal-area conic: standard parallels lat1, lat2, origin (lat0, lon0)."""
    lat1: float
    lat2: float
    lat0: float
    lon0: float

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        p1, p2, p0 = (math.radians(v) for v in (self.lat1, self.lat2, self.lat0))
        n = (math.sin(p1) + math.sin(p2)) / 2
        c = math.cos(p1) ** 2 + 2 * n * math.sin(p1)
        rho0 = math.sqrt(c - 2 * n * math.sin(p0)) / n
        rho = math.sqrt(max(0.0, c - 2 * n * math.sin(math.radians(lat)))) / n
        # wrapped, so the Aleutians west of 180 degrees stay beside the rest of Alaska
        theta = n * math.radians((lon - self.lon0 + 180.0) % 360.0 - 180.0)
        return rho * math.sin(theta), rho0 - rho * math.cos(theta)


@dataclass(frozen=True)
class Placement:
    """Where one projection lands on the map: scale, then offset (map units)."""
    albers: Albers
    scale: float
    dx: float
    dy: float

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        x, y = self.albers(lat, lon)
        return x * self.scale + self.dx, y * self.scale + self.dy


# The lower 48 fill x 0..1000, y 0..629 (Florida Keys and the tip of Texas at the bottom).
LOWER_48 = Placement(Albers(29.5, 45.5, 37.5, -96.0), 1385.0, 511.0, 290.0)
# The insets sit in the sea below California and Arizona: Alaska at about two-fifths of the
# lower 48's scale (as printed maps show it, the far Aleutians left out), Hawaii at its own.
ALASKA = Placement(Albers(55.0, 65.0, 50.0, -154.0), 540.0, 93.2, -78.5)
HAWAII = Placement(Albers(8.0, 18.0, 3.0, -157.0), 1385.0, 319.5, -426.9)
INSETS = {"AK": ALASKA, "HI": HAWAII}


def placement_for(state: str | None, lat: float, lon: float) -> Placement:
    if state in INSETS:
        return INSETS[state]
    if state is None:
        if lat > 50 and (lon < -129 or lon > 170):
            return ALASKA
        if lat < 24 and lon < -150:
            return HAWAII
    return LOWER_48


def project(lat: float, lon: float, state: str | None = None) -> tuple[float, float]:
    """A place on the map (Alaska and Hawaii in their insets)."""
    return placement_for(state, lat, lon)(lat, lon)


# ---- the outlines ---------------------------------------------------------------------------
@dataclass(frozen=True)
class MapData:
    names: dict[str, str]
    rings: dict[str, list[list[tuple[float, float]]]]     # projected, counter-clockwise
    neighbours: list[tuple[str, str]]


def read_map(path: str | Path = MAP_FILE) -> MapData:
    """The outlines file, projected. DataFileError names the file, key and fault."""
    fields = Fields(read_toml(path), path)
    states = fields.table("states")
    names, rings = {}, {}
    for code in states.data:
        state = states.table(code)
        if len(code) != 2 or not code.isupper():
            raise states.fail(code, "is not a two-letter state code")
        names[code] = state.str("name")
        raw = state.list("rings")
        if not raw:
            raise state.fail("rings", "is empty: a state needs at least one ring")
        rings[code] = [_ring(state, f"rings[{i}]", ring, code) for i, ring in enumerate(raw)]
    pairs = []
    for i, pair in enumerate(fields.list("neighbours", [])):
        if (not isinstance(pair, list) or len(pair) != 2
                or any(not isinstance(c, str) or c not in names for c in pair)):
            raise fields.fail(f"neighbours[{i}]", f"is not a pair of state codes: {pair!r:.60}")
        pairs.append((pair[0], pair[1]))
    return MapData(names, rings, pairs)


def _ring(state: Fields, key: str, ring, code: str) -> list[tuple[float, float]]:
    if not isinstance(ring, list) or len(ring) < 3:
        raise state.fail(key, "is not a list of at least three [lat, lon] points")
    points = []
    for k, point in enumerate(ring):
        lat, lon = state.numbers(state.key(f"{key}[{k}]"), point, 2)
        if not (-90.0 <= lat <= 90.0 and -180.0 <= lon <= 180.0):
            raise state.fail(f"{key}[{k}]", f"is not a latitude and longitude: {point!r:.40}")
        points.append(project(lat, lon, code))
    if _area(points) < 0:
        points.reverse()
    return points


def _area(points) -> float:
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))


@functools.lru_cache(maxsize=4)
def _map(path: str) -> MapData:
    return read_map(path)


def load_map(path: str | Path = MAP_FILE) -> MapData:
    """read_map, cached per path (the outlines never change while the game runs)."""
    return _map(str(path))


def load_outlines(path: str | Path = MAP_FILE) -> dict[str, list[list[tuple[float, float]]]]:
    """{code: [rings of projected (x, y)]} for the 50 states and DC (cached)."""
    return load_map(path).rings


def state_names(path: str | Path = MAP_FILE) -> dict[str, str]:
    return load_map(path).names


def neighbours(path: str | Path = MAP_FILE) -> list[tuple[str, str]]:
    return load_map(path).neighbours


# ---- questions about places ------------------------------------------------------------------
def inside(x: float, y: float, ring) -> bool:
    """Even-odd point in polygon."""
    result = False
    x0, y0 = ring[-1]
    for x1, y1 in ring:
        if (y1 > y) != (y0 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            result = not result
        x0, y0 = x1, y1
    return result


@functools.lru_cache(maxsize=4)
def _boxes(path: str) -> dict[str, list[tuple[tuple[float, float, float, float], list]]]:
    boxes = {}
    for code, rings in _map(path).rings.items():
        boxes[code] = [((min(x for x, _ in r), min(y for _, y in r), max(x for x, _ in r),
                         max(y for _, y in r)), r) for r in rings]
    return boxes


def state_at(x: float, y: float, path: str | Path = MAP_FILE) -> str | None:
    """The state whose outline holds (x, y) in map units, or None (sea, lakes, abroad)."""
    for code, rings in _boxes(str(path)).items():
        for (left, bottom, right, top), ring in rings:
            if left <= x <= right and bottom <= y <= top and inside(x, y, ring):
                return code
    return None


def _edge_distance(x: float, y: float, ring) -> float:
    best = math.inf
    x0, y0 = ring[-1]
    for x1, y1 in ring:
        dx, dy = x1 - x0, y1 - y0
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(x - x0 - t * dx, y - y0 - t * dy))
        x0, y0 = x1, y1
    return best


@functools.lru_cache(maxsize=64)
def _centre(code: str, path: str) -> tuple[float, float]:
    rings = _map(path).rings.get(code)
    if not rings:
        raise KeyError(code)
    ring = max(rings, key=_area)
    xs, ys = [x for x, _ in ring], [y for _, y in ring]
    area = _area(ring)
    cx = sum((x0 + x1) * (x0 * y1 - x1 * y0) for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1])) / (6 * area)
    cy = sum((y0 + y1) * (x0 * y1 - x1 * y0) for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1])) / (6 * area)
    # the point furthest inside, leaning towards the centroid (a grid search: once per state)
    best, best_score = (cx, cy), -math.inf
    steps = 28
    left, bottom, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    for i in range(steps + 1):
        for k in range(steps + 1):
            x, y = left + width * i / steps, bottom + height * k / steps
            if not inside(x, y, ring):
                continue
            score = _edge_distance(x, y, ring) - 0.15 * math.hypot(x - cx, y - cy)
            if score > best_score:
                best, best_score = (x, y), score
    return best


def state_centre(code: str, path: str | Path = MAP_FILE) -> tuple[float, float]:
    """A point well inside the state's largest ring (where a label or marker sits)."""
    return _centre(code, str(path))


__all__ = ["MAP_BOUNDS", "INSET_FRAMES", "MAP_FILE", "DataFileError", "project", "load_outlines",
           "load_map", "read_map", "state_names", "neighbours", "state_at", "state_centre", "inside"]


# ---- triangles for drawing -------------------------------------------------------------------
def triangulate(ring: list[tuple[float, float]]) -> list[int]:
    """Ear clipping of a simple counter-clockwise ring: indices into it, three a triangle.
    Only reflex corners can lie inside an ear, so only they are tested, found through a
    coarse grid (a ring of n points takes about n log n steps, not n squared)."""
    n = len(ring)
    if n < 3:
        return []
    prev = [i - 1 for i in range(n)]
    prev[0] = n - 1
    nxt = [i + 1 for i in range(n)]
    nxt[-1] = 0
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]

    def cross(a: int, b: int, c: int) -> float:
        return (xs[b] - xs[a]) * (ys[c] - ys[a]) - (ys[b] - ys[a]) * (xs[c] - xs[a])

    left, bottom = min(xs), min(ys)
    cell = max(max(xs) - left, max(ys) - bottom) / max(1.0, math.sqrt(n)) or 1.0
    grid: dict[tuple[int, int], set[int]] = {}
    reflex = set()

    def key(i: int) -> tuple[int, int]:
        return int((xs[i] - left) / cell), int((ys[i] - bottom) / cell)

    for i in range(n):
        if cross(prev[i], i, nxt[i]) < 0:
            reflex.add(i)
            grid.setdefault(key(i), set()).add(i)

    def is_ear(i: int) -> bool:
        a, c = prev[i], nxt[i]
        if cross(a, i, c) <= 0:
            return False
        x0, x1 = min(xs[a], xs[i], xs[c]), max(xs[a], xs[i], xs[c])
        y0, y1 = min(ys[a], ys[i], ys[c]), max(ys[a], ys[i], ys[c])
        for gx in range(int((x0 - left) / cell), int((x1 - left) / cell) + 1):
            for gy in range(int((y0 - bottom) / cell), int((y1 - bottom) / cell) + 1):
                for p in grid.get((gx, gy), ()):
                    if p in (a, i, c) or not (x0 <= xs[p] <= x1 and y0 <= ys[p] <= y1):
                        continue
                    if cross(a, i, p) >= 0 and cross(i, c, p) >= 0 and cross(c, a, p) >= 0:
                        if (xs[p], ys[p]) not in ((xs[a], ys[a]), (xs[i], ys[i]), (xs[c], ys[c])):
                            return False
        return True

    def settle(i: int) -> None:
        if i in reflex and cross(prev[i], i, nxt[i]) >= 0:
            reflex.discard(i)
            grid[key(i)].discard(i)

    out: list[int] = []
    i, left_count, misses = 0, n, 0
    while left_count > 3:
        a, c = prev[i], nxt[i]
        if cross(a, i, c) == 0 or is_ear(i):     # a straight corner is clipped with no area
            if cross(a, i, c) != 0:
                out += (a, i, c)
            nxt[a], prev[c] = c, a
            left_count -= 1
            reflex.discard(i)
            settle(a)
            settle(c)
            i, misses = c, 0
        else:
            i = c
            misses += 1
            if misses > left_count:                # not simple after all: fan the rest
                start = i
                j = nxt[start]
                while nxt[j] != start:
                    out += (start, j, nxt[j])
                    j = nxt[j]
                return out
    a, c = prev[i], nxt[i]
    if cross(a, i, c) != 0:
        out += (a, i, c)
    return out


@functools.lru_cache(maxsize=4)
def _triangles(path: str) -> dict[str, list[tuple[list[tuple[float, float]], list[int]]]]:
    return {code: [(ring, triangulate(ring)) for ring in rings] for code, rings in _map(path).rings.items()}


def load_triangles(path: str | Path = MAP_FILE) -> dict[str, list[tuple[list[tuple[float, float]], list[int]]]]:
    """{code: [(ring, triangle indices)]} (cached): what the map art fills."""
    return _triangles(str(path))
