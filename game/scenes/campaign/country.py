"""The country under the route, in map units: the state outlines of game/ui/us_map_art.py
(CountryArt: one batched drawing with a tint per state) when they are there, else a plain
silhouette of the lower 48, Alaska and Hawaii traced from a few dozen coastline points.

    CountryLayer(tints).draw()    under the map camera; set_tints() rebuilds it
"""
from __future__ import annotations

import logging

from game.core.us_map import project
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder

log = logging.getLogger(__name__)

LAND = (44, 66, 112)
LAND_EDGE = (92, 122, 178)
SHADOW = (3, 6, 16, 150)

# (lat, lon) around each silhouette, clockwise from the north-west corner
LOWER_48 = [
    (48.4, -124.7), (49.0, -123.0), (49.0, -95.2), (49.4, -95.2), (48.6, -93.3), (48.0, -89.6),
    (46.8, -92.1), (46.7, -90.0), (47.4, -87.8), (46.5, -84.5), (45.3, -83.4), (43.0, -82.4),
    (41.7, -83.4), (42.5, -79.8), (43.3, -79.0), (43.6, -76.2), (45.0, -74.8), (45.0, -71.5),
    (47.3, -70.0), (47.4, -68.9), (47.1, -67.8), (44.8, -67.0), (44.3, -68.3), (43.6, -70.2),
    (42.6, -70.7), (42.0, -70.1), (41.6, -70.0), (41.3, -71.0), (40.6, -71.9), (40.5, -74.0),
    (39.5, -74.2), (38.0, -75.2), (36.9, -76.0), (35.2, -75.5), (33.9, -78.0), (32.8, -79.9),
    (31.5, -81.2), (29.9, -81.3), (27.5, -80.3), (25.8, -80.1), (25.1, -80.8), (26.0, -81.7),
    (27.8, -82.7), (29.0, -83.0), (30.0, -84.0), (29.7, -85.0), (30.4, -86.5), (30.3, -88.0),
    (29.0, -89.2), (29.2, -90.0), (29.7, -93.5), (29.3, -94.8), (27.8, -97.4), (25.9, -97.2),
    (27.5, -99.5), (29.8, -101.4), (29.5, -104.5), (31.8, -106.5), (31.3, -108.2), (31.3, -111.0),
    (32.7, -114.7), (32.5, -117.1), (34.0, -118.5), (34.5, -120.6), (36.5, -121.9), (38.0, -123.0),
    (40.4, -124.4), (43.0, -124.5), (46.3, -124.0),
]
ALASKA = [
    (60.0, -141.0), (69.6, -141.0), (70.5, -150.0), (71.3, -156.6), (70.0, -162.0), (68.0, -166.0),
    (66.0, -164.0), (64.5, -166.5), (62.5, -164.5), (60.0, -165.0), (58.6, -161.5), (56.0, -160.5),
    (54.8, -164.5), (55.5, -160.0), (57.5, -156.0), (59.5, -153.0), (60.5, -151.5), (59.8, -148.0),
    (60.3, -145.0), (59.5, -139.5), (58.2, -136.0), (56.0, -133.0), (54.7, -130.5), (56.0, -130.0),
    (58.5, -133.5), (59.5, -136.5),
]
HAWAII = [[(22.2, -159.8), (22.2, -159.3), (21.9, -159.3), (21.9, -159.8)],
          [(21.7, -158.3), (21.7, -157.7), (21.25, -157.65), (21.3, -158.1)],
          [(21.1, -157.3), (21.2, -156.7), (20.9, -156.1), (20.6, -156.4), (20.8, -156.7)],
          [(20.2, -155.9), (20.0, -155.1), (19.5, -154.8), (18.9, -155.6), (19.4, -156.0)]]


def _outline(points: list[tuple[float, float]], state: str | None = None) -> list[tuple[float, float]]:
    return [project(lat, lon, state) for lat, lon in points]


def _fill(sb: ShapeBuilder, outline, colour) -> None:
    from arcade.earclip import earclip
    for a, b, c in earclip(outline):
        sb.triangle(a, b, c, colour)


def build_silhouette(sb: ShapeBuilder, tints: dict[str, tuple]) -> None:
    """The stand-in country: drop shadow, land, coastline (only the real outlines show tints)."""
    shapes = [_outline(LOWER_48), _outline(ALASKA, "AK")] + [_outline(island, "HI") for island in HAWAII]
    for outline in shapes:
        _fill(sb, [(x + 4, y - 6) for x, y in outline], SHADOW)
    for outline in shapes:
        _fill(sb, outline, LAND)
        sb.polyline(outline, 2.0, LAND_EDGE, closed=True)
    # the insets' frames, as printed maps draw them
    for left, bottom, right, top in ((-6, 52, 262, 236), (216, 164, 346, 272)):
        sb.polyline([(left, bottom), (right, bottom), (right, top), (left, top)], 1.2,
                    theme.with_alpha(LAND_EDGE, 120), closed=True)


def _country_art():
    """CountryArt from the map art module, or None while it is not there (or fails)."""
    try:
        from game.ui import us_map_art
        return getattr(us_map_art, "CountryArt", None)
    except Exception as exc:  # being built: the silhouette stands in
        log.info("state outlines not available: %s", exc)
        return None


class CountryLayer:
    """The land, tinted per state; rebuilt only when the tints change."""

    def __init__(self, tints: dict[str, tuple] | None = None):
        self.tints = dict(tints or {})
        art_class = _country_art()
        self.art = None
        if art_class is not None:
            try:
                self.art = art_class()
                self._apply_tints()
            except Exception as exc:  # an unfinished drawing: fall back rather than lose the map
                log.warning("state outlines failed, drawing the silhouette: %s", exc)
                self.art = None
        self.shapes = CachedShapes(lambda sb: build_silhouette(sb, self.tints))

    def _apply_tints(self) -> None:
        set_tints = getattr(self.art, "set_tints", None)
        if set_tints is not None:
            set_tints(self.tints)

    def set_tints(self, tints: dict[str, tuple]) -> None:
        if dict(tints) == self.tints:
            return
        self.tints = dict(tints)
        if self.art is not None:
            self._apply_tints()
        self.shapes.invalidate()

    def draw(self) -> None:
        if self.art is not None:
            self.art.draw()
        else:
            self.shapes.draw()
