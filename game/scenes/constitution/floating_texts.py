"""Labels that rise from a point of the map and fade out ("+TX 38" over a state just won,
"Blue passes"), each with a drop shadow."""
from __future__ import annotations

from game.ui import theme
from game.ui.widgets import make_text
from game.ui.widgets.text import warm_glyphs

LIFETIME = 1.6          # seconds from appearing to gone
FADE = 0.5              # the last seconds of it, fading out
RISE = 26               # pixels a second
SPARE_LABELS = 4        # labels made as the screen opens (a move shows one or two at a time)


class FloatingTexts:
    """The rising labels now on screen; `update` ages them, `draw` draws them."""

    def __init__(self):
        self.items: list[list] = []        # [(shadow, text), x, y, age]; age < 0 while delayed
        self._ready: dict[tuple, tuple] = {}     # (message, x, y, colour) -> texts laid out ahead
        # texts of labels gone, to be used again; a few made now, as the screen opens: making a
        # text is several times dearer than giving one new words, too dear for a move's frame
        self._free: list[tuple] = [self._new_pair() for _ in range(SPARE_LABELS)]
        warm_glyphs(self._free[0][1])

    def prepare(self, message: str, x: float, y: float, colour) -> None:
        """Lay out a label that `add` will show soon, in a frame with time to spare (laying
        out text is the costly part)."""
        key = (message, x, y, tuple(colour))
        if len(self._ready) > 16:          # left from moves skipped or taken back: start afresh
            self._ready.clear()
        if key not in self._ready:
            self._ready[key] = self._make(message, x, y, colour)

    def add(self, message: str, x: float, y: float, colour, delay: float = 0.0) -> None:
        texts = self._ready.pop((message, x, y, tuple(colour)), None) or self._make(message, x, y, colour)
        self.items.append([texts, x, y, -delay])

    def _make(self, message: str, x: float, y: float, colour) -> tuple:
        """A label's shadow and text: a gone label's texts given new words (a few times cheaper
        than making texts), or new ones."""
        shadow, text = self._free.pop() if self._free else self._new_pair()
        for label, lx, ly, tint in ((shadow, x + 1, y - 1.5, (0, 0, 0)), (text, x, y, colour)):
            label.text = message
            label.x, label.y = lx, ly
            label.color = tint
        return shadow, text

    @staticmethod
    def _new_pair() -> tuple:
        return (make_text("", 0, 0, theme.SIZE_BODY, (0, 0, 0), anchor_x="center", bold=True),
                make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, anchor_x="center", bold=True))

    def update(self, dt: float) -> None:
        for item in self.items:
            item[3] += dt
        if self.items and self.items[0][3] > LIFETIME:
            self._free += [item[0] for item in self.items if item[3] > LIFETIME]
            self.items = [item for item in self.items if item[3] <= LIFETIME]

    def draw(self) -> None:
        for (shadow, text), x, y, age in self.items:
            if age < 0:
                continue
            alpha = 255 * max(0.0, min(1.0, (LIFETIME - age) / FADE))
            for label, dy in ((shadow, -1.5), (text, 0.0)):
                label.y = y + dy + age * RISE
                label.color = theme.with_alpha(label.color, alpha * (0.8 if label is shadow else 1.0))
                label.draw()
