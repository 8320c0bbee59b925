"""The two boards as drawn (`BoardView`):

* the board layer (one texture, CachedLayer.patch in game/ui/draw.py): the boards' frames, squares, coordinates and
  titles, the last move's marks, the pieces and the standings table. It is rendered whole once;
  after that a move draws it again only inside the squares and the parts of the table it changed
  (`update` says which, `draw_layer` draws what lies there). The pieces and the standings' tokens
  are sprites of stamps (stamps.py), so a move retextures, adds or removes only the sprites of the
  squares it touched, and the table's rows and columns are built once per look;
* every frame over it while a move plays: the victim fading, the crossing trail and the piece in
  flight (animations.py, `MoveDrawing`).

What follows the pointer (selection, targets, cursor, tooltip, picker) is drawn over all this by
highlights.py, tooltip.py and promotion.py.
"""
from __future__ import annotations

import arcade
import pyglet

from game.engines.dodgson.board import (
    BOARD_LETTERS, BOARD_OFFSET, FILES, NUM_FILES, NUM_PLAYERS, NUM_RANKS, PLAYER_DIRECTION, PLAYER_NAMES, SQUARES, UP,
    start_cells,
)
from game.engines.dodgson.notation import PASS
from game.scenes.base import draw_backdrop
from game.scenes.dodgson.animations import MoveAnimation, MoveDrawing, dot_art
from game.scenes.dodgson.layout import (
    BOARD_BOTTOM, BOARD_H, BOARD_LEFTS, BOARD_TOP, BOARD_W, SQ, STANDINGS_RECT, square_rect, square_xy,
)
from game.ui.layer_boxes import Box, merge_boxes
from game.scenes.dodgson.palette import chip_colour, seat_text_colour, square_colour
from game.scenes.dodgson.pieces import GLYPHS, add_token, piece_art, shadow_art, token_art
from game.scenes.dodgson.snapshot import Snapshot
from game.scenes.dodgson.stamps import Stamps, draw_sprites
from game.scenes.dodgson.standings import Standings
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text

# Stamps a move may need are made ahead on quiet frames (no change for QUIET_FRAMES), a few a
# frame (each costs about a millisecond): all are ready a few frames after the screen opens.
QUIET_FRAMES = 2
STAMPS_A_FRAME = 4
SQUARES_BOXES = [(left, BOARD_BOTTOM, left + BOARD_W, BOARD_TOP) for left in BOARD_LEFTS]
STANDINGS_BOX = (STANDINGS_RECT[0], STANDINGS_RECT[1], STANDINGS_RECT[0] + STANDINGS_RECT[2],
                 STANDINGS_RECT[1] + STANDINGS_RECT[3])


def _home_seats(board: int) -> tuple[int, int]:
    """Who sets up on `board`: the owner of its rank 1, the owner of its rank 6."""
    cells = start_cells()
    return cells[BOARD_OFFSET[board]] >> 3, cells[BOARD_OFFSET[board] + SQUARES - 1] >> 3


