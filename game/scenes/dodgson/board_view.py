"""The two boards as drawn, layer by layer (`BoardView`):

* built once: the boards' frames, squares, coordinates and titles (BOARD A, whose home it is);
* baked after every move: the pieces, the last move's marks and the standings table of the
  position shown, pooled so only the glyphs and texts that changed are touched;
* every frame while a move plays: the squares it left painted over, the victim fading, the
  piece in flight along the crossing arc (animations.py builds those shapes).

What follows the pointer (selection, targets, cursor, tooltip, picker) is drawn over all this by
highlights.py, tooltip.py and promotion.py.
"""
from __future__ import annotations

import arcade
import pyglet

from game.engines.dodgson.board import (
    BOARD_LETTERS, BOARD_OFFSET, FILES, NUM_FILES, NUM_RANKS, PAWNLIKE, PLAYER_DIRECTION, PLAYER_NAMES, SQUARES, UP,
    start_cells,
)
from game.engines.dodgson.notation import PASS
from game.scenes.dodgson.animations import MoveAnimation
from game.scenes.dodgson.layout import (
    BOARD_BOTTOM, BOARD_H, BOARD_LEFTS, BOARD_TOP, BOARD_W, SQ, TOKEN_R, square_rect, square_xy,
)
from game.scenes.dodgson.palette import SEAT_GLYPH, chip_colour, seat_text_colour, square_colour
from game.scenes.dodgson.pieces import (
    GLYPH_DY, GLYPH_FONT, GLYPH_SIZE, GLYPHS, GlyphPen, add_pawnlike_badge, add_token, token_centre,
)
from game.scenes.dodgson.snapshot import Snapshot
from game.scenes.dodgson.standings import Standings
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text


def _home_seats(board: int) -> tuple[int, int]:
    """Who sets up on `board`: the owner of its rank 1, the owner of its rank 6."""
    cells = start_cells()
    return cells[BOARD_OFFSET[board]] >> 3, cells[BOARD_OFFSET[board] + SQUARES - 1] >> 3


