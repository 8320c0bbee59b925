"""Margin of Error's three lessons: each loads and plays to its end through the engine with its
own fixed dice, the way the lesson screen plays it (dice rolled between steps), and ends where
its coach says it does."""
import copy
from pathlib import Path

import pytest

from game.catalog import get_game
from game.core.datafile import DataFileError, read_toml
from game.core.lessons import LessonRunner
from game.core.levels import TUTORIALS_DIR, check_level, load_level, parse_level
from game.core.session import MatchSession, Seat
from tests.margin.rules_helpers import events, index, poll

LESSONS = ["margin-01-planning.toml", "margin-02-dice.toml", "margin-03-election-night.toml"]


def lesson(name):
    return load_level(Path(TUTORIALS_DIR) / name)


def play_like_the_screen(level):
    """The lesson screen's loop without a window: replies first, then dice from the session,
    then the learner's first accepted move or a dismissed text."""
    state = level.start_state()
    session = MatchSession(get_game(level.game), dict(level.options), level.seed,
                           [Seat.human() for _ in range(state.num_players)], autosave=False, start_state=state)
    runner = LessonRunner(level)
    for _ in range(1000):
        if runner.pending_replies():
            session.play(session.state.text_to_move(runner.next_reply()))
        elif session.is_chance():
            session.roll_chance()
        elif runner.finished:
            return session.state
        elif runner.waiting_for_move():
            text = runner.step.expect[0]
            assert runner.accepts(text)
            session.play(session.state.text_to_move(text))
        else:
            assert runner.dismiss()
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_loads_and_plays_to_its_end_with_its_own_dice(name):
    level = lesson(name)
    assert level.game == "margin" and level.steps and level.options["dice"]
    state = check_level(level)
    screen = play_like_the_screen(level)
    assert screen.to_data() == state.to_data() and screen.votes() == state.votes()
    # every die the lesson rolls is one of its fixed dice: it plays the same every time
    assert state.rolls == len(level.options["dice"])


@pytest.mark.parametrize("name", LESSONS)
def test_the_learner_plays_every_expected_move_on_their_own_turn(name):
    level = lesson(name)
    state = level.start_state()
    assert state.current_player() == 0 and state.solo          # the learner's seat acts first


def test_the_planning_lesson_ends_in_week_2_as_its_coach_says():
    state = check_level(lesson(LESSONS[0]))
    assert state.week == 2 and state.phase == "plan"
    assert state.votes() == [291, 247] and state.cash[0] == 12
    assert poll(state, "OH") == -1 and poll(state, "PA") == -3 and poll(state, "WI") == -2
    assert events(state, "fund")[0]["raised"] == 5 and events(state, "internet")


def test_the_dice_lesson_cancels_a_gaffe_with_a_favour():
    state = check_level(lesson(LESSONS[1]))
    florida = events(state, "camp")[0]
    assert florida["dice"] == [4, 2] and florida["ignored"] == [4] and florida["squares"] == 2
    assert state.used[0] == {"fact-check"} and poll(state, "FL") == -1
    assert state.votes() == [298, 240]


def test_the_election_night_lesson_turns_virginia_and_wins_279_to_259():
    level = lesson(LESSONS[2])
    start = level.start_state()
    assert start.phase == "last" and start.week == 9 and start.votes() == [268, 270]
    assert {start.scenario.states[s].code for s in start.small_tokens[0]} == {"NV", "MT"}
    state = check_level(level)
    assert events(state, "last")[0]["moves"] == [(index(state, "VA"), 0, -2)]
    assert len(events(state, "final")) == 12 and state.is_terminal()
    out = state.outcome()
    assert out.winners == (0,) and state.votes() == [279, 259]


def test_a_lesson_whose_dice_do_not_fit_its_steps_is_refused():
    path = Path(TUTORIALS_DIR) / LESSONS[1]
    data = copy.deepcopy(read_toml(path))
    data["options"]["dice"][1] = 5           # Florida rolls 4, 5, 2: no gaffe to cancel
    with pytest.raises(DataFileError) as caught:
        check_level(parse_level(data, path))
    assert caught.value.key == "steps[6].expect[0]"
