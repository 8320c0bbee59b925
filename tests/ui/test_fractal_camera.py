"""Fractal territory's board camera: zoom toward the pointer (wheel and trackpad deltas), drag to
pan (and a click still places), double-click dives, F fits, the keys and a stand-in gamepad move
the view, the minimap shows while zoomed in and moves the view, and a deep board draws a bounded
number of shapes when zoomed in. Frames are counted, never timed."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from pyglet.math import Vec2  # noqa: E402

from game.scenes.fractal.camera import BoardCamera  # noqa: E402
from game.scenes.fractal.layout import WORLD  # noqa: E402
from tests.ui.helpers import KEY, StandInPad, brightness, near, pixel, send  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import screen_image as image  # noqa: E402


def open_screen(window, state=None):
    from game.engines.fractal import GAME
    from game.scenes.fractal.screen import FractalScreen
    screen = FractalScreen.for_state(state or GAME.new_initial_state({"shape": "square"}))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def at(window, x, y):
    """Window coordinates of a logical point."""
    return window.to_window(x, y)


def frames(window, count):
    for _ in range(count):
        window.render_frame(1 / 30)


# ---- the maths alone ---------------------------------------------------------------------------------
def test_zoom_at_keeps_the_world_point_under_the_pointer_and_stays_within_limits():
    camera = BoardCamera(WORLD, 1.0)
    before = camera.to_world(250, 420)
    camera.zoom_at(250, 420, 3.0)
    after = camera.to_world(250, 420)
    assert camera.zoom == pytest.approx(camera.fit_zoom * 3)
    assert after == pytest.approx(before, abs=1e-6)
    for _ in range(200):
        camera.zoom_at(250, 420, 0.5)
    assert camera.zoom == pytest.approx(camera.min_zoom)


def test_a_fit_flight_eases_back_to_the_whole_board_in_steps():
    camera = BoardCamera(WORLD, 1.0)
    camera.zoom_at(100, 100, 8)
    camera.fit()
    zooms = []
    for _ in range(20):
        camera.update(1 / 30)
        zooms.append(camera.zoom)
    assert zooms[0] < camera.fit_zoom * 8 and zooms[-1] == pytest.approx(camera.fit_zoom)
    assert all(a >= b for a, b in zip(zooms, zooms[1:]))          # smooth: never back and forth
    assert (camera.x, camera.y) == pytest.approx((WORLD / 2, WORLD / 2))


# ---- the mouse ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("notches", [1.0, 0.25])        # a wheel's notch, a trackpad's fraction
def test_the_wheel_zooms_toward_the_cursor(app, notches):
    screen = open_screen(app)
    camera = screen.camera
    x, y = 330, 480
    before, zoom = camera.to_world(x, y), camera.zoom
    send(app, "on_mouse_scroll", *at(app, x, y), 0, notches)
    assert camera.zoom > zoom
    assert camera.to_world(x, y) == pytest.approx(before, abs=0.5)
    send(app, "on_mouse_scroll", *at(app, x, y), 0, -notches)
    assert camera.zoom == pytest.approx(zoom)


def test_a_left_drag_pans_and_places_nothing_and_a_right_drag_pans_too(app):
    screen = open_screen(app)
    camera = screen.camera
    camera.zoom_at(480, 350, 3)
    for button in (arcade.MOUSE_BUTTON_LEFT, arcade.MOUSE_BUTTON_RIGHT):
        start = (camera.x, camera.y)
        wx, wy = camera.to_world(480, 350)
        send(app, "on_mouse_press", *at(app, 480, 350), button, 0)
        for step in range(1, 11):
            send(app, "on_mouse_drag", *at(app, 480 + 8 * step, 350 + 3 * step), 8, 3, button, 0)
        send(app, "on_mouse_release", *at(app, 560, 380), button, 0)
        # the world point that was under the pointer followed it
        assert camera.to_world(560, 380) == pytest.approx((wx, wy), abs=0.5)
        assert (camera.x, camera.y) != start
    assert screen.session.moves == []


def test_a_double_click_dives_into_the_cell_under_the_pointer(app):
    screen = open_screen(app)
    camera = screen.camera
    world = screen.view.world
    x, y = camera.to_screen(WORLD * 0.3, WORLD * 0.7)      # inside the upper left cell, off its corners
    for _ in range(2):
        send(app, "on_mouse_press", *at(app, x, y), arcade.MOUSE_BUTTON_LEFT, 0)
        send(app, "on_mouse_release", *at(app, x, y), arcade.MOUSE_BUTTON_LEFT, 0)
    assert camera.flight is not None
    frames(app, 30)
    assert camera.zoom > camera.fit_zoom * 1.5
    cell = world.cell_at(camera.x, camera.y)
    assert world.board.path[cell] == "1"               # the view is centred on that cell
    assert screen.session.moves == []


def test_f_and_home_fit_the_board_after_zooming(app):
    screen = open_screen(app)
    camera = screen.camera
    for symbol in (KEY.F, KEY.HOME):
        camera.zoom_at(200, 200, 5)
        press(app, symbol)
        frames(app, 30)
        assert camera.zoom == pytest.approx(camera.fit_zoom)


def test_plus_minus_and_shift_arrows_move_the_view_without_moving_the_cursor(app):
    screen = open_screen(app)
    camera = screen.camera
    zoom = camera.zoom
    press(app, KEY.PLUS)
    assert camera.zoom > zoom
    press(app, KEY.MINUS)
    press(app, KEY.MINUS)
    assert camera.zoom < zoom
    camera.zoom_at(480, 350, 6)
    x = camera.x
    send(app, "on_key_press", KEY.RIGHT, KEY.MOD_SHIFT)
    frames(app, 10)                                     # held: the view keeps moving
    send(app, "on_key_release", KEY.RIGHT, KEY.MOD_SHIFT)
    assert camera.x > x and screen.cursor is None


# ---- a gamepad -----------------------------------------------------------------------------------------
def test_a_stand_in_pads_right_stick_pans_its_triggers_zoom_and_the_stick_click_fits(app):
    screen = open_screen(app)
    pad = StandInPad("pad1")
    app.input.on_connect(pad, announce=False)
    try:
        frames(app, 1)                                  # the screen listens to the pads it finds
        camera = screen.camera
        camera.zoom_at(480, 350, 4)
        x, y = camera.x, camera.y
        pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(0.9, 0.0))
        frames(app, 8)
        pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(0.0, 0.0))
        assert camera.x > x and camera.y == pytest.approx(y)
        zoom = camera.zoom
        pad.dispatch_event("on_trigger_motion", pad, "righttrigger", 1.0)
        frames(app, 8)
        pad.dispatch_event("on_trigger_motion", pad, "righttrigger", 0.0)
        assert camera.zoom > zoom
        assert not screen.session.in_replay            # the trigger's look-back action was not taken
        pad.dispatch_event("on_trigger_motion", pad, "lefttrigger", 1.0)
        frames(app, 8)
        pad.dispatch_event("on_trigger_motion", pad, "lefttrigger", 0.0)
        assert camera.zoom < zoom * 1.5
        pad.press("rightstick")
        frames(app, 30)
        assert camera.zoom == pytest.approx(camera.fit_zoom)
    finally:
        app.input.on_disconnect(pad)


# ---- the minimap ---------------------------------------------------------------------------------------
def test_the_minimap_shows_only_when_zoomed_in_and_a_click_on_it_moves_the_view(app):
    screen = open_screen(app)
    minimap = screen.minimap
    l, b, w, h = minimap.frame
    spot = (l + 4, b + h / 2)                           # the minimap's frame, left edge
    fitted = pixel(app, *spot)
    screen.camera.zoom_at(200, 600, 6)
    app.render_frame()
    zoomed = pixel(app, *spot)
    assert not near(fitted, zoomed, 20)
    ml, mb, mw, mh = minimap.rect
    send(app, "on_mouse_press", *at(app, ml + mw * 0.8, mb + mh * 0.2), arcade.MOUSE_BUTTON_LEFT, 0)
    send(app, "on_mouse_release", *at(app, ml + mw * 0.8, mb + mh * 0.2), arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.camera.x == pytest.approx(WORLD * 0.8, abs=WORLD * 0.03)
    assert screen.camera.y == pytest.approx(WORLD * 0.2, abs=WORLD * 0.03)
    assert screen.session.moves == []


# ---- deep boards ---------------------------------------------------------------------------------------
def test_a_deep_board_zoomed_in_draws_a_bounded_part_of_itself(app):
    from game.scenes.fractal.demo import deep_state
    state = deep_state(depth=10, vertices=5000)
    screen = open_screen(app, state)
    view = screen.view
    total_segments = sum(mesh.count for mesh in view.lines.values())
    assert state.board.vertex_count >= 5000
    fitted = view.drawn_segments
    assert fitted < total_segments                      # the deepest levels are too small to draw
    screen.camera.zoom_at(480, 350, 30)
    app.render_frame()
    assert 0 < view.drawn_segments < total_segments / 4
    assert view.drawn_sprites < state.board.vertex_count / 2
    image_now = image(app)
    assert brightness(pixel(app, 480, 350, image_now)) > 60    # the board is there, not the backdrop


def test_the_minimap_draws_a_deep_board_from_a_coarse_copy_of_its_cells(app):
    """Thousands of leaves would be drawn twice a frame; the minimap draws cells a few of its
    pixels wide whole, so its copy is a small part of the board's fills."""
    from game.scenes.fractal.demo import deep_state
    state = deep_state(depth=10, vertices=5000)
    screen = open_screen(app, state)
    view = screen.view
    assert 0 < len(view.overview) < len(view.fills) / 4
    screen.camera.zoom_at(480, 350, 30)
    app.render_frame()
    l, b, w, h = screen.minimap.rect
    assert brightness(pixel(app, l + w / 2, b + h / 2, image(app))) > 60      # the board shows in it


def test_a_screen_left_stops_listening_to_the_pads(app):
    screen = open_screen(app)
    pad = StandInPad("pad1")
    app.input.on_connect(pad, announce=False)
    try:
        frames(app, 1)
        assert pad in screen.controls.hooked_pads
        screen.on_leave()
        pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(0.9, 0.0))
        assert not screen.controls.hooked_pads and not screen.controls.pad_state      # the stick reached nothing
    finally:
        app.input.on_disconnect(pad)
