"""Modes decide: each hook of each mode, on its own and without a window, returns what happens
next (game/modes/steps.py). And the layers read one way: no module of game/modes imports a
screen, the drawing or the window's libraries."""
from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

import game.modes
from game.core.levels import TUTORIALS_DIR, load_level
from game.core.records import MatchRecord
from game.core.session import MatchSession, Seat
from game.modes.campaign import CampaignMatch
from game.modes.couch import LobbyMatch
from game.modes.lesson import Lesson
from game.modes.match import QuickMatch
from game.modes.review import PracticeMode, ReviewMode, open_review
from game.modes.steps import (BackToStart, CloseWindow, LeaveToBelow, NewMatch, Notice, OpenMode, PlayMove,
                              ShowResults, Sound, ToCampaignMap, ToTitle, ToTutorials)
from game.modes.watch import END_HOLD, MOVE_GAP, WatchMode

NAMES = ["Ann", "Bot"]


class Profiles:
    """The profile store a hook is given: one profile, its saves counted (or refused)."""

    def __init__(self, refuse: bool = False):
        self.refuse = refuse
        self.saved = 0
        self.lessons: set = set()
        self.results: list = []
        profile = SimpleNamespace(slug="ann", path=None, lesson_done=lambda path: path in self.lessons,
                                  mark_lesson=self.lessons.add, progress=lambda campaign: self)
        self.profile = profile

    def current(self):
        return self.profile

    def save(self, profile) -> None:
        if self.refuse:
            raise OSError("read-only")
        self.saved += 1

    def record(self, stop, outcome, level):          # (the campaign progress of the profile)
        self.results.append((stop.name, tuple(outcome.winners), level))
        return "won"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(tmp_path))
    return tmp_path


def played_out(session: MatchSession) -> MatchSession:
    while not session.is_over():
        session.play(session.state.legal_moves()[0])
    return session


def quick(stones: int = 3) -> QuickMatch:
    return QuickMatch(MatchSession.new("nim").game, {}, [Seat.human(), Seat.bot_seat("easy")])


def test_a_quick_match_keeps_the_finished_match_on_its_session_and_shows_the_results(home):
    mode = quick()
    session = played_out(MatchSession.new("nim", {}, 3, [Seat.human(), Seat.bot_seat("easy")]))
    steps = mode.match_over(session, NAMES, Profiles())
    assert steps[-1] == ShowResults() and isinstance(steps[-2], Sound)
    assert session.kept_path is not None and session.kept_path.exists()
    kept = session.kept_path
    assert mode.keep_record(session, NAMES, Profiles()) == () and session.kept_path == kept    # once


def test_leaving_a_quick_match_saves_it_and_goes_to_the_title(home):
    mode = quick()
    session = MatchSession.new("nim", {}, 3, [Seat.human(), Seat.bot_seat("easy")])
    session.play(session.state.legal_moves()[0])
    steps = mode.leave(session, Profiles())
    assert steps == (Notice("Match saved. Pick Continue on the title screen to play on."), ToTitle())
    assert mode.after_results(session) == (ToTitle(),)


def test_restart_and_rematch_start_the_modes_new_match_in_place(home):
    mode = quick()
    session = MatchSession.new("nim", {}, 3, [Seat.human(), Seat.bot_seat("easy")])
    session.play(session.state.legal_moves()[0])
    (restart,) = mode.restart(session)
    assert isinstance(restart, NewMatch) and restart.mode is mode and restart.session.ply == 0
    assert restart.session.seed == session.seed
    (rematch,) = mode.rematch(session)
    assert isinstance(rematch, NewMatch) and rematch.session.ply == 0 and rematch.session is not session


def test_a_lobby_match_declares_its_seat_colours_and_touches_no_palette():
    colours = [((240, 150, 40), "Orange"), ((40, 196, 200), "Teal")]
    mode = LobbyMatch(MatchSession.new("nim").game, {}, [Seat.human(), Seat.human()], colours)
    assert mode.seat_colours == tuple(colours)


def campaign_stop():
    stop = SimpleNamespace(name="first", game="nim", options={}, seed=5, seat=0, level="easy",
                           seat_specs=lambda level: ["human", "easy"])
    return CampaignMatch(SimpleNamespace(name="trail"), stop)


def test_a_campaign_stop_notes_its_result_and_goes_back_to_its_map(home):
    mode = campaign_stop()
    session = played_out(mode.new_session())
    profiles = Profiles()
    steps = mode.match_over(session, NAMES, profiles)
    won = 0 in session.outcome().winners
    assert steps[-2:] == (Sound("win" if won else "lose"), ShowResults())
    assert profiles.saved == 1 and profiles.results == [("first", tuple(session.outcome().winners), "easy")]
    assert mode.after_results(session) == (ToCampaignMap(mode.campaign, mode.stop, won),)
    assert mode.leave(session, profiles) == (ToCampaignMap(mode.campaign, mode.stop, won),)


