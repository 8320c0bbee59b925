"""The Grundy game screen (`GrundyScreen`, registered as "grundy"): numbers written on a graph
(circles and lines) or a map (countries in a disc).

Layout (1280x720 logical space): a header along the top of the left part (the board's name, what
it is, how full it is), the board below it, the shell's side panel (players, scores, whose turn,
the move list) on the right.

This class holds the flow: which position is shown (the one before a move while the move is
animated), when the board takes input, what the side panel says. Its parts are in the other
files of this package (see __init__.py): the controls, the picker and the hover marks are parts
it owns, sharing one `Choice` (what the player is choosing); GameScreen's input hooks pass on to
them.

Drawing: the board with no number written and the header's title are drawn once into the
shell's board layer, which no move renders again; what a position adds (tokens, countries in the
writer's colour, the last move's ring, the numbers and letters, how full the board is) is one
shape list and one text batch drawn over it every frame, updated only where a move touched it;
hover, cursor, picker and tooltip are small cached shapes of their own; a running animation
draws its token, built once, scaled.
"""
from __future__ import annotations

from functools import cached_property

from pyglet.window import key as keys

from game.core.session import MatchSession, Seat
from game.engines.grundy.board import Board
from game.engines.grundy.rules import GAME
from game.engines.grundy.words import place_noun
from game.scenes.game_screen import GameScreen
from game.scenes.grundy.animations import PlaceAnimation, PopInNumber, RisingLabels
from game.scenes.grundy.board_view import BoardView
from game.scenes.grundy.choice import Choice
from game.scenes.grundy.controls import GrundyControls
from game.scenes.grundy.demo import demo_session
from game.scenes.grundy.header import Header
from game.scenes.grundy.hover import HoverMarks
from game.scenes.grundy.layout import BoardLayout
from game.scenes.grundy.picker import NumberPicker
from game.scenes.grundy.pieces import number_font
from game.scenes.grundy.start_banner import QUICK_MATCH_STARTS, StartBanner, start_words
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action


