"""A move on screen (`MoveAnimation`): the piece travels (eased, with a trail), the cells around
the landing point fill in, then the states won flip in a sweep; and the easing curves it uses."""
from __future__ import annotations

import math

from game.engines.constitution.board import point_to_screen
from game.engines.constitution.mapdata import point_cells
from game.scenes.constitution.map_view import ConstitutionMapView
from game.scenes.constitution.snapshot import Snapshot
from game.ui import theme
from game.ui.draw import ShapeBuilder


def ease_in_out(t: float) -> float:
    """Smooth start and stop (cubic)."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles (a pop)."""
    t = max(0.0, min(1.0, t))
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


class MoveAnimation:
    """The piece travels along its straight line (eased, leaving a trail), the undecided cells
    around the landing point fill in, then every state won flips in a sweep spreading from the
    landing point. `events` collects "land" / "flip" / "done" for sounds."""

    def __init__(self, view: ConstitutionMapView, before: Snapshot, after: Snapshot, mover: int,
                 start_choice: bool = False):
        self.view = view
        self.before, self.after = before, after
        self.mover = mover
        self.start_choice = start_choice
        self.time = 0.0
        self.events: list[str] = []
        self._fired: set[str] = set()
        self.origin = before.pieces[mover] if not start_choice else None
        self.target = after.pieces[mover]
        gained = [c for c in range(len(after.owners))
                  if after.owners[c] == mover + 1 and before.owners[c] != mover + 1]
        corner_cells = set()
        if self.target is not None:
            corner_cells = {view.cell_index[cell] for cell in point_cells(self.target) if cell in view.cell_index}
        self.fill_cells = [c for c in gained if c in corner_cells and before.owners[c] == 0]
        sweep = [c for c in gained if c not in self.fill_cells]
        tx, ty = view.point_xy(self.target) if self.target is not None else (0.0, 0.0)
        distance = {c: math.hypot(view.cell_centre[c][0] - tx, view.cell_centre[c][1] - ty) for c in sweep}
        far = max(distance.values(), default=1.0) or 1.0
        self.regions_won = [r for r, (w0, w1) in enumerate(zip(before.winners, after.winners))
                            if w0 != w1 and w1 == mover]
        # durations (scaled by the animation-speed setting)
        if start_choice:
            self.travel = 0.0
        elif self.origin is not None and self.target is not None:
            length = math.dist(point_to_screen(self.origin), point_to_screen(self.target))
            self.travel = theme.anim(min(0.75, 0.22 + 0.045 * length))
        else:
            self.travel = 0.0
        self.fill = theme.anim(0.32) if self.fill_cells else 0.0
        self.flip = theme.anim(0.75) if sweep else 0.0
        self.sweep = [(c, self.travel + self.fill + self.flip * 0.7 * distance[c] / far) for c in sweep]
        self.cell_pop = theme.anim(0.22)
        self.length = self.travel + self.fill + self.flip + theme.anim(0.12 if not start_choice else 0.45)
        # when the last cell has finished turning over: from then on the cells look as the map
        # draws them after the move, and the screen may show the new position under them
        fill_ends = [self.travel + self.fill * 0.6 * i / max(1, len(self.fill_cells)) for i in range(len(self.fill_cells))]
        self.settle_time = max([self.travel] + [t0 + self.cell_pop for t0 in fill_ends]
                               + [t0 + self.cell_pop for _, t0 in self.sweep])

    @property
    def done(self) -> bool:
        return self.time >= self.length

    @property
    def settled(self) -> bool:
        """Every cell has turned over (the last moments of the animation, or its end)."""
        return self.time >= self.settle_time

    def update(self, dt: float) -> None:
        self.time += dt
        if self.time >= self.travel and "land" not in self._fired and not self.start_choice:
            self._fired.add("land")
            self.events.append("land")
        if self.sweep and self.time >= self.travel + self.fill and "flip" not in self._fired:
            self._fired.add("flip")
            self.events.append("flip")
        if self.done and "done" not in self._fired:
            self._fired.add("done")
            self.events.append("done")

    def piece_xy(self, seat: int):
        """Where a piece is drawn now (None when it is not on the board)."""
        if seat != self.mover or self.start_choice:
            point = self.after.pieces[seat]
            return self.view.point_xy(point) if point is not None else None
        if self.origin is None or self.travel <= 0:
            return self.view.point_xy(self.target)
        t = ease_in_out(self.time / self.travel)
        (x0, y0), (x1, y1) = self.view.point_xy(self.origin), self.view.point_xy(self.target)
        # a little hop over the board while travelling
        hop = math.sin(math.pi * min(1.0, self.time / self.travel)) * self.view.scale * 0.35
        return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + hop)

    def build(self, sb: ShapeBuilder) -> None:
        """The animated cells and the trail (rebuilt every frame while the animation runs)."""
        view = self.view
        colour = theme.player_colour(self.mover)
        # the trail: a tapering ribbon behind the piece, fading out after landing
        if self.origin is not None and self.target is not None and self.travel > 0:
            fade = 1.0 - max(0.0, (self.time - self.travel) / max(0.01, theme.anim(0.35)))
            if fade > 0:
                (x0, y0) = view.point_xy(self.origin)
                t = ease_in_out(self.time / self.travel)
                tail = ease_in_out(max(0.0, (self.time - 0.12) / self.travel)) * 0.85
                x1, y1 = view.point_xy(self.target)
                hx, hy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                tx, ty = x0 + (x1 - x0) * tail, y0 + (y1 - y0) * tail
                width = view.scale * 0.42
                dx, dy = hx - tx, hy - ty
                length = math.hypot(dx, dy) or 1.0
                nx, ny = -dy / length * width / 2, dx / length * width / 2
                head = theme.with_alpha(theme.shade(colour, 1.25), 190 * fade)
                tail_c = theme.with_alpha(colour, 0)
                sb.quad((tx, ty), (hx + nx, hy + ny), (hx - nx, hy - ny), (tx, ty), None,
                        colours=(tail_c, head, head, tail_c))
                # sparkles left along the way
                for k in range(1, 7):
                    s = t - k * 0.09
                    if s <= 0:
                        break
                    sx, sy = x0 + (x1 - x0) * ease_in_out(s), y0 + (y1 - y0) * ease_in_out(s)
                    sb.circle(sx, sy, view.scale * (0.16 - 0.018 * k),
                              theme.with_alpha(theme.CREAM, (150 - 20 * k) * fade), segments=8)
        # landing: the cells around the point fill in, one after another
        start = self.travel
        for i, c in enumerate(self.fill_cells):
            t0 = start + self.fill * 0.6 * i / max(1, len(self.fill_cells))
            p = (self.time - t0) / self.cell_pop
            if p <= 0:
                continue
            _cell_pop(sb, view, c, ease_out_back(p), self.mover, flash=max(0.0, 1.0 - p * 1.6),
                      elector=self.after.elector_cells[c])
        # states won: each cell flips when the sweep reaches it
        for c, t0 in self.sweep:
            p = (self.time - t0) / self.cell_pop
            if p <= 0:
                continue
            _cell_pop(sb, view, c, min(1.0, ease_out_back(p)), self.mover, flash=max(0.0, 1.0 - p * 1.4),
                      elector=self.after.elector_cells[c])


def _cell_pop(sb: ShapeBuilder, view: ConstitutionMapView, c: int, scale: float, seat: int, flash: float,
              elector: bool) -> None:
    """Cell c turning to `seat`'s colour: it grows from its centre, white-hot at first, and ends
    exactly as the map draws it (so nothing jumps when the animation hands over to the map)."""
    cx, cy = view.cell_centre[c]
    fill = view.lit(view.cell_colour(seat + 1, elector, view.cell_region[c]), cy)
    fill = theme.mix(fill, theme.CREAM, flash * 0.8)
    pts = [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in view.cell_vertices(c)]
    sb.triangle(*pts, fill)
    view.add_cell_mark(sb, c, seat + 1, elector, size=scale)
