"""The post-game review in a match screen's side panel (ReviewMode, game/modes/review.py), in the
move list's place. The board, the card and the graph show the same decision: the board the
position before it, with the move played drawn and, where it was a mistake, the better move
(review_marks.py); the card what was played and what was better, with the lines that follow
and what differs at their ends (review_card.py); the graph how good the position was for each
seat, its cursor on the decision's dot (review_graph.py). A peek shows the board after either
move. The review steps, counts and judges decision by decision (review_rows.py: a move, or in
Margin of Error a week's plan), and "Try it again" plays on from before a mistake.

The analysis runs in a worker process (game/core/review_worker.py): moves become reviewable as
they are valued, the header counts them, and the finished review is stored beside the match's
record, so a second review opens at once."""
from __future__ import annotations

import arcade
import pyglet

from game.core.review import (MAX_PLIES, SCORE, Review, ReviewAnalysis, review_path, save_review, stored_review,
                              too_long_words)
from game.core.review_worker import ReviewWorker
from game.modes.review import review_names
from game.scenes.mode_steps import carry_out
from game.scenes.panel_slot import PanelSlot
from game.scenes.review_card import ReviewCard, mistake_texts, row_texts, verdict_of
from game.scenes.review_graph import LEGEND_H, ReviewGraph
from game.scenes.review_marks import BETTER, PLAYED, ReviewMarks
from game.scenes.review_rows import RowIndex, default_spans, listed_rows, lower_first
from game.ui import theme
from game.ui.input import Action
from game.ui.widgets import Button, elide_text, fit_text, make_text, set_text

GRAPH_SHARE = 0.27          # of the review's area, for the graph (at most GRAPH_MOST pixels)
GRAPH_MOST = 90
GRAPH_LEAST = 40
REVIEW_BOTTOM = 84          # above "Try it again" and Menu
NAV_W, NAV_H = 24, 20       # the header's ◀ ▶ (the previous and next mistake)
PEEK_ORDER = (None, PLAYED, BETTER)


