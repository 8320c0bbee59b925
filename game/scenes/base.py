"""The base of every screen: logical-space drawing, actions, pointer, chrome.

A `Scene` is an arcade.View that
  * draws in the 1280x720 logical space (`draw()`; the window clears and sets the camera),
  * receives input as actions: `on_action(device, action)` (keyboard, WASD, gamepads),
    and pointer events in logical coordinates: `pointer_move / pointer_press /
    pointer_release / pointer_scroll`,
  * has a `WidgetGroup` (`self.ui`) that handles focus, clicks and batched drawing,
  * shows a heading and a line of control hints in the house style.
Subclasses override `draw`, `update`, `on_action`, `on_back` and the pointer hooks.
"""
from __future__ import annotations

import weakref

import arcade

from game.ui import theme
from game.ui.art import build_backdrop
from game.ui.draw import BakedLayer, CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.prompts import HintLine, prepare_line
from game.ui.sound import MENU_SET
from game.ui.widgets import WidgetGroup, make_text

HINT_LEFT, HINT_Y = 72, 30     # where the hint line starts (its middle height)
HINT_GAP = "      "            # between the keyboard's hints and the gamepad's
_backdrops: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()     # window -> its baked backdrop


def draw_backdrop() -> None:
    """The shared starry navy background, baked once per window (its texture belongs to
    that window's GL context) and shared by every scene."""
    window = arcade.get_window()
    layer = _backdrops.get(window)
    if layer is None:
        layer = _backdrops[window] = BakedLayer(build_backdrop)
    layer.draw()


