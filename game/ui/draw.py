"""Batched drawing: build many shapes into one triangle list, draw it in one call.

Immediate-mode `arcade.draw_*` calls cost a draw call each (hundreds of them
take tens of milliseconds), so screens collect their static geometry in a
`ShapeBuilder` once, turn it into a single vertex buffer (`TriangleShape`), and
rebuild it only when something it shows changes. Everything is plain
GL_TRIANGLES so the draw order is exactly the order shapes were added.
"""
from __future__ import annotations

import contextlib
import functools
import math
from array import array
from typing import Sequence

import arcade
import pyglet.gl as gl

from game.ui import theme

Point = tuple[float, float]

# How a vertex shader drawn through arcade's cameras begins: the GLSL version and arcade's
# uniform block with the window's projection and view matrices.
WINDOW_SHADER_HEAD = """
#version 330
uniform WindowBlock { mat4 projection; mat4 view; } window;
"""


def _rgba(colour) -> tuple:
    # floats are fine: the vertex buffer is float and the shader scales 0..255
    return colour if len(colour) == 4 else (colour[0], colour[1], colour[2], 255)


class TriangleShape:
    """Triangles with per-vertex colours in one vertex buffer, drawn in one call: what
    `arcade.shape_list.Shape` does, made straight from the builder's flat array (Shape
    converts every vertex colour through `Color.from_iterable`, thousands a rebuild)."""

    def __init__(self, data: array, program=None):
        self.ctx = arcade.get_window().ctx
        self.program = program or self.ctx.line_generic_with_colors_program
        self.data = data
        self.vertices = len(data) // FLOATS_PER_VERTEX
        self.geometry = None

    def draw(self) -> None:
        from arcade.gl import BufferDescription
        if self.geometry is None:
            buffer = self.ctx.buffer(data=self.data)
            self.geometry = self.ctx.geometry([BufferDescription(buffer, "2f 4f", ("in_vert", "in_color"))])
        self.geometry.render(self.program, mode=gl.GL_TRIANGLES, vertices=self.vertices)


FLOATS_PER_VERTEX = 6      # x, y, r, g, b, a


