"""The audio driver is loaded after the first frame, in the background.

`import arcade` imports `arcade.sound`, and pyglet opens its audio driver while that is
imported (PulseAudio or OpenAL: about 0.4 s, a third of start-up). The window should be on
screen first. So before arcade is imported, `hold_back()` asks pyglet for its silent driver;
once the title is drawn, `load_in_background()` opens the driver the player's machine would
have had, in a thread (the window keeps drawing), and puts it in pyglet's place. Sounds
played before then are silent: there are none that early but the title's music, which the
sound board starts once `ready()`.

This module must not import arcade: it runs before arcade is imported.
"""
from __future__ import annotations

import logging
import threading

log = logging.getLogger(__name__)

_wanted: tuple[str, ...] = ()           # pyglet's own driver order, held back by hold_back()
_loading = threading.Event()


def hold_back() -> None:
    """Before arcade is imported: start pyglet on its silent driver (instant)."""
    global _wanted
    import sys
    import pyglet
    if "pyglet.media" in sys.modules or _wanted:
        return                          # too late (already open) or already done
    _wanted = tuple(d for d in pyglet.options["audio"] if d != "silent")
    pyglet.options["audio"] = ("silent",)


def _open(names: tuple[str, ...]):
    """The first of pyglet's drivers that opens here (as pyglet.media.drivers would), or None."""
    import importlib
    for name in names:
        try:
            module = importlib.import_module(f"pyglet.media.drivers.{name}")
            return module.create_audio_driver()
        except Exception as exc:       # not this platform's, no device, no library: try the next
            log.info("audio driver %s unavailable: %s", name, exc)
    return None


def load_in_background() -> threading.Thread | None:
    """Open the held-back driver in a thread (once); `ready()` says when it is in place."""
    global _wanted
    wanted, _wanted = _wanted, ()
    if not wanted:
        return None
    _loading.set()

    def run():
        import pyglet.media.drivers as drivers
        driver = _open(wanted)
        if driver is not None:
            drivers._audio_driver = driver        # what pyglet's get_audio_driver() returns
        _loading.clear()
    thread = threading.Thread(target=run, name="audio-driver", daemon=True)
    thread.start()
    return thread


def ready() -> bool:
    """False from hold_back() until the driver it held back is in place (or failed to open)."""
    return not _wanted and not _loading.is_set()
