"""Which input does what on the Fractal territory board (FractalControls, a part of FractalScreen).

The view, for anyone at the screen (it moves no piece): the wheel zooms toward the pointer
(fractional deltas, as trackpads send, zoom smoothly; a sideways scroll pans); dragging with
the left button (past DRAG_PIXELS, so a click still places) or any drag with the right or middle
button pans; a double click dives into the cell under the pointer; + and - zoom, Shift+arrows
pan, F or Home fit the whole board; on the minimap a click or drag moves the view there.
A gamepad's right stick pans, its triggers zoom and a click of the right stick fits (read from
the pads directly: the input layer turns only the left stick and buttons into actions, and a
trigger's action is ignored here while it is pulled).

Moves, for the player to move: a click on an empty vertex places; arrows / WASD / d-pad move a
cursor between the empty vertices shown (the view follows it) and Enter / Space / A places;
S, Tab, E or RB arm a split (the HUD's Split button), and then the cursor and clicks pick one of
the ghost points of a cell's split.
"""
from __future__ import annotations

import math
from typing import Callable

import arcade
from pyglet.window import key as keys

from game.scenes.fractal.board_view import BoardView
from game.scenes.fractal.camera import BoardCamera
from game.scenes.fractal.hud import FractalHud
from game.scenes.fractal.minimap import Minimap
from game.ui.input import Action

DRAG_PIXELS = 6             # a left-button press that moves further is a drag, not a click
DOUBLE_CLICK_SECONDS = 0.4
WHEEL_STEP = 1.18           # zoom per wheel notch
KEY_ZOOM_RATE = 2.2         # zoom per second while + or - is held
KEY_PAN_SPEED = 520         # logical pixels per second while Shift+arrow is held
STICK_PAN_SPEED = 700
TRIGGER_ZOOM_RATE = 2.6
STICK_DEAD_ZONE = 0.2
ZOOM_IN_KEYS = (keys.PLUS, keys.EQUAL, keys.NUM_ADD)
ZOOM_OUT_KEYS = (keys.MINUS, keys.NUM_SUBTRACT, keys.UNDERSCORE)
FIT_KEYS = (keys.F, keys.HOME)
PAN_KEYS = {keys.LEFT: (-1, 0), keys.RIGHT: (1, 0), keys.UP: (0, 1), keys.DOWN: (0, -1)}
DIRECTIONS = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}


