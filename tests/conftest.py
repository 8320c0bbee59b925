"""Fixtures shared by the whole suite.

`window`: one hidden GameWindow for every screen test (a GL context takes a while to make,
and Arcade keeps one active window). It needs a display: `python3 build.py test` runs
pytest under xvfb-run; without one, the screen tests are skipped. Saves and settings go
to a temporary folder (ELECTORAL_ARCADE_HOME), never the player's.

`build.py test` runs the suite on every core with pytest-xdist. Each worker process then has
its own saves folder and, where Xvfb is installed, its own virtual screen (a window mapped on
a shared screen could take the pointer or the focus from another worker's). The tests marked
`slow` are collected first, so that with `--dist worksteal` the workers start on the long ones
and end together on short ones (a long test started last would keep one worker busy alone).
"""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

_own_screen: subprocess.Popen | None = None


def pytest_configure(config):
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return
    home = os.environ.get("ELECTORAL_ARCADE_HOME")
    if home:
        os.environ["ELECTORAL_ARCADE_HOME"] = os.path.join(home, worker)
    if os.environ.get("EA_SCREEN_PER_WORKER") == "1" and shutil.which("Xvfb"):
        _start_own_screen()


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)      # stable: slow ones first


def _start_own_screen() -> None:
    """A virtual screen for this worker alone, set as DISPLAY before pyglet is imported."""
    global _own_screen
    read, write = os.pipe()
    _own_screen = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24",
                                    "-nolisten", "tcp"], pass_fds=(write,),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()      # Xvfb writes its display number once it is ready
    if number:
        os.environ["DISPLAY"] = f":{number}"
    else:
        _own_screen.kill()
        _own_screen = None


def pytest_unconfigure(config):
    global _own_screen
    if _own_screen is not None:
        _own_screen.terminate()
        try:
            _own_screen.wait(timeout=10)
        except subprocess.TimeoutExpired:
            _own_screen.kill()
        _own_screen = None

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
