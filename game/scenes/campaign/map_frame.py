"""What is drawn around and over the map in screen space: the sea under it, its frame and
compass over it, the chosen stop's name tag, and the rubber stamp that lands on a stop
after its match (drawn in map units, with the moving shapes)."""
from __future__ import annotations

from game.scenes.campaign.markers import PIN_R, stamp_stars
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text

MAP_RECT = (16, 56, 876, 648)        # logical left, bottom, width, height
SEA = (14, 26, 52)
SEA_DEEP = (9, 17, 36)


class MapFrame:
    def __init__(self):
        self.under = CachedShapes(self._build_under)
        self.over = CachedShapes(self._build_over)
        l, b, w, h = MAP_RECT
        self.compass_n = make_text("N", l + w - 52, b + 84, theme.SIZE_TINY, theme.CREAM, anchor_x="center", bold=True)

    @staticmethod
    def _build_under(sb: ShapeBuilder) -> None:
        l, b, w, h = MAP_RECT
        sb.rounded_rect(l + 4, b - 6, w, h, 16, (0, 0, 0, 100))
        sb.rounded_rect(l, b, w, h, 16, SEA_DEEP)
        sb.gradient_rect(l + 8, b + 8, w - 16, h - 16, SEA_DEEP, SEA)
        # a faint graticule, as printed maps have
        for i in range(1, 9):
            x = l + w * i / 9
            sb.rect(x, b + 10, 1, h - 20, theme.with_alpha(theme.BORDER_SOFT, 50))
        for j in range(1, 7):
            y = b + h * j / 7
            sb.rect(l + 10, y, w - 20, 1, theme.with_alpha(theme.BORDER_SOFT, 50))

    @staticmethod
    def _build_over(sb: ShapeBuilder) -> None:
        l, b, w, h = MAP_RECT
        sb.rounded_outline(l, b, w, h, 16, 2.5, theme.BORDER)
        sb.rounded_outline(l + 5, b + 5, w - 10, h - 10, 12, 1, theme.with_alpha(theme.ACCENT, 70))
        # the compass rose, bottom right
        cx, cy = l + w - 52, b + 52
        sb.circle(cx, cy, 24, (10, 16, 34, 200))
        sb.ring(cx, cy, 24, 1.5, theme.with_alpha(theme.ACCENT, 160))
        sb.polygon([(cx, cy + 20), (cx + 6, cy), (cx, cy - 4), (cx - 6, cy)], theme.ACCENT)
        sb.polygon([(cx, cy - 20), (cx + 6, cy), (cx, cy + 4), (cx - 6, cy)], theme.with_alpha(theme.CREAM, 120))

    def draw_under(self) -> None:
        self.under.draw()

    def draw_over(self) -> None:
        self.over.draw()
        self.compass_n.draw()


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
