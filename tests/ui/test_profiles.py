"""The profiles screen, driven by injected input: a name typed on the keyboard or on the letter
grid with a pad, problems said plainly, Use / Rename / Remove (with its confirm step), the
title's "Playing as" button after a change, profile files set aside, and saves that are
atomic and read back by a new store."""
from __future__ import annotations

import re

import pytest
from pyglet.window import key as pkey

from game.core.profiles import MAX_NAME, ProfileStore
from game.ui import theme
from game.ui.input import Action
from tests.ui.helpers import KEY, click_at, frames, go, near, pixel, press, send, settle, show

pytestmark = pytest.mark.screen

DEVELOPER_WORDS = re.compile(r"\.toml|\.py\b|/|\bkey\b|TOML|Error\b|version = ")


@pytest.fixture
def store(app, home):
    """A profile store of this test's own (the window keeps its store between tests)."""
    app._profiles = ProfileStore(home / "profiles")
    yield app._profiles
    app._profiles = None


def open_profiles(app):
    from game.scenes.profiles.screen import ProfilesScene
    scene = ProfilesScene()
    show(app, scene)
    return scene


def click(app, widget) -> None:
    click_at(app, *widget.centre)
    frames(app, 1)


def type_text(app, words: str) -> None:
    for char in words:           # one event a character, as a keyboard sends them
        send(app, "on_text", char)
    frames(app, 1)


def backspace(app, times: int = 1) -> None:
    for _ in range(times):
        press(app, KEY.BACKSPACE)                       # swallowed while typing: no "back"
        send(app, "on_text_motion", pkey.MOTION_BACKSPACE)
    frames(app, 1)


def test_a_new_profile_is_typed_on_the_keyboard_and_put_in_use(app, store):
    scene = open_profiles(app)
    assert [e.title for e in scene.list.entries] == ["Player 1"]          # the default, not saved yet
    click(app, scene.buttons["new"])
    assert scene.editor is not None and scene.hints_hidden
    press(app, KEY.SPACE)                                # a space first is ignored (it may have opened the card)
    send(app, "on_text", " ")
    type_text(app, "Adx")
    backspace(app)
    type_text(app, "a L")
    assert scene.editor.text.text == "Ada L"
    press(app, KEY.ENTER)
    frames(app, 1)
    assert scene.editor is None
    assert store.names() == ["Ada L"] and store.current().name == "Ada L"
    assert [e.title for e in scene.list.entries] == ["Ada L"] and scene.list.entries[0].badge == "IN USE"
    assert scene.c_message.text.startswith("Welcome, Ada L")
    again = ProfileStore(store.folder)                   # what the next start of the game reads
    assert again.names() == ["Ada L"] and again.current().name == "Ada L"


def test_a_name_taken_too_long_or_a_ninth_profile_is_said_plainly(app, store):
    store.create("Ada")
    scene = open_profiles(app)
    click(app, scene.buttons["new"])
    type_text(app, "ada")
    press(app, KEY.ENTER)
    editor = scene.editor
    assert editor is not None and editor.line.text == "There is already a profile called ada."
    fx, fy, fw, fh = editor.field
    assert near(pixel(app, fx + fw / 2, fy + 1), theme.BAD, 60)     # the field's frame turns red
    backspace(app, 3)
    type_text(app, "x" * (MAX_NAME + 6))
    assert len(editor.name) == MAX_NAME and editor.line.text == f"A name has {MAX_NAME} letters at most."
    press(app, KEY.ESCAPE)                               # cancels the card, not the screen
    frames(app, 1)
    assert scene.editor is None and app.scenes.current is scene and store.names() == ["Ada"]
    for n in range(7):
        store.create(f"Player {n + 2}")
    scene = open_profiles(app)
    click(app, scene.buttons["new"])
    assert scene.editor is None
    assert scene.c_message.text == "There can be 8 profiles at most: remove one first."
    assert near(scene.c_message.color, theme.BAD, 1)


