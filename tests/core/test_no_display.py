"""`play` with no display (a player over SSH) says so in one line and ends with status 2, instead
of running the window on an invisible virtual screen for ever; `play --virtual-screen` asks for
that screen, and `shot` (the tests', the built copy's check) still starts one by itself.
The restart under xvfb-run is stood in for: it would replace this process."""
from __future__ import annotations

import os

import pytest

import devtools.commands
import game.__main__ as cli


class Restarted(Exception):
    """What os.execv would have done: this process replaced by another command."""


@pytest.fixture
def no_display(monkeypatch):
    """A Linux machine with no X display and xvfb-run installed; what would restart or open a
    window is recorded instead (each entry: the command line it was asked with)."""
    for name in ("DISPLAY", "ARCADE_HEADLESS", "EA_NO_XVFB"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.setattr(cli.shutil, "which", lambda name: f"/usr/bin/{name}")
    seen = {"exec": [], "play": []}

    def execv(path, argv):
        seen["exec"].append(argv)
        raise Restarted
    monkeypatch.setattr(cli.os, "execv", execv)
    monkeypatch.setattr(cli, "cmd_play", lambda args: seen["play"].append(args) or 0)
    monkeypatch.setattr(devtools.commands, "cmd_shot", lambda args: 0)
    yield seen
    # the restart sets this for the process it starts; it must not leak into the next test
    os.environ.pop("EA_NO_XVFB", None)


@pytest.mark.parametrize("argv", [["play"], [], ["--fullscreen"], ["play", "--fullscreen"]])
def test_play_with_no_display_says_so_in_one_line_and_status_2(no_display, capsys, argv):
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err == ("play: there is no display to open the game's window on (DISPLAY is not set): run it on a "
                   "desktop, or add --virtual-screen to play it in an invisible window under Xvfb\n")
    assert no_display == {"exec": [], "play": []}       # no virtual screen, no window


def test_play_on_a_virtual_screen_restarts_under_xvfb_when_asked(no_display):
    with pytest.raises(Restarted):
        cli.main(["play", "--virtual-screen"])
    [argv] = no_display["exec"]
    assert argv[0] == "/usr/bin/xvfb-run" and argv[-2:] == ["play", "--virtual-screen"]
    # the restarted game is under Xvfb: it plays
    assert os.environ["EA_NO_XVFB"] == "1"
    assert cli.main(["play", "--virtual-screen"]) == 0 and len(no_display["play"]) == 1


def test_a_virtual_screen_without_xvfb_is_one_line(no_display, capsys, monkeypatch):
    monkeypatch.setattr(cli.shutil, "which", lambda name: None)
    assert cli.main(["play", "--virtual-screen"]) == 2
    assert capsys.readouterr().err == ("play: --virtual-screen needs Xvfb (xvfb-run), which is not installed: "
                                       "install the xvfb package\n")


def test_play_on_a_display_opens_the_window_there(no_display, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    assert cli.main(["play"]) == 0
    assert len(no_display["play"]) == 1 and no_display["exec"] == []


def test_shot_with_no_display_still_starts_a_virtual_screen_by_itself(no_display, tmp_path):
    with pytest.raises(Restarted):
        cli.main(["shot", "menu", str(tmp_path / "menu.png")])
    [argv] = no_display["exec"]
    assert argv[0] == "/usr/bin/xvfb-run" and argv[-3:] == ["shot", "menu", str(tmp_path / "menu.png")]


def test_every_screen_class_loads_with_no_display_so_selfcheck_can_start_xvfb_after_its_check():
    """`selfcheck` checks its game's screen loads before it restarts under xvfb-run: a screen
    module that imports pyglet's window module before Arcade has set pyglet's options opens
    the display at import and fails there (the built program's selfcheck did, with no display)."""
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "ARCADE_HEADLESS", "WAYLAND_DISPLAY")}
    code = "from game import catalog\nfor name in catalog.names():\n    catalog.screen_class(name)\n"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
