"""Every rule of the text and every ruling (docs/rules/fractal.md), one test each: placing,
what counts, who may split and where the split's piece goes, the deepest level, the three
ends and the winner, and the dice option."""
import re

import pytest

from game.core.state import CHANCE, TERMINAL, BadOptions, IllegalMove
from game.engines.fractal import GAME
from game.engines.fractal.board import FractalBoard
from game.engines.fractal.scoring import cell_points, end_reason, may_split, recount
from tests.fractal.helpers import OPENING, SPLIT_TOP_LEFT, at, cell, new, play, vertex

# The top-left cell split twice more (cells 1, 14 and 144): vertices on levels 1 to 5.
DEEP = "square 8; split 1 14 144"


# ---- rule I: target and difference agreed before play (and the other options) --------------
def test_the_options_have_their_defaults_and_refuse_what_is_out_of_range():
    defaults = GAME.default_options()
    assert (defaults["shape"], defaults["target"], defaults["difference"], defaults["depth"], defaults["dice"]) == \
        ("square", 60, 20, 8, False)
    assert GAME.validate_options({"target": 400, "difference": 2, "depth": 12})["target"] == 400   # the sliders' ends
    for bad, words in [({"target": 9}, "options.target: 9 is not a target score from 10 to 400"),
                       ({"difference": 201}, "options.difference: 201 is not a score difference from 2 to 200"),
                       ({"depth": 13}, "options.depth: 13 is not one of fractal's deepest levels (3 to 12)"),
                       ({"depth": 2}, "options.depth: 2 is not one of fractal's deepest levels"),
                       ({"shape": "circle"}, "options.shape: 'circle' is not one of fractal's boards")]:
        with pytest.raises(BadOptions, match=re.escape(words)):
            GAME.new_initial_state(bad)


# ---- rule II: one piece on any empty vertex, at any level ----------------------------------
def test_a_piece_goes_on_any_empty_vertex_at_any_level():
    state = at(DEEP + "; black 1,1; white 0,0")
    assert {state.board.vertex_level[move[1]] for move in state.placements()} == {1, 2, 3, 4, 5}
    assert len(state.placements()) == state.board.vertex_count - 2 == state.empty
    deepest = vertex(state, "7/16,9/16")              # made by the split of cell 144
    assert state.board.vertex_level[deepest] == 5
    state.apply(state.text_to_move("7/16,9/16"))
    assert state.owner[deepest] == 0 and state.to_move == 1
    assert state.illegal_reason(("place", deepest)) == "7/16,9/16 is taken"
    with pytest.raises(IllegalMove, match="1,1 is taken"):
        state.text_to_move("1,1")
    with pytest.raises(IllegalMove, match="no vertex at 1/8,1/8 yet"):
        state.text_to_move("1/8,1/8")


# ---- rule III: a cell counts once all its corners are occupied --------------------------------
def test_a_cell_counts_only_when_every_corner_is_occupied():
    state = play(["0,0", "1/2,0", "0,1/2"])          # three corners of cell 3 (bottom left)
    bottom_left = cell(state, "3")
    assert state.scores == [0, 0] and cell_points(state.board, state.owner, bottom_left) is None
    state.apply(state.text_to_move("1/2,1/2"))        # White takes the fourth
    assert cell_points(state.board, state.owner, bottom_left) == (2, 2)
    assert state.scores == [2, 2] and state.last_completed == [bottom_left]


