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
from game.engines.dodgson.board import BOARD_OFFSET
from game.engines.dodgson.notation import PASS
from game.scenes.dodgson.animations import MoveAnimation
from game.scenes.dodgson.announcements import Banners, PassButton
from game.scenes.dodgson.board_view import BoardView, merge_layer_boxes
from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.demo import demo_session
from game.scenes.dodgson.highlights import Highlights
from game.scenes.dodgson.layout import square_xy
from game.scenes.dodgson.messages import DodgsonMessages
from game.scenes.dodgson.promotion import PromotionPicker
from game.scenes.dodgson.snapshot import Snapshot
from game.scenes.dodgson.standings import Standings
from game.scenes.dodgson.tooltip import Tooltip
from game.scenes.game_screen import GameScreen
from game.scenes.match_layout import BOARD_RECT
from game.ui.draw import CachedLayer


class DodgsonScreen(DodgsonControls, DodgsonMessages, GameScreen):
    """Not a Dodgson System Chess on screen: both boards, the standings, four seats (any mix of
    people and bots; each person's device drives their own cursor on their turn). Input is in
    DodgsonControls (controls.py), the words in DodgsonMessages (messages.py)."""

    game_name = "dodgson"
    hints = "Click a piece, then a square   [←↑↓→] [Enter] cursor   [Esc] drop   [PgUp] look back"
    pad_hints = "[D-pad] cursor   [A] pick   [B] drop   [RB] next   [LB] look back"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.snap: Snapshot = Snapshot.of(self.view_state())
        self._shown_key = None
        self.animation: MoveAnimation | None = None
        self.interactive = False
        self.legal: list = []
        self.selected: tuple[int, int] | None = None        # (board, square) of the chosen piece
        self.targets: dict[int, list] = {}                   # target square -> moves (promotions)
        self.blocked: list[int] = []                         # squares blocked by the twin square
        self.focus: tuple[int, int] | None = None            # square under the pointer or cursor
        self.pointer: tuple[float, float] | None = None
        self.cursors: dict[str, tuple[int, int]] = {}        # device -> (board, square)
        self.cursor_device: str | None = None                # the device last used on the board
        self.cursor_shown = False
        self.picker: PromotionPicker | None = None           # the promotion choice, when open
        self.pass_pending = False
        self.banners = Banners()
        self.pass_button = PassButton()
        self.standings = Standings()
        self.view = BoardView(self.standings)
        self.baked = CachedLayer(self._draw_baked_layer, region=BOARD_RECT)
        self.highlights = Highlights(self)
        self.tooltip = Tooltip(self)
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
        self.reset_choice()
        self._refresh_interactive()

    def _view_key(self):
        return (self.session.view_ply(), self.session.in_replay, len(self.session.moves))

    def reset_choice(self) -> None:
        self.selected = None
        self.targets = {}
        self.blocked = []
        self.picker = None

    def _refresh_interactive(self) -> None:
        interactive = self._board_interactive() and self.animation is None
        state = self.session.state
        legal = state.legal_moves() if interactive else []
        self.interactive = interactive
        self.legal = legal
        self.pass_pending = interactive and legal == [PASS]
        if self.selected is not None and not self.movable(*self.selected):
            self.reset_choice()
        if interactive:
            self.ensure_cursor()

    def movable(self, board: int, square: int) -> bool:
        """The piece there has a legal move now."""
        return any(m != PASS and m[0] == board and m[1] == square for m in self.legal)

    def own_piece(self, board: int, square: int) -> bool:
        piece = self.snap.piece(board, square)
        return piece is not None and piece[0] == self.snap.turn and not self.snap.ended

    # ---- GameScreen hooks ------------------------------------------------------------------------
    def on_view_changed(self) -> None:
        self.show_position()

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.show_position()
            return
        after = Snapshot.of(self.session.state)
        self.reset_choice()
        self.interactive = False
        self.legal = []
        self.pass_pending = False
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
        if interactive != self.interactive:
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
            self.highlights.draw()
            if self.pass_pending:
                self.pass_button.draw(self.seat_name(self.snap.turn))
            if self.picker is not None:
                self.picker.draw(self.snap.turn)
            self.tooltip.draw()
        self.banners.draw()
