"""The generic game screen: a match in progress, its seats, bots, side panel, replay,
undo/redo and the tutorial coach. What follows a match (results, the lesson list, the
title) is its mode's decision (game/modes/). Each game subclasses `GameScreen` and only
draws its board and turns clicks and cursor actions into moves.

Layout (logical 1280x720): the board owns x < PANEL_LEFT (968); the side panel
(an arcade.Section) owns the strip on the right: title, one card per seat (colour,
name, who plays it, score, whose turn), a status line, the move list (click a move
to look back: replay view) or the tutorial coach, replay buttons, Undo / Redo / Menu.

What a game screen writes (the module of an existing game shows each hook in use):

    class GrundyScreen(GameScreen):
        game_name = "grundy"

        def __init__(self, session, mode=None):
            super().__init__(session, mode)            # keep this signature
            ...                                        # build cached board shapes (the side panel
                                                       # asks no hook before its first frame)
        def draw_board(self): ...                      # draw self.view_state() in BOARD_RECT
        def on_view_changed(self): ...                 # replay step / undo / restart: rebuild caches
        def on_move_played(self, move, before, mover): ...   # start an animation
        def is_animating(self): ...                    # bots and results wait for it
        def skip_animation(self): ...
        def update_board(self, dt): ...
        def board_action(self, device, action): ...    # cursor keys / pad; call self.submit_move(move)
        def board_pointer_move(self, x, y): ...
        def board_pointer_press(self, x, y, button): ...     # default: hit_test, then submit
        def hit_test(self, x, y): ...                  # the move under the pointer, or None
        def seat_score(self, state, seat): ...         # "12 electors"
        @classmethod
        def demo(cls): ...                             # a mid-game position for screenshots

    and, where the defaults do not fit: baked_key / rebuild_baked / draw_baked (the board layer),
    move_sound, seat_name, seat_kind, seat_colour, winner_headline, options_summary, status_text,
    lesson_anchors, results_detail (the words: in screen_words.py; a move, the end and where the
    match was decided are the game's words: Game.move_rows, end_in_words, decided_in_words);
    for the setup screens and the lobby, before a match exists: seat_colour_of, seat_label_of,
    option_value_label, first_mover_option, seat_colours_choosable. Every hook is
    declared below with its default: other screens call them without asking whether they exist.

Bots think in the shared worker process (window.bots()), so the window keeps its
frame rate; their moves arrive through the same path as a human's.
"""
from __future__ import annotations

import logging

from game.core.demo_positions import demo_session
from game.core.session import MatchSession
from game.core.state import CHANCE, GameState, IllegalMove, Move
from game.modes.base import Mode
from game.modes.match import mode_for_session
from game.scenes.takebacks import Takebacks
from game.scenes.bot_turn import BotTurn
from game.scenes.base import HINT_GAP, Scene, ShellSectionManager, draw_backdrop
from game.scenes.directory import make_scene
from game.scenes.lesson_coach import LessonCoach
from game.scenes.mode_steps import carry_out
from game.scenes.match_layout import BOARD_RECT
from game.scenes.panel_slot import plain_slot
from game.scenes.practice_part import PracticePart
from game.scenes.review_part import ReviewPart
from game.scenes.screen_words import ScreenWords
from game.scenes.side_panel import SidePanel
from game.scenes.watch_controls import WatchControls
from game.ui import theme
from game.ui.draw import CachedLayer
from game.ui.input import WASD, Action, hint_choices_with_wasd
from game.ui.widgets import value_label

log = logging.getLogger(__name__)

RESULTS_DELAY = 0.7        # seconds between the last move (animation done) and the results
CHANCE_DELAY = 0.5         # a roll waits this long so the player sees whose roll it is


