"""Generate the Constitution map (levels/constitution/usa.toml) from the table of states.

    python -m game.engines.constitution.mapgen --out levels/constitution/usa.toml [--seed N]
    (or `python3 build.py mapgen`)

Input: `us_states.toml` (electoral votes, centre latitude/longitude, real neighbour pairs).
Output: a map in the lattice of the rulings (point (x, y) on screen at (x + y/2, y*sqrt(3)/2);
cell [x, y, o], o = 0 the up triangle, 1 the down one) that `mapdata.load_map` accepts.

The steps, all deterministic for a given seed (each in its own module):

1. **Cartogram** (mapgen_cartogram.py): each region a disc of its electoral votes in cells,
   relaxed so discs do not overlap, real neighbours touch and each stays near its place.
2. **DC** (here): the White House is the lattice point nearest DC's disc; DC is three cells
   meeting there.
3. **Growth** (mapgen_growth.py): the regions grow from their centres into cells until each
   holds its electoral votes.
4. **Improvement** (mapgen_annealing.py): simulated annealing on boundary cells, keeping counts
   and one piece per region, rewarding real neighbours and short borders.
5. **Alaska and Hawaii** (here) go to the south-west corner, apart from the mainland across water.

Lattice geometry and the projection are in mapgen_geometry.py.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

from game.engines.constitution.mapdata import (
    DEFAULT_MAP_PATH, BoardMap, Cell, Region, check_map, map_report, state_table,
)
from game.engines.constitution.mapgen_annealing import improve
from game.engines.constitution.mapgen_cartogram import cartogram
from game.engines.constitution.mapgen_geometry import CELL_AREA, SQRT3, cell_centre
from game.engines.constitution.mapgen_growth import APART, Layout

DEFAULT_SEED = 2020
DEFAULT_STEPS = 250_000          # improvement steps per attempt
DEFAULT_SCALE = 0.5              # lattice units per degree of latitude before the cartogram


# ---- 5. Alaska and Hawaii ----------------------------------------------------------------


def place_apart(layout: Layout, code: str, votes: int, near: tuple[float, float], clearance: float) -> None:
    """Put `code` as a compact piece near `near`, at least `clearance` from every other cell."""
    taken = [cell_centre(c) for c in layout.owner]
    radius = math.sqrt(votes * CELL_AREA / math.pi)
    best = None
    for i in range(-30, 31):
        for j in range(-30, 31):
            sx, sy = near[0] + i * 0.25, near[1] + j * 0.25
            gap = min(math.hypot(sx - tx, sy - ty) for tx, ty in taken) - radius
            if gap < clearance:
                continue
            d = math.hypot(sx - near[0], sy - near[1])
            if best is None or d < best[0]:
                best = (d, (sx, sy))
    assert best is not None
    layout.centre[code] = best[1]
    layout.radius[code] = radius
    layout.grow([code], random.Random(0))


# ---- the whole ---------------------------------------------------------------------------


def dc_trios(point: tuple[int, int]) -> list[tuple[Cell, Cell, Cell]]:
    """The six ways to give DC three edge-connected cells meeting at `point`."""
    x, y = point
    ring = [(x, y, 0), (x - 1, y, 1), (x - 1, y, 0), (x - 1, y - 1, 1), (x, y - 1, 0), (x, y - 1, 1)]
    px, py = x + y / 2.0, y * SQRT3 / 2.0
    ring.sort(key=lambda c: math.atan2(cell_centre(c)[1] - py, cell_centre(c)[0] - px))
    return [(ring[i], ring[(i + 1) % 6], ring[(i + 2) % 6]) for i in range(6)]


def layout_attempt(centre, radius, votes, mainland, white_house, trio, rng, steps):
    layout = Layout(list(votes), votes, {c: tuple(p) for c, p in centre.items()}, dict(radius))
    for cell in trio:
        layout.claim(cell, "DC")
    layout.make_domain(mainland, sum(votes[c] for c in mainland))
    layout.grow(mainland, rng)
    scorer = improve(layout, mainland, rng, steps)
    return layout, scorer


def generate(seed: int = DEFAULT_SEED, steps: int = DEFAULT_STEPS, scale: float = DEFAULT_SCALE,
             log=None, attempts: int = 6) -> BoardMap:
    """The whole map. Tries `attempts` ways of laying DC's three cells around the White House
    (each with its own improvement run) and keeps the best-scoring layout."""
    facts = state_table()
    votes = {code: f.electoral_votes for code, f in facts.items()}
    mainland = [c for c in facts if c not in APART]
    centre = cartogram(mainland, votes, scale)
    radius = {c: math.sqrt(votes[c] * CELL_AREA / math.pi) for c in facts}
    # the White House: the lattice point nearest DC's disc
    sx, sy = centre["DC"]
    wy = round(sy * 2.0 / SQRT3)
    wx = round(sx - wy / 2.0)
    white_house = (wx, wy)
    best = None
    for k, trio in enumerate(dc_trios(white_house)[:attempts]):
        rng = random.Random(seed * 1000 + k)
        layout, scorer = layout_attempt(centre, radius, votes, mainland, white_house, trio, rng, steps)
        if log:
            log(f"attempt {k}: missing {scorer.missing}, false {scorer.false}, border {scorer.border}, "
                f"score {scorer.score():.1f}")
        if best is None or scorer.score() < best[0]:
            best = (scorer.score(), layout)
    layout = best[1]
    # insets: south-west of the mainland, across water
    xs = [cell_centre(c)[0] for c in layout.owner]
    ys = [cell_centre(c)[1] for c in layout.owner]
    min_x, min_y = min(xs), min(ys)
    place_apart(layout, "AK", votes["AK"], (min_x + 1.5, min_y + 0.5), 1.6)
    place_apart(layout, "HI", votes["HI"], (min_x + 5.0, min_y + 0.2), 1.6)
    # shift so every coordinate is a whole number from 0 up (a lattice translation changes nothing)
    dx = -min(c[0] for c in layout.owner)
    dy = -min(c[1] for c in layout.owner)
    regions = {}
    for code, f in facts.items():
        cells = tuple(sorted(((x + dx, y + dy, o) for x, y, o in layout.cells[code]),
                             key=lambda c: (c[1], c[0], c[2])))
        regions[code] = Region(code, f.name, cells)
    return BoardMap(regions=regions, white_house=(white_house[0] + dx, white_house[1] + dy), source="<mapgen>")


def to_toml(board_map: BoardMap, seed: int) -> str:
    lines = [
        "# The Constitution map: 538 triangular cells in 51 regions (the 50 states and DC).",
        "# Generated by game/engines/constitution/mapgen.py from us_states.toml; do not edit by",
        f"# hand, run `python3 build.py mapgen` (seed {seed}). Lattice and cells as in",
        "# ../shared/design/rulings.md: cell [x, y, o], o = 0 up triangle, 1 down triangle.",
        "",
        f"white_house = [{board_map.white_house[0]}, {board_map.white_house[1]}]",
        "",
    ]
    for code, region in board_map.regions.items():
        lines.append(f"[regions.{code}]")
        lines.append(f'name = "{region.name}"')
        cells = [f"[{x}, {y}, {o}]" for x, y, o in region.cells]
        rows = [", ".join(cells[i:i + 8]) for i in range(0, len(cells), 8)]
        lines.append("cells = [")
        lines.extend(f"  {row}," for row in rows)
        lines.append("]")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate the Constitution map from us_states.toml.")
    parser.add_argument("--out", default=str(DEFAULT_MAP_PATH), help="where to write the map (TOML)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--steps", type=int, default=DEFAULT_STEPS, help="improvement steps per attempt")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    log = None if args.quiet else (lambda text: print(text, file=sys.stderr))
    started = time.monotonic()
    board_map = generate(args.seed, args.steps, log=log)
    check_map(board_map, args.out)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(to_toml(board_map, args.seed), encoding="utf-8")
    report = map_report(board_map)
    print(f"wrote {out}: {report['cells']} cells in {report['regions']} regions; "
          f"{report['touching_real_pairs']}/{report['real_pairs']} real neighbour pairs touch "
          f"({report['recall']:.0%}), {report['false_pair_count']} false pairs "
          f"({time.monotonic() - started:.1f} s)")
    if not args.quiet:
        print("missing:", " ".join(report["missing_pairs"]) or "none")
        print("false:", " ".join(report["false_pairs"]) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
