"""Board generators: Voronoi maps of countries in a disc, and random graphs (pure Python).

Maps follow the seed: "The Voronoi-map boards were generated at random and then we chose
boards that follow these strategic guidelines", and "If several countries meet at a corner
they are not considered to be adjacent (we tried to avoid this in our example boards)".

    sites   random points in the disc, kept apart (dart throwing), then Lloyd relaxation
            (each site moves to the centroid of its cell) so countries have similar sizes
    cells   the disc polygon clipped by the perpendicular bisector of the site and every
            other site (half-plane clipping); each cell edge remembers which bisector made it
    borders two countries are adjacent when they share cell edges longer than a minimum
    reject  maps where four countries (nearly) meet at one corner, where a border or a rim
            arc is too short to read, or where a country has fewer than 3 neighbours
    choose  among several acceptable maps, the one with the most neighbours per country
            and fewest groups of four mutual neighbours (the strategy notes)

CLI:  python -m game.engines.grundy.mapgen --countries N --seed S --out FILE [--title T]
      [--description D] [--graph]     (--graph: a random graph of N vertices instead of a map)
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

from game.core.rng import stream
from game.engines.grundy.board import Board, corner_meetings, polygon_centroid, vertex_label
from game.engines.grundy.drawing import clear_layout

DISC_SIDES = 120
RIM = -1   # tag of a cell edge on the disc's rim

Point = tuple[float, float]


class GenerationFailed(RuntimeError):
    pass


# ---- geometry -----------------------------------------------------------------------------
def disc_polygon(sides: int = DISC_SIDES, radius: float = 1.0) -> list[Point]:
    return [(radius * math.cos(2 * math.pi * k / sides), radius * math.sin(2 * math.pi * k / sides))
            for k in range(sides)]


def clip_half_plane(points: list[Point], tags: list[int], a: float, b: float, c: float,
                    tag: int) -> tuple[list[Point], list[int]]:
    """Keep the part of a convex polygon where a*x + b*y <= c (Sutherland-Hodgman).

    tags[i] names what made the edge points[i] -> points[i+1]; the new edge along the
    clipping line gets `tag`. Zero-length edges are dropped.
    """
    out_points: list[Point] = []
    out_tags: list[int] = []
    m = len(points)
    for i in range(m):
        px, py = points[i]
        qx, qy = points[(i + 1) % m]
        dp = a * px + b * py - c
        dq = a * qx + b * qy - c
        if dp <= 0:
            out_points.append((px, py))
            out_tags.append(tags[i])
            if dq > 0:   # leaving: the rest of this edge is cut off, the clip line follows
                t = dp / (dp - dq)
                out_points.append((px + t * (qx - px), py + t * (qy - py)))
                out_tags.append(tag)
        elif dq <= 0:    # entering: the old edge resumes from the crossing point
            t = dp / (dp - dq)
            out_points.append((px + t * (qx - px), py + t * (qy - py)))
            out_tags.append(tags[i])
    # drop zero-length edges (a crossing exactly on a corner)
    i = 0
    while len(out_points) > 2 and i < len(out_points):
        nxt = (i + 1) % len(out_points)
        if abs(out_points[i][0] - out_points[nxt][0]) < 1e-12 and abs(out_points[i][1] - out_points[nxt][1]) < 1e-12:
            del out_points[i]
            del out_tags[i]
        else:
            i += 1
    return out_points, out_tags


def voronoi_cells(sites: list[Point]) -> list[tuple[list[Point], list[int]]]:
    """Each site's cell inside the unit disc, with edge tags (neighbour index, or RIM)."""
    disc = disc_polygon()
    cells = []
    for i, (sx, sy) in enumerate(sites):
        points, tags = list(disc), [RIM] * len(disc)
        # nearer sites first: they cut most, so later clips have small polygons to work on
        order = sorted((j for j in range(len(sites)) if j != i),
                       key=lambda j: (sites[j][0] - sx) ** 2 + (sites[j][1] - sy) ** 2)
        for j in order:
            tx, ty = sites[j]
            reach = max((px - sx) ** 2 + (py - sy) ** 2 for px, py in points)
            if (tx - sx) ** 2 + (ty - sy) ** 2 > 4 * reach:
                break    # this bisector (and every later one) misses the cell
            a, b = tx - sx, ty - sy
            c = (tx * tx + ty * ty - sx * sx - sy * sy) / 2
            points, tags = clip_half_plane(points, tags, a, b, c, j)
        cells.append((points, tags))
    return cells


