"""A number being written on the Grundy board: the token (or the country's colour) pops in with an
eased overshoot and a ring ripples out (`PlaceAnimation`), the number grows with it
(`PopInNumber`), and a "+3" rises from it and fades (`RisingLabels`)."""
from __future__ import annotations

from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.pieces import build_token, number_font
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles (a pop)."""
    t = max(0.0, min(1.0, t))
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


class PlaceAnimation:
    """The token pops in (eased, overshooting), white-hot at first; a ring ripples out; on a map
    the country's colour spreads from its label."""

    def __init__(self, vertex: int, number: int, seat: int):
        self.vertex = vertex
        self.number = number
        self.seat = seat
        self.time = 0.0
        self.pop = theme.anim(0.34)
        self.length = theme.anim(0.5)

    @property
    def done(self) -> bool:
        return self.time >= self.length

    def progress(self) -> float:
        return min(1.0, self.time / max(1e-6, self.pop))

    def update(self, dt: float) -> None:
        self.time += dt

    def build(self, sb: ShapeBuilder, layout: BoardLayout, fill_colour) -> None:
        p = self.progress()
        scale = ease_out_back(p)
        flash = max(0.0, 1.0 - p * 1.5)
        colour = theme.player_colour(self.seat)
        x, y = layout.centres[self.vertex]
        r = layout.radius
        if layout.is_map:
            # the country fills from its label point outwards
            grow = ease_out(min(1.0, self.time / max(1e-6, self.pop * 0.9)))
            poly = [(x + (px - x) * grow, y + (py - y) * grow) for px, py in layout.polygons[self.vertex]]
            fill = theme.mix(fill_colour, theme.CREAM, flash * 0.6)
            sb.fan((x, y), poly, layout.lit(fill, y))
        # the ripple
        ripple = min(1.0, self.time / max(1e-6, self.length))
        if ripple < 1.0:
            sb.ring(x, y, r * (1.1 + 1.3 * ease_out(ripple)), max(1.5, 4.0 * (1 - ripple)),
                    theme.with_alpha(theme.shade(colour, 1.4), 220 * (1 - ripple)))
        build_token(sb, self.seat, x, y, r * scale, colour, flash=flash, shadow=scale > 0.6)


class PopInNumber:
    """The number of a `PlaceAnimation`, growing with its token (one pair of texts for every
    animation of the screen)."""

    def __init__(self):
        self.shadow = make_text("", 0, 0, 12, (0, 0, 0, 150), anchor_x="center", bold=True)
        self.number = make_text("", 0, 0, 12, theme.CREAM, anchor_x="center", bold=True)

    def draw(self, anim: PlaceAnimation, layout: BoardLayout) -> None:
        scale = ease_out_back(anim.progress())
        if scale < 0.35:
            return
        x, y = layout.centres[anim.vertex]
        size = max(6.0, number_font(layout.radius, anim.number) * scale)
        for label, ox, oy in ((self.shadow, 1.0, -1.5), (self.number, 0.0, 0.0)):
            if label.text != str(anim.number):
                label.text = str(anim.number)
            if abs(label.font_size - size) > 0.25:
                label.font_size = size
            label.x, label.y = x + ox, y + oy + 1
            label.draw()


class RisingLabels:
    """Short labels ("+3") that rise from where a number was written and fade out."""

    LIFE = 1.4          # seconds a label is seen

    def __init__(self):
        self.items: list[list] = []          # [shadow, text, x, y, age]

    def add(self, message: str, x: float, y: float, colour) -> None:
        shadow = make_text(message, x + 1, y - 1.5, theme.SIZE_BODY, (0, 0, 0), anchor_x="center", bold=True)
        text = make_text(message, x, y, theme.SIZE_BODY, colour, anchor_x="center", bold=True)
        self.items.append([shadow, text, x, y, 0.0])

    def update(self, dt: float) -> None:
        for item in self.items:
            item[4] += dt
        if self.items and self.items[0][4] > self.LIFE:
            self.items = [item for item in self.items if item[4] <= self.LIFE]

    def draw(self) -> None:
        for shadow, text, x, y, age in self.items:
            alpha = 255 * max(0.0, min(1.0, (self.LIFE - age) / 0.5))
            rise = 30 * ease_out(age / self.LIFE)
            for label, dy in ((shadow, -1.5), (text, 0.0)):
                label.y = y + dy + rise
                label.color = theme.with_alpha(label.color, alpha * (0.7 if label is shadow else 1.0))
                label.draw()
