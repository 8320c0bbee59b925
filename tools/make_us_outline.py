"""Writes levels/maps/us_states.toml: the 50 states and DC as simplified outlines (lat/lon).

Source: the Census Bureau's cartographic boundary files (2017 edition, 1:10,000,000; public
domain) as redistributed in TopoJSON by the npm package us-atlas 3.0.1, file states-10m.json
(`npm pack us-atlas@3.0.1`, then untar). TopoJSON stores each border once as an "arc" shared
by the states on both sides, so simplifying each arc once keeps neighbours touching: no gaps
and no slivers open between them.

    python3 tools/make_us_outline.py STATES_10M_JSON [--neighbours ../shared/data/us_states.toml]
        [--out levels/maps/us_states.toml] [--tolerance 0.45]

The steps: decode the quantised arcs; simplify each arc with Douglas-Peucker in map units
(game.core.us_map.project, so Alaska's inset is simplified at its own scale), its end points
kept, with a finer tolerance for arcs of small states (RI, DE, DC keep their shape); drop
islands smaller than a few map units (pieces with a neighbour stay: no holes) and the
Aleutians west of Unalaska; round to 3 decimals (about 100 m); then check that no two
segments of the result cross and no ring collapses, simplifying the arcs at fault more
finely until none do. Puerto Rico and the other territories are left out.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.us_map import project  # noqa: E402

FIPS = {
    "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE",
    "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL", "18": "IN", "19": "IA",
    "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN",
    "28": "MS", "29": "MO", "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM",
    "36": "NY", "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI",
    "45": "SC", "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA",
    "54": "WV", "55": "WI", "56": "WY",
}
# islands smaller than this (map units squared; one unit is about 4 km) are left out
MIN_ISLAND_AREA = 5.0
# Hawaii's islands are all small on the map, keep the eight main ones
MIN_ISLAND_AREA_HI = 1.0
DIGITS = 3
# Alaska's islands west of this longitude are left out, as inset maps usually do
ALEUTIANS_WEST = -173.0
# a piece this small (map units squared) is a sliver along a river, not land to draw
SLIVER = 0.05


def _xy(code: str, lonlat: list) -> list[tuple[float, float]]:
    return [project(lat, lon, code) for lon, lat in lonlat]


def keep_rings(code: str, rings: list[list[int]], raw: dict[int, list], shared: set[int]) -> list[list[int]]:
    """The state's rings without the islands too small to see, largest first (a small piece
    with a neighbour, such as the Kentucky Bend, stays: leaving it out would open a hole)."""
    sized = sorted(((abs(area(_xy(code, ring_points(ring, raw)))), ring) for ring in rings),
                   key=lambda item: -item[0])
    least = MIN_ISLAND_AREA_HI if code == "HI" else MIN_ISLAND_AREA
    if code == "AK":      # the far Aleutians would stretch the inset to twice its width for specks
        sized = [(size, ring) for size, ring in sized
                 if not all(lon > 0 or lon < ALEUTIANS_WEST for lon, _ in ring_points(ring, raw))]
    return [ring for i, (size, ring) in enumerate(sized)
            if i == 0 or size >= least
            or size > SLIVER and any((r if r >= 0 else ~r) in shared for r in ring)]


def decode_arcs(topo: dict) -> list[list[tuple[float, float]]]:
    """Each arc as (lon, lat) points (TopoJSON quantised, delta-encoded)."""
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)
    return arcs


def state_rings(topo: dict) -> dict[str, list[list[int]]]:
    """code -> rings as lists of arc references (~i: arc i reversed); polygons have no holes."""
    rings = {}
    for geometry in topo["objects"]["states"]["geometries"]:
        code = FIPS.get(geometry["id"])
        if code is None:
            continue
        polygons = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        rings[code] = [polygon[0] for polygon in polygons]
    return rings


def area(points) -> float:
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))


def douglas_peucker(points: list, tolerance: float) -> list[int]:
    """Indices kept (ends always), points in map units."""
    keep = {0, len(points) - 1}
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        best, best_at = -1.0, None
        for i in range(first + 1, last):
            px, py = points[i]
            if length == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs(dx * (ay - py) - dy * (ax - px)) / length
            if d > best:
                best, best_at = d, i
        if best_at is not None and best > tolerance:
            keep.add(best_at)
            stack += [(first, best_at), (best_at, last)]
    return sorted(keep)


def simplify_arc(lonlat: list, state: str, tolerance: float) -> list[tuple[float, float]]:
    """The arc's kept points as rounded (lat, lon); a closed arc keeps its farthest point too."""
    xy = [project(lat, lon, state) for lon, lat in lonlat]
    if len(xy) > 2 and lonlat[0] == lonlat[-1]:
        far = max(range(len(xy)), key=lambda i: math.dist(xy[0], xy[i]))
        kept = douglas_peucker(xy[:far + 1], tolerance)
        kept += [far + i for i in douglas_peucker(xy[far:], tolerance)[1:]]
    else:
        kept = douglas_peucker(xy, tolerance)
    out = []
    for i in kept:
        lon, lat = lonlat[i]
        point = (round(lat, DIGITS), round(lon, DIGITS))
        if not out or out[-1] != point:
            out.append(point)
    return out


