"""The tutorials browser: lessons grouped under a header per game in catalog order, the profile's
completion marks (a lesson played to its end is ticked and saved), the next lesson highlighted
and focused, a picture of each lesson's real starting board (the built-in lessons' shipped
pictures shown at once, other lessons' drawn live without stalling the list), and the goal
line inside its box."""
from __future__ import annotations

import shutil

import pytest
from PIL import Image, ImageChops, ImageStat

from game import catalog
from game.core.datafile import DataFileError
from game.core.levels import TUTORIALS_DIR, lesson_problem, load_level
from game.core.profiles import ProfileStore
from game.scenes.tutorials import lesson_pictures, picture_files
from game.ui import theme
from tests.ui.helpers import KEY, frames, go, near, pixel, press, region_colours, screen_image, show
from tests.ui.test_tutorials import LESSON

pytestmark = pytest.mark.screen


@pytest.fixture
def store(app, home):
    """A profile store of this test's own (the window keeps its store between tests)."""
    app._profiles = ProfileStore(home / "profiles")
    yield app._profiles
    app._profiles = None


def open_tutorials(app, folder=None):
    from game.scenes.tutorials.screen import TutorialsScene
    scene = TutorialsScene(folder)
    show(app, scene)
    return scene


@pytest.fixture
def screens_built(monkeypatch):
    """The lessons whose game screen the pictures built (the live render's first step)."""
    built = []
    make_screen = lesson_pictures.make_screen

    def counting(lesson):
        built.append(lesson.level.path)
        return make_screen(lesson)
    monkeypatch.setattr(lesson_pictures, "make_screen", counting)
    return built


def own_lessons(tmp_path):
    """The built-in lessons copied into a folder of the player's own, without their pictures."""
    folder = tmp_path / "tutorials"
    folder.mkdir()
    for lesson in TUTORIALS_DIR.glob("*.toml"):
        shutil.copy(lesson, folder)
    return folder


def thumbnail(image) -> Image.Image:
    """A picture averaged down to 32 x 24 cells: compares boards, not the edges of their glyphs."""
    return image.convert("RGB").resize((32, 24), resample=Image.Resampling.BOX)


def shown_picture(app, scene) -> Image.Image:
    """The picture box's pixels as the window shows them, as a thumbnail."""
    x, y, w, h = app.logical_rect_to_pixels(*scene.picture_rect)
    image = screen_image(app)
    top = image.height - y - h
    return thumbnail(image.crop((x + 2, top + 2, x + w - 2, top + h - 2)))


def difference(a: Image.Image, b: Image.Image) -> float:
    """Mean difference of two thumbnails' channels, 0..255."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def picture_ready(app, scene, limit: int = 60) -> int:
    """Frames until the selected lesson's picture is on screen (counted, not timed)."""
    for n in range(limit):
        if scene.pictures.picture(scene.list.current().data) is not None:
            frames(app, 1)
            return n
        frames(app, 1)
    raise AssertionError(f"no picture after {limit} frames")


def test_lessons_are_grouped_under_a_header_per_game_in_catalog_order(app, store):
    scene = open_tutorials(app)
    headers = [row for row in scene.list.rows if row.kind == "header"]
    games = [e.name for e in catalog.CATALOG if any(lv.game == e.name for lv in scene.levels)]
    assert [row.game for row in headers] == games and len(games) == 5
    assert [row.label for row in headers] == [catalog.title(g) for g in games]
    assert all(row.total == 3 and row.done == 0 for row in headers)
    # every lesson sits under its own game's header
    game = None
    for row in scene.list.rows:
        if row.kind == "header":
            game = row.game
        else:
            assert row.game == game == row.entry.data.game
    assert len(scene.list.entries) == 15
    # the first header is drawn: its words and its game's colour square
    (index, (l, b, w, h)), = [(i, r) for i, r in scene.list.shown_rows() if i == 0]
    texts = {t.text for t in scene.list.texts(True)}
    assert catalog.title(games[0]).upper() in texts and "0 of 3" in texts
    assert near(pixel(app, l + 9, b + h / 2 - 2), catalog.entry(games[0]).colour, 40)


def test_a_lesson_played_to_its_end_is_ticked_and_saved_in_the_profile(app, store, tmp_path):
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "nim-01-four.toml").write_text(LESSON)
    tutorials = open_tutorials(app, folder)
    assert tutorials.list.done == set() and tutorials.list.next_path.endswith("nim-01-four.toml")
    go(app, KEY.ENTER)
    play_nim_lesson_through(app)
    go(app, KEY.ENTER)                          # Finish
    assert app.scenes.current is tutorials
    frames(app, 2)
    entry = tutorials.list.current()
    assert entry.data.path in tutorials.list.done and tutorials.list.next_path is None
    header = tutorials.list.rows[0]
    assert (header.done, header.total) == (1, 1)
    assert tutorials.progress.text == "Player 1: every lesson done"
    l, b, w, h = tutorials.list.entry_rect(0)
    assert near(pixel(app, l + 36 - 8, b + h / 2 + 6), theme.GOOD, 50)      # the green tick mark
    assert ProfileStore(store.folder).current().lesson_done("nim-01-four")    # saved for the next start


