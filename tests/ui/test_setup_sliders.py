"""Setup sliders: an option marked `slider` (Fractal territory's target score and score
difference) is a row of whole-number stops moved by keys, a gamepad, a press or a drag, and the
match starts with the value it shows."""
from __future__ import annotations

import arcade
import pytest

from game.core.state import GameOption
from tests.ui.helpers import StandInPad, near, pixel, press, screen_image, send, settle, show
from tests.ui.toy_screens import OptionNimGame

pytestmark = pytest.mark.screen

STONES = (5, 7, 9, 11, 13, 15, 17, 19, 21)


@pytest.fixture
def slider_nim(monkeypatch):
    """Nim whose 'stones' option is a slider."""
    monkeypatch.setattr(OptionNimGame, "options", lambda self: [
        GameOption("stones", "Stones", 13, STONES, slider=True, help="How many stones are on the table.")])


def open_nim_options(app):
    from game.scenes.setup import QuickMatchScene
    from game.ui.widgets import StopSliderRow
    scene = QuickMatchScene()
    show(app, scene)
    index = next(i for i, c in enumerate(scene.choices) if c.name == "nim")
    while scene.games.selected < index:
        press(app, arcade.key.DOWN)
    press(app, arcade.key.ENTER)
    row = scene.option_rows["stones"]
    assert isinstance(row, StopSliderRow) and scene.ui.focused is row
    return scene, row


def knob_x(row) -> float:
    x0, x1 = row.track()
    return x0 + (x1 - x0) * row.index / (len(row.stops) - 1)


def test_keys_and_a_gamepad_move_the_slider_a_stop_at_a_time(app, slider_nim):
    from pyglet.math import Vec2
    scene, row = open_nim_options(app)
    assert row.value == 13 and row.value_text.text == "13"
    press(app, arcade.key.RIGHT)
    press(app, arcade.key.RIGHT)
    assert row.value == 17 and row.value_text.text == "17"
    press(app, arcade.key.LEFT)
    assert row.value == 15
    for _ in range(9):                            # held past the end: it stops at the last stop
        press(app, arcade.key.RIGHT)
    assert row.value == 21
    pad = StandInPad()
    app.input.on_connect(pad)
    try:
        pad.dispatch_event("on_dpad_motion", pad, Vec2(-1, 0))
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))
    finally:
        app.input.on_disconnect(pad)
    assert row.value == 19 and scene.ui.focused is row


def test_dragging_the_knob_follows_the_pointer_and_draws_the_knob_there(app, slider_nim):
    scene, row = open_nim_options(app)
    x0, x1 = row.track()
    y = row.bottom + row.height / 2
    button = arcade.MOUSE_BUTTON_LEFT
    send(app, "on_mouse_motion", x0, y, 0, 0)
    send(app, "on_mouse_press", x0, y, button, 0)
    assert row.value == 5
    send(app, "on_mouse_drag", (x0 + x1) / 2, y + 30, 0, 0, button, 0)   # off the row: still held
    assert row.value == 13
    send(app, "on_mouse_drag", x1 + 40, y, 0, 0, button, 0)
    assert row.value == 21
    send(app, "on_mouse_release", x1 + 40, y, button, 0)
    send(app, "on_mouse_motion", x0, y, 0, 0)      # let go: the pointer no longer moves it
    assert row.value == 21
    image = screen_image(app)
    assert near(pixel(app, knob_x(row), y, image), (244, 238, 224), 30)       # the cream knob at the end
    assert not near(pixel(app, x0 + (x1 - x0) / 2, y + 1, image), (244, 238, 224), 30)
    assert row.value_text.text == "21"


def test_the_match_starts_with_the_value_on_the_slider(app, slider_nim):
    scene, row = open_nim_options(app)
    press(app, arcade.key.LEFT)
    press(app, arcade.key.LEFT)
    assert scene.options() == {"stones": 9}
    scene.start.on_click()
    settle(app)
    screen = app.scenes.current
    assert type(screen).__name__ == "NimScreen"
    assert screen.session.options == {"stones": 9} and screen.session.state.stones == 9


def test_fractal_sets_its_target_and_difference_on_sliders_within_the_allowed_ranges():
    from game.engines.fractal.rules import GAME
    options = {o.key: o for o in GAME.options()}
    for key, low, high in (("target", 10, 400), ("difference", 2, 200)):
        option = options[key]
        stops = list(option.choices)
        assert option.slider and stops == sorted(stops)
        assert stops[0] == low and stops[-1] == high and option.default in stops
        assert all(option.fault(v, "fractal") is None for v in stops)
        assert option.fault(high + 1, "fractal") is not None
