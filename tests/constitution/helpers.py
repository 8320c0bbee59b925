"""Hand-made maps and positions for the Constitution tests (the real map is tested where it loads).

`make_map` builds a map from {code: cells}; `position` builds a mid-game state through
from_data; `synthetic_us_map` is a 538-cell stand-in with the real electoral votes, for
property tests and speed checks.
"""
from __future__ import annotations

import itertools
import random

from game.engines.constitution.mapdata import BoardMap, Region

_counter = itertools.count()

ELECTORAL_VOTES = {
    "AL": 9, "AK": 3, "AZ": 11, "AR": 6, "CA": 55, "CO": 9, "CT": 7, "DE": 3, "FL": 29, "GA": 16,
    "HI": 4, "ID": 4, "IL": 20, "IN": 11, "IA": 6, "KS": 6, "KY": 8, "LA": 8, "ME": 4, "MD": 10,
    "MA": 11, "MI": 16, "MN": 10, "MS": 6, "MO": 10, "MT": 3, "NE": 5, "NV": 6, "NH": 4, "NJ": 14,
    "NM": 5, "NY": 29, "NC": 15, "ND": 3, "OH": 18, "OK": 7, "OR": 7, "PA": 20, "RI": 4, "SC": 9,
    "SD": 3, "TN": 11, "TX": 38, "UT": 6, "VT": 3, "VA": 13, "WA": 12, "WV": 5, "WI": 10, "WY": 3,
}


def make_map(regions: dict[str, list[tuple[int, int, int]]], white_house: tuple[int, int],
             name: str = "test") -> BoardMap:
    """A BoardMap from {code: cells}; each map gets a unique source so boards never mix."""
    source = f"<test map {name} {next(_counter)}>"
    return BoardMap(regions={code: Region(code, code, tuple(cells)) for code, cells in regions.items()},
                    white_house=white_house, source=source)


def dc_cells(point: tuple[int, int]) -> list[tuple[int, int, int]]:
    """Three cells sharing the corner `point` (the up cell to its right and the two below-left)."""
    x, y = point
    return [(x, y, 0), (x - 1, y, 1), (x - 1, y, 0)]


def synthetic_us_map() -> BoardMap:
    """538 cells in 51 regions with the 2010 electoral votes: DC = three cells around (20, 6),
    the states cut in snake order from a 34 x 9 block of the lattice."""
    white_house = (20, 6)
    dc = dc_cells(white_house)
    taken = set(dc)
    order = []
    for y in range(9):
        xs = range(34) if y % 2 == 0 else range(33, -1, -1)
        for x in xs:
            for o in ((0, 1) if y % 2 == 0 else (1, 0)):
                if (x, y, o) not in taken:
                    order.append((x, y, o))
    regions = {}
    start = 0
    for code, votes in ELECTORAL_VOTES.items():
        regions[code] = order[start:start + votes]
        start += votes
    regions["DC"] = dc
    assert sum(len(c) for c in regions.values()) == 538
    return make_map(regions, white_house, "synthetic-us")


def hexagon(point: tuple[int, int]) -> list[tuple[int, int, int]]:
    """The six cells having `point` as a corner."""
    x, y = point
    return [(x, y, 0), (x - 1, y, 0), (x, y - 1, 0), (x - 1, y, 1), (x - 1, y - 1, 1), (x, y - 1, 1)]


def position(board_map: BoardMap, rules: str = "revised", pos=((0, 0), (0, 0)), cells=None,
             winners=None, to_move: int = 0, finished=(False, False), passed=(False, False)):
    """A mid-game state built through from_data: pieces at `pos`, `cells` {cell: seat} supporting,
    `winners` {code: seat} (all the region's cells then support the winner unless `cells` says
    otherwise)."""
    from game.engines.constitution.board import board_for_map
    from game.engines.constitution.state import ConstitutionState

    board = board_for_map(board_map)
    support = ["0"] * board.num_cells
    for code, seat in (winners or {}).items():
        for cell in board_map.regions[code].cells:
            support[board.cell_index[cell]] = str(seat + 1)
    for cell, seat in (cells or {}).items():
        support[board.cell_index[tuple(cell)]] = "0" if seat is None else str(seat + 1)
    data = {
        "options": {"rules": rules, "map": board_map.source},
        "seed": 0,
        "starts": [list(pos[0]), list(pos[1])],
        "positions": [list(p) for p in pos],
        "support": "".join(support),
        "winners": dict(winners or {}),
        "to_move": to_move,
        "finished": list(finished),
        "passed": list(passed),
        "ply": 5,
    }
    return ConstitutionState.from_data(data)


def destinations(state) -> set[tuple[int, int]]:
    """Legal destination points of the player to move (as lattice points)."""
    return set(state.legal_destinations())


def random_game(rules: str, seed: int):
    """A seeded random game on the real map: yields the state after each move (the same
    object, played on), the last one terminal."""
    from game.engines.constitution import GAME
    rng = random.Random(seed)
    state = GAME.new_initial_state({"rules": rules}, seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
        yield state


def forced_pass_position(board_map=None):
    """A position where the player to move has no legal move (revised rules): found by playing
    seeded random games until one reaches a forced pass."""
    import random
    from game.engines.constitution.rules import state_for_map
    board_map = board_map if board_map is not None else synthetic_us_map()
    for seed in range(60):
        state = state_for_map(board_map, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and not state.must_pass():
            state.apply(rng.choice(state.legal_moves()))
        if state.must_pass():
            return state
    raise AssertionError("no forced pass in 60 seeded random games")
