"""Games' emblems: small drawn pictures of what a board looks like, shown where a game is
introduced before it can be played (the setup panel of a game still being built).

Each emblem is a function (sb, cx, cy, size, colour) drawing into a ShapeBuilder; a game's
catalog entry names its emblem (game/catalog.py), and a plain star is the default.
"""
from __future__ import annotations

import math
import random

from game.ui import theme
from game.ui.draw import ShapeBuilder


def _die(sb: ShapeBuilder, cx: float, cy: float, size: float, face: int, tilt: float, colour) -> None:
    """A die seen from above, turned by `tilt` radians, with `face` pips."""
    half = size / 2

    def turn(x: float, y: float) -> tuple[float, float]:
        c, s = math.cos(tilt), math.sin(tilt)
        return cx + x * c - y * s, cy + x * s + y * c

    sb.polygon([turn(-half + 4, -half - 6), turn(half + 4, -half - 6), turn(half + 4, half - 6),
                turn(-half + 4, half - 6)], (0, 0, 0, 90))
    sb.polygon([turn(-half, -half), turn(half, -half), turn(half, half), turn(-half, half)], theme.CREAM)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[face]
    for x, y in spots:
        px, py = turn(x * size * 0.27, y * size * 0.27)
        sb.circle(px, py, size * 0.08, colour)


def dice_and_polls(sb: ShapeBuilder, cx: float, cy: float, size: float, colour) -> None:
    """Margin of Error: poll bars rising behind two rolled dice."""
    bar_w = size * 0.12
    heights = [0.35, 0.55, 0.42, 0.7, 0.6]
    left = cx - size * 0.45
    for i, h in enumerate(heights):
        x = left + i * bar_w * 1.5
        tint = theme.player_colour(i % 2)
        sb.rect(x, cy - size * 0.1, bar_w, size * h, theme.with_alpha(tint, 200))
    sb.line((left - 10, cy - size * 0.1), (cx + size * 0.5, cy - size * 0.1), 3, theme.TEXT_MUTED)
    _die(sb, cx + size * 0.05, cy - size * 0.28, size * 0.34, 5, math.radians(12), theme.RED_DARK)
    _die(sb, cx + size * 0.4, cy - size * 0.2, size * 0.3, 3, math.radians(-18), theme.RED_DARK)


def subdividing_square(sb: ShapeBuilder, cx: float, cy: float, size: float, colour) -> None:
    """Fractal territory: a square split into quarters, some quarters split again, claimed in
    two players' colours."""
    rng = random.Random(4)
    half = size / 2

    def cell(left: float, bottom: float, side: float, depth: int) -> None:
        if depth < 3 and (depth == 0 or rng.random() < 0.55):
            step = side / 2
            for dx in (0, step):
                for dy in (0, step):
                    cell(left + dx, bottom + dy, step, depth + 1)
            return
        roll = rng.random()
        fill = theme.player_colour(0) if roll < 0.35 else theme.player_colour(1) if roll < 0.65 else theme.PANEL_LIGHT
        sb.rect(left + 2, bottom + 2, side - 4, side - 4, fill)

    sb.rect(cx - half - 4, cy - half - 4, size + 8, size + 8, theme.BORDER)
    cell(cx - half, cy - half, size, 0)


def star(sb: ShapeBuilder, cx: float, cy: float, size: float, colour) -> None:
    sb.star(cx, cy, size * 0.45, colour)
