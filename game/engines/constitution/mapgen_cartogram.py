"""Step 1 of the Constitution map generator (mapgen.py): the cartogram.

Each centre is projected (a flat projection around 38N 96W) and each region becomes a disc
whose area is its electoral votes in cells. The discs are relaxed so they do not overlap, real
neighbours are pulled into contact and every disc is held loosely at its projected place (a
Dorling cartogram). This stretches the crowded Northeast out into the Atlantic while keeping
every state roughly where it is.
"""
from __future__ import annotations

import math

from game.engines.constitution.mapdata import real_neighbour_pairs, state_table
from game.engines.constitution.mapgen_geometry import CELL_AREA, project

APART_MARGIN = 1.3      # non-neighbour discs keep this share of their radii apart


def cartogram(codes: list[str], votes: dict[str, int], scale: float, rounds: int = 600,
              gravity: float = 0.008) -> dict[str, list[float]]:
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
