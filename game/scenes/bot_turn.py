"""A bot's turn on a match screen: ask the worker process, let the bot "think" visibly for the
time set in Settings, then play its answer through the same path as a human's move. The
window keeps drawing meanwhile (the search runs in another process). A cancelled search (an
undo, a restart) is never played: its ticket is forgotten, and an answer is only taken for the
very position it was asked about.

A worker process that dies while the bot thinks is replaced by the worker itself and asked
again from the same position (BotWorker.poll); the player is told here. After three deaths
on one move the worker gives up and the bot plays a random move, as when a bot fails."""
from __future__ import annotations

import logging

from game.core.rng import stream

log = logging.getLogger(__name__)


class BotTurn:
    def __init__(self, screen):
        self.screen = screen
        self.ticket: int | None = None          # the worker's number for the request in flight
        self.started = 0.0
        self.answer: tuple[bool, object] | None = None
        self.asked_at = -1                      # session.changes when the request went out
        self.restarts_seen = 0                  # the worker's restart count already told

    @property
    def thinking(self) -> bool:
        return self.ticket is not None

    def drive(self) -> None:
        """Called each frame while a bot seat is to move."""
        screen = self.screen
        session = screen.session
        if self.ticket is None:
            seat = session.seat_to_move()
            try:
                self.ticket = screen.window.bots().request(session.state, seat.bot, session.bot_seed())
            except Exception as exc:  # no worker process: play a random move instead of hanging
                log.warning("bot request failed: %s", exc)
                self._fallback(f"The bot could not start ({exc}); it played a random move.")
                return
            self.started = screen.time
            self.answer = None
            self.asked_at = session.changes
            self.restarts_seen = self._restarts()
            return
        if session.changes != self.asked_at:    # the position changed under the search
            self.cancel()
            return
        self.poll()
        if self.answer is None:
            return
        if screen.time - self.started < screen.window.settings.bot_min_think():
            return          # the bot "thinks" visibly for a moment, as set in Settings
        ok, move = self.answer
        self.ticket = None
        self.answer = None
        if not ok or move is None:
            error = (screen.window.bots().last_error or "").strip().splitlines()
            self._fallback(f"The bot failed ({error[-1] if error else 'no answer'}); it played a random move.")
            return
        if not screen.apply_move(move):
            self._fallback("The bot chose an illegal move; it played a random move instead.")

    def poll(self) -> None:
        """Collect the worker's answer if it has come (while an animation or replay holds it)."""
        if self.ticket is None or self.answer is not None:
            return
        answer = self.screen.window.bots().poll()
        if answer is not None and answer[0] == self.ticket:
            self.answer = (answer[1] is not None, answer[1])
        elif self._restarts() > self.restarts_seen:
            self.restarts_seen = self._restarts()
            self.screen.window.notify("The bot stopped unexpectedly and was restarted; it is thinking again.",
                                      "error", key="bot-restarted")

    def _restarts(self) -> int:
        # the stand-in workers of the screen tests never die, so they keep no count
        return getattr(self.screen.window.bots(), "restarts", 0)

    def cancel(self) -> None:
        if self.ticket is not None:
            worker = getattr(self.screen.window, "_bot_worker", None)
            if worker is not None:
                worker.cancel()
        self.ticket = None
        self.answer = None

    def _fallback(self, message: str) -> None:
        self.ticket = None
        self.answer = None
        screen = self.screen
        screen.window.notify(message, "error")
        session = screen.session
        legal = session.state.legal_moves()
        if legal:
            screen.apply_move(stream(session.seed, "fallback", session.ply).choice(legal))