class ShapeBuilder:
    """Collects triangles (with per-vertex colours) and makes one drawable shape."""

    def __init__(self):
        self.data = array("f")
        self._shape: TriangleShape | None = None

    # ---- output -----------------------------------------------------------------------
    def clear(self) -> None:
        self.data = array("f")
        self._shape = None

    def append(self, piece: "ShapeBuilder") -> None:
        """Add the triangles of a piece built apart and kept (a button's look, a panel's card),
        so that a change costs a copy, not a build."""
        self.data.extend(piece.data)
        self._shape = None

    def vertex_points(self) -> list[Point]:
        """Every vertex, three a triangle, made from `data` (slow: for building an
        `arcade.shape_list.Shape`; test emptiness with `data`)."""
        d = self.data
        return [(d[i], d[i + 1]) for i in range(0, len(d), FLOATS_PER_VERTEX)]

    def vertex_colours(self) -> list[tuple[int, int, int, int]]:
        d = self.data
        return [tuple(int(v) for v in d[i + 2:i + 6]) for i in range(0, len(d), FLOATS_PER_VERTEX)]

    def shape(self, program=None) -> TriangleShape | None:
        """The triangles as one drawable; `program` may be a custom shader taking the same
        in_vert / in_color attributes (the title screen's waving flag uses one)."""
        if self._shape is None and self.data:
            self._shape = TriangleShape(self.data, program)
        return self._shape

    def draw(self) -> None:
        shape = self.shape()
        if shape is not None:
            ctx = shape.ctx
            ctx.enable(ctx.BLEND)
            shape.draw()

    def __len__(self) -> int:
        return len(self.data) // (3 * FLOATS_PER_VERTEX)

    # ---- primitives -------------------------------------------------------------------
    def triangle(self, a: Point, b: Point, c: Point, colour, colour_b=None, colour_c=None) -> None:
        ca = _rgba(colour)
        cb = _rgba(colour_b) if colour_b else ca
        cc = _rgba(colour_c) if colour_c else ca
        self.data.extend((a[0], a[1], ca[0], ca[1], ca[2], ca[3], b[0], b[1], cb[0], cb[1], cb[2], cb[3],
                          c[0], c[1], cc[0], cc[1], cc[2], cc[3]))
        self._shape = None

    def quad(self, a: Point, b: Point, c: Point, d: Point, colour, colours: Sequence | None = None) -> None:
        """Four corners in order around the quad."""
        if colours:
            ca, cb, cc, cd = colours
            self.triangle(a, b, c, ca, cb, cc)
            self.triangle(a, c, d, ca, cc, cd)
            return
        # one colour (nearly every quad): the two triangles in one extend, the hot path of a build
        k = _rgba(colour)
        self.data.extend((a[0], a[1], *k, b[0], b[1], *k, c[0], c[1], *k,
                          a[0], a[1], *k, c[0], c[1], *k, d[0], d[1], *k))
        self._shape = None

    def _band(self, inner: Sequence[Point], outer: Sequence[Point], colour) -> None:
        """A closed band between two rings of as many points (ring, rounded outline): one quad
        per step, in the order `quad` would add them."""
        k = _rgba(colour)
        extend = self.data.extend
        n = len(outer)
        for i in range(n):
            j = (i + 1) % n
            a, b, c, d = inner[i], outer[i], outer[j], inner[j]
            extend((a[0], a[1], *k, b[0], b[1], *k, c[0], c[1], *k, a[0], a[1], *k, c[0], c[1], *k, d[0], d[1], *k))
        self._shape = None

    def rect(self, left: float, bottom: float, width: float, height: float, colour) -> None:
        r, t = left + width, bottom + height
        self.quad((left, bottom), (r, bottom), (r, t), (left, t), colour)

    def lrbt(self, left: float, right: float, bottom: float, top: float, colour) -> None:
        self.quad((left, bottom), (right, bottom), (right, top), (left, top), colour)

    def gradient_rect(self, left, bottom, width, height, bottom_colour, top_colour) -> None:
        r, t = left + width, bottom + height
        self.quad((left, bottom), (r, bottom), (r, t), (left, t), None,
                  colours=(bottom_colour, bottom_colour, top_colour, top_colour))

    def horizontal_gradient(self, left, bottom, width, height, left_colour, right_colour) -> None:
        r, t = left + width, bottom + height
        self.quad((left, bottom), (r, bottom), (r, t), (left, t), None,
                  colours=(left_colour, right_colour, right_colour, left_colour))

    def fan(self, centre: Point, ring: Sequence[Point], colour, edge_colour=None) -> None:
        """A convex polygon (or a star, seen from its centre) as a triangle fan."""
        k = _rgba(colour)
        e = _rgba(edge_colour) if edge_colour else k
        cx, cy = centre
        extend = self.data.extend
        n = len(ring)
        for i in range(n):
            a, b = ring[i], ring[(i + 1) % n]
            extend((cx, cy, *k, a[0], a[1], *e, b[0], b[1], *e))
        self._shape = None

    def polygon(self, points: Sequence[Point], colour) -> None:
        """A convex polygon."""
        cx = sum(p[0] for p in points) / len(points)
        cy = sum(p[1] for p in points) / len(points)
        self.fan((cx, cy), points, colour)

    def circle(self, x: float, y: float, radius: float, colour, segments: int = 0, edge_colour=None) -> None:
        segments = segments or max(12, min(64, int(radius * 1.2)))
        self.fan((x, y), [(x + radius * c, y + radius * s) for c, s in _unit_circle(segments)], colour, edge_colour)

    def ring(self, x: float, y: float, radius: float, thickness: float, colour, segments: int = 0) -> None:
        segments = segments or max(16, min(72, int(radius * 1.2)))
        inner = radius - thickness
        unit = _unit_circle(segments)
        outer_pts = [(x + radius * c, y + radius * s) for c, s in unit]
        inner_pts = [(x + inner * c, y + inner * s) for c, s in unit]
        self._band(inner_pts, outer_pts, colour)

    def line(self, a: Point, b: Point, width: float, colour) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.quad((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
                  (a[0] - nx, a[1] - ny), colour)

    def polyline(self, points: Sequence[Point], width: float, colour, closed: bool = False) -> None:
        pts = list(points) + ([points[0]] if closed else [])
        for a, b in zip(pts, pts[1:]):
            self.line(a, b, width, colour)
        # round-ish joints: small discs hide the gaps between segments
        if width > 2.5:
            for p in pts[1:-1] if not closed else pts:
                self.circle(p[0], p[1], width / 2, colour, segments=8)

    def star(self, x: float, y: float, outer: float, colour, inner_ratio: float = 0.42,
             points: int = 5, rotation: float = 90.0) -> None:
        ring = star_points(x, y, outer, outer * inner_ratio, points, rotation)
        self.fan((x, y), ring, colour)

    def glossy_pill(self, left, bottom, width, height, colour) -> None:
        """A raised pill-shaped button (the boards' Pass button): drop shadow, glow, sheen, rim."""
        from game.ui import theme
        r = height / 2
        self.rounded_rect(left + 3, bottom - 5, width, height, r, (0, 0, 0, 120))
        self.rounded_rect(left - 4, bottom - 4, width + 8, height + 8, r + 4, theme.with_alpha(colour, 70))
        self.rounded_rect(left, bottom, width, height, r, colour)
        self.gradient_rect(left + r, bottom + height * 0.5, width - height, height * 0.42, (255, 255, 255, 0),
                           (255, 255, 255, 60))
        self.rounded_outline(left, bottom, width, height, r, 2, theme.shade(colour, 1.3))

    def rounded_rect(self, left, bottom, width, height, radius, colour, segments: int = 5) -> None:
        ring = rounded_rect_points(left, bottom, width, height, radius, segments)
        self.fan((left + width / 2, bottom + height / 2), ring, colour)

    def rounded_outline(self, left, bottom, width, height, radius, thickness, colour,
                        segments: int = 5) -> None:
        outer = rounded_rect_points(left, bottom, width, height, radius, segments)
        inner = rounded_rect_points(left + thickness, bottom + thickness, width - 2 * thickness,
                                    height - 2 * thickness, max(0.0, radius - thickness), segments)
        self._band(inner, outer, colour)

    def panel(self, left, bottom, width, height, *, fill=None, border=None, radius=14,
              thickness=2, shadow=True) -> None:
        """The standard framed panel: soft shadow, fill, thin frame, top sheen."""
        from game.ui import theme
        fill = fill or theme.PANEL
        border = border or theme.BORDER_SOFT
        if shadow:
            self.rounded_rect(left + 4, bottom - 6, width, height, radius, (0, 0, 0, 90))
        self.rounded_rect(left, bottom, width, height, radius, fill)
        # a faint sheen on the upper part gives the panel some depth
        sheen_h = min(height * 0.45, 60)
        self.gradient_rect(left + radius * 0.5, bottom + height - sheen_h - 2, width - radius,
                           sheen_h, (255, 255, 255, 0), (255, 255, 255, 14))
        if thickness:
            self.rounded_outline(left, bottom, width, height, radius, thickness, border)


@functools.lru_cache(maxsize=64)
def _unit_circle(segments: int) -> tuple[tuple[float, float], ...]:
    """(cos, sin) of `segments` evenly spaced angles from 0: circles are built from it."""
    return tuple((math.cos(2 * math.pi * i / segments), math.sin(2 * math.pi * i / segments))
                 for i in range(segments))


@functools.lru_cache(maxsize=16)
def _corner_arcs(segments: int) -> tuple[tuple[tuple[float, float], ...], ...]:
    """Per corner of a rounded rectangle (from bottom-right, counter-clockwise): its arc's
    (cos, sin) steps."""
    return tuple(tuple((math.cos(math.radians(start + 90 * k / segments)),
                        math.sin(math.radians(start + 90 * k / segments))) for k in range(segments + 1))
                 for start in (-90, 0, 90, 180))


def rounded_rect_points(left, bottom, width, height, radius, segments: int = 5) -> list[Point]:
    radius = max(0.0, min(radius, width / 2, height / 2))
    if radius <= 0.5:
        return [(left, bottom), (left + width, bottom), (left + width, bottom + height), (left, bottom + height)]
    centres = ((left + width - radius, bottom + radius), (left + width - radius, bottom + height - radius),
               (left + radius, bottom + height - radius), (left + radius, bottom + radius))
    return [(cx + radius * c, cy + radius * s)
            for (cx, cy), arc in zip(centres, _corner_arcs(segments)) for c, s in arc]


def star_points(x, y, outer, inner, points=5, rotation=90.0) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + 180.0 * i / points)
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


