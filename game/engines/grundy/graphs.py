"""The named graphs of the Grundy board library, and the script that writes their files.

The strategy notes of the text guided the choice: "The number of neighbours a vertex has
tells you the largest number that a player can be forced to write", "Groups of neighbours
that are all joined to one another must all have different numbers", "graphs with longer
cycles in them probably make for more difficult strategy", "having several neighbours per
vertex creates the room to force your opponent to write a large number". Each board's
description names the note it follows.

    python -m game.engines.grundy.graphs --out levels/grundy     (rewrites every graph board)

Maps come from mapgen.py (see levels/grundy/map-*.toml for the exact commands).
"""
from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

from game.engines.grundy.board import BOARDS_DIR, Board

Point = tuple[float, float]


def ring(count: int, radius: float, start_angle: float = 90.0) -> list[Point]:
    """`count` points evenly round a circle, the first at `start_angle` degrees, clockwise."""
    return [(radius * math.cos(math.radians(start_angle - 360.0 * k / count)),
             radius * math.sin(math.radians(start_angle - 360.0 * k / count))) for k in range(count)]


def cycle_edges(vertices: list[int]) -> list[tuple[int, int]]:
    return [(vertices[i], vertices[(i + 1) % len(vertices)]) for i in range(len(vertices))]


@dataclass
class NamedGraph:
    slug: str
    title: str
    description: str
    positions: list[Point]
    edges: list[tuple[int, int]]

    def board(self) -> Board:
        positions = tuple((round(x, 4), round(y, 4)) for x, y in self.positions)
        return Board(name=self.slug, title=self.title, kind="graph", positions=positions,
                     edges=tuple(self.edges), description=self.description)


def hexagon() -> NamedGraph:
    return NamedGraph(
        "hexagon", "Hexagon",
        "The text's first board: six vertices in a ring, two neighbours each, so nobody can be "
        "forced above 3. Too simple for real strategy, ideal for learning the rules.",
        ring(6, 0.9), cycle_edges(list(range(6))))


