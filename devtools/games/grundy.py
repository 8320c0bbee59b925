"""What the developer tools know of the Grundy game: its bench figures (the exact solver)."""
from __future__ import annotations

import time


def bench_extra(seconds: float = 1.0) -> dict:
    """Cold-table solve times of the hexagon, the Petersen graph and the Chvatal graph (12
    vertices: the largest the Hard bot solves from the start), for `python -m game bench`."""
    from game.engines.grundy.board import load_board
    from game.engines.grundy.solver import GrundySolver
    result = {}
    for name in ("hexagon", "petersen", "chvatal"):
        board = load_board(name)
        solver = GrundySolver(board)
        start = time.perf_counter()
        solver.solve([0] * board.size)
        result[f"solve_{name}_s"] = round(time.perf_counter() - start, 3)
        result[f"solve_{name}_positions"] = solver.nodes
    return result
