"""Grundy boards: graphs (circles and lines) and maps (countries in a disc).

A board file is levels/grundy/<slug>.toml:

    title = "Petersen graph"
    kind = "graph"                  # or "map"
    description = "..."             # optional, one or two sentences for the setup screen
    vertices = [[0.0, 0.95], ...]   # where each circle (or each country's label) is drawn, about [-1, 1]^2
    edges = [[1, 2], [2, 3], ...]   # vertex numbers from 1 (vertex 1 is labelled a, 2 is b, ...)
    polygons = [[[x, y], ...], ...] # maps only: one polygon per country, inside the unit disc

Rulings: countries are adjacent only when they share a border segment of positive
length (touching at a corner does not count), so the loader recomputes map adjacency
from the polygons and refuses a map whose `edges` disagree. Every fault raises
DataFileError naming file, key and fault.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game import paths
from game.core.datafile import DataFileError, Fields, read_toml

BOARDS_DIR = paths.data_path("levels", "grundy")

KINDS = ("graph", "map")
MAX_VERTICES = 60
# Positions must stay near [-1, 1]^2 so screens can scale every board the same way.
POSITION_LIMIT = 1.25
# Polygon corners may lie this far outside the unit disc (rounding in the files).
DISC_TOLERANCE = 1e-3
# Shorter shared borders count as "meeting at a corner" (not adjacent).
MIN_BORDER = 1e-3

Point = tuple[float, float]


# ---- vertex labels ------------------------------------------------------------------------
def vertex_label(index: int) -> str:
    """0 -> 'a', 25 -> 'z', 26 -> 'aa', 27 -> 'ab' ... (spreadsheet-style letters)."""
    if index < 0:
        raise ValueError(f"vertex index {index} is negative")
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def label_index(label: str) -> int:
    """Inverse of vertex_label; raises ValueError for text that is not letters."""
    label = label.strip().lower()
    if not label or not all("a" <= ch <= "z" for ch in label):
        raise ValueError(f"'{label}' is not a vertex label (letters a, b, c, ...)")
    index = 0
    for ch in label:
        index = index * 26 + (ord(ch) - ord("a") + 1)
    return index - 1


# ---- the board ----------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Board:
    """One Grundy board. Vertices are 0-based indices; `labels[v]` is what players see."""

    name: str
    title: str
    kind: str                                   # "graph" or "map"
    positions: tuple[Point, ...]
    edges: tuple[tuple[int, int], ...]          # (u, v) with u < v, sorted
    polygons: tuple[tuple[Point, ...], ...] = ()  # maps: one per country
    description: str = ""
    neighbours: tuple[tuple[int, ...], ...] = field(init=False)
    labels: tuple[str, ...] = field(init=False)
    # Largest number `legal_moves` lists per vertex: 1 + the largest degree among it and its
    # neighbours. Any larger number is still legal when typed (ruling: any positive whole
    # number). Why not stop at degree + 1, the most you can ever be forced to write? Because a
    # larger number can block a neighbour: with only v-w empty, w (degree 6) next to 1, 2, 4,
    # 5, 6 and v (degree 1) next to w alone, writing 3 on v forces the opponent to write 7 on w
    # (you win by 4), while 1 on v lets them write 3 (you win by 2). A number only blocks the
    # neighbours it could be forced on, so 1 + their largest degree is the useful ceiling.
    # solver.py says how far this is checked.
    number_caps: tuple[int, ...] = field(init=False)

    def __post_init__(self):
        adjacent: list[set[int]] = [set() for _ in self.positions]
        for u, v in self.edges:
            adjacent[u].add(v)
            adjacent[v].add(u)
        object.__setattr__(self, "edges", tuple(sorted((min(u, v), max(u, v)) for u, v in self.edges)))
        object.__setattr__(self, "neighbours", tuple(tuple(sorted(s)) for s in adjacent))
        object.__setattr__(self, "labels", tuple(vertex_label(i) for i in range(len(self.positions))))
        degrees = [len(s) for s in adjacent]
        object.__setattr__(self, "number_caps", tuple(1 + max([degrees[v], *(degrees[w] for w in adjacent[v])])
                                                      for v in range(len(adjacent))))

    @property
    def size(self) -> int:
        return len(self.positions)

    def degree(self, vertex: int) -> int:
        return len(self.neighbours[vertex])

    def is_connected(self) -> bool:
        return not unreachable_vertices(self.size, self.neighbours)

    def to_file_data(self) -> dict:
        """Plain data in the board-file format (edges numbered from 1)."""
        data = {"title": self.title, "kind": self.kind}
        if self.description:
            data["description"] = self.description
        data["vertices"] = [[round(x, 4), round(y, 4)] for x, y in self.positions]
        data["edges"] = [[u + 1, v + 1] for u, v in self.edges]
        if self.polygons:
            data["polygons"] = [[[round(x, 5), round(y, 5)] for x, y in poly] for poly in self.polygons]
        return data

    def __repr__(self) -> str:
        return f"Board({self.name!r}, {self.kind}, {self.size} vertices, {len(self.edges)} edges)"


def unreachable_vertices(size: int, neighbours) -> list[int]:
    """Vertices that cannot be reached from vertex 0 (empty for a connected board)."""
    if size == 0:
        return []
    seen = {0}
    todo = [0]
    while todo:
        for w in neighbours[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return [v for v in range(size) if v not in seen]


# ---- map geometry -------------------------------------------------------------------------
def shared_border_lengths(polygons) -> dict[tuple[int, int], float]:
    """Length of the border shared by each pair of countries (pairs with none are left out).

    Two polygon edges share a border when they lie on one line and their extents overlap;
    the overlap length is summed over all edge pairs. Quadratic, fine for maps of <= 60 countries.
    """
    segments = []   # (country, ax, ay, bx, by, length, bbox)
    for country, poly in enumerate(polygons):
        for i in range(len(poly)):
            ax, ay = poly[i]
            bx, by = poly[(i + 1) % len(poly)]
            length = math.hypot(bx - ax, by - ay)
            if length > 1e-12:
                segments.append((country, ax, ay, bx, by, length,
                                 (min(ax, bx), max(ax, bx), min(ay, by), max(ay, by))))
    tol = 1e-4
    borders: dict[tuple[int, int], float] = {}
    for i, (ci, ax, ay, bx, by, li, box_i) in enumerate(segments):
        dx, dy = (bx - ax) / li, (by - ay) / li
        for cj, px, py, qx, qy, lj, box_j in segments[i + 1:]:
            if cj == ci:
                continue
            if box_i[0] > box_j[1] + tol or box_j[0] > box_i[1] + tol or \
                    box_i[2] > box_j[3] + tol or box_j[2] > box_i[3] + tol:
                continue
            # both ends of the other segment must lie on this segment's line
            if abs((px - ax) * dy - (py - ay) * dx) > tol or abs((qx - ax) * dy - (qy - ay) * dx) > tol:
                continue
            t1 = (px - ax) * dx + (py - ay) * dy
            t2 = (qx - ax) * dx + (qy - ay) * dy
            overlap = min(li, max(t1, t2)) - max(0.0, min(t1, t2))
            if overlap > 1e-9:
                key = (min(ci, cj), max(ci, cj))
                borders[key] = borders.get(key, 0.0) + overlap
    return borders


def map_adjacency(polygons, min_border: float = MIN_BORDER) -> set[tuple[int, int]]:
    """Pairs of countries sharing a border longer than `min_border` (the ruling's adjacency)."""
    return {pair for pair, length in shared_border_lengths(polygons).items() if length > min_border}


def polygon_centroid(poly) -> Point:
    area2 = cx = cy = 0.0
    for i in range(len(poly)):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % len(poly)]
        cross = x0 * y1 - x1 * y0
        area2 += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area2) < 1e-15:
        return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
    return (cx / (3.0 * area2), cy / (3.0 * area2))


