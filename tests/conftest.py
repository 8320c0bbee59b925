"""Fixtures shared by the whole suite.

`window`: one hidden GameWindow for every screen test (a GL context takes a while to make,
and Arcade keeps one active window). It needs a display: `python3 build.py test` runs
pytest under xvfb-run; without one, the screen tests are skipped. Saves and settings go
to a temporary folder (ELECTORAL_ARCADE_HOME), never the player's.
"""
from __future__ import annotations

import os

import pytest

# The game turns off pyglet's check for a GL error after every GL call (a cost of every frame);
# the tests keep it, so a wrong GL call fails where it is made (game/app.py reads this).
os.environ.setdefault("EA_GL_CHECKS", "1")


def has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("ARCADE_HEADLESS"))


@pytest.fixture(scope="session")
def window(tmp_path_factory):
    if not has_display():
        pytest.skip("needs a display: run under xvfb-run (python3 build.py test does)")
    pytest.importorskip("arcade")
    home = tmp_path_factory.mktemp("arcade-home")
    previous = os.environ.get("ELECTORAL_ARCADE_HOME")
    os.environ["ELECTORAL_ARCADE_HOME"] = str(home)
    from game.app import GameWindow
    from game.ui.settings import Settings
    win = GameWindow(Settings(path=home / "settings.toml"), visible=False, gamepads=False)
    yield win
    win.shutdown()
    win.close()
    if previous is None:
        os.environ.pop("ELECTORAL_ARCADE_HOME", None)
    else:
        os.environ["ELECTORAL_ARCADE_HOME"] = previous
