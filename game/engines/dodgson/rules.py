"""Not a Dodgson System Chess: the rules (seed: shared/seeds/not-a-dodgson-chess.txt; gaps settled in
shared/design/rulings.md, "Not a Dodgson System Chess").

Four players (seats in turn order: 0 White, 1 Gold, 2 Black, 3 Green) on two 7x6 boards A and B.
Pieces move as in FIDE chess on the board where they stand (no king, no check, no castling, no
double step, no en passant), may capture any other player's piece, may only move when the
corresponding square on the other board is empty, and then stand on that square of the other board.

Moves (plain values):

* `(board, from, to, promotion)`: board 0 (A) or 1 (B), squares 0..41 (board.py), promotion the
  new kind (QUEEN, ROOK, BISHOP, KNIGHT or PAWNLIKE) for a pawn reaching the far rank, else 0;
* `"pass"`: the forced pass, the only legal move when a player has no other.

Each rule is one function below, named for the rule, with the rule's text in its docstring.
`generate_moves` is the fast move generator the engine uses; `reference_moves` applies the rules
one by one (slow, for tests and for explaining refusals on screen).
"""
from __future__ import annotations

from game.core.state import TERMINAL, Game, GameOption, GameState, IllegalMove, Outcome
from game.engines.dodgson.board import (
    BISHOP, BOARD_LETTERS, BOARD_OFFSET, DIAGONAL_STEPS, IS_FAR_RANK, KIND_NAMES, KNIGHT, KNIGHT_TARGETS,
    NUM_PLAYERS, ORTHOGONAL_STEPS, PAWN, PAWN_CAPTURES, PAWN_STEP, PAWNLIKE, PIECE_POINTS, PLAYER_DIRECTION,
    PLAYER_NAMES, PROMOTIONS_CHOICE, PROMOTIONS_PAWNLIKE, QUEEN, ROOK, SLIDER_RAYS, SQUARES, kind_of, owner_of,
    square_name, start_cells, twin_cell,
)
from game.engines.dodgson.notation import (
    PASS, ParsedMove, Position, move_text, parse_move_text, parse_position, position_text, taken_index,
)

DEFAULT_STALL_ROUNDS = 60
DEFAULT_REPETITIONS = 3
TALLY_SIZE = NUM_PLAYERS * NUM_PLAYERS * 7

# How a game ended (state.ended).
ENDED_ELIMINATION = "elimination"
ENDED_QUIET = "quiet"             # stall rule: rounds without a capture
ENDED_REPETITION = "repetition"   # stall rule: the same position a third time
ENDED_STUCK = "stuck"             # nobody can move at all: four forced passes in a row
DRAW_ENDINGS = (ENDED_QUIET, ENDED_REPETITION, ENDED_STUCK)
_TURN_BYTES = tuple(bytes((p,)) for p in range(NUM_PLAYERS))


# ---- the move generator --------------------------------------------------------------------