class FractalControls:
    """The view's controls and the keys of the board: moves `camera` (the wheel, drags, held
    keys, a gamepad's right stick and triggers, dives, the minimap's clicks), passes presses to
    the `hud` first, dives into the cells of `view`'s board. What plays a move stays the
    screen's: `toggle_split(device)` arms a split (S), `click(x, y)` is a left click that was no
    drag and no double click, `play(name)` makes a sound. `wasd_is_a_seat()` says whether S
    belongs to a couch player on W A S D."""

    def __init__(self, camera: BoardCamera, minimap: Minimap, view: BoardView, hud: FractalHud, *,
                 toggle_split: Callable[[str], None], click: Callable[[float, float], None],
                 play: Callable[[str], None], wasd_is_a_seat: Callable[[], bool]):
        self.camera = camera
        self.minimap = minimap
        self.view = view
        self.hud = hud
        self.toggle_split = toggle_split
        self.click = click
        self.play = play
        self.wasd_is_a_seat = wasd_is_a_seat
        self._press: tuple[float, float, int] | None = None
        self._dragging = False
        self._last_click: tuple[float, float, float] | None = None     # x, y, time
        self._minimap_drag = False
        self._held_keys: set[int] = set()
        self.pad_state: dict[object, dict] = {}      # controller -> its right stick and triggers
        self.hooked_pads: set = set()

    # ---- keys -------------------------------------------------------------------------------------
    def key_press(self, symbol: int, modifiers: int) -> bool:
        """A key with no Ctrl or Alt (True when it was one of the view's or the board's)."""
        shift = modifiers & keys.MOD_SHIFT
        if symbol in ZOOM_IN_KEYS or symbol in ZOOM_OUT_KEYS or (shift and symbol in PAN_KEYS):
            self._held_keys.add(symbol)
            self._key_camera(1 / 30)          # a tap moves at once, a hold keeps moving
            return True
        if symbol in FIT_KEYS:
            self.camera.fit()
            return True
        if symbol == keys.S and not self.wasd_is_a_seat():
            self.toggle_split("kbm")
            return True
        if symbol == keys.H and not self.wasd_is_a_seat():
            self.hud.toggle_hints()
            return True
        return False

    def key_release(self, symbol: int) -> None:
        self._held_keys.discard(symbol)

    def _key_camera(self, dt: float) -> None:
        held = self._held_keys
        if not held:
            return
        if any(k in held for k in ZOOM_IN_KEYS):
            self.camera.zoom_at(*self.camera.centre_screen, KEY_ZOOM_RATE ** dt)
        if any(k in held for k in ZOOM_OUT_KEYS):
            self.camera.zoom_at(*self.camera.centre_screen, KEY_ZOOM_RATE ** -dt)
        dx = sum(PAN_KEYS[k][0] for k in held if k in PAN_KEYS)
        dy = sum(PAN_KEYS[k][1] for k in held if k in PAN_KEYS)
        if dx or dy:
            self.camera.pan_by(-dx * KEY_PAN_SPEED * dt, -dy * KEY_PAN_SPEED * dt)

    # ---- the pointer (logical coordinates) -----------------------------------------------------------
    def drag(self, x: float, y: float, from_x: float, from_y: float) -> None:
        """The pointer moved from (from_x, from_y) to (x, y) with a button held."""
        if self._minimap_drag:
            self.minimap.move_view(self.camera, x, y)
        elif self._press is not None:
            sx, sy, button = self._press
            if button != arcade.MOUSE_BUTTON_LEFT or math.hypot(x - sx, y - sy) > DRAG_PIXELS:
                if not self._dragging and button == arcade.MOUSE_BUTTON_LEFT:
                    from_x, from_y = sx, sy          # the threshold's distance moves the board too
                self._dragging = True
                self.camera.pan_by(x - from_x, y - from_y)

    def press(self, x: float, y: float, button: int) -> None:
        """A press on the board area: the HUD's controls first, then the minimap, then the board."""
        if self.hud.on_mouse_press(x, y, button):
            return
        if self.minimap.shown(self.camera) and self.minimap.contains(x, y):
            self._minimap_drag = True
            self.minimap.move_view(self.camera, x, y)
            return
        if self.camera.contains_screen(x, y):
            self._press = (x, y, button)
            self._dragging = False

    def release(self, x: float, y: float, button: int, now: float) -> None:
        """A release at the screen's clock `now`: a second click close by dives, a first one (no
        drag, the left button) is the screen's `click`."""
        press, dragged = self._press, self._dragging
        self._press, self._dragging, self._minimap_drag = None, False, False
        if press is None or dragged or button != arcade.MOUSE_BUTTON_LEFT:
            return
        last = self._last_click
        self._last_click = (x, y, now)
        if last is not None and now - last[2] <= DOUBLE_CLICK_SECONDS and math.hypot(x - last[0], y - last[1]) < 10:
            self._last_click = None
            self.dive_at(x, y)
            return
        self.click(x, y)

    def wheel(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        """The wheel over the board zooms toward the pointer, a sideways scroll pans (True when
        the pointer is over the board)."""
        if not self.camera.contains_screen(x, y):
            return False
        if scroll_y:
            self.camera.zoom_at(x, y, WHEEL_STEP ** scroll_y)
        if scroll_x:
            self.camera.pan_by(-scroll_x * 24, 0)
        return True

    def dive_at(self, x: float, y: float) -> None:
        """Fly to fit the smallest cell under the screen point (its parent when it is a small
        leaf, so a dive always shows some of the board around it)."""
        camera = self.camera
        wx, wy = camera.to_world(x, y)
        world = self.view.world
        cell = world.cell_at(wx, wy, leaf_only=False)
        if cell is None:
            return
        # the cell that fills about a third of the view or more: dive one level at a time
        target = cell
        while world.board.parent[target] >= 0 and world.csize[target] * camera.zoom < camera.rect[3] * 0.55:
            parent = world.board.parent[target]
            if world.csize[parent] * camera.zoom >= camera.rect[3] * 0.55:
                break
            target = parent
        poly = world.polygon(target)
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        camera.dive(min(xs), min(ys), max(xs), max(ys))
        self.play("click")

    # ---- gamepads: right stick, triggers, right-stick click -----------------------------------------
    def hook_pads(self, pads) -> None:
        """Listen to the pads connected (`pads`: controller -> slot) not listened to yet."""
        for controller in list(pads):
            if controller not in self.hooked_pads:
                controller.push_handlers(on_stick_motion=self._pad_stick, on_trigger_motion=self._pad_trigger,
                                         on_button_press=self._pad_button)
                self.hooked_pads.add(controller)

    def unhook_pads(self) -> None:
        """Listen to no pad (a screen left behind must not keep taking pad events)."""
        for controller in self.hooked_pads:
            try:
                controller.remove_handlers(on_stick_motion=self._pad_stick, on_trigger_motion=self._pad_trigger,
                                           on_button_press=self._pad_button)
            except Exception:
                pass
        self.hooked_pads = set()
        self.pad_state.clear()

    def _pad_stick(self, controller, stick, vector, *rest):
        if stick in ("rightstick", "right"):
            x, y = (vector, rest[0]) if rest else (vector[0], vector[1])
            self.pad_state.setdefault(controller, {})["stick"] = (x, y)

    def _pad_trigger(self, controller, trigger, value):
        self.pad_state.setdefault(controller, {})[trigger] = value

    def _pad_button(self, controller, button):
        if button == "rightstick":
            self.camera.fit()

    def trigger_pulled(self, device: str, pads) -> bool:
        """A trigger of the pad playing as `device` is pulled (it zooms: its action is no look-back)."""
        for controller, slot in pads.items():
            if f"pad{slot}" == device:
                state = self.pad_state.get(controller, {})
                return max(state.get("lefttrigger", 0.0), state.get("righttrigger", 0.0)) >= 0.3
        return False

    def update(self, dt: float, pads) -> None:
        """Each frame: held keys, sticks and triggers move the camera."""
        self.hook_pads(pads)
        self._key_camera(dt)
        for state in self.pad_state.values():
            x, y = state.get("stick", (0.0, 0.0))
            if math.hypot(x, y) > STICK_DEAD_ZONE:
                self.camera.pan_by(-x * STICK_PAN_SPEED * dt, -y * STICK_PAN_SPEED * dt)
            zoom = state.get("righttrigger", 0.0) - state.get("lefttrigger", 0.0)
            if abs(zoom) > 0.1:
                self.camera.zoom_at(*self.camera.centre_screen, TRIGGER_ZOOM_RATE ** (zoom * dt))
