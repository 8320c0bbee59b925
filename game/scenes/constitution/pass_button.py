"""The pass button (revised rules): when the player to move has no move, passing is the only one,
offered at the foot of the map and played with a click on it (or Enter / A, see controls.py)."""
from __future__ import annotations

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text


class PassButton:
    """A pill naming who must pass; `mover_name()` gives the name of the player to move."""

    def __init__(self, map_rect, mover_name):
        left, bottom, width, height = map_rect
        self.mover_name = mover_name
        self._label = make_text("", left + width / 2, bottom + 30, theme.SIZE_BODY, theme.ACCENT_TEXT,
                                anchor_x="center", bold=True)
        self._shapes = ShapeBuilder()

    def _current_label(self):
        text = f"{self.mover_name()} has no move  ·  Enter or click here to pass"
        if self._label.text != text:
            self._label.text = text
            self._shapes.clear()
        return self._label

    def rect(self) -> tuple[float, float, float, float]:
        """left, bottom, width, height: the pill grows with the name in it."""
        label = self._current_label()
        width = label.content_width + 48
        return (label.x - width / 2, label.y - 22, width, 44)

    def contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.rect()
        return l <= x <= l + w and b <= y <= b + h

    def draw(self) -> None:
        label = self._current_label()
        if not self._shapes.data:
            l, b, w, h = self.rect()
            self._shapes.glossy_pill(l, b, w, h, theme.ACCENT)
        self._shapes.draw()
        label.draw()
