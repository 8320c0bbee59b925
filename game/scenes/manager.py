"""The scene stack: push / pop / replace Views with a short fade between them.

The stack's top is the window's current View. Scenes below stay alive (a pause
menu draws the game under it). A change fades the screen to navy and back in
`theme.FADE_SECONDS` (scaled by the animation-speed setting); input is ignored
while a fade runs, and the actual switch happens at the darkest moment.
"""
from __future__ import annotations

import functools
import gc
from typing import TYPE_CHECKING, Callable

import arcade

from game.ui import theme

if TYPE_CHECKING:      # the stack holds scenes: each declares the hooks called below
    from game.scenes.base import Scene


class SceneManager:
    def __init__(self, window: arcade.Window):
        self.window = window
        self.stack: list[Scene] = []
        self._pending: Callable[[], None] | None = None
        self._fade_time = 0.0        # seconds into the current fade
        self._fade_length = 0.0      # whole fade (out + in); 0 when none

    # ---- queries ----------------------------------------------------------------------
    @property
    def current(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def find(self, name: str) -> Scene | None:
        """The topmost scene on the stack whose `scene_name` is `name`, or None."""
        return next((v for v in reversed(self.stack) if getattr(v, "scene_name", None) == name), None)

    @property
    def busy(self) -> bool:
        """True while a fade runs (input is held back)."""
        return self._fade_length > 0

    def fade_alpha(self) -> float:
        """Opacity of the fade overlay now, 0..1."""
        if self._fade_length <= 0:
            return 0.0
        half = self._fade_length / 2
        t = self._fade_time
        return t / half if t < half else max(0.0, 1.0 - (t - half) / half)

    # ---- changes ------------------------------------------------------------------------
    def push(self, view: Scene, fade: bool = True) -> None:
        def do():
            self._leave_current()
            self.stack.append(view)
            self._show(view)
        self._change(do, fade)

    def pop(self, fade: bool = True) -> None:
        """Close the top scene and return to the one below (never pops the last one)."""
        def do():
            if len(self.stack) <= 1:
                return
            top = self.stack.pop()
            self._close(top)
            self._show(self.stack[-1], returning=True)
        self._change(do, fade)

    def replace(self, view: Scene, fade: bool = True) -> None:
        """Swap the top scene for `view`."""
        def do():
            if self.stack:
                top = self.stack.pop()
                self._close(top)
            self.stack.append(view)
            self._show(view)
        self._change(do, fade)

    def reset(self, view: Scene, fade: bool = True) -> None:
        """Clear the whole stack and show `view` (back to the title screen)."""
        def do():
            while self.stack:
                self._close(self.stack.pop())
            self.stack.append(view)
            self._show(view)
        self._change(do, fade)

    def pop_to(self, name: str, fade: bool = True) -> None:
        """Pop scenes until the top is the scene called `name` (or only one is left)."""
        self._pop_while(lambda top: getattr(top, "scene_name", None) != name, fade)

    def pop_to_scene(self, view: Scene, fade: bool = True) -> None:
        """Pop scenes until `view` is on top (or only one is left)."""
        self._pop_while(lambda top: top is not view, fade)

    def _pop_while(self, keep_popping, fade: bool) -> None:
        def do():
            changed = False
            while len(self.stack) > 1 and keep_popping(self.stack[-1]):
                self._close(self.stack.pop())
                changed = True
            if changed:
                self._show(self.stack[-1], returning=True)
        self._change(do, fade)

    def abandon(self) -> list[Scene]:
        """Forget every scene and any change waiting for a fade, running none of their hooks
        (after a crash, when they may be what is broken). Returns them, top last."""
        stack, self.stack = self.stack, []
        self._pending = None
        self._fade_length = 0.0
        self._fade_time = 0.0
        return stack

    # ---- internals ----------------------------------------------------------------------
    def _change(self, action: Callable[[], None], fade: bool) -> None:
        if self._pending is not None:
            # a change is already waiting for the dark moment: run it first
            pending, self._pending = self._pending, None
            pending()
        length = theme.anim(theme.FADE_SECONDS) if fade and self.stack else 0.0
        if length <= 0.01:
            self._fade_length = 0.0
            action()
            return
        self._pending = action
        self._fade_time = 0.0
        self._fade_length = length

    def update(self, dt: float) -> None:
        if self._fade_length <= 0:
            return
        self._fade_time += dt
        if self._pending is not None and self._fade_time >= self._fade_length / 2:
            pending, self._pending = self._pending, None
            pending()
            settle_memory()
        if self._fade_time >= self._fade_length:
            self._fade_length = 0.0
            self._fade_time = 0.0

    def finish(self) -> None:
        """Complete any running fade now (tests, screenshots)."""
        if self._pending is not None:
            pending, self._pending = self._pending, None
            pending()
        self._fade_length = 0.0
        self._fade_time = 0.0

    def _leave_current(self) -> None:
        top = self.current
        if top is not None:
            top.on_leave()

    def _show(self, view: Scene, returning: bool = False) -> None:
        input_router = getattr(self.window, "input", None)
        if input_router is not None:
            input_router.release_all()
        self.window.show_view(view)
        view.on_enter(returning)

    def _close(self, view: Scene) -> None:
        view.on_close()

    def draw_overlay(self) -> None:
        alpha = self.fade_alpha()
        if alpha > 0:
            arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT,
                                              theme.with_alpha(theme.BACKGROUND_DEEP, 255 * alpha))


def settle_memory() -> None:
    """Collect garbage now and set what survives aside from later collections (gc.freeze).

    Python's full collection walks every live object: with a match screen open that took
    30-55 ms, on whichever frame it happened to fall (a hitch mid-move). Done here, at the
    dark moment of a scene change, it costs one dark frame; afterwards automatic collections
    only look at objects made since, and the next change frees what was set aside.

    Then the OpenGL objects the collected screens held (layer textures, framebuffers, vertex
    buffers) are deleted now: Arcade defers that to its `ctx.gc()`, which only its own
    `flip()` calls, so a screen left would keep its GPU memory until some later frame."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    try:
        arcade.get_window().ctx.gc()
    except Exception:          # no window (engine tools), or a context already gone
        pass
    _return_free_memory()


def _return_free_memory() -> None:
    """Hand the C heap's free pages back to the system (glibc keeps them otherwise, and a
    left screen's buffers would stay in the process's size). Elsewhere: nothing to do."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim():
    try:
        import ctypes
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