def test_every_cell_of_the_tree_counts_the_board_split_cells_and_leaves():
    # the whole board (level 1): its four corners, and no smaller cell is full
    state = at("square 8; black 0,0 1,0 1,1")
    state.apply(state.text_to_move("0,1"))
    assert state.last_completed == [cell(state, "")] and state.scores == [3, 1]
    # a split cell (cell 1, not a leaf) counts its own four corners
    state = at("square 8; split 1; black 0,0 1,0 0,1/2 1/2,1/2; white 1,1 0,1; to move black")
    assert state.scores == [2, 2]                     # the board only
    top_left = cell(state, "1")
    assert not state.board.is_leaf(top_left)
    state.apply(state.text_to_move("1/2,1"))
    assert state.last_completed == [top_left] and state.turn_gain == [3, 1]
    # a leaf one level down: cell 11 = 0,3/4 1/4,3/4 1/4,1 0,1
    state = at("square 8; split 1; black 0,3/4 1/4,3/4 1/4,1; white 0,1")
    assert state.scores == [3, 1] and cell_points(state.board, state.owner, cell(state, "11")) == (3, 1)
    assert recount(state.board, state.owner) == [3, 1]


def test_a_vertex_on_a_neighbours_side_is_not_its_corner():
    state = at("square 8; split 1; black 1/2,1/2 1,1/2; white 1,1 1/2,1")
    middle_of_side = vertex(state, "1/2,3/4")         # made by cell 1's split, on cell 2's left side
    right = cell(state, "2")
    assert right not in state.board.vertex_cells[middle_of_side]
    assert len(state.board.corners[right]) == 4
    assert state.owner[middle_of_side] == -1          # empty, yet cell 2 is complete
    assert cell_points(state.board, state.owner, right) == (2, 2) and state.scores == [2, 2]


# ---- rule IV: the player behind may split ---------------------------------------------------
def test_only_the_player_with_the_strictly_lower_score_may_split():
    assert may_split([2, 6], 0) and not may_split([6, 2], 0) and not may_split([4, 4], 0)
    level = new()
    assert level.scores == [0, 0] and not level.may_split_now() and level.split_moves() == []
    assert level.illegal_reason(("split", 1, (0, 0))) == "only the player with the lower score may split"
    state = play(OPENING)                              # Black 6, White 2: White to move, behind
    assert state.to_move == 1 and state.may_split_now()
    assert {m[0] for m in state.legal_moves()} == {"place", "split"}
    state.apply(state.text_to_move(SPLIT_TOP_LEFT))
    assert state.to_move == 0 and state.scores == [6, 2]
    assert not state.may_split_now() and state.split_moves() == []   # the leader may not
    with pytest.raises(IllegalMove, match="only the player with the lower score may split"):
        state.text_to_move("split 2 at 3/4,3/4")
    tied = play(["0,0", "1/2,0", "0,1/2", "1/2,1/2"])  # 2 to 2
    assert tied.scores == [2, 2] and tied.split_moves() == [] and not tied.may_split_now()


def test_a_split_makes_the_cells_children_and_its_piece_goes_on_a_vertex_it_made():
    state = play(OPENING)
    before = state.board.vertex_count
    state.apply(state.text_to_move(SPLIT_TOP_LEFT))
    top_left = cell(state, "1")
    assert [state.board.path[c] for c in state.board.children[top_left]] == ["11", "12", "13", "14"]
    assert state.board.vertex_count == before + 5 and len(state.last_new) == 5
    assert state.owner[vertex(state, "1/4,3/4")] == 1 and state.split_order == [top_left]
    assert state.empty == before + 5 - 8               # 8 pieces down after the split's own
    # Black 6 + 3 (cell 3) against White 2 + 1: White is behind again and splits cell 2,
    # whose left side's midpoint 1/2,3/4 cell 1's split made already: it is reused
    play(["0,0"], state)
    assert state.scores == [9, 3] and state.to_move == 1
    reused = vertex(state, "1/2,3/4")
    assert state.board.points.count(state.board.points[reused]) == 1     # exact: one point, one vertex
    assert state.illegal_reason(("split", cell(state, "2"), state.board.points[reused])) == \
        "the piece must go on a vertex this split makes"
    assert state.illegal_reason(("split", cell(state, "2"), state.board.points[vertex(state, "1,1")])) == \
        "the piece must go on a vertex this split makes"
    assert state.illegal_reason(("split", top_left, (0, 0))) == "cell 1 is split already"
    assert state.illegal_reason(("split", cell(state, ""), (0, 0))) == "cell board is split already"
    count = state.board.vertex_count
    state.apply(state.text_to_move("split 2 at 3/4,3/4"))
    assert state.board.vertex_count == count + 4       # four new, the shared midpoint reused
    assert cell(state, "21") in state.board.vertex_cells[reused]
    assert cell(state, "23") in state.board.vertex_cells[reused]


