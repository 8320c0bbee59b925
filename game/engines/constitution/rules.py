"""Constitution: the rules (seed: shared/seeds/constitution.txt; gaps settled in rulings.md).

Two rule sets, chosen with the option `rules`:

* "classic"  - the post of 2021-01-20 (Maine and Nebraska special; a player with no move
               has finished for good);
* "revised"  - the update of 2021-07-25 (default): no moving next to the opponent's
               support, the White House exception, no staying put, forced passes.

Moves (plain values):

* a point `(x, y)` of the lattice: move your piece there (or, before the first move, the
  second player's choice of starting point among the two drawn from the seed);
* `"pass"`: the forced pass of the revised rules (the only legal move when you have none).

Support is kept as two Python ints used as bitsets over the cells of the Board (board.py),
so a whole random game takes a few milliseconds.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.datafile import DataFileError, Fields
from game.core.rng import stream
from game.core.state import TERMINAL, Game, GameOption, GameState, IllegalMove, Outcome
from game.engines.constitution.board import (
    DEFAULT_MAP, DIRECTION_NAMES, DIRECTIONS, ELECTORS_TO_WIN, STATES_TO_WIN, Board, aligned,
    board_for_map, board_for_option, point_to_screen,
)
from game.engines.constitution.mapdata import BoardMap, Cell, Point

CLASSIC = "classic"
REVISED = "revised"
RULE_SETS = (REVISED, CLASSIC)
PASS = "pass"
_PASS_INDEX = -1          # the pass move inside the cached legal list
_NO_POINT = -1            # piece position before the starting points are chosen

REASON_ELECTORAL_COLLEGE = "won in the electoral college: 270 or more electors"
REASON_HOUSE = "won in the House: 26 or more of the 50 states"
REASON_SENATE = "won in the Senate: finished on the White House"
REASON_DRAW = "draw: nobody has 270 electors, 26 states or the White House"


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
        self.pos = [_NO_POINT, _NO_POINT]
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
        return self.pos[0] != _NO_POINT

    def legal_moves(self) -> list:
        if self.to_move == TERMINAL:
            return []
        legal = self.legal
        if legal and legal[0] == _PASS_INDEX:
            return [PASS]
        points = self.board.points
        return [points[q] for q in legal]

    def legal_destinations(self) -> list[Point]:
        """Points the player to move may go to (the two starting points before the first move)."""
        if self.to_move == TERMINAL or (self.legal and self.legal[0] == _PASS_INDEX):
            return []
        return [self.board.points[q] for q in self.legal]

    def destinations(self, player: int) -> list[int]:
        """Legal destination point indices of `player`, were it their turn (no pass, no start)."""
        if not self.started:
            return []
        if self.classic:
            return self._classic_destinations(player)
        return self._revised_destinations(player)

    def _classic_destinations(self, player: int) -> list[int]:
        """Classic rules: "The pieces move in straight lines in any of the six directions ...
        any distance across water ... can jump over the other piece, but they can only land on
        a corner of one of the 538 cells." and "you can only make a move if you thereby win
        support from at least one undecided cell." Staying put is not forbidden, so it is legal
        whenever it gains a cell (only possible on a player's first move)."""
        board = self.board
        point_cells = board.point_cells
        support = self.support
        undecided = board.all_cells ^ (support[0] | support[1])
        here = self.pos[player]
        out = [q for q in board.reach[here] if point_cells[q] & undecided]
        if point_cells[here] & undecided:
            out.append(here)
        return out

    def _revised_destinations(self, player: int) -> list[int]:
        """Revised rules: as classic, but "prohibit moving to a corner of a cell that supports
        your opponent"; "you can go to the White House from any point aligned with it,
        regardless of the support situation in the neighborhood, only provided your opponent
        isn't already there"; and you may not stay where you are."""
        board = self.board
        point_cells = board.point_cells
        support = self.support
        undecided = board.all_cells ^ (support[0] | support[1])
        opponent_support = support[1 - player]
        here = self.pos[player]
        out = [q for q in board.reach[here]
               if point_cells[q] & undecided and not point_cells[q] & opponent_support]
        white_house = board.white_house
        if board.white_house_aligned[here] and self.pos[1 - player] != white_house and white_house not in out:
            out.append(white_house)
        return out

    def is_legal_destination(self, player: int, q: int) -> bool:
        """The move rules one by one (slow, for tests and explanations; `destinations` is the fast path)."""
        here = self.pos[player]
        if not is_straight_line_move(self.board, here, q) and not (self.classic and q == here):
            return False
        if not self.classic:
            if q == here:
                return False                     # revised: no staying where you are
            if white_house_exception_applies(self, player, q):
                return True
            if touches_opponent_support(self, player, q):
                return False
        return gains_undecided_cell(self, q)

    # ---- playing ----------------------------------------------------------------------
    def apply(self, move) -> None:
        if self.to_move == TERMINAL:
            raise IllegalMove("constitution: the game is over")
        player = self.to_move
        if move == PASS:
            if self.legal != [_PASS_INDEX]:
                raise IllegalMove("constitution: you may pass only when you have no legal move")
            self.passed[player] = True
            self.ply += 1
            self._advance(player)
            return
        try:
            q = self.board.point_index[(move[0], move[1])]
        except (KeyError, TypeError, IndexError):
            raise IllegalMove(f"constitution: {move!r} is not a corner of a cell") from None
        if q not in self.legal or self.legal[0] == _PASS_INDEX:
            raise IllegalMove(f"constitution: {self.board.points[q]} is not a legal move here")
        self.ply += 1
        if not self.started:
            choose_starting_point(self, q)
            self._advance(1)
            return
        self.passed[player] = False
        move_piece(self, player, q)
        self._advance(player)

    def _advance(self, mover: int) -> None:
        """Whose turn is next, passes, finishing and the end of the game (see the rules
        functions `next_turn_classic` and `next_turn_revised`)."""
        if settled_by_electors(self):
            self._end()
            return
        if self.classic:
            next_turn_classic(self, mover)
        else:
            next_turn_revised(self, mover)

    def _end(self) -> None:
        self.to_move = TERMINAL
        self.legal = []

    # ---- the end ----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.to_move != TERMINAL:
            return None
        return decide_winner(self)

    def heuristic(self, player: int) -> float:
        from game.engines.constitution.heuristic import evaluate
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
        return [self.board.points[p] if p != _NO_POINT else None for p in self.pos]

    def start_choices(self) -> list[Point]:
        return [self.board.points[q] for q in self.start_points]

    @property
    def white_house(self) -> Point:
        return self.board.points[self.board.white_house]

    def must_pass(self) -> bool:
        return self.legal == [_PASS_INDEX]

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
        if move == PASS:
            return PASS
        x, y = move
        if not self.started:
            return f"start {x},{y}"
        return f"{x},{y}"

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

    # ---- storage ----------------------------------------------------------------------
    def to_data(self) -> dict:
        points = self.board.points
        return {
            "options": dict(self.options),
            "seed": self.seed,
            "starts": [list(points[q]) for q in self.start_points],
            "positions": [list(points[p]) if p != _NO_POINT else [] for p in self.pos],
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
        options = dict(f.get("options", {}, dict))
        check_options(options)
        board = board_for_option(options.get("map"))
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
        state.pos = [point(f"positions[{i}]", p) if p != [] else _NO_POINT for i, p in enumerate(positions)]
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
            r = board.region_index[code]
            state.winner[r] = seat
            if not (state.classic and r in board.special_regions):
                state.won_size[seat] += board.region_size[r]
            if board.region_is_state[r]:
                state.states_won[seat] += 1
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
            state._advance(1 - state.to_move)
        elif state.to_move != 1:
            raise f.fail("to_move", "must be 1 while the starting point is being chosen")
        return state


# =====================================================================================
# The rules, one function each
# =====================================================================================

def is_straight_line_move(board: Board, here: int, q: int) -> bool:
    """"The pieces move in straight lines in any of the six directions defined by the sides
    of the cells. Pieces can move any distance across water ... and can jump over the other
    piece, but they can only land on a corner of one of the 538 cells." (Every point of the
    board is a corner of a cell, so landing on it is allowed.)"""
    return q != here and aligned(board.points[here], board.points[q])


def gains_undecided_cell(state: ConstitutionState, q: int) -> bool:
    """"You can only make a move if you thereby win support from at least one undecided cell.
    In other words, you can only move to a point that has an undecided cell in its neighborhood.\""""
    support = state.support
    return bool(state.board.point_cells[q] & ~(support[0] | support[1]))


def touches_opponent_support(state: ConstitutionState, player: int, q: int) -> bool:
    """Revised rules: "prohibit moving to a corner of a cell that supports your opponent.\""""
    return bool(state.board.point_cells[q] & state.support[1 - player])


def white_house_exception_applies(state: ConstitutionState, player: int, q: int) -> bool:
    """Revised rules: "you can go to the White House from any point aligned with it,
    regardless of the support situation in the neighborhood, only provided your opponent
    isn't already there." (You may still not stay there: the rulings forbid staying put.)"""
    board = state.board
    here = state.pos[player]
    return (q == board.white_house and here != q and aligned(board.points[here], board.points[q])
            and state.pos[1 - player] != q)


def choose_starting_point(state: ConstitutionState, q: int) -> None:
    """"Two such points are taken randomly as starting points ... One player chooses one of
    those two points as their starting point, and the other player makes the first move from
    the other one." Rulings: the second player (seat 1) chooses; seat 0 starts from the other
    point and moves first. Choosing takes no support."""
    a, b = state.start_points
    state.pos[1] = q
    state.pos[0] = b if q == a else a


def move_piece(state: ConstitutionState, player: int, q: int) -> None:
    """Steps 1-3 of a move: move the piece, take the undecided cells around the destination
    ("All undecided cells that have a corner in the point you moved to become your
    supporters"), then win every region where you now have at least half of the cells."""
    board = state.board
    support = state.support
    state.pos[player] = q
    gained = board.point_cells[q] & ~(support[0] | support[1])
    if not gained:
        return                      # the White House exception: nothing to take
    support[player] |= gained
    mine = support[player]
    winner = state.winner
    for r in board.point_regions[q]:
        if winner[r] < 0 and 2 * (mine & board.region_mask[r]).bit_count() >= board.region_size[r]:
            win_region(state, player, r)
            mine = support[player]
    update_electors(state)


def reaches_half(state: ConstitutionState, player: int, r: int) -> bool:
    """"If you thereby obtain support from at least half of the cells in a region ..., you win
    that region." Rulings: at least half, so a region of 4 cells is won with 2."""
    board = state.board
    return 2 * (state.support[player] & board.region_mask[r]).bit_count() >= board.region_size[r]


def win_region(state: ConstitutionState, player: int, r: int) -> None:
    """"When you win a region other than Maine (ME) or Nebraska (NE), all cells in the region
    become your supporters, even those that earlier supported your opponent. If you win Maine or
    Nebraska, you obtain support from all previously undecided cells, but your opponent keeps any
    support they already had." (classic). Under the revised rules ME and NE are ordinary."""
    board = state.board
    support = state.support
    mask = board.region_mask[r]
    if state.classic and r in board.special_regions:
        support[player] |= mask & ~(support[0] | support[1])
    else:
        support[player] |= mask
        support[1 - player] &= ~mask
        state.won_size[player] += board.region_size[r]
    state.winner[r] = player
    if board.region_is_state[r]:
        state.states_won[player] += 1


def update_electors(state: ConstitutionState) -> None:
    """"Electors are cells in regions that have been won by the player, as well as any cells
    supporting the player in Maine and Nebraska regardless of who, if any player, has won those
    states." (classic). Under the revised rules only won regions count."""
    if state.classic:
        special = state.board.special_mask
        state.electors[0] = state.won_size[0] + (state.support[0] & special).bit_count()
        state.electors[1] = state.won_size[1] + (state.support[1] & special).bit_count()
    else:
        state.electors[0] = state.won_size[0]
        state.electors[1] = state.won_size[1]


def settled_by_electors(state: ConstitutionState) -> bool:
    """Early end (rulings): "Once a player has 270 electors, the outcome of the game is already
    clear", so the game ends at once."""
    return state.electors[0] >= ELECTORS_TO_WIN or state.electors[1] >= ELECTORS_TO_WIN


def settled_by_states_classic(state: ConstitutionState) -> bool:
    """Classic early end: "The same is true if nobody has 270 electors but one player has won
    26 states and the other is already out of moves." (Not under the revised rules, where a
    player out of moves may move again later.)"""
    return ((state.states_won[0] >= STATES_TO_WIN and state.finished[1])
            or (state.states_won[1] >= STATES_TO_WIN and state.finished[0]))


def next_turn_classic(state: ConstitutionState, mover: int) -> None:
    """Classic: "eventually one player will run out of move options. When this happens, that
    player has finished playing, and their piece will remain where it is. Their opponent must then
    keep playing as long as they have move options ... When no player can make any more moves, the
    game is over.\""""
    other = 1 - mover
    if not state.finished[other]:
        moves = state._classic_destinations(other)
        if moves:
            state.to_move, state.legal = other, moves
            return
        state.finished[other] = True
    if settled_by_states_classic(state):
        state._end()
        return
    moves = state._classic_destinations(mover)
    if moves:
        state.to_move, state.legal = mover, moves
        return
    state.finished[mover] = True
    state._end()


def next_turn_revised(state: ConstitutionState, mover: int) -> None:
    """Revised: "Just because you can't move at the moment no longer means you have finished
    playing". Rulings: a player with no legal move passes (a forced `pass`, their only move) and
    moves again later if a move opens; the game ends when neither player can move."""
    other = 1 - mover
    moves = state._revised_destinations(other)
    if moves:
        state.to_move, state.legal = other, moves
        return
    if state._revised_destinations(mover):
        state.to_move, state.legal = other, [_PASS_INDEX]
        return
    state.finished = [True, True]
    state._end()


def decide_winner(state: ConstitutionState) -> Outcome:
    """"The winning conditions, in order of priority": 1. 270 or more electors ("in the
    electoral college"); 2. at the end, 26 or more of the 50 states, DC not a state ("in the
    house"); 3. a piece that finishes on the White House ("in the senate"); else a draw.
    Scores are the electors of each seat."""
    electors = state.electors
    scores = (float(electors[0]), float(electors[1]))
    for seat in (0, 1):
        if electors[seat] >= ELECTORS_TO_WIN:
            return Outcome(scores, (seat,), REASON_ELECTORAL_COLLEGE)
    for seat in (0, 1):
        if state.states_won[seat] >= STATES_TO_WIN:
            return Outcome(scores, (seat,), REASON_HOUSE)
    for seat in (0, 1):
        if state.pos[seat] == state.board.white_house:
            return Outcome(scores, (seat,), REASON_SENATE)
    return Outcome(scores, (), REASON_DRAW)


# ---- notation ----------------------------------------------------------------------------
_POINT_RE = re.compile(r"^\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?$")
_DIRECTION_RE = re.compile(r"^(NE|NW|SE|SW|E|W)\s*(\d+)$", re.IGNORECASE)


def parse_move(state: ConstitutionState, text: str):
    """Text -> move value (not yet checked for legality). Raises IllegalMove on bad text."""
    raw = text
    text = text.strip()
    if text.lower() == PASS:
        return PASS
    if text.lower().startswith("start"):
        if state.started:
            raise IllegalMove(f"constitution: '{raw.strip()}': the starting point is already chosen")
        rest = text[5:].strip()
        if rest in ("1", "2"):
            return state.board.points[state.start_points[int(rest) - 1]]
        text = rest
    match = _POINT_RE.match(text)
    if match:
        return (int(match.group(1)), int(match.group(2)))
    match = _DIRECTION_RE.match(text)
    if match and state.started and state.to_move >= 0:
        dx, dy = DIRECTIONS[DIRECTION_NAMES.index(match.group(1).upper())]
        distance = int(match.group(2))
        x, y = state.board.points[state.pos[state.to_move]]
        return (x + dx * distance, y + dy * distance)
    raise IllegalMove(f"constitution: cannot read the move '{raw.strip()}' (try x,y, NE3, pass or start 1)")


# ---- setup -------------------------------------------------------------------------------
def check_options(options: dict) -> None:
    rules = options.get("rules", REVISED)
    if rules not in RULE_SETS:
        raise DataFileError(None, "options.rules", f"must be one of {', '.join(map(repr, RULE_SETS))}, not {rules!r}")
    map_option = options.get("map", DEFAULT_MAP)
    if not isinstance(map_option, str):
        raise DataFileError(None, "options.map", f"must be a map file path, not {map_option!r}")


def draw_start_points(board: Board, seed: int) -> tuple[int, int]:
    """Rulings: two distinct, non-collinear corner points drawn from the game's seed."""
    rng = stream(seed, "constitution", "start")
    points = board.points
    first = rng.randrange(len(points))
    others = [q for q in range(len(points)) if not aligned(points[first], points[q])]
    if not others:
        raise ValueError(f"map {board.board_map.source}: no two corner points off one line to start from")
    return first, rng.choice(others)


def explicit_start_points(board: Board, starts) -> tuple[int, int]:
    """The `starts` option (levels and tests): two distinct, non-collinear corner points."""
    key = "options.starts"
    if not isinstance(starts, (list, tuple)) or len(starts) != 2:
        raise DataFileError(None, key, f"must list two points like [[3, 4], [10, 2]], not {starts!r}")
    indices = []
    for i, value in enumerate(starts):
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise DataFileError(None, f"{key}[{i}]", f"must be a point [x, y], not {value!r}")
        point = (value[0], value[1])
        if point not in board.point_index:
            raise DataFileError(None, f"{key}[{i}]", f"{list(point)} is not a corner of a cell")
        indices.append(board.point_index[point])
    if aligned(board.points[indices[0]], board.points[indices[1]]):
        raise DataFileError(None, key, "the two starting points must be distinct and not on one line")
    return indices[0], indices[1]


def new_state(board: Board, options: dict | None = None, seed: int = 0) -> ConstitutionState:
    options = dict(options or {})
    options.setdefault("rules", REVISED)
    check_options(options)
    if "starts" in options:
        starts = explicit_start_points(board, options["starts"])
    else:
        starts = draw_start_points(board, seed)
    return ConstitutionState(board, options, seed, starts)


def state_for_map(board_map: BoardMap, options: dict | None = None, seed: int = 0) -> ConstitutionState:
    """A new game on an in-memory map (tests, editors); the map is cached under its source."""
    board = board_for_map(board_map)
    options = dict(options or {})
    options["map"] = board_map.source
    return new_state(board, options, seed)


class ConstitutionGame(Game):
    name = "constitution"
    title = "Constitution"
    min_players = 2
    max_players = 2
    rules_page = "docs/rules/constitution.md"

    def options(self) -> list[GameOption]:
        return [
            GameOption("rules", "Rules", REVISED, RULE_SETS,
                       "revised (2021-07-25): no moving next to your opponent's support, the White House "
                       "exception, passes; classic (2021-01-20): Maine and Nebraska special, no passes"),
            GameOption("map", "Map", DEFAULT_MAP, (), "the map file (levels/constitution/usa.toml)"),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> ConstitutionState:
        options = {**self.default_options(), **(options or {})}
        check_options(options)
        return new_state(board_for_option(options.get("map")), options, seed)

    def state_class(self) -> type[GameState]:
        return ConstitutionState

    def bot_presets(self) -> dict[str, str]:
        return {"easy": "greedy:noise=0.35", "normal": "mcts:0.5s", "hard": "mcts:2s"}


GAME = ConstitutionGame()
ConstitutionState.game = GAME
