"""Menu widgets drawn in the 1280x720 logical space, usable by keyboard, mouse and gamepad.

A `WidgetGroup` holds a screen's widgets, knows which one has the focus and
moves the focus spatially (the nearest widget in the pressed direction), so any
layout works with arrows, WASD, d-pad or stick. The pointer focuses what it
hovers and clicks what it presses. Geometry for all widgets is rebuilt into one
batched shape only when focus, hover or a value changes; the labels are
`arcade.Text` objects made once.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable, Sequence

import arcade

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action

Callback = Callable[[], None]


def make_text(text: str, x: float, y: float, size: float = theme.SIZE_BODY, colour=theme.TEXT, *,
              anchor_x: str = "left", anchor_y: str = "center", bold: bool = False, display: bool = False,
              width: int | None = None, multiline: bool = False, align: str = "left",
              batch=None) -> arcade.Text:
    """An arcade.Text in the house fonts (display=True: the all-caps title face). With a pyglet
    `batch`, it is drawn with the batch's other texts in one call (draw the batch, not it)."""
    return arcade.Text(text, x, y, colour, size, width=width, align=align,
                       font_name=theme.DISPLAY_FONT if display else theme.BODY_FONT, bold=bold,
                       anchor_x=anchor_x, anchor_y=anchor_y, multiline=multiline, batch=batch)


def fit_text(text: arcade.Text, max_width: float, min_size: float = 11) -> arcade.Text:
    """Shrink a one-line Text until it fits `max_width` (long game titles in narrow panels)."""
    while text.content_width > max_width and text.font_size > min_size:
        text.font_size = text.font_size - 1
    return text


def elide_text(text: arcade.Text, max_width: float) -> arcade.Text:
    """Cut a one-line Text with an ellipsis until it fits `max_width`."""
    if text.content_width <= max_width:
        return text
    words = text.text
    while words and text.content_width > max_width:
        words = words[:-1]
        text.text = words.rstrip(" ·,") + "…"
    return text


def set_colour(text: arcade.Text, colour) -> None:
    """Change a Text's colour only when it differs (a change costs a vertex update)."""
    if getattr(text, "_ea_colour", None) != tuple(colour):
        text.color = colour
        text._ea_colour = tuple(colour)


def value_label(value) -> str:
    """How an option value reads on screen."""
    if isinstance(value, bool):
        return "On" if value else "Off"
    if isinstance(value, str):
        if "/" in value and value.endswith(".toml"):
            stem = Path(value).stem.replace("_", " ")
            return stem.upper() if len(stem) <= 3 else stem.title()
        return value[:1].upper() + value[1:]
    return str(value)


class Widget:
    focusable = True

    def __init__(self, left: float, bottom: float, width: float, height: float):
        self.left, self.bottom, self.width, self.height = left, bottom, width, height
        self.enabled = True
        self.visible = True
        self.group: "WidgetGroup | None" = None

    # geometry
    @property
    def centre(self) -> tuple[float, float]:
        return self.left + self.width / 2, self.bottom + self.height / 2

    def contains(self, x: float, y: float) -> bool:
        return self.visible and self.left <= x <= self.left + self.width and self.bottom <= y <= self.bottom + self.height

    def changed(self) -> None:
        if self.group is not None:
            self.group.invalidate()

    # drawing
    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        pass

    def texts(self, focused: bool) -> Sequence[arcade.Text]:
        return ()

    # input: return True when consumed
    def on_action(self, action: Action) -> bool:
        return False

    def on_press(self, x: float, y: float) -> bool:
        return False

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        return False

    def on_focus(self) -> None:
        """The widget just got the focus (setup screens preview what is focused)."""
        if self.focus_callback is not None:
            self.focus_callback()

    focus_callback: Callback | None = None


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

    def set_label(self, label: str) -> None:
        self.label.text = label

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

    def set_choices(self, choices: Sequence[tuple[Any, str]], value: Any = None) -> None:
        self.choices = list(choices)
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == value), 0)
        self._sync()
        self.changed()

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


