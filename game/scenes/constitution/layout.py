"""Where the Constitution screen's parts sit (1280x720 logical pixels): the scoreboard runs along
the top of the left part, the map fills the rest of it above the shell's line of control hints,
the shell's side panel takes the right. The map's rectangle keeps a piece's reach (about two
thirds of a cell) clear of the scoreboard above and the hint line below."""
from __future__ import annotations

PANEL_LEFT = 968                                  # the shell's side panel starts here
MAP_RECT = (14, 66, PANEL_LEFT - 28, 522)         # left, bottom, width, height
SCORE_RECT = (14, 604, PANEL_LEFT - 28, 106)
HINTS_RIGHT = PANEL_LEFT - 14                     # the shell's hint line ends before the side panel
HINTS_TOP = 44                                    # ... and stays under this (one line around y = 30)
