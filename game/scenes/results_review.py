"""Where the match turned, for the results card (results.py): the review's turning point
(Review.turning_point, found from the review's values), so the card and the review's header say
the same. A review stored beside the kept match gives it at once; otherwise the review's analysis
starts here, in its worker process (game/core/review_worker.py: the window keeps its frame rate),
and the finished review is stored beside the match, so Review opens it at once instead of
analysing again. Review opened before it finished takes the running analysis over."""
from __future__ import annotations

from game.core.review import (MAX_PLIES, ReviewAnalysis, review_path, save_review, stored_review)
from game.core.review_worker import ReviewWorker
from game.modes.review import review_names, review_viewer


class TurningPointSearch:
    """The turning point of `screen`'s finished match, once known (`words`; None meanwhile, and
    where the review has none: the card keeps the game's own words then)."""

    def __init__(self, screen):
        session = screen.session
        self.record = session.record
        self.words: str | None = None
        self.stored_at = None
        self.analysis = self.worker = None
        if not screen.mode.reviewable or session.kept_path is None or len(self.record.moves) > MAX_PLIES:
            return
        self.stored_at = review_path(session.kept_path)
        self.search = screen.game.review_search(dict(self.record.options))
        if self.read_stored():
            return
        names = review_names(screen.seat_names(), review_viewer(session))     # as the review names them
        self.analysis = ReviewAnalysis.of_record(self.record, self.search, path=session.kept_path, checked=True,
                                                 names=names)
        self.worker = ReviewWorker(self.analysis, self.record)

    @property
    def running(self) -> bool:
        return self.worker is not None

    def read_stored(self) -> bool:
        """The stored review's turning point (after the review screen stored one, say); False
        when there is no stored review (a damaged one is the review screen's to tell)."""
        if self.stored_at is None:
            return False
        review, _fault = stored_review(self.stored_at, self.record, self.search)
        if review is None:
            return False
        self.close()
        self.words = review.turning_point.words if review.turning_point is not None else None
        return True

    def update(self) -> bool:
        """Each frame: True when the turning point was found now."""
        worker = self.worker
        if worker is None:
            return False
        if not worker.started:
            worker.start()
        worker.poll()
        if not worker.finished:
            return False
        self.close()
        if worker.error:
            return False
        review = self.analysis.review()
        try:
            save_review(review, self.record, self.stored_at)
        except OSError:
            pass                    # the review screen analyses it again, and says why it cannot store it
        self.words = review.turning_point.words if review.turning_point is not None else None
        return self.words is not None

    def hand_over(self):
        """(analysis, worker) still running, for the review to take over (then no longer this
        card's to close); None when there is none."""
        if self.worker is None:
            return None
        running, self.analysis, self.worker = (self.analysis, self.worker), None, None
        return running

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
