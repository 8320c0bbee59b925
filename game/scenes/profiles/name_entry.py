"""Typing a name: a card over the profiles screen with the name being typed, a line for
problems, suggested names and an on-screen letter grid.

The keyboard types through `type_text` (the window's on_text) and deletes with `delete`
(on_text_motion); Enter finishes, Esc cancels. A gamepad (or the mouse) uses the grid: the
d-pad moves, A presses a key, X deletes, Start finishes, B cancels. Letters come out capital
at the start of a word and small after, so a pad player writes "Ada Lovelace" without a shift
key; the grid shows them in the case they will be typed.
"""
from __future__ import annotations

from typing import Callable

import arcade

from game.core.profiles import MAX_NAME
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.prompts import HintLine
from game.ui.widgets import Button, WidgetGroup, make_text

CARD = (250, 92, 780, 520)               # left, bottom, width, height
GRID_ROWS = ["ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-'.!", "1234567890"]
KEY_W, KEY_H, KEY_GAP = 58, 40, 8
WORD_BREAKS = " -'"                        # after these a pad's letter is a capital again
KEY_HINTS = "[Enter] Done   [Esc] Cancel"
PAD_HINTS = "[A] Type   [X] Delete   [Start] Done   [B] Cancel"


class NameEntry:
    """One name being typed. `on_done(name)` may call `show_problem` to keep the card open."""

    def __init__(self, title: str, start: str, suggestions: list[str], on_done: Callable[[str], None],
                 on_cancel: Callable[[], None], sound: Callable[[str], None] | None = None,
                 pads: Callable[[], int] = lambda: 0):
        self.name = start
        self.on_done, self.on_cancel = on_done, on_cancel
        self.problem = ""
        self.time = 0.0
        self.pads = pads                  # how many gamepads are connected (their hints show too)
        self.hint_line = HintLine()
        self.ui = WidgetGroup(sound=sound)
        self.frame = CachedShapes(self._build)
        self._sound = sound
        l, b, w, h = CARD
        top = b + h
        self.title = make_text(title, l + 36, top - 40, theme.SIZE_SUBHEADING, theme.ACCENT, bold=True)
        self.field = (l + 36, top - 132, w - 72, 58)
        fx, fy, fw, fh = self.field
        self.text = make_text("", fx + 20, fy + fh / 2, theme.SIZE_BUTTON + 2, theme.TEXT, bold=True)
        self.count = make_text("", fx + fw - 16, fy + fh / 2, theme.SIZE_TINY, theme.TEXT_DIM, anchor_x="right")
        self.line = make_text("", fx, fy - 22, theme.SIZE_SMALL, theme.TEXT_MUTED)
        self.suggest_label = make_text("Or pick:", fx, fy - 66, theme.SIZE_SMALL, theme.TEXT_MUTED)
        self.keys: dict[str, Button] = {}
        x = fx + 86
        for name in suggestions[:3]:
            width = min(200, 40 + 11 * len(name))
            button = Button(name, lambda n=name: self.choose(n), x, fy - 84, width, 36, size=theme.SIZE_SMALL)
            self.ui.add(button)
            x += width + 10
        grid_w = 10 * KEY_W + 9 * KEY_GAP
        gx, gy = l + (w - grid_w) / 2, fy - 148
        for r, row in enumerate(GRID_ROWS):
            for c, char in enumerate(row):
                key = Button(char, lambda ch=char: self.press_char(ch), gx + c * (KEY_W + KEY_GAP),
                             gy - r * (KEY_H + KEY_GAP), KEY_W, KEY_H, size=theme.SIZE_BODY)
                self.keys[char] = self.ui.add(key)
        by = gy - len(GRID_ROWS) * (KEY_H + KEY_GAP) - 8
        wide = (grid_w - 3 * KEY_GAP) / 4
        actions = [("Space", lambda: self.press_char(" ")), ("Delete", self.delete),
                   ("Cancel", self.cancel), ("Done", self.finish)]
        for i, (label, action) in enumerate(actions):
            button = Button(label, action, gx + i * (wide + KEY_GAP), by, wide, KEY_H + 4, size=theme.SIZE_BODY,
                            style="primary" if label == "Done" else "normal")
            self.keys[label] = self.ui.add(button)
        self.ui.focus(self.keys["A"])
        self._refresh()

    # ---- editing -----------------------------------------------------------------------------------
    def type_text(self, text: str) -> None:
        """Characters typed on a keyboard (control characters such as Enter are not text)."""
        for char in text:
            if char.isprintable():
                self._add(char)
        self._refresh()

    def press_char(self, char: str) -> None:
        """A key of the grid: letters take the case the grid shows."""
        if char.isalpha():
            char = char.upper() if self._capital_next() else char.lower()
        self._add(char)
        self._refresh()

    def _add(self, char: str) -> None:
        if char == " " and (not self.name or self.name.endswith(" ")):
            return                      # no leading or double spaces (the key that opened the card)
        if len(self.name) >= MAX_NAME:
            self.problem = f"A name has {MAX_NAME} letters at most."
            self._play("error")
            return
        self.name += char
        self.problem = ""

    def delete(self) -> None:
        self.name = self.name[:-1]
        self.problem = ""
        self._refresh()

    def choose(self, name: str) -> None:
        self.name = name[:MAX_NAME]
        self.problem = ""
        self._refresh()
        self.ui.focus(self.keys["Done"])

    def finish(self) -> None:
        if not self.name.strip():
            self.show_problem("Type a name first.")
            return
        self.on_done(self.name.strip())

    def cancel(self) -> None:
        self.on_cancel()

    def show_problem(self, words: str) -> None:
        self.problem = words
        self._play("error")
        self._refresh()

    def _capital_next(self) -> bool:
        return not self.name or self.name[-1] in WORD_BREAKS

    def _refresh(self) -> None:
        self.text.text = self.name
        self.count.text = f"{len(self.name)} / {MAX_NAME}"
        self.line.text = self.problem or "Type a name with the keyboard, or pick letters below."
        self.line.color = theme.BAD if self.problem else theme.TEXT_MUTED
        self.frame.invalidate()
        capital = self._capital_next()
        for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
            label = self.keys[char].label
            wanted = char if capital else char.lower()
            if label.text != wanted:
                label.text = wanted
        self.ui.invalidate()

    def _play(self, effect: str) -> None:
        if self._sound is not None:
            self._sound(effect)

    # ---- input from the scene ---------------------------------------------------------------------
    def on_action(self, action: Action) -> bool:
        if action == Action.CANCEL:
            self.cancel()
        elif action == Action.UNDO:
            self.delete()
        elif action == Action.MENU:
            self.finish()
        else:
            self.ui.on_action(action)
        return True

    def key_press(self, symbol: int) -> None:
        """A keyboard key while the card is open (letters arrive as text instead)."""
        from pyglet.window import key
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.finish()
        elif symbol == key.ESCAPE:
            self.cancel()
        elif symbol in (key.UP, key.DOWN, key.LEFT, key.RIGHT):
            self.ui.move_focus({key.UP: Action.UP, key.DOWN: Action.DOWN, key.LEFT: Action.LEFT,
                                key.RIGHT: Action.RIGHT}[symbol])

    def update(self, dt: float) -> None:
        self.time += dt

    # ---- drawing ---------------------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        sb.panel(*CARD, border=theme.BORDER)
        l, b, w, h = CARD
        sb.rect(l + 36, b + h - 62, 80, 3, theme.ACCENT)
        sb.rect(l + 122, b + h - 62, 14, 3, theme.RED)
        fx, fy, fw, fh = self.field
        sb.rounded_rect(fx, fy, fw, fh, 12, theme.BACKGROUND_DEEP)
        sb.rounded_outline(fx, fy, fw, fh, 12, 2, theme.BAD if self.problem else theme.ACCENT)

    def draw(self) -> None:
        """Over the screen below, dimmed."""
        arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT, theme.OVERLAY)
        self.frame.draw()
        for text in (self.title, self.text, self.count, self.line, self.suggest_label):
            text.draw()
        if int(self.time * 2) % 2 == 0:          # the caret blinks
            fx, fy, fw, fh = self.field
            x = self.text.x + (self.text.content_width if self.name else 0) + 3
            arcade.draw_lrbt_rectangle_filled(x, x + 3, fy + 14, fy + fh - 14, theme.ACCENT)
        self.ui.draw()
        l, b, w, h = CARD
        choices = (KEY_HINTS + "      " + PAD_HINTS, PAD_HINTS) if self.pads() else (KEY_HINTS,)
        self.hint_line.draw(choices, l + 36, b + 22, w - 72)
