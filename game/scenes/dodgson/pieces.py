"""How a piece looks: a token in its player's colour *and* shape (White a disc, Gold a square, Black
a triangle, Green a diamond, the order of the shell's marks ● ■ ▲ ◆) with the chess glyph on top,
and the small gold badge of the pawn-like promoted piece."""
from __future__ import annotations

import math

import arcade

from game.engines.dodgson.board import BISHOP, KNIGHT, NUM_PLAYERS, PAWN, PAWNLIKE, QUEEN, ROOK
from game.scenes.dodgson.layout import TOKEN_R
from game.scenes.dodgson.palette import SEAT_FILL, SEAT_GLYPH, SEAT_RIM
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import set_colour

SEAT_SHAPES = ("disc", "square", "triangle", "diamond")

GLYPHS = {PAWN: "♟", KNIGHT: "♞", BISHOP: "♝", ROOK: "♜", QUEEN: "♛", PAWNLIKE: "♟"}
GLYPH_FONT = ("DejaVu Sans",)
GLYPH_SIZE = 25
GLYPH_DY = 1.0                            # the glyph's visual centre sits a little low


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
              lift: float = 0.0, ghost: bool = False, shadow: bool = True) -> None:
    """A player's token: soft shadow, rim, body lit from above, a sheen. `lift` (0..1) raises it
    off the board (a longer, softer shadow); `ghost` draws a see-through preview; `shadow=False`
    leaves the shadow out (a flying piece's shadow is drawn apart, see `add_shadow`)."""
    pts = token_points(seat, x, y, r)
    fill = SEAT_FILL[seat]
    rim = SEAT_RIM[seat]
    a = max(0.0, min(1.0, alpha))
    if shadow and not ghost:
        off = 2 + lift * 9
        sb.polygon([(px + off * 0.5, py - off) for px, py in pts], (0, 0, 0, int((120 - 50 * lift) * a)))
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


def add_shadow(sb: ShapeBuilder, seat: int, x: float, y: float, r: float = TOKEN_R) -> None:
    """A token's shadow, opaque: a sprite fades and offsets it as the piece lifts."""
    sb.polygon(token_points(seat, x, y, r), (0, 0, 0, 255))


def add_pawnlike_badge(sb: ShapeBuilder, x: float, y: float, r: float, alpha: float = 1.0) -> None:
    """The pawn-like promoted piece (mFcW): a pawn with a small gold diamond badge."""
    bx, by, s = x + r * 0.62, y + r * 0.62, r * 0.3
    sb.polygon([(bx, by - s), (bx + s, by), (bx, by + s), (bx - s, by)], theme.with_alpha((20, 14, 4), int(255 * alpha)))
    s2 = s * 0.7
    sb.polygon([(bx, by - s2), (bx + s2, by), (bx, by + s2), (bx - s2, by)], theme.with_alpha(theme.ACCENT, int(255 * alpha)))


def glyph_text(kind: int, seat: int, x: float, y: float, size: float = GLYPH_SIZE) -> arcade.Text:
    """A piece's glyph as a new Text, centred on its token."""
    gx, gy = token_centre(seat, x, y, TOKEN_R * size / GLYPH_SIZE)
    return arcade.Text(GLYPHS[kind], gx, gy + GLYPH_DY, theme.with_alpha(SEAT_GLYPH[seat], 255), size,
                       font_name=GLYPH_FONT, anchor_x="center", anchor_y="center")


class GlyphPen:
    """Glyphs that move or fade every frame (the flying piece, its victim, the ghost preview): one
    reusable Text per name, changed in place."""

    def __init__(self):
        self._texts: dict[str, arcade.Text] = {}

    def _text(self, name: str) -> arcade.Text:
        text = self._texts.get(name)
        if text is None:
            text = self._texts[name] = arcade.Text("", 0, 0, (255, 255, 255), GLYPH_SIZE, font_name=GLYPH_FONT,
                                                   anchor_x="center", anchor_y="center")
        return text

    def draw(self, name: str, kind: int, seat: int, x: float, y: float, alpha: float = 1.0,
             size: float = GLYPH_SIZE) -> None:
        text = self._text(name)
        glyph = GLYPHS[kind]
        if text.text != glyph:
            text.text = glyph
        if text.font_size != size:
            text.font_size = size
        gx, gy = token_centre(seat, x, y, TOKEN_R)
        text.position = (gx, gy + GLYPH_DY)
        set_colour(text, theme.with_alpha(SEAT_GLYPH[seat], int(255 * max(0.0, min(1.0, alpha)))))
        text.draw()


# ---- stamps (stamps.py): pictures drawn once into textures, placed as sprites ---------------------
_stamp_text: arcade.Text | None = None


def _draw_glyph(kind: int, seat: int, x: float, y: float) -> None:
    global _stamp_text
    if _stamp_text is None:
        _stamp_text = arcade.Text("", 0, 0, (255, 255, 255), GLYPH_SIZE, font_name=GLYPH_FONT,
                                  anchor_x="center", anchor_y="center")
    text = _stamp_text
    text.text = GLYPHS[kind]
    gx, gy = token_centre(seat, x, y, TOKEN_R)
    text.position = (gx, gy + GLYPH_DY)
    set_colour(text, theme.with_alpha(SEAT_GLYPH[seat], 255))
    text.draw()


def piece_art(seat: int, kind: int, shadow: bool = True):
    """Draws a piece as it stands on a square (its token, badge and glyph) at (x, y)."""
    def draw(x: float, y: float) -> None:
        sb = ShapeBuilder()
        add_token(sb, seat, x, y, shadow=shadow)
        if kind == PAWNLIKE:
            add_pawnlike_badge(sb, x, y, TOKEN_R)
        sb.draw()
        _draw_glyph(kind, seat, x, y)
    return draw


def token_art(seat: int, r: float):
    """Draws a bare token of radius `r` (the standings' markers) at (x, y)."""
    def draw(x: float, y: float) -> None:
        sb = ShapeBuilder()
        add_token(sb, seat, x, y, r)
        sb.draw()
    draw.side = 2 * math.ceil(1.3 * r + 3)    # room for the tallest token (1.3 r) and its shadow
    return draw


def shadow_art(seat: int):
    def draw(x: float, y: float) -> None:
        sb = ShapeBuilder()
        add_shadow(sb, seat, x, y)
        sb.draw()
    return draw