def ring_points(refs: list[int], arcs: dict[int, list]) -> list[tuple[float, float]]:
    """A ring's (lat, lon) points from its arcs, the closing point not repeated."""
    points = []
    for ref in refs:
        arc = arcs[ref] if ref >= 0 else arcs[~ref][::-1]
        points += arc[1:] if points else arc
    if len(points) > 1 and points[0] == points[-1]:
        points.pop()
    return points


def _crosses(a, b, c, d) -> bool:
    def orient(p, q, r):
        v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (v > 0) - (v < 0)
    if len({a, b, c, d}) < 4:
        return False   # neighbours in a ring, or arcs meeting at a junction
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 == o2 == o3 == o4 == 0:   # collinear: overlapping spans
        return (min(a[0], b[0]) <= max(c[0], d[0]) and min(c[0], d[0]) <= max(a[0], b[0])
                and min(a[1], b[1]) <= max(c[1], d[1]) and min(c[1], d[1]) <= max(a[1], b[1]))
    if 0 in (o1, o2, o3, o4):      # touching an end: a pinch, count it as a fault
        return (o1 != o2 or 0 in (o1, o2)) and (o3 != o4 or 0 in (o3, o4)) and _boxes(a, b, c, d)
    return o1 != o2 and o3 != o4


def _boxes(a, b, c, d) -> bool:
    return (min(a[0], b[0]) <= max(c[0], d[0]) and min(c[0], d[0]) <= max(a[0], b[0])
            and min(a[1], b[1]) <= max(c[1], d[1]) and min(c[1], d[1]) <= max(a[1], b[1]))


def crossing_arcs(simplified: dict[int, list]) -> set[int]:
    """Arcs with a segment that crosses another segment (in lat/lon: rounding included)."""
    cell = 0.5
    grid = defaultdict(list)
    segments = []
    for index, arc in simplified.items():
        for a, b in zip(arc, arc[1:]):
            n = len(segments)
            segments.append((a, b, index))
            for gx in range(int(math.floor(min(a[0], b[0]) / cell)), int(math.floor(max(a[0], b[0]) / cell)) + 1):
                for gy in range(int(math.floor(min(a[1], b[1]) / cell)), int(math.floor(max(a[1], b[1]) / cell)) + 1):
                    grid[gx, gy].append(n)
    bad = set()
    for members in grid.values():
        for i, m in enumerate(members):
            a, b, arc_a = segments[m]
            for k in members[i + 1:]:
                c, d, arc_c = segments[k]
                if _crosses(a, b, c, d):
                    bad.update((arc_a, arc_c))
    return bad


