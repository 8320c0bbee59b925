"""The review's card (under its graph, review_part.py): the decision the board shows, who made
it and what the review makes of it. For a mistake: the move played and the line that followed,
the better move and the line that would have followed it, and what differs at their ends
(ReviewRow.played_line, .line, .consequence); a card too small for all of it shrinks its words,
then shows less (`fit`). At its foot, "Show after: Played / Better": the board shows the
position after either (the peek, review_marks.py)."""
from __future__ import annotations

from typing import Callable

from game.core.review import POINTS, chance_words
from game.core.review_model import ReviewRow
from game.ui import theme
from game.ui.widgets import Button, make_text, set_colour, set_text
from game.ui.widgets.base import Widget

PEEK_ROW = 25               # the card's foot: "Show after:" and its two buttons
TITLE_ROW = 22
ARROW = " → "
LINE_SHOWN = 1              # moves of a line kept after the first where the card is short of room
LINE_SPACING = 1.35         # of the body's size: its lines a little closer than the font's own


def mistake_texts(row: ReviewRow, outcome: str | None = None) -> list[str]:
    """What the card says of a mistake, the whole first, then shorter and shorter: the move
    played and its line, the better move and its line, what differs at their ends (or, with no
    sentence for that, the values'), the dice after it."""
    def played(follow: int | None) -> str:
        rest = row.played_line[1:] if follow is None else row.played_line[1:1 + follow]
        return "Played: " + ARROW.join([row.words] + rest) + "."

    def better(follow: int | None) -> str:
        rest = row.line[1:] if follow is None else row.line[1:1 + follow]
        return "Better: " + ARROW.join([row.best_words or row.best or ""] + rest) + "."
    why = row.consequence or _values_reason(row)
    tail = [f"Dice: {outcome.rstrip('.')}."] if outcome else []
    texts = ["\n".join([played(None), better(None), *tail, why]).strip(),
             "\n".join([played(LINE_SHOWN), better(LINE_SHOWN), *tail, why]).strip(),
             "\n".join([played(0), better(0), why]).strip(),
             "\n".join([better(0), why]).strip(),        # (the move played is drawn on the board)
             why or "\n".join([played(0), better(0)]),   # (both are, tagged: what differs matters most)
             better(0)]
    shown: list[str] = []
    for text in texts:                       # (a row with short lines gives the same text twice)
        if text not in shown:
            shown.append(text)
    return shown


def _values_reason(row: ReviewRow) -> str:
    """The review's sentence of values (ReviewRow.why), less the better move it names first
    (the card names it on a line of its own)."""
    why = row.why or ""
    named = f"Better: {row.best_words or row.best}."
    return why[len(named):].strip() if why.startswith(named) else why


def row_texts(row: ReviewRow, units: str) -> list[str]:
    """What the card says of a decision that was not a mistake: what was done, its dice, and
    how good the position was before and after."""
    said = (row.words[:1].upper() + row.words[1:] + ".") if row.words else ""
    if row.outcome:
        said = (said + "\n" if said else "") + f"Dice: {row.outcome.rstrip('.')}."
    if row.seat is None or row.value_before is None or row.value_after is None:
        return [said]
    if units == POINTS:
        values = f"With best play: {points_words(row.value_before)} before, {points_words(row.value_after)} after."
    else:
        values = (f"Winning chances: {chance_words(row.value_before)} before, "
                  f"{chance_words(row.value_after)} after.")
    return [said + "\n" + values, said]


def points_words(value: float) -> str:
    amount = abs(round(value))
    if amount == 0:
        return "a draw"
    return f"{'ahead' if value > 0 else 'behind'} by {amount}"


def verdict_of(row: ReviewRow) -> tuple[str, tuple]:
    if row.seat is None:
        return ("the dice" if row.words else ""), theme.TEXT_MUTED
    if row.mistake:
        return "MISTAKE", theme.BAD
    if row.best is None and row.value_before is not None:
        return "best move", theme.GOOD
    return "", theme.TEXT_MUTED


class CardBackdrop(Widget):
    """The card's dark ground, a widget of the review's group so that it is drawn into the side
    panel's picture under the card's buttons (drawn over them, it would dim them)."""

    focusable = False

    def build(self, sb, focused: bool) -> None:
        sb.rounded_rect(self.left, self.bottom, self.width, self.height, 10, (8, 13, 28, 140))

    def shape_key(self, focused: bool) -> tuple:
        return self.left, self.bottom, self.width, self.height