class Scene(arcade.View):
    heading: str = ""
    # Control hints in the button markup of game.ui.prompts ("[Enter] Select"): the keyboard's,
    # and the gamepad's shown beside them while a pad is connected (instead, if both do not fit).
    hints: str = "[↑↓←→] Move   [Enter] Select   [Esc] Back"
    pad_hints: str = "[D-pad] Move   [A] Select   [B] Back"
    hints_left: float = HINT_LEFT               # the hint line starts here
    hints_right: float = theme.WIDTH - 72      # the hint line stays left of this
    show_backdrop = True
    sound_set = MENU_SET                        # whose sound effects it plays (a game's name)

    def __init__(self):
        super().__init__()
        self.ui = WidgetGroup(sound=self.play)
        self.time = 0.0
        self._chrome: list[arcade.Text] | None = None
        self._hint_line = HintLine()

    # ---- services -----------------------------------------------------------------------
    def play(self, effect: str) -> None:
        """Play a sound effect from this scene's set (game.ui.sound names the effects)."""
        sound = getattr(self.window, "sound", None)
        if sound is not None:
            sound.play(effect, self.sound_set)

    # ---- arcade events (subclasses use the hooks below instead) -------------------------
    def on_draw(self):
        self.window.begin_logical_frame()
        self.draw_scene()
        return True

    def draw_scene(self) -> None:
        """Everything this scene shows (also used by overlays that draw the scene under them)."""
        if self.show_backdrop:
            draw_backdrop()
        self.draw()
        self.draw_chrome()
        self.ui.draw()
        self.draw_front()

    def draw_as_background(self) -> None:
        """Draw this scene under an overlay (pause, results) that is now on top of it."""
        self.hints_hidden = True
        try:
            self.draw_scene()
        finally:
            self.hints_hidden = False

    hints_hidden = False

    def on_update(self, delta_time: float):
        self.window.tick(delta_time)
        self.time += delta_time
        self.update(delta_time)

    def on_key_press(self, symbol: int, modifiers: int):
        if self.window.global_key(symbol, modifiers):
            return True
        self.window.input.key_press(symbol, modifiers)
        return True

    def on_key_release(self, symbol: int, modifiers: int):
        self.window.input.key_release(symbol, modifiers)
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int):
        if not self.window.scenes.busy:
            self.pointer_move(*self.window.to_logical(x, y))

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int):
        if not self.window.scenes.busy:
            self.pointer_move(*self.window.to_logical(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int):
        if not self.window.scenes.busy:
            lx, ly = self.window.to_logical(x, y)
            self.pointer_press(lx, ly, button)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int):
        if not self.window.scenes.busy:
            lx, ly = self.window.to_logical(x, y)
            self.pointer_release(lx, ly, button)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        if not self.window.scenes.busy:
            lx, ly = self.window.to_logical(x, y)
            self.pointer_scroll(lx, ly, scroll_y)

    # ---- hooks --------------------------------------------------------------------------
    def draw(self) -> None:
        """Draw the scene's own content (logical coordinates)."""

    def draw_front(self) -> None:
        """Drawn after the widgets (popups, coach boxes)."""

    def passing_words_shown(self) -> bool:
        """True while words that go by themselves still show (a rising "+38", a banner, a
        shout): play never waits for them, the layout check (tests/ui/layout_walk.py) does."""
        return False

    def update(self, dt: float) -> None:
        """Per-frame logic."""

    def on_enter(self, returning: bool = False) -> None:
        """Shown (again, when `returning` from a scene above)."""

    def on_leave(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_close(self) -> None:
        """Removed from the stack for good."""

    def on_action(self, device: str, action: Action) -> bool:
        """An action from any device. Default: widgets and focus, CANCEL/MENU go back."""
        if self.ui.on_action(action):
            return True
        if action in (Action.CANCEL, Action.MENU):
            self.on_back()
            return True
        return False

    def on_back(self) -> None:
        self.play("click")
        self.window.scenes.pop()

    def pointer_move(self, x: float, y: float) -> None:
        self.ui.pointer_move(x, y)

    def pointer_press(self, x: float, y: float, button: int) -> None:
        self.ui.pointer_press(x, y)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        pass

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        self.ui.pointer_scroll(x, y, amount)

    def on_devices_changed(self) -> None:
        """A gamepad was plugged in or out (the hint line looks at the pads on every frame)."""

    # ---- chrome: heading and hints ------------------------------------------------------
    def draw_chrome(self) -> None:
        if self._chrome is None:
            self._chrome = []
            if self.heading:
                self._chrome.append(make_text(self.heading, 72, 640, theme.SIZE_HEADING, theme.ACCENT,
                                              display=True))
        for text in self._chrome:
            text.draw()
        if self.heading:
            arcade.draw_lrbt_rectangle_filled(72, 72 + 90, 612, 616, theme.ACCENT)
            arcade.draw_lrbt_rectangle_filled(72 + 96, 72 + 110, 612, 616, theme.RED)
        self.draw_hints()

    def draw_hints(self) -> None:
        notices = getattr(self.window, "notices", None)
        if not self.hints or self.hints_hidden or (notices is not None and notices.showing):
            return     # a notice shows in the hints' place
        self._hint_line.draw(self.hint_choices(), self.hints_left, HINT_Y, self.hints_right - self.hints_left)

    def prepare_hints(self, *pairs: tuple[str, str]) -> None:
        """Fit now the hint lines of these (keyboard, pad) hints, which the screen switches to
        later (see prompts.prepare_line): a line fitted for the first time is a hitch."""
        shown = self.hints, self.pad_hints
        try:
            for self.hints, self.pad_hints in pairs:        # the lines hint_choices gives for them
                prepare_line(self.hint_choices(), self.hints_left, HINT_Y, self.hints_right - self.hints_left)
        finally:
            self.hints, self.pad_hints = shown

    def pads_plugged(self) -> int:
        return self.window.input.pad_count() if hasattr(self.window, "input") else 0

    def hint_choices(self) -> tuple[str, ...]:
        """The hint lines to show, longest first: the first that fits is drawn (the last
        shrinks to fit). With a gamepad plugged in, its hints follow the keyboard's."""
        pads = self.pads_plugged()
        return (self.hints + HINT_GAP + self.pad_hints, self.pad_hints) if pads and self.pad_hints \
            else (self.hints,)


class ShellSectionManager(arcade.SectionManager):
    """arcade's SectionManager, except that pointer motion outside every section still
    reaches the view (Arcade 3.3 only forwards motion that is over some section)."""

    def dispatch_mouse_enter_leave_events(self, event_origin: str, x: int, y: int, *args, **kwargs):
        result = super().dispatch_mouse_enter_leave_events(event_origin, x, y, *args, **kwargs)
        if not self.mouse_over_sections:
            method = getattr(self.view, event_origin, None)
            if method is not None:
                return method(x, y, *args, **kwargs)
        return result


class LogicalSection(arcade.Section):
    """An arcade.Section placed by a logical rectangle (kept right when the window resizes).

    Sections hit-test mouse events in window pixels, so the section's own rect
    follows the logical rect through the window's camera; drawing goes through
    the logical camera, and pointer hooks receive logical coordinates.
    """

    def __init__(self, left: float, bottom: float, width: float, height: float, **kwargs):
        kwargs.setdefault("accept_keyboard_keys", False)
        super().__init__(left, bottom, width, height, **kwargs)
        self.logical = (left, bottom, width, height)
        self._placed_generation = -1
        self.camera = self.window.logical_camera

    def place(self) -> None:
        window = self.window
        window.update_layout()
        if self._placed_generation == window.layout_generation:
            return
        self._placed_generation = window.layout_generation
        l, b, w, h = self.logical
        x0, y0 = window.to_window(l, b)
        x1, y1 = window.to_window(l + w, b + h)
        self.width, self.height = x1 - x0, y1 - y0
        self.left, self.bottom = x0, y0

    def contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.logical
        return l <= x <= l + w and b <= y <= b + h

    def on_update(self, delta_time: float):
        self.place()

    def on_resize(self, width: int, height: int):
        self.place()

    def on_mouse_motion(self, x, y, dx, dy):
        self.pointer_move(*self.window.to_logical(x, y))

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers):
        self.pointer_move(*self.window.to_logical(x, y))

    def on_mouse_press(self, x, y, button, modifiers):
        if not self.window.scenes.busy:
            lx, ly = self.window.to_logical(x, y)
            self.pointer_press(lx, ly, button)

    def on_mouse_release(self, x, y, button, modifiers):
        lx, ly = self.window.to_logical(x, y)
        self.pointer_release(lx, ly, button)

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y):
        lx, ly = self.window.to_logical(x, y)
        self.pointer_scroll(lx, ly, scroll_y)

    def on_mouse_leave(self, x, y):
        self.pointer_leave()

    # hooks, logical coordinates
    def pointer_leave(self) -> None:
        pass

    def pointer_move(self, x: float, y: float) -> None:
        pass

    def pointer_press(self, x: float, y: float, button: int) -> None:
        pass

    def pointer_release(self, x: float, y: float, button: int) -> None:
        pass

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        pass


