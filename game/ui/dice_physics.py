"""A throw of dice into a walled tray, simulated in advance with pymunk (no drawing here).

`DiceThrow(faces, width, height, seed)` throws square dice (seen from above; as many as fit,
see `fits`) in from one side of a tray `width` x `height` (origin at its bottom-left corner),
lets them bounce off the walls and each other until sliding friction stops them, and keeps a
keyframe every `KEYFRAME` seconds. The same arguments give the same keyframes, so a replayed
match shows the same roll. A screen plays the throw back with `frame_at(t)`; `final_poses()` is where the dice
rest, each showing exactly the face asked for.

Faces: a die seen from above shows one face, which changes each time the die has travelled
its own width while moving fast (it rolled over an edge). Each change steps to a face
ADJACENT to the one shown (never its opposite: opposite faces sum to 7), and the sequence is
chosen backwards from the face asked for, so the last face is always that one.

Dice are in the air for a moment at the start (`DiePose.lift`, 1 high to 0 on the felt, with
a small hop on landing): the tray draws them larger then. `impacts` lists the hits (wall or
die, and how hard) for sounds.
"""
from __future__ import annotations

import math
import random
from typing import NamedTuple

import pymunk

KEYFRAME = 1 / 60            # seconds between keyframes
SUBSTEPS = 4                 # physics steps per keyframe: fast dice never pass a die's width in one
MAX_SECONDS = 3.0            # the throw is over by then, whatever happens
AIR_SECONDS = 0.32           # how long a die flies before it first touches the felt
HOP_SECONDS = 0.14           # the small hop after it lands
WALL_BOUNCE = 0.85           # a hit gives back WALL_BOUNCE * DIE_BOUNCE of its speed
DIE_BOUNCE = 0.85
THROW_SPREAD = 35            # degrees either side of straight across
THROW_SPEED = (1.5, 2.2)     # tray widths a second
FAST = 2.5                   # die widths a second: faster than this a die rolls over its edges
SLIDE = 6.5                  # the felt's friction slows a sliding die by this many die widths a second, a second
SPIN = 10.0                  # and a spinning one by this many radians a second, a second
REST = 0.05                  # slower than this (die widths or radians a second) a die has stopped
MIN_DIE = 14.0               # logical pixels: a smaller die's pips are hard to count
FILL = 0.18                  # the most of the felt a throw's dice cover when the size is chosen for them
CROWDED = 0.3                # more than this and they could not roll
NEIGHBOURS = {f: tuple(g for g in range(1, 7) if g != f and g != 7 - f) for f in range(1, 7)}

# collision types
_DIE, _WALL = 1, 2


class DiePose(NamedTuple):
    x: float                 # centre, tray coordinates (origin bottom-left)
    y: float
    angle: float             # degrees, counter-clockwise (pymunk's sense)
    face: int                # 1-6, the face seen from above
    moving: bool
    lift: float = 0.0        # 0 on the felt, up to 1 in the air at the throw's start


class Impact(NamedTuple):
    time: float
    die: int
    wall: bool               # True: a wall; False: another die
    strength: float          # speed into the contact, in die widths a second


def die_size_for(width: float, height: float, count: int = 6) -> float:
    """The side of a die that suits a tray: six fit with room to roll; more dice are made
    smaller, to cover no more of the felt (FILL) than six of that size in a square tray, but
    never too small to read (`fits` says whether they then have room)."""
    size = min(72.0, min(width, height) * 0.17)
    if count > 6:
        size = min(size, math.sqrt(width * height * FILL / count))
    return max(MIN_DIE, size)


def fits(count: int, width: float, height: float, die_size: float) -> bool:
    """Whether `count` dice of `die_size` can be thrown in a tray `width` x `height`: they come
    in side by side within the tray's first half and cover little enough of it to roll."""
    if count < 1 or die_size * 2.2 > min(width, height) or count * die_size ** 2 > CROWDED * width * height:
        return False
    columns, _ = _columns_and_rows(count, height, die_size)
    return die_size * (1.25 + 1.2 * (columns - 1)) <= width / 2


