"""A move on screen (`MoveAnimation`): the piece slides to its target on its own board, then lifts
and flies along the crossing arc (a dotted trail) to the twin square of the other board; a captured
piece swells and fades where it stood. Also the easing curves the screen's motions use."""
from __future__ import annotations

import math

from game.engines.dodgson.board import BOARD_OFFSET, PAWNLIKE
from game.scenes.dodgson.layout import SQ, TOKEN_R, arc_height, arc_point, square_xy
from game.scenes.dodgson.palette import chip_colour
from game.scenes.dodgson.pieces import add_pawnlike_badge, add_token
from game.scenes.dodgson.snapshot import Snapshot
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

    def build_victim(self, sb: ShapeBuilder) -> None:
        """The captured piece: it swells and fades as the attacker lands on it, with a ring
        bursting out in its owner's colour."""
        a = self.victim_alpha()
        if a <= 0:
            return
        vx, vy = self.mid
        seat = self.victim >> 3
        add_token(sb, seat, vx, vy, TOKEN_R * self.victim_scale(), alpha=a)
        if self.victim_on_top():
            p = 1 - a
            sb.ring(vx, vy, SQ * (0.4 + 0.45 * p), 3.0, theme.with_alpha(theme.shade(chip_colour(seat), 1.2), 230 * a))

    def victim_alpha(self) -> float:
        if not self.victim:
            return 0.0
        start, end = self.slide * 0.7, self.slide + theme.anim(0.35)
        return 1.0 - max(0.0, min(1.0, (self.time - start) / max(0.01, end - start)))

    def build(self, sb: ShapeBuilder) -> None:
        """The arc's trail, the moving token and the ring where it lands (rebuilt every frame)."""
        colour = chip_colour(self.mover)
        u = self.crossing()
        # the arc: a dotted path that appears as the piece lifts and fades after it lands
        show = min(1.0, self.time / max(0.01, self.slide)) if u < 1 else \
            max(0.0, 1.0 - (self.time - self.slide - self.cross) / max(0.01, self.settle))
        if show > 0:
            steps = 30
            for k in range(1, steps):
                s = k / steps
                px, py = arc_point(self.mid, self.dst, s, self.height)
                passed = s <= ease_in_out(u)
                alpha = (235 if passed else 130) * show
                sb.circle(px, py, 3.4 if passed else 2.6, theme.with_alpha(theme.BACKGROUND_DEEP, alpha * 0.6), segments=8)
                sb.circle(px, py, 2.4 if passed else 1.7, theme.with_alpha(theme.CREAM, alpha), segments=8)
            x1, y1 = self.dst
            sb.ring(x1, y1, SQ * 0.46, 2.5, theme.with_alpha(theme.shade(colour, 1.25), 170 * show))
        x, y = self.piece_xy()
        lift = self.lift()
        add_token(sb, self.mover, x, y, TOKEN_R * (1 + 0.12 * lift), lift=lift)
        if self.kind_now() == PAWNLIKE:
            add_pawnlike_badge(sb, x, y, TOKEN_R)
        if u >= 1:
            # a soft ring spreading from the landing square
            p = (self.time - self.slide - self.cross) / max(0.01, self.settle)
            sb.ring(self.dst[0], self.dst[1], SQ * (0.42 + 0.25 * p), 2.0,
                    theme.with_alpha(theme.CREAM, 160 * (1 - min(1.0, p))))
