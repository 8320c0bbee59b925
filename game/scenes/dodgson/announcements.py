"""What the screen announces between the boards: the banner that shows a forced pass
(`Banners`, "Gold passes: no legal move"), and the Pass button offered to a player who has no
legal move (`PassButton`, clicked or taken with Enter)."""
from __future__ import annotations

from game.engines.dodgson.board import BLACK
from game.scenes.dodgson.animations import ease_out
from game.scenes.dodgson.layout import BOARD_BOTTOM, BOARD_H, BOARDS_CENTRE_X
from game.scenes.dodgson.palette import chip_colour
from game.scenes.dodgson.pieces import add_token
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text, set_colour

# Bots and the results wait while a banner is younger than this share of its time.
BANNER_HOLD = 0.6


class Banners:
    """A pill with the player's token and a message that rises in, holds, and fades out."""

    def __init__(self):
        self.queue: list[list] = []           # [text, age, seconds, seat]; the first one shows
        self._shapes = ShapeBuilder()
        self._text = make_text("", BOARDS_CENTRE_X, 0, theme.SIZE_BODY, theme.ACCENT_TEXT, anchor_x="center",
                               bold=True)
        self._key = None

    def show(self, message: str, seat: int, seconds: float = 1.8) -> None:
        self.queue = [[message, 0.0, theme.anim(seconds), seat]]
        self._key = None

    def holding(self) -> bool:
        """True while a banner is still young enough that play should wait for it."""
        return any(b[1] < b[2] * BANNER_HOLD for b in self.queue)

    def skip(self) -> None:
        for b in self.queue:
            b[1] = max(b[1], b[2] * BANNER_HOLD)

    def update(self, dt: float) -> None:
        for b in self.queue:
            b[1] += dt
        if self.queue and self.queue[0][1] >= self.queue[0][2]:
            self.queue = [b for b in self.queue if b[1] < b[2]]
            self._key = None

    def draw(self) -> None:
        if not self.queue:
            return
        message, age, seconds, seat = self.queue[0]
        appear = min(1.0, age / 0.18)
        fade = min(1.0, max(0.0, (seconds - age) / 0.4))
        alpha = appear * fade
        cy = BOARD_BOTTOM + BOARD_H / 2 + (1 - ease_out(appear)) * -16
        if self._key != message:
            self._key = message
            self._text.text = message
        x = BOARDS_CENTRE_X
        w = self._text.content_width + 72
        h = 50
        sb = self._shapes
        sb.clear()
        sb.rounded_rect(x - w / 2 + 3, cy - h / 2 - 5, w, h, h / 2, (0, 0, 0, int(120 * alpha)))
        sb.rounded_rect(x - w / 2, cy - h / 2, w, h, h / 2, theme.with_alpha(theme.CREAM, int(245 * alpha)))
        # Black's rim is the deep background: its slate chip colour would not read as black on cream
        sb.rounded_outline(x - w / 2, cy - h / 2, w, h, h / 2, 3, theme.with_alpha(chip_colour(seat)
                           if seat != BLACK else theme.BACKGROUND_DEEP, int(255 * alpha)))
        add_token(sb, seat, x - w / 2 + 28, cy, 12, alpha=alpha)
        sb.draw()
        self._text.x = x + 14
        self._text.y = cy
        set_colour(self._text, theme.with_alpha(theme.ACCENT_TEXT, int(255 * alpha)))
        self._text.draw()


PASS_HEIGHT = 40


class PassButton:
    """"<name> has no legal move · Pass", a gold pill above the boards: in the strip over their
    headers it covers no square and no piece a player may want to see before passing."""

    def __init__(self):
        self._text = make_text("", BOARDS_CENTRE_X, 0, theme.SIZE_BODY, theme.ACCENT_TEXT, anchor_x="center",
                               bold=True)
        self._shapes = ShapeBuilder()

    def rect(self, name: str) -> tuple[float, float, float, float]:
        """Left, bottom, width, height of the button for the player called `name`."""
        text = f"{name} has no legal move  ·  Pass"
        if self._text.text != text:
            self._text.text = text
            self._shapes.clear()
        w = self._text.content_width + 56
        cy = theme.HEIGHT - PASS_HEIGHT / 2 - 3
        self._text.y = cy
        return BOARDS_CENTRE_X - w / 2, cy - PASS_HEIGHT / 2, w, PASS_HEIGHT

    def contains(self, x: float, y: float, name: str) -> bool:
        l, b, w, h = self.rect(name)
        return l <= x <= l + w and b <= y <= b + h

    def draw(self, name: str) -> None:
        l, b, w, h = self.rect(name)
        if not self._shapes.data:
            self._shapes.glossy_pill(l, b, w, h, theme.ACCENT)
        self._shapes.draw()
        self._text.draw()
