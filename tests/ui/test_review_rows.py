"""The review's card and rows (issue 35), with reviews made by hand where the analysis does not
fill them yet: a mistake's card holds the line after the better move, the line after the move
played and what differs at their ends, and fits at 1024x576; Margin of Error's review steps,
counts and judges week by week (its dice are a week's outcome, never a row); the header shows
where the match turned and its words never touch; the hint line stays the review's."""
from __future__ import annotations

import pytest

from game.core.review_model import ReviewRow, TurningPoint
from game.scenes.review_part import ReviewPart
from tests.ui.helpers import KEY, frames, press
from tests.ui.real_loop import SteppedLoop
from tests.ui.test_review_board import reviewed
from tests.ui.test_review_screen import finished, focus_button, quick_review, reviewing  # noqa: F401

pytestmark = pytest.mark.screen

LINE = ["writes 2 in circle b", "Red writes 1 in circle d", "you write 3 in circle e"]
PLAYED_LINE = ["writes 3 in circle b", "Red writes 2 in circle d", "you write 1 in circle e"]
CONSEQUENCE = "After the better move you finish a point behind; after the move played, two points behind."


def with_lines(line=LINE, played=PLAYED_LINE, consequence=CONSEQUENCE):
    def edit(review, record):           # every mistake's (the card shows the one jumped to)
        for row in review.rows:
            if row.mistake:
                row.line, row.played_line, row.consequence = list(line), list(played), consequence
    return edit


def at_size(app, size):
    from devtools.shot import resize_now
    resize_now(app, size)


def card_fits(part) -> bool:
    return part.body.content_height <= part.card.body_room()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_a_mistakes_card_holds_both_lines_and_what_differs_at_their_ends(app, home, size):
    at_size(app, size)
    try:
        screen = reviewed(app, "grundy", edit=with_lines())
        part = screen.review
        part.jump_mistake(1)
        frames(app, 3)
        body = part.body.text
        # each line at least to the answer it expects (further where the card has room), then why
        assert body.startswith("Played: ") and f" → {PLAYED_LINE[1]}" in body, body
        assert "\nBetter: " in body and f" → {LINE[1]}" in body, body
        assert CONSEQUENCE in body and "loses by" not in body       # the sentence, not the values
        assert card_fits(part), (part.body.content_height, part.card.body_room())
    finally:
        at_size(app, (1280, 720))


def test_a_card_short_of_room_shortens_the_lines_and_keeps_what_differs(app, home):
    """Four seats' cards leave Dodgson's review a small card: long lines are cut to their first
    moves, then left out, before the sentence of what differs is."""
    long_line = [f"Gold's bishop goes from e1 to b4 and takes White's knight, step {i}" for i in range(4)]

    def edit(review, record):
        for row in review.rows:
            if row.mistake:
                row.line, row.played_line = long_line, long_line
                row.consequence = "Gold keeps the knight: 4 pieces to 3."
    screen = reviewed(app, "dodgson", edit=edit)
    part = screen.review
    part.jump_mistake(1)
    frames(app, 3)
    assert "Gold keeps the knight: 4 pieces to 3." in part.body.text
    assert "step 3" not in part.body.text and card_fits(part)


def margin_weeks(review, record):
    """Margin's rows as the analysis will make them: a week's plan is one decision, the dice
    after it its outcome; election night's tokens the last. Week 3 is a mistake."""
    from game.core.session import MatchSession
    session = MatchSession.from_record(record, None, autosave=False)
    count = len(record.moves)
    deciding = [session.state_at(p).current_player() >= 0 for p in range(count)]
    starts = [p for p in range(count) if deciding[p] and (p == 0 or not deciding[p - 1])]
    spans = []
    for i, first in enumerate(starts):
        last = first
        while last < count and deciding[last]:
            last += 1
        spans.append((first, last, starts[i + 1] if i + 1 < len(starts) else count))
    rows = []
    for number, (first, last, end) in enumerate(spans, 1):
        state = session.state_at(first)
        title = "Election night" if state.phase == "last" else f"Week {state.week}"
        rows.append(ReviewRow(number, first, last, end, 0, title, f"plans {title.lower()}",
                              outcome=f"polls move in {number} states", value_before=0.5, value_after=0.5))
    mistake = rows[2]
    played = record.moves[mistake.first]
    best = next(session.state_at(mistake.first).move_to_text(m) for m in session.state_at(mistake.first).legal_moves()
                if session.state_at(mistake.first).move_to_text(m) != played)
    mistake.mistake, mistake.best, mistake.best_words = True, best, "a better plan"
    mistake.value_after = 0.2
    mistake.line, mistake.played_line = ["a better plan", "the dice"], ["plans week 3", "the dice"]
    mistake.consequence = "With the better plan you keep Ohio; after the plan made, Ohio goes red."
    review.rows = rows


