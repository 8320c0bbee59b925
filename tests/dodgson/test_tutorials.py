"""Not a Dodgson System Chess: the three tutorials load, play through, and teach what they say."""
from pathlib import Path

import pytest

from game.core.levels import TUTORIALS_DIR, check_level, load_level
from game.engines.dodgson.board import WHITE

LESSONS = ["dodgson-01-crossing.toml", "dodgson-02-vacancy.toml", "dodgson-03-scoring.toml"]


@pytest.mark.parametrize("name", LESSONS)
def test_tutorial_passes_check_level(name):
    level = load_level(Path(TUTORIALS_DIR) / name)
    assert level.game == "dodgson" and level.steps
    check_level(level)


def test_crossing_lesson_moves_the_pawn_to_board_b_and_back():
    level = load_level(Path(TUTORIALS_DIR) / LESSONS[0])
    state = level.start_state()
    state.apply(state.text_to_move(level.steps[1].expect[0]))
    assert state.piece_at(1, 2 + 2 * 7) == (WHITE, 1)          # B c3


def test_vacancy_lesson_starts_with_a_forced_pass_and_refuses_the_blocked_capture():
    level = load_level(Path(TUTORIALS_DIR) / LESSONS[1])
    state = level.start_state()
    assert state.legal_moves() == ["pass"]
    for step in level.steps[1:3]:
        state.apply(state.text_to_move(step.expect[0]))
        for text in step.reply:
            state.apply(state.text_to_move(text))
    texts = {state.move_to_text(m) for m in state.legal_moves()}
    assert "B a3xb5" in texts and "B a3xc4" not in texts


def test_scoring_lesson_ends_with_white_winning_on_fewest_pawns():
    state = check_level(load_level(Path(TUTORIALS_DIR) / LESSONS[2]))
    out = state.outcome()
    assert state.is_terminal() and out.winners == (WHITE,)
    assert out.scores[:2] == (6.0, 6.0) and "fewest pawns" in out.reason
    # Gold's reply was forced: after the knight capture its pawn had no other move.
    start = load_level(Path(TUTORIALS_DIR) / LESSONS[2]).start_state()
    start.apply(start.text_to_move("A e2xg4"))
    assert [start.move_to_text(m) for m in start.legal_moves()] == ["A c3xd4"]
