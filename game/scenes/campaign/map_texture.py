"""The still map (sea, country, route, pins) rendered once into a texture in map units and
drawn each frame as one textured quad under the map camera: the camera moves every frame
while the bus travels, and software OpenGL pays for every triangle's pixels every time it
draws them, but only once for a quad. Rendered again only when the progress changes.

    MapTexture(bounds, draw_fn, pixels_per_unit).draw()    invalidate() on a change
    DynamicShape: a ShapeBuilder's triangles in one reused buffer (the moving shapes)
"""
from __future__ import annotations

from array import array

import arcade
from arcade.gl import BufferDescription

from game.ui.draw import FLOATS_PER_VERTEX, WINDOW_SHADER_HEAD, ShapeBuilder, drawing_elsewhere

VERTEX = WINDOW_SHADER_HEAD + """in vec2 in_vert;
in vec2 in_uv;
out vec2 v_uv;
void main() {
    gl_Position = window.projection * window.view * vec4(in_vert, 0.0, 1.0);
    v_uv = in_uv;
}
"""
FRAGMENT = """
#version 330
uniform sampler2D texture0;
in vec2 v_uv;
out vec4 f_color;
void main() { f_color = texture(texture0, v_uv); }
"""
MAX_SIDE = 4096


class MapTexture:
    def __init__(self, bounds: tuple[float, float, float, float], draw_fn, pixels_per_unit: float):
        self.bounds = bounds                 # left, bottom, right, top in map units
        self.draw_fn = draw_fn
        self.pixels_per_unit = pixels_per_unit
        self.dirty = True
        self.renders = 0
        self.failed = False
        self._texture = self._fbo = self._quad = self._program = self._camera = None

    def invalidate(self) -> None:
        self.dirty = True

    def _make(self) -> None:
        ctx = arcade.get_window().ctx
        l, b, r, t = self.bounds
        scale = min(self.pixels_per_unit, MAX_SIDE / (r - l), MAX_SIDE / (t - b))
        size = (int((r - l) * scale), int((t - b) * scale))
        self._texture = ctx.texture(size, components=4, filter=(ctx.LINEAR, ctx.LINEAR))
        self._fbo = ctx.framebuffer(color_attachments=[self._texture])
        self._camera = arcade.Camera2D(viewport=arcade.LBWH(0, 0, *size), position=((l + r) / 2, (b + t) / 2),
                                       projection=arcade.LRBT(-(r - l) / 2, (r - l) / 2, -(t - b) / 2, (t - b) / 2),
                                       render_target=self._fbo)
        self._program = ctx.program(vertex_shader=VERTEX, fragment_shader=FRAGMENT)
        data = array("f", [l, t, 0, 1, l, b, 0, 0, r, t, 1, 1, r, b, 1, 0])
        self._quad = ctx.geometry([BufferDescription(ctx.buffer(data=data), "2f 2f", ["in_vert", "in_uv"])],
                                  mode=ctx.TRIANGLE_STRIP)

    def _render(self) -> None:
        with drawing_elsewhere() as ctx:
            self._fbo.clear(color=(0, 0, 0, 255))
            self._camera.use()
            ctx.scissor = None
            self.draw_fn()
        self.dirty = False
        self.renders += 1

    def draw(self) -> None:
        """Under the map camera (its matrices are what the quad is projected with)."""
        if self.failed:
            self.draw_fn()
            return
        try:
            if self._texture is None:
                self._make()
            if self.dirty:
                self._render()
        except Exception:  # no framebuffers here: draw the shapes directly every frame
            self.failed = True
            self.draw_fn()
            return
        ctx = arcade.get_window().ctx
        ctx.disable(ctx.BLEND)
        self._texture.use(0)
        self._quad.render(self._program)
        ctx.enable(ctx.BLEND)


class DynamicShape:
    """Triangles rebuilt every frame (the bus, its trail, the pulse) drawn from one buffer that
    is written over, instead of a new buffer and geometry each frame."""

    def __init__(self):
        self.builder = ShapeBuilder()
        self._buffer = self._geometry = None
        self._capacity = 0

    def clear(self) -> ShapeBuilder:
        self.builder.clear()
        return self.builder

    def draw(self) -> None:
        data = self.builder.data
        if not data:
            return
        ctx = arcade.get_window().ctx
        size = len(data) * 4
        if size > self._capacity:
            stride = FLOATS_PER_VERTEX * 4
            self._capacity = -(-max(size, 2 * self._capacity, 64 * 1024) // stride) * stride   # whole vertices
            self._buffer = ctx.buffer(reserve=self._capacity)
            self._geometry = ctx.geometry([BufferDescription(self._buffer, "2f 4f", ("in_vert", "in_color"))])
        self._buffer.write(data)
        ctx.enable(ctx.BLEND)
        self._geometry.render(ctx.line_generic_with_colors_program, mode=ctx.TRIANGLES,
                              vertices=len(data) // FLOATS_PER_VERTEX)
