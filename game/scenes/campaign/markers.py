"""The stop markers and the route, built in map units into one batch (rebuilt only when the
progress changes). Sizes are given in screen pixels at the overview zoom (`unit` map units
a pixel), so the markers grow as the camera zooms in, as printed pins on a map would.

    done     the campaign's blue pin with a white tick, its stars stamped on a plate above
    open     a gold pin (its pulse is drawn each frame by pulse_ring)
    locked   a slate pin
    bonus    the same, star-shaped
    not built: locked, with the game's emblem on a small plate beside it
"""
from __future__ import annotations

import math

from game import catalog
from game.scenes.campaign.route import Leg, dashes
from game.ui import theme
from game.ui.draw import ShapeBuilder

CAMPAIGN_BLUE = (70, 140, 245)
ROUTE = (246, 226, 170)
ROUTE_CASING = (16, 22, 44, 200)
PIN_R = 9.0                # a pin's radius, screen pixels at the overview zoom
LOCKED = (92, 104, 132)
LOCKED_DARK = (52, 60, 84)


def route_legs(points: list[tuple[float, float]], kinds: list[str]) -> list[Leg]:
    """Legs joining consecutive points (kinds[i] is how the leg into point i+1 is travelled)."""
    return [Leg(a, b, kind) for a, b, kind in zip(points, points[1:], kinds)]


def build_route(sb: ShapeBuilder, legs: list[Leg], unit: float, planned: Leg | None = None) -> None:
    """The road so far: a cream line on a dark casing (flights dashed), and the leg to the stop
    the bus waits at, dotted."""
    for leg in legs:
        if leg.kind == "plane":
            for a, b in dashes(leg.points, 9 * unit, 6 * unit):
                sb.line(a, b, 6.5 * unit, ROUTE_CASING)
            for a, b in dashes(leg.points, 9 * unit, 6 * unit):
                sb.line(a, b, 3.2 * unit, ROUTE)
        else:
            sb.polyline(leg.points, 7 * unit, ROUTE_CASING)
            sb.polyline(leg.points, 3.6 * unit, ROUTE)
    if planned is not None:
        for a, b in dashes(planned.points, 3 * unit, 6 * unit):
            sb.line(a, b, 3.0 * unit, theme.with_alpha(ROUTE, 150))


def build_pin(sb: ShapeBuilder, x: float, y: float, unit: float, status: str, bonus: bool, stars: int,
              built: bool, game: str, lost: bool = False) -> None:
    r = PIN_R * unit
    shape = _star if bonus else _disc
    shape(sb, x + 1.5 * unit, y - 2.5 * unit, r * 1.15, (0, 0, 0, 110))
    if status == "done":
        shape(sb, x, y, r * 1.15, theme.ACCENT)
        shape(sb, x, y, r * 0.92, CAMPAIGN_BLUE)
        _tick(sb, x, y, r * 0.55, theme.CREAM, unit)
        if stars:
            stamp_stars(sb, x, y + r * 2.1, unit, stars)
    elif status == "open":
        shape(sb, x, y, r * 1.15, theme.shade(theme.ACCENT, 1.35))
        shape(sb, x, y, r * 0.95, theme.ACCENT)
        shape(sb, x, y, r * 0.38, theme.BACKGROUND_DEEP)
        if lost:     # tried and lost: a small red notch says "try again"
            sb.circle(x + r * 0.95, y + r * 0.95, r * 0.42, theme.RED)
    else:
        shape(sb, x, y, r * 0.95, LOCKED)
        shape(sb, x, y, r * 0.7, LOCKED_DARK)
        if not built:
            emblem_plate(sb, x + r * 2.6, y, unit, game)


