"""The game spares players pyglet's check for a GL error after every GL call; the tests keep it."""
from __future__ import annotations

import os
import subprocess
import sys


def _debug_gl_setting(env: dict) -> str:
    code = "import game.__main__, os; print(os.environ.get('PYGLET_DEBUG_GL', 'unset'))"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_the_command_line_turns_gl_error_checks_off_for_players():
    env = {k: v for k, v in os.environ.items() if k not in ("EA_GL_CHECKS", "PYGLET_DEBUG_GL")}
    assert _debug_gl_setting(env) == "0"


def test_the_tests_and_an_explicit_setting_keep_them():
    env = {k: v for k, v in os.environ.items() if k != "PYGLET_DEBUG_GL"}
    assert os.environ.get("EA_GL_CHECKS") == "1"          # tests/conftest.py
    assert _debug_gl_setting({**env, "EA_GL_CHECKS": "1"}) == "unset"
    assert _debug_gl_setting({**env, "EA_GL_CHECKS": "", "PYGLET_DEBUG_GL": "1"}) == "1"
