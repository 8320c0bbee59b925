"""`RectCamera`: an arcade.Camera2D shown in a logical rectangle of the window (the window
letterboxes the logical 1280x720 space, so the rectangle is turned into pixels on each use).
The campaign map and the fractal board each look through one."""
from __future__ import annotations

import arcade
from pyglet.math import Vec2


class RectCamera:
    """Made on first use (it needs the window), then pointed anew at every use."""

    def __init__(self):
        self._camera: arcade.Camera2D | None = None

    def use(self, rect: tuple[float, float, float, float], x: float, y: float, zoom: float) -> None:
        """Draw with (x, y) at the middle of `rect` (logical left, bottom, width, height) and
        `zoom` pixels per unit from here on, clipped to the rectangle (the caller goes back to
        the window's logical camera and clears the scissor)."""
        window = arcade.get_window()
        l, b, w, h = rect
        px = window.logical_rect_to_pixels(l, b, w, h)
        if self._camera is None:
            self._camera = arcade.Camera2D(viewport=arcade.LBWH(*px),
                                           projection=arcade.LRBT(-w / 2, w / 2, -h / 2, h / 2))
        camera = self._camera
        camera.viewport = arcade.LBWH(*px)
        camera.position = Vec2(x, y)
        camera.zoom = zoom
        camera.use()
        window.ctx.scissor = px
