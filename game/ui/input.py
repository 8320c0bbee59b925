"""The input layer: keyboard, mouse and gamepads become one small set of actions.

Screens never look at raw keys or buttons; they receive `(device, Action)`
pairs. Each device has its own action map, so up to four people can play at
one screen:

    device   controls                                           default seat
    "kbm"    arrows, Enter, Esc, Tab, Ctrl+Z/Y, and the mouse    player 1
    "wasd"   W A S D, Space (confirm), X (cancel), Q/E (prev/next) player 2
    "pad1".. "pad4"  gamepads in the order they were plugged in  player N

Gamepads hot-plug through pyglet's ControllerManager; on a machine without
/dev/input (or without pads) only the keyboard and mouse are used. Each pad's family
(Xbox-style, PlayStation, Nintendo) is read from its name and GUID when it connects, so prompts
can show its own buttons; a Nintendo pad is read by the letters printed on its buttons (A, on the
right, confirms; B, at the bottom, goes back), as its owners expect. Held
directions repeat (after a short delay), so lists scroll when a key or stick is
held. Pure pyglet, no arcade: the router can be tested with stand-in
controllers (any EventDispatcher that dispatches the controller events).
"""
from __future__ import annotations

import enum
import logging
from typing import Callable

from pyglet.window import key

log = logging.getLogger(__name__)


class Action(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    CANCEL = "cancel"
    MENU = "menu"
    NEXT = "next"
    PREV = "prev"
    UNDO = "undo"
    REDO = "redo"


DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)

KEYBOARD = "kbm"
WASD = "wasd"
MAX_PADS = 4


def pad_device(slot: int) -> str:
    """Device name of gamepad slot 1..4."""
    return f"pad{slot}"


def device_label(device: str, short: bool = False) -> str:
    """A device in players' words; `short`: the few words a seat card has room for."""
    if device == KEYBOARD:
        return "Arrows + mouse" if short else "Keyboard & mouse"
    if device == WASD:
        return "WASD keys" if short else "Keyboard (WASD)"
    if device.startswith("pad"):
        return f"Gamepad {device[3:]}"
    if device == "any":
        return "Any device"
    return device


# the hint line's words for a second player on the keyboard (a couch match with a WASD seat)
WASD_HINTS = "WASD player: [WASD] move   [Space] play"
TWO_KEYBOARDS_HINTS = "Arrows + mouse: [←↑↓→] [Enter] play      WASD player: [WASD] [Space] play      [Esc] menu"


def hint_choices_with_wasd(hints: str, pad_hints: str, pads: bool, gap: str) -> tuple[str, ...]:
    """A screen's hint lines (longest first) when a seat plays on the WASD keys: its keys after
    the keyboard's; where that is too long, the two keyboard players' keys alone."""
    pad_part = gap + pad_hints if pads and pad_hints else ""
    return hints + gap + WASD_HINTS + pad_part, TWO_KEYBOARDS_HINTS + pad_part, TWO_KEYBOARDS_HINTS


# ---- gamepad families: whose buttons a prompt shows -----------------------------------------
XBOX, PLAYSTATION, NINTENDO = "xbox", "playstation", "nintendo"
PAD_FAMILIES = (XBOX, PLAYSTATION, NINTENDO)
_FAMILY_WORDS = {
    PLAYSTATION: ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5", "sony"),
    NINTENDO: ("nintendo", "switch", "joy-con", "joycon", "gamecube", "wii u"),
}
_FAMILY_VENDORS = {0x054C: PLAYSTATION, 0x057E: NINTENDO}     # Sony's and Nintendo's USB vendor ids


def guid_vendor(guid: str) -> int | None:
    """The USB vendor id inside an SDL-style controller GUID (bytes 4-5, little-endian)."""
    try:
        return int(guid[10:12] + guid[8:10], 16) if guid and len(guid) >= 12 else None
    except ValueError:
        return None


def pad_family(name: str = "", guid: str = "") -> str:
    """XBOX, PLAYSTATION or NINTENDO for a controller's name and GUID; Xbox-style when neither
    says otherwise (most pads, and the default layout of pyglet's mapping)."""
    text = (name or "").lower()
    for family, words in _FAMILY_WORDS.items():
        if any(word in text for word in words):
            return family
    return _FAMILY_VENDORS.get(guid_vendor(guid or ""), XBOX)


_last_pad_family = XBOX


