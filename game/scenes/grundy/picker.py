"""The number picker of the Grundy screen: a box beside the vertex being filled, with a row of
number chips (the picked one gold, the ones a neighbour holds struck out, "+" for the next
allowed number above them), who writes and what it does to their score, and the hint line."""
from __future__ import annotations

import math
from typing import Callable

from game.engines.grundy.board import Board
from game.engines.grundy.rules import smallest_allowed_number
from game.scenes.grundy.allowed import next_allowed
from game.scenes.grundy.choice import Choice
from game.scenes.grundy.layout import BOARD_AREA, BoardLayout, in_box
from game.scenes.grundy.pieces import mover_colour
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text, set_colour

MAX_CHIPS = 12                          # numbers the picker shows at once
CHIP = 38                               # a chip's side
CHIP_GAP = 6


class NumberPicker:
    """The picker of the Grundy screen: shows `choice` (the vertex `focus`, the number `pending`,
    `picker_open`, `hover_chip`, `input_mode`, `interactive`) on the live position `live()`, and
    names the writer with `seat_name(seat)`. It changes nothing: the controls do."""

    def __init__(self, choice: Choice, board: Board, layout: BoardLayout, noun: str,
                 live: Callable[[], object], seat_name: Callable[[int], str]):
        self.choice = choice
        self.board = board
        self.layout = layout
        self.noun = noun
        self.live = live
        self.seat_name = seat_name
        self._shapes = CachedShapes(self._build)
        self._key = None
        self.title = make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True)
        self.score = make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="right")
        self.hint = make_text("", 0, 0, theme.SIZE_TINY - 1, theme.TEXT_DIM)
        self.chip_texts = [make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, anchor_x="center", bold=True)
                           for _ in range(MAX_CHIPS + 1)]

    # ---- which numbers ------------------------------------------------------------------------
    def chip_numbers(self) -> list[int]:
        """The numbers the picker offers: 1 up to the board's listed cap for the vertex (or the
        picked number, if larger), the neighbours' numbers among them shown struck out."""
        vertex = self.choice.focus
        if vertex is None:
            return []
        top = max(self.board.number_caps[vertex], self.choice.pending, smallest_allowed_number(self.live(), vertex))
        start = max(1, top - MAX_CHIPS + 1)
        return list(range(start, top + 1))

    def _allowed(self) -> set[int]:
        """The chips' numbers the engine allows on the vertex (the others are struck out)."""
        numbers = self.chip_numbers()
        return set(self.live().allowed_numbers(self.choice.focus, cap=numbers[-1])) if numbers else set()

    def more_number(self) -> int:
        """What the "+" chip picks: the next allowed number above the chips."""
        numbers = self.chip_numbers()
        return next_allowed(self.live(), self.choice.focus, numbers[-1], 1) if numbers else 1

    # ---- where ---------------------------------------------------------------------------------
    def box(self):
        """(left, bottom, width, height, side) of the open picker, or None; side is where the
        box sits from its vertex: "above", "below", "right" or "left"."""
        if not self.choice.picker_open or self.choice.focus is None or not self.choice.interactive:
            return None
        state = self.live()
        if state.numbers[self.choice.focus] or state.is_terminal():
            return None
        self._set_words()
        count = len(self.chip_numbers()) + 1
        chips = count * (CHIP + CHIP_GAP) - CHIP_GAP
        words = self.title.content_width + self.score.content_width + 36
        width = max(chips, words, self.hint.content_width) + 28
        height = 108
        return self._place(width, height)

    def _place(self, width: float, height: float):
        """Beside the vertex, on the side where the box covers the fewest of its neighbours (the
        numbers the player is reasoning about) and stays on the board."""
        x, y = self.layout.centres[self.choice.focus]
        r = self.layout.radius
        left, bottom, area_w, area_h = BOARD_AREA
        gap = r + 18

        def clamp_x(l):
            return max(left + 4, min(l, left + area_w - width - 4))

        def clamp_y(b):
            return max(bottom - 6, min(b, bottom + area_h + 20 - height))

        lower_half = y < bottom + area_h * 0.5
        vertical = [("above", clamp_x(x - width / 2), y + gap), ("below", clamp_x(x - width / 2), y - gap - height)]
        if not lower_half:
            vertical.reverse()
        candidates = vertical + [("right", x + gap, clamp_y(y - height / 2)),
                                 ("left", x - gap - width, clamp_y(y - height / 2))]
        watched = [(self.choice.focus, 4)] + [(w, 1) for w in self.board.neighbours[self.choice.focus]]
        best, best_score = None, math.inf
        for rank, (side, l, b) in enumerate(candidates):
            if l < left - 2 or l + width > left + area_w + 2 or b < bottom - 10 or b + height > bottom + area_h + 24:
                continue
            covered = 0
            for v, weight in watched:
                vx, vy = self.layout.centres[v]
                if l - r * 0.6 <= vx <= l + width + r * 0.6 and b - r * 0.6 <= vy <= b + height + r * 0.6:
                    covered += weight
            score = covered * 10 + rank
            if score < best_score:
                best, best_score = (l, b, width, height, side), score
        if best is None:
            side, l, b = candidates[0]
            best = (l, max(bottom - 6, b), width, height, side)
        return best

    def _chip_rects(self):
        """[(number or "more", (left, bottom, width, height))] of the open picker's chips."""
        box = self.box()
        if box is None:
            return []
        l, b, w, h, _ = box
        x = l + 14
        rects = []
        for n in self.chip_numbers() + ["more"]:
            rects.append((n, (x, b + 30, CHIP, CHIP)))
            x += CHIP + CHIP_GAP
        return rects

    def chip_at(self, x: float, y: float):
        for n, rect in self._chip_rects():
            if in_box(rect, x, y):
                return n
        return None

    def move_at(self, x: float, y: float):
        """The move a click at (x, y) makes: an allowed number in the open picker, else None."""
        vertex = self.choice.focus
        if self.choice.picker_open and vertex is not None:
            chip = self.chip_at(x, y)
            if isinstance(chip, int) and self.live().illegal_reason((vertex, chip)) is None:
                return (vertex, chip)
        return None

    def chip_centre(self, number) -> tuple[float, float] | None:
        """Where the picker shows `number` (or "more"), for tests and pointers."""
        for n, (l, b, w, h) in self._chip_rects():
            if n == number:
                return (l + w / 2, b + h / 2)
        return None

    # ---- drawing ------------------------------------------------------------------------------
    def invalidate(self) -> None:
        """Something shown changed: the box is laid out again on the next draw."""
        self._key = None

    def _set_words(self) -> None:
        state = self.live()
        player = state.current_player()
        score = state.scores[player]
        words = (f"Write in {self.noun} {self.board.labels[self.choice.focus]}",
                 f"{self.seat_name(player)}: {score} → {score + self.choice.pending}",
                 {"mouse": "Click a number to write it  ·  gold: the one picked",
                  "keys": "Enter write  ·  Tab or + bigger  ·  Shift+Tab or - smaller",
                  "wasd": "Space write  ·  E bigger  ·  Q smaller  ·  X close",
                  "pad": "A write  ·  RB bigger  ·  LB smaller  ·  B close"}.get(self.choice.input_mode, ""))
        for text, word in zip((self.title, self.score, self.hint), words):
            if text.text != word:
                text.text = word

    def draw(self) -> None:
        box = self.box()
        if box is None:
            return
        key = (box, self.choice.pending, self.choice.hover_chip, tuple(self.chip_numbers()), self.choice.input_mode,
               tuple(theme.player_colours()[:2]))
        if key != self._key:
            self._key = key
            self._shapes.invalidate()
            self._layout_texts(box)
        self._shapes.draw()
        self.title.draw()
        self.score.draw()
        self.hint.draw()
        for text in self.chip_texts:
            if text.text:
                text.draw()

    def _layout_texts(self, box) -> None:
        l, b, w, h, _ = box
        player = self.live().current_player()
        self._set_words()
        self.title.x, self.title.y = l + 16, b + h - 19
        self.score.x, self.score.y = l + w - 14, b + h - 19
        set_colour(self.score, theme.shade(theme.player_colour(player), 1.45))
        self.hint.x, self.hint.y = l + 14, b + 15
        allowed = self._allowed()
        rects = self._chip_rects()
        for i, text in enumerate(self.chip_texts):
            if i >= len(rects):
                text.text = ""
                continue
            n, (cl, cb, cw, ch) = rects[i]
            text.text = "+" if n == "more" else str(n)
            text.x, text.y = cl + cw / 2, cb + ch / 2 + 1
            if n == "more":
                colour = theme.TEXT_MUTED
            elif n == self.choice.pending:
                colour = theme.ACCENT_TEXT
            elif n not in allowed:
                colour = theme.TEXT_DIM
            else:
                colour = theme.TEXT
            set_colour(text, colour)
            size = theme.SIZE_BODY if n == "more" or n < 100 else theme.SIZE_TINY
            if text.font_size != size:
                text.font_size = size

    def _build(self, sb: ShapeBuilder) -> None:
        box = self.box()
        if box is None:
            return
        l, b, w, h, side = box
        x, y = self.layout.centres[self.choice.focus]
        r = self.layout.radius
        colour = mover_colour(self.live())
        # the tail pointing at the vertex
        fill = theme.with_alpha(theme.PANEL, 250)
        if side in ("above", "below"):
            tail_x = max(l + 20, min(x, l + w - 20))
            edge = b + 1 if side == "above" else b + h - 1
            tip = (x, y + r + 6) if side == "above" else (x, y - r - 6)
            sb.triangle((tail_x - 11, edge), (tail_x + 11, edge), tip, fill)
        else:
            tail_y = max(b + 20, min(y, b + h - 20))
            edge = l + 1 if side == "right" else l + w - 1
            tip = (x + r + 6, y) if side == "right" else (x - r - 6, y)
            sb.triangle((edge, tail_y - 11), (edge, tail_y + 11), tip, fill)
        sb.rounded_rect(l + 4, b - 6, w, h, 12, (0, 0, 0, 120))
        sb.rounded_rect(l, b, w, h, 12, theme.with_alpha(theme.PANEL, 250))
        sb.gradient_rect(l + 6, b + h - 34, w - 12, 30, (255, 255, 255, 0), (255, 255, 255, 12))
        sb.rounded_outline(l, b, w, h, 12, 2, theme.shade(colour, 1.1))
        sb.rect(l + 1, b + h - 30, 4, 20, colour)
        allowed = self._allowed()
        smallest = smallest_allowed_number(self.live(), self.choice.focus)
        for n, (cl, cb, cw, ch) in self._chip_rects():
            hovered = n == self.choice.hover_chip
            if n == "more":
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.PANEL_HOVER if hovered else theme.shade(theme.PANEL, 0.8))
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.BORDER_SOFT)
                continue
            if n == self.choice.pending:
                sb.rounded_rect(cl - 4, cb - 4, cw + 8, ch + 8, 12, theme.with_alpha(theme.ACCENT, 70))
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.ACCENT)
                sb.gradient_rect(cl + 4, cb + ch * 0.5, cw - 8, ch * 0.42, (255, 255, 255, 0), (255, 255, 255, 70))
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.shade(theme.ACCENT, 1.3))
            elif n not in allowed:
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.shade(theme.PANEL, 0.7))
                sb.line((cl + 7, cb + 7), (cl + cw - 7, cb + ch - 7), 2.0, theme.with_alpha(theme.RED, 200))
            else:
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.PANEL_HOVER if hovered else theme.PANEL_LIGHT)
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.shade(theme.ACCENT, 0.9) if hovered
                                   else theme.BORDER)
            if n == smallest and n != self.choice.pending:
                sb.circle(cl + cw / 2, cb - 5, 2.5, theme.ACCENT, segments=8)
