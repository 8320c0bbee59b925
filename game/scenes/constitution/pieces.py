"""The candidates' tokens: the piece (round for seat 0, square for seat 1, a star on top), the
ghost a move would put on its destination, and the seat's shape mark on supporting cells."""
from __future__ import annotations

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.seat_tokens import TokenLook, build_seat_token


def add_mark(sb: ShapeBuilder, seat: int, x: float, y: float, size: float, colour) -> None:
    """The seat's shape mark (theme.PLAYER_MARKS: ● seat 0, ■ seat 1): a cue that needs no colour."""
    if seat == 0:
        sb.circle(x, y, size, colour, segments=10)
    else:
        s = size * 0.9
        sb.rect(x - s, y - s, 2 * s, 2 * s, colour)


# a candidate's piece: a star on its face
CANDIDATE = TokenLook(shadow=(0.12, 0.22), square=0.92, ring=0.82, face=0.72, lift=0.05, corners=(0.3, 0.25),
                      ring_shade=0.72, domed=False, star=0.5, shine=(0.18, 0.45, 60))


def build_piece(sb: ShapeBuilder, seat: int, radius: float, colour, x: float = 0.0, y: float = 0.0) -> None:
    """A candidate's piece: a round token (seat 0) or a square token (seat 1), white rim, a star."""
    build_seat_token(sb, seat, x, y, radius, colour, CANDIDATE)


def build_ghost(sb: ShapeBuilder, seat: int, radius: float, colour) -> None:
    """Where the piece would go: a faint disc in the seat's colour with its shape mark."""
    sb.circle(0, 0, radius * 1.05, theme.with_alpha(colour, 90))
    add_mark(sb, seat, 0, 0, radius * 0.45, theme.with_alpha(theme.CREAM, 160))


class MovableShape:
    """A shape built once and drawn anywhere by moving it (a ShapeElementList with a position)."""

    def __init__(self, build):
        from arcade.shape_list import Shape, ShapeElementList
        import pyglet.gl as gl
        sb = ShapeBuilder()
        build(sb)
        self.list = ShapeElementList()
        self.list.append(Shape(sb.vertex_points(), sb.vertex_colours(), mode=gl.GL_TRIANGLES))

    def draw_at(self, x: float, y: float) -> None:
        self.list.position = (x, y)
        self.list.draw()


class PieceShapes:
    """Each seat's piece and ghost at the map's scale, built on first use; `clear()` after a
    palette change rebuilds them in the new colours."""

    def __init__(self, map_scale: float):
        self.radius = max(9.0, map_scale * 0.52)
        self._pieces: dict[int, MovableShape] = {}
        self._ghosts: dict[int, MovableShape] = {}

    def clear(self) -> None:
        self._pieces.clear()
        self._ghosts.clear()

    def piece(self, seat: int) -> MovableShape:
        if seat not in self._pieces:
            colour = theme.player_colour(seat)
            self._pieces[seat] = MovableShape(lambda sb: build_piece(sb, seat, self.radius, colour))
        return self._pieces[seat]

    def ghost(self, seat: int) -> MovableShape:
        if seat not in self._ghosts:
            colour = theme.player_colour(seat)
            self._ghosts[seat] = MovableShape(lambda sb: build_ghost(sb, seat, self.radius, colour))
        return self._ghosts[seat]
