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
from typing import Callable

import arcade
from pyglet.window import key as keys

from game.engines.grundy.board import Board
from game.engines.grundy.rules import smallest_allowed_number
from game.scenes.grundy.allowed import next_allowed
from game.scenes.grundy.choice import Choice
from game.scenes.grundy.hover import HoverMarks
from game.scenes.grundy.layout import BOARD_AREA, BoardLayout, in_box
from game.scenes.grundy.picker import NumberPicker
from game.ui.input import Action

ARROWS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
DIGITS = {**{getattr(keys, f"_{d}"): d for d in range(1, 10)},       # a digit key picks that number
          **{getattr(keys, f"NUM_{d}"): d for d in range(1, 10)}}
BIGGER = (keys.PLUS, keys.EQUAL, keys.NUM_ADD)
SMALLER = (keys.MINUS, keys.NUM_SUBTRACT)


class GrundyControls:
    """The input of the Grundy screen: it changes `choice` (the cursor and the picker's vertex
    `focus`, the number picked `pending`, `picker_open`, what is under the pointer, `input_mode`)
    on the live position `live()`, and plays through `write(vertex, number, device)`. It asks the
    picker where its chips are, tells the picker and the hover marks when what they show changed,
    makes sounds with `play(name)` and says why a number is refused with `flash(words)`. The
    screen decides whether the board takes input at all before it passes an event on."""

    def __init__(self, choice: Choice, board: Board, layout: BoardLayout, noun: str, live: Callable[[], object],
                 picker: NumberPicker, marks: HoverMarks, *, write: Callable[[int, int, str], bool],
                 play: Callable[[str], None], flash: Callable[[str], None]):
        self.choice = choice
        self.board = board
        self.layout = layout
        self.noun = noun
        self.live = live
        self.picker = picker
        self.marks = marks
        self.write = write
        self.play = play
        self.flash = flash

    def changed(self) -> None:
        """The choice or the position changed: the picker and the hover marks are drawn again."""
        self.picker.invalidate()
        self.marks.invalidate()

    def smallest(self, vertex: int) -> int:
        return smallest_allowed_number(self.live(), vertex)

    # ---- the cursor and the number picked ---------------------------------------------------------
    def clamp_pending(self) -> None:
        """After the position changed: the number picked is still allowed, the picker closed
        where nothing may be written."""
        choice, state = self.choice, self.live()
        if choice.focus is None or state.is_terminal() or state.numbers[choice.focus]:
            choice.picker_open = False if choice.focus is None or state.is_terminal() else choice.picker_open
            return
        if choice.pending < 1 or state.illegal_reason((choice.focus, choice.pending)) is not None:
            choice.pending = self.smallest(choice.focus)

    def focus_on(self, vertex: int | None, open_picker: bool = True, sound: bool = True) -> None:
        choice = self.choice
        if vertex != choice.focus and sound:
            self.play("click")
        choice.focus = vertex
        choice.picker_open = vertex is not None and open_picker
        if vertex is not None:
            choice.pending = self.smallest(vertex)
        self.changed()

    def step_number(self, step: int) -> bool:
        """Pick the next larger (1) or smaller (-1) allowed number; False when there is none."""
        choice, state = self.choice, self.live()
        if choice.focus is None or state.numbers[choice.focus]:
            return False
        number = next_allowed(state, choice.focus, choice.pending, step)
        if number is None:
            self.play("error")
            return False
        choice.pending = number
        choice.picker_open = True
        self.play("click")
        self.changed()
        return True

    def pick_number(self, number: int) -> bool:
        choice, state = self.choice, self.live()
        if choice.focus is None or state.illegal_reason((choice.focus, number)) is not None:
            self.play("error")
            if choice.focus is not None and not state.numbers[choice.focus]:
                self.flash(f"{number} is already next to {self.board.labels[choice.focus]}")
            return False
        choice.pending = number
        choice.picker_open = True
        self.changed()
        return True

    def empty_vertices(self) -> list[int]:
        state = self.live()
        return [v for v in range(self.board.size) if not state.numbers[v]]

    def default_focus(self) -> int | None:
        """Where the cursor appears: on the hovered vertex, else nearest where it was last, else
        top left."""
        empty = self.empty_vertices()
        if not empty:
            return None
        choice = self.choice
        if choice.hover is not None and choice.hover in empty:
            return choice.hover
        centres = self.layout.centres
        home = choice.focus if choice.focus is not None else choice.cursor_home
        if home is not None:
            return min(empty, key=lambda v: math.dist(centres[v], centres[home]))
        left, bottom, width, height = BOARD_AREA
        # start top left, where a reader's eye starts
        return min(empty, key=lambda v: (centres[v][0] - left) - 1.2 * (centres[v][1] - bottom))

    # ---- keys and pads ------------------------------------------------------------------------------
    def action(self, device: str, action: Action) -> bool:
        """An action of a player's keys or pad (True when the board used it)."""
        choice = self.choice
        choice.input_mode = "pad" if device.startswith("pad") else "wasd" if device == "wasd" else "keys"
        state = self.live()
        if action in ARROWS:
            if choice.focus is None:
                self.focus_on(self.default_focus())
                return True
            target = self.layout.step_from(choice.focus, action, self.empty_vertices())
            if target is not None:
                self.focus_on(target)
            elif state.numbers[choice.focus]:
                self.focus_on(self.default_focus())
            return True
        if action == Action.NEXT:
            if choice.focus is None or state.numbers[choice.focus]:
                self.focus_on(self.default_focus())
                return True
            if not choice.picker_open:
                choice.picker_open = True
                self.changed()
                return True
            self.step_number(1)
            return True
        if action == Action.PREV:
            # Shift+Tab / LB lower the number while there is a smaller one; otherwise the shell looks back
            if choice.focus is not None and not state.numbers[choice.focus] and \
                    next_allowed(state, choice.focus, choice.pending, -1) is not None:
                return self.step_number(-1)
            return False
        if action == Action.CONFIRM:
            if choice.focus is None or state.numbers[choice.focus]:
                self.focus_on(self.default_focus())
                return True
            return self.write(choice.focus, choice.pending, device) or True
        if action == Action.CANCEL:
            if choice.focus is not None:
                self.focus_on(None, sound=False)
                self.play("click")
                return True
            return False
        return False

    def number_key(self, symbol: int) -> bool:
        """+ / - pick a larger / smaller number, a digit picks that number (True when `symbol` is
        one of those keys)."""
        if symbol not in BIGGER and symbol not in SMALLER and symbol not in DIGITS:
            return False
        choice = self.choice
        choice.input_mode = "keys"
        if choice.focus is None or self.live().numbers[choice.focus]:
            self.focus_on(self.default_focus())
        if choice.focus is None:
            return True
        if symbol in DIGITS:
            self.pick_number(DIGITS[symbol])
        else:
            self.step_number(-1 if symbol in SMALLER else 1)
        return True

    def wheel(self, amount: float) -> None:
        """The wheel over the board picks a larger or smaller number while the picker is open."""
        if self.choice.picker_open and self.choice.focus is not None and amount:
            self.step_number(1 if amount > 0 else -1)

    # ---- the pointer ------------------------------------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        choice = self.choice
        choice.pointer = (x, y)
        vertex = self.layout.vertex_at(x, y)
        chip = self.picker.chip_at(x, y)
        if vertex != choice.hover or chip != choice.hover_chip:
            choice.hover = vertex
            choice.hover_chip = chip
            self.changed()
        else:
            self.marks.follow_pointer()

    def pointer_left(self) -> None:
        """The pointer went off the board (to the side panel)."""
        if self.choice.leave_board():
            self.changed()

    def press(self, x: float, y: float, button: int) -> None:
        """A click on the board: on a chip, on a vertex, or beside them (closes the picker)."""
        choice = self.choice
        choice.input_mode = "mouse"
        state = self.live()
        if choice.picker_open and choice.focus is not None:
            chip = self.picker.chip_at(x, y)
            if chip == "more":
                self.pick_number(self.picker.more_number())
                return
            if chip is not None:
                if state.illegal_reason((choice.focus, chip)) is None:
                    self.write(choice.focus, chip, "kbm")
                else:
                    self.pick_number(chip)
                return
            box = self.picker.box()
            if box is not None and in_box(box, x, y):
                return
        vertex = self.layout.vertex_at(x, y)
        if vertex is None:
            if choice.focus is not None:
                self.focus_on(None, sound=False)
            return
        if state.numbers[vertex]:
            self.play("error")
            self.flash(f"{self.noun.capitalize()} {self.board.labels[vertex]} already holds {state.numbers[vertex]}.")
            self.focus_on(None, sound=False)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.write(vertex, self.smallest(vertex), "kbm")
            return
        if vertex == choice.focus and choice.picker_open:
            self.write(vertex, choice.pending, "kbm")
            return
        self.focus_on(vertex)

    def after_move(self, vertex: int) -> None:
        """A number was written on `vertex`: the picker closes, the cursor hides (the next cursor
        key brings it back near here)."""
        choice = self.choice
        choice.picker_open = False
        choice.cursor_home = vertex
        choice.focus = None
        self.changed()
