"""Bot searches in a worker process, so the window keeps drawing at 60 fps.

A search in a thread would hold the GIL and stall frames, so the bot runs in a
separate process (started with 'spawn': it imports only the pure-Python engine,
never the window). The window sends the pickled state and polls each frame.
Cancelling sets a shared flag the search checks; a stale answer is dropped.
"""
from __future__ import annotations

import multiprocessing as mp
import queue
import traceback

from game.core.state import GameState, Move


def _serve(requests, answers, cancelled) -> None:
    from game.core.bots import make_bot
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
        self.last_error: str | None = None

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        ctx = self._context
        self._requests = ctx.Queue()
        self._answers = ctx.Queue()
        self._cancelled = ctx.Value("i", self._ticket)
        self._process = ctx.Process(target=_serve, args=(self._requests, self._answers, self._cancelled),
                                    daemon=True, name="bot-worker")
        self._process.start()

    def start(self) -> None:
        """Start the process ahead of time (it takes a moment to import)."""
        self._ensure_started()

    def request(self, state: GameState, spec: str, seed: int = 0) -> int:
        """Ask for a move; cancels any earlier request. Returns the ticket to match answers."""
        self._ensure_started()
        self.cancel()
        self._ticket += 1
        self._requests.put((self._ticket, spec, seed, state.clone()))
        self._pending = True
        return self._ticket

    def poll(self) -> tuple[int, Move] | None:
        """The answer to the current request if it is ready, else None. Never blocks."""
        if self._answers is None:
            return None
        while True:
            try:
                ticket, move, error = self._answers.get_nowait()
            except queue.Empty:
                return None
            if ticket != self._ticket:
                continue  # an answer to a cancelled request
            self._pending = False
            if error is not None:
                self.last_error = error
                return ticket, None
            return ticket, move

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