def test_a_pad_player_names_a_profile_on_the_letter_grid(app, store):
    scene = open_profiles(app)
    pad = "pad1"
    scene.ui.focus(scene.buttons["new"])
    app.dispatch_action(pad, Action.CONFIRM)
    editor = scene.editor
    assert editor.ui.focused is editor.keys["A"]
    app.dispatch_action(pad, Action.CONFIRM)             # A
    app.dispatch_action(pad, Action.RIGHT)
    app.dispatch_action(pad, Action.RIGHT)
    app.dispatch_action(pad, Action.RIGHT)
    app.dispatch_action(pad, Action.CONFIRM)             # d: small after a capital
    app.dispatch_action(pad, Action.UNDO)                # X deletes
    app.dispatch_action(pad, Action.CONFIRM)
    app.dispatch_action(pad, Action.LEFT)
    app.dispatch_action(pad, Action.LEFT)
    app.dispatch_action(pad, Action.LEFT)
    app.dispatch_action(pad, Action.CONFIRM)
    assert editor.name == "Ada"
    frames(app, 1)
    assert editor.keys["B"].label.text == "b"            # the grid shows the case it types
    app.dispatch_action(pad, Action.MENU)                # Start: done
    assert scene.editor is None and store.current().name == "Ada"
    # a suggested name, picked with the pad
    scene.ui.focus(scene.buttons["new"])
    app.dispatch_action(pad, Action.CONFIRM)
    editor = scene.editor
    app.dispatch_action(pad, Action.UP)                  # from the letters up to the suggestions
    chosen = editor.ui.focused
    assert chosen.label.text in scene.suggestions()
    app.dispatch_action(pad, Action.CONFIRM)
    assert editor.ui.focused is editor.keys["Done"]
    app.dispatch_action(pad, Action.CONFIRM)
    assert scene.editor is None and store.current().name == chosen.label.text


def test_rename_then_remove_after_the_confirm_step(app, store):
    store.create("Ada")
    bo = store.create("Bo")
    scene = open_profiles(app)
    assert scene.selected() is bo                        # the list opens on the profile in use
    click(app, scene.buttons["rename"])
    assert scene.editor.text.text == "Bo"
    type_text(app, "b")
    press(app, KEY.ENTER)
    frames(app, 1)
    assert bo.name == "Bob" and ProfileStore(store.folder).names() == ["Ada", "Bob"]
    assert scene.c_message.text == "Bo is now called Bob."
    path = bo.path
    click(app, scene.buttons["remove"])
    assert scene.confirming is bo and set(scene.buttons) == {"confirm", "keep"}
    assert scene.ui.focused is scene.buttons["keep"]     # the safe answer is the one under the finger
    assert scene.c_message.text.startswith("Remove Bob?")
    go(app, KEY.ESCAPE)                                  # no: nothing is removed, the screen stays
    assert app.scenes.current is scene and scene.confirming is None and path.exists()
    click(app, scene.buttons["remove"])
    click(app, scene.buttons["confirm"])
    assert not path.exists() and store.names() == ["Ada"] and store.current().name == "Ada"
    assert [e.title for e in scene.list.entries] == ["Ada"]


def test_use_changes_the_profile_and_the_title_button_says_so_on_return(app, store):
    from game.scenes.menu import TitleScene
    store.create("Ada")
    store.create("Bo")
    title = TitleScene()
    show(app, title)
    assert title.entries["profile"].label.text == "Playing as Bo"
    click(app, title.entries["profile"])
    settle(app)
    scene = app.scenes.current
    assert type(scene).__name__ == "ProfilesScene"
    scene.ui.focus(scene.list)
    go(app, KEY.UP)                                      # Ada
    assert scene.selected().name == "Ada" and scene.buttons["use"].label.text == "Play as Ada"
    go(app, KEY.ENTER)                                   # Enter on a row puts it in use
    assert store.current().name == "Ada" and scene.list.current().badge == "IN USE"
    assert ProfileStore(store.folder).current().name == "Ada"
    go(app, KEY.ESCAPE)
    assert app.scenes.current is title
    assert title.entries["profile"].label.text == "Playing as Ada"


