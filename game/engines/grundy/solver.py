"""Exact play for small Grundy boards: negamax with alpha-beta, a transposition table and the
board's symmetries.

Value and sign
    Every value here is a *margin for the player to move*: the opponent's score minus the
    mover's score (final, or still to be added for `future` values) under perfect play by both.
    Positive means the player to move wins by that much (lowest score wins), 0 is a draw.
    Maximising the margin also plays perfectly for win/draw/loss, because the result is a
    non-decreasing function of the margin and minimax commutes with such functions.

Which numbers are searched
    At vertex v the search tries every allowed number up to cap(v) = 1 + the largest degree
    among v and its neighbours (`Board.number_caps`, the same numbers `legal_moves` lists).

    * Nobody is ever *forced* above degree(v) + 1: v's neighbours hold at most degree(v)
      different numbers, so one of 1 .. degree(v) + 1 is always free (pigeonhole).
    * Stopping at degree(v) + 1 would be wrong: a larger number can block a neighbour.
      With only v and w empty, v's sole neighbour w (degree 6) next to 1, 2, 4, 5 and 6,
      writing 3 on v forces the opponent to 7 on w (margin +4), while 1 or 2 on v let them
      write 3 (margin +2 or +1). tests/grundy/test_solver.py keeps this position.
    * A number above cap(v) cannot block any neighbour w on a number w could be forced to
      write, since w is never forced above degree(w) + 1 <= cap(v). That leaves chains (a big
      number that blocks a neighbour's own blocking move), which we have not ruled out: this
      is an argument, not a proof. Checks: tests/grundy/test_solver.py compares the search
      with a plain brute force trying numbers up to the largest degree + 3 everywhere, on
      random graphs of up to 6 vertices with random part-filled positions; while writing
      this, a few thousand random positions on graphs of up to 11 vertices also agreed
      (random positions rarely show even the degree + 1 failure above, so this is weak
      evidence).

How it searches
    search.py: the table, the board's symmetries and the shortcuts that keep values exact.
"""
from __future__ import annotations

import os
import time
from typing import Callable

from game.engines.grundy.board import Board, read_board_file
from game.engines.grundy.board_choice import DEFAULT_OPTIONS
from game.engines.grundy.notation import format_move
from game.engines.grundy.search import (  # noqa: F401 (CHECK_EVERY: the command line's and tests' name)
    CHECK_EVERY, FEW_EDGES, INFINITY, PositionSearch, SearchStopped, SearchTooBig,
)
from game.engines.grundy.state import GrundyState, state_from_position

# Beyond this many empty vertices the bot does not try (the "hard" preset uses MCTS there).
MAX_EMPTY_FOR_BOT = 12
# A search that visits more nodes than this gives up (the bot then falls back to MCTS).
DEFAULT_NODE_BUDGET = 3_000_000
# The bot's own give-up point, so that Hard answers within 2 s even where the search gives up
# and MCTS plays instead: every shipped board of up to 12 vertices solves from its start within
# it (the Chvatal graph, the largest search, looks at about 67,000), while 12 empty countries of
# a random map may not (at 150,000 and traps at 100,000 a move took 2.4 s on 14 countries; at
# 100,000 and 60,000 with MCTS of 8,000 iterations, 2.6 s on 20).
BOT_NODE_BUDGET = 80_000
# Up to this many empty vertices the bot also looks for traps among its best moves.
TRAP_MAX_EMPTY = 8
TRAP_NODE_BUDGET = 40_000


