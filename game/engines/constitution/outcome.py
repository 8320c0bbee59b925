"""Constitution: who won (seed: constitution.txt; gaps settled in rulings.md).

"The winning conditions, in order of priority": the electoral college (270 electors), the
House (26 of the 50 states), the Senate (finishing on the White House); else a draw. The
reason says when the classic early end (26 states, the other player out of moves) decided it.
"""
from __future__ import annotations

from game.core.state import Outcome
from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN

REASON_ELECTORAL_COLLEGE = "won in the electoral college: 270 or more electors"
REASON_HOUSE = "won in the House: 26 or more of the 50 states"
REASON_HOUSE_EARLY = "won in the House: 26 or more states, and the other player is out of moves"
REASON_SENATE = "won in the Senate: finished on the White House"
REASON_DRAW = "draw: nobody has 270 electors, 26 states or the White House"


def decide_winner(state) -> Outcome:
    """"The winning conditions, in order of priority": 1. 270 or more electors ("in the
    electoral college"); 2. at the end, 26 or more of the 50 states, DC not a state ("in the
    house"); 3. a piece that finishes on the White House ("in the senate"); else a draw.
    Scores are the electors of each seat."""
    electors = state.electors
    scores = (float(electors[0]), float(electors[1]))
    for seat in (0, 1):
        if electors[seat] >= ELECTORS_TO_WIN:
            return Outcome(scores, (seat,), REASON_ELECTORAL_COLLEGE)
    for seat in (0, 1):
        if state.states_won[seat] >= STATES_TO_WIN:
            return Outcome(scores, (seat,), REASON_HOUSE_EARLY if ended_early(state, seat) else REASON_HOUSE)
    for seat in (0, 1):
        if state.pos[seat] == state.board.white_house:
            return Outcome(scores, (seat,), REASON_SENATE)
    return Outcome(scores, (), REASON_DRAW)


def ended_early(state, house_winner: int) -> bool:
    """The classic early end (turns.py): the loser has finished while the winner of 26 states
    could still move. A game played out to the end has both players finished."""
    return state.classic and state.finished[1 - house_winner] and not state.finished[house_winner]
