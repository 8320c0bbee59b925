"""The scene stack: push / pop / replace with a short fade; input waits for the fade."""
from __future__ import annotations

import pytest

from game.scenes.base import Scene
from game.ui import theme
from game.ui.input import Action
from tests.ui.helpers import brightness, frames, pixel, screen_image, settle, show

pytestmark = pytest.mark.screen


class Plain(Scene):
    """A scene filling the screen with one colour, recording what happens to it."""

    def __init__(self, colour=(200, 200, 200), name=""):
        super().__init__()
        self.colour = colour
        self.name = name
        self.events = []
        self.actions = []

    def draw(self):
        import arcade
        arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT, self.colour)

    def on_enter(self, returning=False):
        self.events.append("enter-again" if returning else "enter")

    def on_leave(self):
        self.events.append("leave")

    def on_close(self):
        self.events.append("close")

    def on_action(self, device, action):
        self.actions.append((device, action))
        return True


def test_push_pop_replace_keep_a_stack(app):
    a, b, c = Plain(name="a"), Plain(name="b"), Plain(name="c")
    show(app, a)
    app.scenes.push(b)
    settle(app)
    assert app.scenes.stack == [a, b] and app.current_view is b
    app.scenes.replace(c)
    settle(app)
    assert app.scenes.stack == [a, c] and app.current_view is c
    app.scenes.pop()
    settle(app)
    assert app.scenes.stack == [a] and app.current_view is a
    assert a.events == ["enter", "leave", "enter-again"]
    assert b.events == ["enter", "close"] and c.events == ["enter", "close"]


def test_pop_never_removes_the_last_scene(app):
    a = Plain()
    show(app, a)
    app.scenes.pop()
    settle(app)
    assert app.scenes.stack == [a]


def test_the_switch_happens_at_the_darkest_moment_of_the_fade(app):
    a, b = Plain((230, 230, 230)), Plain((230, 230, 230))
    show(app, a)
    app.scenes.push(b)
    assert app.scenes.busy and app.current_view is a      # fading out: still the old scene
    half = theme.anim(theme.FADE_SECONDS) / 2
    frames(app, int(half * 60) + 2)
    assert app.current_view is b                          # switched in the dark
    settle(app)
    assert not app.scenes.busy and app.scenes.fade_alpha() == 0


def test_a_fade_in_progress_darkens_the_screen(app):
    a, b = Plain((230, 230, 230)), Plain((230, 230, 230))
    show(app, a)
    bright = brightness(pixel(app, 640, 360))
    app.scenes.push(b)
    frames(app, 6)                                        # about the middle of the fade-out
    alpha = app.scenes.fade_alpha()
    assert 0.2 < alpha <= 1.0
    mid = brightness(pixel(app, 640, 360, screen_image_without_update(app)))
    assert mid < bright - 40, (mid, bright)
    settle(app)
    assert abs(brightness(pixel(app, 640, 360)) - bright) < 10


def screen_image_without_update(window):
    """Draw without advancing time (render_frame would move the fade on)."""
    import arcade
    from pyglet.event import EventDispatcher
    EventDispatcher.dispatch_event(window, "on_draw")
    EventDispatcher.dispatch_event(window, "on_refresh", 0)
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


def test_input_waits_while_a_fade_runs(app):
    a, b = Plain(), Plain()
    show(app, a)
    app.scenes.push(b)
    app.dispatch_action("kbm", Action.CONFIRM)
    assert a.actions == [] and b.actions == []
    settle(app)
    app.dispatch_action("kbm", Action.CONFIRM)
    assert b.actions == [("kbm", Action.CONFIRM)]


def test_animation_speed_scales_the_fade(app):
    show(app, Plain())
    theme.set_animation_speed(4.0)
    app.scenes.push(Plain())
    frames(app, int(theme.FADE_SECONDS / 4 * 60) + 2)
    assert not app.scenes.busy


def test_the_window_letterboxes_the_logical_screen_when_resized(app):
    show(app, Plain((230, 230, 230)))
    app.set_size(1000, 720)
    try:
        app.dispatch_events()
        frames(app, 2)
        image = screen_image(app)
        w, h = image.size
        # 1000 wide: the 16:9 picture is 562 high, with bars above and below
        assert brightness(image.getpixel((w // 2, h // 2))) > 200
        assert brightness(image.getpixel((w // 2, 5))) < 60
        lx, ly = app.to_logical(500, 360)
        assert abs(lx - 640) < 2 and abs(ly - 360) < 2
    finally:
        app.set_size(1280, 720)
        app.dispatch_events()
        frames(app, 1)
