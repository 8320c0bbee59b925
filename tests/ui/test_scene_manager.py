"""The scene stack: push / pop / replace / reset / pop_to with a fade; the switch happens at the
darkest moment and input waits for the fade.

Fades are on in every test here (the settings' animation speed, never fade=False), and time is
counted in frames of 1/64 s: binary-exact, so the fade's half (0.125 s at normal speed) is
exactly 8 updates and its end exactly 16."""
from __future__ import annotations

import pytest
from pyglet.window import key

from game.scenes.base import Scene
from game.ui import theme
from game.ui.input import Action
from tests.ui.helpers import brightness, click_at, frames, pixel, screen_image, send, settle, show

pytestmark = pytest.mark.screen

FRAME = 1 / 64


class Plain(Scene):
    """A scene filling the screen with one colour, recording its hooks (in a log it may share
    with other scenes), its updates, actions and clicks."""

    def __init__(self, name="", colour=(200, 200, 200), log=None):
        super().__init__()
        self.scene_name = name
        self.colour = colour
        self.log = [] if log is None else log
        self.updates = 0
        self.actions = []
        self.clicks = []

    def draw(self):
        import arcade
        arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT, self.colour)

    def update(self, dt):
        self.updates += 1

    def on_enter(self, returning=False):
        self.log.append(f"{self.scene_name} enter" + (" again" if returning else ""))

    def on_leave(self):
        self.log.append(f"{self.scene_name} leave")

    def on_close(self):
        self.log.append(f"{self.scene_name} close")

    def on_action(self, device, action):
        self.actions.append((device, action))
        return True

    def pointer_press(self, x, y, button):
        self.clicks.append((round(x), round(y)))


def scenes(*names, log=None):
    log = [] if log is None else log
    return log, [Plain(name, log=log) for name in names]


def set_animation_speed(app, speed):
    """As the settings screen does: the saved setting, applied to the theme."""
    app.settings.animation_speed = speed
    app.settings.apply_to_theme()


def run_fade(app) -> list[tuple[int, object, float]]:
    """Frames of 1/64 s until the fade ends: (frame number, current view, fade alpha) after each."""
    timeline = []
    for frame in range(1, 200):
        app.render_frame(FRAME)
        timeline.append((frame, app.current_view, app.scenes.fade_alpha()))
        if not app.scenes.busy:
            return timeline
    raise AssertionError("the fade never ended")


def switch_frame(timeline, view) -> int:
    return next(frame for frame, current, _ in timeline if current is view)


@pytest.fixture
def stack(app):
    """Scene `a` alone on the stack, with fades at normal speed."""
    set_animation_speed(app, 1.0)
    log, (a,) = scenes("a")
    show(app, a)
    log.clear()
    a.updates = 0
    return app, log, a


# ---- timing -----------------------------------------------------------------------------

def test_a_push_switches_on_frame_8_of_16_at_the_darkest_moment(stack):
    app, log, a = stack
    b = Plain("b", log=log)
    app.scenes.push(b)
    assert app.scenes.busy and app.current_view is a and log == []      # nothing happens at once
    timeline = run_fade(app)
    assert len(timeline) == 16 and switch_frame(timeline, b) == 8
    alphas = [alpha for _, _, alpha in timeline]
    assert alphas[7] == 1.0 == max(alphas)                               # fully dark on the switch frame
    assert alphas[:8] == sorted(alphas[:8]) and alphas[7:] == sorted(alphas[7:], reverse=True)
    assert alphas[0] == pytest.approx(1 / 8) and alphas[-1] == 0.0
    assert log == ["a leave", "b enter"]
    # the old scene was updated until the switch, the new one from the next frame on
    assert (a.updates, b.updates) == (8, 8)


@pytest.mark.parametrize("speed, half", [(0.5, 16), (2.0, 4), (4.0, 2)])
def test_the_animation_speed_setting_scales_the_fade(app, speed, half):
    set_animation_speed(app, speed)
    a, b = Plain("a"), Plain("b")
    show(app, a)
    app.scenes.replace(b)
    timeline = run_fade(app)
    assert switch_frame(timeline, b) == half and len(timeline) == 2 * half