class WidgetGroup:
    """The widgets of one screen: focus, spatial navigation, pointer, batched drawing."""

    def __init__(self, sound: Callable[[str], None] | None = None, hover_only: bool = False):
        # hover_only: mouse-only groups (a game's side panel): focus means "under the pointer"
        self.hover_only = hover_only
        self.widgets: list[Widget] = []
        self.focus_index = -1
        self._shapes = ShapeBuilder()
        self._dirty = True
        self._sound = sound
        self.rebuilds = 0

    def play(self, name: str) -> None:
        if self._sound:
            self._sound(name)

    def add(self, widget: Widget) -> Widget:
        widget.group = self
        self.widgets.append(widget)
        if self.focus_index < 0 and widget.focusable and widget.enabled and not self.hover_only:
            self.focus_index = len(self.widgets) - 1
        self._dirty = True
        return widget

    def remove(self, widget: Widget) -> None:
        if widget not in self.widgets:
            return
        focused = self.focused
        self.widgets.remove(widget)
        widget.group = None
        self.focus_index = self.widgets.index(focused) if focused in self.widgets else -1
        self._dirty = True

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_index = -1
        self._dirty = True

    def invalidate(self) -> None:
        self._dirty = True

    @property
    def dirty(self) -> bool:
        """True until the next draw after a change (focus, hover, a widget added or changed)."""
        return self._dirty

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus_index < len(self.widgets):
            return self.widgets[self.focus_index]
        return None

    def focus(self, widget: Widget | None) -> None:
        if widget is None or widget not in self.widgets:
            return
        index = self.widgets.index(widget)
        if index != self.focus_index:
            self.focus_index = index
            self._dirty = True
            widget.on_focus()

    def _candidates(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled and w.visible]

    def move_focus(self, action: Action) -> bool:
        """Focus the nearest widget in that direction; wrap around at the edge."""
        current = self.focused
        candidates = [w for w in self._candidates() if w is not current]
        if not candidates:
            return False
        if current is None:
            self.focus(candidates[0])
            return True
        cx, cy = current.centre
        dx, dy = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}[action]
        best, best_score = None, math.inf
        for w in candidates:
            wx, wy = w.centre
            along = (wx - cx) * dx + (wy - cy) * dy
            across = abs((wx - cx) * dy) + abs((wy - cy) * dx)
            if along <= 1:
                continue
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = w, score
        if best is None and dy != 0:
            # wrap around: the widget farthest the other way, nearest in line
            best = max(candidates, key=lambda w: (-(w.centre[1] - cy) * dy, -abs(w.centre[0] - cx)))
            if (best.centre[1] - cy) * dy >= 0:
                best = None
        if best is None:
            return False
        self.focus(best)
        self.play("click")
        return True

    def cycle(self, delta: int) -> bool:
        candidates = self._candidates()
        if not candidates:
            return False
        current = self.focused
        index = candidates.index(current) if current in candidates else -1
        self.focus(candidates[(index + delta) % len(candidates)])
        return True

    def on_action(self, action: Action) -> bool:
        widget = self.focused
        if widget is not None and widget.enabled and widget.on_action(action):
            return True
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            return self.move_focus(action)
        if action == Action.NEXT:
            return self.cycle(1)
        if action == Action.PREV:
            return self.cycle(-1)
        return False

    def widget_at(self, x: float, y: float) -> Widget | None:
        for w in reversed(self.widgets):
            if w.focusable and w.enabled and w.contains(x, y):
                return w
        return None

    def pointer_move(self, x: float, y: float) -> None:
        widget = self.widget_at(x, y)
        if widget is not None:
            self.focus(widget)
            if hasattr(widget, "hover"):
                widget.hover(x, y)
        elif self.hover_only and self.focus_index != -1:
            self.focus_index = -1
            self._dirty = True

    def pointer_press(self, x: float, y: float) -> bool:
        widget = self.widget_at(x, y)
        if widget is None:
            return False
        self.focus(widget)
        return widget.on_press(x, y)

    def pointer_scroll(self, x: float, y: float, amount: float) -> bool:
        widget = self.widget_at(x, y)
        return widget.on_scroll(x, y, amount) if widget is not None else False

    def draw(self) -> None:
        focused = self.focused
        if self._dirty:
            self._shapes.clear()
            for w in self.widgets:
                if w.visible:
                    w.build(self._shapes, w is focused)
            self._dirty = False
            self.rebuilds += 1
        self._shapes.draw()
        for w in self.widgets:
            if w.visible:
                for text in w.texts(w is focused):
                    text.draw()