class BoardView:
    """The boards' layers (see the module docstring); `standings` is drawn into the baked layer."""

    def __init__(self, standings: Standings):
        self.standings = standings
        self._frame_batch = pyglet.graphics.Batch()
        title_tokens = self._make_frame_labels(self._frame_batch)
        self._boards = ShapeBuilder()
        self._build_boards(self._boards, title_tokens)
        self._static = ShapeBuilder()
        self._glyph_batch = pyglet.graphics.Batch()
        self._glyphs = []                 # per cell: [Text, the piece code it shows]
        for _cell in range(2 * SQUARES):
            text = arcade.Text("", 0, 0, (0, 0, 0), GLYPH_SIZE, font_name=GLYPH_FONT, anchor_x="center",
                               anchor_y="center", batch=self._glyph_batch)
            self._glyphs.append([text, -1])
        self._cover_shapes = ShapeBuilder()
        self._cover_key = None
        self._pen = GlyphPen()

    # ---- built once -------------------------------------------------------------------------------
    def _make_frame_labels(self, batch) -> list:
        """Coordinates and board titles, into `batch` (kept in `_frame_labels`); returns per board
        the (seat, x) of the tokens drawn by the home players' names in the title."""
        texts = self._frame_labels = []
        title_tokens = []
        for board in (0, 1):
            left = BOARD_LEFTS[board]
            for f in range(NUM_FILES):
                texts.append(make_text(FILES[f], left + (f + 0.5) * SQ, BOARD_BOTTOM - 15, theme.SIZE_TINY,
                                       theme.TEXT_MUTED, anchor_x="center", bold=True, batch=batch))
            for r in range(NUM_RANKS):
                y = BOARD_BOTTOM + (r + 0.5) * SQ
                texts.append(make_text(str(r + 1), left - 14, y, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x="center", bold=True, batch=batch))
                texts.append(make_text(str(r + 1), left + BOARD_W + 14, y, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x="center", bold=True, batch=batch))
            ty = BOARD_TOP + 40
            texts.append(make_text(f"BOARD {BOARD_LETTERS[board]}", left + 50, ty + 1, theme.SIZE_SUBHEADING,
                                   theme.CREAM, display=True, batch=batch))
            low, high = _home_seats(board)
            right = left + BOARD_W
            tokens = []
            for seat in (high, low):          # right to left: "White ↑  Black ↓"
                arrow = "↑" if PLAYER_DIRECTION[seat] == UP else "↓"
                label = make_text(f"{PLAYER_NAMES[seat]} {arrow}", right, ty, theme.SIZE_TINY, seat_text_colour(seat),
                                  anchor_x="right", bold=True, batch=batch)
                texts.append(label)
                tokens.append((seat, right - label.content_width - 14))
                right -= label.content_width + 36
            title_tokens.append(tokens)
            texts.append(make_text(BOARD_LETTERS[board], left + 20, ty, theme.SIZE_SUBHEADING, theme.ACCENT_TEXT,
                                   anchor_x="center", display=True, batch=batch))
        return title_tokens

    @staticmethod
    def _build_boards(sb: ShapeBuilder, title_tokens: list) -> None:
        """Frames, squares and the title plates."""
        for board in (0, 1):
            left = BOARD_LEFTS[board]
            sb.rounded_rect(left - 30 + 4, BOARD_BOTTOM - 30 - 6, BOARD_W + 60, BOARD_H + 92, 16, (0, 0, 0, 90))
            sb.rounded_rect(left - 30, BOARD_BOTTOM - 30, BOARD_W + 60, BOARD_H + 92, 16, theme.PANEL)
            sb.gradient_rect(left - 22, BOARD_TOP + 4, BOARD_W + 44, 56, (255, 255, 255, 0), (255, 255, 255, 12))
            sb.rounded_outline(left - 30, BOARD_BOTTOM - 30, BOARD_W + 60, BOARD_H + 92, 16, 1.5, theme.BORDER_SOFT)
            sb.circle(left + 20, BOARD_TOP + 40, 17, theme.ACCENT)
            sb.ring(left + 20, BOARD_TOP + 40, 19, 2, theme.ACCENT_DARK)
            sb.rect(left - 4, BOARD_BOTTOM - 4, BOARD_W + 8, BOARD_H + 8, theme.ACCENT_DARK)
            sb.rect(left - 2, BOARD_BOTTOM - 2, BOARD_W + 4, BOARD_H + 4, theme.BACKGROUND_DEEP)
            for sq in range(SQUARES):
                x, y = square_rect(board, sq)
                sb.rect(x, y, SQ, SQ, square_colour(sq))
            sb.gradient_rect(left, BOARD_TOP - 60, BOARD_W, 60, (255, 255, 255, 0), (255, 255, 255, 16))
            # whose home this board is: the two owners' tokens by their names in the title
            for seat, x in title_tokens[board]:
                add_token(sb, seat, x, BOARD_TOP + 40, 8)

    # ---- baked after every move ---------------------------------------------------------------------
    def rebuild(self, snap: Snapshot, names: list[str]) -> None:
        """The pieces, the last move and the standings of `snap`. Glyphs and the standings' texts
        are pooled: only the ones whose content changed are updated."""
        sb = self._static
        sb.clear()
        last = snap.last_move
        if last is not None and last[1] != PASS:
            seat, (board, frm, to, _promo) = last
            colour = chip_colour(seat)
            x, y = square_rect(board, frm)
            sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 60))
            sb.rounded_outline(x + 2, y + 2, SQ - 4, SQ - 4, 5, 2, theme.with_alpha(colour, 150))
            x, y = square_rect(board, to)
            sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 30))
            x, y = square_rect(1 - board, to)
            sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 80))
            sb.rounded_outline(x + 2, y + 2, SQ - 4, SQ - 4, 5, 2.5, theme.with_alpha(colour, 220))
        for cell, code in enumerate(snap.cells):
            glyph = self._glyphs[cell]
            board, sq = divmod(cell, SQUARES)
            x, y = square_xy(board, sq)
            if code:
                seat, kind = code >> 3, code & 7
                add_token(sb, seat, x, y)
                if kind == PAWNLIKE:
                    add_pawnlike_badge(sb, x, y, TOKEN_R)
            if glyph[1] != code:
                glyph[1] = code
                text = glyph[0]
                if code:
                    seat, kind = code >> 3, code & 7
                    gx, gy = token_centre(seat, x, y, TOKEN_R)
                    text.text = GLYPHS[kind]
                    text.position = (gx, gy + GLYPH_DY)
                    text.color = SEAT_GLYPH[seat]
                else:
                    text.text = ""
        self.standings.build(sb, snap)
        self.standings.update_texts(snap, names)

    def draw_baked(self) -> None:
        self._boards.draw()
        self._frame_batch.draw()
        self._static.draw()
        self._glyph_batch.draw()
        self.standings.draw_texts()

    # ---- a move in flight -------------------------------------------------------------------------
    def draw_move(self, anim: MoveAnimation) -> None:
        """The move over the baked position before it: covers, victim, arc and flying piece."""
        self._draw_covers(anim)
        victim = ShapeBuilder()
        anim.build_victim(victim)
        if not anim.victim_on_top():
            victim.draw()
            self._draw_victim_glyph(anim)
        sb = ShapeBuilder()
        anim.build(sb)
        sb.draw()
        x, y = anim.piece_xy()
        self._pen.draw("mover", anim.kind_now(), anim.mover, x, y)
        if anim.victim_on_top():
            victim.draw()
            self._draw_victim_glyph(anim)

    def _draw_covers(self, anim: MoveAnimation) -> None:
        """While a move plays, the baked layer still shows the position before it: the squares
        the piece left and its victim stood on are painted over (the animation draws both)."""
        sb = self._cover_shapes
        if self._cover_key != id(anim):
            self._cover_key = id(anim)
            sb.clear()
            for square in (anim.frm, anim.to):
                x, y = square_rect(anim.board, square)
                sb.rect(x, y, SQ, SQ, square_colour(square))
        sb.draw()

    def _draw_victim_glyph(self, anim: MoveAnimation) -> None:
        a = anim.victim_alpha()
        if a > 0:
            vx, vy = anim.mid
            self._pen.draw("victim", anim.victim & 7, anim.victim >> 3, vx, vy, a,
                           size=round(GLYPH_SIZE * anim.victim_scale()))
