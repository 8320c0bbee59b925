"""Steps 2-3 of the Constitution map generator (mapgen.py): the regions grow into cells.

From the cell at each centre, the regions grow at once, each free cell going to the region
for which it is nearest relative to the disc's radius (a weighted Voronoi growth with
capacities), until each region holds its electoral votes. A region walled in before it is
full takes a cell from a neighbour, which then grows again. `Layout` holds who owns which cell.
"""
from __future__ import annotations

import heapq
import math
import random

from game.engines.constitution.mapdata import Cell, cell_neighbours
from game.engines.constitution.mapgen_geometry import cell_centre, fill_holes, screen_to_cell

APART = ("AK", "HI")             # drawn as insets, across water from the mainland
FIXED = ("DC",)                  # never traded after it is placed
OUTSIDE_GROW = 3.0               # growth cost of a cell outside the outline


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