def generate_moves(cells: list[int], player: int, promotions: tuple[int, ...]) -> list:
    """Every move of `player` except the pass (fast path; `reference_moves` is the readable one).

    A move is legal on the board where the piece stands (its path is blocked only by pieces of that
    board), may end on an empty square or on another player's piece, and needs the corresponding
    square on the other board to be empty."""
    moves = []
    append = moves.append
    direction = PLAYER_DIRECTION[player]
    pawn_step = PAWN_STEP[direction]
    pawn_captures = PAWN_CAPTURES[direction]
    far_rank = IS_FAR_RANK[direction]
    lo = player * 8           # own pieces have codes lo+1 .. lo+6, so lo < code < hi
    hi = lo + 8
    for board in (0, 1):
        off = BOARD_OFFSET[board]
        oth = SQUARES - off
        for s in range(SQUARES):
            code = cells[off + s]
            if not lo < code < hi:
                continue
            kind = code & 7
            if kind == PAWN:
                t = pawn_step[s]
                if t >= 0 and cells[off + t] == 0 and cells[oth + t] == 0:
                    if far_rank[t]:
                        for promo in promotions:
                            append((board, s, t, promo))
                    else:
                        append((board, s, t, 0))
                for t in pawn_captures[s]:
                    c = cells[off + t]
                    if c and not lo < c < hi and cells[oth + t] == 0:
                        if far_rank[t]:
                            for promo in promotions:
                                append((board, s, t, promo))
                        else:
                            append((board, s, t, 0))
            elif kind == KNIGHT:
                for t in KNIGHT_TARGETS[s]:
                    if cells[oth + t] == 0 and not lo < cells[off + t] < hi:
                        append((board, s, t, 0))
            elif kind == PAWNLIKE:
                for t in DIAGONAL_STEPS[s]:
                    if cells[off + t] == 0 and cells[oth + t] == 0:
                        append((board, s, t, 0))
                for t in ORTHOGONAL_STEPS[s]:
                    c = cells[off + t]
                    if c and not lo < c < hi and cells[oth + t] == 0:
                        append((board, s, t, 0))
            else:
                for ray in SLIDER_RAYS[kind][s]:
                    for t in ray:
                        c = cells[off + t]
                        if c == 0:
                            if cells[oth + t] == 0:
                                append((board, s, t, 0))
                        else:
                            if not lo < c < hi and cells[oth + t] == 0:
                                append((board, s, t, 0))
                            break
    return moves


def capture_targets(cells: list[int], player: int) -> list[int]:
    """Cells of the pieces `player` could capture now (with repeats when several pieces can);
    the heuristic's view of which pieces are under attack."""
    out = []
    append = out.append
    direction = PLAYER_DIRECTION[player]
    pawn_captures = PAWN_CAPTURES[direction]
    lo = player * 8
    hi = lo + 8
    for board in (0, 1):
        off = BOARD_OFFSET[board]
        oth = SQUARES - off
        for s in range(SQUARES):
            code = cells[off + s]
            if not lo < code < hi:
                continue
            kind = code & 7
            if kind == PAWN:
                targets = pawn_captures[s]
            elif kind == KNIGHT:
                targets = KNIGHT_TARGETS[s]
            elif kind == PAWNLIKE:
                targets = ORTHOGONAL_STEPS[s]
            else:
                for ray in SLIDER_RAYS[kind][s]:
                    for t in ray:
                        c = cells[off + t]
                        if c:
                            if not lo < c < hi and cells[oth + t] == 0:
                                append(off + t)
                            break
                continue
            for t in targets:
                c = cells[off + t]
                if c and not lo < c < hi and cells[oth + t] == 0:
                    append(off + t)
    return out


# ---- the rules one by one (reference implementation) ---------------------------------------

def piece_reach_on_its_board(cells: list[int], cell: int) -> list[tuple[int, bool]]:
    """"Pieces move like in ortho-chess (FIDE-rules)" on the board where they stand, with "no king,
    no check, no castling, no pawn double step and so no en passant". Returns (square, capture) pairs
    the piece could go to on its own board, ignoring the other board; `capture` marks a capture of
    another player's piece (never one's own). The pawn-like piece moves one step diagonally and
    captures one step orthogonally (Betza mFcW)."""
    board, s = divmod(cell, SQUARES)
    off = BOARD_OFFSET[board]
    code = cells[cell]
    player, kind = owner_of(code), kind_of(code)

    def other_players_piece(t: int) -> bool:
        c = cells[off + t]
        return c != 0 and owner_of(c) != player

    out = []
    if kind == PAWN:
        direction = PLAYER_DIRECTION[player]
        ahead = PAWN_STEP[direction][s]
        if ahead >= 0 and cells[off + ahead] == 0:
            out.append((ahead, False))          # one step straight ahead, never two
        out += [(t, True) for t in PAWN_CAPTURES[direction][s] if other_players_piece(t)]
    elif kind == KNIGHT:
        out += [(t, other_players_piece(t)) for t in KNIGHT_TARGETS[s]
                if cells[off + t] == 0 or other_players_piece(t)]
    elif kind == PAWNLIKE:
        out += [(t, False) for t in DIAGONAL_STEPS[s] if cells[off + t] == 0]
        out += [(t, True) for t in ORTHOGONAL_STEPS[s] if other_players_piece(t)]
    else:
        for ray in SLIDER_RAYS[kind][s]:
            for t in ray:
                if cells[off + t] == 0:
                    out.append((t, False))
                    continue
                if other_players_piece(t):
                    out.append((t, True))
                break                            # blocked by the first piece on this board
    return out


