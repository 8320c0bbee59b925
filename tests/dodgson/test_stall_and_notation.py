"""Not a Dodgson System Chess: the stall rule (rulings), notation, storage and the command line."""
import json
import tomllib

import pytest
import tomli_w

from game.core.state import TERMINAL, IllegalMove
from game.engines.dodgson.board import BLACK, GOLD, QUEEN, WHITE
from game.engines.dodgson.movegen import generate_moves
from game.engines.dodgson.scoring import ENDED_QUIET, ENDED_REPETITION, ENDED_STUCK
from game.engines.dodgson.state import DodgsonState
from tests.dodgson.helpers import GAME, PASS, make_state, play, texts

START_TEXT = ("A:BrBnBbBqBbBnBr/BpBpBpBpBpBpBp/7/7/WpWpWpWpWpWpWp/WrWnWbWqWbWnWr "
              "B:NrNnNbNqNbNnNr/NpNpNpNpNpNpNp/7/7/GpGpGpGpGpGpGp/GrGnGbGqGbGnGr W 0 -")

FOUR_KNIGHTS = {"A a1": "Wn", "B g1": "Gn", "A a6": "Bn", "B g6": "Nn"}
OUT_AND_BACK = ["A a1-b3", "B g1-f3", "A a6-b4", "B g6-f4", "B b3-a1", "A f3-g1", "B b4-a6", "A f4-g6"]


# ---- stall rule --------------------------------------------------------------------------------

def test_sixty_full_rounds_without_capture_is_a_draw():
    state = make_state({"A a1": "Wr"}, quiet=238)
    play(state, "A a1-b1")                              # 239 plies without a capture
    assert not state.is_terminal()
    play(state, "B a2-a3")                              # 240 = 60 rounds of four
    assert state.is_terminal() and state.ended == ENDED_QUIET
    out = state.outcome()
    assert out.winners == () and out.is_draw
    assert state.returns() == [0.25] * 4
    assert "60 full rounds" in out.reason


def test_a_capture_restarts_the_count_of_quiet_rounds():
    state = make_state({"A d1": "Wr", "A d4": "Bp", "A a6": "Bp"}, quiet=239)
    play(state, "A d1xd4")
    assert not state.is_terminal() and state.quiet_plies == 0


def test_the_quiet_round_limit_is_an_option():
    state = make_state({"A a1": "Wr"}, quiet=119, stall_rounds=30)
    play(state, "A a1-a3")
    assert state.ended == ENDED_QUIET and "30 full rounds" in state.outcome().reason
    unlimited = make_state({"A a1": "Wr"}, quiet=10_000, stall_rounds=0)
    play(unlimited, "A a1-a3")
    assert not unlimited.is_terminal()


def test_third_repetition_with_the_same_player_to_move_is_a_draw():
    state = make_state(FOUR_KNIGHTS)
    play(state, *OUT_AND_BACK)                          # the start position, second time
    assert not state.is_terminal()
    play(state, *OUT_AND_BACK[:-1])
    assert not state.is_terminal()
    play(state, OUT_AND_BACK[-1])                       # third time, White to move again
    assert state.ended == ENDED_REPETITION
    assert state.outcome().winners == ()
    assert "third time" in state.outcome().reason


def test_the_repetition_limit_is_an_option():
    state = make_state(FOUR_KNIGHTS, repetitions=0)
    play(state, *OUT_AND_BACK, *OUT_AND_BACK, *OUT_AND_BACK)
    assert not state.is_terminal()


def test_same_squares_with_another_player_to_move_is_not_a_repetition():
    state = make_state(FOUR_KNIGHTS)
    key_white = state.history[-1]
    play(state, "A a1-b3", "B g1-f3", "A a6-b4", "B g6-f4")
    assert state.history[-1] != key_white
    assert state.history[-1][-1] == WHITE            # the key ends with the player to move


def test_nobody_able_to_move_ends_the_game_as_a_draw_even_without_limits():
    pieces = {"A c3": "Wp", "A c4": "Bp", "B e3": "Gp", "B e4": "Np"}
    state = make_state(pieces, stall_rounds=0, repetitions=0)
    for _ in range(3):
        assert state.legal_moves() == [PASS]
        play(state, "pass")
    play(state, "pass")
    assert state.ended == ENDED_STUCK and state.outcome().is_draw


# ---- move notation -----------------------------------------------------------------------------

def test_move_notation_board_from_to_and_promotion():
    state = make_state({"A c2": "Wp", "B e5": "Wp", "B d6": "Nr", "A a1": "Wr", "A a4": "Bp"})
    moves = texts(state)
    assert {"A c2-c3", "B e5xd6=Q", "B e5-e6=N", "A a1xa4", "A a1-b1"} <= moves
    assert make_state({"A c3": "Wp", "A c4": "Bp"}).move_to_text(PASS) == "pass"


def test_move_text_round_trips_and_lenient_forms_are_read():
    state = make_state({"A c2": "Wp", "B e5": "Wp", "B d6": "Nr"})
    for move in state.legal_moves():
        assert state.text_to_move(state.move_to_text(move)) == move
    assert state.text_to_move("a c2c3") == state.text_to_move("A c2-c3")
    assert state.text_to_move("Bе5:d6q".replace("е", "e")) == state.text_to_move("B e5xd6=Q")


def test_wrong_capture_mark_and_nonsense_are_refused_with_a_reason():
    state = make_state({"A c2": "Wp"})
    with pytest.raises(IllegalMove, match="empty"):
        state.text_to_move("A c2xc3")
    with pytest.raises(IllegalMove, match="not a move"):
        state.text_to_move("Nf3")
    with pytest.raises(IllegalMove, match="no piece"):
        state.text_to_move("A d2-d3")
    with pytest.raises(IllegalMove, match="Gold's"):
        state.text_to_move("B a2-a3")