class BoardView:
    """The boards' layer and the move in flight (see the module docstring). Counters for tests:
    `rebuilds` (the marks or the standings rebuilt), `sprite_changes` (piece sprites added,
    retextured or removed), `stamps.renders` (pictures drawn into stamps)."""

    def __init__(self, standings: Standings):
        self.standings = standings
        self._frame_batch = pyglet.graphics.Batch()
        title_tokens = self._make_frame_labels(self._frame_batch)
        self._frames = ShapeBuilder()
        self._build_frames(self._frames, title_tokens)
        self._squares = ShapeBuilder()
        self._build_squares(self._squares)
        self._table = ShapeBuilder()
        standings.build_frame(self._table)
        self.stamps = Stamps()
        self._sprites = arcade.SpriteList(atlas=self.stamps.atlas, capacity=128)
        self._cells = [[arcade.Sprite(), 0] for _cell in range(2 * SQUARES)]   # per cell: its sprite, code shown
        self._tokens = [arcade.Sprite() for _spot in standings.token_spots()]
        self._sprites.extend(self._tokens)
        self._tokens_placed = False
        self._ahead = True                # stamps still to make ahead of the moves (see update)
        self._quiet = 0                   # frames since the position shown last changed
        self._marks = ShapeBuilder()      # the last move's marks, under the pieces
        self._marks_key = None
        self._table_due = None            # (snapshot, names) the standings are still to show
        self._table_boxes: list[Box] = []  # the standings' boxes to draw again (see update)
        self._move = MoveDrawing(self.stamps)
        self._snap = self._anim = None
        self._names: list[str] = []
        self.rebuilds = 0
        self.sprite_changes = 0

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
    def _build_frames(sb: ShapeBuilder, title_tokens: list) -> None:
        """The boards' frames and title plates (the squares lie on them: `_build_squares`)."""
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
            # whose home this board is: the two owners' tokens by their names in the title
            for seat, x in title_tokens[board]:
                add_token(sb, seat, x, BOARD_TOP + 40, 8)

    @staticmethod
    def _build_squares(sb: ShapeBuilder) -> None:
        """The squares, opaque, lit from above."""
        for board in (0, 1):
            left = BOARD_LEFTS[board]
            for sq in range(SQUARES):
                x, y = square_rect(board, sq)
                sb.rect(x, y, SQ, SQ, square_colour(sq))
            sb.gradient_rect(left, BOARD_TOP - 60, BOARD_W, 60, (255, 255, 255, 0), (255, 255, 255, 16))

    # ---- what the position shown changes -------------------------------------------------------------
    def update(self, snap: Snapshot, names: list[str], anim: MoveAnimation | None,
               spread: bool = True) -> list[Box]:
        """Before anything of the frame is drawn: bring what the layer shows up to `snap` (while
        `anim` plays: the position after it without the piece in flight, and the last move and
        standings before it) and place the move's sprites. Returns the boxes of the layer that
        changed (to draw again there). With `spread`, the standings wait for the next frame when
        squares changed in this one (the table a frame late goes unseen; both at once double
        the frame), and are drawn again the frame after their texts were laid out."""
        stamps = self.stamps
        if stamps.rescale():                # the layer is rendered whole at the new size anyway
            self._forget_sprites()
            self._ahead = True
        boxes: list[Box] = []
        self._quiet += 1
        if snap is not self._snap or anim is not self._anim or names != self._names:
            self._show(snap, names, anim, boxes)
            self._quiet = 0
        if self._table_boxes:
            boxes += self._table_boxes      # the standings' texts changed last frame
            self._table_boxes = []
        if self._table_due is not None and not (spread and boxes):
            changed = self.standings.show(*self._table_due)
            self._table_due = None
            if changed:
                self.rebuilds += 1
                if spread:
                    self._table_boxes = changed     # drawn again next frame, not with the texts
                else:
                    boxes += changed
        if anim is not None:
            self._move.update(anim)         # stamps made before any sprite is drawn in the frame
            self._quiet = 0
        elif self._ahead and self._quiet > QUIET_FRAMES:
            wanted = self._stamps_ahead()
            self._ahead = all(stamps.make_ahead(wanted) for _stamp in range(STAMPS_A_FRAME))
        return boxes

    def draw_layer(self, box: Box | None = None) -> None:
        """What the board layer shows: all of it over the backdrop (None), or inside `box` from the
        backdrop up, what may lie there: a box within a board's squares needs neither backdrop
        nor frames (the squares are opaque), one within the standings only the table."""
        area = None if box is None else layer_area(box)
        if box is not None and area != "squares":
            draw_backdrop()
        if area is None:
            self._frames.draw()
            self._frame_batch.draw()
        if area in (None, "squares"):
            self._squares.draw()
            self._marks.draw()
        if area in (None, "table"):
            self._table.draw()
            self.standings.shapes.draw()
        draw_sprites(self._sprites, pixelated=True)
        if area in (None, "table"):
            self.standings.draw_texts(box)

    def draw_move(self, anim: MoveAnimation) -> None:
        """The move in flight, over the layer."""
        self._move.draw(anim)

    @staticmethod
    def _stamps_ahead():
        """(key, draw) of the stamps a move may need that the position may not show yet: the
        trail's dots, the flying piece's shadow and body, promoted pieces."""
        seats, kinds = range(NUM_PLAYERS), GLYPHS.keys()
        return ([(("dot", passed), dot_art(passed)) for passed in (True, False)]
                + [(("shadow", seat), shadow_art(seat)) for seat in seats]
                + [(("body", seat, kind), piece_art(seat, kind, shadow=False)) for seat in seats for kind in kinds]
                + [(("piece", seat, kind), piece_art(seat, kind)) for seat in seats for kind in kinds])

    def _show(self, snap: Snapshot, names: list[str], anim: MoveAnimation | None, boxes: list[Box]) -> None:
        before = anim.before if anim is not None else snap
        left = () if anim is None else ((anim.board, anim.frm), (anim.board, anim.to))
        marks = (before.last_move, left)
        if marks != self._marks_key:
            old = _marked(*self._marks_key) if self._marks_key is not None else {}
            new = _marked(*marks)
            boxes += [square_box(*sq) for sq in old.keys() | new.keys() if old.get(sq) != new.get(sq)]
            self._marks_key = marks
            self._marks.clear()
            self._add_last_move(before.last_move, left)
            self.rebuilds += 1
        self._table_due = (before, names)
        hidden = BOARD_OFFSET[1 - anim.board] + anim.to if anim is not None else None
        for cell, code in enumerate(snap.cells):
            if self._set_cell(cell, 0 if cell == hidden else code):
                boxes.append(square_box(*divmod(cell, SQUARES)))
        if not self._tokens_placed:
            for sprite, (seat, x, y, r) in zip(self._tokens, self.standings.token_spots()):
                self.stamps.place(sprite, ("token", seat, r), token_art(seat, r), x, y, exact=True)
            self._tokens_placed = True
        self._snap, self._names, self._anim = snap, list(names), anim

    def _add_last_move(self, last, left: tuple) -> None:
        """The last move's marks: the square it left, where it took, where it landed; none on the
        squares a move in flight has just left (`left`)."""
        sb = self._marks
        for board, square, kind in _marks_of(last, left):
            colour = chip_colour(last[0])
            x, y = square_rect(board, square)
            if kind == "left":
                sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 60))
                sb.rounded_outline(x + 2, y + 2, SQ - 4, SQ - 4, 5, 2, theme.with_alpha(colour, 150))
            elif kind == "took":
                sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 30))
            else:
                sb.rect(x, y, SQ, SQ, theme.with_alpha(colour, 80))
                sb.rounded_outline(x + 2, y + 2, SQ - 4, SQ - 4, 5, 2.5, theme.with_alpha(colour, 220))

    def _set_cell(self, cell: int, code: int) -> bool:
        """Show piece `code` (0: none) on `cell`; True if that changed what the cell shows."""
        entry = self._cells[cell]
        if entry[1] == code:
            return False
        sprite = entry[0]
        if not code:
            self._sprites.remove(sprite)
        else:
            if not entry[1]:
                self._sprites.append(sprite)
            seat, kind = code >> 3, code & 7
            board, square = divmod(cell, SQUARES)
            x, y = square_xy(board, square)
            self.stamps.place(sprite, ("piece", seat, kind), piece_art(seat, kind), x, y, exact=True)
        entry[1] = code
        self.sprite_changes += 1
        return True

    def _forget_sprites(self) -> None:
        """The window's pixel scale changed: every sprite gets a stamp made at the new one."""
        for entry in self._cells:
            if entry[1]:
                self._sprites.remove(entry[0])
                entry[1] = 0
        self._snap = None
        self._tokens_placed = False


