"""Where a graph board's circles are drawn so that every line reads: no line passes under a
circle it does not join (else a player cannot tell which circles are neighbours).

The screen scales a board's positions (about [-1, 1]^2) to its board area and sizes the
circles by the closest pair of centres; `CLEAR_SHARE` and `CLEAR_MIN` are set so a layout
that passes `crowded_edges` here also passes in the screen's pixels (the screen's test,
tests/grundy/test_board_drawing.py, measures there).

    crowded_edges(positions, edges)   the (edge, vertex) pairs that are too close
    clear_layout(positions, edges)    the positions moved apart until none is (random graphs)
"""
from __future__ import annotations

import math

Point = tuple[float, float]

# A line must pass at least this share of the closest centre-to-centre distance from every
# circle it does not join, and at least CLEAR_MIN (in board units; the screen draws about
# 250 pixels a unit, circles of 15 to 30 pixels).
CLEAR_SHARE = 0.5
CLEAR_MIN = 0.1
# How far random-graph circles may reach from the centre (the screen's board area is wider than high).
SPREAD = 0.92


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """The distance from p to the segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def closest_pair(positions) -> float:
    return min((math.dist(p, q) for i, p in enumerate(positions) for q in positions[i + 1:]), default=1.0)


def needed_clearance(positions) -> float:
    return max(CLEAR_SHARE * closest_pair(positions), CLEAR_MIN)


def crowded_edges(positions, edges, clearance: float | None = None) -> list[tuple[tuple[int, int], int, float]]:
    """Every (edge, vertex, distance) where the edge passes closer than `clearance` (default:
    needed_clearance) to the centre of a vertex it does not join."""
    clearance = needed_clearance(positions) if clearance is None else clearance
    out = []
    for u, v in edges:
        a, b = positions[u], positions[v]
        for w, p in enumerate(positions):
            if w != u and w != v:
                d = segment_distance(p, a, b)
                if d < clearance:
                    out.append(((u, v), w, d))
    return out


def clear_layout(positions, edges, rounds: int = 400) -> list[Point]:
    """`positions` nudged until no line passes under a circle it does not join: each crowded
    circle steps away from the line, the line's ends step the other way, circles too close
    to each other step apart, and the drawing is scaled back to SPREAD. Deterministic (no
    randomness), so a seed's board is drawn the same everywhere. Returns the best found."""
    points = [list(p) for p in positions]
    best, best_count = [tuple(p) for p in points], _crowding(positions, edges)
    for _ in range(rounds):
        if best_count == 0:
            break
        clearance = needed_clearance([tuple(p) for p in points]) * 1.08
        moves = [[0.0, 0.0] for _ in points]
        for (u, v), w, d in crowded_edges([tuple(p) for p in points], edges, clearance):
            a, b, p = points[u], points[v], points[w]
            nx, ny = _away_from_line(p, a, b)
            step = (clearance - d) * 0.5
            moves[w][0] += nx * step
            moves[w][1] += ny * step
            for end in (u, v):
                moves[end][0] -= nx * step * 0.35
                moves[end][1] -= ny * step * 0.35
        spacing = CLEAR_MIN * 1.7
        for i in range(len(points)):
            for j in range(i + 1, len(points)):
                dx, dy = points[j][0] - points[i][0], points[j][1] - points[i][1]
                d = math.hypot(dx, dy) or 1e-9
                if d < spacing:
                    push = (spacing - d) * 0.25 / d
                    moves[i][0] -= dx * push
                    moves[i][1] -= dy * push
                    moves[j][0] += dx * push
                    moves[j][1] += dy * push
        for p, m in zip(points, moves):
            p[0] += m[0]
            p[1] += m[1]
        reach = max(math.hypot(*p) for p in points)
        for p in points:
            p[0] *= SPREAD / reach
            p[1] *= SPREAD / reach
        now = [tuple(p) for p in points]
        count = _crowding(now, edges)
        if count < best_count:
            best, best_count = now, count
    return best


def _crowding(positions, edges) -> int:
    """How many (line, circle) pairs are crowded, with 2% to spare (the files round positions)."""
    return len(crowded_edges(positions, edges, needed_clearance(positions) * 1.02))


def _away_from_line(p, a, b) -> Point:
    """The unit direction from the segment a-b's nearest point to p (across the line if p is on it)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy or 1e-12
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    ox, oy = p[0] - a[0] - t * dx, p[1] - a[1] - t * dy
    d = math.hypot(ox, oy)
    if d < 1e-9:
        length = math.sqrt(length2)
        return -dy / length, dx / length
    return ox / d, oy / d
