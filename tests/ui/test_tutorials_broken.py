"""A lesson file that cannot be used hides only itself in the tutorials list: every good lesson
still shows, and the player reads the file's name and what is wrong in plain words, inside the
red box under the list."""
from __future__ import annotations

import re
import shutil

import pytest

from game.core.levels import TUTORIALS_DIR
from tests.ui.helpers import pixel, screen_image, show

pytestmark = pytest.mark.screen

DEEP_LESSON = 'game = "grundy"\ntitle = "Deep"\nprelude = ' + "[" * 3000 + "]" * 3000 + "\n"
# what a player should never read (a bad file's own name is allowed: it says which file)
DEVELOPER_WORDS = re.compile(r"\.toml|\.py\b|\bpython|levels/|/tmp/|\[\d+\]|steps\.|TOML|key '|Error\b")


@pytest.fixture
def real_lessons(tmp_path):
    folder = tmp_path / "tutorials"
    shutil.copytree(TUTORIALS_DIR, folder)
    return folder


def _scene(app, folder):
    from game.scenes.tutorials.screen import TutorialsScene
    scene = TutorialsScene(folder)
    show(app, scene)
    return scene


def _check_reads_cleanly(scene, bad_names):
    left, bottom, width, height = scene.errors_box
    for text in scene.error_texts:
        words = text.text
        for name in bad_names:
            words = words.replace(name, "")
        assert not DEVELOPER_WORDS.search(words), text.text
        assert left <= text.x and text.x + text.content_width <= left + width, f"{text.text!r} leaves its box"
        assert bottom <= text.y - text.content_height / 2 and text.y + text.content_height / 2 <= bottom + height


def test_a_deeply_nested_lesson_among_the_real_ones_hides_only_itself(app, real_lessons):
    good = sorted(p.name for p in real_lessons.glob("*.toml"))
    (real_lessons / "grundy-04-deep.toml").write_text(DEEP_LESSON)
    scene = _scene(app, real_lessons)
    assert len(scene.list.entries) == len(good) == 15
    assert sorted(entry.data.path.rsplit("/", 1)[-1] for entry in scene.list.entries) == good
    assert [t.text for t in scene.error_texts] == [
        "1 lesson file could not be loaded (the others play on):",
        "• grundy-04-deep.toml: its lists are nested too deeply to read."]
    _check_reads_cleanly(scene, ["grundy-04-deep.toml"])
    # the box is drawn behind the line: red where the line's words end, navy above the box
    image = screen_image(app)
    left, bottom, width, height = scene.errors_box
    inside = pixel(app, left + width - 30, bottom + height / 2, image)
    above = pixel(app, left + width - 30, bottom + height + 40, image)
    assert inside[0] > inside[2] + 20 and above[2] > above[0]


def test_many_bad_lessons_show_two_lines_and_a_count_and_a_long_name_is_cut_to_the_box(app, real_lessons):
    long_name = "grundy-" + "very-long-lesson-name-" * 8 + "x.toml"
    bad = {"a-missing-title.toml": 'game = "grundy"\n[[steps]]\ntext = "x"\n',
           "b-bad-move.toml": 'game = "dodgson"\ntitle = "T"\n[[steps]]\ntext = "x"\nexpect = ["zz9"]\n',
           "c-not-text.toml": b"\xff\xfe game",
           long_name: 'game = "grundy"\ntitle = "T"\n[[steps]]\ntext = "x"\nexpect = [ "a=1", false,]\n'}
    for name, body in bad.items():
        target = real_lessons / name
        target.write_bytes(body) if isinstance(body, bytes) else target.write_text(body)
    (real_lessons / "d-folder.toml").mkdir()
    scene = _scene(app, real_lessons)
    assert len(scene.list.entries) == 15
    lines = [t.text for t in scene.error_texts]
    assert lines == ["5 lesson files could not be loaded (the others play on):",
                     "• a-missing-title.toml: its title is missing.",
                     "• b-bad-move.toml: a move in step 1 cannot be played there.",
                     "… and 3 more"]
    _check_reads_cleanly(scene, bad)


def test_a_very_long_file_name_is_cut_in_its_middle_and_the_reason_still_shows(app, real_lessons):
    long_name = "grundy-" + "very-long-lesson-name-" * 8 + "x.toml"
    (real_lessons / long_name).write_text('game = "grundy"\ntitle = "T"\n[[steps]]\ntext = "x"\nexpect = [ "a=1", false,]\n')
    scene = _scene(app, real_lessons)
    line = scene.error_texts[1].text
    assert line.startswith("• grundy-very-long") and line.endswith("name-x.toml: a move in step 1 cannot be used.")
    assert "…" in line
    cut_name = line[2:line.index(": ")]
    _check_reads_cleanly(scene, [cut_name])


def test_the_layout_check_finds_nothing_wrong_with_the_list_of_bad_files(app, real_lessons):
    """The probe the layout walk uses: no text leaves its box or the screen, none overlaps."""
    from tests.ui.layout_probe import LayoutProbe, problems
    (real_lessons / "grundy-04-deep.toml").write_text(DEEP_LESSON)
    (real_lessons / ("grundy-" + "very-long-lesson-name-" * 8 + "x.toml")).write_text("title = ")
    (real_lessons / "z-folder.toml").mkdir()
    with LayoutProbe(app) as probe:
        scene = _scene(app, real_lessons)
        frame = probe.frame()
    assert len(scene.error_texts) == 4          # the heading, two files, "... and 1 more"
    assert problems(frame) == []
