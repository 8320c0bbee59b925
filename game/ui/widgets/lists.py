"""A scrolling list of entries (games, lessons, saves)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.widgets.base import Widget
from game.ui.widgets.text import elide_text, fit_text, make_text, set_colour


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