def test_margins_review_steps_counts_and_judges_week_by_week(app, home):
    screen = reviewed(app, "margin", edit=margin_weeks)
    part = screen.review
    rows = part.index.rows
    weeks = [r for r in rows if r.title.startswith("Week")]
    assert len(weeks) == 9 and rows[-1].title == "Election night"
    seen = []
    for row in rows:
        frames(app, 2)
        assert screen.session.view_ply() == row.first
        assert part.title.text in (f"{row.title} · You", row.title)
        assert screen.panel_status() == (f"Before {row.title.lower()} of 9." if row.title.startswith("Week")
                                         else "Before election night.")
        assert f"Dice: polls move in {row.number} states." in part.body.text     # its outcome, on its card
        seen.append(screen.session.view_ply())
        press(app, KEY.RIGHT)
    frames(app, 2)
    assert screen.session.view_ply() == len(screen.session.moves) and part.title.text == "The end"
    # the dice are never a row: every step landed on a week's first decision
    assert all(screen.session.state_at(p).current_player() >= 0 for p in seen)
    press(app, KEY.LEFT)
    frames(app, 2)
    assert part.row() is rows[-1]
    press(app, KEY.UP)                          # the previous mistake: week 3's plan
    frames(app, 2)
    assert part.row() is rows[2] and part.verdict.text == "MISTAKE"
    assert "With the better plan you keep Ohio" in part.body.text
    assert part.progress.text == "1 mistake" and "You: 1 mistake" in part._summary()


def test_the_header_shows_where_the_match_turned_and_its_words_never_touch(app, home, quick_review):
    """The turning point's words under the header, clear of the graph (a click on them goes
    there); "REVIEW" and "analysing: n of m moves" keep apart at 1024x576."""
    def turned(review, record):
        review.turning_point = TurningPoint(4, 1, "Move 4: Red writes 2 in circle g, and from there "
                                                  "Red could not lose.")
    at_size(app, (1024, 576))
    part = None
    try:
        screen = reviewed(app, "grundy", edit=turned)
        part = screen.review
        frames(app, 3)
        assert part.turning.text.startswith("★ Move 4: Red writes 2 in circle g")
        assert part.turning.y - part.turning.content_height >= part.graph_rect[1] + part.graph_rect[3] + 2
        x, y = app.to_window(part.turning.x + 20, part.turning.y - 6)
        from tests.ui.helpers import click_at
        click_at(app, x, y)
        frames(app, 2)
        assert screen.session.view_ply() == 3 and part.title.text.startswith("Move 4")
        # the header while the analysis runs, for the longest count
        part.worker = type("Running", (), {"started": True, "finished": False, "poll": lambda self: False,
                                           "close": lambda self: None})()
        part.review.plies = part.review.plies[:1]
        part.review.total_plies = 188
        part._write()
        assert part.progress.text.startswith("analysing: 1 of 188")
        head_right = part.head.x + part.head.content_width
        assert head_right + 8 <= part.progress.x - part.progress.content_width
        assert part.progress.x <= part.btn_prev.left
    finally:
        if part is not None:
            part.worker = None
        at_size(app, (1280, 720))


def test_the_hint_line_stays_the_reviews_in_margin(app, home, quick_review):
    """From the results to Margin's review, ten seconds of frames stepping and peeking: the hint
    line is the review's throughout, whatever Margin's screen would put there for its week (it
    sets its own when the week's hints change: here its week show turns to the summary's)."""
    seen = []

    def script(loop):
        yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results")
        yield from focus_button(loop, loop.scene, "Review")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: reviewing(loop), what="the review")
        screen = loop.scene
        for frame in range(600):                  # ten seconds of sixtieths
            if frame == 480:
                screen.hints_now = lambda: screen.summary_hints      # its week moves on
            if frame % 50 == 25:
                yield from loop.press(KEY.TAB if frame % 100 == 25 else KEY.RIGHT)
            yield loop.frames(1)
            seen.append((screen.hints, screen.pad_hints))
    SteppedLoop(app, first_scene=lambda: finished("margin")).run(script)
    assert len(seen) == 600 and all(hints == ReviewPart.hints for hints in seen), \
        next(h for h in seen if h != ReviewPart.hints)


@pytest.mark.parametrize("name", ["grundy", "fractal", "dodgson", "constitution", "margin"])
def test_the_decisions_listed_before_they_are_valued_are_the_games_own(name):
    """While the analysis runs, the decisions not valued yet are listed from who made each move
    (no position played again): the same as the game's own review_decisions wherever it keeps
    the default (a game grouping its decisions otherwise has them in the review's rows)."""
    from game import catalog
    from game.core.arena import play_record
    from game.core.session import MatchSession
    from game.core.state import Game
    from game.scenes.review_rows import default_spans
    game = catalog.get_game(name)
    if type(game).review_decisions is not Game.review_decisions:
        pytest.skip(f"{name} groups its decisions itself")
    record = play_record(name, "random", 2, max_plies=120)
    session = MatchSession.from_record(record, None, autosave=False)
    assert default_spans(session.movers) == game.review_decisions(session.state_at(0), record.moves)
