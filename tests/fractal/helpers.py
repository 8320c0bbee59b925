"""Positions for the Fractal territory tests: games played from move text, boards read from
position text, vertices found by their points."""
from __future__ import annotations

from game.engines.fractal import GAME
from game.engines.fractal.notation import parse_point

# Options that let a worked game run to a full board (rule V's B and C never end it early).
OPEN = {"target": 400, "difference": 200}

# The paper's sample game (figure 4): the first seven moves, then White's split of the top-left
# cell and the two endings, (b) 18-18 and (c) 25-27 with a second split.
OPENING = "1/2,1 1,1 1/2,0 1,0 1,1/2 0,1/2 1/2,1/2".split()
SPLIT_TOP_LEFT = "split 1 at 1/4,3/4"
ENDING_B = "0,0 0,1 0,3/4 1/2,3/4 1/4,1 1/4,1/2".split()
ENDING_C = ["0,0", "0,1", "0,3/4", "split 3 at 0,1/4", "1/4,1", "1/4,1/2", "1/2,3/4", "1/4,1/4", "1/2,1/4",
            "1/4,0"]


def new(**options):
    return GAME.new_initial_state({**OPEN, **options})


def play(moves, state=None, **options):
    """A state after `moves` (notation), each checked and applied as a player would."""
    state = state if state is not None else new(**options)
    for text in moves:
        state.apply(state.text_to_move(text))
    return state


def at(position: str, **options):
    """A state from position text, with the open options unless told otherwise."""
    return GAME.state_from_position(position, {**OPEN, **options})


def vertex(state, text: str) -> int:
    """The vertex at a point written `across,up`."""
    return state.board.index[parse_point(state.board.shape, text)]


def cell(state, path: str) -> int:
    return state.board.by_path[path]
