"""The Constitution map: regions of triangular cells on the lattice of the rulings.

Lattice (rulings): point (x, y) sits on screen at (x + y/2, y*sqrt(3)/2). Cell [x, y, o]:
o = 0 is the up triangle (x,y) (x+1,y) (x,y+1); o = 1 the down triangle (x+1,y) (x,y+1) (x+1,y+1).

The shipped map is levels/constitution/usa.toml (made by `mapgen.py`); `load_map` reads a map
file and refuses, with one `DataFileError` sentence naming file, key and fault, any map that
breaks the rulings' "Map" paragraph (see `check_map`). `map_report` measures how well a map
keeps the real neighbours of `us_states.toml` touching.
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path

from game import paths
from game.core.datafile import DataFileError, read_toml, short_repr

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


def cell_neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The three cells sharing an edge with `cell` (an up cell's neighbours are down cells and back)."""
    x, y, o = cell
    if o == 0:
        return ((x, y, 1), (x - 1, y, 1), (x, y - 1, 1))
    return ((x, y, 0), (x + 1, y, 0), (x, y + 1, 0))


def point_cells(point: Point) -> tuple[Cell, ...]:
    """The six cells having `point` as a corner."""
    x, y = point
    return ((x, y, 0), (x - 1, y, 0), (x, y - 1, 0), (x - 1, y, 1), (x, y - 1, 1), (x - 1, y - 1, 1))


# ---- the table of states ---------------------------------------------------------------------
STATES_PATH = paths.data_path("game", "engines", "constitution", "us_states.toml")
REPO_ROOT = paths.data_root()
DEFAULT_MAP_PATH = REPO_ROOT / "levels" / "constitution" / "usa.toml"
TOTAL_CELLS = 538
WHITE_HOUSE_REGION = "DC"


@dataclass(frozen=True)
class StateFacts:
    code: str
    name: str
    electoral_votes: int
    lat: float
    lon: float


@functools.lru_cache(maxsize=1)
def state_table() -> dict[str, StateFacts]:
    """The 50 states and DC with their 2010-apportionment electoral votes and centres (us_states.toml)."""
    data = read_toml(STATES_PATH)
    return {code: StateFacts(code, row["name"], row["ev"], row["lat"], row["lon"])
            for code, row in data["states"].items()}


@functools.lru_cache(maxsize=1)
def real_neighbour_pairs() -> frozenset[frozenset[str]]:
    """Pairs of regions sharing a land border on the real map (us_states.toml `neighbours`)."""
    data = read_toml(STATES_PATH)
    return frozenset(frozenset(pair) for pair in data["neighbours"])


def electoral_votes() -> dict[str, int]:
    return {code: facts.electoral_votes for code, facts in state_table().items()}


# ---- loading ------------------------------------------------------------------------------
def load_map(path: str | os.PathLike) -> BoardMap:
    """Read and check a map file; any fault raises DataFileError(path, key, fault).

    Form: top-level `white_house = [x, y]`; one table per region, `[regions.CA]` with
    `name = "California"` and `cells = [[x, y, o], ...]`.
    """
    path = Path(path)
    data = read_toml(path)
    white_house = _read_point(path, data, "white_house")
    raw_regions = data.get("regions")
    if not isinstance(raw_regions, dict):
        raise DataFileError(path, "regions", "is missing or is not a table of regions")
    regions: dict[str, Region] = {}
    for code, table in raw_regions.items():
        key = f"regions.{code}"
        if not isinstance(table, dict):
            raise DataFileError(path, key, "must be a table with `name` and `cells`")
        name = table.get("name")
        if not isinstance(name, str) or not name.strip():
            raise DataFileError(path, f"{key}.name", "must be the region's name as text")
        raw_cells = table.get("cells")
        if not isinstance(raw_cells, list):
            raise DataFileError(path, f"{key}.cells", "must be a list of cells [x, y, o]")
        cells = tuple(_read_cell(path, f"{key}.cells[{i}]", value) for i, value in enumerate(raw_cells))
        regions[code] = Region(code, name, cells)
    board_map = BoardMap(regions=regions, white_house=white_house, source=str(path))
    check_map(board_map, path)
    return board_map


@functools.lru_cache(maxsize=1)
def load_default_map() -> BoardMap:
    """The shipped map, levels/constitution/usa.toml, read once per process."""
    return load_map(DEFAULT_MAP_PATH)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _read_point(path: Path, data: dict, key: str) -> Point:
    value = data.get(key)
    if value is None:
        raise DataFileError(path, key, "is missing (the White House point [x, y] where DC's three cells meet)")
    if not isinstance(value, list) or len(value) != 2 or not all(_is_int(v) for v in value):
        raise DataFileError(path, key, f"must be a point [x, y] of two whole numbers, not {short_repr(value)}")
    return (value[0], value[1])