class ReviewCard:
    """The card's texts and its peek buttons, placed in `rect` (logical l, b, w, h)."""

    def __init__(self, ui, peek: Callable[[str], None]):
        self.ui = ui                     # the review's button group (drawn in the side panel's picture)
        self.peek = peek                 # peek("played" | "better"): show after it, or back before it
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.backdrop: CardBackdrop | None = None
        self.btn_played: Button | None = None
        self.btn_better: Button | None = None
        self.peeking: str | None = None

    def layout(self, rect: tuple[float, float, float, float], batch) -> None:
        """Made again in `rect`, the texts in `batch` (the review's, new at each layout)."""
        self.batch = batch
        self.rect = l, b, w, h = rect
        top = b + h
        self.title = make_text("", l + 10, top - 12, theme.SIZE_SMALL, theme.TEXT, bold=True, batch=self.batch)
        self.verdict = make_text("", l + w - 10, top - 12, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="right",
                                 bold=True, batch=self.batch)
        self.body = make_text("", l + 10, top - TITLE_ROW - 5, theme.SIZE_TINY, theme.TEXT, width=int(w - 20),
                              multiline=True, anchor_y="top", batch=self.batch)
        self.peek_label = make_text("Show after:", l + 10, b + PEEK_ROW / 2 + 2, theme.SIZE_TINY - 1,
                                    theme.TEXT_MUTED, batch=self.batch)
        for widget in (self.backdrop, self.btn_played, self.btn_better):
            if widget is not None:
                self.ui.remove(widget)
        self.backdrop = self.ui.add(CardBackdrop(l, b, w, h))
        left = l + 14 + self.peek_label.content_width
        half = (l + w - 6 - left - 6) / 2
        self.btn_played = self.ui.add(Button("Played", lambda: self.peek("played"), left, b + 4, half, PEEK_ROW - 6,
                                             size=theme.SIZE_TINY - 1, style="quiet"))
        self.btn_better = self.ui.add(Button("Better", lambda: self.peek("better"), left + half + 6, b + 4, half,
                                             PEEK_ROW - 6, size=theme.SIZE_TINY - 1, style="quiet"))

    def body_room(self) -> float:
        return self.rect[3] - TITLE_ROW - PEEK_ROW - 7

    def write(self, title: str, verdict: tuple[str, tuple], texts: list[str]) -> None:
        """The title (shortened to its first part where the verdict leaves no room), the
        verdict and the first of `texts` that fits the card."""
        l, b, w, h = self.rect
        set_text(self.verdict, verdict[0])
        set_colour(self.verdict, verdict[1])
        set_text(self.title, title)
        if self.title.content_width > w - 30 - self.verdict.content_width:
            set_text(self.title, title.split(" · ")[0])       # the seat's card says who it is
        self.fit(texts)

    def fit(self, texts: list[str]) -> None:
        """The first of `texts` that fits the card at one of the body's sizes (the largest it
        fits at); past the last, the last at the smaller size, cut to fit."""
        room = self.body_room()
        sizes = (theme.SIZE_TINY, theme.SIZE_TINY - 1)      # (smaller is unread at 1024x576)
        for text in texts or [""]:
            for size in sizes:
                set_text(self.body, text, size)
                self.body.label.set_style("line_spacing", round(size * LINE_SPACING))
                if self.body.content_height <= room:
                    return
        words = (texts or [""])[-1].split(" ")      # past the last: it is cut at a word, with "…"
        while self.body.content_height > room and len(words) > 1:
            words.pop()
            set_text(self.body, " ".join(words).rstrip(",;:.") + "…", sizes[-1])

    def offer_peeks(self, played: bool, better: bool, peeking: str | None) -> None:
        """Which of the peek buttons work here, and which one is showing (its face lit)."""
        changed = False
        for button, enabled, kind in ((self.btn_played, played, "played"), (self.btn_better, better, "better")):
            style = "primary" if peeking == kind else "quiet"
            if button.enabled != enabled or button.style != style:
                button.enabled, button.style = enabled, style
                changed = True
        if changed:
            self.ui.invalidate()