def border_lengths(cells) -> tuple[dict[tuple[int, int], float], list[float]]:
    """Shared border length per pair of cells and rim length per cell, from the edge tags."""
    borders: dict[tuple[int, int], float] = {}
    rim = [0.0] * len(cells)
    for i, (points, tags) in enumerate(cells):
        for k, tag in enumerate(tags):
            (px, py), (qx, qy) = points[k], points[(k + 1) % len(points)]
            length = math.hypot(qx - px, qy - py)
            if tag == RIM:
                rim[i] += length
            else:
                key = (min(i, tag), max(i, tag))
                # each border is seen from both sides; keep the shorter measurement
                borders[key] = min(borders.get(key, length), length) if key in borders else length
    return borders, rim


# ---- sites --------------------------------------------------------------------------------
def scattered_sites(count: int, rng: random.Random, radius: float = 0.9) -> list[Point]:
    """Random points in a disc, no two closer than a spacing that shrinks if space runs out."""
    spacing = 1.3 / math.sqrt(count)
    sites: list[Point] = []
    attempts = 0
    while len(sites) < count:
        r = radius * math.sqrt(rng.random())
        angle = 2 * math.pi * rng.random()
        p = (r * math.cos(angle), r * math.sin(angle))
        if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 >= spacing * spacing for q in sites):
            sites.append(p)
            attempts = 0
        else:
            attempts += 1
            if attempts > 200:
                spacing *= 0.95
                attempts = 0
    return sites


def relax(sites: list[Point], rounds: int) -> list[Point]:
    """Lloyd relaxation: move each site to the centroid of its cell."""
    for _ in range(rounds):
        sites = [polygon_centroid(points) for points, _ in voronoi_cells(sites)]
    return sites


# ---- judging a map ------------------------------------------------------------------------
def map_faults(cells, min_border: float) -> list[str]:
    """Why a map breaks the guidelines (empty when it is acceptable)."""
    faults = []
    borders, rim = border_lengths(cells)
    for (i, j), length in borders.items():
        if length < min_border:
            faults.append(f"countries {i} and {j} share a border of only {length:.3f}")
    for i, length in enumerate(rim):
        if 0 < length < min_border:
            faults.append(f"country {i} touches the rim for only {length:.3f}")
    polygons = [points for points, _ in cells]
    for point, count in corner_meetings(polygons, tolerance=min_border):
        on_rim = math.hypot(*point) > math.cos(math.pi / DISC_SIDES) - 1e-6
        if count >= 4 or (on_rim and count >= 3):
            faults.append(f"{count} countries meet near ({point[0]:.2f}, {point[1]:.2f})")
            break
    degree = [0] * len(cells)
    for (i, j), length in borders.items():
        if length >= min_border:
            degree[i] += 1
            degree[j] += 1
    for i, d in enumerate(degree):
        if d < 3:
            faults.append(f"country {i} has only {d} neighbours")
    return faults


def strategy_score(size: int, edges) -> float:
    """Higher is better: many neighbours per country, few groups of four mutual neighbours."""
    adjacent = [set() for _ in range(size)]
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    cliques4 = 0
    for u, v in edges:
        common = sorted(adjacent[u] & adjacent[v])
        cliques4 += sum(1 for i, x in enumerate(common) for y in common[i + 1:] if y in adjacent[x])
    cliques4 //= 6   # each K4 is counted once per edge
    mean_degree = 2 * len(edges) / size
    return mean_degree - 0.5 * cliques4


# ---- maps ---------------------------------------------------------------------------------
def _snap(cells) -> list[tuple[Point, ...]]:
    """Round corners and make corners shared by several cells identical, so files agree exactly."""
    canonical: dict[tuple[int, int], Point] = {}
    polygons = []
    for points, _ in cells:
        poly = []
        for x, y in points:
            key = (round(x * 2e4), round(y * 2e4))
            found = None
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    found = found or canonical.get((key[0] + dx, key[1] + dy))
            if found is None:
                found = (round(x, 5), round(y, 5))
                canonical[key] = found
            if not poly or poly[-1] != found:
                poly.append(found)
        if len(poly) > 1 and poly[0] == poly[-1]:
            poly.pop()
        polygons.append(tuple(poly))
    return polygons


