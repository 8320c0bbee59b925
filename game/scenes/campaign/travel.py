"""The candidate's bus (or plane) between two stops: eased along the leg's curve, a trail
behind it, the camera following it, zooming out for a long leg and back in on arrival.

    travel = Travel(leg, camera); travel.update(dt) each frame; travel.skip(); travel.done
    draw_vehicle(sb, travel, zoom)   the trail and the vehicle, rebuilt each frame (small)
"""
from __future__ import annotations

import math
from array import array

from game.scenes.campaign.map_camera import MapCamera
from game.scenes.campaign.route import Leg, dashes, ease_in_out
from game.ui import theme
from game.ui.draw import FLOATS_PER_VERTEX, ShapeBuilder

NEAR_ZOOM = 1.8            # the camera on the road: this many times the overview zoom
LIFT_SECONDS = 0.7         # the camera closes in on the bus before it leaves
ARRIVE_SECONDS = 0.6       # and lingers on the stop after it arrives
TRAIL = (246, 216, 120)


def leg_seconds(leg: Leg) -> float:
    """Longer legs take longer, within bounds (a flight is quicker per mile); the animation
    speed setting scales it."""
    per_unit = 1 / 300 if leg.kind == "plane" else 1 / 200
    return theme.anim(max(1.6, min(3.6, 1.1 + leg.length * per_unit)))


class Travel:
    def __init__(self, leg: Leg, camera: MapCamera, destination=None):
        self.leg = leg
        self.camera = camera
        self.destination = destination          # the stop at the end of the leg
        self.looping = False                    # the frame benchmark keeps the bus driving
        self.seconds = leg_seconds(leg)
        self.lift, self.arrive = theme.anim(LIFT_SECONDS), theme.anim(ARRIVE_SECONDS)
        self.elapsed = 0.0
        self.done = False
        self.skipped = False
        overview = camera.overview_zoom
        self.near = overview * NEAR_ZOOM
        # mid-leg the camera pulls back far enough to show the whole leg, never past the overview
        l, b, r, t = leg.bounds()
        self.wide = max(overview, min(self.near, camera.fit(l, b, r, t, margin=70)[2]))
        self.start_view = (camera.x, camera.y, camera.zoom)
        camera.look(*self.start_view)

    @property
    def total(self) -> float:
        return self.lift + self.seconds + self.arrive

    @property
    def fraction(self) -> float:
        """How far along the leg the vehicle is (eased), 0..1."""
        return ease_in_out((self.elapsed - self.lift) / self.seconds)

    def position(self) -> tuple[float, float, float]:
        return self.leg.at(self.fraction)

    def trail(self) -> list[tuple[float, float]]:
        return self.leg.upto(self.fraction)

    def update(self, dt: float) -> None:
        if self.done or self.held:
            return
        self.elapsed += dt
        if self.elapsed >= self.total:
            self.finish()
            return
        self._aim_camera()

    def _aim_camera(self) -> None:
        x, y, _ = self.position()
        cam = self.camera
        if self.elapsed < self.lift:            # close in on the start of the leg
            k = ease_in_out(self.elapsed / self.lift)
            x0, y0, z0 = self.start_view
            cam.look(x0 + (x - x0) * k, y0 + (y - y0) * k, math.exp(math.log(z0) + (math.log(self.near) - math.log(z0)) * k))
            return
        f = min(1.0, max(0.0, (self.elapsed - self.lift) / self.seconds))
        away = math.sin(math.pi * f)               # 0 at both ends of the leg, 1 half way
        zoom = math.exp(math.log(self.near) + (math.log(self.wide) - math.log(self.near)) * away)
        l, b, r, t = self.leg.bounds()
        share = away if self.wide < self.near else 0.0     # pulled back: the whole leg in view
        cam.look(x + ((l + r) / 2 - x) * share, y + ((b + t) / 2 - y) * share, zoom)

    def restart(self) -> None:
        self.elapsed = self.lift
        self.done = False

    def hold(self, fraction: float) -> None:
        """Stand still at `fraction` of the leg's time (screenshots of a bus mid-leg)."""
        self.elapsed = self.lift + self.seconds * fraction
        self.held = True
        self._aim_camera()

    held = False

    def skip(self) -> None:
        self.skipped = True
        self.finish()

    def finish(self) -> None:
        self.elapsed = self.total
        self.done = True
        bx, by = self.leg.b
        self.camera.look(bx, by, self.near)


