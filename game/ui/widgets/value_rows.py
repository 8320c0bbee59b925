"""Settings rows: a label on the left and a value on the right, changed with LEFT/RIGHT or the
pointer (a choice cycled with ◀ ▶, an On/Off switch, a 0..1 slider)."""
from __future__ import annotations

import math
from typing import Any, Callable, Sequence

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.widgets.base import Widget
from game.ui.widgets.text import make_text, set_colour


def _row_frame(sb: ShapeBuilder, w: Widget, focused: bool, radius: float = 12) -> None:
    if focused:
        sb.rounded_rect(w.left - 3, w.bottom - 3, w.width + 6, w.height + 6, radius + 3,
                        theme.with_alpha(theme.ACCENT, 60))
        sb.rounded_rect(w.left, w.bottom, w.width, w.height, radius, theme.PANEL_HOVER)
        sb.rounded_outline(w.left, w.bottom, w.width, w.height, radius, 2.5, theme.ACCENT)
        # the focus marker: a gold bar at the left edge
        sb.rounded_rect(w.left + 6, w.bottom + 10, 5, w.height - 20, 2.5, theme.ACCENT)
    else:
        sb.rounded_rect(w.left, w.bottom, w.width, w.height, radius, theme.PANEL_LIGHT)
        sb.rounded_outline(w.left, w.bottom, w.width, w.height, radius, 1.5, theme.BORDER_SOFT)


class ValueRow(Widget):
    """A labelled row with a value on the right, changed with LEFT/RIGHT or the pointer."""

    def __init__(self, label: str, left: float, bottom: float, width: float = 640, height: float = 56,
                 help: str = ""):
        super().__init__(left, bottom, width, height)
        cy = bottom + height / 2
        self.label = make_text(label, left + 26, cy + (8 if help else 0), theme.SIZE_BODY, theme.TEXT, bold=True)
        self.help = make_text(help, left + 26, cy - 13, theme.SIZE_TINY, theme.TEXT_MUTED) if help else None
        self.value_text = make_text("", left + width - 150, cy, theme.SIZE_BODY, theme.TEXT,
                                    anchor_x="center")

    value_width = 240
    on_change: Callable[[Any], None] | None = None

    def _value_changed(self) -> None:
        """Show the new value, click, and tell the owner."""
        self._sync()
        self.changed()
        if self.group is not None:
            self.group.play("click")
        if self.on_change:
            self.on_change(self.value)

    def value_area(self) -> tuple[float, float]:
        """Left and right x of the value control."""
        return self.left + self.width - 30 - self.value_width, self.left + self.width - 30

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        _row_frame(sb, self, focused)

    def texts(self, focused: bool):
        out = [self.label, self.value_text]
        set_colour(self.label, theme.TEXT if self.enabled else theme.DISABLED)
        if self.help is not None:
            out.append(self.help)
        return out


class ChoiceRow(ValueRow):
    """◀ value ▶: cycles through `choices` [(value, text), ...]."""

    def __init__(self, label: str, choices: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None] | None, left: float, bottom: float, width: float = 640,
                 height: float = 56, help: str = "", wrap: bool = True, value_width: float = 240):
        super().__init__(label, left, bottom, width, height, help)
        self.value_width = value_width
        x0, x1 = self.value_area()
        self.value_text.x = (x0 + x1) / 2
        self.choices = list(choices)
        self.on_change = on_change
        self.wrap = wrap
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == value), 0)
        self._sync()

    @property
    def value(self) -> Any:
        return self.choices[self.index][0] if self.choices else None

    def set_value(self, value: Any) -> None:
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == value), self.index)
        self._sync()
        self.changed()

    def _sync(self) -> None:
        self.value_text.text = self.choices[self.index][1] if self.choices else "—"

    def step(self, delta: int) -> None:
        if not self.choices or not self.enabled:
            return
        n = len(self.choices)
        new = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if new == self.index:
            return
        self.index = new
        self._value_changed()

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        super().build(sb, focused)
        x0, x1 = self.value_area()
        cy = self.bottom + self.height / 2
        colour = theme.ACCENT if focused and self.enabled else theme.TEXT_MUTED
        if len(self.choices) > 1:
            sb.triangle((x0 + 4, cy), (x0 + 18, cy + 10), (x0 + 18, cy - 10), colour)
            sb.triangle((x1 - 4, cy), (x1 - 18, cy + 10), (x1 - 18, cy - 10), colour)

    def on_action(self, action: Action) -> bool:
        if action == Action.LEFT:
            self.step(-1)
            return True
        if action == Action.RIGHT:
            self.step(1)
            return True
        if action == Action.CONFIRM:
            self.step(1)
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        x0, x1 = self.value_area()
        self.step(-1 if x < (x0 + x1) / 2 else 1)
        return True


