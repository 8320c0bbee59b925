"""Which board a Grundy game plays on: a library board named by the `board` option, or a
random map (or graph) made from the game's seed and the `size` option."""
from __future__ import annotations

from functools import lru_cache

from game.core.rng import stream
from game.engines.grundy import mapgen
from game.engines.grundy.board import Board, load_board

# The quick-match default: the hexagon is a draw under perfect play (it is the first lesson
# instead); Petersen has real strategy and a first-player win by 1.
DEFAULT_BOARD = "petersen"
RANDOM_BOARDS = ("random-map", "random-graph")
RANDOM_SIZES = tuple(range(8, 31))
DEFAULT_RANDOM_SIZE = 14
DEFAULT_OPTIONS = {"board": DEFAULT_BOARD, "size": DEFAULT_RANDOM_SIZE}


@lru_cache(maxsize=32)
def random_board(kind: str, size: int, seed: int) -> Board:
    """The board a random-map (or random-graph) game of this seed plays on: same seed, same board."""
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