def test_a_split_scores_only_what_its_piece_completes():
    state = play(OPENING)
    state.apply(state.text_to_move(SPLIT_TOP_LEFT))
    assert state.scores == [6, 2] and state.turn_gain == [0, 0] and state.last_completed == []


# ---- the deepest level (a ruling) ------------------------------------------------------------
def test_a_cell_on_the_deepest_level_cannot_split():
    state = at("square 4; split 1 14; black 1/2,1/2 1/2,1 1,1/2 1,1; white 0,0; to move white")
    deepest = cell(state, "141")
    assert state.board.level[deepest] == 4 == state.board.depth
    assert state.scores[1] < state.scores[0] and state.may_split_now()
    assert state.illegal_reason(("split", deepest, (0, 0))) == "cell 141 is on the deepest level (4)"
    assert all(state.board.level[m[1]] < 4 for m in state.split_moves())
    assert deepest not in state.board.splittable_cells()
    with pytest.raises(ValueError, match="cell 141 cannot split"):
        at("square 4; split 1 14 141")


@pytest.mark.parametrize("shape", ["square", "triangle", "carpet", "hexaflake"])
def test_every_game_ends_even_when_the_player_behind_always_splits(shape):
    """The ruling's worry: the trailing player splits every turn and the leader places where
    nothing completes. With a deepest level the board is finite, so the game still ends."""
    full = FractalBoard(shape, 3)
    while full.splittable_cells():
        full.split(full.splittable_cells()[0])
    state = new(shape=shape, depth=3)
    plies = 0
    while not state.is_terminal() and plies <= full.vertex_count:
        splits = state.split_moves()
        if splits:
            move = splits[0]
        else:
            quiet = [m for m in state.placements() if state.gain_if_placed(m[1]) == (0, 0)]
            move = (quiet or state.placements())[0]
        state.apply(move)
        plies += 1
    assert state.is_terminal() and state.split_order       # it split, and still ended
    assert plies == state.board.vertex_count - state.empty <= full.vertex_count


# ---- rule V: the three ends, the winner ---------------------------------------------------
def test_end_a_every_vertex_taken():
    state = play(OPENING)
    assert not state.is_terminal()
    play(["0,0", "0,1"], state)
    assert state.over == "every vertex is taken" and state.empty == 0
    assert state.current_player() == TERMINAL and state.legal_moves() == []
    assert state.outcome().scores == (12, 8)          # the starting board holds 4 + 16 = 20 points


def test_end_b_a_player_reaches_the_target():
    state = play(OPENING + [SPLIT_TOP_LEFT, "0,0"], target=10)
    assert state.scores == [9, 3] and not state.is_terminal()
    state.apply(state.text_to_move("0,1"))            # White's move takes Black past the target
    assert state.scores == [12, 8] and state.empty > 0 and state.over == "Black reached 10"
    assert state.outcome().winners == (0,)
    assert end_reason([9, 2], 3, 10, 20) is None and end_reason([2, 10], 3, 10, 20) == "White reached 10"


def test_end_c_the_score_difference_is_reached():
    state = play(OPENING, difference=4)
    assert state.over == "a lead of 4 or more" and state.outcome().winners == (0,)
    state = play(OPENING, difference=5)
    assert state.over is None
    assert end_reason([3, 7], 3, 60, 4) == "a lead of 4 or more" and end_reason([3, 6], 3, 60, 4) is None