def _read_cell(path: Path, key: str, value) -> Cell:
    if not isinstance(value, list) or len(value) != 3:
        raise DataFileError(path, key, f"must be a cell [x, y, o] of three whole numbers, not {short_repr(value)}")
    if not all(_is_int(v) for v in value):
        raise DataFileError(path, key, f"must hold whole numbers only, not {short_repr(value)}")
    if value[2] not in (0, 1):
        raise DataFileError(path, key, f"has o = {value[2]}, but o must be 0 (up triangle) or 1 (down triangle)")
    return (value[0], value[1], value[2])


# ---- checks -------------------------------------------------------------------------------
def check_map(board_map: BoardMap, path: str | os.PathLike | None = None) -> None:
    """Refuse a map breaking the rulings' "Map" paragraph, naming the first fault found.

    Checks: every state and DC present, nothing else; no cell in two regions; each region holds
    exactly its electoral votes in cells (538 in all); each region is one edge-connected piece;
    DC's three cells all meet at the White House point.
    """
    path = path if path is not None else board_map.source
    votes = electoral_votes()
    for code in board_map.regions:
        if code not in votes:
            raise DataFileError(path, f"regions.{code}", "is not one of the 50 states or DC (use postal codes such as CA)")
    for code in votes:
        if code not in board_map.regions:
            raise DataFileError(path, f"regions.{code}", f"is missing: {state_table()[code].name} needs {votes[code]} cells")
    owner: dict[Cell, str] = {}
    for code, region in board_map.regions.items():
        for i, cell in enumerate(region.cells):
            if cell in owner:
                where = "earlier in this region" if owner[cell] == code else f"in regions.{owner[cell]}"
                raise DataFileError(path, f"regions.{code}.cells[{i}]", f"cell {list(cell)} is already {where}; a cell belongs to one region")
            owner[cell] = code
    for code, region in board_map.regions.items():
        if len(region.cells) != votes[code]:
            raise DataFileError(path, f"regions.{code}.cells",
                                f"has {len(region.cells)} cells but {state_table()[code].name} has {votes[code]} electoral votes")
    if len(owner) != TOTAL_CELLS:  # follows from the counts above; kept as the rulings' own number
        raise DataFileError(path, "regions", f"hold {len(owner)} cells in all, not {TOTAL_CELLS}")
    for code, region in board_map.regions.items():
        pieces = connected_pieces(region.cells)
        if len(pieces) != 1:
            raise DataFileError(path, f"regions.{code}.cells",
                                f"fall into {len(pieces)} separate pieces; a region must be one edge-connected piece")
    dc = board_map.regions[WHITE_HOUSE_REGION]
    off = [list(cell) for cell in dc.cells if board_map.white_house not in cell_corners(cell)]
    if off:
        raise DataFileError(path, "white_house",
                            f"point {list(board_map.white_house)} is not a corner of DC cell {off[0]}; DC's three cells must meet at the White House")


def connected_pieces(cells) -> list[set[Cell]]:
    """Split cells into edge-connected pieces."""
    left = set(cells)
    pieces = []
    while left:
        start = left.pop()
        piece = {start}
        stack = [start]
        while stack:
            for nb in cell_neighbours(stack.pop()):
                if nb in left:
                    left.remove(nb)
                    piece.add(nb)
                    stack.append(nb)
        pieces.append(piece)
    return pieces


# ---- report -------------------------------------------------------------------------------
def region_contacts(board_map: BoardMap) -> set[frozenset[str]]:
    """Pairs of regions sharing at least one cell edge on the board."""
    owner = {cell: code for code, region in board_map.regions.items() for cell in region.cells}
    contacts = set()
    for cell, code in owner.items():
        for nb in cell_neighbours(cell):
            other = owner.get(nb)
            if other is not None and other != code:
                contacts.add(frozenset((code, other)))
    return contacts


def map_report(board_map: BoardMap) -> dict:
    """How faithful the board's contacts are to the real map.

    `recall`: share of real neighbour pairs (us_states.toml) touching along a cell edge;
    `false_pairs`: pairs touching on the board that are not neighbours on the real map.
    """
    real = real_neighbour_pairs()
    contacts = region_contacts(board_map)
    missing = sorted(sorted(pair) for pair in real - contacts)
    false = sorted(sorted(pair) for pair in contacts - real)
    touching = len(real) - len(missing)
    return {
        "real_pairs": len(real),
        "touching_real_pairs": touching,
        "recall": touching / len(real),
        "missing_pairs": ["-".join(p) for p in missing],
        "false_pair_count": len(false),
        "false_pairs": ["-".join(p) for p in false],
        "cells": sum(len(r.cells) for r in board_map.regions.values()),
        "regions": len(board_map.regions),
    }