class GrundySolver(PositionSearch):
    """Solves positions of one board; the table is kept between calls (one game's moves share it)."""

    def _root_values(self, moves, value_of) -> dict[tuple[int, int], int]:
        """{move: value_of(move)} for root moves, searching one move of each set that a
        symmetry of the position maps onto each other (they have the same value)."""
        known: dict[tuple[int, int], int] = {}
        stabilizer = self.stabilizer

        def twin(move: tuple[int, int]) -> tuple[int, int]:
            return min([move[0]] + [p[move[0]] for p in stabilizer]), move[1]

        guess = 0               # the last value found: the next is often near it
        # Largest numbers first: what the table learns proving those moves bad makes the rest
        # cheaper (the empty Chvatal graph's report: 617,919 positions against 941,404
        # smallest first when this came, 337,902 against 488,931 with the search of today).
        for move in sorted(moves, key=lambda move: -move[1]):
            if twin(move) not in known:
                known[twin(move)] = guess = value_of(twin(move), guess)
        return {move: known[twin(move)] for move in moves}

    def _after(self, v: int, k: int, guess: int = 0) -> int:
        """Future margin of the root move (v, k) for the player making it; `guess` near it
        makes the search quicker."""
        saved = self._push(v, k)
        value = -k - self._exact(-k - guess)
        self._pop(v, k, saved)
        return value

    def _exact(self, guess: int) -> int:
        """The exact future margin of the position, by tests of one value at a time (MTD(f)):
        each search with a window one wide cuts off far more than one with a wide window,
        and the table keeps the bounds each test found for the next."""
        lower, upper = -INFINITY, INFINITY
        value = guess
        while lower < upper:
            beta = value + 1 if value == lower else value
            value = self._search(beta - 1, beta)
            if value < beta:
                upper = value
            else:
                lower = value
        return value

    def solve(self, numbers, node_budget: int | None = None) -> tuple[int, tuple[int, int] | None]:
        """(future margin for the player to move, one best move) for a position's numbers."""
        self._load(numbers)
        self._limit(node_budget)
        if len(self.empties) <= 2 or self.open_edges <= FEW_EDGES:
            # worked out without a table move (endgame.py: last_two, apart, few_edges): each
            # move's value is quick to find
            best, move = -INFINITY, None
            for v, k in self._moves():
                value = self._after(v, k)
                if value > best:
                    best, move = value, (v, k)
            return (best, move) if move is not None else (0, None)
        value = self._search(-INFINITY, INFINITY)
        return value, self._table_move()

    def best_move_setting_traps(self, numbers, node_budget: int | None = None) -> tuple[int, tuple[int, int]]:
        """(future margin, move): a best move, and among equally good ones the move that leaves
        the opponent most room to go wrong (highest average margin over all their replies,
        each followed by perfect play). Perfect play alone only draws the hexagon."""
        self._load(numbers)
        self._limit(node_budget)
        values = self._root_values(self._all_moves(), lambda move, guess: self._after(*move, guess))
        best = max(values.values())
        candidates = [m for m, value in values.items() if value == best]
        if len(candidates) == 1:
            return best, candidates[0]
        averages = self._root_values(candidates, self._average_after)
        best_average, choice = -INFINITY, candidates[0]
        for move in candidates:
            if averages[move] > best_average:
                best_average, choice = averages[move], move
        return best, choice

    def _average_after(self, move: tuple[int, int], guess: float) -> float:
        """The mover's margin after `move`, averaged over every reply then perfect play."""
        v, k = move
        saved = self._push(v, k)
        replies = self._all_moves()
        total = 0
        reply = 0
        for w, j in replies:
            reply = self._after(w, j, reply)
            total += -k - reply
        self._pop(v, k, saved)
        return total / len(replies) if replies else -k

    def move_values(self, numbers) -> dict[tuple[int, int], int]:
        """Exact future margin (for the player to move) of every move legal_moves lists."""
        self._load(numbers)
        self._limit(None)
        return self._root_values(self._all_moves(), lambda move, guess: self._after(*move, guess))


# ---- shared solvers ---------------------------------------------------------------------------
_SOLVERS: dict[tuple, GrundySolver] = {}


def solver_for(board: Board) -> GrundySolver:
    """One solver (and table) per board, kept for the few most recent boards. Keyed by content,
    so a board that arrives pickled in a bot worker still finds its table."""
    key = (board.name, board.size, board.edges)
    solver = _SOLVERS.get(key)
    if solver is None:
        if len(_SOLVERS) >= 4:
            _SOLVERS.pop(next(iter(_SOLVERS)))
        solver = _SOLVERS[key] = GrundySolver(board)
    return solver


