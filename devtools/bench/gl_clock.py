"""The benchmark's clock on OpenGL calls: how much of a frame's main-thread CPU time was spent
inside the driver, so that `python -m game bench` can report the project's own Python apart.

Software OpenGL (llvmpipe, as on the build machines) does part of its work on the calling
thread: resolving a multisampled layer, uploading buffers, setting up draws. A graphics card
does that in hardware, so a frame's main-thread CPU time overstates what a player's machine
pays in Python. `GLClock.install()` wraps every OpenGL function pyglet and arcade call (in
each of their modules' namespaces, where `from pyglet.gl import *` bound them) with a timer
of the thread's CPU time; `spent_ms()` reads the total. Only the benchmark installs it.
"""
from __future__ import annotations

import sys
import time

_spent = 0.0
_wrapped: dict[str, object] = {}      # name -> timed function
_original_ids: dict[int, str] = {}


def _timed(function):
    def call(*args):
        global _spent
        start = time.thread_time()
        try:
            return function(*args)
        finally:
            _spent += time.thread_time() - start
    call.__wrapped__ = function
    return call


def install() -> None:
    """Wrap the OpenGL entry points in every pyglet and arcade module loaded so far (again
    after more modules load: what is wrapped already is left alone)."""
    import pyglet.gl.gl as gl_functions
    if not _wrapped:
        for name in dir(gl_functions):
            function = getattr(gl_functions, name)
            # glGetError is left as it is: pyglet calls it after every call only where GL
            # checks are on (the tests), inside the call already timed, which it would time twice
            if name.startswith("gl") and name != "glGetError" and callable(function):
                _wrapped[name] = _timed(function)
                _original_ids[id(function)] = name
    for module_name, module in list(sys.modules.items()):
        if module is None or not module_name.startswith(("pyglet", "arcade")):
            continue
        namespace = getattr(module, "__dict__", {})
        for name, value in list(namespace.items()):
            if name.startswith("gl") and _original_ids.get(id(value)) == name:
                namespace[name] = _wrapped[name]


def spent_ms() -> float:
    """Main-thread CPU time spent inside OpenGL calls since start-up, in milliseconds."""
    return _spent * 1000
