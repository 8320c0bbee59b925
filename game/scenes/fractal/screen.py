"""The Fractal territory screen (`FractalScreen`, registered as "fractal" in game/catalog.py):
the board that splits, seen through a camera that zooms, pans and dives, a minimap while zoomed
in, and the HUD (hud.py: scores with the last turn's gain, the score hint, Split and Roll).

This module holds the flow: which position the board shows, when it takes input, what a move
starts (animations.py), what the side panel says (seats are Black and White, scores in points).
Input is in controls.py (FractalControls, a part the screen owns: GameScreen's input hooks pass
on to it), drawing in board_view.py (static meshes and sprites) and here (what follows the
pointer: hover, cursor, the split preview, the last move's ring).
"""
from __future__ import annotations

import math

import arcade
import pyglet
from pyglet.window import key as keys

from game.core.session import MatchSession, Seat
from game.engines.fractal.rules import GAME
from game.engines.fractal.words import MoveWords, describe_move, move_sentence
from game.scenes.fractal.animations import MoveShow, rise_text
from game.scenes.fractal.board_view import BoardView, tint_of
from game.scenes.fractal.camera import BoardCamera
from game.scenes.fractal.controls import DIRECTIONS, FractalControls
from game.scenes.fractal.demo import demo_session
from game.scenes.fractal.hud import FractalHud
from game.scenes.fractal.layout import LAST_RING, NEW_FLASH, STONE_SHARE
from game.scenes.fractal.minimap import Minimap
from game.scenes.game_screen import GameScreen
from game.ui import theme
from game.ui.input import Action
from game.ui.widgets.text import warm_glyphs

SEAT_NAMES = ("Black", "White")
SEAT_COLOURS = ((58, 58, 68), (236, 232, 220))
HOVER = (255, 236, 170)
GHOST = (120, 220, 255)
RISE_WORDS = (1, 1, 2, 2, 3, 3, 4, 4)   # "+n" labels made with the screen (a move needing others makes them)


