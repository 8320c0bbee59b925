"""BoardView: the Fractal territory board as drawn through the board camera.

Static parts are built when the board changes and kept on the GPU: the wooden leaf cells
(one triangle list), each level's outlines (meshes.LineMesh, widened by the shader so a zoom
changes nothing here), the completed cells' tints, and the pieces and empty-vertex dots as
sprites grouped by size (a piece is scaled to the smallest cell it is a corner of). A frame
draws only levels whose cells are a few pixels wide or more, only the tiles of lines in view,
and only the sprite groups big enough to see: no Python loop over the vertices per frame.
"""
from __future__ import annotations

import math

import arcade

from game.engines.fractal.board import FractalBoard
from game.scenes.fractal.layout import (
    BORDER, DARK_TINT, DOT_SHARE, EVEN_TINT, LIGHT_TINT, LINE, STONE_SHARE, TINT_BAND, WOOD, WOOD_DEEP, WORLD,
    BoardWorld,
)
from game.scenes.fractal.meshes import LineMesh
from game.scenes.fractal.stones import dot_scale, dot_texture, stone_scale, stone_texture
from game.ui.draw import ShapeBuilder

LEVEL_MIN_PIXELS = 7        # a level's lines show once its cells are this wide on screen
LEVEL_FULL_PIXELS = 22      # ... and are at full strength from here
VERTEX_MIN_PIXELS = 18      # an empty vertex shows (and takes clicks) once its cell is this wide
STONE_MIN_PIXELS = 2.5      # a piece narrower than this is not drawn
GRID = 64                   # the hit test's buckets across the world
SPRITE_TILES = 4            # pieces and dots are kept in lists per size and per tile of a 4x4 grid
SPARE_LISTS = 16            # sprite lists kept made ahead: more than a move needs (a split: up to 8)
OVERVIEW_CELL = WORLD / 40  # the minimap draws a cell narrower than this (about 4 of its pixels) whole


def size_class(size: float) -> int:
    """Sprites of about one size share a list (halving steps)."""
    return max(0, int(round(math.log2(WORLD / size))))


def _towards(p, cx: float, cy: float, band: float, size: float):
    """A corner moved toward the cell's centre so the band is about `band` wide."""
    dx, dy = cx - p[0], cy - p[1]
    d = math.hypot(dx, dy) or 1.0
    step = min(d * 0.5, band * 1.4)
    return p[0] + dx / d * step, p[1] + dy / d * step


def _blend(colour, tint):
    k = tint[3] / 255
    return tuple(int(c + (t - c) * k) for c, t in zip(colour[:3], tint[:3]))


def tint_of(points: tuple[int, int]):
    black, white = points
    return DARK_TINT if black > white else LIGHT_TINT if white > black else EVEN_TINT


