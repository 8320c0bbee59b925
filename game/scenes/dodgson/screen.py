"""The Not a Dodgson System Chess screen (`DodgsonScreen`, registered as "dodgson"): two 7x6 boards
side by side, four players, pieces that cross to the other board after every move.

This module holds the flow: which position is shown, when a move animates, when the board takes
input, and the GameScreen hooks. The parts it is made of are indexed in __init__.py.

The board layer (one texture) holds the boards, pieces and standings; a move draws it again only
inside the squares and the table it changed (board_view.py, CachedLayer.patch), and each frame
draws that texture plus what follows the pointer or moves.
"""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.dodgson import GAME
from game.engines.dodgson.board import BOARD_OFFSET, PLAYER_NAMES
from game.engines.dodgson.notation import PASS
from game.scenes.dodgson.animations import MoveAnimation
from game.scenes.dodgson.announcements import Banners, PassButton
from game.scenes.dodgson.board_view import BoardView, merge_layer_boxes
from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.demo import demo_session
from game.scenes.dodgson.highlights import Highlights
from game.scenes.dodgson.layout import square_xy
from game.scenes.dodgson.messages import DodgsonMessages
from game.scenes.dodgson.palette import chip_colour
from game.scenes.dodgson.snapshot import Snapshot
from game.scenes.dodgson.standings import Standings
from game.scenes.dodgson.tooltip import Tooltip
from game.scenes.game_screen import GameScreen
from game.scenes.match_layout import BOARD_RECT, PANEL_LEFT
from game.ui.draw import CachedLayer
from game.ui.input import Action


