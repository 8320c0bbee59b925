"""A move on screen: `MoveAnimation` times it (the piece slides to its target on its own board, then
lifts and flies along the crossing arc to the twin square of the other board; a captured piece
swells and fades where it stood) and `MoveDrawing` draws it. Also the easing curves the screen's
motions use."""
from __future__ import annotations

import math

import arcade

from game.engines.dodgson.board import BOARD_OFFSET
from game.scenes.dodgson.layout import SQ, arc_height, arc_point, square_xy
from game.scenes.dodgson.palette import chip_colour
from game.scenes.dodgson.pieces import piece_art, shadow_art
from game.scenes.dodgson.snapshot import Snapshot
from game.scenes.dodgson.stamps import Stamps, draw_sprites
from game.ui import theme
from game.ui.draw import ShapeBuilder


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


class MoveAnimation:
    """The piece slides to its target on its own board (the victim fading there), then lifts and
    arcs over to the same square of the other board, where it lands (promoted, if it promotes)."""

    def __init__(self, before: Snapshot, move, mover: int):
        board, frm, to, promo = move
        self.before = before             # the baked layer keeps showing it until the piece lands
        self.mover = mover
        self.board = board
        self.frm, self.to = frm, to
        off = BOARD_OFFSET[board]
        self.code = before.cells[off + frm]
        self.victim = before.cells[off + to]
        self.final_kind = promo or (self.code & 7)
        self.src = square_xy(board, frm)
        self.mid = square_xy(board, to)
        self.dst = square_xy(1 - board, to)
        squares = math.dist(self.src, self.mid) / SQ
        self.slide = theme.anim(min(0.5, 0.16 + 0.07 * squares))
        self.cross = theme.anim(0.62)
        self.settle = theme.anim(0.14)
        self.length = self.slide + self.cross + self.settle
        self.height = arc_height(self.mid, self.dst)
        self.time = 0.0
        self.events: list[str] = []          # "take", "lift", "land": the screen plays their sounds
        self._fired: set[str] = set()

    @property
    def done(self) -> bool:
        return self.time >= self.length

    def update(self, dt: float) -> None:
        self.time += dt
        for name, at in (("take", self.slide * 0.85), ("lift", self.slide), ("land", self.slide + self.cross)):
            if self.time >= at and name not in self._fired:
                self._fired.add(name)
                if name != "take" or self.victim:
                    self.events.append(name)

    def crossing(self) -> float:
        """0..1 along the arc (0 while sliding)."""
        return max(0.0, min(1.0, (self.time - self.slide) / self.cross)) if self.cross else 1.0

    def piece_xy(self) -> tuple[float, float]:
        if self.time < self.slide:
            t = ease_in_out(self.time / self.slide)
            return (self.src[0] + (self.mid[0] - self.src[0]) * t, self.src[1] + (self.mid[1] - self.src[1]) * t)
        return arc_point(self.mid, self.dst, ease_in_out(self.crossing()), self.height)

    def lift(self) -> float:
        u = self.crossing()
        return math.sin(math.pi * u) if 0 < u < 1 else 0.0

    def kind_now(self) -> int:
        return self.final_kind if self.crossing() >= 0.5 else self.code & 7

    def victim_on_top(self) -> bool:
        """The victim is drawn under the attacker until it arrives, then over it as it bursts."""
        return self.time >= self.slide * 0.7

    def victim_scale(self) -> float:
        a = self.victim_alpha()
        return 1.0 + 0.45 * (1 - a) if self.victim_on_top() else 1.0

    def victim_alpha(self) -> float:
        if not self.victim:
            return 0.0
        start, end = self.slide * 0.7, self.slide + theme.anim(0.35)
        return 1.0 - max(0.0, min(1.0, (self.time - start) / max(0.01, end - start)))

    def trail_show(self) -> float:
        """How strongly the crossing trail shows: it appears as the piece slides and fades after
        it lands."""
        if self.crossing() < 1:
            return min(1.0, self.time / max(0.01, self.slide))
        return max(0.0, 1.0 - (self.time - self.slide - self.cross) / max(0.01, self.settle))


TRAIL_STEPS = 30                          # the trail's dots: one every 1/30 of the arc


def dot_art(passed: bool):
    """Draws a dot of the crossing trail (one the piece has passed is bigger) at (x, y)."""
    outer, inner = (3.4, 2.4) if passed else (2.6, 1.7)

    def draw(x: float, y: float) -> None:
        sb = ShapeBuilder()
        sb.circle(x, y, outer, theme.with_alpha(theme.BACKGROUND_DEEP, 153), segments=8)
        sb.circle(x, y, inner, theme.CREAM, segments=8)
        sb.draw()
    draw.side = 10                        # a small stamp: every pixel of a sprite costs
    return draw


