"""The search behind the Grundy solver (solver.py): one board's positions, searched with
fail-soft alpha-beta and a transposition table, with the board's symmetries.

Values are future margins for the player to move (solver.py says why that is enough).

Memo key
    The future of a position depends only on which vertices are empty and, for each empty
    vertex, which numbers up to its cap its filled neighbours hold. The key packs exactly
    that (one bit field per vertex), so positions that differ only in irrelevant numbers,
    or in who wrote what, share one table entry. The entry keeps a lower and an upper bound
    on the future margin (equal once it is known) and the best move found.

    Near the root (CANONICAL_FROM empty vertices or more) the key is the least of the
    position's views through the symmetries of the board (symmetry.py; a view is the tuple of
    vertex fields as the symmetry moves them): positions a symmetry maps onto each other
    share one entry, and the stored move is kept in that least position's
    numbering. Within one search, moves that a symmetry of the current position maps onto a
    move tried already are skipped.

Less to search (each keeps the value exact; tests/grundy/test_solver.py and
test_solver_symmetry.py check the search against a plain brute force)
    * Of the numbers at a vertex that take no option from any empty neighbour only the
      smallest is tried (the others reach the same position and cost more); of the vertices
      with no empty neighbour only the cheapest is filled (`_moves`).
    * With no two empty vertices adjacent, or only two empty vertices, the value is worked
      out directly (endgame.py: apart, last_two); with at most two edges between empty
      vertices too, once the bounds below leave the window open (endgame.few_edges, with
      its own table keyed by what alone decides the value; the values it gave kept by key).
      Such positions still count as positions searched, as they did when they were searched
      (the bot's budget is a count of positions): the Chvatal report searched 332,722
      positions before, about half of them with one or two such edges, and 287,324 since.
    * Bounds from always writing the smallest allowed number (endgame.bounds) end a search
      whose window they already settle (when they came, the bot's search of the empty
      Chvatal graph went from 379,727 positions to 138,113).
    * Move order (issue 24; positions of the empty Chvatal graph's report, which searched
      1,023,490 before): the table's best move first, before the other moves are listed
      (without one, the first move the list would start with, found on its own:
      `_first_move`); a search where every move failed low keeps the move the table had (its
      own best says nothing). Then smallest numbers first and, of one number, vertices with more empty
      neighbours first (340,108 positions; 463,199 with vertices in plain order). Killer
      moves (the last move that cut off at the same depth) made searches larger (580,942
      positions with them, 463,199 without) and are gone. Root values come from searches
      one wide, root moves with the largest numbers first (solver.py).

Long searches
    Every CHECK_EVERY positions the search calls `progress(positions so far)` and asks
    `should_stop()`, when given (the command line shows progress and keeps a time limit);
    the inner loop itself only compares the node count with the next checkpoint.
"""
from __future__ import annotations

from operator import itemgetter
from typing import Callable

from game.engines.grundy.board import Board
from game.engines.grundy.endgame import apart, bounds, edge, few_edges, last_two, path
from game.engines.grundy.symmetry import automorphisms, inverse

INFINITY = 10 ** 9
# Positions between two calls of the progress and should_stop callbacks (a few hundredths of a second).
CHECK_EVERY = 4096
# Positions with at least this many empty vertices are looked up by their least key under the
# board's symmetries (`_canonical`); deeper down the look-up would cost more than it saves.
CANONICAL_FROM = 7
# Positions with at most this many edges between empty vertices are worked out by
# endgame.few_edges, not searched.
FEW_EDGES = 2


class SearchTooBig(RuntimeError):
    """The position needs more search than the budget allows."""


class SearchStopped(TimeoutError):
    """The caller's should_stop() said to stop (the TimeoutError `solve` reports); `positions`
    were searched by then."""

    def __init__(self, positions: int):
        super().__init__(f"stopped after {positions} positions")
        self.positions = positions


