"""The four boards' geometry (rulings: the other boards, every board starts split once, shared
midpoints): start boards, the new vertices each split makes, exact shared points, reading order
and true shapes when drawn."""
import math

import pytest

from game.engines.fractal.board import FractalBoard
from game.engines.fractal.geometry import SHAPES

SHAPE_NAMES = ("square", "triangle", "carpet", "hexaflake")


def split(board: FractalBoard, *paths: str) -> FractalBoard:
    for path in paths:
        board.split(board.by_path[path])
    return board


@pytest.mark.parametrize("shape, vertices, cells, corners", [
    ("square", 9, 1 + 4, 4), ("triangle", 6, 1 + 3, 3), ("carpet", 16, 1 + 8, 4), ("hexaflake", 30, 1 + 7, 6),
])
def test_every_board_starts_split_once(shape, vertices, cells, corners):
    board = FractalBoard(shape, 8)
    assert board.vertex_count == vertices and board.cell_count == cells
    assert board.level == [1] + [2] * (cells - 1) and board.path == [""] + [str(n) for n in range(1, cells)]
    assert all(len(c) == corners for c in board.corners)
    assert len(set(board.points)) == vertices                  # no point twice


def test_a_square_split_makes_five_vertices_and_fewer_as_neighbours_midpoints_are_reused():
    # cell 14 (the inner quarter of the top-left cell) has a side neighbour on each side:
    # 12 above, 13 to the left, 23 to the right (in cell 2), 32 below (in cell 3)
    board = split(FractalBoard("square", 8), "1", "2", "3")
    inner = board.by_path["14"]
    assert len(board.split_points(inner)) == 5                   # the centre and four midpoints
    for neighbour, left in (("12", 4), ("13", 3), ("23", 2), ("32", 1)):
        split(board, neighbour)
        assert len(board.split_points(inner)) == left, neighbour
    count = board.vertex_count
    new_vertices, new_cells = board.split(inner)
    assert len(new_vertices) == 1 and board.vertex_count == count + 1 and len(new_cells) == 4
    assert board.points[new_vertices[0]] == (3 * board.shape.denom // 8, 5 * board.shape.denom // 8)  # the centre


def test_a_vertex_made_by_two_neighbours_splits_is_one_vertex():
    board = split(FractalBoard("square", 8), "1", "2")
    point = (board.shape.denom // 2, 3 * board.shape.denom // 4)     # 1/2,3/4: on the side 1 and 2 share
    v = board.index[point]
    assert board.points.count(point) == 1
    assert {board.path[c] for c in board.vertex_cells[v]} == {"12", "14", "21", "23"}
    assert board.vertex_level[v] == 3                              # made by cell 1's split


def test_a_triangle_split_always_makes_its_three_midpoints():
    board = FractalBoard("triangle", 5)
    while board.splittable_cells():
        cell = board.splittable_cells()[0]
        assert len(board.split_points(cell)) == 3
        new_vertices, new_cells = board.split(cell)
        assert len(new_vertices) == 3 and len(new_cells) == 3
    assert board.vertex_count == (3 ** 4 * 3 + 3) // 2              # a level-5 Sierpinski triangle: 123


def test_a_carpet_split_makes_twelve_points_down_to_four_when_all_four_sides_are_split():
    # cell 18 (the bottom-right of the top-left square) has neighbours 17 (left), 15 (above),
    # 26 (right, in cell 2) and 43 (below, in cell 4); each side split reuses its 2 points
    board = split(FractalBoard("carpet", 6), "1", "2", "4")
    cell = board.by_path["18"]
    assert len(board.split_points(cell)) == 12
    for neighbour, left in (("17", 10), ("15", 8), ("26", 6), ("43", 4)):
        split(board, neighbour)
        assert len(board.split_points(cell)) == left, neighbour
    new_vertices, new_cells = board.split(cell)
    assert len(new_vertices) == 4 and len(new_cells) == 8


def test_a_hexaflake_split_makes_twenty_four_vertices_whatever_was_split_nearby():
    board = FractalBoard("hexaflake", 4)
    while board.splittable_cells():
        cell = board.splittable_cells()[0]
        new_vertices, new_cells = board.split(cell)
        assert len(new_vertices) == 24 and len(new_cells) == 7
    assert board.vertex_count == 30 + 7 * 24 + 49 * 24
    assert len(set(board.points)) == board.vertex_count


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_children_are_numbered_in_reading_order(shape):
    s = SHAPES[shape]
    children = s.children(s.root)
    centres = [tuple(sum(c[i] for c in s.corners(g)) / len(s.corners(g)) for i in (0, 1)) for g in children]
    assert centres == sorted(centres, key=lambda c: (-c[1], c[0]))
    assert len(children) == {"square": 4, "triangle": 3, "carpet": 8, "hexaflake": 7}[shape]


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_cells_are_drawn_true_to_shape(shape):
    """Drawn with the shape's aspect, the root's sides are all one length (a square, an
    equilateral triangle, a regular hexagon) and every corner lies on the board."""
    s = SHAPES[shape]
    corners = [s.plane(p) for p in s.corners(s.root)]
    sides = [math.dist(a, b) for a, b in zip(corners, corners[1:] + corners[:1])]
    assert max(sides) - min(sides) < 1e-9
    assert all(0 <= x <= 1 and 0 <= y <= s.aspect + 1e-12 for x, y in corners)
    child = s.children(s.root)[0]
    assert s.size_of(child) == pytest.approx(s.size_of(s.root) / (3 if shape in ("carpet", "hexaflake") else 2))


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_points_stay_exact_down_to_the_deepest_level(shape):
    """Splitting one corner down to level 12: every child is exactly a half or a third of its
    parent in whole numbers (no rounding), so shared points stay shared at every level."""
    board = FractalBoard(shape, 12)
    ratio = 3 if shape in ("carpet", "hexaflake") else 2
    path = "1"
    while board.level[board.by_path[path]] < 12:
        parent = board.geometry[board.by_path[path]]
        board.split(board.by_path[path])
        path += "1"
        assert board.geometry[board.by_path[path]][2] * ratio == parent[2]
    if shape == "triangle":
        assert board.geometry[board.by_path[path]][2] % 2 == 0     # its apex is exact too
    assert len(set(board.points)) == board.vertex_count
    assert all(0 <= x <= board.shape.denom and 0 <= y <= board.shape.denom for x, y in board.points)