def test_the_higher_score_wins_and_equal_scores_draw():
    from tests.fractal.helpers import ENDING_B, ENDING_C
    draw = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_B)
    assert draw.outcome().scores == (18, 18) and draw.outcome().winners == ()
    assert draw.returns()[0] == draw.returns()[1]
    white = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C)
    assert white.outcome().winners == (1,) and white.returns()[1] > white.returns()[0]
    with pytest.raises(IllegalMove, match="the game is over"):
        white.apply(("place", 0))


def test_the_scores_remember_what_each_player_gained_last_turn_and_hint_the_next():
    state = play(OPENING)
    assert state.turn_gain == [6, 2]                  # Black's 7th move paid both players
    play([SPLIT_TOP_LEFT, "0,0"], state)
    assert state.turn_gain == [3, 1] and state.scores == [9, 3]
    # White on 0,1 would complete the board (White 3, Black 1) and cell 1 (White 2, Black 2);
    # Black there would score the board 2 + 2 and cell 1 Black 3, White 1
    assert state.gain_if_placed(vertex(state, "0,1")) == (5, 3)
    assert state.gain_if_placed(vertex(state, "0,1"), player=0) == (2 + 3, 2 + 1)
    state.apply(state.text_to_move("0,1"))
    assert state.turn_gain == [3, 5] and state.scores == [12, 8]


# ---- the dice option (a ruling) ----------------------------------------------------------
def test_without_the_dice_option_there_is_no_roll():
    state = play(OPENING)
    assert not state.may_roll() and ("roll",) not in state.legal_moves()
    assert state.illegal_reason(("roll",)) == "only the player behind may roll for a split, once a turn"


def test_with_dice_only_the_player_behind_rolls_and_needs_a_5_or_6_to_split():
    state = play(OPENING, dice=True)
    assert state.may_roll() and ("roll",) in state.legal_moves() and state.split_moves() == []
    assert state.illegal_reason(("split", 1, (0, 0))) == "a split needs a 5 or 6 on the die this turn"
    state.apply(("roll",))
    assert state.current_player() == CHANCE and state.legal_moves() == []
    assert state.chance_outcomes() == [(face, 1 / 6) for face in range(1, 7)]
    assert state.illegal_reason(("place", 0)) == "the die must be rolled first"
    for face in range(1, 7):
        rolled = state.clone()
        rolled.apply(face)
        assert rolled.current_player() == 1 and rolled.rolled == face
        assert not rolled.may_roll()                   # once a turn
        assert bool(rolled.split_moves()) == (face >= 5)
        assert rolled.placements() == play(OPENING).placements()   # placing is still allowed
        if face >= 5:
            placed = rolled.clone()
            placed.apply(placed.text_to_move("0,0"))  # a good roll need not be used
            assert placed.board.vertex_count == 9 and placed.rolled is None
        rolled.apply(rolled.split_moves()[0] if face >= 5 else rolled.placements()[0])
        assert rolled.rolled is None and rolled.to_move == 0
        assert not rolled.may_roll()                   # Black leads: Black never rolls
    leader = play(OPENING + ["0,0"], dice=True)       # White completes cell 3: 8 to 4
    assert leader.to_move == 0 and leader.scores == [8, 4] and not leader.may_roll()
    assert leader.illegal_reason(("roll",)) == "only the player behind may roll for a split, once a turn"
    assert play(OPENING[:6], dice=True).may_roll() is False   # 0 to 0: nobody is behind


def test_with_dice_a_roll_is_refused_when_no_cell_can_split():
    state = at("square 3; split 1 2 3 4; black 0,0 0,1/4 1/4,1/4 1/4,0; white 1,1; to move white", dice=True)
    assert state.scores[1] < state.scores[0] and state.to_move == 1
    assert state.board.splittable_cells() == []
    assert not state.may_roll() and not state.may_split_now()
    assert recount(state.board, state.owner) == state.scores