def petersen() -> NamedGraph:
    outer, inner = ring(5, 0.92), ring(5, 0.45)
    edges = cycle_edges([0, 1, 2, 3, 4]) + [(i, i + 5) for i in range(5)] + \
        [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
    return NamedGraph(
        "petersen", "Petersen graph",
        "Longer cycles: three neighbours each and no cycle shorter than five, so no number is "
        "settled by a triangle and forcing takes planning.",
        outer + inner, edges)


def cube() -> NamedGraph:
    outer, inner = ring(4, 0.92, 45), ring(4, 0.42, 45)
    edges = cycle_edges([0, 1, 2, 3]) + cycle_edges([4, 5, 6, 7]) + [(i, i + 4) for i in range(4)]
    return NamedGraph(
        "cube", "Cube",
        "Several neighbours per vertex: three each, and only cycles of even length, so 1 and 2 "
        "would do everywhere, yet every vertex leaves room to force a 3 or a 4.",
        outer + inner, edges)


def wheel() -> NamedGraph:
    rim = ring(7, 0.9)
    edges = [(0, i) for i in range(1, 8)] + cycle_edges(list(range(1, 8)))
    return NamedGraph(
        "wheel", "Wheel (hub and seven spokes)",
        "Neighbours per vertex: the hub (a) has seven neighbours, so it can be forced up to 8, "
        "while each rim vertex has three.",
        [(0.0, 0.0)] + rim, edges)


def moebius_ladder() -> NamedGraph:
    edges = cycle_edges(list(range(8))) + [(i, i + 4) for i in range(4)]
    return NamedGraph(
        "moebius-ladder", "Moebius ladder",
        "Longer cycles: an eight-cycle with its four long diagonals, three neighbours each "
        "and no triangle.",
        ring(8, 0.9, 90 - 22.5), edges)


def grotzsch() -> NamedGraph:
    outer, inner = ring(5, 0.92), ring(5, 0.5)
    edges = cycle_edges([0, 1, 2, 3, 4])
    for i in range(5):   # inner vertex 5+i copies outer vertex i's neighbours
        edges += [(5 + i, (i + 1) % 5), (5 + i, (i - 1) % 5), (5 + i, 10)]
    return NamedGraph(
        "grotzsch", "Groetzsch graph",
        "Several neighbours per vertex without any triangle: the centre has five neighbours, "
        "and the graph cannot be finished with three numbers.",
        outer + inner + [(0.0, 0.0)], edges)


def chvatal() -> NamedGraph:
    # The Chvatal graph: 4 neighbours each, no triangle, needs 4 numbers.
    adjacency = {0: [1, 4, 6, 9], 1: [2, 5, 7], 2: [3, 6, 8], 3: [4, 7, 9], 4: [5, 8],
                 5: [10, 11], 6: [10, 11], 7: [8, 11], 8: [10], 9: [10, 11]}
    edges = [(u, v) for u, vs in adjacency.items() for v in vs]
    # Drawn with its quarter-turn symmetry: the graph maps onto itself when each vertex moves
    # to the next in its group of four below, so each group is a square, turned a quarter
    # each step. Radii and turns from a search: no line passes under a circle, 10 crossings.
    squares = [([0, 1, 5, 4], 0.95, 90.0), ([2, 11, 8, 9], 0.6, 90.0), ([3, 6, 7, 10], 0.425, 112.5)]
    positions: list[Point] = [(0.0, 0.0)] * 12
    for members, radius, angle in squares:
        for slot, v in zip(ring(4, radius, angle), members):
            positions[v] = slot
    return NamedGraph(
        "chvatal", "Chvatal graph",
        "Several neighbours per vertex and no triangle: four neighbours each, so a 5 can be "
        "forced anywhere, though four numbers would colour it.",
        positions, edges)


def heawood() -> NamedGraph:
    edges = cycle_edges(list(range(14))) + [(i, (i + 5) % 14) for i in range(0, 14, 2)]
    return NamedGraph(
        "heawood", "Heawood graph",
        "Longer cycles: fourteen vertices, three neighbours each, and no cycle shorter than six.",
        ring(14, 0.92), edges)


def grid_3x4() -> NamedGraph:
    positions, edges = [], []
    for row in range(3):
        for col in range(4):
            positions.append((-0.84 + 0.56 * col, 0.6 - 0.6 * row))
            v = row * 4 + col
            if col < 3:
                edges.append((v, v + 1))
            if row < 2:
                edges.append((v, v + 4))
    return NamedGraph(
        "grid", "Grid of three rows",
        "Neighbours per vertex vary: corners have two, edges three, the middle four, so the "
        "middle squares are where large numbers can be forced.",
        positions, edges)


def tesseract() -> NamedGraph:
    # The 4-cube: 4-bit labels joined when they differ in one bit. Drawn as its classic
    # octagon picture: bit k moves a vertex along a direction k * 45 degrees round, so every
    # line has the same length, the vertices lie on two octagons, and no line passes under
    # a circle (nested squares, drawn before, ran lines close past other circles).
    directions = [(math.cos(math.radians(45 * k)), -math.sin(math.radians(45 * k))) for k in range(4)]
    positions = [(sum((((v >> k) & 1) - 0.5) * directions[k][0] for k in range(4)) * 0.73,
                  sum((((v >> k) & 1) - 0.5) * directions[k][1] for k in range(4)) * 0.73) for v in range(16)]
    edges = [(u, v) for u in range(16) for v in range(u + 1, 16) if bin(u ^ v).count("1") == 1]
    return NamedGraph(
        "tesseract", "Tesseract (4-cube)",
        "Several neighbours per vertex: four each, and only even cycles, so 1 and 2 would "
        "finish it, yet every vertex leaves room to force a 5. The biggest graph board.",
        positions, edges)


LIBRARY = [hexagon, petersen, cube, wheel, moebius_ladder, grotzsch, chvatal, heawood, grid_3x4, tesseract]


def library_graphs() -> list[Board]:
    return [make().board() for make in LIBRARY]


def main(argv: list[str] | None = None) -> int:
    from game.core.datafile import dumps_toml, write_text_atomic
    parser = argparse.ArgumentParser(prog="python -m game.engines.grundy.graphs",
                                     description="Write the named graph boards of the Grundy library.")
    parser.add_argument("--out", default=str(BOARDS_DIR), help="folder for the board files")
    args = parser.parse_args(argv)
    out = Path(args.out)
    for board in library_graphs():
        path = out / f"{board.name}.toml"
        comment = ("# Written by: python -m game.engines.grundy.graphs (edit graphs.py, not this file)\n"
                   "# Vertices are numbered from 1 in `edges` (vertex 1 is labelled a).\n")
        write_text_atomic(path, comment + dumps_toml(board.to_file_data()))
        print(f"{path}: {board.size} vertices, {len(board.edges)} edges, "
              f"degrees {sorted(set(len(n) for n in board.neighbours))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
