"""Not a Dodgson System Chess: one position (`DodgsonState`), and states from position text.

Four players (seats in turn order: 0 White, 1 Gold, 2 Black, 3 Green) on two 7x6 boards A and B.
Moves are plain values:

* `(board, from, to, promotion)`: board 0 (A) or 1 (B), squares 0..41 (board.py), promotion the
  new kind (QUEEN, ROOK, BISHOP, KNIGHT or PAWNLIKE) for a pawn reaching the far rank, else 0;
* `"pass"`: the forced pass, the only legal move when a player has no other.

The rules it applies: moves.py (how pieces move, with movegen.py the fast generator) and
scoring.py (the end and the winner).
"""
from __future__ import annotations

from game.core.state import TERMINAL, GameState, IllegalMove, Outcome
from game.engines.dodgson.board import (
    BOARD_LETTERS, BOARD_OFFSET, IS_FAR_RANK, NUM_PLAYERS, PAWN, PLAYER_DIRECTION, PLAYER_NAMES,
    PROMOTIONS_CHOICE, PROMOTIONS_PAWNLIKE, QUEEN, SQUARES, owner_of, square_name, start_cells,
)
from game.engines.dodgson.heuristic import evaluate
from game.engines.dodgson.movegen import generate_moves
from game.engines.dodgson.moves import blocked_by_twin, must_pass
from game.engines.dodgson.notation import (
    PASS, TALLY_SIZE, ParsedMove, Position, move_text, parse_move_text, parse_position, position_text, taken_index,
)
from game.engines.dodgson.scoring import (
    DEFAULT_REPETITIONS, DEFAULT_STALL_ROUNDS, ENDED_ELIMINATION, draw_outcome, elimination_outcome,
    pieces_taken_from, points_taken, stall_ending,
)

_TURN_BYTES = tuple(bytes((p,)) for p in range(NUM_PLAYERS))


