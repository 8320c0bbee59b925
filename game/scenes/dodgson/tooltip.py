"""The tooltip beside the pointer or cursor (`Tooltip`): what a target move does (its notation,
the piece it takes and what that is worth, where it lands), why a blocked square is blocked, and
over a piece whose it is and how many squares it can go to."""
from __future__ import annotations

from typing import Callable

from game.engines.dodgson.board import KIND_NAMES, PIECE_POINTS
from game.engines.dodgson.notation import PASS
from game.engines.dodgson.words import move_heading
from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.layout import square_xy, where
from game.scenes.dodgson.palette import BLOCKED, chip_colour
from game.scenes.match_layout import PANEL_LEFT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text, set_colour


class Tooltip:
    """Two lines in a box about the square `controls` focus (the choice of a move, with the
    position shown and the live state), rebuilt only when the lines or the anchor change."""

    def __init__(self, controls: DodgsonControls, *, seat_name: Callable[[int], str]):
        self.controls = controls
        self._seat_name = seat_name
        self._shapes = ShapeBuilder()
        self._texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                       make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)]
        self._key = None

    def lines(self) -> tuple[str, str] | None:
        """(heading, detail) for the focused square, or None when there is nothing to say."""
        s = self.controls
        focus = s.focus
        if focus is None or not s.interactive or s.picker is not None:
            return None
        if s.selected is not None and focus[0] == s.selected[0]:
            board, frm = s.selected
            t = focus[1]
            if t in s.targets:
                move = s.targets[t][0]
                victim = s.snap.piece(board, t)
                head = move_heading(s.session.state.cells, move) + (
                    " (promotes)" if len(s.targets[t]) > 1 or move[3] else "")
                if victim:
                    pts = PIECE_POINTS[victim[1]]
                    detail = (f"takes {self._seat_name(victim[0])}'s {KIND_NAMES[victim[1]]} "
                              f"(+{pts} if {self._seat_name(victim[0])} falls)  ·  lands on {where(1 - board, t)}")
                else:
                    detail = f"lands on {where(1 - board, t)}"
                return head, detail
            if t in s.blocked:
                return (f"{where(board, frm)} to {where(board, t)}", s.blocked_reason(board, t))
        if s.selected is None and s.pointer is not None and not s.cursor_shown:
            piece = s.snap.piece(*focus)
            if piece is None:
                return None
            seat, kind = piece
            head = f"{self._seat_name(seat)}'s {KIND_NAMES[kind]} on {where(*focus)}"
            if seat == s.snap.turn:
                n = len({m[2] for m in s.legal if m != PASS and m[:2] == focus})
                detail = (f"{n} square{'s' if n != 1 else ''} to go: click to pick it" if n
                          else "cannot move now: its squares' twins are taken")
            else:
                points = PIECE_POINTS[kind]
                detail = f"worth {points} point{'s' if points != 1 else ''} to its taker if {self._seat_name(seat)} falls first"
            return head, detail
        return None

    def draw(self) -> None:
        s = self.controls
        lines = self.lines()
        if lines is None:
            return
        anchor = s.pointer if (s.pointer is not None and not s.cursor_shown) else None
        if anchor is None and s.focus is not None:
            anchor = square_xy(*s.focus)
        key = (lines, anchor)
        if key != self._key:
            self._key = key
            for text, line in zip(self._texts, lines):
                text.text = line
            blocked = lines[1].startswith("blocked")
            set_colour(self._texts[1], BLOCKED if blocked else theme.TEXT_MUTED)
            width = max(t.content_width for t in self._texts) + 28
            height = 52
            px, py = anchor
            left, bottom = px + 18, py - height - 16
            if left + width > PANEL_LEFT - 6:
                left = px - width - 18
            if bottom < 8:
                bottom = py + 18
            left = max(6, left)
            sb = self._shapes
            sb.clear()
            sb.rounded_rect(left + 3, bottom - 4, width, height, 10, (0, 0, 0, 110))
            sb.rounded_rect(left, bottom, width, height, 10, theme.with_alpha(theme.PANEL, 245))
            sb.rounded_outline(left, bottom, width, height, 10, 1.5, BLOCKED if blocked else theme.BORDER)
            sb.rect(left + 1, bottom + 8, 4, height - 16, BLOCKED if blocked else chip_colour(s.snap.turn))
            for i, text in enumerate(self._texts):
                text.x = left + 14
                text.y = bottom + height - 16 - 20 * i
        self._shapes.draw()
        for text in self._texts:
            text.draw()
