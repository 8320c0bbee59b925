"""A lesson: a tutorial level played on the game's own screen, the coach in its side panel.
A finished lesson is marked done in the profile in use (the window's profiles) and saved at once."""
from __future__ import annotations

import logging

from game.catalog import get_game
from game.core.lessons import LessonRunner, Level
from game.core.session import MatchSession, Seat
from game.modes.base import Mode
from game.modes.steps import NewMatch, Notice, Sound, Steps, ToTutorials

log = logging.getLogger(__name__)


def start_lesson_session(level: Level) -> MatchSession:
    """A session at the lesson's start position (prelude played); every seat is the learner's."""
    state = level.start_state()
    seats = [Seat.human() for _ in range(state.num_players)]
    return MatchSession(get_game(level.game), dict(level.options), level.seed, seats, level=level.path,
                        autosave=False, start_state=state)


class Lesson(Mode):
    name = "lesson"
    restart_label = "Restart lesson"
    offers_rematch = False
    shows_results = False
    panel_slot = "coach"
    allows_undo = False           # a lesson's coach goes forwards, step by step
    no_undo_text = "No takebacks in a lesson"

    def __init__(self, level: Level):
        self.level = level
        self.lesson = LessonRunner(level)

    def new_session(self) -> MatchSession:
        return start_lesson_session(self.level)

    def fresh(self) -> "Lesson":
        return Lesson(self.level)

    def leave_label(self, session: MatchSession) -> str:
        return "Leave lesson"

    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        return ()           # the coach's last step says what happened; the learner leaves from it

    def lesson_done(self, profiles) -> Steps:
        return (Sound("win"),) + self.record_done(profiles) + (ToTutorials(),)

    def restart(self, session: MatchSession) -> Steps:
        return (NewMatch(self.new_session(), self.fresh()),)

    def leave(self, session: MatchSession, profiles) -> Steps:
        done = self.record_done(profiles) if self.lesson.finished else ()   # played through, left from the pause menu
        return done + (ToTutorials(),)

    def record_done(self, profiles) -> Steps:
        """Mark this lesson done in the profile in use and save the profile (atomically)."""
        profile = profiles.current()
        if profile.lesson_done(self.level.path) and profile.path is not None:
            return ()
        profile.mark_lesson(self.level.path)
        try:
            profiles.save(profile)
        except OSError as exc:
            log.warning("lesson progress not saved: %s", exc)
            return (Notice("Your progress could not be saved: the saves folder cannot be written.", "error",
                           seconds=8),)
        return ()