class DodgsonScreen(GameScreen):
    """Not a Dodgson System Chess on screen: both boards, the standings, four seats (any mix of
    people and bots; each person's device drives their own cursor on their turn). Its parts:
    `controls` (the choice of a move and the input that makes it, controls.py), `messages` (the
    words, messages.py), `view` (the board layer), `highlights`, `tooltip`, `banners`."""

    game_name = "dodgson"
    hints = "Click a piece, then a square   [←↑↓→] [Enter] cursor   [Esc] drop   [PgUp] look back"
    pad_hints = "[D-pad] cursor   [A] pick   [B] drop   [RB] next   [LB] look back"

    def __init__(self, session: MatchSession, mode=None):
        self.pass_button = PassButton()
        # made before the shell (GameScreen) and its parts, which may ask the hooks these answer
        self.controls = DodgsonControls(session, lambda: self.snap, seat_name=self.seat_name,
                                        play=self.play, flash=self.flash, submit_move=self.submit_move,
                                        pass_button=self.pass_button)
        self.messages = DodgsonMessages(session, self.controls, seat_kind=self.seat_kind)
        super().__init__(session, mode)
        self.snap: Snapshot = Snapshot.of(self.view_state())
        self._shown_key = None
        self.animation: MoveAnimation | None = None
        self.banners = Banners()
        self.standings = Standings()
        self.view = BoardView(self.standings)
        self.baked = CachedLayer(self._draw_baked_layer, region=BOARD_RECT)
        self.highlights = Highlights(self.controls)
        self.tooltip = Tooltip(self.controls, seat_name=self.seat_name)
        self.show_position()

    @classmethod
    def demo(cls) -> "DodgsonScreen":
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None, mode=None) -> "DodgsonScreen":
        """The screen on a given position (tests, editors); never saved."""
        session = MatchSession(GAME, seats=seats or [Seat.human() for _ in range(4)], autosave=False,
                               start_state=state)
        return cls(session, mode)

    # ---- the position shown, and whether the board takes input ---------------------------------------
    def _board_interactive(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def show_position(self) -> None:
        """Show the view state as it is (no animation)."""
        self.snap = Snapshot.of(self.view_state())
        self._shown_key = self._view_key()
        self.animation = None
        self.controls.reset_choice()
        self._refresh_interactive()

    def _view_key(self):
        return (self.session.view_ply(), self.session.in_replay, len(self.session.moves))

    def _refresh_interactive(self) -> None:
        self.controls.refresh(self._board_interactive() and self.animation is None)

    # ---- GameScreen hooks ------------------------------------------------------------------------
    def on_view_changed(self) -> None:
        self.show_position()

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.show_position()
            return
        after = Snapshot.of(self.session.state)
        self.controls.stop()
        self._shown_key = self._view_key()
        if move == PASS:
            self.snap = after
            self.banner(f"{self.seat_name(mover)} passes: no legal move", mover)
            self.flash(f"{self.seat_name(mover)} had no legal move and passed.")
            self._refresh_interactive()
            return
        self.animation = MoveAnimation(Snapshot.of(before), move, mover)
        self.snap = after              # the boards show it without the piece in flight until it lands

    def banner(self, message: str, seat: int, seconds: float = 1.8) -> None:
        self.banners.show(message, seat, seconds)

    def is_animating(self) -> bool:
        return self.animation is not None or self.banners.holding()

    def passing_words_shown(self) -> bool:
        return bool(self.banners.queue)                # "Gold passes: no legal move", fading

    def skip_animation(self) -> None:
        if self.animation is not None:
            self.animation.time = self.animation.length
            self.update_board(0.0)
        self.banners.skip()

    def update_board(self, dt: float) -> None:
        self.banners.update(dt)
        anim = self.animation
        if anim is not None:
            anim.update(dt)
            for event in anim.events:
                if event == "take":
                    self.play("capture")
                elif event == "lift":
                    self.play("crossing")
                elif event == "land":
                    self.play("move")
            anim.events.clear()
            if anim.done:
                self.animation = None
                # the boards show the move this frame: the side panel catches up over the next ones
                self.panel.hold_for_a_move()
                self._refresh_interactive()
            return
        if self._shown_key != self._view_key():
            self.show_position()
            return
        interactive = self._board_interactive()
        if interactive != self.controls.interactive:
            self._refresh_interactive()

    def move_sound(self, move, before, mover: int) -> str:
        if move == PASS:
            return "click"
        board, frm, to, promo = move
        return "capture" if before.cells[BOARD_OFFSET[board] + to] else "move"

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        if not isinstance(move, tuple):
            return []                      # a pass: the Pass button says it
        board, frm, to, _promo = move
        return [square_xy(board, frm), square_xy(board, to)]

    # ---- drawing -----------------------------------------------------------------------------------
    def baked_key(self):
        return "boards"                # rendered whole once; a move patches it (draw_scene)

    def draw_scene(self) -> None:
        # before the layer is drawn: what a move changed is drawn again into it, there only
        layer = self.baked
        # the standings' work spread over frames (a multisampled layer is patched too, then
        # resolved whole: CachedLayer.patch); not the layer's first render
        spread = layer.patchable or (layer.renders > 0 and not layer.dirty)
        boxes = self.view.update(self.snap, self.seat_names(), self.animation, spread=spread)
        if boxes and not layer.patch(merge_layer_boxes(boxes), self.view.draw_layer):
            layer.invalidate()
        super().draw_scene()

    def draw_baked(self) -> None:
        self.view.draw_layer()

    def draw_board(self) -> None:
        if self.animation is not None:
            self.view.draw_move(self.animation)
        else:
            controls = self.controls
            self.highlights.draw()
            if controls.pass_pending:
                self.pass_button.draw(self.seat_name(self.snap.turn))
            if controls.picker is not None:
                controls.picker.draw(self.snap.turn)
            self.tooltip.draw()
        self.banners.draw()

    # ---- input: the controls part --------------------------------------------------------------
    def board_action(self, device: str, action: Action) -> bool:
        return self.controls.board_action(device, action)

    def board_pointer_move(self, x: float, y: float) -> None:
        self.controls.board_pointer_move(x, y)

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self.controls.board_pointer_press(x, y, button)

    def hit_test(self, x: float, y: float):
        return self.controls.hit_test(x, y)

    def pointer_move(self, x: float, y: float) -> None:
        super().pointer_move(x, y)
        if x >= PANEL_LEFT and self.controls.focus is not None:
            self.controls.pointer_left_board()

    # ---- words: the messages part, and the screen's own (the results card's, the move list's) ----
    def seat_name(self, seat: int) -> str:
        return self.messages.seat_name(seat)

    def seat_names(self) -> list[str]:
        return self.messages.seat_names()

    @classmethod
    def seat_colour_of(cls, seat: int):
        return chip_colour(seat)

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        return PLAYER_NAMES[seat]

    def seat_score(self, state, seat: int) -> str:
        return self.messages.seat_score(state, seat)

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        line = self.messages.choosing_line()
        if line is not None:
            return line
        session = self.session
        if not session.in_replay and session.is_over():
            return self.game.end_in_words(session.state, self.seat_names())
        return super().status_text()

    def results_detail(self, seat: int) -> str:
        return self.messages.results_detail(seat)
