"""Board files, the board library, the named graphs and the Voronoi map generator."""
import math

import pytest

from game.core.datafile import DataFileError
from game.core.rng import stream
from game.engines.grundy import mapgen
from game.engines.grundy.board import (BOARDS_DIR, board_names, corner_meetings, load_board, map_adjacency,
                                       read_board_file, shared_border_lengths)
from game.engines.grundy.graphs import library_graphs

GOOD_GRAPH = '''title = "Triangle and tail"
kind = "graph"
vertices = [[0.0, 0.9], [0.8, -0.4], [-0.8, -0.4], [0.0, 0.0]]
edges = [[1, 2], [2, 3], [3, 1], [1, 4]]
'''

# Four unit squares meeting at the centre: a-b, b-d, d-c, c-a share sides; a-d, b-c only a corner.
SQUARES = [[[-0.5, 0.0], [0.0, 0.0], [0.0, 0.5], [-0.5, 0.5]],
           [[0.0, 0.0], [0.5, 0.0], [0.5, 0.5], [0.0, 0.5]],
           [[-0.5, -0.5], [0.0, -0.5], [0.0, 0.0], [-0.5, 0.0]],
           [[0.0, -0.5], [0.5, -0.5], [0.5, 0.0], [0.0, 0.0]]]


def squares_map(edges: str) -> str:
    return ('title = "Four squares"\nkind = "map"\n'
            'vertices = [[-0.25, 0.25], [0.25, 0.25], [-0.25, -0.25], [0.25, -0.25]]\n'
            f'edges = {edges}\npolygons = {SQUARES}\n')


def test_a_good_file_loads(tmp_path):
    path = tmp_path / "triangle.toml"
    path.write_text(GOOD_GRAPH)
    board = read_board_file(path)
    assert board.name == "triangle" and board.size == 4 and board.labels == ("a", "b", "c", "d")
    assert board.neighbours[0] == (1, 2, 3) and board.degree(3) == 1


@pytest.mark.parametrize("text, key, fault", [
    (GOOD_GRAPH.replace('title = "Triangle and tail"\n', ""), "title", "is missing"),
    (GOOD_GRAPH.replace('"graph"', '"drawing"'), "kind", "must be one of"),
    (GOOD_GRAPH.replace("[1, 4]]", "[1, 5]]"), "edges[3]", "names vertex 5"),
    (GOOD_GRAPH.replace("[1, 4]]", "[4, 4]]"), "edges[3]", "self loop"),
    (GOOD_GRAPH.replace("[1, 4]]", "[1, 4], [2, 1]]"), "edges[4]", "repeats the edge"),
    (GOOD_GRAPH.replace(", [1, 4]]", "]"), "edges", "disconnected: vertex 4 (d)"),
    (GOOD_GRAPH.replace("[0.0, 0.0]]", "[0.0, 3.0]]"), "vertices[3]", "must lie within"),
    (GOOD_GRAPH.replace("[0.0, 0.0]]", "[0.0]]"), "vertices[3]", "must have 2 numbers"),
    (GOOD_GRAPH.replace("[1, 4]]", "[1.0, 4.0]]"), "edges[3]", "whole numbers"),
    (GOOD_GRAPH + "polygons = []\n", "polygons", "only to map boards"),
    (GOOD_GRAPH.replace("edges = [", "edges = 3 #"), "edges", "must be a list"),
    (GOOD_GRAPH + "this is = not toml\n", None, "not valid TOML"),
    (squares_map("[[1, 2], [2, 4], [4, 3], [3, 1], [1, 4]]"), "edges[4]", "share no border"),
    (squares_map("[[1, 2], [2, 4], [4, 3]]"), "edges", "misses countries 1 and 3"),
    (squares_map("[[1, 2], [2, 4], [4, 3], [3, 1]]").replace("[0.5, 0.5], [0.0, 0.5]]", "[0.5, 0.5], [0.0, 1.5]]"),
     "polygons[1][3]", "outside the unit disc"),
])
def test_broken_files_name_file_key_and_fault(tmp_path, text, key, fault):
    path = tmp_path / "broken.toml"
    path.write_text(text)
    with pytest.raises(DataFileError) as info:
        read_board_file(path)
    error = info.value
    assert error.key == key and fault in error.fault
    assert str(path) in str(error) and fault in str(error)


def test_missing_file_and_unknown_board():
    with pytest.raises(DataFileError, match="file not found"):
        read_board_file(BOARDS_DIR / "no-such-board.toml")
    with pytest.raises(ValueError, match="no board called 'no-such-board'.*hexagon"):
        load_board("no-such-board")
    with pytest.raises(ValueError, match="not a board name"):
        load_board("../secret")


