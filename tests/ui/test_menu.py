"""The title screen: drawn like a title screen, and every entry reachable with the keyboard."""
from __future__ import annotations

import pytest

from game.ui import theme
from tests.ui.helpers import KEY, go, near, press, region_colours, settle, show, saved

pytestmark = pytest.mark.screen


def title(app):
    from game.scenes.menu import TitleScene
    scene = TitleScene()
    show(app, scene)
    return scene


def test_the_title_is_drawn_in_gold_and_cream(app):
    title(app)
    colours = region_colours(app, 80, 630, 440, 50, step=2)
    gold = [c for c in colours if near(c, theme.ACCENT, 45)]
    assert len(gold) > 60, "the gold ELECTORAL title should cover part of its box"
    cream = [c for c in region_colours(app, 80, 572, 300, 50, step=2) if near(c, theme.CREAM, 40)]
    assert len(cream) > 40


def test_the_focused_entry_is_highlighted(app):
    scene = title(app)
    assert scene.focused_key() == "quick"
    button = scene.entries["quick"]
    colours = region_colours(app, button.left + 300, button.bottom + 6, 100, 8, step=4)
    assert sum(near(c, theme.ACCENT, 40) for c in colours) > len(colours) // 2


def test_the_menu_moves_while_idle(app):
    """Motion: the flag waves and the motes drift, so two moments differ."""
    from tests.ui.helpers import frames, screen_image
    title(app)
    first = screen_image(app)
    frames(app, 30)
    second = screen_image(app)
    box = (620, 140, 1250, 440)   # the flag (image coordinates: top-left origin)
    assert first.crop(box).tobytes() != second.crop(box).tobytes()


ENTRIES = [  # entry, downs from the default focus (Quick match), scene expected on top
    ("campaign", -1, "CampaignMapScene"),
    ("quick", 0, "QuickMatchScene"),
    ("couch", 1, "CouchScene"),
    ("tutorials", 2, "TutorialsScene"),
    ("settings", 3, "SettingsScene"),
]


@pytest.mark.parametrize("entry,downs,scene_name", ENTRIES)
def test_each_entry_opens_its_screen_with_the_keyboard(app, entry, downs, scene_name):
    scene = title(app)
    for _ in range(abs(downs)):
        press(app, KEY.DOWN if downs > 0 else KEY.UP)
    assert scene.focused_key() == entry
    go(app, KEY.ENTER)
    assert type(app.scenes.current).__name__ == scene_name
    go(app, KEY.ESCAPE)
    if entry in ("quick", "couch"):
        go(app, KEY.ESCAPE)        # the first Esc returns to the game list
    assert app.scenes.current is scene


def test_quit_is_reached_and_closes_the_game(app, monkeypatch):
    scene = title(app)
    quits = []
    monkeypatch.setattr(app, "quit", lambda: quits.append(True))
    press(app, KEY.UP)
    press(app, KEY.UP)            # above Campaign: the profile in use, top right
    assert scene.focused_key() == "profile"
    press(app, KEY.UP)            # wraps from the top to Quit
    assert scene.focused_key() == "quit"
    press(app, KEY.ENTER)
    assert quits == [True]


def test_escape_on_the_title_points_at_quit(app):
    scene = title(app)
    press(app, KEY.ESCAPE)
    assert scene.focused_key() == "quit" and app.scenes.current is scene


def test_the_second_keyboard_and_the_mouse_drive_the_menu_too(app):
    scene = title(app)
    press(app, KEY.S)                                   # player 2's keys
    assert scene.focused_key() == "couch"
    button = scene.entries["settings"]
    x, y = app.to_window(*button.centre)
    app.dispatch_event("on_mouse_motion", x, y, 0, 0)
    app.dispatch_events()
    assert scene.focused_key() == "settings"
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_events()
    settle(app)
    assert type(app.scenes.current).__name__ == "SettingsScene"


def continue_from_title(app, says: str):
    """The title with Continue focused, saying `says` under it: Enter. (The title, what it opened.)"""
    scene = title(app)
    assert scene.focused_key() == "continue"
    assert says in scene.entries["continue"].sub.text
    go(app, KEY.ENTER)
    return scene, app.scenes.current


def test_continue_appears_for_an_autosave_and_resumes_it(app, home):
    from game.core.session import MatchSession
    session = MatchSession.new("nim", {"stones": 9}, seed=4)
    session.play(2)
    session.play(1)
    assert saved(home / "autosave-nim.toml").exists()
    _, screen = continue_from_title(app, "2 moves")
    assert type(screen).__name__ == "NimScreen"
    assert screen.session.moves == ["take 2", "take 1"] and screen.session.state.stones == 6


def test_continue_asks_which_match_when_several_games_wait(app, home):
    """One autosave a game: with two waiting, Continue lists both, newest first, with how far
    each went and when it was left; Esc goes back; the second one is resumed by its keys."""
    import os
    import time
    from game.core.session import MatchSession
    older = MatchSession.new("nim", {"stones": 9}, seed=4)
    older.play(2)
    newer = MatchSession.new("dicerace", {}, seed=5)
    newer.play(newer.state.legal_moves()[0])
    for session, age in ((older, 7200), (newer, 30)):
        path = saved(session.autosave_path())
        os.utime(path, (time.time() - age,) * 2)
    scene, chooser = continue_from_title(app, "2 matches waiting")
    assert type(chooser).__name__ == "SavedMatchesScene"
    rows = [(b.label.text, b.sub.text) for b in chooser.buttons]
    assert [r[0] for r in rows] == ["Dicerace", "Nim"]
    assert rows[0][1].endswith("left just now") and rows[1][1] == "1 move played · left 2 hours ago"
    go(app, KEY.ESCAPE)
    assert app.scenes.current is scene and scene.focused_key() == "continue"
    go(app, KEY.ENTER, KEY.DOWN, KEY.ENTER)
    screen = app.scenes.current
    assert type(screen).__name__ == "NimScreen" and screen.session.moves == ["take 2"]


def test_saved_when_says_how_long_ago_in_words():
    from game.scenes.saved_matches import saved_when
    now = 1_000_000.0
    assert [saved_when(now - s, now) for s in (5, 60, 150, 3600, 7300, 86400, 3 * 86400)] == [
        "left just now", "left 1 minute ago", "left 2 minutes ago", "left 1 hour ago", "left 2 hours ago",
        "left yesterday", "left 3 days ago"]


def test_a_broken_autosave_is_not_offered(app, home):
    (home / "autosave-nim.toml").write_text('game = "nim"\nmoves = ["take 9"]\n')
    scene = title(app)
    assert "continue" not in scene.entries
