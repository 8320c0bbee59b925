"""Where the Fractal territory board sits on screen and how its shapes map to the world.

The board lives in a world of its own: the whole board is WORLD units wide (its height is
WORLD times the shape's aspect), drawn through the board camera (camera.py) into BOARD_VIEW,
the part of the board area under the HUD strip and above the hint line. `BoardWorld` keeps,
per vertex and per cell, what the drawing needs in world units: where it is and how big.
"""
from __future__ import annotations

from game.engines.fractal.board import FractalBoard
from game.scenes.match_layout import BOARD_RECT

WORLD = 1000.0
# logical rectangles (left, bottom, width, height)
BOARD_VIEW = (12, 52, BOARD_RECT[2] - 24, 600)    # what the board camera shows
MINIMAP_SIZE = 150                                # the minimap's longer side (logical pixels)

# A piece's radius as a share of the smallest cell it is a corner of; an empty vertex's dot
STONE_SHARE = 0.15
DOT_SHARE = 0.055
# Pieces on the big starting cells are drawn as on a level-3 square, so they do not dwarf the
# pieces one level down (a corner of the whole board would otherwise be a boulder).
PIECE_CELL_CAP = WORLD / 4

# the board's palette: a warm wooden board, so black and white stones both stand out
WOOD = (214, 172, 98)
WOOD_DEEP = (120, 84, 40)         # the holes of the carpet, the triangle and the hexaflake
LINE = (70, 44, 18)
BORDER = (52, 30, 10)
DARK_TINT = (46, 30, 14, 70)      # a completed cell with more black corners
LIGHT_TINT = (255, 248, 230, 70)  # more white corners
EVEN_TINT = (86, 180, 233, 60)    # as many of each
TINT_BAND = 0.03                  # a completed cell's inner band, as a share of its width
LAST_RING = (246, 183, 60)
NEW_FLASH = (120, 220, 255)


class BoardWorld:
    """World positions and sizes of a board's vertices and cells, kept up to date as it splits."""

    def __init__(self, board: FractalBoard):
        self.board = board
        self.shape = board.shape
        self.vx: list[float] = []
        self.vy: list[float] = []
        self.vsize: list[float] = []     # the smallest cell the vertex is a corner of, at most PIECE_CELL_CAP (world units)
        self.csize: list[float] = []     # each cell's width (world units)
        self.sync()

    def sync(self) -> None:
        """Catch up with cells and vertices added since the last call (splits append)."""
        board, shape = self.board, self.shape
        for v in range(len(self.vx), board.vertex_count):
            x, y = shape.plane(board.points[v])
            self.vx.append(x * WORLD)
            self.vy.append(y * WORLD)
            self.vsize.append(PIECE_CELL_CAP)
        # cells only appear, so a vertex's smallest cell only shrinks: visit the new cells' corners
        for cell in range(len(self.csize), board.cell_count):
            size = shape.size_of(board.geometry[cell]) * WORLD
            self.csize.append(size)
            for v in board.corners[cell]:
                if size < self.vsize[v]:
                    self.vsize[v] = size

    @property
    def height(self) -> float:
        return WORLD * self.shape.aspect

    def polygon(self, cell: int) -> list[tuple[float, float]]:
        """A cell's outline in world units (counterclockwise)."""
        shape = self.shape
        out = []
        for point in shape.corners(self.board.geometry[cell]):
            x, y = shape.plane(point)
            out.append((x * WORLD, y * WORLD))
        return out

    def centre(self, cell: int) -> tuple[float, float]:
        poly = self.polygon(cell)
        return sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)

    def point(self, point) -> tuple[float, float]:
        x, y = self.shape.plane(point)
        return x * WORLD, y * WORLD

    def cell_at(self, wx: float, wy: float, leaf_only: bool = True) -> int | None:
        """The deepest cell (a leaf by default) whose outline holds the world point, or None."""
        board = self.board
        if not _inside(self.polygon(0), wx, wy):
            return None
        cell = 0
        while board.children[cell] is not None:
            for child in board.children[cell]:
                if _inside(self.polygon(child), wx, wy):
                    cell = child
                    break
            else:
                return None if leaf_only else cell    # in a hole of the fractal
        return cell


def _inside(poly, x: float, y: float) -> bool:
    """Point in a convex counterclockwise polygon (edges included)."""
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < -1e-9:
            return False
    return True
