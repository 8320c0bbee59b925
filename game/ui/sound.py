"""Sound effects and music, honouring the volume settings.

Audio is a nicety: with no audio device, no decoder or a missing file every
call here quietly does nothing, so a headless machine never fails on sound.
"""
from __future__ import annotations

import logging

from game.ui import theme

log = logging.getLogger(__name__)

# Effect name -> (arcade resource, loudness relative to the effects volume).
EFFECTS = {
    "move": (":resources:sounds/rockHit2.wav", 0.7),
    "capture": (":resources:sounds/coin2.wav", 0.6),
    "dice": (":resources:sounds/hit4.wav", 0.7),
    "win": (":resources:sounds/upgrade1.wav", 0.8),
    "lose": (":resources:sounds/gameover2.wav", 0.7),
    "click": (":resources:sounds/hit1.wav", 0.35),
    "error": (":resources:sounds/error2.wav", 0.45),
}
# The menu music: our own loop first (WAV always decodes), arcade's mp3 where a decoder exists.
MUSIC = [str(theme.ASSETS / "music" / "theme.wav"), ":resources:music/funkyrobot.mp3"]


class SoundBoard:
    """Plays named effects and the music loop; every failure is swallowed."""

    def __init__(self, settings):
        self.settings = settings
        self._sounds: dict[str, object] = {}
        self._failed: set[str] = set()
        self._music = None
        self._music_player = None
        self.played: list[str] = []   # effect names played, newest last (tests and debugging)

    def _load(self, name: str):
        if name in self._sounds or name in self._failed:
            return self._sounds.get(name)
        try:
            import arcade
            path, _ = EFFECTS[name]
            self._sounds[name] = arcade.load_sound(path)
        except Exception as exc:  # no device, no decoder, missing file: stay silent
            log.info("sound '%s' unavailable: %s", name, exc)
            self._failed.add(name)
            return None
        return self._sounds[name]

    def play(self, name: str) -> None:
        """Play an effect: move, capture, dice, win, lose, click, error."""
        if name not in EFFECTS:
            return
        self.played.append(name)
        del self.played[:-20]
        volume = self.settings.effects_volume * EFFECTS[name][1]
        if volume <= 0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play(volume=volume)
        except Exception as exc:
            log.info("sound '%s' failed to play: %s", name, exc)

    # ---- music --------------------------------------------------------------------------
    def start_music(self) -> None:
        if self._music_player is not None or self.settings.music_volume <= 0:
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
        if self._music_player is None:
            return
        try:
            self._music_player.pause()
            self._music_player.delete()
        except Exception:
            pass
        self._music_player = None
