"""Constitution position notation (docs/notation/constitution.md): one line of sections
separated by `/`, for example

    classic usa / 1: 14,6 / 2: 12,7 finished / regions: CA=1 TX=2 ME=1:1121 OH:100200000000000000 / to move: 1

the rules and the map; each player's piece (`1:`, `2:`) with `passed` / `finished` when they
apply, or `start:` and the two points drawn before the second player has chosen; `regions:`
every region that has support (`CA=1` won by player 1 with all its cells, `OH:...` contested with
its cells as digits in the map file's order, `ME=1:...` a classic Maine or Nebraska won with the
other player's cells kept); then `to move: 1`, `to move: 2` or `over`.

`format_position` writes it; `read_position` reads its form (the map, the points, the regions
and their cells) into a `PositionText`, raising ValueError that names the faulty part; the state
(state.py) then checks it against the turns: who can move, who has finished, whether it is over.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from game.core.state import TERMINAL
from game.engines.constitution.board import CLASSIC, Board, board_for_option

MAP_FOLDER = "levels/constitution/"
_MAP_NAME_RE = re.compile(r"[A-Za-z0-9_-]+")
_POINT_RE = re.compile(r"\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?")
_REGION_RE = re.compile(r"([A-Za-z0-9_]+)(?:=([0-9]+))?(?::([0-9]*))?")
_FLAGS = ("passed", "finished")


# ---- writing ------------------------------------------------------------------------------

def map_name(map_option: str) -> str:
    """`usa` for levels/constitution/usa.toml; any other map as its option in double quotes."""
    if map_option.startswith(MAP_FOLDER) and map_option.endswith(".toml"):
        name = map_option[len(MAP_FOLDER):-len(".toml")]
        if _MAP_NAME_RE.fullmatch(name):
            return name
    return f'"{map_option}"'


def point_text(point) -> str:
    return f"{point[0]},{point[1]}"


def region_cells(board: Board, r: int) -> range:
    """The cells of region r in the map file's order (board.py numbers cells region by region)."""
    first = (board.region_mask[r] & -board.region_mask[r]).bit_length() - 1
    return range(first, first + board.region_size[r])


def region_token(state, r: int) -> str | None:
    """One region as text (see the module docstring), or None when nobody supports any cell."""
    board = state.board
    mask = board.region_mask[r]
    mine = [state.support[0] & mask, state.support[1] & mask]
    winner = state.winner[r]
    code = board.region_codes[r]
    if winner >= 0 and mine[winner] == mask:
        return f"{code}={winner + 1}"
    if not (mine[0] | mine[1]):
        return None
    digits = "".join("1" if mine[0] >> c & 1 else "2" if mine[1] >> c & 1 else "0" for c in region_cells(board, r))
    return f"{code}={winner + 1}:{digits}" if winner >= 0 else f"{code}:{digits}"


def format_position(state) -> str:
    board = state.board
    parts = [f"{state.options['rules']} {map_name(state.options['map'])}"]
    if not state.started:
        a, b = (point_text(board.points[q]) for q in state.start_points)
        parts.append(f"start: {a} or {b}")
    else:
        for seat in (0, 1):
            flags = [flag for flag, on in zip(_FLAGS, (state.passed[seat], state.finished[seat])) if on]
            parts.append(" ".join([f"{seat + 1}: {point_text(board.points[state.pos[seat]])}", *flags]))
        tokens = [t for t in (region_token(state, r) for r in range(len(board.region_codes))) if t]
        parts.append(" ".join(["regions:", *tokens]))
    parts.append("over" if state.to_move == TERMINAL else f"to move: {state.to_move + 1}")
    return " / ".join(parts)


# ---- reading ------------------------------------------------------------------------------

@dataclass
class PositionText:
    """What a position text says, read for form but not yet checked against the turns."""

    options: dict
    board: Board
    start_points: tuple[int, int] | None      # before the start: the two points drawn
    pos: list[int]                            # each piece's point (after the start)
    flags: list[set[str]]                     # per seat: "passed", "finished"
    support: list[int]                        # per seat: a bitset of cells
    winners: dict[int, int]                   # region index -> seat
    to_move: int                              # 0, 1 or TERMINAL


def fail(fault: str) -> ValueError:
    return ValueError(f"constitution: position: {fault}")


def split_sections(text: str) -> list[str]:
    """The sections between `/`, keeping a quoted map name (which may hold `/`) whole."""
    sections, current, quoted = [], [], False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        if ch == "/" and not quoted:
            sections.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if quoted:
        raise fail('a map name opened with " is not closed')
    sections.append("".join(current).strip())
    return [s for s in sections if s]


def header_options(section: str, options: dict) -> dict:
    """`<rules> [<map>]` -> the options they set."""
    words = re.findall(r'"[^"]*"|\S+', section)
    if len(words) > 2:
        raise fail(f"'{section}' is not the rules and the map (like 'classic usa')")
    options = {**options, "rules": words[0].lower()}
    if len(words) == 2:
        name = words[1]
        if name.startswith('"'):
            options["map"] = name[1:-1]
        elif _MAP_NAME_RE.fullmatch(name):
            options["map"] = f"{MAP_FOLDER}{name}.toml"
        else:
            raise fail(f"'{name}' is not a map name (like 'usa', or a map file in double quotes)")
    return options


def read_point(board: Board, text: str, where: str) -> int:
    match = _POINT_RE.fullmatch(text.strip())
    if not match:
        raise fail(f"{where}: '{text.strip()}' is not a point x,y")
    point = (int(match.group(1)), int(match.group(2)))
    if point not in board.point_index:
        raise fail(f"{where}: {point_text(point)} is not a corner of a cell of this map")
    return board.point_index[point]