def test_the_next_lesson_is_highlighted_and_the_list_opens_on_it(app, store):
    profile = store.current()
    for stem in ("grundy-01-rules", "grundy-02-forcing", "constitution-01-moving"):
        profile.mark_lesson(stem)
    store.save(profile)
    scene = open_tutorials(app)
    current = scene.list.current()
    assert current.data.path.endswith("grundy-03-maps.toml") and scene.list.next_path == current.data.path
    assert scene.ui.focused is scene.list
    assert scene.p_state.text == "NEXT UP"
    assert scene.progress.text == "Player 1: 3 of 15 lessons done"
    l, b, w, h = scene.list.entry_rect(scene.list.selected)
    assert near(pixel(app, l + w - 67, b + h / 2), theme.ACCENT, 40)   # the NEXT pill
    assert "NEXT" in {t.text for t in scene.list.texts(True)}
    # done lessons above it carry ticks; the header counts them
    grundy = next(r for r in scene.list.rows if r.kind == "header" and r.game == "grundy")
    assert (grundy.done, grundy.total) == (2, 3)
    l0, b0, w0, h0 = scene.list.entry_rect(0)
    assert near(pixel(app, l0 + 36 - 8, b0 + h0 / 2 + 6), theme.GOOD, 50)
    # moving off it, the next lesson keeps a gold frame; the selected one says DONE or nothing
    go(app, KEY.UP)
    assert scene.p_state.text == "DONE" and scene.list.next_path.endswith("grundy-03-maps.toml")


@pytest.mark.parametrize("colour_blind", [False, True], ids=["standard", "colour-blind"])
def test_a_built_in_lesson_shows_its_shipped_picture_at_once_without_building_a_screen(app, store, screens_built,
                                                                                       colour_blind):
    lesson_pictures._pictures_of.pop(app, None)     # pictures other tests made are kept for the window
    theme.set_colour_blind(colour_blind)
    scene = open_tutorials(app)
    pictures = scene.pictures
    for index, entry in enumerate(scene.list.entries):
        scene.list.select(index, sound=False)
        frames(app, 1)                                 # one update loads the picture from its file
        assert pictures.picture(entry.data) is not None, entry.data.path
        shipped = picture_files.current_picture(entry.data.path, colour_blind)
        assert difference(shown_picture(app, scene), thumbnail(Image.open(shipped))) < 6, shipped.name
    assert screens_built == [] and pictures.steps_run == 0 and pictures.made == 0
    assert pictures.loaded == len(scene.list.entries) == 15
    # where the palette shows on the board, the colour-blind picture is another file
    constitution = TUTORIALS_DIR / "constitution-01-moving.toml"
    assert picture_files.current_picture(constitution, colour_blind).name.endswith(
        ".colour-blind.png" if colour_blind else "moving.png")


def test_a_lesson_edited_since_its_picture_was_made_is_drawn_live_like_its_picture(app, store, screens_built,
                                                                                    tmp_path):
    folder = tmp_path / "tutorials"
    lesson = folder / "grundy-03-maps.toml"
    folder.mkdir()
    shutil.copytree(TUTORIALS_DIR / picture_files.FOLDER, folder / picture_files.FOLDER)
    lesson.write_text((TUTORIALS_DIR / lesson.name).read_text() + "\n# a note added after the picture\n")
    lesson_pictures._pictures_of.pop(app, None)
    scene = open_tutorials(app, folder)
    waited = picture_ready(app, scene)
    assert waited >= lesson_pictures.REST_FRAMES and scene.pictures.loaded == 0
    assert screens_built == [str(lesson)]
    # the live picture and the shipped one (drawn twice as large, then shrunk) show the same board
    shipped = thumbnail(Image.open(folder / picture_files.FOLDER / "grundy-03-maps.png"))
    assert difference(shown_picture(app, scene), shipped) < 6


