"""The monkey's run: the real window and scene manager inside Arcade's own loop (`arcade.run`), a
step of the monkey scheduled on pyglet's clock between frames, and the run's end: the seed, what
was visited and played, and at the first exception (the players' safety net is off) or frame
slower than the limit, the traceback, the seed and the record of the match it happened in.

The behaviour is one generator (steering.py, play.py): it sends input and yields how many frames
to let pass before its next step. Every choice comes from one `random.Random` of the seed, and the
seeds of the matches it starts too; the bot's worker answering a frame sooner or later is what
keeps two runs of a seed from being the same to the frame."""
from __future__ import annotations

import faulthandler
import random
import sys
import time
import traceback
from pathlib import Path

import arcade
import pyglet
from pyglet.window import key

from devtools.monkey import play, steering
from devtools.monkey.actions import Inputs
from devtools.monkey.report import Tally, write_failure_record
from game.scenes.directory import make_scene

# the run reads the time through this name, so tests can count seconds instead of waiting them
clock = time.perf_counter

STEP_RATE = 1 / 120         # how often the clock asks the monkey (it acts once per frame drawn at most)
WARM_UP_FRAMES = 3          # the window's first frames (fonts, the first layers) are not timed
FULLSCREEN_FRAMES = 90      # fullscreen (F11, the settings' row) is left after this many frames
HANG_FACTOR = 12            # a loop with no frame for this many times the frame limit is dumped and ended


class MonkeyFailed(Exception):
    """The run found a fault: the message has the seed, what happened and the record's path."""


class Monkey:
    def __init__(self, window, seed: int, *, frames: int | None = None, seconds: float | None = None,
                 max_frame_seconds: float = 5.0, games: list[str] | None = None, record_dir: Path | None = None,
                 resize: bool = True, match_steps: int = play.MATCH_STEPS, out=None,
                 until_reached: int | None = None):
        from game import catalog
        self.window = window
        self.seed = seed
        self.frame_limit = frames
        # a run that ends once this many targets are reached (frames then only cap it): a test by
        # progress, which a bot answering a frame sooner or later cannot make fail
        self.until_reached = until_reached
        self.seconds = seconds
        self.max_frame_seconds = max_frame_seconds
        self.games = games or catalog.playable_games()
        self.record_dir = record_dir
        self.match_steps = match_steps
        self.out = out or (lambda line: print(line, flush=True))
        self.rng = random.Random(f"monkey:{seed}")
        self.inputs = Inputs(window, self.rng, resize=resize)
        self.tally = Tally(seed)
        self.memory: dict = {}
        self.scheduler = steering.Scheduler(self.rng, self.games)
        self.failure: str | None = None
        self.record_path: Path | None = None
        self._behaviour = None
        self._wait = 0
        self._frames_seen = 0
        self._last_frame_at = 0.0
        self._started = 0.0
        self._fullscreen_frames = 0
        self._restore: list = []

    @property
    def scene(self):
        return self.window.scenes.current

    # ---- the behaviour -----------------------------------------------------------------------------
    def behaviour(self):
        while True:
            target = self.scheduler.next()
            name = steering.target_name(target)
            self.tally.targets[name] += 1
            got_there = yield from steering.go(self, target)
            if not got_there:
                yield 1
                continue
            self.tally.reached[name] += 1
            kind = target[0]
            if kind in ("quick", "couch", "lesson", "campaign", "continue"):
                yield from play.play_match(self, self.scene, self.match_steps)
            elif kind == "past":
                yield from play.review(self, self.scene)
            else:
                yield from play.browse(self)

    # ---- the run -------------------------------------------------------------------------------------
    def run(self) -> int:
        """Run to the end of the frames or seconds; 0 clean, 1 on a fault (said in `failure`)."""
        window = self.window
        self._patch()
        arcade.set_window(window)
        window.switch_to()
        window.scenes.reset(make_scene("title"), fade=False)
        window.scenes.finish()
        # the window's frame on the clock again: an exception that ended an earlier loop (the last
        # run's, in tests) ends it while pyglet's clock has the frame taken off its list
        window.set_update_rate(window._update_rate)
        self._behaviour = self.behaviour()
        self._started = self._last_frame_at = clock()
        self._frames_seen = window.frames_drawn
        pyglet.clock.schedule_interval(self._tick, STEP_RATE)
        try:
            arcade.run()
        except Exception:
            self.fail(f"an exception on {self.where()}:\n{traceback.format_exc()}")
        finally:
            pyglet.clock.unschedule(self._tick)
            faulthandler.cancel_dump_traceback_later()
            leave_the_loop()
            self._unpatch()
            self.inputs.unplug_pad()
        return 1 if self.failure else 0

    def _tick(self, dt: float) -> None:
        window = self.window
        if window.frames_drawn == self._frames_seen:
            return                              # no new frame since the last step
        now = clock()
        gap = now - self._last_frame_at
        self._frames_seen = window.frames_drawn
        self._last_frame_at = now
        self._arm_hang_guard()
        self.tally.frame(self.scene, gap if self.tally.frames >= WARM_UP_FRAMES else 0.0, self.inputs.last)
        if self.max_frame_seconds and self.tally.frames > WARM_UP_FRAMES and gap > self.max_frame_seconds:
            self.fail(f"a frame took {gap:.1f} s (more than {self.max_frame_seconds:g} s) on {self.where()}; "
                      f"the last input: {self.inputs.last or 'none'}")
            pyglet.app.exit()
            return
        if self._over(now):
            pyglet.app.exit()
            return
        self._leave_fullscreen()
        if self._wait > 0:
            self._wait -= 1
            return
        self._wait = max(0, next(self._behaviour) - 1)

    def _over(self, now: float) -> bool:
        if self.frame_limit is not None and self.tally.frames >= self.frame_limit:
            return True
        if self.until_reached is not None and sum(1 for n in self.tally.reached.values() if n) >= self.until_reached:
            return True
        return self.seconds is not None and now - self._started >= self.seconds

    def _leave_fullscreen(self) -> None:
        """Fullscreen is played for a moment, then left (F11), as a player trying it would."""
        if not self.window.fullscreen:
            self._fullscreen_frames = 0
            return
        self._fullscreen_frames += 1
        if self._fullscreen_frames > FULLSCREEN_FRAMES:
            self.inputs.key(key.F11)
            self._fullscreen_frames = 0

    def _arm_hang_guard(self) -> None:
        """A loop stuck in one frame never comes back to say so: the stacks are dumped and the
        process ends (exit 1) once it has drawn nothing for HANG_FACTOR times the frame limit."""
        if self.max_frame_seconds and self.seconds is not None:
            faulthandler.dump_traceback_later(max(60.0, HANG_FACTOR * self.max_frame_seconds), exit=True)

    # ---- faults ----------------------------------------------------------------------------------------
    def where(self) -> str:
        stack = " > ".join(type(s).__name__ for s in self.window.scenes.stack) or "no screen"
        return f"frame {self.tally.frames} ({stack})"

    def fail(self, what: str) -> None:
        if self.failure is not None:
            return
        if self.record_dir is not None:
            self.record_path = write_failure_record(self.window.scenes.stack, self.record_dir, self.seed)
        record = f"\nthe match's record: {self.record_path}" if self.record_path else ""
        self.failure = f"monkey: seed {self.seed}: {what.rstrip()}{record}"

    # ---- what the run changes while it runs --------------------------------------------------------------
    def _patch(self) -> None:
        """The matches' seeds from the monkey's seed; Quit on the title counted, the window kept
        open; error notices counted."""
        import game.core.rng as rng_module
        import game.core.session as session_module
        seeds = random.Random(f"monkey-matches:{self.seed}")

        def fresh_seed() -> int:
            return seeds.randrange(1, 2**31)

        def quit_chosen() -> None:
            self.tally.notes["quit chosen (the window is kept open)"] += 1

        told = self.window.notify

        def notify(message: str, kind: str = "info", *args, **kwargs) -> None:
            if kind == "error":
                self.tally.errors.append(message)
            told(message, kind, *args, **kwargs)

        for owner, name, value in ((rng_module, "fresh_seed", fresh_seed), (session_module, "fresh_seed", fresh_seed),
                                   (self.window, "quit", quit_chosen), (self.window, "notify", notify)):
            self._restore.append((owner, name, owner.__dict__.get(name, _ABSENT)))
            setattr(owner, name, value)

    def _unpatch(self) -> None:
        for owner, name, value in reversed(self._restore):
            if value is _ABSENT:
                delattr(owner, name)
            else:
                setattr(owner, name, value)
        self._restore = []

    def summary(self) -> str:
        return self.tally.summary(clock() - self._started, self.inputs.sent)


