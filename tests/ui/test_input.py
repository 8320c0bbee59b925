"""The input layer: keyboards, stand-in gamepads and hot-plug, turned into actions per device.

Repeat timing is counted in frames of a 60 Hz update (the router's `update(dt)` calls), never
measured on the clock."""
from __future__ import annotations

import pytest
from pyglet.event import EventDispatcher
from pyglet.math import Vec2
from pyglet.window import key

from game.ui.input import KEYBOARD, WASD, Action, InputRouter, device_label, pad_device
from tests.ui.helpers import StandInPad

FRAME = 1 / 60


def router():
    seen, notices = [], []
    return InputRouter(lambda device, action: seen.append((device, action)), notices.append), seen, notices


def connected(r, count=1):
    """`count` stand-in pads plugged into router `r` (slots 1..count, not announced)."""
    pads = [StandInPad(f"pad{i + 1}") for i in range(count)]
    for pad in pads:
        r.on_connect(pad, announce=False)
    return pads


def frames_with_actions(r, seen, frames: int) -> list[tuple[int, str, Action]]:
    """Run `frames` updates of one 60 Hz frame each; (frame number, device, action) for every
    action delivered during them, frame 1 being the first update."""
    out = []
    for frame in range(1, frames + 1):
        before = len(seen)
        r.update(FRAME)
        out += [(frame, device, action) for device, action in seen[before:]]
    return out


# ---- keyboard maps ---------------------------------------------------------------------------

# (key, modifiers) -> (device, action), written out here rather than read from the router's tables
KEYBOARD_BINDINGS = [
    ((key.UP, 0), (KEYBOARD, Action.UP)),
    ((key.DOWN, 0), (KEYBOARD, Action.DOWN)),
    ((key.LEFT, 0), (KEYBOARD, Action.LEFT)),
    ((key.RIGHT, 0), (KEYBOARD, Action.RIGHT)),
    ((key.RETURN, 0), (KEYBOARD, Action.CONFIRM)),
    ((key.NUM_ENTER, 0), (KEYBOARD, Action.CONFIRM)),
    ((key.ESCAPE, 0), (KEYBOARD, Action.CANCEL)),
    ((key.BACKSPACE, 0), (KEYBOARD, Action.CANCEL)),
    ((key.F10, 0), (KEYBOARD, Action.MENU)),
    ((key.TAB, 0), (KEYBOARD, Action.NEXT)),
    ((key.TAB, key.MOD_SHIFT), (KEYBOARD, Action.PREV)),
    ((key.PAGEDOWN, 0), (KEYBOARD, Action.NEXT)),
    ((key.PAGEUP, 0), (KEYBOARD, Action.PREV)),
    ((key.Z, key.MOD_CTRL), (KEYBOARD, Action.UNDO)),
    ((key.Y, key.MOD_CTRL), (KEYBOARD, Action.REDO)),
    ((key.Z, key.MOD_CTRL | key.MOD_SHIFT), (KEYBOARD, Action.REDO)),
    ((key.W, 0), (WASD, Action.UP)),
    ((key.S, 0), (WASD, Action.DOWN)),
    ((key.A, 0), (WASD, Action.LEFT)),
    ((key.D, 0), (WASD, Action.RIGHT)),
    ((key.SPACE, 0), (WASD, Action.CONFIRM)),
    ((key.X, 0), (WASD, Action.CANCEL)),
    ((key.Q, 0), (WASD, Action.PREV)),
    ((key.E, 0), (WASD, Action.NEXT)),
    # Shift does not change a plain key (capital W is still up for player 2)
    ((key.W, key.MOD_SHIFT), (WASD, Action.UP)),
]


@pytest.mark.parametrize("pressed, expected", KEYBOARD_BINDINGS,
                         ids=[f"{key.symbol_string(s)}+{key.modifiers_string(m) or '-'}"
                              for (s, m), _ in KEYBOARD_BINDINGS])
def test_each_key_gives_one_action_to_its_device(pressed, expected):
    r, seen, _ = router()
    assert r.key_press(*pressed) is True            # the window stops looking for this key
    assert seen == [expected]


@pytest.mark.parametrize("symbol, modifiers", [
    (key.LEFT, key.MOD_CTRL),           # Ctrl+arrow belongs to the desktop, not to us
    (key.RETURN, key.MOD_CTRL),
    (key.W, key.MOD_CTRL),              # Ctrl+W must not move player 2
    (key.Z, 0),                         # plain Z is not undo
    (key.Y, 0),
    (key.F1, 0),
    (key.H, 0),
])
def test_keys_that_are_not_bound_reach_no_device(symbol, modifiers):
    r, seen, _ = router()
    assert r.key_press(symbol, modifiers) is False
    r.update(1.0)                        # and nothing is held to repeat later
    assert seen == []