class DodgsonState(GameState):
    """One position. Mutable; `clone` copies three short lists and the repetition history."""

    def __init__(self, options: dict, seed: int, position: Position | None = None):
        self.options = options
        self.seed = seed
        self.pawn_like = bool(options.get("pawn_like", False))
        self.promotions = PROMOTIONS_PAWNLIKE if self.pawn_like else PROMOTIONS_CHOICE
        self.stall_rounds = int(options.get("stall_rounds", DEFAULT_STALL_ROUNDS))
        self.repetitions = int(options.get("repetitions", DEFAULT_REPETITIONS))
        if position is None:
            position = Position(start_cells(), 0, 0, [0] * TALLY_SIZE)
        self.cells = position.cells
        self.turn = position.to_move               # the seat to move (kept when the game is over)
        self.quiet_plies = position.quiet_plies    # plies since the last capture
        self.taken = position.taken                # flat tally: notation.taken_index
        self.piece_count = [0] * NUM_PLAYERS
        for code in self.cells:
            if code:
                self.piece_count[code >> 3] += 1
        self.history = [self._key()]               # positions since the last capture or pawn move
        self.passes_in_row = 0
        self.ply = 0
        self.ended = ""
        self.last_move = None                      # (seat, move), for the screen
        self._legal = None
        self._eval = None

    def clone(self) -> "DodgsonState":
        c = object.__new__(DodgsonState)
        c.options = self.options
        c.seed = self.seed
        c.pawn_like = self.pawn_like
        c.promotions = self.promotions
        c.stall_rounds = self.stall_rounds
        c.repetitions = self.repetitions
        c.cells = self.cells[:]
        c.turn = self.turn
        c.quiet_plies = self.quiet_plies
        c.taken = self.taken[:]
        c.piece_count = self.piece_count[:]
        c.history = self.history[:]
        c.passes_in_row = self.passes_in_row
        c.ply = self.ply
        c.ended = self.ended
        c.last_move = self.last_move
        c._legal = self._legal            # never mutated in place, only replaced
        c._eval = self._eval
        return c

    def _key(self) -> bytes:
        return bytes(self.cells) + _TURN_BYTES[self.turn]

    # ---- who moves, what is legal -------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.ended else self.turn

    def _legal_list(self) -> list:
        legal = self._legal
        if legal is None:
            legal = generate_moves(self.cells, self.turn, self.promotions)
            if must_pass(legal):
                legal = [PASS]
            self._legal = legal
        return legal

    def legal_moves(self) -> list:
        if self.ended:
            return []
        return list(self._legal_list())

    # ---- playing ------------------------------------------------------------------------
    def apply(self, move) -> None:
        if self.ended:
            raise IllegalMove("dodgson: the game is over")
        if move not in self._legal_list():
            raise IllegalMove(f"dodgson: {move!r} is not a legal move for {PLAYER_NAMES[self.turn]} here")
        player = self.turn
        self._legal = None
        self._eval = None
        self.ply += 1
        self.last_move = (player, move)
        if move == PASS:
            self.passes_in_row += 1
            self.quiet_plies += 1
            self.turn = (player + 1) % NUM_PLAYERS
            self.history.append(self._key())
            self._check_stall()
            return
        self.passes_in_row = 0
        board, frm, to, promo = move
        cells = self.cells
        off = BOARD_OFFSET[board]
        moving = cells[off + frm]
        cells[off + frm] = 0
        victim_code = cells[off + to]
        if victim_code:
            cells[off + to] = 0
            self._capture(player, victim_code)
        # The transfer: "After moving, the piece is transfered to the corresponding square on the other board."
        cells[SQUARES - off + to] = moving if not promo else player * 8 + promo
        self.turn = (player + 1) % NUM_PLAYERS
        if self.ended:
            return
        if not victim_code:
            self.quiet_plies += 1        # _capture restarted the count otherwise
        if victim_code or moving & 7 == PAWN:
            self.history = []            # captures and pawn moves cannot be undone: no repeat across them
        self.history.append(self._key())
        self._check_stall()

    def _capture(self, player: int, victim_code: int) -> None:
        """Record a capture (by what the piece is now) and end the game when the victim has no piece
        left: "The game ends when all pieces of a player have been eliminated.\""""
        victim = victim_code >> 3
        self.taken[taken_index(player, victim, victim_code & 7)] += 1
        self.piece_count[victim] -= 1
        self.quiet_plies = 0
        if self.piece_count[victim] == 0:
            self.ended = ENDED_ELIMINATION

    def _check_stall(self) -> None:
        self.ended = stall_ending(self)

    # ---- the end ------------------------------------------------------------------------
    def eliminated_player(self) -> int | None:
        if self.ended != ENDED_ELIMINATION:
            return None
        return self.piece_count.index(0)

    def outcome(self) -> Outcome | None:
        if not self.ended:
            return None
        if self.ended == ENDED_ELIMINATION:
            return elimination_outcome(self.taken, self.eliminated_player())
        return draw_outcome(self.ended, self.stall_rounds, self.repetitions)

    def heuristic(self, player: int) -> float:
        if self.ended:
            return self.returns()[player]
        if self._eval is None:
            self._eval = evaluate(self)
        return self._eval[player]

    # ---- what the screen asks -----------------------------------------------------------
    def piece_at(self, board: int, square: int) -> tuple[int, int] | None:
        """(owner, kind) of the piece on `square` of `board`, or None."""
        code = self.cells[BOARD_OFFSET[board] + square]
        return (code >> 3, code & 7) if code else None

    def points(self, capturer: int, victim: int) -> int:
        """Points `capturer` would score were `victim` eliminated first."""
        return points_taken(self.taken, capturer, victim)

    def taken_from(self, capturer: int, victim: int) -> dict[int, int]:
        """{kind: count} of the pieces `capturer` has taken from `victim`."""
        return {k: self.taken[taken_index(capturer, victim, k)] for k in range(1, 7)
                if self.taken[taken_index(capturer, victim, k)]}

    def blocked_squares(self, board: int, square: int) -> list[int]:
        """Squares the piece there could reach on its board but not now, the twin being occupied."""
        return blocked_by_twin(self.cells, BOARD_OFFSET[board] + square)

    def describe(self) -> str:
        status = (self.outcome().reason if self.ended else f"{PLAYER_NAMES[self.turn]} to move")
        return f"{self.game.title}: {status} ({self.position_text()})"

    # ---- notation and storage -----------------------------------------------------------
    def move_to_text(self, move) -> str:
        return move_text(self.cells, move)

    def text_to_move(self, text: str):
        """Canonical notation, or leniently `a c2c3`, `B c5:d6q`; a promotion left out is a queen
        (the pawn-like piece under that option)."""
        try:
            parsed = parse_move_text(text)
        except ValueError as exc:
            raise IllegalMove(f"dodgson: {exc}") from None
        legal = self.legal_moves()
        if parsed == PASS:
            if legal == [PASS]:
                return PASS
            raise IllegalMove("dodgson: you may pass only when you have no legal move")
        assert isinstance(parsed, ParsedMove)
        promo = parsed.promo
        candidates = [m for m in legal if m != PASS and m[:3] == (parsed.board, parsed.frm, parsed.to)]
        if candidates and promo is None:
            promo = candidates[0][3] if len(candidates) == 1 else QUEEN
        for move in candidates:
            if move[3] == promo:
                capture = self.cells[BOARD_OFFSET[move[0]] + move[2]] != 0
                if parsed.capture is not None and parsed.capture != capture:
                    raise IllegalMove(f"dodgson: '{text}': {square_name(move[2])} is "
                                      f"{'occupied (write x)' if capture else 'empty (write -)'}")
                return move
        raise IllegalMove(f"dodgson: '{text.strip()}' is not a legal move for {PLAYER_NAMES[self.turn]} here"
                          + self._why_not(parsed))

    def _why_not(self, parsed: ParsedMove) -> str:
        code = self.cells[BOARD_OFFSET[parsed.board] + parsed.frm]
        where = f"{BOARD_LETTERS[parsed.board]} {square_name(parsed.frm)}"
        if not code:
            return f" (no piece on {where})"
        if owner_of(code) != self.turn:
            return f" (the piece on {where} is {PLAYER_NAMES[owner_of(code)]}'s)"
        if parsed.to in self.blocked_squares(parsed.board, parsed.frm):
            other = BOARD_LETTERS[1 - parsed.board]
            return f" ({square_name(parsed.to)} on board {other} is occupied)"
        return ""

    def position_text(self) -> str:
        return position_text(Position(self.cells, self.turn, self.quiet_plies, self.taken))

    def to_data(self) -> dict:
        return {"options": dict(self.options), "seed": self.seed, "position": self.position_text(),
                "history": [key.hex() for key in self.history], "passes_in_row": self.passes_in_row,
                "ply": self.ply, "ended": self.ended}

    @classmethod
    def from_data(cls, data: dict) -> "DodgsonState":
        options = cls.game.validate_options(dict(data.get("options", {})))
        state = cls(options, int(data.get("seed", 0)), parse_position(data["position"]))
        if "history" in data:
            state.history = [bytes.fromhex(h) for h in data["history"]] or [state._key()]
        state.passes_in_row = int(data.get("passes_in_row", 0))
        state.ply = int(data.get("ply", 0))
        state.ended = str(data.get("ended", ""))
        return state


def state_for_position(text: str, options: dict, seed: int = 0) -> DodgsonState:
    """A state from position notation; every player must still have a piece."""
    position = parse_position(text)
    counts = [0] * NUM_PLAYERS
    for cell, code in enumerate(position.cells):
        if not code:
            continue
        counts[code >> 3] += 1
        square = cell % SQUARES
        if code & 7 == PAWN and IS_FAR_RANK[PLAYER_DIRECTION[code >> 3]][square]:
            raise ValueError(f"{PLAYER_NAMES[code >> 3]}'s pawn on {BOARD_LETTERS[cell // SQUARES]} "
                             f"{square_name(square)} stands on its far rank (it would have promoted)")
    missing = [PLAYER_NAMES[p] for p in range(NUM_PLAYERS) if counts[p] == 0]
    if missing:
        raise ValueError(f"{', '.join(missing)} has no piece: the game would already be over")
    for victim in range(NUM_PLAYERS):
        if counts[victim] + pieces_taken_from(position.taken, victim) > 14:
            raise ValueError(f"{PLAYER_NAMES[victim]} has more than 14 pieces on the boards and taken")
    return DodgsonState(options, seed, position)
