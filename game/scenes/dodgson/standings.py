"""The standings table under the boards (`Standings`): per player the turn marker and the pieces
left, and for each possible first victim the points every other player has taken from them (what
they would score were that player to fall now), the current leader of each column starred.

The panel and its lines are in the board layer; the rest is drawn every frame over it (a move
rebuilds its few shapes and changes only the texts whose content changed)."""
from __future__ import annotations

import arcade
import pyglet

from game.engines.dodgson.board import NUM_PLAYERS, WHITE, start_cells
from game.scenes.dodgson.layout import STANDINGS_RECT
from game.scenes.dodgson.palette import chip_colour, seat_text_colour
from game.ui.layer_boxes import Box
from game.scenes.dodgson.pieces import GLYPH_FONT, GLYPHS
from game.scenes.dodgson.snapshot import Snapshot
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import fit_text, make_text, set_colour, set_text

# Each player starts with as many pieces as White does: one pip each in the PIECES LEFT column.
START_PIECES = sum(1 for code in start_cells() if code and code >> 3 == WHITE)
PIP_STEP = 9                              # a pip's width (6) and the gap after it
VICTIM_HEAD_LEFT = 32                     # a column head's words start this far into the column
HEAD_MARGIN = 14                          # and end this far before what comes next (or the border)


