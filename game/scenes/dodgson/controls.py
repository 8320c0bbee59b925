"""How a player picks a move on the Not a Dodgson System Chess screen (`DodgsonControls`, a part
of DodgsonScreen), by every device:

* pointer: click a piece, then a target square (a click elsewhere drops it); the Pass button;
* keyboard / pads, through the Action layer: arrows or D-pad move a cursor across both boards
  (left/right run on from board A into board B), Tab the next movable piece or target, Enter or Ⓐ
  presses the square under the cursor, Esc or Ⓑ drops the piece; each seat's device has its own
  cursor, shown only once that device is used;
* the promotion picker: arrows step through the choices, Enter takes one, Esc closes it.

Pressing a square selects, plays, or explains in the status line why not (someone else's piece,
a piece that cannot move, a target blocked by its occupied twin).
"""
from __future__ import annotations

from typing import Callable

from game.engines.dodgson.board import BOARD_LETTERS, KIND_NAMES, NUM_FILES, NUM_RANKS, PLAYER_NAMES
from game.engines.dodgson.notation import PASS
from game.scenes.dodgson.announcements import PassButton
from game.scenes.dodgson.layout import square_at, where
from game.scenes.dodgson.promotion import PromotionPicker
from game.scenes.dodgson.snapshot import Snapshot
from game.ui.input import Action

FALLBACK_CURSOR = (0, 3)                  # board A, d1: where a cursor starts if nothing can move


