"""The screen side of the modes (game/scenes/mode_steps.py): what a hook returned, carried out on
the window: a new match in place, leaving to the scene below, notices and sounds, the seat
colours a mode declares; and the finished match played through once on its way into the review."""
from __future__ import annotations

import time

import pytest

from game import catalog
from game.core.session import MatchSession, Seat
from game.modes.couch import LobbyMatch
from game.modes.match import QuickMatch
from game.modes.steps import LeaveToBelow, NewMatch, Notice, Sound, ToTitle
from game.scenes.mode_steps import carry_out, make_screen
from game.ui import theme
from tests.ui.helpers import frames, settle, show
from tests.ui.toy_screens import NIM

pytestmark = pytest.mark.screen


def nim_screen(app):
    from game.scenes.menu import TitleScene
    show(app, TitleScene())
    mode = QuickMatch(NIM, {"stones": 9}, [Seat.human(), Seat.human()])
    screen = make_screen(mode)
    app.scenes.push(screen, fade=False)
    settle(app)
    return screen


def test_a_new_match_takes_the_screens_place_and_leaving_goes_below(app, home):
    screen = nim_screen(app)
    title = app.scenes.stack[0]
    session = MatchSession(NIM, {"stones": 13}, 4, [Seat.human(), Seat.human()], autosave=False)
    carry_out(screen, (Sound("click"), NewMatch(session, screen.mode)))
    settle(app)
    new = app.scenes.current
    assert new is not screen and type(new) is type(screen) and new.session is session and new.mode is screen.mode
    assert app.scenes.stack == [title, new] and "click" in app.sound.played
    carry_out(new, (Notice("Said once.", "error"), LeaveToBelow()))
    settle(app)
    assert app.scenes.current is title
    assert any(notice.message == "Said once." and notice.kind == "error" for notice in app.notices.queue)


def test_the_seat_colours_a_mode_declares_are_chosen_with_its_screen_and_given_back_at_the_title(app, home):
    orange, teal = ((240, 150, 40), "Orange"), ((40, 196, 200), "Teal")
    mode = LobbyMatch(NIM, {"stones": 9}, [Seat.human(), Seat.human("wasd")], [orange, teal])
    assert theme.player_colour(0) == theme.STANDARD_PLAYERS[0]       # declaring them chooses nothing
    screen = make_screen(mode)
    show(app, screen)
    assert theme.player_colour(0) == orange[0] and screen.seat_name(1) == "Teal"
    carry_out(screen, (ToTitle(),))
    settle(app)
    assert theme.player_colour(0) == theme.STANDARD_PLAYERS[0]


def test_the_finished_match_is_played_through_once_on_its_way_into_the_review(app, home, monkeypatch):
    """From the results' Review until the review is whole: the window plays the match's moves
    once (its analysis following the worker's values); the review's board takes the played
    session's positions, and the moves just played are not checked again."""
    from game.core.arena import play_record
    name = "grundy"
    monkeypatch.setattr(type(catalog.get_game(name)), "review_search", lambda self, options: "mcts:12")
    record = play_record(name, "random", 3, seats=["human", "easy"])
    session = MatchSession.from_record(record, [Seat.human(), Seat.bot_seat("easy")], autosave=False)
    assert session.is_over() and len(record.moves) >= 4
    screen = make_screen(QuickMatch(session.game, session.options, session.seats), session)
    show(app, screen)
    for _ in range(120):
        if app.scenes.current is not screen:
            break
        frames(app)
    results = app.scenes.current
    assert type(results).__name__ == "ResultsScene"
    state_class = type(session.state)
    played = []
    apply = state_class.apply

    def counting(state, move):
        played.append(move)
        return apply(state, move)
    monkeypatch.setattr(state_class, "apply", counting)
    results.review()
    settle(app)
    review = app.scenes.current
    assert review.review is not None and review.session.moves == record.moves
    for _ in range(20000):                   # the worker process starts, then values each position
        frames(app)
        if review.review.worker is None:
            break
        time.sleep(0.002)
    assert review.review.worker is None and review.review.review.complete
    assert len(played) == len(record.moves), f"{len(played) / len(record.moves):g} times the match's moves"


def click(app, widget) -> None:
    x, y = app.to_window(widget.left + widget.width / 2, widget.bottom + widget.height / 2)
    app.dispatch_event("on_mouse_motion", x, y, 0, 0)
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_event("on_mouse_release", x, y, 1, 0)
    app.dispatch_events()


def test_a_watch_brings_its_own_buttons_to_the_panels_slot_and_touches_none_of_the_panels(app, home):
    """The side panel keeps its own buttons (hidden where the slot takes their place); the watch's
    controls are the slot's own, placed where the panel says, and work by a click."""
    from game.modes.watch import WatchMode
    mode = WatchMode(MatchSession.new("nim", {"stones": 9}, 3, [Seat.human(), Seat.human()]).record)
    mode.record.moves = ["take 1"] * 5
    screen = make_screen(mode)
    show(app, screen)
    panel, controls = screen.panel, screen.watch
    assert panel.slot is controls and panel.review is None
    mine = [panel.btn_first, panel.btn_back, panel.btn_fwd, panel.btn_live, panel.btn_undo, panel.btn_redo,
            panel.btn_menu]
    assert panel.ui.widgets == mine                               # nothing added to the panel's group
    assert [b.visible for b in mine] == [False] * 6 + [True]
    assert controls.ui.widgets == [controls.btn_slower, controls.btn_faster, controls.btn_pause, controls.btn_next]
    assert controls.btn_slower.left == panel.btn_first.left and controls.btn_pause.left == panel.btn_undo.left
    assert (screen.hints, screen.pad_hints) == controls.hints
    controls.toggle_pause()
    frames(app, 2)
    assert mode.paused and screen.session.ply == 0
    click(app, controls.btn_next)                                  # a click on the slot's button
    assert screen.session.ply == 1
    click(app, controls.btn_faster)
    assert mode.speed == 2.0


def test_a_quick_match_keeps_the_move_list_and_a_lesson_the_coach_without_the_replay_bar(app, home):
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR, load_level
    from game.modes.lesson import Lesson
    screen = nim_screen(app)
    assert screen.panel.slot.keeps_replay_bar and screen.panel.btn_first.visible and screen.panel.review is None
    lesson = make_screen(Lesson(load_level(Path(TUTORIALS_DIR) / "grundy-01-rules.toml")))
    show(app, lesson)
    assert not lesson.panel.slot.keeps_replay_bar and not lesson.panel.btn_first.visible
