"""The Constitution map on screen: the triangular cells, their layers and the geometry under the pointer.

Drawing is batched: the map is a few cached shapes, rebuilt only when what they show changes.

    shadow + coast glow   static, built once
    cell fills + chips    per cell a cached run of vertices; a change of support joins them anew
                          and notes the cells changed (`take_changed_cells`: the screen redraws
                          its board layer only there)
    edges + state borders static (thin cell edges, thick state borders, the White House)
    labels                map_labels.py: one pyglet Batch of cached texts (state code + electors),
                          re-coloured only when a region's fill changes; drawn each frame over
                          the destination markers

The table draws its overlays (destinations, preview, pieces, tooltip) on top, using the
geometry here: `point_xy`, `cell_vertices`, `cell_at`, `nearest_point`.

Cells and corners are the engine's (game.engines.constitution.mapdata): cell [x, y, o] is the up
triangle (x,y) (x+1,y) (x,y+1) when o = 0, the down triangle (x+1,y) (x,y+1) (x+1,y+1) when o = 1.
"""
from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field

import arcade

from game.engines.constitution.mapdata import Cell, Point, cell_corners
from game.scenes.constitution.lattice import XY, LatticeFit
from game.scenes.constitution.map_labels import RegionLabels, clear_of_pieces, place_labels
from game.scenes.constitution.pieces import add_mark
from game.ui import theme
from game.ui.draw import ShapeBuilder

# ---- colours of the board -----------------------------------------------------------------
LAND = (92, 106, 140)                 # an undecided cell
LAND_EDGE = (30, 40, 66, 120)         # thin line between cells of one state
BORDER = (9, 14, 30)                  # thick line between states and along the coast
COAST_GLOW = (120, 150, 220, 34)      # a soft halo around the land
SHADOW = (0, 0, 0, 110)
TENTATIVE_MIX = 0.5                   # how far a supporting cell of a contested state leans to the player colour
WHITE_HOUSE = (250, 248, 240)