@pytest.mark.parametrize("change", ["push", "pop", "replace", "reset", "pop_to", "pop_to_scene"])
def test_every_kind_of_change_fades(stack, change):
    app, log, a = stack
    b, c = Plain("b", log=log), Plain("c", log=log)
    app.scenes.push(b, fade=False)
    app.scenes.push(c, fade=False)
    calls = {"push": lambda: app.scenes.push(Plain("d", log=log)), "pop": app.scenes.pop,
             "replace": lambda: app.scenes.replace(Plain("d", log=log)),
             "reset": lambda: app.scenes.reset(Plain("d", log=log)),
             "pop_to": lambda: app.scenes.pop_to("a"), "pop_to_scene": lambda: app.scenes.pop_to_scene(b)}
    calls[change]()
    assert app.scenes.busy and app.current_view is c
    timeline = run_fade(app)
    assert len(timeline) == 16
    assert [current for _, current, _ in timeline].index(app.current_view) == 7     # switched on frame 8
    assert app.current_view is not c


def test_the_fade_darkens_the_screen_and_lifts(stack):
    app, _, a = stack
    a.colour = (230, 230, 230)
    bright = brightness(pixel(app, 640, 360))
    app.scenes.push(Plain("b", colour=(230, 230, 230)))
    levels = []
    for _ in range(16):
        app.render_frame(FRAME)
        levels.append(brightness(pixel(app, 640, 360, last_image(app))))
    assert levels[7] < 20                                     # navy at the darkest moment
    assert levels[3] < bright - 60 and levels[11] < bright - 60
    assert levels[:8] == sorted(levels[:8], reverse=True)     # darker and darker, then lighter
    assert abs(levels[-1] - bright) < 10


def last_image(window):
    """The frame just drawn (reading it does not advance the fade, unlike screen_image)."""
    import arcade
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


# ---- input during a fade ----------------------------------------------------------------

def test_keys_pads_and_clicks_are_held_back_for_the_whole_fade(stack):
    app, log, a = stack
    b = Plain("b", log=log)
    app.scenes.push(b)
    for _ in range(16):
        assert app.scenes.busy
        send(app, "on_key_press", key.RETURN, 0)
        send(app, "on_key_release", key.RETURN, 0)
        app.dispatch_action("pad1", Action.CONFIRM)
        click_at(app, 640, 360)
        app.render_frame(FRAME)
    assert not app.scenes.busy
    assert a.actions == b.actions == [] and a.clicks == b.clicks == []
    send(app, "on_key_press", key.RETURN, 0)
    send(app, "on_key_release", key.RETURN, 0)
    click_at(app, 640, 360)
    assert b.actions == [("kbm", Action.CONFIRM)] and b.clicks == [(640, 360)] and a.actions == []


# ---- hooks ------------------------------------------------------------------------------

def test_hooks_run_in_order_at_the_switch(stack):
    app, log, a = stack
    b, c, d = Plain("b", log=log), Plain("c", log=log), Plain("d", log=log)
    app.scenes.push(b)
    settle(app)
    assert log == ["a leave", "b enter"]
    app.scenes.replace(c)
    assert log == ["a leave", "b enter"]                    # not before the dark moment
    settle(app)
    assert log[2:] == ["b close", "c enter"]
    app.scenes.pop()
    settle(app)
    assert log[4:] == ["c close", "a enter again"] and app.scenes.stack == [a]
    app.scenes.push(d)
    settle(app)
    app.scenes.reset(b)
    settle(app)
    # reset closes the whole stack top first; a is closed, never told it is left again
    assert log[6:] == ["a leave", "d enter", "d close", "a close", "b enter"]
    assert app.scenes.stack == [b] and app.current_view is b


def test_pop_to_a_name_closes_every_scene_above_it(stack):
    app, log, a = stack
    b, c, d = Plain("b", log=log), Plain("c", log=log), Plain("d", log=log)
    for scene in (b, c, d):
        app.scenes.push(scene, fade=False)
    log.clear()
    app.scenes.pop_to("b")
    timeline = run_fade(app)
    assert switch_frame(timeline, b) == 8
    assert log == ["d close", "c close", "b enter again"] and app.scenes.stack == [a, b]
    log.clear()
    app.scenes.pop_to("nowhere")                 # no such scene: down to the last one, never past it
    settle(app)
    assert log == ["b close", "a enter again"] and app.scenes.stack == [a]


