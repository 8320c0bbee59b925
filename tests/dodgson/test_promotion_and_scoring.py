"""Not a Dodgson System Chess: promotion, the end of the game and the scoring, worked by hand."""
import pytest

from game.core.state import TERMINAL, IllegalMove
from game.engines.dodgson.board import (
    BISHOP, BLACK, GOLD, GREEN, KNIGHT, PAWN, PAWNLIKE, QUEEN, ROOK, WHITE, parse_square,
)
from game.engines.dodgson.scoring import elimination_outcome, first_elimination_winners, points_taken
from game.engines.dodgson.notation import parse_position
from tests.dodgson.helpers import make_state, moves_of, play


# ---- promotion -------------------------------------------------------------------------------

def test_pawn_promotes_on_the_far_rank_to_queen_rook_bishop_or_knight():
    state = make_state({"A c5": "Wp"})
    assert moves_of(state, "A c5") == {"A c5-c6=Q", "A c5-c6=R", "A c5-c6=B", "A c5-c6=N"}
    play(state, "A c5-c6=N")
    assert state.piece_at(1, parse_square("c6")) == (WHITE, KNIGHT)


def test_black_and_green_promote_on_rank_1():
    state = make_state({"B e2": "Np"}, to_move="N")
    assert moves_of(state, "B e2") == {"B e2-e1=Q", "B e2-e1=R", "B e2-e1=B", "B e2-e1=N"}
    play(state, "B e2-e1=R")
    assert state.piece_at(0, parse_square("e1")) == (GREEN, ROOK)


def test_promotion_by_capture_and_the_twin_rule_still_applies():
    state = make_state({"A c5": "Wp", "A d6": "Br", "A b6": "Bn", "B b6": "Gn"})
    moves = moves_of(state, "A c5")
    assert "A c5xd6=Q" in moves
    assert not any("b6" in m for m in moves)        # B b6 is occupied
    play(state, "A c5xd6=Q")
    assert state.piece_at(1, parse_square("d6")) == (WHITE, QUEEN)


def test_promotion_left_out_when_typing_means_queen():
    state = make_state({"A c5": "Wp"})
    assert state.move_to_text(state.text_to_move("A c5-c6")) == "A c5-c6=Q"


def test_pawn_like_option_promotes_only_to_the_mfcw_piece():
    state = make_state({"A c5": "Wp"}, pawn_like=True)
    assert moves_of(state, "A c5") == {"A c5-c6=M"}
    play(state, "A c5-c6=M")
    assert state.piece_at(1, parse_square("c6")) == (WHITE, PAWNLIKE)
    with pytest.raises(IllegalMove):
        make_state({"A c5": "Wp"}, pawn_like=True).text_to_move("A c5-c6=Q")


def test_pawn_like_piece_moves_one_step_diagonally_in_any_direction():
    state = make_state({"A d3": "Wm"}, pawn_like=True)
    assert moves_of(state, "A d3") == {"A d3-c2", "A d3-e2", "A d3-c4", "A d3-e4"}


def test_pawn_like_piece_captures_one_step_orthogonally_only():
    pieces = {"A d3": "Wm", "A d4": "Bp", "A d2": "Gp", "A c3": "Np", "A e3": "Wp", "A e4": "Br", "A c2": "Bq"}
    state = make_state(pieces, pawn_like=True)
    assert moves_of(state, "A d3") == {"A d3xd4", "A d3xd2", "A d3xc3", "A d3-c4", "A d3-e2"}


# ---- the end of the game -----------------------------------------------------------------------

def test_game_ends_when_the_first_player_loses_their_last_piece():
    state = make_state({"A d1": "Wr", "A d4": "Bp"})
    play(state, "A d1xd4")
    assert state.current_player() == TERMINAL and state.is_terminal()
    assert state.legal_moves() == []
    assert state.eliminated_player() == BLACK
    with pytest.raises(IllegalMove):
        state.apply("pass")


def test_losing_a_piece_but_not_the_last_does_not_end_the_game():
    state = make_state({"A d1": "Wr", "A d4": "Bp", "A a6": "Bp"})
    play(state, "A d1xd4")
    assert not state.is_terminal() and state.current_player() == GOLD


# ---- scoring, worked by hand -------------------------------------------------------------------

def test_points_queen_3_rook_bishop_knight_2_pawn_1():
    taken = parse_position("A:7/7/7/7/7/7 B:7/7/7/7/7/7 W 0 WxBq,WxBr,WxBb,WxBn,WxBp2").taken
    assert points_taken(taken, WHITE, BLACK) == 3 + 2 + 2 + 2 + 1 + 1


