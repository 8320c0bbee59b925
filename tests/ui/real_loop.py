"""Playing the game as a player does: `arcade.run()` on the window, key presses posted to
pyglet's platform event loop (delivered between frames, exactly like a keyboard's), and
Arcade's own order of updates and draws, draw-before-update included.

A test writes a script: a generator that yields what to wait for.

    def script(loop):
        yield from loop.press(KEY.ENTER)                       # press, release, a few frames
        yield loop.until(lambda: loop.scene_is("QuickMatchScene"))

    RealLoop(window).run(script)

Any exception in any handler ends `arcade.run()` and fails the test (the players' safety
net is off in tests). Waits are counted in drawn frames, never in seconds; a script that
waits longer than its frame budget fails with what it was waiting for.
"""
from __future__ import annotations

import time

import arcade
import pyglet

from tests.ui.helpers import KEY

STEP_FRAMES = 3                 # frames to let a key press land
WAIT_FRAMES = 900               # a wait's default budget (15 s of frames at 60 fps)
HANG_SECONDS = 600              # a guard against a loop that stops drawing at all: not a speed test


class ScriptFailed(AssertionError):
    pass


class Wait:
    def __init__(self, done, frames: int, what: str):
        self.done = done
        self.frames = frames
        self.what = what


class RealLoop:
    def __init__(self, window, first_scene=None, visible: bool = True):
        self.window = window
        self.first_scene = first_scene      # made when run() starts (it may read files the test wrote)
        self.visible = visible
        self.failure: str | None = None
        self._script = None
        self._wait: Wait | None = None
        self._wait_start = 0
        self.log: list[str] = []

    # ---- what scripts use -------------------------------------------------------------
    @property
    def scene(self):
        return self.window.scenes.current

    def scene_is(self, name: str) -> bool:
        return type(self.scene).__name__ == name and not self.window.scenes.busy

    def until(self, done, frames: int = WAIT_FRAMES, what: str = "") -> Wait:
        return Wait(done, frames, what or getattr(done, "__name__", "a condition"))

    def frames(self, count: int) -> Wait:
        target = self.window.frames_drawn + count
        return Wait(lambda: self.window.frames_drawn >= target, count + 5, f"{count} frames")

    def post(self, event: str, *args) -> None:
        """An input event, queued as the window system would queue it."""
        pyglet.app.platform_event_loop.post_event(self.window, event, *args)

    def press(self, symbol: int, modifiers: int = 0):
        """Press and release a key, then let a few frames pass."""
        self.log.append(KEY.symbol_string(symbol))
        self.post("on_key_press", symbol, modifiers)
        self.post("on_key_release", symbol, modifiers)
        yield self.frames(STEP_FRAMES)

    def press_until(self, symbol: int, done, limit: int = 40, what: str = ""):
        """Press `symbol` until `done()` holds (at most `limit` presses)."""
        for _ in range(limit):
            if done():
                return
            yield from self.press(symbol)
        if not done():
            self.fail(f"{KEY.symbol_string(symbol)} pressed {limit} times without reaching {what or done}")

    def settle(self):
        """Wait for a scene change (its fade) to finish."""
        yield self.until(lambda: not self.window.scenes.busy, what="the fade to end")
        yield self.frames(2)

    def fail(self, message: str) -> None:
        raise ScriptFailed(message)

    # ---- running ----------------------------------------------------------------------------
    def run(self, script) -> None:
        window = self.window
        self._script = script(self)
        self._wait = None
        arcade.set_window(window)
        if self.first_scene is not None:
            window.scenes.reset(self.first_scene(), fade=False)
            window.scenes.finish()
        if self.visible:
            window.set_visible(True)
        pyglet.clock.schedule_interval(self._step, 1 / 120)
        self._started = time.monotonic()
        pyglet.clock.schedule_interval(self._hang_guard, 5.0)
        try:
            arcade.run()
        finally:
            pyglet.clock.unschedule(self._step)
            pyglet.clock.unschedule(self._hang_guard)
            _leave_the_loop()
            if self.visible:
                window.set_visible(False)
        if self.failure is not None:
            raise ScriptFailed(self.failure + "\nkeys: " + " ".join(self.log[-40:]))

    def _hang_guard(self, dt: float) -> None:
        if time.monotonic() - self._started > HANG_SECONDS:
            self.failure = f"the loop ran {HANG_SECONDS} s without the script ending (waiting for " \
                           f"{self._wait.what if self._wait else 'nothing'})"
            pyglet.app.exit()

    def _step(self, dt: float) -> None:
        try:
            while True:
                if self._wait is not None:
                    if not self._wait.done():
                        if self.window.frames_drawn - self._wait_start > self._wait.frames:
                            self.fail(f"waited {self._wait.frames} frames for {self._wait.what}; "
                                      f"the scene is {type(self.scene).__name__}")
                        return
                    self._wait = None
                self._wait = next(self._script)
                self._wait_start = self.window.frames_drawn
        except StopIteration:
            pyglet.app.exit()
        except ScriptFailed as exc:
            self.failure = str(exc)
            pyglet.app.exit()


def _leave_the_loop() -> None:
    """Put pyglet back as it is outside app.run(), also when a handler raised inside it."""
    loop = pyglet.app.event_loop
    if loop.is_running:
        loop.is_running = False
        pyglet.app.platform_event_loop.stop()
    pyglet.window.Window._enable_event_queue = True
