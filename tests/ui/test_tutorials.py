"""Tutorials: the list (with broken files reported), and a lesson played step by step on the
game's own screen: coach text, refused moves with a hint, automatic replies, the end."""
from __future__ import annotations

import pytest

from game.core.levels import load_level
from game.core.lessons import DEFAULT_HINT, LessonRunner
from tests.ui.helpers import KEY, frames, go, press, settle, show
from game.scenes.mode_steps import make_screen

LESSON = '''
game = "nim"
title = "Leave a multiple of four"
seed = 1
prelude = ["take 2"]
[options]
stones = 9
[[steps]]
text = "Seven stones are left and it is your turn."
[[steps]]
text = "Take three, so that four are left."
expect = ["take 3"]
hint = "Leave a multiple of four: take three."
reply = ["take 1"]
[[steps]]
text = "Now take all three and win."
expect = ["take 3"]
'''

BROKEN = '''
game = "nim"
title = 5
[[steps]]
text = "x"
'''


@pytest.fixture
def lessons(tmp_path):
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "nim-01-four.toml").write_text(LESSON)
    (folder / "nim-02-broken.toml").write_text(BROKEN)
    return folder


def test_the_lesson_runner_follows_the_steps(lessons):
    runner = LessonRunner(load_level(lessons / "nim-01-four.toml"))
    assert runner.waiting_for_dismiss() and runner.progress_text() == "Step 1 of 3"
    assert runner.dismiss() and runner.waiting_for_move()
    assert not runner.accepts("take 1") and runner.hint.startswith("Leave a multiple")
    assert runner.accepts("take 3") and runner.hint == ""
    assert runner.pending_replies() == ["take 1"] and not runner.waiting_for_move()
    assert runner.next_reply() == "take 1" and runner.index == 2
    assert runner.accepts("take 3") and runner.finished


def test_a_step_without_a_hint_uses_the_default_one(lessons):
    runner = LessonRunner(load_level(lessons / "nim-01-four.toml"))
    runner.level.steps[1].hint = ""
    runner.dismiss()
    runner.accepts("take 2")
    assert runner.hint == DEFAULT_HINT


@pytest.mark.screen
def test_the_list_shows_lessons_and_a_clear_line_for_a_broken_file(app, lessons):
    from game.scenes.tutorials.screen import TutorialsScene
    scene = TutorialsScene(lessons)
    show(app, scene)
    assert [e.title for e in scene.list.entries] == ["Leave a multiple of four"]
    assert scene.list.entries[0].enabled and "3 steps" in scene.list.entries[0].detail
    lines = [t.text for t in scene.error_texts]
    assert lines[0].startswith("1 lesson file could not be loaded")
    assert lines[1] == "• nim-02-broken.toml: its title cannot be used."


@pytest.mark.screen
def test_an_empty_folder_says_lessons_are_coming(app, tmp_path):
    from game.scenes.tutorials.screen import TutorialsScene
    scene = TutorialsScene(tmp_path)
    show(app, scene)
    assert scene.list.entries == [] and "coming soon" in scene.list._empty.text
    assert scene.error_texts == []


@pytest.mark.screen
def test_a_lesson_played_from_start_to_finish(app, lessons):
    from game.scenes.tutorials.screen import TutorialsScene
    tutorials = TutorialsScene(lessons)
    show(app, tutorials)
    go(app, KEY.ENTER)
    screen = app.scenes.current
    assert type(screen).__name__ == "NimScreen" and screen.lesson is not None
    session = screen.session
    assert session.state.stones == 7 and not session.autosave_enabled
    frames(app, 2)
    assert screen.panel.coach_text.text.startswith("Seven stones")
    assert screen.panel.coach_more.text == "Continue ▸"
    press(app, KEY.ENTER)                       # Enter dismisses the coach's note: no move is played
    assert session.ply == 0 and screen.lesson.index == 1
    # step 2: a wrong move is refused with the hint
    assert screen.lesson.waiting_for_move()
    press(app, KEY.ENTER)                       # take 1
    assert session.ply == 0 and "Leave a multiple" in screen.lesson.hint
    frames(app, 1)
    assert "Leave a multiple" in screen.panel.coach_hint.text
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)                       # take 3
    assert session.moves == ["take 3"]
    frames(app, 60)                             # the coach's reply is played for the opponent
    assert session.moves == ["take 3", "take 1"] and screen.lesson.index == 2
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)
    assert session.is_over() and screen.lesson.finished
    frames(app, 90)
    assert app.scenes.current is screen         # a lesson ends with the coach, not the results
    assert screen.panel.coach_more.text == "Finish ▸"
    go(app, KEY.ENTER)
    assert app.scenes.current is tutorials


