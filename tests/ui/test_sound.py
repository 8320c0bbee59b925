"""Sound effects: each game's own set, made by a script in the repository (the committed files
are what it makes), every file a short clean WAV, the shared fallback, the effects volume,
and which set a screen plays. No audio device is needed: the tests read what the sound board
was asked to play."""
from __future__ import annotations

import importlib.util
import struct
import wave

import pytest

from game.ui import sound
from game.ui.settings import Settings
from game.ui.sound import EFFECTS, SHARED_SET, SoundBoard, effect_file

SCRIPT = sound.SOUNDS / "compose_sounds.py"
GAME_SETS = {"grundy", "dodgson", "constitution", "margin"}


def composer():
    spec = importlib.util.spec_from_file_location("compose_sounds", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples_of(data: bytes) -> tuple[int, list[int]]:
    """(frame rate, samples) of a mono 16-bit WAV."""
    import io
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        count = w.getnframes()
        return w.getframerate(), list(struct.unpack(f"<{count}h", w.readframes(count)))


def test_every_effect_in_the_table_is_a_short_clean_committed_wav():
    for (sound_set, effect), loudness in EFFECTS.items():
        path, _ = effect_file(sound_set, effect)
        assert path == sound.SOUNDS / sound_set / f"{effect}.wav" and path.is_file(), path
        assert 0 < loudness <= 1 and effect in sound.EFFECT_MEANINGS, (sound_set, effect)
        rate, samples = samples_of(path.read_bytes())
        seconds = len(samples) / rate
        assert 0.03 <= seconds <= 1.2, (path, seconds)
        assert path.stat().st_size < 60_000, path
        peak = max(abs(s) for s in samples)
        rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
        assert 0.5 * 32767 < peak < 0.95 * 32767, (path, peak)        # neither faint nor clipped
        assert rms > 0.03 * 32767, (path, rms)                           # not silence
        # it starts and ends at silence, so it does not click
        assert abs(samples[0]) < 100 and max(abs(s) for s in samples[-5:]) < 30, path


def test_the_committed_files_are_what_the_script_makes():
    script = composer()
    assert set(script.RECIPES) == set(EFFECTS)
    for sound_set, effect in EFFECTS:
        made = samples_of(script.render(sound_set, effect))
        committed = samples_of(effect_file(sound_set, effect)[0].read_bytes())
        assert made[0] == committed[0] and len(made[1]) == len(committed[1]), (sound_set, effect)
        # a last-bit difference in a platform's sine is not a different sound
        assert max(abs(a - b) for a, b in zip(made[1], committed[1])) <= 2, (sound_set, effect)


def test_each_game_and_the_menu_have_their_own_set_with_a_shared_fallback():
    own = {(s, e) for s, e in EFFECTS}
    for game in GAME_SETS:
        assert {(game, "move"), (game, "win"), (game, "lose")} <= own, game
    assert ("margin", "dice") in own and ("dodgson", "crossing") in own
    assert ("constitution", "score") in own and ("menu", "focus") in own
    # the shared set has every effect except those only one game makes
    assert {e for s, e in own if s == SHARED_SET} == set(sound.EFFECT_MEANINGS) - {"crossing"}
    # a set's own file first, else the shared one; an effect nobody has is no file
    assert effect_file("grundy", "move")[0] == sound.SOUNDS / "grundy" / "move.wav"
    assert effect_file("grundy", "focus")[0] == sound.SOUNDS / SHARED_SET / "focus.wav"
    assert effect_file("nim", "dice")[0] == sound.SOUNDS / SHARED_SET / "dice.wav"
    assert effect_file("grundy", "crossing") is None and effect_file("menu", "fanfare") is None


class LoadRecorder:
    """Stands in for the loader: notes which files were asked for and plays nothing."""

    def __init__(self):
        self.loaded = []

    def __call__(self, path):
        self.loaded.append(path)
        return None


def test_the_effects_volume_scales_every_effect_and_zero_silences_them(monkeypatch):
    settings = Settings()
    board = SoundBoard(settings)
    loads = LoadRecorder()
    monkeypatch.setattr(board, "_load", loads)
    settings.effects_volume = 0.5
    assert board.volume("grundy", "move") == pytest.approx(0.5 * EFFECTS["grundy", "move"])
    assert board.volume("grundy", "focus") == pytest.approx(0.5 * EFFECTS[SHARED_SET, "focus"])
    board.play("move", "grundy")
    assert loads.loaded == [sound.SOUNDS / "grundy" / "move.wav"]
    settings.effects_volume = 0.0
    assert board.volume("dodgson", "crossing") == 0.0
    board.play("crossing", "dodgson")
    assert loads.loaded == [sound.SOUNDS / "grundy" / "move.wav"]     # nothing more was loaded
    assert board.played_in_set == [("grundy", "move"), ("dodgson", "crossing")]


def test_sound_never_fails_without_a_device_or_a_file(monkeypatch, tmp_path):
    board = SoundBoard(Settings())
    monkeypatch.setattr(sound, "SOUNDS", tmp_path / "missing")
    board.play("move", "grundy")
    board.play("move", "grundy")
    board.play("no-such-effect")
    board.start_music()
    board.set_music_volume(0.2)
    board.stop_music()
    assert board.played == ["move", "move"] and tmp_path / "missing" / "grundy" / "move.wav" in board._failed


def test_moving_the_focus_in_a_widget_group_plays_the_focus_tick():
    from game.ui.input import Action
    from game.ui.widgets import WidgetGroup
    from game.ui.widgets.base import Widget
    heard = []
    group = WidgetGroup(sound=heard.append)
    for y in (300, 200):
        group.add(Widget(100, y, 200, 50))
    assert group.on_action(Action.DOWN) and group.focus_index == 1
    assert group.on_action(Action.NEXT) and group.focus_index == 0
    assert heard == ["focus", "focus"]


@pytest.mark.screen
def test_the_title_screen_ticks_from_the_menu_set_as_the_focus_moves(app):
    from game.scenes.menu import TitleScene
    from tests.ui.helpers import KEY, press, show
    show(app, TitleScene())
    app.sound.played_in_set.clear()
    press(app, KEY.DOWN)
    assert app.sound.played_in_set == [("menu", "focus")]


@pytest.mark.screen
@pytest.mark.parametrize("game", ["grundy", "dodgson", "constitution"])
def test_a_match_screen_plays_its_own_games_set(app, game):
    from game.catalog import screen_class
    from game.core.session import MatchSession
    from tests.ui.helpers import frames, show
    session = MatchSession.new(game, seed=5, autosave=False)
    screen = screen_class(game)(session)
    show(app, screen)
    app.sound.played_in_set.clear()
    while game == "constitution" and not session.state.started:       # past the start choices
        assert screen.submit_move(session.state.legal_moves()[0])
        frames(app, 90)
    assert screen.submit_move(session.state.legal_moves()[0])
    frames(app, 120)                                                   # the move's animation
    heard = app.sound.played_in_set
    assert heard and all(s == game for s, _ in heard), heard
    assert (game, "move") in heard
    if game == "dodgson":
        assert heard.index((game, "crossing")) < len(heard) - 1        # the flight, then the landing
    screen.play("focus")
    assert heard[-1] == (game, "focus")             # its set lacks it: the shared tick plays instead


def test_a_preloaded_set_plays_its_first_effect_without_loading_it(monkeypatch):
    board = SoundBoard(Settings())
    loaded = []
    arcade = pytest.importorskip("arcade")
    monkeypatch.setattr(arcade, "load_sound", lambda path: loaded.append(path) or object())
    board.preload("grundy")
    assert sound.SOUNDS / "grundy" / "move.wav" in loaded and sound.SOUNDS / SHARED_SET / "focus.wav" in loaded
    before = len(loaded)
    board.play("move", "grundy")            # (the stand-in cannot play: that failure is swallowed)
    assert len(loaded) == before            # loaded as the screen opened, not as the first move landed