# ---- position notation ---------------------------------------------------------------------------

def test_start_position_text():
    assert GAME.new_initial_state().position_text() == START_TEXT
    assert GAME.state_from_position(START_TEXT).cells == GAME.new_initial_state().cells


def test_position_round_trip_keeps_mover_quiet_count_and_captures():
    text = "A:7/3Bq3/7/2Wp4/7/Wr6 B:Gn6/7/4Nm2/7/6Np/7 N 17 WxBp2,GxNq,NxWr"
    state = GAME.state_from_position(text)
    assert state.position_text() == text
    assert state.current_player() == 3 and state.quiet_plies == 17
    assert state.points(WHITE, BLACK) == 2 and state.taken_from(GOLD, 3) == {QUEEN: 1}


def test_position_fields_after_the_mover_are_optional():
    short = GAME.state_from_position("A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 G")
    assert short.quiet_plies == 0 and sum(short.taken) == 0
    assert short.position_text().endswith(" G 0 -")


@pytest.mark.parametrize("text, fault", [
    ("A:7/7/7/7/7 B:7/7/7/7/7/7 W", "6 ranks"),
    ("A:7/7/7/7/7/8 B:7/7/7/7/7/7 W", "not a piece"),
    ("A:7/7/7/7/7/Wr7 B:7/7/7/7/7/7 W", "covers 8 files"),
    ("A:7/7/7/7/7/Xr6 B:7/7/7/7/7/7 W", "not a piece"),
    ("A:7/7/7/7/7/WrWp5Wq B:7/7/7/7/7/7 W", "more than 7"),
    ("A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 Q", "player to move"),
    ("A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 W 0 WxWp", "own pieces"),
    ("A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 W 0 WyBp", "not a capture"),
    ("A:7/7/7/7/7/Wr6 B:Bp6/7/7/7/Gp6/7 W", "Green has no piece"),
    ("A:Wp6/7/7/7/7/7 B:Bp6/Np6/7/7/Gp6/7 W", "far rank"),
    ("A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 W 0 GxBp14", "more than 14"),
    ("A:7/7 W", "board A, board B"),
])
def test_bad_positions_are_refused_naming_the_fault(text, fault):
    with pytest.raises(ValueError, match=fault):
        GAME.state_from_position(text)


def test_position_option_starts_a_game_from_that_position():
    text = "A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 G 0 -"
    state = GAME.new_initial_state({"position": text})
    assert state.position_text() == text and state.current_player() == GOLD
    with pytest.raises(ValueError):
        GAME.new_initial_state({"stall_rounds": -1})
    with pytest.raises(ValueError):
        GAME.new_initial_state({"repetitions": 1})
    with pytest.raises(ValueError):
        GAME.new_initial_state({"pawn_like": "yes"})


def test_cli_lists_the_moves_of_a_position(capsys):
    from game.__main__ import main
    assert main(["moves", "dodgson", "--position", "A:7/7/7/7/7/Wr6 B:Bp6/Np6/7/7/Gp6/7 W"]) == 0
    lines = capsys.readouterr().out.split()
    assert "a1-a4" in lines and "a1-g1" in lines
    assert "a1-a2" not in lines and "a1-a6" not in lines  # B a2 and B a6 are occupied
    assert main(["moves", "dodgson", "--position", "nonsense"]) == 2


# ---- storage --------------------------------------------------------------------------------------

def test_to_data_from_data_round_trip_through_toml_mid_game_and_at_the_end():
    state = make_state(FOUR_KNIGHTS)
    play(state, *OUT_AND_BACK[:5])
    data = tomllib.loads(tomli_w.dumps(state.to_data()))
    back = DodgsonState.from_data(data)
    assert back.position_text() == state.position_text()
    assert back.history == state.history and back.ply == state.ply
    assert back.legal_moves() == state.legal_moves()
    play(back, *OUT_AND_BACK[5:], *OUT_AND_BACK)
    assert back.ended == ENDED_REPETITION                  # the history travelled with it
    done = make_state({"A d1": "Wr", "A d4": "Bp"})
    play(done, "A d1xd4")
    again = DodgsonState.from_data(json.loads(json.dumps(done.to_data())))
    assert again.current_player() == TERMINAL and again.outcome() == done.outcome()


def test_clone_is_independent():
    state = GAME.new_initial_state()
    copy = state.clone()
    play(copy, "A c2-c3")
    assert state.position_text() == START_TEXT and copy.position_text() != START_TEXT
    assert len(state.history) == 1


def test_illegal_move_values_are_refused():
    state = GAME.new_initial_state()
    for bad in [(0, 10, 24, 0), (0, 9, 23, 0), (1, 9, 16, 0), "resign", None, (0, 9, 16, QUEEN)]:
        with pytest.raises(IllegalMove):
            state.apply(bad)
    assert generate_moves(state.cells, WHITE, (QUEEN,)) == state.legal_moves()


def test_match_record_replays_and_state_pickles_for_the_bot_worker(tmp_path):
    import pickle

    from game.core.records import MatchRecord
    state = GAME.new_initial_state({"pawn_like": True}, 5)
    record = MatchRecord.start("dodgson", {"pawn_like": True}, 5)
    for text in ("A c2-c3", "B d2-d3", "A e5-e4", "B b5-b4", "B c3-c4"):
        record.moves.append(text)
        play(state, text)
    record.save(tmp_path / "game.toml")
    replayed = MatchRecord.load(tmp_path / "game.toml").replay()
    assert replayed.position_text() == state.position_text()
    assert pickle.loads(pickle.dumps(state)).position_text() == state.position_text()
