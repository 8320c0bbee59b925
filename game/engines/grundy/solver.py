"""Exact play for small Grundy boards: negamax with alpha-beta and a transposition table.

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

Memo key
    The future of a position depends only on which vertices are empty and, for each empty
    vertex, which numbers up to its cap its filled neighbours hold. The key packs exactly
    that (one bit field per vertex), so positions that differ only in irrelevant numbers,
    or in who wrote what, share one table entry. The value stored is the future margin.

Long searches
    Every CHECK_EVERY positions the search calls `progress(positions so far)` and asks
    `should_stop()`, when given (the command line shows progress and keeps a time limit);
    the inner loop itself only compares the node count with the next checkpoint.
"""
from __future__ import annotations

import os
import time
from typing import Callable

from game.engines.grundy.board import Board, load_board, read_board_file
from game.engines.grundy.board_choice import DEFAULT_OPTIONS
from game.engines.grundy.notation import format_move
from game.engines.grundy.state import GrundyState, state_from_position

EXACT, LOWER, UPPER = 0, 1, 2
INFINITY = 10 ** 9
# Beyond this many empty vertices the bot does not try (the "hard" preset uses MCTS there).
MAX_EMPTY_FOR_BOT = 12
# A search that visits more nodes than this gives up (the bot then falls back to MCTS).
DEFAULT_NODE_BUDGET = 3_000_000
# Up to this many empty vertices the bot also looks for traps among its best moves.
TRAP_MAX_EMPTY = 8
TRAP_NODE_BUDGET = 400_000
# Positions between two calls of the progress and should_stop callbacks (a few hundredths of a second).
CHECK_EVERY = 4096


class SearchTooBig(RuntimeError):
    """The position needs more search than the budget allows."""


class SearchStopped(TimeoutError):
    """The caller's should_stop() said to stop (Game.solve_report's TimeoutError); `positions`
    were searched by then."""

    def __init__(self, positions: int):
        super().__init__(f"stopped after {positions} positions")
        self.positions = positions


