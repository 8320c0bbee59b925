"""Playing the game as a player does: `arcade.run()` on the window, key presses posted to
pyglet's platform event loop (delivered between frames, exactly like a keyboard's), and
Arcade's own order of updates and draws, draw-before-update included.

A test writes a script: a generator that yields what to wait for.

    def script(loop):
        yield from loop.press(KEY.ENTER)                       # press, release, a few frames
        yield loop.until(lambda: loop.scene_is("QuickMatchScene"))

    RealLoop(window).run(script)

Any exception in any handler ends `arcade.run()` and fails the test (the players' safety
net is off in tests). A wait is for an event (a scene shown, a move applied, the worker's
answer), never for a number of seconds: a busy machine draws fewer frames a second and the
worker answers later, and neither may decide a result. Only a loop that never gets there at
all is stopped, with what it was waiting for: by a guard that counts frames without progress
(STALL_FRAMES frames in which the script takes no step, no scene comes or goes or ends its fade,
and no move is applied), never seconds, so a slow machine that is getting there is let be.

The loop runs as fast as frames can be drawn (the window's update and draw rates are raised for
the run): the frames' real `dt` and Arcade's order of events are what is tested, not 60 fps.
A test's settings make the bot answer at once and the animations run at their top speed,
unless the test is about them.

`SteppedLoop` runs the same scripts on frames stepped with a fixed `dt` (window.render_frame),
input delivered before the next frame: for playing many positions once the way in itself is
covered by a RealLoop test.
"""
from __future__ import annotations

import arcade
import pyglet

from tests.ui.helpers import KEY

# A guard against a script that never gets there, not a speed test: frames in a row with nothing
# happening. The longest such stretch in the real-loop tests was 87 frames (the bot thinking, a
# bus's travel); a busy machine draws fewer frames a second, not more, while it waits.
STALL_FRAMES = 10_000
FAST_RATE = 1 / 500             # update and draw rates while a script runs: as fast as frames come


class ScriptFailed(AssertionError):
    pass


class Wait:
    def __init__(self, done, what: str):
        self.done = done
        self.what = what


class RealLoop:
    STEP_FRAMES = 3                 # frames to let a key press land (pyglet delivers it between frames)

    def __init__(self, window, first_scene=None, visible: bool = True):
        self.window = window
        self.first_scene = first_scene      # made when run() starts (it may read files the test wrote)
        self.visible = visible
        self.failure: str | None = None
        self._script = None
        self._wait: Wait | None = None
        self.log: list[str] = []

    # ---- what scripts use -------------------------------------------------------------
    @property
    def scene(self):
        return self.window.scenes.current

    def scene_is(self, name: str) -> bool:
        return type(self.scene).__name__ == name and not self.window.scenes.busy

    def until(self, done, what: str = "") -> Wait:
        """Wait for `done()` to hold, however many frames that takes."""
        return Wait(done, what or getattr(done, "__name__", "a condition"))

    def frames(self, count: int) -> Wait:
        target = self.window.frames_drawn + count
        return Wait(lambda: self.window.frames_drawn >= target, f"{count} frames")

    def post(self, event: str, *args) -> None:
        """An input event, queued as the window system would queue it."""
        pyglet.app.platform_event_loop.post_event(self.window, event, *args)

    def press(self, symbol: int, modifiers: int = 0):
        """Press and release a key, then let a few frames pass."""
        self.log.append(KEY.symbol_string(symbol))
        self.post("on_key_press", symbol, modifiers)
        self.post("on_key_release", symbol, modifiers)
        yield self.frames(self.STEP_FRAMES)

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
    def _begin(self, script) -> None:
        self._script = script(self)
        self._wait = None
        self._steps = 0                     # waits the script has yielded
        self.failure = None
        self._last_change = None            # what the guard saw last, and the frame it changed at
        self._changed_at = self.window.frames_drawn
        self.longest_stall = 0              # the most frames in a row without progress (reported)
        arcade.set_window(self.window)
        if self.first_scene is not None:
            self.window.scenes.reset(self.first_scene(), fade=False)
            self.window.scenes.finish()

    def _end(self) -> None:
        if self.failure is not None:
            raise ScriptFailed(self.failure + "\nkeys: " + " ".join(self.log[-40:]))

    def run(self, script) -> None:
        window = self.window
        self._begin(script)
        if self.visible:
            window.set_visible(True)
        rates = window._update_rate, window._draw_rate
        window.set_update_rate(FAST_RATE)
        window.set_draw_rate(FAST_RATE)
        pyglet.clock.schedule_interval(self._step, FAST_RATE)
        try:
            arcade.run()
        finally:
            pyglet.clock.unschedule(self._step)
            window.set_update_rate(rates[0])
            window.set_draw_rate(rates[1])
            _leave_the_loop()
            if self.visible:
                window.set_visible(False)
        self._end()

    def _progress(self) -> tuple:
        """What counts as getting somewhere: the script's step, the scene and its fade, the moves."""
        session = getattr(self.scene, "session", None)
        moves = getattr(session, "moves", None)
        return (self._steps, id(self.scene), self.window.scenes.busy, len(moves) if moves is not None else None)

    def _overdue(self) -> bool:
        frame = self.window.frames_drawn
        progress = self._progress()
        if progress != self._last_change:
            self._last_change, self._changed_at = progress, frame
            return False
        stalled = frame - self._changed_at
        self.longest_stall = max(self.longest_stall, stalled)
        if stalled <= STALL_FRAMES:
            return False
        self.failure = f"the script drew {stalled} frames without getting anywhere (waiting for " \
                       f"{self._wait.what if self._wait else 'nothing'}; the scene is {type(self.scene).__name__})"
        return True

    def _advance(self) -> bool:
        """Run the script up to its next unmet wait. False once it has ended or failed."""
        try:
            while True:
                if self._wait is not None:
                    if not self._wait.done():
                        return True
                    self._wait = None
                self._wait = next(self._script)
                self._steps += 1
        except StopIteration:
            return False
        except ScriptFailed as exc:
            self.failure = str(exc)
            return False

    def _step(self, dt: float) -> None:
        if not self._advance() or self._overdue():
            pyglet.app.exit()


class SteppedLoop(RealLoop):
    """The same scripts on frames stepped with a fixed `dt`: input posted by the script is
    delivered before the next frame (as pyglet delivers it between frames), then one update and
    one draw (window.render_frame)."""

    DT = 1 / 60
    STEP_FRAMES = 1                 # a posted press is delivered before the next frame

    def __init__(self, window, first_scene=None):
        super().__init__(window, first_scene, visible=False)
        self._posted: list[tuple[str, tuple]] = []

    def post(self, event: str, *args) -> None:
        self._posted.append((event, args))

    def run(self, script) -> None:
        from pyglet.event import EventDispatcher
        window = self.window
        self._begin(script)
        while self._advance():
            posted, self._posted = self._posted, []
            for event, args in posted:
                EventDispatcher.dispatch_event(window, event, *args)
            window.render_frame(self.DT)
            if self._overdue():
                break
        self._end()


def _leave_the_loop() -> None:
    """Put pyglet back as it is outside app.run(), also when a handler raised inside it."""
    loop = pyglet.app.event_loop
    if loop.is_running:
        loop.is_running = False
        pyglet.app.platform_event_loop.stop()
    pyglet.window.Window._enable_event_queue = True
