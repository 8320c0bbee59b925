"""Margin of Error's dice tray (game.scenes.margin.dice_tray), drawn in the real window and read
back pixel by pixel: dice rest where the physics put them, turned the same way, showing their
pips; skip and speed shorten the throw; a gaffe flashes; a cancelled die is crossed out."""
from __future__ import annotations

import math

import pytest

from game.scenes.base import Scene
from game.scenes.margin import dice_tray
from game.scenes.margin.dice_tray import DIE_COLOURS, FLASH_SECONDS, DiceTray, demo_tray
from tests.ui.helpers import brightness, draw_only, near, pixel, show

pytestmark = pytest.mark.screen

WHITE, WHITE_PIPS = DIE_COLOURS["white"]
RED, _ = DIE_COLOURS["red"]


class TrayScene(Scene):
    """Only the tray, on a plain background; the test moves it on, not the window."""
    show_backdrop = False

    def __init__(self, tray: DiceTray):
        super().__init__()
        self.tray = tray

    def draw(self) -> None:
        self.tray.draw()

    def update(self, delta_time: float) -> None:
        pass

    draw_chrome = lambda self: None   # noqa: E731  (no hint line)


def picture(window):
    """What the tray looks like now (one draw, no update)."""
    import arcade
    draw_only(window)
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


def on_die(tray: DiceTray, index: int, u: float, v: float) -> tuple[float, float]:
    """The logical point at (u, v) die widths from a resting die's centre, in the die's own
    axes (turned as the physics turned it, anticlockwise)."""
    pose = tray.current.final_poses()[index]
    a = math.radians(pose.angle)
    s = tray.die_size
    return (tray.felt[0] + pose.x + s * (u * math.cos(a) - v * math.sin(a)),
            tray.felt[1] + pose.y + s * (u * math.sin(a) + v * math.cos(a)))


def settled_tray(app, faces, colours=None, seed=3) -> tuple[DiceTray, TrayScene]:
    tray = DiceTray(340, 160, 600, 400)
    tray.throw(faces, seed, colours=colours)
    tray.skip()
    scene = TrayScene(tray)
    show(app, scene)
    return tray, scene


def test_settled_dice_show_their_body_and_pips_where_the_physics_left_them(app):
    tray, _ = settled_tray(app, [1, 4, 5, 2], colours=["white", "white", "white", "red"])
    image = picture(app)
    angles = [p.angle % 90 for p in tray.current.final_poses()]
    assert any(10 < a < 80 for a in angles)        # turned dice: a wrong turning sense would show
    for i, face in enumerate(tray.faces):
        body = RED if i == 3 else WHITE
        for u, v in ((0.125, 0.125), (-0.125, -0.125), (0.3, -0.02)):
            assert near(pixel(app, *on_die(tray, i, u, v), image), body, 45), (i, u, v)
    # a pip: the middle one of a 1 or 5, the upper-right one of a 4 (dark on white dice)
    for i, (u, v) in ((0, (0, 0)), (1, (0.25, 0.25)), (1, (-0.25, -0.25)), (2, (0, 0)), (2, (-0.25, 0.25))):
        assert brightness(pixel(app, *on_die(tray, i, u, v), image)) < 90, (i, u, v)
    # and the felt between: green, not a die
    fx, fy, fw, fh = tray.felt
    free = [(x, y) for x in range(int(fx) + 20, int(fx + fw) - 20, 23) for y in range(int(fy) + 20, int(fy + fh) - 20, 23)
            if all(math.dist((x, y), c) > tray.die_size for c in tray.positions())]
    greens = [pixel(app, x, y, image) for x, y in free]
    assert all(g > r + 15 and g > b for r, g, b in greens)


def test_skip_settles_at_once_on_the_faces_rolled(app):
    tray = DiceTray(340, 160, 600, 400)
    tray.throw([6, 3], 9)
    assert tray.rolling and not tray.settled
    tray.update(1 / 60)
    assert tray.rolling
    tray.skip()
    assert tray.settled and not tray.rolling and tray.faces == [6, 3]
    show(app, TrayScene(tray))
    image = picture(app)
    assert near(pixel(app, *on_die(tray, 0, 0.125, 0.125), image), WHITE, 45)
    assert brightness(pixel(app, *on_die(tray, 1, 0, 0), image)) < 90          # the 3's middle pip


def updates_to_settle(speed: float) -> int:
    tray = DiceTray(340, 160, 600, 400)
    tray.speed = speed
    tray.throw([2, 5, 1], 4)
    count = 0
    while tray.rolling:
        tray.update(1 / 60)
        count += 1
        assert count < 1000
    assert tray.faces == [2, 5, 1]
    return count


def test_double_speed_settles_in_half_the_frames(app):
    normal, fast = updates_to_settle(1.0), updates_to_settle(2.0)
    assert normal > 40
    assert abs(fast - normal / 2) <= 1.5


def test_a_flashed_die_glows_around_its_edge_then_stops(app):
    tray, _ = settled_tray(app, [3, 4, 2], seed=5)
    ring = [on_die(tray, 1, 0.62 * math.cos(k * math.pi / 8), 0.62 * math.sin(k * math.pi / 8)) for k in range(16)]
    before = [pixel(app, x, y, picture(app)) for x, y in ring]
    tray.flash([1])
    assert tray.flashing
    peak = round(FLASH_SECONDS / dice_tray.FLASH_PULSES / 2 * 60)
    for _ in range(peak):
        tray.update(1 / 60)
    during = [pixel(app, x, y, picture(app)) for x, y in ring]
    changed = sum(1 for a, b in zip(before, during) if not near(a, b, 30))
    assert changed >= 12
    assert sum(b[0] - b[1] for b in during) > sum(a[0] - a[1] for a in before) + 16 * 60   # redder
    for _ in range(round(FLASH_SECONDS * 60) + 2):
        tray.update(1 / 60)
    assert not tray.flashing
    after = [pixel(app, x, y, picture(app)) for x, y in ring]
    assert all(near(a, b, 6) for a, b in zip(before, after))


