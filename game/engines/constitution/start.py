"""Constitution: the start of a game (seed: constitution.txt; gaps settled in rulings.md).

"Two such points are taken randomly as starting points": drawn from the game's seed, or given
by the `starts` option (levels and tests). The second player chooses one; the first player
starts from the other and moves first.
"""
from __future__ import annotations

from game.core.rng import stream
from game.core.state import BadOptions
from game.engines.constitution.board import Board, aligned


def draw_start_points(board: Board, seed: int) -> tuple[int, int]:
    """Rulings: two distinct, non-collinear corner points drawn from the game's seed."""
    rng = stream(seed, "constitution", "start")
    points = board.points
    first = rng.randrange(len(points))
    others = [q for q in range(len(points)) if not aligned(points[first], points[q])]
    if not others:
        raise ValueError(f"map {board.board_map.source}: no two corner points off one line to start from")
    return first, rng.choice(others)


def starts_shape_fault(starts) -> str | None:
    """The `starts` option must list two points [x, y] (whether they are on the map is checked
    by `explicit_start_points`, which knows the board)."""
    if not isinstance(starts, (list, tuple)) or len(starts) != 2:
        return f"{starts!r} does not list two points like [[3, 4], [10, 2]]"
    for value in starts:
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            return f"{value!r} is not a point [x, y]"
    return None


def explicit_start_points(board: Board, starts) -> tuple[int, int]:
    """The `starts` option: two distinct, non-collinear corner points. BadOptions otherwise."""
    fault = starts_shape_fault(starts)
    if fault is not None:
        raise BadOptions("constitution", "starts", fault)
    indices = []
    for value in starts:
        point = (value[0], value[1])
        if point not in board.point_index:
            raise BadOptions("constitution", "starts", f"{list(point)} is not a corner of a cell of this map")
        indices.append(board.point_index[point])
    if aligned(board.points[indices[0]], board.points[indices[1]]):
        raise BadOptions("constitution", "starts",
                         f"{[list(p) for p in starts]}: the two starting points must be distinct and not on one line")
    return indices[0], indices[1]


def choose_starting_point(state, q: int) -> None:
    """"Two such points are taken randomly as starting points ... One player chooses one of
    those two points as their starting point, and the other player makes the first move from
    the other one." Rulings: the second player (seat 1) chooses; seat 0 starts from the other
    point and moves first. Choosing takes no support."""
    a, b = state.start_points
    state.pos[1] = q
    state.pos[0] = b if q == a else a
