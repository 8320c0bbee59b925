"""Player settings, kept in settings.toml in the saves folder (written atomically).

A broken settings file never stops the game: every bad key falls back to its
default and `Settings.notice` holds one line for the player naming the setting by its
label (the file, the key and the fault go to the log). Pure Python (no arcade), so tests
can use it alone.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field, fields
from pathlib import Path

from game.core.datafile import DataFileError, Fields, read_toml, write_toml_atomic
from game.core.records import saves_dir

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.toml"

# Each setting as the settings screen names it (notices use the same words).
LABELS = {
    "fullscreen": "Fullscreen",
    "music_volume": "Music volume",
    "effects_volume": "Effects volume",
    "colour_blind_palette": "Colour-blind-safe palette",
    "bot_speed": "Bot speed",
    "animation_speed": "Animation speed",
}

# Choices shown on the settings screen: (value, label).
BOT_SPEED_CHOICES = [(0.0, "Instant"), (0.5, "Quick"), (1.0, "Normal"), (2.0, "Relaxed")]
ANIMATION_SPEED_CHOICES = [(0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (4.0, "Very fast")]

# The minimum time a bot visibly "thinks" at bot speed 1.0 (scaled by bot_speed).
BOT_MIN_THINK_SECONDS = 0.7


@dataclass
class Settings:
    fullscreen: bool = False
    music_volume: float = 0.5
    effects_volume: float = 0.8
    colour_blind_palette: bool = False
    bot_speed: float = 1.0            # scales the bot's minimum visible thinking time (0 = instant)
    animation_speed: float = 1.0      # 2.0 = animations twice as fast

    path: Path | None = field(default=None, repr=False, compare=False)
    notice: str = field(default="", repr=False, compare=False)

    # ---- persistence ------------------------------------------------------------------
    @staticmethod
    def default_path() -> Path:
        return saves_dir() / SETTINGS_FILE

    @classmethod
    def load(cls, path: str | os.PathLike | None = None) -> "Settings":
        """Read settings; a missing file gives defaults, a broken one defaults plus a notice."""
        path = Path(path) if path is not None else cls.default_path()
        settings = cls(path=path)
        if not path.exists():
            return settings
        try:
            data = read_toml(path)
        except DataFileError as exc:
            log.warning("settings reset to defaults: %s", exc)
            settings.notice = ("Your saved settings could not be read, so the defaults are in use. "
                               "Changing any setting saves them again.")
            return settings
        broken: list[str] = []
        f = Fields(data, path)
        for name, reader in _READERS.items():
            if not f.has(name):
                continue
            try:
                setattr(settings, name, reader(f, name))
            except DataFileError as exc:  # keep the default for this key only
                log.warning("default used for a broken setting: %s", exc)
                broken.append(LABELS[name])
        if len(broken) == 1:
            settings.notice = f"{broken[0]} could not be read from your saved settings, so its default is in use."
        elif broken:
            others = f"{len(broken) - 1} other setting{'s' if len(broken) > 2 else ''}"
            settings.notice = (f"{broken[0]} and {others} could not be read from your saved settings, "
                               "so their defaults are in use.")
        return settings

    def save(self, path: str | os.PathLike | None = None) -> None:
        target = Path(path) if path is not None else (self.path or self.default_path())
        write_toml_atomic(target, self.to_data())
        self.path = target

    def to_data(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name in _READERS}

    # ---- derived values ---------------------------------------------------------------
    def bot_min_think(self) -> float:
        """Seconds a bot's move is held back at least, so the player sees it think."""
        return BOT_MIN_THINK_SECONDS * self.bot_speed

    def apply_to_theme(self) -> None:
        from game.ui import theme
        theme.set_colour_blind(self.colour_blind_palette)
        theme.set_animation_speed(self.animation_speed)


def _volume(f: Fields, name: str) -> float:
    return float(f.number(name, minimum=0.0, maximum=1.0))


def _choice(choices):
    allowed = [value for value, _ in choices]

    def read(f: Fields, name: str) -> float:
        value = float(f.number(name))
        if value not in allowed:
            raise f.fail(name, f"must be one of {', '.join(str(v) for v in allowed)}, not {value}")
        return value
    return read


_READERS = {
    "fullscreen": lambda f, n: f.bool(n),
    "music_volume": _volume,
    "effects_volume": _volume,
    "colour_blind_palette": lambda f, n: f.bool(n),
    "bot_speed": _choice(BOT_SPEED_CHOICES),
    "animation_speed": _choice(ANIMATION_SPEED_CHOICES),
}