def twin_square_is_vacant(cells: list[int], board: int, square: int) -> bool:
    """"A piece can only move or capture if the corresponding destination square on the other board
    is vacant.\""""
    return cells[twin_cell(BOARD_OFFSET[board] + square)] == 0


def promotion_choices(cells: list[int], cell: int, square: int, pawn_like: bool) -> tuple[int, ...]:
    """A pawn that reaches the far rank (rank 6 for White and Gold, rank 1 for Black and Green)
    promotes, by the mover's choice, to queen, rook, bishop or knight; under the option pawn-like
    promotion, to the mFcW piece. (0,) means no promotion."""
    code = cells[cell]
    if kind_of(code) != PAWN or not IS_FAR_RANK[PLAYER_DIRECTION[owner_of(code)]][square]:
        return (0,)
    return PROMOTIONS_PAWNLIKE if pawn_like else PROMOTIONS_CHOICE


def reference_moves(cells: list[int], player: int, pawn_like: bool) -> list:
    """All moves of `player` (no pass), applying each rule through its own function."""
    moves = []
    for cell, code in enumerate(cells):
        if code == 0 or owner_of(code) != player:
            continue
        board, s = divmod(cell, SQUARES)
        for t, _capture in piece_reach_on_its_board(cells, cell):
            if not twin_square_is_vacant(cells, board, t):
                continue
            for promo in promotion_choices(cells, cell, t, pawn_like):
                moves.append((board, s, t, promo))
    return moves


def blocked_by_twin(cells: list[int], cell: int) -> list[int]:
    """Squares the piece on `cell` could reach on its board but may not, because the corresponding
    square on the other board is occupied (for the screen and the vacancy lesson)."""
    board = cell // SQUARES
    return [t for t, _ in piece_reach_on_its_board(cells, cell) if not twin_square_is_vacant(cells, board, t)]


def must_pass(legal: list) -> bool:
    """"When a player cannot move, he passes his turn. If he can move in a later turn, then he can and
    must move that turn." The pass is the only move when there is no other, and never a choice."""
    return not legal


# ---- scoring ---------------------------------------------------------------------------------

def points_taken(taken: list[int], capturer: int, victim: int) -> int:
    """"Three points for having taken the queen of the eliminated player. Two points for each rook,
    bishop, or knight taken of the eliminated player. One point for each pawn taken of the eliminated
    player." A piece counts as what it was when captured: a promoted queen is 3, the pawn-like
    promoted piece 1."""
    return sum(taken[taken_index(capturer, victim, kind)] * PIECE_POINTS[kind] for kind in range(1, 7))


def rooks_taken(taken: list[int], capturer: int, victim: int) -> int:
    return taken[taken_index(capturer, victim, ROOK)]


def pawns_taken(taken: list[int], capturer: int, victim: int) -> int:
    """Pawns for the tie-break; the pawn-like promoted piece counts as a pawn."""
    return taken[taken_index(capturer, victim, PAWN)] + taken[taken_index(capturer, victim, PAWNLIKE)]


def pieces_taken_from(taken: list[int], victim: int) -> int:
    return sum(taken[taken_index(c, victim, k)] for c in range(NUM_PLAYERS) for k in range(1, 7))


def tie_break_key(taken: list[int], capturer: int, victim: int) -> tuple[int, int, int]:
    """Order of the standings: most points from the eliminated player, then "the player that took the
    largest number of rooks from the eliminated player, and if that doesn't help, ... the player that
    took the smallest number of pawns"."""
    return (points_taken(taken, capturer, victim), rooks_taken(taken, capturer, victim),
            -pawns_taken(taken, capturer, victim))


