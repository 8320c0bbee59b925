"""Where the Constitution screen's parts sit (1280x720 logical pixels): the scoreboard runs along
the top of the left part, the map fills the rest of it, the shell's side panel takes the right."""
from __future__ import annotations

PANEL_LEFT = 968                                  # the shell's side panel starts here
MAP_RECT = (14, 46, PANEL_LEFT - 28, 546)         # left, bottom, width, height
SCORE_RECT = (14, 604, PANEL_LEFT - 28, 106)
