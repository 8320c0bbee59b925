"""Sound effects and music, honouring the volume settings.

Every game has its own small set of effects (assets/sounds/<set>/<effect>.wav, made by
assets/sounds/compose_sounds.py), and so do the menus; an effect a set lacks comes from the
shared set. A scene says which set it plays through its `sound_set` (game screens use their
game's name). Audio is a nicety: with no audio device, no decoder or a missing file every
call here quietly does nothing, so a headless machine never fails on sound.
"""
from __future__ import annotations

import logging
from pathlib import Path

from game.ui import audio_driver, theme

log = logging.getLogger(__name__)

SOUNDS = theme.ASSETS / "sounds"
SHARED_SET = "shared"      # what any set falls back to
MENU_SET = "menu"          # every screen that is not a match

# What each effect is for (the same names in every set).
EFFECT_MEANINGS = {
    "move": "a piece placed, a number written, a ballot cast",
    "capture": "something taken or filled on the board",
    "crossing": "a piece flying to the other board",
    "score": "a state (or other prize) won",
    "dice": "dice rolled",
    "win": "the match or lesson won",
    "lose": "the match lost",
    "click": "a button pressed, a piece chosen",
    "focus": "the focus moved to another button or row",
    "error": "a move or choice refused",
}



def _loudness() -> dict[tuple[str, str], float]:
    """(set, effect) -> loudness relative to the effects volume, from assets/sounds/loudness.toml
    (a missing or broken file leaves the game silent, not stopped)."""
    from game.core.datafile import read_toml
    try:
        data = read_toml(SOUNDS / "loudness.toml")
        return {(sound_set, effect): float(value) for sound_set, effects in data.items()
                for effect, value in effects.items()}
    except (ValueError, TypeError, AttributeError) as exc:     # DataFileError is a ValueError
        log.warning("sound loudness table unreadable: %s", exc)
        return {}


EFFECTS: dict[tuple[str, str], float] = _loudness()
# The menu music: our own loop first (WAV always decodes), arcade's mp3 where a decoder exists.
MUSIC = [str(theme.ASSETS / "music" / "theme.wav"), ":resources:music/funkyrobot.mp3"]


def effect_file(sound_set: str, effect: str) -> tuple[Path, float] | None:
    """The file an effect plays in a set and its loudness: the set's own, else the shared
    one; None when neither has it."""
    for key in ((sound_set, effect), (SHARED_SET, effect)):
        if key in EFFECTS:
            return SOUNDS / key[0] / f"{key[1]}.wav", EFFECTS[key]
    return None


class SoundBoard:
    """Plays named effects and the music loop; every failure is swallowed."""

    def __init__(self, settings):
        self.settings = settings
        self._sounds: dict[Path, object] = {}
        self._failed: set[Path] = set()
        self._music = None
        self._music_player = None
        self._music_waiting = False      # asked for before the audio driver was in (audio_driver)
        # newest last, the last 20 (tests and debugging): effect names, and (set, effect) pairs
        self.played: list[str] = []
        self.played_in_set: list[tuple[str, str]] = []

    def volume(self, sound_set: str, effect: str) -> float:
        """How loud an effect plays: the effects volume times the effect's own loudness."""
        found = effect_file(sound_set, effect)
        return self.settings.effects_volume * found[1] if found is not None else 0.0

    def _load(self, path: Path):
        if path in self._sounds or path in self._failed:
            return self._sounds.get(path)
        try:
            import arcade
            self._sounds[path] = arcade.load_sound(path)
        except Exception as exc:  # no device, no decoder, missing file: stay silent
            log.info("sound '%s' unavailable: %s", path, exc)
            self._failed.add(path)
            return None
        return self._sounds[path]

    def preload(self, sound_set: str) -> None:
        """Load every effect a set plays now (a screen opening), not on the frame one is first
        played: the first move's sound was read and decoded on the frame the move landed."""
        if self.settings.effects_volume <= 0:
            return
        for effect in EFFECT_MEANINGS:
            found = effect_file(sound_set, effect)
            if found is not None:
                self._load(found[0])

    def play(self, name: str, sound_set: str = SHARED_SET) -> None:
        """Play an effect (see EFFECT_MEANINGS) from a set: a game's name, "menu" or "shared"."""
        found = effect_file(sound_set, name)
        if found is None:
            return
        self.played.append(name)
        self.played_in_set.append((sound_set, name))
        del self.played[:-20], self.played_in_set[:-20]
        volume = self.volume(sound_set, name)
        if volume <= 0:
            return
        sound = self._load(found[0])
        if sound is None:
            return
        try:
            sound.play(volume=volume)
        except Exception as exc:
            log.info("sound '%s' failed to play: %s", name, exc)

    # ---- music --------------------------------------------------------------------------
    def update(self) -> None:
        """Each frame: start the music asked for before the audio driver was ready."""
        if self._music_waiting and audio_driver.ready():
            self._music_waiting = False
            self.start_music()

    def start_music(self) -> None:
        if self._music_player is not None or self.settings.music_volume <= 0:
            return
        if not audio_driver.ready():
            self._music_waiting = True
            return
        import arcade
        for path in MUSIC:
            try:
                self._music = arcade.load_sound(path)  # static: only static sources loop
                self._music_player = self._music.play(volume=self.settings.music_volume, loop=True)
                return
            except Exception as exc:
                log.info("music '%s' unavailable: %s", path, exc)
        self._music = None

    def set_music_volume(self, volume: float) -> None:
        if self._music_player is None:
            if volume > 0:
                self.start_music()
            return
        try:
            self._music_player.volume = volume
        except Exception:
            pass

    def stop_music(self) -> None:
        self._music_waiting = False
        if self._music_player is None:
            return
        try:
            self._music_player.pause()
            self._music_player.delete()
        except Exception:
            pass
        self._music_player = None