class ShapeCache:
    """Convenience: a scene-owned batched shape rebuilt on demand."""

    def __init__(self, build):
        self.cached = CachedShapes(build)

    def invalidate(self) -> None:
        self.cached.invalidate()

    def draw(self) -> None:
        self.cached.draw()


__all__ = ["Scene", "LogicalSection", "ShellSectionManager", "ShapeCache", "ShapeBuilder", "draw_backdrop"]


class OverlayScene(Scene):
    """A scene drawn over the one below it, dimmed (pause menu, results)."""

    show_backdrop = False

    def __init__(self, under: Scene | None):
        super().__init__()
        self.under = under

    def draw_scene(self) -> None:
        if self.under is not None:
            self.under.draw_as_background()
        arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT, theme.OVERLAY)
        super().draw_scene()


__all__.append("OverlayScene")


class CardOverlay(OverlayScene):
    """An overlay that is one centred card: a heading and a line under it, drawn with the
    card; the subclass adds its widgets. Esc (Back) closes it."""

    def __init__(self, under: Scene | None, width: float, height: float, heading: str, line: str):
        super().__init__(under)
        self.card = ((theme.WIDTH - width) / 2, (theme.HEIGHT - height) / 2, width, height)
        cx, top = theme.WIDTH / 2, self.card[1] + height
        self.frame = CachedShapes(lambda sb: sb.panel(*self.card, border=theme.BORDER))
        self.heading_text = make_text(heading, cx, top - 56, theme.SIZE_HEADING, theme.ACCENT,
                                      anchor_x="center", display=True)
        self.sub = make_text(line, cx, top - 92, theme.SIZE_SMALL, theme.TEXT_MUTED, anchor_x="center")

    def draw(self) -> None:
        self.frame.draw()
        self.heading_text.draw()
        self.sub.draw()

    def on_back(self) -> None:
        self.play("click")
        self.window.scenes.pop(fade=False)


__all__.append("CardOverlay")