def test_ruling_countries_meeting_at_a_corner_are_not_neighbours(tmp_path):
    assert map_adjacency(SQUARES) == {(0, 1), (1, 3), (2, 3), (0, 2)}
    assert shared_border_lengths(SQUARES)[(0, 1)] == pytest.approx(0.5)
    path = tmp_path / "squares.toml"
    path.write_text(squares_map("[[1, 2], [2, 4], [4, 3], [3, 1]]"))
    board = read_board_file(path)
    assert board.kind == "map" and 3 not in board.neighbours[0]


# ---- the library --------------------------------------------------------------------------------
def test_every_library_board_loads_and_fits_the_screen():
    names = board_names()
    assert len(names) >= 12
    for required in ("hexagon", "petersen", "cube", "wheel"):
        assert required in names
    for name in names:
        board = load_board(name)
        assert board.is_connected() and board.description
        assert all(abs(x) <= 1.0 and abs(y) <= 1.0 for x, y in board.positions), name


def test_library_graph_shapes():
    hexagon, petersen, cube, wheel = (load_board(n) for n in ("hexagon", "petersen", "cube", "wheel"))
    assert hexagon.size == 6 and all(len(n) == 2 for n in hexagon.neighbours)
    assert petersen.size == 10 and len(petersen.edges) == 15 and all(len(n) == 3 for n in petersen.neighbours)
    assert cube.size == 8 and len(cube.edges) == 12
    assert wheel.size == 8 and wheel.degree(0) == 7
    graph_sizes = [load_board(n).size for n in board_names() if load_board(n).kind == "graph"]
    assert sum(8 <= s <= 16 for s in graph_sizes) >= 6


def test_graph_files_match_their_definitions():
    for board in library_graphs():
        stored = load_board(board.name)
        assert stored.edges == board.edges and stored.positions == board.positions
        assert stored.title == board.title and stored.description == board.description


def test_library_maps():
    maps = [load_board(n) for n in board_names() if load_board(n).kind == "map"]
    assert sorted(m.size for m in maps) == [10, 14, 20, 28]
    for board in maps:
        assert_map_guarantees(board)


# ---- the map generator --------------------------------------------------------------------------
def assert_map_guarantees(board):
    # adjacency exactly where a border of positive length is shared (the ruling)
    borders = shared_border_lengths(board.polygons)
    assert set(board.edges) == {pair for pair, length in borders.items() if length > 1e-3}
    assert all(borders[pair] > 0.01 for pair in board.edges)
    # no four countries at one corner (the text's guideline)
    assert max(count for _, count in corner_meetings(board.polygons, tolerance=1e-4)) <= 3
    # enough neighbours each, one connected map, everything in the disc
    assert min(len(n) for n in board.neighbours) >= 3
    assert board.is_connected()
    assert all(math.hypot(x, y) <= 1.0 + 1e-3 for poly in board.polygons for x, y in poly)


@pytest.mark.parametrize("countries, seed", [(8, 1), (12, 2), (16, 3)])
def test_generated_maps_keep_the_guarantees(countries, seed):
    board = mapgen.generate_map(countries, stream(seed, "test"))
    assert board.size == countries and board.kind == "map"
    assert_map_guarantees(board)


def test_map_generation_is_deterministic_from_the_seed():
    one = mapgen.generate_map(10, stream(4, "x"))
    two = mapgen.generate_map(10, stream(4, "x"))
    other = mapgen.generate_map(10, stream(5, "x"))
    assert one.polygons == two.polygons and one.edges == two.edges
    assert one.polygons != other.polygons


def test_generated_graphs_have_a_long_cycle_and_no_triangle():
    board = mapgen.generate_graph(12, stream(1, "g"))
    assert all(tuple(sorted((i, (i + 1) % 12))) in board.edges for i in range(12))
    neighbours = [set(n) for n in board.neighbours]
    assert not any(neighbours[u] & neighbours[v] for u, v in board.edges)


def test_mapgen_cli_writes_a_board_file_that_loads(tmp_path, capsys):
    out = tmp_path / "my-map.toml"
    assert mapgen.main(["--countries", "9", "--seed", "3", "--out", str(out), "--title", "Mine"]) == 0
    board = read_board_file(out)
    assert board.name == "my-map" and board.title == "Mine" and board.size == 9
    assert "--countries 9 --seed 3" in out.read_text()
    assert mapgen.main(["--countries", "2", "--seed", "3", "--out", str(out)]) == 2
    assert "4 to 40" in capsys.readouterr().err