# ---- repeat, counted in frames -----------------------------------------------------------------

def test_a_held_arrow_repeats_on_frames_23_29_and_34_then_stops_on_release():
    # 0.38 s before the first repeat is 22.8 frames, so frame 23; then one every 0.09 s
    # (5.4 frames) on the same beat: 28.2 -> frame 29, 33.6 -> frame 34
    r, seen, _ = router()
    r.key_press(key.DOWN, 0)
    assert seen == [(KEYBOARD, Action.DOWN)]       # the press itself, at once
    repeats = frames_with_actions(r, seen, 36)
    assert repeats == [(23, KEYBOARD, Action.DOWN), (29, KEYBOARD, Action.DOWN), (34, KEYBOARD, Action.DOWN)]
    r.key_release(key.DOWN, 0)
    assert frames_with_actions(r, seen, 120) == []


def test_a_long_frame_still_gives_one_repeat_per_update():
    # A stalled frame (half a second) must not flood the screen with queued repeats.
    r, seen, _ = router()
    r.key_press(key.RIGHT, 0)
    r.update(0.5)
    r.update(0.5)
    assert seen == [(KEYBOARD, Action.RIGHT)] * 3


def test_confirm_and_cancel_never_repeat():
    r, seen, _ = router()
    for symbol in (key.RETURN, key.ESCAPE, key.TAB, key.SPACE):
        r.key_press(symbol, 0)                     # held down, never released
    assert len(seen) == 4
    assert frames_with_actions(r, seen, 120) == []


def test_two_keyboard_players_repeat_independently():
    r, seen, _ = router()
    r.key_press(key.DOWN, 0)
    for _ in range(10):
        r.update(FRAME)
    r.key_press(key.S, 0)                          # player 2 starts holding 10 frames later
    repeats = frames_with_actions(r, seen, 24)
    # player 1's first repeat is on its 23rd frame (13 here), player 2's on its own 23rd
    assert repeats == [(13, KEYBOARD, Action.DOWN), (19, KEYBOARD, Action.DOWN), (23, WASD, Action.DOWN),
                       (24, KEYBOARD, Action.DOWN)]
    r.key_release(key.DOWN, 0)                     # letting go of one key stops only that one
    later = frames_with_actions(r, seen, 12)
    assert later and {device for _, device, _ in later} == {WASD}


def test_a_second_held_direction_repeats_on_its_own_beat():
    # Holding DOWN and then pressing UP: both are held, each repeats 23 frames after its own press.
    r, seen, _ = router()
    r.key_press(key.DOWN, 0)
    for _ in range(10):
        r.update(FRAME)
    r.key_press(key.UP, 0)
    repeats = frames_with_actions(r, seen, 23)
    assert [(f, a) for f, _, a in repeats] == [(13, Action.DOWN), (19, Action.DOWN), (23, Action.UP)]


def test_release_all_forgets_every_held_direction():
    # A scene change calls release_all, so a key held through it does not run on in the new scene.
    r, seen, _ = router()
    pad, = connected(r)
    r.key_press(key.DOWN, 0)
    r.key_press(key.A, 0)
    pad.dispatch_event("on_dpad_motion", pad, Vec2(1, 0))
    assert len(seen) == 3
    r.release_all()
    assert frames_with_actions(r, seen, 120) == []


# ---- gamepads ----------------------------------------------------------------------------

PAD_BINDINGS = [("a", Action.CONFIRM), ("b", Action.CANCEL), ("x", Action.UNDO), ("y", Action.REDO),
                ("start", Action.MENU), ("back", Action.MENU), ("guide", Action.MENU),
                ("leftshoulder", Action.PREV), ("rightshoulder", Action.NEXT),
                ("dpup", Action.UP), ("dpdown", Action.DOWN), ("dpleft", Action.LEFT), ("dpright", Action.RIGHT)]


@pytest.mark.parametrize("button, action", PAD_BINDINGS)
def test_each_pad_button_gives_its_action_to_that_pad_only(button, action):
    r, seen, _ = router()
    connected(r, 2)[1].press(button)               # the second pad plugged in
    assert seen == [("pad2", action)]


