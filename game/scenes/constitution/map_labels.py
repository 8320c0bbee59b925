"""The states' labels on the map: where each goes (`place_labels`) and the cached texts, code over
electoral votes, dark or light to read on the region's fill (`RegionLabels`)."""
from __future__ import annotations

import math

import arcade
import pyglet

from game.engines.constitution.mapdata import Point, cell_corners
from game.ui import theme

XY = tuple[float, float]


def label_sizes(scale: float) -> tuple[float, float]:
    """Font sizes of the state code and the electoral-vote line on a map of this scale."""
    big = max(8.0, min(13.0, scale * 0.5))
    return big, max(7.0, big - 3)


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def place_labels(view) -> None:
    """Each region's label goes on a deep point near its middle (a corner with many of the
    region's cells around it, or for small states a cell's middle), then labels that would
    overlap their neighbours' move to other such points of their region. Sets `label_xy`."""
    big, _ = label_sizes(view.scale)
    half_w, half_h = big * 1.3, big * 1.3            # a two-letter code over a number
    choices: list[list[tuple[float, XY]]] = []
    for region in view.regions:
        cells = region.cells
        mx = sum(view.cell_centre[c][0] for c in cells) / len(cells)
        my = sum(view.cell_centre[c][1] for c in cells) / len(cells)
        corner_count: dict[Point, int] = {}
        for c in cells:
            for p in cell_corners(view.cells[c]):
                corner_count[p] = corner_count.get(p, 0) + 1
        options = []
        for p, n in corner_count.items():
            if n < 3 and len(cells) > 4:
                continue
            px, py = view.fit.xy(p)
            dist = math.hypot(px - mx, py - my) / view.scale
            options.append((-min(n, 6) + dist * 0.9, (px, py)))
        for c in cells:
            cx, cy = view.cell_centre[c]
            dist = math.hypot(cx - mx, cy - my) / view.scale
            options.append(((-2.0 if len(cells) <= 4 else -1.0) + dist * 0.9, (cx, cy)))
        if len(cells) <= 4:
            c = min(cells, key=lambda c: math.hypot(view.cell_centre[c][0] - mx, view.cell_centre[c][1] - my))
            options.append((-3.5, ((view.cell_centre[c][0] + mx) / 2, (view.cell_centre[c][1] + my) / 2)))
        options.sort(key=lambda o: o[0])
        choices.append(options[:24])
    placed = [options[0][1] for options in choices]

    def overlap(i: int, xy: XY) -> float:
        total = 0.0
        for j, other in enumerate(placed):
            if j == i:
                continue
            ox = 2 * half_w - abs(xy[0] - other[0])
            oy = 2 * half_h - abs(xy[1] - other[1])
            if ox > 0 and oy > 0:
                total += ox * oy
        return total / (half_w * half_h)

    for _ in range(4):
        moved = False
        for i, options in enumerate(choices):
            best = min(options, key=lambda o: o[0] + 6.0 * overlap(i, o[1]))
            if best[1] != placed[i]:
                placed[i] = best[1]
                moved = True
        if not moved:
            break
    for region, xy, options in zip(view.regions, placed, choices):
        region.label_xy = region.home_xy = xy
        region.label_places = [xy] + [o[1] for o in options if o[1] != xy]


def clear_of_pieces(view, pieces: list[XY], radius: float) -> list:
    """A label a piece stands on moves to its region's best other place clear of the pieces
    (and of the other labels, where it can), and goes back once the piece leaves. Returns the
    regions whose label moved."""
    big, _ = label_sizes(view.scale)
    half = big * 1.3                                 # a label's room from its neighbours' (place_labels)
    ink_w, ink_h = big * 0.9, big * 1.05             # half the ink of a two-letter code over a number

    def under_piece(xy: XY) -> bool:
        return any(abs(xy[0] - px) < ink_w + radius and abs(xy[1] - py) < ink_h + radius for px, py in pieces)

    moved = []
    for region in view.regions:
        if not under_piece(region.home_xy):
            place = region.home_xy
        else:
            others = [r.label_xy for r in view.regions if r is not region]
            free = [xy for xy in region.label_places if not under_piece(xy)]
            apart = [xy for xy in free if all(abs(xy[0] - ox) >= 2 * half or abs(xy[1] - oy) >= 2 * half
                                              for ox, oy in others)]
            place = (apart or free or [region.home_xy])[0]
        if place != region.label_xy:
            region.label_xy = place
            moved.append(region)
    return moved


