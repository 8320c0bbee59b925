"""Demo positions: a game in progress for `python -m game shot fractal` (a few splits, some
cells completed) and a deep board for the bench's zoom (5,000 vertices or more)."""
from __future__ import annotations

from game.core.rng import stream
from game.core.session import MatchSession, Seat
from game.engines.fractal.rules import GAME

# A square game: Black scores the right half, White falls behind and splits twice.
DEMO_MOVES = ("1/2,1", "1,1", "1/2,0", "1,0", "1,1/2", "0,1/2", "1/2,1/2",
              "split 1 at 1/4,3/4", "0,0", "0,1", "0,3/4", "split 3 at 1/4,0", "1/2,3/4", "1/4,1",
              "1/4,1/2")


def demo_session(shape: str = "square", moves=DEMO_MOVES, plies: int = 16) -> MatchSession:
    """The square plays DEMO_MOVES; other shapes play `plies` moves by a fixed seeded rule:
    the player behind splits now and then, others take the point that scores most."""
    session = MatchSession(GAME, {**GAME.default_options(), "shape": shape, "target": 150, "difference": 60},
                           7, [Seat.human(), Seat.human()], autosave=False)
    if shape == "square":
        for text in moves:
            session.play(session.state.text_to_move(text))
        return session
    rng = stream(7, f"fractal-demo-{shape}")
    for _ in range(plies):
        state = session.state
        if state.is_terminal():
            break
        splits = state.split_moves()
        if splits and rng.random() < 0.6:
            shallow = min(state.board.level[m[1]] for m in splits)
            session.play(rng.choice([m for m in splits if state.board.level[m[1]] == shallow]))
            continue
        places = state.placements()
        if not places:
            break
        best = max(sum(state.gain_if_placed(m[1])) for m in places)
        session.play(rng.choice([m for m in places if sum(state.gain_if_placed(m[1])) == best]))
    return session


def deep_state(depth: int = 10, vertices: int = 5000):
    """A square board split cell after cell (by a fixed rule, deepest first near one corner and
    broad elsewhere) until it has `vertices` vertices, with every third vertex taken."""
    state = GAME.new_initial_state({"shape": "square", "depth": depth, "target": 400, "difference": 200})
    board = state.board
    cell = 0
    while board.vertex_count < vertices:
        leaves = board.splittable_cells()
        if not leaves:
            break
        cell = leaves[(cell * 7 + 3) % len(leaves)] if board.vertex_count > vertices // 2 else max(
            leaves, key=lambda c: (board.level[c], -c))
        new, cells = board.split(cell)
        state.owner.extend([-1] * len(new))
        state.filled.extend(0 for _ in cells)
    for v in range(0, board.vertex_count, 3):
        state.owner[v] = (v // 3) % 2
    state.filled = [sum(1 for v in board.corners[c] if state.owner[v] >= 0) for c in range(board.cell_count)]
    state.empty = state.owner.count(-1)
    return state