def test_unbound_pad_buttons_and_the_right_stick_do_nothing():
    r, seen, _ = router()
    pad, = connected(r)
    for button in ("leftstick", "rightstick", "misc1", "paddle1"):
        pad.press(button)
    pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(-1.0, 0.0))
    pad.dispatch_event("on_trigger_motion", pad, "unknowntrigger", 1.0)
    assert seen == []


def test_a_held_dpad_button_repeats_like_a_key_and_stops_on_release():
    r, seen, _ = router()
    pad, = connected(r)
    pad.dispatch_event("on_button_press", pad, "dpdown")
    assert frames_with_actions(r, seen, 30) == [(23, "pad1", Action.DOWN), (29, "pad1", Action.DOWN)]
    pad.dispatch_event("on_button_release", pad, "dpdown")
    assert frames_with_actions(r, seen, 60) == []


def test_dpad_vector_moves_once_per_push_and_repeats_while_held():
    r, seen, _ = router()
    pad, = connected(r)
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))      # the same lean again: no second action
    assert seen == [("pad1", Action.DOWN)]
    assert [f for f, _, _ in frames_with_actions(r, seen, 30)] == [23, 29]
    pad.dispatch_event("on_dpad_motion", pad, Vec2(-1, 0))      # a new direction: at once
    assert seen[-1] == ("pad1", Action.LEFT)
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))       # let go
    count = len(seen)
    frames_with_actions(r, seen, 60)
    assert len(seen) == count


def test_dpad_with_the_old_four_boolean_signature():
    r, seen, _ = router()
    pad, = connected(r)
    pad.dispatch_event("on_dpad_motion", pad, False, True, False, False)     # left, right, up, down
    pad.dispatch_event("on_dpad_motion", pad, False, False, False, False)
    pad.dispatch_event("on_dpad_motion", pad, False, False, True, False)
    assert seen == [("pad1", Action.RIGHT), ("pad1", Action.UP)]


@pytest.mark.parametrize("x, y, expected", [
    (0.9, 0.1, Action.RIGHT), (-0.9, 0.3, Action.LEFT), (0.2, 0.8, Action.UP), (0.3, -0.7, Action.DOWN),
    (0.6, -0.59, Action.RIGHT),          # the larger lean wins on a diagonal
    (0.5, 0.5, None), (0.0, -0.54, None),   # inside the dead zone (0.55)
])
def test_the_left_stick_leans_into_one_direction(x, y, expected):
    r, seen, _ = router()
    pad, = connected(r)
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(x, y))
    assert seen == ([("pad1", expected)] if expected else [])


def test_a_held_stick_repeats_until_it_returns_to_the_dead_zone():
    r, seen, _ = router()
    pad, = connected(r)
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.0, 1.0))
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.1, 0.9))   # wobbling, still up
    assert frames_with_actions(r, seen, 30) == [(23, "pad1", Action.UP), (29, "pad1", Action.UP)]
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.1, 0.2))
    assert frames_with_actions(r, seen, 60) == []
    assert seen == [("pad1", Action.UP)] * 3


def test_triggers_fire_once_per_pull():
    r, seen, _ = router()
    pad, = connected(r)
    for value in (0.2, 0.8, 0.9, 0.1, 0.95):
        pad.dispatch_event("on_trigger_motion", pad, "lefttrigger", value)
    pad.dispatch_event("on_trigger_motion", pad, "righttrigger", 1.0)
    assert seen == [("pad1", Action.PREV), ("pad1", Action.PREV), ("pad1", Action.NEXT)]
    assert frames_with_actions(r, seen, 60) == []          # a held trigger does not repeat


def test_the_same_button_on_two_pads_goes_to_two_devices():
    r, seen, _ = router()
    pad1, pad2 = connected(r, 2)
    pad2.press("a")
    pad1.press("b")
    pad1.dispatch_event("on_dpad_motion", pad1, Vec2(0, 1))
    pad2.dispatch_event("on_dpad_motion", pad2, Vec2(0, -1))
    r.key_press(key.RETURN, 0)
    assert seen == [("pad2", Action.CONFIRM), ("pad1", Action.CANCEL), ("pad1", Action.UP),
                    ("pad2", Action.DOWN), (KEYBOARD, Action.CONFIRM)]


def test_a_pad_that_was_never_connected_is_not_heard():
    r, seen, _ = router()
    stranger = StandInPad("stranger")
    stranger.push_handlers(r)                  # listening, but it has no slot
    stranger.press("a")
    stranger.dispatch_event("on_dpad_motion", stranger, Vec2(0, 1))
    stranger.dispatch_event("on_trigger_motion", stranger, "righttrigger", 1.0)
    assert seen == [] and r.devices() == [KEYBOARD, WASD]


