"""Helpers for the window-shell tests: the toy games and screens, a clean window per test,
and ways to feed it input and read its pixels."""
from __future__ import annotations

import pytest

from tests.core.conftest import add_toy_games


@pytest.fixture(autouse=True)
def toy_games(monkeypatch):
    """Nim (with an option) and Dice race are findable by name, with their toy screens."""
    add_toy_games(monkeypatch, {"nim": "tests.ui.toy_screens:NIM", "dicerace": "tests.core.toy_games:DICE_RACE"},
                  {"nim": "tests.ui.toy_screens:NimScreen", "dicerace": "tests.ui.toy_screens:DiceRaceScreen"})


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh saves folder for this test."""
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(window, home):
    """The shared window, active, with default settings (but an instant bot) saved in this test's
    folder and an empty scene stack; the bot worker is left running between tests (it is slow to start)."""
    import arcade
    from game.scenes.base import Scene
    from game.ui import theme
    from game.ui.settings import Settings
    arcade.set_window(window)
    window.switch_to()
    if window.fullscreen:
        window.set_fullscreen(False)
    if tuple(window.get_size()) != (1280, 720):
        from devtools.shot import resize_now
        resize_now(window, (1280, 720))
    # a bot that answers at once: a test about the bot's visible thinking sets bot_speed itself
    window.settings = Settings(path=home / "settings.toml", bot_speed=0.0)
    window.sound.settings = window.settings
    window.settings.apply_to_theme()
    window.notices.queue.clear()
    window._profiles = None          # profiles are read again from this test's saves folder
    window.scenes.reset(Scene(), fade=False)
    window.scenes.finish()
    yield window
    window.scenes.reset(Scene(), fade=False)
    window.scenes.finish()
    theme.set_colour_blind(False)
    theme.set_animation_speed(1.0)
    theme.choose_player_colours(None)       # colours a couch lobby chose for its match