class Standings:
    """Per player: turn, pieces left, and per possible first victim the points taken from them."""

    def __init__(self, rect=STANDINGS_RECT):
        self.left, self.bottom, self.width, self.height = rect
        self.col_name = self.left + 14
        self.col_pieces = self.left + 156
        self.col_victims = self.left + 328
        self.victim_w = (self.left + self.width - 10 - self.col_victims) / NUM_PLAYERS
        self.header_h = 34
        self.row_h = (self.height - self.header_h - 8) / NUM_PLAYERS
        self._batches = [pyglet.graphics.Batch() for _band in range(NUM_PLAYERS + 1)]   # header, rows
        self.shapes = ShapeBuilder()      # what `show` built (drawn under the tokens)
        self._key = None
        self._shown: dict | None = None   # what each part showed (see _looks)
        self._names: list[str] = []
        self._parts: dict = {}            # a row's or column's triangles by its look
        # Made on the first update, after the boards' glyph pool: made earlier, a header glyph
        # lands a pixel off (the order texts are made in matters to the font atlas).
        self.texts: dict | None = None

    def row_y(self, seat: int) -> float:
        """Centre line of a player's row."""
        top = self.bottom + self.height - self.header_h
        return top - (seat + 0.5) * self.row_h

    def victim_x(self, victim: int) -> float:
        return self.col_victims + victim * self.victim_w

    def victim_head_room(self, victim: int) -> float:
        """The width a column's head ("if Green falls") may take: up to the next column's
        token (its left edge is 10 into that column), the last column's up to the border."""
        start = self.victim_x(victim) + VICTIM_HEAD_LEFT
        end = self.victim_x(victim + 1) + 10 if victim < NUM_PLAYERS - 1 else self.left + self.width
        return end - HEAD_MARGIN - start

    def build_frame(self, sb: ShapeBuilder) -> None:
        """What never changes (the board layer): the panel and the header's rule."""
        l, b, w, h = self.left, self.bottom, self.width, self.height
        sb.panel(l, b, w, h, radius=14)
        sb.rect(l + 12, b + h - self.header_h, w - 24, 1.5, theme.with_alpha(theme.BORDER, 200))

    def token_spots(self) -> list[tuple[int, float, float, float]]:
        """(seat, x, y, radius) of the players' tokens: one a row, one a column head."""
        top = self.bottom + self.height - self.header_h
        return ([(seat, self.col_name + 18, self.row_y(seat), 10) for seat in range(NUM_PLAYERS)]
                + [(v, self.victim_x(v) + 18, top + self.header_h / 2, 8) for v in range(NUM_PLAYERS)])

    def show(self, snap: Snapshot, names: list[str]) -> list[Box]:
        """Bring `shapes` and the texts up to `snap`; the boxes of the table that changed (a
        row, a cell, a column; none when what the table shows of `snap` is unchanged)."""
        outcome = snap.outcome
        key = (snap.turn, tuple(snap.piece_count), tuple(snap.taken), snap.ended,
               tuple(outcome.winners) if outcome is not None else None, tuple(names))
        if key == self._key:
            return []
        self._key = key
        looks, shown = self._looks(snap, names), self._shown
        self._shown = looks
        self.shapes.clear()
        self.build(self.shapes, snap)
        self.update_texts(snap, names)
        if shown is None or names != self._names:
            self._names = list(names)
            return [self.box()]
        return [self._part_box(part) for part, look in looks.items() if shown.get(part) != look]

    def box(self) -> Box:
        return (self.left, self.bottom, self.left + self.width, self.bottom + self.height)

    def _looks(self, snap: Snapshot, names: list[str]) -> dict:
        """What each row, cell (a player's points from a victim) and column (a victim) shows."""
        over = bool(snap.ended)
        loser = snap.piece_count.index(0) if 0 in snap.piece_count else None
        fewest = min(snap.piece_count)
        looks = {}
        for seat in range(NUM_PLAYERS):
            n = snap.piece_count[seat]
            looks["row", seat] = (seat == snap.turn, over, n, n == fewest)
            for victim in range(NUM_PLAYERS):
                if victim != seat:
                    looks["cell", seat, victim] = (snap.points(seat, victim), tuple(snap.taken_kinds(seat, victim)))
        for victim in range(NUM_PLAYERS):
            looks["column", victim] = (victim == loser, self._leaders(snap, victim))
        return looks

    def _part_box(self, part) -> Box:
        if part[0] == "column":
            vx = self.victim_x(part[1])
            return (vx, self.bottom, vx + self.victim_w, self.bottom + self.height)
        y = self.row_y(part[1])
        low, high = y - self.row_h / 2, y + self.row_h / 2
        if part[0] == "row":
            return (self.left, low, self.left + self.width, high)
        vx = self.victim_x(part[2])
        return (vx, low, vx + self.victim_w, high)

    def build(self, sb: ShapeBuilder, snap: Snapshot) -> None:
        """What a move changes, into an empty `sb`, drawn under the tokens: the turn row, pips,
        the loser's column, the leaders (and the column lines, which lie over the turn row).
        Each row and column is built once per look and then copied."""
        over = bool(snap.ended)
        loser = snap.piece_count.index(0) if 0 in snap.piece_count else None
        fewest = min(snap.piece_count)
        for seat in range(NUM_PLAYERS):
            n = snap.piece_count[seat]
            sb.append(self._part(self._build_row, seat, seat == snap.turn and not over, n,
                                      n == fewest and n < START_PIECES and not over))
        for victim in range(NUM_PLAYERS):
            sb.append(self._part(self._build_column, victim, victim == loser, self._leaders(snap, victim)))

    def _part(self, build, *look):
        key = (build.__name__, look)
        part = self._parts.get(key)
        if part is None:
            part = self._parts[key] = ShapeBuilder()
            build(part, *look)
        return part

    def _build_row(self, sb: ShapeBuilder, seat: int, turn: bool, n: int, fewest: bool) -> None:
        l, w = self.left, self.width
        y = self.row_y(seat)
        if turn:
            sb.rounded_rect(l + 8, y - self.row_h / 2 + 2, w - 16, self.row_h - 4, 8,
                            theme.with_alpha(chip_colour(seat), 30))
            sb.triangle((l + 9, y - 6), (l + 9, y + 6), (l + 16, y), theme.ACCENT)
        # pieces left: one pip per starting piece, red when this player has the fewest
        for i in range(START_PIECES):
            px = self.col_pieces + i * PIP_STEP
            colour = chip_colour(seat) if i < n else theme.with_alpha(theme.BORDER_SOFT, 220)
            sb.rect(px, y - 6, 6, 12, colour)
        if fewest:
            sb.rounded_outline(self.col_pieces - 4, y - 10, START_PIECES * PIP_STEP + 2, 20, 5, 1.5,
                               theme.with_alpha(theme.BAD, 200))

    def _build_column(self, sb: ShapeBuilder, victim: int, fell: bool, leaders: tuple[int, ...]) -> None:
        b, h = self.bottom, self.height
        vx = self.victim_x(victim)
        sb.rect(vx, b + 10, 1, h - 20, theme.with_alpha(theme.BORDER_SOFT, 160))
        if fell:
            sb.rounded_rect(vx + 4, b + 8, self.victim_w - 8, h - 16, 10, theme.with_alpha(theme.RED, 40))
        for seat in leaders:
            y = self.row_y(seat)
            sb.rounded_rect(vx + 6, y - self.row_h / 2 + 3, self.victim_w - 12, self.row_h - 6, 7,
                            theme.with_alpha(theme.ACCENT, 45))
            sb.rounded_outline(vx + 6, y - self.row_h / 2 + 3, self.victim_w - 12, self.row_h - 6, 7, 1.5,
                               theme.with_alpha(theme.ACCENT, 190))
            sb.star(vx + self.victim_w - 19, y, 7, theme.ACCENT)

    @staticmethod
    def _leaders(snap: Snapshot, victim: int) -> tuple[int, ...]:
        if snap.ended and snap.outcome is not None and snap.piece_count[victim] == 0:
            return tuple(snap.outcome.winners)
        return snap.leaders(victim)

    def _make_texts(self) -> dict:
        """Every text of the table, made once (`update_texts` fills them in): the header's into
        the first batch, each row's into its own, so a patch of some rows draws only theirs."""
        head, rows = self._batches[0], self._batches[1:]
        top = self.bottom + self.height - self.header_h
        hy = top + self.header_h / 2
        texts = {
            "head": [make_text("PLAYER", self.col_name + 4, hy, theme.SIZE_TINY, theme.TEXT_MUTED, bold=True,
                               batch=head),
                     make_text("PIECES LEFT", self.col_pieces, hy, theme.SIZE_TINY, theme.TEXT_MUTED, bold=True,
                               batch=head)],
            "victims": [make_text("", self.victim_x(v) + VICTIM_HEAD_LEFT, hy, theme.SIZE_TINY, seat_text_colour(v), bold=True,
                                  batch=head) for v in range(NUM_PLAYERS)],
            "names": [make_text("", self.col_name + 36, self.row_y(p), theme.SIZE_SMALL, theme.TEXT_MUTED, bold=True,
                                batch=rows[p]) for p in range(NUM_PLAYERS)],
            "counts": [make_text("", self.col_pieces + START_PIECES * PIP_STEP + 10, self.row_y(p), theme.SIZE_SMALL,
                                 theme.TEXT, bold=True, batch=rows[p]) for p in range(NUM_PLAYERS)],
            # inside the leader's box (it starts 6 in) with room for two digits; the taken pieces after
            "points": [[make_text("", self.victim_x(v) + 24, self.row_y(p), theme.SIZE_BODY if p != v
                                  else theme.SIZE_SMALL, theme.TEXT_DIM, anchor_x="center", bold=p != v, batch=rows[p])
                        for v in range(NUM_PLAYERS)] for p in range(NUM_PLAYERS)],
            "taken": [[arcade.Text("", self.victim_x(v) + 44, self.row_y(p) - 1, seat_text_colour(v), 12,
                                   font_name=GLYPH_FONT, anchor_y="center", batch=rows[p])
                       for v in range(NUM_PLAYERS)] for p in range(NUM_PLAYERS)],
        }
        # the digits and piece glyphs the table will show, into the font atlas now rather than on
        # the move that first shows one (a new glyph costs milliseconds)
        digits = "0123456789·+"
        make_text(digits, 0, 0, theme.SIZE_BODY, bold=True)
        make_text(digits, 0, 0, theme.SIZE_SMALL, bold=True)
        arcade.Text("".join(GLYPHS.values()) + digits, 0, 0, (255, 255, 255), 12, font_name=GLYPH_FONT)
        return texts

    @staticmethod
    def _set(text: arcade.Text, value: str, colour=None) -> None:
        set_text(text, value)
        if colour is not None:
            set_colour(text, colour)

    def update_texts(self, snap: Snapshot, names: list[str]) -> None:
        """Fill the texts in for `snap`; only those whose content changed are touched."""
        if self.texts is None:
            self.texts = self._make_texts()
        t = self.texts
        loser = snap.piece_count.index(0) if 0 in snap.piece_count else None
        fewest = min(snap.piece_count)
        heads = t["victims"]
        words = [f"{names[v]} fell" if v == loser else f"if {names[v]} falls" for v in range(NUM_PLAYERS)]
        if [head.text for head in heads] != words:
            # each column head stays clear of the next column's token (the last one, of the
            # table's border), all at the size the tightest needs
            for head, text in zip(heads, words):
                head.text = text
                head.font_size = theme.SIZE_TINY
            size = min(fit_text(head, self.victim_head_room(v), min_size=theme.SIZE_TINY - 2).font_size
                       for v, head in enumerate(heads))
            for head in heads:
                head.font_size = size
        for seat in range(NUM_PLAYERS):
            turn = seat == snap.turn and not snap.ended
            self._set(t["names"][seat], names[seat], theme.TEXT if turn else theme.TEXT_MUTED)
            n = snap.piece_count[seat]
            self._set(t["counts"][seat], str(n), theme.BAD if n == fewest and n < START_PIECES else theme.TEXT)
            for victim in range(NUM_PLAYERS):
                if victim == seat:
                    self._set(t["points"][seat][victim], "·")
                    continue
                points = snap.points(seat, victim)
                self._set(t["points"][seat][victim], str(points), theme.CREAM if points else theme.TEXT_DIM)
                kinds = snap.taken_kinds(seat, victim)
                glyphs = "".join(GLYPHS[k] for k in kinds)
                if len(kinds) > 5:
                    glyphs = "".join(GLYPHS[k] for k in kinds[:4]) + f"+{len(kinds) - 4}"
                self._set(t["taken"][seat][victim], glyphs)

    def draw_texts(self, box: Box | None = None) -> None:
        """The texts (those of the header and rows that `box` meets, when given)."""
        top = self.bottom + self.height - self.header_h
        for band, batch in enumerate(self._batches):
            if box is not None:
                low, high = (top, self.bottom + self.height) if band == 0 else \
                    (self.row_y(band - 1) - self.row_h / 2, self.row_y(band - 1) + self.row_h / 2)
                if box[3] <= low or box[1] >= high:
                    continue
            batch.draw()

    def all_texts(self) -> list[str]:
        """Every string the table shows (tests read the table through it)."""
        out = []
        for group in (self.texts or {}).values():
            for item in group:
                out += [x.text for x in (item if isinstance(item, list) else [item])]
        return out
