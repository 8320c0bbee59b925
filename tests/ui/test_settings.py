"""Settings: saved to TOML in the saves folder, a broken file gives defaults and one clear
line, and the settings screen changes the game at once (palette, volumes, speeds)."""
from __future__ import annotations

import re

import pytest
import tomllib

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
    on_disk = tomllib.loads((home / "settings.toml").read_text())
    assert on_disk["music_volume"] == 0.3 and on_disk["colour_blind_palette"] is True
    again = Settings.load()
    assert again == settings and again.notice == ""


def test_a_file_that_is_not_toml_gives_defaults_and_says_so_the_details_go_to_the_log(home, caplog):
    (home / "settings.toml").write_text("music_volume = [oops\n")
    settings = Settings.load()
    assert settings == Settings()
    assert settings.notice.startswith("Your saved settings could not be read, so the defaults are in use.")
    logged = caplog.text
    assert str(home / "settings.toml") in logged and "not valid TOML" in logged


def test_a_bad_value_falls_back_for_that_key_only_and_names_the_setting_by_its_label(home, caplog):
    (home / "settings.toml").write_text('music_volume = "loud"\neffects_volume = 0.2\nanimation_speed = 3.0\n')
    settings = Settings.load()
    assert settings.music_volume == Settings().music_volume
    assert settings.effects_volume == 0.2
    assert settings.animation_speed == Settings().animation_speed
    assert settings.notice == ("Music volume and 1 other setting could not be read from your saved settings, "
                               "so their defaults are in use.")
    assert "music_volume" in caplog.text and "animation_speed" in caplog.text
    (home / "settings.toml").write_text("bot_speed = 7.0\n")
    assert Settings.load().notice == "Bot speed could not be read from your saved settings, so its default is in use."


@pytest.mark.screen
def test_the_settings_screen_shows_a_broken_file_notice(app, home):
    from game.scenes.settings_screen import SettingsScene
    (home / "settings.toml").write_text("fullscreen = maybe\n")
    app.settings = Settings.load()
    scene = SettingsScene()
    show(app, scene)
    assert "could not be read" in scene.notice.text
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


# Words that belong to developers, not players: files, folders, formats, code names.
DEVELOPER_WORDS = re.compile(r"/|\\|\.toml|toml|\bkey\b|_|None|Traceback|Error", re.IGNORECASE)


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every text a frame of the current scene draws."""
    import arcade
    drawn = []
    real_draw = arcade.Text.draw

    def note(text, *args, **kwargs):
        drawn.append(text.text)
        return real_draw(text, *args, **kwargs)
    monkeypatch.setattr(arcade.Text, "draw", note)
    app.render_frame()
    monkeypatch.setattr(arcade.Text, "draw", real_draw)
    return drawn


@pytest.mark.screen
@pytest.mark.parametrize("broken", [False, True])
def test_the_settings_screen_speaks_to_players_not_developers(app, home, monkeypatch, broken):
    from game.scenes.settings_screen import SettingsScene
    if broken:
        (home / "settings.toml").write_text('music_volume = "loud"\n')
        app.settings = Settings.load()
    scene = SettingsScene()
    show(app, scene)
    texts = drawn_texts(app, monkeypatch)
    words = " ".join(texts)
    assert "Effects volume" in words and "Changes are saved as you make them." in words
    assert str(home) not in words
    assert ("Music volume could not be read" in words) == broken
    assert not [t for t in texts if DEVELOPER_WORDS.search(t)], [t for t in texts if DEVELOPER_WORDS.search(t)]
