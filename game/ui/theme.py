"""The look of Electoral Arcade: colours, fonts, sizes and player colours.

Every screen takes its colours from here, so the game has one visual identity
(dark navy, a warm gold accent, cream text) and the colour-blind-safe palette
setting changes the player colours everywhere at once.

All sizes are in the fixed 1280x720 logical space (see game/app.py); the window
scales that space to its real size.
"""
from __future__ import annotations

from game import paths

# ---- logical screen ---------------------------------------------------------------------
WIDTH = 1280
HEIGHT = 720
MIN_WINDOW = (640, 360)          # the window's smallest size: half the logical screen

# ---- colours (RGB / RGBA tuples; arcade accepts both) -----------------------------------
BACKGROUND = (13, 21, 42)          # deep navy
BACKGROUND_DEEP = (8, 13, 28)      # vignette / letterbox
PANEL = (22, 34, 64)               # framed panels
PANEL_LIGHT = (31, 47, 86)         # raised rows, idle buttons
PANEL_HOVER = (43, 64, 112)        # rows under the pointer
BORDER = (66, 90, 140)             # panel frames
BORDER_SOFT = (44, 62, 102)

ACCENT = (246, 183, 60)            # warm gold: focus, highlights, title
ACCENT_DARK = (190, 128, 30)
ACCENT_TEXT = (28, 20, 6)          # text drawn on the accent colour
RED = (206, 62, 72)                # stripes, warnings
RED_DARK = (140, 36, 48)
CREAM = (244, 238, 224)            # main text
TEXT = CREAM
TEXT_MUTED = (158, 172, 200)
TEXT_DIM = (104, 118, 150)
GOOD = (98, 200, 132)
BAD = (236, 96, 96)
DISABLED = (88, 98, 124)

OVERLAY = (6, 10, 22, 190)         # dims the screen under pause / results

# ---- player colours -----------------------------------------------------------------------
# Standard: the familiar campaign blue and red, then green and violet.
STANDARD_PLAYERS = [(70, 140, 245), (232, 72, 80), (60, 190, 120), (170, 110, 235)]
# Okabe-Ito (2008), the palette designed to stay distinct under every common
# colour-vision deficiency; brightened entries chosen to read on dark navy.
OKABE_ITO_PLAYERS = [(86, 180, 233), (230, 159, 0), (0, 158, 115), (204, 121, 167)]
# A second cue that never depends on colour: each seat also has its own mark.
PLAYER_MARKS = ["●", "■", "▲", "◆"]
PLAYER_NAMES = ["Blue", "Red", "Green", "Violet"]
OKABE_ITO_NAMES = ["Sky", "Orange", "Teal", "Pink"]

_colour_blind = False
_chosen: list[tuple[tuple[int, int, int], str]] = []     # (colour, name) per seat, from the couch lobby


def set_colour_blind(enabled: bool) -> None:
    """Switch every screen to the colour-blind-safe palette (called by settings)."""
    global _colour_blind
    _colour_blind = bool(enabled)


def colour_blind() -> bool:
    return _colour_blind


def player_colours() -> list[tuple[int, int, int]]:
    return list(OKABE_ITO_PLAYERS if _colour_blind else STANDARD_PLAYERS)


def choose_player_colours(chosen: list[tuple[tuple[int, int, int], str]] | None) -> None:
    """Seat colours (and their names) picked in the couch lobby for the match being played;
    None or [] goes back to the palette's own."""
    _chosen[:] = list(chosen or [])


def player_colour(seat: int) -> tuple[int, int, int]:
    """The colour of seat 0..3 in the active palette (or as chosen in the couch lobby)."""
    if seat < len(_chosen):
        return _chosen[seat][0]
    colours = OKABE_ITO_PLAYERS if _colour_blind else STANDARD_PLAYERS
    return colours[seat % len(colours)]


def player_colour_name(seat: int) -> str:
    if seat < len(_chosen):
        return _chosen[seat][1]
    names = OKABE_ITO_NAMES if _colour_blind else PLAYER_NAMES
    return names[seat % len(names)]


def player_mark(seat: int) -> str:
    return PLAYER_MARKS[seat % len(PLAYER_MARKS)]


def shade(colour, factor: float):
    """Darken (factor < 1) or lighten (factor > 1) a colour, keeping alpha."""
    r, g, b = colour[:3]
    if factor <= 1:
        out = (int(r * factor), int(g * factor), int(b * factor))
    else:
        t = factor - 1
        out = (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))
    return out + tuple(colour[3:])


def with_alpha(colour, alpha: int):
    return (colour[0], colour[1], colour[2], max(0, min(255, int(alpha))))


def mix(a, b, t: float):
    """Blend colour a towards b by t in [0, 1]."""
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# ---- fonts --------------------------------------------------------------------------------
ASSETS = paths.data_path("assets")
BODY_FONT = ("DejaVu Sans", "Liberation Sans", "Arial")
# Kenney Future ships with arcade: a clean all-caps display face for titles and headings.
DISPLAY_FONT = ("Kenney Future", "DejaVu Sans")

# Text sizes (points, logical space). Big enough to read from a sofa.
SIZE_TITLE = 54
SIZE_HEADING = 30
SIZE_SUBHEADING = 20
SIZE_BUTTON = 20
SIZE_BODY = 17
SIZE_SMALL = 14
SIZE_TINY = 12

_fonts_loaded = False


def load_fonts() -> None:
    """Register the bundled fonts once (safe to call again)."""
    global _fonts_loaded
    if _fonts_loaded:
        return
    import arcade

    for path in [ASSETS / "fonts" / "DejaVuSans.ttf", ASSETS / "fonts" / "DejaVuSans-Bold.ttf",
                 ":resources:fonts/ttf/Kenney/Kenney_Future.ttf"]:
        try:
            arcade.load_font(path)
        except Exception:  # a missing font falls back to the next name in the tuple
            pass
    _fonts_loaded = True


# ---- motion -------------------------------------------------------------------------------
FADE_SECONDS = 0.25          # scene change, scaled by the animation-speed setting
_animation_speed = 1.0


def set_animation_speed(speed: float) -> None:
    global _animation_speed
    _animation_speed = max(0.1, float(speed))


def anim(seconds: float) -> float:
    """A duration scaled by the animation-speed setting (2.0 = twice as fast)."""
    return seconds / _animation_speed
