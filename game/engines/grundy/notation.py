"""Grundy notation (docs/notation/grundy.md).

A move is `vertex=number`: `c=2` writes 2 on vertex c. Vertices are lettered a, b, ..., z,
aa, ab, ... in board-file order; a vertex number from 1 also works when typing (`3=2` is
`c=2`). Records always use letters.

A position is sections separated by `/`:

    hexagon / 1: a=1 c=2 / 2: b=3 / to move: 2

- the board: a library slug, or `random-map:SIZE:SEED` / `random-graph:SIZE:SEED`
  (optional when typing; the `board` option, default petersen, is used when it is left out);
- `1:` the numbers player 1 wrote, `2:` those player 2 wrote (either may be empty or absent);
- `to move: 1` or `to move: 2`. It may be left out: the player who wrote fewer numbers moves,
  and with equal counts player 1 moves. A full board has no `to move`.

The player who went first is the one who wrote more numbers, or the player to move when the
counts are equal.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.state import IllegalMove
from game.engines.grundy.board import Board, label_index, vertex_label
from game.engines.grundy.board_choice import RANDOM_BOARDS, board_for

MOVE_PATTERN = re.compile(r"^\s*([A-Za-z]+|\d+)\s*=\s*(\S+)\s*$")


def format_move(move) -> str:
    vertex, number = move
    return f"{vertex_label(vertex)}={number}"


def parse_vertex(board: Board, token: str) -> int:
    """A vertex letter (a, b, ..., aa) or number from 1; IllegalMove if the board has no such vertex."""
    token = token.strip()
    if token.isdigit():
        index = int(token) - 1
        if not 0 <= index < board.size:
            raise IllegalMove(f"grundy: there is no vertex {token}; this board has vertices 1 to {board.size}")
        return index
    try:
        index = label_index(token)
    except ValueError as exc:
        raise IllegalMove(f"grundy: {exc}") from None
    if index >= board.size:
        raise IllegalMove(f"grundy: there is no vertex {token.lower()}; this board has vertices a to "
                          f"{vertex_label(board.size - 1)}")
    return index


def parse_move(board: Board, text: str) -> tuple[int, int]:
    """`c=2` -> (2, 2). Checks the form only; the state checks that the move is legal."""
    match = MOVE_PATTERN.match(text)
    if not match:
        raise IllegalMove(f"grundy: '{text.strip()}' is not a move; write vertex=number, like c=2")
    vertex = parse_vertex(board, match.group(1))
    number_text = match.group(2)
    if not number_text.isdigit() or int(number_text) < 1:
        raise IllegalMove(f"grundy: '{number_text}' is not a positive whole number")
    return vertex, int(number_text)


# ---- positions --------------------------------------------------------------------------------
def board_spec(state) -> str:
    """The board part of a position: slug, or random-map:SIZE:SEED."""
    name = state.board.name
    if name in RANDOM_BOARDS:
        return f"{name}:{state.options.get('size')}:{state.seed}"
    return name


def format_position(state) -> str:
    parts = [board_spec(state)]
    for player in (0, 1):
        written = " ".join(format_move((v, state.numbers[v])) for v in range(state.board.size)
                           if state.owners[v] == player)
        parts.append(f"{player + 1}: {written}".rstrip())
    if not state.is_terminal():
        parts.append(f"to move: {state.to_move + 1}")
    return " / ".join(parts)


def _split_board_spec(spec: str, options: dict) -> tuple[dict, int]:
    """Options and seed for a board part of a position."""
    fields = spec.split(":")
    if fields[0] in RANDOM_BOARDS:
        if len(fields) != 3 or not fields[1].isdigit() or not fields[2].lstrip("-").isdigit():
            raise ValueError(f"grundy: a random board in a position is written {fields[0]}:SIZE:SEED, not '{spec}'")
        return {**options, "board": fields[0], "size": int(fields[1])}, int(fields[2])
    if len(fields) != 1 or not spec:
        raise ValueError(f"grundy: '{spec}' is not a board name")
    return {**options, "board": spec}, 0


@dataclass
class PositionText:
    """What a position text says, read but not yet checked against the rules: the options and
    seed of its board, the numbers each player wrote, who is to move and who went first."""

    options: dict
    seed: int
    board: Board
    written: tuple[list[tuple[int, int]], list[tuple[int, int]]]   # per player: (vertex, number)
    to_move: int
    first_player: int


def read_position(text: str, options: dict) -> PositionText:
    """Read position text; ValueError (or IllegalMove) naming the fault. The rules (one number
    per vertex, no neighbour repeats it) are checked by the state that is built from it."""
    sections = [s.strip() for s in text.split("/")]
    seed = 0
    tokens: dict[int, list[str]] = {0: [], 1: []}
    to_move_text = None
    for index, section in enumerate(sections):
        key, colon, rest = section.partition(":")
        key = key.strip().lower()
        if colon and key in ("1", "2"):
            tokens[int(key) - 1].extend(rest.split())
        elif colon and key == "to move":
            to_move_text = rest.strip()
        elif index == 0 and section:
            options, seed = _split_board_spec(section, options)
        elif section:
            raise ValueError(f"grundy: position section '{section}' is not '1: ...', '2: ...' or 'to move: N'")
    board = board_for(options, seed)
    counts = [len(tokens[0]), len(tokens[1])]
    if abs(counts[0] - counts[1]) > 1:
        raise ValueError(f"grundy: players take turns, so they cannot have written {counts[0]} and "
                         f"{counts[1]} numbers")
    if counts[0] != counts[1]:
        to_move = 0 if counts[0] < counts[1] else 1
    else:
        to_move = 0
    if to_move_text is not None:
        if to_move_text not in ("1", "2"):
            raise ValueError(f"grundy: 'to move: {to_move_text}' must name player 1 or 2")
        if counts[0] != counts[1] and int(to_move_text) - 1 != to_move:
            raise ValueError(f"grundy: player {to_move + 1} wrote fewer numbers, so player {to_move + 1} "
                             f"is to move, not player {to_move_text}")
        to_move = int(to_move_text) - 1
    first_player = to_move if counts[0] == counts[1] else 1 - to_move
    written = ([parse_move(board, token) for token in tokens[0]], [parse_move(board, token) for token in tokens[1]])
    return PositionText(options, seed, board, written, to_move, first_player)
