"""The side panel of every match screen (an arcade.Section on the right): the game's title,
one card per seat (colour, name, who plays it, score, whose turn), a status line, the move
list (click a move to look back) or the tutorial coach, replay buttons, Undo / Redo / Menu (or,
where the match's mode allows no takebacks, a note saying so in Undo and Redo's place). What
the mode wants there instead (the review, a watch's controls) is a slot (panel_slot.py): a
part handed to the panel, declaring what it takes, with buttons of its own."""
from __future__ import annotations

import math

import arcade
import pyglet

from game.scenes.base import LogicalSection, Scene
from game.scenes.match_layout import PANEL_LEFT, PANEL_WIDTH
from game.scenes.panel_slot import PanelSlot
from game.scenes.side_panel_shapes import COACH_STAR_R, PanelShapes
from game.scenes.side_panel_shapes import ROW_H as _ROW_H
from game.ui import theme
from game.ui.draw import CachedLayer, ShapeBuilder
from game.ui.widgets import Button, WidgetGroup, elide_text, fit_text, make_text, set_colour, set_text
from game.ui.widgets.text import laid_out_once, warm_glyphs

_PAD = 16
_INNER_L = PANEL_LEFT + _PAD
_INNER_R = theme.WIDTH - _PAD
_INNER_W = _INNER_R - _INNER_L
_CARD_H = 60
_CARD_GAP = 8
_CARDS_TOP = 638
_ROW_SMALLEST = theme.SIZE_TINY - 1     # a long move's words shrink to this size before any is cut
_ROW_TEXT_X = 70                # a move's words start this far into the list (number, mover's dot)
_ROW_NUMBER_RIGHT = 46          # where a move's number ends: "100." fits, the mover's dot sits after
_LIST_BOTTOM = 136
_STATUS_H = 56                  # three short lines (the status shrinks to fit)
_STATUS_SIZES = (theme.SIZE_SMALL, theme.SIZE_TINY, theme.SIZE_TINY - 1)
_WRAPPED_SUBTITLE_SIZE = 10     # two lines between the title's underline and the first seat card
_ROWS_PER_FRAME = 2             # move list rows written a frame (two layouts each); the rest next frame


def _show(text: arcade.Text, shown: bool) -> None:
    if text.visible != shown:     # (a change costs a batch update, so only on change)
        text.visible = shown