class GrundySolver:
    """Solves positions of one board; the table is kept between calls (one game's moves share it)."""

    def __init__(self, board: Board, caps: list[int] | None = None):
        self.board = board
        self.neighbours = board.neighbours
        self.caps = list(board.number_caps if caps is None else caps)
        self.offsets = []
        offset = 0
        for cap in self.caps:
            self.offsets.append(offset)
            offset += cap + 1          # bit 0: filled; bits 1..cap: numbers held by neighbours
        self.table: dict[int, tuple[int, int, tuple[int, int] | None]] = {}
        self.nodes = 0
        self.node_budget = INFINITY
        self.next_check = INFINITY     # the node count at which _checkpoint runs next
        self.should_stop: Callable[[], bool] | None = None
        self.progress: Callable[[int], None] | None = None

    # ---- position bookkeeping -------------------------------------------------------------
    def _load(self, numbers) -> None:
        n = len(self.caps)
        self.numbers = list(numbers)
        self.counts = [[0] * (cap + 1) for cap in self.caps]
        self.masks = [0] * n
        for v, number in enumerate(self.numbers):
            if number:
                for w in self.neighbours[v]:
                    if number <= self.caps[w]:
                        self.counts[w][number] += 1
                        self.masks[w] |= 1 << number
        self.empties = [v for v in range(n) if not self.numbers[v]]
        self.key = sum((1 if self.numbers[v] else self.masks[v]) << self.offsets[v] for v in range(n))

    def _play(self, v: int, k: int) -> None:
        self.numbers[v] = k
        offsets, masks, numbers, caps, counts = self.offsets, self.masks, self.numbers, self.caps, self.counts
        key = self.key + ((1 - masks[v]) << offsets[v])
        for w in self.neighbours[v]:
            if k <= caps[w]:
                c = counts[w]
                c[k] += 1
                if c[k] == 1:
                    masks[w] |= 1 << k
                    if not numbers[w]:
                        key += (1 << k) << offsets[w]
        self.key = key

    def _undo(self, v: int, k: int) -> None:
        offsets, masks, numbers, caps, counts = self.offsets, self.masks, self.numbers, self.caps, self.counts
        key = self.key
        for w in self.neighbours[v]:
            if k <= caps[w]:
                c = counts[w]
                c[k] -= 1
                if c[k] == 0:
                    masks[w] &= ~(1 << k)
                    if not numbers[w]:
                        key -= (1 << k) << offsets[w]
        numbers[v] = 0
        self.key = key - ((1 - masks[v]) << offsets[v])

    def _moves(self, first: tuple[int, int] | None) -> list[tuple[int, int]]:
        """Moves to try, smallest numbers first (they are usually best, so cut-offs come early)."""
        masks, caps, empties = self.masks, self.caps, self.empties
        if not empties:
            return []
        top = max(caps[v] for v in empties)
        moves = [(v, k) for k in range(1, top + 1) for v in empties if k <= caps[v] and not masks[v] >> k & 1]
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves

    # ---- search ---------------------------------------------------------------------------
    def _limit(self, node_budget: int | None) -> None:
        """Set the budget for a search starting now (none: INFINITY) and its first checkpoint."""
        self.node_budget = self.nodes + (node_budget or INFINITY)
        self._next_checkpoint()

    def _next_checkpoint(self) -> None:
        watched = self.should_stop is not None or self.progress is not None
        self.next_check = min(self.node_budget, self.nodes + CHECK_EVERY) if watched else self.node_budget

    def _checkpoint(self) -> None:
        if self.nodes > self.node_budget:
            raise SearchTooBig(f"more than {self.node_budget} positions")
        if self.progress is not None:
            self.progress(self.nodes)
        if self.should_stop is not None and self.should_stop():
            raise SearchStopped(self.nodes)
        self._next_checkpoint()

    def _search(self, alpha: int, beta: int) -> int:
        """Future margin for the player to move (fail-soft alpha-beta)."""
        empties = self.empties
        if not empties:
            return 0
        self.nodes += 1
        if self.nodes > self.next_check:
            self._checkpoint()
        key = self.key
        entry = self.table.get(key)
        first = None
        if entry is not None:
            value, flag, first = entry
            if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                return value
        alpha0 = alpha
        best, best_move = -INFINITY, None
        for v, k in self._moves(first):
            index = empties.index(v)
            empties.pop(index)
            self._play(v, k)
            value = -k - self._search(-k - beta, -k - alpha)
            self._undo(v, k)
            empties.insert(index, v)
            if value > best:
                best, best_move = value, (v, k)
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        self.table[key] = (best, flag, best_move)
        return best

    def solve(self, numbers, node_budget: int | None = None) -> tuple[int, tuple[int, int] | None]:
        """(future margin for the player to move, one best move) for a position's numbers."""
        self._load(numbers)
        self._limit(node_budget)
        value = self._search(-INFINITY, INFINITY)
        entry = self.table.get(self.key)
        return value, (entry[2] if entry else None)

    def _push(self, v: int, k: int) -> None:
        self.empties.remove(v)
        self._play(v, k)

    def _pop(self, v: int, k: int) -> None:
        self._undo(v, k)
        self.empties.append(v)

    def best_move_setting_traps(self, numbers, node_budget: int | None = None) -> tuple[int, tuple[int, int]]:
        """(future margin, move): a best move, and among equally good ones the move that leaves
        the opponent most room to go wrong (highest average margin over all their replies,
        each followed by perfect play). Perfect play alone only draws the hexagon."""
        self._load(numbers)
        self._limit(node_budget)
        values = {}
        for v, k in self._moves(None):
            self._push(v, k)
            values[(v, k)] = -k - self._search(-INFINITY, INFINITY)
            self._pop(v, k)
        best = max(values.values())
        candidates = [m for m, value in values.items() if value == best]
        if len(candidates) == 1:
            return best, candidates[0]
        best_average, choice = -INFINITY, candidates[0]
        for v, k in candidates:
            self._push(v, k)
            replies = self._moves(None)
            total = 0
            for w, j in replies:
                self._push(w, j)
                total += -k + j + self._search(-INFINITY, INFINITY)
                self._pop(w, j)
            self._pop(v, k)
            average = total / len(replies) if replies else -k
            if average > best_average:
                best_average, choice = average, (v, k)
        return best, choice

    def move_values(self, numbers) -> dict[tuple[int, int], int]:
        """Exact future margin (for the player to move) of every move the search considers."""
        self._load(numbers)
        self._limit(None)
        values = {}
        for v, k in self._moves(None):
            self.empties.remove(v)
            self._play(v, k)
            values[(v, k)] = -k - self._search(-INFINITY, INFINITY)
            self._undo(v, k)
            self._load(numbers)
        return values


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
            future, move = solver.solve(state.numbers, node_budget=DEFAULT_NODE_BUDGET)
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
    raised when `should_stop()` says so (Game.solve_report)."""
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


def bench_solver(seconds: float = 1.0) -> dict:
    """Cold-table solve times of the hexagon and the Petersen graph (for `python -m game bench`)."""
    result = {}
    for name in ("hexagon", "petersen"):
        board = load_board(name)
        solver = GrundySolver(board)
        start = time.perf_counter()
        solver.solve([0] * board.size)
        result[f"solve_{name}_s"] = round(time.perf_counter() - start, 3)
        result[f"solve_{name}_positions"] = solver.nodes
    return result