def current_pad_family() -> str:
    """The family of the pad that was used (or plugged in) last: the hint lines show its buttons."""
    return _last_pad_family


def _note_family(family: str) -> None:
    global _last_pad_family
    _last_pad_family = family


# ---- keyboard maps --------------------------------------------------------------------------
# (symbol, needs ctrl, needs shift) -> action. Checked in order; ctrl/shift entries first.
PLAYER1_KEYS: list[tuple[int, bool, bool, Action]] = [
    (key.Z, True, True, Action.REDO),
    (key.Z, True, False, Action.UNDO),
    (key.Y, True, False, Action.REDO),
    (key.TAB, False, True, Action.PREV),
    (key.TAB, False, False, Action.NEXT),
    (key.UP, False, False, Action.UP),
    (key.DOWN, False, False, Action.DOWN),
    (key.LEFT, False, False, Action.LEFT),
    (key.RIGHT, False, False, Action.RIGHT),
    (key.RETURN, False, False, Action.CONFIRM),
    (key.NUM_ENTER, False, False, Action.CONFIRM),
    (key.ESCAPE, False, False, Action.CANCEL),
    (key.BACKSPACE, False, False, Action.CANCEL),
    (key.F10, False, False, Action.MENU),
    (key.PAGEUP, False, False, Action.PREV),
    (key.PAGEDOWN, False, False, Action.NEXT),
]
PLAYER2_KEYS: list[tuple[int, bool, bool, Action]] = [
    (key.W, False, False, Action.UP),
    (key.S, False, False, Action.DOWN),
    (key.A, False, False, Action.LEFT),
    (key.D, False, False, Action.RIGHT),
    (key.SPACE, False, False, Action.CONFIRM),
    (key.X, False, False, Action.CANCEL),
    (key.Q, False, False, Action.PREV),
    (key.E, False, False, Action.NEXT),
]
KEY_MAPS = {KEYBOARD: PLAYER1_KEYS, WASD: PLAYER2_KEYS}

# ---- gamepad map (pyglet's SDL-style button names) ---------------------------------------
PAD_BUTTONS = {
    "a": Action.CONFIRM,
    "b": Action.CANCEL,
    "start": Action.MENU,
    "back": Action.MENU,
    "guide": Action.MENU,
    "leftshoulder": Action.PREV,
    "rightshoulder": Action.NEXT,
    "x": Action.UNDO,
    "y": Action.REDO,
    "dpup": Action.UP,
    "dpdown": Action.DOWN,
    "dpleft": Action.LEFT,
    "dpright": Action.RIGHT,
}
# A Nintendo pad's A is on the right and its X on top, where pyglet's mapping (by position) says
# "b" and "y": read by their printed letters, so that "[A] Select" means the button marked A
NINTENDO_BUTTONS = {**PAD_BUTTONS, "a": Action.CANCEL, "b": Action.CONFIRM, "x": Action.REDO, "y": Action.UNDO}
PAD_TRIGGERS = {"lefttrigger": Action.PREV, "righttrigger": Action.NEXT}

STICK_THRESHOLD = 0.55      # how far a stick must lean to count as a direction
TRIGGER_THRESHOLD = 0.6
REPEAT_DELAY = 0.38         # held direction: first repeat after this many seconds
REPEAT_INTERVAL = 0.09      # then every this many seconds


def key_action(device_keys, symbol: int, modifiers: int) -> Action | None:
    ctrl = bool(modifiers & key.MOD_CTRL)
    shift = bool(modifiers & key.MOD_SHIFT)
    for sym, need_ctrl, need_shift, action in device_keys:
        if sym != symbol:
            continue
        if need_ctrl and not ctrl:
            continue
        if need_shift and not shift:
            continue
        if not need_ctrl and ctrl:
            continue  # Ctrl+arrow etc. are not ours
        return action
    return None


def _direction(x: float, y: float, threshold: float) -> Action | None:
    """The dominant direction of a stick or d-pad vector, or None in the dead zone."""
    if max(abs(x), abs(y)) < threshold:
        return None
    if abs(x) > abs(y):
        return Action.RIGHT if x > 0 else Action.LEFT
    return Action.UP if y > 0 else Action.DOWN


class _Held:
    """A held direction that auto-repeats."""

    def __init__(self, action: Action):
        self.action = action
        self.wait = REPEAT_DELAY


