"""The review's searches in a worker process, so the window keeps drawing while a match is
analysed (a search in a thread would hold the GIL). The window keeps its own ReviewAnalysis
of the record, which searches nothing: the worker sends each position's value as it is found,
and `poll` adds them, so moves become reviewable one by one (see game/core/review.py)."""
from __future__ import annotations

import multiprocessing as mp
import queue
import time
import traceback
from typing import TYPE_CHECKING

from game.core.orphan_guard import end_with_parent

if TYPE_CHECKING:       # imported where used: the worker watches its parent before it loads them
    from game.core.records import MatchRecord
    from game.core.review import ReviewAnalysis


def _serve(record_data: dict, search: str, answers, cancelled) -> None:
    end_with_parent()               # a killed game must not leave this computing to the end
    from game.core.records import MatchRecord
    from game.core.review import ReviewAnalysis
    try:
        started = time.process_time()
        record = MatchRecord.from_data(record_data)
        analysis = ReviewAnalysis.of_record(record, search)
        while not cancelled.value and analysis.done < analysis.positions:
            analysis.step()
            answers.put(("position", analysis.entry(analysis.done - 1)))
        if not cancelled.value:             # with the review's CPU seconds (the bench reads them)
            answers.put(("done", time.process_time() - started))
    except Exception:                # report, don't die silently: the screen says so
        answers.put(("error", traceback.format_exc()))


class ReviewWorker:
    """Analyses one record in a process of its own; `poll` each frame."""

    def __init__(self, analysis: ReviewAnalysis, record: MatchRecord):
        self.analysis = analysis
        self.record = record
        self._context = mp.get_context("spawn")
        self._answers = None
        self._cancelled = None
        self._process = None
        self.finished = False
        self.error: str | None = None
        self.cpu_seconds: float | None = None     # the worker's CPU time for the whole review

    @property
    def started(self) -> bool:
        return self._answers is not None

    def start(self) -> None:
        ctx = self._context
        self._answers = ctx.Queue()
        self._cancelled = ctx.Value("i", 0)
        self._process = ctx.Process(target=_serve, daemon=True, name="review-worker",
                                    args=(self.record.to_data(), self.analysis.search, self._answers,
                                          self._cancelled))
        self._process.start()

    def poll(self, most: int = 8) -> int:
        """Take up to `most` answers (never blocks); how many positions were added."""
        if self._answers is None or self.finished:
            return 0
        added = 0
        for _ in range(most):
            try:
                kind, payload = self._answers.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                break
            if kind == "position":
                if self.analysis.accept(payload):
                    added += 1
            elif kind == "done":
                self.finished, self.cpu_seconds = True, payload
            else:
                self.error, self.finished = payload, True
        if not self.finished and added == 0 and self._process is not None and not self._process.is_alive():
            self.error, self.finished = "the analysis stopped unexpectedly", True
        return added

    def close(self) -> None:
        if self._process is None:
            return
        self._cancelled.value = 1
        self._answers.close()
        self._answers.cancel_join_thread()
        self._process.join(timeout=0.5)
        if self._process.is_alive():
            self._process.terminate()
        self._process = None
