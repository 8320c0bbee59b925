"""The campaign map's projection: latitude and longitude to map units, the way US maps are
drawn (Albers equal-area conic for the lower 48; Alaska and Hawaii moved into insets at the
bottom left, each with its own projection and scale). Pure Python.

Map units: x to the right, y up, the lower 48 filling about MAP_WIDTH x MAP_HEIGHT.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

MAP_WIDTH = 1000.0
MAP_HEIGHT = 620.0


@dataclass(frozen=True)
class Albers:
    """Albers equal-area conic: standard parallels lat1, lat2, origin (lat0, lon0)."""
    lat1: float
    lat2: float
    lat0: float
    lon0: float

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        p1, p2, p0 = (math.radians(v) for v in (self.lat1, self.lat2, self.lat0))
        n = (math.sin(p1) + math.sin(p2)) / 2
        c = math.cos(p1) ** 2 + 2 * n * math.sin(p1)
        rho0 = math.sqrt(c - 2 * n * math.sin(p0)) / n
        rho = math.sqrt(max(0.0, c - 2 * n * math.sin(math.radians(lat)))) / n
        theta = n * math.radians(lon - self.lon0)
        return rho * math.sin(theta), rho0 - rho * math.cos(theta)


@dataclass(frozen=True)
class Placement:
    """Where one projection lands on the map: scale, then offset (map units)."""
    albers: Albers
    scale: float
    dx: float
    dy: float

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        x, y = self.albers(lat, lon)
        return x * self.scale + self.dx, y * self.scale + self.dy


# The lower 48: x from about -0.30 to 0.36 radians-units, y from -0.20 to 0.21.
LOWER_48 = Placement(Albers(29.5, 45.5, 37.5, -96.0), 1500.0, 480.0, 330.0)
ALASKA = Placement(Albers(55.0, 65.0, 50.0, -154.0), 520.0, 130.0, 30.0)
HAWAII = Placement(Albers(8.0, 18.0, 3.0, -157.0), 1500.0, 290.0, -240.0)
INSETS = {"AK": ALASKA, "HI": HAWAII}


def placement_for(state: str | None, lat: float, lon: float) -> Placement:
    if state in INSETS:
        return INSETS[state]
    if state is None:
        if lat > 50 and lon < -129:
            return ALASKA
        if lat < 24 and lon < -150:
            return HAWAII
    return LOWER_48


def project(lat: float, lon: float, state: str | None = None) -> tuple[float, float]:
    """A place on the map (Alaska and Hawaii in their insets)."""
    return placement_for(state, lat, lon)(lat, lon)