class InputRouter:
    """Turns key and controller events into `sink(device, action)` calls.

    `sink` is called for every action; `on_devices_changed(message)` (optional)
    is told when a gamepad connects or disconnects.
    """

    def __init__(self, sink: Callable[[str, Action], None] | None = None,
                 on_devices_changed: Callable[[str], None] | None = None):
        self.sink = sink or (lambda device, action: None)
        self.on_devices_changed = on_devices_changed
        self.pads: dict[object, int] = {}          # controller -> slot 1..4
        self.families: dict[object, str] = {}      # controller -> XBOX, PLAYSTATION or NINTENDO
        self.departed: list[tuple[object, str]] = []    # (controller, device it was) of unplugged pads
        self.came_back: dict[str, str] = {}        # device -> the device the same pad was before it left
        self._held: dict[tuple[str, str], _Held] = {}   # (device, source) -> held direction
        self._triggers: dict[tuple[object, str], bool] = {}
        self.manager = None
        self.hotplug_error: str | None = None

    # ---- devices ----------------------------------------------------------------------
    def devices(self) -> list[str]:
        """Devices that can play now: the two keyboard maps and each connected pad."""
        return [KEYBOARD, WASD] + [pad_device(slot) for slot in sorted(self.pads.values())]

    def pad_count(self) -> int:
        return len(self.pads)

    def controller_of(self, device: str):
        """The controller playing as `device` ("pad2"), or None."""
        return next((c for c, slot in self.pads.items() if pad_device(slot) == device), None)

    def family_of(self, device: str) -> str:
        """The button family of a pad device ("keyboard" for the keyboard halves and the mouse)."""
        controller = self.controller_of(device)
        if controller is None:
            return "keyboard" if device in KEY_MAPS else XBOX
        return self.families.get(controller, XBOX)

    def last_to_leave_as(self, device: str):
        """The controller that played as `device` and was unplugged last, or None."""
        return next((c for c, d in reversed(self.departed) if d == device), None)

    def was_device(self, device: str) -> str | None:
        """The device a pad now playing as `device` was before it was unplugged, or None."""
        return self.came_back.get(device)

    def _returning(self, controller) -> str | None:
        """The device an unplugged pad was, when `controller` is that pad again (the same object,
        or else the same name and GUID: a system may hand back a new object)."""
        def same(other):
            return other is controller or (getattr(other, "name", None), getattr(other, "guid", None)) == \
                (getattr(controller, "name", None), getattr(controller, "guid", None))
        for matches in (lambda o: o is controller, same):
            for i, (other, device) in enumerate(self.departed):
                if matches(other):
                    del self.departed[i]
                    return device
        return None

    def pad_name(self, device: str) -> str:
        """The controller's own name, as the system reports it ("" when unknown)."""
        return str(getattr(self.controller_of(device), "name", "") or "")

    def start_hotplug(self) -> bool:
        """Watch for gamepads. False (and keyboard/mouse only) when the system has no input devices."""
        try:
            import pyglet.input
            manager = pyglet.input.ControllerManager()
            manager.push_handlers(on_connect=self.on_connect, on_disconnect=self.on_disconnect)
            existing = manager.get_controllers()
        except (OSError, ImportError, AttributeError, NotImplementedError) as exc:
            # no /dev/input (containers, CI) or no backend: play with keyboard and mouse
            self.hotplug_error = f"{type(exc).__name__}: {exc}"
            log.info("gamepads unavailable: %s", self.hotplug_error)
            return False
        self.manager = manager
        for controller in existing:
            self.on_connect(controller, announce=False)
        return True

    def on_connect(self, controller, announce: bool = True) -> None:
        """A controller appeared: give it the lowest free slot and listen to it."""
        if controller in self.pads:
            return
        used = set(self.pads.values())
        free = [slot for slot in range(1, MAX_PADS + 1) if slot not in used]
        if not free:
            return  # more than four pads: the extra ones are ignored
        try:
            if hasattr(controller, "open"):
                controller.open()
        except Exception as exc:  # a pad that cannot be opened is skipped, not fatal
            log.info("cannot open controller %r: %s", controller, exc)
            return
        self.pads[controller] = free[0]
        self.came_back.pop(pad_device(free[0]), None)
        before = self._returning(controller)
        if before is not None:
            self.came_back[pad_device(free[0])] = before
        self.families[controller] = pad_family(getattr(controller, "name", ""), getattr(controller, "guid", ""))
        _note_family(self.families[controller])
        controller.push_handlers(self)
        if announce and self.on_devices_changed:
            self.on_devices_changed(f"Gamepad {free[0]} connected")

    def on_disconnect(self, controller) -> None:
        slot = self.pads.pop(controller, None)
        self.families.pop(controller, None)
        if slot is None:
            return
        try:
            controller.remove_handlers(self)
        except Exception:
            pass
        device = pad_device(slot)
        self.departed = (self.departed + [(controller, device)])[-2 * MAX_PADS:]
        for held_key in [k for k in self._held if k[0] == device]:
            del self._held[held_key]
        if self.on_devices_changed:
            self.on_devices_changed(f"Gamepad {slot} disconnected")

    # ---- keyboard ---------------------------------------------------------------------
    def key_press(self, symbol: int, modifiers: int) -> bool:
        handled = False
        for device, keymap in KEY_MAPS.items():
            action = key_action(keymap, symbol, modifiers)
            if action is None:
                continue
            handled = True
            if action in DIRECTIONS:
                self._held[(device, f"key{symbol}")] = _Held(action)
            self.sink(device, action)
        return handled

    def key_release(self, symbol: int, modifiers: int) -> None:
        for device in KEY_MAPS:
            self._held.pop((device, f"key{symbol}"), None)

    # ---- controller events (pyglet Controller signatures) -------------------------------
    def _pad(self, controller) -> str | None:
        slot = self.pads.get(controller)
        return pad_device(slot) if slot else None

    def on_button_press(self, controller, button: str) -> None:
        device = self._pad(controller)
        family = self.families.get(controller, XBOX)
        action = (NINTENDO_BUTTONS if family == NINTENDO else PAD_BUTTONS).get(button)
        if device is None or action is None:
            return
        _note_family(family)
        if action in DIRECTIONS:
            self._held[(device, f"btn{button}")] = _Held(action)
        self.sink(device, action)

    def on_button_release(self, controller, button: str) -> None:
        device = self._pad(controller)
        if device is not None:
            self._held.pop((device, f"btn{button}"), None)

    def on_dpad_motion(self, controller, vector, *rest) -> None:
        # pyglet 2.1 passes a Vec2; older signatures passed (left, right, up, down) booleans
        if rest:
            left, right, up, down = vector, *rest
            x, y = (1 if right else -1 if left else 0), (1 if up else -1 if down else 0)
        else:
            x, y = vector[0], vector[1]
        self._direction_input(controller, "dpad", x, y, 0.5)

    def on_stick_motion(self, controller, stick: str, vector, *rest) -> None:
        if stick not in ("leftstick", "left"):
            return
        x, y = (vector, rest[0]) if rest else (vector[0], vector[1])
        self._direction_input(controller, "stick", x, y, STICK_THRESHOLD)

    def on_trigger_motion(self, controller, trigger: str, value: float) -> None:
        device = self._pad(controller)
        action = PAD_TRIGGERS.get(trigger)
        if device is None or action is None:
            return
        pressed = value >= TRIGGER_THRESHOLD
        was = self._triggers.get((controller, trigger), False)
        self._triggers[(controller, trigger)] = pressed
        if pressed and not was:
            self.sink(device, action)

    def _direction_input(self, controller, source: str, x: float, y: float, threshold: float) -> None:
        device = self._pad(controller)
        if device is None:
            return
        action = _direction(x, y, threshold)
        held_key = (device, source)
        current = self._held.get(held_key)
        if action is None:
            self._held.pop(held_key, None)
            return
        if current is not None and current.action == action:
            return  # still leaning the same way: the repeat timer handles it
        _note_family(self.families.get(controller, XBOX))
        self._held[held_key] = _Held(action)
        self.sink(device, action)

    # ---- time -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Repeat held directions."""
        for (device, _), held in list(self._held.items()):
            held.wait -= dt
            if held.wait <= 0:
                held.wait += REPEAT_INTERVAL
                self.sink(device, held.action)

    def release_all(self) -> None:
        """Forget held directions (on scene change, so a held key does not run on)."""
        self._held.clear()

    def close(self) -> None:
        for controller in list(self.pads):
            try:
                controller.remove_handlers(self)
                if hasattr(controller, "close"):
                    controller.close()
            except Exception:
                pass
        self.pads.clear()
        self.families.clear()