def test_the_picture_shows_each_lessons_own_board_and_never_stalls_the_list(app, store, tmp_path):
    """Lessons of the player's own, without shipped pictures: each is drawn live once the
    selection rests."""
    lesson_pictures._pictures_of.pop(app, None)     # pictures other tests made are kept for the window
    scene = open_tutorials(app, own_lessons(tmp_path))
    pictures = scene.pictures
    # moving every frame: no picture work at all
    for _ in range(10):
        press(app, KEY.DOWN)
        frames(app, 1)
    assert pictures.steps_run == 0
    while scene.list.selected:                  # back up to the first lesson
        press(app, KEY.UP)
        frames(app, 1)
    steps_before = pictures.steps_run
    waited = picture_ready(app, scene)
    assert lesson_pictures.REST_FRAMES <= waited <= lesson_pictures.REST_FRAMES + 4
    assert pictures.steps_run - steps_before <= 3          # a few steps, one a frame at most
    x, y, w, h = scene.picture_rect
    first_game = scene.list.current().data.game
    first = region_colours(app, x + 4, y + 4, w - 8, h - 8, step=6)
    # the picture is the lesson's board: not the panel's empty frame
    assert len({c for c in first}) > 20
    # a lesson of another game shows another board
    go(app, KEY.PAGEDOWN)
    assert scene.list.current().data.game != first_game
    picture_ready(app, scene)
    second = region_colours(app, x + 4, y + 4, w - 8, h - 8, step=6)
    differing = sum(1 for a, b in zip(first, second) if not near(a, b, 30))
    assert differing > len(first) // 5
    # back to the first: the picture is kept, shown at once
    go(app, KEY.PAGEUP)
    assert pictures.picture(scene.list.current().data) is not None
    assert region_colours(app, x + 4, y + 4, w - 8, h - 8, step=6) == first


def test_each_lessons_goal_is_one_line_inside_its_box(app, store):
    scene = open_tutorials(app)
    gx, gy, gw, gh = scene.goal_box
    for index, entry in enumerate(scene.list.entries):
        scene.list.select(index, sound=False)
        goal = scene.p_goal
        assert goal.text == entry.data.goal and entry.data.goal, entry.data.path
        assert gx <= goal.x and goal.x + goal.content_width <= gx + gw - 10, goal.text
        assert gy <= goal.y - goal.content_height / 2 and goal.y + goal.content_height / 2 <= gy + gh
        assert "\n" not in goal.text
    screen_image(app)
    tag = pixel(app, gx + 14, gy + gh / 2)
    assert near(tag, theme.ACCENT, 40)                     # the GOAL tag


def test_a_goal_falls_back_to_the_first_sentence_and_a_long_one_is_refused(tmp_path):
    path = tmp_path / "nim-01.toml"
    path.write_text(LESSON)
    assert load_level(path).goal_line() == "Seven stones are left and it is your turn."
    path.write_text(LESSON.replace('seed = 1', 'seed = 1\ngoal = "Leave a multiple of four."'))
    assert load_level(path).goal_line() == "Leave a multiple of four."
    path.write_text(LESSON.replace('seed = 1', 'seed = 1\ngoal = "' + "very long " * 10 + '"'))
    with pytest.raises(DataFileError) as caught:
        load_level(path)
    assert caught.value.key == "goal" and lesson_problem(caught.value) == "nim-01.toml: its goal line cannot be used."
    for lesson in sorted(TUTORIALS_DIR.glob("*.toml")):   # every real lesson says its goal itself
        assert load_level(lesson, check=False).goal, lesson.name


def test_the_browser_reads_cleanly_with_marks_a_picture_and_every_goal(app, store):
    """The layout walk's probe over the list with ticks and the NEXT pill, the board's picture
    and each lesson's goal: nothing leaves its box, nothing overlaps, every character is in the font."""
    from tests.ui.font_coverage import missing_characters
    from tests.ui.layout_probe import LayoutProbe, problems
    profile = store.current()
    for stem in ("grundy-01-rules", "grundy-02-forcing"):
        profile.mark_lesson(stem)

    def fonts(words, font):
        return missing_characters(words, font) if font is not None else ""
    found = []
    with LayoutProbe(app) as probe:
        scene = open_tutorials(app)
        picture_ready(app, scene)
        found += [f"with a picture: {p}" for p in problems(probe.frame(), fonts)]
        for index in range(len(scene.list.entries)):
            scene.list.select(index, sound=False)
            frames(app, 1)
            found += [f"lesson {index + 1}: {p}" for p in problems(probe.frame(), fonts)]
    assert scene.list.done and scene.list.next_path
    assert found == []


def play_nim_lesson_through(app):
    """The nim LESSON from its first note to its Finish, back to the list."""
    screen = app.scenes.current
    press(app, KEY.ENTER)                       # the coach's note
    for _ in range(2):
        press(app, KEY.LEFT)
    press(app, KEY.ENTER)                       # take 3
    frames(app, 60)                             # the scripted reply
    for _ in range(2):
        press(app, KEY.LEFT)
    press(app, KEY.ENTER)                       # take 3: the lesson's end
    assert screen.lesson.finished
    frames(app, 90)
    return screen


