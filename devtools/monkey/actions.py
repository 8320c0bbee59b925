"""The monkey's input, delivered as the window system delivers it: through the window's own event
dispatch (the handlers pyglet calls for a keyboard, a mouse, a gamepad), between frames.

`Inputs` sends one event or gesture at a time and counts what it sent; `noise` is one random
gesture, weighted toward the keys the game uses."""
from __future__ import annotations

import random

import arcade
from pyglet.event import EventDispatcher
from pyglet.window import key

from game.ui import theme

# keys the game reads (game/ui/input.py), the arrows and Enter most
KEY_WEIGHTS = [
    (key.UP, 8), (key.DOWN, 8), (key.LEFT, 8), (key.RIGHT, 8), (key.RETURN, 10), (key.ESCAPE, 3),
    (key.TAB, 5), (key.BACKSPACE, 1), (key.SPACE, 4), (key.W, 2), (key.A, 2), (key.S, 2), (key.D, 2),
    (key.Q, 1), (key.E, 1), (key.X, 1), (key.F, 1), (key.PAGEUP, 1), (key.PAGEDOWN, 1), (key.F10, 1),
    (key.NUM_ENTER, 1), (key.H, 1), (key.R, 1), (key.Z, 1),
]
BUTTONS = ["a", "b", "x", "y", "start", "back", "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft",
           "dpright"]
TEXT = "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-'é"
SMALLEST = theme.MIN_WINDOW
LARGEST = (1920, 1080)      # the virtual screen's size: a bigger window is not shown whole


class StandInPad(EventDispatcher):
    """A gamepad as the input router sees one (a pyglet Controller's events and arguments)."""

    def __init__(self, name: str = "Monkey pad"):
        self.name = name
        self.guid = ""

    def open(self):
        pass

    def close(self):
        pass


for _event in ("on_button_press", "on_button_release", "on_dpad_motion", "on_stick_motion", "on_trigger_motion"):
    StandInPad.register_event_type(_event)


