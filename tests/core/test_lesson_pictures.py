"""The tutorials list's shipped lesson pictures (levels/tutorials/pictures/, made by
`python3 build.py previews`): every lesson has one that is current in both palettes, a picture
of another version of its lesson is never used, and the files stay small."""
from __future__ import annotations

import shutil

from PIL import Image

from game.core.levels import TUTORIALS_DIR
from game.scenes.tutorials import picture_files

LESSONS = sorted(TUTORIALS_DIR.glob("*.toml"))
PICTURES = TUTORIALS_DIR / picture_files.FOLDER


def test_every_lesson_has_a_current_picture_in_both_palettes():
    assert len(LESSONS) >= 15
    problems = picture_files.missing_or_stale(LESSONS)
    assert problems == [], ("lesson pictures are missing or stale: run `python3 build.py previews`\n  "
                            + "\n  ".join(problems))


def test_every_picture_belongs_to_a_lesson_and_is_small():
    stems = {lesson.stem for lesson in LESSONS}
    pictures = sorted(PICTURES.glob("*.png"))
    assert pictures
    for path in pictures:
        assert path.name.split(".")[0] in stems, f"{path.name} has no lesson: run `python3 build.py previews`"
        with Image.open(path) as image:
            assert image.size == picture_files.SIZE and image.mode == "P", path.name
        assert path.stat().st_size < 160_000, path.name
    assert sum(p.stat().st_size for p in pictures) < 1_600_000


def test_a_lesson_edited_since_its_picture_was_made_has_no_current_picture(tmp_path):
    lesson = tmp_path / "constitution-01-moving.toml"
    shutil.copy(TUTORIALS_DIR / lesson.name, lesson)
    shutil.copytree(PICTURES, tmp_path / picture_files.FOLDER)
    standard, colour_blind = (picture_files.current_picture(lesson, palette) for palette in (False, True))
    assert standard.name == "constitution-01-moving.png"
    assert colour_blind.name == "constitution-01-moving.colour-blind.png"    # its palette shows on the board
    lesson.write_text(lesson.read_text() + "\n# a note\n")
    assert picture_files.current_picture(lesson) is None
    assert picture_files.current_picture(lesson, colour_blind=True) is None
    assert picture_files.missing_or_stale([lesson]) == [
        f"{lesson.name} has no current picture in the {palette} palette (stale or missing)"
        for palette in ("standard", "colour-blind")]


def test_one_picture_serves_both_palettes_only_when_it_says_so(tmp_path):
    lesson = tmp_path / "nim-01.toml"
    lesson.write_text('game = "nim"\n')
    board = Image.new("RGB", (100, 75), (40, 60, 200))
    picture_files.save_picture(board, lesson, picture_files.BOTH)
    assert picture_files.current_picture(lesson) == picture_files.current_picture(lesson, colour_blind=True) \
        == tmp_path / "pictures" / "nim-01.png"
    # a standard palette's picture is not the colour-blind one's, and a lesson without its own is drawn live
    picture_files.save_picture(board, lesson, picture_files.palette_name(False))
    assert picture_files.current_picture(lesson) is not None
    assert picture_files.current_picture(lesson, colour_blind=True) is None
    saved = Image.open(tmp_path / "pictures" / "nim-01.png")
    assert saved.size == picture_files.SIZE
    assert saved.info[picture_files.HASH_KEY] == picture_files.lesson_digest(lesson)
    # a file that is not a PNG is no picture
    (tmp_path / "pictures" / "nim-01.png").write_bytes(b"not a picture")
    assert picture_files.current_picture(lesson) is None
    assert picture_files.missing_or_stale([lesson])