def polygon_area(poly) -> float:
    return 0.5 * abs(sum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
                         for i in range(len(poly))))


def corner_meetings(polygons, tolerance: float = 1e-6) -> list[tuple[Point, int]]:
    """Every polygon corner with the number of countries having a corner within `tolerance` of it."""
    corners = [(p, c) for c, poly in enumerate(polygons) for p in poly]
    result = []
    for p, _ in corners:
        near = {c for q, c in corners if abs(q[0] - p[0]) <= tolerance and abs(q[1] - p[1]) <= tolerance
                and math.hypot(q[0] - p[0], q[1] - p[1]) <= tolerance}
        result.append((p, len(near)))
    return result


# ---- reading board files ------------------------------------------------------------------
def parse_board(data: dict, path: str | os.PathLike, name: str | None = None) -> Board:
    """Validate board-file data; any fault raises DataFileError(path, key, fault)."""
    f = Fields(data, path)
    name = name or Path(path).stem
    title = f.str("title")
    kind = f.str("kind", choices=KINDS)
    description = f.str("description", "")

    def point(key, value) -> Point:
        x, y = f.numbers(key, value, length=2)
        if abs(x) > POSITION_LIMIT or abs(y) > POSITION_LIMIT:
            raise DataFileError(path, key, f"must lie within [-{POSITION_LIMIT}, {POSITION_LIMIT}] "
                                           f"on both axes, not ({x:g}, {y:g})")
        return (x, y)

    positions = f.list("vertices", item=point, min_len=2)
    size = len(positions)
    if size > MAX_VERTICES:
        raise f.fail("vertices", f"has {size} vertices; a board may have at most {MAX_VERTICES}")

    seen: dict[tuple[int, int], int] = {}

    def edge(key, value) -> tuple[int, int]:
        u, v = f.ints(key, value, length=2)
        for end in (u, v):
            if not 1 <= end <= size:
                raise DataFileError(path, key, f"names vertex {end}, but the board has vertices 1 to {size}")
        if u == v:
            raise DataFileError(path, key, f"joins vertex {u} to itself (a self loop)")
        pair = (min(u, v) - 1, max(u, v) - 1)
        if pair in seen:
            raise DataFileError(path, key, f"repeats the edge {u}-{v} (already edges[{seen[pair]}])")
        seen[pair] = int(key.rsplit("[", 1)[1].rstrip("]"))
        return pair

    edges = f.list("edges", item=edge, min_len=1)
    neighbours: list[list[int]] = [[] for _ in range(size)]
    for u, v in edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    cut_off = unreachable_vertices(size, neighbours)
    if cut_off:
        raise f.fail("edges", f"leave the board disconnected: vertex {cut_off[0] + 1} "
                              f"({vertex_label(cut_off[0])}) cannot be reached from vertex 1 (a)")

    polygons: list[tuple[Point, ...]] = []
    if kind == "map":
        def polygon(key, value) -> tuple[Point, ...]:
            if not isinstance(value, list) or len(value) < 3:
                raise DataFileError(path, key, "must be a list of at least 3 corners [x, y]")
            corners = []
            for i, corner in enumerate(value):
                x, y = f.numbers(f"{key}[{i}]", corner, length=2)
                if math.hypot(x, y) > 1.0 + DISC_TOLERANCE:
                    raise DataFileError(path, f"{key}[{i}]", f"lies outside the unit disc ({x:g}, {y:g})")
                corners.append((x, y))
            if polygon_area(corners) < 1e-6:
                raise DataFileError(path, key, "has no area")
            return tuple(corners)

        polygons = f.list("polygons", item=polygon)
        if len(polygons) != size:
            raise f.fail("polygons", f"has {len(polygons)} countries but vertices has {size}")
        actual = map_adjacency(polygons)
        for index, pair in enumerate(edges):
            if pair not in actual:
                raise DataFileError(path, f"edges[{index}]", f"says countries {pair[0] + 1} and {pair[1] + 1} "
                                    "are neighbours, but they share no border of positive length")
        listed = set(edges)
        for pair in sorted(actual - listed):
            raise f.fail("edges", f"misses countries {pair[0] + 1} and {pair[1] + 1}, which share a border")
    elif f.has("polygons"):
        raise f.fail("polygons", "belongs only to map boards (kind = \"map\")")

    return Board(name=name, title=title, kind=kind, positions=tuple(positions), edges=tuple(edges),
                 polygons=tuple(polygons), description=description)


def read_board_file(path: str | os.PathLike) -> Board:
    return parse_board(read_toml(path), path)


def board_names(directory: str | os.PathLike = BOARDS_DIR) -> list[str]:
    """Slugs of the board library, in file-name order."""
    return sorted(p.stem for p in Path(directory).glob("*.toml"))


@lru_cache(maxsize=64)
def load_board(name: str) -> Board:
    """A library board by slug (levels/grundy/<name>.toml); ValueError naming the choices if unknown."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise ValueError(f"grundy: '{name}' is not a board name")
    # asked of the library's list, not the file system: a name too long for a file name
    # (a typed position) is no board either, not an OSError
    if name not in board_names():
        raise ValueError(f"grundy: no board called '{name}'; boards: {', '.join(board_names())}, "
                         "random-map, random-graph")
    return read_board_file(BOARDS_DIR / f"{name}.toml")