class CachedShapes:
    """A ShapeBuilder rebuilt by a callback only when `invalidate()` was called."""

    def __init__(self, build):
        self._build = build
        self.builder = ShapeBuilder()
        self.dirty = True
        self.builds = 0

    def invalidate(self) -> None:
        self.dirty = True

    def draw(self) -> None:
        if self.dirty:
            self.builder.clear()
            self._build(self.builder)
            self.builds += 1
            self.dirty = False
        self.builder.draw()


class BakedLayer:
    """Static artwork from a ShapeBuilder callback, rendered once into a `CachedLayer` (below)
    and drawn as one opaque quad a frame: software OpenGL (Mesa llvmpipe: CI, headless
    machines, some laptops) pays for every pixel of every layer, so a backdrop of gradients
    and soft glows drawn shape by shape costs several milliseconds a frame."""

    def __init__(self, build):
        self._shapes = CachedShapes(build)
        self._layer = CachedLayer(self._shapes.draw)

    @property
    def builds(self) -> int:
        return self._shapes.builds

    def invalidate(self) -> None:
        self._shapes.invalidate()
        self._layer.invalidate()

    def draw(self) -> None:
        self._layer.draw()


@contextlib.contextmanager
def drawing_elsewhere(window=None):
    """Draw into another framebuffer or through another camera for a while: the framebuffer,
    camera and scissor in use are put back afterwards, however the drawing ends (layers nest:
    a board layer draws the backdrop layer)."""
    window = window or arcade.get_window()
    ctx = window.ctx
    fbo, camera, scissor = ctx.active_framebuffer, window.current_camera, ctx.scissor
    try:
        yield ctx
    finally:
        ctx.scissor = scissor
        fbo.use()
        camera.use()


