"""Graph boards are drawn so that no line passes under a circle it does not join (issue 9: the
Tesseract's lines ran behind other circles, so its neighbours were ambiguous).

Checked twice: in board units by the engine's rule (game/engines/grundy/drawing.py), and in the
screen's own pixels (BoardLayout's centres, circle radius and line width), over every graph
board the setup can pick: each library board and the random-graph generator at every size.
"""
from __future__ import annotations

import math

import pytest

from game.engines.grundy.board import Board, board_names, load_board
from game.engines.grundy.board_choice import RANDOM_SIZES, board_for
from game.engines.grundy.drawing import clear_layout, crowded_edges, segment_distance
from game.engines.grundy.graphs import library_graphs, ring

# Pixels of background between a line's edge and a circle's rim it passes by.
MARGIN = 4.0


def graph_boards() -> list[str]:
    return [name for name in board_names() if load_board(name).kind == "graph"]


def random_graph(size: int, seed: int) -> Board:
    return board_for({"board": "random-graph", "size": size}, seed)


def old_tesseract() -> Board:
    """The Tesseract as drawn before issue 9: four nested squares."""
    gray, radii, angles = [0, 1, 3, 2], [0.95, 0.68, 0.44, 0.2], [45, 45, 67.5, 45]
    positions = tuple(ring(4, radii[v >> 2], angles[v >> 2])[gray.index(v & 3)] for v in range(16))
    return Board("old", "old", "graph", positions, tuple(load_board("tesseract").edges))


# ---- in board units ------------------------------------------------------------------------
def test_the_library_graphs_clear_every_circle_they_do_not_join():
    names = graph_boards()
    assert {"tesseract", "chvatal", "petersen"} <= set(names)
    for name in names:
        board = load_board(name)
        assert crowded_edges(board.positions, board.edges) == [], name


@pytest.mark.parametrize("size", RANDOM_SIZES)
def test_random_graphs_clear_every_circle_they_do_not_join(size):
    for seed in range(1, 9):
        board = random_graph(size, seed)
        assert crowded_edges(board.positions, board.edges) == [], (size, seed)


def test_the_rule_catches_a_line_under_a_circle():
    assert crowded_edges(old_tesseract().positions, old_tesseract().edges)
    # three circles in a row, the outer two joined: the line runs through the middle one
    assert crowded_edges([(-0.9, 0.0), (0.0, 0.0), (0.9, 0.0)], [(0, 2)]) == [((0, 2), 1, 0.0)]


def test_clearing_moves_only_what_is_crowded():
    hexagon = load_board("hexagon")
    assert clear_layout(hexagon.positions, hexagon.edges) == list(hexagon.positions)
    cleared = clear_layout([(-0.9, 0.0), (0.0, 0.01), (0.9, 0.0)], [(0, 2)])
    assert crowded_edges(cleared, [(0, 2)]) == []


def test_the_library_keeps_its_pictures():
    """The new layouts are the symmetric ones: the Tesseract's two octagons, every line the same
    length; the Chvatal graph turns onto itself by a quarter turn."""
    tesseract = load_board("tesseract")
    lengths = {round(math.dist(tesseract.positions[u], tesseract.positions[v]), 3) for u, v in tesseract.edges}
    assert len(lengths) == 1
    assert len({round(math.hypot(x, y), 3) for x, y in tesseract.positions}) == 2
    chvatal = next(b for b in library_graphs() if b.name == "chvatal")
    turned = {(round(y, 3), round(-x, 3)) for x, y in chvatal.positions}
    assert turned == {(round(x, 3), round(y, 3)) for x, y in chvatal.positions}


# ---- in the screen's pixels ----------------------------------------------------------------
def pixel_crowding(board: Board) -> list[tuple[str, str, float, float]]:
    """(line, circle, distance, needed) wherever a drawn line comes closer to a circle it does
    not join than the circle's rim, half the line's width and MARGIN."""
    from game.scenes.grundy.layout import BoardLayout
    layout = BoardLayout(board)
    needed = layout.socket_radius + layout.line_width / 2 + MARGIN
    out = []
    for u, v in board.edges:
        for w, centre in enumerate(layout.centres):
            if w not in (u, v):
                d = segment_distance(centre, layout.centres[u], layout.centres[v])
                if d <= needed:
                    out.append((board.labels[u] + board.labels[v], board.labels[w], round(d, 1), round(needed, 1)))
    return out


@pytest.mark.screen
def test_on_screen_no_line_passes_under_a_circle_it_does_not_join(window):
    for name in graph_boards():
        assert pixel_crowding(load_board(name)) == [], name
    for size in RANDOM_SIZES:
        for seed in range(1, 4):
            assert pixel_crowding(random_graph(size, seed)) == [], (size, seed)
    # the measure sees what issue 9 saw
    assert pixel_crowding(old_tesseract())
