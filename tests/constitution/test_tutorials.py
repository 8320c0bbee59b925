"""Constitution tutorials: the three lessons load, every scripted move is legal on the shipped
map, and each lesson shows what its coach says."""
from pathlib import Path

import pytest

from game.core.levels import TUTORIALS_DIR, check_level, load_level
from game.engines.constitution.outcome import REASON_SENATE

LESSONS = ["constitution-01-moving.toml", "constitution-02-winning.toml", "constitution-03-three-ways.toml"]


def _level(name):
    return load_level(Path(TUTORIALS_DIR) / name)


def _play_to(level, step_index):
    """The state when step `step_index` begins (earlier steps' first expected moves and replies played)."""
    state = level.start_state()
    for step in level.steps[:step_index]:
        for text in step.expect[:1] + step.reply:
            state.apply(state.text_to_move(text))
    return state


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_loads_and_every_scripted_move_is_legal(name):
    level = _level(name)
    assert level.game == "constitution" and len(level.steps) >= 4
    check_level(level)
    assert any(step.expect for step in level.steps)
    for i, step in enumerate(level.steps):
        if step.expect:
            state = _play_to(level, i)
            assert state.current_player() == 0          # the learner always plays Blue
            for text in step.expect:
                assert state.text_to_move(text) in state.legal_moves()


def test_moving_lesson_takes_six_cells_then_flies_across_the_map_past_closed_corners():
    level = _level(LESSONS[0])
    state = level.start_state()
    assert state.piece_positions() == [(5, 9), (19, 2)]          # Red chose Florida
    first = state.preview(state.text_to_move("6,8"))
    assert len(first.taken_cells) == 6 and not first.regions_won
    state = _play_to(level, 4)
    # after Red's reply in North Carolina the corners next to red cells are closed to Blue
    index = state.board.point_index
    assert not state.is_legal_destination(0, index[(20, 7)]) and not state.is_legal_destination(0, index[(20, 6)])
    assert state.is_legal_destination(0, index[(20, 5)])      # the line passes over the closed corners
    assert state.electors == [0, 0]


def test_winning_lesson_wins_at_half_flips_the_opponent_and_wins_two_at_once():
    level = _level(LESSONS[1])
    state = level.start_state()
    nh = state.preview(state.text_to_move("21,15"))
    assert nh.regions_won == ("NH",)
    state = _play_to(level, 2)
    ma = state.preview(state.text_to_move("21,14"))
    assert ma.regions_won == ("MA",) and len(ma.flipped_cells) == 3
    state = _play_to(level, 3)
    two = state.preview(state.text_to_move("7,14"))
    assert sorted(two.regions_won) == ["SD", "WY"]
    final = check_level(level)
    assert final.states_won[0] == 4 and final.electors[0] == 4 + 11 + 3 + 3


def test_three_ways_lesson_ends_in_the_senate_with_fewer_electors():
    level = _level(LESSONS[2])
    start = level.start_state()
    assert start.electors == [182, 255] and start.states_won == [21, 19]
    state = check_level(level)
    out = state.outcome()
    assert state.is_terminal() and out.winners == (0,) and out.reason == REASON_SENATE
    assert state.piece_positions()[0] == state.white_house
    assert state.electors == [201, 255] and state.states_won == [23, 19]
