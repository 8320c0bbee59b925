"""Generate the Constitution map (levels/constitution/usa.toml) from the table of states.

    python -m game.engines.constitution.mapgen --out levels/constitution/usa.toml [--seed N]
    (or `python3 build.py mapgen`)

Input: `us_states.toml` (electoral votes, centre latitude/longitude, real neighbour pairs).
Output: a map in the lattice of the rulings (point (x, y) on screen at (x + y/2, y*sqrt(3)/2);
cell [x, y, o], o = 0 the up triangle, 1 the down one) that `mapdata.load_map` accepts.

The steps, all deterministic for a given seed:

1. **Cartogram.** Each centre is projected (a flat projection around 38N 96W) and each region
   becomes a disc whose area is its electoral votes in cells. The discs are relaxed so they do
   not overlap, real neighbours are pulled into contact and every disc is held loosely at its
   projected place (a Dorling cartogram). This stretches the crowded Northeast out into the
   Atlantic while keeping every state roughly where it is.
2. **DC.** The White House is the lattice point nearest DC's disc; DC is the three cells to its
   west, meeting there.
3. **Growth.** From the cell at each centre, the regions grow at once, each free cell going to
   the region for which it is nearest relative to the disc's radius (a weighted Voronoi growth
   with capacities), until each region holds its electoral votes. A region walled in before it
   is full takes a cell from a neighbour, which then grows again.
4. **Improvement.** Simulated annealing on boundary cells: two neighbouring regions trade a
   cell each, or a coastal region moves a cell along its coast. Every trade keeps the counts and
   keeps every region in one piece; the score rewards touching real neighbours, punishes false
   contacts, long borders and cells far from the region's disc.
5. **Alaska and Hawaii** go to the south-west corner, apart from the mainland across water.
"""
from __future__ import annotations

import argparse
import heapq
import math
import random
import sys
import time
from pathlib import Path

from game.engines.constitution.mapdata import (
    DEFAULT_MAP_PATH, BoardMap, Cell, Region, cell_neighbours, check_map, map_report,
    real_neighbour_pairs, state_table,
)

SQRT3 = math.sqrt(3.0)
CELL_AREA = SQRT3 / 4.0          # area of a unit triangle, in screen units
DEFAULT_SEED = 2020
DEFAULT_STEPS = 250_000          # improvement steps per attempt
DEFAULT_SCALE = 0.5              # lattice units per degree of latitude before the cartogram
APART = ("AK", "HI")             # drawn as insets, across water from the mainland
FIXED = ("DC",)                  # never traded after it is placed

# ---- geometry ----------------------------------------------------------------------------


def cell_centre(cell: Cell) -> tuple[float, float]:
    """Screen position (lattice units) of a cell's centroid."""
    x, y, o = cell
    t = 1.0 / 3.0 if o == 0 else 2.0 / 3.0
    lx, ly = x + t, y + t
    return (lx + ly / 2.0, ly * SQRT3 / 2.0)


def screen_to_cell(sx: float, sy: float) -> Cell:
    """The cell containing screen point (sx, sy)."""
    ly = sy * 2.0 / SQRT3
    lx = sx - ly / 2.0
    x, y = math.floor(lx), math.floor(ly)
    o = 0 if (lx - x) + (ly - y) < 1.0 else 1
    return (x, y, o)


STRETCH_X = 1.0         # widen the map a little: the screen's board area is wider than the US


def project(lat: float, lon: float) -> tuple[float, float]:
    """A flat projection around 38N 96W, in degrees of latitude (x east, y north)."""
    return ((lon + 96.0) * math.cos(math.radians(38.0 + 0.35 * (lat - 38.0))) * STRETCH_X, lat - 38.0)