class GameScreen(ScreenWords, Scene):
    """A match on screen. Subclasses draw the board and produce moves; this class does the rest.

    Services for subclasses:
        self.session              the MatchSession (live state, record, seats, undo, replay)
        self.view_state()         the state the board must show (replay position or live)
        self.submit_move(move, device="kbm") -> bool   play a move for the human to move
        self.may_play(device)     True when that device may move now (its seat's turn, live, ...)
        self.flash(message)       a short message in the panel's status line
        self.play("move"|"capture"|"dice"|"error"|"click")   a sound effect
    Hooks to override: the module's docstring lists them; each is declared below with its default.
    """

    scene_name = "game"
    game_name: str = ""
    heading = ""
    hints = "Mouse or [←↑↓→] [Enter] play   [PgUp] [PgDn] look back   [Esc] menu"
    pad_hints = "[D-pad] [A] play   [LB] [RB] look back   [Start] menu"
    hints_right = BOARD_RECT[2] - 24        # under the board, clear of the side panel
    chance_delay = CHANCE_DELAY             # a game that shows its own dice rolls them at once (0)
    board_rect = BOARD_RECT

    def __init__(self, session: MatchSession, mode: Mode | None = None):
        super().__init__()
        self.session = session
        self.game = session.game
        self.sound_set = session.game.name      # its game's own sound effects
        sound = getattr(self.window, "sound", None)
        if sound is not None:
            sound.preload(self.sound_set)       # as the screen opens, not as the first move lands
        # the mode decides what follows the match; a screen made from a session alone
        # (a resumed save, a demo) plays it as a quick or couch match
        self.mode = mode if mode is not None else mode_for_session(session)
        self.lesson = self.mode.lesson
        # in a lesson the learner plays the side to move when it begins; the other seats
        # answer from the lesson's script
        self.learner_seat = session.state.current_player() if self.lesson is not None else None
        self.paused = False
        self.bot = BotTurn(self)
        self.takebacks = Takebacks(self)
        self.coach = LessonCoach(self)
        self._chance_wait = 0.0
        self._end_wait = 0.0
        self.results_shown = False
        self._flash_text = ""
        self._flash_left = 0.0
        self._palette = theme.colour_blind()
        # Ctrl+Z is named where undo works (the mode allows it and a person plays here)
        self.hints, self.pad_hints = self.takebacks.hint_lines(self.hints, self.pad_hints)
        # the board layer: what changes only after a move, drawn once into a texture (see baked_key)
        self.baked = CachedLayer(self._draw_baked_layer, region=BOARD_RECT)
        self._baked_key = None
        self.hovered_entry: tuple[int, int] | None = None   # the move list entry under the pointer
        self.peek: GameState | None = None      # shown instead of the replay's position (show_peek)
        self.peek_changes = 0                   # (counted: the caches' keys)
        self._row_labels: dict[tuple[str, ...], str] = {}   # the move list's wordings, by the moves up to them
        # what the mode wants in the side panel under the status line (panel_slot.py): the move
        # list, the coach, the post-game review or a watched replay's controls (pause, step, speed)
        slot = self.mode.panel_slot
        self.review = ReviewPart(self, self.mode) if slot == "review" else None
        self.watch = WatchControls(self) if slot == "watch" else None
        self.practice = PracticePart(self) if slot == "practice" else None
        self.slot = self.review or self.watch or self.practice or plain_slot(slot, self.play)
        self.panel = SidePanel(self, self.slot)
        self.section_manager = ShellSectionManager(self)
        self.section_manager.add_section(self.panel)
        if self.slot.hints is not None:
            self.hints, self.pad_hints = self.slot.hints
        if self.watch is not None:
            self.prepare_hints(*self.watch.hint_pairs)

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

    def hint_choices(self) -> tuple[str, ...]:
        if any(seat.device == WASD for seat in self.session.seats):      # a second player on the keyboard
            return hint_choices_with_wasd(self.hints, self.pad_hints, self.pads_plugged() > 0, HINT_GAP)
        return super().hint_choices()

    def lesson_anchors(self, move: Move) -> list[tuple[float, float]]:
        """Where on the board a move is made (logical x, y): a lesson rings these spots when the
        learner tried something else. Screens without board geometry return nothing."""
        return []

    # ---- what the setup screens and the lobby ask of the class ---------------------------------
    first_mover_option: str | None = None       # the option saying who moves first: quick match seats you first
    seat_colours_choosable: bool | None = None  # the lobby lets seats pick colours; None: it tells (lobby.py)

    @classmethod
    def option_value_label(cls, key: str, value, quick_match: bool) -> str | None:
        """How the setup screens word an option's value (None: the plain value's words)."""
        return None

    def options_summary(self) -> str:
        """One line under the title in the panel: the lesson, or the options changed from their
        defaults ("Standard rules" when none is)."""
        if self.lesson is not None:
            return f"Lesson: {self.lesson.level.short_title()}"     # the panel's title names the game
        parts = []
        for option in self.game.options():
            value = self.session.options.get(option.key, option.default)
            if len(option.choices) > 1 and value != option.default:
                parts.append(f"{option.label}: {value_label(value)}")
        return "  ·  ".join(parts) or "Standard rules"

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
            if len(session.seats) == 1:
                return outcome.reason          # alone against the game: the reason says it all
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

    def panel_status(self) -> str:
        """The side panel's status line: `status_text`, or in the review (whose card says what
        each move did) where in the match the board is, in the card's words."""
        words = self.review.status_words() if self.review is not None else None
        return words or self.status_text()

    @classmethod
    def demo(cls) -> "GameScreen":
        """The screen on a mid-game position (screenshots, `python -m game shot <game>`)."""
        return cls(demo_session(cls.game_name))

    # =================================================================================
    # services
    # =================================================================================
    def view_state(self) -> GameState:
        return self.peek if self.peek is not None else self.session.view_state()

    def show_peek(self, state: GameState | None) -> None:
        """Show `state` on the board instead of the replay position (None: that again)."""
        if state is not self.peek:
            self.peek, self.peek_changes = state, self.peek_changes + 1
            self.on_view_changed()

    def _drop_peek(self) -> bool:
        """A step or a jump leaves the peek: True when there was one (the caller rebuilds)."""
        peeked, self.peek = self.peek is not None, None
        self.peek_changes += peeked
        return peeked

    def turn_seat(self) -> int | None:
        """The seat whose turn the panel highlights (in the position shown)."""
        player = self.view_state().current_player()
        return player if player >= 0 else None

    def thinking_seat(self) -> int | None:
        return self.session.current_player() if self.bot.thinking else None

    def winner_seats(self) -> tuple[int, ...]:
        outcome = self.view_state().outcome()
        return tuple(outcome.winners) if outcome is not None else ()

    def may_play(self, device: str = "kbm") -> bool:
        """May `device` make a move on the board now?"""
        session = self.session
        if session.in_replay or session.is_over() or self.paused:
            return False
        seat = session.seat_to_move()
        if seat is None or not seat.is_human or (self.lesson is not None and not self.lesson.waiting_for_move()):
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
        return self.apply_move(move)

    def apply_move(self, move: Move) -> bool:
        """Play a move for the seat to move with no lesson check (bots, lesson replies)."""
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
        self.panel.follow = True
        self.panel.hold_for_a_move()
        self.play(self.move_sound(move, before, mover))
        self.on_move_played(move, before, mover)

    def _report_save_problem(self) -> None:
        """A save that failed, told each frame it is found (autosaves are written in the
        background, so a failure shows up frames after the move)."""
        if self.session.take_save_errors() or self.session.last_error:
            self.window.notify(self.session.last_error, "error")
            self.session.last_error = ""

    # ---- undo, redo, replay ---------------------------------------------------------------
    @property
    def movers(self) -> list[int]:
        """Who made each move of the record (CHANCE for a roll): the move list's dots."""
        return self.session.movers

    def undo(self) -> None:
        """Take back the last turn of a person at this screen (see takebacks.py)."""
        self.takebacks.undo()

    def redo(self) -> None:
        self.takebacks.redo()

    def replay_step(self, delta: int) -> None:
        before = self.session.view_ply()
        peeked = self._drop_peek()
        self.session.replay_step(delta)
        if self.session.view_ply() != before or peeked:
            self.play("click")
            self.on_view_changed()

    def replay_to(self, ply: int | None) -> None:
        before = (self.session.view_ply(), self.session.in_replay)
        peeked = self._drop_peek()
        self.session.replay_goto(ply)
        if (self.session.view_ply(), self.session.in_replay) != before or peeked:
            self.play("click")
            self.on_view_changed()

    # ---- pause, restart, leave --------------------------------------------------------------
    def pause(self) -> None:
        self.play("click")
        self.window.scenes.push(make_scene("pause", self), fade=False)

    def seat_names(self) -> list[str]:
        """Each seat's name as this screen shows it (what a mode keeps with the match)."""
        return [self.seat_name(seat) for seat in range(len(self.session.seats))]

    # the mode decides where each of these leads; the screen carries it out
    def restart(self) -> None:
        self.bot.cancel()
        carry_out(self, self.mode.restart(self.session))

    def rematch(self) -> None:
        self.bot.cancel()
        carry_out(self, self.mode.rematch(self.session))

    def leave(self) -> None:
        self.bot.cancel()
        carry_out(self, self.mode.leave(self.session, self.window.profiles))

    def after_results(self) -> None:
        carry_out(self, self.mode.after_results(self.session))

    def on_close(self) -> None:
        self.bot.cancel()
        self.slot.close()

    def on_enter(self, returning: bool = False) -> None:
        self.paused = False
        if any(seat.is_bot for seat in self.session.seats):
            self.window.bots()          # start the worker process early: it takes a moment
        if returning and self._palette != theme.colour_blind():
            self._palette = theme.colour_blind()
            self._row_labels.clear()            # the rows name seats by their colours
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
        self._report_save_problem()
        dt *= self.mode.pace                # a watched replay's speed: its animations run faster too
        self.update_board(dt)
        self.slot.update()
        if self.slot.hints is not None:     # after a game's screen set its own this frame (Margin's week's)
            self.hints, self.pad_hints = self.slot.hints
        if self.paused:
            return
        session = self.session
        if session.in_replay or self.is_animating():
            self.bot.poll()
            return
        if self.lesson is not None and self.lesson.pending_replies():
            self.coach.wait_for_reply(dt)
            return
        if self.mode.watching:              # a watched replay plays the record's moves itself
            carry_out(self, self.mode.drive(session, dt, self.chance_delay))
            return
        if session.is_over():
            self._finish(dt)
            return
        if session.is_chance():
            self._chance_wait += dt
            if self._chance_wait >= theme.anim(self.chance_delay):
                self._chance_wait = 0.0
                before = session.state.clone()
                move = session.roll_chance()
                self._after_play(move, before, CHANCE)
            return
        if session.bot_to_move():
            self.bot.drive()

    def coach_confirm(self) -> bool:
        """Enter / click on the coach: dismiss a text step, or leave a finished lesson."""
        return self.coach.confirm()

    def _finish(self, dt: float) -> None:
        """The match is over: once its last move has been seen, the mode says what follows."""
        if self.results_shown:
            return
        self._end_wait += dt
        if self._end_wait < theme.anim(RESULTS_DELAY):
            return
        self.results_shown = True
        carry_out(self, self.mode.match_over(self.session, self.seat_names(), self.window.profiles))

    # =================================================================================
    # drawing and input
    # =================================================================================
    def draw(self) -> None:
        self.draw_board()
        self.coach.draw_marks()

    def draw_front(self) -> None:
        self.slot.draw_on_board()       # over the board's words: the review's marks and tags

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
        if self.slot.on_action(action):
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

    def on_key_press(self, symbol: int, modifiers: int):
        # the slot's own keys (a practice's hint) before any game's (Fractal's H is its own hints')
        if not self.window.scenes.busy and self.slot.key_press(symbol, modifiers):
            return True
        return super().on_key_press(symbol, modifiers)

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