def test_pop_to_the_scene_on_top_changes_nothing(stack):
    app, log, a = stack
    b = Plain("b", log=log)
    app.scenes.push(b, fade=False)
    log.clear()
    app.scenes.pop_to_scene(b)
    settle(app)
    app.scenes.pop_to("b")
    settle(app)
    assert log == [] and app.scenes.stack == [a, b]


def test_pop_never_pops_the_last_scene(stack):
    app, log, a = stack
    app.scenes.pop()
    assert app.scenes.busy                          # it still fades...
    run_fade(app)
    app.scenes.pop()
    app.scenes.pop()
    settle(app)
    assert app.scenes.stack == [a] and app.current_view is a
    assert log == []                                # ...but a is neither closed nor re-entered


def test_a_second_change_during_a_fade_completes_the_first_at_once(stack):
    app, log, a = stack
    b, c = Plain("b", log=log), Plain("c", log=log)
    app.scenes.push(b)
    frames(app, 3, FRAME)
    app.scenes.push(c)                              # b's push has not happened yet: it happens now
    assert log == ["a leave", "b enter"] and app.scenes.stack == [a, b]
    timeline = run_fade(app)                        # and c gets a whole fade of its own
    assert switch_frame(timeline, c) == 8 and len(timeline) == 16
    assert log == ["a leave", "b enter", "b leave", "c enter"] and app.scenes.stack == [a, b, c]


def test_finish_completes_a_waiting_change_now(stack):
    app, log, a = stack
    b = Plain("b", log=log)
    app.scenes.push(b)
    frames(app, 2, FRAME)
    app.scenes.finish()
    assert not app.scenes.busy and app.scenes.fade_alpha() == 0.0
    assert app.current_view is b and log == ["a leave", "b enter"]


def test_the_first_scene_on_an_empty_stack_needs_no_fade(app):
    set_animation_speed(app, 1.0)
    app.scenes.abandon()
    first = Plain("first")
    app.scenes.push(first)
    assert not app.scenes.busy and app.current_view is first and first.log == ["first enter"]


def test_find_names_the_topmost_scene_with_that_name(stack):
    app, log, a = stack
    lower, upper = Plain("b", log=log), Plain("b", log=log)
    app.scenes.push(lower, fade=False)
    app.scenes.push(upper, fade=False)
    assert app.scenes.find("b") is upper and app.scenes.find("a") is a and app.scenes.find("z") is None


# ---- the window around the stack ---------------------------------------------------------

def test_the_window_letterboxes_the_logical_screen_when_resized(app):
    show(app, Plain(colour=(230, 230, 230)))
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


def test_garbage_is_collected_at_the_dark_moment_and_what_survives_is_set_aside(stack, monkeypatch):
    """A full collection on a random frame of a match is a hitch of tens of milliseconds: the
    scene change collects while the screen is dark, and freezes what survives."""
    import gc
    from game.scenes import manager
    app, log, a = stack
    calls = []

    class CountedGc:
        """The gc module as the scene manager alone sees it, its collections counted: the frame
        collector's own (game/ui/frame_gc.py, on whichever frames a busy machine makes light)
        go to the real module and are not the manager's."""
        def __getattr__(self, name):
            return getattr(gc, name)

        def collect(self, *args):
            calls.append(("collect", app.current_view.scene_name))
    monkeypatch.setattr(manager, "gc", CountedGc())
    # the frame collector collects on every frame of the fade, as it may on a loaded machine
    monkeypatch.setattr(app.frame_gc, "clock", lambda: 0.0)
    monkeypatch.setattr(app.frame_gc, "due", lambda: 1)
    app.frame_gc.collections.clear()
    b = Plain("b", log=log)
    app.scenes.push(b)
    gc.unfreeze()
    timeline = run_fade(app)
    assert len(app.frame_gc.collections) >= len(timeline) - 1       # it did collect, frame after frame
    assert calls == [("collect", "b")]                   # once, just after the switch to b
    assert switch_frame(timeline, b) == 8 and gc.get_freeze_count() > 0
    app.scenes.push(Plain("c", log=log), fade=False)     # instant changes (tests, shots) skip it
    assert calls == [("collect", "b")]