def fill_holes(cells: set[Cell]) -> set[Cell]:
    """`cells` plus every cell it walls in (not reachable from outside without crossing it)."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    start = (x0, y0, 0)
    outside = {start}
    stack = [start]
    while stack:
        for nb in cell_neighbours(stack.pop()):
            if nb in outside or nb in cells or not (x0 <= nb[0] <= x1 and y0 <= nb[1] <= y1):
                continue
            outside.add(nb)
            stack.append(nb)
    return {(x, y, o) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) for o in (0, 1)
            if (x, y, o) not in outside}


# ---- 1. cartogram ------------------------------------------------------------------------


APART_MARGIN = 1.3      # non-neighbour discs keep this share of their radii apart


def cartogram(codes: list[str], votes: dict[str, int], scale: float, rounds: int = 600, gravity: float = 0.008) -> dict[str, list[float]]:
    """Dorling-style disc layout: no overlaps, real neighbours in contact, anchored to geography."""
    facts = state_table()
    real = real_neighbour_pairs()
    radius = {c: math.sqrt(votes[c] * CELL_AREA / math.pi) for c in codes}
    home = {}
    for c in codes:
        px, py = project(facts[c].lat, facts[c].lon)
        home[c] = (px * scale, py * scale)
    pos = {c: [home[c][0], home[c][1]] for c in codes}
    pairs = [(a, b, frozenset((a, b)) in real) for i, a in enumerate(codes) for b in codes[i + 1:]]
    for step in range(rounds):
        anchor = 0.03 * (1.0 - step / rounds) + 0.004
        for a, b, neighbours in pairs:
            pa, pb = pos[a], pos[b]
            dx, dy = pb[0] - pa[0], pb[1] - pa[1]
            d = math.hypot(dx, dy) or 1e-6
            target = (radius[a] + radius[b]) * (1.02 if neighbours else APART_MARGIN)
            if d < target:
                push = (target - d) * 0.5
            elif neighbours:
                push = -(d - target) * 0.08
            else:
                continue
            ma, mb = radius[a] ** 2, radius[b] ** 2
            ux, uy = dx / d, dy / d
            fa, fb = mb / (ma + mb), ma / (ma + mb)
            pa[0] -= ux * push * fa
            pa[1] -= uy * push * fa
            pb[0] += ux * push * fb
            pb[1] += uy * push * fb
        mx = sum(pos[c][0] * radius[c] ** 2 for c in codes) / sum(radius[c] ** 2 for c in codes)
        my = sum(pos[c][1] * radius[c] ** 2 for c in codes) / sum(radius[c] ** 2 for c in codes)
        for c in codes:
            pos[c][0] += (mx - pos[c][0]) * gravity
            pos[c][1] += (my - pos[c][1]) * gravity
            pos[c][0] += (home[c][0] - pos[c][0]) * anchor
            pos[c][1] += (home[c][1] - pos[c][1]) * anchor
    return pos


# ---- 3. growth ---------------------------------------------------------------------------


class _ChainBroken(Exception):
    pass


class Layout:
    """Cells owned by regions, with the tallies the improvement pass needs kept up to date."""

    def __init__(self, codes, votes, centre, radius):
        self.codes = codes
        self.votes = votes
        self.centre = centre
        self.radius = radius
        self.owner: dict[Cell, str] = {}
        self.cells: dict[str, set[Cell]] = {c: set() for c in codes}
        self.domain: frozenset[Cell] = frozenset()

    def cost(self, code: str, cell: Cell) -> float:
        cx, cy = cell_centre(cell)
        ox, oy = self.centre[code]
        return math.hypot(cx - ox, cy - oy) / self.radius[code]

    def grow_cost(self, code: str, cell: Cell) -> float:
        return self.cost(code, cell) + (0.0 if cell in self.domain else OUTSIDE_GROW)

    def make_domain(self, codes: list[str], size: int) -> None:
        """The `size` cells nearest the union of the discs: the outline the regions fill."""
        xs = [self.centre[c][0] for c in codes]
        ys = [self.centre[c][1] for c in codes]
        r = max(self.radius[c] for c in codes) + 2.0
        lo = screen_to_cell(min(xs) - r, min(ys) - r)
        hi = screen_to_cell(max(xs) + r, max(ys) + r)
        scored = []
        for y in range(lo[1] - 2, hi[1] + 3):
            for x in range(lo[0] - 2 - (hi[1] - lo[1]), hi[0] + 3 + (hi[1] - lo[1])):
                for o in (0, 1):
                    cell = (x, y, o)
                    cx, cy = cell_centre(cell)
                    gap = min(math.hypot(cx - self.centre[c][0], cy - self.centre[c][1]) - self.radius[c]
                              for c in codes)
                    scored.append((gap, cell))
        scored.sort()
        # the outline without holes: the largest threshold whose hole-filled set fits `size`,
        # topped up with the nearest cells on its edge
        lo_i, hi_i = 0, size
        while lo_i < hi_i:
            mid = (lo_i + hi_i + 1) // 2
            if len(fill_holes({cell for _, cell in scored[:mid]})) <= size:
                lo_i = mid
            else:
                hi_i = mid - 1
        domain = fill_holes({cell for _, cell in scored[:lo_i]})
        for _, cell in scored[lo_i:]:
            if len(domain) >= size:
                break
            if cell not in domain and any(nb in domain for nb in cell_neighbours(cell)):
                domain.add(cell)
        self.domain = frozenset(domain)

    def claim(self, cell: Cell, code: str | None) -> None:
        old = self.owner.get(cell)
        if old is not None:
            self.cells[old].discard(cell)
            del self.owner[cell]
        if code is not None:
            self.owner[cell] = code
            self.cells[code].add(cell)

    def grow(self, codes: list[str], rng: random.Random) -> None:
        """Capacity-constrained growth: the region furthest from its count (as a share of it)
        claims its nearest free neighbouring cell, until every region is full; a walled-in
        region takes a cell from a neighbour, which passes the shortfall on towards free land."""
        for _ in range(2000):
            heaps: dict[str, list] = {}
            for code in codes:
                if len(self.cells[code]) >= self.votes[code]:
                    continue
                if not self.cells[code]:
                    self.claim(self._free_near(code), code)
                heap = []
                for cell in self.cells[code]:
                    for nb in cell_neighbours(cell):
                        if nb not in self.owner:
                            heap.append((self.grow_cost(code, nb), nb))
                heapq.heapify(heap)
                heaps[code] = heap
            walled = []
            while heaps:
                code = max(heaps, key=lambda c: ((self.votes[c] - len(self.cells[c])) / self.votes[c], c))
                heap = heaps[code]
                while heap and heap[0][1] in self.owner:
                    heapq.heappop(heap)
                if not heap:
                    walled.append(code)
                    del heaps[code]
                    continue
                _, cell = heapq.heappop(heap)
                self.claim(cell, code)
                for nb in cell_neighbours(cell):
                    if nb not in self.owner:
                        heapq.heappush(heap, (self.grow_cost(code, nb), nb))
                if len(self.cells[code]) >= self.votes[code]:
                    del heaps[code]
            if not walled:
                return
            for code in walled:
                if len(self.cells[code]) < self.votes[code]:
                    try:
                        self._push_chain(code)
                    except _ChainBroken:
                        pass
        raise RuntimeError("mapgen: region growth did not settle")

    def _donation(self, taker: str, donor: str) -> Cell | None:
        """The best cell of `donor` next to `taker` that `donor` can give up and stay one piece."""
        best = None
        for cell in self.cells[donor]:
            if not any(self.owner.get(nb) == taker for nb in cell_neighbours(cell)):
                continue
            if len(self.cells[donor]) > 1 and self.stays_connected(donor, cell):
                score = (self.cost(taker, cell) - self.cost(donor, cell), cell)
                if best is None or score < best:
                    best = score
        return None if best is None else best[1]

    def _push_chain(self, start: str) -> None:
        forbidden: set[tuple[str, str]] = set()
        for _ in range(60):
            try:
                self._push_chain_once(start, forbidden)
                return
            except _ChainBroken as broken:
                forbidden.add(broken.args[0])
        raise _ChainBroken(start)

    def _push_chain_once(self, start: str, forbidden: set) -> None:
        """`start` is walled in: find a chain of regions start <- B1 <- ... <- Bk with Bk next to
        free land; Bk grows by a free cell and each region in the chain takes one from the next."""
        parent = {start: None}
        queue = [start]
        end = None
        while queue and end is None:
            region = queue.pop(0)
            for cell in sorted(self.cells[region]):
                for nb in cell_neighbours(cell):
                    other = self.owner.get(nb)
                    if other is None:
                        if region != start:
                            end = region
                        break
                    if other in parent or other in FIXED or other in APART or (region, other) in forbidden:
                        continue
                    if self._donation(region, other) is not None:
                        parent[other] = region
                        queue.append(other)
                if end is not None:
                    break
        if end is None:
            raise RuntimeError(f"mapgen: {start} is walled in")
        free = min((self.grow_cost(end, nb), nb) for cell in self.cells[end]
                   for nb in cell_neighbours(cell) if nb not in self.owner)[1]
        done = [(free, None)]
        self.claim(free, end)
        donor = end
        while parent[donor] is not None:
            taker = parent[donor]
            cell = self._donation(taker, donor)
            if cell is None:            # the chain broke: undo it, another round tries again
                for undo, was in reversed(done):
                    self.claim(undo, was)
                raise _ChainBroken((taker, donor))
            done.append((cell, donor))
            self.claim(cell, taker)
            donor = taker

    def _free_near(self, code: str) -> Cell:
        ox, oy = self.centre[code]
        start = screen_to_cell(ox, oy)
        seen = {start}
        frontier = [start]
        while frontier:
            frontier.sort(key=lambda c: self.cost(code, c))
            for cell in frontier:
                if cell not in self.owner:
                    return cell
            nxt = []
            for cell in frontier:
                for nb in cell_neighbours(cell):
                    if nb not in seen:
                        seen.add(nb)
                        nxt.append(nb)
            frontier = nxt
        raise RuntimeError("unreachable")

    def stays_connected(self, code: str, removed: Cell, added: Cell | None = None) -> bool:
        """Would `code` stay one piece without `removed` (and with `added`)?"""
        cells = self.cells[code]
        same = [nb for nb in cell_neighbours(removed) if (nb in cells or nb == added) and nb != removed]
        if len(same) <= 1 and added is None:
            return len(cells) > 1
        if not same:
            return False
        total = len(cells) - (1 if removed in cells else 0) + (1 if added is not None and added not in cells else 0)
        start = same[0]
        seen = {start}
        stack = [start]
        while stack:
            cur = stack.pop()
            for nb in cell_neighbours(cur):
                if nb != removed and nb not in seen and (nb in cells or nb == added):
                    seen.add(nb)
                    stack.append(nb)
        return len(seen) == total


# ---- 4. improvement ----------------------------------------------------------------------

W_MISSING = 6.0      # per real neighbour pair not touching
W_FALSE = 4.5        # per touching pair that are not neighbours
W_BORDER = 0.35      # per cell edge on a region's boundary
W_PLACE = 0.10       # per cell, times (distance from the disc centre / radius) squared
W_OUTSIDE = 1.5      # per cell outside the outline (as many cells of the outline are then lakes)
OUTSIDE_GROW = 3.0   # growth cost of a cell outside the outline


class Scorer:
    """Incremental score of a layout of the mainland regions."""

    def __init__(self, layout: Layout, codes: list[str]):
        self.layout = layout
        self.codes = set(codes)
        self.real = {pair for pair in real_neighbour_pairs() if pair <= self.codes}
        self.edges: dict[frozenset, int] = {}
        self.border = 0
        self.place = 0.0
        for cell, code in layout.owner.items():
            if code not in self.codes:
                continue
            self.place += self.layout.cost(code, cell) ** 2 + (0.0 if cell in layout.domain else W_OUTSIDE / W_PLACE)
            for nb in cell_neighbours(cell):
                other = layout.owner.get(nb)
                if other != code:
                    self.border += 1
                    if other is not None and other in self.codes:
                        pair = frozenset((code, other))
                        self.edges[pair] = self.edges.get(pair, 0) + 1
        self.edges = {k: v // 2 for k, v in self.edges.items()}
        self.missing = sum(1 for p in self.real if not self.edges.get(p))
        self.false = sum(1 for p, n in self.edges.items() if n and p not in self.real)

    def score(self) -> float:
        return W_MISSING * self.missing + W_FALSE * self.false + W_BORDER * self.border + W_PLACE * self.place

    def _bump(self, a: str, b: str, delta: int) -> None:
        pair = frozenset((a, b))
        before = self.edges.get(pair, 0)
        after = before + delta
        self.edges[pair] = after
        if (before == 0) != (after == 0):
            sign = 1 if after == 0 else -1
            if pair in self.real:
                self.missing += sign
            else:
                self.false -= sign

    def move(self, cell: Cell, new: str | None) -> None:
        """Give `cell` to region `new` (None: water), updating every tally."""
        owner = self.layout.owner
        old = owner.get(cell)
        if old == new:
            return
        for nb in cell_neighbours(cell):
            other = owner.get(nb)
            before = (old is not None and other != old) + (other is not None and old != other)
            after = (new is not None and other != new) + (other is not None and new != other)
            self.border += after - before
            if other is not None:
                if old is not None and other != old:
                    self._bump(old, other, -1)
                if new is not None and other != new:
                    self._bump(new, other, +1)
        outside = 0.0 if cell in self.layout.domain else W_OUTSIDE / W_PLACE
        if old is not None:
            self.place -= self.layout.cost(old, cell) ** 2 + outside
        if new is not None:
            self.place += self.layout.cost(new, cell) ** 2 + outside
        self.layout.claim(cell, new)


def improve(layout: Layout, codes: list[str], rng: random.Random, steps: int) -> Scorer:
    scorer = Scorer(layout, codes)
    movable = [c for c in codes if c not in FIXED]
    movable_set = set(movable)
    owner = layout.owner
    current = scorer.score()
    temp0, temp1 = 1.5, 0.02
    for step in range(steps):
        temp = temp0 * (temp1 / temp0) ** (step / steps)
        a = rng.choice(movable)
        # a random cell of a random region (set order is fixed for int tuples, so runs repeat;
        # every 64th pick uses sorted order - part of the shipped map's fixed random stream)
        cell = rng.choice(sorted(layout.cells[a])) if step % 64 == 0 else rng.choice(tuple(layout.cells[a]))
        nbs = cell_neighbours(cell)
        target = owner.get(rng.choice(nbs))
        if target == a:
            continue
        if target is None:
            # coastal move: `cell` goes to water, a free cell next to `a` joins it
            free = [nb for c2 in layout.cells[a] for nb in cell_neighbours(c2) if nb not in owner]
            if not free:
                continue
            gain = rng.choice(free)
            if gain == cell or any(owner.get(n) in APART for n in cell_neighbours(gain)):
                continue
            if not layout.stays_connected(a, cell, added=gain):
                continue
            scorer.move(gain, a)
            scorer.move(cell, None)
            new = scorer.score()
            if new <= current or rng.random() < math.exp((current - new) / temp):
                current = new
            else:
                scorer.move(cell, a)
                scorer.move(gain, None)
            continue
        if target not in movable_set:
            continue
        b = target
        back = [c2 for c2 in layout.cells[b] for nb in cell_neighbours(c2) if owner.get(nb) == a]
        back = [c2 for c2 in back if c2 not in nbs] or back
        if not back:
            continue
        give = rng.choice(back)
        if give == cell:
            continue
        if not layout.stays_connected(a, cell, added=give):
            continue
        if not layout.stays_connected(b, give, added=cell):
            continue
        scorer.move(cell, b)
        scorer.move(give, a)
        new = scorer.score()
        if new <= current or rng.random() < math.exp((current - new) / temp):
            current = new
        else:
            scorer.move(give, b)
            scorer.move(cell, a)
    return scorer


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
