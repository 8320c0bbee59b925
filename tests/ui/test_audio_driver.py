"""Start-up: pyglet's audio driver (PulseAudio or OpenAL, a third of start-up) is opened after
the first frame, in the background (game.ui.audio_driver), and the title's music waits for it."""
from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = r"""
import json, sys
import game.app                                  # imports arcade, which imports arcade.sound
from game.ui import audio_driver
import pyglet.media.drivers as drivers
seen = {"driver at import": type(drivers.get_audio_driver()).__module__,
        "real drivers imported": sorted(m for m in sys.modules
                                        if m in ("pyglet.media.drivers.pulse", "pyglet.media.drivers.openal")),
        "ready before": audio_driver.ready()}
thread = audio_driver.load_in_background()
seen["loading"] = thread is not None
thread.join()
seen["ready after"] = audio_driver.ready()
seen["again"] = audio_driver.load_in_background() is None       # once only
print(json.dumps(seen))
"""


def test_the_audio_driver_opens_after_import_in_the_background():
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["driver at import"].startswith("pyglet.media.drivers.silent")
    assert seen["real drivers imported"] == [] and seen["ready before"] is False
    assert seen["loading"] and seen["ready after"] and seen["again"]


def test_music_asked_for_before_the_driver_is_in_starts_once_it_is(monkeypatch):
    from game.ui import audio_driver, sound
    from game.ui.settings import Settings
    board = sound.SoundBoard(Settings())
    started = []
    monkeypatch.setattr(audio_driver, "ready", lambda: bool(started) or False)
    board.start_music()
    assert board._music_waiting and board._music_player is None
    board.update()
    assert board._music_waiting                      # still loading: still waiting
    started.append(True)
    monkeypatch.setattr(board, "start_music", lambda: started.append("music"))
    board.update()
    assert started == [True, "music"] and not board._music_waiting
