"""Modes own the flow: a match's mode starts it, is told when it ends and decides what follows.
Driven through the toy Nim screen (tests/ui/toy_screens.py)."""
from __future__ import annotations

import pytest

from game.core.session import MatchSession, Seat
from game.modes.base import Mode
from game.modes.match import CouchMatch, QuickMatch, mode_for_session
from game.modes.steps import ToTitle
from tests.ui.helpers import KEY, frames, go, press, settle, show, saved
from game.scenes.mode_steps import begin, make_screen

pytestmark = pytest.mark.screen


class CampaignStopStandIn(Mode):
    """What a campaign stop will be: one match, then back to its own map, no results card,
    no takebacks."""

    name = "stand-in"
    offers_rematch = False
    allows_undo = False
    no_undo_text = "No takebacks in this stop"

    def __init__(self):
        self.ended: list = []
        self.left: list = []

    def new_session(self) -> MatchSession:
        return MatchSession.new("nim", {"stones": 3}, seed=8, seats=[Seat.human(), Seat.human()], autosave=False)

    def match_over(self, session, names, profiles):
        self.ended.append(session.outcome().winners)
        return ()

    def leave(self, session, profiles):
        self.left.append(session.ply)
        return (ToTitle(),)                        # a campaign goes back to its map


def take_three(app):
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)


def begin_over_the_title(app, mode):
    """The title screen, then the mode's match pushed over it; returns the title."""
    from game.scenes.menu import TitleScene
    title = TitleScene()
    show(app, title)
    begin(app, mode)
    settle(app)
    return title


def test_the_mode_not_the_screen_decides_what_follows_a_match(app):
    mode = CampaignStopStandIn()
    begin_over_the_title(app, mode)
    screen = app.scenes.current
    assert screen.mode is mode and type(screen).__name__ == "NimScreen"
    take_three(app)                              # Blue takes the last three stones
    frames(app, 90)
    assert mode.ended == [(0,)]                  # told once, with the finished match
    assert app.scenes.current is screen          # and no results card: this mode shows none
    frames(app, 60)
    assert mode.ended == [(0,)]


def test_leaving_asks_the_mode_where_to_go(app):
    mode = CampaignStopStandIn()
    title = begin_over_the_title(app, mode)
    press(app, KEY.ENTER)                        # take 1
    frames(app, 30)
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    pause.buttons["Save and quit to menu"].on_click()
    settle(app)
    assert mode.left == [1] and type(app.scenes.current) is type(title) and len(app.scenes.stack) == 1


def test_a_mode_without_takebacks_refuses_undo_and_says_why(app):
    mode = CampaignStopStandIn()
    begin_over_the_title(app, mode)
    screen = app.scenes.current
    assert "Ctrl+Z" not in screen.hints and "undo" not in screen.pad_hints
    press(app, KEY.ENTER)                        # take 1
    frames(app, 30)
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert screen.session.moves == ["take 1"]
    assert screen.status_text() == "No takebacks in this stop." and "error" in app.sound.played
    panel = screen.panel
    assert panel.undo_note.text.split() == "No takebacks in this stop".split() and panel.undo_note.visible
    assert not panel.btn_undo.visible and not panel.btn_redo.visible
    # a click where the Undo button would be takes nothing back
    l, b, w, h = panel.note_rect
    assert panel.btn_undo.left >= l and panel.btn_undo.left + panel.btn_undo.width <= l + w
    x, y = app.to_window(l + 40, b + h / 2)
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_event("on_mouse_release", x, y, 1, 0)
    app.dispatch_events()
    frames(app)
    assert screen.session.moves == ["take 1"]


def test_a_quick_match_against_a_bot_offers_undo(app, home):
    mode = QuickMatch(MatchSession.new("nim").game, {"stones": 9}, [Seat.human(), Seat.bot_seat("easy")])
    screen = make_screen(mode)
    show(app, screen)
    assert "[Ctrl+Z] undo" in screen.hints and "[X] undo" in screen.pad_hints
    assert screen.panel.btn_undo.visible and not screen.panel.undo_note.text
    press(app, KEY.ENTER)
    frames(app, 4)                 # the side panel catches up after the move and the board
    assert screen.panel.btn_undo.enabled


def test_a_quick_match_ends_on_the_results_and_the_menu_button_goes_to_the_title(app, home):
    mode = QuickMatch(MatchSession.new("nim").game, {"stones": 3}, [Seat.human(), Seat.human()])
    screen = make_screen(mode)
    show(app, screen)
    assert saved(home / "autosave-nim.toml").exists()    # a quick match is saved from its first frame
    take_three(app)
    frames(app, 90)
    results = app.scenes.current
    assert type(results).__name__ == "ResultsScene"
    labels = [w.label.text for w in results.ui.widgets]
    assert labels == ["Rematch", "Review", "View board", "Main menu"]
    results.main_menu()
    settle(app)
    assert type(app.scenes.current).__name__ == "TitleScene" and len(app.scenes.stack) == 1


def test_a_resumed_save_plays_on_in_the_mode_its_seats_say():
    game = MatchSession.new("nim").game
    against_bot = MatchSession(game, {}, 1, [Seat.human(), Seat.bot_seat("easy")], autosave=False)
    two_people = MatchSession(game, {}, 1, [Seat.human(), Seat.human("wasd")], autosave=False)
    all_bots = MatchSession(game, {}, 1, [Seat.bot_seat("easy"), Seat.bot_seat("easy")], autosave=False)
    assert type(mode_for_session(against_bot)) is QuickMatch
    assert type(mode_for_session(two_people)) is CouchMatch
    assert type(mode_for_session(all_bots)) is CouchMatch
    assert mode_for_session(against_bot).seats == against_bot.seats


def test_setup_screens_start_their_own_mode(app):
    from game.scenes.setup import CouchScene, QuickMatchScene
    for scene_class, mode_class in ((QuickMatchScene, QuickMatch), (CouchScene, CouchMatch)):
        setup = scene_class()
        show(app, setup)
        setup.games.select(next(i for i, c in enumerate(setup.choices) if c.name == "nim"))
        setup._start()
        settle(app)
        if scene_class is CouchScene:            # the lobby first: the arrows half and a bot sit down
            go(app, KEY.ENTER, KEY.TAB, KEY.ENTER)
        screen = app.scenes.current
        assert type(screen).__name__ == "NimScreen" and isinstance(screen.mode, mode_class)


def test_a_lesson_offers_restart_and_leave_but_no_results(app, tmp_path):
    from game.core.levels import load_level
    from game.modes.lesson import Lesson
    path = tmp_path / "nim-01.toml"
    path.write_text('game = "nim"\ntitle = "Take the last"\noptions = { stones = 3 }\n'
                    '[[steps]]\ntext = "Take all three."\nexpect = ["take 3"]\n')
    screen = make_screen(Lesson(load_level(path)))
    show(app, screen)
    take_three(app)
    frames(app, 90)
    assert app.scenes.current is screen and screen.session.is_over()
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    assert list(pause.buttons) == ["Resume", "Restart lesson", "Rules", "Settings", "Leave lesson"]
    assert "Ctrl+Z" not in screen.hints and screen.panel.undo_note.text.split() == "No takebacks in a lesson".split()
    pause.buttons["Leave lesson"].on_click()
    settle(app)
    # opened without the list below it, leaving shows the list rather than nothing
    assert type(app.scenes.current).__name__ == "TutorialsScene" and len(app.scenes.stack) == 1
