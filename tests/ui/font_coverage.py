"""Which characters of a string the font that will draw it lacks (they would show as empty boxes).

pyglet draws a whole text in the first family of its `font_name` that it finds, with no fallback
for single characters, so a string is checked against the first family of the tuple that the
game ships: the DejaVu Sans files in assets/fonts and arcade's Kenney fonts. Every style of that
family we ship (regular and bold) must have the character, since either may draw it.
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]


def shipped_font_files() -> list[Path]:
    """The font files the game loads: the bundled DejaVu Sans and arcade's Kenney fonts."""
    import arcade
    kenney = Path(arcade.resources.resolve(":resources:fonts/ttf/Kenney/Kenney_Future.ttf")).parent
    return sorted((ROOT / "assets" / "fonts").glob("*.ttf")) + sorted(kenney.glob("*.ttf"))


@lru_cache(maxsize=None)
def shipped_families() -> dict[str, frozenset[int]]:
    """Family name -> the code points every shipped style of that family maps."""
    families: dict[str, frozenset[int]] = {}
    for path in shipped_font_files():
        font = TTFont(path, lazy=True)
        family = font["name"].getDebugName(1)
        codes = frozenset(font.getBestCmap())
        families[family] = families[family] & codes if family in families else codes
        font.close()
    return families


def font_for(font_names: str | tuple[str, ...] | list[str]) -> str:
    """The first family of `font_names` (an arcade.Text's font_name) that the game ships."""
    names = (font_names,) if isinstance(font_names, str) else tuple(font_names)
    families = shipped_families()
    for name in names:
        if name in families:
            return name
    raise ValueError(f"none of {names} is a font the game ships ({', '.join(sorted(families))})")


def missing_characters(text: str, font_names: str | tuple[str, ...] | list[str]) -> str:
    """The characters of `text` (each once, in order) that the first shipped font of `font_names`
    lacks. Line breaks and other control characters are not drawn, so never missing."""
    codes = shipped_families()[font_for(font_names)]
    missing: list[str] = []
    for char in text:
        if unicodedata.category(char).startswith("C") or char in missing:
            continue
        if ord(char) not in codes:
            missing.append(char)
    return "".join(missing)
