"""Step 4 of the Constitution map generator (mapgen.py): improvement by simulated annealing.

On boundary cells, two neighbouring regions trade a cell each, or a coastal region moves a cell
along its coast. Every trade keeps the counts and keeps every region in one piece; the score
rewards touching real neighbours, punishes false contacts, long borders and cells far from the
region's disc.
"""
from __future__ import annotations

import math
import random

from game.engines.constitution.mapdata import Cell, cell_neighbours, real_neighbour_pairs
from game.engines.constitution.mapgen_growth import APART, FIXED, Layout

W_MISSING = 6.0      # per real neighbour pair not touching
W_FALSE = 4.5        # per touching pair that are not neighbours
W_BORDER = 0.35      # per cell edge on a region's boundary
W_PLACE = 0.10       # per cell, times (distance from the disc centre / radius) squared
W_OUTSIDE = 1.5      # per cell outside the outline (as many cells of the outline are then lakes)


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