def stamp_stars(sb: ShapeBuilder, x: float, y: float, unit: float, stars: int) -> None:
    """A small dark plate with the stop's stars, tilted like a rubber stamp."""
    w, h = (10 + 11 * stars) * unit, 13 * unit
    tilt = math.radians(-6)
    c, s = math.cos(tilt), math.sin(tilt)

    def turn(px: float, py: float) -> tuple[float, float]:
        return x + px * c - py * s, y + px * s + py * c
    sb.quad(turn(-w / 2, -h / 2), turn(w / 2, -h / 2), turn(w / 2, h / 2), turn(-w / 2, h / 2), (12, 18, 38, 230))
    edge = theme.with_alpha(theme.ACCENT, 200)
    sb.polyline([turn(-w / 2, -h / 2), turn(w / 2, -h / 2), turn(w / 2, h / 2), turn(-w / 2, h / 2)],
                1.2 * unit, edge, closed=True)
    for i in range(stars):
        sx, sy = turn((i - (stars - 1) / 2) * 11 * unit, 0)
        sb.star(sx, sy, 5.2 * unit, theme.ACCENT)


def emblem_plate(sb: ShapeBuilder, x: float, y: float, unit: float, game: str) -> None:
    """The game's emblem on a plate: this stop opens when its game is built."""
    size = 22 * unit
    sb.rounded_rect(x - size / 2, y - size / 2, size, size, 4 * unit, (20, 28, 52, 235))
    sb.rounded_outline(x - size / 2, y - size / 2, size, size, 4 * unit, 1.2 * unit, LOCKED)
    try:
        draw = catalog.load(catalog.entry(game).emblem)
    except Exception:  # an unknown game or emblem: a plain star
        sb.star(x, y, size * 0.35, LOCKED)
        return
    draw(sb, x, y, size * 0.7, LOCKED)


def pulse_ring(sb: ShapeBuilder, x: float, y: float, unit: float, phase: float, bonus: bool) -> None:
    """The open stop's pulse: a gold ring that grows and fades, once a second or so."""
    k = phase % 1.0
    r = PIN_R * unit * (1.3 + 1.4 * k)
    colour = theme.with_alpha(theme.ACCENT, int(200 * (1 - k)))
    if bonus:
        sb.polyline(_star_points(x, y, r), 2.0 * unit, colour, closed=True)
    else:
        sb.ring(x, y, r, 2.2 * unit, colour, segments=32)


def selection_ring(sb: ShapeBuilder, x: float, y: float, unit: float, t: float) -> None:
    """The chosen stop: a cream ring with four ticks turning slowly."""
    r = PIN_R * unit * 1.75
    sb.ring(x, y, r, 2.0 * unit, theme.CREAM, segments=36)
    for i in range(4):
        a = t * 0.8 + i * math.pi / 2
        c, s = math.cos(a), math.sin(a)
        sb.line((x + c * r * 1.08, y + s * r * 1.08), (x + c * r * 1.45, y + s * r * 1.45), 2.4 * unit, theme.CREAM)


# ---- shapes ------------------------------------------------------------------------------------
def _disc(sb: ShapeBuilder, x: float, y: float, r: float, colour) -> None:
    sb.circle(x, y, r, colour, segments=24)


def _star_points(x: float, y: float, r: float) -> list[tuple[float, float]]:
    out = []
    for i in range(10):
        radius = r * 1.35 if i % 2 == 0 else r * 0.62
        a = math.radians(90 + 36 * i)
        out.append((x + radius * math.cos(a), y + radius * math.sin(a)))
    return out


def _star(sb: ShapeBuilder, x: float, y: float, r: float, colour) -> None:
    sb.fan((x, y), _star_points(x, y, r), colour)


def _tick(sb: ShapeBuilder, x: float, y: float, size: float, colour, unit: float) -> None:
    a, b, c = (x - size * 0.75, y), (x - size * 0.2, y - size * 0.55), (x + size * 0.8, y + size * 0.6)
    sb.line(a, b, 2.6 * unit, colour)
    sb.line(b, c, 2.6 * unit, colour)
