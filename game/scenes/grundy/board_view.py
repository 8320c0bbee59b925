"""The Grundy board as a position shows it: a graph (lines, sockets, tokens) or a map (sea,
countries in their land tone or the writer's colour, borders, tokens), the last move ringed,
and the texts on it (each vertex's letter, the numbers written) in one batch."""
from __future__ import annotations

import math

import arcade
import pyglet

from game.engines.grundy.board import Board
from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.pieces import (
    BORDER, EDGE, EDGE_SHADOW, SEA, SEA_GLOW, SOCKET, SOCKET_EDGE, SOCKET_RING, build_token, country_colour,
    land_tones, number_font,
)
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import set_colour


class BoardView:
    """Builds the board's shapes for a position and keeps its texts in step with it. `hidden` is
    the vertex whose number is still being animated in (drawn empty here), or None."""

    def __init__(self, board: Board, layout: BoardLayout):
        self.board = board
        self.layout = layout
        self.tones = land_tones(board)
        self.batch = pyglet.graphics.Batch()
        self.letters = [_text(self.batch, board.labels[v], x, y, self._letter_size(), theme.TEXT_MUTED)
                        for v, (x, y) in enumerate(layout.centres)]
        self.number_shadows = [_text(self.batch, "", x + 1, y - 1.5, 12, (0, 0, 0, 150)) for x, y in layout.centres]
        self.numbers = [_text(self.batch, "", x, y, 12, theme.CREAM) for x, y in layout.centres]

    def _letter_size(self) -> float:
        """A letter's size on an empty vertex."""
        return max(9.0, min(15.0, self.layout.radius * 0.55)) if not self.layout.is_map else 12.0

    def fill_colour(self, vertex: int, owner: int):
        """A country's fill: its land tone, or the writer's colour (owner -1: empty)."""
        return country_colour(self.tones[vertex], owner)

    # ---- texts --------------------------------------------------------------------------------
    def sync_texts(self, state, hidden: int | None) -> None:
        """Numbers and letters for the position `state`."""
        layout = self.layout
        r = layout.radius
        for v, (x, y) in enumerate(layout.centres):
            number = state.numbers[v]
            letter, text, shadow = self.letters[v], self.numbers[v], self.number_shadows[v]
            if number and v != hidden:
                size = number_font(r, number)
                for label, ox, oy in ((shadow, 1.0, -1.5), (text, 0.0, 0.0)):
                    label.text = str(number)
                    if label.font_size != size:
                        label.font_size = size
                    label.x, label.y = x + ox, y + oy + 1.0
                # the letter moves out of the way: above the token, small
                letter.font_size = 9
                letter.x, letter.y = x + r * 1.15, y + r * 1.15     # clear of a square token's corner
                set_colour(letter, theme.with_alpha(theme.TEXT, 200))
            else:
                text.text = shadow.text = ""
                letter.font_size = self._letter_size()
                letter.x, letter.y = x, y
                set_colour(letter, theme.TEXT_MUTED if not layout.is_map else theme.with_alpha(theme.CREAM, 210))

    def draw_texts(self) -> None:
        self.batch.draw()

    # ---- shapes -------------------------------------------------------------------------------
    def build(self, sb: ShapeBuilder, state, hidden: int | None) -> None:
        if self.layout.is_map:
            self._build_map(sb, state, hidden)
        else:
            self._build_graph(sb, state, hidden)
        if hidden is None:
            self._build_last_move(sb, state)

    def _build_graph(self, sb: ShapeBuilder, state, hidden: int | None) -> None:
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
        for v, (x, y) in enumerate(layout.centres):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            # every circle has its socket; a written number sits in it as a token
            sb.circle(x + 2, y - 3, r + 3, (0, 0, 0, 110))
            sb.circle(x, y, layout.socket_radius, layout.lit(SOCKET_RING, y))
            sb.circle(x, y, r - 1, SOCKET, edge_colour=SOCKET_EDGE)
            sb.gradient_rect(x - r * 0.55, y + r * 0.15, r * 1.1, r * 0.5, (255, 255, 255, 0), (255, 255, 255, 14))
            if owner >= 0:
                build_token(sb, owner, x, y, r * 0.98, theme.player_colour(owner), shadow=False)

    def _build_map(self, sb: ShapeBuilder, state, hidden: int | None) -> None:
        layout = self.layout
        cx, cy, radius = layout.disc
        # the sea around the disc: a glow, a shadow, a rim
        sb.circle(cx, cy, radius + 26, SEA_GLOW, edge_colour=theme.with_alpha(SEA_GLOW, 0), segments=96)
        sb.circle(cx + 5, cy - 8, radius + 8, (0, 0, 0, 120), segments=96)
        sb.circle(cx, cy, radius + 9, theme.shade(SEA, 1.25), segments=96)
        sb.circle(cx, cy, radius + 6, SEA, segments=96)
        for v, poly in enumerate(layout.polygons):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            colour = self.fill_colour(v, owner)
            x, y = layout.centres[v]
            for i in range(len(poly)):
                a, b = poly[i], poly[(i + 1) % len(poly)]
                sb.triangle((x, y), a, b, layout.lit(colour, y), layout.lit(colour, a[1]), layout.lit(colour, b[1]))
        for poly in layout.polygons:
            sb.polyline(poly, 3.0, BORDER, closed=True)
        sb.ring(cx, cy, radius + 2.5, 5.0, BORDER, segments=120)
        sb.ring(cx, cy, radius + 6.5, 1.5, theme.with_alpha(theme.BORDER, 200), segments=120)
        r = layout.radius
        for v, (x, y) in enumerate(layout.centres):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            if owner >= 0:
                build_token(sb, owner, x, y, r, theme.player_colour(owner))

    def _build_last_move(self, sb: ShapeBuilder, state) -> None:
        if state.last_move is None:
            return
        x, y = self.layout.centres[state.last_move[0]]
        sb.ring(x, y, self.layout.radius + 7, 2.5, theme.with_alpha(theme.ACCENT, 230))


def _text(batch, text: str, x: float, y: float, size: float, colour) -> arcade.Text:
    """A bold centred text on the board, drawn with the board's batch."""
    return arcade.Text(text, x, y, colour, size, font_name=theme.BODY_FONT, bold=True, anchor_x="center",
                       anchor_y="center", batch=batch)
