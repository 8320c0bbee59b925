"""Why a finished Fractal territory match ended and where it was decided, for the results card:
the move after which the winner stayed ahead to the end, on the paper's sample games (through
FractalGame.end_in_words and decided_in_words)."""
import random

from game.engines.fractal import GAME
from tests.fractal.helpers import ENDING_B, ENDING_C, OPENING, SPLIT_TOP_LEFT, new, play

NAMES = ["Black", "White"]


def test_the_papers_game_c_is_won_by_whites_last_move():
    # figure 4(c): Black leads from move 7 (6 to 2); White splits twice and levels at 22 each on
    # move 17; White's last stone, move 18, wins it 27 to 25
    moves = OPENING + [SPLIT_TOP_LEFT] + ENDING_C
    final = play(moves)
    assert final.scores == [25, 27]
    assert GAME.end_in_words(final, NAMES) == "Every point on the board is taken: White wins 27 to 25."
    assert GAME.decided_in_words(new(), moves, NAMES) == (
        "White went ahead with the last move, move 18: White takes the midpoint of the bottom edge of the "
        "bottom-left square.")


def test_a_lead_that_ends_the_game_at_once_is_taken_with_the_last_move():
    # the same game stopped by a lead of 4: Black goes ahead on move 7 and the lead ends it there
    moves = OPENING
    final = play(moves, new(difference=4))
    assert final.is_terminal() and final.scores == [6, 2]
    assert GAME.end_in_words(final, NAMES) == "The lead reached 4 points: Black wins 6 to 2."
    assert GAME.decided_in_words(new(difference=4), moves, NAMES) == \
        "Black went ahead with the last move, move 7: Black takes the centre."


def test_the_papers_game_b_is_a_draw():
    moves = OPENING + [SPLIT_TOP_LEFT] + ENDING_B
    final = play(moves)
    assert final.scores == [18, 18]
    assert GAME.end_in_words(final, NAMES) == "Every point on the board is taken: a draw at 18 each."
    assert GAME.decided_in_words(new(), moves, NAMES) == "The scores ended level at 18 each after move 14."


def test_the_target_score_ending_names_who_reached_it():
    moves = OPENING + [SPLIT_TOP_LEFT] + ENDING_C[:2]          # move 10 takes Black to 12
    final = play(moves, new(target=10))
    assert final.is_terminal() and final.scores == [12, 8]
    assert GAME.end_in_words(final, ["Ann", "Bo"]) == "Ann reached the target of 10 points: Ann wins 12 to 8."


def test_a_lead_that_came_with_the_losers_move_credits_the_loser_who_made_it():
    # nine stones on the unsplit board: White's eighth completes cells that pay Black more (a
    # random game, seed 1); Black, not White, "led for good", and White made the move
    moves = ["1,1", "1,0", "0,1/2", "0,0", "1,1/2", "1/2,0", "1/2,1/2", "1/2,1", "0,1"]
    start = GAME.new_initial_state({}, 1)
    assert play(moves, start.clone()).scores == [12, 8]
    assert GAME.decided_in_words(start, moves, NAMES) == \
        "White's move 8 put Black ahead for good: White takes the midpoint of the top edge."


def test_a_lead_taken_with_the_last_move_is_not_said_to_be_kept():
    moves = ["1,0", "1/2,0", "1,1/2", "0,1", "0,0", "1,1", "0,1/2", "1/2,1", "1/2,1/2"]     # seed 6
    start = GAME.new_initial_state({}, 6)
    assert GAME.decided_in_words(start, moves, NAMES) == \
        "Black went ahead with the last move, move 9: Black takes the centre."


def test_a_lead_kept_from_early_on_names_that_move():
    start = GAME.new_initial_state({}, 0)
    state, moves, rng = start.clone(), [], random.Random(0)          # a random game of 90 moves
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        moves.append(state.move_to_text(move))
        state.apply(move)
    assert len(moves) == 90 and state.outcome().winners == (1,)
    assert GAME.decided_in_words(start, moves, NAMES) == \
        "White led for good from move 8: White takes the midpoint of the left edge."
