"""How a match screen is divided (logical 1280x720): the board owns x < PANEL_LEFT, the
side panel the strip on the right."""
from __future__ import annotations

from game.ui import theme

PANEL_LEFT = 968
PANEL_WIDTH = theme.WIDTH - PANEL_LEFT
BOARD_RECT = (0, 0, PANEL_LEFT, theme.HEIGHT)      # left, bottom, width, height
