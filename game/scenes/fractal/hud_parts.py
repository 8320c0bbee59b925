"""The shapes of Fractal territory's heads-up display (hud.py): score cards, controls, the die,
the checkbox, the score hint's pill and the tooltip, each built into a ShapeBuilder."""
from __future__ import annotations

from game.ui import theme
from game.ui.draw import ShapeBuilder

MARGIN = 12              # from the board area's edges


# Where a die face's pips sit, in thirds of the face from its centre.
PIPS = {1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)],
        4: [(-1, 1), (1, 1), (-1, -1), (1, -1)], 5: [(-1, 1), (1, 1), (0, 0), (-1, -1), (1, -1)],
        6: [(-1, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)]}


def build_piece(sb: ShapeBuilder, x: float, y: float, r: float, colour) -> None:
    """A player's piece as on the board: a disc with a cream rim (dark pieces stay visible on navy)."""
    sb.circle(x + 1, y - 2, r, (0, 0, 0, 110))
    sb.circle(x, y, r, theme.with_alpha(theme.CREAM, 220))
    sb.circle(x, y, r - 2, colour)
    sb.circle(x - r * 0.3, y + r * 0.3, r * 0.35, (255, 255, 255, 40))


def build_card_glow(sb: ShapeBuilder, rect, glow: float) -> None:
    """The glow behind a score card while its score grows (drawn before the card)."""
    l, b, w, h = rect
    if glow > 0:
        sb.rounded_rect(l - 5, b - 5, w + 10, h + 10, 15, theme.with_alpha(theme.GOOD, 120 * glow))


def build_card(sb: ShapeBuilder, rect, colour, to_move: bool) -> None:
    """A score card: the piece, a frame that is gold while the player is to move, and the groove
    of the bar of the way to the target along its foot (build_card_bar fills it)."""
    l, b, w, h = rect
    sb.panel(l, b, w, h, radius=10, border=theme.ACCENT if to_move else theme.BORDER_SOFT,
             thickness=2.5 if to_move else 1.5)
    build_piece(sb, l + 21, b + h / 2 + 2, 11, colour)
    sb.rect(l + 10, b + 5, w - 20, 3, theme.shade(theme.BORDER, 0.6))


def build_card_bar(sb: ShapeBuilder, rect, colour, to_move: bool, progress: float) -> None:
    """The filled part of a score card's bar (changes every frame while the score counts up)."""
    l, b, w, h = rect
    bar_l, bar_w = l + 10, w - 20
    filled = max(0.0, min(1.0, progress)) * bar_w
    if filled >= 1:
        sb.rect(bar_l, b + 5, filled, 3, theme.ACCENT if to_move else theme.mix(colour, theme.CREAM, 0.35))


def build_control(sb: ShapeBuilder, rect, enabled: bool, armed: bool, hovered: bool, pulse: float) -> None:
    """A HUD button: gold and pulsing while armed, framed in gold while offered, grey when off."""
    l, b, w, h = rect
    r = 12
    sb.rounded_rect(l + 3, b - 4, w, h, r, (0, 0, 0, 80))
    if armed:
        sb.rounded_rect(l - 4, b - 4, w + 8, h + 8, r + 4, theme.with_alpha(theme.ACCENT, 60 + 80 * pulse))
        sb.rounded_rect(l, b, w, h, r, theme.ACCENT)
        sb.gradient_rect(l + r / 2, b + h * 0.5, w - r, h * 0.42, (255, 255, 255, 0), (255, 255, 255, 50))
    elif enabled:
        sb.rounded_rect(l, b, w, h, r, theme.PANEL_HOVER if hovered else theme.PANEL_LIGHT)
        sb.gradient_rect(l + r / 2, b + h * 0.5, w - r, h * 0.42, (255, 255, 255, 0), (255, 255, 255, 24))
        sb.rounded_outline(l, b, w, h, r, 2, theme.ACCENT if hovered else theme.ACCENT_DARK)
    else:
        sb.rounded_rect(l, b, w, h, r, theme.shade(theme.PANEL_LIGHT, 0.75))
        sb.rounded_outline(l, b, w, h, r, 1.5, theme.BORDER_SOFT)


def build_die(sb: ShapeBuilder, rect, face: int | None, lucky: bool) -> None:
    """The die panel: a cream die showing `face` (a blank one before the roll), framed in green
    when the face lets the player split."""
    l, b, w, h = rect
    sb.panel(l, b, w, h, radius=12, shadow=False, border=theme.GOOD if lucky else theme.BORDER_SOFT,
             thickness=2 if lucky else 1.5)
    size = 44
    x, y = l + 10, b + (h - size) / 2
    sb.rounded_rect(x + 2, y - 3, size, size, 8, (0, 0, 0, 100))
    sb.rounded_rect(x, y, size, size, 8, theme.CREAM if face else theme.shade(theme.CREAM, 0.55))
    if face:
        cx, cy, step = x + size / 2, y + size / 2, size * 0.27
        for dx, dy in PIPS[face]:
            sb.circle(cx + dx * step, cy + dy * step, 4.2, theme.RED_DARK if face in (5, 6) else (30, 30, 40))


def build_checkbox(sb: ShapeBuilder, rect, on: bool, hovered: bool) -> None:
    l, b, w, h = rect
    sb.panel(l, b, w, h, radius=10, shadow=False, fill=theme.PANEL_HOVER if hovered else theme.PANEL,
             border=theme.ACCENT if hovered else theme.BORDER_SOFT, thickness=1.5)
    bx, by, size = l + 12, b + (h - 20) / 2, 20
    if on:
        sb.rounded_rect(bx, by, size, size, 4, theme.ACCENT)
        sb.polyline([(bx + 4.5, by + 10), (bx + 8.5, by + 5.5), (bx + 15.5, by + 14.5)], 3, theme.ACCENT_TEXT)
    else:
        sb.rounded_outline(bx, by, size, size, 4, 2, theme.TEXT_MUTED)


def build_hint_pill(sb: ShapeBuilder, left: float, bottom: float, width: float, height: float, colour) -> None:
    """The score hint's dark pill, with the mover's piece at its left end."""
    r = height / 2
    sb.rounded_rect(left + 3, bottom - 4, width, height, r, (0, 0, 0, 110))
    sb.rounded_rect(left, bottom, width, height, r, theme.with_alpha(theme.BACKGROUND_DEEP, 235))
    sb.rounded_outline(left, bottom, width, height, r, 2, theme.with_alpha(theme.ACCENT, 200))
    build_piece(sb, left + 22, bottom + height / 2, 9, colour)


def build_tooltip(sb: ShapeBuilder, left: float, bottom: float, width: float, height: float) -> None:
    sb.rounded_rect(left + 2, bottom - 3, width, height, 8, (0, 0, 0, 120))
    sb.rounded_rect(left, bottom, width, height, 8, theme.with_alpha(theme.BACKGROUND_DEEP, 245))
    sb.rounded_outline(left, bottom, width, height, 8, 1.5, theme.BORDER)
