"""A number being written on the Grundy board: the token (or the country's colour) pops in with an
eased overshoot and a ring ripples out (`PlaceAnimation`), the number grows with it
(`PopInNumber`), and a "+3" rises from it and fades (`RisingLabels`).

The token and the number are made once, at full size, and drawn scaled each frame
(`scaled_about`): building a token's circles every frame, or a number's glyphs at every font
size it passes through, cost several milliseconds a frame."""
from __future__ import annotations

import arcade
import pyglet

from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.piece_shapes import PieceShapes, drawn_from, scaled_about
from game.scenes.grundy.pieces import hold_font, number_font
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text, set_colour
from game.ui.widgets.text import laid_out_once


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
        self._token = None          # the token as drawn on the board, drawn scaled

    @property
    def done(self) -> bool:
        return self.time >= self.length

    def progress(self) -> float:
        return min(1.0, self.time / max(1e-6, self.pop))

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, layout: BoardLayout, pieces: PieceShapes, fill_colour) -> None:
        """This frame of the animation: `pieces` has the token, `fill_colour` is the country's."""
        p = self.progress()
        scale = ease_out_back(p)
        flash = max(0.0, 1.0 - p * 1.5)
        colour = theme.player_colour(self.seat)
        x, y = layout.centres[self.vertex]
        r = layout.radius
        sb = ShapeBuilder()
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
                    theme.with_alpha(theme.shade(colour, 1.4), 220 * (1 - ripple)), segments=48)
        sb.draw()
        if scale * r <= 0.5:
            return
        if self._token is None:
            self._token = drawn_from(pieces.token_at_origin(self.seat))
        with scaled_about(x, y, scale, origin=(0.0, 0.0)):
            self._token.draw()
        if flash > 0.0:
            # white-hot at first: the token's face in cream, fading to the writer's colour
            glow = ShapeBuilder()
            face = pieces.token_radius * scale * 0.87
            cream = theme.with_alpha(theme.CREAM, 255 * flash)
            if self.seat % 2 == 0:
                glow.circle(x, y, face, cream)
            else:
                side = face * 0.9
                glow.rounded_rect(x - side, y - side, 2 * side, 2 * side, side * 0.3, cream)
            glow.draw()


class PopInNumber:
    """The number of a `PlaceAnimation`, growing with its token (one pair of texts for every
    animation of the screen, at the number's full size, drawn scaled)."""

    def __init__(self, size: float = 12):
        # `size`: a one-digit number's, so that a number's glyphs are made at its own size only
        # written before they are drawn: "0" makes their vertex domains now, not as a move lands
        self.shadow = make_text("0", 0, 0, size, (0, 0, 0, 150), anchor_x="center", bold=True)
        self.number = make_text("0", 0, 0, size, theme.CREAM, anchor_x="center", bold=True)

    def draw(self, anim: PlaceAnimation, layout: BoardLayout) -> None:
        scale = ease_out_back(anim.progress())
        if scale < 0.35:
            return
        x, y = layout.centres[anim.vertex]
        size = number_font(layout.radius, anim.number)
        with scaled_about(x, y, scale):
            for label, ox, oy in ((self.shadow, 1.0, -1.5), (self.number, 0.0, 0.0)):
                if label.text != str(anim.number) or label.font_size != size:
                    with laid_out_once(label):
                        label.font_size = size
                        label.text = str(anim.number)
                label.position = (x + ox, y + oy + 1)
                label.draw()


class RisingLabels:
    """Short labels ("+3") that rise from where a number was written and fade out, drawn in one
    batch. Their texts are kept and used again, one saying the same preferred: making or
    changing a text lays it out, on the frame a move lands."""

    LIFE = 1.4          # seconds a label is seen

    def __init__(self):
        self.items: list[list] = []          # [shadow, text, x, y, age, colour]; age > LIFE: free
        self.batch = pyglet.graphics.Batch()
        # the shadows first (see BoardView)
        self._groups = pyglet.graphics.Group(order=0), pyglet.graphics.Group(order=1)
        for _ in range(3):                   # as many as quick moves show at once (made now, not as one lands)
            self._new_item()
        shadow, text = self.items[0][:2]
        with laid_out_once(shadow, text):    # unseen (transparent) words: the batch's vertex domains
            shadow.text = text.text = "+0"   # are made now, not on the frame the first move lands
        self._font = hold_font(self.items[0][1], "+0123456789")

    def _new_item(self) -> list:
        shadow, text = (arcade.Text("", 0, 0, (0, 0, 0, 0), theme.SIZE_BODY, font_name=theme.BODY_FONT, bold=True,
                                    anchor_x="center", anchor_y="center", batch=self.batch, group=group)
                        for group in self._groups)
        item = [shadow, text, 0.0, 0.0, self.LIFE + 1, theme.CREAM]
        self.items.append(item)
        return item

    def add(self, message: str, x: float, y: float, colour) -> None:
        free = [item for item in self.items if item[4] > self.LIFE]
        item = next((item for item in free if item[1].text == message), None)
        if item is None:
            # a free text written again (a layout) rather than a new one made (a layout, and
            # its vertex lists): the texts made at set-up serve, more are made only when all are seen
            item = free[0] if free else self._new_item()
        shadow, text = item[0], item[1]
        with laid_out_once(shadow, text):
            shadow.text = text.text = message
        item[2:] = [x, y, 0.0, colour]

    def update(self, dt: float) -> None:
        for item in self.items:
            if item[4] <= self.LIFE < item[4] + dt:
                set_colour(item[0], (0, 0, 0, 0))              # gone: the batch still draws it, unseen
                set_colour(item[1], (0, 0, 0, 0))
            item[4] += dt

    def draw(self) -> None:
        if not any(item[4] <= self.LIFE for item in self.items):
            return
        for shadow, text, x, y, age, colour in self.items:
            if age > self.LIFE:
                continue
            alpha = 255 * max(0.0, min(1.0, (self.LIFE - age) / 0.5))
            rise = 30 * ease_out(age / self.LIFE)
            shadow.position = (x + 1, y - 1.5 + rise)
            # a colour set costs a vertex update: set_colour, only when it changes
            set_colour(shadow, theme.with_alpha((0, 0, 0), alpha * 0.7))
            text.position = (x, y + rise)
            set_colour(text, theme.with_alpha(colour, alpha))
        self.batch.draw()
