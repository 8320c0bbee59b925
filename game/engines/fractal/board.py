"""The board as it has been split so far (`FractalBoard`): its vertices and its tree of cells.

Cells are numbered in the order they appear; cell 0 is the whole board (level 1). A cell's
name is its path of child numbers from the board (`14`: child 4 of child 1); the board itself
has the empty path. Vertices are numbered in the order they appear, each at an exact point.

A split makes the cell's children and the points among their corners that are not vertices
yet (rulings: a midpoint made by a neighbour's split is reused). A vertex that lies on a
cell's side is not one of its corners: a cell's corners are its own 3, 4 or 6.

Everything is in plain lists so a copy for a search is cheap (`copy`); a split appends.
The split moves are kept up to date split by split once asked for (`split_index`, legal.py).
"""
from __future__ import annotations

from game.engines.fractal.geometry import SHAPES, Geometry, Point, Shape


class FractalBoard:
    __slots__ = ("shape", "depth", "points", "index", "vertex_level", "vertex_cells",
                 "geometry", "corners", "parent", "level", "path", "children", "by_path",
                 "splittable_count", "split_index")

    def __init__(self, shape: str, depth: int):
        self.shape: Shape = SHAPES[shape]
        self.depth = depth                          # the deepest level: its cells cannot split
        self.points: list[Point] = []               # vertex -> its point
        self.index: dict[Point, int] = {}           # point -> vertex
        self.vertex_level: list[int] = []           # vertex -> the level of the cells that made it
        self.vertex_cells: list[tuple[int, ...]] = []   # vertex -> cells it is a corner of
        self.geometry: list[Geometry] = []          # cell -> its geometry (geometry.py)
        self.corners: list[tuple[int, ...]] = []    # cell -> its corner vertices, counterclockwise
        self.parent: list[int] = []
        self.level: list[int] = []                  # the board is level 1
        self.path: list[str] = []
        self.children: list[tuple[int, ...] | None] = []   # None: a leaf
        self.by_path: dict[str, int] = {}
        self.splittable_count = 0                   # leaves above the deepest level
        self.split_index = None                     # legal.SplitIndex, built on first use
        root = self._add_cell(self.shape.root, -1, 1, "")
        for point in self.shape.corners(self.shape.root):
            self._vertex(point, 1)
        self.corners[root] = tuple(self.index[p] for p in self.shape.corners(self.shape.root))
        for v in self.corners[root]:
            self.vertex_cells[v] = (root,)
        self.split(root)                            # every board starts split once (rulings)

    # ---- reading ---------------------------------------------------------------------------
    @property
    def vertex_count(self) -> int:
        return len(self.points)

    @property
    def cell_count(self) -> int:
        return len(self.geometry)

    def is_leaf(self, cell: int) -> bool:
        return self.children[cell] is None

    def can_split(self, cell: int) -> bool:
        """A leaf above the deepest level."""
        return self.children[cell] is None and self.level[cell] < self.depth

    def splittable_cells(self) -> list[int]:
        """The leaves above the deepest level, in cell order."""
        if self.split_index is not None:
            return list(self.split_index.by_cell)
        return [c for c in range(len(self.geometry)) if self.children[c] is None and self.level[c] < self.depth]

    def split_points(self, cell: int) -> list[Point]:
        """The points a split of `cell` would add (those not already vertices), in the order the
        split adds them: children in reading order, each child's corners counterclockwise."""
        shape = self.shape
        index = self.index
        new: list[Point] = []
        for child in shape.children(self.geometry[cell]):
            for point in shape.corners(child):
                if point not in index and point not in new:
                    new.append(point)
        return new

    def cell_name(self, cell: int) -> str:
        return self.path[cell] or "board"

    # ---- changing --------------------------------------------------------------------------
    def split(self, cell: int) -> tuple[list[int], list[int]]:
        """Split a leaf: its children and their new vertices. Returns (new vertices, new cells)."""
        if self.children[cell] is not None:
            raise ValueError(f"cell {self.cell_name(cell)} is split already")
        shape = self.shape
        level = self.level[cell] + 1
        new_vertices: list[int] = []
        new_cells: list[int] = []
        base = self.path[cell]
        for number, child_geometry in enumerate(shape.children(self.geometry[cell]), start=1):
            child = self._add_cell(child_geometry, cell, level, base + str(number))
            corner_ids = []
            for point in shape.corners(child_geometry):
                v = self.index.get(point)
                if v is None:
                    v = self._vertex(point, level)
                    new_vertices.append(v)
                corner_ids.append(v)
                self.vertex_cells[v] = self.vertex_cells[v] + (child,)
            self.corners[child] = tuple(corner_ids)
            new_cells.append(child)
        self.children[cell] = tuple(new_cells)
        if level - 1 < self.depth:
            self.splittable_count -= 1
        if self.split_index is not None:
            self.split_index.after_split(self, cell, new_vertices, new_cells)
        return new_vertices, new_cells

    def _add_cell(self, geometry: Geometry, parent: int, level: int, path: str) -> int:
        cell = len(self.geometry)
        self.geometry.append(geometry)
        self.corners.append(())
        self.parent.append(parent)
        self.level.append(level)
        self.path.append(path)
        self.children.append(None)
        self.by_path[path] = cell
        if level < self.depth:
            self.splittable_count += 1
        return cell

    def _vertex(self, point: Point, level: int) -> int:
        v = len(self.points)
        self.points.append(point)
        self.index[point] = v
        self.vertex_level.append(level)
        self.vertex_cells.append(())
        return v

    def copy(self) -> "FractalBoard":
        other = FractalBoard.__new__(FractalBoard)
        other.shape = self.shape
        other.depth = self.depth
        other.splittable_count = self.splittable_count
        other.split_index = None     # built again if the copy's moves are listed (legal.py)
        for name in ("points", "vertex_level", "vertex_cells", "geometry", "corners", "parent",
                     "level", "path", "children"):
            setattr(other, name, getattr(self, name)[:])
        other.index = dict(self.index)
        other.by_path = dict(self.by_path)
        return other
