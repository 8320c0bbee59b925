"""The decisions the review screen steps through, counts and judges: the review's rows
(game.core.review_model.ReviewRow: a move, or in Margin of Error a seat's plan for a week with
its dice as the outcome), then, while the analysis runs, the decisions not valued yet (from
Game.review_decisions), so that stepping and counting cover the whole match from the first
frame. Pure Python: the review's parts (review_part.py, review_card.py, review_graph.py) ask it."""
from __future__ import annotations

import bisect
import re
from typing import Sequence

from game.core.review_model import Review, ReviewRow
from game.core.state import CHANCE

Span = tuple[int, int, int]          # (first, last, end) positions of a decision


def default_spans(movers: Sequence[int]) -> list[Span]:
    """Each move by a seat a decision and the rolls after it its outcome, as Game.review_decisions
    makes them by default, read from who made each move (`movers`, CHANCE for a roll): no
    position is played again for them (a game that groups its decisions otherwise, as Margin of
    Error's weeks, has them in the review's rows as they are valued)."""
    spans: list[list[int]] = []
    for index, mover in enumerate(movers):
        if mover == CHANCE and spans:
            spans[-1][2] = index + 1
        else:
            spans.append([index, index + 1, index + 1])
    return [(first, last, end) for first, last, end in spans]


def listed_rows(review: Review, spans: Sequence[Span], movers: Sequence[int]) -> list[ReviewRow]:
    """The review's rows, then a row not valued yet for each decision after them (`spans`,
    with `movers` naming who made each move of the record)."""
    rows = list(review.rows)
    reached = rows[-1].end if rows else 0
    for first, last, end in spans:
        if first < reached:
            continue
        mover = movers[first] if first < len(movers) else CHANCE
        title = f"Move {first + 1}" if last == first + 1 else f"Moves {first + 1} to {last}"
        rows.append(ReviewRow(len(rows) + 1, first, last, end, None if mover < 0 else mover, title, ""))
        reached = end
    return rows


class RowIndex:
    """The listed rows with their first positions at hand: which row a position is in, the
    rows before and after, the mistakes."""

    def __init__(self, rows: list[ReviewRow], valued: int | None = None):
        self.rows = rows
        self.firsts = [row.first for row in rows]
        self.valued = len(rows) if valued is None else valued      # the review's own rows, first

    def at(self, position: int) -> ReviewRow | None:
        """The row whose moves or outcome are played from `position` (None at the end)."""
        i = bisect.bisect_right(self.firsts, position) - 1
        if i >= 0 and self.rows[i].holds(position):
            return self.rows[i]
        return None

    def step(self, view: int, direction: int, end: int) -> int:
        """The position of the row after (`direction` 1) or before (-1) the one at `view`: its
        first; after the last row, the match's end (`end`)."""
        if direction > 0:
            i = bisect.bisect_right(self.firsts, view)
            return self.firsts[i] if i < len(self.firsts) else end
        i = bisect.bisect_left(self.firsts, view) - 1
        return self.firsts[i] if i >= 0 else (self.firsts[0] if self.firsts else 0)

    def mistake_step(self, view: int, direction: int) -> int | None:
        """The first position of the next (1) or previous (-1) mistake's row, None if there is none."""
        starts = [row.first for row in self.rows if row.mistake]
        ahead = [p for p in starts if (p > view if direction > 0 else p < view)]
        if not ahead:
            return None
        return ahead[0] if direction > 0 else ahead[-1]

    def nearest_to(self, position: int) -> ReviewRow | None:
        """The row whose move's dot (its `last` position, where the graph marks it) is nearest
        to `position`."""
        if not self.rows:
            return None
        return min(self.rows, key=lambda row: (abs(row.last - position), row.first))

    def counter(self, row: ReviewRow) -> str:
        """The row's title with how many there are of its kind: "Move 12 of 40", "Week 3 of 9"
        (a title ending in a number is counted among the titles of the same first word);
        "Election night" alone; the count waits where the rows not valued yet are of another kind."""
        match = re.fullmatch(r"(\D+?)\s*(\d+)", row.title)
        if match is None:
            return row.title
        kind = re.escape(match.group(1)) + r"\s*\d+"
        if any(not re.fullmatch(kind, r.title) for r in self.rows[self.valued:]):
            return row.title        # (the rows not valued yet may be counted otherwise: "Week 3", not "of 3")
        return f"{row.title} of {len({r.title for r in self.rows if re.fullmatch(kind, r.title)})}"


def lower_first(words: str) -> str:
    """"Move 12 of 40" as it reads inside a sentence ("before move 12 of 40")."""
    return words[:1].lower() + words[1:]
