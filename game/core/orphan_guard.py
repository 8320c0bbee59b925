"""A worker process ends as soon as the game's process is gone, however it went.

A game ended normally closes its workers, and a daemon process is ended with its parent's
interpreter; but a game killed (kill -9, the out-of-memory killer, a crash in the window's
C code) runs no clean-up, and its bot worker would sleep on its pipe forever and its review
worker compute to the end. So each worker calls `end_with_parent()` first: a thread waits on
the parent's sentinel (a pipe multiprocessing keeps open while the parent lives, readable the
moment it dies, on every platform) and ends the process then, whatever its main thread is
doing (a pure-Python search gives up the GIL every few milliseconds, so the thread runs).
Where there is no sentinel (a process not started by multiprocessing) it polls the parent's id.
"""
from __future__ import annotations

import multiprocessing as mp
import multiprocessing.connection
import os
import threading
import time

PARENT_POLL_SECONDS = 0.2        # the fallback's poll; the sentinel wakes the thread at once


def _watch_sentinel(sentinel) -> None:
    mp.connection.wait([sentinel])
    os._exit(0)          # no clean-up to run: the one who would read our answers is gone


def _watch_parent_id(parent_id: int) -> None:
    while os.getppid() == parent_id:
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(0)


def end_with_parent() -> None:
    """Start a daemon thread that ends this process when its parent is gone."""
    parent = mp.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if sentinel is not None:
        watch, argument = _watch_sentinel, sentinel
    else:
        watch, argument = _watch_parent_id, os.getppid()
    threading.Thread(target=watch, args=(argument,), daemon=True, name="end-with-parent").start()
