"""The generic game screen: a match in progress, its seats, bots, side panel, replay,
undo/redo and the tutorial coach. What follows a match (results, the lesson list, the
title) is its mode's decision (game/modes/). Each game subclasses `GameScreen` and only
draws its board and turns clicks and cursor actions into moves.

Layout (logical 1280x720): the board owns x < PANEL_LEFT (968); the side panel
(an arcade.Section) owns the strip on the right: title, one card per seat (colour,
name, who plays it, score, whose turn), a status line, the move list (click a move
to look back: replay view) or the tutorial coach, replay buttons, Undo / Redo / Menu.

What a game screen writes (see the report in docs or the module of an existing game):

    class GrundyScreen(GameScreen):
        game_name = "grundy"

        def __init__(self, session, mode=None):
            super().__init__(session, mode)            # keep this signature
            ...                                        # build cached board shapes

        def draw_board(self): ...                      # draw self.view_state() in BOARD_RECT
        def on_view_changed(self): ...                 # replay step / undo / restart: rebuild caches
        def on_move_played(self, move, before, mover): ...   # start an animation
        def is_animating(self): ...                    # bots and results wait for it
        def skip_animation(self): ...
        def update_board(self, dt): ...
        def board_action(self, device, action): ...    # cursor keys / pad; call self.submit_move(move)
        def board_pointer_move(self, x, y): ...
        def hit_test(self, x, y): ...                  # the move under the pointer, or None
        def seat_score(self, state, seat): ...         # "12 electors"
        @classmethod
        def demo(cls): ...                             # a mid-game position for screenshots

Bots think in the shared worker process (window.bots()), so the window keeps its
frame rate; their moves arrive through the same path as a human's.
"""
from __future__ import annotations

import logging
import math

import arcade
import pyglet

from game.core.session import MatchSession, Seat, movers_of
from game.core.rng import stream
from game.core.state import CHANCE, GameState, IllegalMove, Move
from game.modes.base import Mode
from game.modes.match import mode_for_session
from game.scenes.base import LogicalSection, Scene, ShellSectionManager, draw_backdrop
from game.scenes.directory import make_scene
from game.ui import theme
from game.ui.draw import CachedLayer, ShapeBuilder
from game.ui.input import Action, device_label
from game.ui.widgets import Button, WidgetGroup, elide_text, fit_text, make_text, set_colour, value_label

log = logging.getLogger(__name__)

PANEL_LEFT = 968
PANEL_WIDTH = theme.WIDTH - PANEL_LEFT
BOARD_RECT = (0, 0, PANEL_LEFT, theme.HEIGHT)      # left, bottom, width, height

_PAD = 16
_INNER_L = PANEL_LEFT + _PAD
_INNER_R = theme.WIDTH - _PAD
_INNER_W = _INNER_R - _INNER_L
_CARD_H = 60
_CARD_GAP = 8
_CARDS_TOP = 638
_ROW_H = 24
_LIST_BOTTOM = 136

RESULTS_DELAY = 0.7        # seconds between the last move (animation done) and the results
CHANCE_DELAY = 0.5         # a roll waits this long so the player sees whose roll it is
REPLY_DELAY = 0.45         # a tutorial reply waits this long after the learner's move


def _show(text: arcade.Text, shown: bool) -> None:
    """Show or hide a batched text (a change costs a batch update, so only on change)."""
    if text.visible != shown:
        text.visible = shown


