"""Not a Dodgson System Chess: boards, setup, turn order and how every piece moves."""
import pytest

from game.core.state import IllegalMove
from game.engines.dodgson.board import (
    BISHOP, BLACK, GOLD, GREEN, KNIGHT, PAWN, QUEEN, ROOK, SQUARES, WHITE, parse_square, square_name,
)
from tests.dodgson.helpers import GAME, PASS, cell, make_state, moves_of, play, texts


# ---- boards and setup ---------------------------------------------------------------------

def test_two_boards_of_seven_files_and_six_ranks():
    assert SQUARES == 42
    assert square_name(0) == "a1" and square_name(6) == "g1" and square_name(41) == "g6"
    assert parse_square("c4") == 2 * 1 + 3 * 7
    with pytest.raises(ValueError):
        parse_square("h1")
    with pytest.raises(ValueError):
        parse_square("a7")


def test_setup_white_and_black_on_a_gold_and_green_on_b():
    state = GAME.new_initial_state()
    back = (ROOK, KNIGHT, BISHOP, QUEEN, BISHOP, KNIGHT, ROOK)
    for f, kind in enumerate(back):
        assert state.piece_at(0, f) == (WHITE, kind)
        assert state.piece_at(0, 7 + f) == (WHITE, PAWN)
        assert state.piece_at(0, 28 + f) == (BLACK, PAWN)
        assert state.piece_at(0, 35 + f) == (BLACK, kind)
        assert state.piece_at(1, f) == (GOLD, kind)
        assert state.piece_at(1, 7 + f) == (GOLD, PAWN)
        assert state.piece_at(1, 28 + f) == (GREEN, PAWN)
        assert state.piece_at(1, 35 + f) == (GREEN, kind)
    for square in range(14, 28):
        assert state.piece_at(0, square) is None and state.piece_at(1, square) is None
    assert state.piece_count == [14, 14, 14, 14]


def test_seven_pawns_two_rooks_knights_bishops_one_queen_each():
    state = GAME.new_initial_state()
    for player in range(4):
        kinds = [code & 7 for code in state.cells if code and code >> 3 == player]
        assert sorted(kinds) == sorted([PAWN] * 7 + [KNIGHT, KNIGHT, BISHOP, BISHOP, ROOK, ROOK, QUEEN])


def test_turn_order_white_gold_black_green():
    state = GAME.new_initial_state()
    order = []
    for text in ("A c2-c3", "B d2-d3", "A c5-c4", "B e5-e4", "A e2-e3"):
        order.append(state.current_player())
        play(state, text)
    assert order == [WHITE, GOLD, BLACK, GREEN, WHITE]


def test_start_moves_are_pawn_steps_and_knight_jumps_to_ranks_3_and_4():
    state = GAME.new_initial_state()
    assert texts(state) == {f"A {f}2-{f}3" for f in "abcdefg"} | {"A b1-a3", "A b1-c3", "A f1-e3", "A f1-g3"}


# ---- the transfer and the vacancy of the twin square ---------------------------------------

def test_the_moved_piece_stands_on_the_twin_square_of_the_other_board():
    state = GAME.new_initial_state()
    play(state, "A c2-c3")
    assert state.cells[cell("A c2")] == 0
    assert state.cells[cell("A c3")] == 0
    assert state.piece_at(1, parse_square("c3")) == (WHITE, PAWN)


def test_pieces_on_board_b_move_on_b_and_cross_to_a():
    state = make_state({"B d3": "Wn"})
    assert "B d3-e5" in texts(state)
    play(state, "B d3-e5")
    assert state.piece_at(0, parse_square("e5")) == (WHITE, KNIGHT)
    assert state.cells[cell("B e5")] == 0


def test_a_move_needs_the_twin_destination_vacant():
    state = make_state({"A d1": "Wr", "B d4": "Gp"})
    moves = moves_of(state, "A d1")
    assert "A d1-d4" not in moves
    assert {"A d1-d2", "A d1-d3", "A d1-d5", "A d1-d6"} <= moves
    assert parse_square("d4") in state.blocked_squares(0, parse_square("d1"))
    with pytest.raises(IllegalMove, match="occupied"):
        state.text_to_move("A d1-d4")


def test_a_capture_needs_the_twin_destination_vacant():
    blocked = make_state({"A d1": "Wr", "A d4": "Bp", "B d4": "Nn"})
    assert "A d1xd4" not in moves_of(blocked, "A d1")
    free = make_state({"A d1": "Wr", "A d4": "Bp"})
    assert "A d1xd4" in moves_of(free, "A d1")


def test_a_piece_on_the_other_board_does_not_block_the_path():
    # Only pieces on the board where the rook stands block it; B d2 and B d3 only block those squares.
    state = make_state({"A d1": "Wr", "B d2": "Gp", "B d3": "Gp"})
    moves = moves_of(state, "A d1")
    assert {"A d1-d4", "A d1-d5", "A d1-d6"} <= moves
    assert not {"A d1-d2", "A d1-d3"} & moves


def test_pieces_on_the_same_board_block_sliders():
    state = make_state({"A d1": "Wq", "A d3": "Gp", "A f3": "Wp"})
    moves = moves_of(state, "A d1")
    assert "A d1xd3" in moves and "A d1-d4" not in moves
    assert "A d1-e2" in moves and "A d1-f3" not in moves and "A d1-g4" not in moves


def test_the_twin_square_is_checked_even_when_it_holds_your_own_piece():
    state = make_state({"A a1": "Wr", "B a3": "Wp"})
    assert "A a1-a3" not in moves_of(state, "A a1")


