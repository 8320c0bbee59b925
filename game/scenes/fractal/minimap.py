"""The minimap: the whole board small in a corner of the board view while zoomed in, with the
view's rectangle on it; a click or drag on it moves the view there."""
from __future__ import annotations

import arcade

from game.scenes.fractal.camera import BoardCamera
from game.scenes.fractal.layout import BOARD_VIEW, MINIMAP_SIZE, WORLD
from game.ui import theme
from game.ui.draw import ShapeBuilder

MARGIN = 10


class Minimap:
    def __init__(self, world_height: float):
        aspect = world_height / WORLD
        w = MINIMAP_SIZE if aspect <= 1 else MINIMAP_SIZE / aspect
        h = w * aspect
        l = BOARD_VIEW[0] + BOARD_VIEW[2] - MARGIN - w
        b = BOARD_VIEW[1] + MARGIN
        self.rect = (l, b, w, h)
        pad = 6
        self.frame = (l - pad, b - pad, w + 2 * pad, h + 2 * pad)
        self.camera = BoardCamera(world_height, WORLD, rect=self.rect)
        self.camera.zoom = min(w / WORLD, h / world_height)
        self._panel = ShapeBuilder()
        self._panel.panel(*self.frame, fill=(*theme.PANEL, 235), border=theme.BORDER, radius=8)

    def shown(self, camera: BoardCamera) -> bool:
        return camera.zoomed_in

    def contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.frame
        return l <= x <= l + w and b <= y <= b + h

    def move_view(self, camera: BoardCamera, x: float, y: float) -> None:
        camera.look_at(*self.camera.to_world(x, y))

    def view_box(self, camera: BoardCamera) -> tuple[float, float, float, float]:
        """The main view's rectangle on the minimap (logical left, bottom, right, top), clipped."""
        l, b, r, t = camera.view_rect()
        x0, y0 = self.camera.to_screen(l, b)
        x1, y1 = self.camera.to_screen(r, t)
        ml, mb, mw, mh = self.rect
        return max(ml, x0), max(mb, y0), min(ml + mw, x1), min(mb + mh, y1)

    def draw(self, camera: BoardCamera, view) -> None:
        """Over the board (logical camera in use when called and when done)."""
        if not self.shown(camera):
            return
        self._panel.draw()
        self.camera.use()
        view.overview.draw()
        arcade.get_window().logical_camera.use()
        arcade.get_window().ctx.scissor = None
        l, b, r, t = self.view_box(camera)
        if r > l and t > b:
            arcade.draw_lrbt_rectangle_filled(l, r, b, t, (*theme.ACCENT, 40))
            arcade.draw_lrbt_rectangle_outline(l, r, b, t, theme.ACCENT, 2)
