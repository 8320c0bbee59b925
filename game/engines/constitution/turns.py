"""Constitution: whose turn is next, passing, finishing and the early ends (seed:
constitution.txt; gaps settled in rulings.md).

After every move `next_turn` decides what happens: the game ends at once when a player has 270
electors; otherwise the classic rules let a player with no move finish for good, and the
revised rules make them pass (a forced `pass`) until a move opens again.
"""
from __future__ import annotations

from game.core.state import TERMINAL
from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN
from game.engines.constitution.moves import PASS_INDEX, classic_destinations, revised_destinations
from game.engines.constitution.outcome import decide_winner


def next_turn(state, mover: int) -> None:
    """Whose turn is next after `mover` moved (or passed), the legal moves, or the end."""
    if settled_by_electors(state):
        end_game(state)
    elif state.classic:
        next_turn_classic(state, mover)
    else:
        next_turn_revised(state, mover)


def end_game(state) -> None:
    state.to_move = TERMINAL
    state.legal = []


def settled_by_electors(state) -> bool:
    """Early end (rulings): "Once a player has 270 electors, the outcome of the game is already
    clear", so the game ends at once."""
    return state.electors[0] >= ELECTORS_TO_WIN or state.electors[1] >= ELECTORS_TO_WIN


def settled_by_states_classic(state) -> bool:
    """Classic early end: "The same is true if nobody has 270 electors but one player has won
    26 states and the other is already out of moves." Checked after every move, for the player who
    just moved as well as the other (see next_turn_classic). (Not under the revised rules, where a
    player out of moves may move again later.)"""
    return ((state.states_won[0] >= STATES_TO_WIN and state.finished[1])
            or (state.states_won[1] >= STATES_TO_WIN and state.finished[0]))


def next_turn_classic(state, mover: int) -> None:
    """Classic: "eventually one player will run out of move options. When this happens, that
    player has finished playing, and their piece will remain where it is. Their opponent must then
    keep playing as long as they have move options ... When no player can make any more moves, the
    game is over.\""""
    other = 1 - mover
    other_moves = [] if state.finished[other] else classic_destinations(state, other)
    if not other_moves:
        state.finished[other] = True
    if state.states_won[other] >= STATES_TO_WIN and not classic_destinations(state, mover):
        # The mover is out of moves for good (cells only ever get taken and their piece stays),
        # so the early end is noticed now, not when their next turn comes.
        state.finished[mover] = True
    if settled_by_states_classic(state):
        end_game(state)
        return
    if other_moves:
        state.to_move, state.legal = other, other_moves
        return
    moves = classic_destinations(state, mover)
    if moves:
        state.to_move, state.legal = mover, moves
        return
    state.finished[mover] = True
    end_game(state)


def next_turn_revised(state, mover: int) -> None:
    """Revised: "Just because you can't move at the moment no longer means you have finished
    playing". Rulings: a player with no legal move passes (a forced `pass`, their only move) and
    moves again later if a move opens; the game ends when neither player can move."""
    other = 1 - mover
    moves = revised_destinations(state, other)
    if moves:
        state.to_move, state.legal = other, moves
        return
    if revised_destinations(state, mover):
        state.to_move, state.legal = other, [PASS_INDEX]
        return
    state.finished = [True, True]
    end_game(state)


def turn_fault(state, to_move: int) -> str | None:
    """For a started position read from text: settle whose turn it is and the legal moves (as
    after a move by the other player; TERMINAL for 'over'), or say why `to_move` does not fit the
    rules (None when it does)."""
    for seat in (0, 1):
        if state.finished[seat] and state.destinations(seat):
            return f"player {seat + 1} is marked finished but can still move"
    if not state.classic and any(state.finished) and not all(state.finished):
        return "under the revised rules both players finish together, when the game is over"
    if to_move == TERMINAL:
        over = (settled_by_electors(state) or (state.classic and settled_by_states_classic(state))
                or not (state.destinations(0) or state.destinations(1)))
        if not over:
            seat = 0 if state.destinations(0) else 1
            return f"it says 'over', but player {seat + 1} can still move and nothing has settled the game"
        end_game(state)
        return None
    next_turn(state, 1 - to_move)
    if state.to_move == TERMINAL:
        return f"the game is over here ({decide_winner(state).reason}): write 'over', not 'to move: {to_move + 1}'"
    if state.to_move != to_move:
        return f"player {to_move + 1} has no move left, so player {state.to_move + 1} is to move"
    return None