def solve_for_bot(state):
    """Game.exact_solver(): (best move, final margin for the mover), or None when the position
    has too many empty vertices (the ExactBot then plays MCTS)."""
    if state.is_terminal() or state.board.size - state.filled > MAX_EMPTY_FOR_BOT:
        return None
    solver = solver_for(state.board)
    future = move = None
    if state.board.size - state.filled <= TRAP_MAX_EMPTY:
        try:
            future, move = solver.best_move_setting_traps(state.numbers, node_budget=TRAP_NODE_BUDGET)
        except SearchTooBig:
            move = None
    if move is None:
        try:
            future, move = solver.solve(state.numbers, node_budget=BOT_NODE_BUDGET)
        except SearchTooBig:
            return None
    mover = state.to_move
    return move, state.scores[1 - mover] - state.scores[mover] + future


def review_value(state):
    """Game.exact_value() for the post-game review: (best move, final margin for the mover)
    with the solver's whole default budget, or None past 12 empty vertices or that budget."""
    if state.is_terminal() or state.board.size - state.filled > MAX_EMPTY_FOR_BOT:
        return None
    try:
        future, move = solver_for(state.board).solve(state.numbers, node_budget=DEFAULT_NODE_BUDGET)
    except SearchTooBig:
        return None
    mover = state.to_move
    return move, state.scores[1 - mover] - state.scores[mover] + future


# ---- command line: python -m game solve grundy BOARD --------------------------------------------
def _state_for(text: str) -> GrundyState:
    text = text.strip()
    if text.endswith(".toml"):
        # A board file (a library board or the user's own): solve its empty start position.
        if not os.path.isfile(text):
            raise ValueError(f"grundy: no board file '{text}'")
        board = read_board_file(text)
        return GrundyState(board, {"board": board.name}, 0, 0)
    if "/" not in text:
        text += " / to move: 1"
    return state_from_position(text, DEFAULT_OPTIONS)


def solve_report(text: str, should_stop: Callable[[], bool] | None = None,
                 progress: Callable[[int], None] | None = None) -> dict:
    """Perfect-play value of a board (or a position, in position notation) and its best moves.
    `progress(positions)` is called every CHECK_EVERY positions searched, and SearchStopped
    raised when `should_stop()` says so (the catalog's `solver`: `python -m game solve`)."""
    state = _state_for(text)
    board = state.board
    empty = board.size - state.filled
    if state.is_terminal():
        raise ValueError("grundy: the position is already over")
    if empty > MAX_EMPTY_FOR_BOT:
        raise ValueError(f"grundy: {board.name} has {empty} empty vertices; the exact solver takes at most "
                         f"{MAX_EMPTY_FOR_BOT}")
    solver = GrundySolver(board)
    solver.should_stop, solver.progress = should_stop, progress
    start = time.perf_counter()
    values = solver.move_values(state.numbers)
    seconds = time.perf_counter() - start
    mover = state.to_move
    so_far = state.scores[1 - mover] - state.scores[mover]
    best = max(values.values())
    margin = so_far + best
    best_moves = [format_move(m) for m, v in sorted(values.items()) if v == best]
    if margin > 0:
        result = f"the player to move wins by {margin}"
    elif margin < 0:
        result = f"the player to move loses by {-margin}"
    else:
        result = "a draw"
    return {
        "board": board.name,
        "title": board.title,
        "vertices": board.size,
        "edges": len(board.edges),
        "position": state.position_text(),
        "value": margin,
        "value_sign": "opponent's final score minus the final score of the player to move",
        "result": f"{result} under perfect play",
        "best_moves": best_moves,
        "move_values": {format_move(m): so_far + v for m, v in sorted(values.items(), key=lambda mv: -mv[1])},
        "positions_searched": solver.nodes,
        "seconds": round(seconds, 3),
    }