def _two_lines(text: str) -> str:
    """`text` broken at the space that makes its two lines most even."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text
    at = min(spaces, key=lambda i: abs(len(text) - 1 - 2 * i))
    return text[:at] + "\n" + text[at + 1:]


class SidePanel(LogicalSection):
    """Players, scores, whose turn, status, move list / coach, replay and game buttons.

    Made in GameScreen.__init__, before the game's screen builds its own parts: so it asks the
    screen's hooks nothing until its first `refresh` (the first frame), when the screen is whole."""

    def __init__(self, screen: Scene, slot: PanelSlot):
        super().__init__(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT, name="side-panel")
        self.screen = screen
        self.slot = slot             # what the mode wants under the status line (panel_slot.py)
        self.ui = WidgetGroup(sound=screen.play, hover_only=True)
        self.list_first = 0
        self.follow = True           # keep the newest move in view
        self.shapes = ShapeBuilder()
        self.shape_pieces = PanelShapes(self)      # kept by what each piece shows: a move rebuilds a few
        self._shape_key = None
        # the panel's shapes and texts change only with the match: drawn into a texture then,
        # one quad a frame otherwise (buttons and the thinking dots stay live on top)
        self.layer = CachedLayer(self._draw_still, region=(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT))
        self._layer_dirty = True
        self._wait_until = -1        # the last frame the panel leaves to a landing move (hold_for_a_move)
        self._status_held = -1       # the last frame whose new status waited for the next (see draw_panel)
        self._render_put_off = -1    # the last frame whose new texts' picture waited (see _catch_up)
        self._rows_key = None
        self.rows_behind = False     # rows still to write: the picture waits for the whole list
        self._seat_key = None
        self._row_fonts: dict = {}   # the move list rows' font by size, for measuring labels
        self.review = slot if slot.replaces_list else None     # the post-game review, in the move list's place
        self._build_texts()
        self._build_buttons()
        self.ui.warm()               # Undo, Redo and the replay buttons switch on and off with moves
        for text in (self.row_moves[0], self.row_numbers[0], self.scores[0], self.kinds[0]):
            warm_glyphs(text)      # a new move's line never renders a glyph on the frame it lands
        for size in _STATUS_SIZES:
            warm_glyphs(self.status, size)
        for size in range(_ROW_SMALLEST, theme.SIZE_SMALL):
            warm_glyphs(self.row_moves[0], size)    # the sizes a long move's words shrink to

    # ---- layout -------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.screen.session.seats)

    def card_rect(self, seat: int) -> tuple[float, float, float, float]:
        top = _CARDS_TOP - seat * (_CARD_H + _CARD_GAP)
        return _INNER_L, top - _CARD_H, _INNER_W, _CARD_H

    def status_rect(self) -> tuple[float, float, float, float]:
        last_bottom = self.card_rect(self.seats - 1)[1]
        return _INNER_L, last_bottom - 12 - _STATUS_H, _INNER_W, _STATUS_H

    def list_rect(self) -> tuple[float, float, float, float]:
        """The move list (or the coach in a tutorial): below the status line, above the buttons."""
        top = self.status_rect()[1] - 40
        bottom = _LIST_BOTTOM if self.screen.lesson is None else 88
        return _INNER_L, bottom, _INNER_W, top - bottom

    def list_rows(self) -> int:
        return max(1, int(self.list_rect()[3] // _ROW_H))

    def row_room(self) -> float:
        """How wide a move list row's words may be (the scroll bar runs down the right edge)."""
        l, _, w, _ = self.list_rect()
        return w - 10 - _ROW_TEXT_X

    def fitting_label(self, labels: list[str], shrink: bool = True) -> str:
        """The first (richest) of `labels` that fits a move list row, else the last; with
        `shrink`, fitting at the smallest size a row may take (`_fit_row` shrinks it that far,
        no further), else at the row's own size. Measured, not laid out (see `_row_width`)."""
        size = _ROW_SMALLEST if shrink else theme.SIZE_SMALL
        room = self.row_room()
        for label in labels:
            if self._row_width(label, size) <= room:
                return label
        return labels[-1]

    def _row_width(self, words: str, size: float) -> float:
        """How wide `words` are in a move list row at `size`: the row font's glyph advances
        added up, as a one-line layout does, without laying one out."""
        font = self._row_fonts.get(size)
        if font is None:
            font = self._row_fonts[size] = make_text("", 0, 0, size, theme.TEXT).label.document.get_font()
        glyphs, offsets = font.get_glyphs(words)
        return sum(g.advance for g in glyphs) + sum(o.x_advance for o in offsets)

    def row_words(self, label: str) -> tuple[str, float]:
        """The words and size a move list row shows `label` at: its own size, or smaller down
        to the smallest a row takes, and cut with an ellipsis as a last resort (what
        `fit_text` and `elide_text` would make of it, found by measuring: each size or cut
        tried on the text itself would be a layout)."""
        room = self.row_room()
        size = theme.SIZE_SMALL
        while self._row_width(label, size) > room and size > _ROW_SMALLEST:
            size -= 1
        words = shown = label
        while words and self._row_width(shown, size) > room:
            words = words[:-1]
            shown = words.rstrip(" ·,") + "…"
        return shown, size

    # ---- texts and buttons --------------------------------------------------------------
    def _build_texts(self) -> None:
        s = self.screen
        # every panel text is drawn in one call; texts not shown are hidden, not skipped
        self.batch = batch = pyglet.graphics.Batch()
        self.title = fit_text(make_text(s.game.title, _INNER_L, 696, theme.SIZE_SUBHEADING, theme.TEXT, bold=True, batch=batch),
                              _INNER_W)
        # written at the first refresh (the screen's hooks are not asked while it is being made)
        self.subtitle = make_text("", _INNER_L, 658, theme.SIZE_TINY, theme.TEXT_MUTED, batch=batch)
        # a lesson's title wraps onto a second line where the options line would be cut
        self.subtitle_wrapped = make_text("", _INNER_L, 657, _WRAPPED_SUBTITLE_SIZE, theme.TEXT_MUTED,
                                          width=_INNER_W, multiline=True, batch=batch)
        self._subtitle_written = False
        self._status_fits: dict[tuple, float] = {}     # (status, its box) -> the size it fitted at
        self.names, self.kinds, self.scores = [], [], []
        for seat in range(self.seats):
            l, b, w, h = self.card_rect(seat)
            cy = b + h / 2
            self.names.append(make_text("", l + 52, cy + 10, theme.SIZE_BODY, theme.TEXT, bold=True, batch=batch))
            self.kinds.append(make_text("", l + 52, cy - 12, theme.SIZE_TINY, theme.TEXT_MUTED, batch=batch))
            self.scores.append(make_text("", l + w - 14, cy, theme.SIZE_SUBHEADING, theme.TEXT,
                                         anchor_x="right", bold=True, batch=batch))
        self.marks = []
        for seat in range(self.seats):
            l, b, w, h = self.card_rect(seat)
            self.marks.append(make_text(theme.player_mark(seat), l + 28, b + h / 2, theme.SIZE_SMALL,
                                        theme.BACKGROUND_DEEP, anchor_x="center", anchor_y="center", batch=batch))
        sl, sb_, sw, sh = self.status_rect()
        self.status = make_text("", sl + 12, sb_ + sh / 2, theme.SIZE_SMALL, theme.TEXT,
                                width=int(sw - 24), multiline=True, anchor_y="center", batch=batch)
        ll, lb, lw, lh = self.list_rect()
        self.list_label = make_text("MOVES", ll, lb + lh + 18, theme.SIZE_TINY, theme.ACCENT, bold=True, batch=batch)
        self.list_count = make_text("", ll + lw, lb + lh + 18, theme.SIZE_TINY, theme.TEXT_MUTED,
                                    anchor_x="right", batch=batch)
        self.row_numbers = [make_text("", ll + _ROW_NUMBER_RIGHT, 0, theme.SIZE_SMALL, theme.TEXT_DIM,
                                      anchor_x="right", batch=batch)
                            for _ in range(self.list_rows())]
        self.row_moves = [make_text("", ll + _ROW_TEXT_X, 0, theme.SIZE_SMALL, theme.TEXT, batch=batch)
                          for _ in range(self.list_rows())]
        self._slot_shows: list[tuple[int, object] | None] = [None] * self.list_rows()   # (index, move)
        self.empty_list = make_text("No moves yet", ll + lw / 2, lb + lh - 30, theme.SIZE_SMALL,
                                    theme.TEXT_DIM, anchor_x="center", batch=batch)
        # the tutorial coach (shown instead of the move list)
        self.coach_head = make_text("COACH", ll, lb + lh + 18, theme.SIZE_TINY, theme.ACCENT, bold=True, batch=batch)
        self.coach_step = make_text("", ll + lw, lb + lh + 18, theme.SIZE_TINY, theme.TEXT_MUTED,
                                    anchor_x="right", batch=batch)
        self.coach_text = make_text("", ll + 16, lb + lh - 16, theme.SIZE_SMALL, theme.TEXT,
                                    width=int(lw - 32), multiline=True, anchor_y="top", batch=batch)
        self.hint_box = None
        self.note_hidden = False
        self.coach_hint = make_text("", ll + 18, lb + 112, theme.SIZE_TINY, theme.CREAM,
                                    width=int(lw - 36), multiline=True, anchor_y="top", batch=batch)
        self.coach_more = make_text("", ll + lw / 2, lb + 18, theme.SIZE_SMALL, theme.ACCENT,
                                    anchor_x="center", bold=True, batch=batch)
        self._coach_key = None

    def _build_buttons(self) -> None:
        s = self.screen
        w = (_INNER_W - 3 * 8) / 4
        y = 92
        self.btn_first = self.ui.add(Button("◀◀", lambda: s.replay_to(0), _INNER_L, y, w, 32,
                                            size=theme.SIZE_TINY, style="quiet"))
        self.btn_back = self.ui.add(Button("◀", lambda: s.replay_step(-1), _INNER_L + (w + 8), y, w, 32,
                                           size=theme.SIZE_TINY, style="quiet"))
        self.btn_fwd = self.ui.add(Button("▶", lambda: s.replay_step(1), _INNER_L + 2 * (w + 8), y, w, 32,
                                          size=theme.SIZE_TINY, style="quiet"))
        self.btn_live = self.ui.add(Button("▶▶", lambda: s.replay_to(None), _INNER_L + 3 * (w + 8), y, w, 32,
                                           size=theme.SIZE_TINY, style="quiet"))
        w3 = (_INNER_W - 2 * 8) / 3
        self.btn_undo = self.ui.add(Button("Undo", s.undo, _INNER_L, 24, w3, 48, size=theme.SIZE_SMALL))
        self.btn_redo = self.ui.add(Button("Redo", s.redo, _INNER_L + w3 + 8, 24, w3, 48, size=theme.SIZE_SMALL))
        self.btn_menu = self.ui.add(Button("Menu", s.pause, _INNER_L + 2 * (w3 + 8), 24, w3, 48,
                                           size=theme.SIZE_SMALL, style="primary"))
        # a mode without takebacks says so where Undo and Redo would be, rather than grey them out
        # (where the slot does not keep them, its buttons are there)
        note = s.takebacks.note() if self.slot.keeps_takebacks else ""
        self.note_rect = (_INNER_L, 24, 2 * w3 + 8, 48) if note else None
        if note and make_text(note, 0, 0, theme.SIZE_TINY).content_width > 2 * w3 - 8:
            note = _two_lines(note)
        self.undo_note = make_text(note, _INNER_L + w3 + 4, 48, theme.SIZE_TINY, theme.TEXT_MUTED,
                                   anchor_x="center", width=int(2 * w3 - 8), multiline=True,
                                   align="center", batch=self.batch)
        self.btn_undo.visible = self.btn_redo.visible = not note and self.slot.keeps_takebacks
        for button in (self.btn_first, self.btn_back, self.btn_fwd, self.btn_live):
            button.visible = self.slot.keeps_replay_bar         # (not in a lesson, a review, a watch)
        self.slot.place_buttons((_INNER_L, y, _INNER_W, 32), (_INNER_L, 24, 2 * w3 + 8, 48), self.batch)

    def scores_changed(self) -> None:
        """The seat cards' texts (scores, whose turn) are read again at the next catch-up; a
        screen whose scores follow its animation, not the move, calls this (cheaper than
        `invalidate`, which writes every text again). The cards change on the same frame as the
        screen's own scoreboard, so the two never show different scores."""
        self._seat_key = None
        self._shape_key = None

    def invalidate(self) -> None:
        self._shape_key = None
        self._rows_key = None
        self._slot_shows = [None] * self.list_rows()
        self._seat_key = None
        self._coach_key = None
        self.ui.invalidate()

    # ---- per frame ----------------------------------------------------------------------
    def refresh(self, rows: bool = True, status: bool = True) -> None:
        """Bring texts, buttons, (with `status`) the status and (with `rows`) the list in line
        with the session (cheap when nothing changed)."""
        s = self.screen
        session = s.session
        if not self._subtitle_written:
            self._subtitle_written = True
            self.subtitle.text = summary = s.options_summary()
            fit_text(self.subtitle, _INNER_W, 10)
            if s.lesson is not None and self.subtitle.content_width > _INNER_W:
                self.subtitle.text, self.subtitle_wrapped.text = "", summary
            else:
                elide_text(self.subtitle, _INNER_W)
        wanted = {
            self.btn_undo: s.takebacks.can_undo(),
            self.btn_redo: s.takebacks.can_redo(),
            self.btn_first: session.view_ply() > 0,
            self.btn_back: session.view_ply() > 0,
            self.btn_fwd: session.in_replay,
            self.btn_live: session.in_replay,
        }
        for button, enabled in wanted.items():
            if button.enabled != enabled:
                button.enabled = enabled
                self.ui.invalidate()
        seat_key = (session.view_ply(), s.peek_changes, s.thinking_seat(), theme.colour_blind(),
                    tuple((seat.kind, seat.bot, seat.device, seat.name) for seat in session.seats))
        if seat_key != self._seat_key:
            self._seat_key = seat_key
            state = s.view_state()
            for seat in range(self.seats):
                set_text(self.names[seat], s.seat_name(seat))
                set_text(self.kinds[seat], s.seat_kind(seat))
                set_text(self.scores[seat], s.seat_score(state, seat))
                self._fit_name(seat)
            self._layer_dirty = True
        status = s.panel_status() if status else self.status.text
        if self.status.text != status:
            self._layer_dirty = True
            fitted = self._status_fits.get((status, self.status_rect()))
            with laid_out_once(self.status):        # one layout, at the size the status fits at
                self.status.text = status
                if fitted is None:
                    fitted = self._status_size()
                    self._status_fits = {} if len(self._status_fits) > 64 else self._status_fits
                    self._status_fits[status, self.status_rect()] = fitted
                if self.status.font_size != fitted:
                    self.status.font_size = fitted
        if s.lesson is not None:
            self._refresh_coach()
        elif rows and self.review is None:
            self._refresh_rows()

    def _fit_name(self, seat: int) -> None:
        """A long name ("Republicans") or who plays it ("Arrows + mouse") beside a score
        shrinks a little rather than run under it (a word cut is the last resort)."""
        score = self.scores[seat]
        for text, size, smallest in ((self.names[seat], theme.SIZE_BODY, theme.SIZE_TINY),
                                     (self.kinds[seat], theme.SIZE_TINY, theme.SIZE_TINY - 2)):
            room = score.x - score.content_width - text.x - 10
            if text.font_size != size and text.content_width * size / text.font_size <= room:
                text.font_size = size
            if text.content_width > room:
                elide_text(text, room, shrink_to=smallest)

    def _status_size(self) -> float:
        """The largest of the status sizes its words fit the box at in three lines at most (else
        the smallest). Call while the status's layout is put off (laid_out_once): each size is
        tried by breaking the words into lines only, pyglet's own way, without the glyphs'
        vertices a layout makes (a layout a size tried was 0.5 ms each)."""
        room = self.status_rect()[3] - 6
        text = self.status
        if not text.text:
            return _STATUS_SIZES[0]
        for size in _STATUS_SIZES:
            if text.font_size != size:
                text.font_size = size
            text.label._get_lines()        # (pyglet 2.1: flows the lines, sets content_height)
            if text.content_height <= room:
                break
        return text.font_size

    def _row_of_ply(self, entries: list[tuple[int, int]], ply: int) -> int:
        """The list entry holding move `ply` (0-based); -1 for none."""
        for row, (start, end) in enumerate(entries):
            if start <= ply < end:
                return row
        return -1

    def _refresh_rows(self) -> None:
        s = self.screen
        moves = s.session.moves
        entries = s.move_entries()
        rows = self.list_rows()
        view = s.session.view_ply()
        shown = self._row_of_ply(entries, view - 1) + 1       # entries up to the one being viewed
        if self.follow or s.session.in_replay:
            # keep the last move shown in view
            if shown - 1 < self.list_first or shown - 1 >= self.list_first + rows:
                self.list_first = max(0, shown - rows)
            if self.follow and not s.session.in_replay:
                self.list_first = max(0, len(entries) - rows)
        self.list_first = max(0, min(self.list_first, max(0, len(entries) - rows)))
        key = (self.list_first, len(entries), len(moves), view, theme.colour_blind())
        if key == self._rows_key:
            return
        self._rows_key = key
        set_text(self.list_count, f"{len(moves)} played" if not s.session.in_replay
                 else f"viewing {view} of {len(moves)}")
        ll, lb, lw, lh = self.list_rect()
        # entry i keeps text slot i % rows while it is in view: scrolling by one entry moves the
        # texts and writes only the new line (each new text is a layout, the costly part); a
        # week of dice brings several new entries at once: they are written over a few frames
        written = 0
        for row in range(rows):
            index = self.list_first + row
            slot = index % rows
            num, mov = self.row_numbers[slot], self.row_moves[slot]
            y = lb + lh - row * _ROW_H - _ROW_H / 2
            if num.y != y:
                num.y = mov.y = y
            if index < len(entries):
                start, end = entries[index]
                if self._slot_shows[slot] != (index, end, moves[end - 1]) and written == _ROWS_PER_FRAME \
                        and self.layer.renders:
                    self._rows_key = None              # (this one next frame)
                elif self._slot_shows[slot] != (index, end, moves[end - 1]):
                    written += 1
                    self._slot_shows[slot] = (index, end, moves[end - 1])
                    set_text(num, f"{index + 1}.")
                    fit_text(num, _ROW_NUMBER_RIGHT - 4, _ROW_SMALLEST, start=theme.SIZE_SMALL)  # "1000."
                    self._fit_row(mov, s.entry_label(start, end))
                set_colour(mov, theme.TEXT if start < view else theme.TEXT_DIM)
            elif self._slot_shows[slot] is not None:
                self._slot_shows[slot] = None
                set_text(num, "")
                set_text(mov, "")
        self.rows_behind = self._rows_key is None
        self._shape_key = None

    def _fit_row(self, text: arcade.Text, label: str | None = None) -> None:
        """Write `label` (else the text's own words) into a row text as `row_words` fits it,
        in one layout; the next label written in the slot starts from the row's own size again."""
        words, size = self.row_words(text.text if label is None else label)
        set_text(text, words, size)

    def _refresh_coach(self) -> None:
        s = self.screen
        lesson = s.lesson
        key = (lesson.index, lesson.hint, lesson.finished, bool(lesson.pending_replies()))
        if key == self._coach_key:
            return
        self._coach_key = key
        self.coach_step.text = lesson.progress_text()
        if lesson.finished:
            self.coach_text.text = "Well done: that is the whole lesson. " \
                                   "Press Enter (or click here) to go back to the tutorials."
            self.coach_more.text = "Finish ▸"
        else:
            self.coach_text.text = lesson.step.text
            if lesson.waiting_for_dismiss():
                self.coach_more.text = "Continue ▸"
            elif lesson.waiting_for_move():
                self.coach_more.text = "Your move"
            else:
                self.coach_more.text = "…"
        self.coach_hint.text = lesson.hint
        self._layout_coach()
        self._shape_key = None

    def _layout_coach(self) -> None:
        """The hint box sits at the foot of the coach, as tall as its text; the coach's note
        takes a smaller size when it would otherwise run into the hint."""
        ll, lb, lw, lh = self.list_rect()
        hint = self.screen.lesson.hint
        self.hint_box = None
        floor = lb + 44                         # above "Your move" / "Continue"
        if hint:
            height = self.coach_hint.content_height + 16
            self.hint_box = (ll + 8, floor, lw - 16, height)
            self.coach_hint.y = floor + height - 8
            floor += height
        room = (lb + lh - 16) - floor - 8
        for size in (theme.SIZE_SMALL, theme.SIZE_TINY, theme.SIZE_TINY - 1):
            if self.coach_text.font_size != size:
                self.coach_text.font_size = size
            if self.coach_text.content_height <= room:
                break
        # still too long (four seat cards leave a short coach): while the hint shows, it takes
        # the note's place; the hint says what to do, and the note comes back with the next move
        self.note_hidden = bool(hint) and self.coach_text.content_height > room
        if self.note_hidden:
            self.coach_text.font_size = theme.SIZE_SMALL
            height = min(lh - 60, self.coach_hint.content_height + 16)
            self.hint_box = (ll + 8, lb + lh - 8 - height, lw - 16, height)
            self.coach_hint.y = lb + lh - 16

    def coach_star_centre(self) -> tuple[float, float]:
        """The star just left of the coach's progress ("Step 2 of 5", "Lesson complete"), which
        is right-aligned: a longer progress pushes the star further left."""
        ll, lb, lw, lh = self.list_rect()
        return ll + lw - self.coach_step.content_width - COACH_STAR_R - 6, lb + lh + 18

    def coach_contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.list_rect()
        return self.screen.lesson is not None and l <= x <= l + w and b <= y <= b + h

    # ---- drawing ------------------------------------------------------------------------
    def hold_for_a_move(self) -> None:
        """A move lands in the next frame, and the board catches up in the one after (the
        Dodgson table, the Constitution markers): the panel then catches up over three more
        (the seats' and status's texts, the list's, then its shapes and picture), so no frame
        pays for the move, the board and the whole panel at once. Five frames are 83 ms: the
        panel still follows the move before the eye does."""
        self._wait_until = getattr(arcade.get_window(), "frame_number", 0) + 2

    def draw_panel(self) -> None:
        s = self.screen
        frame = getattr(arcade.get_window(), "frame_number", 0)
        # the board drew its layer again this frame (a move's cells, its scoreboard): a new
        # status (a layout, 0.5 ms) and new rows wait one frame, never two in a row
        status = not (self.layer.renders and CachedLayer.render_spent() and self._status_held != frame - 1)
        if not status:
            self._status_held = frame
        if self.layer.renders and frame <= self._wait_until:
            pass                                   # the last picture, two frames more
        elif self.layer.renders and frame == self._wait_until + 1:
            self.refresh(rows=False, status=status)    # the seats' and status's texts; the list's next
        elif self.layer.renders and frame == self._wait_until + 2:
            self.refresh(rows=status, status=status)   # the list's texts; the picture next frame
        else:
            self._catch_up(status)
        self.layer.draw()
        if self.review is not None:
            self.review.layout(self.list_rect())
            self.review.draw()
        thinking = s.thinking_seat()
        if thinking is not None and thinking < self.seats:
            l, b, w, h = self.card_rect(thinking)
            x = l + 52 + self.kinds[thinking].content_width + 12
            for i in range(3):
                phase = (s.time * 3 - i * 0.35) % 1.0
                alpha = 90 + int(165 * max(0.0, math.sin(phase * math.pi)))
                arcade.draw_circle_filled(x + i * 10, b + h / 2 - 12, 3, theme.with_alpha(theme.ACCENT, alpha))

    def _catch_up(self, status: bool = True) -> None:
        """Texts (the status with `status`), shapes and the layer brought in line with the
        match (cheap when nothing changed)."""
        s = self.screen
        written = (self._seat_key, self.status.text, self._rows_key)
        self.refresh(rows=status, status=status)
        # texts laid out this frame (a new status is 0.5 ms): the picture is rendered in the
        # next, never put off two frames in a row
        frame = getattr(arcade.get_window(), "frame_number", 0)
        laid_out = (self.layer.renders > 0 and self._render_put_off != frame - 1
                    and written != (self._seat_key, self.status.text, self._rows_key))
        if laid_out and not self.rows_behind:
            self._render_put_off = frame
        if not CachedLayer.render_spent() or self.layer.renders == 0:
            # (else the board drew its layer again this frame: the panel's shapes and picture
            # catch up next frame, so one frame never pays for both)
            key = (s.turn_seat(), s.session.view_ply(), s.peek_changes, len(s.session.moves), s.session.in_replay,
                   self.list_first, theme.colour_blind(), bool(s.lesson and s.lesson.hint),
                   tuple(s.winner_seats() or ()))
            if key != self._shape_key or not self.shapes.data:
                self._shape_key = key
                self.shapes.clear()
                self.shape_pieces.build(self.shapes)
                self._layer_dirty = True
        to_move = s.turn_seat()
        for seat in range(self.seats):
            set_colour(self.names[seat], theme.TEXT if seat == to_move else theme.TEXT_MUTED)
        coaching = s.lesson is not None
        for text in (self.coach_head, self.coach_step, self.coach_more):
            _show(text, coaching)
        _show(self.coach_text, coaching and not self.note_hidden)
        _show(self.coach_hint, coaching and bool(s.lesson.hint))
        listing = not coaching and self.review is None
        for text in (self.list_label, self.list_count, *self.row_numbers, *self.row_moves):
            _show(text, listing)
        _show(self.empty_list, listing and not s.session.moves)
        if laid_out or self.rows_behind:
            pass                                   # (the layer stays dirty: rendered next frame)
        elif self._layer_dirty or self.ui.dirty or self.slot.ui.dirty:   # the buttons are in the layer too
            self._layer_dirty = False
            self.layer.invalidate()
        elif not CachedLayer.render_spent():
            self.shape_pieces.warm()               # a frame with nothing to do: pieces for moves to come

    def _draw_still(self) -> None:
        self.shapes.draw()
        self.batch.draw()
        self.ui.draw()
        self.slot.ui.draw()

    def on_draw(self):
        self.draw_panel()

    # ---- pointer (logical coordinates) --------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        self.ui.pointer_move(x, y)
        self.screen.hovered_entry = self._entry_at(x, y)    # a board may show where that move was
        self.slot.pointer_move(x, y)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        self.slot.pointer_release()

    def pointer_leave(self) -> None:
        self.ui.pointer_move(-1, -1)
        self.screen.hovered_entry = None

    def _entry_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The move list entry (start, end) under a point of the panel, or None."""
        l, b, w, h = self.list_rect()
        if self.screen.lesson is not None or self.review is not None or not (l <= x <= l + w and b <= y <= b + h):
            return None
        index = self.list_first + int((b + h - y) // _ROW_H)
        entries = self.screen.move_entries()
        return entries[index] if 0 <= index < len(entries) else None

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if self.ui.pointer_press(x, y):
            return
        if self.slot.pointer_press(x, y):
            return
        if self.coach_contains(x, y):
            self.screen.coach_confirm()
            return
        l, b, w, h = self.list_rect()
        entry = self._entry_at(x, y)
        if entry is not None:
            self.screen.replay_to(entry[1])     # a grouped entry: the end of its moves

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        entries = len(self.screen.move_entries())
        rows = self.list_rows()
        if entries <= rows:
            return
        self.follow = False
        self.list_first = max(0, min(entries - rows, self.list_first - (1 if amount > 0 else -1)))
        if self.list_first >= entries - rows:
            self.follow = True
