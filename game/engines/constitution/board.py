"""Constitution board precomputation: everything a move needs, built once per map.

A `Board` turns a `BoardMap` (regions of triangular cells) into integer tables so
that the rules run on Python ints used as bitsets:

* cells are numbered 0..C-1 (region by region, in map order); a set of cells is an int;
* points (corners of cells) are numbered 0..P-1 (sorted by (y, x));
* `point_cells[p]`: bitset of the cells having point p as a corner;
* `lines[p][d]`: the points reachable from p in a straight line in direction d,
  nearest first (any distance, over water and over the other piece; only corners of
  cells can be landed on), and `reach[p]` all of them in one tuple;
* `cell_region[c]`, `region_mask[r]`, `region_size[r]`, `region_is_state[r]`;
* `white_house`: the point index of the White House.

Boards are cached by map source, so every state of one map shares one Board.
"""
from __future__ import annotations

import math
import re
from pathlib import Path
from dataclasses import dataclass

from game import paths
from game.core.datafile import child_path
from game.engines.constitution.mapdata import BoardMap, Cell, Point, cell_corners

# The six move directions of the rulings (along the sides of the cells), with the names
# used by the direction notation. Screen position of (x, y) is (x + y/2, y*sqrt(3)/2), so
# (0, 1) points up-right (north-east) and (1, -1) down-right (south-east).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")

# The two rule sets (the option `rules`; state.py describes them).
CLASSIC = "classic"
REVISED = "revised"
RULE_SETS = (REVISED, CLASSIC)

# Under the classic rules Maine and Nebraska are special (see rules.py).
SPECIAL_REGION_CODES = frozenset({"ME", "NE"})
ELECTORS_TO_WIN = 270
STATES_TO_WIN = 26


def point_to_screen(point: Point) -> tuple[float, float]:
    """Screen position of a lattice point, in lattice units (rulings: (x + y/2, y*sqrt(3)/2))."""
    x, y = point
    return (x + y / 2.0, y * math.sqrt(3) / 2.0)


