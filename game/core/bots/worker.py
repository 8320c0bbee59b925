"""Bot searches in a worker process, so the window keeps drawing at 60 fps.

A search in a thread would hold the GIL and stall frames, so the bot runs in a
separate process (started with 'spawn': it imports only the pure-Python engine,
never the window). The window sends the pickled state and polls each frame.
Cancelling sets a shared flag the search checks; a stale answer is dropped.

The process can die (killed, out of memory). Each poll while a request is out
checks that it still lives; a dead one is replaced and sent the same request
again (`restarts` counts this, so the screen can say so). After
`MAX_DEATHS_PER_REQUEST` deaths on one request the answer is a failure, as a
bot that raised an error, and the caller falls back.
"""
from __future__ import annotations

import logging
import multiprocessing as mp
import queue
import traceback

from game.core.orphan_guard import end_with_parent
from game.core.state import GameState, Move

MAX_DEATHS_PER_REQUEST = 3

log = logging.getLogger(__name__)


def _serve(requests, answers, cancelled) -> None:
    from game.core.bots import make_bot
    end_with_parent()               # a killed game must not leave this asleep on its pipe
    while True:
        job = requests.get()
        if job is None:
            return
        ticket, spec, seed, state = job
        if cancelled.value >= ticket:
            continue
        try:
            bot = make_bot(state.game, spec, seed=seed, options=getattr(state, "options", {}),
                           should_stop=lambda: cancelled.value >= ticket)
            move = bot.choose(state)
            answers.put((ticket, move, None))
        except Exception:  # report, don't die: the window shows the error and falls back
            answers.put((ticket, None, traceback.format_exc()))


class BotWorker:
    """One worker process serving bot move requests, one at a time."""

    def __init__(self):
        self._context = mp.get_context("spawn")
        self._process = None
        self._requests = None
        self._answers = None
        self._cancelled = None
        self._ticket = 0
        self._pending = False
        self._job = None                 # the request out, kept to send again after a death
        self._deaths = 0                 # deaths while the current request was out
        self.restarts = 0                # processes replaced after dying with a request out
        self.last_error: str | None = None

    @property
    def pid(self) -> int | None:
        """The worker process's id (None before it starts)."""
        return self._process.pid if self._process is not None else None

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._drop_process()
        ctx = self._context
        self._requests = ctx.Queue()
        self._answers = ctx.Queue()
        # a request sent again after a death must not read as cancelled
        self._cancelled = ctx.Value("i", self._ticket - 1 if self._pending else self._ticket)
        self._process = ctx.Process(target=_serve, args=(self._requests, self._answers, self._cancelled),
                                    daemon=True, name="bot-worker")
        self._process.start()

    def _drop_process(self) -> None:
        """Forget a dead process and its queues (a queue's feeder must not wait on a dead reader)."""
        if self._process is None:
            return
        for channel in (self._requests, self._answers):
            channel.close()
            channel.cancel_join_thread()
        self._process.join(timeout=0)
        self._process = self._requests = self._answers = None

    def start(self) -> None:
        """Start the process ahead of time (it takes a moment to import)."""
        self._ensure_started()

    def request(self, state: GameState, spec: str, seed: int = 0) -> int:
        """Ask for a move; cancels any earlier request. Returns the ticket to match answers."""
        self._ensure_started()
        self.cancel()
        self._ticket += 1
        self._job = (self._ticket, spec, seed, state.clone())
        self._deaths = 0
        self._requests.put(self._job)
        self._pending = True
        return self._ticket

    def poll(self) -> tuple[int, Move] | None:
        """The answer to the current request if it is ready, else None. Never blocks. A process
        that died with the request out is replaced and asked again; (ticket, None) once it has
        died MAX_DEATHS_PER_REQUEST times on this request."""
        if self._answers is None:
            return None
        while True:
            try:
                ticket, move, error = self._answers.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):   # the pipe of a process killed while writing
                break
            if ticket != self._ticket:
                continue  # an answer to a cancelled request
            self._pending = False
            if error is not None:
                self.last_error = error
                return ticket, None
            return ticket, move
        if self._pending and not self._process.is_alive():
            return self._after_death()
        return None

    def _after_death(self) -> tuple[int, Move] | None:
        self._deaths += 1
        log.warning("bot worker died (exit code %s) with request %d out", self._process.exitcode, self._ticket)
        self._drop_process()
        if self._deaths >= MAX_DEATHS_PER_REQUEST:
            self._pending = False
            self.last_error = f"it stopped unexpectedly {self._deaths} times"     # read by players
            return self._ticket, None
        self._ensure_started()
        self.restarts += 1
        self._requests.put(self._job)   # the same ticket and position as before
        return None

    def busy(self) -> bool:
        """True while a request is out and not yet answered or cancelled."""
        return self._pending

    def cancel(self) -> None:
        self._pending = False
        if self._cancelled is not None:
            self._cancelled.value = self._ticket

    def close(self) -> None:
        if self._process is None:
            return
        self.cancel()
        try:
            self._requests.put(None)
            self._process.join(timeout=1.0)
        finally:
            if self._process.is_alive():
                self._process.terminate()
            self._process = None