def _marks_of(last, left: tuple) -> list[tuple[int, int, str]]:
    """(board, square, "left" | "took" | "landed") the last move marks, but on `left`."""
    if last is None or last[1] == PASS:
        return []
    _seat, (board, frm, to, _promo) = last
    marks = [(board, frm, "left"), (board, to, "took"), (1 - board, to, "landed")]
    return [m for m in marks if (m[0], m[1]) not in left]


def _marked(last, left: tuple) -> dict:
    """{(board, square): how the last move marks it}, and who made it."""
    return {(board, square): (kind, last[0]) for board, square, kind in _marks_of(last, left)}


def _within(box: Box, outer: Box) -> bool:
    return outer[0] <= box[0] and outer[1] <= box[1] and box[2] <= outer[2] and box[3] <= outer[3]


def layer_area(box: Box):
    """Where a box of the layer lies: "squares" (within a board's), "table" (the standings) or
    None (elsewhere, or across)."""
    group = _group(box)
    return "squares" if group in (0, 1) else group


def merge_layer_boxes(boxes: list[Box]) -> list[Box]:
    """`boxes` merged (game.ui.layer_boxes.merge_boxes) within each board's squares and the table, never
    across them: a box that spans two areas costs every layer of the picture."""
    groups: dict = {}
    for box in boxes:
        groups.setdefault(_group(box), []).append(box)
    return [merged for group in groups.values() for merged in merge_boxes(group, max_passes=None)]


def _group(box: Box):
    for board, squares in enumerate(SQUARES_BOXES):
        if _within(box, squares):
            return board
    return "table" if _within(box, STANDINGS_BOX) else None


def square_box(board: int, square: int) -> Box:
    x, y = square_rect(board, square)
    return (x, y, x + SQ, y + SQ)
