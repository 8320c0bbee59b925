"""The Grundy game (seed: grundy-game.txt, rulings: docs/rules/grundy.md).

Players take turns writing positive whole numbers on the empty vertices of a graph
(or the countries of a map); no number may sit next to the same number; what you
write is added to your score; when every vertex is filled the lowest score wins.

Each numbered rule of the text has its own function below, named after what it does:

    rule 1  draw_first_player         "Decide randomly which player goes first."
    rule 2  is_positive_whole_number  "...writing a positive whole number, 1, 2, 3, 4, and so on,
            is_empty_vertex            in an empty vertex."
    rule 3  clashing_neighbour        "You may not use a number that is already written in a vertex
                                       adjacent to the one you are filling."
    rule 4  add_to_score              "The number a player writes is added to their score."
    rule 5  all_vertices_filled       "The game continues until all the vertices have a number in them."
    rule 6  decide_winner             "The player with the lowest score wins." (ruling: equal is a draw)

Moves are (vertex_index, number) tuples, vertex indices from 0 (labelled a, b, c ...).
"""
from __future__ import annotations

from functools import lru_cache

from game.core.datafile import DataFileError, Fields
from game.core.rng import stream
from game.core.state import TERMINAL, Game, GameOption, GameState, IllegalMove, Outcome
from game.engines.grundy.board import Board, board_names, load_board, vertex_label

# The quick-match default: the hexagon is a draw under perfect play (it is the first lesson
# instead); Petersen has real strategy and a first-player win by 1.
DEFAULT_BOARD = "petersen"
RANDOM_BOARDS = ("random-map", "random-graph")
RANDOM_SIZES = tuple(range(8, 31))
DEFAULT_RANDOM_SIZE = 14
# The exact solver (and the "hard" bot) takes boards up to this many vertices.
EXACT_MAX_VERTICES = 12


# ---- boards from options -----------------------------------------------------------------------
@lru_cache(maxsize=32)
def random_board(kind: str, size: int, seed: int) -> Board:
    """The board a random-map (or random-graph) game of this seed plays on: same seed, same board."""
    from game.engines.grundy import mapgen
    if size not in RANDOM_SIZES:
        raise ValueError(f"grundy: size must be {RANDOM_SIZES[0]} to {RANDOM_SIZES[-1]}, not {size}")
    rng = stream(seed, "grundy", kind, size)
    if kind == "random-map":
        return mapgen.generate_map(size, rng, name="random-map", title=f"Random map ({size} countries)")
    return mapgen.generate_graph(size, rng, name="random-graph", title=f"Random graph ({size} vertices)")


def board_for(options: dict, seed: int) -> Board:
    """The board named by the options: a library slug, or a random board made from the seed."""
    name = options.get("board", DEFAULT_BOARD)
    if not isinstance(name, str):
        raise ValueError(f"grundy: option board must be a board name, not {name!r}")
    if name in RANDOM_BOARDS:
        size = options.get("size", DEFAULT_RANDOM_SIZE)
        if isinstance(size, bool) or not isinstance(size, int):
            raise ValueError(f"grundy: option size must be a whole number, not {size!r}")
        return random_board(name, size, seed)
    return load_board(name)


def board_size_for(options: dict) -> int:
    """Number of vertices the options give, without generating a random map."""
    name = options.get("board", DEFAULT_BOARD)
    if name in RANDOM_BOARDS:
        return int(options.get("size", DEFAULT_RANDOM_SIZE))
    return load_board(name).size


# ---- the rules --------------------------------------------------------------------------------
def draw_first_player(seed: int) -> int:
    """Rule 1: "Decide randomly which player goes first." Drawn from the game's seed."""
    return stream(seed, "grundy", "first player").randrange(2)


def is_positive_whole_number(number) -> bool:
    """Rule 2: "A player moves by writing a positive whole number, 1, 2, 3, 4, and so on".

    Ruling: any positive whole number may be written, not only the smallest allowed one.
    """
    return isinstance(number, int) and not isinstance(number, bool) and number >= 1


def is_empty_vertex(state: "GrundyState", vertex: int) -> bool:
    """Rule 2: the number goes "in an empty vertex" (one number per circle)."""
    return state.numbers[vertex] == 0


def clashing_neighbour(state: "GrundyState", vertex: int, number: int) -> int | None:
    """Rule 3: "You may not use a number that is already written in a vertex adjacent to the
    one you are filling." Returns the neighbour that already holds `number`, or None."""
    numbers = state.numbers
    for w in state.board.neighbours[vertex]:
        if numbers[w] == number:
            return w
    return None


def add_to_score(state: "GrundyState", player: int, number: int) -> None:
    """Rule 4: "The number a player writes is added to their score." """
    state.scores[player] += number


def all_vertices_filled(state: "GrundyState") -> bool:
    """Rule 5: "The game continues until all the vertices have a number in them." """
    return state.filled == state.board.size


def decide_winner(scores) -> Outcome:
    """Rule 6: "The player with the lowest score wins." Ruling: equal scores are a draw."""
    first, second = scores
    if first == second:
        return Outcome(tuple(scores), (), f"equal scores, {first} each: a draw")
    winner = 0 if first < second else 1
    return Outcome(tuple(scores), (winner,),
                   f"lowest score wins, {min(scores)} to {max(scores)}")


def smallest_allowed_number(state: "GrundyState", vertex: int) -> int:
    """The smallest number rule 3 allows on `vertex` now (the interface offers it first).

    Never more than degree + 1: the neighbours hold at most `degree` different numbers.
    """
    taken = {state.numbers[w] for w in state.board.neighbours[vertex]}
    number = 1
    while number in taken:
        number += 1
    return number