def _columns_and_rows(count: int, height: float, die_size: float) -> tuple[int, int]:
    """The dice's starting block: as many rows as the tray's height takes, then columns."""
    rows = max(1, int((height - die_size * 0.4) // (die_size * 1.2)))
    columns = math.ceil(count / rows)
    return columns, math.ceil(count / columns)


class DiceThrow:
    """A whole throw, simulated when made (or from a `ThrowPhysics` already run, see there).
    `side` is where the dice come in from."""

    def __init__(self, faces: list[int], width: float, height: float, seed: int,
                 die_size: float | None = None, side: str = "left", physics: "ThrowPhysics | None" = None):
        if not faces or any(f not in NEIGHBOURS for f in faces):
            raise ValueError(f"dice with faces 1-6, not {faces!r}")
        if physics is None or physics.key != ThrowPhysics.key_for(len(faces), width, height, seed, die_size, side):
            physics = ThrowPhysics(len(faces), width, height, seed, die_size, side)
        physics.advance()                 # whatever is left of it
        self.faces = list(faces)
        self.width, self.height, self.size = physics.width, physics.height, physics.size
        self.seed = seed
        self.side = side
        self.rng = physics.rng            # the faces draw on after the physics, as one stream
        self.impacts: list[Impact] = physics.impacts
        self.wall_hits = physics.wall_hits
        self._frames = self._with_faces(physics.raw, physics.tumbles)
        self.duration = (len(self._frames) - 1) * KEYFRAME

    # ---- playback ---------------------------------------------------------------------
    @property
    def keyframes(self) -> list[list[DiePose]]:
        return self._frames

    def frame_at(self, t: float) -> list[DiePose]:
        """The dice at `t` seconds into the throw, between keyframes by straight lines (the
        face is the earlier keyframe's); before 0 the first keyframe, after the end the last."""
        if t <= 0:
            return list(self._frames[0])
        pos = t / KEYFRAME
        i = int(pos)
        if i >= len(self._frames) - 1:
            return list(self._frames[-1])
        k = pos - i
        a, b = self._frames[i], self._frames[i + 1]
        return [DiePose(p.x + (q.x - p.x) * k, p.y + (q.y - p.y) * k, p.angle + (q.angle - p.angle) * k,
                        p.face, p.moving, p.lift + (q.lift - p.lift) * k) for p, q in zip(a, b)]

    def final_poses(self) -> list[DiePose]:
        return list(self._frames[-1])

    def travel(self, die: int) -> float:
        """How far a die's centre went over the throw (along its path)."""
        frames = self._frames
        return sum(math.hypot(b[die].x - a[die].x, b[die].y - a[die].y) for a, b in zip(frames, frames[1:]))

    def _with_faces(self, raw, tumbles: list[list[int]]) -> list[list[DiePose]]:
        """Give each keyframe its faces: per die, a chain of adjacent faces ending on the
        one asked for, changing at its tumbles."""
        shown: list[list[int]] = []
        for i, wanted in enumerate(self.faces):
            chain = [wanted]
            for _ in tumbles[i]:
                after = chain[-2] if len(chain) > 1 else None
                choices = [f for f in NEIGHBOURS[chain[-1]] if f != after]
                chain.append(self.rng.choice(choices))
            chain.reverse()                      # chain[k]: the face after k tumbles
            faces, k = [], 0
            for frame in range(len(raw)):
                while k < len(tumbles[i]) and tumbles[i][k] <= frame:
                    k += 1
                faces.append(chain[k])
            shown.append(faces)
        return [[DiePose(x, y, angle, shown[i][frame], moving, lift)
                 for i, (x, y, angle, moving, lift) in enumerate(poses)] for frame, poses in enumerate(raw)]


class ThrowPhysics:
    """The physics of a throw of `count` dice, which does not depend on the faces they will
    show: run whole by `advance()`, or a few keyframes at a time (`advance(keyframes)`) on
    frames with time to spare before the throw is shown. Same arguments, same keyframes."""

    def __init__(self, count: int, width: float, height: float, seed: int,
                 die_size: float | None = None, side: str = "left"):
        if side not in ("left", "right"):
            raise ValueError(f"dice come in from the left or the right, not {side!r}")
        self.key = self.key_for(count, width, height, seed, die_size, side)
        self.count = count
        self.width, self.height = float(width), float(height)
        self.size = die_size or die_size_for(width, height, count)
        if not fits(count, self.width, self.height, self.size):
            raise ValueError(f"{count} dice {self.size:g} wide do not fit a tray {self.width:g} x {self.height:g}")
        self.side = side
        self.rng = random.Random(seed)
        self.impacts: list[Impact] = []
        self.wall_hits = [0] * count
        self.raw: list[list[tuple[float, float, float, bool, float]]] = []
        self.tumbles: list[list[int]] = [[] for _ in range(count)]     # keyframes where a face changed
        self.done = False
        # the space is made by the first advance, not here: a throw is announced (prepare) on the
        # frame a move lands, and making the space is a step of its own on a later frame
        self._space_and_bodies = None
        self._clock = [0.0]
        self._air: list[float] = []
        self._felt: list[tuple[pymunk.Constraint, pymunk.Constraint] | None] = [None] * count
        self._rolled = [0.0] * count               # fast travel since the last face change
        self._frame = 0

    @property
    def started(self) -> bool:
        """True once the space is made (by the first `advance`)."""
        return self._space_and_bodies is not None or self.done

    def _start(self) -> None:
        self._space_and_bodies = self._space()
        self._listen(self._space_and_bodies[0], self._clock)
        self._air = [AIR_SECONDS * self.rng.uniform(0.8, 1.2) for _ in range(self.count)]

    @staticmethod
    def key_for(count, width, height, seed, die_size, side) -> tuple:
        return (count, float(width), float(height), seed, die_size, side)

    def _space(self) -> tuple[pymunk.Space, list[pymunk.Body]]:
        rng, s, w, h = self.rng, self.size, self.width, self.height
        space = pymunk.Space()
        space.iterations = 20
        space.collision_slop = 0.02
        # thick walls just outside the tray: nothing can tunnel through them
        thick = max(w, h)
        for a, b in (((-thick, -thick), (w + thick, -thick)), ((-thick, h + thick), (w + thick, h + thick)),
                     ((-thick, -thick), (-thick, h + thick)), ((w + thick, -thick), (w + thick, h + thick))):
            wall = pymunk.Segment(space.static_body, a, b, thick)
            wall.elasticity, wall.friction, wall.collision_type = WALL_BOUNCE, 0.5, _WALL
            space.add(wall)

        n = self.count
        gap = s * 1.2
        columns, rows = _columns_and_rows(n, h, s)
        slots = [(c, r) for c in range(columns) for r in range(rows)][:n]
        rng.shuffle(slots)
        bodies = []
        corner = s * 0.12
        for i, (column, row) in enumerate(slots):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (s, s)))
            x = s * 0.75 + column * gap + rng.uniform(-0.05, 0.05) * s
            y = h / 2 + (row - (rows - 1) / 2) * gap + rng.uniform(-0.08, 0.08) * s
            heading = math.radians(rng.uniform(-THROW_SPREAD, THROW_SPREAD))
            speed = w * rng.uniform(*THROW_SPEED)
            vx, vy = speed * math.cos(heading), speed * math.sin(heading)
            if self.side == "right":
                x, vx = w - x, -vx
            body.position = (x, y)
            body.angle = rng.uniform(0, math.tau)
            body.velocity = (vx, vy)
            body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(7, 15)
            shape = pymunk.Poly.create_box(body, (s - 2 * corner, s - 2 * corner), radius=corner)
            shape.elasticity, shape.friction, shape.collision_type = DIE_BOUNCE, 0.35, _DIE
            shape.die = i
            space.add(body, shape)
            bodies.append(body)
        return space, bodies

    def _listen(self, space: pymunk.Space, clock: list[float]) -> None:
        """Count the hits as they start (once per contact, not every step it lasts)."""
        def hit(arbiter, _space, _data):
            a, b = arbiter.shapes
            closing = (a.body.velocity - b.body.velocity).dot(arbiter.normal)
            wall = _WALL in (a.collision_type, b.collision_type)
            for shape in (a, b):
                die = getattr(shape, "die", None)
                if die is not None:
                    self.impacts.append(Impact(clock[0], die, wall, abs(closing) / self.size))
                    if wall:
                        self.wall_hits[die] += 1
            return True
        space.add_collision_handler(_DIE, _WALL).begin = hit
        space.add_collision_handler(_DIE, _DIE).begin = hit

    def advance(self, keyframes: int | None = None) -> bool:
        """Simulate up to `keyframes` more keyframes (None: to the end). True once done. The
        first call with a number of keyframes only makes the space (about as costly as them)."""
        if self.done:
            return True
        if self._space_and_bodies is None:
            self._start()
            if keyframes is not None:
                return False
        space, bodies = self._space_and_bodies
        air, felt, rolled, tumbles, raw = self._air, self._felt, self._rolled, self.tumbles, self.raw
        s = self.size
        last = int(MAX_SECONDS / KEYFRAME)
        dt = KEYFRAME / SUBSTEPS
        stop = last if keyframes is None else min(last, self._frame + keyframes - 1)
        while self._frame <= stop:
            frame = self._frame
            self._frame += 1
            t = frame * KEYFRAME
            late = 1.0 + 3.0 * max(0.0, t - 2.0)        # make sure all rest by the cap
            for i, body in enumerate(bodies):
                if felt[i] is None and t >= air[i]:
                    felt[i] = self._on_felt(space, body)
                if felt[i] is not None:
                    felt[i][0].max_force = SLIDE * s * late
                    felt[i][1].max_force = SPIN * body.moment * late
            if frame:
                before = [b.position for b in bodies]
                for _ in range(SUBSTEPS):
                    space.step(dt)
                    self._clock[0] += dt
                for i, body in enumerate(bodies):
                    if body.velocity.length > FAST * s:
                        rolled[i] += (body.position - before[i]).length
                        if rolled[i] >= s:
                            rolled[i] -= s
                            tumbles[i].append(frame)
            at_rest = [felt[i] is not None and t > air[i] + HOP_SECONDS and b.velocity.length < REST * s
                       and abs(b.angular_velocity) < REST for i, b in enumerate(bodies)]
            for body, resting in zip(bodies, at_rest):
                if resting:
                    body.velocity, body.angular_velocity = (0, 0), 0.0
            raw.append([(b.position.x, b.position.y, math.degrees(b.angle), not at_rest[i], _lift(t, air[i]))
                        for i, b in enumerate(bodies)])
            if all(at_rest) or frame == last:
                self._relax(space, bodies)
                raw[-1] = [(b.position.x, b.position.y, math.degrees(b.angle), False, 0.0) for b in bodies]
                self.done = True
                self._space_and_bodies = None      # the space goes with its bodies
                return True
        return False

    @staticmethod
    def _on_felt(space: pymunk.Space, body: pymunk.Body) -> tuple[pymunk.Constraint, pymunk.Constraint]:
        """Sliding friction from the felt, once a die has landed: joints to the tray that
        only resist motion (no pull back to a place), each with a fixed strength, so a die
        slows by a fixed amount a second and comes to a dead stop."""
        slide = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
        spin = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
        for joint in (slide, spin):
            joint.max_bias = 0
            space.add(joint)
        return slide, spin

    @staticmethod
    def _relax(space: pymunk.Space, bodies: list[pymunk.Body]) -> None:
        """Stopped dice may touch a hair too closely: a few still steps push them apart (the
        solver separates shapes without giving them speed)."""
        for _ in range(30):
            for body in bodies:
                body.velocity, body.angular_velocity = (0, 0), 0.0
            space.step(KEYFRAME / SUBSTEPS)
        for body in bodies:
            body.velocity, body.angular_velocity = (0, 0), 0.0


def _lift(t: float, air: float) -> float:
    """Height above the felt: falling from 1 at the throw to 0 at `air`, then a small hop."""
    if t < air:
        return 1.0 - (t / air) ** 2
    if t < air + HOP_SECONDS:
        return 0.18 * math.sin(math.pi * (t - air) / HOP_SECONDS)
    return 0.0
