"""GPU meshes for the board's static geometry, built when the board splits and drawn through
the board camera.

`LineMesh` holds the outlines of one level's cells as quads whose width is a uniform: the shader
widens each segment by `u_half_width` world units, so a zoom changes one number, never the
buffer, and lines keep their pixel width at any zoom. Segments are sorted into a TILES x TILES
grid over the world and each grid row's segments are contiguous, so a frame renders only the
rows and columns in view (`drawn` counts the segments a frame sent, for the culling test).
"""
from __future__ import annotations

import math
import weakref
from array import array

import arcade
import pyglet.gl as gl

from game.scenes.fractal.layout import WORLD
from game.ui.draw import WINDOW_SHADER_HEAD

TILES = 16

_VERTEX = WINDOW_SHADER_HEAD + """uniform float u_half_width;
in vec2 in_vert;
in vec2 in_offset;
void main() {
    gl_Position = window.projection * window.view * vec4(in_vert + in_offset * u_half_width, 0.0, 1.0);
}
"""
_FRAGMENT = """
#version 330
uniform vec4 u_color;
out vec4 f_color;
void main() { f_color = u_color; }
"""


_programs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()      # GL context -> its line program


def line_program():
    """One program per GL context, kept on the context."""
    ctx = arcade.get_window().ctx
    program = _programs.get(ctx)
    if program is None:
        program = _programs[ctx] = ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
    return program


class LineMesh:
    """Segments (world units) drawn as quads of a width set per frame, culled by tile."""

    def __init__(self, segments: list[tuple[float, float, float, float]], world_height: float):
        self.world_h = world_height
        self.count = len(segments)
        self.longest = max((math.hypot(x1 - x0, y1 - y0) for x0, y0, x1, y1 in segments), default=0.0)
        self.tile_w, self.tile_h = WORLD / TILES, world_height / TILES
        buckets: list[list] = [[] for _ in range(TILES * TILES)]
        for seg in segments:
            mx, my = (seg[0] + seg[2]) / 2, (seg[1] + seg[3]) / 2
            buckets[self._tile(mx, my)].append(seg)
        data = array("f")
        self.starts: list[int] = []          # per tile: its first segment
        n = 0
        for bucket in buckets:
            self.starts.append(n)
            for x0, y0, x1, y1 in bucket:
                length = math.hypot(x1 - x0, y1 - y0) or 1.0
                tx, ty = (x1 - x0) / length, (y1 - y0) / length
                nx, ny = -ty, tx
                # a quad from end to end, reaching half a width past each end (clean corners)
                a = (x0, y0, -tx + nx, -ty + ny)
                b = (x0, y0, -tx - nx, -ty - ny)
                c = (x1, y1, tx - nx, ty - ny)
                d = (x1, y1, tx + nx, ty + ny)
                for corner in (a, b, c, a, c, d):
                    data.extend(corner)
                n += 1
        self.starts.append(n)
        self.data = data
        self.geometry = None
        self.drawn = 0

    def _tile(self, x: float, y: float) -> int:
        col = min(TILES - 1, max(0, int(x / self.tile_w)))
        row = min(TILES - 1, max(0, int(y / self.tile_h)))
        return row * TILES + col

    def draw(self, view: tuple[float, float, float, float], half_width: float, colour) -> int:
        """Draw the segments near the world rectangle `view`; returns how many were sent."""
        if not self.count:
            return 0
        if self.geometry is None:
            from arcade.gl import BufferDescription
            ctx = arcade.get_window().ctx
            buffer = ctx.buffer(data=self.data)
            self.geometry = ctx.geometry([BufferDescription(buffer, "2f 2f", ("in_vert", "in_offset"))])
        program = line_program()
        program["u_half_width"] = half_width
        program["u_color"] = tuple(c / 255 for c in colour)
        reach = self.longest / 2 + half_width
        l, b, r, t = view
        c0 = max(0, int((l - reach) / self.tile_w))
        c1 = min(TILES - 1, int((r + reach) / self.tile_w))
        r0 = max(0, int((b - reach) / self.tile_h))
        r1 = min(TILES - 1, int((t + reach) / self.tile_h))
        if c0 > c1 or r0 > r1:
            return 0
        ranges: list[list[int]] = []        # rows' runs of segments, joined where one ends where the next starts
        starts = self.starts
        for row in range(r0, r1 + 1):
            first, last = starts[row * TILES + c0], starts[row * TILES + c1 + 1]
            if last > first:
                if ranges and ranges[-1][1] == first:
                    ranges[-1][1] = last
                else:
                    ranges.append([first, last])
        for first, last in ranges:          # the whole width in view: one call for all its rows
            self.geometry.render(program, mode=gl.GL_TRIANGLES, first=first * 6, vertices=(last - first) * 6)
        return sum(last - first for first, last in ranges)