def first_elimination_winners(taken: list[int], victim: int) -> tuple[int, ...]:
    """"Note that only pieces taken from the first eliminated player count towards the victory." The
    best tie-break key wins; "If there is still a tie, then there are multiple winners.\""""
    others = [p for p in range(NUM_PLAYERS) if p != victim]
    best = max(tie_break_key(taken, p, victim) for p in others)
    return tuple(p for p in others if tie_break_key(taken, p, victim) == best)


def _pieces_phrase(taken: list[int], capturer: int, victim: int) -> str:
    parts = []
    for kind in (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE, PAWN):
        count = taken[taken_index(capturer, victim, kind)]
        if count:
            name = KIND_NAMES[kind]
            parts.append(name if count == 1 else f"{count} {name}s")
    return ", ".join(parts) or "nothing"


def _names(players) -> str:
    names = [PLAYER_NAMES[p] for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def elimination_outcome(taken: list[int], victim: int) -> Outcome:
    """Scores, winners and the sentence that explains them, once `victim` has lost their last piece."""
    others = [p for p in range(NUM_PLAYERS) if p != victim]
    scores = tuple(float(points_taken(taken, p, victim)) if p != victim else 0.0 for p in range(NUM_PLAYERS))
    winners = first_elimination_winners(taken, victim)
    victim_name = PLAYER_NAMES[victim]
    tally = "; ".join(f"{PLAYER_NAMES[p]} {points_taken(taken, p, victim)} "
                      f"({_pieces_phrase(taken, p, victim)})" for p in others)
    reason = f"{victim_name} lost their last piece first. Points from {victim_name}'s pieces: {tally}. "
    top = max(scores[p] for p in others)
    on_top = [p for p in others if scores[p] == top]
    if len(on_top) == 1:
        return Outcome(scores, winners, reason + f"{PLAYER_NAMES[winners[0]]} wins.")
    reason += f"{_names(on_top)} tie on {int(top)} points"
    most_rooks = max(rooks_taken(taken, p, victim) for p in on_top)
    rook_leaders = [p for p in on_top if rooks_taken(taken, p, victim) == most_rooks]
    if len(rook_leaders) == 1:
        return Outcome(scores, winners, reason + f"; {PLAYER_NAMES[winners[0]]} took the most rooks "
                       f"({most_rooks}) and wins.")
    fewest_pawns = min(pawns_taken(taken, p, victim) for p in rook_leaders)
    reason += f"; {_names(rook_leaders)} took {most_rooks} rook{'s' if most_rooks != 1 else ''} each"
    if len(winners) == 1:
        return Outcome(scores, winners, reason + f"; {PLAYER_NAMES[winners[0]]} took the fewest pawns "
                       f"({fewest_pawns}) and wins.")
    return Outcome(scores, winners, reason + f" and {fewest_pawns} pawn{'s' if fewest_pawns != 1 else ''} "
                   f"each: {_names(winners)} all win.")


def draw_outcome(ended: str, stall_rounds: int, repetitions: int) -> Outcome:
    """Stall rule (rulings): "if 60 full rounds pass with no capture, or a position repeats a third time
    with the same player to move, the game ends with no eliminated player and every player still in
    shares the result as a draw"."""
    if ended == ENDED_QUIET:
        why = f"{stall_rounds} full rounds passed without a capture"
    elif ended == ENDED_REPETITION:
        why = f"the same position came up {_ordinal(repetitions)} time with the same player to move"
    else:
        why = "no player can move any more"
    return Outcome((0.0,) * NUM_PLAYERS, (), f"Draw: {why}; nobody was eliminated, so all four share the result.")


def _ordinal(n: int) -> str:
    return {2: "a second", 3: "a third", 4: "a fourth", 5: "a fifth"}.get(n, f"a {n}th")


# ---- the state -------------------------------------------------------------------------------

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

    def moves_from(self, board: int, square: int) -> list:
        """Legal moves of the piece on `square` of `board` (for the screen)."""
        return [m for m in self.legal_moves() if m != PASS and m[0] == board and m[1] == square]

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
        """Stall rule (rulings, both limits are options; 0 turns a limit off): 60 full rounds with no
        capture, or a position seen a third time with the same player to move, ends the game as a draw.
        Four forced passes in a row leave a position nobody can ever change, which also ends it."""
        if self.stall_rounds and self.quiet_plies >= self.stall_rounds * NUM_PLAYERS:
            self.ended = ENDED_QUIET
        elif self.repetitions and self.history.count(self.history[-1]) >= self.repetitions:
            self.ended = ENDED_REPETITION
        elif self.passes_in_row >= NUM_PLAYERS:
            self.ended = ENDED_STUCK

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
            from game.engines.dodgson.heuristic import evaluate
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
        options = dict(data.get("options", {}))
        state = cls(options, int(data.get("seed", 0)), parse_position(data["position"]))
        if "history" in data:
            state.history = [bytes.fromhex(h) for h in data["history"]] or [state._key()]
        state.passes_in_row = int(data.get("passes_in_row", 0))
        state.ply = int(data.get("ply", 0))
        state.ended = str(data.get("ended", ""))
        return state


# ---- options and the game --------------------------------------------------------------------

def check_options(options: dict) -> None:
    """Refuse options the rules cannot use, with a sentence saying why."""
    if not isinstance(options.get("pawn_like", False), bool):
        raise ValueError(f"option pawn_like must be true or false, not {options['pawn_like']!r}")
    rounds = options.get("stall_rounds", DEFAULT_STALL_ROUNDS)
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 0:
        raise ValueError(f"option stall_rounds must be a whole number of rounds, 0 for no limit, not {rounds!r}")
    reps = options.get("repetitions", DEFAULT_REPETITIONS)
    if isinstance(reps, bool) or not isinstance(reps, int) or reps < 0 or reps == 1:
        raise ValueError(f"option repetitions must be 2 or more (0 for no limit), not {reps!r}")
    if not isinstance(options.get("position", ""), str):
        raise ValueError("option position must be a position in notation (text)")


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


class DodgsonGame(Game):
    name = "dodgson"
    title = "Not a Dodgson System Chess"
    min_players = 4
    max_players = 4
    rules_page = "docs/rules/dodgson.md"

    def options(self) -> list[GameOption]:
        return [
            GameOption("pawn_like", "Pawn-like promotion", False, (False, True),
                       "pawns promote to a piece moving one step diagonally and capturing one step "
                       "orthogonally (worth 1), instead of queen, rook, bishop or knight"),
            GameOption("stall_rounds", "Rounds without capture", DEFAULT_STALL_ROUNDS, (60, 30, 100, 0),
                       "the game is a draw after this many full rounds with no capture (0: no limit)"),
            GameOption("repetitions", "Repetition draw", DEFAULT_REPETITIONS, (3, 0),
                       "the game is a draw when a position comes up this many times with the same "
                       "player to move (0: no limit)"),
            GameOption("position", "Start position", "", (),
                       "start from a position in notation (docs/notation/dodgson.md); empty: the setup"),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> DodgsonState:
        options = {**self.default_options(), **(options or {})}
        check_options(options)
        if options.get("position"):
            return state_for_position(options["position"], options, seed)
        return DodgsonState(options, seed)

    def state_from_position(self, text: str, options: dict | None = None) -> DodgsonState:
        options = {**self.default_options(), **(options or {}), "position": text.strip()}
        check_options(options)
        return state_for_position(text, options)

    def state_class(self) -> type[GameState]:
        return DodgsonState

    def bot_presets(self) -> dict[str, str]:
        # Random rollouts of 4 plies (one round) beat the default 20 here; the lookahead search
        # wins ~all games against three greedy bots and holds its own against UCT at a tenth of the time.
        return {"easy": "greedy:noise=0.35", "normal": "mcts:0.5s,rollout=4",
                "hard": "lookahead:1.5s,rounds=3,width=6"}

    def extra_bots(self) -> dict:
        """The game's own search (search.py): `lookahead[:1.5s][,width=6][,rounds=2]`, max^n with
        greedy opponents."""
        from game.engines.dodgson.search import make_lookahead
        return {"lookahead": make_lookahead}

    def bench_extra(self, seconds: float) -> dict:
        from game.engines.dodgson.heuristic import bench_movegen
        return bench_movegen(self, seconds)


GAME = DodgsonGame()
DodgsonState.game = GAME