@pytest.mark.screen
def test_leaving_a_lesson_from_the_pause_menu(app, lessons):
    from game.scenes.tutorials.screen import TutorialsScene
    tutorials = TutorialsScene(lessons)
    show(app, tutorials)
    go(app, KEY.ENTER)
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    assert "Leave lesson" in pause.buttons and "Restart lesson" in pause.buttons
    pause.buttons["Leave lesson"].on_click()
    settle(app)
    assert app.scenes.current is tutorials


def test_a_lesson_names_the_learner_you_and_the_scripted_side_lesson(app):
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR, load_level
    from game.modes.lesson import Lesson
    screen = make_screen(Lesson(load_level(Path(TUTORIALS_DIR) / "grundy-01-rules.toml")))
    learner = screen.learner_seat
    assert learner == screen.session.state.current_player()
    assert screen.seat_kind(learner) == "You" and screen.seat_kind(1 - learner) == "Lesson"


def test_a_long_coach_note_and_a_hint_do_not_overlap(app):
    """A refused move shows the hint at the foot of the coach; the note above shrinks to fit."""
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR, load_level
    from game.modes.lesson import Lesson
    screen = make_screen(Lesson(load_level(Path(TUTORIALS_DIR) / "constitution-01-moving.toml")))
    show(app, screen)
    lesson = screen.lesson
    while not lesson.waiting_for_move():
        assert lesson.dismiss()
    assert not lesson.accepts("1,1") and lesson.hint     # any move but the lesson's is refused
    app.render_frame()
    panel = screen.panel
    note, hint = panel.coach_text, panel.coach_hint
    note_bottom = note.y - note.content_height
    box_left, box_bottom, box_w, box_h = panel.hint_box
    assert hint.y <= box_bottom + box_h and hint.y - hint.content_height >= box_bottom   # the hint is in its box
    assert note_bottom >= box_bottom + box_h                                             # the note ends above it


def test_every_tutorial_note_fits_its_coach_panel(app):
    """Level data guard: each step's note fits the coach (at the smallest size the panel uses)
    above the Continue / Your move line, with the board's seat cards in place."""
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR
    from game.modes.lesson import Lesson
    for path in sorted(Path(TUTORIALS_DIR).glob("*.toml")):
        screen = make_screen(Lesson(load_level(path)))
        panel = screen.panel
        for index in range(len(screen.lesson.steps)):
            screen.lesson.index = index
            panel.refresh()
            ll, lb, lw, lh = panel.list_rect()
            note_bottom = panel.coach_text.y - panel.coach_text.content_height
            assert note_bottom >= lb + 36, f"{path.name} step {index + 1}: the note runs {lb + 36 - note_bottom:.0f}px too long"


def test_after_a_refused_move_a_gold_ring_marks_where_the_lessons_move_is_played(app):
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR
    from game.modes.lesson import Lesson
    from game.ui import theme
    from tests.ui.helpers import near, screen_image
    from tests.ui.helpers import pixel as pixel_at
    screen = make_screen(Lesson(load_level(Path(TUTORIALS_DIR) / "constitution-01-moving.toml")))
    show(app, screen)
    lesson = screen.lesson
    while not lesson.waiting_for_move():
        assert lesson.dismiss()
    move = screen.session.state.text_to_move(lesson.step.expect[0])
    (x, y), = screen.lesson_anchors(move)
    assert (x, y) == screen.table.view.point_xy((6, 8))

    def ring_pixels():
        image = screen_image(app)
        return [pixel_at(app, x + r, y, image) for r in range(18, 28)] + \
               [pixel_at(app, x, y - r, image) for r in range(18, 28)]

    assert not any(near(p, theme.ACCENT, 30) for p in ring_pixels())      # no ring before a mistake
    assert not lesson.accepts("1,1") and lesson.hint
    assert sum(near(p, theme.ACCENT, 60) for p in ring_pixels()) >= 2
