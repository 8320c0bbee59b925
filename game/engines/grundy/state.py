"""One Grundy position (`GrundyState`): the number on each vertex, who wrote it, the scores,
who moves; and states built from stored data or from position text.

The rules it applies live in moves.py (rules 1-3) and scoring.py (rules 4-6). Moves are
(vertex_index, number) tuples, vertex indices from 0 (labelled a, b, c ...).
"""
from __future__ import annotations

from game.core.datafile import DataFileError, Fields
from game.core.state import TERMINAL, GameState, IllegalMove, Outcome
from game.engines.grundy.board import Board, vertex_label
from game.engines.grundy.board_choice import board_for
from game.engines.grundy.heuristic import win_chance
from game.engines.grundy.moves import clashing_neighbour, is_empty_vertex, is_positive_whole_number
from game.engines.grundy.notation import format_move, format_position, parse_move, read_position
from game.engines.grundy.scoring import add_to_score, all_vertices_filled, decide_winner


class GrundyState(GameState):
    """A Grundy position: the number on each vertex (0 = empty), who wrote it, the scores."""

    __slots__ = ("board", "options", "seed", "numbers", "owners", "scores", "to_move", "first_player",
                 "filled", "last_move")

    def __init__(self, board: Board, options: dict, seed: int, first_player: int):
        self.board = board
        self.options = options
        self.seed = seed
        self.numbers = [0] * board.size
        self.owners = [-1] * board.size
        self.scores = [0, 0]
        self.first_player = first_player
        self.to_move = first_player
        self.filled = 0
        self.last_move: tuple[int, int] | None = None

    def clone(self) -> "GrundyState":
        other = GrundyState.__new__(GrundyState)
        other.board = self.board
        other.options = self.options
        other.seed = self.seed
        other.numbers = self.numbers[:]
        other.owners = self.owners[:]
        other.scores = self.scores[:]
        other.first_player = self.first_player
        other.to_move = self.to_move
        other.filled = self.filled
        other.last_move = self.last_move
        return other

    def __getstate__(self) -> dict:
        """Pickle (bot worker processes) a library or random board by name, not by content, so
        each process keeps one board object and the solver's table for it."""
        data = {name: getattr(self, name) for name in self.__slots__}
        try:
            by_name = board_for(self.options, self.seed) is self.board
        except ValueError:
            by_name = False
        if by_name:
            data["board"] = None
        return data

    def __setstate__(self, data: dict) -> None:
        for name, value in data.items():
            setattr(self, name, value)
        if self.board is None:
            self.board = board_for(self.options, self.seed)

    # ---- who moves ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        return TERMINAL if all_vertices_filled(self) else self.to_move

    # ---- moves ----------------------------------------------------------------------------
    def allowed_numbers(self, vertex: int, cap: int | None = None) -> list[int]:
        """Numbers rule 3 allows on an empty vertex, from 1 up to `cap` (default: the listed cap)."""
        if self.numbers[vertex]:
            return []
        cap = self.board.number_caps[vertex] if cap is None else cap
        taken = {self.numbers[w] for w in self.board.neighbours[vertex]}
        return [k for k in range(1, cap + 1) if k not in taken]

    def legal_moves(self) -> list[tuple[int, int]]:
        """Every empty vertex with every allowed number up to its listed cap (Board.number_caps;
        larger numbers are legal too and accepted by apply/text_to_move, but never worth listing)."""
        if all_vertices_filled(self):
            return []
        numbers = self.numbers
        neighbours = self.board.neighbours
        caps = self.board.number_caps
        moves = []
        for v, here in enumerate(numbers):
            if here:
                continue
            taken = {numbers[w] for w in neighbours[v]}
            moves.extend((v, k) for k in range(1, caps[v] + 1) if k not in taken)
        return moves

    def illegal_reason(self, move) -> str | None:
        """Why `move` breaks a rule here, or None when it is legal (any positive number counts)."""
        if all_vertices_filled(self):
            return "the game is over: every vertex is filled"
        if not (isinstance(move, tuple) and len(move) == 2):
            return f"{move!r} is not a move (vertex, number)"
        vertex, number = move
        if isinstance(vertex, bool) or not isinstance(vertex, int) or not 0 <= vertex < self.board.size:
            return f"there is no vertex {vertex!r} on this board"
        label = vertex_label(vertex)
        if not is_positive_whole_number(number):
            return f"{number!r} is not a positive whole number"
        if not is_empty_vertex(self, vertex):
            return f"vertex {label} already holds {self.numbers[vertex]}"
        clash = clashing_neighbour(self, vertex, number)
        if clash is not None:
            return f"{number} is already on {vertex_label(clash)}, a neighbour of {label}"
        return None

    def is_legal_move(self, move) -> bool:
        """True for every legal move, including numbers above the listed cap."""
        return self.illegal_reason(move) is None

    def apply(self, move) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"grundy: {reason}")
        vertex, number = move
        player = self.to_move
        self._write(vertex, number, player)
        self.last_move = (vertex, number)
        self.to_move = 1 - player

    def _write(self, vertex: int, number: int, player: int) -> None:
        self.numbers[vertex] = number
        self.owners[vertex] = player
        add_to_score(self, player, number)
        self.filled += 1

    def _placement_fault(self, vertex: int, number: int) -> str | None:
        """Why a stored or typed position cannot hold `number` on `vertex`, or None."""
        if not is_empty_vertex(self, vertex):
            return f"vertex {vertex_label(vertex)} is given two numbers"
        clash = clashing_neighbour(self, vertex, number)
        if clash is not None:
            return (f"{number} on {vertex_label(vertex)} repeats the number on its neighbour "
                    f"{vertex_label(clash)}")
        return None

    # ---- the end --------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not all_vertices_filled(self):
            return None
        return decide_winner(self.scores)

    def heuristic(self, player: int) -> float:
        return win_chance(self, player)

    # ---- storage --------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"board": self.board.name, "options": dict(self.options), "seed": self.seed,
                "first_player": self.first_player, "to_move": self.to_move,
                "numbers": list(self.numbers), "owners": list(self.owners)}

    @classmethod
    def from_data(cls, data: dict, path=None) -> "GrundyState":
        f = Fields(data, path)
        options = cls.game.options_in(f)
        seed = f.int("seed", 0)
        try:
            board = board_for(options, seed)
        except ValueError as exc:
            raise f.fail("options", str(exc)) from None
        first_player = f.int("first_player", minimum=0, maximum=1)
        state = cls(board, options, seed, first_player)
        numbers = f.ints("numbers", f.get("numbers", types=list), length=board.size)
        owners = f.ints("owners", f.get("owners", types=list), length=board.size)
        for v, (number, owner) in enumerate(zip(numbers, owners)):
            if number == 0 and owner == -1:
                continue
            if number < 1 or owner not in (0, 1):
                raise DataFileError(path, f"numbers[{v}]", f"vertex {vertex_label(v)} must be empty (0, owner -1) "
                                    f"or hold a positive number with owner 0 or 1, not {number} by {owner}")
            fault = state._placement_fault(v, number)
            if fault is not None:
                raise DataFileError(path, f"numbers[{v}]", fault)
            state._write(v, number, owner)
        state.to_move = f.int("to_move", minimum=0, maximum=1)
        counts = [state.owners.count(0), state.owners.count(1)]
        moved_first = counts[first_player] - counts[1 - first_player]
        expected_to_move = first_player if moved_first == 0 else 1 - first_player
        if moved_first not in (0, 1) or (state.filled < board.size and state.to_move != expected_to_move):
            raise f.fail("to_move", f"does not fit the turns: player 1 wrote {counts[0]} numbers, "
                                    f"player 2 wrote {counts[1]}, player {first_player + 1} went first")
        return state

    # ---- notation -------------------------------------------------------------------------
    def move_to_text(self, move) -> str:
        return format_move(move)

    def text_to_move(self, text: str):
        move = parse_move(self.board, text)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"grundy: '{text.strip()}' cannot be played: {reason}")
        return move

    def position_text(self) -> str:
        return format_position(self)

    def describe(self) -> str:
        if all_vertices_filled(self):
            return f"{self.game.title} on {self.board.title}: over, {self.outcome().reason}"
        return (f"{self.game.title} on {self.board.title}: player {self.to_move + 1} to move, "
                f"scores {self.scores[0]} to {self.scores[1]}, {self.board.size - self.filled} empty")


def state_from_position(text: str, options: dict) -> GrundyState:
    """A state from position text (docs/notation/grundy.md) and checked options; ValueError (or
    IllegalMove) naming the fault."""
    position = read_position(text, options)
    state = GrundyState(position.board, position.options, position.seed, position.first_player)
    for player, written in enumerate(position.written):
        for vertex, number in written:
            fault = state._placement_fault(vertex, number)
            if fault is not None:
                raise ValueError(f"grundy: {fault}")
            state._write(vertex, number, player)
    state.to_move = position.to_move
    return state
