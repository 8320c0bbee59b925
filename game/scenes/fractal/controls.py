"""Which input does what on the Fractal territory board (ControlsMixin of FractalScreen).

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

import arcade
from pyglet.window import key as keys

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


class ControlsMixin:
    """Needs from the screen: camera, view (BoardView), minimap, hud, cursor, hover_vertex."""

    def _init_controls(self) -> None:
        self._press: tuple[float, float, int] | None = None
        self._dragging = False
        self._last_click: tuple[float, float, float] | None = None     # x, y, time
        self._minimap_drag = False
        self._held_keys: set[int] = set()
        self._pad_state: dict[object, dict] = {}      # controller -> its right stick and triggers
        self._hooked_pads: set = set()
        self.pointer: tuple[float, float] | None = None

    # ---- keys -------------------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int):
        if self.window.scenes.busy or modifiers & (keys.MOD_CTRL | keys.MOD_ALT):
            return super().on_key_press(symbol, modifiers)
        shift = modifiers & keys.MOD_SHIFT
        if symbol in ZOOM_IN_KEYS or symbol in ZOOM_OUT_KEYS or (shift and symbol in PAN_KEYS):
            self._held_keys.add(symbol)
            self._key_camera(1 / 30)          # a tap moves at once, a hold keeps moving
            return True
        if symbol in FIT_KEYS:
            self.camera.fit()
            return True
        if symbol == keys.S and not self._wasd_is_a_seat():
            self._toggle_split("kbm")
            return True
        if symbol == keys.H and not self._wasd_is_a_seat():
            self.hud.toggle_hints()
            return True
        return super().on_key_press(symbol, modifiers)

    def on_key_release(self, symbol: int, modifiers: int):
        self._held_keys.discard(symbol)
        return super().on_key_release(symbol, modifiers)

    def _wasd_is_a_seat(self) -> bool:
        """In a couch match where someone plays on W A S D, S is theirs (they arm splits with E)."""
        return any(seat.is_human and seat.device == "wasd" for seat in self.session.seats)

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

    # ---- actions (cursor and moves) --------------------------------------------------------------
    def on_action(self, device: str, action: Action) -> bool:
        if action in (Action.PREV, Action.NEXT) and self._trigger_pulled(device):
            return True                      # the trigger zooms (update_controls); it is no look-back
        return super().on_action(device, action)

    def board_action(self, device: str, action: Action) -> bool:
        if action in DIRECTIONS:
            self._step_cursor(*DIRECTIONS[action])
            return True
        if action == Action.CONFIRM:
            if self.cursor is None:
                self._step_cursor(0, 0)
                return True
            return self._play_cursor(device)
        if action == Action.NEXT:
            self._toggle_split(device)
            return True
        if action == Action.CANCEL and self.split_armed():
            self._toggle_split(device)
            return True
        return False

    def _toggle_split(self, device: str) -> None:
        """Arm or disarm a split; with the dice option, the same key first rolls for the right."""
        if not self.may_play(device):
            return
        state = self.view_state()
        if state.may_roll():
            self.hud.roll(device)
            return
        self.hud.toggle_split()
        self.cursor = None

    # ---- the pointer -------------------------------------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        if x >= self.board_rect[0] + self.board_rect[2]:
            self.pointer = None
            self._set_hover(None, None)
            return
        self.pointer = (x, y)
        self.hud.on_mouse_motion(x, y)
        self._update_hover()

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers):
        if self.window.scenes.busy:
            return True
        lx, ly = self.window.to_logical(x, y)
        px, py = self.window.to_logical(x - dx, y - dy)
        if self._minimap_drag:
            self.minimap.move_view(self.camera, lx, ly)
        elif self._press is not None:
            sx, sy, button = self._press
            if button != arcade.MOUSE_BUTTON_LEFT or math.hypot(lx - sx, ly - sy) > DRAG_PIXELS:
                if not self._dragging and button == arcade.MOUSE_BUTTON_LEFT:
                    px, py = sx, sy          # the threshold's distance moves the board too
                self._dragging = True
                self.camera.pan_by(lx - px, ly - py)
        self.pointer_move(lx, ly)
        return True

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if x >= self.board_rect[0] + self.board_rect[2]:
            return
        if self.hud.on_mouse_press(x, y, button):
            return
        if self.minimap.shown(self.camera) and self.minimap.contains(x, y):
            self._minimap_drag = True
            self.minimap.move_view(self.camera, x, y)
            return
        if self.camera.contains_screen(x, y):
            self._press = (x, y, button)
            self._dragging = False

    def pointer_release(self, x: float, y: float, button: int) -> None:
        press, dragged = self._press, self._dragging
        self._press, self._dragging, self._minimap_drag = None, False, False
        if press is None or dragged or button != arcade.MOUSE_BUTTON_LEFT:
            return
        last = self._last_click
        self._last_click = (x, y, self.time)
        if last is not None and self.time - last[2] <= DOUBLE_CLICK_SECONDS and math.hypot(x - last[0], y - last[1]) < 10:
            self._last_click = None
            self.dive_at(x, y)
            return
        if self.is_animating():
            self.skip_animation()
            return
        if self.session.in_replay or not self.may_play("kbm"):
            return
        move = self.hit_test(x, y)
        if move is not None:
            self.submit_move(move, "kbm")

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        if self.window.scenes.busy:
            return True
        lx, ly = self.window.to_logical(x, y)
        if self.camera.contains_screen(lx, ly):
            if scroll_y:
                self.camera.zoom_at(lx, ly, WHEEL_STEP ** scroll_y)
            if scroll_x:
                self.camera.pan_by(-scroll_x * 24, 0)
            self._update_hover()
            return True
        return super().on_mouse_scroll(x, y, scroll_x, scroll_y)

    def dive_at(self, x: float, y: float) -> None:
        """Fly to fit the smallest cell under the screen point (its parent when it is a small
        leaf, so a dive always shows some of the board around it)."""
        wx, wy = self.camera.to_world(x, y)
        world = self.view.world
        cell = world.cell_at(wx, wy, leaf_only=False)
        if cell is None:
            return
        # the cell that fills about a third of the view or more: dive one level at a time
        target = cell
        while world.board.parent[target] >= 0 and world.csize[target] * self.camera.zoom < self.camera.rect[3] * 0.55:
            parent = world.board.parent[target]
            if world.csize[parent] * self.camera.zoom >= self.camera.rect[3] * 0.55:
                break
            target = parent
        poly = world.polygon(target)
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        self.camera.dive(min(xs), min(ys), max(xs), max(ys))
        self.play("click")

    # ---- gamepads: right stick, triggers, right-stick click -----------------------------------------
    def _hook_pads(self) -> None:
        pads = getattr(self.window.input, "pads", {})
        for controller in list(pads):
            if controller not in self._hooked_pads:
                controller.push_handlers(on_stick_motion=self._pad_stick, on_trigger_motion=self._pad_trigger,
                                         on_button_press=self._pad_button)
                self._hooked_pads.add(controller)

    def on_leave(self) -> None:
        self._unhook_pads()             # a screen left behind must not keep taking pad events
        super().on_leave()

    def _unhook_pads(self) -> None:
        for controller in self._hooked_pads:
            try:
                controller.remove_handlers(on_stick_motion=self._pad_stick, on_trigger_motion=self._pad_trigger,
                                           on_button_press=self._pad_button)
            except Exception:
                pass
        self._hooked_pads = set()
        self._pad_state.clear()

    def _pad_stick(self, controller, stick, vector, *rest):
        if stick in ("rightstick", "right"):
            x, y = (vector, rest[0]) if rest else (vector[0], vector[1])
            self._pad_state.setdefault(controller, {})["stick"] = (x, y)

    def _pad_trigger(self, controller, trigger, value):
        self._pad_state.setdefault(controller, {})[trigger] = value

    def _pad_button(self, controller, button):
        if button == "rightstick":
            self.camera.fit()

    def _trigger_pulled(self, device: str) -> bool:
        pads = getattr(self.window.input, "pads", {})
        for controller, slot in pads.items():
            if f"pad{slot}" == device:
                state = self._pad_state.get(controller, {})
                return max(state.get("lefttrigger", 0.0), state.get("righttrigger", 0.0)) >= 0.3
        return False

    def update_controls(self, dt: float) -> None:
        self._hook_pads()
        self._key_camera(dt)
        for state in self._pad_state.values():
            x, y = state.get("stick", (0.0, 0.0))
            if math.hypot(x, y) > STICK_DEAD_ZONE:
                self.camera.pan_by(-x * STICK_PAN_SPEED * dt, -y * STICK_PAN_SPEED * dt)
            zoom = state.get("righttrigger", 0.0) - state.get("lefttrigger", 0.0)
            if abs(zoom) > 0.1:
                self.camera.zoom_at(*self.camera.centre_screen, TRIGGER_ZOOM_RATE ** (zoom * dt))