def read_piece(board: Board, text: str, seat: int) -> tuple[int, set[str]]:
    """`14,6`, maybe followed by `passed` and/or `finished`."""
    words = text.split()
    flags = set()
    while words and words[-1].lower() in _FLAGS:
        flags.add(words.pop().lower())
    if not words:
        raise fail(f"player {seat + 1}: the piece's point x,y is missing")
    return read_point(board, " ".join(words), f"player {seat + 1}"), flags


def read_starts(board: Board, text: str) -> tuple[int, int]:
    """`12,7 or 30,4`: the two points drawn, in order."""
    words = text.replace(" or ", " ").split()
    if len(words) != 2:
        raise fail(f"start: '{text}' is not two points like '12,7 or 30,4'")
    return read_point(board, words[0], "start"), read_point(board, words[1], "start")


def read_region(board: Board, classic: bool, token: str, support: list[int], winners: dict[int, int]) -> None:
    """One region of the `regions:` section into `support` and `winners`."""
    match = _REGION_RE.fullmatch(token)
    if not match or (match.group(2) is None and match.group(3) is None):
        raise fail(f"regions: '{token}' is not a region like CA=1 (won by player 1), OH:1002... (its cells) "
                   f"or ME=1:1121 (won, with its cells)")
    code, won, digits = match.groups()
    r = board.region_index.get(code, board.region_index.get(code.upper()))
    if r is None:
        raise fail(f"regions: '{code}' is not a region of this map")
    code = board.region_codes[r]
    if r in winners or any(support[seat] & board.region_mask[r] for seat in (0, 1)):
        raise fail(f"regions: {code} is given twice")
    if won is not None and won not in ("1", "2"):
        raise fail(f"regions: {token}: a region is won by player 1 or 2")
    cells = region_cells(board, r)
    if digits is None:
        support[int(won) - 1] |= board.region_mask[r]
        winners[r] = int(won) - 1
        return
    if len(digits) != len(cells) or set(digits) - set("012"):
        raise fail(f"regions: {code} has {len(cells)} cells, so it needs {len(cells)} digits 0, 1 or 2 "
                   f"after ':', not '{digits}'")
    for c, digit in zip(cells, digits):
        if digit != "0":
            support[int(digit) - 1] |= 1 << c
    half = [2 * digits.count(str(seat + 1)) >= len(cells) for seat in (0, 1)]
    if won is None:
        for seat in (0, 1):
            if half[seat]:
                raise fail(f"regions: {code}: player {seat + 1} has at least half of its cells, "
                           f"so it is won: write {code}={seat + 1}")
        return
    seat = int(won) - 1
    if not (classic and r in board.special_regions):
        raise fail(f"regions: {token}: only Maine and Nebraska under the classic rules keep the other "
                   f"player's cells when won; write {code}={won}")
    if not half[seat] or "0" in digits:
        raise fail(f"regions: {token}: a won region has none of its cells undecided and at least half "
                   f"of them with its winner")
    winners[r] = seat


def read_position(text: str, options: dict, check_options: Callable[[dict], dict]) -> PositionText:
    """Read position text; ValueError naming the faulty part. `options` fill in what the text
    leaves out (the rules and the map); `check_options` is the game's validate_options."""
    sections: dict[str, str] = {}
    for index, section in enumerate(split_sections(text)):
        key, colon, rest = section.partition(":")
        key = key.strip().lower()
        if section.lower() == "over":
            key, rest = "over", ""
        elif not colon or key not in ("1", "2", "start", "regions", "to move"):
            if index == 0 and not colon:
                key, rest = "header", section
            else:
                raise fail(f"section '{section}' is not the rules and map, '1: ...', '2: ...', 'start: ...', "
                           f"'regions: ...', 'to move: N' or 'over'")
        if key in sections:
            raise fail(f"section '{key}' is given twice")
        sections[key] = rest.strip()
    if "header" in sections:
        options = header_options(sections["header"], options)
    options = check_options({k: v for k, v in options.items() if k != "starts"})
    board = board_for_option(options["map"])
    classic = options["rules"] == CLASSIC
    if "start" in sections:
        if [k for k in ("1", "2", "regions", "over") if k in sections] or sections.get("to move", "2") != "2":
            raise fail("before the start there are no pieces and no support, and player 2 is to move "
                       "(choosing a starting point)")
        starts = read_starts(board, sections["start"])
        options = check_options({**options, "starts": [list(board.points[q]) for q in starts]})
        return PositionText(options, board, starts, [], [set(), set()], [0, 0], {}, 1)
    pos, flags = [], []
    for seat in (0, 1):
        if str(seat + 1) not in sections:
            raise fail(f"player {seat + 1}'s piece is missing (like '{seat + 1}: 14,6')")
        q, seat_flags = read_piece(board, sections[str(seat + 1)], seat)
        if "passed" in seat_flags and classic:
            raise fail(f"player {seat + 1}: nobody passes under the classic rules")
        pos.append(q)
        flags.append(seat_flags)
    support, winners = [0, 0], {}
    for token in sections.get("regions", "").split():
        read_region(board, classic, token, support, winners)
    if ("over" in sections) == ("to move" in sections):
        raise fail("end with 'to move: 1', 'to move: 2' or 'over'")
    if "over" in sections:
        to_move = TERMINAL
    elif sections["to move"] in ("1", "2"):
        to_move = int(sections["to move"]) - 1
    else:
        raise fail(f"'to move: {sections['to move']}' must name player 1 or 2")
    return PositionText(options, board, None, pos, flags, support, winners, to_move)
