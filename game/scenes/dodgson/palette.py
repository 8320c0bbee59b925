"""The colours of the Not a Dodgson System Chess screen: the four players' token colours (on the
boards and on the dark panels), the squares, and the red of a square blocked by its twin."""
from __future__ import annotations

from game.engines.dodgson.board import BLACK, NUM_FILES, NUM_PLAYERS, NUM_RANKS
from game.ui import theme

# Fixed colours (the players are named after them), chosen to stay apart under every common
# colour-vision deficiency: light / dark differ in brightness, gold (Okabe-Ito orange) and green
# (Okabe-Ito bluish green) in hue and brightness; each also has its own token shape (pieces.py).
SEAT_FILL = ((238, 233, 220), (240, 172, 32), (40, 43, 56), (18, 164, 120))
SEAT_RIM = ((92, 86, 74), (120, 74, 6), (178, 184, 202), (4, 74, 54))
SEAT_GLYPH = ((36, 40, 56), (58, 34, 2), (240, 236, 226), (4, 40, 30))
# The seat's colour on dark backgrounds (panel chips, text, table): Black reads as slate there.
SEAT_CHIP = ((236, 231, 218), (240, 172, 32), (128, 136, 160), (18, 164, 120))
BLACK_HIGHLIGHT = (214, 220, 236)         # Black's cursor and target marks: slate brightened

LIGHT_SQUARE = (96, 117, 160)
DARK_SQUARE = (66, 84, 126)
BLOCKED = (236, 92, 92)


def chip_colour(seat: int):
    return SEAT_CHIP[seat % NUM_PLAYERS]


def seat_text_colour(seat: int):
    return theme.shade(SEAT_CHIP[seat], 1.12) if seat != BLACK else (176, 184, 206)


def highlight_colour(seat: int):
    """The mover's colour for cursor, targets and the focused landing square."""
    return theme.shade(chip_colour(seat), 1.2) if seat != BLACK else BLACK_HIGHLIGHT


def square_colour(square: int):
    """A square's own colour (lit from above: lighter towards the top of the board)."""
    f, r = square % NUM_FILES, square // NUM_FILES
    base = LIGHT_SQUARE if (f + r) % 2 == 1 else DARK_SQUARE
    return theme.shade(base, 1.0 + 0.05 * r / NUM_RANKS)
