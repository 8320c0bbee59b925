"""The side panel's slot: what a match's mode wants under the status line (Mode.panel_slot).

The move list ("moves") and the tutorial coach ("coach") are drawn by the panel itself; the
review (review_part.py) and a watch's controls (watch_controls.py) are parts of their own. Each
is a PanelSlot the screen makes and hands to its panel: it declares which of the panel's own
buttons stay, and brings its buttons in its own group, made in the rectangles the panel gives.
Nothing in it touches the panel's widgets, nor the panel its widgets."""
from __future__ import annotations

from typing import Callable

from game.ui.widgets import WidgetGroup

Rect = tuple[float, float, float, float]


class PanelSlot:
    replaces_list = False         # it draws in the move list's place (the review)
    keeps_replay_bar = True       # the panel's ◀◀ ◀ ▶ ▶▶ stay
    keeps_takebacks = True        # the panel's Undo and Redo (or the mode's note) stay

    def __init__(self, sound: Callable[[str], None] | None = None, keeps_replay_bar: bool | None = None):
        if keeps_replay_bar is not None:
            self.keeps_replay_bar = keeps_replay_bar
        self.ui = WidgetGroup(sound=sound, hover_only=True)   # its own buttons, drawn in the panel's picture

    def place_buttons(self, bar: Rect, takebacks: Rect, batch) -> None:
        """Make its buttons in the rectangles given: the replay bar's row and Undo and Redo's
        (where it does not keep them); texts that change only with its state go in `batch`
        (the panel's, drawn into its picture)."""

    def pointer_press(self, x: float, y: float) -> bool:
        return self.ui.pointer_press(x, y)

    def pointer_move(self, x: float, y: float) -> None:
        self.ui.pointer_move(x, y)

    def pointer_release(self) -> None:
        pass

    # ---- what the screen asks of every slot, each frame and on each input ----------------------
    # the hint lines shown while the slot is up (None: the screen's own); set after a game's own
    hints: tuple[str, str] | None = None

    def update(self) -> None:
        """Once a frame, before the screen's bots and moves."""

    def on_action(self, action) -> bool:
        """An action (game.ui.input.Action) before the screen's own; True when taken."""
        return False

    def key_press(self, symbol: int, modifiers: int) -> bool:
        """A key before any of the game's own keys; True when taken."""
        return False

    def draw_on_board(self) -> None:
        """Marks over the board, in front of its words."""

    def close(self) -> None:
        """The screen is closed: stop whatever runs elsewhere (a worker)."""


def plain_slot(name: str, sound: Callable[[str], None] | None = None) -> PanelSlot:
    """The slot of the panel's own "moves" or "coach" (a lesson goes forwards only: no replay bar)."""
    return PanelSlot(sound, keeps_replay_bar=name != "coach")
