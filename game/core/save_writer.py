"""Autosaves are written on a background thread, so a move never waits for the disk.

Writing a save atomically means an fsync (a median 7.7 ms here, far more on a busy or slow
disk), on every move. `SaveWriter` takes the text to write and returns at once; one daemon
thread writes it with `write_text_atomic` (a crash mid-write still leaves the old file or the
new one). Only the newest text per file matters, so a write still waiting is replaced by a
newer one. Reading a file in this process first waits for its pending write (`settle`), and a
file deleted in this process first has its pending write dropped (`forget`), so the game
never reads a stale save or brings back one it deleted. Faults are kept for the game to show
(`take_errors`), never raised on the writer's thread.
"""
from __future__ import annotations

import atexit
import os
import threading
from pathlib import Path

from game.core.datafile import write_text_atomic


class SaveWriter:
    def __init__(self):
        self._lock = threading.Condition()
        self._pending: dict[Path, str] = {}       # newest text per file, not yet started
        self._writing: Path | None = None
        self._errors: list[str] = []
        self._thread: threading.Thread | None = None

    def submit(self, path: str | os.PathLike, text: str) -> None:
        """Write `text` to `path` soon (replacing a write of the same file still waiting)."""
        with self._lock:
            self._pending[Path(path)] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending:
                    if not self._lock.wait(timeout=30):
                        if not self._pending:
                            self._thread = None       # idle: a later submit starts a new one
                            return
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._writing = path
            try:
                write_text_atomic(path, text)
            except Exception as exc:     # disk full, folder gone, permissions: tell the player
                with self._lock:
                    self._errors.append(f"Autosave failed: {exc}")
            finally:
                with self._lock:
                    self._writing = None
                    self._lock.notify_all()

    def settle(self, path: str | os.PathLike | None = None, timeout: float | None = 10.0) -> bool:
        """Wait until `path` (every file, if None) has no write waiting or running; False on timeout."""
        target = Path(path) if path is not None else None

        def busy() -> bool:
            if target is None:
                return bool(self._pending) or self._writing is not None
            return target in self._pending or self._writing == target
        with self._lock:
            return self._lock.wait_for(lambda: not busy(), timeout=timeout)

    def forget(self, path: str | os.PathLike) -> None:
        """Drop a waiting write of `path` and wait out one in progress (the file is being deleted)."""
        target = Path(path)
        with self._lock:
            self._pending.pop(target, None)
            self._lock.wait_for(lambda: self._writing != target, timeout=10.0)

    def take_errors(self) -> list[str]:
        with self._lock:
            errors, self._errors = self._errors, []
        return errors


_writer = SaveWriter()


def save_writer() -> SaveWriter:
    """The one writer every match session shares."""
    return _writer


atexit.register(lambda: _writer.settle(timeout=10.0))      # quitting never loses the last move