class Inputs:
    """Sends input to `window` and counts it by kind (`sent`)."""

    def __init__(self, window, rng: random.Random, resize: bool = True):
        self.window = window
        self.rng = rng
        self.resize_allowed = resize
        self.sent: dict[str, int] = {}
        self.pad: StandInPad | None = None
        self.pointer = (theme.WIDTH / 2, theme.HEIGHT / 2)
        self.last = ""          # the last input sent, in words (a slow frame names it)

    def _count(self, kind: str, detail: str = "") -> None:
        self.sent[kind] = self.sent.get(kind, 0) + 1
        self.last = f"{kind} {detail}".strip()

    def _send(self, event: str, *args) -> None:
        # the window's own dispatch (with its safety net, when on): what pyglet calls for real input
        self.window.dispatch_event(event, *args)

    # ---- the keyboard -----------------------------------------------------------------------
    def key(self, symbol: int, modifiers: int = 0) -> None:
        self._send("on_key_press", symbol, modifiers)
        self._send("on_key_release", symbol, modifiers)
        names = key.modifiers_string(modifiers).replace("MOD_", "").replace("|", "+")
        self._count("key", f"{names}+{key.symbol_string(symbol)}" if modifiers else key.symbol_string(symbol))

    def undo(self) -> None:
        self.key(key.Z, key.MOD_CTRL)

    def redo(self) -> None:
        self.key(key.Y, key.MOD_CTRL)

    def text(self, words: str) -> None:
        for letter in words:
            self._send("on_text", letter)
        self._count("text")

    # ---- the pointer ------------------------------------------------------------------------
    def to_window(self, x: float, y: float) -> tuple[int, int]:
        wx, wy = self.window.to_window(x, y)
        return int(round(wx)), int(round(wy))

    def move(self, x: float, y: float) -> None:
        """The pointer to logical (x, y)."""
        old = self.to_window(*self.pointer)
        wx, wy = self.to_window(x, y)
        self._send("on_mouse_motion", wx, wy, wx - old[0], wy - old[1])
        self.pointer = (x, y)
        self._count("pointer move")

    def click(self, x: float, y: float, button: int = arcade.MOUSE_BUTTON_LEFT) -> None:
        self.move(x, y)
        wx, wy = self.to_window(x, y)
        self._send("on_mouse_press", wx, wy, button, 0)
        self._send("on_mouse_release", wx, wy, button, 0)
        self._count("click", f"at ({x:.0f}, {y:.0f})")

    def click_widget(self, widget) -> None:
        """A click in the middle of a widget (anything with left, bottom, width, height)."""
        self.click(widget.left + widget.width / 2, widget.bottom + widget.height / 2)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 4) -> None:
        self.move(*start)
        wx, wy = self.to_window(*start)
        button = arcade.MOUSE_BUTTON_LEFT
        self._send("on_mouse_press", wx, wy, button, 0)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            nx, ny = self.to_window(x, y)
            self._send("on_mouse_drag", nx, ny, nx - wx, ny - wy, button, 0)
            wx, wy = nx, ny
        self._send("on_mouse_release", wx, wy, button, 0)
        self.pointer = end
        self._count("drag")

    def wheel(self, x: float, y: float, amount: float) -> None:
        wx, wy = self.to_window(x, y)
        self._send("on_mouse_scroll", wx, wy, 0, amount)
        self._count("wheel")

    # ---- a gamepad --------------------------------------------------------------------------
    def plug_pad(self) -> None:
        if self.pad is None:
            self.pad = StandInPad()
            self.window.input.on_connect(self.pad)
            self._count("pad plugged")

    def unplug_pad(self) -> None:
        if self.pad is not None:
            self.window.input.on_disconnect(self.pad)
            self.pad = None
            self._count("pad unplugged")

    def pad_button(self, button: str) -> None:
        self.plug_pad()
        self.pad.dispatch_event("on_button_press", self.pad, button)
        self.pad.dispatch_event("on_button_release", self.pad, button)
        self._count("pad button", button)

    def pad_stick(self, x: float, y: float) -> None:
        from pyglet.math import Vec2
        self.plug_pad()
        self.pad.dispatch_event("on_stick_motion", self.pad, "leftstick", Vec2(x, y))
        self.pad.dispatch_event("on_stick_motion", self.pad, "leftstick", Vec2(0.0, 0.0))
        self._count("pad stick")

    def pad_trigger(self, trigger: str) -> None:
        self.plug_pad()
        self.pad.dispatch_event("on_trigger_motion", self.pad, trigger, 1.0)
        self.pad.dispatch_event("on_trigger_motion", self.pad, trigger, 0.0)
        self._count("pad trigger")

    # ---- the window -------------------------------------------------------------------------
    def resize(self, width: int, height: int) -> None:
        """As a window manager resizes: the window system then delivers on_resize in the loop."""
        if self.window.fullscreen:
            return
        self.window.set_size(width, height)
        self._count("resize", f"to {width}x{height}")

    def random_size(self) -> tuple[int, int]:
        rng = self.rng
        if rng.random() < 0.3:          # the extremes: the smallest, the largest, very wide, very tall
            return rng.choice([SMALLEST, LARGEST, (LARGEST[0], SMALLEST[1]), (SMALLEST[0], LARGEST[1])])
        return rng.randint(SMALLEST[0], LARGEST[0]), rng.randint(SMALLEST[1], LARGEST[1])

    # ---- noise ----------------------------------------------------------------------------
    def random_key(self) -> int:
        symbols, weights = zip(*KEY_WEIGHTS)
        return self.rng.choices(symbols, weights)[0]

    def random_point(self) -> tuple[float, float]:
        return self.rng.uniform(0, theme.WIDTH), self.rng.uniform(0, theme.HEIGHT)

    def noise(self, keys_only: bool = False) -> None:
        """One random gesture: mostly keys, then the pointer, the wheel, the pad, a resize."""
        rng = self.rng
        roll = rng.random()
        if keys_only or roll < 0.45:
            modifiers = key.MOD_SHIFT if rng.random() < 0.08 else 0
            self.key(self.random_key(), modifiers)
        elif roll < 0.60:
            self.move(*self.random_point())
        elif roll < 0.75:
            self.click(*self.random_point(), button=rng.choice([arcade.MOUSE_BUTTON_LEFT] * 5
                                                               + [arcade.MOUSE_BUTTON_RIGHT]))
        elif roll < 0.80:
            self.drag(self.random_point(), self.random_point(), rng.randint(2, 8))
        elif roll < 0.88:
            self.wheel(*self.random_point(), rng.choice([-3, -1, -1, 1, 1, 3, 10, -10]))
        elif roll < 0.96:
            choice = rng.random()
            if choice < 0.7:
                self.pad_button(rng.choice(BUTTONS))
            elif choice < 0.85:
                self.pad_stick(rng.choice([-1.0, 1.0, 0.0]), rng.choice([-1.0, 1.0, 0.0]))
            elif choice < 0.95:
                self.pad_trigger(rng.choice(["lefttrigger", "righttrigger"]))
            else:
                self.unplug_pad()
        elif roll < 0.985 or not self.resize_allowed:
            self.text("".join(rng.choice(TEXT) for _ in range(rng.randint(1, 12))))
        else:
            self.resize(*self.random_size())
