"""Nothing locks a player out: a save that will not resume is kept aside (renamed with the
reason) and the title offers the rest; a crash in a screen during play writes a report and
returns to the title. The net is on for players only (main() turns it on); these tests turn
it on themselves, and every other test fails on any exception."""
from __future__ import annotations

import dataclasses
import tomllib

import pytest

from tests.ui.helpers import KEY, go, press, settle, show, saved

pytestmark = pytest.mark.screen


def title(app):
    from game.scenes.menu import TitleScene
    scene = TitleScene()
    show(app, scene)
    return scene


@pytest.fixture
def guarded(app):
    """The window with the net on, delivering events at once as inside pyglet's loop."""
    app.crash_guard = True
    app.recoveries = 0
    app._enable_event_queue = False
    yield app
    del app._enable_event_queue
    app.crash_guard = False


def test_continue_that_fails_says_so_once_and_keeps_the_save_aside(app, home, monkeypatch):
    from game.core.session import MatchSession
    from game import catalog
    session = MatchSession.new("nim", {"stones": 9}, seed=4)
    session.play(2)
    scene = title(app)
    assert scene.focused_key() == "continue"
    # this build cannot show the game any more (its screen fails to build)
    monkeypatch.setattr(catalog, "CATALOG", [e if e.name != "nim" else
                                             dataclasses.replace(e, screen="tests.ui.toy_screens:NoSuchScreen")
                                             for e in catalog.CATALOG])
    app.notices.queue.clear()
    press(app, KEY.ENTER)
    settle(app)
    assert type(app.scenes.current).__name__ == "TitleScene"
    assert "continue" not in scene.entries and scene.focused_key() == "quick"
    assert len(app.notices.queue) == 1 and "could not be resumed" in app.notices.queue[0].message
    assert "It is kept as broken-autosave-nim-" in app.notices.queue[0].message
    kept = list(home.glob("broken-autosave-nim-*NotBuilt.toml"))
    assert len(kept) == 1 and not (home / "autosave-nim.toml").exists()
    assert "take 2" in kept[0].read_text()           # kept, not deleted
    # the other entries work
    go(app, KEY.ENTER)
    assert type(app.scenes.current).__name__ == "QuickMatchScene"


class Boom(RuntimeError):
    pass


def _break_drawing(monkeypatch):
    from tests.ui.toy_screens import NimScreen

    def draw_board(self):
        raise Boom("the board could not be drawn")
    monkeypatch.setattr(NimScreen, "draw_board", draw_board)


def test_a_crash_in_a_screen_writes_a_report_and_returns_to_the_title(guarded, home, monkeypatch):
    from game.core.session import MatchSession, Seat
    from tests.ui.toy_screens import NimScreen
    session = MatchSession.new("nim", {"stones": 9}, seed=4, seats=[Seat.human(), Seat.human()])
    session.play(2)
    screen = NimScreen(session)
    show(guarded, screen)
    _break_drawing(monkeypatch)
    guarded.notices.queue.clear()
    guarded.dispatch_event("on_draw")           # through the window, as the real loop delivers it
    assert type(guarded.scenes.current).__name__ == "TitleScene"
    reports = list((home / "crash-reports").glob("crash-*.txt"))
    assert len(reports) == 1
    report = reports[0].read_text()
    assert "Boom: the board could not be drawn" in report and "NimScreen" in report
    record_part = report.split("# The match record", 1)[1].split("\n", 1)[1]
    assert tomllib.loads(record_part)["moves"] == ["take 2"]
    assert any(str(reports[0]) in toast.message for toast in guarded.notices.queue)
    # a match that was not resumed keeps its autosave: Continue is offered (and the title works)
    assert saved(home / "autosave-nim.toml").exists()
    guarded.render_frame()
    assert guarded.scenes.current.focused_key() == "continue"


def test_a_resumed_match_that_fails_to_draw_is_kept_aside_and_continue_is_gone(guarded, home, monkeypatch):
    from game.core.session import MatchSession
    session = MatchSession.new("nim", {"stones": 9}, seed=4)
    session.play(2)
    scene = title(guarded)
    _break_drawing(monkeypatch)
    guarded.dispatch_event("on_key_press", KEY.ENTER, 0)      # Continue
    for _ in range(60):                                        # the fade, then the broken draw
        guarded.dispatch_event("on_update", 1 / 60)
        guarded.dispatch_event("on_draw")
    current = guarded.scenes.current
    assert type(current).__name__ == "TitleScene" and current is not scene
    assert "continue" not in current.entries
    assert list(home.glob("broken-autosave-nim-*Boom.toml"))
    assert guarded.recoveries == 1                              # said once, not once a frame


def test_without_the_net_an_exception_reaches_the_caller(app, monkeypatch):
    """Tests (and the real-loop tests) see every exception: the net is off unless main() sets it."""
    from game.core.session import MatchSession, Seat
    from tests.ui.toy_screens import NimScreen
    assert app.crash_guard is False
    show(app, NimScreen(MatchSession.new("nim", {"stones": 9}, seed=4, seats=[Seat.human(), Seat.human()])))
    _break_drawing(monkeypatch)
    with pytest.raises(Boom):
        app.render_frame()