def test_capture_removes_the_piece_from_the_board_it_stood_on():
    state = make_state({"A d1": "Wr", "A d4": "Bp", "A a6": "Bq"})
    play(state, "A d1xd4")
    assert state.cells[cell("A d4")] == 0
    assert state.piece_at(1, parse_square("d4")) == (WHITE, ROOK)
    assert state.taken_from(WHITE, BLACK) == {PAWN: 1}
    assert state.piece_count[BLACK] == 1


# ---- FIDE moves without king, castling, double step, en passant -----------------------------

def test_rook_moves_orthogonally():
    state = make_state({"A d3": "Wr"})
    expected = {f"A d3-{s}" for s in ("a3", "b3", "c3", "e3", "f3", "g3", "d1", "d2", "d4", "d5", "d6")}
    assert moves_of(state, "A d3") == expected


def test_bishop_moves_diagonally():
    state = make_state({"A d3": "Wb"})
    expected = {f"A d3-{s}" for s in ("c2", "b1", "e2", "f1", "c4", "b5", "a6", "e4", "f5", "g6")}
    assert moves_of(state, "A d3") == expected


def test_queen_moves_like_rook_and_bishop():
    queen = moves_of(make_state({"A d3": "Wq"}), "A d3")
    rook = moves_of(make_state({"A d3": "Wr"}), "A d3")
    bishop = moves_of(make_state({"A d3": "Wb"}), "A d3")
    assert queen == rook | bishop


def test_knight_jumps_over_pieces():
    state = make_state({"A b1": "Wn", "A a2": "Wp", "A b2": "Wp", "A c2": "Wp", "A c1": "Wp"})
    assert moves_of(state, "A b1") == {"A b1-a3", "A b1-c3", "A b1-d2"}


def test_pawn_steps_one_square_forward_no_double_step():
    white = make_state({"A c2": "Wp"})
    assert moves_of(white, "A c2") == {"A c2-c3"}
    black = make_state({"A c5": "Bp"}, to_move="B")
    assert moves_of(black, "A c5") == {"A c5-c4"}


def test_pawn_direction_is_the_owners_on_either_board():
    gold_on_a = make_state({"A e3": "Gp"}, to_move="G")
    assert moves_of(gold_on_a, "A e3") == {"A e3-e4"}
    green_on_a = make_state({"A e3": "Np"}, to_move="N")
    assert moves_of(green_on_a, "A e3") == {"A e3-e2"}
    black_on_b = make_state({"B e3": "Bp"}, to_move="B")
    assert moves_of(black_on_b, "B e3") == {"B e3-e2"}


def test_pawn_captures_diagonally_forward_only_and_is_blocked_ahead():
    state = make_state({"A c3": "Wp", "A c4": "Bp", "A b4": "Gp", "A d4": "Wn", "A b2": "Np"})
    assert moves_of(state, "A c3") == {"A c3xb4"}


def test_any_other_players_piece_may_be_captured_but_not_ones_own():
    pieces = {"A d3": "Wr", "A d4": "Gp", "A d2": "Bp", "A c3": "Np", "A e3": "Wp"}
    moves = moves_of(make_state(pieces), "A d3")
    assert {"A d3xd4", "A d3xd2", "A d3xc3"} <= moves
    assert "A d3xe3" not in moves and "A d3-e3" not in moves


def test_there_is_no_king_no_check_and_no_castling():
    state = GAME.new_initial_state()
    assert all(code & 7 != 0 for code in state.cells if code)
    assert not any("O-O" in t for t in texts(state))
    # A rook and queen "in check" from an enemy queen still move freely; nothing forces a reply.
    state = make_state({"A d1": "Wq", "A d6": "Bq", "A a1": "Wr"})
    assert "A a1-a3" in texts(state)
    with pytest.raises(ValueError, match="not a piece"):
        GAME.state_from_position("A:7/7/7/7/7/Wk6 B:Bp6/7/7/7/7/7 W")


def test_no_en_passant():
    # Black's pawn passes White's pawn's capture square; White may not take it en passant.
    state = make_state({"A d4": "Wp", "B e5": "Bp", "A a1": "Wr"}, to_move="B")
    play(state, "B e5-e4")           # the black pawn lands on A e4, beside White's d4 pawn
    assert state.piece_at(0, parse_square("e4")) == (BLACK, PAWN)
    play(state, "B a5-a4")           # Green
    assert state.current_player() == WHITE
    assert not any("xe5" in t for t in moves_of(state, "A d4"))


# ---- forced passing --------------------------------------------------------------------------

def test_a_player_without_a_move_must_pass():
    # White's only piece is a pawn whose square ahead is taken.
    state = make_state({"A c3": "Wp", "A c4": "Bp"})
    assert state.legal_moves() == [PASS]
    play(state, "pass")
    assert state.current_player() == GOLD


def test_passing_is_not_a_choice():
    state = GAME.new_initial_state()
    assert PASS not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.text_to_move("pass")
    with pytest.raises(IllegalMove):
        state.apply(PASS)


def test_a_player_who_can_move_again_later_must_move():
    state = make_state({"A c3": "Wp", "B c4": "Gn", "A g6": "Bq"}, to_move="W")
    assert state.legal_moves() == [PASS]              # A c4 is empty but its twin B c4 is not
    play(state, "pass", "B c4-e5", "A g6-g5", "B a5-a4")
    assert state.current_player() == WHITE
    assert "A c3-c4" in texts(state) and PASS not in state.legal_moves()