_ABSENT = object()


def leave_the_loop() -> None:
    """Put pyglet back as it is outside app.run(), also when a handler raised inside it."""
    loop = pyglet.app.event_loop
    if loop.is_running:
        loop.is_running = False
        pyglet.app.platform_event_loop.stop()
    pyglet.window.Window._enable_event_queue = True


def run_monkey(window, seed: int, **options) -> Monkey:
    """Run a monkey on `window`; MonkeyFailed (its message naming the seed) on a fault."""
    monkey = Monkey(window, seed, **options)
    if monkey.run():
        raise MonkeyFailed(monkey.failure)
    return monkey


def main(seed: int, seconds: float | None, frames: int | None, max_frame_seconds: float,
         size: tuple[int, int], games: list[str] | None = None) -> int:
    """`python -m game monkey`: a window of its own, the player's saves left alone (the run plays in
    a folder of its own; a failing match's record is written to the saves folder)."""
    import os
    import shutil
    import tempfile

    from game.core.records import saves_dir
    record_dir = saves_dir()
    home = Path(tempfile.mkdtemp(prefix=f"electoral-arcade-monkey-{seed}-"))
    os.environ["ELECTORAL_ARCADE_HOME"] = str(home)
    from game.app import GameWindow
    from game.ui.settings import Settings
    settings = Settings(path=home / "settings.toml", bot_speed=0.0, animation_speed=4.0)
    window = GameWindow(settings, width=size[0], height=size[1], visible=True, gamepads=False)
    monkey = Monkey(window, seed, frames=frames, seconds=seconds, max_frame_seconds=max_frame_seconds,
                    games=games, record_dir=record_dir)
    try:
        status = monkey.run()
    finally:
        window.shutdown()
        window.close()
        shutil.rmtree(home, ignore_errors=True)
    print(monkey.summary(), flush=True)
    if monkey.failure:
        print(monkey.failure, file=sys.stderr, flush=True)
    return status