def test_back_from_a_lesson_the_list_stays_on_it_with_its_new_tick(app, store, tmp_path):
    """Played out of order, a finished lesson stays chosen when the list comes back (not the
    first lesson not done yet), ticked; the NEXT badge stays on that first one."""
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "nim-01-four.toml").write_text(LESSON)
    (folder / "nim-02-again.toml").write_text(LESSON.replace("Leave a multiple of four", "Again"))
    tutorials = open_tutorials(app, folder)
    assert tutorials.list.selected == 0
    go(app, KEY.DOWN, KEY.ENTER)
    play_nim_lesson_through(app)
    go(app, KEY.ENTER)                          # Finish
    assert app.scenes.current is tutorials
    frames(app, 2)
    assert tutorials.list.current().data.path.endswith("nim-02-again.toml")
    assert tutorials.p_state.text == "DONE"
    assert tutorials.list.next_path.endswith("nim-01-four.toml")
    l, b, w, h = tutorials.list.entry_rect(1)
    assert near(pixel(app, l + 36 - 8, b + h / 2 + 6), theme.GOOD, 50)      # the green tick mark


def test_the_coach_star_stays_left_of_lesson_complete(app, store, tmp_path):
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "nim-01-four.toml").write_text(LESSON)
    open_tutorials(app, folder)
    go(app, KEY.ENTER)
    screen = play_nim_lesson_through(app)
    panel = screen.panel
    assert panel.coach_step.text == "Lesson complete"
    x, y = panel.coach_star_centre()
    words_left = panel.coach_step.x - panel.coach_step.content_width
    assert x + 7 < words_left
    screen_image(app)
    assert near(pixel(app, x, y), theme.ACCENT, 40)                          # the star is drawn there


LONG_TITLE = "Nim: a lesson whose title is far too long for one line of the panel beside the list"


def test_long_lesson_titles_wrap_whole_in_the_list_the_panel_the_side_panel_and_the_pause_menu(app, store, tmp_path):
    """No lesson's title is cut: a long one takes two lines in its list row (which grows), in
    the panel beside the list, under the game's name in a lesson's side panel and in its pause menu."""
    from game.scenes.side_panel import _INNER_W
    from game.scenes.tutorials.lesson_list import LESSON_H
    scene = open_tutorials(app)
    rows = {row.entry.data.path: row for row in scene.list.rows if row.kind == "lesson"}
    vacancy = next(row for path, row in rows.items() if path.endswith("dodgson-02-vacancy.toml"))
    assert vacancy.lines == 2 and vacancy.height > LESSON_H
    for index, entry in enumerate(scene.list.entries):
        scene.list.select(index, sound=False)
        frames(app, 1)
        level = entry.data
        row = rows[level.path]
        title = next(t for t in scene.list.texts(True) if t.text == level.short_title())
        l, b, w, h = scene.list.entry_rect(index)
        assert title.x + title.content_width <= l + w - 20 and title.content_height <= h - 8, level.path
        shown = scene.p_title.text or scene.p_title_wrapped.text
        assert shown == level.short_title(), level.path
        assert scene.p_title.content_width <= scene.panel_rect[2] - 52
    # a title too long even for the panel takes two lines there
    folder = tmp_path / "tutorials"
    folder.mkdir()
    (folder / "nim-01-long.toml").write_text(LESSON.replace("Leave a multiple of four", LONG_TITLE))
    scene = open_tutorials(app, folder)
    words = LONG_TITLE.partition(": ")[2]
    assert scene.p_title.text == "" and scene.p_title_wrapped.text == words[:1].upper() + words[1:]
    assert scene.p_title_wrapped.content_width <= scene.panel_rect[2] - 52
    assert scene.p_title_wrapped.content_height > 1.5 * scene.p_title_wrapped.font_size
    # in the lesson: the side panel's line under the game's name, and the pause menu
    go(app, KEY.ENTER)
    screen = app.scenes.current
    frames(app, 2)
    wrapped = screen.panel.subtitle_wrapped
    assert wrapped.text == "Lesson: " + words[:1].upper() + words[1:] and screen.panel.subtitle.text == ""
    assert wrapped.content_width <= _INNER_W
    assert wrapped.y - wrapped.content_height / 2 >= screen.panel.card_rect(0)[1] + screen.panel.card_rect(0)[3]
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    assert pause.subtitle.text == f"Lesson: {LONG_TITLE}" and pause.subtitle_lines == 2
