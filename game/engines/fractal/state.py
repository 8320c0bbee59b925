"""One Fractal territory position (`FractalState`): the board as split so far, who holds which
vertex, the scores, who moves.

Moves are tuples: ("place", vertex), ("split", cell, point) and, with the dice option,
("roll",); a die's result at the chance node is the whole number 1 to 6. Seat 0 is Black and
moves first, seat 1 is White.
"""
from __future__ import annotations

from game.core.datafile import Fields
from game.core.state import CHANCE, TERMINAL, GameState, IllegalMove, Outcome
from game.engines.fractal.board import FractalBoard
from game.engines.fractal.heuristic import win_chance
from game.engines.fractal.legal import PlacementIndex, split_index
from game.engines.fractal.notation import (
    PLACE, ROLL, SEAT_WORDS, SPLIT, format_move, format_position, parse_move, parse_point, point_text,
    read_position,
)
from game.engines.fractal.scoring import (
    PLAYER_NAMES, count_new_cells, decide_winner, end_reason, may_split, occupy, placement_gain, recount,
)

# The stochastic option (rulings): a split needs a 5 or 6.
SPLIT_FACES = (5, 6)


class LayoutFault(ValueError):
    """A stored or typed position that does not fit the board; `key` names the part at fault."""

    def __init__(self, key: str, message: str):
        super().__init__(message)
        self.key = key


