"""What marks the choice of a move on the boards (`Highlights`): the selected piece, its targets
(dots, capture wedges), squares blocked by their occupied twin (red no-entry rings), the focused
target with the crossing arc previewed to its twin and the piece's see-through ghost there, the
square under the pointer and the keyboard/pad cursor's corner brackets."""
from __future__ import annotations

import math

from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.layout import SQ, arc_height, arc_point, square_rect, square_xy
from game.scenes.dodgson.palette import BLOCKED, chip_colour, highlight_colour
from game.scenes.dodgson.pieces import GlyphPen, add_token
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder


class Highlights:
    """Drawn over the baked boards while no move plays, from the choice of a move it is given
    (`controls`: `selected`, `targets`, `blocked`, `focus`, the cursor, the position shown);
    rebuilt only when that changes."""

    def __init__(self, controls: DodgsonControls):
        self.controls = controls
        self._overlay = CachedShapes(self._build)
        self._key = None
        self._ghost = None                # ((piece, x, y), its shapes)
        self._pen = GlyphPen()

    def draw(self) -> None:
        s = self.controls
        key = (s.selected, s.focus, tuple(sorted(s.targets)), tuple(s.blocked), s.interactive,
               s.cursor() if s.cursor_shown else None, s.pass_pending, s.snap.turn)
        if key != self._key:
            self._key = key
            self._overlay.invalidate()
        self._overlay.draw()
        self._draw_focus_ghost()

    def _build(self, sb: ShapeBuilder) -> None:
        s = self.controls
        if not s.interactive:
            return
        mover = s.snap.turn
        colour = chip_colour(mover)
        hi = highlight_colour(mover)
        focus = s.focus
        if s.selected is not None:
            board, frm = s.selected
            other = 1 - board
            x, y = square_rect(board, frm)
            sb.rect(x, y, SQ, SQ, theme.with_alpha(theme.ACCENT, 70))
            sb.rounded_outline(x + 1, y + 1, SQ - 2, SQ - 2, 5, 3, theme.ACCENT)
            for t in s.targets:
                x, y = square_xy(board, t)
                if s.snap.piece(board, t) is not None:
                    # a capture: four corner wedges around the victim
                    l, b = square_rect(board, t)
                    k = SQ * 0.3
                    for cx, cy, dx, dy in ((l, b, 1, 1), (l + SQ, b, -1, 1), (l, b + SQ, 1, -1), (l + SQ, b + SQ, -1, -1)):
                        sb.triangle((cx, cy), (cx + dx * k, cy), (cx, cy + dy * k), theme.with_alpha(hi, 230))
                else:
                    sb.circle(x, y, 10.5, theme.with_alpha(theme.BACKGROUND_DEEP, 150), segments=18)
                    sb.circle(x, y, 8, theme.with_alpha(hi, 235), segments=18)
                # where it would stand: a faint ring on the other board
                tx, ty = square_xy(other, t)
                sb.ring(tx, ty, SQ * 0.2, 2.0, theme.with_alpha(hi, 120), segments=20)
            for t in s.blocked:
                x, y = square_xy(board, t)
                r = 9
                sb.circle(x, y, r + 3, theme.with_alpha(theme.BACKGROUND_DEEP, 150), segments=18)
                sb.ring(x, y, r, 2.5, theme.with_alpha(BLOCKED, 230), segments=18)
                sb.line((x - r * 0.6, y - r * 0.6), (x + r * 0.6, y + r * 0.6), 2.5, theme.with_alpha(BLOCKED, 230))
                # the twin that blocks it
                l, b = square_rect(other, t)
                sb.rounded_outline(l + 3, b + 3, SQ - 6, SQ - 6, 4, 1.5, theme.with_alpha(BLOCKED, 130))
            if focus is not None and focus[0] == board and focus[1] in s.targets:
                self._build_focused_target(sb, board, focus[1], colour, hi)
            elif focus is not None and focus[0] == board and focus[1] in s.blocked:
                t = focus[1]
                l, b = square_rect(board, t)
                sb.rounded_outline(l + 1, b + 1, SQ - 2, SQ - 2, 5, 3, BLOCKED)
                l2, b2 = square_rect(other, t)
                sb.rect(l2, b2, SQ, SQ, theme.with_alpha(BLOCKED, 60))
                sb.rounded_outline(l2 + 1, b2 + 1, SQ - 2, SQ - 2, 5, 3, BLOCKED)
        if focus is not None and s.selected is None and not s.pass_pending:
            if s.movable(*focus):
                l, b = square_rect(*focus)
                sb.rounded_outline(l + 1, b + 1, SQ - 2, SQ - 2, 5, 2.5, theme.with_alpha(theme.ACCENT, 220))
            # its twin on the other board, faintly: the square that must be empty to land here
            l, b = square_rect(1 - focus[0], focus[1])
            sb.rounded_outline(l + 3, b + 3, SQ - 6, SQ - 6, 5, 1.5, theme.with_alpha(theme.CREAM, 110))
        cur = s.cursor() if s.cursor_shown else None
        if cur is not None:
            l, b = square_rect(*cur)
            k, w = SQ * 0.3, 4
            c = hi                          # each player's cursor in their own colour
            for cx, cy, dx, dy in ((l, b, 1, 1), (l + SQ, b, -1, 1), (l, b + SQ, 1, -1), (l + SQ, b + SQ, -1, -1)):
                sb.rect(min(cx, cx + dx * k), min(cy, cy + dy * w), k, w, c)
                sb.rect(min(cx, cx + dx * w), min(cy, cy + dy * k), w, k, c)

    @staticmethod
    def _build_focused_target(sb: ShapeBuilder, board: int, t: int, colour, hi) -> None:
        """The target under the pointer or cursor: framed on both boards, with the crossing arc
        dotted from it to its twin and an arrowhead where the piece lands."""
        other = 1 - board
        l, b = square_rect(board, t)
        sb.rounded_outline(l + 1, b + 1, SQ - 2, SQ - 2, 5, 3, hi)
        l2, b2 = square_rect(other, t)
        sb.rect(l2, b2, SQ, SQ, theme.with_alpha(colour, 70))
        sb.rounded_outline(l2 + 1, b2 + 1, SQ - 2, SQ - 2, 5, 3, hi)
        a, c = square_xy(board, t), square_xy(other, t)
        h = arc_height(a, c)
        steps = 20
        for k in range(1, steps):
            px, py = arc_point(a, c, k / steps, h)
            sb.circle(px, py, 2.4, theme.with_alpha(theme.CREAM, 200), segments=8)
        tip = arc_point(a, c, 0.985, h)
        back = arc_point(a, c, 0.93, h)
        ux, uy = tip[0] - back[0], tip[1] - back[1]
        n = math.hypot(ux, uy) or 1
        ux, uy = ux / n, uy / n
        sb.triangle((tip[0] + ux * 4, tip[1] + uy * 4), (back[0] - uy * 6, back[1] + ux * 6),
                    (back[0] + uy * 6, back[1] - ux * 6), theme.CREAM)

    def _draw_focus_ghost(self) -> None:
        """The piece, see-through, on the square of the other board where it would stand."""
        s = self.controls
        if not s.interactive or s.selected is None or s.focus is None or s.picker is not None:
            return
        board, frm = s.selected
        if s.focus[0] != board or s.focus[1] not in s.targets:
            return
        piece = s.snap.piece(board, frm)
        if piece is None:
            return
        x, y = square_xy(1 - board, s.focus[1])
        ghost = self._ghost
        if ghost is None or ghost[0] != (piece, x, y):
            sb = ShapeBuilder()
            add_token(sb, piece[0], x, y, ghost=True)
            self._ghost = ghost = ((piece, x, y), sb)
        ghost[1].draw()
        self._pen.draw("ghost", piece[1], piece[0], x, y, 0.6)
