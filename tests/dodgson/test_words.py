"""Not a Dodgson System Chess moves in words (game/engines/dodgson/words.py), on real positions:
a quiet move, a capture naming whose piece it takes, a promotion, the pass."""
from __future__ import annotations

from game.engines.dodgson import GAME
from game.engines.dodgson.words import move_heading, row_labels
from game.scenes.dodgson.demo import demo_session


def test_a_quiet_move_names_the_piece_and_its_squares():
    state = GAME.new_initial_state()
    move = next(m for m in state.legal_moves() if state.move_to_text(m) == "A b1-c3")
    assert row_labels(state.cells, move) == ["A: knight b1 to c3", "A: b1 to c3"]
    assert move_heading(state.cells, move) == "Knight b1 to c3"


def test_a_capture_says_whose_piece_it_takes():
    session = demo_session()
    index = session.moves.index("A c2xd3")
    before = session.state_at(index)
    move = before.text_to_move("A c2xd3")
    labels = row_labels(before.cells, move)
    assert labels[0] == "A: pawn c2 takes Gold's queen on d3"
    assert "A: c2 takes Gold's queen" in labels and labels[-1] == "A: c2 takes d3"
    assert move_heading(before.cells, move) == "Pawn c2 takes d3"
    # the move list's rows name the seat by the name it plays under (DodgsonGame.move_rows)
    rows = GAME.move_rows(before, move, ["Ann", "Bo", "Cy", "Di"])
    assert rows[0] == "A: pawn c2 takes Bo's queen on d3" and rows[-1] == "A: c2 takes d3"


def test_a_pass_is_said_as_such():
    assert row_labels([], "pass") == ["passes (no move left)", "passes"]
