"""The input layer: keyboards, stand-in gamepads and hot-plug, turned into actions per device."""
from __future__ import annotations

import pytest
from pyglet.math import Vec2
from pyglet.window import key

from game.ui.input import KEYBOARD, REPEAT_DELAY, REPEAT_INTERVAL, WASD, Action, InputRouter
from tests.ui.helpers import StandInPad


def router():
    seen, notices = [], []
    return InputRouter(lambda device, action: seen.append((device, action)), notices.append), seen, notices


def test_player_one_uses_arrows_enter_and_escape():
    r, seen, _ = router()
    for symbol in (key.UP, key.DOWN, key.LEFT, key.RIGHT, key.RETURN, key.ESCAPE, key.F10, key.TAB):
        r.key_press(symbol, 0)
        r.key_release(symbol, 0)
    assert seen == [(KEYBOARD, a) for a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.CONFIRM,
                                            Action.CANCEL, Action.MENU, Action.NEXT)]


def test_player_two_uses_wasd_and_space():
    r, seen, _ = router()
    for symbol in (key.W, key.A, key.S, key.D, key.SPACE, key.X, key.Q, key.E):
        r.key_press(symbol, 0)
        r.key_release(symbol, 0)
    assert seen == [(WASD, a) for a in (Action.UP, Action.LEFT, Action.DOWN, Action.RIGHT, Action.CONFIRM,
                                        Action.CANCEL, Action.PREV, Action.NEXT)]


def test_ctrl_z_and_ctrl_y_undo_and_redo_but_ctrl_arrows_do_nothing():
    r, seen, _ = router()
    r.key_press(key.Z, key.MOD_CTRL)
    r.key_press(key.Y, key.MOD_CTRL)
    r.key_press(key.Z, key.MOD_CTRL | key.MOD_SHIFT)
    r.key_press(key.LEFT, key.MOD_CTRL)
    assert seen == [(KEYBOARD, Action.UNDO), (KEYBOARD, Action.REDO), (KEYBOARD, Action.REDO)]


def test_a_held_direction_repeats_after_a_delay():
    r, seen, _ = router()
    r.key_press(key.DOWN, 0)
    r.update(REPEAT_DELAY - 0.01)
    assert len(seen) == 1
    r.update(0.02)
    r.update(REPEAT_INTERVAL)
    assert seen == [(KEYBOARD, Action.DOWN)] * 3
    r.key_release(key.DOWN, 0)
    r.update(1.0)
    assert len(seen) == 3


def test_stand_in_gamepads_get_slots_and_drive_actions():
    r, seen, notices = router()
    pad1, pad2 = StandInPad("one"), StandInPad("two")
    r.on_connect(pad1)
    r.on_connect(pad2)
    assert pad1.opened and r.devices() == [KEYBOARD, WASD, "pad1", "pad2"]
    assert notices == ["Gamepad 1 connected", "Gamepad 2 connected"]
    pad2.press("a")
    pad1.press("b")
    pad1.press("start")
    pad1.press("rightshoulder")
    assert seen == [("pad2", Action.CONFIRM), ("pad1", Action.CANCEL), ("pad1", Action.MENU), ("pad1", Action.NEXT)]


def test_dpad_and_stick_move_the_cursor_once_per_push():
    r, seen, _ = router()
    pad = StandInPad()
    r.on_connect(pad, announce=False)
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))      # still held: no second action
    pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.9, 0.1))
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.3, 0.0))   # back in the dead zone
    pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(-1.0, 0.0))  # the right stick is not a cursor
    assert seen == [("pad1", Action.DOWN), ("pad1", Action.RIGHT)]


def test_a_held_stick_repeats_and_triggers_fire_once_per_pull():
    r, seen, _ = router()
    pad = StandInPad()
    r.on_connect(pad, announce=False)
    pad.dispatch_event("on_stick_motion", pad, "leftstick", Vec2(0.0, 1.0))
    r.update(REPEAT_DELAY + 0.001)
    assert seen == [("pad1", Action.UP)] * 2
    seen.clear()
    for value in (0.2, 0.8, 0.9, 0.1, 0.95):
        pad.dispatch_event("on_trigger_motion", pad, "lefttrigger", value)
    assert seen == [("pad1", Action.PREV), ("pad1", Action.PREV)]


def test_unplugging_frees_the_slot_for_the_next_pad():
    r, seen, notices = router()
    pads = [StandInPad(str(i)) for i in range(5)]
    for pad in pads:
        r.on_connect(pad, announce=False)
    assert r.pad_count() == 4                 # a fifth pad is ignored
    r.on_disconnect(pads[1])
    assert notices == ["Gamepad 2 disconnected"]
    pads[1].press("a")
    assert seen == []                         # an unplugged pad no longer talks to the game
    r.on_connect(pads[4], announce=False)
    assert r.pads[pads[4]] == 2


def test_no_input_devices_means_keyboard_and_mouse_only(monkeypatch):
    import pyglet.input

    def no_dev_input():
        raise FileNotFoundError(2, "No such file or directory", "/dev/input")

    monkeypatch.setattr(pyglet.input, "ControllerManager", no_dev_input)
    r, seen, _ = router()
    assert r.start_hotplug() is False
    assert "/dev/input" in r.hotplug_error
    r.key_press(key.RETURN, 0)
    assert seen == [(KEYBOARD, Action.CONFIRM)] and r.devices() == [KEYBOARD, WASD]


def test_hotplug_on_this_machine_never_raises():
    r, _, _ = router()
    assert r.start_hotplug() in (True, False)
    r.close()


@pytest.mark.screen
def test_a_stand_in_gamepad_drives_the_menu(app):
    from game.scenes.menu import TitleScene
    from tests.ui.helpers import settle, show
    scene = TitleScene()
    show(app, scene)
    pad = StandInPad()
    app.input.on_connect(pad)
    try:
        assert any("Gamepad 1 connected" in t.message for t in app.toasts)
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