class CachedLayer:
    """Drawing that changes only after a move (a board, its pieces, a scoreboard), rendered into
    a texture the size of the window's logical viewport when invalidated, and drawn each frame
    as one opaque quad.

    The layer is multisampled only when the window is (a graphics card, where it is nearly
    free): in software OpenGL resolving a 4x layer alone cost 40-70 ms, a visible hitch on
    every move, and the window itself has no multisampling there to match.

    Unlike `BakedLayer` (static artwork from a ShapeBuilder), `draw_fn` is any drawing code in
    logical coordinates: shape lists, sprites, text. `invalidate()` asks for a new render; a
    window resize renders again at the new size. If the GL context cannot make the textures,
    the layer draws `draw_fn` directly every frame instead.
    """

    def __init__(self, draw_fn, samples: int | None = None,
                 region: tuple[float, float, float, float] | None = None):
        self.draw_fn = draw_fn
        self.samples = samples          # None: 4 when the window is multisampled, else none
        # only this logical rectangle (left, bottom, width, height) is put on screen, e.g. the board
        # area beside an opaque side panel: pixels not drawn are not paid for
        self.region = region
        self.dirty = True
        self.size: tuple[int, int] | None = None
        self.renders = 0
        self.deferred = 0             # frames this layer waited for the next frame's render
        self.patches = 0              # patch() calls that drew, and the boxes they drew (tests)
        self.patch_passes = 0
        self.failed = False
        self._ms_fbo = self._fbo = self._texture = self._quad = self._camera = None

    def invalidate(self) -> None:
        self.dirty = True

    def _make(self, size: tuple[int, int]) -> None:
        from arcade.gl import geometry
        from arcade.types import LBWH, LRBT
        from game.ui import theme
        ctx = arcade.get_window().ctx
        # drawn 1:1 on the screen: nearest filtering gives the same pixels, cheaper in software GL
        self._texture = ctx.texture(size, components=4, filter=(ctx.NEAREST, ctx.NEAREST))
        self._fbo = ctx.framebuffer(color_attachments=[self._texture])
        samples = self.samples
        if samples is None:
            samples = 4 if getattr(arcade.get_window(), "multisampled", False) else 0
        self._ms_fbo = (ctx.framebuffer(color_attachments=[ctx.texture(size, components=4, samples=samples)])
                        if samples else None)
        self._quad = self._quad or (self._region_quad(ctx) if self.region else geometry.quad_2d_fs())
        half_w, half_h = theme.WIDTH / 2, theme.HEIGHT / 2
        self._camera = arcade.Camera2D(viewport=LBWH(0, 0, size[0], size[1]), position=(half_w, half_h),
                                       projection=LRBT(-half_w, half_w, -half_h, half_h),
                                       render_target=self._ms_fbo or self._fbo)
        self.size = size

    def _region_quad(self, ctx):
        """A quad over `region` in normalised device coordinates, with the matching part of the texture."""
        from array import array
        from arcade.gl import BufferDescription
        from game.ui import theme
        left, bottom, width, height = self.region
        u0, u1 = left / theme.WIDTH, (left + width) / theme.WIDTH
        v0, v1 = bottom / theme.HEIGHT, (bottom + height) / theme.HEIGHT
        x0, x1, y0, y1 = 2 * u0 - 1, 2 * u1 - 1, 2 * v0 - 1, 2 * v1 - 1
        data = array("f", [x0, y1, u0, v1, x0, y0, u0, v0, x1, y1, u1, v1, x1, y0, u1, v0])
        return ctx.geometry([BufferDescription(ctx.buffer(data=data), "2f 2f", ["in_vert", "in_uv"])],
                            mode=ctx.TRIANGLE_STRIP)

    def _render(self) -> None:
        with drawing_elsewhere() as ctx:
            target = self._ms_fbo or self._fbo
            self._camera.use()
            # only the region is shown: clearing and drawing the rest would be paid for in vain
            box = self.pixel_box(self.region) if self.region else None
            target.clear(color=(0, 0, 0, 255), viewport=box)
            outer_scissor, ctx.scissor = ctx.scissor, box
            self.draw_fn()
            ctx.scissor = outer_scissor
            if self._ms_fbo is not None:
                ctx.copy_framebuffer(self._ms_fbo, self._fbo, depth=False)
        self.dirty = False
        self.renders += 1

    @property
    def patchable(self) -> bool:
        """True when `patch` would draw (see there)."""
        return not (self.dirty or self.failed or self.size is None)

    def patch(self, boxes, draw_part) -> bool:
        """Draw the layer again inside some logical boxes (left, bottom, right, top) only:
        `draw_part(box)` once per box, clipped to it, draws what the layer shows there from
        the backdrop up. A move that changes a few squares costs those pixels, not the board's.
        Counts as the frame's one layer render. False, doing nothing, when the layer will be
        rendered whole anyway (not yet rendered, or resized): the caller then invalidates it.
        A multisampled layer is patched too (its samples, then resolved whole: the resolve is
        the graphics card's; a whole render's drawing would be Python's, 1-1.5 ms a move)."""
        if not self.patchable:
            return False
        CachedLayer._frame_spent = getattr(arcade.get_window(), "frame_number", None)
        with drawing_elsewhere() as ctx:
            self._camera.use()
            for box in boxes:
                x, y, w, h = self.pixel_box((box[0], box[1], box[2] - box[0], box[3] - box[1]))
                if w > 0 and h > 0:
                    ctx.scissor = (x, y, w, h)
                    draw_part(box)
                    self.patch_passes += 1
            if self._ms_fbo is not None:
                ctx.scissor = None                 # (a blit is clipped by the scissor too)
                ctx.copy_framebuffer(self._ms_fbo, self._fbo, depth=False)
        self.patches += 1
        return True

    def pixel_box(self, box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        """A logical (left, bottom, width, height) as whole texture pixels covering it."""
        width, height = self.size
        sx, sy = width / theme.WIDTH, height / theme.HEIGHT
        x0, y0 = max(0, math.floor(box[0] * sx)), max(0, math.floor(box[1] * sy))
        x1 = min(width, math.ceil((box[0] + box[2]) * sx))
        y1 = min(height, math.ceil((box[1] + box[3]) * sy))
        return x0, y0, max(0, x1 - x0), max(0, y1 - y0)

    # One layer renders again per frame (see draw); the frame that spent it, by window.frame_number.
    _frame_spent: int | None = None

    @staticmethod
    def render_spent() -> bool:
        """True when a layer has already drawn itself again during this frame: work that only
        feeds another layer can wait for the next frame."""
        frame = getattr(arcade.get_window(), "frame_number", None)
        return frame is not None and CachedLayer._frame_spent == frame

    def draw(self) -> None:
        window = arcade.get_window()
        if self.failed:
            self.draw_fn()
            return
        window.update_layout()
        viewport = window.logical_camera.viewport
        size = (max(1, int(viewport.width)), max(1, int(viewport.height)))
        frame = getattr(window, "frame_number", None)
        try:
            resized = size != self.size          # also the first draw
            if resized:
                self._make(size)
                self.dirty = True
            if self.dirty and not resized and frame is not None and CachedLayer._frame_spent == frame:
                # a move dirties the board and the side panel at once: the second shows its
                # last picture for one more frame (unnoticed) rather than double the frame
                self.deferred += 1
            elif self.dirty:
                CachedLayer._frame_spent = frame
                self._render()
        except Exception:          # no multisampled textures or no framebuffers: draw directly
            self.failed = True
            window.ctx.screen.use()
            window.logical_camera.use()
            self.draw_fn()
            return
        ctx = window.ctx
        ctx.disable(ctx.BLEND)
        self._texture.use(0)
        self._quad.render(ctx.utility_textured_quad_program)
        ctx.enable(ctx.BLEND)