def test_only_pieces_of_the_first_eliminated_player_count_and_most_rooks_breaks_the_tie():
    # Before: from Black, White took Q + 2P = 5, Gold R + N = 4, Green B = 2.
    # Green took Gold's queen and both rooks (7) and White took a Gold bishop: none of that counts.
    state = make_state({"A d1": "Gr", "A d4": "Bp"}, to_move="G",
                       captures="WxBq,WxBp2,GxBr,GxBn,NxBb,NxGq,NxGr2,WxGb")
    play(state, "A d1xd4")                    # Gold takes Black's last pawn: 4 + 1 = 5, tied with White
    out = state.outcome()
    assert out.scores == (5.0, 5.0, 0.0, 2.0)
    assert out.winners == (GOLD,)             # one rook from Black against White's none
    assert "Black lost their last piece first" in out.reason
    assert "White and Gold tie on 5 points" in out.reason and "Gold took the most rooks (1)" in out.reason
    assert state.returns() == [0.0, 1.0, 0.0, 0.0]


def test_fewest_pawns_breaks_a_tie_in_points_and_rooks():
    # White: B + 2P, then takes the last pawn: 2 + 3 = 5 with 3 pawns. Gold: Q + N = 5 with none.
    state = make_state({"A d1": "Wr", "A d4": "Bp"}, captures="WxBb,WxBp2,GxBq,GxBn,NxBp")
    play(state, "A d1xd4")
    out = state.outcome()
    assert out.scores == (5.0, 5.0, 0.0, 1.0)
    assert out.winners == (GOLD,)
    assert "fewest pawns (0)" in out.reason


def test_a_remaining_tie_gives_several_winners():
    # White: R, then takes Black's last piece, a bishop: 4 points, 1 rook, 0 pawns.
    # Gold: R + N: 4 points, 1 rook, 0 pawns. Green: Q: 3 points.
    state = make_state({"A d1": "Wr", "A d4": "Bb"}, captures="WxBr,GxBr,GxBn,NxBq")
    play(state, "A d1xd4")
    out = state.outcome()
    assert out.scores == (4.0, 4.0, 0.0, 3.0)
    assert out.winners == (WHITE, GOLD)
    assert "White and Gold all win" in out.reason
    assert state.returns() == [0.5, 0.5, 0.0, 0.0]


def test_a_promoted_queen_scores_3_when_captured():
    state = make_state({"A c2": "Bp", "B c6": "Wr"}, to_move="B")
    play(state, "A c2-c1=Q")                  # Black's new queen stands on B c1
    play(state, "B a5-a4")                    # Green
    play(state, "B c6xc1")                    # White takes it: Black has no piece left
    out = state.outcome()
    assert state.eliminated_player() == BLACK
    assert out.scores[WHITE] == 3.0 and out.winners == (WHITE,)


def test_the_pawn_like_piece_scores_1_and_counts_as_a_pawn_in_the_tie_break():
    # White: N, then takes the pawn-like piece: 3 points, 1 "pawn". Gold: B + P: 3 points, 1 pawn.
    # Were the pawn-like piece not a pawn, White would win alone on fewest pawns.
    state = make_state({"A c2": "Bp", "B c6": "Wr"}, to_move="B", captures="WxBn,GxBb,GxBp", pawn_like=True)
    play(state, "A c2-c1=M", "B a5-a4", "B c6xc1")
    out = state.outcome()
    assert out.scores == (3.0, 3.0, 0.0, 0.0)
    assert state.taken_from(WHITE, BLACK) == {KNIGHT: 1, PAWNLIKE: 1}
    assert out.winners == (WHITE, GOLD)


def test_the_eliminated_player_never_wins_and_scores_nothing():
    taken = parse_position("A:7/7/7/7/7/7 B:7/7/7/7/7/7 W 0 WxBq,WxGq,GxWp").taken
    assert first_elimination_winners(taken, WHITE) == (GOLD,)
    out = elimination_outcome(taken, WHITE)
    assert out.scores == (0.0, 1.0, 0.0, 0.0) and WHITE not in out.winners


def test_outcome_reason_lists_each_players_points_and_pieces():
    state = make_state({"A d1": "Wr", "A d4": "Bp"}, captures="WxBq,GxBr,NxBp")
    play(state, "A d1xd4")
    reason = state.outcome().reason
    assert "White 4 (queen, pawn)" in reason
    assert "Gold 2 (rook)" in reason and "Green 1 (pawn)" in reason
    assert reason.endswith("White wins.")


def test_scores_by_what_the_piece_is_when_captured_not_what_it_was():
    state = make_state({"A d1": "Wr", "A d4": "Bq"}, captures="GxBp")
    play(state, "A d1xd4")
    assert state.outcome().scores[WHITE] == 3.0
    assert state.taken_from(WHITE, BLACK) == {QUEEN: 1}
    assert PAWN not in state.taken_from(WHITE, BLACK) and BISHOP not in state.taken_from(WHITE, BLACK)