def test_a_campaign_stop_whose_progress_cannot_be_saved_says_so(home):
    mode = campaign_stop()
    session = played_out(mode.new_session())
    steps = mode.match_over(session, NAMES, Profiles(refuse=True))
    notices = [step for step in steps if isinstance(step, Notice)]
    assert notices and notices[0].kind == "error" and "campaign progress" in notices[0].text
    assert steps[-1] == ShowResults()


def test_a_lesson_done_is_marked_in_the_profile_and_leads_to_the_tutorials():
    level = load_level(Path(TUTORIALS_DIR) / "grundy-01-rules.toml")
    mode = Lesson(level)
    profiles = Profiles()
    assert mode.lesson_done(profiles) == (Sound("win"), ToTutorials())
    assert level.path in profiles.lessons and profiles.saved == 1
    refused = Profiles(refuse=True)
    steps = mode.lesson_done(refused)
    assert steps[0] == Sound("win") and isinstance(steps[1], Notice) and steps[-1] == ToTutorials()
    # left before the end: nothing marked
    fresh = Profiles()
    assert Lesson(level).leave(mode.new_session(), fresh) == (ToTutorials(),) and not fresh.lessons
    assert isinstance(mode.restart(mode.new_session())[0], NewMatch)


def test_the_review_goes_back_to_the_start_leaves_below_and_practises_from_a_position(home):
    session = played_out(MatchSession.new("nim", {}, 3, [Seat.human(), Seat.bot_seat("easy")]))
    (opened,) = open_review(session, NAMES)
    mode = opened.mode
    assert isinstance(opened, OpenMode) and isinstance(mode, ReviewMode) and mode.viewer == 0
    assert mode.record.moves == session.moves and mode.record is not session.record
    review = mode.new_session()
    assert review.view_ply() == 0 and review.moves == session.moves and review.state is not session.state
    assert [seat.name for seat in review.seats] == NAMES
    assert mode.restart(review) == (BackToStart(),)
    assert mode.leave(review, None) == mode.after_results(review) == (LeaveToBelow(),)
    (practise,) = mode.practise(review, 1)
    assert isinstance(practise, OpenMode) and isinstance(practise.mode, PracticeMode)
    assert practise.mode.record.moves == session.moves[:1] and practise.mode.seat == 1
    practice = practise.mode.new_session()
    assert practise.mode.leave(practice, None) == (LeaveToBelow(),)
    assert practise.mode.match_over(practice, NAMES, None) == (ShowResults(),)
    assert isinstance(practise.mode.restart(practice)[0], NewMatch)


def record_of(moves: int = 3) -> MatchRecord:
    session = MatchSession.new("nim", {}, 3, [Seat.human(), Seat.human()], autosave=False)
    for _ in range(moves):
        session.play(session.state.legal_moves()[0])
    return session.record


def test_a_watch_plays_the_records_moves_when_they_are_due_then_holds_the_end_and_closes():
    record = record_of()
    mode = WatchMode(record, closes_window=True)
    session = mode.new_session()
    assert mode.drive(session, MOVE_GAP / 2, 0.5) == ()                # not yet
    (step,) = mode.drive(session, MOVE_GAP / 2, 0.5)
    assert isinstance(step, PlayMove) and session.state.move_to_text(step.move) == record.moves[0]
    mode.toggle_pause()
    assert mode.drive(session, 10.0, 0.5) == ()                       # paused: nothing
    (step,) = mode.next_move(session)                                      # but a step plays on
    assert session.state.move_to_text(step.move) == record.moves[0]
    for text in record.moves:
        session.play(session.state.text_to_move(text))
    assert mode.drive(session, END_HOLD / 2, 0.5) == ()               # the end, held
    assert mode.drive(session, END_HOLD, 0.5) == (CloseWindow(),) and mode.ended
    assert mode.leave(session, None) == (CloseWindow(),)
    assert WatchMode(record).leave(session, None) == (LeaveToBelow(),)


def test_a_watched_move_that_cannot_be_played_stops_the_watch_with_a_notice():
    record = record_of()
    record.moves[1] = "take 9"
    mode = WatchMode(record)
    session = mode.new_session()
    session.play(session.state.text_to_move(record.moves[0]))
    (step,) = mode.next_move(session)
    assert isinstance(step, Notice) and step.kind == "error" and "move 2" in step.text
    assert mode.at_the_end(session) and mode.next_move(session) == ()


def test_no_mode_imports_a_screen_the_drawing_or_the_windows_libraries():
    forbidden = ("game.scenes", "game.ui", "arcade", "pyglet")
    folder = Path(game.modes.__file__).parent
    found = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.name}: {name}" for name in names
                      if any(name == f or name.startswith(f + ".") for f in forbidden)]
    assert len(list(folder.glob("*.py"))) >= 8 and found == []
