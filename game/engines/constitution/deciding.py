"""Constitution: why a finished match ended and where it was decided, each in one sentence
for the results card (seed: constitution.txt, "Winner" and "End of game"; rulings.md, "Early end").

    ending_sentence(final, names)            "Neither player can move: Blue won in the House with 27 states."
    deciding_sentence(start, moves, names)   "Winning Ohio (18) gave Blue their 26th state."

Where it was decided follows the winning condition that applied: the move that took the winner
to 270 electors, the move that won their 26th state, or the move onto the White House. Pure
Python: the screen passes the match's start, its moves as recorded and the seats' names.
"""
from __future__ import annotations

from game.core.state import TERMINAL
from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN
from game.engines.constitution.outcome import (
    REASON_ELECTORAL_COLLEGE, REASON_HOUSE, REASON_HOUSE_EARLY, REASON_SENATE, decide_winner,
)


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ending_sentence(final, names: list[str]) -> str:
    """Why the match ended and who won, for a finished position `final`."""
    outcome = decide_winner(final)
    if not outcome.winners:
        return "Neither player can move, and nobody has 270 electors, 26 states or the White House: a draw."
    w = outcome.winners[0]
    name = names[w]
    if outcome.reason == REASON_ELECTORAL_COLLEGE:
        return f"{name} reached {final.electors[w]} electors: won in the electoral college."
    if outcome.reason == REASON_HOUSE_EARLY:
        return f"{names[1 - w]} is out of moves: {name} won in the House with {final.states_won[w]} states."
    if outcome.reason == REASON_HOUSE:
        return f"Neither player can move: {name} won in the House with {final.states_won[w]} states."
    return f"Neither player can move: {name} won in the Senate, on the White House."


def _won_regions(board, before, after, seat: int) -> list[int]:
    """The regions `seat` won with the move from `before` to `after`, the biggest first."""
    won = [r for r, owner in enumerate(after.winner) if owner == seat and before.winner[r] != seat]
    return sorted(won, key=lambda r: (-board.region_size[r], r))


def deciding_sentence(start, moves: list[str], names: list[str]) -> str:
    """Where the match was decided: the state (or the square) that tipped it, in one sentence;
    "" when the record does not reach an end."""
    state = start.clone()
    steps = []                               # (mover, before, after) per move
    for text in moves:
        before = state.clone()
        mover = state.current_player()
        state.apply(state.text_to_move(text))
        steps.append((mover, before, state.clone()))
    if state.to_move != TERMINAL:
        return ""
    outcome = decide_winner(state)
    board = state.board
    if not outcome.winners:
        most = max((0, 1), key=lambda s: state.electors[s])
        return f"Neither reached 270: {names[most]} ended on {state.electors[most]} electors."
    w = outcome.winners[0]
    name = names[w]
    for mover, before, after in reversed(steps):
        if outcome.reason == REASON_ELECTORAL_COLLEGE:
            if after.electors[w] >= ELECTORS_TO_WIN > before.electors[w]:
                won = _won_regions(board, before, after, w)
                if not won:
                    return f"{name}'s support took them to {after.electors[w]} electors."
                states = _joined([f"{board.region_names[r]} ({board.region_size[r]})" for r in won])
                return f"Winning {states} took {name} to {after.electors[w]} electors."
        elif outcome.reason in (REASON_HOUSE, REASON_HOUSE_EARLY):
            if after.states_won[w] >= STATES_TO_WIN > before.states_won[w]:
                won = [r for r in _won_regions(board, before, after, w) if board.region_is_state[r]]
                if not won:
                    return f"{name} won their {_ordinal(after.states_won[w])} state."
                states = _joined([f"{board.region_names[r]} ({board.region_size[r]})" for r in won])
                return f"Winning {states} gave {name} their {_ordinal(after.states_won[w])} state."
        elif outcome.reason == REASON_SENATE:
            if mover == w and after.pos[w] == board.white_house and before.pos[w] != board.white_house:
                return f"{name}'s move onto the White House left them there when the moves ran out."
    return ""

