"""The legal moves kept up to date move by move (legal.py) against a listing from scratch: the
same moves in the same order after random play on every board, in copies too, and the work a
split costs the index stays with the cells near it."""
import random

from hypothesis import given, settings, strategies as st

from game.core.state import CHANCE
from game.engines.fractal import GAME
from game.engines.fractal.legal import SplitIndex
from tests.fractal.test_properties import DEPTHS, options_for, pick


def placements_from_scratch(state) -> list:
    return [("place", v) for v in range(len(state.owner)) if state.owner[v] < 0]


def splits_from_scratch(board) -> list:
    return [("split", cell, point) for cell in range(board.cell_count) if board.can_split(cell)
            for point in board.split_points(cell)]


def legal_from_scratch(state) -> list:
    """legal_moves() as it was listed before the index: placements, the roll, the splits."""
    if state.over is not None or state.rolling:
        return []
    moves = placements_from_scratch(state)
    if state.may_roll():
        moves.append(("roll",))
    if state.may_split_now():
        moves.extend(splits_from_scratch(state.board))
    return moves


def check_against_scratch(state) -> None:
    assert state.legal_moves() == legal_from_scratch(state)
    assert state.placements() == placements_from_scratch(state)
    board = state.board
    assert board.splittable_count == sum(board.can_split(c) for c in range(board.cell_count))
    assert board.splittable_cells() == [c for c in range(board.cell_count) if board.can_split(c)]
    if board.split_index is not None:
        assert board.split_index.moves() == splits_from_scratch(board)


@settings(max_examples=24, deadline=None, derandomize=True)
@given(st.sampled_from(sorted(DEPTHS)), st.booleans(), st.randoms(use_true_random=False),
       st.sampled_from([0.3, 0.9]), st.integers(0, 3))
def test_after_random_play_the_kept_moves_equal_a_listing_from_scratch(shape, dice, rng, appetite, listed_from):
    state = GAME.new_initial_state(options_for(shape, dice), seed=1)
    plies = 0
    while not state.is_terminal() and plies < 400:
        if plies >= listed_from:       # the index starts at the first listing, however late
            check_against_scratch(state)
        move = pick(state, rng, appetite) if plies >= listed_from else _unlisted_move(state, rng)
        state.apply(move)
        plies += 1
        if plies % 25 == 0:            # a copy builds its own index and they go separate ways
            copy = state.clone()
            assert copy.board.split_index is None and copy.placement_index is None
            for _ in range(3):
                if copy.is_terminal():
                    break
                copy.apply(pick(copy, rng, appetite))
                check_against_scratch(copy)
    check_against_scratch(state)


def _unlisted_move(state, rng):
    """A move found without listing the moves (so no index exists yet)."""
    if state.current_player() == CHANCE:
        return rng.randint(1, 6)
    empty = [v for v in range(len(state.owner)) if state.owner[v] < 0]
    return ("place", rng.choice(empty))


def test_a_split_touches_only_the_leaves_near_it():
    # a square board split broadly: splitting one more leaf changes the moves of at most its
    # four edge neighbours, and every other leaf keeps the very same tuple of moves
    state = GAME.new_initial_state(options_for("square", False, depth=6), seed=1)
    board = state.board
    rng = random.Random(5)
    index = SplitIndex(board)
    board.split_index = index
    while board.vertex_count < 400:
        board.split(rng.choice(board.splittable_cells()))
    shallow = [c for c in board.splittable_cells() if board.level[c] < board.depth - 1]
    cell = shallow[len(shallow) // 2]           # its children can split in turn
    before = dict(index.by_cell)
    board.split(cell)
    changed = [c for c, moves in before.items() if c != cell and index.by_cell[c] is not moves]
    assert len(changed) <= 4
    assert cell not in index.by_cell and list(index.by_cell)[-4:] == list(board.children[cell])
    assert index.moves() == splits_from_scratch(board)
