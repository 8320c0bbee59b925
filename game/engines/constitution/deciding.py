"""Constitution: why a finished match ended and where it was decided, each in one sentence
for the results card (seed: constitution.txt, "Winner" and "End of game"; rulings.md, "Early end").

    ending_sentence(final, names)            "Neither player can move: Blue won in the House with 27 states."
    deciding_sentence(start, moves, names)   "Winning Ohio (18) gave Blue their 26th state."

Where it was decided follows the winning condition that applied: the move that took the winner
to 270 electors, the move that won their 26th state, or the move onto the White House. That is
often the last move; when the winner already led on electors for good from an earlier move,
the sentence names that move first ("Red led on electors for good from move 12: ..."), so the
last move is not taken for the turn. Pure
Python: the screen passes the match's start, its moves as recorded and the seats' names.
"""
from __future__ import annotations

from game.core.state import TERMINAL
from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN
from game.engines.constitution.outcome import (
    REASON_ELECTORAL_COLLEGE, REASON_HOUSE, REASON_HOUSE_EARLY, REASON_SENATE, decide_winner,
)
from game.engines.constitution.words import describe_move


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


def _states(board, regions: list[int]) -> str:
    return _joined([f"{board.region_names[r]} ({board.region_size[r]})" for r in regions])


def _lead_from(steps, w: int) -> int | None:
    """The step after which `w` had more electors than the other seat to the end, or None."""
    lead = None
    for index, (_mover, _before, after) in enumerate(steps):
        if after.electors[w] > after.electors[1 - w]:
            lead = index if lead is None else lead
        else:
            lead = None
    return lead


def _led_sentence(steps, lead: int, names: list[str], w: int) -> str:
    """ "Red led on electors for good from move 12, when they won Ohio (18); ": the move that
    gave the lead, credited to its mover."""
    mover, before, after = steps[lead]
    if mover != w:
        return f"{names[w]} led on electors for good from {names[mover]}'s move {lead + 1} on; "
    they = "you" if names[w] == "You" else "they"
    won = _won_regions(before.board, before, after, w)
    if won:
        return f"{names[w]} led on electors for good from move {lead + 1}, when {they} won {_states(before.board, won)}; "
    words = describe_move(before, after)
    where = f", when {they} moved {words.place.phrases[0]}" if words.place is not None else ""
    return f"{names[w]} led on electors for good from move {lead + 1}{where}; "


def _reached(board, before, after, won: list[int], them: str) -> str:
    w = before.current_player()
    if not won:
        return f"support took {them} to {after.electors[w]} electors."
    return f"winning {_states(board, won)} took {them} to {after.electors[w]} electors."


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
    for index in range(len(steps) - 1, -1, -1):
        mover, before, after = steps[index]
        if outcome.reason == REASON_ELECTORAL_COLLEGE:
            if after.electors[w] >= ELECTORS_TO_WIN > before.electors[w]:
                won = _won_regions(board, before, after, w)
                lead = _lead_from(steps, w)
                if lead is not None and lead < index:
                    them = "you" if name == "You" else "them"
                    return _led_sentence(steps, lead, names, w) + _reached(board, before, after, won, them)
                if not won:
                    return f"{name}'s support took them to {after.electors[w]} electors."
                return f"Winning {_states(board, won)} took {name} to {after.electors[w]} electors."
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

