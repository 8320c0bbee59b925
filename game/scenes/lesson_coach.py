"""The tutorial coach's part of a match screen in a lesson (GameScreen.coach): the lesson's
scripted replies, played after a short wait; Enter or a click on the coach's note; and, after the
learner tried another move, a gold ring pulsing on where the lesson's move is played (the coach
names the spot in words, the ring shows it; the screen's `lesson_anchors` says where it is)."""
from __future__ import annotations

import math

import arcade

from game.core.state import IllegalMove
from game.scenes.mode_steps import carry_out
from game.ui import theme

REPLY_DELAY = 0.45         # a reply waits this long after the learner's move


class LessonCoach:
    def __init__(self, screen):
        self.screen = screen
        self._reply_wait = 0.0

    def wait_for_reply(self, dt: float) -> None:
        """Called each frame while the lesson has replies to play: plays the next one in time."""
        self._reply_wait += dt
        if self._reply_wait >= theme.anim(REPLY_DELAY):
            self._reply_wait = 0.0
            self._play_reply()

    def _play_reply(self) -> None:
        screen = self.screen
        text = screen.lesson.next_reply()
        if text is None:
            return
        try:
            move = screen.session.state.text_to_move(text)
        except (IllegalMove, ValueError) as exc:
            screen.window.notify(f"The lesson's reply '{text}' cannot be played ({exc})", "error")
            return
        screen.apply_move(move)

    def confirm(self) -> bool:
        """Enter / click on the coach: dismiss a text step, or leave a finished lesson."""
        screen = self.screen
        lesson = screen.lesson
        if lesson is None:
            return False
        if lesson.finished:
            carry_out(screen, screen.mode.lesson_done(screen.window.profiles))
            return True
        if lesson.waiting_for_dismiss():
            screen.play("click")
            lesson.dismiss()
            return True
        return False

    def draw_marks(self) -> None:
        """After a refused move, the ring on each spot where the lesson's move is played."""
        screen = self.screen
        lesson = screen.lesson
        if lesson is None or not lesson.hint or not lesson.waiting_for_move() or screen.session.in_replay:
            return
        pulse = 0.5 + 0.5 * math.sin(screen.time * 5.0)
        for text in lesson.step.expect:
            try:
                move = screen.session.state.text_to_move(text)
            except (IllegalMove, ValueError):
                continue
            for x, y in screen.lesson_anchors(move):
                arcade.draw_circle_outline(x, y, 20 + 5 * pulse, theme.with_alpha(theme.ACCENT, 150 + int(100 * pulse)),
                                           3, num_segments=40)
