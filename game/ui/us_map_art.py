"""The campaign map's country, drawn from the real state outlines (game/core/us_map.py) in the
house style: slate-blue states in four quiet tones (no two neighbours alike), thin navy
borders, a pale coastline with a soft glow on the sea and a drop shadow under the land, and
Alaska and Hawaii in framed, labelled insets at the bottom left.

Everything is in map units (us_map.MAP_BOUNDS), built ONCE into one triangle buffer, and drawn
under the caller's camera (it reads well from zoom 1 to about 4):

    art = CountryArt(tints=None)        # tints: {state code: colour}, e.g. the states visited
    art.set_tints({"IA": theme.GOOD})   # recolours the fills only when the tints changed
    art.draw()                          # one batched draw: land, borders, insets and their names
    art.fill_colour("IA")               # the colour a state is filled with (for tests, legends)

A tint colour is blended into the state's own tone (RGB: TINT_STRENGTH of the way; RGBA: its
alpha says how far). The outlines and their triangles are computed once per process, so a new
CountryArt costs only its buffers; set_tints rewrites only the colour floats of the fills.
"""
from __future__ import annotations

import functools
import math
from array import array
from collections import defaultdict

from game.core import us_map
from game.ui import theme
from game.ui.draw import FLOATS_PER_VERTEX, ShapeBuilder, TriangleShape

# four tones of the land, dark enough for the stop markers and route to stand out
TONES = [(58, 82, 132), (50, 72, 120), (66, 90, 140), (45, 66, 112)]
TINT_STRENGTH = 0.55
SHADOW = (2, 5, 14, 150)
SHADOW_OFFSET = (1.4, -2.0)
GLOW = (90, 140, 220)
COAST = (150, 178, 226, 235)
BORDER = (150, 176, 222, 120)
BORDER_WIDTH = 0.5
COAST_WIDTH = 0.65
FRAME_FILL = (8, 14, 30, 110)
FRAME_EDGE = theme.with_alpha(theme.BORDER, 210)
INSET_NAMES = {"AK": "ALASKA", "HI": "HAWAII"}
LABEL = theme.with_alpha(theme.TEXT_MUTED, 200)
LABEL_HEIGHT = 6.5          # map units: the inset names are drawn as strokes, sharp at any zoom
# the letters the inset names need, as strokes on a 4 x 6 grid (a geometric face, like the titles')
LETTERS = {
    "A": [[(0, 0), (2, 6), (4, 0)], [(0.8, 2.2), (3.2, 2.2)]],
    "L": [[(0, 6), (0, 0), (3.4, 0)]],
    "S": [[(4, 6), (0, 6), (0, 3), (4, 3), (4, 0), (0, 0)]],
    "K": [[(0, 0), (0, 6)], [(3.8, 6), (0.2, 3), (3.8, 0)]],
    "H": [[(0, 0), (0, 6)], [(4, 0), (4, 6)], [(0, 3), (4, 3)]],
    "W": [[(0, 6), (1, 0), (2, 4), (3, 0), (4, 6)]],
    "I": [[(0, 0), (0, 6)]],
}


def state_tones(codes, pairs) -> dict[str, tuple[int, int, int]]:
    """A tone per state, neighbours never alike (greedy colouring, most-connected first)."""
    links = defaultdict(set)
    for a, b in pairs:
        links[a].add(b)
        links[b].add(a)
    tone_of: dict[str, int] = {}
    for code in sorted(codes, key=lambda c: (-len(links[c]), c)):
        taken = {tone_of[n] for n in links[code] if n in tone_of}
        tone_of[code] = next(i for i in range(len(TONES)) if i not in taken)
    return {code: TONES[i] for code, i in tone_of.items()}


def _blend(base, tint) -> tuple[int, int, int, int]:
    strength = tint[3] / 255 if len(tint) == 4 else TINT_STRENGTH
    return theme.mix(base, tint, strength) + (255,)


def mitres(points, closed: bool = False) -> list[tuple[float, float]]:
    """Per point, the offset to the left edge of a line 2 units wide along `points`, mitred
    at the joins (capped, so a sharp turn makes no long spike)."""
    n = len(points)
    out = []
    for i in range(n):
        p = points[i]
        normals = []
        if i > 0 or closed:
            normals.append(_normal(points[i - 1], p))
        if i < n - 1 or closed:
            normals.append(_normal(p, points[(i + 1) % n]))
        nx, ny = sum(v[0] for v in normals), sum(v[1] for v in normals)
        length = math.hypot(nx, ny)
        if length < 1e-9:
            out.append(normals[0])
            continue
        nx, ny = nx / length, ny / length
        scale = 1.0 / max(0.6, nx * normals[0][0] + ny * normals[0][1])
        out.append((nx * scale, ny * scale))
    return out