class PositionSearch:
    """The search over one board's positions (solver.GrundySolver asks it questions at the root):
    the position being searched, the table, the board's symmetries."""

    def __init__(self, board: Board, caps: list[int] | None = None):
        self.board = board
        self.neighbours = board.neighbours
        self.neighbour_sets = [set(ws) for ws in board.neighbours]
        self.neighbour_bits = [sum(1 << w for w in ws) for ws in board.neighbours]
        self.caps = list(board.number_caps if caps is None else caps)
        self.full = [(1 << (cap + 1)) - 2 for cap in self.caps]    # bits 1..cap: the numbers searched
        self.offsets = []
        offset = 0
        for cap in self.caps:
            self.offsets.append(offset)
            offset += cap + 1          # bit 0: filled; bits 1..cap: numbers held by neighbours
        top = max(self.caps, default=0)
        # reach[v][k]: the neighbours of v whose masks keep k; shifted[v][k]: bit k of v's field in the key
        self.reach = [[tuple(w for w in self.neighbours[v] if k <= self.caps[w]) for k in range(top + 1)]
                      for v in range(len(self.caps))]
        self.shifted = [[1 << (k + offset) for k in range(top + 1)] for offset in self.offsets]
        # The board's symmetries (symmetry.py; caps kept too), identity first.
        self.group = automorphisms(self.neighbours, self.caps)
        self.inverses = [inverse(p) for p in self.group]
        # views[i](fields): the fields of the position seen through group[i] (u's field at p[u])
        self.views = [itemgetter(*q) for q in self.inverses]
        # key -> (lower bound, upper bound, best move): a search's result narrows both
        self.table: dict[int, tuple[int, int, tuple[int, int] | None]] = {}
        # endgame.few_edges' own table: (lone vertices' numbers, pieces) -> future margin
        self.few_table: dict[tuple, int] = {}
        self.few_values: dict[int, int] = {}      # key -> its few_edges value, found before
        self.nodes = 0
        self.node_budget = INFINITY
        self.next_check = INFINITY     # the node count at which _checkpoint runs next
        self.should_stop: Callable[[], bool] | None = None
        self.progress: Callable[[int], None] | None = None

    # ---- position bookkeeping -------------------------------------------------------------
    def _load(self, numbers) -> None:
        n = len(self.caps)
        self.numbers = list(numbers)
        self.masks = [0] * n
        for v, number in enumerate(self.numbers):
            if number:
                for w in self.neighbours[v]:
                    if number <= self.caps[w]:
                        self.masks[w] |= 1 << number
        self.empties = [v for v in range(n) if not self.numbers[v]]
        self.empty_bits = sum(1 << v for v in self.empties)
        # edges between two empty vertices: with none, no move changes another's options
        self.open_edges = sum(1 for u, w in self.board.edges if not self.numbers[u] and not self.numbers[w])
        self.key = sum((1 if self.numbers[v] else self.masks[v]) << self.offsets[v] for v in range(n))
        fields = self._fields()
        # the symmetries that map this position onto itself (all but the identity)
        self.stabilizer = [p for p in self.group[1:] if all(fields[p[u]] == fields[u] for u in range(n))]

    def _fields(self) -> list[int]:
        """Each vertex's part of the key: 1 when filled, else the numbers its neighbours hold."""
        numbers, masks = self.numbers, self.masks
        return [1 if numbers[v] else masks[v] for v in range(len(numbers))]

    def _canonical(self) -> tuple:
        """(the least key of this position seen through any symmetry, that symmetry's index):
        positions a symmetry maps onto each other share it, and so one table entry. On a
        board with symmetries the key is the tuple of vertex fields (_fields) as seen."""
        if len(self.views) == 1:
            return self.key, 0
        numbers, masks = self.numbers, self.masks
        fields = [1 if numbers[v] else masks[v] for v in range(len(numbers))]
        seen = [view(fields) for view in self.views]
        least = min(seen)
        return least, seen.index(least)

    def _play(self, v: int, k: int) -> list[int]:
        """Write k on v; returns the neighbours whose masks gained k (for _undo)."""
        masks, numbers, offsets, full = self.masks, self.numbers, self.offsets, self.full
        numbers[v] = k
        bit = 1 << k
        key = self.key + ((1 - masks[v]) << offsets[v])
        gained = []
        for w in self.neighbours[v]:
            if not numbers[w]:
                self.open_edges -= 1
                if full[w] & bit and not masks[w] & bit:
                    masks[w] |= bit
                    gained.append(w)
                    key += bit << offsets[w]
            elif full[w] & bit and not masks[w] & bit:
                masks[w] |= bit
                gained.append(w)
        self.key = key
        return gained

    def _undo(self, v: int, k: int, gained: list[int]) -> None:
        masks, numbers, offsets = self.masks, self.numbers, self.offsets
        bit = 1 << k
        key = self.key
        for w in gained:
            masks[w] ^= bit
            if not numbers[w]:
                key -= bit << offsets[w]
        for w in self.neighbours[v]:
            if not numbers[w]:
                self.open_edges += 1
        numbers[v] = 0
        self.key = key - ((1 - masks[v]) << offsets[v])

    def _push(self, v: int, k: int) -> tuple:
        """Play (v, k) at the root of a search; returns what _pop needs to take it back."""
        stabilizer = self.stabilizer
        self.empties.remove(v)
        self.empty_bits ^= 1 << v
        gained = self._play(v, k)
        self.stabilizer = [p for p in stabilizer if p[v] == v]
        return stabilizer, gained

    def _pop(self, v: int, k: int, saved: tuple) -> None:
        self.stabilizer, gained = saved
        self._undo(v, k, gained)
        self.empties.append(v)
        self.empties.sort()
        self.empty_bits ^= 1 << v

    def _all_moves(self) -> list[tuple[int, int]]:
        """Every move legal_moves lists (numbers up to each cap), smallest numbers first."""
        masks, caps, empties = self.masks, self.caps, self.empties
        if not empties:
            return []
        top = max(caps[v] for v in empties)
        return [(v, k) for k in range(1, top + 1) for v in empties if k <= caps[v] and not masks[v] >> k & 1]

    def _moves(self) -> list[tuple[int, int]]:
        """The moves worth searching: smallest numbers first (they are usually best, so cut-offs
        come early), and of one number the vertices with more empty neighbours first (they
        cut off more often: the empty Chvatal graph's report searches 340,108 positions so,
        463,199 with vertices in plain order).

        A number that takes no option from any empty neighbour (each already has it blocked, or
        could never be made to write it) leaves the same position whatever it is, so of those
        only the smallest is worth writing: the others lose the difference and change nothing.

        Of the vertices with no empty neighbour (each gets its smallest number, whoever fills
        it, and changes nothing else) only the cheapest is worth filling: filling a dearer one
        instead leaves the opponent the same game with a cheaper vertex in it, which can change
        their margin by at most the difference in price, and costs the mover that difference."""
        masks, numbers, full, neighbours, empties = self.masks, self.numbers, self.full, self.neighbours, self.empties
        order = []          # number << 24 | (4095 - empty neighbours) << 12 | vertex, sorted below
        lone, lone_price = -1, 0      # the cheapest vertex with no empty neighbour, its number's bit
        for v in empties:
            needed = 0          # numbers some empty neighbour may still write
            around = 4095
            for w in neighbours[v]:
                if not numbers[w]:
                    needed |= full[w] & ~masks[w]
                    around -= 1
            allowed = full[v] & ~masks[v]
            if not needed:
                price = allowed & -allowed
                if lone < 0 or price < lone_price:
                    lone, lone_price = v, price
                continue
            idle = allowed & ~needed
            bits = (allowed & needed) | (idle & -idle)
            rank = around << 12 | v
            while bits:
                low = bits & -bits
                order.append((low.bit_length() - 1) << 24 | rank)
                bits ^= low
        if lone >= 0:
            order.append((lone_price.bit_length() - 1) << 24 | 4095 << 12 | lone)
        order.sort()
        return [(code & 4095, code >> 24) for code in order]

    def _first_move(self) -> tuple[int, int]:
        """The first move `_moves` lists, found without listing them: its least number is
        each vertex's smallest allowed one (a vertex's first move writes that, whether or not an
        empty neighbour may write it), and a vertex with no empty neighbour comes after every
        other of the same number, as there."""
        masks, full, neighbour_bits, empty = self.masks, self.full, self.neighbour_bits, self.empty_bits
        least = -1
        for v in self.empties:
            allowed = full[v] & ~masks[v]
            code = (allowed & -allowed).bit_length() << 24 | (4095 - (neighbour_bits[v] & empty).bit_count()) << 12 | v
            if least < 0 or code < least:
                least = code
        return least & 4095, (least >> 24) - 1

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
        if not self.open_edges:
            return apart(empties, self.masks, self.full)
        if len(empties) <= 2:
            return last_two(empties, self.masks, self.full, self.neighbour_sets)
        self.nodes += 1
        if self.open_edges <= FEW_EDGES:
            value = self.few_values.get(self.key)
            if value is None:
                # working it out costs more than the bounds, which often settle the window
                lower, upper = bounds(empties, self.masks, self.full, self.numbers, self.neighbours,
                                      self.neighbour_bits, self.empty_bits)
                if upper <= alpha:
                    return upper
                if lower >= beta:
                    return lower
                value = self.few_values[self.key] = self._few_edges()
            return value
        if self.nodes > self.next_check:
            self._checkpoint()
        depth = len(empties)
        if depth >= CANONICAL_FROM:
            key, frame = self._canonical()
        else:
            key, frame = self.key, 0
        entry = self.table.get(key)
        first = None
        if entry is not None:
            lower, upper, first = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            if frame and first is not None:
                first = (self.inverses[frame][first[0]], first[1])
        else:
            # a table entry holds these bounds already (they are stored with it)
            lower, upper = bounds(empties, self.masks, self.full, self.numbers, self.neighbours,
                                  self.neighbour_bits, self.empty_bits)
            if upper <= alpha:
                return upper
            if lower >= beta:
                return lower
        alpha0 = alpha
        best, best_move = -INFINITY, None
        stabilizer = self.stabilizer
        masks, numbers, reach, shifted = self.masks, self.numbers, self.reach, self.shifted
        offsets, neighbour_bits, few_values = self.offsets, self.neighbour_bits, self.few_values
        key_here, empty_here, open_here = self.key, self.empty_bits, self.open_edges
        few_children = len(empties) > 3         # children with more than two empty vertices
        # The table's move first, else the first of `_moves`, before the others are listed:
        # most searches end on it (the Chvatal report: 75,000 of the 87,000 positions expanded).
        tried, moves = None, [first if first is not None else self._first_move()]
        while True:
            for v, k in moves:
                if tried and (v, k) in tried:
                    continue
                if stabilizer and any(p[v] < v for p in stabilizer):
                    continue            # a symmetry of this position maps the move onto one tried already
                index = empties.index(v)
                empties.pop(index)
                # _play and _undo written out: this loop is where the solver spends its time
                numbers[v] = k
                bit = 1 << k
                child_key = key_here + shifted[v][0] - (masks[v] << offsets[v])
                gained = []
                # only empty neighbours' masks: a filled vertex's mask is read again only once
                # it is empty again, after every move made since is taken back
                for w in reach[v][k]:
                    if not masks[w] & bit and not numbers[w]:
                        masks[w] |= bit
                        gained.append(w)
                        child_key += shifted[w][k]
                self.key = child_key
                self.empty_bits = empty_here ^ (1 << v)
                child_open = self.open_edges = open_here - (neighbour_bits[v] & empty_here).bit_count()
                if few_children and 0 < child_open <= FEW_EDGES:
                    # a value worked out before, without the call
                    value = few_values.get(child_key)
                    if value is None:
                        value = -k - self._search(-k - beta, -k - alpha)
                    else:
                        self.nodes += 1
                        value = -k - value
                elif stabilizer:
                    self.stabilizer = [p for p in stabilizer if p[v] == v]
                    value = -k - self._search(-k - beta, -k - alpha)
                    self.stabilizer = stabilizer
                else:
                    value = -k - self._search(-k - beta, -k - alpha)
                for w in gained:
                    masks[w] ^= bit
                numbers[v] = 0
                self.key = key_here
                self.empty_bits = empty_here
                self.open_edges = open_here
                empties.insert(index, v)
                if value > best:
                    best, best_move = value, (v, k)
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            else:
                if tried is None:       # no cut-off from those: the rest
                    tried, moves = moves, self._moves()
                    continue
            break
        if frame:
            best_move = (self.group[frame][best_move[0]], best_move[1])
        if best <= alpha0:
            # every move failed low: the best of them says nothing, keep the move known before
            upper = min(upper, best)
            best_move = entry[2] if entry is not None else None
        elif best >= beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.table[key] = (lower, upper, best_move)
        return best

    def _few_edges(self) -> int:
        """The value of a position with at most FEW_EDGES edges between empty vertices, by
        endgame.few_edges: the lone vertices' smallest numbers and the pieces' allowed numbers."""
        masks, full, neighbour_bits, empty = self.masks, self.full, self.neighbour_bits, self.empty_bits
        costs = []
        ends = []           # the vertices with one empty neighbour
        middle = -1         # the vertex with two (the middle of a path of three), if any
        for v in self.empties:
            links = neighbour_bits[v] & empty
            if not links:
                allowed = full[v] & ~masks[v]
                costs.append((allowed & -allowed).bit_length() - 1)
            elif links & (links - 1):
                middle = v
            else:
                ends.append(v)
        costs.sort()
        a, b = full[ends[0]] & ~masks[ends[0]], full[ends[1]] & ~masks[ends[1]]
        if middle >= 0:
            parts = (path(a, full[middle] & ~masks[middle], b),)
        elif len(ends) == 2:
            parts = (edge(a, b),)
        else:           # two edges apart: the first end's partner is among the others
            partner = ends[1] if neighbour_bits[ends[0]] >> ends[1] & 1 else \
                ends[2] if neighbour_bits[ends[0]] >> ends[2] & 1 else ends[3]
            pair = [x for x in ends if x != ends[0] and x != partner]
            first = edge(full[ends[0]] & ~masks[ends[0]], full[partner] & ~masks[partner])
            second = edge(full[pair[0]] & ~masks[pair[0]], full[pair[1]] & ~masks[pair[1]])
            parts = (first, second) if first <= second else (second, first)
        return few_edges(tuple(costs), parts, self.few_table)

    def _table_move(self) -> tuple[int, int] | None:
        """The table's best move for the loaded position, in its own vertex numbers."""
        key, frame = self._canonical() if len(self.empties) >= CANONICAL_FROM else (self.key, 0)
        entry = self.table.get(key)
        if entry is None or entry[2] is None:
            return None
        v, k = entry[2]
        return self.inverses[frame][v], k


__all__ = ["CANONICAL_FROM", "CHECK_EVERY", "FEW_EDGES", "INFINITY", "PositionSearch", "SearchStopped", "SearchTooBig"]
