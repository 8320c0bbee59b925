"""Settings: saved to TOML in the saves folder, a broken file gives defaults and one clear
line, and the settings screen changes the game at once (palette, volumes, speeds)."""
from __future__ import annotations

import pytest
import toml

from game.ui import theme
from game.ui.settings import Settings
from tests.ui.helpers import KEY, near, pixel, press, show


def test_settings_round_trip_through_the_saves_folder(home):
    settings = Settings.load()
    assert settings.path == home / "settings.toml" and settings.notice == ""
    settings.music_volume = 0.3
    settings.colour_blind_palette = True
    settings.bot_speed = 0.0
    settings.animation_speed = 2.0
    settings.save()
    on_disk = toml.loads((home / "settings.toml").read_text())
    assert on_disk["music_volume"] == 0.3 and on_disk["colour_blind_palette"] is True
    again = Settings.load()
    assert again == settings and again.notice == ""


def test_a_file_that_is_not_toml_gives_defaults_and_names_the_file(home):
    (home / "settings.toml").write_text("music_volume = [oops\n")
    settings = Settings.load()
    assert settings == Settings()
    assert str(home / "settings.toml") in settings.notice and "not valid TOML" in settings.notice


def test_a_bad_value_falls_back_for_that_key_only_and_names_it(home):
    (home / "settings.toml").write_text('music_volume = "loud"\neffects_volume = 0.2\nanimation_speed = 3.0\n')
    settings = Settings.load()
    assert settings.music_volume == Settings().music_volume
    assert settings.effects_volume == 0.2
    assert settings.animation_speed == Settings().animation_speed
    assert "music_volume" in settings.notice and "and 1 more" in settings.notice


@pytest.mark.screen
def test_the_settings_screen_shows_a_broken_file_notice(app, home):
    from game.scenes.settings_screen import SettingsScene
    (home / "settings.toml").write_text("fullscreen = maybe\n")
    app.settings = Settings.load()
    scene = SettingsScene()
    show(app, scene)
    assert "not valid TOML" in scene.notice.text
    assert near(pixel(app, 74, 583), theme.BAD, 50)          # the red notice bar


@pytest.mark.screen
def test_changing_a_setting_applies_and_saves_it(app, home):
    from game.scenes.settings_screen import SettingsScene
    scene = SettingsScene()
    show(app, scene)
    press(app, KEY.DOWN)                 # Music volume
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)
    assert app.settings.music_volume == pytest.approx(0.3)
    for _ in range(4):
        press(app, KEY.DOWN)             # Effects, Palette, Bot speed, Animation speed
    press(app, KEY.RIGHT)
    assert app.settings.animation_speed == 2.0 and theme.anim(1.0) == 0.5
    on_disk = Settings.load(home / "settings.toml")
    assert on_disk.music_volume == pytest.approx(0.3) and on_disk.animation_speed == 2.0


@pytest.mark.screen
def test_the_palette_switch_recolours_players_everywhere(app, home):
    from game.scenes.settings_screen import PREVIEW, SettingsScene
    scene = SettingsScene()
    show(app, scene)
    px, py, pw, ph = PREVIEW
    disc = (px + 54 + 12, py + ph - 80)         # inside player 1's disc, beside its mark
    assert near(pixel(app, *disc), theme.STANDARD_PLAYERS[0], 30)
    for _ in range(3):
        press(app, KEY.DOWN)                    # Colour-blind-safe palette
    press(app, KEY.ENTER)
    assert app.settings.colour_blind_palette and theme.colour_blind()
    assert theme.player_colour(1) == theme.OKABE_ITO_PLAYERS[1]
    assert near(pixel(app, *disc), theme.OKABE_ITO_PLAYERS[0], 30)
    assert Settings.load(home / "settings.toml").colour_blind_palette is True


@pytest.mark.screen
def test_reset_to_defaults(app, home):
    from game.scenes.settings_screen import SettingsScene
    app.settings.effects_volume = 0.1
    app.settings.bot_speed = 2.0
    scene = SettingsScene()
    show(app, scene)
    scene.reset.on_click()
    assert app.settings.effects_volume == Settings().effects_volume and app.settings.bot_speed == 1.0
    assert Settings.load(home / "settings.toml").bot_speed == 1.0
