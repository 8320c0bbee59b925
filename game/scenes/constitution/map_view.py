"""The Constitution board on screen: the triangular map, its layers, hit-testing and move animation.

Drawing is batched: the map is a few cached shapes, rebuilt only when what they show changes.

    shadow + coast glow   static, built once
    cell fills + chips    rebuilt when the support shown changes (`show_support`)
    edges + state borders static (thin cell edges, thick state borders, the White House)
    labels                one pyglet Batch of cached arcade.Text (state code + electors),
                          re-coloured only when a region's fill changes

The screen draws its own overlays (destinations, preview, pieces, tooltip) on top, using the
geometry here: `point_xy`, `cell_vertices`, `cell_at`, `nearest_point`.

Lattice (rulings): point (x, y) sits at (x + y/2, y*sqrt(3)/2) lattice units. Cell [x, y, o]:
o = 0 up triangle (x,y) (x+1,y) (x,y+1); o = 1 down triangle (x+1,y) (x,y+1) (x+1,y+1).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import arcade
import pyglet

from game.ui import theme
from game.ui.draw import ShapeBuilder

SQRT3_2 = math.sqrt(3) / 2

Cell = tuple[int, int, int]
Point = tuple[int, int]
XY = tuple[float, float]

# ---- colours of the board -----------------------------------------------------------------
LAND = (92, 106, 140)                 # an undecided cell
LAND_EDGE = (30, 40, 66, 120)         # thin line between cells of one state
BORDER = (9, 14, 30)                  # thick line between states and along the coast
COAST_GLOW = (120, 150, 220, 34)      # a soft halo around the land
SHADOW = (0, 0, 0, 110)
TENTATIVE_MIX = 0.5                   # how far a supporting cell of a contested state leans to the player colour
WHITE_HOUSE = (250, 248, 240)


def ease_in_out(t: float) -> float:
    """Smooth start and stop (cubic)."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles (a pop)."""
    t = max(0.0, min(1.0, t))
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def cell_corners(cell: Cell) -> tuple[Point, Point, Point]:
    x, y, o = cell
    if o == 0:
        return ((x, y), (x + 1, y), (x, y + 1))
    return ((x + 1, y), (x, y + 1), (x + 1, y + 1))


def lattice_xy(point) -> XY:
    """A (possibly fractional) lattice point in lattice units on screen."""
    x, y = point
    return (x + y / 2.0, y * SQRT3_2)


@dataclass
class RegionInfo:
    index: int
    code: str
    name: str
    cells: list[int]                   # cell indices
    size: int                          # electors (= cells)
    is_state: bool
    label_xy: XY = (0.0, 0.0)          # screen position of the label
    outline: list[tuple[XY, XY]] = field(default_factory=list)   # border edges, screen coords
    texts: list[arcade.Text] = field(default_factory=list)


class LatticeFit:
    """Places the lattice in a screen rectangle: scale and offset so the whole map fits, centred."""

    def __init__(self, cells: list[Cell], left: float, bottom: float, width: float, height: float,
                 max_scale: float = 40.0):
        xs, ys = [], []
        for cell in cells:
            for corner in cell_corners(cell):
                sx, sy = lattice_xy(corner)
                xs.append(sx)
                ys.append(sy)
        self.min_x, self.max_x = min(xs), max(xs)
        self.min_y, self.max_y = min(ys), max(ys)
        span_x = max(1e-6, self.max_x - self.min_x)
        span_y = max(1e-6, self.max_y - self.min_y)
        self.scale = min(width / span_x, height / span_y, max_scale)
        self.ox = left + (width - span_x * self.scale) / 2 - self.min_x * self.scale
        self.oy = bottom + (height - span_y * self.scale) / 2 - self.min_y * self.scale
        self.rect = (left, bottom, width, height)

    def xy(self, point) -> XY:
        sx, sy = lattice_xy(point)
        return (self.ox + sx * self.scale, self.oy + sy * self.scale)

    def to_lattice(self, x: float, y: float) -> tuple[float, float]:
        """Screen -> fractional lattice coordinates (the inverse of `xy`)."""
        sx = (x - self.ox) / self.scale
        sy = (y - self.oy) / self.scale
        ly = sy / SQRT3_2
        return (sx - ly / 2.0, ly)

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """left, right, bottom, top of the fitted map on screen."""
        return (self.ox + self.min_x * self.scale, self.ox + self.max_x * self.scale,
                self.oy + self.min_y * self.scale, self.oy + self.max_y * self.scale)


