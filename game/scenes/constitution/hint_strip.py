"""The control hints at the foot of the Constitution screen (`HintStrip`): kept in their own strip
under the map (layout.HINT_RECT, starting where every screen's hints start), one line if it
fits, else the keyboard and gamepad hints on two lines, in the smallest readable size that
fits; never over the map or the side panel."""
from __future__ import annotations

import arcade

from game.scenes.constitution.layout import HINT_RECT
from game.ui import theme
from game.ui.widgets import make_text

SIZES = (theme.SIZE_TINY, 11, 10)       # from the usual hint size down to the smallest readable
GAP = "        "                        # between the keyboard and the gamepad hints on one line


class HintStrip:
    """The hint texts, laid out for the lines they show (rebuilt only when those change)."""

    def __init__(self, rect=HINT_RECT):
        self.rect = rect
        self.texts: list[arcade.Text] = []
        self._key = None

    def show(self, keys: str, pads: str) -> None:
        """Lay out the keyboard hints `keys` and, when gamepads are connected, `pads` ("" if none)."""
        key = (keys, pads)
        if key == self._key:
            return
        self._key = key
        left, bottom, width, height = self.rect
        lines = [line for line in (keys, pads) if line]
        for size in SIZES:
            one = self._lines([GAP.join(lines)], size)
            if one[0].content_width <= width:
                self.texts = one
                return
        for size in SIZES:
            two = self._lines(lines, size)
            if all(text.content_width <= width for text in two) and sum(t.content_height for t in two) <= height:
                self.texts = two
                return
        self.texts = two                # nothing fits: the smallest two lines (not reached with today's hints)

    def _lines(self, lines: list[str], size: float) -> list[arcade.Text]:
        """`lines` stacked in the strip, from its left edge, in font size `size`."""
        left, bottom, width, height = self.rect
        step = height / len(lines)
        return [make_text(line, left, bottom + height - step * (i + 0.5), size, theme.TEXT_DIM)
                for i, line in enumerate(lines)]

    def draw(self) -> None:
        for text in self.texts:
            text.draw()
