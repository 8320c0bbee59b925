"""The Not a Dodgson System Chess screen: two 7x6 boards side by side, four players, pieces that
cross to the other board after every move.

Layout (1280x720 logical space, the shell's side panel on the right of x = 968):

* the two boards, A on the left and B on the right, with their coordinates and titles;
* under them the standings: for each player the pieces left, and for each possible first victim
  the points every other player has taken from them (what they would score were that player to
  fall now), the current leader of each column starred;
* the shell's side panel: one card per seat (turn, pieces left or final points), status, moves.

Pieces are tokens: each player's own colour *and* shape (White a disc, Gold a square, Black a
triangle, Green a diamond, the same order as the shell's marks ● ■ ▲ ◆), with the chess glyph
on top.

Parts:

* `Snapshot`       what the boards show, copied from an engine state (states are mutated in place).
* `MoveAnimation`  the piece slides on its board, then arcs over to the twin square of the other
                   board; a captured piece fades out where it stood.
* `Standings`      the table under the boards.
* `DodgsonScreen`  the game screen (registered as "dodgson"): input (mouse, keyboard cursor,
                   pads through the Action layer), highlights, tooltips, the promotion picker.

Everything that changes only after a move (backdrop, boards, pieces, standings) is rendered into
one baked texture; each frame draws that texture plus what follows the pointer or moves.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import arcade
import pyglet

from game.engines.dodgson.board import (
    BISHOP, BOARD_LETTERS, BOARD_OFFSET, FILES, KIND_NAMES, KNIGHT, NUM_FILES, NUM_PLAYERS, NUM_RANKS, PAWN,
    PAWNLIKE, PIECE_POINTS, PLAYER_NAMES, QUEEN, ROOK, SQUARES, square_name,
)
from game.engines.dodgson.notation import PASS
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import make_text, set_colour

# ---- layout (logical pixels) ----------------------------------------------------------------------
PANEL_LEFT = 968
SQ = 58                                   # one square
BOARD_W = NUM_FILES * SQ                  # 406
BOARD_H = NUM_RANKS * SQ                  # 348
BOARD_LEFTS = (40, PANEL_LEFT - 40 - BOARD_W)      # board A, board B (76 px apart)
BOARD_BOTTOM = 262
BOARD_TOP = BOARD_BOTTOM + BOARD_H
STANDINGS_RECT = (24, 50, PANEL_LEFT - 48, 170)   # left, bottom, width, height
TOKEN_R = SQ * 0.39

# ---- the four players' look ------------------------------------------------------------------------
# Fixed colours (the players are named after them), chosen to stay apart under every common
# colour-vision deficiency: light / dark differ in brightness, gold (Okabe-Ito orange) and green
# (Okabe-Ito bluish green) in hue and brightness; each also has its own token shape.
SEAT_FILL = ((238, 233, 220), (240, 172, 32), (40, 43, 56), (18, 164, 120))
SEAT_RIM = ((92, 86, 74), (120, 74, 6), (178, 184, 202), (4, 74, 54))
SEAT_GLYPH = ((36, 40, 56), (58, 34, 2), (240, 236, 226), (4, 40, 30))
# The seat's colour on dark backgrounds (panel chips, text, table): Black reads as slate there.
SEAT_CHIP = ((236, 231, 218), (240, 172, 32), (128, 136, 160), (18, 164, 120))
SEAT_SHAPES = ("disc", "square", "triangle", "diamond")

GLYPHS = {PAWN: "♟", KNIGHT: "♞", BISHOP: "♝", ROOK: "♜", QUEEN: "♛", PAWNLIKE: "♟"}
PROMOTION_LETTER = {QUEEN: "Q", ROOK: "R", BISHOP: "B", KNIGHT: "N", PAWNLIKE: "M"}
GLYPH_FONT = ("DejaVu Sans",)
GLYPH_SIZE = 25
GLYPH_DY = 1.0                            # the glyph's visual centre sits a little low

LIGHT_SQUARE = (96, 117, 160)
DARK_SQUARE = (66, 84, 126)
BLOCKED = (236, 92, 92)


def chip_colour(seat: int):
    return SEAT_CHIP[seat % NUM_PLAYERS]


def seat_text_colour(seat: int):
    return theme.shade(SEAT_CHIP[seat], 1.12) if seat != 2 else (176, 184, 206)


# =================================================================================================
# Geometry
# =================================================================================================
def square_xy(board: int, square: int) -> tuple[float, float]:
    """The centre of `square` (0..41) on `board` (0 A, 1 B)."""
    f, r = square % NUM_FILES, square // NUM_FILES
    return BOARD_LEFTS[board] + (f + 0.5) * SQ, BOARD_BOTTOM + (r + 0.5) * SQ


def square_rect(board: int, square: int) -> tuple[float, float]:
    f, r = square % NUM_FILES, square // NUM_FILES
    return BOARD_LEFTS[board] + f * SQ, BOARD_BOTTOM + r * SQ


def square_at(x: float, y: float) -> tuple[int, int] | None:
    """(board, square) under the point, or None."""
    if not BOARD_BOTTOM <= y < BOARD_TOP:
        return None
    for board, left in enumerate(BOARD_LEFTS):
        if left <= x < left + BOARD_W:
            f = int((x - left) // SQ)
            r = int((y - BOARD_BOTTOM) // SQ)
            return board, r * NUM_FILES + f
    return None


def where(board: int, square: int) -> str:
    return f"{BOARD_LETTERS[board]} {square_name(square)}"


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def arc_point(a, b, u: float, height: float) -> tuple[float, float]:
    """A point of the parabola from a to b that rises `height` above the straight line."""
    return a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u + height * 4 * u * (1 - u)


def arc_height(a, b) -> float:
    return 70 + 0.12 * abs(b[0] - a[0])


# =================================================================================================
# Tokens
# =================================================================================================
def token_points(seat: int, x: float, y: float, r: float) -> list[tuple[float, float]]:
    """The outline of a seat's token: disc, square, triangle or diamond."""
    shape = SEAT_SHAPES[seat % NUM_PLAYERS]
    if shape == "disc":
        n = 28
        return [(x + r * math.cos(2 * math.pi * i / n), y + r * math.sin(2 * math.pi * i / n)) for i in range(n)]
    if shape == "square":
        s, c = r * 0.9, r * 0.22             # half side, corner cut
        return [(x - s + c, y - s), (x + s - c, y - s), (x + s, y - s + c), (x + s, y + s - c),
                (x + s - c, y + s), (x - s + c, y + s), (x - s, y + s - c), (x - s, y - s + c)]
    if shape == "triangle":
        t, bw, bh, c = r * 1.3, r * 1.2, r * 0.9, r * 0.2
        return [(x - bw + c, y - bh), (x + bw - c, y - bh), (x + bw, y - bh + c * 0.8),
                (x + c * 0.6, y + t - c * 0.5), (x - c * 0.6, y + t - c * 0.5), (x - bw, y - bh + c * 0.8)]
    d, c = r * 1.16, r * 0.14              # diamond, tips slightly blunted
    return [(x, y - d), (x + c, y - d + c), (x + d - c, y - c), (x + d, y), (x + d - c, y + c),
            (x + c, y + d - c), (x, y + d), (x - c, y + d - c), (x - d + c, y + c), (x - d, y),
            (x - d + c, y - c), (x - c, y - d + c)]


