"""Random games on every board, with and without the dice option (hypothesis, seeded and small):
the running scores always equal a count from scratch, the score hint tells what a placement
pays, no cell goes below the deepest level, every game ends; copies are independent; saves,
position text and move text read back to the same game."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core.state import CHANCE
from game.engines.fractal import GAME
from game.engines.fractal.scoring import recount
from game.engines.fractal.state import FractalState

# Deep enough to split a few times, shallow enough that uniform play (which splits a lot) stays quick.
DEPTHS = {"square": 5, "triangle": 5, "carpet": 4, "hexaflake": 4}


def options_for(shape: str, dice: bool, target: int = 400, difference: int = 200, depth: int = 0) -> dict:
    return GAME.validate_options({"shape": shape, "depth": depth or DEPTHS[shape], "dice": dice,
                                  "target": target, "difference": difference})


def pick(state, rng, appetite: float = 0.5):
    """A random move: a split or roll with chance `appetite` when one is allowed, else a
    placement (uniform play would split nearly always, as splits outnumber placements)."""
    if state.current_player() == CHANCE:
        return rng.randint(1, 6)
    moves = state.legal_moves()
    others = [m for m in moves if m[0] != "place"]
    if others and rng.random() < appetite:
        return rng.choice(others)
    return rng.choice(state.placements())


def pieces_by_point(state) -> dict:
    return {state.board.points[v]: o for v, o in enumerate(state.owner) if o >= 0}


def check_invariants(state) -> None:
    board = state.board
    assert state.scores == recount(board, state.owner)
    assert state.empty == state.owner.count(-1) and len(state.owner) == board.vertex_count
    assert state.filled == [sum(1 for v in board.corners[c] if state.owner[v] >= 0) for c in range(board.cell_count)]
    assert max(board.level) <= board.depth
    assert len(board.index) == board.vertex_count          # every point one vertex
    assert all(board.index[p] == v for v, p in enumerate(board.points))


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.sampled_from(sorted(DEPTHS)), st.booleans(), st.randoms(use_true_random=False),
       st.sampled_from([0.2, 0.6]))
def test_random_games_keep_the_score_equal_to_a_recount_and_end(shape, dice, rng, appetite):
    play_checked(GAME.new_initial_state(options_for(shape, dice), seed=1), rng, appetite)


def play_checked(state, rng, appetite: float):
    """Play a random game to its end, checking the rules' invariants after every move."""
    plies = 0
    while not state.is_terminal():
        move = pick(state, rng, appetite)
        if isinstance(move, tuple) and move[0] == "place":
            mover = state.to_move
            hint = state.gain_if_placed(move[1])
            before = state.scores[:]
            state.apply(move)
            assert (state.scores[mover] - before[mover], state.scores[1 - mover] - before[1 - mover]) == hint
        else:
            state.apply(move)
        plies += 1
        check_invariants(state)
        assert plies < 5000
    assert state.over is not None and state.outcome() is not None and state.legal_moves() == []
    return state


@pytest.mark.parametrize("shape, dice, seed, depth", [
    ("square", False, 0, 5), ("square", True, 4, 5), ("triangle", False, 0, 5), ("triangle", True, 2, 5),
    ("carpet", False, 0, 4), ("carpet", True, 0, 4), ("hexaflake", False, 0, 3), ("hexaflake", True, 1, 3),
])
def test_games_that_split_whenever_they_may_reach_the_deepest_level_and_no_further(shape, dice, seed, depth):
    state = GAME.new_initial_state(options_for(shape, dice, depth=depth), seed=1)
    play_checked(state, random.Random(seed), appetite=1.0)
    assert len(state.split_order) > 1 and max(state.board.level) == state.board.depth == depth


@settings(max_examples=16, deadline=None, derandomize=True)
@given(st.sampled_from(sorted(DEPTHS)), st.booleans(), st.randoms(use_true_random=False), st.integers(0, 60))
def test_saves_position_text_and_move_text_read_back(shape, dice, rng, plies):
    options = options_for(shape, dice, target=60, difference=20)
    state = GAME.new_initial_state(options, seed=3)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply(pick(state, rng))
    # a save reads back to the very same game, vertex for vertex
    loaded = FractalState.from_data(state.to_data(), "save.toml")
    assert loaded.to_data() == state.to_data()
    assert loaded.board.points == state.board.points and loaded.owner == state.owner
    assert loaded.scores == state.scores and loaded.over == state.over
    assert loaded.legal_moves() == state.legal_moves()
    if state.current_player() == CHANCE:
        return                                             # a die in the air has no position text
    # position text: the same pieces, scores, player to move and moves (vertices may be numbered
    # differently, as the text lists splits by level, not in the order they were made)
    text = state.position_text()
    read = GAME.state_from_position(text, options)
    assert read.position_text() == text
    assert pieces_by_point(read) == pieces_by_point(state) and read.scores == state.scores
    assert read.is_terminal() == state.is_terminal()
    assert sorted(map(read.move_to_text, read.legal_moves())) == sorted(map(state.move_to_text, state.legal_moves()))
    # every legal move's text reads back to that move
    for move in state.legal_moves():
        assert state.text_to_move(state.move_to_text(move)) == move


@settings(max_examples=10, deadline=None, derandomize=True)
@given(st.sampled_from(sorted(DEPTHS)), st.randoms(use_true_random=False))
def test_a_copy_is_independent_of_the_game_it_was_taken_from(shape, rng):
    state = GAME.new_initial_state(options_for(shape, False), seed=2)
    for _ in range(12):
        if state.is_terminal():
            break
        state.apply(pick(state, rng))
    if state.is_terminal():
        return
    saved = state.to_data()
    vertices, cells = state.board.vertex_count, state.board.cell_count
    copy = state.clone()
    while not copy.is_terminal():
        splits = copy.split_moves()
        copy.apply(splits[0] if splits else copy.placements()[0])
    assert state.to_data() == saved and state.board.vertex_count == vertices and state.board.cell_count == cells
    assert not state.is_terminal()
    check_invariants(state)
