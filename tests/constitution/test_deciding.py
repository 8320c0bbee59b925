"""Why a finished Constitution match ended and where it was decided, for the results card
(ConstitutionGame.end_in_words, decided_in_words): the state that tipped the winning condition
that applied."""
import random

from game.engines.constitution import GAME
from game.engines.constitution.board import ELECTORS_TO_WIN
from tests.constitution.helpers import dc_cells, make_map, position

NAMES = ["Blue", "Red"]


def _map():
    """S0..S26: one-cell states along y = 30; T: three cells on x = -10 that Red wins with any
    one move and is then stuck; DC around (60, 50)."""
    regions = {f"S{k}": [(2 * k, 30, 0)] for k in range(27)}
    regions["T"] = [(-10, 60, 0), (-10, 62, 0), (-10, 64, 0)]
    regions["DC"] = dc_cells((60, 50))
    return make_map(regions, (60, 50), "deciding")


def test_the_house_names_the_state_that_was_the_26th():
    # classic rules: Blue has 25 states; Red wins T and is out of moves; Blue wins S25, its 26th
    start = position(_map(), "classic", pos=((48, 30), (-10, 60)), winners={f"S{k}": 0 for k in range(25)},
                     cells={(-10, 60, 0): 1}, to_move=1)
    state, moves = start.clone(), []
    for move in ((-10, 62), (50, 30)):
        moves.append(state.move_to_text(move))
        state.apply(move)
    assert state.is_terminal() and state.states_won[0] == 26
    assert GAME.decided_in_words(start, moves, NAMES) == "Winning S25 (1) gave Blue their 26th state."
    assert GAME.end_in_words(state, NAMES) == "Red is out of moves: Blue won in the House with 26 states."


def _random_match(seed: int):
    start = GAME.new_initial_state({"rules": "revised"}, seed)
    state, moves, rng = start.clone(), [], random.Random(seed)
    states = [state.clone()]
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        moves.append(state.move_to_text(move))
        state.apply(move)
        states.append(state.clone())
    return start, moves, states


def test_the_electoral_college_names_the_state_that_took_the_winner_past_270():
    """A seeded random match on the real map that ends on 270 electors; the winner led on
    electors from an earlier move, which is named first (the last move is not the turn)."""
    start, moves, states = _random_match(0)
    state, before = states[-1], states[-2]
    winner = state.outcome().winners[0]
    assert before.electors[winner] < ELECTORS_TO_WIN <= state.electors[winner]
    won = [r for r, w in enumerate(state.winner) if w == winner and before.winner[r] != winner]
    board = state.board
    name = board.region_names[max(won, key=lambda r: board.region_size[r])]
    sentence = GAME.decided_in_words(start, moves, ["Ann", "Bo"])
    assert f"winning {name} ({board.region_size[board.region_names.index(name)]})" in sentence
    assert sentence.endswith(f"took them to {state.electors[winner]} electors.")
    assert GAME.end_in_words(state, ["Ann", "Bo"]).endswith("won in the electoral college.")
    # the lead for good: ahead on electors after that move and every one after it, not before it
    lead = next(i for i in range(len(moves)) if all(s.electors[winner] > s.electors[1 - winner] for s in states[i + 1:]))
    assert lead < len(moves) - 1
    assert sentence.startswith(f"{['Ann', 'Bo'][winner]} led on electors for good from move {lead + 1}, when they won ")
    assert sentence == "Ann led on electors for good from move 94, when they won California (55); winning Texas (38) took them to 278 electors."
    assert GAME.decided_in_words(start, moves, ["You", "Bo"]) == \
        "You led on electors for good from move 94, when you won California (55); winning Texas (38) took you to 278 electors."


def test_the_senate_names_the_move_onto_the_white_house():
    """Revised rules: Red steps onto the White House and nobody can move after."""
    regions = {"S0": [(0, 0, 0)], "S1": [(4, 0, 0)], "DC": dc_cells((10, 0))}
    board_map = make_map(regions, (10, 0), "senate")
    start = position(board_map, "revised", pos=((0, 0), (4, 0)), winners={"S0": 0, "S1": 1}, to_move=1)
    state, moves = start.clone(), []
    while not state.is_terminal():         # Red onto the White House, then only passes are left
        move = (10, 0) if not moves else state.legal_moves()[0]
        moves.append(state.move_to_text(move))
        state.apply(move)
    assert state.outcome().winners == (1,) and state.pos[1] == state.board.white_house
    assert GAME.decided_in_words(start, moves, NAMES) == \
        "Red's move onto the White House left them there when the moves ran out."
    assert GAME.end_in_words(state, NAMES) == "Neither player can move: Red won in the Senate, on the White House."