class MoveDrawing:
    """A move in flight, drawn with stamps (stamps.py) moved and faded each frame: the captured
    piece swelling and fading with a ring bursting out in its owner's colour, the dotted trail
    along the crossing arc with a ring where it lands, the piece (its shadow falling away as it
    lifts), a soft ring spreading as it lands. Per frame only sprite positions, sizes and fades
    change, and the rings are a few dozen triangles.

    `update` (before anything of the frame is drawn) places the sprites, and makes any stamp
    still missing then: made after sprites were drawn in the frame, the software renderer would
    first wait for those draws to finish. `draw` draws."""

    def __init__(self, stamps: Stamps):
        self.stamps = stamps
        self._victim = arcade.SpriteList(atlas=stamps.atlas, capacity=1)
        self._victim.append(arcade.Sprite())
        self._trail = arcade.SpriteList(atlas=stamps.atlas, capacity=TRAIL_STEPS)
        self._trail.extend([arcade.Sprite() for _dot in range(1, TRAIL_STEPS)])
        self._flyer = arcade.SpriteList(atlas=stamps.atlas, capacity=2)
        self._flyer.extend([arcade.Sprite(), arcade.Sprite()])          # shadow, piece
        self._anim: MoveAnimation | None = None
        self._dots: list[tuple[float, float]] = []
        self._dot_state: list = []
        self._rings: dict[str, ShapeBuilder] = {}       # "landing", "settle", "burst": this frame's
        self._landing_key = None

    def _start(self, anim: MoveAnimation) -> None:
        self._anim = anim
        self._dots = [arc_point(anim.mid, anim.dst, k / TRAIL_STEPS, anim.height) for k in range(1, TRAIL_STEPS)]
        self._dot_state = [None] * len(self._dots)
        self._landing_key = None

    def update(self, anim: MoveAnimation) -> None:
        if anim is not self._anim:
            self._start(anim)
        rings = self._rings
        rings.pop("settle", None)
        rings.pop("burst", None)
        a = anim.victim_alpha()
        if a > 0:
            vx, vy = anim.mid
            seat, kind = anim.victim >> 3, anim.victim & 7
            self.stamps.place(self._victim[0], ("piece", seat, kind), piece_art(seat, kind), vx, vy,
                              anim.victim_scale(), a)
            if anim.victim_on_top():
                rings["burst"] = sb = ShapeBuilder()
                sb.ring(vx, vy, SQ * (0.4 + 0.45 * (1 - a)), 3.0,
                        theme.with_alpha(theme.shade(chip_colour(seat), 1.2), 230 * a))
        show = anim.trail_show()
        if show > 0:
            self._update_trail(anim, show)
        self._update_flyer(anim)
        if anim.crossing() >= 1:
            p = (anim.time - anim.slide - anim.cross) / max(0.01, anim.settle)
            rings["settle"] = sb = ShapeBuilder()
            sb.ring(anim.dst[0], anim.dst[1], SQ * (0.42 + 0.25 * p), 2.0,
                    theme.with_alpha(theme.CREAM, 160 * (1 - min(1.0, p))))

    def _update_trail(self, anim: MoveAnimation, show: float) -> None:
        reached = ease_in_out(anim.crossing())
        for k, ((x, y), sprite) in enumerate(zip(self._dots, self._trail)):
            passed = (k + 1) / TRAIL_STEPS <= reached
            if self._dot_state[k] != passed:
                self._dot_state[k] = passed
                self.stamps.place(sprite, ("dot", passed), dot_art(passed), x, y, 1.0, (235 if passed else 130) / 255)
        self._trail.color_normalized = (show, show, show, show)       # the whole trail fades (premultiplied)
        alpha = int(170 * show)
        if alpha != self._landing_key:        # the ring where it lands: still while the piece flies
            self._landing_key = alpha
            self._rings["landing"] = sb = ShapeBuilder()
            colour = theme.with_alpha(theme.shade(chip_colour(anim.mover), 1.25), alpha)
            sb.ring(anim.dst[0], anim.dst[1], SQ * 0.46, 2.5, colour)

    def _update_flyer(self, anim: MoveAnimation) -> None:
        x, y = anim.piece_xy()
        lift = anim.lift()
        kind = anim.kind_now()
        scale = 1 + 0.12 * lift
        off = 2 + lift * 9
        shadow, piece = self._flyer
        self.stamps.place(shadow, ("shadow", anim.mover), shadow_art(anim.mover), x + off * 0.5, y - off, scale,
                          (120 - 50 * lift) / 255)
        self.stamps.place(piece, ("body", anim.mover, kind), piece_art(anim.mover, kind, shadow=False), x, y, scale)

    def draw(self, anim: MoveAnimation) -> None:
        if anim is not self._anim:
            self.update(anim)
        a = anim.victim_alpha()
        victim_crisp = anim.victim_scale() == 1
        if a > 0 and not anim.victim_on_top():
            draw_sprites(self._victim, pixelated=victim_crisp)
        if anim.trail_show() > 0:
            draw_sprites(self._trail, pixelated=True)
            self._rings["landing"].draw()
        draw_sprites(self._flyer, pixelated=anim.lift() == 0)
        if "settle" in self._rings:
            self._rings["settle"].draw()
        if a > 0 and anim.victim_on_top():
            draw_sprites(self._victim, pixelated=victim_crisp)
            self._rings["burst"].draw()
