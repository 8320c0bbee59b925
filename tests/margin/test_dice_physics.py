"""The dice tray's physics (game.ui.dice_physics): a throw settles on exactly the faces the
engine rolled, steps only between adjacent faces on the way, ends inside the tray with no
two dice overlapping, and the same seed replays the same throw."""
from __future__ import annotations

import functools
import math

import pymunk
import pytest

from game.engines.margin.resolve import most_dice
from game.engines.margin.scenario import load_scenario
from game.ui.dice_physics import KEYFRAME, MAX_SECONDS, NEIGHBOURS, DiceThrow, ThrowPhysics, die_size_for, fits

WIDTH, HEIGHT = 420, 260
FACE_LISTS = ([4], [1, 6], [2, 5, 3], [6, 6, 6], [1, 2, 3, 4, 5, 6], [3, 1, 4, 1, 5, 2])
SEEDS = range(30)


@functools.lru_cache(maxsize=None)
def throw(faces: tuple[int, ...], seed: int, width: float = WIDTH, height: float = HEIGHT,
          side: str = "left") -> DiceThrow:
    return DiceThrow(list(faces), width, height, seed, side=side)


def every_throw():
    return [throw(tuple(faces), seed) for faces in FACE_LISTS for seed in SEEDS]


def corner_radius(size: float) -> float:
    return size * 0.12          # as the simulation rounds its dice


def die_shape(pose, size: float) -> pymunk.Poly:
    """A stand-alone copy of a resting die's rounded square, to measure overlaps."""
    body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
    body.position, body.angle = (pose.x, pose.y), math.radians(pose.angle)
    r = corner_radius(size)
    shape = pymunk.Poly.create_box(body, (size - 2 * r, size - 2 * r), radius=r)
    shape.cache_bb()            # outside a space a shape only learns where its body is here
    return shape


def test_every_throw_settles_on_exactly_the_faces_asked_for():
    for d in every_throw():
        assert [p.face for p in d.final_poses()] == d.faces, (d.faces, d.seed)
        assert [p.face for p in d.frame_at(d.duration + 5)] == d.faces


def test_a_die_only_ever_rolls_to_an_adjacent_face():
    changes = 0
    for d in every_throw():
        for a, b in zip(d.keyframes, d.keyframes[1:]):
            for p, q in zip(a, b):
                if p.face != q.face:
                    changes += 1
                    assert q.face != 7 - p.face, f"{p.face} to its opposite {q.face} (seed {d.seed})"
                    assert q.face in NEIGHBOURS[p.face]
    assert changes > len(every_throw()) * 3          # and they do tumble


def test_neighbours_are_the_four_faces_beside_each_face_of_a_real_die():
    for face, beside in NEIGHBOURS.items():
        assert len(beside) == 4 and face not in beside and 7 - face not in beside


def test_every_die_tumbles_on_its_way():
    for d in every_throw():
        for i in range(len(d.faces)):
            faces = [frame[i].face for frame in d.keyframes]
            assert len(set(faces)) > 1, (d.faces, d.seed, i)


def test_dice_rest_inside_the_tray_without_overlapping():
    for d in every_throw():
        assert_resting_apart_inside(d)


def assert_resting_apart_inside(d: DiceThrow) -> None:
    """At rest, inside the tray, no two dice overlapping."""
    poses = d.final_poses()
    r = corner_radius(d.size)
    for p in poses:
        assert not p.moving and p.lift == 0
        inner = (d.size - 2 * r) / 2
        a = math.radians(p.angle)
        for cx, cy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            x = p.x + inner * (cx * math.cos(a) - cy * math.sin(a))
            y = p.y + inner * (cx * math.sin(a) + cy * math.cos(a))
            assert r - 0.5 <= x <= d.width - r + 0.5 and r - 0.5 <= y <= d.height - r + 0.5, (d.seed, p)
    shapes = [die_shape(p, d.size) for p in poses]
    for i in range(len(shapes)):
        for j in range(i + 1, len(shapes)):
            contacts = shapes[i].shapes_collide(shapes[j]).points
            deepest = min((c.distance for c in contacts), default=0.0)
            assert deepest > -0.5, f"dice {i} and {j} overlap by {-deepest:.2f} (seed {d.seed}, {d.faces})"


def test_the_same_seed_gives_the_same_throw_and_another_seed_another():
    a = DiceThrow([2, 5, 3], WIDTH, HEIGHT, 7)
    b = DiceThrow([2, 5, 3], WIDTH, HEIGHT, 7)
    c = DiceThrow([2, 5, 3], WIDTH, HEIGHT, 8)
    assert a.keyframes == b.keyframes and a.impacts == b.impacts
    assert a.keyframes != c.keyframes


def test_dice_travel_and_bounce_off_the_walls():
    throws = every_throw()
    for d in throws:
        for i in range(len(d.faces)):
            assert d.travel(i) > 3 * d.size, (d.seed, d.faces, i)
    bounced = sum(1 for d in throws if sum(d.wall_hits) > 0)
    every_die_bounced = sum(1 for d in throws if min(d.wall_hits) > 0)
    assert bounced == len(throws)
    assert every_die_bounced >= 0.6 * len(throws)
    assert all(any(hit.wall for hit in d.impacts) for d in throws)