# ---- drawing ------------------------------------------------------------------------------------
def _bus(sb: ShapeBuilder) -> None:
    """The campaign bus seen from the side, facing right, about 44 x 22 pixels around (0, 0)."""
    sb.rounded_rect(-21, -7, 44, 19, 5, (0, 0, 0, 90))
    sb.rounded_rect(-22, -6, 44, 19, 5, theme.CREAM)
    sb.rect(-22, -1, 44, 5, (70, 140, 245))
    sb.rect(-22, -4, 44, 2.2, theme.RED)
    for i in range(5):
        sb.rounded_rect(-18 + i * 7.2, 5, 5.4, 5, 1.2, (40, 60, 100))
    sb.rounded_rect(15, 3, 6, 8, 1.5, (150, 200, 240))
    sb.star(-10, 1.5, 2.4, theme.ACCENT)
    for wx in (-13, 12):
        sb.circle(wx, -6, 4.2, (20, 22, 30), segments=12)
        sb.circle(wx, -6, 1.8, (170, 170, 180), segments=8)


def _plane(sb: ShapeBuilder) -> None:
    """The campaign plane seen from above, nose to the right."""
    shadow = (0, 0, 0, 70)
    body = theme.CREAM
    sb.polygon([(-18, -3.5), (20, -3), (24, 0), (20, 3), (-18, 3.5)], shadow)
    sb.polygon([(-2, 2), (6, 2), (-4, 20), (-9, 20)], body)
    sb.polygon([(-2, -2), (6, -2), (-4, -20), (-9, -20)], body)
    sb.polygon([(-16, 1), (-11, 1), (-18, 9), (-21, 9)], body)
    sb.polygon([(-16, -1), (-11, -1), (-18, -9), (-21, -9)], body)
    sb.polygon([(-20, -3), (18, -3), (23, 0), (18, 3), (-20, 3)], body)
    sb.rect(-14, -1, 30, 2, (70, 140, 245))
    sb.polygon([(14, -2), (19, -1.5), (19, 1.5), (14, 2)], (40, 60, 100))


def _local(build) -> array:
    sb = ShapeBuilder()
    build(sb)
    return sb.data


_SHAPES: dict[str, array] = {}


def _shape(kind: str) -> array:
    if kind not in _SHAPES:
        _SHAPES[kind] = _local(_plane if kind == "plane" else _bus)
    return _SHAPES[kind]


def place_vehicle(sb: ShapeBuilder, kind: str, x: float, y: float, heading: float, scale: float) -> None:
    """The vehicle's triangles turned, scaled and moved into place: a plane turns to its
    heading; the bus faces the way it goes and leans with the road, never upside down."""
    flip = 1.0
    angle = heading
    if kind != "plane":
        if math.cos(heading) < 0:
            flip, angle = -1.0, heading - math.pi
        angle = max(-0.45, min(0.45, math.atan2(math.sin(angle), math.cos(angle))))
    c, s = math.cos(angle) * scale, math.sin(angle) * scale
    local = _shape(kind)
    out = array("f", local)
    for i in range(0, len(out), FLOATS_PER_VERTEX):
        lx, ly = local[i] * flip, local[i + 1]
        out[i] = x + lx * c - ly * s
        out[i + 1] = y + lx * s + ly * c
    sb.data.extend(out)
    sb._shape = None


def draw_travel(sb: ShapeBuilder, travel: Travel, zoom: float) -> None:
    """The trail so far and the vehicle on it, sized in screen pixels whatever the zoom."""
    unit = 1 / zoom
    trail = travel.trail()
    kind = travel.leg.kind
    if len(trail) > 1:
        if kind == "plane":       # a contrail: fading dashes
            pieces = dashes(trail, 10 * unit, 7 * unit)
            for i, (a, b) in enumerate(pieces):
                alpha = 60 + 170 * (i + 1) / len(pieces)
                sb.line(a, b, 3.2 * unit, theme.with_alpha(theme.CREAM, alpha))
        else:
            sb.polyline(trail, 7 * unit, (16, 22, 44, 200))
            sb.polyline(trail, 3.6 * unit, TRAIL)
    x, y, heading = travel.position()
    lift = math.sin(math.pi * travel.fraction) if kind == "plane" else 0.0
    place_vehicle(sb, kind, x, y + 6 * unit * lift, heading, unit * (1.25 + 0.3 * lift))
