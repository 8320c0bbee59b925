"""The promotion choice (`PromotionPicker`): when a pawn reaching the far rank may become several
pieces, a row of slots opens beside the landing square, one per choice (queen, rook, bishop,
knight), picked by click, arrows + Enter or the pad; Esc or a click outside closes it."""
from __future__ import annotations

from game.engines.dodgson.board import PAWNLIKE, PROMOTIONS_CHOICE, PROMOTIONS_PAWNLIKE
from game.scenes.dodgson.layout import BOARD_BOTTOM, BOARD_H, SQ, TOKEN_R, square_xy
from game.scenes.dodgson.pieces import GLYPH_SIZE, add_pawnlike_badge, add_token, glyph_text
from game.scenes.match_layout import PANEL_LEFT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text

SLOT = 52                                 # one choice's square slot
SLOT_GAP = 8
BOX_H = 96


class PromotionPicker:
    """The open choice between the moves that differ only in what the pawn becomes."""

    def __init__(self, moves: list):
        kinds = [m[3] for m in moves]
        self.moves = {m[3]: m for m in moves}          # promotion kind -> move
        self.choices = [k for k in PROMOTIONS_CHOICE + PROMOTIONS_PAWNLIKE if k in kinds]
        self.index = 0                                 # the slot the keys have chosen
        self.board, self.to = moves[0][0], moves[0][2]
        self._shapes = ShapeBuilder()
        self._texts: list = []
        self._key = None

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)

    def move(self, index: int):
        return self.moves[self.choices[index]]

    def rects(self) -> list[tuple[float, float, float, float]]:
        """Slot rectangles (next to the landing square, inside the board area)."""
        n = len(self.choices)
        width = n * SLOT + (n - 1) * SLOT_GAP + 24
        cx, cy = square_xy(self.board, self.to)
        left = max(12, min(PANEL_LEFT - 12 - width, cx - width / 2))
        # rank 6 promotions open below the pawn (a rank lower), rank 1 promotions above it
        bottom = cy - SQ * 1.55 - BOX_H if cy > BOARD_BOTTOM + BOARD_H / 2 else cy + SQ * 1.55
        return [(left + 12 + i * (SLOT + SLOT_GAP), bottom + 12, SLOT, SLOT) for i in range(n)]

    def box(self) -> tuple[float, float, float, float]:
        rects = self.rects()
        l = rects[0][0] - 12
        r = rects[-1][0] + rects[-1][2] + 12
        return l, rects[0][1] - 12, r - l, BOX_H

    def slot_at(self, x: float, y: float) -> int | None:
        for i, (l, b, w, h) in enumerate(self.rects()):
            if l <= x <= l + w and b <= y <= b + h:
                return i
        return None

    def contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.box()
        return l <= x <= l + w and b <= y <= b + h

    def draw(self, seat: int) -> None:
        """The box, one slot per choice with the mover's token and glyph, the chosen slot framed."""
        key = self.index
        if key != self._key:
            self._key = key
            sb = self._shapes
            sb.clear()
            l, b, w, h = self.box()
            sb.rounded_rect(l + 4, b - 6, w, h, 12, (0, 0, 0, 130))
            sb.rounded_rect(l, b, w, h, 12, theme.with_alpha(theme.PANEL, 250))
            sb.rounded_outline(l, b, w, h, 12, 2, theme.ACCENT)
            self._texts = [make_text("PROMOTE TO", l + w / 2, b + h - 13, theme.SIZE_TINY, theme.ACCENT,
                                     anchor_x="center", bold=True)]
            for i, (rl, rb, rw, rh) in enumerate(self.rects()):
                chosen = i == self.index
                sb.rounded_rect(rl, rb, rw, rh, 8, theme.PANEL_HOVER if chosen else theme.PANEL_LIGHT)
                if chosen:
                    sb.rounded_outline(rl - 2, rb - 2, rw + 4, rh + 4, 9, 2.5, theme.ACCENT)
                cx, cy = rl + rw / 2, rb + rh / 2
                add_token(sb, seat, cx, cy, TOKEN_R * 0.9)
                kind = self.choices[i]
                if kind == PAWNLIKE:
                    add_pawnlike_badge(sb, cx, cy, TOKEN_R * 0.9)
                self._texts.append(glyph_text(kind, seat, cx, cy, size=round(GLYPH_SIZE * 0.9)))
        self._shapes.draw()
        for text in self._texts:
            text.draw()
