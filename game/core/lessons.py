"""Running a tutorial level step by step: what the coach says, which moves are accepted,
which replies follow. Pure Python (no arcade): the game screen asks it what to do and
tests drive it alone.

Levels are loaded by game.core.levels (format in docs and common notes):

    [[steps]]
    text = "What the coach says."
    expect = ["v3=2"]     # moves the learner may play here; any other is refused with `hint`
    hint = "Try ..."
    reply = ["v4=1"]      # the opponent's answer, played automatically

A step without `expect` is text the learner reads and dismisses.
"""
from __future__ import annotations

from game.core.levels import Level, Step, load_tutorials

__all__ = ["DEFAULT_HINT", "LessonRunner", "Level", "Step", "load_tutorials"]

DEFAULT_HINT = "That is not the move this lesson is after. Read the coach's note and try again."


class LessonRunner:
    """Where a learner is in one level.

    The screen calls `accepts(text)` before playing a learner's move; after an accepted
    move it plays `pending_replies()` one by one and then `advance()`s. A text-only step
    is finished with `dismiss()`.
    """

    def __init__(self, level: Level):
        self.level = level
        self.index = 0
        self.hint = ""              # shown after a refused move, cleared by the next good one
        self._replies: list[str] = []

    # ---- where we are ---------------------------------------------------------------------
    @property
    def title(self) -> str:
        return self.level.title

    @property
    def steps(self) -> list[Step]:
        return self.level.steps

    @property
    def step(self) -> Step | None:
        return self.level.steps[self.index] if self.index < len(self.level.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.level.steps)

    def waiting_for_move(self) -> bool:
        """True when the learner should play a move on the board now."""
        step = self.step
        return step is not None and bool(step.expect) and not self._replies

    def waiting_for_dismiss(self) -> bool:
        """True when the coach shows text the learner reads and dismisses (Enter / click)."""
        step = self.step
        return step is not None and not step.expect and not self._replies

    def progress_text(self) -> str:
        if self.finished:
            return "Lesson complete"
        return f"Step {self.index + 1} of {len(self.level.steps)}"

    # ---- the learner acts -----------------------------------------------------------------
    def accepts(self, move_text: str) -> bool:
        """Check a learner's move (notation). A refused move sets `hint`."""
        step = self.step
        if step is None or not step.expect:
            return False
        if move_text.strip() in [e.strip() for e in step.expect]:
            self.hint = ""
            self._replies = list(step.reply)
            if not self._replies:
                self.advance()
            return True
        self.hint = step.hint or DEFAULT_HINT
        return False

    def dismiss(self) -> bool:
        """Finish a text-only step (its replies, if any, are then played)."""
        step = self.step
        if step is None or step.expect:
            return False
        self._replies = list(step.reply)
        if not self._replies:
            self.advance()
        return True

    # ---- the opponent's replies -----------------------------------------------------------
    def pending_replies(self) -> list[str]:
        return list(self._replies)

    def next_reply(self) -> str | None:
        """The next reply move to play, removed from the queue; the step ends after the last."""
        if not self._replies:
            return None
        text = self._replies.pop(0)
        if not self._replies:
            self.advance()
        return text

    def advance(self) -> None:
        self.hint = ""
        self._replies = []
        if self.index < len(self.level.steps):
            self.index += 1
