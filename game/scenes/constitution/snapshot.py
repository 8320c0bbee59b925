"""What the Constitution screen shows of one position (`Snapshot`, taken once per position: engine
states change in place) and the seats' default names."""
from __future__ import annotations

from dataclasses import dataclass

from game.ui import theme


@dataclass
class Snapshot:
    """Everything the screen draws about one position (taken once per position)."""

    owners: list[int]                  # per cell: 0 undecided, 1 seat 0, 2 seat 1
    elector_cells: list[bool]          # per cell: counts as an elector
    winners: list[int]                 # per region: seat or -1
    pieces: list                       # per seat: lattice point or None
    electors: list[int]
    states: list[int]
    cells: list[int]
    tentative: list[int]               # supporting cells that are not (yet) electors
    to_move: int
    started: bool
    terminal: bool
    outcome: object
    white_house: tuple
    white_house_reach: list[bool]      # per seat: could move to the White House now

    @classmethod
    def of(cls, state) -> "Snapshot":
        board = state.board
        owners = state.cell_support()
        winners = list(state.winner)
        special = board.special_regions if state.classic else frozenset()
        elector_cells = []
        for c, owner in enumerate(owners):
            r = board.cell_region[c]
            elector_cells.append(owner > 0 and (winners[r] == owner - 1 or r in special))
        cells = [owners.count(1), owners.count(2)]
        tentative = [0, 0]
        for owner, elector in zip(owners, elector_cells):
            if owner and not elector:
                tentative[owner - 1] += 1
        reach = [False, False]
        if state.started and not state.is_terminal():
            wh = board.white_house
            for seat in (0, 1):
                reach[seat] = wh in state.destinations(seat)
        return cls(owners=owners, elector_cells=elector_cells, winners=winners,
                   pieces=state.piece_positions(), electors=list(state.electors),
                   states=list(state.states_won), cells=cells, tentative=tentative,
                   to_move=state.current_player(), started=state.started,
                   terminal=state.is_terminal(), outcome=state.outcome(),
                   white_house=state.white_house, white_house_reach=reach)


def seat_name(seat: int) -> str:
    """A seat named by its colour ("Blue"), for when the screen gives no player name."""
    return theme.player_colour_name(seat)
