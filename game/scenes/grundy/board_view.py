"""The Grundy board as a position shows it: a graph (lines, sockets) or a map (sea, countries in
their land tone, borders), drawn once into the screen's cached layer; the pieces a position adds
(tokens, countries in the writer's colour, the last move ringed: piece_shapes.py) and the texts
(each vertex's letter, the numbers written, in one batch) are drawn over it every frame, so that a
move changes only what it touched."""
from __future__ import annotations

import math

import arcade
import pyglet

from game.engines.grundy.board import Board
from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.piece_shapes import PieceShapes, build_rim
from game.scenes.grundy.pieces import (
    BORDER, EDGE, EDGE_SHADOW, SEA, SEA_GLOW, SOCKET, SOCKET_EDGE, SOCKET_RING, country_colour, hold_font,
    land_tones, number_font,
)
from game.ui import theme
from game.ui.widgets.text import laid_out_once
from game.ui.draw import ShapeBuilder
from game.ui.widgets import set_colour


class BoardView:
    """Builds the board's shapes and keeps its pieces and texts in step with the position shown.
    `hidden` is the vertex whose number is still being animated in (drawn empty here), or None."""

    def __init__(self, board: Board, layout: BoardLayout):
        self.board = board
        self.layout = layout
        self.tones = land_tones(board)
        # the shadows' group is drawn first: within a group the batch's order is the order its
        # texts' vertices happen to lie in, which changes as texts change
        self.batch = pyglet.graphics.Batch()
        self.shadow_group, self.text_group = pyglet.graphics.Group(order=0), pyglet.graphics.Group(order=1)
        size = number_font(layout.radius, 1)
        self.letters = [self._text(board.labels[v], x, y, self._letter_size(), theme.TEXT_MUTED)
                        for v, (x, y) in enumerate(layout.centres)]
        self.number_shadows = [self._text("", x + 1, y - 1.5, size, (0, 0, 0, 150), self.shadow_group)
                               for x, y in layout.centres]
        self.numbers = [self._text("", x, y, size, theme.CREAM) for x, y in layout.centres]
        self.pieces = PieceShapes(layout, self.tones)
        self._written: list[int | None] = [None] * board.size    # the number each vertex's texts show
        self._fonts = hold_fonts(board, layout.radius, self._letter_size())

    def _text(self, text: str, x: float, y: float, size: float, colour, group=None) -> arcade.Text:
        return _text(self.batch, text, x, y, size, colour, group or self.text_group)

    def _letter_size(self) -> float:
        """A letter's size on an empty vertex."""
        return max(9.0, min(15.0, self.layout.radius * 0.55)) if not self.layout.is_map else 12.0

    def fill_colour(self, vertex: int, owner: int):
        """A country's fill: its land tone, or the writer's colour (owner -1: empty)."""
        return country_colour(self.tones[vertex], owner)

    # ---- texts --------------------------------------------------------------------------------
    def sync(self, state, hidden: int | None) -> None:
        """Pieces, numbers and letters for the position `state`; only the vertices whose number
        changed are touched."""
        self.pieces.show(state, hidden)
        for v, written in enumerate(self._written):
            number = state.numbers[v] if v != hidden else 0
            if number != written:
                self._written[v] = number
                self._write(v, number)

    def _write(self, v: int, number: int) -> None:
        x, y = self.layout.centres[v]
        r = self.layout.radius
        letter, text, shadow = self.letters[v], self.numbers[v], self.number_shadows[v]
        with laid_out_once(letter, text, shadow):
            if number:
                size = number_font(r, number)
                for label, ox, oy in ((shadow, 1.0, -1.5), (text, 0.0, 0.0)):
                    if label.font_size != size:
                        label.font_size = size
                    label.text = str(number)
                    label.position = (x + ox, y + oy + 1.0)
                # the letter moves out of the way: above the token, small
                letter.font_size = 9
                letter.position = (x + r * 1.15, y + r * 1.15)     # clear of a square token's corner
                set_colour(letter, theme.with_alpha(theme.TEXT, 200))
            else:
                text.text = shadow.text = ""
                letter.font_size = self._letter_size()
                letter.position = (x, y)
                set_colour(letter, theme.TEXT_MUTED if not self.layout.is_map else theme.with_alpha(theme.CREAM, 210))

    def draw(self) -> None:
        """The pieces and the texts, over the board's layer."""
        self.pieces.draw()
        self.batch.draw()

    # ---- shapes -------------------------------------------------------------------------------
    def build(self, sb: ShapeBuilder) -> None:
        """The board with no number written (for the cached layer)."""
        if self.layout.is_map:
            self._build_map(sb)
        else:
            self._build_graph(sb)

    def _build_graph(self, sb: ShapeBuilder) -> None:
        layout = self.layout
        # a soft pool of light under the graph
        xs = [x for x, _ in layout.centres]
        ys = [y for _, y in layout.centres]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        reach = max(math.dist((cx, cy), c) for c in layout.centres) + layout.radius * 2.2
        sb.circle(cx, cy, reach, (60, 90, 160, 26), edge_colour=(60, 90, 160, 0), segments=72)
        sb.circle(cx, cy, reach * 0.7, (80, 110, 180, 18), edge_colour=(80, 110, 180, 0), segments=72)
        r = layout.radius
        width = layout.line_width
        for u, v in self.board.edges:
            a, b = layout.centres[u], layout.centres[v]
            sb.line((a[0] + 2, a[1] - 3), (b[0] + 2, b[1] - 3), width + 2, EDGE_SHADOW)
        for u, v in self.board.edges:
            a, b = layout.centres[u], layout.centres[v]
            ya, yb = layout.lit(EDGE, a[1]), layout.lit(EDGE, b[1])
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * width / 2, dx / length * width / 2
            sb.quad((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny),
                    None, colours=(ya, yb, yb, ya))
        for x, y in layout.centres:
            # every circle has its socket; a written number sits in it as a token (piece_shapes)
            sb.circle(x + 2, y - 3, r + 3, (0, 0, 0, 110))
            sb.circle(x, y, layout.socket_radius, layout.lit(SOCKET_RING, y))
            sb.circle(x, y, r - 1, SOCKET, edge_colour=SOCKET_EDGE)
            sb.gradient_rect(x - r * 0.55, y + r * 0.15, r * 1.1, r * 0.5, (255, 255, 255, 0), (255, 255, 255, 14))

    def _build_map(self, sb: ShapeBuilder) -> None:
        layout = self.layout
        cx, cy, radius = layout.disc
        # the sea around the disc: a glow, a shadow, a rim
        sb.circle(cx, cy, radius + 26, SEA_GLOW, edge_colour=theme.with_alpha(SEA_GLOW, 0), segments=96)
        sb.circle(cx + 5, cy - 8, radius + 8, (0, 0, 0, 120), segments=96)
        sb.circle(cx, cy, radius + 9, theme.shade(SEA, 1.25), segments=96)
        sb.circle(cx, cy, radius + 6, SEA, segments=96)
        for v, poly in enumerate(layout.polygons):
            colour = self.fill_colour(v, -1)
            x, y = layout.centres[v]
            for i in range(len(poly)):
                a, b = poly[i], poly[(i + 1) % len(poly)]
                sb.triangle((x, y), a, b, layout.lit(colour, y), layout.lit(colour, a[1]), layout.lit(colour, b[1]))
        for poly in layout.polygons:
            sb.polyline(poly, 3.0, BORDER, closed=True)
        build_rim(sb, layout)


def _text(batch, text: str, x: float, y: float, size: float, colour, group=None) -> arcade.Text:
    """A bold centred text on the board, drawn with the board's batch."""
    return arcade.Text(text, x, y, colour, size, font_name=theme.BODY_FONT, bold=True, anchor_x="center",
                       anchor_y="center", batch=batch, group=group)


def hold_fonts(board: Board, radius: float, letter_size: float) -> list:
    """The fonts of the board's numbers (every size a number can be written at) and letters
    (on an empty vertex and beside a token), their glyphs made now (see `hold_font`)."""
    digits = "0123456789"
    sizes = {number_font(radius, 10 ** (n - 1)) for n in range(1, len(str(board.size + 1)) + 1)}
    warm = [(digits, size) for size in sizes] + [("".join(board.labels), size) for size in (9, letter_size)]
    return [hold_font(_text(None, "", 0, 0, size, theme.CREAM), chars) for chars, size in warm]
