"""The campaign map's outlines and projection (game/core/us_map.py, levels/maps/us_states.toml):
every state there, every campaign city inside its own state, neighbours touching, the insets
clear of the lower 48, a broken file named with its key and fault."""
from __future__ import annotations

import math
from collections import defaultdict

import pytest

from game.core import us_map
from game.core.campaign import load_campaigns
from game.core.datafile import DataFileError

STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV
NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())


def test_every_state_and_dc_is_there_with_a_name_and_no_territories():
    outlines = us_map.load_outlines()
    assert set(outlines) == STATES
    assert len(STATES) == 51
    names = us_map.state_names()
    assert names["DC"] == "District of Columbia" and names["NY"] == "New York"
    assert all(rings and all(len(ring) >= 3 for ring in rings) for rings in outlines.values())


def test_the_map_file_is_well_under_the_data_file_limit():
    assert us_map.MAP_FILE.stat().st_size < 300 * 1024


def test_every_campaign_city_lands_inside_its_own_state():
    campaigns, errors = load_campaigns()
    assert not errors and campaigns
    stops = [stop for campaign in campaigns for stop in campaign.stops]
    assert {"AK", "HI", "DC"} <= {stop.state for stop in stops}
    for stop in stops:
        x, y = us_map.project(stop.lat, stop.lon, stop.state)
        assert us_map.state_at(x, y) == stop.state, stop.id


def test_well_known_places_and_the_sea_between_them():
    cases = [((41.88, -87.63), "IL"), ((40.71, -74.0), "NY"), ((40.8, -73.2), "NY"),   # Long Island
             ((25.77, -80.19), "FL"), ((38.9, -77.03), "DC"), ((41.82, -71.41), "RI"),
             ((39.16, -75.52), "DE"), ((61.2, -149.9), "AK"), ((21.3, -157.86), "HI")]
    for (lat, lon), code in cases:
        assert us_map.state_at(*us_map.project(lat, lon)) == code, code
    sea = [(27.0, -90.0), (43.8, -87.0), (44.5, -82.5), (38.0, -76.2), (35.0, -124.0)]   # Gulf, lakes, bay, Pacific
    for lat, lon in sea:
        assert us_map.state_at(*us_map.project(lat, lon)) is None, (lat, lon)


def _shared_vertices() -> dict[tuple[str, str], int]:
    owners = defaultdict(set)
    for code, rings in us_map.load_outlines().items():
        for ring in rings:
            for point in ring:
                owners[point].add(code)
    shared = defaultdict(int)
    for codes in owners.values():
        codes = sorted(codes)
        for i, a in enumerate(codes):
            for b in codes[i + 1:]:
                shared[a, b] += 1
    return shared


def test_real_neighbours_share_their_border_and_few_others_touch():
    pairs = {tuple(sorted(pair)) for pair in us_map.neighbours()}
    assert len(pairs) > 100
    touching = {pair for pair, count in _shared_vertices().items() if count >= 2}   # a border, not a corner
    assert len(pairs & touching) >= 0.95 * len(pairs), sorted(pairs - touching)
    assert len(touching - pairs) <= 2, sorted(touching - pairs)


def test_the_four_corners_meet_at_a_single_point():
    shared = _shared_vertices()
    assert shared[("AZ", "CO")] == 1 and shared[("NM", "UT")] == 1


def _segments(rings):
    for ring in rings:
        yield from zip(ring, ring[1:] + ring[:1])


def _cross(a, b, c, d) -> bool:
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    if len({a, b, c, d}) < 4:
        return False
    return (orient(a, b, c) > 0) != (orient(a, b, d) > 0) and (orient(c, d, a) > 0) != (orient(c, d, b) > 0)