def _inset(points, cx: float, cy: float, factor: float):
    return [(cx + (px - cx) * factor, cy + (py - cy) * factor) for px, py in points]


def token_centre(seat: int, x: float, y: float, r: float) -> tuple[float, float]:
    """Where the glyph sits on the token (the triangle's is lower)."""
    return (x, y - r * 0.04) if SEAT_SHAPES[seat] == "triangle" else (x, y)


def add_token(sb: ShapeBuilder, seat: int, x: float, y: float, r: float = TOKEN_R, alpha: float = 1.0,
              lift: float = 0.0, ghost: bool = False) -> None:
    """A player's token: soft shadow, rim, body lit from above, a sheen. `lift` (0..1) raises it
    off the board (a longer, softer shadow); `ghost` draws a see-through preview."""
    pts = token_points(seat, x, y, r)
    fill = SEAT_FILL[seat]
    rim = SEAT_RIM[seat]
    a = max(0.0, min(1.0, alpha))
    if not ghost:
        off = 2 + lift * 9
        shadow = [(px + off * 0.5, py - off) for px, py in pts]
        sb.polygon(shadow, (0, 0, 0, int((120 - 50 * lift) * a)))
    rim_a = int(255 * a * (0.75 if ghost else 1.0))
    sb.fan((x, y), pts, theme.with_alpha(rim, rim_a))
    body = _inset(pts, x, y, 1 - 2.6 / r)
    ys = [py for _, py in body]
    lo, hi = min(ys), max(ys)
    top_c = theme.shade(fill, 1.2)
    low_c = theme.shade(fill, 0.8)
    body_a = int(255 * a * (0.55 if ghost else 1.0))
    centre_c = theme.with_alpha(theme.mix(low_c, top_c, 0.55), body_a)
    n = len(body)
    for i in range(n):
        p, q = body[i], body[(i + 1) % n]
        cp = theme.with_alpha(theme.mix(low_c, top_c, (p[1] - lo) / max(1.0, hi - lo)), body_a)
        cq = theme.with_alpha(theme.mix(low_c, top_c, (q[1] - lo) / max(1.0, hi - lo)), body_a)
        sb.triangle((x, y), p, q, centre_c, cp, cq)
    if not ghost:
        # a thin inner line gives the token an edge, like a stamped counter
        inner = _inset(pts, x, y, 1 - 5.5 / r)
        for i in range(len(inner)):
            sb.line(inner[i], inner[(i + 1) % len(inner)], 1.0, theme.with_alpha(rim, int(90 * a)))


def add_pawnlike_badge(sb: ShapeBuilder, x: float, y: float, r: float, alpha: float = 1.0) -> None:
    """The pawn-like promoted piece (mFcW): a pawn with a small gold diamond badge."""
    bx, by, s = x + r * 0.62, y + r * 0.62, r * 0.3
    sb.polygon([(bx, by - s), (bx + s, by), (bx, by + s), (bx - s, by)], theme.with_alpha((20, 14, 4), int(255 * alpha)))
    s2 = s * 0.7
    sb.polygon([(bx, by - s2), (bx + s2, by), (bx, by + s2), (bx - s2, by)], theme.with_alpha(theme.ACCENT, int(255 * alpha)))


def glyph_text(kind: int, seat: int, x: float, y: float, size: float = GLYPH_SIZE, alpha: int = 255,
               batch=None) -> arcade.Text:
    gx, gy = token_centre(seat, x, y, TOKEN_R * size / GLYPH_SIZE)
    return arcade.Text(GLYPHS[kind], gx, gy + GLYPH_DY, theme.with_alpha(SEAT_GLYPH[seat], alpha), size,
                       font_name=GLYPH_FONT, anchor_x="center", anchor_y="center", batch=batch)


# =================================================================================================
# What the boards show
# =================================================================================================
@dataclass
class Snapshot:
    cells: list
    turn: int
    taken: list
    piece_count: list
    ended: str
    outcome: object
    last_move: object          # (seat, move) or None

    @classmethod
    def of(cls, state) -> "Snapshot":
        return cls(cells=list(state.cells), turn=state.turn, taken=list(state.taken),
                   piece_count=list(state.piece_count), ended=state.ended, outcome=state.outcome(),
                   last_move=state.last_move)

    def piece(self, board: int, square: int) -> tuple[int, int] | None:
        code = self.cells[BOARD_OFFSET[board] + square]
        return (code >> 3, code & 7) if code else None

    def points(self, capturer: int, victim: int) -> int:
        from game.engines.dodgson.rules import points_taken
        return points_taken(self.taken, capturer, victim)

    def taken_kinds(self, capturer: int, victim: int) -> list[int]:
        from game.engines.dodgson.notation import taken_index
        out = []
        for kind in (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE, PAWN):
            out += [kind] * self.taken[taken_index(capturer, victim, kind)]
        return out

    def leaders(self, victim: int) -> tuple[int, ...]:
        """Who would win were `victim` eliminated now (nobody while nobody has taken anything)."""
        from game.engines.dodgson.rules import first_elimination_winners, pieces_taken_from
        if pieces_taken_from(self.taken, victim) == 0:
            return ()
        return first_elimination_winners(self.taken, victim)


# =================================================================================================
# A move on screen
# =================================================================================================
class MoveAnimation:
    """The piece slides to its target on its own board (the victim fading there), then lifts and
    arcs over to the same square of the other board, where it lands (promoted, if it promotes)."""

    def __init__(self, before: Snapshot, after: Snapshot, move, mover: int):
        board, frm, to, promo = move
        self.before, self.after = before, after
        self.move = move
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
        self.events: list[str] = []
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
        """The arc's trail, the fading victim and the moving token (rebuilt every frame)."""
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