class RegionLabels:
    """Each region's code and electoral votes as cached Text in one pyglet batch (drawn in one
    go), made on first draw; re-coloured only when a region's dominant fill changes."""

    def __init__(self, regions, scale: float, cell_colour, blank_fill):
        self.regions = regions
        self.scale = scale
        self.cell_colour = cell_colour          # (owner, elector, region) -> fill, the map's own
        self._batch = pyglet.graphics.Batch()
        self._made = False
        self._region_fill: list = [blank_fill] * len(regions)

    def recolour(self, shown, regions=None) -> None:
        """Follow the support shown (per cell: owner, counts as elector) in `regions` (indices;
        None: every region)."""
        for region in (self.regions if regions is None else [self.regions[r] for r in regions]):
            owners = {shown[c] for c in region.cells}
            # the region's dominant fill decides whether the label is dark or light
            counts: dict[tuple[int, bool], int] = {}
            for c in region.cells:
                counts[shown[c]] = counts.get(shown[c], 0) + 1
            owner, elector = max(counts, key=counts.get) if owners else (0, False)
            fill = self.cell_colour(owner, elector, region.index)
            if self._region_fill[region.index] == fill and region.texts:
                continue
            self._region_fill[region.index] = fill
            if region.texts:
                self._colour(region, fill)

    def forget_colours(self, shown) -> None:
        """Colour every label afresh (palette change)."""
        self._region_fill = [None] * len(self.regions)
        if shown is not None:
            self.recolour(shown)

    def _colour(self, region, fill) -> None:
        dark = luminance(fill) > 0.58
        main = theme.BACKGROUND_DEEP if dark else theme.CREAM
        shadow = (255, 255, 255, 70) if dark else (0, 0, 0, 170)
        shadow_code, shadow_votes, code, votes = region.texts
        for text, colour in ((code, main), (votes, theme.with_alpha(main, 220)),
                             (shadow_code, shadow), (shadow_votes, shadow)):
            if text.color != colour:
                text.color = colour

    def _make(self) -> None:
        if self._made:
            return
        self._made = True
        big, small = label_sizes(self.scale)
        for region in self.regions:
            compact = region.size <= 4
            out = []
            for colour in ((0, 0, 0, 170), theme.CREAM):
                code = arcade.Text(region.code, 0, 0, colour, big if not compact else big - 1.5,
                                   font_name=theme.BODY_FONT, bold=True, anchor_x="center", anchor_y="center",
                                   batch=self._batch)
                votes = arcade.Text(str(region.size), 0, 0, colour, small,
                                    font_name=theme.BODY_FONT, bold=True, anchor_x="center", anchor_y="center",
                                    batch=self._batch)
                out += [code, votes]
            region.texts = out
            self.place(region)
            self._colour(region, self._region_fill[region.index])

    def place(self, region) -> None:
        """Put a region's texts at its `label_xy` (again, after `clear_of_pieces` moved it)."""
        if not region.texts:
            return
        big, _ = label_sizes(self.scale)
        x, y = region.label_xy
        dy = big * 0.5 if region.size > 4 else big * 0.48      # the code and the votes must not touch
        # the shadow pair first, a little right and down
        for (ox, oy), (code, votes) in zip(((0.8, -1.0), (0.0, 0.0)), (region.texts[:2], region.texts[2:])):
            code.position = (x + ox, y + dy + oy)
            votes.position = (x + ox, y - dy * 0.95 + oy)

    def draw(self) -> None:
        self._make()
        self._batch.draw()     # one call for every label (arcade.Text draws through pyglet too)
