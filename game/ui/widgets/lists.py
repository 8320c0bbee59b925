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


SCROLLBAR_ROOM = 14       # the width the rows leave free at the right for the scroll bar


def build_row_card(sb: ShapeBuilder, l: float, b: float, w: float, h: float, radius: float, *,
                   chosen: bool, focused: bool, enabled: bool,
                   rest_outline: tuple[float, tuple] = (1.5, theme.BORDER_SOFT)) -> None:
    """A row's card: glowing with an accent outline when it is the selection of the focused
    list, outlined in dark accent when selected otherwise, else plain (dimmer when disabled)
    with the `rest_outline` (width, colour)."""
    if chosen and focused:
        sb.rounded_rect(l - 3, b - 3, w + 6, h + 6, radius + 3, theme.with_alpha(theme.ACCENT, 60))
        sb.rounded_rect(l, b, w, h, radius, theme.PANEL_HOVER)
        sb.rounded_outline(l, b, w, h, radius, 2.5, theme.ACCENT)
    elif chosen:
        sb.rounded_rect(l, b, w, h, radius, theme.PANEL_HOVER)
        sb.rounded_outline(l, b, w, h, radius, 1.5, theme.ACCENT_DARK)
    else:
        sb.rounded_rect(l, b, w, h, radius, theme.PANEL_LIGHT if enabled else theme.PANEL)
        sb.rounded_outline(l, b, w, h, radius, rest_outline[0], rest_outline[1])


class EntryList(Widget):
    """What the lists of entries share: a selection among `entries`; UP/DOWN move it and leave
    the list at its ends; PREV/NEXT jump (`_jump`); CONFIRM or a click chooses, with an
    "error" sound on a disabled entry; the pointer selects what it hovers; a line of text
    stands in an empty list. Subclasses lay the rows out (`_scroll_to_selection`, `entry_at`)."""

    def __init__(self, left: float, bottom: float, width: float, height: float, *,
                 on_choose: Callable[[int, ListEntry], None] | None = None,
                 on_select: Callable[[int, ListEntry], None] | None = None, empty_text: str = ""):
        super().__init__(left, bottom, width, height)
        self.entries: list[ListEntry] = []
        self.selected = 0
        self.first = 0                 # the top visible row
        self.on_choose = on_choose
        self.on_select = on_select
        self._empty = make_text(empty_text, left + width / 2, bottom + height - 40, theme.SIZE_BODY,
                                theme.TEXT_MUTED, anchor_x="center")

    # ---- what subclasses say ------------------------------------------------------------
    def _scroll_to_selection(self) -> None:
        """Scroll so that the selected entry is shown."""

    def _jump(self, step: int) -> int:
        """The entry PREV (step -1) or NEXT (step 1) selects."""
        return self.selected

    def entry_at(self, x: float, y: float) -> int | None:
        """The entry shown under the point, if any."""
        return None

    # ---- selection ----------------------------------------------------------------------
    @property
    def focusable(self) -> bool:  # type: ignore[override]
        return bool(self.entries)

    def current(self) -> ListEntry | None:
        return self.entries[self.selected] if self.entries else None

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

    # ---- drawing ------------------------------------------------------------------------
    def _empty_texts(self) -> list:
        return [self._empty] if self._empty.text else []

    def _build_scrollbar(self, sb: ShapeBuilder, share: float, top_frac: float) -> None:
        """The track at the right edge and its thumb: `share` of the rows shown, scrolled
        `top_frac` of the way down."""
        x = self.left + self.width - 6
        sb.rounded_rect(x - 3, self.bottom, 6, self.height, 3, theme.with_alpha(theme.BORDER, 120))
        bar_h = max(30.0, self.height * share)
        span = self.height - bar_h
        sb.rounded_rect(x - 3, self.bottom + span * (1 - top_frac), 6, bar_h, 3, theme.ACCENT)

    # ---- input --------------------------------------------------------------------------
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
        if action in (Action.NEXT, Action.PREV):
            self.select(self._jump(1 if action == Action.NEXT else -1))
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

    def hover(self, x: float, y: float) -> None:
        index = self.entry_at(x, y)
        if index is not None:
            self.select(index, sound=False)

    def on_press(self, x: float, y: float) -> bool:
        index = self.entry_at(x, y)
        if index is None:
            return True
        self.select(index, sound=False)
        return self.on_action(Action.CONFIRM)