def _normal(a, b) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return -dy / length, dx / length


def stroke(sb: ShapeBuilder, points, width: float, colour, closed: bool = False, offsets=None) -> None:
    """A polyline of even width with mitred joins (no notches at corners, unlike
    ShapeBuilder.polyline's separate quads); `offsets`: mitres(points, closed), when known."""
    n = len(points)
    if n < 2:
        return
    offsets = offsets or mitres(points, closed)
    half = width / 2
    r, g, b_, a = colour if len(colour) == 4 else (*colour, 255)
    extend = sb.data.extend
    for i in range(n if closed else n - 1):
        k = (i + 1) % n
        (ax, ay), (bx, by) = points[i], points[k]
        oax, oay = offsets[i][0] * half, offsets[i][1] * half
        obx, oby = offsets[k][0] * half, offsets[k][1] * half
        extend((ax + oax, ay + oay, r, g, b_, a, bx + obx, by + oby, r, g, b_, a, bx - obx, by - oby, r, g, b_, a,
                ax + oax, ay + oay, r, g, b_, a, bx - obx, by - oby, r, g, b_, a, ax - oax, ay - oay, r, g, b_, a))
    sb._shape = None


def _edge_owners(outlines) -> dict[tuple, set[str]]:
    owners = defaultdict(set)
    for code, rings in outlines.items():
        for ring in rings:
            for a, b in zip(ring, ring[1:] + ring[:1]):
                owners[(a, b) if a < b else (b, a)].add(code)
    return owners


def line_runs(outlines) -> tuple[list[tuple[list, bool]], list[tuple[list, bool]]]:
    """(coast runs, border runs): each a list of points and whether it closes. Every border is
    listed once (by the state whose code comes first), coasts by their only state."""
    owners = _edge_owners(outlines)
    coast, border = [], []
    for code, rings in outlines.items():
        for ring in rings:
            n = len(ring)
            kinds = []
            for i in range(n):
                a, b = ring[i], ring[(i + 1) % n]
                who = owners[(a, b) if a < b else (b, a)]
                kinds.append("coast" if len(who) == 1 else "border" if code == min(who) else None)
            if len(set(kinds)) == 1:
                if kinds[0] is not None:
                    (coast if kinds[0] == "coast" else border).append((list(ring), True))
                continue
            start = next(i for i in range(n) if kinds[i] != kinds[i - 1])
            run_kind, run = kinds[start], [ring[start]]
            for step in range(n):
                i = (start + step) % n
                if kinds[i] != run_kind:
                    if run_kind is not None:
                        (coast if run_kind == "coast" else border).append((run, False))
                    run_kind, run = kinds[i], [ring[i]]
                run.append(ring[(i + 1) % n])
            if run_kind is not None:
                (coast if run_kind == "coast" else border).append((run, False))
    return coast, border


class CountryArt:
    """The country in map units: one buffer of triangles, one draw call."""

    def __init__(self, tints: dict[str, tuple] | None = None, path=us_map.MAP_FILE):
        static = _static(str(path))
        self.outlines = static.outlines
        self.tones = static.tones
        self._fill_xy = static.fills
        self._under, self._over = static.under, static.over
        self.tints: dict[str, tuple] = {}
        self.builds = 0
        self._shape: TriangleShape | None = None
        self._fills: dict[str, array] = {}
        self.set_tints(tints or {})

    def fill_colour(self, code: str) -> tuple[int, int, int, int]:
        base = self.tones[code]
        tint = self.tints.get(code)
        return _blend(base, tint) if tint is not None else base + (255,)

    def set_tints(self, tints: dict[str, tuple]) -> None:
        """Colour these states (the others in their own tones); nothing happens when the tints
        are the ones already shown."""
        tints = {code: tuple(colour) for code, colour in (tints or {}).items() if code in self.outlines}
        if self._fills and tints == self.tints:
            return
        changed = set(self.outlines) if not self._fills else set(tints) ^ set(self.tints) | {
            c for c in tints if self.tints.get(c) != tints[c]}
        self.tints = tints
        for code in changed:
            self._fills[code] = _coloured(self._fill_xy[code], self.fill_colour(code))
        self._shape = None

    def vertex_data(self) -> array:
        """The whole drawing as the flat vertex array (x, y, r, g, b, a per vertex)."""
        data = array("f", self._under)
        for code in sorted(self._fills):
            data += self._fills[code]
        data += self._over
        return data

    def draw(self) -> None:
        if self._shape is None:
            self._shape = TriangleShape(self.vertex_data())
            self.builds += 1
        ctx = self._shape.ctx
        ctx.enable(ctx.BLEND)
        self._shape.draw()