class DodgsonControls:
    """The choice of a move on the boards: the state of the choice (which piece is selected, its
    targets, the promotion picker, each device's cursor) and the input that changes it.

    It is given what it works with: the session (the live state's legal moves, the seat to move),
    `snapshot` (the position the boards show), `seat_name`, and what it does: `play` a sound,
    `flash` a line in the status box, `submit_move`. The screen tells it when the board takes input
    (`refresh`) and when a move is being played (`stop`)."""

    def __init__(self, session, snapshot: Callable[[], Snapshot], *, seat_name: Callable[[int], str],
                 play: Callable[[str], None], flash: Callable[[str], None],
                 submit_move: Callable[[object, str], bool], pass_button: PassButton):
        self.session = session
        self._snapshot = snapshot
        self._seat_name = seat_name
        self._play = play
        self._flash = flash
        self._submit_move = submit_move
        self.pass_button = pass_button
        self.interactive = False                             # a person may pick a move now
        self.legal: list = []                                # the live state's moves, while interactive
        self.pass_pending = False                            # the only move is a pass
        self.selected: tuple[int, int] | None = None        # (board, square) of the chosen piece
        self.targets: dict[int, list] = {}                   # target square -> moves (promotions)
        self.blocked: list[int] = []                         # squares blocked by the twin square
        self.focus: tuple[int, int] | None = None            # square under the pointer or cursor
        self.pointer: tuple[float, float] | None = None
        self.cursors: dict[str, tuple[int, int]] = {}        # device -> (board, square)
        self.cursor_device: str | None = None                # the device last used on the board
        self.cursor_shown = False
        self.picker: PromotionPicker | None = None           # the promotion choice, when open

    @property
    def snap(self) -> Snapshot:
        return self._snapshot()

    # ---- when the board takes input --------------------------------------------------------------
    def refresh(self, interactive: bool) -> None:
        """The board takes input (`interactive`) or not: the legal moves of the live state."""
        legal = self.session.state.legal_moves() if interactive else []
        self.interactive = interactive
        self.legal = legal
        self.pass_pending = interactive and legal == [PASS]
        if self.selected is not None and not self.movable(*self.selected):
            self.reset_choice()
        if interactive:
            self.ensure_cursor()

    def stop(self) -> None:
        """A move is being played: no choice, no input until `refresh`."""
        self.reset_choice()
        self.interactive = False
        self.legal = []
        self.pass_pending = False

    def reset_choice(self) -> None:
        self.selected = None
        self.targets = {}
        self.blocked = []
        self.picker = None

    def movable(self, board: int, square: int) -> bool:
        """The piece there has a legal move now."""
        return any(m != PASS and m[0] == board and m[1] == square for m in self.legal)

    def own_piece(self, board: int, square: int) -> bool:
        snap = self.snap
        piece = snap.piece(board, square)
        return piece is not None and piece[0] == snap.turn and not snap.ended

    # ---- choosing a piece and a target -----------------------------------------------------------
    def select(self, board: int, square: int) -> None:
        moves = [m for m in self.legal if m != PASS and m[0] == board and m[1] == square]
        self.selected = (board, square)
        self.targets = {}
        for m in moves:
            self.targets.setdefault(m[2], []).append(m)
        state = self.session.state
        self.blocked = state.blocked_squares(board, square)
        self.picker = None
        self._play("click")

    def drop(self) -> None:
        self.reset_choice()
        self._play("click")

    def press_square(self, board: int, square: int, device: str) -> bool:
        """A click (or Enter on the cursor) on a square: select, play, or explain why not."""
        if not self.interactive:              # also while a move plays (see `stop`)
            return False
        if self.pass_pending:
            return self._submit_move(PASS, device)
        if self.selected is not None and board == self.selected[0] and square in self.targets:
            moves = self.targets[square]
            if len(moves) > 1:
                self.open_picker(moves)
                return True
            return self._submit_move(moves[0], device)
        if self.selected is not None and board == self.selected[0] and square in self.blocked:
            self._play("error")
            self._flash(f"{where(*self.selected)} to {where(board, square)}: {self.blocked_reason(board, square)}.")
            return True
        if self.selected == (board, square):
            self.drop()
            return True
        if self.own_piece(board, square):
            if self.movable(board, square):
                self.select(board, square)
            else:
                self._play("error")
                blocked = self.session.state.blocked_squares(board, square)
                kind = KIND_NAMES[self.snap.piece(board, square)[1]]
                why = (f"every square it could reach has its twin on board {BOARD_LETTERS[1 - board]} occupied"
                       if blocked else "it is hemmed in")
                self._flash(f"The {kind} on {where(board, square)} cannot move: {why}.")
            return True
        if self.selected is not None:
            self.drop()
            return True
        piece = self.snap.piece(board, square)
        if piece is not None:
            self._play("error")
            self._flash(f"That is {self._seat_name(piece[0])}'s {KIND_NAMES[piece[1]]}; "
                        f"{self._seat_name(self.snap.turn)} is to move.")
        elif device != "kbm" or self.cursor_shown:
            self._play("error")
            self._flash(f"{self._seat_name(self.snap.turn)}: pick one of your own pieces first.")
        return False

    # ---- the promotion choice ------------------------------------------------------------------
    def open_picker(self, moves: list) -> None:
        self.picker = PromotionPicker(moves)
        self._play("click")

    def picker_rects(self) -> list[tuple[float, float, float, float]]:
        """Slot rectangles of the open picker (none when it is closed)."""
        return self.picker.rects() if self.picker is not None else []

    def picker_box(self) -> tuple[float, float, float, float]:
        return self.picker.box()

    def picker_choose(self, index: int, device: str) -> bool:
        move = self.picker.move(index)
        self.picker = None
        return self._submit_move(move, device)

    def _picker_action(self, device: str, action: Action) -> None:
        if action in (Action.LEFT, Action.UP, Action.PREV):
            self.picker.step(-1)
            self._play("click")
        elif action in (Action.RIGHT, Action.DOWN, Action.NEXT):
            self.picker.step(1)
            self._play("click")
        elif action == Action.CONFIRM:
            self.picker_choose(self.picker.index, device)
        elif action == Action.CANCEL:
            self.picker = None
            self._play("click")

    # ---- the keyboard / pad cursor -------------------------------------------------------------
    def ensure_cursor(self) -> None:
        device = self._seat_device()
        if device is not None and device not in self.cursors:
            self.cursors[device] = self._home_square()

    def _seat_device(self) -> str | None:
        seat = self.session.seat_to_move()
        if seat is None:
            return None
        if seat.device in ("any", ""):
            return self.cursor_device or "kbm"
        return seat.device

    def _home_square(self) -> tuple[int, int]:
        """A sensible first cursor square: one of the mover's pieces that can move."""
        movable = sorted({(m[0], m[1]) for m in self.legal if m != PASS})
        if movable:
            return movable[len(movable) // 2]
        return FALLBACK_CURSOR

    def cursor(self) -> tuple[int, int] | None:
        """(board, square) of the cursor of the device that plays the seat to move."""
        device = self._seat_device()
        return self.cursors.get(device) if device is not None else None

    def move_cursor(self, device: str, action: Action) -> None:
        board, square = self.cursors.get(device) or self._home_square()
        col = board * NUM_FILES + square % NUM_FILES          # 0..13 across both boards
        row = square // NUM_FILES
        if action == Action.LEFT:
            col = max(0, col - 1)
        elif action == Action.RIGHT:
            col = min(2 * NUM_FILES - 1, col + 1)
        elif action == Action.UP:
            row = min(NUM_RANKS - 1, row + 1)
        elif action == Action.DOWN:
            row = max(0, row - 1)
        board, f = divmod(col, NUM_FILES)
        self.cursors[device] = (board, row * NUM_FILES + f)
        self.focus = self.cursors[device]
        self._play("click")

    def cycle(self, device: str, delta: int) -> None:
        """Tab: the next movable piece, or the next target of the selected piece."""
        if self.selected is not None and self.targets:
            order = [(self.selected[0], t) for t in sorted(self.targets)]
        else:
            order = sorted({(m[0], m[1]) for m in self.legal if m != PASS})
        if not order:
            return
        current = self.cursors.get(device)
        i = (order.index(current) + delta) % len(order) if current in order else 0
        self.cursors[device] = order[i]
        self.focus = order[i]
        self._play("click")

    def board_action(self, device: str, action: Action) -> bool:
        if not self.interactive:              # also while a move plays (see `stop`)
            return False
        self.cursor_device = device
        if self.picker is not None:
            self._picker_action(device, action)
            return True
        if self.pass_pending:
            if action == Action.CONFIRM:
                self._submit_move(PASS, device)
                return True
            return False
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            if not self.cursor_shown or device not in self.cursors:
                # the first press shows the cursor where it is (on a piece that can move)
                self.cursor_shown = True
                self.cursors.setdefault(device, self._home_square())
                self.focus = self.cursors[device]
                self._play("click")
                return True
            self.move_cursor(device, action)
            return True
        if action == Action.NEXT:
            self.cursor_shown = True
            self.cycle(device, 1)
            return True
        if action == Action.CONFIRM:
            self.cursor_shown = True
            if device not in self.cursors:
                self.cursors[device] = self._home_square()
                self.focus = self.cursors[device]
                return True
            self.press_square(*self.cursors[device], device)
            return True
        if action == Action.CANCEL and self.selected is not None:
            self.drop()
            return True
        return False

    # ---- the pointer ---------------------------------------------------------------------------
    def board_pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        self.cursor_shown = False
        self.focus = square_at(x, y)

    def pointer_left_board(self) -> None:
        self.focus = None                  # the pointer went over to the panel: no tooltip left behind

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self.pointer = (x, y)
        if self.picker is not None:
            slot = self.picker.slot_at(x, y)
            if slot is not None:
                self.picker_choose(slot, "kbm")
            elif not self.picker.contains(x, y):
                self.picker = None
                self._play("click")
            return
        if self.pass_pending:
            if self._on_pass_button(x, y):
                self._submit_move(PASS, "kbm")
            return
        hit = square_at(x, y)
        if hit is None:
            if self.selected is not None:
                self.drop()
            return
        self.cursor_device = "kbm"
        self.cursors["kbm"] = hit            # the keys carry on from the last click
        self.press_square(*hit, "kbm")

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) plays in the live state (a target of the selected piece)."""
        if self.pass_pending:
            return PASS if self._on_pass_button(x, y) else None
        hit = square_at(x, y)
        if hit is None or self.selected is None or hit[0] != self.selected[0]:
            return None
        moves = self.targets.get(hit[1])
        return moves[0] if moves else None

    def _on_pass_button(self, x: float, y: float) -> bool:
        return self.pass_button.contains(x, y, self._seat_name(self.snap.turn))

    # ---- words about the choice ------------------------------------------------------------------
    def blocked_reason(self, board: int, square: int) -> str:
        """Why the selected piece may not go to `square` of `board`: the twin square is occupied."""
        other = 1 - board
        piece = self.snap.piece(other, square)
        who = f"{PLAYER_NAMES[piece[0]]}'s {KIND_NAMES[piece[1]]}" if piece else "a piece"
        return f"blocked: {where(other, square)} occupied ({who})"
