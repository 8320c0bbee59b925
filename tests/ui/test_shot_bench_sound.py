"""Screenshots, frame measurement, the rules reader, the screen registry and silent audio."""
from __future__ import annotations

import pytest

from game.ui.markdown import markdown_blocks
from game.ui.settings import Settings
from game.ui.sound import EFFECTS, SoundBoard


def test_rules_markdown_becomes_headings_paragraphs_and_bullets():
    text = ("# Grundy\n\nPlayers **take turns**\nwriting `numbers`.\n\n## Moves\n- one [link](x)\n"
            "  continued\n1. first\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert markdown_blocks(text) == [
        ("h1", "Grundy"), ("p", "Players take turns writing numbers."), ("h2", "Moves"),
        ("li", "•  one link continued"), ("li", "1.  first"), ("code", "a   b"), ("code", "1   2")]


def test_sound_never_fails_without_a_device_or_a_file(monkeypatch):
    board = SoundBoard(Settings())
    monkeypatch.setitem(EFFECTS, "move", ("/nonexistent/move.wav", 0.5))
    board.play("move")
    board.play("move")
    board.play("no-such-effect")
    board.start_music()
    board.set_music_volume(0.2)
    board.stop_music()
    assert board.played == ["move", "move"] and "move" in board._failed


def test_silence_when_effects_are_turned_down():
    settings = Settings()
    settings.effects_volume = 0.0
    board = SoundBoard(settings)
    board.play("win")
    assert board.played == ["win"] and "win" not in board._sounds


def test_a_game_without_a_screen_is_reported_not_fatal():
    from game.catalog import NotBuilt as ScreenUnavailable, playable_games, screen_class
    with pytest.raises(ScreenUnavailable, match="not built yet"):
        screen_class("margin")
    assert "margin" not in playable_games()
    assert "nim" in playable_games()


@pytest.mark.screen
def test_shot_renders_the_menu_to_a_png(app, tmp_path):
    from PIL import Image
    from game.shot import shot
    from game.ui import theme
    from tests.ui.helpers import near
    out = shot("menu", tmp_path / "menu.png")
    image = Image.open(out).convert("RGB")
    assert image.size == (1280, 720)
    title = [image.getpixel((x, y)) for x in range(80, 520, 3) for y in range(50, 100, 3)]
    assert sum(near(c, theme.ACCENT, 45) for c in title) > 40


@pytest.mark.screen
def test_shot_of_the_pause_menu_draws_a_game_under_it(app, tmp_path):
    from game.scenes.game_screen import GameScreen
    from game.shot import shot
    shot("pause", tmp_path / "pause.png")
    assert type(app.scenes.current).__name__ == "PauseScene"
    assert isinstance(app.scenes.stack[-2], GameScreen)


@pytest.mark.screen
def test_shot_of_an_unknown_scene_says_which_exist(app, tmp_path, capsys):
    from game.shot import shot
    with pytest.raises(SystemExit) as stop:
        shot("lobby", tmp_path / "x.png")
    assert stop.value.code == 2 and "known scenes: menu" in capsys.readouterr().err


@pytest.mark.screen
def test_frame_times_are_measured_with_a_bot_thinking(app):
    from game.bench_frames import measure
    result = measure(["menu", "nim"], seconds=0.2)
    for scene in ("menu", "nim"):
        assert result[scene]["median_ms"] > 0 and result[scene]["p99_ms"] >= result[scene]["median_ms"]
    assert result["nim"]["bot_thinking"] is True
