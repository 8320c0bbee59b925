"""A Constitution move named as a player would: where the piece landed (the state it stands in,
or the states whose border it is on) and the states the move won, e.g. "in western Texas · won
Texas (38)". The lattice notation ("16,18") stays for records and the command line; the move
list picks the richest wording that fits its row (`row_labels`), the status line a sentence
(`move_sentence`). Pure Python: no drawing here."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.engines.constitution.board import point_to_screen
from game.engines.constitution.mapdata import cell_corners

# directions within a state, counter-clockwise from east (screen y points north on the map)
COMPASS = ("eastern", "north-eastern", "northern", "north-western",
           "western", "south-western", "southern", "south-eastern")
BIG_STATE = 10            # cells from which a state is large enough to tell its parts apart
CENTRAL = 0.3             # within this share of a state's reach from its middle: "central"
SENTENCE_CHARS = 64       # the status line wraps in a narrow box: sentences longer than this shrink

_MIDDLES: dict[int, tuple[object, dict]] = {}


@dataclass(frozen=True)
class Place:
    """Where a point is, from the richest wording to the barest: `phrases` read after a verb
    ("in western Texas", "on the Texas–Oklahoma border"), `names` stand alone ("Texas", "TX")."""

    phrases: tuple[str, ...]
    names: tuple[str, ...]


@dataclass(frozen=True)
class MoveWords:
    """One move in words: who made it, what kind of move it was, where, and what it won."""

    mover: int
    kind: str                          # "start", "move" or "pass"
    place: Place | None
    won: tuple[str, ...]               # wordings of the states won, richest first; () for none
    inside_won: bool = False           # the piece stands inside a state it won


def _region_middles(board) -> dict[int, tuple[float, float, float]]:
    """Per region: its middle (x, y) and its reach (the farthest cell middle), lattice units."""
    cached = _MIDDLES.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    centres: dict[int, list[tuple[float, float]]] = {}
    for c, cell in enumerate(board.cells):
        corners = [point_to_screen(p) for p in cell_corners(cell)]
        centre = (sum(x for x, _ in corners) / 3, sum(y for _, y in corners) / 3)
        centres.setdefault(board.cell_region[c], []).append(centre)
    middles = {}
    for r, points in centres.items():
        mx = sum(x for x, _ in points) / len(points)
        my = sum(y for _, y in points) / len(points)
        reach = max(math.hypot(x - mx, y - my) for x, y in points) or 1.0
        middles[r] = (mx, my, reach)
    _MIDDLES[id(board)] = (board, middles)    # boards are shared and never change: kept
    return middles


def _part_of_state(board, region: int, point) -> str:
    """"western", "central"... for a point inside a big state; "" for a small one."""
    if board.region_size[region] < BIG_STATE:
        return ""
    mx, my, reach = _region_middles(board)[region]
    x, y = point_to_screen(point)
    dx, dy = x - mx, y - my
    if math.hypot(dx, dy) < CENTRAL * reach:
        return "central"
    sector = round(math.atan2(dy, dx) / (math.pi / 4)) % 8
    return COMPASS[sector]


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def place_of(board, point, first=()) -> Place:
    """How a player names the lattice point `point` on `board`'s map; of the regions meeting
    there, those in `first` (the states the move won) are named first."""
    point = tuple(point)
    if point == tuple(board.points[board.white_house]):
        return Place(("at the White House",), ("White House", "DC"))
    index = board.point_index[point]
    count: dict[int, int] = {}
    mask = board.point_cells[index]
    while mask:
        c = (mask & -mask).bit_length() - 1
        mask &= mask - 1
        count[board.cell_region[c]] = count.get(board.cell_region[c], 0) + 1
    # the states won first, then the region with most cells at the point (then map order)
    regions = sorted(count, key=lambda r: (r not in first, -count[r], r))
    names = [board.region_names[r] for r in regions]
    codes = [board.region_codes[r] for r in regions]
    if len(regions) == 1:
        part = _part_of_state(board, regions[0], point)
        phrases = ((f"in {part} {names[0]}",) if part else ()) + (f"in {names[0]}",)
        return Place(phrases, (names[0], codes[0]))
    if len(regions) == 2:
        phrase = f"on the {names[0]}–{names[1]} border"
    else:
        phrase = f"where {_joined(names)} meet"
    return Place((phrase,), ("–".join(names), f"{names[0]} border", "–".join(codes)))


def won_wordings(board, regions: list[int]) -> tuple[str, ...]:
    """The states `regions` as a move's gain, richest first: "won Texas (38) and Oklahoma (7)",
    "won TX 38, OK 7", "+TX +OK", "won 2 states"; () when nothing was won."""
    if not regions:
        return ()
    regions = sorted(regions, key=lambda r: (-board.region_size[r], r))
    full = _joined([f"{board.region_names[r]} ({board.region_size[r]})" for r in regions])
    codes = ", ".join(f"{board.region_codes[r]} {board.region_size[r]}" for r in regions)
    plus = " ".join(f"+{board.region_codes[r]}" for r in regions)
    count = f"won {len(regions)} state{'s' if len(regions) > 1 else ''}"
    return (f"won {full}", f"won {codes}", plus, count)


def describe_move(before, after) -> MoveWords:
    """The move that led from state `before` to state `after` (consecutive positions), in words."""
    mover = before.current_player()
    board = before.board
    if not before.started:
        point = after.piece_positions()[mover]
        return MoveWords(mover, "start", place_of(board, point), ())
    point = after.piece_positions()[mover]
    if point is None or point == before.piece_positions()[mover]:
        return MoveWords(mover, "pass", None, ())
    won = [r for r, (w0, w1) in enumerate(zip(before.winner, after.winner)) if w0 != mover and w1 == mover]
    regions = board.point_regions[board.point_index[tuple(point)]]
    inside_won = len(regions) == 1 and regions[0] in won
    return MoveWords(mover, "move", place_of(board, point, won), won_wordings(board, won), inside_won)


def row_labels(words: MoveWords) -> list[str]:
    """The move list's wordings of a move, richest first (the list shows the first that fits
    its row; the dot before it shows who moved)."""
    if words.kind == "pass":
        return ["passes"]
    place = words.place
    border = place.phrases[0].startswith(("on the", "where"))      # states meet at the point
    bare = f"{place.names[-1]} border" if border else place.names[-1]   # "AL–MS border", not "AL–MS"
    if words.kind == "start":
        if place.phrases[0].startswith("at "):
            by_name = []                                            # the White House says itself
        elif border:
            by_name = [f"starts on the {n}" if n.endswith(" border") else f"starts on the {n} border"
                       for n in place.names]
        else:
            by_name = [f"starts in {n}" for n in place.names]
        shortest = [f"starts at {place.names[-1]}"] if border else []     # "starts at NY–VT"
        return list(dict.fromkeys([f"starts {p}" for p in place.phrases] + by_name + shortest + [bare]))
    wordings = list(place.phrases) + list(place.names[:-1]) + [bare]
    won = words.won
    if not won:
        return wordings
    # the states won say where well enough: they come before the barest place names
    first, codes = place.names[0], place.names[-1]
    if words.inside_won:
        # "in Ohio · won Ohio (18)" says Ohio twice: the state won alone is the short form
        return [f"{place.phrases[0]} · {won[0]}", *won]
    return [f"{place.phrases[0]} · {won[0]}", f"{first} · {won[0]}", f"{first} · {won[1]}", won[0],
            f"{codes} · {won[1]}", won[1], f"{codes} · {won[2]}", won[2], won[3]]


def move_sentence(words: MoveWords, name: str) -> str:
    """The move as one line for the status box: "Blue → in western Texas · won Texas (38)"."""
    if words.kind == "pass":
        return f"{name} passes"
    place = words.place
    if words.kind == "start":
        return f"{name} starts {place.phrases[0]}"
    candidates = [f"{name} → {p} · {w}" for p in place.phrases + place.names[:1] for w in words.won[:2]]
    candidates = candidates or [f"{name} → {p}" for p in place.phrases + place.names[:1]]
    return next((text for text in candidates if len(text) <= SENTENCE_CHARS), candidates[-1])
