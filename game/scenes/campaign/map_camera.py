"""The map's camera: an arcade.Camera2D over the map units of game/core/us_map.py, shown in a
logical rectangle of the screen. It looks at a point with a zoom (screen pixels per map
unit), flies between views with easing, and converts map points to the screen for labels."""
from __future__ import annotations

import math

from game.scenes.campaign.route import ease_in_out
from game.ui.rect_camera import RectCamera

MAP_BOUNDS = (-20.0, 20.0, 990.0, 715.0)    # left, bottom, right, top: the lower 48 and the insets
FLIGHT_SECONDS = 0.9
OVERVIEW_SIDE = 6          # screen pixels around the country in the overview
OVERVIEW_BOTTOM = 58       # and below it, where the hint line is


class MapCamera:
    def __init__(self, rect: tuple[float, float, float, float], bounds=MAP_BOUNDS):
        self.rect = rect                     # logical left, bottom, width, height
        self.bounds = bounds
        self.x, self.y, self.zoom = self.overview()
        self.flight: tuple | None = None
        self._camera = RectCamera()

    # ---- views ----------------------------------------------------------------------------
    def overview(self) -> tuple[float, float, float]:
        """The whole country in the rectangle, clear of the hint line along its bottom."""
        left, bottom, right, top = self.bounds
        _, _, w, h = self.rect
        zoom = min((w - 2 * OVERVIEW_SIDE) / (right - left),
                   (h - OVERVIEW_BOTTOM - OVERVIEW_SIDE) / (top - bottom))
        lift = (OVERVIEW_BOTTOM - OVERVIEW_SIDE) / 2 / zoom
        return (left + right) / 2, (bottom + top) / 2 - lift, zoom

    def fit(self, left: float, bottom: float, right: float, top: float, margin: float = 60) -> tuple[float, float, float]:
        """Centre and zoom that show this box of map units (with `margin` screen pixels around)."""
        _, _, w, h = self.rect
        zoom = min((w - 2 * margin) / max(1.0, right - left), (h - 2 * margin) / max(1.0, top - bottom))
        return (left + right) / 2, (bottom + top) / 2, zoom

    @property
    def overview_zoom(self) -> float:
        return self.overview()[2]

    def look(self, x: float, y: float, zoom: float) -> None:
        self.flight = None
        self.x, self.y, self.zoom = x, y, zoom

    def fly_to(self, x: float, y: float, zoom: float, seconds: float = FLIGHT_SECONDS) -> None:
        self.flight = (self.x, self.y, self.zoom, x, y, zoom, 0.0, max(0.01, seconds))

    def fly_home(self, seconds: float = FLIGHT_SECONDS) -> None:
        self.fly_to(*self.overview(), seconds=seconds)

    def update(self, dt: float) -> None:
        if self.flight is None:
            return
        x0, y0, z0, x1, y1, z1, t, length = self.flight
        t = min(1.0, t + dt / length)
        k = ease_in_out(t)
        self.x, self.y = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        self.zoom = math.exp(math.log(z0) + (math.log(z1) - math.log(z0)) * k)
        self.flight = None if t >= 1 else (x0, y0, z0, x1, y1, z1, t, length)

    # ---- conversions ----------------------------------------------------------------------------
    def to_screen(self, mx: float, my: float) -> tuple[float, float]:
        l, b, w, h = self.rect
        return l + w / 2 + (mx - self.x) * self.zoom, b + h / 2 + (my - self.y) * self.zoom

    def to_map(self, sx: float, sy: float) -> tuple[float, float]:
        l, b, w, h = self.rect
        return self.x + (sx - l - w / 2) / self.zoom, self.y + (sy - b - h / 2) / self.zoom

    def contains_screen(self, sx: float, sy: float) -> bool:
        l, b, w, h = self.rect
        return l <= sx <= l + w and b <= sy <= b + h

    # ---- drawing ------------------------------------------------------------------------------
    def use(self) -> None:
        """Draw in map units from here on, clipped to the rectangle (the caller goes back to the
        window's logical camera and clears the scissor)."""
        self._camera.use(self.rect, self.x, self.y, self.zoom)
