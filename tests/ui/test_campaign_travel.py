"""The trip between two stops, without drawing: the legs' curves walked by arc length, the
eased pace, the camera closing in, pulling back over a long leg and landing on the stop, the
skip, and how long a leg takes (longer legs longer, the animation speed setting obeyed)."""
from __future__ import annotations

import math

from game.scenes.campaign.map_camera import MapCamera
from game.scenes.campaign.map_frame import MAP_RECT
from game.scenes.campaign.route import Leg, dashes, ease_in_out
from game.scenes.campaign.travel import NEAR_ZOOM, Travel, leg_seconds
from game.ui import theme


def test_a_leg_runs_from_stop_to_stop_bowed_north_and_walked_by_length():
    leg = Leg((100.0, 300.0), (700.0, 300.0), "plane")
    assert leg.at(0)[:2] == (100.0, 300.0) and leg.at(1)[:2] == (700.0, 300.0)
    assert leg.control[1] > 300 and leg.at(0.5)[1] > 300           # the arc bows to the north
    assert abs(leg.at(0.5)[0] - 400) < 1                           # half the length is half way
    bus = Leg((100.0, 300.0), (700.0, 300.0), "bus")
    assert bus.at(0.5)[1] < leg.at(0.5)[1]                         # a road bows less than a flight
    trail = leg.upto(0.3)
    assert trail[0] == (100.0, 300.0) and trail[-1] == leg.at(0.3)[:2]
    pieces = dashes([(0.0, 0.0), (100.0, 0.0)], 10, 5)
    assert len(pieces) == 7 and pieces[0] == ((0.0, 0.0), (10.0, 0.0))


def test_the_pace_is_eased_and_longer_legs_take_longer():
    assert ease_in_out(0.25) < 0.25 < 0.75 < ease_in_out(0.75)
    short, long = Leg((0.0, 0.0), (80.0, 0.0)), Leg((0.0, 0.0), (900.0, 0.0), "plane")
    assert leg_seconds(short) < leg_seconds(long) <= 3.6
    normal = leg_seconds(long)
    theme.set_animation_speed(2.0)
    try:
        assert math.isclose(leg_seconds(long), normal / 2)       # the animation speed setting
    finally:
        theme.set_animation_speed(1.0)


def run(travel, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        travel.update(dt)


def test_the_camera_closes_in_pulls_back_over_a_long_leg_and_lands_on_the_stop():
    camera = MapCamera(MAP_RECT)
    overview = camera.overview_zoom
    travel = Travel(Leg((60.0, 330.0), (860.0, 400.0), "plane"), camera)
    run(travel, travel.lift)
    assert math.isclose(camera.zoom, overview * NEAR_ZOOM, rel_tol=0.05)        # close on the bus
    run(travel, travel.seconds / 2)
    middle = camera.zoom
    assert middle < overview * NEAR_ZOOM * 0.8                                  # pulled back mid-leg
    x, y, _ = travel.position()
    assert camera.rect[0] < camera.to_screen(x, y)[0] < camera.rect[0] + camera.rect[2]   # the plane in view
    run(travel, travel.seconds / 2 + travel.arrive + 0.1)
    assert travel.done and not travel.skipped
    assert (camera.x, camera.y) == (860.0, 400.0) and math.isclose(camera.zoom, overview * NEAR_ZOOM)


def test_a_short_leg_stays_close_and_a_skip_lands_at_once():
    camera = MapCamera(MAP_RECT)
    travel = Travel(Leg((300.0, 300.0), (380.0, 330.0)), camera)
    run(travel, travel.lift + travel.seconds / 2)
    assert math.isclose(camera.zoom, camera.overview_zoom * NEAR_ZOOM, rel_tol=0.01)
    travel.skip()
    assert travel.done and travel.skipped and travel.fraction == 1.0
    assert (camera.x, camera.y) == (380.0, 330.0)