class FractalScreen(GameScreen):
    game_name = "fractal"
    hints = ("Click a point   Wheel, drag, [+] [-]: view   [F] fit   [S] split   [H] hints   "
             "[Esc] menu")
    pad_hints = "[D-pad] [A] place   Right stick, [LT] [RT] view   [RB] split   [Start] menu"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.shown = None
        self.view = BoardView(self.view_state())
        world = self.view.world
        smallest = world.csize[0] / (2 if world.shape.name in ("square", "triangle") else 3) ** (world.board.depth - 1)
        self.camera = BoardCamera(world.height, smallest)
        self.minimap = Minimap(world.height)
        self.cursor = None            # a vertex, or (cell, point) while a split is armed
        self.pointer: tuple[float, float] | None = None
        self.hover_vertex: int | None = None
        self.hover_cell: int | None = None
        self.hover_split = None       # (cell, point) under the pointer while a split is armed
        self.show: MoveShow | None = None
        self._rise_batch = pyglet.graphics.Batch()     # the "+n" labels, reused move to move, drawn in one call
        self._rise_texts = [rise_text(f"+{n}", self._rise_batch) for n in RISE_WORDS]
        warm_glyphs(self._rise_texts[0])      # their glyphs rendered now, not on the frame a move scores
        self.hud = FractalHud(self.board_rect, may_play=self.may_play, looking_back=lambda: self.session.in_replay,
                              hovered=lambda: self.hover_vertex, seat_colour=self.seat_colour, flash=self.flash,
                              submit=self.submit_move, play=self.play)
        self.controls = FractalControls(self.camera, self.minimap, self.view, self.hud,
                                        toggle_split=self._toggle_split, click=self._click, play=self.play,
                                        wasd_is_a_seat=self._wasd_is_a_seat)
        self._hovered: tuple = (None, None)           # (row, move, view) -> its vertex on the board shown
        self._label_due: int | None = None            # frames before the last move's row label is worded
        self._sync()

    # ---- constructors -----------------------------------------------------------------------------
    @classmethod
    def demo(cls) -> "FractalScreen":
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None, mode=None) -> "FractalScreen":
        """The screen on a given position (tests); never saved."""
        session = MatchSession(GAME, dict(state.options), state.seed, seats or [Seat.human(), Seat.human()],
                               autosave=False, start_state=state)
        return cls(session, mode)

    # ---- seats ------------------------------------------------------------------------------------
    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        return SEAT_NAMES[seat]

    @classmethod
    def seat_colour_of(cls, seat: int):
        return SEAT_COLOURS[seat]

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name or SEAT_NAMES[seat]

    def seat_score(self, state, seat: int) -> str:
        score = state.scores[seat]
        return f"{score} pt" if score == 1 else f"{score} pts"

    # ---- the move list's words ------------------------------------------------------------------
    def move_words(self, index: int) -> tuple[MoveWords, str]:
        """Move `index` of the record in words, and the name of who made it."""
        before = self.session.state_at(index)
        words = describe_move(before, before.text_to_move(self.session.moves[index]))
        return words, (self.seat_name(words.mover) if words.mover >= 0 else "The die")

    def status_text(self) -> str:
        session = self.session
        if session.in_replay and session.view_ply() > 0 and not (self._flash_left > 0 and self._flash_text):
            # looking back: the whole sentence of the move shown, which its row may shorten
            words, name = self.move_words(session.view_ply() - 1)
            return f"Move {session.view_ply()} of {session.ply}: {move_sentence(words, name)}."
        return super().status_text()

    # ---- the position shown -----------------------------------------------------------------------
    def live(self):
        return self.session.state

    def _sync(self) -> None:
        state = self.view_state()
        key = (id(state), state.empty, state.board.cell_count, self.session.view_ply())
        if key == self.shown:
            return
        self.shown = key
        self.view.sync(state)
        self.hud.sync(state)
        if self.cursor is not None and not self._cursor_valid():
            self.cursor = None
        self._update_hover()

    def split_armed(self) -> bool:
        return (self.hud.split_armed and not self.session.in_replay
                and self.live().may_split_now())

    def on_view_changed(self) -> None:
        self.show = None
        self._sync()

    def on_move_played(self, move, before, mover: int) -> None:
        self._sync()
        self._label_due = 1
        if self.session.in_replay or not isinstance(move, tuple) or move[0] not in ("place", "split"):
            return
        state = self.view_state()
        world = self.view.world
        vertex = move[1] if move[0] == "place" else state.board.index[move[2]]
        stone = (world.vx[vertex], world.vy[vertex], self.view.stone_radius(vertex))
        cells, labels = [], []
        for cell in state.last_completed:
            points = [0, 0]
            for v in state.board.corners[cell]:
                points[state.owner[v]] += 1
            cells.append((world.polygon(cell), tint_of((points[0], points[1]))))
            x, y = world.centre(cell)
            for seat in (0, 1):
                if points[seat]:
                    colour = SEAT_COLOURS[seat] if seat else (30, 30, 36)
                    labels.append((x + (seat - 0.5) * 50 / max(self.camera.zoom, 1e-6) * (points[1 - seat] > 0),
                                   y, f"+{points[seat]}", colour))
        flashes = [(world.vx[v], world.vy[v], self.view.stone_radius(v)) for v in state.last_new]
        self.show = MoveShow(stone, cells, labels, flashes, self._rise_texts, self._rise_batch)

    def _word_the_last_move(self) -> bool:
        """Word the last move for the move list a frame after it lands, before the panel asks
        (True when it did)."""
        due = self._label_due
        if due is None:
            return False
        if due > 0:
            self._label_due = due - 1
            return False
        self._label_due = None
        index = len(self.session.moves) - 1
        if index < 0 or self.session.in_replay:
            return False
        self.entry_label(index, index + 1)
        return True

    def is_animating(self) -> bool:
        return self.show is not None and self.show.placing

    def passing_words_shown(self) -> bool:
        return self.show is not None                   # "+n" rising over the cells that scored

    def skip_animation(self) -> None:
        self.show = None

    def update_board(self, dt: float) -> None:
        self.camera.update(dt)
        self.controls.update(dt, self._pads())
        if self.show is not None:
            self.show.update(dt)
            if self.show.done:
                self.show = None
        self._sync()
        self.hud.update(dt)
        # the pill takes the control hints' place while it shows (set here, not while drawing:
        # an overlay draws this screen under it with the hints hidden)
        self.hints_hidden = self.hud.hint_vertex is not None
        # the frame after a move lands catches up: the board's fills, the move list's words
        caught_up = self.view.catch_up(self.view_state())
        caught_up = self._word_the_last_move() or caught_up
        if not caught_up and self.show is None:
            self.view.prepare()

    # ---- input: the view's controls are a part, the board's moves are here --------------------------
    def _pads(self) -> dict:
        return getattr(self.window.input, "pads", {})

    def _wasd_is_a_seat(self) -> bool:
        """In a couch match where someone plays on W A S D, S is theirs (they arm splits with E)."""
        return any(seat.is_human and seat.device == "wasd" for seat in self.session.seats)

    def on_key_press(self, symbol: int, modifiers: int):
        if not self.window.scenes.busy and self.slot.key_press(symbol, modifiers):   # a practice's H (hint) first
            return True
        if not self.window.scenes.busy and not modifiers & (keys.MOD_CTRL | keys.MOD_ALT) and \
                self.controls.key_press(symbol, modifiers):
            return True
        return super().on_key_press(symbol, modifiers)

    def on_key_release(self, symbol: int, modifiers: int):
        self.controls.key_release(symbol)
        return super().on_key_release(symbol, modifiers)

    def on_action(self, device: str, action: Action) -> bool:
        if action in (Action.PREV, Action.NEXT) and self.controls.trigger_pulled(device, self._pads()):
            return True                      # the trigger zooms (FractalControls.update); it is no look-back
        return super().on_action(device, action)

    def board_action(self, device: str, action: Action) -> bool:
        if action in DIRECTIONS:
            self._step_cursor(*DIRECTIONS[action])
            return True
        if action == Action.CONFIRM:
            if self.cursor is None:
                self._step_cursor(0, 0)
                return True
            return self._play_cursor(device)
        if action == Action.NEXT:
            self._toggle_split(device)
            return True
        if action == Action.CANCEL and self.split_armed():
            self._toggle_split(device)
            return True
        return False

    def _toggle_split(self, device: str) -> None:
        """Arm or disarm a split; with the dice option, the same key first rolls for the right."""
        if not self.may_play(device):
            return
        state = self.view_state()
        if state.may_roll():
            self.hud.roll(device)
            return
        self.hud.toggle_split()
        self.cursor = None

    def pointer_move(self, x: float, y: float) -> None:
        if x >= self.board_rect[0] + self.board_rect[2]:
            self.pointer = None
            self._set_hover(None, None)
            return
        self.pointer = (x, y)
        self.hud.on_mouse_motion(x, y)
        self._update_hover()

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers):
        if self.window.scenes.busy:
            return True
        lx, ly = self.window.to_logical(x, y)
        self.controls.drag(lx, ly, *self.window.to_logical(x - dx, y - dy))
        self.pointer_move(lx, ly)
        return True

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            self.controls.press(x, y, button)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        self.controls.release(x, y, button, self.time)

    def _click(self, x: float, y: float) -> None:
        """A left click on the board (no drag, no double click): skips an animation, or plays."""
        if self.is_animating():
            self.skip_animation()
            return
        if self.session.in_replay or not self.may_play("kbm"):
            return
        move = self.hit_test(x, y)
        if move is not None:
            self.submit_move(move, "kbm")

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float):
        if self.window.scenes.busy:
            return True
        lx, ly = self.window.to_logical(x, y)
        if self.controls.wheel(lx, ly, scroll_x, scroll_y):
            self._update_hover()
            return True
        return super().on_mouse_scroll(x, y, scroll_x, scroll_y)

    def on_leave(self) -> None:
        self.controls.unhook_pads()             # a screen left behind must not keep taking pad events
        super().on_leave()

    # ---- what the pointer and the cursor point at ------------------------------------------------
    def _update_hover(self) -> None:
        vertex = cell = split = None
        if self.pointer is not None and self.camera.contains_screen(*self.pointer):
            wx, wy = self.camera.to_world(*self.pointer)
            if self.split_armed():
                cell, split = self._split_at(wx, wy)
            elif not self.session.in_replay:
                vertex = self.view.vertex_near(wx, wy, self.camera.zoom)
        self._set_hover(vertex, cell, split)

    def _set_hover(self, vertex, cell, split=None) -> None:
        self.hover_vertex, self.hover_cell, self.hover_split = vertex, cell, split

    def _split_at(self, wx: float, wy: float):
        """The splittable leaf under a world point and the preview point a click there picks."""
        world = self.view.world
        cell = world.cell_at(wx, wy)
        if cell is None or not world.board.can_split(cell):
            return None, None
        reach = max(world.csize[cell] * 0.18, 14 / self.camera.zoom)
        best = None
        for point in world.board.split_points(cell):
            x, y = world.point(point)
            d = math.hypot(x - wx, y - wy)
            if d <= reach and (best is None or d < best[0]):
                best = (d, point)
        return cell, ((cell, best[1]) if best else None)

    def hit_test(self, x: float, y: float):
        if not self.camera.contains_screen(x, y):
            return None
        wx, wy = self.camera.to_world(x, y)
        if self.split_armed():
            _, split = self._split_at(wx, wy)
            return ("split", split[0], split[1]) if split else None
        vertex = self.view.vertex_near(wx, wy, self.camera.zoom)
        return ("place", vertex) if vertex is not None else None

    def _cursor_valid(self) -> bool:
        cursor, state = self.cursor, self.live()
        if isinstance(cursor, tuple):
            return self.split_armed() and state.board.can_split(cursor[0])
        return cursor is not None and cursor < len(state.owner) and state.owner[cursor] < 0

    def _cursor_targets(self) -> list:
        """What the cursor may stop on: empty vertices shown at this zoom, or while a split is armed
        the preview points of the splittable cells shown."""
        view, zoom, world = self.view, self.camera.zoom, self.view.world
        if self.split_armed():
            l, b, r, t = self.camera.view_rect()
            out = []
            for cell in world.board.splittable_cells():
                if world.csize[cell] * zoom < 40:
                    continue
                cx, cy = world.centre(cell)
                if l <= cx <= r and b <= cy <= t:
                    out += [((cell, p), world.point(p)) for p in world.board.split_points(cell)]
            return out
        owner = self.live().owner
        return [(v, (world.vx[v], world.vy[v])) for v in range(len(owner))
                if owner[v] < 0 and view.readable(v, zoom)]

    def _cursor_xy(self, cursor) -> tuple[float, float]:
        world = self.view.world
        if isinstance(cursor, tuple):
            return world.point(cursor[1])
        return world.vx[cursor], world.vy[cursor]

    def _step_cursor(self, dx: int, dy: int) -> None:
        """Move the cursor to the nearest target that way (none yet: the one nearest the view's
        centre); the view follows it."""
        targets = self._cursor_targets()
        if not targets:
            self.play("error")
            return
        if self.cursor is None or not self._cursor_valid() or (dx, dy) == (0, 0):
            hx, hy = (self.camera.x, self.camera.y)
            best = min(targets, key=lambda t: math.hypot(t[1][0] - hx, t[1][1] - hy))
        else:
            hx, hy = self._cursor_xy(self.cursor)
            best, best_score = None, None
            for target, (x, y) in targets:
                along = (x - hx) * dx + (y - hy) * dy
                across = abs((x - hx) * dy - (y - hy) * dx)
                if along <= 1e-6 or across > along * 1.8:
                    continue
                score = along + 2 * across
                if best_score is None or score < best_score:
                    best, best_score = (target, (x, y)), score
            if best is None:
                self.play("error")
                return
        self.cursor = best[0]
        self.play("click")
        self.camera.keep_visible(*best[1])

    def _play_cursor(self, device: str) -> bool:
        cursor = self.cursor
        if isinstance(cursor, tuple):
            return self.submit_move(("split", cursor[0], cursor[1]), device)
        return self.submit_move(("place", cursor), device)

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        if not isinstance(move, tuple) or move[0] not in ("place", "split"):
            return []
        world = self.view.world
        x, y = world.point(move[2]) if move[0] == "split" else (world.vx[move[1]], world.vy[move[1]])
        return [self.camera.to_screen(x, y)]

    # ---- drawing ----------------------------------------------------------------------------------------
    def baked_key(self):
        """The cached layer holds the backdrop only (software GL pays for each of its pixels on
        every frame it is drawn: about 1.5 ms); the board moves with the camera, so it is drawn
        every frame over the layer."""
        return ("fractal",)

    def draw_board(self) -> None:
        window = self.window
        self.camera.use()
        zoom = self.camera.zoom
        self.view.draw(self.camera)
        self._draw_marks(zoom)
        if self.show is not None:
            self.show.draw_world(zoom)
        window.logical_camera.use()
        window.ctx.scissor = None
        if self.show is not None:
            self.show.draw_screen(self.camera.to_screen)
        self.minimap.draw(self.camera, self.view)
        self.hud.draw()

    def _draw_marks(self, zoom: float) -> None:
        """The last move's ring, hover, cursor and the split preview (a handful of shapes)."""
        state = self.view_state()
        world, view = self.view.world, self.view
        px = 1 / zoom
        last = state.last_move
        if isinstance(last, tuple) and last[0] in ("place", "split"):
            v = last[1] if last[0] == "place" else state.board.index.get(last[2])
            if v is not None and v < len(world.vx):
                r = max(view.stone_radius(v) * 1.25, 7 * px)
                arcade.draw_circle_outline(world.vx[v], world.vy[v], r, LAST_RING, 2.5 * px, num_segments=32)
        hovered = self._hovered_vertex()
        if hovered is not None:
            r = max(view.stone_radius(hovered) * 1.6, 10 * px)
            arcade.draw_circle_outline(world.vx[hovered], world.vy[hovered], r, HOVER, 3 * px, num_segments=32)
        if not self.session.in_replay:
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            if self.split_armed():
                self._draw_split_preview(px, pulse)
            elif self.hover_vertex is not None:
                self._draw_ghost_stone(self.hover_vertex, px, 150)
            cursor = self.cursor
            if cursor is not None and self._cursor_valid():
                x, y = self._cursor_xy(cursor)
                r = (world.vsize[cursor] * STONE_SHARE if not isinstance(cursor, tuple)
                     else world.csize[cursor[0]] * 0.08)
                r = max(r * 1.5, 10 * px) * (1 + 0.12 * pulse)
                arcade.draw_circle_outline(x, y, r, theme.ACCENT, 3 * px, num_segments=32)
        for v in state.last_new if self.show is None else ():
            if v < len(world.vx) and state.owner[v] < 0 and view.readable(v, zoom):
                arcade.draw_circle_outline(world.vx[v], world.vy[v], max(view.stone_radius(v) * 0.6, 4 * px),
                                           (*NEW_FLASH, 150), 1.5 * px, num_segments=20)

    def _hovered_vertex(self) -> int | None:
        """The vertex of the move list row under the pointer, on the board shown (None when that
        board has no such point yet: looking back before the split that made it)."""
        entry = self.hovered_entry
        if entry is None or entry[1] > len(self.session.moves):
            return None
        key = (entry, self.session.moves[entry[1] - 1], self.session.view_ply())
        if self._hovered[0] != key:            # asked every frame: worked out once per row and view
            self._hovered = (key, self._vertex_of_move(entry[1] - 1))
        return self._hovered[1]

    def _vertex_of_move(self, index: int) -> int | None:
        before = self.session.state_at(index)
        move = before.text_to_move(self.session.moves[index])
        if not isinstance(move, tuple) or move[0] not in ("place", "split"):
            return None
        point = before.board.points[move[1]] if move[0] == "place" else tuple(move[2])
        v = self.view_state().board.index.get(point)
        return v if v is not None and v < len(self.view.world.vx) else None

    def _draw_ghost_stone(self, v: int, px: float, alpha: int) -> None:
        world = self.view.world
        seat = self.live().current_player()
        colour = SEAT_COLOURS[seat] if seat in (0, 1) else HOVER
        r = max(self.view.stone_radius(v), 5 * px)
        arcade.draw_circle_filled(world.vx[v], world.vy[v], r, (*colour, alpha), num_segments=32)
        arcade.draw_circle_outline(world.vx[v], world.vy[v], r, (*HOVER, 220), 2 * px, num_segments=32)

    def _draw_split_preview(self, px: float, pulse: float) -> None:
        """The cell under the pointer split in ghost lines: its new vertices as ghost points, the
        midpoints it would reuse ringed."""
        cell = self.hover_cell
        if cell is None and isinstance(self.cursor, tuple):
            cell = self.cursor[0]
        if cell is None:
            return
        world = self.view.world
        board, shape = world.board, world.shape
        outline = world.polygon(cell)
        arcade.draw_polygon_filled(outline, (*GHOST, 40))
        arcade.draw_polygon_outline(outline, (*GHOST, 220), 2.5 * px)
        new = set(board.split_points(cell))
        own = set(shape.corners(board.geometry[cell]))
        seen = set()
        for child in shape.children(board.geometry[cell]):
            corners = [world.point(p) for p in shape.corners(child)]
            arcade.draw_polygon_outline(corners, (*GHOST, 170), 1.5 * px)
            for p in shape.corners(child):
                if p in own or p in seen:
                    continue
                seen.add(p)
                x, y = world.point(p)
                r = max(world.csize[cell] * 0.05, 5 * px)
                if p in new:
                    chosen = self.hover_split is not None and self.hover_split[1] == p
                    arcade.draw_circle_filled(x, y, r * (1.35 if chosen else 1), (*GHOST, 230 if chosen else 120 + int(60 * pulse)))
                    arcade.draw_circle_outline(x, y, r * (1.35 if chosen else 1), (255, 255, 255, 230), 1.5 * px)
                else:       # a midpoint a neighbour's split made: reused, not a new place to play
                    arcade.draw_circle_outline(x, y, r * 1.2, (*theme.ACCENT, 220), 2 * px, num_segments=20)
