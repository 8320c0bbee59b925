"""Driving the window in tests: key presses through pyglet's event queue, frames, pixels."""
from __future__ import annotations

import arcade
from pyglet.event import EventDispatcher as _EventDispatcher
from pyglet.window import key

from game.ui import theme


def press(window, symbol: int, modifiers: int = 0) -> None:
    """A key press and release, queued like real input and delivered by dispatch_events()."""
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_event("on_key_release", symbol, modifiers)
    window.dispatch_events()


def send(window, event: str, *args) -> None:
    """Deliver a window event now (pyglet queues events sent with window.dispatch_event)."""
    from pyglet.event import EventDispatcher
    EventDispatcher.dispatch_event(window, event, *args)


def press_now(window, symbol: int, modifiers: int = 0) -> None:
    """A key press and release delivered at once."""
    send(window, "on_key_press", symbol, modifiers)
    send(window, "on_key_release", symbol, modifiers)


def click_at(window, x: float, y: float, button: int | None = None) -> None:
    """Point at (x, y), press and release a mouse button there (left by default)."""
    button = button or arcade.MOUSE_BUTTON_LEFT
    send(window, "on_mouse_motion", x, y, 0, 0)
    send(window, "on_mouse_press", x, y, button, 0)
    send(window, "on_mouse_release", x, y, button, 0)


class StandInPad(_EventDispatcher):
    """Looks like a pyglet Controller to the router: same events, same arguments."""

    def __init__(self, name="pad"):
        self.name = name
        self.opened = False

    def open(self):
        self.opened = True

    def close(self):
        self.opened = False

    def press(self, button):
        self.dispatch_event("on_button_press", self, button)
        self.dispatch_event("on_button_release", self, button)


for _event in ("on_button_press", "on_button_release", "on_dpad_motion", "on_stick_motion", "on_trigger_motion"):
    StandInPad.register_event_type(_event)



class InstantWorker:
    """Stands in for the bot worker process: answers every request at once with the first legal
    move (the real worker is tested in tests/core)."""

    def __init__(self):
        self.ticket = 0
        self.answer = None
        self.last_error = None
        self.requests = 0

    def start(self):
        pass

    def request(self, state, spec, seed=0):
        self.ticket += 1
        self.requests += 1
        self.answer = (self.ticket, state.legal_moves()[0])
        return self.ticket

    def poll(self):
        answer, self.answer = self.answer, None
        return answer

    def cancel(self):
        self.answer = None

    def close(self):
        pass


class SilentWorker:
    """Stands in for the bot worker process and never answers: the bot stays "thinking"."""

    def __init__(self):
        self.ticket = 0
        self.last_error = None

    def start(self):
        pass

    def request(self, state, spec, seed=0):
        self.ticket += 1
        return self.ticket

    def poll(self):
        return None

    def cancel(self):
        pass

    def close(self):
        pass


def frames(window, count: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(count):
        window.render_frame(dt)


def settle(window, limit: int = 120) -> None:
    """Run frames until no fade is running (and one more so the new scene has drawn)."""
    for _ in range(limit):
        if not window.scenes.busy:
            break
        window.render_frame(1 / 60)
    window.render_frame(1 / 60)


def go(window, *symbols: int) -> None:
    """Press keys one after another, letting fades finish after each."""
    for symbol in symbols:
        press(window, symbol)
        settle(window)


def draw_only(window) -> None:
    """A draw with no update before it: what Arcade does to a view shown during an update
    (every faded scene change), so a scene's first frame is drawn before its first update."""
    window.switch_to()
    _EventDispatcher.dispatch_event(window, "on_draw")
    _EventDispatcher.dispatch_event(window, "on_refresh", 1 / 60)


def show(window, scene) -> None:
    """Make `scene` the only one, as a fade would: drawn first, then a whole frame."""
    window.scenes.reset(scene, fade=False)
    window.scenes.finish()
    draw_only(window)
    window.render_frame()


def show_screen(window, screen, count: int = 1):
    """Make a match screen the only scene (no fade) and run `count` frames; returns it."""
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    for _ in range(count):
        window.render_frame(1 / 60)
    return screen


def screen_image(window):
    window.render_frame()
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


def pixel(window, x: float, y: float, image=None) -> tuple[int, int, int]:
    """The colour at logical (x, y) (bottom-left origin)."""
    image = image or screen_image(window)
    fb_w, fb_h = image.size
    return image.getpixel((int(x * fb_w / theme.WIDTH), fb_h - 1 - int(y * fb_h / theme.HEIGHT)))


def region_colours(window, left, bottom, width, height, step: int = 3, image=None) -> list[tuple[int, int, int]]:
    image = image or screen_image(window)
    return [pixel(window, x, y, image) for x in range(int(left), int(left + width), step)
            for y in range(int(bottom), int(bottom + height), step)]


def near(a, b, tolerance: int = 40) -> bool:
    return all(abs(int(p) - int(q)) <= tolerance for p, q in zip(a, b))


def brightness(colour) -> float:
    return sum(colour[:3]) / 3


KEY = key


def saved(path):
    """`path` once the autosave being written to it in the background is on disk."""
    from game.core.save_writer import save_writer
    save_writer().settle(path)
    return path


def animate_out(window, screen, dt: float = 1 / 60, limit: int = 600, after: int = 3) -> int:
    """Render until `screen`'s move animation has ended, then `after` frames more; returns the
    frames the animation took (the move-cost tests count what those frames do). `limit` only
    stops an animation that never ends: reaching it fails."""
    frames_run = 0
    while screen.is_animating():
        assert frames_run < limit, f"{type(screen).__name__}: the animation went on past {limit} frames"
        window.render_frame(dt)
        frames_run += 1
    for _ in range(after):
        window.render_frame(dt)
    return frames_run


def single_sampled(screen):
    """A screen whose board layer is not multisampled, whatever the window is: the layer is then
    patched where a move changed it and nothing else is resolved, as on the software renderer
    (a multisampled layer is patched too, then resolved whole: CachedLayer.patch). The
    move-cost tests compare pixels single-sampled (call before the screen's first frame)."""
    screen.baked.samples = 0
    return screen


def run_until_settled(window, screen, ready=lambda: True, limit: int = 600) -> int:
    """Render frames until `screen` has settled: nothing animates, `ready()` holds, its layers
    have drawn (the board's and the side panel's, which waits a frame when the board has just
    drawn), and a whole frame then passes in which none of them is rendered or patched.
    Returns the frames run; `limit` only stops a screen that never settles: reaching it fails."""
    layers = [screen.baked] + ([screen.panel.layer] if getattr(screen, "panel", None) is not None else [])

    def counts():
        return [(layer.renders, layer.patches, layer.deferred, layer.dirty) for layer in layers]
    for n in range(limit):
        before = counts()
        window.render_frame(1 / 60)
        if (counts() == before and all((layer.renders or layer.failed) and not layer.dirty for layer in layers)
                and not screen.is_animating() and ready()):
            return n + 1
    raise AssertionError(f"{type(screen).__name__} did not settle in {limit} frames")