def generate_map(countries: int, rng: random.Random, name: str = "random-map", title: str = "",
                 candidates: int = 4, max_tries: int = 200, relax_rounds: int = 2) -> Board:
    """A Voronoi map of `countries` countries in the unit disc that follows the guidelines."""
    if not 4 <= countries <= 40:
        raise ValueError(f"grundy: a random map needs 4 to 40 countries, not {countries}")
    min_border = 0.18 / math.sqrt(countries)
    best: tuple[float, list, list] | None = None
    accepted = 0
    for _ in range(max_tries):
        sites = relax(scattered_sites(countries, rng), relax_rounds)
        cells = voronoi_cells(sites)
        if map_faults(cells, min_border):
            continue
        borders, _ = border_lengths(cells)
        edges = sorted(pair for pair, length in borders.items() if length >= min_border)
        score = strategy_score(countries, edges)
        if best is None or score > best[0]:
            best = (score, cells, edges)
        accepted += 1
        if accepted >= candidates:
            break
    if best is None:
        raise GenerationFailed(f"no acceptable map of {countries} countries in {max_tries} tries")
    _, cells, edges = best
    polygons = _snap(cells)
    positions = [_label_point(poly) for poly in polygons]
    # Letter the countries in reading order (rows from the top, left to right) so players find them.
    order = sorted(range(countries), key=lambda i: (-round(positions[i][1] * 2.5), positions[i][0]))
    new_index = {old: new for new, old in enumerate(order)}
    polygons = [polygons[i] for i in order]
    positions = tuple(positions[i] for i in order)
    edges = [tuple(sorted((new_index[u], new_index[v]))) for u, v in edges]
    return Board(name=name, title=title or f"Random map ({countries} countries)", kind="map",
                 positions=positions, edges=tuple(edges), polygons=tuple(polygons),
                 description="Countries are neighbours when they share a border, not just a corner.")


def _label_point(poly) -> Point:
    cx, cy = polygon_centroid(poly)
    return (round(cx, 4), round(cy, 4))


# ---- graphs -------------------------------------------------------------------------------
def generate_graph(size: int, rng: random.Random, name: str = "random-graph", title: str = "",
                   target_degree: int = 3) -> Board:
    """A random graph drawn on a circle: one long cycle through every vertex plus chords.

    The strategy notes favour long cycles and several neighbours per vertex, so the graph
    starts from a cycle through all vertices and adds chords (each vertex up to
    `target_degree` neighbours) that close no triangle. Circles a short chord would pass
    under are nudged out of its way (drawing.clear_layout), so the ring bulges a little there.
    """
    if not 4 <= size <= 40:
        raise ValueError(f"grundy: a random graph needs 4 to 40 vertices, not {size}")
    edges = {(i, (i + 1) % size) if i < (i + 1) % size else ((i + 1) % size, i) for i in range(size)}
    adjacent = [set() for _ in range(size)]
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    chords = [(u, v) for u in range(size) for v in range(u + 2, size) if not (u == 0 and v == size - 1)]
    rng.shuffle(chords)
    for u, v in chords:
        if len(adjacent[u]) >= target_degree or len(adjacent[v]) >= target_degree:
            continue
        if adjacent[u] & adjacent[v]:
            continue   # would close a triangle
        edges.add((u, v))
        adjacent[u].add(v)
        adjacent[v].add(u)
    ring = [(0.92 * math.sin(2 * math.pi * k / size), 0.92 * math.cos(2 * math.pi * k / size)) for k in range(size)]
    # short chords would pass under the circles between their ends: nudge those apart
    positions = tuple((round(x, 4), round(y, 4)) for x, y in clear_layout(ring, sorted(edges)))
    return Board(name=name, title=title or f"Random graph ({size} vertices)", kind="graph",
                 positions=positions, edges=tuple(sorted(edges)),
                 description="A cycle through every vertex, with chords.")


# ---- command line -------------------------------------------------------------------------
def _write_board(board: Board, path: Path, comment: str) -> None:
    from game.core.datafile import dumps_toml, write_text_atomic
    write_text_atomic(path, comment + dumps_toml(board.to_file_data()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.engines.grundy.mapgen",
                                     description="Generate a Grundy board file (a Voronoi map by default).")
    parser.add_argument("--countries", type=int, required=True,
                        help="number of countries (or vertices with --graph)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True, help="board file to write (levels/grundy/<slug>.toml)")
    parser.add_argument("--title", default="")
    parser.add_argument("--description", default="")
    parser.add_argument("--graph", action="store_true", help="a random graph instead of a map")
    args = parser.parse_args(argv)
    rng = stream(args.seed, "mapgen")
    out = Path(args.out)
    try:
        if args.graph:
            board = generate_graph(args.countries, rng, name=out.stem, title=args.title)
        else:
            board = generate_map(args.countries, rng, name=out.stem, title=args.title)
    except (ValueError, GenerationFailed) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.description:
        board = Board(name=board.name, title=board.title, kind=board.kind, positions=board.positions,
                      edges=board.edges, polygons=board.polygons, description=args.description)
    command = (f"python -m game.engines.grundy.mapgen --countries {args.countries} --seed {args.seed}"
               f"{' --graph' if args.graph else ''} --out {out.name}")
    if args.title:
        command += f" --title {args.title!r}"
    comment = (f"# Made by: {command} (plus --description)\n"
               f"# Vertices are numbered from 1 in `edges` (vertex 1 is labelled a).\n")
    _write_board(board, out, comment)
    labels = ", ".join(f"{vertex_label(v)}:{len(board.neighbours[v])}" for v in range(board.size))
    print(f"{out}: {board.size} {'vertices' if args.graph else 'countries'}, {len(board.edges)} borders; "
          f"degrees {labels}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
