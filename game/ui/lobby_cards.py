"""The couch lobby's seat cards (game/scenes/lobby.py decides what each shows): one card a seat,
its name and colour on a band at the top, who sits there (a gamepad of its own family, a keyboard
half, a bot, or nobody) drawn as a picture with its name, the colour swatches or the bot's level,
and the prompts of whoever sits there, in their own device's buttons.

`CardView` is what one card shows; `build_card` adds its shapes, `card_texts` makes its words, and
`card_targets` says where the mouse can click on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.prompts import RichText, for_family
from game.ui.widgets import elide_text, make_text

CARDS_TOP, CARDS_BOTTOM = 566, 176
CARDS_LEFT, CARDS_RIGHT = 72, 1208
CARD_GAP = 22
CARD_MAX_W = 330
BAND_H = 56
SWATCH, SWATCH_GAP = 24, 6
CHIP_W, CHIP_H, CHIP_GAP = 72, 30, 8
LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
FAMILY_FACES = {            # the face buttons' colours on a pad's picture
    "xbox": ((92, 178, 66), (218, 62, 62), (58, 122, 222), (238, 190, 44)),
    "playstation": ((122, 170, 236), (238, 96, 102), (226, 136, 206), (72, 206, 164)),
    "nintendo": ((200, 200, 208),) * 4,
}


@dataclass
class CardView:
    seat: int
    rect: tuple[float, float, float, float]
    seat_name: str
    colour: tuple
    colour_name: str
    kind: str = "empty"                  # "empty", "person" or "bot"
    device: str = ""
    label: str = ""
    detail: str = ""
    family: str = "keyboard"             # whose buttons the prompts show
    bot_level: str = ""
    swatches: list = field(default_factory=list)   # (colour, "mine" / "taken" / "free"); [] when fixed
    prompts: list = field(default_factory=list)    # prompt lines, in Xbox names
    bot_chips: bool = False              # level chips to click (an empty seat or a bot)

    @property
    def top(self) -> float:
        return self.rect[1] + self.rect[3]


def card_rects(count: int) -> list[tuple[float, float, float, float]]:
    """Cards side by side, centred, as wide as fits (at most CARD_MAX_W)."""
    room = CARDS_RIGHT - CARDS_LEFT
    width = min(CARD_MAX_W, (room - CARD_GAP * (count - 1)) / count)
    total = width * count + CARD_GAP * (count - 1)
    left = CARDS_LEFT + (room - total) / 2
    return [(left + i * (width + CARD_GAP), CARDS_BOTTOM, width, CARDS_TOP - CARDS_BOTTOM) for i in range(count)]


def _light(colour) -> bool:
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b > 150


def swatch_rects(view: CardView) -> list[tuple[float, float, float, float]]:
    l, b, w, h = view.rect
    n = len(view.swatches)
    total = n * SWATCH + (n - 1) * SWATCH_GAP
    x0 = l + (w - total) / 2
    y = view.top - 304
    return [(x0 + i * (SWATCH + SWATCH_GAP), y, SWATCH, SWATCH) for i in range(n)]


def chip_rects(view: CardView) -> list[tuple[str, tuple[float, float, float, float]]]:
    l, b, w, h = view.rect
    total = 3 * CHIP_W + 2 * CHIP_GAP
    x0 = l + (w - total) / 2
    y = view.top - 300
    return [(level, (x0 + i * (CHIP_W + CHIP_GAP), y, CHIP_W, CHIP_H)) for i, level in enumerate(LEVEL_NAMES)]


def leave_rect(view: CardView) -> tuple[float, float, float, float]:
    """The small × in the band's corner (the mouse's way to leave or send a bot away)."""
    l, b, w, h = view.rect
    return l + w - 40, view.top - BAND_H / 2 - 14, 28, 28


def card_targets(view: CardView) -> list[tuple[tuple, str, object]]:
    """(rect, what, value) the mouse can click: "swatch" i, "level" name, "leave", "seat"."""
    out = []
    if view.kind == "person":
        out += [(r, "swatch", i) for i, r in enumerate(swatch_rects(view))]
    if view.bot_chips:
        out += [(r, "level", level) for level, r in chip_rects(view)]
    if view.kind != "empty":
        out.append((leave_rect(view), "leave", None))
    out.append((view.rect, "seat", view.seat))      # last: the card itself
    return out


# ---- shapes ---------------------------------------------------------------------------------------
def build_card(sb: ShapeBuilder, view: CardView) -> None:
    l, b, w, h = view.rect
    top = view.top
    empty = view.kind == "empty"
    sb.panel(l, b, w, h, fill=theme.PANEL if not empty else theme.shade(theme.PANEL, 0.8),
             border=view.colour if not empty else theme.BORDER_SOFT, thickness=3 if not empty else 2)
    band = view.colour if not empty else theme.shade(view.colour, 0.45)
    sb.rounded_rect(l + 3, top - BAND_H, w - 6, BAND_H - 3, 11, band)
    sb.rect(l + 3, top - BAND_H, w - 6, 12, band)                 # square lower corners
    sb.circle(l + 30, top - BAND_H / 2 - 1, 13, theme.shade(band, 0.6) if _light(band) else theme.shade(band, 1.5))
    cy = top - 132
    if view.kind == "person" and view.device.startswith("pad"):
        draw_gamepad(sb, l + w / 2, cy, view.family, view.colour)
    elif view.kind == "person":
        draw_keyboard(sb, l + w / 2, cy, view.device, view.colour)
    elif view.kind == "bot":
        draw_bot(sb, l + w / 2, cy, view.colour)
    else:
        sb.ring(l + w / 2, cy, 44, 3, theme.BORDER_SOFT, segments=48)
        sb.rect(l + w / 2 - 18, cy - 3, 36, 6, theme.BORDER)
        sb.rect(l + w / 2 - 3, cy - 18, 6, 36, theme.BORDER)
    if view.kind != "empty":
        x, y, s, _ = leave_rect(view)
        sb.circle(x + s / 2, y + s / 2, s / 2, theme.with_alpha(theme.BACKGROUND_DEEP, 110))
    for (colour, state), (x, y, s, _) in zip(view.swatches, swatch_rects(view)):
        if state == "mine":
            sb.rounded_rect(x - 4, y - 4, s + 8, s + 8, 8, theme.CREAM)
        sb.rounded_rect(x, y, s, s, 6, colour if state != "taken" else theme.shade(colour, 0.35))
        if state == "taken":      # shown by another seat: crossed out
            sb.line((x + 5, y + 5), (x + s - 5, y + s - 5), 2, theme.shade(colour, 0.8))
    if view.bot_chips:
        for level, (x, y, cw, ch) in chip_rects(view):
            chosen = level == view.bot_level
            sb.rounded_rect(x, y, cw, ch, ch / 2, theme.ACCENT if chosen else theme.PANEL_LIGHT)
            if not chosen:
                sb.rounded_outline(x, y, cw, ch, ch / 2, 1.5, theme.BORDER)


def draw_gamepad(sb: ShapeBuilder, cx: float, cy: float, family: str, colour) -> None:
    body = (52, 60, 86) if family != "nintendo" else (44, 46, 54)
    sb.circle(cx - 44, cy - 16, 27, theme.shade(body, 0.8), segments=32)     # the grips
    sb.circle(cx + 44, cy - 16, 27, theme.shade(body, 0.8), segments=32)
    sb.rounded_rect(cx - 68, cy - 18, 136, 56, 24, body)
    sb.rounded_rect(cx - 26, cy + 30, 52, 5, 2, colour)                      # the pad's light
    for dx, dy, ww, hh in ((-47, 6, 24, 8), (-39, -2, 8, 24)):               # the d-pad
        sb.rect(cx + dx, cy + dy, ww, hh, (170, 180, 204))
    faces = FAMILY_FACES.get(family, FAMILY_FACES["xbox"])
    # south, east, west, north, as on the pad
    for (dx, dy), face in zip(((40, -2), (52, 10), (28, 10), (40, 22)), faces):
        sb.circle(cx + dx, cy + dy, 6, face, segments=16)
    sb.circle(cx - 14, cy - 14, 9, theme.shade(body, 0.6), segments=20)     # the sticks
    sb.circle(cx + 14, cy - 14, 9, theme.shade(body, 0.6), segments=20)


def draw_keyboard(sb: ShapeBuilder, cx: float, cy: float, device: str, colour) -> None:
    arrows_half = device == "kbm"
    left = cx - 78 if arrows_half else cx - 70
    sb.rounded_rect(left, cy - 30, 140, 62, 8, (52, 60, 86))
    lit = {(1, 2), (0, 1), (1, 1), (2, 1)} if not arrows_half else {(8, 1), (7, 0), (8, 0), (9, 0)}
    for row in range(3):
        for col in range(10):
            key = (col, 2 - row)
            x, y = left + 8 + col * 12.6, cy + 14 - row * 17
            sb.rounded_rect(x, y, 10.5, 13, 2, colour if key in lit else (150, 160, 186))
    if arrows_half:        # and the mouse beside it
        sb.rounded_rect(cx + 70, cy - 26, 26, 40, 12, (150, 160, 186))
        sb.rect(cx + 82, cy + 2, 2, 12, (52, 60, 86))


def draw_bot(sb: ShapeBuilder, cx: float, cy: float, colour) -> None:
    sb.line((cx, cy + 30), (cx, cy + 44), 3, (150, 160, 186))
    sb.circle(cx, cy + 46, 6, colour, segments=16)
    sb.rounded_rect(cx - 40, cy - 28, 80, 60, 14, (150, 160, 186))
    sb.rounded_rect(cx - 32, cy - 20, 64, 40, 10, (40, 48, 72))
    sb.circle(cx - 14, cy + 2, 7, colour, segments=16)
    sb.circle(cx + 14, cy + 2, 7, colour, segments=16)
    sb.rect(cx - 12, cy - 13, 24, 3, theme.shade(colour, 0.8))
    sb.rect(cx - 48, cy - 10, 8, 20, (120, 130, 156))
    sb.rect(cx + 40, cy - 10, 8, 20, (120, 130, 156))


# ---- words ----------------------------------------------------------------------------------------
def card_texts(view: CardView) -> list:
    l, b, w, h = view.rect
    top = view.top
    cx = l + w / 2
    band = view.colour if view.kind != "empty" else theme.shade(view.colour, 0.45)
    ink = (20, 24, 36) if _light(band) else theme.CREAM
    out = [make_text(theme.player_mark(view.seat), l + 30, top - BAND_H / 2, theme.SIZE_TINY, band,
                     anchor_x="center"),
           elide_text(make_text(view.seat_name, l + 52, top - BAND_H / 2, theme.SIZE_SUBHEADING, ink, bold=True),
                      w - 110, shrink_to=14)]
    if view.kind != "empty":
        out.append(make_text("×", l + w - 26, top - BAND_H / 2 - 1, theme.SIZE_SUBHEADING, ink, anchor_x="center"))
    label_colour = theme.TEXT if view.kind != "empty" else theme.TEXT_MUTED
    out.append(elide_text(make_text(view.label, cx, top - 212, theme.SIZE_SUBHEADING, label_colour, bold=True,
                                    anchor_x="center"), w - 24, shrink_to=14))
    if view.detail:
        out.append(elide_text(make_text(view.detail, cx, top - 238, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x="center"), w - 24))
    if view.kind == "person":
        words = f"Colour: {view.colour_name}"
        out.append(elide_text(make_text(words, cx, top - 260, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x="center"), w - 24))
    if view.bot_chips:
        for level, (x, y, cw, ch) in chip_rects(view):
            chosen = level == view.bot_level
            out.append(make_text(LEVEL_NAMES[level], x + cw / 2, y + ch / 2, theme.SIZE_TINY,
                                 theme.ACCENT_TEXT if chosen else theme.TEXT, anchor_x="center", bold=chosen))
    y = b + 22 + 24 * (len(view.prompts) - 1)
    for line in view.prompts:
        out.append(RichText(for_family(line, view.family), cx, y, theme.SIZE_TINY, theme.TEXT_MUTED,
                            anchor_x="center", anchor_y="center"))
        y -= 24
    return out
