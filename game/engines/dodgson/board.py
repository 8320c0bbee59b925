"""Not a Dodgson System Chess: the two boards, the pieces and precomputed move tables.

Geometry: two boards, A and B, each 7 files (a..g) by 6 ranks (1..6). A square is an
index 0..41 on its board: `rank_index * 7 + file_index` (a1 = 0, g1 = 6, a2 = 7, g6 = 41).
The whole position is one flat list of 84 cells: board A at 0..41, board B at 42..83, so
the square `s` of board `b` is cell `b * 42 + s` and its twin on the other board is cell
`(1 - b) * 42 + s`.

A cell holds 0 (empty) or a piece code `owner * 8 + kind` (owner 0..3, kind 1..6), so
`code >> 3` is the owner and `code & 7` the kind.
"""
from __future__ import annotations

FILES = "abcdefg"
NUM_FILES = 7
NUM_RANKS = 6
SQUARES = NUM_FILES * NUM_RANKS      # 42 squares per board
BOARD_OFFSET = (0, SQUARES)          # first cell of board A, of board B
BOARD_LETTERS = "AB"

# Seats in turn order, with the one-letter owner codes of the position notation.
WHITE, GOLD, BLACK, GREEN = 0, 1, 2, 3
PLAYER_NAMES = ("White", "Gold", "Black", "Green")
OWNER_LETTERS = "WGBN"               # N = greeN (G is Gold)
NUM_PLAYERS = 4

# Piece kinds.
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, PAWNLIKE = 1, 2, 3, 4, 5, 6
KIND_LETTERS = {PAWN: "p", KNIGHT: "n", BISHOP: "b", ROOK: "r", QUEEN: "q", PAWNLIKE: "m"}
LETTER_KINDS = {letter: kind for kind, letter in KIND_LETTERS.items()}
KIND_NAMES = {PAWN: "pawn", KNIGHT: "knight", BISHOP: "bishop", ROOK: "rook", QUEEN: "queen",
              PAWNLIKE: "pawn-like piece"}

# "Three points for having taken the queen ... Two points for each rook, bishop, or knight ...
# One point for each pawn"; the pawn-like promoted piece (mFcW) keeps a value of 1.
PIECE_POINTS = (0, 1, 2, 2, 2, 3, 1)

# Promotion choices: default rule (queen, rook, bishop, knight), pawn-like rule (mFcW only).
PROMOTIONS_CHOICE = (QUEEN, ROOK, BISHOP, KNIGHT)
PROMOTIONS_PAWNLIKE = (PAWNLIKE,)

# White and Gold move up the board (towards rank 6), Black and Green down (towards rank 1).
UP, DOWN = 0, 1
PLAYER_DIRECTION = (UP, UP, DOWN, DOWN)
FAR_RANK_INDEX = (NUM_RANKS - 1, 0)            # by direction: rank 6 for UP, rank 1 for DOWN

BACK_RANK = (ROOK, KNIGHT, BISHOP, QUEEN, BISHOP, KNIGHT, ROOK)   # files a..g


def piece(owner: int, kind: int) -> int:
    return owner * 8 + kind


def owner_of(code: int) -> int:
    return code >> 3


def kind_of(code: int) -> int:
    return code & 7


def square_index(file_index: int, rank_index: int) -> int:
    return rank_index * NUM_FILES + file_index


def square_name(square: int) -> str:
    """0 -> 'a1', 41 -> 'g6'."""
    return f"{FILES[square % NUM_FILES]}{square // NUM_FILES + 1}"


def parse_square(text: str) -> int:
    """'a1' -> 0; raises ValueError for anything else."""
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in FILES or text[1] not in "123456":
        raise ValueError(f"'{text}' is not a square (files a-g, ranks 1-6)")
    return square_index(FILES.index(text[0]), int(text[1]) - 1)


def twin_cell(cell: int) -> int:
    """The corresponding square on the other board."""
    return cell + SQUARES if cell < SQUARES else cell - SQUARES


def start_cells() -> list[int]:
    """The setup: on board A White holds ranks 1-2 and Black ranks 6-5; on board B Gold holds
    ranks 1-2 and Green ranks 6-5. Back rank from a to g: R N B Q B N R, pawns in front."""
    cells = [0] * (2 * SQUARES)
    for board, (low, high) in ((0, (WHITE, BLACK)), (1, (GOLD, GREEN))):
        base = BOARD_OFFSET[board]
        for f, kind in enumerate(BACK_RANK):
            cells[base + square_index(f, 0)] = piece(low, kind)
            cells[base + square_index(f, 1)] = piece(low, PAWN)
            cells[base + square_index(f, NUM_RANKS - 2)] = piece(high, PAWN)
            cells[base + square_index(f, NUM_RANKS - 1)] = piece(high, kind)
    return cells


# ---- precomputed move tables (per square 0..41, the same on both boards) ----------------------

def _on_board(f: int, r: int) -> bool:
    return 0 <= f < NUM_FILES and 0 <= r < NUM_RANKS


def _ray(square: int, df: int, dr: int) -> tuple[int, ...]:
    f, r = square % NUM_FILES, square // NUM_FILES
    out = []
    f, r = f + df, r + dr
    while _on_board(f, r):
        out.append(square_index(f, r))
        f, r = f + df, r + dr
    return tuple(out)


def _steps(square: int, deltas) -> tuple[int, ...]:
    f, r = square % NUM_FILES, square // NUM_FILES
    return tuple(square_index(f + df, r + dr) for df, dr in deltas if _on_board(f + df, r + dr))


ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (1, -1), (-1, -1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))

ROOK_RAYS = tuple(tuple(ray for ray in (_ray(s, df, dr) for df, dr in ORTHOGONAL) if ray) for s in range(SQUARES))
BISHOP_RAYS = tuple(tuple(ray for ray in (_ray(s, df, dr) for df, dr in DIAGONAL) if ray) for s in range(SQUARES))
QUEEN_RAYS = tuple(r + b for r, b in zip(ROOK_RAYS, BISHOP_RAYS))
SLIDER_RAYS = {BISHOP: BISHOP_RAYS, ROOK: ROOK_RAYS, QUEEN: QUEEN_RAYS}
KNIGHT_TARGETS = tuple(_steps(s, KNIGHT_JUMPS) for s in range(SQUARES))
DIAGONAL_STEPS = tuple(_steps(s, DIAGONAL) for s in range(SQUARES))      # mFcW: moves
ORTHOGONAL_STEPS = tuple(_steps(s, ORTHOGONAL) for s in range(SQUARES))  # mFcW: captures
# Pawns by direction: the square straight ahead (-1 off the board) and the two diagonal captures.
PAWN_STEP = tuple(tuple((_steps(s, ((0, d),)) or (-1,))[0] for s in range(SQUARES)) for d in (1, -1))
PAWN_CAPTURES = tuple(tuple(_steps(s, ((-1, d), (1, d))) for s in range(SQUARES)) for d in (1, -1))
IS_FAR_RANK = tuple(tuple(s // NUM_FILES == FAR_RANK_INDEX[direction] for s in range(SQUARES))
                    for direction in (UP, DOWN))