class FractalState(GameState):
    __slots__ = ("board", "options", "seed", "owner", "filled", "scores", "turn_gain", "to_move", "empty",
                 "rolled", "rolling", "over", "split_order", "last_move", "last_completed", "last_new",
                 "placement_index")

    def __init__(self, options: dict, seed: int = 0):
        self.options = options
        self.seed = seed
        self.board = FractalBoard(options["shape"], options["depth"])
        self.owner = [-1] * self.board.vertex_count
        self.filled = [0] * self.board.cell_count
        self.scores = [0, 0]
        self.turn_gain = [0, 0]          # what each score gained on the last turn
        self.to_move = 0
        self.empty = self.board.vertex_count
        self.rolled: int | None = None   # the die of this turn (dice option), once rolled
        self.rolling = False             # a roll asked for, the die not cast yet
        self.over: str | None = None     # why the game ended
        self.split_order: list[int] = [] # cells split during play, in order
        self.last_move = None
        self.last_completed: list[int] = []   # cells the last move completed
        self.last_new: list[int] = []         # vertices the last split made
        self.placement_index: PlacementIndex | None = None   # built on first use (legal.py)

    def clone(self) -> "FractalState":
        other = FractalState.__new__(FractalState)
        other.board = self.board.copy()
        other.options = self.options
        other.seed = self.seed
        other.owner = self.owner[:]
        other.filled = self.filled[:]
        other.scores = self.scores[:]
        other.turn_gain = self.turn_gain[:]
        other.to_move = self.to_move
        other.empty = self.empty
        other.rolled = self.rolled
        other.rolling = self.rolling
        other.over = self.over
        other.split_order = self.split_order[:]
        other.last_move = self.last_move
        other.last_completed = self.last_completed
        other.last_new = self.last_new
        other.placement_index = None     # a search's copies rarely list their moves (legal.py)
        return other

    # ---- the options -----------------------------------------------------------------------
    @property
    def target(self) -> int:
        return self.options["target"]

    @property
    def difference(self) -> int:
        return self.options["difference"]

    @property
    def dice(self) -> bool:
        return self.options["dice"]

    # ---- who moves --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        if self.over is not None:
            return TERMINAL
        return CHANCE if self.rolling else self.to_move

    def may_split_now(self) -> bool:
        """Whether the player to move may split on this move: behind (rule IV), a cell left
        that can split, and with the dice option a 5 or 6 rolled this turn."""
        if self.over is not None or self.rolling or not may_split(self.scores, self.to_move):
            return False
        if self.dice and self.rolled not in SPLIT_FACES:
            return False
        return self.board.splittable_count > 0

    def may_roll(self) -> bool:
        """With the dice option: behind, not rolled yet this turn, and a cell left to split."""
        return (self.dice and self.over is None and not self.rolling and self.rolled is None
                and may_split(self.scores, self.to_move)
                and self.board.splittable_count > 0)

    # ---- moves ------------------------------------------------------------------------------
    def _placement_index(self) -> PlacementIndex:
        index = self.placement_index
        if index is None or index.synced != (len(self.owner), self.empty):
            index = self.placement_index = PlacementIndex(self.owner)
        return index

    def placements(self) -> list[tuple]:
        """Every empty vertex, in vertex order."""
        return self._placement_index().moves[:]

    def split_moves(self) -> list[tuple]:
        """Every split allowed now: by cell, then by the point the piece goes on."""
        if not self.may_split_now():
            return []
        return split_index(self.board).moves()[:]

    def legal_moves(self) -> list:
        if self.over is not None or self.rolling:
            return []
        moves = self._placement_index().moves[:]
        if self.may_roll():
            moves.append((ROLL,))
        if self.may_split_now():
            moves.extend(split_index(self.board).moves())
        return moves

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(face, 1 / 6) for face in range(1, 7)] if self.rolling and self.over is None else []

    def gain_if_placed(self, vertex: int, player: int | None = None) -> tuple[int, int]:
        """What (player, opponent) would score now from a piece on the empty `vertex` (the
        player to move by default): the paper's score hint."""
        who = self.to_move if player is None else player
        return placement_gain(self.board, self.owner, self.filled, vertex, who)

    def illegal_reason(self, move) -> str | None:
        """Why `move` may not be played now (in players' words), or None."""
        if self.over is not None:
            return f"the game is over: {self.over}"
        if self.rolling:
            if isinstance(move, int) and not isinstance(move, bool) and 1 <= move <= 6:
                return None
            return "the die must be rolled first"
        if not isinstance(move, tuple) or not move:
            return f"{move!r} is not a move"
        kind = move[0]
        if kind == PLACE and len(move) == 2:
            v = move[1]
            if not isinstance(v, int) or not 0 <= v < len(self.owner):
                return f"there is no vertex {v!r}"
            if self.owner[v] >= 0:
                return f"{point_text(self.board.shape, self.board.points[v])} is taken"
            return None
        if kind == ROLL and len(move) == 1:
            return None if self.may_roll() else "only the player behind may roll for a split, once a turn"
        if kind == SPLIT and len(move) == 3:
            return self._split_fault(move[1], move[2])
        return f"{move!r} is not a move"

    def _split_fault(self, cell, point) -> str | None:
        board = self.board
        if not isinstance(cell, int) or not 0 <= cell < board.cell_count:
            return f"there is no cell {cell!r}"
        if not may_split(self.scores, self.to_move):
            return "only the player with the lower score may split"
        if self.dice and self.rolled not in SPLIT_FACES:
            return "a split needs a 5 or 6 on the die this turn"
        if not board.is_leaf(cell):
            return f"cell {board.cell_name(cell)} is split already"
        if not board.can_split(cell):
            return f"cell {board.cell_name(cell)} is on the deepest level ({board.depth})"
        if point not in board.split_points(cell):
            return "the piece must go on a vertex this split makes"
        return None

    def apply(self, move) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"fractal: {reason}")
        if self.rolling:
            self.rolling = False
            self.rolled = move
            self.last_move = move
            return
        kind = move[0]
        if kind == ROLL:
            self.rolling = True
            self.last_move = move
            return
        player = self.to_move
        before = self.scores[:]
        self.last_new = []
        self.last_completed = []
        if kind == SPLIT:
            vertex = self._split(move[1], move[2])
        else:
            vertex = move[1]
        self.last_completed += occupy(self.board, self.owner, self.filled, self.scores, vertex, player)
        self.empty -= 1
        if self.placement_index is not None:
            self.placement_index.after_move(self.last_new, vertex, self.owner)
        self.turn_gain = [self.scores[0] - before[0], self.scores[1] - before[1]]
        self.last_move = move
        self.to_move = 1 - player
        self.rolled = None
        self.over = end_reason(self.scores, self.empty, self.target, self.difference)

    def _split(self, cell: int, point) -> int:
        """Split `cell`; returns the vertex at `point` (one the split made)."""
        new_vertices, new_cells = self.board.split(cell)
        self.owner.extend([-1] * len(new_vertices))
        self.empty += len(new_vertices)
        self.last_completed = count_new_cells(self.board, self.owner, self.filled, self.scores, new_cells)
        self.last_new = new_vertices
        self.split_order.append(cell)
        return self.board.index[point]

    # ---- the end ----------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.over is None:
            return None
        return decide_winner(self.scores, self.over)

    def heuristic(self, player: int) -> float:
        if self.over is not None:
            return self.returns()[player]
        return win_chance(self, player)

    # ---- storage ----------------------------------------------------------------------------
    def to_data(self) -> dict:
        board = self.board
        data = {"options": dict(self.options), "seed": self.seed,
                "splits": [board.path[c] for c in self.split_order],
                "black": [point_text(board.shape, board.points[v]) for v in range(len(self.owner)) if self.owner[v] == 0],
                "white": [point_text(board.shape, board.points[v]) for v in range(len(self.owner)) if self.owner[v] == 1],
                "to_move": self.to_move, "turn_gain": list(self.turn_gain), "rolling": self.rolling}
        if self.rolled is not None:
            data["rolled"] = self.rolled
        return data

    @classmethod
    def from_data(cls, data: dict, path=None) -> "FractalState":
        f = Fields(data, path)
        options = cls.game.options_in(f)
        state = cls(options, f.int("seed", 0))
        splits = f.list("splits", [])
        pieces = (f.list("black", []), f.list("white", []))
        try:
            state._lay_out(splits, pieces)
        except LayoutFault as exc:
            raise f.fail(exc.key, str(exc).removeprefix("fractal: ")) from None
        state.to_move = f.int("to_move", 0, minimum=0, maximum=1)
        state.turn_gain = f.ints("turn_gain", f.get("turn_gain", [0, 0], list), length=2)
        state.rolling = f.bool("rolling", False)
        rolled = f.get("rolled", None)
        if rolled is not None:
            state.rolled = f.int("rolled", minimum=1, maximum=6)
        if (state.rolling or state.rolled is not None) and not options["dice"]:
            raise f.fail("rolled", "only a game with the dice option rolls")
        state.over = end_reason(state.scores, state.empty, state.target, state.difference)
        return state

    def _lay_out(self, splits: list, pieces: tuple[list, list]) -> None:
        """Split the named cells in order and put the pieces down (positions and saves); the
        scores are then counted from scratch. ValueError naming the fault."""
        board = self.board
        for path in splits:
            cell = board.by_path.get(str(path))
            if cell is None:
                raise LayoutFault("splits", f"fractal: there is no cell {path} to split (split each cell after its parent)")
            if not board.can_split(cell):
                raise LayoutFault("splits", f"fractal: cell {path} cannot split (split already, or on the deepest level)")
            new_vertices, _ = board.split(cell)
            self.owner.extend([-1] * len(new_vertices))
            self.split_order.append(cell)
        for seat, texts in enumerate(pieces):
            key = SEAT_WORDS[seat]
            for text in texts:
                try:
                    v = board.index.get(parse_point(board.shape, str(text)))
                except IllegalMove as exc:
                    raise LayoutFault(key, str(exc)) from None
                if v is None:
                    raise LayoutFault(key, f"fractal: there is no vertex at {text}")
                if self.owner[v] >= 0:
                    raise LayoutFault(key, f"fractal: {text} is given two pieces")
                self.owner[v] = seat
        self.filled = [sum(1 for v in board.corners[c] if self.owner[v] >= 0) for c in range(board.cell_count)]
        self.scores = recount(board, self.owner)
        self.empty = self.owner.count(-1)

    # ---- notation ---------------------------------------------------------------------------
    def move_to_text(self, move) -> str:
        return format_move(self.board, move)

    def text_to_move(self, text: str):
        move = parse_move(self.board, text)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"fractal: '{text.strip()}' cannot be played: {reason}")
        return move

    def position_text(self) -> str:
        return format_position(self)

    def describe(self) -> str:
        head = f"{self.game.title} on the {self.board.shape.title.lower()}"
        if self.over is not None:
            return f"{head}: over, {self.over}; {self.scores[0]} to {self.scores[1]}"
        return (f"{head}: {PLAYER_NAMES[self.to_move]} to move, Black {self.scores[0]}, "
                f"White {self.scores[1]}, {self.empty} of {len(self.owner)} vertices empty")


def state_from_position(text: str, options: dict) -> FractalState:
    """A state from position text (docs/notation/fractal.md) and checked options."""
    position = read_position(text)
    state = FractalState({**options, "shape": position.shape, "depth": position.depth})
    state._lay_out(position.splits, position.pieces)
    counts = [state.owner.count(0), state.owner.count(1)]
    state.to_move = position.to_move if position.to_move is not None else (0 if counts[0] <= counts[1] else 1)
    if position.rolled is not None:
        if not options["dice"]:
            raise ValueError("fractal: 'rolled' needs the dice option")
        state.rolled = position.rolled
    state.over = end_reason(state.scores, state.empty, state.target, state.difference)
    return state


__all__ = ["FractalState", "SEAT_WORDS", "SPLIT_FACES", "state_from_position"]
