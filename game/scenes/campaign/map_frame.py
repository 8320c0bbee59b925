"""What is drawn around and over the map in screen space: the sea under it, its frame and
compass over it, the chosen stop's name tag, and the rubber stamp that lands on a stop
after its match (drawn in map units, with the moving shapes)."""
from __future__ import annotations

from game.scenes.campaign.markers import PIN_R, stamp_stars
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text

MAP_RECT = (0, 0, 896, 720)          # logical left, bottom, width, height: left of the sidebar
SEA = (14, 26, 52)
SEA_DEEP = (9, 17, 36)


class MapFrame:
    def __init__(self):
        self.over = CachedShapes(self._build_over)
        l, b, w, h = MAP_RECT
        self.compass_n = make_text("N", l + w - 52, b + 128, theme.SIZE_TINY, theme.CREAM, anchor_x="center", bold=True)

    @staticmethod
    def _build_over(sb: ShapeBuilder) -> None:
        l, b, w, h = MAP_RECT
        # a darker band along the bottom keeps the hint line readable over the land
        sb.gradient_rect(l, b, w, 64, (6, 10, 22, 215), (6, 10, 22, 0))
        # the compass rose, bottom right
        cx, cy = l + w - 52, b + 96
        sb.circle(cx, cy, 24, (10, 16, 34, 200))
        sb.ring(cx, cy, 24, 1.5, theme.with_alpha(theme.ACCENT, 160))
        sb.polygon([(cx, cy + 20), (cx + 6, cy), (cx, cy - 4), (cx - 6, cy)], theme.ACCENT)
        sb.polygon([(cx, cy - 20), (cx + 6, cy), (cx, cy + 4), (cx - 6, cy)], theme.with_alpha(theme.CREAM, 120))

    def draw_over(self) -> None:
        self.over.draw()
        self.compass_n.draw()


def build_sea(sb: ShapeBuilder, bounds) -> None:
    """The sea under the country in map units, with a faint graticule as printed maps have."""
    left, bottom, right, top = bounds
    sb.gradient_rect(left, bottom, right - left, top - bottom, SEA_DEEP, SEA)
    line = theme.with_alpha(theme.BORDER_SOFT, 60)
    x = left - left % 100
    while x <= right:
        sb.rect(x, bottom, 1.0, top - bottom, line)
        x += 100
    y = bottom - bottom % 100
    while y <= top:
        sb.rect(left, y, right - left, 1.0, line)
        y += 100


class StopLabel:
    """The chosen stop's city on a dark tag beside its pin (in screen space, so it stays sharp
    whatever the zoom)."""

    def __init__(self):
        self.text = make_text("", 0, 0, theme.SIZE_SMALL, theme.CREAM, bold=True, anchor_x="center")
        self.tag = ShapeBuilder()
        self._placed = None

    def set(self, stop) -> None:
        self.text.text = stop.city if stop is not None else ""
        self._placed = None

    def draw(self, camera, point) -> None:
        if not self.text.text:
            return
        x, y = camera.to_screen(*point)
        y += PIN_R * camera.zoom / camera.overview_zoom + 26
        l, b, w, h = MAP_RECT
        width = self.text.content_width + 20
        x = max(l + width / 2 + 6, min(l + w - width / 2 - 6, x))
        y = max(b + 20, min(b + h - 20, y))
        placed = (round(x), round(y), width)
        if placed != self._placed:
            self._placed = placed
            self.text.position = (x, y)
            self.tag.clear()
            self.tag.rounded_rect(x - width / 2 + 2, y - 15, width, 28, 8, (0, 0, 0, 90))
            self.tag.rounded_rect(x - width / 2, y - 13, width, 28, 8, (12, 18, 38, 235))
            self.tag.rounded_outline(x - width / 2, y - 13, width, 28, 8, 1.2, theme.with_alpha(theme.ACCENT, 160))
        self.tag.draw()
        self.text.draw()


def draw_stamp(sb: ShapeBuilder, point, unit: float, t: float, won: bool, stars: int) -> None:
    """The result landing on a stop: a ring that drops from large to the pin's size and a
    flash; after a win the stars appear on their plate as it lands."""
    x, y = point
    k = min(1.0, max(0.0, t))
    drop = 1 - (1 - k) ** 3
    r = PIN_R * unit * (4.0 - 2.6 * drop)
    colour = (70, 200, 120) if won else theme.RED
    sb.ring(x, y, r, 3.5 * unit, theme.with_alpha(colour, int(255 * (0.4 + 0.6 * drop))), segments=36)
    if k >= 0.6:
        flash = (k - 0.6) / 0.4
        sb.ring(x, y, PIN_R * unit * (1.6 + 2.0 * flash), 2 * unit, theme.with_alpha(theme.CREAM, int(200 * (1 - flash))),
                segments=36)
        if won and stars:
            stamp_stars(sb, x, y + PIN_R * unit * 2.1 + 6 * unit * (1 - flash), unit, stars)
    if not won and k >= 0.4:
        s = PIN_R * unit * 0.7
        sb.line((x - s, y - s), (x + s, y + s), 3 * unit, theme.RED)
        sb.line((x - s, y + s), (x + s, y - s), 3 * unit, theme.RED)
