"""Which input does what on the Grundy board.

The mouse: hovering a vertex shows what may be written there; a click opens the number picker on
it with the smallest allowed number picked; clicking a number writes it (clicking the vertex
again writes the picked one); a right click writes the smallest allowed number at once; the
wheel picks a larger or smaller number.
Keys and pads: cursor keys, WASD or the d-pad move a cursor between the empty vertices
(`BoardLayout.step_from`) and the picker follows it; Enter / Space / Ⓐ writes the picked number;
Tab / + / RB pick a larger number, Shift+Tab / - / LB a smaller one, a digit key that number;
Esc / Ⓑ closes the picker.
"""
from __future__ import annotations

import math

import arcade
from pyglet.window import key as keys

from game.scenes.grundy.allowed import next_allowed
from game.scenes.grundy.layout import BOARD_AREA, in_box
from game.ui.input import Action

ARROWS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
DIGITS = {**{getattr(keys, f"_{d}"): d for d in range(1, 10)},       # a digit key picks that number
          **{getattr(keys, f"NUM_{d}"): d for d in range(1, 10)}}
BIGGER = (keys.PLUS, keys.EQUAL, keys.NUM_ADD)
SMALLER = (keys.MINUS, keys.NUM_SUBTRACT)


class ControlsMixin:
    """The input part of GrundyScreen: it moves the screen's `focus` (the cursor and the
    picker's vertex), `pending` (the number picked), `picker_open`, `hover`, `hover_chip`,
    `pointer` and `input_mode`, and writes through `write()`."""

    # ---- the cursor and the number picked ---------------------------------------------------------
    def _clamp_pending(self) -> None:
        state = self.live()
        if self.focus is None or state.is_terminal() or state.numbers[self.focus]:
            self.picker_open = False if self.focus is None or state.is_terminal() else self.picker_open
            return
        if self.pending < 1 or state.illegal_reason((self.focus, self.pending)) is not None:
            self.pending = self.smallest(self.focus)

    def _focus_on(self, vertex: int | None, open_picker: bool = True, sound: bool = True) -> None:
        if vertex != self.focus and sound:
            self.play("click")
        self.focus = vertex
        self.picker_open = vertex is not None and open_picker
        if vertex is not None:
            self.pending = self.smallest(vertex)
        self._invalidate_overlays()

    def _step_number(self, step: int) -> bool:
        """Pick the next larger (1) or smaller (-1) allowed number; False when there is none."""
        state = self.live()
        if self.focus is None or state.numbers[self.focus]:
            return False
        number = next_allowed(state, self.focus, self.pending, step)
        if number is None:
            self.play("error")
            return False
        self.pending = number
        self.picker_open = True
        self.play("click")
        self._invalidate_overlays()
        return True

    def _pick_number(self, number: int) -> bool:
        state = self.live()
        if self.focus is None or state.illegal_reason((self.focus, number)) is not None:
            self.play("error")
            if self.focus is not None and not state.numbers[self.focus]:
                self.flash(f"{number} is already next to {self.board.labels[self.focus]}")
            return False
        self.pending = number
        self.picker_open = True
        self._invalidate_overlays()
        return True

    def _empty_vertices(self) -> list[int]:
        state = self.live()
        return [v for v in range(self.board.size) if not state.numbers[v]]

    def _default_focus(self) -> int | None:
        """Where the cursor appears: on the hovered vertex, else nearest where it was last, else
        top left."""
        empty = self._empty_vertices()
        if not empty:
            return None
        if self.hover is not None and self.hover in empty:
            return self.hover
        centres = self.layout.centres
        home = self.focus if self.focus is not None else self._cursor_home
        if home is not None:
            return min(empty, key=lambda v: math.dist(centres[v], centres[home]))
        left, bottom, width, height = BOARD_AREA
        # start top left, where a reader's eye starts
        return min(empty, key=lambda v: (centres[v][0] - left) - 1.2 * (centres[v][1] - bottom))

    # ---- keys and pads ------------------------------------------------------------------------------
    def board_action(self, device: str, action: Action) -> bool:
        self.input_mode = "pad" if device.startswith("pad") else "wasd" if device == "wasd" else "keys"
        self._refresh_interactive()
        state = self.live()
        if action in ARROWS:
            if self.focus is None:
                self._focus_on(self._default_focus())
                return True
            target = self.layout.step_from(self.focus, action, self._empty_vertices())
            if target is not None:
                self._focus_on(target)
            elif state.numbers[self.focus]:
                self._focus_on(self._default_focus())
            return True
        if action == Action.NEXT:
            if self.focus is None or state.numbers[self.focus]:
                self._focus_on(self._default_focus())
                return True
            if not self.picker_open:
                self.picker_open = True
                self._invalidate_overlays()
                return True
            self._step_number(1)
            return True
        if action == Action.PREV:
            # Shift+Tab / LB lower the number while there is a smaller one; otherwise the shell looks back
            if self.focus is not None and not state.numbers[self.focus] and \
                    next_allowed(state, self.focus, self.pending, -1) is not None:
                return self._step_number(-1)
            return False
        if action == Action.CONFIRM:
            if self.focus is None or state.numbers[self.focus]:
                self._focus_on(self._default_focus())
                return True
            return self.write(self.focus, self.pending, device) or True
        if action == Action.CANCEL:
            if self.focus is not None:
                self._focus_on(None, sound=False)
                self.play("click")
                return True
            return False
        return False

    def on_key_press(self, symbol: int, modifiers: int):
        """+ / - pick a larger / smaller number, a digit picks that number (keyboard player)."""
        if not (modifiers & (keys.MOD_CTRL | keys.MOD_ALT)) and self.may_play("kbm") and \
                self.animation is None and not self.window.scenes.busy:
            if symbol in BIGGER or symbol in SMALLER or symbol in DIGITS:
                self.input_mode = "keys"
                if self.focus is None or self.live().numbers[self.focus]:
                    self._focus_on(self._default_focus())
                if self.focus is None:
                    return True
                if symbol in DIGITS:
                    self._pick_number(DIGITS[symbol])
                else:
                    self._step_number(-1 if symbol in SMALLER else 1)
                return True
        return super().on_key_press(symbol, modifiers)

    # ---- the pointer ------------------------------------------------------------------------------
    def board_pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        vertex = self.layout.vertex_at(x, y)
        chip = self._chip_at(x, y)
        if vertex != self.hover or chip != self.hover_chip:
            self.hover = vertex
            self.hover_chip = chip
            self._invalidate_overlays()
        elif self._tooltip_box is not None or vertex is not None:
            self._tooltip_key = None        # the tooltip follows the pointer

    def pointer_move(self, x: float, y: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            self.board_pointer_move(x, y)
        elif self.hover is not None or self.pointer is not None:
            self.pointer = None
            self.hover = self.hover_chip = None
            self._invalidate_overlays()

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self.input_mode = "mouse"
        self._refresh_interactive()
        state = self.live()
        if self.picker_open and self.focus is not None:
            chip = self._chip_at(x, y)
            if chip == "more":
                self._pick_number(self._more_number())
                return
            if chip is not None:
                if state.illegal_reason((self.focus, chip)) is None:
                    self.write(self.focus, chip, "kbm")
                else:
                    self._pick_number(chip)
                return
            box = self._picker_box()
            if box is not None and in_box(box, x, y):
                return
        vertex = self.layout.vertex_at(x, y)
        if vertex is None:
            if self.focus is not None:
                self._focus_on(None, sound=False)
            return
        if state.numbers[vertex]:
            self.play("error")
            self.flash(f"{self.noun.capitalize()} {self.board.labels[vertex]} already holds {state.numbers[vertex]}.")
            self._focus_on(None, sound=False)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.write(vertex, self.smallest(vertex), "kbm")
            return
        if vertex == self.focus and self.picker_open:
            self.write(vertex, self.pending, "kbm")
            return
        self._focus_on(vertex)

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            if self.picker_open and self.focus is not None and self.may_play("kbm") and amount:
                self._step_number(1 if amount > 0 else -1)
            return
        super().pointer_scroll(x, y, amount)

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) makes: a number in the open picker, else nothing (a click on
        a vertex opens the picker; see board_pointer_press)."""
        if self.picker_open and self.focus is not None:
            chip = self._chip_at(x, y)
            if isinstance(chip, int) and self.live().illegal_reason((self.focus, chip)) is None:
                return (self.focus, chip)
        return None