def test_no_outline_crosses_itself_or_a_neighbour():
    cell = 20.0
    grid = defaultdict(list)
    for code, rings in us_map.load_outlines().items():
        for a, b in _segments(rings):
            for gx in range(int(min(a[0], b[0]) // cell), int(max(a[0], b[0]) // cell) + 1):
                for gy in range(int(min(a[1], b[1]) // cell), int(max(a[1], b[1]) // cell) + 1):
                    grid[gx, gy].append((a, b, code))
    crossings = [(p, q) for members in grid.values() for i, p in enumerate(members)
                 for q in members[i + 1:] if _cross(p[0], p[1], q[0], q[1])]
    assert not crossings, crossings[:3]


def _box_of(points):
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_insets_hold_alaska_and_hawaii_and_clear_the_lower_48():
    outlines = us_map.load_outlines()
    frames = us_map.INSET_FRAMES
    assert set(frames) == {"AK", "HI"}
    assert not _overlap(frames["AK"], frames["HI"])
    for code, frame in frames.items():
        left, bottom, right, top = _box_of([p for ring in outlines[code] for p in ring])
        assert frame[0] < left and frame[1] < bottom and right < frame[2] and top < frame[3], code
        for other, rings in outlines.items():
            if other in frames:
                continue
            for ring in rings:
                assert not _overlap(frame, _box_of(ring)) or not any(
                    frame[0] <= x <= frame[2] and frame[1] <= y <= frame[3] for x, y in ring), (code, other)
                corners = [(frame[0], frame[1]), (frame[2], frame[1]), (frame[2], frame[3]), (frame[0], frame[3])]
                assert not any(us_map.inside(x, y, ring) for x, y in corners), (code, other)


def test_everything_drawn_fits_the_map_bounds():
    left, bottom, right, top = us_map.MAP_BOUNDS
    points = [p for rings in us_map.load_outlines().values() for ring in rings for p in ring]
    points += [(f[0], f[1]) for f in us_map.INSET_FRAMES.values()] + [(f[2], f[3]) for f in us_map.INSET_FRAMES.values()]
    assert all(left <= x <= right and bottom <= y <= top for x, y in points)
    x0, y0, x1, y1 = _box_of(points)
    assert x1 - x0 > 0.95 * (right - left) and y1 - y0 > 0.95 * (top - bottom)   # and fills them


def test_centres_lie_well_inside_their_states():
    for code, rings in us_map.load_outlines().items():
        x, y = us_map.state_centre(code)
        assert us_map.state_at(x, y) == code, code
    # Michigan's centre is on the lower peninsula's mitten, Florida's not out in the Gulf
    assert us_map.state_at(*us_map.state_centre("MI")) == "MI"
    with pytest.raises(KeyError):
        us_map.state_centre("ZZ")


def test_alaska_stays_whole_across_the_date_line():
    # the outlines leave out the far Aleutians, but a place there still lands beside Alaska
    west = us_map.project(52.9, 173.2, "AK")      # Attu, west of 180 degrees
    east = us_map.project(55.3, -131.6, "AK")     # Ketchikan
    left, bottom, right, top = us_map.INSET_FRAMES["AK"]
    assert west[0] < east[0] < right
    assert math.dist(west, east) < 2 * (right - left)


GOOD_STATE = '[states.RI]\nname = "Rhode Island"\nrings = [[[41.0, -71.5], [42.0, -71.5], [42.0, -71.0]]]\n'


@pytest.mark.parametrize("text, key, fault", [
    ('[states.RI]\nname = "Rhode Island"\nrings = [[[41.0, -71.5], [42.0, -71.5], [95.0, -71.0]]]\n',
     "states.RI.rings[0][2]", "latitude"),
    ('[states.RI]\nname = "Rhode Island"\nrings = [[[41.0, -71.5], [42.0, -71.5]]]\n',
     "states.RI.rings[0]", "three"),
    ('[states.RI]\nname = "Rhode Island"\nrings = [[[41.0, -71.5], [42.0, "x"], [42.0, -71.0]]]\n',
     "states.RI.rings[0][1]", "numbers"),
    ('[states.RI]\nrings = [[[41.0, -71.5], [42.0, -71.5], [42.0, -71.0]]]\n', "states.RI.name", "missing"),
    ('neighbours = [["RI", "XX"]]\n' + GOOD_STATE, "neighbours[0]", "pair of state codes"),
    ('[states.Rhode]\nname = "Rhode Island"\nrings = []\n', "states.Rhode", "two-letter"),
    ("states = 3\n", "states", "table"),
])
def test_a_broken_map_file_names_the_file_the_key_and_the_fault(tmp_path, text, key, fault):
    path = tmp_path / "us_states.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        us_map.read_map(path)
    message = str(caught.value)
    assert str(path) in message and f"'{key}'" in message and fault in message, message


def test_a_good_small_file_reads_and_its_rings_turn_counter_clockwise(tmp_path):
    path = tmp_path / "one.toml"
    path.write_text(GOOD_STATE, encoding="utf-8")
    data = us_map.read_map(path)
    assert data.names == {"RI": "Rhode Island"} and data.neighbours == []
    ring = data.rings["RI"][0]
    assert us_map._area(ring) > 0
    assert us_map.load_outlines(path) == data.rings