def listed_number_cap(board: Board, vertex: int) -> int:
    """The largest number `legal_moves` lists for `vertex`: 1 + the largest degree among the
    vertex and its neighbours.

    Any larger legal number is still accepted when typed (ruling: any positive whole number).
    Why not stop at degree + 1, the most you can ever be forced to write? Because a larger
    number can block a neighbour: with only `v-w` empty, `w` (degree 6) next to 1, 2, 4, 5, 6
    and `v` (degree 1) next to `w` alone, writing 3 on `v` forces the opponent to write 7 on `w`
    (you win by 4), while 1 on `v` lets them write 3 (you win by 2). A number only blocks the
    neighbours it could be forced on, so 1 + their largest degree is the useful ceiling.
    See solver.py for how far this is checked.
    """
    return board.number_caps[vertex]


# ---- the state --------------------------------------------------------------------------------
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
        """Every empty vertex with every allowed number up to `listed_number_cap` (larger numbers
        are legal too and accepted by apply/text_to_move, but never worth listing; see there)."""
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
        self.numbers[vertex] = number
        self.owners[vertex] = player
        add_to_score(self, player, number)
        self.filled += 1
        self.last_move = (vertex, number)
        self.to_move = 1 - player

    # ---- the end --------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not all_vertices_filled(self):
            return None
        return decide_winner(self.scores)

    def heuristic(self, player: int) -> float:
        from game.engines.grundy.heuristic import win_chance
        return win_chance(self, player)

    # ---- storage --------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"board": self.board.name, "options": dict(self.options), "seed": self.seed,
                "first_player": self.first_player, "to_move": self.to_move,
                "numbers": list(self.numbers), "owners": list(self.owners)}

    @classmethod
    def from_data(cls, data: dict, path=None) -> "GrundyState":
        f = Fields(data, path)
        options = {**GAME.default_options(), **f.get("options", {}, dict)}
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
            clash = clashing_neighbour(state, v, number)
            if clash is not None:
                raise DataFileError(path, f"numbers[{v}]", f"{number} on {vertex_label(v)} repeats the "
                                    f"number on its neighbour {vertex_label(clash)}")
            state.numbers[v] = number
            state.owners[v] = owner
            state.scores[owner] += number
            state.filled += 1
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
        from game.engines.grundy.notation import format_move
        return format_move(move)

    def text_to_move(self, text: str):
        from game.engines.grundy.notation import parse_move
        move = parse_move(self.board, text)
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"grundy: '{text.strip()}' cannot be played: {reason}")
        return move

    def position_text(self) -> str:
        from game.engines.grundy.notation import format_position
        return format_position(self)

    def describe(self) -> str:
        if all_vertices_filled(self):
            return f"{self.game.title} on {self.board.title}: over, {self.outcome().reason}"
        return (f"{self.game.title} on {self.board.title}: player {self.to_move + 1} to move, "
                f"scores {self.scores[0]} to {self.scores[1]}, {self.board.size - self.filled} empty")


# ---- the game ---------------------------------------------------------------------------------
class GrundyGame(Game):
    name = "grundy"
    title = "Grundy game"
    min_players = 2
    max_players = 2
    has_chance = False
    rules_page = "docs/rules/grundy.md"

    def options(self) -> list[GameOption]:
        return [
            GameOption("board", "Board", DEFAULT_BOARD, choices=[*board_names(), *RANDOM_BOARDS],
                       help="A board from levels/grundy, or a random map (or graph) made from the game's seed."),
            GameOption("size", "Random board size", DEFAULT_RANDOM_SIZE, choices=list(RANDOM_SIZES),
                       help="Used only by random-map and random-graph."),
        ]

    def full_options(self, options: dict | None) -> dict:
        merged = {**self.default_options(), **(options or {})}
        unknown = sorted(set(merged) - {"board", "size", "players"})
        if unknown:
            raise ValueError(f"grundy: unknown option {unknown[0]!r}; options are board and size")
        if merged.get("players", 2) != 2:
            raise ValueError("grundy: the Grundy game is for 2 players")
        return merged

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> GrundyState:
        options = self.full_options(options)
        return GrundyState(board_for(options, seed), options, seed, draw_first_player(seed))

    def state_class(self) -> type[GameState]:
        return GrundyState

    def state_from_position(self, text: str, options: dict | None = None) -> GrundyState:
        from game.engines.grundy.notation import parse_position
        return parse_position(text, self.full_options(options))

    # ---- bots -----------------------------------------------------------------------------
    def exact_solver(self):
        from game.engines.grundy.solver import solve_for_bot
        return solve_for_bot

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        """easy: greedy with mistakes; normal: short MCTS; hard: the exact solver on boards of up
        to 12 vertices, else a longer MCTS."""
        try:
            size = board_size_for({**self.default_options(), **(options or {})})
        except ValueError:
            size = EXACT_MAX_VERTICES + 1
        hard = "exact" if size <= EXACT_MAX_VERTICES else "mcts:1.5s"
        return {"easy": "greedy:noise=0.35", "normal": "mcts:0.4s", "hard": hard}

    def solve_report(self, board: str) -> dict:
        from game.engines.grundy.solver import solve_report
        return solve_report(board)

    def bench_extra(self, seconds: float) -> dict:
        from game.engines.grundy.solver import bench_solver
        return bench_solver(seconds)


GAME = GrundyGame()
GrundyState.game = GAME
