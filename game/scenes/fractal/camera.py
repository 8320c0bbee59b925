"""The board camera (`BoardCamera`): an arcade.Camera2D over the board's world (layout.WORLD
units wide) shown in layout.BOARD_VIEW, with zoom toward a point, panning, and smooth eased
flights (fit the board, dive into a cell).

`zoom` is logical pixels per world unit. The maths (to_world, to_screen, zoom_at, pan_by,
view_rect) needs no window, so it is tested on its own; `use()` points the GL viewport at the
board view in the window's pixels (the window letterboxes the logical 1280x720 space).
"""
from __future__ import annotations

import math

from game.scenes.fractal.layout import BOARD_VIEW, WORLD
from game.ui.rect_camera import RectCamera

FIT_MARGIN = 1.16          # the fitted board leaves this much room around it
FLIGHT_SECONDS = 0.45      # a fit or a dive
MAX_CELL_PIXELS = 420      # the deepest cell may fill this much of the view at most


def ease(t: float) -> float:
    """Smooth start and stop (cubic in and out)."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


class BoardCamera:
    def __init__(self, world_height: float, smallest_cell: float, rect=BOARD_VIEW):
        self.rect = rect
        self.world_w, self.world_h = WORLD, world_height
        self.x, self.y = WORLD / 2, world_height / 2
        self.fit_zoom = min(rect[2] / (WORLD * FIT_MARGIN), rect[3] / (world_height * FIT_MARGIN))
        self.min_zoom = self.fit_zoom * 0.75
        self.max_zoom = max(self.fit_zoom * 4, MAX_CELL_PIXELS / max(smallest_cell, 1e-6))
        self.zoom = self.fit_zoom
        self.flight: tuple | None = None      # (start x, y, zoom, goal x, y, zoom, time)
        self.changes = 0                      # bumped on every move of the view
        self._camera = RectCamera()

    # ---- reading ----------------------------------------------------------------------------
    @property
    def centre_screen(self) -> tuple[float, float]:
        l, b, w, h = self.rect
        return l + w / 2, b + h / 2

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        cx, cy = self.centre_screen
        return self.x + (sx - cx) / self.zoom, self.y + (sy - cy) / self.zoom

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        cx, cy = self.centre_screen
        return cx + (wx - self.x) * self.zoom, cy + (wy - self.y) * self.zoom

    def view_rect(self) -> tuple[float, float, float, float]:
        """The world rectangle in view: (left, bottom, right, top)."""
        l, b, w, h = self.rect
        hw, hh = w / 2 / self.zoom, h / 2 / self.zoom
        return self.x - hw, self.y - hh, self.x + hw, self.y + hh

    def contains_screen(self, sx: float, sy: float) -> bool:
        l, b, w, h = self.rect
        return l <= sx <= l + w and b <= sy <= b + h

    @property
    def zoomed_in(self) -> bool:
        """More than the whole board's fitted view: the minimap shows."""
        return self.zoom > self.fit_zoom * 1.15

    # ---- moving -----------------------------------------------------------------------------
    def _changed(self) -> None:
        self.changes += 1

    def _clamp(self) -> None:
        self.zoom = max(self.min_zoom, min(self.max_zoom, self.zoom))
        # the view's centre stays over the board, so the board never leaves the view
        self.x = max(0.0, min(self.world_w, self.x))
        self.y = max(0.0, min(self.world_h, self.y))

    def zoom_at(self, sx: float, sy: float, factor: float) -> None:
        """Zoom by `factor` keeping the world point under the screen point (sx, sy) in place."""
        self.flight = None
        wx, wy = self.to_world(sx, sy)
        self.zoom = max(self.min_zoom, min(self.max_zoom, self.zoom * factor))
        cx, cy = self.centre_screen
        self.x = wx - (sx - cx) / self.zoom
        self.y = wy - (sy - cy) / self.zoom
        self._clamp()
        self._changed()

    def pan_by(self, dsx: float, dsy: float) -> None:
        """Move the board by a screen distance (a drag of dsx, dsy moves it with the pointer)."""
        self.flight = None
        self.x -= dsx / self.zoom
        self.y -= dsy / self.zoom
        self._clamp()
        self._changed()

    def look_at(self, wx: float, wy: float) -> None:
        self.flight = None
        self.x, self.y = wx, wy
        self._clamp()
        self._changed()

    def fly_to(self, wx: float, wy: float, zoom: float) -> None:
        """An eased flight to a view (zoom in a straight line on its logarithm)."""
        zoom = max(self.min_zoom, min(self.max_zoom, zoom))
        self.flight = (self.x, self.y, self.zoom, wx, wy, zoom, 0.0)

    def fit(self) -> None:
        self.fly_to(self.world_w / 2, self.world_h / 2, self.fit_zoom)

    def dive(self, left: float, bottom: float, right: float, top: float) -> None:
        """Fly to fit a world rectangle (a cell's bounds)."""
        l, b, w, h = self.rect
        zoom = min(w / ((right - left) * FIT_MARGIN * 1.1), h / ((top - bottom) * FIT_MARGIN * 1.1))
        self.fly_to((left + right) / 2, (bottom + top) / 2, zoom)

    def keep_visible(self, wx: float, wy: float, margin: float = 60) -> None:
        """Pan just enough that a world point is inside the view (a cursor that walks off)."""
        sx, sy = self.to_screen(wx, wy)
        l, b, w, h = self.rect
        dx = min(0.0, sx - (l + margin)) + max(0.0, sx - (l + w - margin))
        dy = min(0.0, sy - (b + margin)) + max(0.0, sy - (b + h - margin))
        if dx or dy:
            self.pan_by(-dx, -dy)

    def update(self, dt: float) -> None:
        if self.flight is None:
            return
        x0, y0, z0, x1, y1, z1, t = self.flight
        t += dt / FLIGHT_SECONDS
        k = ease(t)
        self.x, self.y = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        self.zoom = math.exp(math.log(z0) + (math.log(z1) - math.log(z0)) * k)
        self.flight = None if t >= 1 else (x0, y0, z0, x1, y1, z1, t)
        self._clamp()
        self._changed()

    # ---- drawing ------------------------------------------------------------------------------
    def use(self) -> None:
        """Draw through this camera from here on (the caller goes back to the logical camera)."""
        self._camera.use(self.rect, self.x, self.y, self.zoom)
