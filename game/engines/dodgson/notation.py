"""Not a Dodgson System Chess: move and position notation (docs/notation/dodgson.md).

Moves:      `A c2-c3`   board, from, `-` or `x` (capture), to
            `B e5xd6=Q` promotion (`=Q`, `=R`, `=B`, `=N`, or `=M` for the pawn-like piece)
            `pass`      the forced pass

Positions:  `A:<rank 6>/<rank 5>/.../<rank 1> B:<rank 6>/.../<rank 1> <to move> [<quiet plies>] [<captures>]`

A rank lists files a..g: a digit is that many empty squares, a piece is two letters, its
owner in capitals (W White, G Gold, B Black, N greeN) and its kind in small letters
(p pawn, n knight, b bishop, r rook, q queen, m pawn-like piece): `WrWn5` = White rook a,
White knight b, five empty squares. `<quiet plies>` counts plies since the last capture
(for the stall rule), default 0. `<captures>` lists pieces already taken, `-` for none:
`WxBq,GxBp2` = White has taken a Black queen, Gold two Black pawns.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.engines.dodgson.board import (
    BOARD_LETTERS, BOARD_OFFSET, KIND_LETTERS, LETTER_KINDS, NUM_FILES, NUM_PLAYERS, NUM_RANKS,
    OWNER_LETTERS, SQUARES, kind_of, owner_of, piece, square_index, square_name,
)

PASS = "pass"
PROMOTION_LETTERS = {kind: letter.upper() for kind, letter in KIND_LETTERS.items()}
LETTER_PROMOTIONS = {letter: kind for kind, letter in PROMOTION_LETTERS.items()}

_MOVE_RE = re.compile(r"^\s*([AaBb])\s*:?\s*([a-gA-G][1-6])\s*([-x:]?)\s*([a-gA-G][1-6])\s*"
                      r"(?:=?\s*([QRBNMqrbnm]))?\s*$")
_CAPTURE_RE = re.compile(r"^([WGBN])x([WGBN])([pnbrqm])(\d*)$")


# The tally of captured pieces: one count per capturer, victim and kind (1..6; index 0 unused).
TALLY_SIZE = NUM_PLAYERS * NUM_PLAYERS * 7


def taken_index(capturer: int, victim: int, kind: int) -> int:
    """Index into the flat tally of captured pieces: capturer, victim, kind (1..6)."""
    return (capturer * NUM_PLAYERS + victim) * 7 + kind


# ---- moves ---------------------------------------------------------------------------------

def move_text(cells: list[int], move) -> str:
    """`A c2-c3`, `B e5xd6=Q` or `pass`; `cells` is the position before the move."""
    if move == PASS:
        return PASS
    board, frm, to, promo = move
    capture = cells[BOARD_OFFSET[board] + to] != 0
    text = f"{BOARD_LETTERS[board]} {square_name(frm)}{'x' if capture else '-'}{square_name(to)}"
    if promo:
        text += "=" + PROMOTION_LETTERS[promo]
    return text


@dataclass(frozen=True)
class ParsedMove:
    board: int
    frm: int
    to: int
    capture: bool | None        # None when the text gave no separator
    promo: int | None           # None when the text named no promotion


def parse_move_text(text: str) -> ParsedMove | str:
    """Read a move leniently (`A c2-c3`, `a c2c3`, `Bc5:d6q`...); `pass` gives PASS.
    Raises ValueError when the text is no move at all."""
    if text.strip().lower() == PASS:
        return PASS
    m = _MOVE_RE.match(text)
    if not m:
        raise ValueError(f"'{text}' is not a move: write board, from, to, like 'A c2-c3' or 'B e5xd6=Q'")
    board_letter, frm, sep, to, promo = m.groups()
    from game.engines.dodgson.board import parse_square
    return ParsedMove(board="AB".index(board_letter.upper()), frm=parse_square(frm), to=parse_square(to),
                      capture=None if not sep else sep in "x:",
                      promo=LETTER_PROMOTIONS[promo.upper()] if promo else None)


# ---- positions -----------------------------------------------------------------------------

@dataclass
class Position:
    cells: list[int]
    to_move: int
    quiet_plies: int
    taken: list[int]            # flat tally, see taken_index


def board_text(cells: list[int], board: int) -> str:
    base = BOARD_OFFSET[board]
    ranks = []
    for rank in range(NUM_RANKS - 1, -1, -1):
        out, empty = [], 0
        for f in range(NUM_FILES):
            code = cells[base + square_index(f, rank)]
            if code == 0:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(OWNER_LETTERS[owner_of(code)] + KIND_LETTERS[kind_of(code)])
        if empty:
            out.append(str(empty))
        ranks.append("".join(out))
    return "/".join(ranks)


def captures_text(taken: list[int]) -> str:
    items = []
    for capturer in range(NUM_PLAYERS):
        for victim in range(NUM_PLAYERS):
            for kind in (5, 4, 3, 2, 6, 1):      # queen, rook, bishop, knight, pawn-like, pawn
                count = taken[taken_index(capturer, victim, kind)]
                if count:
                    items.append(f"{OWNER_LETTERS[capturer]}x{OWNER_LETTERS[victim]}{KIND_LETTERS[kind]}"
                                 + (str(count) if count > 1 else ""))
    return ",".join(items) or "-"


def position_text(position: Position) -> str:
    return (f"A:{board_text(position.cells, 0)} B:{board_text(position.cells, 1)} "
            f"{OWNER_LETTERS[position.to_move]} {position.quiet_plies} {captures_text(position.taken)}")


def _parse_board(text: str, board: int, cells: list[int]) -> None:
    ranks = text.split("/")
    if len(ranks) != NUM_RANKS:
        raise ValueError(f"board {BOARD_LETTERS[board]} needs {NUM_RANKS} ranks separated by '/', "
                         f"found {len(ranks)}")
    base = BOARD_OFFSET[board]
    for row, rank_text in enumerate(ranks):
        rank = NUM_RANKS - 1 - row
        f, i = 0, 0
        while i < len(rank_text):
            ch = rank_text[i]
            if ch in "1234567":
                f += int(ch)
                i += 1
                continue
            pair = rank_text[i:i + 2]
            if len(pair) < 2 or pair[0] not in OWNER_LETTERS or pair[1] not in LETTER_KINDS:
                raise ValueError(f"board {BOARD_LETTERS[board]} rank {rank + 1}: '{pair}' is not a piece "
                                 f"(owner W/G/B/N then p/n/b/r/q/m, like 'Wq')")
            if f >= NUM_FILES:
                raise ValueError(f"board {BOARD_LETTERS[board]} rank {rank + 1}: '{rank_text}' covers more "
                                 f"than {NUM_FILES} files")
            cells[base + square_index(f, rank)] = piece(OWNER_LETTERS.index(pair[0]), LETTER_KINDS[pair[1]])
            f += 1
            i += 2
        if f != NUM_FILES:
            raise ValueError(f"board {BOARD_LETTERS[board]} rank {rank + 1}: '{rank_text}' covers {f} files, "
                             f"not {NUM_FILES}")


def _parse_captures(text: str, taken: list[int]) -> None:
    if text == "-":
        return
    for item in text.split(","):
        m = _CAPTURE_RE.match(item.strip())
        if not m:
            raise ValueError(f"'{item}' is not a capture like 'WxBq' (White took a Black queen) or 'GxNp2'")
        capturer, victim, kind, count = m.groups()
        if capturer == victim:
            raise ValueError(f"'{item}': nobody captures their own pieces")
        taken[taken_index(OWNER_LETTERS.index(capturer), OWNER_LETTERS.index(victim), LETTER_KINDS[kind])] += \
            int(count) if count else 1


def parse_position(text: str) -> Position:
    """Read a position; raises ValueError naming the faulty part."""
    fields = text.split()
    if len(fields) < 3:
        raise ValueError("a position needs board A, board B and the player to move, "
                         "like 'A:.../... B:.../... W'")
    cells = [0] * (2 * SQUARES)
    for board, field in enumerate(fields[:2]):
        letter = BOARD_LETTERS[board]
        if field[:2].upper() == f"{letter}:":
            field = field[2:]
        elif field[:1].upper() in "AB" and field[1:2] == ":":
            raise ValueError(f"board {letter} must come {'first' if board == 0 else 'second'}")
        _parse_board(field, board, cells)
    mover = fields[2].upper()
    if mover not in OWNER_LETTERS or len(mover) != 1:
        raise ValueError(f"'{fields[2]}' is not a player to move (W, G, B or N)")
    quiet, taken = 0, [0] * TALLY_SIZE
    rest = fields[3:]
    if rest and rest[0].isdigit():
        quiet = int(rest.pop(0))
    if rest:
        _parse_captures(rest.pop(0), taken)
    if rest:
        raise ValueError(f"unexpected '{' '.join(rest)}' after the captures")
    return Position(cells=cells, to_move=OWNER_LETTERS.index(mover), quiet_plies=quiet, taken=taken)
