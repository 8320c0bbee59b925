"""The post-game review in a match screen's side panel (ReviewMode, game/modes/review.py), in the
move list's place: a graph of how good the position was for each seat over the match (click or
drag to jump to a move), the move played from the position shown with what the review makes of
it, the better move's ring on the board where the move was a mistake, and "Try it again".

The analysis runs in a worker process (game/core/review_worker.py): moves become reviewable as
they are valued, the header counts them, and the finished review is stored beside the match's
record, so a second review opens at once."""
from __future__ import annotations

import math

import arcade
import pyglet

from game.core.review import (MAX_PLIES, POINTS, SCORE, Review, ReviewAnalysis, chance_words, review_path, save_review,
                              stored_review, too_long_words)
from game.core.review_worker import ReviewWorker
from game.core.state import IllegalMove
from game.scenes.mode_steps import carry_out
from game.scenes.panel_slot import PanelSlot
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, elide_text, fit_text, make_text, set_colour, set_text

GRAPH_SHARE = 0.42          # of the review's area, for the graph (at most GRAPH_MOST pixels)
GRAPH_MOST = 120
NAV_H = 30
REVIEW_BOTTOM = 84          # above "Try it again" and Menu


class ReviewPart(PanelSlot):
    """The review's slot of the side panel: in the move list's place, "Try it again" in Undo and
    Redo's; the graph and the mistakes step through the match, so the replay bar is not kept."""

    replaces_list = True
    keeps_replay_bar = False
    keeps_takebacks = False

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
        else:
            self.analysis = ReviewAnalysis.of_record(record, search, path=mode.path, checked=mode.played is not None)
            self.review = self.analysis.review()
            self.worker = ReviewWorker(self.analysis, record)
        self.batch = pyglet.graphics.Batch()
        self.graph = CachedShapes(self._build_graph)
        self._shown = None              # (view ply, plies valued) the texts were written for
        self._area = None
        self.dragging = False
        self.btn_try: Button | None = None       # made where the panel places it (place_buttons)
        self.btn_prev = self.btn_next = None     # made at the first layout

    # the hint line while the review is shown (the screen takes it from here)
    hints = ("[←→] step   [↑↓] mistakes   [Enter] try it again   [Esc] menu",
             "[D-pad ←→] step   [↑↓] mistakes   [A] try it again   [Start] menu")

    def place_buttons(self, bar, takebacks, batch) -> None:
        """"Try it again" where Undo and Redo would be."""
        l, b, w, h = takebacks
        self.btn_try = self.ui.add(Button("Try it again", self.try_again, l, b, w, h, size=theme.SIZE_SMALL))
        self.btn_try.enabled = False

    def _offer_try_again(self) -> None:
        """"Try it again" is offered only on a mistake's position."""
        enabled = self.can_try_again()
        if self.btn_try is not None and self.btn_try.enabled != enabled:
            self.btn_try.enabled = enabled
            self.ui.invalidate()

    # ---- layout -------------------------------------------------------------------------------
    def layout(self, list_rect: tuple[float, float, float, float]) -> None:
        """Place everything in the side panel's list rectangle and its heading row, down to the
        buttons at its foot (the replay bar's place)."""
        l, b, w, h = list_rect
        area = (l, REVIEW_BOTTOM, w, b + h - REVIEW_BOTTOM)
        if area == self._area:
            return
        self._area = area
        l, b, w, h = area
        top = b + h
        self.head = make_text("REVIEW", l, top + 18, theme.SIZE_TINY, theme.ACCENT, bold=True, batch=self.batch)
        self.progress = make_text("", l + w, top + 18, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="right",
                                  batch=self.batch)
        graph_h = min(GRAPH_MOST, max(44.0, h * GRAPH_SHARE))
        self.graph_rect = (l + 4, top - graph_h, w - 8, graph_h - 4)
        for button in (self.btn_prev, self.btn_next):
            self.ui.remove(button)
        half = (w - 8) / 2
        self.btn_prev = self.ui.add(Button("◀ Mistake", lambda: self.jump_mistake(-1), l, b, half, NAV_H,
                                           size=theme.SIZE_TINY, style="quiet"))
        self.btn_next = self.ui.add(Button("Mistake ▶", lambda: self.jump_mistake(1), l + half + 8, b, half,
                                           NAV_H, size=theme.SIZE_TINY, style="quiet"))
        card_top = self.graph_rect[1] - 10
        card_bottom = b + NAV_H + 8
        self.card_rect = (l, card_bottom, w, card_top - card_bottom)
        self.title = make_text("", l + 10, card_top - 12, theme.SIZE_SMALL, theme.TEXT, bold=True, batch=self.batch)
        self.verdict = make_text("", l + w - 10, card_top - 12, theme.SIZE_TINY, theme.TEXT_MUTED,
                                 anchor_x="right", bold=True, batch=self.batch)
        self.body = make_text("", l + 10, card_top - 26, theme.SIZE_TINY, theme.TEXT, width=int(w - 20),
                              multiline=True, anchor_y="top", batch=self.batch)
        self._shown = None
        self.graph.invalidate()

    # ---- per frame ------------------------------------------------------------------------------
    def update(self) -> None:
        """Start the analysis on the first frame, take what it found, keep the texts in line."""
        worker = self.worker
        if worker is not None:
            if not worker.started:
                worker.start()
            if worker.poll():
                self.review = self.analysis.review()
                self.graph.invalidate()
            if worker.finished:
                self._finished(worker)
        if self._area is None:
            return
        key = (self.screen.session.view_ply(), len(self.review.plies), theme.colour_blind())
        if key != self._shown:
            if self._shown is not None and key[2] != self._shown[2]:
                self.graph.invalidate()           # the seats' colours changed
            self._shown = key
            self._write()

    def _finished(self, worker: ReviewWorker) -> None:
        self.worker = None
        worker.close()
        if worker.error:
            self.screen.window.notify("The review could not finish: the moves valued so far are shown.", "error")
            return
        self.review = self.analysis.review()
        self.graph.invalidate()
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

    def ply_review(self, view: int):
        """The review of the move played from position `view` (None past the last or not yet valued)."""
        plies = self.review.plies
        return plies[view] if view < len(plies) else None

    def _write(self) -> None:
        s = self.screen
        review = self.review
        total = review.total_plies
        done = len(review.plies)
        if self.too_long is not None:
            set_text(self.progress, "not analysed")
        elif self.worker is not None:
            set_text(self.progress, f"analysing: {done} of {total} moves")
        else:
            count = len(review.mistakes())
            set_text(self.progress, f"{count} mistake{'s' if count != 1 else ''}" if count else "no mistakes")
        view = s.session.view_ply()
        l, b, w, h = self.card_rect
        ply = self.ply_review(view)
        shorter: tuple[str, ...] = ()
        if view >= total:
            set_text(self.title, "The end")
            set_text(self.verdict, "")
            set_colour(self.verdict, theme.TEXT_MUTED)
            summary = self._summary()
            set_text(self.body, summary if self.too_long else
                     summary + " Click the graph to look at any move; a red dot is a mistake.")
            shorter = (summary,)
        elif ply is None:
            set_text(self.title, f"Move {view + 1}")
            set_text(self.verdict, "")
            set_text(self.body, self.too_long or "Being analysed…")
        else:
            who = "The dice" if ply.seat is None else s.seat_name(ply.seat)
            verdict, colour = self._verdict(ply)
            set_text(self.verdict, verdict)
            set_colour(self.verdict, colour)
            set_text(self.title, f"Move {ply.ply} · {who}")
            if self.title.content_width > w - 30 - self.verdict.content_width:
                set_text(self.title, f"Move {ply.ply}")      # the seat's card shows who it is
            body = short = ply.words[:1].upper() + ply.words[1:] + "."
            if ply.mistake and ply.why:
                body += " " + ply.why
                shorter = (short + f" Better: {ply.best_words or ply.best}.", short)
            elif ply.seat is not None and ply.value_before is not None and ply.value_after is not None:
                body += " " + self._values_sentence(ply)
            set_text(self.body, body)
        self._fit_body(*shorter)
        self._after_write()

    def _after_write(self) -> None:
        review = self.review
        view = self.screen.session.view_ply()
        self.btn_prev.enabled = any(p.ply - 1 < view for p in review.mistakes())
        self.btn_next.enabled = any(p.ply - 1 > view for p in review.mistakes())
        self.ui.invalidate()
        self._offer_try_again()

    def _fit_body(self, *shorter: str) -> None:
        """The card's words shrink to stay in the card; past the smallest size, each of
        `shorter` in turn takes their place (the move and the better move alone)."""
        room = self.card_rect[3] - 30
        for size in (theme.SIZE_TINY, theme.SIZE_TINY - 1, theme.SIZE_TINY - 2):
            if self.body.font_size != size:
                self.body.font_size = size
            if self.body.content_height <= room:
                return
        if shorter:
            set_text(self.body, shorter[0])
            self._fit_body(*shorter[1:])

    def _verdict(self, ply) -> tuple[str, tuple]:
        if ply.seat is None:
            return "a roll", theme.TEXT_MUTED
        if ply.mistake:
            return "MISTAKE", theme.BAD
        if ply.best is None and ply.value_before is not None:
            return "best move", theme.GOOD
        return "", theme.TEXT_MUTED

    def _values_sentence(self, ply) -> str:
        if self.review.units == POINTS:
            return f"With best play: {_points(ply.value_before)} before, {_points(ply.value_after)} after."
        return f"Winning chances: {chance_words(ply.value_before)} before, {chance_words(ply.value_after)} after."

    def _summary(self) -> str:
        s = self.screen
        review = self.review
        if self.too_long is not None:
            return self.too_long
        if not review.complete:
            return "The last moves are still being analysed."
        parts = []
        for seat in range(len(s.session.seats)):
            count = len(review.mistakes(seat))
            parts.append(f"{s.seat_name(seat)}: {count} mistake{'s' if count != 1 else ''}")
        return " · ".join(parts) + "."

    # ---- the better move's ring, the graph -------------------------------------------------------
    def better_move(self):
        """The better move from the position shown, where the move played from it was a mistake."""
        s = self.screen
        view = s.session.view_ply()
        ply = self.ply_review(view)
        if ply is None or not ply.mistake or not ply.better:
            return None
        try:
            return s.session.state_at(view).text_to_move(ply.better)
        except (IllegalMove, ValueError):
            return None

    def draw_on_board(self) -> None:
        """A pulsing ring on each spot of the better move (the screen's `lesson_anchors`)."""
        move = self.better_move()
        if move is None:
            return
        s = self.screen
        pulse = 0.5 + 0.5 * math.sin(s.time * 4.0)
        for x, y in s.lesson_anchors(move):
            arcade.draw_circle_outline(x, y, 18 + 5 * pulse, theme.with_alpha(theme.GOOD, 150 + int(100 * pulse)),
                                       3, num_segments=40)

    def _seats_drawn(self) -> list[int]:
        seats = len(self.screen.session.seats)
        if seats == 2:
            viewer = self.mode.viewer
            return [viewer if viewer is not None else 0]
        return list(range(seats))

    def _scale(self) -> tuple[float, float]:
        """The graph's value range (bottom, top)."""
        if self.review.units != POINTS:
            return 0.0, 1.0
        largest = max([1.0] + [abs(v) for vs in self.review.values if vs for v in vs])
        return -largest, largest

    def point(self, position: int, value: float) -> tuple[float, float]:
        gl, gb, gw, gh = self.graph_rect
        low, high = self._scale()
        x = gl + gw * position / max(1, self.review.total_plies)
        return x, gb + gh * (value - low) / (high - low)

    def _build_graph(self, sb: ShapeBuilder) -> None:
        l, b, w, h = self._area
        sb.rounded_rect(l, b + NAV_H + 4, w, b + h - (b + NAV_H + 4), 10, (8, 13, 28, 140))
        gl, gb, gw, gh = self.graph_rect
        sb.rounded_rect(gl - 4, gb - 4, gw + 8, gh + 8, 8, theme.PANEL_LIGHT)
        low, high = self._scale()
        mid = self.point(0, (low + high) / 2)[1]
        sb.rect(gl, mid - 0.5, gw, 1, theme.BORDER_SOFT)
        values = shown_values(self.review)
        for seat in self._seats_drawn():
            colour = self.screen.seat_colour(seat)
            points = [self.point(i, v[seat]) for i, v in enumerate(values) if v]
            if len(points) >= 2:
                # a light edge under each line: a dark seat colour (Black) still shows
                sb.polyline(points, 4.5, theme.with_alpha(theme.CREAM, 90))
                sb.polyline(points, 2.5, colour)
        drawn = self._seats_drawn()
        for ply in self.review.mistakes():
            after = values[ply.ply] if ply.ply < len(values) else None
            if not after:
                continue
            # on the mover's own line, or (two seats, one line) on the other's at that point
            x, y = self.point(ply.ply, after[ply.seat if ply.seat in drawn else drawn[0]])
            sb.circle(x, y, 6, theme.BAD)
            sb.circle(x, y, 3.5, self.screen.seat_colour(ply.seat))

    def draw(self) -> None:
        if self._area is None:
            return
        self.graph.draw()
        gl, gb, gw, gh = self.graph_rect
        x = self.point(self.screen.session.view_ply(), 0)[0]
        arcade.draw_lrbt_rectangle_filled(x - 1, x + 1, gb - 2, gb + gh + 2, theme.ACCENT)
        self.batch.draw()           # (its buttons are drawn in the panel's picture)
        if self.worker is not None:          # the analysis's progress, under the header
            total = max(1, self.review.total_plies)
            share = len(self.review.plies) / total
            arcade.draw_lrbt_rectangle_filled(gl, gl + gw * share, gb + gh + 6, gb + gh + 9, theme.ACCENT)

    # ---- input ----------------------------------------------------------------------------------
    def jump_mistake(self, direction: int) -> None:
        """To the position before the next (or previous) mistake, where its better move shows."""
        view = self.screen.session.view_ply()
        starts = sorted(p.ply - 1 for p in self.review.mistakes())
        ahead = [p for p in starts if (p > view if direction > 0 else p < view)]
        if ahead:
            self.screen.replay_to(ahead[0] if direction > 0 else ahead[-1])

    def _graph_position(self, x: float) -> int:
        gl, gb, gw, gh = self.graph_rect
        total = self.review.total_plies
        return max(0, min(total, round((x - gl) / gw * total)))

    def _in_graph(self, x: float, y: float) -> bool:
        gl, gb, gw, gh = self.graph_rect
        return gl - 6 <= x <= gl + gw + 6 and gb - 6 <= y <= gb + gh + 6

    def pointer_press(self, x: float, y: float) -> bool:
        if self._area is None:
            return False
        if self.ui.pointer_press(x, y):
            return True
        if self._in_graph(x, y):
            self.dragging = True
            self.screen.replay_to(self._graph_position(x))
            return True
        return False

    def pointer_move(self, x: float, y: float) -> None:
        """Hover on the buttons; while a press that began on the graph lasts, scrubbing."""
        self.ui.pointer_move(x, y)
        if self.dragging and self._area is not None:
            self.screen.replay_to(self._graph_position(x))

    def pointer_release(self) -> None:
        self.dragging = False

    def on_action(self, action: Action) -> bool:
        """Up / down: the previous / next mistake; Enter on a mistake: try it again; Esc: the
        pause menu (looking back elsewhere, Esc returns to the game: here there is none)."""
        if action == Action.CANCEL:
            self.screen.pause()
            return True
        if action == Action.UP:
            self.jump_mistake(-1)
            return True
        if action == Action.DOWN:
            self.jump_mistake(1)
            return True
        if action == Action.CONFIRM and self.better_move() is not None:
            self.try_again()
            return True
        return False

    def can_try_again(self) -> bool:
        return self.better_move() is not None

    def try_again(self) -> None:
        if self.can_try_again():
            carry_out(self.screen, self.mode.practise(self.screen.session, self.screen.session.view_ply(),
                                                      self.review))


def shown_values(review) -> list:
    """The graph's values: estimated ones evened out over their neighbours (1-2-1), since a
    search leans a little towards whoever is to move, which would draw the line as a zigzag;
    exact values (points) as they are."""
    values = review.values
    if review.units == POINTS:
        return values
    shown = []
    for i, here in enumerate(values):
        if not here:
            shown.append(here)
            continue
        before = values[i - 1] if i > 0 and values[i - 1] else here
        after = values[i + 1] if i + 1 < len(values) and values[i + 1] else here
        shown.append([(a + 2 * b + c) / 4 for a, b, c in zip(before, here, after)])
    return shown


def _points(value: float) -> str:
    amount = abs(round(value))
    if amount == 0:
        return "a draw"
    return f"{'ahead' if value > 0 else 'behind'} by {amount}"