@dataclass
class RegionInfo:
    index: int
    code: str
    name: str
    cells: list[int]                   # cell indices
    size: int                          # electors (= cells)
    is_state: bool
    label_xy: XY = (0.0, 0.0)          # screen position of the label
    home_xy: XY = (0.0, 0.0)           # where it goes when no piece stands there
    label_places: list[XY] = field(default_factory=list)     # its places, best first
    outline: list[tuple[XY, XY]] = field(default_factory=list)   # border edges, screen coords
    texts: list[arcade.Text] = field(default_factory=list)


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
        place_labels(self)
        # The support shown: per cell (owner 0 none / 1 seat 0 / 2 seat 1, counts as electors).
        self._shown: list[tuple[int, bool]] | None = None
        self._fills = ShapeBuilder()
        self._cell_runs: dict[tuple[int, int, bool], array] = {}   # (cell, owner, elector) -> its vertices
        self._changed_cells: set[int] = set()                      # since the last take_changed_cells
        self._recolour_regions: set[int] = set()                   # whose labels may need a new colour
        self._static_under = ShapeBuilder()
        self._static_over = ShapeBuilder()
        self.labels = RegionLabels(self.regions, self.scale, self.cell_colour, blank_fill=LAND)
        self._pieces_key = None           # the pieces the labels were last kept clear of
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

    # ---- what is shown ----------------------------------------------------------------
    def show_support(self, owners: list[int], electors: list[bool]) -> bool:
        """Set the support shown per cell: owner 0 undecided, 1 seat 0, 2 seat 1; `electors[c]`
        True when the cell counts as an elector (its region is won). Returns True when changed."""
        shown = list(zip(owners, electors))
        palette = tuple(theme.player_colours()[:2])
        if shown == self._shown and palette == self._palette_key:
            return False
        if palette != self._palette_key or self._shown is None:
            self._cell_runs.clear()
            changed = range(len(self.cells))
        else:
            changed = [c for c, (was, now) in enumerate(zip(self._shown, shown)) if was != now]
        self._changed_cells.update(changed)
        self._recolour_regions.update(self.cell_region[c] for c in changed)
        self._shown = shown
        self._palette_key = palette
        self._fills.clear()
        return True

    def take_changed_cells(self) -> set[int]:
        """The cells whose look changed since the last call (all of them at first and after a
        palette change)."""
        changed, self._changed_cells = self._changed_cells, set()
        return changed

    def cell_box(self, c: int, margin: float = 2.0) -> tuple[float, float, float, float]:
        """left, bottom, right, top around cell c on screen (its fill and chip)."""
        xs = [p[0] for p in self.cell_xy[c]]
        ys = [p[1] for p in self.cell_xy[c]]
        return (min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin)

    def content_box(self) -> tuple[float, float, float, float]:
        """left, bottom, right, top of everything the map draws (its coast halo and shadow too)."""
        left, right, bottom, top = self.fit.bounds
        pad = self.scale
        return (left - pad, bottom - pad, right + pad, top + pad)

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
        return theme.shade(LAND, 1.0 + wobble)

    def build_fills(self, sb: ShapeBuilder) -> None:
        """Every cell's fill and chip into the empty `sb`, from the cached run of each cell's look (a chip
        lies inside its own cell, so cell by cell draws the same as all fills then all chips)."""
        shown = self._shown or [(0, False)] * len(self.cells)
        runs = self._cell_runs
        for c, (owner, elector) in enumerate(shown):
            run = runs.get((c, owner, elector))
            if run is None:
                run = runs[(c, owner, elector)] = self._cell_run(c, owner, elector)
            sb.data.extend(run)
        self.fill_builds += 1
        self.labels.recolour(shown, self._recolour_regions)
        self._recolour_regions = set()

    def _cell_run(self, c: int, owner: int, elector: bool) -> array:
        """Cell c's vertices when it shows (owner, elector): its fill, lit from above (each corner
        a touch lighter the higher it sits), and the chip of its supporter."""
        sb = ShapeBuilder()
        a, b, d = self.cell_xy[c]
        colour = self.cell_colour(owner, elector, self.cell_region[c])
        sb.triangle(a, b, d, *(self.lit(colour, p[1]) for p in (a, b, d)))
        if owner:
            self.add_cell_mark(sb, c, owner, elector)
        return sb.data

    def add_cell_mark(self, sb: ShapeBuilder, c: int, owner: int, elector: bool, size: float = 1.0) -> None:
        """The chip on a supporting cell: the seat's shape (circle seat 0, square seat 1), a cue
        that does not rely on colour; bright on tentative support, faint once it counts."""
        x, y = self.cell_centre[c]
        base = theme.player_colour(owner - 1)
        mark = theme.with_alpha(theme.shade(base, 0.62), 150) if elector else theme.shade(base, 1.12)
        add_mark(sb, owner - 1, x, y, self.scale * 0.13 * size, mark)

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

    # ---- drawing ----------------------------------------------------------------------
    def ensure_built(self) -> None:
        """Build whatever layer is stale (fills after `show_support`, static layers once)."""
        if not self._static_under.data:
            self.build_under(self._static_under)
            self.build_over(self._static_over)
        if not self._fills.data:
            if self._shown is None:
                self._shown = [(0, False)] * len(self.cells)
                self._recolour_regions.update(range(len(self.regions)))
            self.build_fills(self._fills)

    def draw(self) -> None:
        """The map without its labels (the table draws them over its destination markers)."""
        self.ensure_built()
        self._static_under.draw()
        self._fills.draw()
        self._static_over.draw()

    def draw_labels(self) -> None:
        self.labels.draw()

    def keep_labels_clear_of(self, pieces: list[XY], radius: float) -> None:
        """Move the labels the pieces (at rest, at these screen points) would cover."""
        key = (tuple(pieces), radius)
        if key != self._pieces_key:
            self._pieces_key = key
            for region in clear_of_pieces(self, pieces, radius):
                self.labels.place(region)

    def invalidate(self) -> None:
        """Rebuild everything (palette change)."""
        self._fills.clear()
        self._static_over.clear()
        self._static_under.clear()
        self._cell_runs.clear()
        self.labels.forget_colours(self._shown)