class ToggleRow(ValueRow):
    """An On/Off switch."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None] | None,
                 left: float, bottom: float, width: float = 640, height: float = 56, help: str = ""):
        super().__init__(label, left, bottom, width, height, help)
        self.value = bool(value)
        self.on_change = on_change
        self.value_text.x = self.left + self.width - 180
        self.value_text.anchor_x = "right"
        self._sync()

    def _sync(self) -> None:
        self.value_text.text = "On" if self.value else "Off"

    def set(self, value: bool) -> None:
        if bool(value) == self.value:
            return
        self.value = bool(value)
        self._value_changed()

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        super().build(sb, focused)
        cy = self.bottom + self.height / 2
        x = self.left + self.width - 150
        track = theme.ACCENT if self.value else theme.shade(theme.BORDER, 0.8)
        sb.rounded_rect(x, cy - 14, 96, 28, 14, track)
        knob_x = x + (82 if self.value else 14)
        sb.circle(knob_x, cy, 11, theme.CREAM if self.value else theme.TEXT_MUTED)

    def on_action(self, action: Action) -> bool:
        if action in (Action.LEFT, Action.RIGHT, Action.CONFIRM):
            self.set(not self.value if action == Action.CONFIRM else action == Action.RIGHT)
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        self.set(not self.value)
        return True


class SliderRow(ValueRow):
    """A 0..1 value in steps (volumes), shown as a bar and a percentage."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], None] | None,
                 left: float, bottom: float, width: float = 640, height: float = 56, step: float = 0.1,
                 help: str = ""):
        super().__init__(label, left, bottom, width, height, help)
        self.value = float(value)
        self.step_size = step
        self.on_change = on_change
        self.value_text.x = self.left + self.width - 34
        self.value_text.anchor_x = "right"
        self._sync()

    def track(self) -> tuple[float, float]:
        return self.left + self.width - 290, self.left + self.width - 100

    def _sync(self) -> None:
        self.value_text.text = f"{round(self.value * 100)}%"

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)) / self.step_size) * self.step_size
        value = round(value, 4)
        if math.isclose(value, self.value):
            return
        self.value = value
        self._value_changed()

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        super().build(sb, focused)
        x0, x1 = self.track()
        cy = self.bottom + self.height / 2
        sb.rounded_rect(x0, cy - 5, x1 - x0, 10, 5, theme.shade(theme.BORDER, 0.7))
        fill_x = x0 + (x1 - x0) * self.value
        if self.value > 0:
            sb.rounded_rect(x0, cy - 5, max(10, fill_x - x0), 10, 5, theme.ACCENT if focused else theme.ACCENT_DARK)
        sb.circle(fill_x, cy, 11 if focused else 9, theme.CREAM)

    def on_action(self, action: Action) -> bool:
        if action == Action.LEFT:
            self.set(self.value - self.step_size)
            return True
        if action == Action.RIGHT:
            self.set(self.value + self.step_size)
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        x0, x1 = self.track()
        if x0 - 12 <= x <= x1 + 12:
            self.set((x - x0) / (x1 - x0))
        return True

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        self.set(self.value + self.step_size * (1 if amount > 0 else -1))
        return True


class StopSliderRow(ValueRow):
    """A whole number picked from rising `stops` on a slider (a game's target score): one stop a
    press of LEFT/RIGHT or a scroll, the nearest stop to the pointer on a press or drag. The
    stops are evenly spaced on the track, so a range may be fine where it matters and coarse
    above."""

    def __init__(self, label: str, stops: Sequence[int], value: int, on_change: Callable[[int], None] | None,
                 left: float, bottom: float, width: float = 640, height: float = 56, help: str = ""):
        super().__init__(label, left, bottom, width, height, help)
        self.stops = sorted(set(stops) | {value})      # a value off the stops (a saved game's) stays choosable
        self.index = self.stops.index(value)
        self.on_change = on_change
        self.value_text.x = self.left + self.width - 30
        self.value_text.anchor_x = "right"
        self.value_text.bold = True
        self._sync()

    @property
    def value(self) -> int:
        return self.stops[self.index]

    def track(self) -> tuple[float, float]:
        return self.left + self.width - 330, self.left + self.width - 96

    def _sync(self) -> None:
        self.value_text.text = str(self.value)

    def set_index(self, index: int) -> None:
        index = max(0, min(len(self.stops) - 1, index))
        if index == self.index or not self.enabled:
            return
        self.index = index
        self._value_changed()

    def set_value(self, value: int) -> None:
        """The stop nearest `value`."""
        self.set_index(min(range(len(self.stops)), key=lambda i: abs(self.stops[i] - value)))

    def drag_to(self, x: float) -> None:
        """The stop nearest the pointer's x on the track."""
        x0, x1 = self.track()
        share = max(0.0, min(1.0, (x - x0) / (x1 - x0)))
        self.set_index(round(share * (len(self.stops) - 1)))

    def on_track(self, x: float) -> bool:
        x0, x1 = self.track()
        return x0 - 14 <= x <= x1 + 14

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        super().build(sb, focused)
        x0, x1 = self.track()
        cy = self.bottom + self.height / 2
        share = self.index / max(1, len(self.stops) - 1)
        knob = x0 + (x1 - x0) * share
        sb.rounded_rect(x0, cy - 4, x1 - x0, 8, 4, theme.shade(theme.BORDER, 0.7))
        sb.rounded_rect(x0, cy - 4, max(8.0, knob - x0), 8, 4, theme.ACCENT if focused else theme.ACCENT_DARK)
        radius = min(11, self.height / 2 - 4) if focused else min(9, self.height / 2 - 5)
        sb.circle(knob, cy - 1.5, radius, (0, 0, 0, 90))
        sb.circle(knob, cy, radius, theme.CREAM)
        if focused:
            sb.ring(knob, cy, radius, 2, theme.ACCENT)

    def on_action(self, action: Action) -> bool:
        if action in (Action.LEFT, Action.RIGHT):
            self.set_index(self.index + (1 if action == Action.RIGHT else -1))
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        if self.on_track(x):
            self.drag_to(x)
        return True

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        self.set_index(self.index + (1 if amount > 0 else -1))
        return True