class GrundyScreen(GameScreen):
    """The Grundy game on screen: a graph or a map, the numbers written, the picker."""

    game_name = "grundy"
    hints = "Click a circle, then a number   [←↑↓→] [Enter] write   [Tab] [+] bigger   [Esc] menu"
    pad_hints = "[D-pad] choose   [A] write   [RB] bigger   [LB] smaller   [Start] menu"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        state = session.state
        self.board: Board = state.board
        self.layout = BoardLayout(self.board)
        self.is_map = self.layout.is_map
        self.noun = place_noun(self.board)
        if self.is_map:
            self.hints = self.hints.replace("a circle", "a country")
        # what the board shows (the position before the move while a move is animated)
        self.shown = state
        self.animation: PlaceAnimation | None = None
        self.rising = RisingLabels()
        # input: what the player is choosing, shown by the picker and the hover marks
        self.choice = Choice()
        self.picker = NumberPicker(self.choice, self.board, self.layout, self.noun, self.live, self.seat_name)
        self.marks = HoverMarks(self.choice, self.board, self.layout, self.noun, self.live, self._looked_at,
                                self.seat_name)
        self.controls = GrundyControls(self.choice, self.board, self.layout, self.noun, self.live, self.picker,
                                       self.marks, write=self.write, play=self.play, flash=self.flash)
        # drawing
        self.view = BoardView(self.board, self.layout)
        self.header = Header(self.board, self.noun, batch=self.view.batch)
        self.pop_in = PopInNumber(number_font(self.layout.radius, 1))
        self._static = CachedShapes(self._build_static)      # in the board layer: built once
        self._sync_texts()
        # who starts (rule 1's draw, or the players' choice), said when a match begins
        self.banner = StartBanner(self.start_words, state.first_player) if self._match_begins() else None

    # ---- constructors -------------------------------------------------------------------------
    @classmethod
    def demo(cls) -> "GrundyScreen":
        """A game in progress on the Petersen graph (for `python -m game shot grundy`)."""
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None) -> "GrundyScreen":
        """The screen on a given position (tests, editors); never saved."""
        session = MatchSession(GAME, dict(state.options), state.seed, seats or [Seat.human(), Seat.human()],
                               autosave=False, start_state=state)
        return cls(session)

    @classmethod
    def for_board(cls, board: str, moves=(), seed: int = 1, seats=None) -> "GrundyScreen":
        """A new game on a library board, after `moves` (notation such as "a=1")."""
        state = GAME.new_initial_state({"board": board}, seed)
        for text in moves:
            state.apply(state.text_to_move(text))
        return cls.for_state(state, seats)

    # ---- who starts -----------------------------------------------------------------------------
    # Rule 1 draws who starts and the `starts` option may name a player instead, so the setup
    # screens ask "Who starts" rather than which seat is yours: a Quick match seats you as
    # player 1, and these are the words for the option's values there and at the couch.
    first_mover_option = "starts"

    @classmethod
    def option_value_label(cls, key: str, value, quick_match: bool) -> str | None:
        """How the setup screens name an option's value, where the plain value would not read."""
        if key != cls.first_mover_option or value not in QUICK_MATCH_STARTS:
            return None
        if quick_match or value == "random":
            return QUICK_MATCH_STARTS[value]
        return cls.seat_label_of(int(value.split()[-1]) - 1)

    def _match_begins(self) -> bool:
        session = self.session
        return (self.lesson is None and not session.from_position and not session.moves
                and not session.state.is_terminal())

    @cached_property
    def start_words(self):
        """Who starts and how, in words (the start banner says them, the side panel keeps them)."""
        seats = self.session.seats
        humans = [seat for seat, player in enumerate(seats) if player.is_human]
        you = humans[0] if len(humans) == 1 and len(seats) > 1 else None
        state = self.session.state
        return start_words(state.options.get("starts", "random"), state.first_player,
                           [self.seat_name(seat) for seat in range(len(seats))], you)

    def _banner_holds_the_bot(self) -> bool:
        """A bot (or a watched record's seat) that starts waits while the banner says so (a
        person may play at once)."""
        if self.banner is None or self.banner.leaving:
            return False
        seat = self.session.seat_to_move()
        return seat is not None and not seat.is_human

    # ---- the position shown -------------------------------------------------------------------
    def live(self):
        return self.session.state

    def _looked_at(self):
        """The position the tooltip speaks of: the one looked back at, else the live one."""
        return self.live() if not self.session.in_replay else self.view_state()

    @property
    def interactive(self) -> bool:
        """The board takes the player's input now (a person's turn, no animation running)."""
        return self.choice.interactive

    def _hidden(self) -> int | None:
        """The vertex whose number is being animated in (the board shows it empty meanwhile)."""
        return self.animation.vertex if self.animation is not None else None

    def _sync_texts(self) -> None:
        """The pieces, texts and header for the position shown (only what changed is touched)."""
        self.view.sync(self.shown, self._hidden())
        self.header.sync(self.shown)

    def _show(self, state) -> None:
        self.shown = state
        self._sync_texts()

    def _board_interactive(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def _refresh_interactive(self) -> None:
        interactive = self._board_interactive() and self.animation is None
        if interactive != self.choice.interactive:
            self.choice.interactive = interactive
            self.controls.changed()

    def write(self, vertex: int, number: int, device: str = "kbm") -> bool:
        """Write `number` on `vertex` for the player to move (refused with a sound if illegal)."""
        reason = self.live().illegal_reason((vertex, number))
        if reason is not None:
            self.play("error")
            self.flash(reason[:1].upper() + reason[1:] + ".")
            return False
        return self.submit_move((vertex, number), device)

    # ---- hooks of GameScreen: input, passed on to the controls -----------------------------------
    def board_action(self, device: str, action: Action) -> bool:
        self._refresh_interactive()
        return self.controls.action(device, action)

    def on_key_press(self, symbol: int, modifiers: int):
        if not (modifiers & (keys.MOD_CTRL | keys.MOD_ALT)) and self.may_play("kbm") and \
                self.animation is None and not self.window.scenes.busy and self.controls.number_key(symbol):
            return True
        return super().on_key_press(symbol, modifiers)

    def board_pointer_move(self, x: float, y: float) -> None:
        self.controls.pointer_move(x, y)

    def pointer_move(self, x: float, y: float) -> None:
        super().pointer_move(x, y)                  # over the board: board_pointer_move
        if x >= self.board_rect[0] + self.board_rect[2]:
            self.controls.pointer_left()

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self._refresh_interactive()
        self.controls.press(x, y, button)

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            if self.may_play("kbm"):
                self.controls.wheel(amount)
            return
        super().pointer_scroll(x, y, amount)

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) makes: a number in the open picker, else nothing (a click on
        a vertex opens the picker; see GrundyControls.press)."""
        return self.picker.move_at(x, y)

    # ---- hooks of GameScreen: the flow ----------------------------------------------------------
    def on_view_changed(self) -> None:
        self.animation = None
        self._show(self.view_state())
        self.controls.clamp_pending()
        self._refresh_interactive()
        self.controls.changed()

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.on_view_changed()
            return
        if self.banner is not None:
            self.banner.dismiss()
        vertex, number = move
        self.shown = before
        self.animation = PlaceAnimation(vertex, number, mover)
        self._sync_texts()
        self.choice.interactive = False
        self.controls.after_move(vertex)
        x, y = self.layout.centres[vertex]
        self.rising.add(f"+{number}", x, y + self.layout.radius + 10, theme.shade(theme.player_colour(mover), 1.35))

    def is_animating(self) -> bool:
        return self.animation is not None or self._banner_holds_the_bot()

    def passing_words_shown(self) -> bool:
        # who starts, over the board's middle; the "+3" rising from a number just written
        return self.banner is not None or any(item[4] <= self.rising.LIFE for item in self.rising.items)

    def skip_animation(self) -> None:
        if self.animation is not None:
            self.animation.time = self.animation.length
            self._finish_animation()
        elif self.banner is not None:
            self.banner.dismiss()

    def _finish_animation(self) -> None:
        self.animation = None
        # the numbers are written this frame: the side panel catches up over the next ones
        self.panel.hold_for_a_move()
        self._show(self.view_state())
        self.controls.clamp_pending()
        self._refresh_interactive()
        self.controls.changed()

    def update_board(self, dt: float) -> None:
        if self.banner is not None:
            self.banner.update(dt)
            if self.banner.done:
                self.banner = None
        anim = self.animation
        if anim is not None:
            anim.update(dt)
            if anim.done:
                self._finish_animation()
        elif self.shown is not self.view_state():
            self.on_view_changed()
        self._refresh_interactive()
        if self.choice.pointer is not None and self.panel in getattr(self.section_manager, "mouse_over_sections", ()):
            # the pointer went on to the side panel (its motion goes to the panel, not here)
            self.controls.pointer_left()
        self.rising.update(dt)

    # ---- hooks of GameScreen: the side panel and the coach --------------------------------------
    def seat_score(self, state, seat: int) -> str:
        score = state.scores[seat]
        return f"{score} pt" if score == 1 else f"{score} pts"

    def options_summary(self) -> str:
        if self.lesson is not None:
            return super().options_summary()
        if self.session.from_position:
            return f"{self.session.state.board.title}  ·  lowest wins"
        # who started, and how: the banner said it at the start, this line keeps it
        return f"{self.start_words.summary}  ·  {self.session.state.board.title}"

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        if self.banner is not None and not self.banner.leaving:
            return self.start_words.status
        state, choice = self.view_state(), self.choice
        if choice.interactive and not self.session.in_replay and not state.is_terminal():
            name = self.seat_name(state.current_player())
            if choice.focus is not None and not state.numbers[choice.focus] and choice.picker_open:
                return f"{name}: write {choice.pending} in {self.board.labels[choice.focus]}?"
            return f"{name} to move: pick a {self.noun}"
        return super().status_text()

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        return [self.layout.centres[move[0]]]

    # ---- drawing --------------------------------------------------------------------------------
    def baked_key(self):
        # the layer holds only what no move changes: it is rendered once (and on a resize)
        return ("board", self.board.name)

    def rebuild_baked(self) -> None:
        self._static.invalidate()

    def draw_baked(self) -> None:
        """What no move changes: the board with no number written, the header's title."""
        self._static.draw()
        self.header.draw_static()

    def _build_static(self, sb: ShapeBuilder) -> None:
        self.header.build_static(sb)
        self.view.build(sb)

    def draw_board(self) -> None:
        """Over the board's layer: the position's pieces and texts, then what moves or follows
        the pointer."""
        self.view.draw()
        self.header.draw()
        anim = self.animation
        if anim is not None:
            anim.draw(self.layout, self.view.pieces, self.view.fill_colour(anim.vertex, anim.seat))
            self.pop_in.draw(anim, self.layout)
        else:
            self.marks.draw(self.shown, self.time)
            self.picker.draw()
        self.rising.draw()
        if self.banner is not None:
            self.banner.draw()
