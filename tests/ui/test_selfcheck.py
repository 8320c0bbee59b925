"""`python -m game selfcheck`: a quick match through Arcade's own loop until the bot's worker
process answers (the built program's test runs it too, tests/dist/check_build.sh). Run in a
fresh process: it opens its own window, as a player's run does."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.selfcheck import Watch, report

pytestmark = pytest.mark.screen
ROOT = Path(__file__).resolve().parents[2]


def test_selfcheck_sees_the_bots_worker_answer(tmp_path):
    env = {**os.environ, "ELECTORAL_ARCADE_HOME": str(tmp_path / "home")}
    picture = tmp_path / "pictures" / "last.png"
    done = subprocess.run([sys.executable, "-m", "game", "selfcheck", "--picture", str(picture)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "answered" in done.stdout and "from its worker process" in done.stdout
    assert "--multiprocessing-fork" in done.stdout            # the worker was spawned, not the window's process
    assert not list(tmp_path.glob("**/*.toml")), "the check's match was left in the saves folder"
    # the window's last frame: the board with the bot's number on it, the panel's move list
    from PIL import Image
    with Image.open(picture) as image:
        assert len(set(image.convert("RGB").resize((64, 36)).getdata())) > 100
    assert f"the last frame saved as {picture}" in done.stdout


class _Window:
    frames_drawn = 3


class _Session:
    moves = ["j=1"]


class _Screen:
    session = _Session()


def watched(errors=()) -> Watch:
    watch = Watch(_Window())
    watch.screen = _Screen()
    watch.errors = list(errors)
    return watch


@pytest.mark.parametrize("watch, pid, restarts, error, said", [
    (watched(["The bot could not start (boom); it played a random move."]), 12, 0, None, "could not start"),
    (watched(), 12, 1, None, "restarted 1 times"),
    (watched(), 12, 0, "Traceback ...", "the bot worker failed"),
    (watched(), None, 0, None, "no bot worker process"),
])
def test_a_stand_in_move_or_a_restarted_worker_fails_the_check(capsys, watch, pid, restarts, error, said):
    assert report("grundy", watch, 1, pid, restarts, error) == 1
    assert said in capsys.readouterr().err