# =================================================================================================
# The standings under the boards
# =================================================================================================
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

    def row_y(self, seat: int) -> float:
        """Centre line of a player's row."""
        top = self.bottom + self.height - self.header_h
        return top - (seat + 0.5) * self.row_h

    def victim_x(self, victim: int) -> float:
        return self.col_victims + victim * self.victim_w

    def build(self, sb: ShapeBuilder, snap: Snapshot, names: list[str]) -> None:
        l, b, w, h = self.left, self.bottom, self.width, self.height
        sb.panel(l, b, w, h, radius=14)
        top = b + h - self.header_h
        sb.rect(l + 12, top, w - 24, 1.5, theme.with_alpha(theme.BORDER, 200))
        over = bool(snap.ended)
        loser = snap.piece_count.index(0) if 0 in snap.piece_count else None
        fewest = min(snap.piece_count)
        for seat in range(NUM_PLAYERS):
            y = self.row_y(seat)
            if seat == snap.turn and not over:
                sb.rounded_rect(l + 8, y - self.row_h / 2 + 2, w - 16, self.row_h - 4, 8,
                                theme.with_alpha(chip_colour(seat), 30))
                sb.triangle((l + 9, y - 6), (l + 9, y + 6), (l + 16, y), theme.ACCENT)
            add_token(sb, seat, self.col_name + 18, y, 10)
            # pieces left: 14 pips, red when this player has the fewest
            n = snap.piece_count[seat]
            for i in range(14):
                px = self.col_pieces + i * 9
                if i < n:
                    colour = chip_colour(seat)
                else:
                    colour = theme.with_alpha(theme.BORDER_SOFT, 220)
                sb.rect(px, y - 6, 6, 12, colour)
            if n == fewest and n < 14 and not over:
                sb.rounded_outline(self.col_pieces - 4, y - 10, 14 * 9 + 2, 20, 5, 1.5, theme.with_alpha(theme.BAD, 200))
        for victim in range(NUM_PLAYERS):
            vx = self.victim_x(victim)
            sb.rect(vx, b + 10, 1, h - 20, theme.with_alpha(theme.BORDER_SOFT, 160))
            add_token(sb, victim, vx + 18, top + self.header_h / 2, 8)
            if victim == loser:
                sb.rounded_rect(vx + 4, b + 8, self.victim_w - 8, h - 16, 10, theme.with_alpha(theme.RED, 40))
            for seat in self._leaders(snap, victim):
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

    def make_texts(self, batch) -> dict:
        """Every text of the table, made once (`update_texts` fills them in)."""
        top = self.bottom + self.height - self.header_h
        hy = top + self.header_h / 2
        t = {
            "head": [make_text("PLAYER", self.col_name + 4, hy, theme.SIZE_TINY, theme.TEXT_MUTED, bold=True),
                     make_text("PIECES LEFT", self.col_pieces, hy, theme.SIZE_TINY, theme.TEXT_MUTED, bold=True)],
            "victims": [make_text("", self.victim_x(v) + 32, hy, theme.SIZE_TINY, seat_text_colour(v), bold=True)
                        for v in range(NUM_PLAYERS)],
            "names": [make_text("", self.col_name + 36, self.row_y(p), theme.SIZE_SMALL, theme.TEXT_MUTED, bold=True)
                      for p in range(NUM_PLAYERS)],
            "counts": [make_text("", self.col_pieces + 14 * 9 + 10, self.row_y(p), theme.SIZE_SMALL, theme.TEXT,
                                 bold=True) for p in range(NUM_PLAYERS)],
            "points": [[make_text("", self.victim_x(v) + 18, self.row_y(p), theme.SIZE_BODY if p != v
                                  else theme.SIZE_SMALL, theme.TEXT_DIM, anchor_x="center", bold=p != v)
                        for v in range(NUM_PLAYERS)] for p in range(NUM_PLAYERS)],
            "taken": [[arcade.Text("", self.victim_x(v) + 36, self.row_y(p) - 1, seat_text_colour(v), 12,
                                   font_name=GLYPH_FONT, anchor_y="center")
                       for v in range(NUM_PLAYERS)] for p in range(NUM_PLAYERS)],
        }
        for group in t.values():
            for item in group:
                for text in (item if isinstance(item, list) else [item]):
                    _to_batch(text, batch)
        return t

    @staticmethod
    def _set(text: arcade.Text, value: str, colour=None) -> None:
        if text.text != value:
            text.text = value
        if colour is not None:
            set_colour(text, colour)

    def update_texts(self, t: dict, snap: Snapshot, names: list[str]) -> None:
        loser = snap.piece_count.index(0) if 0 in snap.piece_count else None
        fewest = min(snap.piece_count)
        for victim in range(NUM_PLAYERS):
            name = names[victim]
            self._set(t["victims"][victim], f"{name} fell" if victim == loser else f"if {name} falls")
        for seat in range(NUM_PLAYERS):
            turn = seat == snap.turn and not snap.ended
            self._set(t["names"][seat], names[seat], theme.TEXT if turn else theme.TEXT_MUTED)
            n = snap.piece_count[seat]
            self._set(t["counts"][seat], str(n), theme.BAD if n == fewest and n < 14 else theme.TEXT)
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

    def all_texts(self, t: dict) -> list[str]:
        out = []
        for group in t.values():
            for item in group:
                out += [x.text for x in (item if isinstance(item, list) else [item])]
        return out


def _to_batch(text: arcade.Text, batch) -> None:
    """Move an arcade.Text into a pyglet batch (drawn with the others in one call)."""
    text.label.batch = batch



# =================================================================================================
# The screen
# =================================================================================================
from game.core.session import MatchSession, Seat  # noqa: E402
from game.scenes.game_screen import GameScreen  # noqa: E402
from game.core.demo_positions import demo_session as shared_demo_session  # noqa: E402

DEMO_SEED = 7
DEMO_PLIES = 21


