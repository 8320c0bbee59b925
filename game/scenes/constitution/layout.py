"""Where the Constitution screen's parts sit (1280x720 logical pixels): the scoreboard runs along
the top of the left part, the map fills the rest of it above the strip of control hints, the
shell's side panel takes the right. The map's rectangle keeps a piece's reach (about two thirds
of a cell) clear of the scoreboard above and the hints below."""
from __future__ import annotations

PANEL_LEFT = 968                                  # the shell's side panel starts here
MAP_RECT = (14, 60, PANEL_LEFT - 28, 528)         # left, bottom, width, height
SCORE_RECT = (14, 604, PANEL_LEFT - 28, 106)
HINT_RECT = (72, 4, PANEL_LEFT - 14 - 72, 32)     # the hints start where every screen's do (x = 72)