class ReviewPart(PanelSlot):
    """The review's slot of the side panel: in the move list's place, "Try it again" in Undo and
    Redo's; the graph and the mistakes step through the match, so the replay bar is not kept."""

    replaces_list = True
    keeps_replay_bar = False
    keeps_takebacks = False
    # the hint line while the review is shown (the screen puts it back over a game's own each frame)
    hints = ("[←→] step   [↑↓] mistakes   [Tab] after the move   [Enter] try it again   [Esc] menu",
             "[D-pad ←→] step   [↑↓] mistakes   [RB] after the move   [A] try it again   [Start] menu")

    def __init__(self, screen, mode):
        super().__init__(screen.play)
        self.screen = screen
        self.mode = mode
        record = mode.record
        self.stored_at = review_path(mode.path) if mode.path is not None else None
        search = screen.game.review_search(dict(record.options))
        # a record too long to review says so in the card instead (review.MAX_PLIES)
        self.too_long = too_long_words(len(record.moves)) if len(record.moves) > MAX_PLIES else None
        stored = mode.review
        if stored is None and self.stored_at is not None and self.too_long is None:
            stored, fault = stored_review(self.stored_at, record, search)
            if fault is not None:              # a damaged stored review: said, then made again
                screen.window.notify(f"{fault} (the review is made again)", "error", seconds=6)
        # the window's own copy of the analysis (it searches nothing: the worker sends values),
        # only where there is analysing to do
        if stored is not None or self.too_long is not None:
            self.analysis = self.worker = None
            self.review = stored if stored is not None else Review(record.game, SCORE, search, len(record.moves))
        elif mode.running is not None:          # the analysis the results began: taken over
            (self.analysis, self.worker), mode.running = mode.running, None
            self.review = self.analysis.review()
        else:
            names = review_names([screen.seat_name(seat) for seat in range(len(screen.session.seats))], mode.viewer)
            self.analysis = ReviewAnalysis.of_record(record, search, path=mode.path, checked=mode.played is not None,
                                                     names=names)
            self.review = self.analysis.review()
            self.worker = ReviewWorker(self.analysis, record)
        # the decisions of the whole match, listed before the analysis values them
        self.spans = default_spans(screen.session.movers)
        self.index = RowIndex(listed_rows(self.review, self.spans, screen.session.movers), len(self.review.rows))
        self.batch = pyglet.graphics.Batch()      # its texts: made again, in a new batch, at each layout
        self.graph = ReviewGraph(self)
        self.card = ReviewCard(self.ui, self.peek)
        self.marks = ReviewMarks(screen)
        self.peeking: str | None = None
        self._shown = None              # what the texts were written for (see update)
        self._area = None
        self.dragging = False
        self.btn_try: Button | None = None       # made where the panel places it (place_buttons)
        self.btn_prev = self.btn_next = None     # made at the first layout

    def place_buttons(self, bar, takebacks, batch) -> None:
        """"Try it again" where Undo and Redo would be."""
        l, b, w, h = takebacks
        self.btn_try = self.ui.add(Button("Try it again", self.try_again, l, b, w, h, size=theme.SIZE_SMALL))
        self.btn_try.enabled = False

    # ---- what the parts ask --------------------------------------------------------------------
    def seat_words(self, seat: int | None) -> str:
        """A seat as the review names it: "You" for the viewer's, "The dice" for none."""
        if seat is None:
            return "The dice"
        return "You" if seat == self.mode.viewer else self.screen.seat_name(seat)

    def seats_drawn(self) -> list[int]:
        """The graph's lines: two seats' chances mirror each other, so the viewer's alone."""
        seats = len(self.screen.session.seats)
        if seats == 2:
            viewer = self.mode.viewer
            return [viewer if viewer is not None else 0]
        return list(range(seats))

    def row(self):
        """The decision the board, the card and the graph show (None at the match's end)."""
        return self.index.at(self.screen.session.view_ply())

    def valued(self, row) -> bool:
        return row is not None and row.number <= len(self.review.rows)

    # ---- layout -------------------------------------------------------------------------------
    def layout(self, list_rect: tuple[float, float, float, float]) -> None:
        """Place everything in the side panel's list rectangle and its heading row, down to the
        buttons at its foot (the replay bar's place). The header's words and the mistakes' ◀ ▶
        never meet; a turning point takes a line under them."""
        l, b, w, h = list_rect
        turn = self.review.turning_point
        area = (l, REVIEW_BOTTOM, w, b + h - REVIEW_BOTTOM, turn is not None)
        if area == self._area:
            return
        self._area = area
        l, b, w, h, _ = area
        top = b + h
        self.batch = pyglet.graphics.Batch()
        self.head = make_text("REVIEW", l, top + 18, theme.SIZE_TINY, theme.ACCENT, bold=True, batch=self.batch)
        self.progress = make_text("", l + w - 2 * NAV_W - 10, top + 18, theme.SIZE_TINY, theme.TEXT_MUTED,
                                  anchor_x="right", batch=self.batch)
        for button in (self.btn_prev, self.btn_next):
            if button is not None:
                self.ui.remove(button)
        self.btn_prev = self.ui.add(Button("◀", lambda: self.jump_mistake(-1), l + w - 2 * NAV_W - 4,
                                           top + 18 - NAV_H / 2, NAV_W, NAV_H, size=theme.SIZE_TINY - 2, style="quiet"))
        self.btn_next = self.ui.add(Button("▶", lambda: self.jump_mistake(1), l + w - NAV_W, top + 18 - NAV_H / 2,
                                           NAV_W, NAV_H, size=theme.SIZE_TINY - 2, style="quiet"))
        turn_h = 0.0
        self.turning = make_text("", l + 2, top - 2, theme.SIZE_TINY - 1, theme.ACCENT, width=int(w - 4),
                                 multiline=True, anchor_y="top", batch=self.batch)
        if turn is not None:
            turn_h = fit_lines(self.turning, "★ " + turn.words, 2 if h > 250 else 1) + 6
        # (a short area, under four seats' cards, leaves the card the room the graph can spare)
        graph_h = min(GRAPH_MOST, max(GRAPH_LEAST, (h - turn_h) * (GRAPH_SHARE if h > 250 else 0.2)))
        self.graph_rect = (l + 4, top - turn_h - graph_h, w - 8, graph_h - 4)
        self.graph.layout(self.graph_rect, self.batch)
        card_top = self.graph_rect[1] - LEGEND_H - 10
        self.card_rect = (l, b, w, card_top - b)
        self.card.layout(self.card_rect, self.batch)
        self._shown = None

    # the card's texts, as the tests and the coach read them
    title = property(lambda self: self.card.title)
    verdict = property(lambda self: self.card.verdict)
    body = property(lambda self: self.card.body)

    # ---- per frame ------------------------------------------------------------------------------
    def update(self) -> None:
        """Start the analysis on the first frame, take what it found, keep the texts in line."""
        worker = self.worker
        if worker is not None:
            if not worker.started:
                worker.start()
            if worker.poll():
                self._take(self.analysis.review())
            if worker.finished:
                self._finished(worker)
        if self._area is None:
            return
        view = self.screen.session.view_ply()
        key = (view, len(self.review.plies), id(self.review), theme.colour_blind(), self.peeking)
        if key != self._shown:
            if self._shown is not None and key[3] != self._shown[3]:
                self.graph.write_legend()
                self.graph.shapes.invalidate()     # the seats' colours changed
            self._shown = key
            self._write()

    def _take(self, review: Review) -> None:
        self.review = review
        self.index = RowIndex(listed_rows(review, self.spans, self.screen.session.movers), len(review.rows))
        self.graph.shapes.invalidate()

    def _finished(self, worker: ReviewWorker) -> None:
        self.worker = None
        worker.close()
        if worker.error:
            self.screen.window.notify("The review could not finish: the moves valued so far are shown.", "error")
            return
        self._take(self.analysis.review())
        self._shown = None
        if self.stored_at is not None:
            try:
                save_review(self.review, self.mode.record, self.stored_at)
            except OSError as exc:
                self.screen.window.notify(f"The review could not be stored ({exc}).", "error")

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _write(self) -> None:
        review = self.review
        l, b, w, h = self.card_rect
        if self.too_long is not None:
            progress = "not analysed"
        elif self.worker is not None:
            progress = f"analysing: {len(review.plies)} of {review.total_plies} moves"
        else:
            count = sum(row.mistake for row in self.index.rows)
            progress = f"{count} mistake{'s' if count != 1 else ''}" if count else "no mistakes"
        # the header's words shrink, then are cut, to stay clear of "REVIEW" and the ◀ ▶
        set_text(self.progress, progress, theme.SIZE_TINY)
        room = self.progress.x - (self.head.x + self.head.content_width + 14)
        elide_text(fit_text(self.progress, room, theme.SIZE_TINY - 2), room)
        row = self.row()
        self.marks.prepare(row)
        if row is None:
            summary = self._summary()
            self.card.write("The end", ("", theme.TEXT_MUTED), [
                summary if self.too_long else summary + " Click the graph to look at any move; a red dot is a "
                "mistake.", summary])
        elif not self.valued(row):
            self.card.write(row.title, ("", theme.TEXT_MUTED), [self.too_long or "Being analysed…"])
        else:
            texts = mistake_texts(row, row.outcome) if row.mistake else row_texts(row, review.units)
            self.card.write(f"{row.title} · {self.seat_words(row.seat)}", verdict_of(row), texts)
        self.card.offer_peeks(self.marks.can_peek(PLAYED), self.marks.can_peek(BETTER), self.peeking)
        view = self.screen.session.view_ply()
        self.btn_prev.enabled = self.index.mistake_step(view, -1) is not None
        self.btn_next.enabled = self.index.mistake_step(view, 1) is not None
        self.ui.invalidate()
        if self.btn_try is not None:
            self.btn_try.enabled = self.can_try_again()

    def _summary(self) -> str:
        s = self.screen
        if self.too_long is not None:
            return self.too_long
        if not self.review.complete:
            return "The last moves are still being analysed."
        parts = []
        for seat in range(len(s.session.seats)):
            count = sum(row.mistake and row.seat == seat for row in self.index.rows)
            parts.append(f"{self.seat_words(seat)}: {count} mistake{'s' if count != 1 else ''}")
        return " · ".join(parts) + "."

    def status_words(self) -> str | None:
        """The side panel's status line: where the board is, in the card's words ("Before move
        6 of 40", "After week 3: the better move"); None at the end (the match's result)."""
        row = self.row()
        if row is None:
            return None
        if self.peeking == PLAYED:
            return f"After {lower_first(row.title)}: the move played."
        if self.peeking == BETTER:
            return f"After {lower_first(row.title)}: the better move."
        return f"Before {lower_first(self.index.counter(row))}."

    # ---- the board and the graph ----------------------------------------------------------------
    def better_move(self):
        """The better move from the position shown, where the decision made from it was a mistake."""
        self.marks.prepare(self.row())
        return self.marks.better

    def draw_on_board(self) -> None:
        self.marks.prepare(self.row())
        self.marks.draw(self.peeking)

    def draw(self) -> None:
        if self._area is None:
            return
        self.graph.draw(self.row(), self.review.total_plies)
        self.batch.draw()           # (its buttons are drawn in the panel's picture)
        if self.worker is not None:          # the analysis's progress, under the header
            gl, gb, gw, gh = self.graph_rect
            share = len(self.review.plies) / max(1, self.review.total_plies)
            arcade.draw_lrbt_rectangle_filled(gl, gl + gw * share, gb + gh + 6, gb + gh + 9, theme.ACCENT)

    # ---- input ----------------------------------------------------------------------------------
    def go_to(self, position: int) -> None:
        """To `position` (a row's first, or the end), out of any peek."""
        self.peeking = None
        self.screen.replay_to(position)

    def step(self, direction: int) -> None:
        """To the decision after (1) or before (-1) the one shown; after the last, the end."""
        self.go_to(self.index.step(self.screen.session.view_ply(), direction, self.review.total_plies))

    def jump_mistake(self, direction: int) -> None:
        """To the position before the next (or previous) mistake, where its better move shows."""
        ahead = self.index.mistake_step(self.screen.session.view_ply(), direction)
        if ahead is not None:
            self.go_to(ahead)

    def peek(self, kind: str | None) -> None:
        """Show the board after the move played or the better one (`kind`); the same again, or
        None: before the decision."""
        if kind == self.peeking or kind is None or not self.marks.can_peek(kind):
            kind = None
        self.peeking = kind
        self.screen.play("click")
        self.screen.show_peek(None if kind is None else self.marks.after(kind))

    def cycle_peek(self, direction: int) -> None:
        """Before → after the move played → after the better move → before (Tab; Shift+Tab back)."""
        self.marks.prepare(self.row())
        kinds = [k for k in PEEK_ORDER if k is None or self.marks.can_peek(k)]
        at = kinds.index(self.peeking) if self.peeking in kinds else 0
        self.peek(kinds[(at + direction) % len(kinds)])

    def _graph_row_position(self, x: float) -> int:
        """The decision whose dot is nearest to a point of the graph: its first position."""
        row = self.index.nearest_to(self.graph.position_at(x))
        return row.first if row is not None else 0

    def pointer_press(self, x: float, y: float) -> bool:
        if self._area is None:
            return False
        if self.ui.pointer_press(x, y):
            return True
        if self.graph.contains(x, y):
            self.dragging = True
            self.go_to(self._graph_row_position(x))
            return True
        turn = self.review.turning_point
        tl, tt = self.turning.x, self.turning.y
        if turn is not None and tl <= x <= tl + self.card_rect[2] and tt - self.turning.content_height <= y <= tt:
            row = self.index.at(turn.ply - 1)
            self.go_to(row.first if row is not None else turn.ply - 1)
            return True
        return False

    def pointer_move(self, x: float, y: float) -> None:
        """Hover on the buttons; while a press that began on the graph lasts, scrubbing."""
        self.ui.pointer_move(x, y)
        if self.dragging and self._area is not None:
            position = self._graph_row_position(x)
            if position != self.screen.session.view_ply():
                self.go_to(position)

    def pointer_release(self) -> None:
        self.dragging = False

    def on_action(self, action: Action) -> bool:
        """Left / right: the decision before / after; up / down: the previous / next mistake;
        Tab (RB): after the move played, after the better one, back; Enter on a mistake: try
        it again; Esc: the pause menu (looking back elsewhere, Esc returns to the game: here
        there is none)."""
        steps = {Action.LEFT: lambda: self.step(-1), Action.RIGHT: lambda: self.step(1),
                 Action.UP: lambda: self.jump_mistake(-1), Action.DOWN: lambda: self.jump_mistake(1),
                 Action.NEXT: lambda: self.cycle_peek(1), Action.PREV: lambda: self.cycle_peek(-1),
                 Action.CANCEL: self.screen.pause}
        if action in steps:
            steps[action]()
            return True
        if action == Action.CONFIRM and self.can_try_again():
            self.try_again()
            return True
        return False

    def can_try_again(self) -> bool:
        return self.better_move() is not None

    def try_again(self) -> None:
        if self.can_try_again():
            if self.peeking:
                self.peek(None)
            carry_out(self.screen, self.mode.practise(self.screen.session, self.screen.session.view_ply(),
                                                      self.review))


def fit_lines(text, words: str, lines: int) -> float:
    """Write `words` in a multiline `text`, cut at a word with "…" to stay within `lines`
    lines; returns its height."""
    set_text(text, words)
    most = lines * text.font_size * 1.7
    cut = words.split(" ")
    while text.content_height > most and len(cut) > 1:
        cut.pop()
        set_text(text, " ".join(cut).rstrip(",;:") + "…")
    return min(text.content_height, most)