def test_a_broken_profile_is_set_aside_with_plain_words_and_the_others_listed(app, home):
    folder = home / "profiles"
    good = ProfileStore(folder)
    good.create("Ada")
    good.create("Bo")
    (folder / "ed.toml").write_text('version = 1\nname = "Ed"\nlessons_done = [3\n', encoding="utf-8")
    (folder / "zoe.toml").write_text('version = 99\nname = "Zoe"\n', encoding="utf-8")
    app._profiles = ProfileStore(folder)
    try:
        scene = open_profiles(app)
        assert [e.title for e in scene.list.entries] == ["Ada", "Bo"]
        lines = [t.text for t in scene.problem_texts]
        assert lines == ["2 profiles could not be opened:",
                         "• The profile “ed” could not be opened: the file is damaged; it is kept aside, untouched.",
                         "• The profile “zoe” could not be opened: it was saved by a newer version of the game; "
                         "it is kept aside, untouched."]
        for text in scene.problem_texts:
            assert not DEVELOPER_WORDS.search(text.text), text.text
            left, bottom, width, height = scene.problems_box
            assert left <= text.x and text.x + text.content_width <= left + width
            assert bottom <= text.y - text.content_height and text.y <= bottom + height     # wrapped inside
        left, bottom, width, height = scene.problems_box
        inside = pixel(app, left + width - 5, bottom + height / 2)
        assert inside[0] > inside[2] + 20                # the red box behind the lines
        assert scene.list.bottom >= bottom + height      # the list stays above it
        kept = sorted(p.name for p in folder.iterdir() if p.name.startswith("broken-"))
        assert len(kept) == 2 and kept[1].endswith("-newer-version.toml")
    finally:
        app._profiles = None


def test_a_failed_save_keeps_the_old_file_and_is_said_plainly_then_a_good_one_reads_back(app, store, monkeypatch):
    import game.core.datafile as datafile
    ada = store.create("Ada")
    before = ada.path.read_text(encoding="utf-8")
    scene = open_profiles(app)
    click(app, scene.buttons["rename"])
    backspace(app, 3)
    type_text(app, "Grace")

    def full_disk(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(datafile.os, "replace", full_disk)
    press(app, KEY.ENTER)
    frames(app, 1)
    assert scene.editor is not None
    assert scene.editor.line.text == "The new name could not be saved: the saves folder cannot be written."
    assert ada.name == "Ada" and ada.path.read_text(encoding="utf-8") == before       # the old file, whole
    assert [p.name for p in store.folder.iterdir() if p.suffix == ".tmp"] == []          # no half-written file
    monkeypatch.undo()
    press(app, KEY.ENTER)
    frames(app, 1)
    assert scene.editor is None and ada.name == "Grace"
    again = ProfileStore(store.folder)
    assert again.names() == ["Grace"] and again.current().name == "Grace"


def test_every_state_of_the_profiles_screen_reads_cleanly(app, home):
    """The layout walk's probe over the list, the card, the confirm step, the name card with a
    problem, and the foot box of files set aside: nothing leaves its box, nothing overlaps,
    every character is in the font."""
    from tests.ui.font_coverage import missing_characters
    from tests.ui.layout_probe import LayoutProbe, problems
    folder = home / "profiles"
    setup = ProfileStore(folder)
    for name in ("Ada", "W" * MAX_NAME, "Grace Hopper"):
        setup.create(name)
    (folder / "ed.toml").write_text("name = [", encoding="utf-8")
    app._profiles = ProfileStore(folder)

    def fonts(words, font):
        return missing_characters(words, font) if font is not None else ""
    found = []
    try:
        with LayoutProbe(app) as probe:
            scene = open_profiles(app)
            states = [("the list", lambda: None),
                      ("the long name", lambda: scene.list.select(1)),
                      ("the confirm step", lambda: click(app, scene.buttons["remove"])),
                      ("the name card", lambda: (go(app, KEY.ESCAPE), click(app, scene.buttons["new"]),
                                                 type_text(app, "ada"), press(app, KEY.ENTER)))]
            for label, step in states:
                step()
                frames(app, 1)
                found += [f"{label}: {p}" for p in problems(probe.frame(), fonts)]
        assert scene.editor is not None and scene.editor.problem and scene.problem_texts
    finally:
        app._profiles = None
    assert found == []
