"""What a written number adds to the Grundy board, drawn every frame over the board's cached layer
so that a move never renders that layer again: the token (and on a map the country in the
writer's colour, its border drawn again over it), and the ring round the last move.

Each vertex's piece is built once per owner and kept as a flat vertex array; the shapes drawn are
those arrays put end to end, so a move builds one new piece and copies the rest."""
from __future__ import annotations

from array import array
from contextlib import contextmanager

import arcade
from pyglet.math import Mat4, Vec3

from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.pieces import BORDER, build_token, country_colour
from game.ui import theme
from game.ui.draw import FLOATS_PER_VERTEX, ShapeBuilder

LAST_MOVE_RING = 2.5                  # its thickness; it lies 7 pixels outside the token


class PieceShapes:
    """The pieces of the position shown, as one shape list. `builds` counts pieces built from
    shapes (a country per owner, a token per player, kept), `assemblies` the shape lists put
    together (one per position shown)."""

    def __init__(self, layout: BoardLayout, tones: list[int]):
        self.layout = layout
        self.tones = tones
        # a token's radius: a graph's sits inside its socket's rim
        self.token_radius = layout.radius if layout.is_map else layout.radius * 0.98
        self.builder = ShapeBuilder()
        self.builds = 0
        self.assemblies = 0
        self._key = None
        self._tokens: dict[tuple[int, int], array] = {}
        self._countries: dict[tuple[int, int], array] = {}
        self._rims: array | None = None
        self._rings: dict[int, array] = {}
        self._colour_blind = theme.colour_blind()

    def show(self, state, hidden: int | None) -> None:
        """Put together the pieces of `state`, the vertex `hidden` left empty (it is being
        animated in) and then no last-move ring; nothing is done if they are already shown."""
        owners = tuple(state.owners[v] if state.numbers[v] and v != hidden else -1 for v in range(len(state.numbers)))
        last = state.last_move[0] if state.last_move is not None and hidden is None else None
        key = (owners, last)
        if key != self._key:
            self._assemble(key)

    def _assemble(self, key) -> None:
        self._key = key
        owners, last = key
        data = array("f")
        held = [(v, owner) for v, owner in enumerate(owners) if owner >= 0]
        if self.layout.is_map and held:
            for v, owner in held:
                data.extend(self._country(v, owner))
            data.extend(self._rim())
        for v, owner in held:
            data.extend(self.token(v, owner))
        if last is not None:
            data.extend(self._ring(last))
        self.builder.clear()
        self.builder.data = data
        self.assemblies += 1

    def draw(self) -> None:
        if self._colour_blind != theme.colour_blind():
            # the players' colours changed (the settings): every piece is built again
            self._colour_blind = theme.colour_blind()
            self._tokens.clear()
            self._countries.clear()
            if self._key is not None:
                self._assemble(self._key)
        self.builder.draw()

    # ---- one vertex's piece -----------------------------------------------------------------------
    def token(self, vertex: int, owner: int) -> array:
        """The token of a number written on `vertex` by `owner`, as a flat vertex array: the
        owner's token (the same on every vertex) moved to the vertex."""
        data = self._tokens.get((vertex, owner))
        if data is None:
            x, y = self.layout.centres[vertex]
            data = array("f", self.token_at_origin(owner))
            for i in range(0, len(data), FLOATS_PER_VERTEX):
                data[i] += x
                data[i + 1] += y
            self._tokens[(vertex, owner)] = data
        return data

    def token_at_origin(self, owner: int) -> array:
        """`owner`'s token centred on (0, 0)."""
        data = self._tokens.get((None, owner))
        if data is None:
            sb = ShapeBuilder()
            # on a graph the socket below is its shadow
            build_token(sb, owner, 0.0, 0.0, self.token_radius, theme.player_colour(owner), shadow=self.layout.is_map)
            data = self._tokens[(None, owner)] = sb.data
            self.builds += 1
        return data

    def _country(self, vertex: int, owner: int) -> array:
        """A country in its writer's colour, lit from above, its border drawn again over it."""
        data = self._countries.get((vertex, owner))
        if data is None:
            sb = ShapeBuilder()
            layout = self.layout
            colour = country_colour(self.tones[vertex], owner)
            poly = layout.polygons[vertex]
            x, y = layout.centres[vertex]
            for i in range(len(poly)):
                a, b = poly[i], poly[(i + 1) % len(poly)]
                sb.triangle((x, y), a, b, layout.lit(colour, y), layout.lit(colour, a[1]), layout.lit(colour, b[1]))
            sb.polyline(poly, 3.0, BORDER, closed=True)
            data = self._countries[(vertex, owner)] = sb.data
            self.builds += 1
        return data

    def _rim(self) -> array:
        """The disc's rim, drawn again over the countries in their writers' colours."""
        if self._rims is None:
            sb = ShapeBuilder()
            build_rim(sb, self.layout)
            self._rims = sb.data
        return self._rims

    def _ring(self, vertex: int) -> array:
        data = self._rings.get(vertex)
        if data is None:
            sb = ShapeBuilder()
            x, y = self.layout.centres[vertex]
            sb.ring(x, y, self.layout.radius + 7, LAST_MOVE_RING, theme.with_alpha(theme.ACCENT, 230))
            data = self._rings[vertex] = sb.data
        return data


def build_rim(sb: ShapeBuilder, layout: BoardLayout) -> None:
    """The map's rim: a dark band round the disc and a thin light line outside it."""
    cx, cy, radius = layout.disc
    sb.ring(cx, cy, radius + 2.5, 5.0, BORDER, segments=120)
    sb.ring(cx, cy, radius + 6.5, 1.5, theme.with_alpha(theme.BORDER, 200), segments=120)


def drawn_from(data: array) -> ShapeBuilder:
    """A shape builder holding `data` (a piece), to draw it on its own."""
    sb = ShapeBuilder()
    sb.data = data
    return sb


@contextmanager
def scaled_about(x: float, y: float, scale: float, origin: tuple[float, float] | None = None):
    """Whatever is drawn meanwhile (shapes or texts) is scaled by `scale` about (x, y), or, with
    `origin`, about `origin` and moved to (x, y): an animation grows a piece built once at full
    size instead of building it again each frame (or, for a text, making its glyphs again at
    every font size it passes through)."""
    ox, oy = origin if origin is not None else (x, y)
    ctx = arcade.get_window().ctx
    view = ctx.view_matrix
    ctx.view_matrix = (view @ Mat4.from_translation(Vec3(x, y, 0)) @ Mat4.from_scale(Vec3(scale, scale, 1))
                       @ Mat4.from_translation(Vec3(-ox, -oy, 0)))
    try:
        yield
    finally:
        ctx.view_matrix = view