class ConstitutionMapView:
    """The board's static look and geometry for one Board (game.engines.constitution.board)."""

    def __init__(self, board, left: float, bottom: float, width: float, height: float):
        self.board = board
        self.cells: list[Cell] = [tuple(c) for c in board.cells]
        self.fit = LatticeFit(self.cells, left, bottom, width, height)
        self.scale = self.fit.scale
        self.cell_index: dict[Cell, int] = {c: i for i, c in enumerate(self.cells)}
        self.cell_region: list[int] = list(board.cell_region)
        self.cell_xy: list[tuple[XY, XY, XY]] = [tuple(self.fit.xy(p) for p in cell_corners(c)) for c in self.cells]
        self.cell_centre: list[XY] = [((a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3)
                                      for a, b, c in self.cell_xy]
        self.white_house: Point = tuple(board.points[board.white_house])
        self.regions: list[RegionInfo] = []
        for r, code in enumerate(board.region_codes):
            cells = [c for c in range(len(self.cells)) if self.cell_region[c] == r]
            self.regions.append(RegionInfo(r, code, board.region_names[r], cells, board.region_size[r],
                                           board.region_is_state[r]))
        self._edges()
        self._place_labels()
        # The support shown: per cell (owner 0 none / 1 seat 0 / 2 seat 1, counts as electors).
        self._shown: list[tuple[int, bool]] | None = None
        self._fills = ShapeBuilder()
        self._static_under = ShapeBuilder()
        self._static_over = ShapeBuilder()
        self._label_batch = pyglet.graphics.Batch()
        self._labels_made = False
        self._region_fill: list[tuple] = [LAND] * len(self.regions)
        self.fill_builds = 0
        self._palette_key = None

    # ---- geometry ---------------------------------------------------------------------
    def point_xy(self, point) -> XY:
        return self.fit.xy(point)

    def cell_vertices(self, c: int) -> tuple[XY, XY, XY]:
        return self.cell_xy[c]

    def cell_at(self, x: float, y: float) -> int | None:
        """Index of the cell under screen point (x, y), or None over water."""
        lx, ly = self.fit.to_lattice(x, y)
        fx, fy = math.floor(lx), math.floor(ly)
        o = 0 if (lx - fx) + (ly - fy) < 1 else 1
        return self.cell_index.get((fx, fy, o))

    def region_at(self, x: float, y: float) -> int | None:
        c = self.cell_at(x, y)
        return None if c is None else self.cell_region[c]

    def nearest_point(self, x: float, y: float, candidates, radius: float | None = None):
        """The candidate lattice point nearest to (x, y) on screen, within `radius` pixels
        (default: 0.55 of a cell side), or None."""
        radius = self.scale * 0.55 if radius is None else radius
        best, best_d = None, radius * radius
        for p in candidates:
            px, py = self.fit.xy(p)
            d = (px - x) ** 2 + (py - y) ** 2
            if d <= best_d:
                best, best_d = p, d
        return best

    def contains(self, x: float, y: float) -> bool:
        left, bottom, width, height = self.fit.rect
        return left <= x <= left + width and bottom <= y <= bottom + height

    # ---- precomputation ---------------------------------------------------------------
    def _edges(self) -> None:
        """Split cell edges into thin inner edges and thick borders (between regions or on the coast)."""
        edge_sides: dict[tuple[Point, Point], list[int]] = {}
        for c, cell in enumerate(self.cells):
            a, b, d = cell_corners(cell)
            for p, q in ((a, b), (b, d), (d, a)):
                key = (p, q) if p <= q else (q, p)
                edge_sides.setdefault(key, []).append(c)
        self.inner_edges: list[tuple[XY, XY]] = []
        self.border_edges: list[tuple[XY, XY]] = []
        self.border_points: set[Point] = set()
        self.coast_edges: list[tuple[XY, XY]] = []
        for (p, q), sides in edge_sides.items():
            regions = {self.cell_region[c] for c in sides}
            seg = (self.fit.xy(p), self.fit.xy(q))
            if len(sides) == 2 and len(regions) == 1:
                self.inner_edges.append(seg)
            else:
                self.border_edges.append(seg)
                if len(sides) == 1:
                    self.coast_edges.append(seg)
                self.border_points.update((p, q))
                for r in regions:
                    self.regions[r].outline.append(seg)

    def label_sizes(self) -> tuple[float, float]:
        """Font sizes of the state code and the electoral-vote line."""
        big = max(8.0, min(13.0, self.scale * 0.5))
        return big, max(7.0, big - 3)

    def _place_labels(self) -> None:
        """Each region's label goes on a deep point near its middle (a corner with many of the
        region's cells around it, or for small states a cell's middle), then labels that would
        overlap their neighbours' move to other such points of their region."""
        big, _ = self.label_sizes()
        half_w, half_h = big * 1.3, big * 1.3            # a two-letter code over a number
        choices: list[list[tuple[float, XY]]] = []
        for region in self.regions:
            cells = region.cells
            mx = sum(self.cell_centre[c][0] for c in cells) / len(cells)
            my = sum(self.cell_centre[c][1] for c in cells) / len(cells)
            corner_count: dict[Point, int] = {}
            for c in cells:
                for p in cell_corners(self.cells[c]):
                    corner_count[p] = corner_count.get(p, 0) + 1
            options = []
            for p, n in corner_count.items():
                if n < 3 and len(cells) > 4:
                    continue
                px, py = self.fit.xy(p)
                dist = math.hypot(px - mx, py - my) / self.scale
                options.append((-min(n, 6) + dist * 0.9, (px, py)))
            for c in cells:
                cx, cy = self.cell_centre[c]
                dist = math.hypot(cx - mx, cy - my) / self.scale
                options.append(((-2.0 if len(cells) <= 4 else -1.0) + dist * 0.9, (cx, cy)))
            if len(cells) <= 4:
                c = min(cells, key=lambda c: math.hypot(self.cell_centre[c][0] - mx, self.cell_centre[c][1] - my))
                options.append((-3.5, ((self.cell_centre[c][0] + mx) / 2, (self.cell_centre[c][1] + my) / 2)))
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
        for region, xy in zip(self.regions, placed):
            region.label_xy = xy

    # ---- what is shown ----------------------------------------------------------------
    def show_support(self, owners: list[int], electors: list[bool]) -> bool:
        """Set the support shown per cell: owner 0 undecided, 1 seat 0, 2 seat 1; `electors[c]`
        True when the cell counts as an elector (its region is won). Returns True when changed."""
        shown = list(zip(owners, electors))
        palette = tuple(theme.player_colours()[:2])
        if shown == self._shown and palette == self._palette_key:
            return False
        self._shown = shown
        self._palette_key = palette
        self._fills.clear()
        return True

    def cell_colour(self, owner: int, elector: bool, region: int):
        if owner == 0:
            return self.land_colour(region)
        player = theme.player_colour(owner - 1)
        if elector:
            return player
        return theme.mix(self.land_colour(region), player, TENTATIVE_MIX)

    def lit(self, colour, y: float):
        """`colour` as drawn at height y on screen: the map is lit from above, a little lighter
        at its top than at its foot."""
        bottom, top = self.fit.bounds[2], self.fit.bounds[3]
        return theme.shade(colour, 0.92 + 0.14 * (y - bottom) / max(1.0, top - bottom))

    def land_colour(self, region: int):
        # neighbouring states differ a little in lightness so the map reads even without borders
        code = self.regions[region].code
        wobble = ((ord(code[0]) * 7 + ord(code[-1]) * 13) % 5 - 2) * 0.035
        return theme.shade(LAND, 1.0 + wobble) if wobble >= 0 else theme.shade(LAND, 1.0 + wobble)

    def build_fills(self, sb: ShapeBuilder) -> None:
        shown = self._shown or [(0, False)] * len(self.cells)
        for c, (owner, elector) in enumerate(shown):
            r = self.cell_region[c]
            a, b, d = self.cell_xy[c]
            colour = self.cell_colour(owner, elector, r)
            # light from above: each corner a touch lighter the higher it sits (depth, at no cost)
            sb.triangle(a, b, d, *(self.lit(colour, p[1]) for p in (a, b, d)))
        for c, (owner, elector) in enumerate(shown):
            if owner:
                self.add_cell_mark(sb, c, owner, elector)
        self.fill_builds += 1
        self._update_label_colours(shown)

    def add_cell_mark(self, sb: ShapeBuilder, c: int, owner: int, elector: bool, size: float = 1.0) -> None:
        """The chip on a supporting cell: the seat's shape (circle seat 0, square seat 1), a cue
        that does not rely on colour; bright on tentative support, faint once it counts."""
        x, y = self.cell_centre[c]
        base = theme.player_colour(owner - 1)
        mark = theme.with_alpha(theme.shade(base, 0.62), 150) if elector else theme.shade(base, 1.12)
        add_mark(sb, owner - 1, x, y, self.scale * 0.13 * size, mark)

    def _update_label_colours(self, shown) -> None:
        for region in self.regions:
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
                self._colour_label(region, fill)

    def _colour_label(self, region: RegionInfo, fill) -> None:
        dark = luminance(fill) > 0.58
        main = theme.BACKGROUND_DEEP if dark else theme.CREAM
        shadow = (255, 255, 255, 70) if dark else (0, 0, 0, 170)
        shadow_code, shadow_votes, code, votes = region.texts
        for text, colour in ((code, main), (votes, theme.with_alpha(main, 220)),
                             (shadow_code, shadow), (shadow_votes, shadow)):
            if text.color != colour:
                text.color = colour

    # ---- static layers ----------------------------------------------------------------
    def build_under(self, sb: ShapeBuilder) -> None:
        """A drop shadow and a faint halo along the coast only (lines, not filled land: on a
        software renderer every pixel drawn costs, so nothing is drawn twice that need not be)."""
        halo = self.scale * 0.5
        for a, b in self.coast_edges:
            sb.line(a, b, halo, COAST_GLOW)
        off = self.scale * 0.16
        width = self.scale * 0.36
        for a, b in self.coast_edges:
            sb.line((a[0] + off, a[1] - off * 1.3), (b[0] + off, b[1] - off * 1.3), width, SHADOW)

    def build_over(self, sb: ShapeBuilder) -> None:
        """Thin cell edges, thick state borders, the White House."""
        thin = max(1.0, self.scale * 0.045)
        for a, b in self.inner_edges:
            sb.line(a, b, thin, LAND_EDGE)
        thick = max(2.0, self.scale * 0.12)
        for a, b in self.border_edges:
            sb.line(a, b, thick, BORDER)
        for p in self.border_points:
            x, y = self.fit.xy(p)
            sb.circle(x, y, thick / 2, BORDER, segments=8)
        self.build_white_house(sb)

    def build_white_house(self, sb: ShapeBuilder) -> None:
        """The White House: a small white columned house on a gold disc at DC's centre point."""
        x, y = self.fit.xy(self.white_house)
        r = max(7.0, self.scale * 0.36)
        sb.circle(x + 1, y - 2, r + 2, (0, 0, 0, 120))
        sb.circle(x, y, r + 1.5, theme.ACCENT_DARK)
        sb.circle(x, y, r, theme.ACCENT)
        w = r * 1.1
        h = r * 0.55
        base = y - r * 0.45
        sb.rect(x - w / 2, base, w, h, WHITE_HOUSE)                      # the body
        sb.triangle((x - w / 2 - r * 0.08, base + h), (x + w / 2 + r * 0.08, base + h),
                    (x, base + h + r * 0.42), WHITE_HOUSE)               # the pediment
        for i in range(3):                                               # the columns, as shadow lines
            cx = x - w * 0.28 + i * w * 0.28
            sb.rect(cx - r * 0.04, base + h * 0.12, r * 0.08, h * 0.76, (170, 160, 140))
        sb.rect(x - w / 2 - r * 0.1, base - r * 0.1, w + r * 0.2, r * 0.12, WHITE_HOUSE)  # the steps

    def make_labels(self) -> None:
        """Each region's code and electoral votes, as cached Text in one batch (drawn in one go)."""
        if self._labels_made:
            return
        self._labels_made = True
        big, small = self.label_sizes()
        for region in self.regions:
            x, y = region.label_xy
            compact = region.size <= 4
            dy = big * 0.45 if not compact else big * 0.4
            out = []
            for offset, colour in (((0.8, -1.0), (0, 0, 0, 170)), ((0.0, 0.0), theme.CREAM)):
                ox, oy = offset
                code = arcade.Text(region.code, x + ox, y + dy + oy, colour, big if not compact else big - 1.5,
                                   font_name=theme.BODY_FONT, bold=True, anchor_x="center", anchor_y="center",
                                   batch=self._label_batch)
                votes = arcade.Text(str(region.size), x + ox, y - dy * 0.95 + oy, colour, small,
                                    font_name=theme.BODY_FONT, bold=True, anchor_x="center", anchor_y="center",
                                    batch=self._label_batch)
                out += [code, votes]
            region.texts = out
            self._colour_label(region, self._region_fill[region.index])

    # ---- drawing ----------------------------------------------------------------------
    def ensure_built(self) -> None:
        """Build whatever layer is stale (fills after `show_support`, static layers once)."""
        if not self._static_under.points:
            self.build_under(self._static_under)
            self.build_over(self._static_over)
        if not self._fills.points:
            if self._shown is None:
                self._shown = [(0, False)] * len(self.cells)
            self.build_fills(self._fills)

    def draw(self, labels: bool = True) -> None:
        self.ensure_built()
        self._static_under.draw()
        self._fills.draw()
        self._static_over.draw()
        if labels:
            self.draw_labels()

    def draw_labels(self) -> None:
        self.make_labels()
        self._label_batch.draw()     # one call for every label (arcade.Text draws through pyglet too)

    def invalidate(self) -> None:
        """Rebuild everything (palette change)."""
        self._fills.clear()
        self._static_over.clear()
        self._static_under.clear()
        self._region_fill = [None] * len(self.regions)
        if self._shown is not None:
            self._update_label_colours(self._shown)


def _grow(p: XY, a: XY, b: XY, d: XY, amount: float) -> XY:
    """Move a triangle's corner away from its centre by `amount` pixels (for a halo)."""
    cx, cy = (a[0] + b[0] + d[0]) / 3, (a[1] + b[1] + d[1]) / 3
    dx, dy = p[0] - cx, p[1] - cy
    length = math.hypot(dx, dy) or 1.0
    return (p[0] + dx / length * amount, p[1] + dy / length * amount)


def add_mark(sb: ShapeBuilder, seat: int, x: float, y: float, size: float, colour) -> None:
    """The seat's shape mark (theme.PLAYER_MARKS: ● seat 0, ■ seat 1): a cue that needs no colour."""
    if seat == 0:
        sb.circle(x, y, size, colour, segments=10)
    else:
        s = size * 0.9
        sb.rect(x - s, y - s, 2 * s, 2 * s, colour)


def build_piece(sb: ShapeBuilder, seat: int, radius: float, colour, x: float = 0.0, y: float = 0.0) -> None:
    """A candidate's piece: a round token (seat 0) or a square token (seat 1), white rim, a star."""
    sb.circle(x + radius * 0.12, y - radius * 0.22, radius * 1.08, (0, 0, 0, 120))
    if seat == 0:
        sb.circle(x, y, radius, theme.CREAM)
        sb.circle(x, y, radius * 0.82, theme.shade(colour, 0.72))
        sb.circle(x, y + radius * 0.05, radius * 0.72, colour)
    else:
        r = radius * 0.92
        sb.rounded_rect(x - r, y - r, 2 * r, 2 * r, r * 0.3, theme.CREAM)
        r2 = r * 0.82
        sb.rounded_rect(x - r2, y - r2, 2 * r2, 2 * r2, r2 * 0.25, theme.shade(colour, 0.72))
        r3 = r * 0.72
        sb.rounded_rect(x - r3, y - r3 + radius * 0.05, 2 * r3, 2 * r3, r3 * 0.25, colour)
    sb.star(x, y, radius * 0.5, theme.CREAM)
    # a little shine on top
    sb.gradient_rect(x - radius * 0.5, y + radius * 0.18, radius, radius * 0.45, (255, 255, 255, 0),
                     (255, 255, 255, 60))


class MovableShape:
    """A shape built once and drawn anywhere by moving it (a ShapeElementList with a position)."""

    def __init__(self, build):
        from arcade.shape_list import Shape, ShapeElementList
        import pyglet.gl as gl
        sb = ShapeBuilder()
        build(sb)
        self.list = ShapeElementList()
        self.list.append(Shape(sb.points, sb.colours, mode=gl.GL_TRIANGLES))

    def draw_at(self, x: float, y: float) -> None:
        self.list.position = (x, y)
        self.list.draw()
