"""A screen's widgets as one group: which one has the focus, spatial navigation by direction,
the pointer, and drawing every widget's shapes in one batch rebuilt only after a change."""
from __future__ import annotations

import math
from typing import Callable

from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.widgets.base import Widget


class WidgetGroup:
    """The widgets of one screen: focus, spatial navigation, pointer, batched drawing."""

    def __init__(self, sound: Callable[[str], None] | None = None, hover_only: bool = False):
        # hover_only: mouse-only groups (a game's side panel): focus means "under the pointer"
        self.hover_only = hover_only
        self.widgets: list[Widget] = []
        self.focus_index = -1
        self._shapes = ShapeBuilder()
        self._dirty = True
        self.shape_builds = 0            # widgets' shapes built (not copied from what was kept)
        self._sound = sound

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
        self.play("focus")
        return True

    def cycle(self, delta: int) -> bool:
        candidates = self._candidates()
        if not candidates:
            return False
        current = self.focused
        index = candidates.index(current) if current in candidates else -1
        self.focus(candidates[(index + delta) % len(candidates)])
        self.play("focus")
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

    def _build(self, widget: Widget, focused: bool) -> None:
        key = widget.shape_key(focused)
        if key is None:
            widget.build(self._shapes, focused)
            return
        self._shapes.append(self._kept(widget, key, focused))

    def _kept(self, widget: Widget, key: tuple, focused: bool):
        """The widget's shapes for `key` (see Widget.shape_key), built the first time."""
        kept = widget.__dict__.setdefault("_kept_shapes", {})
        piece = kept.get(key)
        if piece is None:
            if len(kept) >= 8:          # a widget that moves about: keep its latest looks only
                kept.clear()
            piece = kept[key] = ShapeBuilder()
            widget.build(piece, focused)
            self.shape_builds += 1
        return piece

    def warm(self) -> None:
        """Build now each widget's looks when enabled and disabled (not focused), which a
        match's moves switch between (Undo, Redo, the replay buttons): not on a move's frame."""
        for widget in self.widgets:
            enabled = widget.enabled
            try:
                for widget.enabled in (True, False):
                    key = widget.shape_key(False)
                    if key is not None:
                        self._kept(widget, key, False)
            finally:
                widget.enabled = enabled

    def draw(self) -> None:
        focused = self.focused
        if self._dirty:
            self._shapes.clear()
            for w in self.widgets:
                if w.visible:
                    self._build(w, w is focused)
            self._dirty = False
        self._shapes.draw()
        for w in self.widgets:
            if w.visible:
                for text in w.texts(w is focused):
                    text.draw()
