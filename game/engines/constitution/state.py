"""Constitution: one position (`ConstitutionState`), and what a move would do (`Preview`).

Two rule sets, chosen with the option `rules`:

* "classic"  - the post of 2021-01-20 (Maine and Nebraska special; a player with no move
               has finished for good);
* "revised"  - the update of 2021-07-25 (default): no moving next to the opponent's
               support, the White House exception, no staying put, forced passes.

Moves (plain values):

* a point `(x, y)` of the lattice: move your piece there (or, before the first move, the
  second player's choice of starting point among the two drawn from the seed);
* `"pass"`: the forced pass of the revised rules (the only legal move when you have none).

The rules it applies: start.py (the starting points), moves.py (where a piece may go),
support.py (what a move wins), turns.py (whose turn, passing, the early ends), outcome.py
(who won); notation.py writes moves and position.py positions as text. Support is kept as two
Python ints used as bitsets over the cells of the Board (board.py), so a whole random game takes
a few milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.datafile import DataFileError, Fields
from game.core.state import TERMINAL, GameState, IllegalMove, Outcome
from game.engines.constitution.board import CLASSIC, REVISED, Board, board_for_option, point_to_screen
from game.engines.constitution.heuristic import evaluate
from game.engines.constitution.mapdata import Cell, Point
from game.engines.constitution.moves import (
    NO_POINT, PASS, PASS_INDEX, classic_destinations, is_legal_destination, revised_destinations,
)
from game.engines.constitution.notation import format_move, parse_move
from game.engines.constitution.outcome import decide_winner
from game.engines.constitution.position import format_position, read_position
from game.engines.constitution.start import choose_starting_point
from game.engines.constitution.support import count_region_win, move_piece, update_electors
from game.engines.constitution.turns import next_turn, turn_fault


@dataclass(frozen=True)
class Preview:
    """What a move would do, for the screen: cells taken (undecided before), cells flipped
    from the opponent by region wins, the regions won, and the electors afterwards."""

    taken_cells: tuple[Cell, ...]
    flipped_cells: tuple[Cell, ...]
    regions_won: tuple[str, ...]
    electors_after: tuple[int, int]
    states_after: tuple[int, int]


class ConstitutionState(GameState):
    """One Constitution position. Mutable; `clone` copies a few ints and short lists."""

    # ---- construction -----------------------------------------------------------------
    def __init__(self, board: Board, options: dict, seed: int, start_points: tuple[int, int]):
        self.board = board
        self.options = options
        self.seed = seed
        self.classic = options.get("rules", REVISED) == CLASSIC
        self.start_points = start_points
        self.pos = [NO_POINT, NO_POINT]
        self.support = [0, 0]
        self.winner = [-1] * len(board.region_size)
        self.won_size = [0, 0]          # electors from won regions (not ME/NE under classic)
        self.states_won = [0, 0]
        self.electors = [0, 0]
        self.finished = [False, False]
        self.passed = [False, False]
        self.ply = 0
        # The second player (seat 1) first chooses a starting point.
        self.to_move = 1
        self.legal = list(start_points)

    def clone(self) -> "ConstitutionState":
        c = object.__new__(ConstitutionState)
        c.board = self.board
        c.options = self.options
        c.seed = self.seed
        c.classic = self.classic
        c.start_points = self.start_points
        c.pos = self.pos[:]
        c.support = self.support[:]
        c.winner = self.winner[:]
        c.won_size = self.won_size[:]
        c.states_won = self.states_won[:]
        c.electors = self.electors[:]
        c.finished = self.finished[:]
        c.passed = self.passed[:]
        c.ply = self.ply
        c.to_move = self.to_move
        c.legal = self.legal          # never mutated in place, only replaced
        return c

    # ---- who moves, what is legal -----------------------------------------------------
    def current_player(self) -> int:
        return self.to_move

    @property
    def started(self) -> bool:
        """False while the second player is still choosing a starting point."""
        return self.pos[0] != NO_POINT

    def legal_moves(self) -> list:
        if self.to_move == TERMINAL:
            return []
        legal = self.legal
        if legal and legal[0] == PASS_INDEX:
            return [PASS]
        points = self.board.points
        return [points[q] for q in legal]

    def legal_destinations(self) -> list[Point]:
        """Points the player to move may go to (the two starting points before the first move)."""
        if self.to_move == TERMINAL or (self.legal and self.legal[0] == PASS_INDEX):
            return []
        return [self.board.points[q] for q in self.legal]

    def destinations(self, player: int) -> list[int]:
        """Legal destination point indices of `player`, were it their turn (no pass, no start)."""
        if not self.started:
            return []
        if self.classic:
            return classic_destinations(self, player)
        return revised_destinations(self, player)

    def is_legal_destination(self, player: int, q: int) -> bool:
        """The move rules one by one (slow, for tests and explanations; `destinations` is the fast path)."""
        return is_legal_destination(self, player, q)

    # ---- playing ----------------------------------------------------------------------
    def apply(self, move) -> None:
        if self.to_move == TERMINAL:
            raise IllegalMove("constitution: the game is over")
        player = self.to_move
        if move == PASS:
            if self.legal != [PASS_INDEX]:
                raise IllegalMove("constitution: you may pass only when you have no legal move")
            self.passed[player] = True
            self.ply += 1
            next_turn(self, player)
            return
        try:
            q = self.board.point_index[(move[0], move[1])]
        except (KeyError, TypeError, IndexError):
            raise IllegalMove(f"constitution: {move!r} is not a corner of a cell") from None
        if q not in self.legal or self.legal[0] == PASS_INDEX:
            raise IllegalMove(f"constitution: {self.board.points[q]} is not a legal move here")
        self.ply += 1
        if not self.started:
            choose_starting_point(self, q)
            next_turn(self, 1)
            return
        self.passed[player] = False
        move_piece(self, player, q)
        next_turn(self, player)

    # ---- the end ----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.to_move != TERMINAL:
            return None
        return decide_winner(self)

    def heuristic(self, player: int) -> float:
        return evaluate(self, player)

    # ---- what the screen shows --------------------------------------------------------
    def cell_support(self) -> list[int]:
        """Per cell (in `board.cells` order): 0 undecided, 1 supports seat 0, 2 supports seat 1."""
        s0, s1 = self.support
        return [1 if s0 >> c & 1 else 2 if s1 >> c & 1 else 0 for c in range(self.board.num_cells)]

    def support_of(self, cell: Cell) -> int:
        c = self.board.cell_index[tuple(cell)]
        return 1 if self.support[0] >> c & 1 else 2 if self.support[1] >> c & 1 else 0

    def region_winners(self) -> dict[str, int | None]:
        """Region code -> winning seat, or None while the region is contested."""
        return {code: (w if w >= 0 else None) for code, w in zip(self.board.region_codes, self.winner)}

    def cells_per_player(self) -> list[int]:
        return [self.support[0].bit_count(), self.support[1].bit_count()]

    def undecided_cells(self) -> int:
        return self.board.total_cells - self.support[0].bit_count() - self.support[1].bit_count()

    def piece_positions(self) -> list[Point | None]:
        """Each seat's piece as a lattice point, None before the starting points are chosen."""
        return [self.board.points[p] if p != NO_POINT else None for p in self.pos]

    def start_choices(self) -> list[Point]:
        return [self.board.points[q] for q in self.start_points]

    @property
    def white_house(self) -> Point:
        return self.board.points[self.board.white_house]

    def must_pass(self) -> bool:
        return self.legal == [PASS_INDEX]

    @staticmethod
    def point_to_screen(point: Point) -> tuple[float, float]:
        return point_to_screen(point)

    def preview(self, move) -> Preview:
        """What `move` would do (cells taken, cells flipped, regions won), without playing it."""
        player = self.to_move
        after = self.clone()
        after.apply(move)
        before_mine = self.support[player]
        before_theirs = self.support[1 - player] if player >= 0 else 0
        gained = after.support[player] & ~before_mine
        taken = gained & ~before_theirs
        flipped = gained & before_theirs
        won = tuple(code for r, code in enumerate(self.board.region_codes)
                    if self.winner[r] < 0 and after.winner[r] == player)
        return Preview(tuple(self.board.cells_of(taken)), tuple(self.board.cells_of(flipped)), won,
                       tuple(after.electors), tuple(after.states_won))

    def describe(self) -> str:
        if self.to_move == TERMINAL:
            return f"Constitution: over ({self.outcome().reason}), electors {self.electors}, states {self.states_won}"
        return (f"Constitution ({'classic' if self.classic else 'revised'}): seat {self.to_move} to move, "
                f"pieces {self.piece_positions()}, electors {self.electors}, states {self.states_won}")

    # ---- notation ---------------------------------------------------------------------
    def move_to_text(self, move) -> str:
        return format_move(self, move)

    def text_to_move(self, text: str):
        """Parse `x,y`, a direction and distance (`NE3`), `pass`, or `start x,y` / `start 1`."""
        move = parse_move(self, text)
        if move == PASS:
            if not self.must_pass():
                raise IllegalMove("constitution: 'pass' is legal only when you have no other move")
            return PASS
        q = self.board.point_index.get(move)
        if q is None or self.to_move == TERMINAL or q not in self.legal:
            raise IllegalMove(f"constitution: '{text.strip()}' is not a legal move here")
        return move

    def position_text(self) -> str:
        """The position as one line (docs/notation/constitution.md); `from_position` reads it."""
        return format_position(self)

    @classmethod
    def from_position(cls, text: str, options: dict | None = None) -> "ConstitutionState":
        """A state from position text; `options` give the rules and the map where the text leaves
        them out. ValueError (BadOptions for a bad rule set or map) naming the fault."""
        parsed = read_position(text, options or {}, cls.game.validate_options)
        if parsed.start_points is not None:
            return cls(parsed.board, parsed.options, 0, parsed.start_points)
        state = cls(parsed.board, parsed.options, 0, (parsed.pos[0], parsed.pos[1]))
        state.pos = parsed.pos
        state.support = parsed.support
        for r, seat in parsed.winners.items():
            count_region_win(state, seat, r)
        update_electors(state)
        state.finished = ["finished" in flags for flags in parsed.flags]
        state.passed = ["passed" in flags for flags in parsed.flags]
        fault = turn_fault(state, parsed.to_move)
        if fault is not None:
            raise ValueError(f"constitution: position: {fault}")
        return state

    # ---- storage ----------------------------------------------------------------------
    def to_data(self) -> dict:
        points = self.board.points
        return {
            "options": dict(self.options),
            "seed": self.seed,
            "starts": [list(points[q]) for q in self.start_points],
            "positions": [list(points[p]) if p != NO_POINT else [] for p in self.pos],
            "support": "".join(map(str, self.cell_support())),
            "winners": {code: w for code, w in zip(self.board.region_codes, self.winner) if w >= 0},
            "to_move": self.to_move,
            "finished": list(self.finished),
            "passed": list(self.passed),
            "ply": self.ply,
        }

    @classmethod
    def from_data(cls, data: dict, path=None) -> "ConstitutionState":
        f = Fields(data, path)
        options = cls.game.options_in(f)
        board = board_for_option(options["map"])
        seed = f.int("seed", 0)

        def point(key, value):
            pair = tuple(f.ints(key, value, 2))
            if pair not in board.point_index:
                raise DataFileError(path, key, f"{list(pair)} is not a corner of a cell")
            return board.point_index[pair]

        starts = tuple(f.list("starts", item=point, min_len=2))
        state = cls(board, options, seed, starts[:2])
        positions = f.list("positions")
        if len(positions) != 2:
            raise f.fail("positions", "must list two pieces")
        state.pos = [point(f"positions[{i}]", p) if p != [] else NO_POINT for i, p in enumerate(positions)]
        support_text = f.str("support")
        if len(support_text) != board.num_cells or set(support_text) - set("012"):
            raise f.fail("support", f"must be {board.num_cells} digits 0, 1 or 2")
        for c, ch in enumerate(support_text):
            if ch != "0":
                state.support[int(ch) - 1] |= 1 << c
        winners = f.table("winners", {})
        for code, seat in winners.data.items():
            if code not in board.region_index:
                raise winners.fail(code, "is not a region of this map")
            if seat not in (0, 1):
                raise winners.fail(code, "must be seat 0 or 1")
            count_region_win(state, seat, board.region_index[code])
        update_electors(state)
        state.finished = [bool(v) for v in f.list("finished", [False, False])][:2]
        state.passed = [bool(v) for v in f.list("passed", [False, False])][:2]
        state.ply = f.int("ply", 0, minimum=0)
        state.to_move = f.int("to_move", minimum=TERMINAL, maximum=1)
        if state.to_move == -1:
            raise f.fail("to_move", "must be 0, 1 or -2 (over)")
        if state.to_move == TERMINAL:
            state.legal = []
        elif state.started:
            # Recompute the turn as if the other seat had just moved: this finds the legal
            # moves, a forced pass, a finished player (classic) or the end.
            next_turn(state, 1 - state.to_move)
        elif state.to_move != 1:
            raise f.fail("to_move", "must be 1 while the starting point is being chosen")
        return state
