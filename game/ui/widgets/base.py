"""The widget base class: a rectangle in logical space that draws into a shared shape batch,
lists its texts, and takes actions, presses and scrolls."""
from __future__ import annotations

from typing import Callable, Sequence

import arcade

from game.ui.draw import ShapeBuilder
from game.ui.input import Action

Callback = Callable[[], None]


class Widget:
    """One control; a WidgetGroup focuses, draws and feeds it."""

    focusable = True

    def __init__(self, left: float, bottom: float, width: float, height: float):
        self.left, self.bottom, self.width, self.height = left, bottom, width, height
        self.enabled = True
        self.visible = True
        self.group = None        # the WidgetGroup it was added to (untyped: group.py imports this)

    # geometry
    @property
    def centre(self) -> tuple[float, float]:
        return self.left + self.width / 2, self.bottom + self.height / 2

    def contains(self, x: float, y: float) -> bool:
        return self.visible and self.left <= x <= self.left + self.width and self.bottom <= y <= self.bottom + self.height

    def changed(self) -> None:
        if self.group is not None:
            self.group.invalidate()

    # drawing
    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        pass

    def texts(self, focused: bool) -> Sequence[arcade.Text]:
        return ()

    def shape_key(self, focused: bool) -> tuple | None:
        """Everything `build` draws from, when that is all in the widget's plain attributes:
        the group then keeps the shapes by it (a widget coming back to a look it had, as a
        button enabled again, costs a copy, not a build). None: built every time."""
        return None

    # input: return True when consumed
    def on_action(self, action: Action) -> bool:
        return False

    def on_press(self, x: float, y: float) -> bool:
        return False

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        return False
