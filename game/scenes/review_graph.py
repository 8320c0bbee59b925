"""The review's graph (review_part.py): how good the position was for each seat over the match,
one line per seat drawn (two seats: the viewer's, the other's being its mirror), a red dot on
each mistake where its move lands, a mark where the match turned, the cursor on the move the
card speaks of with its span shaded, and a legend: whose line, which way is better, the even
line."""
from __future__ import annotations

import arcade

from game.core.review import POINTS
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text, set_text

LEGEND_H = 16
SWATCH_W = 10
EVEN_COLOUR = theme.with_alpha(theme.TEXT_MUTED, 110)


class ReviewGraph:
    """Drawn in `rect`, its legend in the row under it; asks `part` (the ReviewPart) for the
    review, the rows, the seats' colours and names."""

    def __init__(self, part):
        self.part = part
        self.shapes = CachedShapes(self._build)
        self.rect = (0.0, 0.0, 1.0, 1.0)
        self.legend_names: list[arcade.Text] = []
        self.legend_better = None
        self.even_label = None
        self.swatches: list[tuple[float, float, int]] = []      # (x, y, seat) of each legend entry's colour

    # ---- placing ------------------------------------------------------------------------------
    def layout(self, rect, batch) -> None:
        """The graph in `rect`; its legend under it (LEGEND_H), its texts in `batch`."""
        self.rect = gl, gb, gw, gh = rect
        self.batch = batch
        y = gb - 4 - LEGEND_H / 2
        self.legend_names = [make_text("", gl, y, theme.SIZE_TINY - 1, theme.TEXT, batch=batch)
                             for _ in self.part.seats_drawn()]
        self.legend_better = make_text("", gl + gw, y, theme.SIZE_TINY - 1, theme.TEXT_MUTED, anchor_x="right",
                                       batch=batch)
        self.even_label = make_text("even", gl, y, theme.SIZE_TINY - 1, theme.TEXT_MUTED, batch=batch)
        self.write_legend()
        self.shapes.invalidate()

    def write_legend(self) -> None:
        """Each line's colour and seat ("You" for the viewer) from the left; at the right, the
        even line's dash and which way is better; all shrunk where four names are long."""
        part = self.part
        gl, gb, gw, gh = self.rect
        drawn = part.seats_drawn()
        who = part.seat_words(drawn[0])
        better = "↑ better for " + ("you" if who == "You" else who) if len(drawn) == 1 else "↑ better"
        sizes = (theme.SIZE_TINY - 1, theme.SIZE_TINY - 2, theme.SIZE_TINY - 3)
        for even, size in [(True, size) for size in sizes] + [(False, size) for size in sizes]:
            set_text(self.legend_better, better, size)
            set_text(self.even_label, "even" if even else "", size)       # (left out where four names are long)
            self.even_label.x = self.legend_better.x - self.legend_better.content_width - 10 - \
                (self.even_label.content_width if even else 0)       # (an emptied text keeps its width)
            x = gl
            self.swatches = []
            for text, seat in zip(self.legend_names, drawn):
                self.swatches.append((x, text.y, seat))
                text.x = x + SWATCH_W + 3
                set_text(text, part.seat_words(seat), size)
                x = text.x + text.content_width + 8
            if x <= self.even_label.x - (SWATCH_W + 4 if even else 0):
                break

    # ---- geometry -----------------------------------------------------------------------------
    def scale(self) -> tuple[float, float]:
        """The value range (bottom, top)."""
        review = self.part.review
        if review.units != POINTS:
            return 0.0, 1.0
        largest = max([1.0] + [abs(v) for vs in review.values if vs for v in vs])
        return -largest, largest

    def even(self, low: float, high: float) -> float:
        """Where no seat is ahead: a draw in points, a fair share of the chances (1 in 2, 1 in 4)."""
        if self.part.review.units == POINTS:
            return 0.0
        return 1.0 / max(2, len(self.part.screen.session.seats))     # (alone: against the game)

    def x_of(self, position: int) -> float:
        gl, gb, gw, gh = self.rect
        return gl + gw * position / max(1, self.part.review.total_plies)

    def point(self, position: int, value: float) -> tuple[float, float]:
        gl, gb, gw, gh = self.rect
        low, high = self.scale()
        return self.x_of(position), gb + gh * (value - low) / (high - low)

    def position_at(self, x: float) -> int:
        gl, gb, gw, gh = self.rect
        total = self.part.review.total_plies
        return max(0, min(total, round((x - gl) / gw * total)))

    def contains(self, x: float, y: float) -> bool:
        gl, gb, gw, gh = self.rect
        return gl - 6 <= x <= gl + gw + 6 and gb - 6 <= y <= gb + gh + 6

    def dot_of(self, row, values: list | None = None) -> tuple[float, float] | None:
        """Where a row's mistake dot is: at the position its decision leads to, on its mover's
        line (two seats, one line: on the line drawn, at that point)."""
        values = shown_values(self.part.review) if values is None else values
        after = values[row.last] if row.last < len(values) else None
        if not after or row.seat is None:
            return None
        drawn = self.part.seats_drawn()
        return self.point(row.last, after[row.seat if row.seat in drawn else drawn[0]])

    # ---- drawing ------------------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        part = self.part
        screen = part.screen
        gl, gb, gw, gh = self.rect
        sb.rounded_rect(gl - 4, gb - 4, gw + 8, gh + 8, 8, theme.PANEL_LIGHT)
        low, high = self.scale()
        even_y = self.point(0, self.even(low, high))[1]
        sb.rect(gl, even_y - 0.75, gw, 1.5, EVEN_COLOUR)
        values = shown_values(part.review)
        for seat in part.seats_drawn():
            points = [self.point(i, v[seat]) for i, v in enumerate(values) if v]
            if len(points) >= 2:
                # a light edge under each line: a dark seat colour (Black) still shows
                sb.polyline(points, 4.5, theme.with_alpha(theme.CREAM, 90))
                sb.polyline(points, 2.5, screen.seat_colour(seat))
        turn = part.review.turning_point
        if turn is not None:                   # a gold tick at the top where the match turned
            x = self.x_of(turn.ply)
            sb.triangle((x - 6, gb + gh + 4), (x + 6, gb + gh + 4), (x, gb + gh - 6), theme.ACCENT)
        for row in part.index.rows:
            dot = self.dot_of(row, values) if row.mistake else None
            if dot is not None:
                sb.circle(dot[0], dot[1], 6, theme.BAD)
                sb.circle(dot[0], dot[1], 3.5, screen.seat_colour(row.seat))
        if self.even_label.text:                # the legend's even dash
            ex, ey = self.even_label.x - SWATCH_W - 4, self.even_label.y
            sb.rect(ex, ey - 1, SWATCH_W, 2, EVEN_COLOUR)
        for x, y, seat in self.swatches:        # the legend's colours
            sb.rect(x - 1, y - 2.5, SWATCH_W + 2, 5, theme.with_alpha(theme.CREAM, 90))
            sb.rect(x, y - 1.5, SWATCH_W, 3, screen.seat_colour(seat))

    def draw(self, row, end: int) -> None:
        """The graph; over it the span of `row` (the decision the card shows) shaded and the
        cursor on its dot, or at the end's position when `row` is None."""
        self.shapes.draw()
        gl, gb, gw, gh = self.rect
        if row is not None:
            x0, x1 = self.x_of(row.first), self.x_of(row.end)
            arcade.draw_lrbt_rectangle_filled(x0, max(x1, x0 + 2), gb, gb + gh, theme.with_alpha(theme.ACCENT, 45))
        x = self.cursor_x(row, end)
        arcade.draw_lrbt_rectangle_filled(x - 1, x + 1, gb - 2, gb + gh + 2, theme.ACCENT)

    def cursor_x(self, row, end: int) -> float:
        return self.x_of(row.last if row is not None else end)


def shown_values(review) -> list:
    """The graph's values: estimated ones evened out over their neighbours (1-2-1), since a
    search leans a little towards whoever is to move, which would draw the line as a zigzag;
    exact values (points) as they are."""
    values = review.values
    if review.units == POINTS:
        return values
    shown = []
    for i, here in enumerate(values):
        if not here:
            shown.append(here)
            continue
        before = values[i - 1] if i > 0 and values[i - 1] else here
        after = values[i + 1] if i + 1 < len(values) and values[i + 1] else here
        shown.append([(a + 2 * b + c) / 4 for a, b, c in zip(before, here, after)])
    return shown