def test_a_throw_is_over_within_the_cap_and_moving_until_then():
    for d in every_throw():
        assert 0.4 < d.duration <= MAX_SECONDS + 1e-9
        assert len(d.keyframes) == round(d.duration / KEYFRAME) + 1
        assert all(p.moving for p in d.keyframes[1])
        assert not any(p.moving for p in d.keyframes[-1])


def test_dice_fly_in_from_the_side_they_are_thrown_from():
    left = throw((1, 2, 3), 4)
    right = throw((1, 2, 3), 4, side="right")
    assert all(p.x < WIDTH / 3 for p in left.keyframes[0])
    assert all(p.x > 2 * WIDTH / 3 for p in right.keyframes[0])
    assert all(p.lift == 1.0 for p in left.keyframes[0])
    lifts = [frame[0].lift for frame in left.keyframes]
    assert lifts.index(0.0) < len(lifts) // 2          # they land early, then roll


def test_frame_at_goes_between_keyframes():
    d = throw((4,), 3)
    a, b = d.keyframes[10][0], d.keyframes[11][0]
    mid = d.frame_at(10.5 * KEYFRAME)[0]
    assert math.isclose(mid.x, (a.x + b.x) / 2) and math.isclose(mid.y, (a.y + b.y) / 2)
    assert mid.face == a.face
    assert d.frame_at(-1) == d.keyframes[0]


def test_other_tray_sizes_work_too():
    for width, height in ((300, 300), (640, 200), (900, 500)):
        d = throw((6, 5, 4, 3, 2, 1), 11, width, height)
        assert [p.face for p in d.final_poses()] == [6, 5, 4, 3, 2, 1]
        assert all(0 < p.x < width and 0 < p.y < height for p in d.final_poses())


@pytest.mark.parametrize("faces", [[], [1] * 300, [0], [7]])
def test_impossible_throws_are_refused(faces):
    with pytest.raises(ValueError):
        DiceThrow(faces, WIDTH, HEIGHT, 1)


# the felt of the week show's tray (game/scenes/margin: the tray beside its step card)
SHOW_FELT = (396, 130)


@pytest.mark.parametrize("count", range(1, most_dice(load_scenario()) + 1))
def test_every_count_of_dice_a_roll_can_have_rests_on_its_faces_in_the_shows_tray(count):
    """Up to every small-state token on one state (issue 33: seven tokens raised an error):
    each count settles on the faces asked for, inside the tray, no two dice overlapping, each
    die tumbling and travelling on its way."""
    width, height = SHOW_FELT
    size = round(die_size_for(width, height, most_dice(load_scenario())))
    for seed in range(12):
        faces = [(seed * 5 + k * 7) % 6 + 1 for k in range(count)]
        d = DiceThrow(faces, width, height, seed, die_size=size, side="left" if seed % 2 else "right")
        assert [p.face for p in d.final_poses()] == faces, (count, seed)
        assert_resting_apart_inside(d)
        for i in range(count):
            assert len({frame[i].face for frame in d.keyframes}) > 1 and d.travel(i) > 3 * d.size, (count, seed, i)
        assert any(hit.wall for hit in d.impacts) and not any(p.moving for p in d.final_poses())


def test_more_than_six_dice_are_made_smaller_where_they_would_crowd_the_tray_and_too_many_are_refused():
    assert die_size_for(300, 300, 6) == die_size_for(300, 300) == pytest.approx(51)
    assert die_size_for(300, 300, 8) < 50 and die_size_for(300, 300, 20) < die_size_for(300, 300, 8)
    assert die_size_for(*SHOW_FELT, 8) == die_size_for(*SHOW_FELT)        # room enough: no smaller
    for count in (8, 20):
        assert fits(count, 300, 300, die_size_for(300, 300, count))
        d = DiceThrow([4] * count, 300, 300, count)
        assert [p.face for p in d.final_poses()] == [4] * count
    assert not fits(9, 300, 300, 51) and not fits(1, 100, 100, 51)
    with pytest.raises(ValueError, match="do not fit"):
        ThrowPhysics(9, 300, 300, 1, die_size=51)


@pytest.mark.parametrize("seed", range(8))
def test_a_throws_physics_run_a_few_keyframes_at_a_time_gives_the_same_throw(seed):
    """The physics does not depend on the faces: run ahead in pieces (as the tray does on the
    frames before a throw), it gives exactly the keyframes, hits and faces of a throw made whole."""
    faces = [(seed + k) % 6 + 1 for k in range(1 + seed % 6)]
    side = "left" if seed % 2 else "right"
    whole = DiceThrow(faces, 300, 200, seed, side=side)
    physics = ThrowPhysics(len(faces), 300, 200, seed, side=side)
    assert not physics.started                        # made without its space: that is a step of its own
    assert not physics.advance(7) and physics.started and not physics.raw
    steps = 0
    while not physics.advance(7):
        steps += 1
        assert len(physics.raw) == 7 * steps          # seven keyframes a call, no more
    made = DiceThrow(faces, 300, 200, seed, side=side, physics=physics)
    assert made.keyframes == whole.keyframes and made.impacts == whole.impacts
    assert [p.face for p in made.final_poses()] == faces
    # physics for another throw is not used for this one
    other = ThrowPhysics(len(faces), 300, 200, seed + 1, side=side)
    assert DiceThrow(faces, 300, 200, seed, side=side, physics=other).keyframes == whole.keyframes