class ListView(EntryList):
    """A scrolling list of equal rows: PREV/NEXT move a page, the wheel scrolls. Only the
    visible rows own Text objects, so a long list costs no more per frame than a short one."""

    def __init__(self, left: float, bottom: float, width: float, height: float, *,
                 row_height: float = 66, on_choose: Callable[[int, ListEntry], None] | None = None,
                 on_select: Callable[[int, ListEntry], None] | None = None, empty_text: str = ""):
        super().__init__(left, bottom, width, height, on_choose=on_choose, on_select=on_select,
                         empty_text=empty_text)
        self.row_height = row_height
        self.gap = 8
        self.visible_rows = max(1, int((height + self.gap) // (row_height + self.gap)))
        self._titles = [make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, bold=True)
                        for _ in range(self.visible_rows)]
        self._details = [make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)
                         for _ in range(self.visible_rows)]
        self._badges = [make_text("", 0, 0, theme.SIZE_TINY, theme.ACCENT, anchor_x="right", bold=True)
                        for _ in range(self.visible_rows)]
        self._laid_out = None

    # ---- content ----------------------------------------------------------------------
    def set_entries(self, entries: Sequence[ListEntry], selected: int = 0) -> None:
        self.entries = list(entries)
        self.selected = max(0, min(selected, len(self.entries) - 1)) if self.entries else 0
        self.first = 0
        self._scroll_to_selection()
        self._laid_out = None
        self.changed()

    def row_rect(self, row: int) -> tuple[float, float, float, float]:
        """Logical rect (left, bottom, width, height) of visible row `row` (0 = top)."""
        top = self.bottom + self.height - row * (self.row_height + self.gap)
        scroll_w = SCROLLBAR_ROOM if len(self.entries) > self.visible_rows else 0
        return self.left, top - self.row_height, self.width - scroll_w, self.row_height

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
            badge.text = entry.badge
            badge.x, badge.y = l + w - 20, (cy - 13) if entry.detail else cy
            detail.text = entry.detail
            detail.x, detail.y = l + 30, cy - 13
            # a long detail is cut short of the badge beside it
            elide_text(detail, w - 50 - (badge.content_width + 16 if entry.badge and entry.detail else 0))

    # ---- drawing ----------------------------------------------------------------------
    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        for row in range(self.visible_rows):
            index = self.first + row
            if index >= len(self.entries):
                break
            entry = self.entries[index]
            l, b, w, h = self.row_rect(row)
            chosen = index == self.selected
            build_row_card(sb, l, b, w, h, 12, chosen=chosen, focused=focused, enabled=entry.enabled)
            stripe = entry.colour or (theme.ACCENT if chosen else theme.BORDER)
            if not entry.enabled:
                stripe = theme.DISABLED
            sb.rounded_rect(l + 10, b + 12, 6, h - 24, 3, stripe)
        if len(self.entries) > self.visible_rows:
            self._build_scrollbar(sb, self.visible_rows / len(self.entries),
                                  self.first / max(1, len(self.entries) - self.visible_rows))

    def texts(self, focused: bool):
        if not self.entries:
            return self._empty_texts()
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
    def _jump(self, step: int) -> int:
        return self.selected + step * self.visible_rows

    def entry_at(self, x: float, y: float) -> int | None:
        for row in range(self.visible_rows):
            index = self.first + row
            if index >= len(self.entries):
                break
            l, b, w, h = self.row_rect(row)
            if l <= x <= l + w and b <= y <= b + h:
                return index
        return None

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        if len(self.entries) <= self.visible_rows:
            return True
        self.first = max(0, min(self.first - (1 if amount > 0 else -1), len(self.entries) - self.visible_rows))
        self.selected = max(self.first, min(self.selected, self.first + self.visible_rows - 1))
        self._laid_out = None
        self.changed()
        return True