class ListEntry:
    """One row of a ListView: a title, a detail line, an optional badge on the right."""

    def __init__(self, title: str, detail: str = "", *, enabled: bool = True, badge: str = "",
                 data: Any = None, colour=None):
        self.title = title
        self.detail = detail
        self.enabled = enabled
        self.badge = badge
        self.data = data
        self.colour = colour      # a stripe colour at the row's left edge (e.g. the game's)


class ListView(Widget):
    """A scrolling list: UP/DOWN move the selection (leaving the list at its ends), CONFIRM
    or a click chooses, the wheel scrolls. Only the visible rows own Text objects, so a
    long list costs no more per frame than a short one."""

    def __init__(self, left: float, bottom: float, width: float, height: float, *,
                 row_height: float = 66, on_choose: Callable[[int, ListEntry], None] | None = None,
                 on_select: Callable[[int, ListEntry], None] | None = None, empty_text: str = ""):
        super().__init__(left, bottom, width, height)
        self.row_height = row_height
        self.gap = 8
        self.visible_rows = max(1, int((height + self.gap) // (row_height + self.gap)))
        self.entries: list[ListEntry] = []
        self.selected = 0
        self.first = 0                 # index of the top visible row
        self.on_choose = on_choose
        self.on_select = on_select
        self._titles = [make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, bold=True)
                        for _ in range(self.visible_rows)]
        self._details = [make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)
                         for _ in range(self.visible_rows)]
        self._badges = [make_text("", 0, 0, theme.SIZE_TINY, theme.ACCENT, anchor_x="right", bold=True)
                        for _ in range(self.visible_rows)]
        self._empty = make_text(empty_text, left + width / 2, bottom + height - 40, theme.SIZE_BODY,
                                theme.TEXT_MUTED, anchor_x="center")
        self._laid_out = None

    # ---- content ----------------------------------------------------------------------
    def set_entries(self, entries: Sequence[ListEntry], selected: int = 0) -> None:
        self.entries = list(entries)
        self.selected = max(0, min(selected, len(self.entries) - 1)) if self.entries else 0
        self.first = 0
        self._scroll_to_selection()
        self._laid_out = None
        self.changed()

    @property
    def focusable(self) -> bool:  # type: ignore[override]
        return bool(self.entries)

    def current(self) -> ListEntry | None:
        return self.entries[self.selected] if self.entries else None

    def row_rect(self, row: int) -> tuple[float, float, float, float]:
        """Logical rect (left, bottom, width, height) of visible row `row` (0 = top)."""
        top = self.bottom + self.height - row * (self.row_height + self.gap)
        scroll_w = 14 if len(self.entries) > self.visible_rows else 0
        return self.left, top - self.row_height, self.width - scroll_w, self.row_height

    def select(self, index: int, sound: bool = True) -> None:
        if not self.entries:
            return
        index = max(0, min(index, len(self.entries) - 1))
        if index == self.selected:
            return
        self.selected = index
        self._scroll_to_selection()
        self.changed()
        if sound and self.group is not None:
            self.group.play("click")
        if self.on_select is not None:
            self.on_select(index, self.entries[index])

    def _scroll_to_selection(self) -> None:
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.visible_rows:
            self.first = self.selected - self.visible_rows + 1
        self.first = max(0, min(self.first, max(0, len(self.entries) - self.visible_rows)))
        self._laid_out = None

    def _layout_texts(self) -> None:
        key = (self.first, len(self.entries), id(self.entries))
        if self._laid_out == key:
            return
        self._laid_out = key
        for row in range(self.visible_rows):
            index = self.first + row
            title, detail, badge = self._titles[row], self._details[row], self._badges[row]
            if index >= len(self.entries):
                title.text = detail.text = badge.text = ""
                continue
            entry = self.entries[index]
            l, b, w, h = self.row_rect(row)
            cy = b + h / 2
            title.text = entry.title
            title.x, title.y = l + 30, cy + (10 if entry.detail else 0)
            if title.font_size != theme.SIZE_BODY:
                title.font_size = theme.SIZE_BODY
            elide_text(fit_text(title, w - 50, min_size=theme.SIZE_SMALL), w - 50)
            detail.text = entry.detail
            detail.x, detail.y = l + 30, cy - 13
            badge.text = entry.badge
            badge.x, badge.y = l + w - 20, (cy - 13) if entry.detail else cy

    # ---- drawing ----------------------------------------------------------------------
    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        for row in range(self.visible_rows):
            index = self.first + row
            if index >= len(self.entries):
                break
            entry = self.entries[index]
            l, b, w, h = self.row_rect(row)
            chosen = index == self.selected
            if chosen and focused:
                sb.rounded_rect(l - 3, b - 3, w + 6, h + 6, 15, theme.with_alpha(theme.ACCENT, 60))
                sb.rounded_rect(l, b, w, h, 12, theme.PANEL_HOVER)
                sb.rounded_outline(l, b, w, h, 12, 2.5, theme.ACCENT)
            elif chosen:
                sb.rounded_rect(l, b, w, h, 12, theme.PANEL_HOVER)
                sb.rounded_outline(l, b, w, h, 12, 1.5, theme.ACCENT_DARK)
            else:
                sb.rounded_rect(l, b, w, h, 12, theme.PANEL_LIGHT if entry.enabled else theme.PANEL)
                sb.rounded_outline(l, b, w, h, 12, 1.5, theme.BORDER_SOFT)
            stripe = entry.colour or (theme.ACCENT if chosen else theme.BORDER)
            if not entry.enabled:
                stripe = theme.DISABLED
            sb.rounded_rect(l + 10, b + 12, 6, h - 24, 3, stripe)
        if len(self.entries) > self.visible_rows:
            x = self.left + self.width - 6
            sb.rounded_rect(x - 3, self.bottom, 6, self.height, 3, theme.with_alpha(theme.BORDER, 120))
            share = self.visible_rows / len(self.entries)
            bar_h = max(30.0, self.height * share)
            span = self.height - bar_h
            top_frac = self.first / max(1, len(self.entries) - self.visible_rows)
            sb.rounded_rect(x - 3, self.bottom + span * (1 - top_frac), 6, bar_h, 3, theme.ACCENT)

    def texts(self, focused: bool):
        if not self.entries:
            return [self._empty] if self._empty.text else []
        self._layout_texts()
        out = []
        for row in range(self.visible_rows):
            index = self.first + row
            if index >= len(self.entries):
                break
            entry = self.entries[index]
            set_colour(self._titles[row], theme.TEXT if entry.enabled else theme.DISABLED)
            out.append(self._titles[row])
            if entry.detail:
                out.append(self._details[row])
            if entry.badge:
                set_colour(self._badges[row], theme.ACCENT if entry.enabled else theme.TEXT_DIM)
                out.append(self._badges[row])
        return out

    # ---- input ------------------------------------------------------------------------
    def on_action(self, action: Action) -> bool:
        if not self.entries:
            return False
        if action == Action.UP:
            if self.selected == 0:
                return False
            self.select(self.selected - 1)
            return True
        if action == Action.DOWN:
            if self.selected >= len(self.entries) - 1:
                return False
            self.select(self.selected + 1)
            return True
        if action == Action.NEXT:
            self.select(self.selected + self.visible_rows)
            return True
        if action == Action.PREV:
            self.select(self.selected - self.visible_rows)
            return True
        if action == Action.CONFIRM:
            entry = self.entries[self.selected]
            if not entry.enabled:
                if self.group is not None:
                    self.group.play("error")
                return True
            if self.group is not None:
                self.group.play("click")
            if self.on_choose is not None:
                self.on_choose(self.selected, entry)
            return True
        return False

    def row_at(self, x: float, y: float) -> int | None:
        for row in range(self.visible_rows):
            index = self.first + row
            if index >= len(self.entries):
                break
            l, b, w, h = self.row_rect(row)
            if l <= x <= l + w and b <= y <= b + h:
                return index
        return None

    def hover(self, x: float, y: float) -> None:
        index = self.row_at(x, y)
        if index is not None:
            self.select(index, sound=False)

    def on_press(self, x: float, y: float) -> bool:
        index = self.row_at(x, y)
        if index is None:
            return True
        self.select(index, sound=False)
        return self.on_action(Action.CONFIRM)

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        if len(self.entries) <= self.visible_rows:
            return True
        self.first = max(0, min(self.first - (1 if amount > 0 else -1), len(self.entries) - self.visible_rows))
        self.selected = max(self.first, min(self.selected, self.first + self.visible_rows - 1))
        self._laid_out = None
        self.changed()
        return True
