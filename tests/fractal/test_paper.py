"""The paper's numbers (seed: fractal-territory.txt, figure 4 and the rulings): a full square
board holds 20 points, 36 with one split and 52 with two, however it is filled; the worked game
reaches 6-2 after move 7, then 18-18 or 25-27."""
import random

import pytest

from game.engines.fractal.scoring import recount
from game.engines.fractal.state import FractalState
from tests.fractal.helpers import ENDING_B, ENDING_C, OPENING, SPLIT_TOP_LEFT, new, play


def full_board(splits: list[str], rng: random.Random) -> FractalState:
    """The square with `splits` made, every vertex given to a random player."""
    state = new()
    for path in splits:
        state.board.split(state.board.by_path[path])
    state.owner = [rng.randrange(2) for _ in range(state.board.vertex_count)]
    return state


@pytest.mark.parametrize("splits, total", [
    ([], 4 + 16),
    (["1"], 36), (["4"], 36),
    (["1", "2"], 52), (["1", "4"], 52), (["2", "3"], 52), (["1", "14"], 52), (["3", "32"], 52),
])
def test_a_full_square_board_holds_36_points_with_one_split_and_52_with_two(splits, total):
    rng = random.Random(len(splits) * 100 + sum(map(int, "".join(splits) or "0")))
    for _ in range(25):
        state = full_board(splits, rng)
        assert sum(recount(state.board, state.owner)) == total


def test_the_same_totals_when_the_board_is_filled_by_play():
    """Random games with one split, then two, played to a full board: the scores total 36 and 52."""
    rng = random.Random(7)
    for wanted, total in ((1, 36), (2, 52)):
        played = 0
        while played < 10:
            state = new()
            while not state.is_terminal():
                splits = state.split_moves()
                if splits and len(state.split_order) < wanted:
                    state.apply(rng.choice(splits))
                else:
                    state.apply(rng.choice(state.placements()))
            if len(state.split_order) == wanted:       # some games never fall behind enough to split
                assert state.over == "every vertex is taken" and sum(state.scores) == total
                played += 1


def test_after_seven_moves_black_leads_6_to_2_having_completed_the_two_right_cells():
    state = play(OPENING)
    assert state.scores == [6, 2] and state.to_move == 1
    assert sorted(state.board.path[c] for c in state.last_completed) == ["2", "4"]
    assert state.may_split_now()                      # White, behind, may split


def test_white_splits_the_top_left_cell_and_the_game_ends_18_to_18():
    state = play(OPENING + [SPLIT_TOP_LEFT])
    assert state.board.vertex_count == 14 and state.empty == 6
    play(ENDING_B, state)
    assert len(OPENING) + 1 + len(ENDING_B) == 14
    assert state.scores == [18, 18] and state.over == "every vertex is taken"
    assert state.outcome().winners == ()


def test_the_paper_counts_13_moves_where_the_board_has_14_vertices():
    """The ruling: the paper says the 13th move fills the board; one split of the 9-vertex board
    makes 5 vertices, so 14 moves fill it, and after 13 one vertex is still empty."""
    state = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_B[:-1])
    assert state.empty == 1 and not state.is_terminal()
    state.apply(state.text_to_move(ENDING_B[-1]))
    assert state.empty == 0 and state.is_terminal()


def test_a_second_split_of_the_bottom_left_cell_on_move_12_ends_25_to_27_for_white():
    state = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C[:3])
    assert state.scores == [12, 8] and state.to_move == 1          # White behind before move 12
    state.apply(state.text_to_move(ENDING_C[3]))
    assert [state.board.path[c] for c in state.split_order] == ["1", "3"]
    play(ENDING_C[4:], state)
    assert len(OPENING) + 1 + len(ENDING_C) == 18 and state.board.vertex_count == 18
    assert state.scores == [25, 27] and state.over == "every vertex is taken"
    assert state.outcome().winners == (1,) and sum(state.scores) == 52


def test_the_worked_games_end_by_a_full_board_under_the_default_options_too():
    """With the default target (60) and difference (20) neither worked game ends early."""
    for ending, scores in ((ENDING_B, [18, 18]), (ENDING_C, [25, 27])):
        state = play(OPENING + [SPLIT_TOP_LEFT] + ending, target=60, difference=20)
        assert state.scores == scores and state.over == "every vertex is taken"