def demo_session(seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A busy middle game for screenshots: the players pick moves by the engine's evaluation with
    some seeded randomness (captures made, promotions possible, nobody out yet), never saved."""
    return shared_demo_session("dodgson", plies, seed, [Seat.human() for _ in range(4)], noise=0.12,
                               keep=lambda after: min(after.piece_count) >= 4, rng_name="dodgson-demo")


class DodgsonScreen(GameScreen):
    """Not a Dodgson System Chess on screen: both boards, the standings, four seats (any mix of
    people and bots; each person's device drives their own cursor on their turn)."""

    game_name = "dodgson"
    hints = "Click a piece, then a square    ←↑↓→ Enter: cursor    Esc drop    PgUp look back"
    pad_hints = "D-pad cursor  Ⓐ pick  Ⓑ drop  LB look back"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.snap: Snapshot = Snapshot.of(self.view_state())
        self._shown_key = None
        self.animation: MoveAnimation | None = None
        self.interactive = False
        self.legal: list = []
        self.selected: tuple[int, int] | None = None        # (board, square) of the chosen piece
        self.targets: dict[int, list] = {}                   # target square -> moves (promotions)
        self.blocked: list[int] = []                         # squares blocked by the twin square
        self.focus: tuple[int, int] | None = None            # square under the pointer or cursor
        self.pointer: tuple[float, float] | None = None
        self.cursors: dict[str, tuple[int, int]] = {}
        self.cursor_device: str | None = None
        self.cursor_shown = False
        self.picker: dict | None = None                       # the promotion choice, when open
        self.banners: list[list] = []                         # [text, age, seconds]
        self.pass_pending = False
        self.standings = Standings()
        self._static = ShapeBuilder()
        self._glyphs = None
        self._glyph_batch = None
        self._standing_texts = None
        self._standing_batch = None
        self._baked_key = None
        self._static_version = 0
        self.static_builds = 0
        self._cover_shapes = ShapeBuilder()
        self._cover_key = None
        self._overlay = CachedShapes(self._build_overlay)
        self._overlay_key = None
        self._tooltip_shapes = ShapeBuilder()
        self._tooltip_texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                               make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)]
        self._tooltip_key = None
        self._tooltip_box = None
        self._anim_texts: dict[str, arcade.Text] = {}
        self._picker_shapes = ShapeBuilder()
        self._picker_texts: list = []
        self._picker_key = None
        self._banner_shapes = ShapeBuilder()
        self._banner_text = make_text("", 484, 0, theme.SIZE_BODY, theme.ACCENT_TEXT, anchor_x="center", bold=True)
        self._banner_key = None
        self._pass_text = make_text("", 484, 0, theme.SIZE_BODY, theme.ACCENT_TEXT, anchor_x="center", bold=True)
        self._pass_shapes = ShapeBuilder()
        self._frame_labels = self._make_frame_labels()
        self._boards = ShapeBuilder()
        self._build_boards(self._boards)
        self.show_position()

    # =============================================================================================
    # positions
    # =============================================================================================
    def _board_interactive(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def show_position(self) -> None:
        """Show the view state as it is (no animation)."""
        self.snap = Snapshot.of(self.view_state())
        self._shown_key = self._view_key()
        self.animation = None
        self._reset_choice()
        self._refresh_interactive()
        self._static_version += 1

    def _view_key(self):
        return (self.session.view_ply(), self.session.in_replay, len(self.session.moves))

    def _reset_choice(self) -> None:
        self.selected = None
        self.targets = {}
        self.blocked = []
        self.picker = None

    def _refresh_interactive(self) -> None:
        interactive = self._board_interactive() and self.animation is None
        state = self.session.state
        legal = state.legal_moves() if interactive else []
        self.interactive = interactive
        self.legal = legal
        self.pass_pending = interactive and legal == [PASS]
        if self.selected is not None and not self._movable(*self.selected):
            self._reset_choice()
        if interactive:
            self._ensure_cursor()

    def _movable(self, board: int, square: int) -> bool:
        return any(m != PASS and m[0] == board and m[1] == square for m in self.legal)

    def own_piece(self, board: int, square: int) -> bool:
        piece = self.snap.piece(board, square)
        return piece is not None and piece[0] == self.snap.turn and not self.snap.ended

    # =============================================================================================
    # GameScreen hooks
    # =============================================================================================
    def on_view_changed(self) -> None:
        self.show_position()

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.show_position()
            return
        after = Snapshot.of(self.session.state)
        self._reset_choice()
        self.interactive = False
        self.legal = []
        self.pass_pending = False
        self._shown_key = self._view_key()
        if move == PASS:
            self.snap = after
            self._static_version += 1
            self.banner(f"{self.seat_name(mover)} passes: no legal move", mover)
            self.flash(f"{self.seat_name(mover)} had no legal move and passed.")
            self._refresh_interactive()
            return
        self.animation = MoveAnimation(Snapshot.of(before), after, move, mover)
        self.snap = after              # the baked layer keeps the position before until it lands

    def is_animating(self) -> bool:
        return self.animation is not None or any(b[1] < b[2] * 0.6 for b in self.banners)

    def skip_animation(self) -> None:
        if self.animation is not None:
            self.animation.time = self.animation.length
            self.update_board(0.0)
        for b in self.banners:
            b[1] = max(b[1], b[2] * 0.6)

    def update_board(self, dt: float) -> None:
        for b in self.banners:
            b[1] += dt
        if self.banners and self.banners[0][1] >= self.banners[0][2]:
            self.banners = [b for b in self.banners if b[1] < b[2]]
            self._banner_key = None
        anim = self.animation
        if anim is not None:
            anim.update(dt)
            for event in anim.events:
                if event == "take":
                    self.play("capture")
                elif event == "land":
                    self.play("click")
            anim.events.clear()
            if anim.done:
                self.animation = None
                self._static_version += 1
                self._refresh_interactive()
            return
        if self._shown_key != self._view_key():
            self.show_position()
            return
        interactive = self._board_interactive()
        if interactive != self.interactive:
            self._refresh_interactive()

    def move_sound(self, move, before, mover: int) -> str:
        if move == PASS:
            return "click"
        board, frm, to, promo = move
        return "capture" if before.cells[BOARD_OFFSET[board] + to] else "move"

    def seat_name(self, seat: int) -> str:
        player = self.session.seats[seat]
        return player.name or PLAYER_NAMES[seat]

    @classmethod
    def seat_colour_of(cls, seat: int):
        return chip_colour(seat)

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        return PLAYER_NAMES[seat]

    def seat_score(self, state, seat: int) -> str:
        outcome = state.outcome()
        if outcome is not None:
            if state.piece_count[seat] == 0:
                return "out"
            points = outcome.scores[seat]
            return (f"{points:g} pt" + ("" if points == 1 else "s")) if outcome.winners else "draw"
        return f"{state.piece_count[seat]} ♟"

    def move_label(self, index: int, text: str) -> str:
        """"A d5xe6" gets the glyph of the piece taken; a promotion its new glyph."""
        if text == PASS or index >= len(self.session.moves):
            return text
        try:
            before = self.session.state_at(index)
            move = before.text_to_move(text)
        except Exception:
            return text
        board, frm, to, promo = move
        victim = before.cells[BOARD_OFFSET[board] + to]
        extra = f"   {GLYPHS[victim & 7]} {PLAYER_NAMES[victim >> 3]}" if victim else ""
        return text + extra

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        session = self.session
        if not session.in_replay and not session.is_over() and self.interactive:
            name = self.seat_name(self.snap.turn)
            if self.pass_pending:
                return f"{name} has no legal move and must pass: press Enter or click Pass."
            if self.picker is not None:
                return f"{name}: choose what the pawn becomes."
            if self.selected is not None:
                piece = self.snap.piece(*self.selected)
                kind = KIND_NAMES[piece[1]] if piece else "piece"
                n = len(self.targets)
                return f"{name}: {kind} on {where(*self.selected)}, {n} move{'s' if n != 1 else ''}."

            return f"{name} to move: pick a piece."
        if not session.in_replay and session.is_over():
            return self.results_reason(session.outcome())
        return super().status_text()

    def results_reason(self, outcome) -> str:
        """One line for the results card (the full sentence is the outcome's reason)."""
        snap = Snapshot.of(self.session.state)
        if not outcome.winners or snap.ended != "elimination":
            return outcome.reason.split(";")[0]
        from game.engines.dodgson.rules import pawns_taken, rooks_taken
        victim = snap.piece_count.index(0)
        vname = self.seat_name(victim)
        others = [p for p in range(NUM_PLAYERS) if p != victim]
        top = max(outcome.scores[p] for p in others)
        on_top = [p for p in others if outcome.scores[p] == top]
        winners = list(outcome.winners)
        names = " and ".join(self.seat_name(w) for w in winners)
        if len(on_top) == 1:
            return f"{vname} fell first: {names} took the most points from {vname}."
        rooks = max(rooks_taken(snap.taken, p, victim) for p in on_top)
        rook_leaders = [p for p in on_top if rooks_taken(snap.taken, p, victim) == rooks]
        if len(rook_leaders) == 1:
            return f"{vname} fell first; tie on {top:g} points: {names} took more rooks."
        if len(winners) == 1:
            pawns = pawns_taken(snap.taken, winners[0], victim)
            return f"{vname} fell first; tie on points and rooks: {names} took fewer pawns ({pawns})."
        return f"{vname} fell first; tie on points, rooks and pawns: a shared win."

    def results_detail(self, seat: int) -> str:
        """The line under a player's name on the results card: what they took from the victim."""
        snap = Snapshot.of(self.session.state)
        kind = self.seat_kind(seat)
        if snap.ended != "elimination":
            return f"{kind} · {snap.piece_count[seat]} pieces left"
        victim = snap.piece_count.index(0)
        if seat == victim:
            return f"{kind} · lost every piece first"
        from game.engines.dodgson.rules import pawns_taken, rooks_taken
        kinds = snap.taken_kinds(seat, victim)
        taken = ", ".join(f"{kinds.count(k)} {KIND_NAMES[k]}{'s' if kinds.count(k) > 1 else ''}"
                          for k in (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE, PAWN) if k in kinds) or "nothing"
        return (f"{kind} · took {taken} · rooks {rooks_taken(snap.taken, seat, victim)}, "
                f"pawns {pawns_taken(snap.taken, seat, victim)}")

    @classmethod
    def demo(cls) -> "DodgsonScreen":
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None, mode=None) -> "DodgsonScreen":
        """The screen on a given position (tests, editors); never saved."""
        from game.engines.dodgson import GAME
        session = MatchSession(GAME, seats=seats or [Seat.human() for _ in range(4)], autosave=False,
                               start_state=state)
        return cls(session, mode)

    # =============================================================================================
    # choosing a move
    # =============================================================================================
    def select(self, board: int, square: int) -> None:
        moves = [m for m in self.legal if m != PASS and m[0] == board and m[1] == square]
        self.selected = (board, square)
        self.targets = {}
        for m in moves:
            self.targets.setdefault(m[2], []).append(m)
        state = self.session.state
        self.blocked = state.blocked_squares(board, square)
        self.picker = None
        self.play("click")

    def drop(self) -> None:
        self._reset_choice()
        self.play("click")

    def blocked_reason(self, board: int, square: int) -> str:
        """Why the selected piece may not go to `square` of `board`: the twin square is occupied."""
        other = 1 - board
        piece = self.snap.piece(other, square)
        who = f"{PLAYER_NAMES[piece[0]]}'s {KIND_NAMES[piece[1]]}" if piece else "a piece"
        return f"blocked: {where(other, square)} occupied ({who})"

    def press_square(self, board: int, square: int, device: str) -> bool:
        """A click (or Enter on the cursor) on a square: select, play, or explain why not."""
        if not self.interactive or self.animation is not None:
            return False
        if self.pass_pending:
            return self.submit_move(PASS, device)
        if self.selected is not None and board == self.selected[0] and square in self.targets:
            moves = self.targets[square]
            if len(moves) > 1:
                self.open_picker(moves)
                return True
            return self.submit_move(moves[0], device)
        if self.selected is not None and board == self.selected[0] and square in self.blocked:
            self.play("error")
            self.flash(f"{where(*self.selected)} to {where(board, square)}: {self.blocked_reason(board, square)}.")
            return True
        if self.selected == (board, square):
            self.drop()
            return True
        if self.own_piece(board, square):
            if self._movable(board, square):
                self.select(board, square)
            else:
                self.play("error")
                blocked = self.session.state.blocked_squares(board, square)
                kind = KIND_NAMES[self.snap.piece(board, square)[1]]
                why = (f"every square it could reach has its twin on board {BOARD_LETTERS[1 - board]} occupied"
                       if blocked else "it is hemmed in")
                self.flash(f"The {kind} on {where(board, square)} cannot move: {why}.")
            return True
        if self.selected is not None:
            self.drop()
            return True
        piece = self.snap.piece(board, square)
        if piece is not None:
            self.play("error")
            self.flash(f"That is {self.seat_name(piece[0])}'s {KIND_NAMES[piece[1]]}; "
                       f"{self.seat_name(self.snap.turn)} is to move.")
        elif device != "kbm" or self.cursor_shown:
            self.play("error")
            self.flash(f"{self.seat_name(self.snap.turn)}: pick one of your own pieces first.")
        return False

    def open_picker(self, moves: list) -> None:
        choices = [m[3] for m in moves]
        order = [k for k in (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE) if k in choices]
        self.picker = {"moves": {m[3]: m for m in moves}, "choices": order, "index": 0,
                       "board": moves[0][0], "to": moves[0][2]}
        self.play("click")

    def picker_rects(self) -> list[tuple[float, float, float, float]]:
        """Slot rectangles of the open picker (next to the landing square, inside the board area)."""
        p = self.picker
        if p is None:
            return []
        n = len(p["choices"])
        slot, gap = 52, 8
        width = n * slot + (n - 1) * gap + 24
        cx, cy = square_xy(p["board"], p["to"])
        left = max(12, min(PANEL_LEFT - 12 - width, cx - width / 2))
        # rank 6 promotions open below the pawn (a rank lower), rank 1 promotions above it
        bottom = cy - SQ * 1.55 - 96 if cy > BOARD_BOTTOM + BOARD_H / 2 else cy + SQ * 1.55
        return [(left + 12 + i * (slot + gap), bottom + 12, slot, slot) for i in range(n)]

    def picker_box(self) -> tuple[float, float, float, float]:
        rects = self.picker_rects()
        l = rects[0][0] - 12
        r = rects[-1][0] + rects[-1][2] + 12
        return l, rects[0][1] - 12, r - l, 96

    def picker_choose(self, index: int, device: str) -> bool:
        p = self.picker
        kind = p["choices"][index]
        move = p["moves"][kind]
        self.picker = None
        return self.submit_move(move, device)

    # ---- the keyboard / pad cursor -------------------------------------------------------------
    def _ensure_cursor(self) -> None:
        device = self._seat_device()
        if device is not None and device not in self.cursors:
            self.cursors[device] = self._home_square()

    def _seat_device(self) -> str | None:
        seat = self.session.seat_to_move()
        if seat is None:
            return None
        if seat.device in ("any", ""):
            return self.cursor_device or "kbm"
        return seat.device

    def _home_square(self) -> tuple[int, int]:
        """A sensible first cursor square: one of the mover's pieces that can move."""
        movable = sorted({(m[0], m[1]) for m in self.legal if m != PASS})
        if movable:
            return movable[len(movable) // 2]
        return (0, 3)

    def cursor(self) -> tuple[int, int] | None:
        device = self._seat_device()
        return self.cursors.get(device) if device is not None else None

    def move_cursor(self, device: str, action: Action) -> None:
        board, square = self.cursors.get(device) or self._home_square()
        col = board * NUM_FILES + square % NUM_FILES          # 0..13 across both boards
        row = square // NUM_FILES
        if action == Action.LEFT:
            col = max(0, col - 1)
        elif action == Action.RIGHT:
            col = min(2 * NUM_FILES - 1, col + 1)
        elif action == Action.UP:
            row = min(NUM_RANKS - 1, row + 1)
        elif action == Action.DOWN:
            row = max(0, row - 1)
        board, f = divmod(col, NUM_FILES)
        self.cursors[device] = (board, row * NUM_FILES + f)
        self.focus = self.cursors[device]
        self.play("click")

    def cycle(self, device: str, delta: int) -> None:
        """Tab: the next movable piece, or the next target of the selected piece."""
        if self.selected is not None and self.targets:
            order = [(self.selected[0], t) for t in sorted(self.targets)]
        else:
            order = sorted({(m[0], m[1]) for m in self.legal if m != PASS})
        if not order:
            return
        current = self.cursors.get(device)
        i = (order.index(current) + delta) % len(order) if current in order else 0
        self.cursors[device] = order[i]
        self.focus = order[i]
        self.play("click")

    def board_action(self, device: str, action: Action) -> bool:
        if not self.interactive or self.animation is not None:
            return False
        self.cursor_device = device
        if self.picker is not None:
            n = len(self.picker["choices"])
            if action in (Action.LEFT, Action.UP, Action.PREV):
                self.picker["index"] = (self.picker["index"] - 1) % n
                self.play("click")
            elif action in (Action.RIGHT, Action.DOWN, Action.NEXT):
                self.picker["index"] = (self.picker["index"] + 1) % n
                self.play("click")
            elif action == Action.CONFIRM:
                self.picker_choose(self.picker["index"], device)
            elif action == Action.CANCEL:
                self.picker = None
                self.play("click")
            return True
        if self.pass_pending:
            if action == Action.CONFIRM:
                self.submit_move(PASS, device)
                return True
            return False
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            if not self.cursor_shown or device not in self.cursors:
                # the first press shows the cursor where it is (on a piece that can move)
                self.cursor_shown = True
                self.cursors.setdefault(device, self._home_square())
                self.focus = self.cursors[device]
                self.play("click")
                return True
            self.move_cursor(device, action)
            return True
        if action == Action.NEXT:
            self.cursor_shown = True
            self.cycle(device, 1)
            return True
        if action == Action.CONFIRM:
            self.cursor_shown = True
            if device not in self.cursors:
                self.cursors[device] = self._home_square()
                self.focus = self.cursors[device]
                return True
            self.press_square(*self.cursors[device], device)
            return True
        if action == Action.CANCEL and self.selected is not None:
            self.drop()
            return True
        return False

    # ---- the pointer ---------------------------------------------------------------------------
    def board_pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        self.cursor_shown = False
        self.focus = square_at(x, y)

    def pointer_move(self, x: float, y: float) -> None:
        super().pointer_move(x, y)
        if x >= PANEL_LEFT and self.focus is not None:
            self.focus = None              # the pointer went over to the panel: no tooltip left behind

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self.pointer = (x, y)
        if self.picker is not None:
            for i, (l, b, w, h) in enumerate(self.picker_rects()):
                if l <= x <= l + w and b <= y <= b + h:
                    self.picker_choose(i, "kbm")
                    return
            pl, pb, pw, ph = self.picker_box()
            if not (pl <= x <= pl + pw and pb <= y <= pb + ph):
                self.picker = None
                self.play("click")
            return
        if self.pass_pending:
            if self._pass_contains(x, y):
                self.submit_move(PASS, "kbm")
            return
        hit = square_at(x, y)
        if hit is None:
            if self.selected is not None:
                self.drop()
            return
        self.cursor_device = "kbm"
        self.cursors["kbm"] = hit            # the keys carry on from the last click
        self.press_square(*hit, "kbm")

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) plays in the live state (a target of the selected piece)."""
        if self.pass_pending:
            return PASS if self._pass_contains(x, y) else None
        hit = square_at(x, y)
        if hit is None or self.selected is None or hit[0] != self.selected[0]:
            return None
        moves = self.targets.get(hit[1])
        return moves[0] if moves else None

    # =============================================================================================
    # announcements
    # =============================================================================================
    def banner(self, message: str, seat: int, seconds: float = 1.8) -> None:
        self.banners = [[message, 0.0, theme.anim(seconds), seat]]
        self._banner_key = None

    def _pass_rect(self):
        text = f"{self.seat_name(self.snap.turn)} has no legal move  ·  Pass"
        if self._pass_text.text != text:
            self._pass_text.text = text
            self._pass_shapes.clear()
        w = self._pass_text.content_width + 56
        cy = BOARD_BOTTOM + BOARD_H / 2
        self._pass_text.y = cy
        return 484 - w / 2, cy - 24, w, 48

    def _pass_contains(self, x: float, y: float) -> bool:
        l, b, w, h = self._pass_rect()
        return l <= x <= l + w and b <= y <= b + h

    # =============================================================================================
    # drawing
    # =============================================================================================
    def _make_frame_labels(self) -> list:
        """Coordinates and board titles: made once."""
        batch = pyglet.graphics.Batch()
        texts = []
        self._title_tokens = []
        for board in (0, 1):
            left = BOARD_LEFTS[board]
            for f in range(NUM_FILES):
                texts.append(make_text(FILES[f], left + (f + 0.5) * SQ, BOARD_BOTTOM - 15, theme.SIZE_TINY,
                                       theme.TEXT_MUTED, anchor_x="center", bold=True))
            for r in range(NUM_RANKS):
                y = BOARD_BOTTOM + (r + 0.5) * SQ
                texts.append(make_text(str(r + 1), left - 14, y, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x="center", bold=True))
                texts.append(make_text(str(r + 1), left + BOARD_W + 14, y, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x="center", bold=True))
            ty = BOARD_TOP + 40
            texts.append(make_text(f"BOARD {BOARD_LETTERS[board]}", left + 50, ty + 1, theme.SIZE_SUBHEADING,
                                   theme.CREAM, display=True))
            low, high = (0, 2) if board == 0 else (1, 3)
            right = left + BOARD_W
            tokens = []
            for seat, arrow in ((high, "↓"), (low, "↑")):
                label = make_text(f"{PLAYER_NAMES[seat]} {arrow}", right, ty, theme.SIZE_TINY, seat_text_colour(seat),
                                  anchor_x="right", bold=True)
                texts.append(label)
                tokens.append((seat, right - label.content_width - 14))
                right -= label.content_width + 36
            self._title_tokens.append(tokens)
            texts.append(make_text(BOARD_LETTERS[board], left + 20, ty, theme.SIZE_SUBHEADING, theme.ACCENT_TEXT,
                                   anchor_x="center", display=True))
        # the twin-square hint between the boards
        for text in texts:
            _to_batch(text, batch)
        self._frame_batch = batch
        return texts

    def _names(self) -> list[str]:
        return [self.seat_name(s) for s in range(NUM_PLAYERS)]

    def square_colour(self, board: int, square: int):
        """A square's own colour (lit from above: lighter towards the top of the board)."""
        f, r = square % NUM_FILES, square // NUM_FILES
        base = LIGHT_SQUARE if (f + r) % 2 == 1 else DARK_SQUARE
        return theme.shade(base, 1.0 + 0.05 * r / NUM_RANKS)

    def _build_boards(self, sb: ShapeBuilder) -> None:
        """Frames, squares and titles: built once."""
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
                sb.rect(x, y, SQ, SQ, self.square_colour(board, sq))
            sb.gradient_rect(left, BOARD_TOP - 60, BOARD_W, 60, (255, 255, 255, 0), (255, 255, 255, 16))
            # whose home this board is: the two owners' tokens by their names in the title
            for seat, x in self._title_tokens[board]:
                add_token(sb, seat, x, BOARD_TOP + 40, 8)

    def _static_snap(self) -> Snapshot:
        """The position the baked layer shows: the one before the move being animated, if any."""
        return self.animation.before if self.animation is not None else self.snap

    def _build_static(self) -> None:
        """The pieces, the last move and the standings of the position shown. Glyphs and the
        standings' texts are pooled: only the ones whose content changed are updated."""
        sb = self._static
        sb.clear()
        snap = self._static_snap()
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
        if self._glyphs is None:
            self._glyph_batch = pyglet.graphics.Batch()
            self._glyphs = []
            for cell in range(2 * SQUARES):
                text = arcade.Text("", 0, 0, (0, 0, 0), GLYPH_SIZE, font_name=GLYPH_FONT, anchor_x="center",
                                   anchor_y="center", batch=self._glyph_batch)
                self._glyphs.append([text, -1])
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
        self.standings.build(sb, snap, self._names())
        if self._standing_texts is None:
            self._standing_batch = pyglet.graphics.Batch()
            self._standing_texts = self.standings.make_texts(self._standing_batch)
        self.standings.update_texts(self._standing_texts, snap, self._names())
        self.static_builds += 1

    def draw_baked(self) -> None:
        self._boards.draw()
        self._frame_batch.draw()
        self._static.draw()
        self._glyph_batch.draw()
        self._standing_batch.draw()

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        if not isinstance(move, tuple):
            return []                      # a pass: the Pass button says it
        board, frm, to, _promo = move
        return [square_xy(board, frm), square_xy(board, to)]

    def baked_key(self):
        return (self._static_version, tuple(self._names()))

    def rebuild_baked(self) -> None:
        self._build_static()

    def _draw_covers(self, anim: MoveAnimation) -> None:
        """While a move plays, the baked layer still shows the position before it: the squares
        the piece left and its victim stood on are painted over (the animation draws both)."""
        sb = self._cover_shapes
        if self._cover_key != id(anim):
            self._cover_key = id(anim)
            sb.clear()
            for square in (anim.frm, anim.to):
                x, y = square_rect(anim.board, square)
                sb.rect(x, y, SQ, SQ, self.square_colour(anim.board, square))
        sb.draw()

    def draw_board(self) -> None:
        anim = self.animation
        if anim is not None:
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
            self._draw_glyph("mover", anim.kind_now(), anim.mover, x, y)
            if anim.victim_on_top():
                victim.draw()
                self._draw_victim_glyph(anim)
        else:
            key = (self.selected, self.focus, tuple(sorted(self.targets)), tuple(self.blocked), self.interactive,
                   self.cursor() if self.cursor_shown else None, self.pass_pending, self.snap.turn)
            if key != self._overlay_key:
                self._overlay_key = key
                self._overlay.invalidate()
            self._overlay.draw()
            self._draw_focus_ghost()
            if self.pass_pending:
                self._draw_pass_button()
            self._draw_picker()
            self._draw_tooltip()
        self._draw_banners()

    def _anim_text(self, name: str) -> arcade.Text:
        text = self._anim_texts.get(name)
        if text is None:
            text = self._anim_texts[name] = arcade.Text("", 0, 0, (255, 255, 255), GLYPH_SIZE, font_name=GLYPH_FONT,
                                                        anchor_x="center", anchor_y="center")
        return text

    def _draw_glyph(self, name: str, kind: int, seat: int, x: float, y: float, alpha: float = 1.0,
                    size: float = GLYPH_SIZE) -> None:
        text = self._anim_text(name)
        glyph = GLYPHS[kind]
        if text.text != glyph:
            text.text = glyph
        if text.font_size != size:
            text.font_size = size
        gx, gy = token_centre(seat, x, y, TOKEN_R)
        text.position = (gx, gy + GLYPH_DY)
        set_colour(text, theme.with_alpha(SEAT_GLYPH[seat], int(255 * max(0.0, min(1.0, alpha)))))
        text.draw()

    def _draw_victim_glyph(self, anim: MoveAnimation) -> None:
        a = anim.victim_alpha()
        if a > 0:
            vx, vy = anim.mid
            self._draw_glyph("victim", anim.victim & 7, anim.victim >> 3, vx, vy, a,
                             size=round(GLYPH_SIZE * anim.victim_scale()))

    # ---- the overlay: selection, targets, blocked squares, cursor ---------------------------------
    def _build_overlay(self, sb: ShapeBuilder) -> None:
        if not self.interactive:
            return
        mover = self.snap.turn
        colour = chip_colour(mover)
        hi = theme.shade(colour, 1.2) if mover != 2 else (214, 220, 236)
        focus = self.focus
        if self.selected is not None:
            board, frm = self.selected
            other = 1 - board
            x, y = square_rect(board, frm)
            sb.rect(x, y, SQ, SQ, theme.with_alpha(theme.ACCENT, 70))
            sb.rounded_outline(x + 1, y + 1, SQ - 2, SQ - 2, 5, 3, theme.ACCENT)
            for t in self.targets:
                x, y = square_xy(board, t)
                if self.snap.piece(board, t) is not None:
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
            for t in self.blocked:
                x, y = square_xy(board, t)
                r = 9
                sb.circle(x, y, r + 3, theme.with_alpha(theme.BACKGROUND_DEEP, 150), segments=18)
                sb.ring(x, y, r, 2.5, theme.with_alpha(BLOCKED, 230), segments=18)
                sb.line((x - r * 0.6, y - r * 0.6), (x + r * 0.6, y + r * 0.6), 2.5, theme.with_alpha(BLOCKED, 230))
                # the twin that blocks it
                l, b = square_rect(other, t)
                sb.rounded_outline(l + 3, b + 3, SQ - 6, SQ - 6, 4, 1.5, theme.with_alpha(BLOCKED, 130))
            if focus is not None and focus[0] == board and focus[1] in self.targets:
                t = focus[1]
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
                # an arrowhead at the landing square
                tip = arc_point(a, c, 0.985, h)
                back = arc_point(a, c, 0.93, h)
                ux, uy = tip[0] - back[0], tip[1] - back[1]
                n = math.hypot(ux, uy) or 1
                ux, uy = ux / n, uy / n
                sb.triangle((tip[0] + ux * 4, tip[1] + uy * 4), (back[0] - uy * 6, back[1] + ux * 6),
                            (back[0] + uy * 6, back[1] - ux * 6), theme.CREAM)
            elif focus is not None and focus[0] == board and focus[1] in self.blocked:
                t = focus[1]
                l, b = square_rect(board, t)
                sb.rounded_outline(l + 1, b + 1, SQ - 2, SQ - 2, 5, 3, BLOCKED)
                l2, b2 = square_rect(other, t)
                sb.rect(l2, b2, SQ, SQ, theme.with_alpha(BLOCKED, 60))
                sb.rounded_outline(l2 + 1, b2 + 1, SQ - 2, SQ - 2, 5, 3, BLOCKED)
        if focus is not None and self.selected is None and not self.pass_pending:
            if self._movable(*focus):
                l, b = square_rect(*focus)
                sb.rounded_outline(l + 1, b + 1, SQ - 2, SQ - 2, 5, 2.5, theme.with_alpha(theme.ACCENT, 220))
            # its twin on the other board, faintly: the square that must be empty to land here
            l, b = square_rect(1 - focus[0], focus[1])
            sb.rounded_outline(l + 3, b + 3, SQ - 6, SQ - 6, 5, 1.5, theme.with_alpha(theme.CREAM, 110))
        cur = self.cursor() if self.cursor_shown else None
        if cur is not None:
            l, b = square_rect(*cur)
            k, w = SQ * 0.3, 4
            c = hi                          # each player's cursor in their own colour
            for cx, cy, dx, dy in ((l, b, 1, 1), (l + SQ, b, -1, 1), (l, b + SQ, 1, -1), (l + SQ, b + SQ, -1, -1)):
                sb.rect(min(cx, cx + dx * k), min(cy, cy + dy * w), k, w, c)
                sb.rect(min(cx, cx + dx * w), min(cy, cy + dy * k), w, k, c)

    def _draw_focus_ghost(self) -> None:
        """The piece, see-through, on the square of the other board where it would stand."""
        if not self.interactive or self.selected is None or self.focus is None or self.picker is not None:
            return
        board, frm = self.selected
        if self.focus[0] != board or self.focus[1] not in self.targets:
            return
        piece = self.snap.piece(board, frm)
        if piece is None:
            return
        x, y = square_xy(1 - board, self.focus[1])
        ghost = getattr(self, "_ghost", None)
        if ghost is None or ghost[0] != (piece, x, y):
            sb = ShapeBuilder()
            add_token(sb, piece[0], x, y, ghost=True)
            self._ghost = ghost = ((piece, x, y), sb)
        ghost[1].draw()
        self._draw_glyph("ghost", piece[1], piece[0], x, y, 0.6)

    # ---- tooltip ---------------------------------------------------------------------------------
    def _tooltip_lines(self):
        focus = self.focus
        if focus is None or not self.interactive or self.picker is not None:
            return None
        if self.selected is not None and focus[0] == self.selected[0]:
            board, frm = self.selected
            t = focus[1]
            if t in self.targets:
                move = self.targets[t][0]
                text = self.session.state.move_to_text(move)
                victim = self.snap.piece(board, t)
                head = text.split("=")[0] + (" (promotes)" if len(self.targets[t]) > 1 or move[3] else "")
                if victim:
                    pts = PIECE_POINTS[victim[1]]
                    detail = (f"takes {self.seat_name(victim[0])}'s {KIND_NAMES[victim[1]]} "
                              f"(+{pts} if {self.seat_name(victim[0])} falls)  ·  lands on {where(1 - board, t)}")
                else:
                    detail = f"lands on {where(1 - board, t)}"
                return head, detail
            if t in self.blocked:
                return (f"{where(board, frm)} to {where(board, t)}", self.blocked_reason(board, t))
        if self.selected is None and self.pointer is not None and not self.cursor_shown:
            piece = self.snap.piece(*focus)
            if piece is None:
                return None
            seat, kind = piece
            head = f"{self.seat_name(seat)}'s {KIND_NAMES[kind]} on {where(*focus)}"
            if seat == self.snap.turn:
                n = len({m[2] for m in self.legal if m != PASS and m[:2] == focus})
                detail = (f"{n} square{'s' if n != 1 else ''} to go: click to pick it" if n
                          else "cannot move now: its squares' twins are taken")
            else:
                points = PIECE_POINTS[kind]
                detail = f"worth {points} point{'s' if points != 1 else ''} to its taker if {self.seat_name(seat)} falls first"
            return head, detail
        return None

    def _draw_tooltip(self) -> None:
        lines = self._tooltip_lines()
        if lines is None:
            self._tooltip_box = None
            return
        anchor = self.pointer if (self.pointer is not None and not self.cursor_shown) else None
        if anchor is None and self.focus is not None:
            anchor = square_xy(*self.focus)
        key = (lines, anchor)
        if key != self._tooltip_key:
            self._tooltip_key = key
            for text, line in zip(self._tooltip_texts, lines):
                text.text = line
            blocked = lines[1].startswith("blocked")
            set_colour(self._tooltip_texts[1], BLOCKED if blocked else theme.TEXT_MUTED)
            width = max(t.content_width for t in self._tooltip_texts) + 28
            height = 52
            px, py = anchor
            left, bottom = px + 18, py - height - 16
            if left + width > PANEL_LEFT - 6:
                left = px - width - 18
            if bottom < 8:
                bottom = py + 18
            left = max(6, left)
            self._tooltip_box = (left, bottom, width, height)
            sb = self._tooltip_shapes
            sb.clear()
            sb.rounded_rect(left + 3, bottom - 4, width, height, 10, (0, 0, 0, 110))
            sb.rounded_rect(left, bottom, width, height, 10, theme.with_alpha(theme.PANEL, 245))
            sb.rounded_outline(left, bottom, width, height, 10, 1.5, BLOCKED if blocked else theme.BORDER)
            sb.rect(left + 1, bottom + 8, 4, height - 16, BLOCKED if blocked else chip_colour(self.snap.turn))
            for i, text in enumerate(self._tooltip_texts):
                text.x = left + 14
                text.y = bottom + height - 16 - 20 * i
        self._tooltip_shapes.draw()
        for text in self._tooltip_texts:
            text.draw()

    # ---- promotion picker --------------------------------------------------------------------------
    def _draw_picker(self) -> None:
        p = self.picker
        if p is None:
            return
        key = (p["board"], p["to"], tuple(p["choices"]), p["index"])
        rects = self.picker_rects()
        if key != self._picker_key:
            self._picker_key = key
            sb = self._picker_shapes
            sb.clear()
            l, b, w, h = self.picker_box()
            seat = self.snap.turn
            sb.rounded_rect(l + 4, b - 6, w, h, 12, (0, 0, 0, 130))
            sb.rounded_rect(l, b, w, h, 12, theme.with_alpha(theme.PANEL, 250))
            sb.rounded_outline(l, b, w, h, 12, 2, theme.ACCENT)
            self._picker_texts = [make_text("PROMOTE TO", l + w / 2, b + h - 13, theme.SIZE_TINY, theme.ACCENT,
                                            anchor_x="center", bold=True)]
            for i, (rl, rb, rw, rh) in enumerate(rects):
                chosen = i == p["index"]
                sb.rounded_rect(rl, rb, rw, rh, 8, theme.PANEL_HOVER if chosen else theme.PANEL_LIGHT)
                if chosen:
                    sb.rounded_outline(rl - 2, rb - 2, rw + 4, rh + 4, 9, 2.5, theme.ACCENT)
                cx, cy = rl + rw / 2, rb + rh / 2
                add_token(sb, seat, cx, cy, TOKEN_R * 0.9)
                kind = p["choices"][i]
                if kind == PAWNLIKE:
                    add_pawnlike_badge(sb, cx, cy, TOKEN_R * 0.9)
                self._picker_texts.append(glyph_text(kind, seat, cx, cy, size=round(GLYPH_SIZE * 0.9)))
        self._picker_shapes.draw()
        for text in self._picker_texts:
            text.draw()

    # ---- pass button and banners ----------------------------------------------------------------------
    def _draw_pass_button(self) -> None:
        l, b, w, h = self._pass_rect()
        if not self._pass_shapes.points:
            sb = self._pass_shapes
            sb.glossy_pill(l, b, w, h, theme.ACCENT)
        self._pass_shapes.draw()
        self._pass_text.draw()

    def _draw_banners(self) -> None:
        if not self.banners:
            return
        message, age, seconds, seat = self.banners[0]
        appear = min(1.0, age / 0.18)
        fade = min(1.0, max(0.0, (seconds - age) / 0.4))
        alpha = appear * fade
        cy = BOARD_BOTTOM + BOARD_H / 2 + (1 - ease_out(appear)) * -16
        if self._banner_key != message:
            self._banner_key = message
            self._banner_text.text = message
        w = self._banner_text.content_width + 72
        h = 50
        sb = self._banner_shapes
        sb.clear()
        sb.rounded_rect(484 - w / 2 + 3, cy - h / 2 - 5, w, h, h / 2, (0, 0, 0, int(120 * alpha)))
        sb.rounded_rect(484 - w / 2, cy - h / 2, w, h, h / 2, theme.with_alpha(theme.CREAM, int(245 * alpha)))
        sb.rounded_outline(484 - w / 2, cy - h / 2, w, h, h / 2, 3, theme.with_alpha(chip_colour(seat)
                           if seat != 2 else theme.BACKGROUND_DEEP, int(255 * alpha)))
        add_token(sb, seat, 484 - w / 2 + 28, cy, 12, alpha=alpha)
        sb.draw()
        self._banner_text.x = 484 + 14
        self._banner_text.y = cy
        set_colour(self._banner_text, theme.with_alpha(theme.ACCENT_TEXT, int(255 * alpha)))
        self._banner_text.draw()