# ---- plugging in and out -----------------------------------------------------------------

def test_pads_get_the_lowest_free_slot_and_announce_it():
    r, seen, notices = router()
    pad1, pad2 = StandInPad("one"), StandInPad("two")
    r.on_connect(pad1)
    r.on_connect(pad2)
    r.on_connect(pad1)                          # a repeated connect changes nothing
    assert pad1.opened and pad2.opened
    assert r.devices() == [KEYBOARD, WASD, "pad1", "pad2"]
    assert notices == ["Gamepad 1 connected", "Gamepad 2 connected"]


def test_unplugging_frees_the_slot_and_stops_its_repeats():
    r, seen, notices = router()
    pads = connected(r, 5)
    assert r.pad_count() == 4                   # a fifth pad is ignored
    assert not pads[4].opened
    pads[4].press("a")
    pads[1].dispatch_event("on_dpad_motion", pads[1], Vec2(0, -1))    # pad 2 holding down...
    r.on_disconnect(pads[1])                                         # ...is unplugged
    assert notices == ["Gamepad 2 disconnected"]
    assert seen == [("pad2", Action.DOWN)]
    assert frames_with_actions(r, seen, 60) == []                     # no repeats from a gone pad
    pads[1].press("a")                                                # nor its buttons
    assert seen == [("pad2", Action.DOWN)]
    assert r.devices() == [KEYBOARD, WASD, "pad1", "pad3", "pad4"]
    r.on_connect(pads[4], announce=False)                             # the spare pad takes slot 2
    pads[4].press("a")
    assert seen[-1] == ("pad2", Action.CONFIRM)
    r.on_disconnect(pads[1])                                          # a second unplug: no notice
    assert notices == ["Gamepad 2 disconnected"]


def test_a_pad_that_cannot_be_opened_is_skipped():
    class BrokenPad(StandInPad):
        def open(self):
            raise OSError("permission denied")

    r, seen, notices = router()
    broken = BrokenPad()
    r.on_connect(broken)
    broken.press("a")
    assert r.pad_count() == 0 and notices == [] and seen == []
    good, = connected(r)
    good.press("a")
    assert seen == [("pad1", Action.CONFIRM)]


def test_close_closes_every_pad_and_stops_listening():
    r, seen, _ = router()
    pads = connected(r, 2)
    r.close()
    assert [p.opened for p in pads] == [False, False] and r.pad_count() == 0
    pads[0].press("a")
    assert seen == []


class StandInControllerManager(EventDispatcher):
    """Looks like pyglet.input.ControllerManager: lists the pads already plugged in and
    dispatches on_connect / on_disconnect."""

    plugged: list = []

    def get_controllers(self):
        return list(self.plugged)


StandInControllerManager.register_event_type("on_connect")
StandInControllerManager.register_event_type("on_disconnect")


def test_hotplug_takes_pads_already_plugged_in_quietly_and_announces_new_ones(monkeypatch):
    import pyglet.input
    present = StandInPad("present")
    monkeypatch.setattr(StandInControllerManager, "plugged", [present])
    monkeypatch.setattr(pyglet.input, "ControllerManager", StandInControllerManager)
    r, seen, notices = router()
    assert r.start_hotplug() is True and r.hotplug_error is None
    assert r.devices() == [KEYBOARD, WASD, "pad1"] and notices == []      # no notice at start-up
    newcomer = StandInPad("newcomer")
    r.manager.dispatch_event("on_connect", newcomer)
    newcomer.press("start")
    present.press("a")
    assert notices == ["Gamepad 2 connected"]
    assert seen == [("pad2", Action.MENU), ("pad1", Action.CONFIRM)]
    r.manager.dispatch_event("on_disconnect", present)
    assert notices[-1] == "Gamepad 1 disconnected" and r.devices() == [KEYBOARD, WASD, "pad2"]


def test_no_input_devices_means_keyboard_and_mouse_only(monkeypatch):
    import pyglet.input

    def no_dev_input():
        raise FileNotFoundError(2, "No such file or directory", "/dev/input")

    monkeypatch.setattr(pyglet.input, "ControllerManager", no_dev_input)
    r, seen, _ = router()
    assert r.start_hotplug() is False
    assert r.manager is None and "FileNotFoundError" in r.hotplug_error and "/dev/input" in r.hotplug_error
    r.key_press(key.RETURN, 0)
    r.key_press(key.SPACE, 0)
    assert seen == [(KEYBOARD, Action.CONFIRM), (WASD, Action.CONFIRM)] and r.devices() == [KEYBOARD, WASD]