def convert(topo: dict, tolerance: float) -> tuple[dict[str, list], dict[str, str]]:
    arcs = decode_arcs(topo)
    rings = state_rings(topo)
    names = {FIPS[g["id"]]: g["properties"]["name"] for g in topo["objects"]["states"]["geometries"]
             if g["id"] in FIPS}
    raw = dict(enumerate(arcs))
    users = defaultdict(set)
    for code, state in rings.items():
        for ring in state:
            for ref in ring:
                users[ref if ref >= 0 else ~ref].add(code)
    shared = {arc for arc, codes in users.items() if len(codes) > 1}
    rings = {code: keep_rings(code, state, raw, shared) for code, state in rings.items()}
    owners = defaultdict(set)
    for code, state in rings.items():
        for ring in state:
            for ref in ring:
                owners[ref if ref >= 0 else ~ref].add(code)
    # small states get a finer tolerance, so Rhode Island still looks like Rhode Island
    size = {code: max(abs(area(_xy(code, ring_points(ring, raw)))) for ring in state)
            for code, state in rings.items()}
    factor = {i: min(max(0.06, min(1.0, math.sqrt(size[c] / 2500.0))) for c in who)
              for i, who in owners.items()}
    arc_tolerance = {i: tolerance * factor[i] for i in owners}
    simplified = {}
    for _ in range(12):
        todo = [i for i in owners if i not in simplified]
        for i in todo:
            simplified[i] = simplify_arc(arcs[i], next(iter(owners[i])), arc_tolerance[i])
        bad = crossing_arcs(simplified)
        for code, state in rings.items():
            for ring in state:
                if len(set(ring_points(ring, simplified))) < 3:
                    bad.update(r if r >= 0 else ~r for r in ring)
        if not bad:
            break
        for i in bad:
            arc_tolerance[i] /= 2
            del simplified[i]
    else:
        raise SystemExit(f"arcs still cross after refining: {sorted(bad)}")
    out = {code: [ring_points(ring, simplified) for ring in rings[code]] for code in sorted(rings)}
    return out, names


def write_toml(path: Path, states: dict, names: dict, neighbours: list) -> None:
    lines = [
        "# The 50 states and DC, simplified by tools/make_us_outline.py from the Census Bureau's",
        "# cartographic boundary files (2017, 1:10,000,000; public domain): rings of [lat, lon]",
        "# points, islands included, each shared border simplified once so neighbours touch.",
        "# Regenerate rather than edit (game/core/us_map.py reads it).",
        "# `neighbours`: real land borders among the contiguous states and DC (corner-only",
        "# contacts such as the Four Corners left out), each pair once.",
        "",
        "neighbours = [",
    ]
    for i in range(0, len(neighbours), 8):
        lines.append("  " + " ".join(f'["{a}", "{b}"],' for a, b in neighbours[i:i + 8]))
    lines.append("]")
    for code in sorted(states):
        lines += ["", f"[states.{code}]", f'name = "{names[code]}"', "rings = ["]
        for ring in states[code]:
            body = ", ".join(f"[{_num(lat)}, {_num(lon)}]" for lat, lon in ring)
            lines.append(f"  [{body}],")
        lines.append("]")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _num(value: float) -> str:
    text = f"{value:.{DIGITS}f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="us-atlas states-10m.json")
    parser.add_argument("--neighbours", type=Path, default=ROOT.parent / "shared/data/us_states.toml")
    parser.add_argument("--out", type=Path, default=ROOT / "levels/maps/us_states.toml")
    parser.add_argument("--tolerance", type=float, default=0.45, help="map units (about 4 km each)")
    args = parser.parse_args(argv)
    topo = json.loads(args.source.read_text(encoding="utf-8"))
    states, names = convert(topo, args.tolerance)
    neighbours = tomllib.loads(args.neighbours.read_text(encoding="utf-8"))["neighbours"]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_toml(args.out, states, names, neighbours)
    points = sum(len(r) for rings in states.values() for r in rings)
    print(f"{args.out}: {len(states)} states, {points} points, {args.out.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