class SidePanel(LogicalSection):
    """Players, scores, whose turn, status, move list / coach, replay and game buttons."""

    def __init__(self, screen: "GameScreen"):
        super().__init__(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT, name="side-panel")
        self.screen = screen
        self.ui = WidgetGroup(sound=screen.play, hover_only=True)
        self.list_first = 0
        self.follow = True           # keep the newest move in view
        self.shapes = ShapeBuilder()
        self._shape_key = None
        # the panel's shapes and texts change only with the match: drawn into a texture then,
        # one quad a frame otherwise (buttons and the thinking dots stay live on top)
        self.layer = CachedLayer(self._draw_still, region=(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT))
        self._layer_dirty = True
        self._rows_key = None
        self._seat_key = None
        self._build_texts()
        self._build_buttons()

    # ---- layout -------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.screen.session.seats)

    def card_rect(self, seat: int) -> tuple[float, float, float, float]:
        top = _CARDS_TOP - seat * (_CARD_H + _CARD_GAP)
        return _INNER_L, top - _CARD_H, _INNER_W, _CARD_H

    def status_rect(self) -> tuple[float, float, float, float]:
        last_bottom = self.card_rect(self.seats - 1)[1]
        return _INNER_L, last_bottom - 12 - 52, _INNER_W, 52

    def list_rect(self) -> tuple[float, float, float, float]:
        """The move list (or the coach in a tutorial): below the status line, above the buttons."""
        top = self.status_rect()[1] - 40
        bottom = _LIST_BOTTOM if self.screen.lesson is None else 88
        return _INNER_L, bottom, _INNER_W, top - bottom

    def list_rows(self) -> int:
        return max(1, int(self.list_rect()[3] // _ROW_H))

    # ---- texts and buttons --------------------------------------------------------------
    def _build_texts(self) -> None:
        s = self.screen
        # every panel text is drawn in one call; texts not shown are hidden, not skipped
        self.batch = batch = pyglet.graphics.Batch()
        self.title = fit_text(make_text(s.game.title, _INNER_L, 696, theme.SIZE_SUBHEADING, theme.TEXT, bold=True, batch=batch),
                              _INNER_W)
        self.subtitle = elide_text(make_text(s.options_summary(), _INNER_L, 658, theme.SIZE_TINY, theme.TEXT_MUTED, batch=batch),
                                   _INNER_W)
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
        self.row_numbers = [make_text("", ll + 40, 0, theme.SIZE_SMALL, theme.TEXT_DIM, anchor_x="right", batch=batch)
                            for _ in range(self.list_rows())]
        self.row_moves = [make_text("", ll + 70, 0, theme.SIZE_SMALL, theme.TEXT, batch=batch)
                          for _ in range(self.list_rows())]
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
        if s.lesson is not None:
            # a lesson is played forwards only: the coach takes the replay bar's place
            for button in (self.btn_first, self.btn_back, self.btn_fwd, self.btn_live):
                button.visible = False

    def invalidate(self) -> None:
        self._shape_key = None
        self._rows_key = None
        self._seat_key = None
        self._coach_key = None
        self.ui.invalidate()

    # ---- per frame ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring texts, buttons and the list in line with the session (cheap when nothing changed)."""
        s = self.screen
        session = s.session
        live = not session.in_replay
        wanted = {
            self.btn_undo: live and session.can_undo() and not s.lesson,
            self.btn_redo: live and session.can_redo() and not s.lesson,
            self.btn_first: session.view_ply() > 0,
            self.btn_back: session.view_ply() > 0,
            self.btn_fwd: session.in_replay,
            self.btn_live: session.in_replay,
        }
        for button, enabled in wanted.items():
            if button.enabled != enabled:
                button.enabled = enabled
                self.ui.invalidate()
        seat_key = (session.view_ply(), s.thinking_seat(), theme.colour_blind(),
                    tuple((seat.kind, seat.bot, seat.device, seat.name) for seat in session.seats))
        if seat_key != self._seat_key:
            self._seat_key = seat_key
            state = s.view_state()
            for seat in range(self.seats):
                self.names[seat].text = s.seat_name(seat)
                self.kinds[seat].text = s.seat_kind(seat)
                self.scores[seat].text = s.seat_score(state, seat)
            self._layer_dirty = True
        status = s.status_text()
        if self.status.text != status:
            self.status.text = status
            self._layer_dirty = True
            # a long status (three lines) takes the smaller size rather than leave its box
            room = self.status_rect()[3] - 6
            for size in (theme.SIZE_SMALL, theme.SIZE_TINY):
                if self.status.font_size != size:
                    self.status.font_size = size
                if self.status.content_height <= room:
                    break
        if s.lesson is not None:
            self._refresh_coach()
        else:
            self._refresh_rows()

    def _refresh_rows(self) -> None:
        s = self.screen
        moves = s.session.moves
        rows = self.list_rows()
        view = s.session.view_ply()
        if self.follow or s.session.in_replay:
            # keep the last move shown in view
            if view - 1 < self.list_first or view - 1 >= self.list_first + rows:
                self.list_first = max(0, view - rows)
            if self.follow and not s.session.in_replay:
                self.list_first = max(0, len(moves) - rows)
        self.list_first = max(0, min(self.list_first, max(0, len(moves) - rows)))
        key = (self.list_first, len(moves), view, theme.colour_blind())
        if key == self._rows_key:
            return
        self._rows_key = key
        self.list_count.text = f"{len(moves)} played" if not s.session.in_replay else f"viewing {view} of {len(moves)}"
        ll, lb, lw, lh = self.list_rect()
        for row in range(rows):
            index = self.list_first + row
            y = lb + lh - row * _ROW_H - _ROW_H / 2
            num, mov = self.row_numbers[row], self.row_moves[row]
            num.y = mov.y = y
            if index < len(moves):
                num.text = f"{index + 1}."
                mov.text = s.move_label(index, moves[index])
                set_colour(mov, theme.TEXT if index < view else theme.TEXT_DIM)
            else:
                num.text = mov.text = ""
        self._shape_key = None

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

    def coach_contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.list_rect()
        return self.screen.lesson is not None and l <= x <= l + w and b <= y <= b + h

    # ---- drawing ------------------------------------------------------------------------
    def _build_shapes(self, sb: ShapeBuilder) -> None:
        s = self.screen
        # opaque, so the board layers below need not fill this strip (see CachedLayer.region)
        sb.gradient_rect(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT, (12, 19, 40), (20, 31, 60))
        sb.rect(PANEL_LEFT, 0, 2, theme.HEIGHT, theme.BORDER_SOFT)
        sb.rect(_INNER_L, 674, 64, 3, theme.ACCENT)
        sb.rect(_INNER_L + 70, 674, 12, 3, theme.RED)
        to_move = s.turn_seat()
        for seat in range(self.seats):
            l, b, w, h = self.card_rect(seat)
            colour = s.seat_colour(seat)
            if seat == to_move:
                sb.rounded_rect(l - 3, b - 3, w + 6, h + 6, 14, theme.with_alpha(colour, 70))
                sb.rounded_rect(l, b, w, h, 11, theme.PANEL_HOVER)
                sb.rounded_outline(l, b, w, h, 11, 2.5, colour)
            else:
                sb.rounded_rect(l, b, w, h, 11, theme.PANEL)
                sb.rounded_outline(l, b, w, h, 11, 1.5, theme.BORDER_SOFT)
            sb.circle(l + 28, b + h / 2, 15, colour)
            sb.ring(l + 28, b + h / 2, 17, 2, theme.shade(colour, 1.35))
            if s.winner_seats() and seat in s.winner_seats():
                sb.star(l + w - 12, b + h - 10, 8, theme.ACCENT)
        l, b, w, h = self.status_rect()
        sb.rounded_rect(l, b, w, h, 10, (8, 13, 28, 200))
        sb.rect(l, b + 8, 4, h - 16, theme.ACCENT if not self.screen.session.in_replay else theme.RED)
        ll, lb, lw, lh = self.list_rect()
        sb.rounded_rect(ll, lb, lw, lh, 10, (8, 13, 28, 140))
        if s.lesson is not None:
            sb.rounded_outline(ll, lb, lw, lh, 10, 2, theme.ACCENT_DARK)
            if s.lesson.hint and self.hint_box is not None:
                sb.rounded_rect(*self.hint_box, 8, theme.with_alpha(theme.RED_DARK, 230))
            sb.star(ll + lw - 100, lb + lh + 18, 7, theme.ACCENT)
            return
        view = s.session.view_ply()
        rows = self.list_rows()
        for row in range(rows):
            index = self.list_first + row
            if index >= len(s.session.moves):
                break
            y = lb + lh - row * _ROW_H - _ROW_H
            if index == view - 1:
                sb.rounded_rect(ll + 4, y + 1, lw - 8, _ROW_H - 2, 6,
                                theme.with_alpha(theme.RED if s.session.in_replay else theme.ACCENT, 70))
            mover = s.movers[index] if index < len(s.movers) else -3
            if mover >= 0:
                sb.circle(ll + 56, y + _ROW_H / 2, 5, s.seat_colour(mover), segments=12)
            elif mover == CHANCE:
                sb.rounded_rect(ll + 51, y + _ROW_H / 2 - 5, 10, 10, 2, theme.CREAM)
        if len(s.session.moves) > rows:
            share = rows / len(s.session.moves)
            bar_h = max(20.0, lh * share)
            frac = self.list_first / max(1, len(s.session.moves) - rows)
            sb.rounded_rect(ll + lw - 5, lb + (lh - bar_h) * (1 - frac), 3, bar_h, 1.5, theme.BORDER)

    def draw_panel(self) -> None:
        self.refresh()
        s = self.screen
        key = (s.turn_seat(), s.session.view_ply(), len(s.session.moves), s.session.in_replay, self.list_first,
               theme.colour_blind(), bool(s.lesson and s.lesson.hint), tuple(s.winner_seats() or ()))
        if key != self._shape_key or not self.shapes.points:
            self._shape_key = key
            self.shapes.clear()
            self._build_shapes(self.shapes)
            self._layer_dirty = True
        to_move = s.turn_seat()
        for seat in range(self.seats):
            set_colour(self.names[seat], theme.TEXT if seat == to_move else theme.TEXT_MUTED)
        coaching = s.lesson is not None
        for text in (self.coach_head, self.coach_step, self.coach_more):
            _show(text, coaching)
        _show(self.coach_text, coaching and not self.note_hidden)
        _show(self.coach_hint, coaching and bool(s.lesson.hint))
        for text in (self.list_label, self.list_count, *self.row_numbers, *self.row_moves):
            _show(text, not coaching)
        _show(self.empty_list, not coaching and not s.session.moves)
        if self._layer_dirty or self.ui.dirty:     # the buttons are in the layer too
            self._layer_dirty = False
            self.layer.invalidate()
        self.layer.draw()
        thinking = s.thinking_seat()
        if thinking is not None and thinking < self.seats:
            l, b, w, h = self.card_rect(thinking)
            x = l + 52 + self.kinds[thinking].content_width + 12
            for i in range(3):
                phase = (s.time * 3 - i * 0.35) % 1.0
                alpha = 90 + int(165 * max(0.0, math.sin(phase * math.pi)))
                arcade.draw_circle_filled(x + i * 10, b + h / 2 - 12, 3, theme.with_alpha(theme.ACCENT, alpha))

    def _draw_still(self) -> None:
        self.shapes.draw()
        self.batch.draw()
        self.ui.draw()

    def on_draw(self):
        self.draw_panel()

    # ---- pointer (logical coordinates) --------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        self.ui.pointer_move(x, y)

    def pointer_leave(self) -> None:
        self.ui.pointer_move(-1, -1)

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if self.ui.pointer_press(x, y):
            return
        if self.coach_contains(x, y):
            self.screen.coach_confirm()
            return
        l, b, w, h = self.list_rect()
        if self.screen.lesson is None and l <= x <= l + w and b <= y <= b + h:
            row = int((b + h - y) // _ROW_H)
            index = self.list_first + row
            if 0 <= index < len(self.screen.session.moves):
                self.screen.replay_to(index + 1)

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        moves = len(self.screen.session.moves)
        rows = self.list_rows()
        if moves <= rows:
            return
        self.follow = False
        self.list_first = max(0, min(moves - rows, self.list_first - (1 if amount > 0 else -1)))
        if self.list_first >= moves - rows:
            self.follow = True


class GameScreen(Scene):
    """A match on screen. Subclasses draw the board and produce moves; this class does the rest.

    Services for subclasses:
        self.session              the MatchSession (live state, record, seats, undo, replay)
        self.view_state()         the state the board must show (replay position or live)
        self.submit_move(move, device="kbm") -> bool   play a move for the human to move
        self.may_play(device)     True when that device may move now (its seat's turn, live, ...)
        self.flash(message)       a short message in the panel's status line
        self.play("move"|"capture"|"dice"|"error"|"click")   a sound effect
    Hooks to override: draw_board, update_board, on_move_played, on_view_changed,
    is_animating, skip_animation, board_action, board_pointer_move, board_pointer_press,
    hit_test, move_sound, seat_name, seat_score, status_text, move_label, demo.
    """

    scene_name = "game"
    game_name: str = ""
    heading = ""
    hints = "Mouse or ←↑↓→ + Enter: play    Ctrl+Z undo    PgUp/PgDn: look back    Esc: menu"
    pad_hints = "Ⓐ play  LB/RB look back  Start: menu"
    board_rect = BOARD_RECT

    def __init__(self, session: MatchSession, mode: Mode | None = None):
        super().__init__()
        self.session = session
        self.game = session.game
        # the mode decides what follows the match; a screen made from a session alone
        # (a resumed save, a demo) plays it as a quick or couch match
        self.mode = mode if mode is not None else mode_for_session(session)
        self.lesson = self.mode.lesson
        # in a lesson the learner plays the side to move when it begins; the other seats
        # answer from the lesson's script
        self.learner_seat = session.state.current_player() if self.lesson is not None else None
        self.movers: list[int] = movers_of(session)
        self.paused = False
        self._bot_ticket: int | None = None
        self._bot_started = 0.0
        self._bot_answer: tuple[bool, Move] | None = None
        self._chance_wait = 0.0
        self._reply_wait = 0.0
        self._end_wait = 0.0
        self.results_shown = False
        self._flash_text = ""
        self._flash_left = 0.0
        self._palette = theme.colour_blind()
        if type(self).hints == GameScreen.hints and not session.undo_allowed():
            self.hints = "Mouse or ←↑↓→ + Enter: play    PgUp/PgDn: look back    Esc: menu"
        # the board layer: what changes only after a move, drawn once into a texture (see baked_key)
        self.baked = CachedLayer(self._draw_baked_layer, region=BOARD_RECT)
        self._baked_key = None
        self.panel = SidePanel(self)
        self.section_manager = ShellSectionManager(self)
        self.section_manager.add_section(self.panel)

    # =================================================================================
    # hooks for subclasses
    # =================================================================================
    def draw_board(self) -> None:
        """Draw `self.view_state()` inside `self.board_rect` (logical coordinates): each frame,
        over the board layer; what moves or follows the pointer."""

    def baked_key(self):
        """A hashable summary of what the board layer shows; the layer is drawn again (after
        `rebuild_baked`) only when it changes. None: no board layer, everything is drawn each
        frame. Software OpenGL pays for every pixel of every frame: boards, pieces and labels
        that only change after a move belong in the layer."""
        return None

    def rebuild_baked(self) -> None:
        """The board layer's key changed: bring its shapes and texts up to date."""

    def draw_baked(self) -> None:
        """Draw the board layer's content (over the backdrop) in logical coordinates."""

    def update_board(self, dt: float) -> None:
        """Per-frame board logic (animations, hover)."""

    def on_move_played(self, move: Move, before: GameState, mover: int) -> None:
        """A move was just applied to the live state (`before` is the state before it;
        `mover` the seat, or CHANCE for a roll). Start the move's animation here."""
        self.on_view_changed()

    def on_view_changed(self) -> None:
        """The state to show changed without a played move (replay, undo, redo, restart,
        palette): rebuild whatever is cached from `self.view_state()`."""

    def is_animating(self) -> bool:
        """True while a move animation runs; bots, rolls and results wait for it."""
        return False

    def skip_animation(self) -> None:
        """Jump to the end of the running animation (the player pressed Enter / A)."""

    def board_action(self, device: str, action: Action) -> bool:
        """A cursor action for the board (only when `device` may play now). Return True if used.
        Typical: move a cursor on UP/DOWN/LEFT/RIGHT, cycle with NEXT/PREV, and on CONFIRM
        call `self.submit_move(move, device)`."""
        return False

    def board_pointer_move(self, x: float, y: float) -> None:
        """The pointer moved over the board (logical coordinates): hover highlights."""

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        """A click on the board when the mouse's player may move. Default: `hit_test` + submit."""
        move = self.hit_test(x, y)
        if move is not None:
            self.submit_move(move, "kbm")

    def hit_test(self, x: float, y: float) -> Move | None:
        """The move a click at (x, y) makes in the live state, or None."""
        return None

    def move_sound(self, move: Move, before: GameState, mover: int) -> str:
        """Which effect a move plays: "move", "capture" or "dice"."""
        return "dice" if mover == CHANCE else "move"

    def seat_name(self, seat: int) -> str:
        player = self.session.seats[seat]
        return player.name or theme.player_colour_name(seat)

    def seat_colour(self, seat: int):
        """A seat's colour on the panel and the results."""
        return self.seat_colour_of(seat)

    @classmethod
    def seat_colour_of(cls, seat: int):
        """A seat's colour, also before a match exists (the setup screens); games whose players
        are named colours override it."""
        return theme.player_colour(seat)

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        """What the setup screens call a seat."""
        return f"Player {seat + 1}"

    def seat_kind(self, seat: int) -> str:
        player = self.session.seats[seat]
        if player.is_bot:
            return f"Bot · {player.bot.title() if player.bot in ('easy', 'normal', 'hard') else player.bot}"
        if self.lesson is not None:
            return "You" if seat == self.learner_seat else "Lesson"
        if all(s.is_human for s in self.session.seats) and player.device != "any":
            return device_label(player.device)
        return "You" if sum(s.is_human for s in self.session.seats) == 1 else "Human"

    def seat_score(self, state: GameState, seat: int) -> str:
        """The score shown on a seat's card ("12", "270 electors"); final scores by default."""
        outcome = state.outcome()
        if outcome is None or seat >= len(outcome.scores):
            return ""
        return f"{outcome.scores[seat]:g}"

    def move_label(self, index: int, text: str) -> str:
        """How move `index` (its notation `text`) is listed in the move list."""
        return text

    def options_summary(self) -> str:
        """One line under the title in the panel: the lesson, or the options that have choices."""
        if self.lesson is not None:
            return f"Lesson: {self.lesson.title}"
        parts = []
        for option in self.game.options():
            if len(option.choices) > 1 and option.key in self.session.options:
                parts.append(f"{option.label}: {value_label(self.session.options[option.key])}")
        return "  ·  ".join(parts)

    def status_text(self) -> str:
        """The panel's status line."""
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        session = self.session
        if session.in_replay:
            return f"Looking back: after move {session.view_ply()} of {session.ply}. ▶▶ returns to the game."
        if session.is_over():
            outcome = session.outcome()
            if outcome.is_draw:
                return f"Draw: {outcome.reason}"
            names = " and ".join(self.seat_name(w) for w in outcome.winners)
            return f"{names} won: {outcome.reason}"
        if session.is_chance():
            return "Rolling…"
        seat = session.current_player()
        name = self.seat_name(seat)
        if session.seats[seat].is_bot:
            return f"{name} is thinking…"
        if self.lesson is not None and self.lesson.waiting_for_dismiss():
            return "Read the coach's note, then continue."
        return f"{name} to move"

    @classmethod
    def demo(cls) -> "GameScreen":
        """The screen on a mid-game position (screenshots, `python -m game shot <game>`)."""
        return cls(demo_session(cls.game_name))

    # =================================================================================
    # services
    # =================================================================================
    def view_state(self) -> GameState:
        return self.session.view_state()

    def turn_seat(self) -> int | None:
        """The seat whose turn the panel highlights (in the position shown)."""
        player = self.view_state().current_player()
        return player if player >= 0 else None

    def thinking_seat(self) -> int | None:
        return self.session.current_player() if self._bot_ticket is not None else None

    def winner_seats(self) -> tuple[int, ...]:
        outcome = self.view_state().outcome()
        return tuple(outcome.winners) if outcome is not None else ()

    def may_play(self, device: str = "kbm") -> bool:
        """May `device` make a move on the board now?"""
        session = self.session
        if session.in_replay or session.is_over() or self.paused:
            return False
        seat = session.seat_to_move()
        if seat is None or not seat.is_human:
            return False
        if self.lesson is not None and not self.lesson.waiting_for_move():
            return False
        return seat.device in ("any", "", device)

    def flash(self, message: str, seconds: float = 2.5) -> None:
        self._flash_text = message
        self._flash_left = seconds

    def submit_move(self, move: Move, device: str = "kbm") -> bool:
        """Play `move` for the human to move. False (with a sound and a message) if refused."""
        if not self.may_play(device):
            self.play("error")
            return False
        state = self.session.state
        try:
            text = state.move_to_text(move)
        except Exception:
            text = ""
        if self.lesson is not None and not self.lesson.accepts(text):
            self.play("error")
            return False
        return self._apply(move)

    def _apply(self, move: Move) -> bool:
        session = self.session
        before = session.state.clone()
        mover = session.current_player()
        try:
            session.play(move)
        except IllegalMove as exc:
            self.play("error")
            self.flash(str(exc))
            return False
        self._after_play(move, before, mover)
        return True

    def _after_play(self, move: Move, before: GameState, mover: int) -> None:
        self.movers.append(mover)
        self.panel.follow = True
        self.play(self.move_sound(move, before, mover))
        if self.session.last_error:
            self.window.notify(self.session.last_error, "error")
            self.session.last_error = ""
        self.on_move_played(move, before, mover)

    # ---- undo, redo, replay ---------------------------------------------------------------
    def undo(self) -> None:
        session = self.session
        if self.lesson is not None or session.in_replay or not session.can_undo():
            self.play("error")
            if not session.undo_allowed():
                self.flash("Undo is only for games between people at this screen, without dice.")
            return
        self._cancel_bot()
        session.undo()
        del self.movers[len(session.moves):]
        self.play("click")
        self.on_view_changed()

    def redo(self) -> None:
        session = self.session
        if self.lesson is not None or session.in_replay or not session.can_redo():
            self.play("error")
            return
        mover = session.current_player()
        session.redo()
        self.movers.append(mover)
        self.play("click")
        self.on_view_changed()

    def replay_step(self, delta: int) -> None:
        before = self.session.view_ply()
        self.session.replay_step(delta)
        if self.session.view_ply() != before:
            self.play("click")
            self.on_view_changed()

    def replay_to(self, ply: int | None) -> None:
        before = (self.session.view_ply(), self.session.in_replay)
        self.session.replay_goto(ply)
        if (self.session.view_ply(), self.session.in_replay) != before:
            self.play("click")
            self.on_view_changed()

    # ---- pause, restart, leave --------------------------------------------------------------
    def pause(self) -> None:
        self.play("click")
        self.window.scenes.push(make_scene("pause", self), fade=False)

    def remake(self, session: MatchSession) -> "GameScreen":
        """A new screen of the same kind for another session (restart, rematch)."""
        return type(self)(session, self.mode.fresh())

    # the mode decides where each of these leads
    def restart(self) -> None:
        self._cancel_bot()
        self.mode.restart(self)

    def rematch(self) -> None:
        self._cancel_bot()
        self.mode.rematch(self)

    def leave(self) -> None:
        self._cancel_bot()
        self.mode.leave(self)

    def on_close(self) -> None:
        self._cancel_bot()

    def on_enter(self, returning: bool = False) -> None:
        self.paused = False
        if any(seat.is_bot for seat in self.session.seats):
            self.window.bots()          # start the worker process early: it takes a moment
        if returning and self._palette != theme.colour_blind():
            self._palette = theme.colour_blind()
            self.panel.invalidate()
            self.on_view_changed()

    def on_leave(self) -> None:
        self.paused = True

    def on_show_view(self) -> None:
        self.section_manager.enable()

    def on_hide_view(self) -> None:
        self.section_manager.disable()

    # =================================================================================
    # the frame
    # =================================================================================
    def update(self, dt: float) -> None:
        if self._flash_left > 0:
            self._flash_left -= dt
        self.update_board(dt)
        if self.paused:
            return
        session = self.session
        if session.in_replay or self.is_animating():
            self._poll_bot()
            return
        if self.lesson is not None and self.lesson.pending_replies():
            self._reply_wait += dt
            if self._reply_wait >= theme.anim(REPLY_DELAY):
                self._reply_wait = 0.0
                self._play_reply()
            return
        if session.is_over():
            self._finish(dt)
            return
        if session.is_chance():
            self._chance_wait += dt
            if self._chance_wait >= theme.anim(CHANCE_DELAY):
                self._chance_wait = 0.0
                before = session.state.clone()
                move = session.roll_chance()
                self._after_play(move, before, CHANCE)
            return
        if session.bot_to_move():
            self._drive_bot()

    def _play_reply(self) -> None:
        text = self.lesson.next_reply()
        if text is None:
            return
        try:
            move = self.session.state.text_to_move(text)
        except (IllegalMove, ValueError) as exc:
            self.window.notify(f"The lesson's reply '{text}' cannot be played ({exc})", "error")
            return
        self._apply(move)

    def coach_confirm(self) -> bool:
        """Enter / click on the coach: dismiss a text step, or leave a finished lesson."""
        lesson = self.lesson
        if lesson is None:
            return False
        if lesson.finished:
            self.mode.lesson_done(self)
            return True
        if lesson.waiting_for_dismiss():
            self.play("click")
            lesson.dismiss()
            return True
        return False

    def _finish(self, dt: float) -> None:
        """The match is over: once its last move has been seen, the mode says what follows."""
        if self.results_shown:
            return
        self._end_wait += dt
        if self._end_wait < theme.anim(RESULTS_DELAY):
            return
        self.results_shown = True
        self.mode.match_over(self)

    # ---- bots -----------------------------------------------------------------------------
    def _drive_bot(self) -> None:
        if self._bot_ticket is None:
            seat = self.session.seat_to_move()
            worker = self.window.bots()
            try:
                self._bot_ticket = worker.request(self.session.state, seat.bot, self.session.bot_seed())
            except Exception as exc:  # no worker process: play a random move instead of hanging
                log.warning("bot request failed: %s", exc)
                self._bot_fallback(f"The bot could not start ({exc}); it played a random move.")
                return
            self._bot_started = self.time
            self._bot_answer = None
            return
        self._poll_bot()
        if self._bot_answer is None:
            return
        if self.time - self._bot_started < self.window.settings.bot_min_think():
            return          # the bot "thinks" visibly for a moment, as set in Settings
        ok, move = self._bot_answer
        self._bot_ticket = None
        self._bot_answer = None
        if not ok or move is None:
            error = (self.window.bots().last_error or "").strip().splitlines()
            self._bot_fallback(f"The bot failed ({error[-1] if error else 'no answer'}); it played a random move.")
            return
        if not self._apply(move):
            self._bot_fallback("The bot chose an illegal move; it played a random move instead.")

    def _poll_bot(self) -> None:
        if self._bot_ticket is None or self._bot_answer is not None:
            return
        answer = self.window.bots().poll()
        if answer is not None and answer[0] == self._bot_ticket:
            self._bot_answer = (answer[1] is not None, answer[1])

    def _bot_fallback(self, message: str) -> None:
        self._bot_ticket = None
        self._bot_answer = None
        self.window.notify(message, "error")
        legal = self.session.state.legal_moves()
        if legal:
            self._apply(stream(self.session.seed, "fallback", self.session.ply).choice(legal))

    def _cancel_bot(self) -> None:
        if self._bot_ticket is not None:
            worker = getattr(self.window, "_bot_worker", None)
            if worker is not None:
                worker.cancel()
        self._bot_ticket = None
        self._bot_answer = None

    # =================================================================================
    # drawing and input
    # =================================================================================
    def draw(self) -> None:
        self.draw_board()
        self._draw_lesson_marks()

    def lesson_anchors(self, move: Move) -> list[tuple[float, float]]:
        """Where on the board a move is made (logical x, y): a lesson rings these spots when the
        learner tried something else. Screens without board geometry return nothing."""
        return []

    def _draw_lesson_marks(self) -> None:
        """After a refused move, pulse a gold ring on where the lesson's move is played: the coach
        names the spot in words, the ring shows it."""
        lesson = self.lesson
        if lesson is None or not lesson.hint or not lesson.waiting_for_move() or self.session.in_replay:
            return
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        for text in lesson.step.expect:
            try:
                move = self.session.state.text_to_move(text)
            except (IllegalMove, ValueError):
                continue
            for x, y in self.lesson_anchors(move):
                arcade.draw_circle_outline(x, y, 20 + 5 * pulse, theme.with_alpha(theme.ACCENT, 150 + int(100 * pulse)),
                                           3, num_segments=40)

    def _draw_baked_layer(self) -> None:
        draw_backdrop()
        self.draw_baked()

    def draw_scene(self) -> None:
        key = self.baked_key()
        if key is None:
            super().draw_scene()
            return
        if key != self._baked_key:
            self._baked_key = key
            self.rebuild_baked()
            self.baked.invalidate()
        self.baked.draw()
        self.draw_chrome()
        self.draw()
        self.ui.draw()
        self.draw_front()

    def draw_as_background(self) -> None:
        super().draw_as_background()
        self.panel.draw_panel()

    def on_action(self, device: str, action: Action) -> bool:
        session = self.session
        if action == Action.MENU:
            self.pause()
            return True
        if self.lesson is not None and action == Action.CONFIRM and self.coach_confirm():
            return True
        if session.in_replay:
            if action in (Action.LEFT, Action.PREV, Action.UP):
                self.replay_step(-1)
            elif action in (Action.RIGHT, Action.NEXT, Action.DOWN):
                self.replay_step(1)
            elif action in (Action.CONFIRM, Action.CANCEL):
                self.replay_to(None)
            return True
        if self.is_animating() and action == Action.CONFIRM:
            self.skip_animation()
            return True
        if action == Action.UNDO:
            self.undo()
            return True
        if action == Action.REDO:
            self.redo()
            return True
        if self.may_play(device) and self.board_action(device, action):
            return True
        if action == Action.CANCEL:
            self.pause()
            return True
        if action == Action.PREV:
            self.replay_step(-1)
            return True
        return False

    # The shell's section manager forwards pointer events outside its sections to the view and
    # pyglet then calls the view's own handler too, unless the first call reports the event
    # handled: returning True keeps every click from arriving twice.
    def on_mouse_press(self, x, y, button, modifiers):
        super().on_mouse_press(x, y, button, modifiers)
        return True

    def on_mouse_release(self, x, y, button, modifiers):
        super().on_mouse_release(x, y, button, modifiers)
        return True

    def on_mouse_motion(self, x, y, dx, dy):
        super().on_mouse_motion(x, y, dx, dy)
        return True

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y):
        super().on_mouse_scroll(x, y, scroll_x, scroll_y)
        return True

    def pointer_move(self, x: float, y: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            self.board_pointer_move(x, y)

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if x >= self.board_rect[0] + self.board_rect[2]:
            return
        if self.is_animating():
            self.skip_animation()
            return
        if self.session.in_replay:
            return
        if self.may_play("kbm"):
            self.board_pointer_press(x, y, button)