# ---- device names ------------------------------------------------------------------------

@pytest.mark.parametrize("device, label", [
    (KEYBOARD, "Keyboard & mouse"), (WASD, "Keyboard (WASD)"), (pad_device(1), "Gamepad 1"),
    (pad_device(4), "Gamepad 4"), ("any", "Any device"),
])
def test_devices_have_a_label(device, label):
    assert device_label(device) == label


# ---- in the window -----------------------------------------------------------------------

@pytest.mark.screen
def test_a_stand_in_gamepad_drives_the_menu(app):
    from game.scenes.menu import TitleScene
    from tests.ui.helpers import settle, show
    scene = TitleScene()
    show(app, scene)
    pad = StandInPad()
    app.input.on_connect(pad)
    try:
        assert any("Gamepad 1 connected" in t.message for t in app.notices.queue)
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))
        assert scene.focused_key() == "couch"
        pad.press("a")
        settle(app)
        assert type(app.scenes.current).__name__ == "CouchScene"
        pad.press("b")            # back to the game list
        pad.press("b")            # and out
        settle(app)
        assert app.scenes.current is scene
    finally:
        app.input.on_disconnect(pad)


@pytest.mark.screen
def test_a_key_held_through_a_scene_change_does_not_run_on_in_the_new_scene(app):
    from game.scenes.base import Scene
    from tests.ui.helpers import frames, send, settle, show

    class Recorder(Scene):
        def __init__(self):
            super().__init__()
            self.actions = []

        def on_action(self, device, action):
            self.actions.append((device, action))
            return True

    first, second = Recorder(), Recorder()
    show(app, first)
    send(app, "on_key_press", key.DOWN, 0)         # held, never released
    assert first.actions == [(KEYBOARD, Action.DOWN)]
    app.scenes.push(second)
    settle(app)
    frames(app, 60)                                # a second more of holding the key
    assert second.actions == []
    assert first.actions == [(KEYBOARD, Action.DOWN)]


# ---- pad families and pads that come back ----------------------------------------------------------
def test_a_nintendo_pad_is_read_by_its_printed_letters():
    r, seen, _ = router()
    xbox, nintendo = StandInPad("Xbox Wireless Controller"), StandInPad("Nintendo Switch Pro Controller")
    r.on_connect(xbox, announce=False)
    r.on_connect(nintendo, announce=False)
    assert (r.family_of("pad1"), r.family_of("pad2"), r.family_of("kbm")) == ("xbox", "nintendo", "keyboard")
    for button in ("a", "b", "x", "y"):           # pyglet's names go by position: south, east, west, north
        xbox.press(button)
        nintendo.press(button)
    assert seen == [("pad1", Action.CONFIRM), ("pad2", Action.CANCEL),     # south: Xbox A, Nintendo B
                    ("pad1", Action.CANCEL), ("pad2", Action.CONFIRM),     # east: Xbox B, Nintendo A
                    ("pad1", Action.UNDO), ("pad2", Action.REDO),          # west: Xbox X, Nintendo Y
                    ("pad1", Action.REDO), ("pad2", Action.UNDO)]          # north: Xbox Y, Nintendo X


def test_the_pad_used_last_sets_the_family_the_hints_show():
    from game.ui import input as input_layer
    r, seen, _ = router()
    ps, xbox = StandInPad("DualSense Wireless Controller"), StandInPad("Xbox Wireless Controller")
    r.on_connect(ps, announce=False)
    r.on_connect(xbox, announce=False)
    try:
        assert input_layer.current_pad_family() == "xbox"              # plugged in last
        ps.dispatch_event("on_dpad_motion", ps, Vec2(0, 1))
        assert input_layer.current_pad_family() == "playstation"
    finally:
        input_layer._note_family(input_layer.XBOX)


def test_a_pad_that_comes_back_under_another_slot_says_which_it_was():
    r, seen, notices = router()
    first, second = connected(r, 2)
    r.on_disconnect(second)                       # slot 2 free
    r.on_disconnect(first)                        # slot 1 free
    r.on_connect(second)                          # the lowest free slot: it plays as pad1 now
    assert r.was_device("pad1") == "pad2" and r.pad_name("pad1") == "pad2"
    r.on_connect(StandInPad("another"))           # a new pad is no returning one
    assert r.was_device("pad2") is None
    assert notices[-1] == "Gamepad 2 connected"
