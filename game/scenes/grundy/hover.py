"""What the Grundy board shows about the vertex under the pointer or the cursor: its lines or
borders in gold, the neighbours ringed and the blocking ones marked, the keyboard cursor's
pulsing ring, a faint ghost of the number about to be written, and the tooltip (what may be
written there, or what it holds)."""
from __future__ import annotations

import math
from typing import Callable

import arcade

from game.engines.grundy.board import Board
from game.engines.grundy.rules import smallest_allowed_number
from game.scenes.grundy.allowed import allowed_summary, allowed_text
from game.scenes.grundy.choice import Choice
from game.scenes.grundy.layout import BOARD_AREA, BoardLayout
from game.scenes.grundy.pieces import SOCKET, mover_colour, number_font
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text


class HoverMarks:
    """What the Grundy board shows of `choice` (the vertex under the pointer, the cursor, the
    number picked) over the position: the live one `live()` for the marks, `looked_at()` (the one
    looked back at, else the live one) for the tooltip; `seat_name(seat)` names a writer."""

    def __init__(self, choice: Choice, board: Board, layout: BoardLayout, noun: str,
                 live: Callable[[], object], looked_at: Callable[[], object], seat_name: Callable[[int], str]):
        self.choice = choice
        self.board = board
        self.layout = layout
        self.noun = noun
        self.live = live
        self.looked_at = looked_at
        self.seat_name = seat_name
        self._hover_shapes = CachedShapes(self._build_hover)
        self._hover_key = None
        self._tooltip_shapes = CachedShapes(self._build_tooltip)
        self._tooltip_key = None
        self.tooltip_box = None         # (left, bottom, width, height) of the tooltip drawn, or None
        self.ghost = make_text("", 0, 0, 12, theme.with_alpha(theme.CREAM, 120), anchor_x="center", bold=True)
        self.tooltip_texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                              make_text("", 0, 0, theme.SIZE_TINY, theme.ACCENT),
                              make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)]

    def invalidate(self) -> None:
        """Something shown changed: the marks and the tooltip are built again on the next draw."""
        self._hover_key = self._tooltip_key = None

    def follow_pointer(self) -> None:
        """The pointer moved over the same vertex: the tooltip follows it."""
        if self.tooltip_box is not None or self.choice.hover is not None:
            self._tooltip_key = None

    def draw(self, shown, time: float) -> None:
        """The neighbourhood, the cursor, the ghost number and the tooltip, over the position
        `shown` (the board's), at the screen's clock `time` (the cursor and the ghost pulse)."""
        self._draw_hover(shown)
        self._draw_cursor(time)
        self._draw_ghost(time)
        self._draw_tooltip()

    # ---- the neighbourhood, the cursor, the ghost -----------------------------------------------
    def _draw_hover(self, shown) -> None:
        choice = self.choice
        key = (choice.hover, choice.focus, choice.interactive, choice.picker_open, shown.filled)
        if key != self._hover_key:
            self._hover_key = key
            self._hover_shapes.invalidate()
        self._hover_shapes.draw()

    def _build_hover(self, sb: ShapeBuilder) -> None:
        """The hovered (or focused) vertex's neighbourhood: its lines or borders in gold, the
        neighbours ringed."""
        layout, choice = self.layout, self.choice
        state = self.live()
        for vertex, strong in ((choice.hover, False), (choice.focus if choice.interactive else None, True)):
            if vertex is None or (strong is False and vertex == choice.focus and choice.interactive):
                continue
            x, y = layout.centres[vertex]
            colour = theme.ACCENT if strong else theme.CREAM
            r = layout.radius
            if layout.is_map:
                sb.fan((x, y), layout.polygons[vertex], theme.with_alpha(theme.CREAM, 34 if strong else 26))
                for w in self.board.neighbours[vertex]:
                    sb.polyline(layout.polygons[w], 2.0, theme.with_alpha(colour, 110), closed=True)
                sb.polyline(layout.polygons[vertex], 3.5, theme.with_alpha(colour, 235), closed=True)
            else:
                for w in self.board.neighbours[vertex]:
                    wx, wy = layout.centres[w]
                    d = math.dist((x, y), (wx, wy)) or 1.0
                    ux, uy = (wx - x) / d, (wy - y) / d
                    sb.line((x + ux * r, y + uy * r), (wx - ux * r, wy - uy * r), max(3.0, r * 0.16),
                            theme.with_alpha(colour, 200))
                    sb.ring(wx, wy, r + 4, 2.0, theme.with_alpha(colour, 150))
            if not state.numbers[vertex] and choice.interactive:
                # neighbours' numbers that block: a small red slash mark over each
                for w in self.board.neighbours[vertex]:
                    if state.numbers[w]:
                        wx, wy = layout.centres[w]
                        sb.circle(wx + r * 0.8, wy - r * 0.8, 6, theme.with_alpha(theme.RED, 230), segments=12)
                        sb.line((wx + r * 0.8 - 3.5, wy - r * 0.8), (wx + r * 0.8 + 3.5, wy - r * 0.8), 2,
                                theme.CREAM)

    def _draw_cursor(self, time: float) -> None:
        focus = self.choice.focus
        if focus is None or not self.choice.interactive:
            return
        x, y = self.layout.centres[focus]
        pulse = 0.5 + 0.5 * math.sin(time * 5.0)
        if self.layout.is_map:
            pts = self.layout.polygons[focus]
            arcade.draw_polygon_outline(pts, theme.with_alpha(theme.ACCENT, 150 + 100 * pulse), 2.5 + 1.5 * pulse)
        else:
            r = self.layout.radius + 7 + 3 * pulse
            arcade.draw_circle_outline(x, y, r, theme.with_alpha(theme.ACCENT, 170 + 85 * pulse), 3)

    def _draw_ghost(self, time: float) -> None:
        """A faint number in the vertex the player is about to write on."""
        choice = self.choice
        if not choice.interactive:
            return
        state = self.live()
        vertex, number = None, None
        if choice.focus is not None and choice.picker_open and not state.numbers[choice.focus]:
            vertex, number = choice.focus, choice.pending
        elif choice.hover is not None and not state.numbers[choice.hover]:
            vertex, number = choice.hover, smallest_allowed_number(state, choice.hover)
        if vertex is None:
            return
        x, y = self.layout.centres[vertex]
        r = self.layout.radius
        colour = mover_colour(state)
        pulse = 0.5 + 0.5 * math.sin(time * 4.0)
        arcade.draw_circle_filled(x, y, r * 0.86, theme.mix(SOCKET, colour, 0.3 + 0.15 * pulse))
        size = number_font(r, number)
        ghost = self.ghost
        if ghost.text != str(number):
            ghost.text = str(number)
        if ghost.font_size != size:
            ghost.font_size = size
        ghost.x, ghost.y = x, y + 1
        ghost.draw()

    # ---- the tooltip --------------------------------------------------------------------------------
    def tooltip_lines(self) -> tuple[str, str, str] | None:
        """What hovering shows about the vertex under the pointer (None when nothing)."""
        vertex = self.choice.hover
        if vertex is None or self.choice.pointer is None:
            return None
        if self.choice.picker_open and vertex == self.choice.focus and self.choice.interactive:
            return None
        state = self.looked_at()
        label = self.board.labels[vertex]
        degree = self.board.degree(vertex)
        noun = self.noun.capitalize()
        links = "borders" if self.layout.is_map else "neighbours"
        if state.numbers[vertex]:
            writer = self.seat_name(state.owners[vertex])
            return (f"{noun} {label} holds {state.numbers[vertex]}",
                    f"Written by {writer}",
                    f"{degree} {links}: {', '.join(self.board.labels[w] for w in self.board.neighbours[vertex])}")
        allowed, taken = allowed_summary(state, vertex)
        held = (f"Taken by neighbours: {', '.join(str(k) for k in taken)}" if taken
                else "No neighbour holds a number yet")
        return (f"{noun} {label}  ·  {degree} {links}", f"Allowed: {allowed_text(allowed)}", held)

    def _draw_tooltip(self) -> None:
        lines = self.tooltip_lines()
        key = (lines, self.choice.pointer if lines else None)
        if key != self._tooltip_key:
            self._tooltip_key = key
            self._tooltip_shapes.invalidate()
        self._tooltip_shapes.draw()
        if self.tooltip_box is not None:
            for text in self.tooltip_texts:
                text.draw()

    def _build_tooltip(self, sb: ShapeBuilder) -> None:
        lines = self.tooltip_lines()
        self.tooltip_box = None
        if lines is None:
            return
        for text, line in zip(self.tooltip_texts, lines):
            if text.text != line:
                text.text = line
        width = max(t.content_width for t in self.tooltip_texts) + 30
        height = 74
        px, py = self.choice.pointer
        left = px + 20
        bottom = py - height - 16
        al, ab, aw, ah = BOARD_AREA
        if left + width > al + aw:
            left = px - width - 20
        if bottom < ab - 30:
            bottom = py + 20
        left = max(al, left)
        self.tooltip_box = (left, bottom, width, height)
        sb.rounded_rect(left + 3, bottom - 5, width, height, 10, (0, 0, 0, 110))
        sb.rounded_rect(left, bottom, width, height, 10, theme.BACKGROUND_DEEP)
        sb.rounded_outline(left, bottom, width, height, 10, 1.5, theme.BORDER)
        state = self.looked_at()
        vertex = self.choice.hover
        bar = theme.player_colour(state.owners[vertex]) if state.numbers[vertex] else theme.ACCENT
        sb.rect(left + 1, bottom + 10, 4, height - 20, bar)
        for i, text in enumerate(self.tooltip_texts):
            text.x = left + 16
            text.y = bottom + height - 18 - 20 * i
