"""The tutorials list: lessons grouped by game under a header row each ("Grundy game  2 of 3"),
a mark per lesson (a tick when done, its number otherwise) and the next lesson to play
highlighted. Only lessons can be selected: UP/DOWN step over the headers, PREV/NEXT (PgUp,
PgDn, the shoulder buttons) jump a game, the wheel scrolls, a click chooses."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import ListEntry, make_text, set_colour
from game.ui.widgets.lists import SCROLLBAR_ROOM, EntryList, build_row_card

HEADER_H = 38
LESSON_H = 48
TITLE_LINE = 22       # a lesson row grows by this for its title's second line
TITLE_SIZE = theme.SIZE_BODY - 1
TITLE_LEFT = 60       # the title starts this far into its row
TITLE_RIGHT = 92      # and keeps this much room at the right for a badge (NEXT, COMING SOON)
TITLE_RIGHT_BARE = 20     # or this much without one
GAP = 6
MARK_R = 12           # the round mark at a lesson's left


@dataclass
class Row:
    kind: str                     # "header" or "lesson"
    game: str
    label: str
    colour: tuple
    entry: ListEntry | None = None     # a lesson's entry (its data is the Level)
    number: int = 0                    # the lesson's place in its game (1, 2, 3)
    done: int = 0                      # a header: lessons of its game done
    total: int = 0                     # a header: lessons of its game
    lines: int = 1                     # a lesson: the lines its title takes (a long one wraps)

    @property
    def height(self) -> float:
        return HEADER_H if self.kind == "header" else LESSON_H + (self.lines - 1) * TITLE_LINE


class LessonList(EntryList):
    """Header and lesson rows in one scrolling column; `entries` are the lessons alone (the
    selection, keys, clicks and hover are EntryList's)."""

    def __init__(self, left: float, bottom: float, width: float, height: float, *,
                 on_choose: Callable[[int, ListEntry], None] | None = None,
                 on_select: Callable[[int, ListEntry], None] | None = None, empty_text: str = ""):
        super().__init__(left, bottom, width, height, on_choose=on_choose, on_select=on_select,
                         empty_text=empty_text)
        self.rows: list[Row] = []
        self._lesson_rows: list[int] = []      # the row of each entry
        self.done: set[str] = set()            # the lessons done (Level.path)
        self.next_path: str | None = None      # the lesson to play next
        self._texts: dict[tuple[int, str], object] = {}

    # ---- content ---------------------------------------------------------------------------
    def badge_text(self, row: Row) -> str:
        return "NEXT" if row.entry.data.path == self.next_path else row.entry.badge

    def title_width(self, row: Row) -> float:
        """The room for a lesson's title, left of its badge (if any) and of the scroll bar
        (always left free: a row's height must not depend on whether the list scrolls)."""
        return self.width - SCROLLBAR_ROOM - TITLE_LEFT - (TITLE_RIGHT if self.badge_text(row) else TITLE_RIGHT_BARE)

    def _wrap_titles(self) -> None:
        """Two lines for each title too long for one (the NEXT badge takes room, so this is
        done again when the marks change)."""
        for row in self.rows:
            if row.kind == "lesson":
                one_line = make_text(row.label, 0, 0, TITLE_SIZE, bold=True).content_width
                row.lines = 1 if one_line <= self.title_width(row) else 2

    def set_rows(self, rows: list[Row], selected: int = 0) -> None:
        self.rows = rows
        self._wrap_titles()
        self._lesson_rows = [i for i, r in enumerate(rows) if r.kind == "lesson"]
        self.entries = [rows[i].entry for i in self._lesson_rows]
        self._texts = {}
        self.selected = max(0, min(selected, len(self.entries) - 1)) if self.entries else 0
        self.first = 0
        self._scroll_to_selection()
        self.changed()

    def set_marks(self, done: set[str], next_path: str | None) -> None:
        self.done, self.next_path = set(done), next_path
        for row in self.rows:
            if row.kind == "header":
                row.done = sum(1 for r in self.rows if r.kind == "lesson" and r.game == row.game
                               and r.entry.data.path in self.done)
        self._texts = {}          # counts, badges and the room titles get change with the marks
        self._wrap_titles()
        self.first = min(self.first, self._last_first())
        self.changed()

    def keep_selection_in_view(self) -> None:
        self._scroll_to_selection()
        self.changed()

    def index_of(self, path: str) -> int | None:
        return next((i for i, e in enumerate(self.entries) if e.data.path == path), None)

    # ---- geometry ------------------------------------------------------------------------------
    def shown_rows(self) -> list[tuple[int, tuple[float, float, float, float]]]:
        """(row index, rect) of the rows shown, top down; a row that does not fit is left out."""
        out, top = [], self.bottom + self.height
        scroll_w = SCROLLBAR_ROOM if self.scrolls() else 0
        for i in range(self.first, len(self.rows)):
            h = self.rows[i].height
            if top - h < self.bottom - 0.5:
                break
            out.append((i, (self.left, top - h, self.width - scroll_w, h)))
            top -= h + GAP
        return out

    def scrolls(self) -> bool:
        return sum(r.height + GAP for r in self.rows) - GAP > self.height

    def _fits_from(self, first: int, row: int) -> bool:
        used = sum(r.height + GAP for r in self.rows[first:row + 1]) - GAP
        return used <= self.height + 0.5

    def _scroll_to_selection(self) -> None:
        if not self.entries:
            return
        row = self._lesson_rows[self.selected]
        # show the lesson's header with it when it is the first of its game
        top = row - 1 if row > 0 and self.rows[row - 1].kind == "header" else row
        if top < self.first:
            self.first = top
        while self.first < row and not self._fits_from(self.first, row):
            self.first += 1
        self.first = min(self.first, self._last_first())

    def _last_first(self) -> int:
        """The largest first row that still fills the box (no empty space under the last row)."""
        first = len(self.rows) - 1
        while first > 0 and self._fits_from(first - 1, len(self.rows) - 1):
            first -= 1
        return max(0, first)

    def row_rect(self, row: int) -> tuple[float, float, float, float] | None:
        return next((rect for i, rect in self.shown_rows() if i == row), None)

    def entry_rect(self, index: int) -> tuple[float, float, float, float] | None:
        """Where lesson `index` is drawn (None: scrolled out of view)."""
        return self.row_rect(self._lesson_rows[index]) if 0 <= index < len(self.entries) else None

    # ---- drawing -----------------------------------------------------------------------------
    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        for i, (l, b, w, h) in self.shown_rows():
            row = self.rows[i]
            if row.kind == "header":
                self._build_header(sb, row, l, b, w, h)
            else:
                self._build_lesson(sb, row, l, b, w, h, focused)
        if self.scrolls():
            self._build_scrollbar(sb, len(self.shown_rows()) / len(self.rows), self.first / max(1, self._last_first()))

    @staticmethod
    def _build_header(sb: ShapeBuilder, row: Row, l, b, w, h) -> None:
        cy = b + h / 2 - 2
        sb.rounded_rect(l + 2, cy - 7, 14, 14, 4, row.colour)
        sb.rect(l, b + 1, w, 2, theme.with_alpha(row.colour, 110))
        # pips: one per lesson of the game, filled when done
        for k in range(row.total):
            x = l + w - 12 - (row.total - 1 - k) * 16
            if k < row.done:
                sb.circle(x, cy, 5.5, theme.GOOD)
            else:
                sb.ring(x, cy, 5, 1.5, theme.BORDER)

    def _build_lesson(self, sb: ShapeBuilder, row: Row, l, b, w, h, focused: bool) -> None:
        entry = row.entry
        index = self.entries.index(entry)
        chosen = index == self.selected
        is_next = entry.data.path == self.next_path
        build_row_card(sb, l, b, w, h, 11, chosen=chosen, focused=focused, enabled=entry.enabled,
                       rest_outline=(2, theme.ACCENT_DARK) if is_next else (1.5, theme.BORDER_SOFT))
        sb.rounded_rect(l + 8, b + 10, 5, h - 20, 2.5, row.colour if entry.enabled else theme.DISABLED)
        mx, my = l + 36, b + h / 2
        if entry.data.path in self.done:
            sb.circle(mx, my, MARK_R, theme.GOOD)
            sb.polyline([(mx - 5.5, my + 0.5), (mx - 1.5, my - 4), (mx + 6, my + 5)], 3, theme.CREAM)
        elif is_next:
            sb.circle(mx, my, MARK_R, theme.ACCENT)
        else:
            sb.ring(mx, my, MARK_R - 1, 2, theme.BORDER)
        if is_next:
            bw = 58
            sb.rounded_rect(l + w - 14 - bw, my - 11, bw, 22, 11, theme.ACCENT)

    def _text(self, row: int, part: str, make):
        text = self._texts.get((row, part))
        if text is None:
            text = self._texts[(row, part)] = make()
        return text

    def texts(self, focused: bool):
        if not self.entries:
            return self._empty_texts()
        out = []
        for i, (l, b, w, h) in self.shown_rows():
            row = self.rows[i]
            cy = b + h / 2
            if row.kind == "header":
                title = self._text(i, "title", lambda: make_text(row.label.upper(), l + 26, cy - 1, theme.SIZE_TINY,
                                                                 theme.TEXT, bold=True))
                title.x, title.y = l + 26, cy - 1
                count = self._text(i, "count", lambda: make_text(
                    f"{row.done} of {row.total}", l + w - 20 - row.total * 16, cy - 1, theme.SIZE_TINY,
                    theme.GOOD if row.done == row.total else theme.TEXT_MUTED, anchor_x="right", bold=True))
                count.x, count.y = l + w - 20 - row.total * 16, cy - 1
                out += [title, count]
                continue
            entry = row.entry
            done = entry.data.path in self.done
            is_next = entry.data.path == self.next_path
            mark_x = l + 36
            if not done:
                number = self._text(i, "number", lambda: make_text(str(row.number), mark_x, cy, theme.SIZE_TINY,
                                                                   theme.TEXT_MUTED, anchor_x="center", bold=True))
                number.x, number.y = mark_x, cy
                set_colour(number, theme.ACCENT_TEXT if is_next else theme.TEXT_MUTED)
                out.append(number)
            badge_text = self.badge_text(row)       # the length is in the panel beside
            bx = l + w - 43 if is_next else l + w - 20        # the NEXT pill's middle, or the right edge
            # a title too long for one line wraps onto a second (the row is taller for it)
            title = self._text(i, "title", lambda: make_text(
                row.label, l + TITLE_LEFT, cy, TITLE_SIZE, theme.TEXT, bold=True,
                width=int(self.title_width(row)) if row.lines > 1 else None, multiline=row.lines > 1))
            title.x, title.y = l + TITLE_LEFT, cy
            set_colour(title, theme.TEXT if entry.enabled else theme.DISABLED)
            out.append(title)
            badge = self._text(i, "badge", lambda: make_text(badge_text, bx, cy, theme.SIZE_TINY, theme.TEXT_MUTED,
                                                             anchor_x="center" if is_next else "right", bold=is_next))
            badge.x, badge.y = bx, cy
            set_colour(badge, theme.ACCENT_TEXT if is_next else theme.TEXT_DIM)
            if badge_text:
                out.append(badge)
        return out

    # ---- input ---------------------------------------------------------------------------------
    def _jump(self, step: int) -> int:
        """PREV/NEXT: the first lesson of the next (step 1) or this / the previous (step -1) game."""
        games = [self.rows[r].game for r in self._lesson_rows]
        here = games[self.selected]
        if step > 0:
            return next((i for i in range(self.selected, len(games)) if games[i] != here), self.selected)
        start = self.selected
        while start > 0 and games[start - 1] == here:
            start -= 1
        if start < self.selected:
            return start
        before = games[start - 1] if start > 0 else here
        while start > 0 and games[start - 1] == before:
            start -= 1
        return start

    def entry_at(self, x: float, y: float) -> int | None:
        for i, (l, b, w, h) in self.shown_rows():
            row = self.rows[i]
            if row.kind == "lesson" and l <= x <= l + w and b <= y <= b + h:
                return self.entries.index(row.entry)
        return None

    def on_scroll(self, x: float, y: float, amount: float) -> bool:
        if not self.scrolls():
            return True
        self.first = max(0, min(self.first - (1 if amount > 0 else -1), self._last_first()))
        shown = [self.entries.index(self.rows[i].entry) for i, _ in self.shown_rows() if self.rows[i].kind == "lesson"]
        if shown and self.selected not in shown:
            self.selected = min(max(self.selected, shown[0]), shown[-1])
            if self.on_select is not None:
                self.on_select(self.selected, self.entries[self.selected])
        self.changed()
        return True
