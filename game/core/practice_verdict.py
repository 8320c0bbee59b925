"""The verdict on a move tried in "Try it again" (game/modes/review.py's PracticeMode): the same
search the review used on that position (its spec, its budget, its seeds: a review's search at
position `ply` is seeded by the record's seed and `ply`, so the better move and its value come
out as the review found them), then the move tried valued as the review valued the move played.
Pure Python; `VerdictWorker` runs it in a process of its own, so the window keeps drawing."""
from __future__ import annotations

import multiprocessing as mp
import queue
import traceback
from dataclasses import dataclass

from game.core.orphan_guard import end_with_parent


@dataclass(frozen=True)
class Verdict:
    """A move tried from a mistake's position, judged (values for its mover, the review's units)."""

    move: str                       # the move tried (notation)
    best: str | None                # the best move the search found there
    value_best: float | None
    value_move: float | None
    mistake: bool                   # by the review's own rule (review.mark_mistakes)
    units: str

    def words(self, match_value: float | None) -> str:
        """One sentence for the banner; `match_value` is what the move played in the match was
        worth, as the review valued it."""
        from game.core.review import POINTS, margin_words
        if self.value_move is None:
            return "It could not be valued."
        if self.best is None or self.move == self.best:
            return "The best move found."
        if self.units == POINTS:
            played = "" if match_value is None else f"; the move played in the match {margin_words(match_value)}"
            if not self.mistake and match_value is not None and self.value_move > match_value:
                return f"Better than in the match: with best play it {margin_words(self.value_move)}{played}."
            lead = "Still a mistake" if self.mistake else "A good move"
            return (f"{lead}: with best play it {margin_words(self.value_move)}; the best move found "
                    f"{margin_words(self.value_best)}.")

        def pct(v: float | None) -> str:
            return "?" if v is None else f"{int(round(v * 100))}%"
        if not self.mistake and match_value is not None and self.value_move > match_value:
            return f"Better than in the match: winning chances {pct(self.value_move)} against {pct(match_value)}."
        lead = "Still a mistake" if self.mistake else "A good move"
        return f"{lead}: winning chances {pct(self.value_move)}, the best move found {pct(self.value_best)}."


def judge(record_data: dict, ply: int, move: str, search: str) -> Verdict:
    """The verdict on `move` (notation) from position `ply` (0-based) of the record."""
    from game.core.records import MatchRecord
    from game.core.review import ReviewAnalysis

    class FromPosition(ReviewAnalysis):
        """A review of one move from the middle of a match, seeded as the whole match's review."""

        def _search(self, index, state, iterations, purpose):
            return super()._search(index + ply, state, iterations, purpose)

    record = MatchRecord.from_data(record_data)
    state = record.initial_state()
    for text in record.moves[:ply]:
        state.apply(state.text_to_move(text))
    # a move tried is always confirmed (the review's spare budget is the whole match's)
    analysis = FromPosition(state, [move], record.seed, search, spare=float("inf"))
    analysis.run()
    judged = analysis.review().plies[0]
    return Verdict(move, analysis.best[0], judged.value_before, judged.value_after, judged.mistake,
                   analysis.units)


def _serve(record_data: dict, ply: int, search: str, asked, answers) -> None:
    end_with_parent()
    while True:
        move = asked.get()
        if move is None:
            return
        try:
            answers.put(("verdict", judge(record_data, ply, move, search)))
        except Exception:            # said on the banner, not a silent death
            answers.put(("error", traceback.format_exc()))


class VerdictWorker:
    """Judges moves tried from one position, in a process started at once (it takes a moment
    to start, while the player thinks); `ask` a move, then `poll` each frame."""

    def __init__(self, record_data: dict, ply: int, search: str):
        context = mp.get_context("spawn")
        self._asked = context.Queue()
        self._answers = context.Queue()
        self._process = context.Process(target=_serve, daemon=True, name="practice-verdict",
                                        args=(record_data, ply, search, self._asked, self._answers))
        self._process.start()
        self.waiting = False
        self.error: str | None = None

    def ask(self, move: str) -> None:
        self._asked.put(move)
        self.waiting = True

    def poll(self) -> Verdict | None:
        """The verdict asked for, once found (never blocks); None meanwhile, or after an error."""
        if not self.waiting:
            return None
        try:
            kind, payload = self._answers.get_nowait()
        except queue.Empty:
            if self._process is not None and not self._process.is_alive():
                self.waiting, self.error = False, "the search stopped unexpectedly"
            return None
        except (EOFError, OSError) as exc:
            self.waiting, self.error = False, str(exc)
            return None
        self.waiting = False
        if kind == "error":
            self.error = payload
            return None
        return payload

    def close(self) -> None:
        if self._process is None:
            return
        try:
            self._asked.put(None)
        except (OSError, ValueError):
            pass
        for channel in (self._asked, self._answers):
            channel.close()
            channel.cancel_join_thread()
        self._process.join(timeout=0.5)
        if self._process.is_alive():
            self._process.terminate()
        self._process = None
