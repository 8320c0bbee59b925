"""Fractal territory's three lessons load, play to their ends through the engine, and end where
their coach says: scoring a cell (12-8), splitting to catch up (the paper's 25-27), zooming into
a corner split down to the deepest level (12-4)."""
from pathlib import Path

import pytest

from game.core.levels import TUTORIALS_DIR, check_level, load_level
from game.engines.fractal import GAME

LESSONS = ["fractal-01-scoring.toml", "fractal-02-splitting.toml", "fractal-03-zooming.toml"]


def lesson(name):
    return load_level(Path(TUTORIALS_DIR) / name)


def test_three_fractal_lessons():
    assert sorted(p.name for p in Path(TUTORIALS_DIR).glob("fractal-*.toml")) == LESSONS


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_loads_and_the_learner_plays_every_expected_move_on_their_turn(name):
    level = lesson(name)
    assert level.game == "fractal" and level.kind == "tutorial"
    assert any(step.expect for step in level.steps) and all(step.text for step in level.steps)
    state = level.start_state()
    learner = state.to_move
    for step in level.steps:
        for text in step.expect:
            assert state.to_move == learner
            trial = state.clone()
            trial.apply(trial.text_to_move(text))
        if step.expect:
            state.apply(state.text_to_move(step.expect[0]))
        for text in step.reply:
            assert state.to_move == 1 - learner
            state.apply(state.text_to_move(text))
    assert state.position_text() == check_level(level).position_text()


def test_the_scoring_lesson_ends_12_to_8_on_a_full_board():
    level = lesson(LESSONS[0])
    assert level.start_state().to_move == 0                   # the learner plays Black
    state = check_level(level)
    assert state.scores == [12, 8] and state.over == "every vertex is taken" and state.outcome().winners == (0,)
    # its last move completed the whole board and the top left cell at once
    assert sorted(state.board.path[c] for c in state.last_completed) == ["", "1"]


def test_the_splitting_lesson_is_the_papers_game_won_27_to_25_by_white():
    level = lesson(LESSONS[1])
    start = level.start_state()
    assert start.to_move == 1 and start.scores == [6, 2] and start.may_split_now()
    state = check_level(level)
    assert [state.board.path[c] for c in state.split_order] == ["1", "3"]
    assert state.scores == [25, 27] and state.outcome().winners == (1,) and sum(state.scores) == 52


def test_the_zooming_lesson_starts_from_a_corner_split_to_the_deepest_level():
    level = lesson(LESSONS[2])
    start = level.start_state()
    assert start.to_move == 0 and start.scores == [4, 0]
    assert max(start.board.level) == start.board.depth == 8
    # the prelude: White, behind, split every time; Black's moves after the first cell scored nothing
    state = GAME.new_initial_state(dict(level.options), level.seed)
    for index, text in enumerate(level.prelude):
        move = state.text_to_move(text)
        if index >= 7:
            assert (move[0] == "split") == (state.to_move == 1)
            if move[0] == "place":
                assert state.gain_if_placed(move[1]) == (0, 0)
        state.apply(move)
    assert state.position_text() == start.position_text()
    # the learner's first move is on a level-7 vertex and completes a level-7 cell
    first = level.steps[1].expect[0]
    vertex = start.text_to_move(first)[1]
    assert start.board.vertex_level[vertex] == 7
    start.apply(start.text_to_move(first))
    assert [start.board.level[c] for c in start.last_completed] == [7] and start.scores == [7, 1]
    end = check_level(level)
    assert end.scores == [12, 4] and not end.is_terminal()