class BoardView:
    def __init__(self, state):
        self.drawn_segments = 0        # what the last frame sent (the culling test reads these)
        self.drawn_sprites = 0
        # sprite lists made ahead (a list costs GL buffers to make): a move that needs a new size
        # or tile takes them from here, and quiet frames make more (`prepare`)
        self.spare_lists = [arcade.SpriteList() for _ in range(SPARE_LISTS)]
        self.reset(state)

    # ---- building -------------------------------------------------------------------------------
    def reset(self, state) -> None:
        """Build everything for a state (a new board: replay, undo, a new game)."""
        self.board: FractalBoard = state.board
        self.world = BoardWorld(self.board)
        self.level_size: dict[int, float] = {}
        self.lines: dict[int, LineMesh] = {}
        self.fills = ShapeBuilder()
        self.overview = ShapeBuilder()   # the minimap's coarser copy of the fills
        # (class, tile) -> [dots, stones], each a SpriteList once it has held a sprite (else None)
        self.sprites: dict[tuple, list] = {}
        self.class_tiles: dict[int, dict] = {}  # class -> {tile: its [dots, stones]}
        self.class_sprites: dict[int, list] = {}   # class -> [dots, stones] of the class in all tiles
        self.sprite_of: list = []        # vertex -> (class, sprite, is_stone)
        self.owner: list[int] = []
        self.completed: frozenset | None = None
        self.cells_seen = 0
        self.grid: dict[tuple[int, int], list[int]] = {}
        self.fills_due: int | None = None   # frames left before the fills are built again (catch_up)
        self.sync(state, now=True)

    def sync(self, state, now: bool = False) -> None:
        """Catch up with the state (same board object, grown by splits and placements): the
        lines and pieces now, the fills (the completed cells' tints, and the minimap's copy) in
        the frame after, by `catch_up` (or now, with `now`), so that a move's frame does not
        pay for both. The cells a move completes pulse in their tint from nothing meanwhile."""
        if state.board is not self.board:
            self.reset(state)
            return
        board, world = self.board, self.world
        split = board.cell_count != self.cells_seen
        if split:
            world.sync()
            changed_levels = {board.level[c] for c in range(self.cells_seen, board.cell_count)}
            for level in sorted(changed_levels):
                self._build_level(level)
            self.cells_seen = board.cell_count
            for v in range(len(self.owner), board.vertex_count):
                self.grid.setdefault(self._bucket(world.vx[v], world.vy[v]), []).append(v)
        self._sync_sprites(state.owner, split)
        completed = frozenset(c for c in range(board.cell_count) if state.filled[c] == len(board.corners[c]))
        if completed != self.completed or split:
            self.completed = completed
            if now:
                self.fills_due = None
                self._build_fills(state)
            else:
                self.fills_due = 1

    def catch_up(self, state) -> bool:
        """Each frame, after `sync`: build the fills when they are due (True when built)."""
        if self.fills_due is None:
            return False
        if self.fills_due > 0:
            self.fills_due -= 1
            return False
        self.fills_due = None
        self._build_fills(state)
        return True

    def _build_level(self, level: int) -> None:
        board, world = self.board, self.world
        edges = {}
        for cell in range(board.cell_count):
            if board.level[cell] != level:
                continue
            self.level_size[level] = world.csize[cell]
            poly = world.polygon(cell)
            for i in range(len(poly)):
                a, b = poly[i], poly[(i + 1) % len(poly)]
                key = (a, b) if a <= b else (b, a)
                edges[(round(key[0][0], 4), round(key[0][1], 4), round(key[1][0], 4), round(key[1][1], 4))] = key
        segments = [(a[0], a[1], b[0], b[1]) for a, b in edges.values()]
        self.lines[level] = LineMesh(segments, world.height)

    def _build_fills(self, state) -> None:
        """The board in one opaque pass: each leaf in wood with the tints of the completed cells
        it lies in blended in (no layer of tints over the board: software rendering pays for every
        pixel drawn twice), then a band inside each completed cell's edge in its tint."""
        board, world = self.board, self.world
        sb = self.fills
        sb.clear()
        tints = {}
        for cell in self.completed:
            points = [0, 0]
            for v in board.corners[cell]:
                points[state.owner[v]] += 1
            tints[cell] = tint_of((points[0], points[1]))
        if world.shape.name != "square":        # the square's leaves cover it: no holes to show
            sb.polygon(world.polygon(0), WOOD_DEEP)
        for cell in range(board.cell_count):
            if board.children[cell] is not None:
                continue
            chain, c = [], cell
            while c >= 0:
                if c in tints:
                    chain.append(tints[c])
                c = board.parent[c]
            colour = WOOD
            for tint in reversed(chain):          # the board's own tint first, the leaf's last
                colour = _blend(colour, tint)
            sb.polygon(world.polygon(cell), colour)
        self._build_overview(tints)
        for cell in sorted(tints, key=lambda c: board.level[c]):
            tint = tints[cell]
            outer = world.polygon(cell)
            cx, cy = world.centre(cell)
            band = world.csize[cell] * TINT_BAND
            inner = [_towards(p, cx, cy, band, world.csize[cell]) for p in outer]
            sb._band(inner, outer, (*tint[:3], min(255, int(tint[3] * 2.2))))

    def _build_overview(self, tints: dict) -> None:
        """The minimap's board: the same colours, but a cell a few minimap pixels wide is one
        polygon (a deep board's thousands of leaves cost every frame they are drawn)."""
        board, world = self.board, self.world
        sb = self.overview
        sb.clear()
        if world.shape.name != "square":
            sb.polygon(world.polygon(0), WOOD_DEEP)
        stack = [(0, WOOD)]
        while stack:
            cell, colour = stack.pop()
            if cell in tints:
                colour = _blend(colour, tints[cell])
            children = board.children[cell]
            if children is None or world.csize[cell] < OVERVIEW_CELL:
                sb.polygon(world.polygon(cell), colour)
            else:
                stack.extend((child, colour) for child in children)

    def _sync_sprites(self, owner: list[int], resize: bool) -> None:
        """Put each vertex's dot or stone in the list of its size and tile; only vertices whose
        owner or size changed are touched (a split can shrink the corners of the cell split)."""
        world = self.world
        entries = self.sprite_of
        count = world.board.vertex_count
        vsize = world.vsize
        if resize:      # the vertices whose owner or size changed, and the new ones
            changed = [v for v, entry, who, size in zip(range(count), entries, owner, vsize)
                       if entry[2] != who or entry[3] != size]
        else:
            changed = [v for v, was, who in zip(range(count), self.owner, owner) if was != who]
        changed += range(len(entries), count)
        for v in changed:
            size, who = vsize[v], owner[v]
            if v < len(entries):
                key, sprite, was_owner, was_size = entries[v]
                kind = 1 if was_owner >= 0 else 0
                self.sprites[key][kind].remove(sprite)
                self.class_sprites[key[0]][kind].remove(sprite)
            x, y = world.vx[v], world.vy[v]
            key = (size_class(size), self._sprite_tile(x, y))
            lists = self.sprites.get(key)
            if lists is None:
                lists = self.sprites[key] = [None, None]
                self.class_tiles.setdefault(key[0], {})[key[1]] = lists
                if key[0] not in self.class_sprites:
                    self.class_sprites[key[0]] = [None, None]
            whole = self.class_sprites[key[0]]
            if who >= 0:
                sprite = arcade.Sprite(stone_texture(who), scale=stone_scale(size * STONE_SHARE), center_x=x, center_y=y)
            else:
                sprite = arcade.Sprite(dot_texture(), scale=dot_scale(size * DOT_SHARE), center_x=x, center_y=y)
            kind = 1 if who >= 0 else 0
            for pair in (lists, whole):
                if pair[kind] is None:
                    pair[kind] = self.spare_lists.pop() if self.spare_lists else arcade.SpriteList()
                pair[kind].append(sprite)
            if v < len(entries):
                entries[v] = (key, sprite, who, size)
            else:
                entries.append((key, sprite, who, size))
        self.owner = list(owner)

    def prepare(self) -> bool:
        """A quiet frame's work: make one sprite list ahead when fewer than SPARE_LISTS wait
        (True when it made one)."""
        if len(self.spare_lists) >= SPARE_LISTS:
            return False
        self.spare_lists.append(arcade.SpriteList())
        return True

    def _sprite_tile(self, x: float, y: float) -> tuple[int, int]:
        return (min(SPRITE_TILES - 1, max(0, int(x / WORLD * SPRITE_TILES))),
                min(SPRITE_TILES - 1, max(0, int(y / self.world.height * SPRITE_TILES))))

    # ---- reading --------------------------------------------------------------------------------
    def _bucket(self, wx: float, wy: float) -> tuple[int, int]:
        return int(wx / WORLD * GRID), int(wy / WORLD * GRID)

    def readable(self, v: int, zoom: float) -> bool:
        return self.world.vsize[v] * zoom >= VERTEX_MIN_PIXELS

    def vertex_near(self, wx: float, wy: float, zoom: float, min_pixels: float = 12, empty_only: bool = True):
        """The vertex a click at a world point means: the nearest shown one within its stone's
        radius (at least `min_pixels` on screen), or None."""
        world = self.world
        reach = max(min_pixels / zoom, WORLD / GRID)
        span = int(reach / (WORLD / GRID)) + 1
        bx, by = self._bucket(wx, wy)
        best, best_d = None, None
        for i in range(bx - span, bx + span + 1):
            for j in range(by - span, by + span + 1):
                for v in self.grid.get((i, j), ()):
                    if empty_only and self.owner[v] >= 0:
                        continue
                    if not self.readable(v, zoom):
                        continue
                    d = math.hypot(world.vx[v] - wx, world.vy[v] - wy)
                    radius = max(world.vsize[v] * STONE_SHARE * 1.2, min_pixels / zoom)
                    if d <= radius and (best_d is None or d < best_d):
                        best, best_d = v, d
        return best

    # ---- drawing (through the board camera) -------------------------------------------------------
    def draw(self, camera) -> None:
        zoom = camera.zoom
        view = camera.view_rect()
        self.fills.draw()
        sent = 0
        for level in sorted(self.lines, reverse=True):
            px = self.level_size[level] * zoom
            if level > 1 and px < LEVEL_MIN_PIXELS:
                continue
            strength = 1.0 if level == 1 else min(1.0, (px - LEVEL_MIN_PIXELS) / (LEVEL_FULL_PIXELS - LEVEL_MIN_PIXELS))
            width = 3.2 if level == 1 else max(0.8, min(2.2, 0.6 + px / 110))
            alpha = 255 if level == 1 else int(max(110, 230 - 16 * (level - 2)) * strength)
            colour = BORDER if level == 1 else LINE
            sent += self.lines[level].draw(view, width / 2 / zoom, (*colour, alpha))
        self.drawn_segments = sent
        sprites = 0
        l, b, r, t = view
        tw, th = WORLD / SPRITE_TILES, self.world.height / SPRITE_TILES
        for klass, tiles in self.class_tiles.items():
            size_px = WORLD / 2 ** klass * zoom
            if size_px * STONE_SHARE * 2 < STONE_MIN_PIXELS:
                continue
            m = WORLD / 2 ** klass * STONE_SHARE * 1.5       # a piece reaches this far out of its tile
            shown = [lists for (col, row), lists in tiles.items()
                     if not ((col + 1) * tw < l - m or col * tw > r + m or (row + 1) * th < b - m or row * th > t + m)]
            if len(shown) > 1 and 2 * len(shown) >= len(tiles):
                shown = [self.class_sprites[klass]]     # half its tiles in view or more: the class in one draw
            for dots, stones in shown:
                if size_px >= VERTEX_MIN_PIXELS and dots is not None and len(dots):
                    dots.draw()
                    sprites += len(dots)
                if stones is not None and len(stones):
                    stones.draw()
                    sprites += len(stones)
        self.drawn_sprites = sprites

    def stone_radius(self, v: int) -> float:
        return self.world.vsize[v] * STONE_SHARE
