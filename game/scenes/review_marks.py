"""What the review draws on the board (review_part.py), over the position before the decision
its card shows: the move played, an arrow from its first spot to its last (a piece moved) or a
ghost disc where it has one spot, in the mover's colour; where it was a mistake, the better
move another way: a pulsing green ring (a dashed green arrow for a piece moved) labelled
"better". And the peek: the position after the move played or after the better move, which
the board shows instead of the replay position (GameScreen.show_peek); there, only that move's
spots are outlined. The spots are the screen's `lesson_anchors`."""
from __future__ import annotations

import math

import arcade

from game.core.state import GameState, IllegalMove
from game.ui import theme
from game.ui.widgets import make_text

PLAYED, BETTER = "played", "better"
GHOST_R = 16
DASH, GAP = 9.0, 6.0


class ReviewMarks:
    def __init__(self, screen):
        self.screen = screen
        self.key = None                   # (first, last, end, best) of the row prepared
        self.row = None
        self.played: list = []            # the row's decision moves, as moves of the game
        self.better = None                # the better first move (a mistake's), or None
        self._after_better: GameState | None = None
        self.labels = {PLAYED: make_text("played", 0, 0, theme.SIZE_TINY - 1, theme.CREAM, bold=True,
                                         anchor_x="center"),
                       BETTER: make_text("better", 0, 0, theme.SIZE_TINY - 1, theme.ACCENT_TEXT, bold=True,
                                         anchor_x="center")}

    def prepare(self, row) -> None:
        """Read the moves of `row` (the decision the card shows; None at the end) once."""
        key = None if row is None else (row.first, row.last, row.end, row.best if row.mistake else None)
        self.row = row
        if key == self.key:
            return
        self.key, self.played, self.better, self._after_better = key, [], None, None
        if row is None:
            return
        session = self.screen.session
        before = session.state_at(row.first)
        state = before.clone() if row.last > row.first + 1 else before
        try:
            for index in range(row.first, row.last):
                move = state.text_to_move(session.moves[index])
                self.played.append(move)
                if index + 1 < row.last:
                    state.apply(move)
            if row.mistake and row.best:
                self.better = before.text_to_move(row.best)
        except (IllegalMove, ValueError, IndexError):
            pass                           # (a move that does not read here is not drawn)

    # ---- the peek ------------------------------------------------------------------------------
    def can_peek(self, kind: str) -> bool:
        return self.row is not None and (kind == PLAYED or self.better is not None)

    def after(self, kind: str) -> GameState | None:
        """The position after the move played (with its outcome: the dice it brought) or
        after the better move."""
        if not self.can_peek(kind):
            return None
        session = self.screen.session
        if kind == PLAYED:
            return session.state_at(self.row.end)
        if self._after_better is None:
            state = session.state_at(self.row.first).clone()
            state.apply(self.better)
            self._after_better = state
        return self._after_better

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, peeking: str | None) -> None:
        """Over the board: the played move and the better one (only the one peeked at, outlined,
        on the position after it)."""
        row = self.row
        if row is None:
            return
        s = self.screen
        if peeking != BETTER and row.seat is not None:
            colour = s.seat_colour(row.seat)
            spots = []
            for move in self.played:
                anchors = s.lesson_anchors(move)
                if len(anchors) >= 2:
                    draw_arrow(anchors[0], anchors[-1], colour, thin=peeking is not None)
                    spots.append(anchors[-1])
                elif anchors and anchors[0] not in spots:
                    draw_ghost(*anchors[0], colour, outline_only=peeking is not None)
                    spots.append(anchors[0])
            if spots:
                self._label(PLAYED, spots[0], above=True, colour=colour)
        if peeking != PLAYED and self.better is not None:
            anchors = s.lesson_anchors(self.better)
            pulse = 0.5 + 0.5 * math.sin(s.time * 4.0)
            if len(anchors) >= 2:
                draw_arrow(anchors[0], anchors[-1], theme.GOOD, dashed=True)
            for x, y in anchors[-1:]:
                arcade.draw_circle_outline(x, y, 18 + 5 * pulse, theme.with_alpha(theme.GOOD, 150 + int(100 * pulse)),
                                           3, num_segments=40)
                self._label(BETTER, (x, y), above=False, colour=theme.GOOD)

    def _label(self, kind: str, spot: tuple[float, float], above: bool, colour) -> None:
        """A small tag by a mark: "played" above it on the mover's colour, "better" below on green."""
        text = self.labels[kind]
        x, y = spot[0], spot[1] + (GHOST_R + 14 if above else -GHOST_R - 16)
        if (text.x, text.y) != (x, y):
            text.x, text.y = x, y
        half, h = text.content_width / 2 + 6, 9
        arcade.draw_lrbt_rectangle_filled(x - half - 1, x + half + 1, y - h - 1, y + h + 1, (10, 14, 28, 200))
        arcade.draw_lrbt_rectangle_filled(x - half, x + half, y - h, y + h, theme.shade(colour, 0.55) if above
                                          else colour)
        text.draw()


def draw_ghost(x: float, y: float, colour, outline_only: bool = False) -> None:
    """A disc of the mover's colour, see-through, on the spot of a move with one."""
    if not outline_only:
        arcade.draw_circle_filled(x, y, GHOST_R, theme.with_alpha(colour, 150), num_segments=32)
    arcade.draw_circle_outline(x, y, GHOST_R + 1.5, (10, 14, 28, 160), 5, num_segments=32)
    arcade.draw_circle_outline(x, y, GHOST_R, theme.with_alpha(colour, 255), 3, num_segments=32)


def draw_arrow(a: tuple[float, float], b: tuple[float, float], colour, dashed: bool = False,
               thin: bool = False) -> None:
    """An arrow from spot `a` to spot `b` with a dark edge, its head ending on `b`."""
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head, width = (14.0, 4.0) if thin else (18.0, 7.0)
    bx, by = x1 - ux * head, y1 - uy * head              # where the head begins
    pieces = _dashes((x0, y0), (bx, by)) if dashed else [((x0, y0), (bx, by))]
    for (px, py), (qx, qy) in pieces:
        arcade.draw_line(px, py, qx, qy, (10, 14, 28, 150), width + 3)
    for (px, py), (qx, qy) in pieces:
        arcade.draw_line(px, py, qx, qy, theme.with_alpha(colour, 235), width)
    nx, ny = -uy, ux
    wing = head * 0.62
    tip, left, right = (x1, y1), (bx + nx * wing, by + ny * wing), (bx - nx * wing, by - ny * wing)
    arcade.draw_triangle_filled(*tip, *left, *right, theme.with_alpha(colour, 235))
    arcade.draw_polygon_outline([tip, left, right], (10, 14, 28, 150), 1.5)


def _dashes(a: tuple[float, float], b: tuple[float, float]) -> list:
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    out, at = [], 0.0
    while at < length:
        end = min(length, at + DASH)
        out.append(((x0 + (x1 - x0) * at / length, y0 + (y1 - y0) * at / length),
                    (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)))
        at = end + GAP
    return out
