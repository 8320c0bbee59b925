"""Push buttons."""
from __future__ import annotations

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.widgets.base import Callback, Widget
from game.ui.widgets.text import make_text, set_colour


class Button(Widget):
    """A push button. style: 'normal', 'primary' (gold when idle too) or 'quiet'."""

    def __init__(self, label: str, on_click: Callback | None, left: float, bottom: float,
                 width: float = 360, height: float = 54, *, style: str = "normal",
                 sub: str = "", size: float = theme.SIZE_BUTTON, align: str = "center", icon: str = ""):
        super().__init__(left, bottom, width, height)
        self.on_click = on_click
        self.style = style
        self.align = align
        cx, cy = self.centre
        text_x = cx if align == "center" else left + 28
        anchor = "center" if align == "center" else "left"
        label_y = cy + (9 if sub else 0)
        self.label = make_text(label, text_x, label_y, size, theme.TEXT, anchor_x=anchor, bold=True)
        self.sub = make_text(sub, text_x, cy - 13, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x=anchor) if sub else None
        self.icon = icon

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        l, b, w, h = self.left, self.bottom, self.width, self.height
        r = min(14, h / 2)
        # drop shadow: only the strip that shows below the button (a full shape underneath
        # would be drawn and then covered, which software renderers pay for)
        sb.rounded_rect(l + 3, b - 5, w, min(h, 2 * r + 5), r, (0, 0, 0, 80))
        if not self.enabled:
            sb.rounded_rect(l, b, w, h, r, theme.shade(theme.PANEL_LIGHT, 0.8))
            sb.rounded_outline(l, b, w, h, r, 1.5, theme.BORDER_SOFT)
            return
        if focused:
            sb.rounded_rect(l - 4, b - 4, w + 8, h + 8, r + 4, theme.with_alpha(theme.ACCENT, 70))
            sb.rounded_rect(l, b, w, h, r, theme.ACCENT)
            sb.gradient_rect(l + r / 2, b + h * 0.5, w - r, h * 0.42, (255, 255, 255, 0), (255, 255, 255, 50))
            sb.rounded_outline(l, b, w, h, r, 2, theme.shade(theme.ACCENT, 1.3))
        elif self.style == "primary":
            sb.rounded_rect(l, b, w, h, r, theme.shade(theme.ACCENT_DARK, 0.75))
            sb.rounded_outline(l, b, w, h, r, 2, theme.ACCENT_DARK)
        elif self.style == "quiet":
            sb.rounded_outline(l, b, w, h, r, 1.5, theme.BORDER_SOFT)
        else:
            # the idle face: a vertical gradient gives the sheen in the same layer
            sb.rounded_rect(l, b, w, h, r, theme.PANEL_LIGHT)
            sb.rounded_outline(l, b, w, h, r, 1.5, theme.BORDER)
        if focused and self.align != "center":
            # a small chevron pointing at the chosen entry
            y = b + h / 2
            sb.triangle((l + 10, y - 7), (l + 10, y + 7), (l + 18, y), theme.ACCENT_TEXT)

    def shape_key(self, focused: bool) -> tuple:
        return self.left, self.bottom, self.width, self.height, self.enabled, focused, self.style, self.align

    def texts(self, focused: bool):
        colour = theme.DISABLED if not self.enabled else (theme.ACCENT_TEXT if focused else theme.TEXT)
        set_colour(self.label, colour)
        out = [self.label]
        if self.sub is not None:
            set_colour(self.sub, theme.shade(theme.ACCENT_TEXT, 1.4) if focused else theme.TEXT_MUTED)
            out.append(self.sub)
        return out

    def on_action(self, action: Action) -> bool:
        if action == Action.CONFIRM and self.enabled:
            if self.group is not None:
                self.group.play("click")
            if self.on_click:
                self.on_click()
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        return self.on_action(Action.CONFIRM)
