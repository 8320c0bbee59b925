"""The results card says where the match turned as the review does: the review's analysis starts
at the results (in its worker process, frames counted), its turning point takes the decided
line's place once found, and the finished review is stored beside the kept match, so Review then
opens it at once (no second analysis). Until the analysis lane fills Review.turning_point, the
test gives the review one (the window's process makes the Review from the worker's values)."""
from __future__ import annotations

import pytest

from game.core.review import ReviewAnalysis, review_path
from game.core.review_model import TurningPoint
from tests.ui.helpers import KEY
from tests.ui.real_loop import RealLoop
from tests.ui.test_review_screen import finished, focus_button, quick_review, reviewing  # noqa: F401 (fixture)

pytestmark = pytest.mark.screen

WORDS = "It turned at move 3: Blue took the lead for good."


@pytest.fixture
def turning_point(monkeypatch):
    made = ReviewAnalysis.review

    def review(self):
        found = made(self)
        if found.complete:
            found.turning_point = TurningPoint(3, 0, WORDS)
        return found
    monkeypatch.setattr(ReviewAnalysis, "review", review)


def test_the_card_shows_the_reviews_turning_point_and_review_opens_without_analysing_again(
        app, home, quick_review, turning_point):  # noqa: F811 (the fixture)
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    seen = {}

    def script(loop):
        yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results")
        results = loop.scene
        seen["first"] = results.decided.text
        seen["running"] = results.turning.running
        yield loop.until(lambda: not results.turning.running, what="the analysis at the results")
        yield loop.frames(2)
        seen["then"] = results.decided.text
        seen["stored"] = review_path(results.screen.session.kept_path)
        seen["inside"] = results.decided.content_width <= results.panel[2] and results.decided.content_height > 0
        yield from focus_button(loop, results, "Review")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: reviewing(loop), what="the review")
        seen["review worker"] = loop.scene.review.worker

    RealLoop(app, first_scene=lambda: finished("grundy")).run(script)
    assert seen["running"] and seen["first"] != WORDS
    assert seen["then"] == WORDS and seen["inside"]
    assert __import__("os").path.exists(seen["stored"])
    assert seen["review worker"] is None            # the review opened what the results stored
