"""Where things are on the Not a Dodgson System Chess screen (logical pixels, 1280x720, the shell's
side panel right of PANEL_LEFT): the two boards, the standings table, square <-> pixel, and the
crossing arc's shape (the parabola a piece flies along to the twin square of the other board)."""
from __future__ import annotations

from game.engines.dodgson.board import BOARD_LETTERS, NUM_FILES, NUM_RANKS, square_name
from game.scenes.match_layout import PANEL_LEFT

SQ = 58                                   # one square
BOARD_W = NUM_FILES * SQ                  # 406
BOARD_H = NUM_RANKS * SQ                  # 348
BOARD_LEFTS = (40, PANEL_LEFT - 40 - BOARD_W)      # board A, board B (76 px apart)
BOARD_BOTTOM = 262
BOARD_TOP = BOARD_BOTTOM + BOARD_H
BOARDS_CENTRE_X = PANEL_LEFT // 2         # 484: the banner and the Pass button sit midway between the boards
STANDINGS_RECT = (24, 50, PANEL_LEFT - 48, 170)   # left, bottom, width, height
TOKEN_R = SQ * 0.39


def square_xy(board: int, square: int) -> tuple[float, float]:
    """The centre of `square` (0..41) on `board` (0 A, 1 B)."""
    f, r = square % NUM_FILES, square // NUM_FILES
    return BOARD_LEFTS[board] + (f + 0.5) * SQ, BOARD_BOTTOM + (r + 0.5) * SQ


def square_rect(board: int, square: int) -> tuple[float, float]:
    """The bottom-left corner of `square` on `board`."""
    f, r = square % NUM_FILES, square // NUM_FILES
    return BOARD_LEFTS[board] + f * SQ, BOARD_BOTTOM + r * SQ


def square_at(x: float, y: float) -> tuple[int, int] | None:
    """(board, square) under the point, or None."""
    if not BOARD_BOTTOM <= y < BOARD_TOP:
        return None
    for board, left in enumerate(BOARD_LEFTS):
        if left <= x < left + BOARD_W:
            f = int((x - left) // SQ)
            r = int((y - BOARD_BOTTOM) // SQ)
            return board, r * NUM_FILES + f
    return None


def where(board: int, square: int) -> str:
    """'A c3': a square as the status line and tooltips name it."""
    return f"{BOARD_LETTERS[board]} {square_name(square)}"


def arc_point(a, b, u: float, height: float) -> tuple[float, float]:
    """A point of the parabola from a to b that rises `height` above the straight line."""
    return a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u + height * 4 * u * (1 - u)


def arc_height(a, b) -> float:
    """How high the crossing arc from a to b rises: higher the farther it goes."""
    return 70 + 0.12 * abs(b[0] - a[0])