def aligned(a: Point, b: Point) -> bool:
    """True when b lies on one of the three lattice lines through a (same y, same x, or same x+y)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return dx == 0 or dy == 0 or dx == -dy


@dataclass
class Board:
    board_map: BoardMap
    cells: list[Cell]
    cell_index: dict[Cell, int]
    points: list[Point]
    point_index: dict[Point, int]
    point_cells: list[int]
    point_regions: list[tuple[int, ...]]
    lines: list[tuple[tuple[int, ...], ...]]
    reach: list[tuple[int, ...]]
    cell_region: list[int]
    region_codes: list[str]
    region_names: list[str]
    region_mask: list[int]
    region_size: list[int]
    region_is_state: list[bool]
    region_index: dict[str, int]
    special_mask: int                 # cells of Maine and Nebraska (classic rules)
    special_regions: frozenset[int]
    white_house: int
    white_house_aligned: list[bool]   # per point: the White House is one straight move away
    all_cells: int
    total_cells: int

    @property
    def num_cells(self) -> int:
        return len(self.cells)

    @property
    def num_points(self) -> int:
        return len(self.points)

    def cells_of(self, mask: int) -> list[Cell]:
        """The cells of a bitset, as [x, y, o] triples."""
        out = []
        index = 0
        while mask:
            if mask & 1:
                out.append(self.cells[index])
            mask >>= 1
            index += 1
        return out


def build_board(board_map: BoardMap) -> Board:
    """Precompute the tables of a map (see module docstring). Raises ValueError on a bad map."""
    cells: list[Cell] = []
    cell_region: list[int] = []
    region_codes: list[str] = []
    region_names: list[str] = []
    region_mask: list[int] = []
    region_size: list[int] = []
    region_is_state: list[bool] = []
    cell_index: dict[Cell, int] = {}
    for r, (code, region) in enumerate(board_map.regions.items()):
        region_codes.append(code)
        region_names.append(region.name)
        region_is_state.append(region.is_state)
        mask = 0
        for cell in region.cells:
            cell = (int(cell[0]), int(cell[1]), int(cell[2]))
            if cell in cell_index:
                raise ValueError(f"map {board_map.source}: cell {list(cell)} is in two regions")
            if cell[2] not in (0, 1):
                raise ValueError(f"map {board_map.source}: cell {list(cell)} has orientation other than 0 or 1")
            cell_index[cell] = len(cells)
            mask |= 1 << len(cells)
            cells.append(cell)
            cell_region.append(r)
        if not mask:
            raise ValueError(f"map {board_map.source}: region {code} has no cells")
        region_mask.append(mask)
        region_size.append(len(region.cells))

    corner_cells: dict[Point, list[int]] = {}
    for c, cell in enumerate(cells):
        for corner in cell_corners(cell):
            corner_cells.setdefault(corner, []).append(c)
    points = sorted(corner_cells, key=lambda p: (p[1], p[0]))
    point_index = {p: i for i, p in enumerate(points)}
    point_cells = [sum(1 << c for c in corner_cells[p]) for p in points]
    point_regions = [tuple(dict.fromkeys(cell_region[c] for c in corner_cells[p])) for p in points]

    # Lines: walk each direction until past the map's bounding box.
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    span = (max(xs) - min(xs)) + (max(ys) - min(ys)) + 2
    lines = []
    reach = []
    for (x, y) in points:
        per_direction = []
        for dx, dy in DIRECTIONS:
            line = []
            for k in range(1, span + 1):
                q = (x + k * dx, y + k * dy)
                if q in point_index:
                    line.append(point_index[q])
            per_direction.append(tuple(line))
        lines.append(tuple(per_direction))
        reach.append(tuple(q for line in per_direction for q in line))

    white_house = tuple(board_map.white_house)
    if white_house not in point_index:
        raise ValueError(f"map {board_map.source}: the White House {list(white_house)} is not a corner of a cell")
    special_regions = frozenset(i for i, code in enumerate(region_codes) if code in SPECIAL_REGION_CODES)
    special_mask = 0
    for r in special_regions:
        special_mask |= region_mask[r]
    return Board(
        board_map=board_map, cells=cells, cell_index=cell_index, points=points, point_index=point_index,
        point_cells=point_cells, point_regions=point_regions, lines=lines, reach=reach,
        cell_region=cell_region, region_codes=region_codes, region_names=region_names,
        region_mask=region_mask, region_size=region_size, region_is_state=region_is_state,
        region_index={code: i for i, code in enumerate(region_codes)},
        special_mask=special_mask, special_regions=special_regions,
        white_house=point_index[white_house],
        white_house_aligned=[point_index[white_house] in r for r in reach], all_cells=(1 << len(cells)) - 1,
        total_cells=len(cells),
    )


# ---- caching ------------------------------------------------------------------------------
_BOARDS: dict[str, Board] = {}
DEFAULT_MAP = "levels/constitution/usa.toml"
REPO_ROOT = paths.data_root()


def board_for_map(board_map: BoardMap, key: str | None = None) -> Board:
    """The Board of an in-memory map, cached under `key` (default: the map's source).

    States made from it record the key as their `map` option, so from_data finds it again
    in the same process.
    """
    key = key or board_map.source
    board = _BOARDS.get(key)
    if board is None or board.board_map is not board_map:
        board = build_board(board_map)
        _BOARDS[key] = board
    return board


SHIPPED_MAPS = "levels/constitution/"     # a map the game ships: levels/constitution/NAME.toml
SAVED_MAPS = "maps/"                      # a map in the saves folder's maps folder: maps/NAME.toml
_MAP_FILE_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}\.toml")


def map_file(map_option: str) -> Path:
    """The file a `map` option names: a map the game ships or one in the saves folder's `maps`
    folder, each by its file name alone. ValueError for anything else: a record's options
    must not open any file on the machine (/etc/passwd, ../../x, a link out of the folder)."""
    for prefix, folder in ((SHIPPED_MAPS, REPO_ROOT / SHIPPED_MAPS), (SAVED_MAPS, _saves_dir() / SAVED_MAPS)):
        name = map_option[len(prefix):]
        if map_option.startswith(prefix) and _MAP_FILE_NAME.fullmatch(name):
            try:
                return child_path(folder, name)         # not through a link out of the folder
            except OSError:
                break
    raise ValueError(f"a map is named {SHIPPED_MAPS}NAME.toml, one the game ships, or {SAVED_MAPS}NAME.toml, "
                     f"one in the saves folder")


def _saves_dir() -> Path:
    from game.core.records import saves_dir     # (late: the core's records know the catalog of games)
    return saves_dir()


def board_for_option(map_option: str | None) -> Board:
    """The Board for a state's `map` option: the shipped map by default, else a map of the game's
    or the saves folder's (`map_file`); a map made in memory (`board_for_map`) by its key."""
    key = map_option or DEFAULT_MAP
    board = _BOARDS.get(key)
    if board is not None:
        return board
    from game.engines.constitution import mapdata
    if key == DEFAULT_MAP:
        board_map = mapdata.load_default_map()
    else:
        board_map = mapdata.load_map(map_file(key))
    board = build_board(board_map)
    _BOARDS[key] = board
    return board
