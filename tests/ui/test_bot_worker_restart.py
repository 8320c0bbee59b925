"""A bot worker process killed while the bot thinks, in a quick match on a real window: the next
frame notices, starts a new process and tells the player, and the bot's move lands from the
position it was thinking about. Counted in frames and events; the monotonic deadlines only stop
a hang.

The process to be killed must not answer first: on a busy machine a frame may take longer than
the bot's search. So the test holds the lock of the worker's cancel flag, which the process reads
before it starts on a request: it waits there, the window's bot thinks, and the kill comes
before any answer can."""
from __future__ import annotations

import os
import signal

import pytest

from game.catalog import get_game
from game.core.session import Seat
from game.modes.match import QuickMatch
from tests.ui.helpers import frames, show
from tests.worker_wait import wait_until
from game.scenes.mode_steps import make_screen

pytestmark = pytest.mark.screen

WAIT_SECONDS = 300          # join() of a SIGKILLed process: gone at once, however busy the machine


def frames_until(app, done, what: str) -> None:
    """Frames until `done()`, however many a busy machine takes; a worker idle meanwhile fails."""
    wait_until(done, lambda: frames(app), lambda: app.bots().pid, what)


def test_a_killed_bot_worker_is_restarted_and_the_bot_moves_from_the_same_position(app, home):
    app.settings.bot_speed = 0.0
    mode = QuickMatch(get_game("grundy"), {"board": "hexagon", "starts": "player 1"},
                      [Seat.bot_seat("mcts:1.5s"), Seat.human()])
    worker = app.bots()
    worker.start()
    held = worker._cancelled.get_lock()       # re-entrant: this thread may still cancel and ask
    held.acquire()
    try:
        screen = make_screen(mode)
        show(app, screen)
        frames_until(app, lambda: screen.bot.thinking, "request from the bot")
        restarts, first = worker.restarts, worker.pid
        asked = screen.session.state.position_text()
        process = worker._process
        os.kill(process.pid, signal.SIGKILL)
        process.join(WAIT_SECONDS)
    finally:
        held.release()
    assert not process.is_alive() and screen.session.ply == 0
    assert worker.busy()                        # no answer came: the request is still out

    frames(app)                                 # one frame (1/60 s) is enough to notice
    assert worker.restarts == restarts + 1 and worker.pid not in (None, first)
    assert worker._job[3].position_text() == asked
    told = [n.message for n in app.notices.queue]
    assert "The bot stopped unexpectedly and was restarted; it is thinking again." in told
    assert screen.bot.thinking and "thinking" in screen.status_text()

    frames_until(app, lambda: screen.session.ply >= 1, "move from the restarted bot")
    assert screen.session.ply == 1 and screen.movers == [0]
    assert not any("bot failed" in n.message for n in app.notices.queue)
    before = get_game("grundy").state_from_position(asked, {"board": "hexagon"})
    assert before.is_legal_move(before.text_to_move(screen.session.moves[0]))