def test_a_cancelled_die_is_greyed_and_crossed_out(app):
    tray, _ = settled_tray(app, [2, 6], seed=8)
    body_point = on_die(tray, 0, 0.125, 0.125)
    before = pixel(app, *body_point, picture(app))
    tray.ignore(0)
    tray.update(1 / 60)
    image = picture(app)
    greyed = pixel(app, *body_point, image)
    assert brightness(greyed) < brightness(before) - 50
    r, g, b = pixel(app, *on_die(tray, 0, 0, 0), image)      # the cross meets in the middle
    assert r > g + 60 and r > b + 60
    assert near(pixel(app, *on_die(tray, 1, 0.125, 0.125), image), WHITE, 45)    # the other die is as it was


def test_clear_empties_the_tray(app):
    tray, _ = settled_tray(app, [5], seed=2)
    point = on_die(tray, 0, 0.125, 0.125)
    tray.clear()
    assert not tray.rolling and not tray.settled and tray.faces == []
    r, g, b = pixel(app, *point, picture(app))
    assert g > r + 15


def test_a_roll_makes_no_new_pictures_and_ends_the_same_however_it_is_played(app):
    tray = demo_tray(340, 160, 600, 400)
    show(app, TrayScene(tray))
    assert tray.rolling and len(tray.dice) == 3
    made = (dice_tray.die_texture.cache_info().misses, dice_tray.box_texture.cache_info().misses)
    drawn = 0
    while tray.rolling:
        tray.update(1 / 60)
        picture(app)
        drawn += 1
    assert drawn > 30
    assert (dice_tray.die_texture.cache_info().misses, dice_tray.box_texture.cache_info().misses) == made
    skipped = demo_tray(340, 160, 600, 400)
    skipped.skip()
    assert skipped.faces == tray.faces and skipped.positions() == tray.positions()


def test_captions_appear_once_their_dice_rest_and_sit_clear_of_the_other_dice(app):
    for seed in range(1, 9):
        tray = DiceTray(340, 160, 600, 400)
        tray.throw([5, 2, 6], seed, colours=["white", "red", "white"], labels=["campaign", "region", "state"])
        tray.update(1 / 60)
        assert all(d.caption.alpha == 0 for d in tray.dice)          # hidden while they roll
        tray.skip()
        fx, fy, fw, fh = tray.felt
        for d in tray.dice:
            c = d.caption
            assert c.alpha == 255
            assert fx <= c.left and c.right <= fx + fw and fy <= c.bottom and c.top <= fy + fh
            for other in tray.dice:
                if other is not d:
                    ox, oy = other.die.position
                    half = tray.die_size / 2
                    apart = (c.right < ox - half or c.left > ox + half or c.top < oy - half or c.bottom > oy + half)
                    assert apart, (seed, d.label, other.label)


def test_a_prepared_throw_is_simulated_a_few_keyframes_a_frame_before_it_is_thrown(app):
    """The frame a throw starts on does not pay for its whole simulation: the tray runs the
    physics of a throw it was told of a few keyframes each update, then throws it at once."""
    tray = DiceTray(100, 100, 400, 260)
    tray.prepare(3, 41, "right")
    physics = tray._prepared[tray._physics_key(3, 41, "right")]
    assert not physics.started          # announcing a throw (the frame a move lands) simulates nothing
    updates = 0
    while not tray.prepared(3, 41, "right"):
        before = len(physics.raw)
        tray.update(1 / 60)
        updates += 1
        assert len(physics.raw) - before <= dice_tray.PREPARE_KEYFRAMES
    assert updates >= 2
    tray.throw([6, 1, 3], 41, side="right")
    from game.ui.dice_physics import DiceThrow
    whole = DiceThrow([6, 1, 3], tray.felt[2], tray.felt[3], 41, die_size=tray.die_size, side="right")
    assert tray.current.keyframes == whole.keyframes
    assert not tray._prepared


def test_a_throw_of_many_dice_is_simulated_ahead_with_no_more_work_a_frame_and_rests_in_the_tray(app):
    """Election night's biggest throw (every small-state token on one state): fewer keyframes a
    frame, as each costs more, so a frame does about the work of a three-dice throw's frame."""
    tray = DiceTray(100, 100, 416, 150, most_dice=8)        # the week show's tray, beside its card
    for count in (3, 8):
        tray.prepare(count, 5)
        physics = tray._prepared[tray._physics_key(count, 5, "left")]
        most = 0
        while not tray.prepared(count, 5):
            before = len(physics.raw)
            tray.update(1 / 60)
            most = max(most, len(physics.raw) - before)
        assert most * max(count, dice_tray.PREPARE_DICE) <= dice_tray.PREPARE_KEYFRAMES * dice_tray.PREPARE_DICE
        assert most >= 4
    faces = [6, 5, 4, 3, 2, 1, 6, 5]
    tray.throw(faces, 5)
    tray.skip()
    assert tray.faces == faces
    fx, fy, fw, fh = tray.felt
    assert all(fx < x < fx + fw and fy < y < fy + fh for x, y in tray.positions())