class _Static:
    """What every CountryArt of one map file shares (built once per process)."""

    def __init__(self, path: str):
        data = us_map.load_map(path)
        self.outlines = data.rings
        self.tones = state_tones(self.outlines, data.neighbours)
        triangles = us_map.load_triangles(path)
        self.fills = {code: _fill_positions(pieces) for code, pieces in triangles.items()}
        coast, border = line_runs(self.outlines)
        coast = [(points, closed, mitres(points, closed)) for points, closed in coast]
        self.under = _build_under(triangles, coast).data
        self.over = _build_over(coast, border).data


@functools.lru_cache(maxsize=2)
def _static(path: str) -> _Static:
    return _Static(path)


def _fill_positions(pieces) -> array:
    """A state's triangles as vertex floats with the colour left at zero."""
    out = array("f")
    for ring, indices in pieces:
        for i in indices:
            x, y = ring[i]
            out.extend((x, y, 0.0, 0.0, 0.0, 0.0))
    return out


def _coloured(template: array, colour) -> array:
    data = array("f", template)
    count = len(data) // FLOATS_PER_VERTEX
    for channel in range(4):
        data[2 + channel::FLOATS_PER_VERTEX] = array("f", [float(colour[channel])]) * count
    return data


def _build_under(triangles, coast) -> ShapeBuilder:
    """The drop shadow under the land and the soft glow along the coast (on the sea side,
    since the land covers the inner half), and the insets' boxes."""
    sb = ShapeBuilder()
    for code, frame in us_map.INSET_FRAMES.items():
        left, bottom, right, top = frame
        sb.rounded_rect(left, bottom, right - left, top - bottom, 6, FRAME_FILL, segments=4)
    dx, dy = SHADOW_OFFSET
    for pieces in triangles.values():
        for ring, indices in pieces:
            for k in range(0, len(indices), 3):
                a, b, c = (ring[i] for i in indices[k:k + 3])
                sb.triangle((a[0] + dx, a[1] + dy), (b[0] + dx, b[1] + dy), (c[0] + dx, c[1] + dy), SHADOW)
    for width, alpha in ((4.0, 14), (2.2, 26)):
        for points, closed, offsets in coast:
            stroke(sb, points, width, theme.with_alpha(GLOW, alpha), closed, offsets)
    return sb


def _build_over(coast, border) -> ShapeBuilder:
    """Borders between states, the coastline, and the insets' frames."""
    sb = ShapeBuilder()
    for points, closed in border:
        stroke(sb, points, BORDER_WIDTH, BORDER, closed)
    for points, closed, offsets in coast:
        stroke(sb, points, COAST_WIDTH, COAST, closed, offsets)
    for code, frame in us_map.INSET_FRAMES.items():
        left, bottom, right, top = frame
        sb.rounded_outline(left, bottom, right - left, top - bottom, 6, 1.1, FRAME_EDGE, segments=4)
        # top left for Alaska, top right for Hawaii: where their land leaves room
        width = label_width(INSET_NAMES[code])
        x = left + 6 if code == "AK" else right - 6 - width
        draw_label(sb, INSET_NAMES[code], x, top - 6 - LABEL_HEIGHT)
    return sb


def label_width(text: str, height: float = LABEL_HEIGHT) -> float:
    unit = height / 6
    widths = [max(x for stroke_ in LETTERS[c] for x, _ in stroke_) for c in text]
    return unit * (sum(widths) + 2.2 * (len(text) - 1))


def draw_label(sb: ShapeBuilder, text: str, x: float, y: float, height: float = LABEL_HEIGHT,
               colour=LABEL) -> None:
    """Capitals from LETTERS as strokes, bottom left at (x, y)."""
    unit = height / 6
    for char in text:
        strokes = LETTERS[char]
        for points in strokes:
            stroke(sb, [(x + px * unit, y + py * unit) for px, py in points], unit * 0.9, colour)
        x += unit * (max(px for points in strokes for px, _ in points) + 2.2)
