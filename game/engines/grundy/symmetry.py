"""A board's symmetries (graph automorphisms) for the exact solver (solver.py).

An automorphism is a permutation p of the vertices that keeps every edge an edge: p[u] and
p[v] are adjacent exactly when u and v are. Writing the numbers of a position P at the
images (the number of u goes to p[u]) gives a position p(P) that plays exactly like P, so the
two have the same value and one table entry can serve both.

They are found once per board by a small backtracking search that gives each vertex, in
breadth-first order, an image of the same degree that agrees with the images chosen so far
on every edge and non-edge. The shipped boards the solver takes have at most 12 vertices
and at most 120 automorphisms (the Petersen graph). The search stops after MAX_FOUND
automorphisms or MAX_STEPS steps: a part of the group is still sound for the solver (any
automorphism maps a position to an equal one), it only finds fewer equal positions.
"""
from __future__ import annotations

MAX_FOUND = 2000
MAX_STEPS = 200_000

Permutation = tuple[int, ...]


def automorphisms(neighbours, colours=None) -> list[Permutation]:
    """The permutations of the vertices that keep edges edges and non-edges non-edges (and
    `colours[v]`, when given, equal), identity first."""
    n = len(neighbours)
    colours = list(colours) if colours is not None else [0] * n
    adjacent = [set(ws) for ws in neighbours]
    signature = [(len(neighbours[v]), colours[v]) for v in range(n)]
    order = _breadth_first(neighbours)
    image = [-1] * n
    used = [False] * n
    found: list[Permutation] = []
    steps = 0

    def extend(depth: int) -> bool:
        """Assign images from order[depth] on; False once the search must stop."""
        nonlocal steps
        if depth == n:
            found.append(tuple(image))
            return len(found) < MAX_FOUND
        v = order[depth]
        for candidate in range(n):
            steps += 1
            if steps > MAX_STEPS:
                return False
            if used[candidate] or signature[candidate] != signature[v]:
                continue
            if any((image[u] in adjacent[candidate]) != (u in adjacent[v])
                   for u in order[:depth]):
                continue
            image[v], used[candidate] = candidate, True
            going_on = extend(depth + 1)
            image[v], used[candidate] = -1, False
            if not going_on:
                return False
        return True

    extend(0)
    identity = tuple(range(n))
    if identity in found:
        found.remove(identity)
    return [identity] + found


def _breadth_first(neighbours) -> list[int]:
    """Every vertex, each component breadth first from its lowest vertex: a vertex's image is
    then mostly fixed by its already placed neighbours, which keeps the search small."""
    n = len(neighbours)
    seen = [False] * n
    order: list[int] = []
    for start in range(n):
        if seen[start]:
            continue
        seen[start] = True
        queue = [start]
        for v in queue:
            order.append(v)
            for w in neighbours[v]:
                if not seen[w]:
                    seen[w] = True
                    queue.append(w)
    return order


def inverse(p: Permutation) -> Permutation:
    out = [0] * len(p)
    for v, image in enumerate(p):
        out[image] = v
    return tuple(out)


__all__ = ["automorphisms", "inverse"]
