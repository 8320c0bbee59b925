"""The Grundy game screen: numbers written on a graph (circles and lines) or a map (countries in a disc).

Layout (1280x720 logical space): a header along the top of the left part (the board's name, what
it is, how full it is), the board below it, the shell's side panel (players, scores, whose turn,
the move list) on the right.

* `BoardLayout`    where each vertex / country is on screen, and what lies under the pointer.
* `PlaceAnimation` a number being written: the token (or the country's colour) pops in with an
                   eased overshoot, a ring ripples out, a "+3" rises from it.
* `GrundyScreen`   the game screen (registered as "grundy").

Input. The mouse: hovering a vertex shows what may be written there (a tooltip and a faint ghost
of the smallest allowed number); a click opens the number picker on it, with the smallest allowed
number picked; clicking a number writes it (clicking the vertex again writes the picked one).
Cursor keys, WASD or a pad's d-pad move a cursor between the empty vertices; the picker follows
the cursor; Enter / Space / Ⓐ writes the picked number; Tab / + / RB pick a larger number,
Shift+Tab / - / LB a smaller one (digit keys pick that number). Esc / Ⓑ closes the picker.

Drawing is batched: everything that changes only when the position changes (header, board,
tokens, labels) is one cached shape list plus one text batch; hover, cursor, picker and tooltip
are small cached shapes of their own; only a running animation is rebuilt every frame.
"""
from __future__ import annotations

import math

import arcade
import pyglet
from pyglet.window import key as keys

from game.core.session import MatchSession, Seat
from game.engines.grundy.board import Board
from game.engines.grundy.rules import smallest_allowed_number
from game.scenes.game_screen import PANEL_LEFT, GameScreen
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import make_text, set_colour

# ---- layout (logical pixels) -------------------------------------------------------------------
BOARD_AREA = (18, 54, PANEL_LEFT - 36, 580)         # left, bottom, width, height: the board itself
HEADER_Y = 688                                      # the board's name
MAX_CHIPS = 12                                      # numbers the picker shows at once

# ---- colours of the board ----------------------------------------------------------------------
EDGE = (84, 106, 156)                 # a line between two circles
EDGE_SHADOW = (0, 0, 0, 90)
SOCKET = (27, 40, 74)                 # an empty circle
SOCKET_EDGE = (19, 29, 56)
SOCKET_RING = (112, 136, 190)
LAND_TONES = [(88, 104, 146), (101, 116, 157), (80, 96, 136), (110, 122, 160)]
BORDER = (10, 16, 34)                 # between countries
SEA = (24, 38, 72)
SEA_GLOW = (110, 150, 230, 30)


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles (a pop)."""
    t = max(0.0, min(1.0, t))
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def number_font(radius: float, number: int) -> float:
    """Font size (points) of a number written in a token of `radius` pixels."""
    digits = len(str(number))
    factor = 0.86 if digits == 1 else 0.68 if digits == 2 else 0.52
    return max(9.0, min(28.0, radius * factor))


def allowed_summary(state, vertex: int) -> tuple[list[int], list[int]]:
    """(allowed numbers up to one past the largest neighbour number, numbers the neighbours hold):
    every number above the first list is allowed too."""
    taken = sorted({state.numbers[w] for w in state.board.neighbours[vertex] if state.numbers[w]})
    top = (taken[-1] if taken else 0) + 1
    return [k for k in range(1, top + 1) if k not in taken], taken


def allowed_text(allowed: list[int]) -> str:
    """"1, 4 and up" (the last number listed is the first of an open range)."""
    if len(allowed) == 1:
        return f"{allowed[0]} and up" if allowed[0] > 1 else "any number (1 and up)"
    return ", ".join(str(k) for k in allowed[:-1]) + f", {allowed[-1]} and up"


def next_allowed(state, vertex: int, number: int, step: int) -> int | None:
    """The next allowed number above (step 1) or below (step -1) `number`, or None."""
    taken = {state.numbers[w] for w in state.board.neighbours[vertex]}
    k = number + step
    while k >= 1:
        if k not in taken:
            return k
        k += step
    return None


def land_tones(board: Board) -> list[int]:
    """A tone per country, different from its neighbours' where four tones allow (greedy)."""
    tones: list[int] = []
    for v in range(board.size):
        used = {tones[w] for w in board.neighbours[v] if w < v}
        free = [t for t in range(len(LAND_TONES)) if t not in used]
        tones.append(free[0] if free else v % len(LAND_TONES))
    return tones


# =================================================================================================
# Geometry
# =================================================================================================
class BoardLayout:
    """Where the board's vertices (or countries) are drawn, and hit-testing."""

    def __init__(self, board: Board, rect=BOARD_AREA):
        self.board = board
        self.rect = rect
        left, bottom, width, height = rect
        cx, cy = left + width / 2, bottom + height / 2
        self.is_map = board.kind == "map"
        if self.is_map:
            radius = min(width, height) / 2 - 18
            self.scale = radius
            self.ox, self.oy = cx, cy
            self.disc = (cx, cy, radius)
        else:
            xs = [p[0] for p in board.positions]
            ys = [p[1] for p in board.positions]
            span_x = max(0.3, max(xs) - min(xs))
            span_y = max(0.3, max(ys) - min(ys))
            margin = 54
            self.scale = min((width - 2 * margin) / span_x, (height - 2 * margin) / span_y, height * 0.62)
            self.ox = cx - (min(xs) + max(xs)) / 2 * self.scale
            self.oy = cy - (min(ys) + max(ys)) / 2 * self.scale
            self.disc = None
        self.centres = [self.xy(p) for p in board.positions]
        closest = min((math.dist(a, b) for i, a in enumerate(self.centres) for b in self.centres[i + 1:]),
                      default=100.0)
        if self.is_map:
            self.radius = max(12.0, min(21.0, closest * 0.27))
        else:
            self.radius = max(15.0, min(30.0, closest * 0.3))
        self.polygons = [[self.xy(p) for p in poly] for poly in board.polygons]
        # per country: the sign of its corners' winding (for the point-in-polygon test)
        self._winding = [1.0 if _signed_area(poly) >= 0 else -1.0 for poly in self.polygons]
        ys = [y for _, y in self.centres] + [y for poly in self.polygons for _, y in poly]
        self.low, self.high = (min(ys), max(ys)) if ys else (bottom, bottom + height)

    def xy(self, p) -> tuple[float, float]:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def lit(self, colour, y: float):
        """`colour` as drawn at height y: the board is lit from above."""
        t = (y - self.low) / max(1.0, self.high - self.low)
        return theme.shade(colour, 0.9 + 0.18 * t)

    def vertex_at(self, x: float, y: float) -> int | None:
        """The vertex (circle, or country) under the pointer, or None."""
        if self.is_map:
            cx, cy, r = self.disc
            if math.hypot(x - cx, y - cy) > r:
                return None
            for v, poly in enumerate(self.polygons):
                if _inside_convex(poly, x, y, self._winding[v]):
                    return v
            return None
        best, best_d = None, (self.radius * 1.35) ** 2
        for v, (vx, vy) in enumerate(self.centres):
            d = (vx - x) ** 2 + (vy - y) ** 2
            if d <= best_d:
                best, best_d = v, d
        return best

    def step_from(self, vertex: int, action: Action, candidates: list[int]) -> int | None:
        """The candidate nearest in the direction of `action` from `vertex` (a cone of 70 degrees
        either side, nearer the axis preferred), or None."""
        dx, dy = {Action.LEFT: (-1, 0), Action.RIGHT: (1, 0), Action.UP: (0, 1), Action.DOWN: (0, -1)}[action]
        ox, oy = self.centres[vertex]
        best, best_score = None, math.inf
        for v in candidates:
            if v == vertex:
                continue
            x, y = self.centres[v]
            along = (x - ox) * dx + (y - oy) * dy
            across = abs((x - ox) * dy) + abs((y - oy) * dx)
            if along <= 0.5 or across > along * math.tan(math.radians(70)):
                continue
            score = along + 1.6 * across
            if score < best_score:
                best, best_score = v, score
        return best


def _signed_area(poly) -> float:
    return 0.5 * sum(poly[i][0] * poly[(i + 1) % len(poly)][1] - poly[(i + 1) % len(poly)][0] * poly[i][1]
                     for i in range(len(poly)))


def _inside_convex(poly, x: float, y: float, winding: float) -> bool:
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) * winding < -1e-9:
            return False
    return True


# =================================================================================================
# Tokens
# =================================================================================================
def build_token(sb: ShapeBuilder, seat: int, x: float, y: float, r: float, colour, flash: float = 0.0,
                shadow: bool = True) -> None:
    """A written number's token in the writer's colour: round for seat 0, a rounded square for
    seat 1 (the seat's mark, a cue that does not rely on colour), a cream rim, a soft shine."""
    if r <= 0.5:
        return
    base = theme.mix(colour, theme.CREAM, flash)
    if shadow:
        sb.circle(x + r * 0.1, y - r * 0.2, r * 1.08, (0, 0, 0, 120))
    if seat % 2 == 0:
        sb.circle(x, y, r, theme.CREAM)
        sb.circle(x, y, r * 0.87, theme.shade(base, 0.62))
        sb.circle(x, y + r * 0.04, r * 0.79, theme.shade(base, 1.18), edge_colour=base)
    else:
        s = r * 0.9
        sb.rounded_rect(x - s, y - s, 2 * s, 2 * s, s * 0.34, theme.CREAM)
        s2 = s * 0.87
        sb.rounded_rect(x - s2, y - s2, 2 * s2, 2 * s2, s2 * 0.3, theme.shade(base, 0.62))
        s3 = s * 0.79
        sb.rounded_rect(x - s3, y - s3 + r * 0.04, 2 * s3, 2 * s3, s3 * 0.3, base)
        sb.circle(x, y + r * 0.04, s3 * 0.9, theme.with_alpha(theme.shade(base, 1.18), 150), edge_colour=
                  theme.with_alpha(base, 0))
    # a shine on the upper half
    sb.gradient_rect(x - r * 0.5, y + r * 0.12, r, r * 0.5, (255, 255, 255, 0), (255, 255, 255, 46))


# =================================================================================================
# A number being written
# =================================================================================================
class PlaceAnimation:
    """The token pops in (eased, overshooting), white-hot at first; a ring ripples out; on a map
    the country's colour spreads from its label."""

    def __init__(self, vertex: int, number: int, seat: int):
        self.vertex = vertex
        self.number = number
        self.seat = seat
        self.time = 0.0
        self.pop = theme.anim(0.34)
        self.length = theme.anim(0.5)

    @property
    def done(self) -> bool:
        return self.time >= self.length

    def progress(self) -> float:
        return min(1.0, self.time / max(1e-6, self.pop))

    def update(self, dt: float) -> None:
        self.time += dt

    def build(self, sb: ShapeBuilder, layout: BoardLayout, fill_colour) -> None:
        p = self.progress()
        scale = ease_out_back(p)
        flash = max(0.0, 1.0 - p * 1.5)
        colour = theme.player_colour(self.seat)
        x, y = layout.centres[self.vertex]
        r = layout.radius
        if layout.is_map:
            # the country fills from its label point outwards
            grow = ease_out(min(1.0, self.time / max(1e-6, self.pop * 0.9)))
            poly = [(x + (px - x) * grow, y + (py - y) * grow) for px, py in layout.polygons[self.vertex]]
            fill = theme.mix(fill_colour, theme.CREAM, flash * 0.6)
            sb.fan((x, y), poly, layout.lit(fill, y))
        # the ripple
        ripple = min(1.0, self.time / max(1e-6, self.length))
        if ripple < 1.0:
            sb.ring(x, y, r * (1.1 + 1.3 * ease_out(ripple)), max(1.5, 4.0 * (1 - ripple)),
                    theme.with_alpha(theme.shade(colour, 1.4), 220 * (1 - ripple)))
        build_token(sb, self.seat, x, y, r * scale, colour, flash=flash, shadow=scale > 0.6)


# =================================================================================================
# The screen
# =================================================================================================
DEMO_SEED = 7
DEMO_BOARD = "petersen"
DEMO_PLIES = 5


def demo_session(board: str = DEMO_BOARD, seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A game in progress for screenshots: a few moves writing the smallest allowed number where
    it is smallest (ties broken by a seeded draw), never saved."""
    from game.core.rng import stream
    from game.engines.grundy.rules import GAME
    session = MatchSession(GAME, {**GAME.default_options(), "board": board}, seed,
                           [Seat.human(), Seat.human()], autosave=False)
    rng = stream(seed, "grundy-demo")
    for _ in range(plies):
        state = session.state
        if state.is_terminal():
            break
        empty = [v for v in range(state.board.size) if not state.numbers[v]]
        options = [(smallest_allowed_number(state, v), rng.random(), v) for v in empty]
        number, _, vertex = min(options)
        session.play((vertex, number))
    return session


def _text(batch, text: str, x: float, y: float, size: float, colour, *, bold: bool = True,
          anchor_x: str = "center", anchor_y: str = "center") -> arcade.Text:
    return arcade.Text(text, x, y, colour, size, font_name=theme.BODY_FONT, bold=bold, anchor_x=anchor_x,
                       anchor_y=anchor_y, batch=batch)


class GrundyScreen(GameScreen):
    """The Grundy game on screen: a graph or a map, the numbers written, the picker."""

    game_name = "grundy"
    hints = "Click a circle, then a number    ←↑↓→ Enter: write    Tab/+ bigger    Esc menu"
    pad_hints = "D-pad choose  Ⓐ write  RB/LB number"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        state = session.state
        self.board: Board = state.board
        self.layout = BoardLayout(self.board)
        self.tones = land_tones(self.board)
        self.is_map = self.layout.is_map
        self.noun = "country" if self.is_map else "circle"
        if self.is_map:
            self.hints = self.hints.replace("a circle", "a country")
        # what the board shows (the position before the move while a move is animated)
        self.shown = state
        self.animation: PlaceAnimation | None = None
        self.floaters: list[list] = []          # [shadow, text, x, y, age]
        # input
        self.hover: int | None = None
        self.pointer: tuple[float, float] | None = None
        self.focus: int | None = None            # the cursor (and the picker's vertex)
        self._cursor_home: int | None = None     # where the cursor was before the last move
        self.picker_open = False
        self.pending = 1                         # the number the picker has picked
        self.hover_chip: int | None = None       # a number in the picker under the pointer
        self.input_mode = "mouse"                # "mouse", "keys" or "pad": which hints the picker shows
        self.interactive = False
        # drawing
        self._static = CachedShapes(self._build_static)
        self._hover_shapes = CachedShapes(self._build_hover)
        self._hover_key = None
        self._picker_shapes = CachedShapes(self._build_picker)
        self._picker_key = None
        self._tooltip_shapes = CachedShapes(self._build_tooltip)
        self._tooltip_key = None
        self._tooltip_box = None
        self._make_texts()
        self._sync_texts()

    # ---- constructors -------------------------------------------------------------------------
    @classmethod
    def demo(cls) -> "GrundyScreen":
        """A game in progress on the Petersen graph (for `python -m game shot grundy`)."""
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None) -> "GrundyScreen":
        """The screen on a given position (tests, editors); never saved."""
        from game.engines.grundy.rules import GAME
        session = MatchSession(GAME, dict(state.options), state.seed, seats or [Seat.human(), Seat.human()],
                               autosave=False, start_state=state)
        return cls(session)

    @classmethod
    def for_board(cls, board: str, moves=(), seed: int = 1, seats=None) -> "GrundyScreen":
        """A new game on a library board, after `moves` (notation such as "a=1")."""
        from game.engines.grundy.rules import GAME
        state = GAME.new_initial_state({"board": board}, seed)
        for text in moves:
            state.apply(state.text_to_move(text))
        return cls.for_state(state, seats)

    # ---- texts --------------------------------------------------------------------------------
    def _make_texts(self) -> None:
        self.batch = pyglet.graphics.Batch()
        layout = self.layout
        r = layout.radius
        letter_size = max(9.0, min(15.0, r * 0.55)) if not self.is_map else 12.0
        self.letters = [_text(self.batch, self.board.labels[v], x, y, letter_size, theme.TEXT_MUTED)
                        for v, (x, y) in enumerate(layout.centres)]
        self.number_shadows = [_text(self.batch, "", x + 1, y - 1.5, 12, (0, 0, 0, 150))
                               for x, y in layout.centres]
        self.numbers = [_text(self.batch, "", x, y, 12, theme.CREAM) for x, y in layout.centres]
        left, bottom, width, height = BOARD_AREA
        self.title = make_text(self.board.title.upper(), left + 18, HEADER_Y, theme.SIZE_SUBHEADING, theme.ACCENT,
                               display=True)
        self.subtitle = make_text(self._subtitle(), left + 18, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED)
        self.progress = make_text("", left + width - 12, HEADER_Y, theme.SIZE_SMALL, theme.TEXT, anchor_x="right",
                                  bold=True)
        self.progress_label = make_text("", left + width - 12, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x="right")
        self.ghost = make_text("", 0, 0, 12, theme.with_alpha(theme.CREAM, 120), anchor_x="center", bold=True)
        self.anim_shadow = make_text("", 0, 0, 12, (0, 0, 0, 150), anchor_x="center", bold=True)
        self.anim_number = make_text("", 0, 0, 12, theme.CREAM, anchor_x="center", bold=True)
        # the picker and the tooltip
        self.picker_title = make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True)
        self.picker_score = make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="right")
        self.picker_hint = make_text("", 0, 0, theme.SIZE_TINY - 1, theme.TEXT_DIM)
        self.chip_texts = [make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, anchor_x="center", bold=True)
                           for _ in range(MAX_CHIPS + 1)]
        self.tooltip_texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                              make_text("", 0, 0, theme.SIZE_TINY, theme.ACCENT),
                              make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED)]

    def _subtitle(self) -> str:
        board = self.board
        degrees = [board.degree(v) for v in range(board.size)]
        low, high = min(degrees), max(degrees)
        each = f"{low} neighbours each" if low == high else f"{low} to {high} neighbours"
        if self.is_map:
            return f"{board.size} countries  ·  {len(board.edges)} borders  ·  {each}  ·  lowest score wins"
        return f"{board.size} circles  ·  {len(board.edges)} lines  ·  {each}  ·  lowest score wins"

    def _sync_texts(self) -> None:
        """Numbers and letters for the position shown."""
        state = self.shown
        layout = self.layout
        r = layout.radius
        hidden = self.animation.vertex if self.animation is not None else None
        for v, (x, y) in enumerate(layout.centres):
            number = state.numbers[v]
            letter, text, shadow = self.letters[v], self.numbers[v], self.number_shadows[v]
            if number and v != hidden:
                size = number_font(r, number)
                dy = 1.0
                for label, ox, oy in ((shadow, 1.0, -1.5), (text, 0.0, 0.0)):
                    label.text = str(number)
                    if label.font_size != size:
                        label.font_size = size
                    label.x, label.y = x + ox, y + oy + dy
                # the letter moves out of the way: above the token, small
                letter.font_size = 9 if not self.is_map else 9
                letter.x, letter.y = x + r * 0.98, y + r * 0.98
                set_colour(letter, theme.with_alpha(theme.TEXT, 200))
            else:
                text.text = shadow.text = ""
                letter.font_size = max(9.0, min(15.0, r * 0.55)) if not self.is_map else 12.0
                letter.x, letter.y = x, y
                set_colour(letter, theme.TEXT_MUTED if not self.is_map else theme.with_alpha(theme.CREAM, 210))
        filled = state.filled
        self.progress.text = f"{filled} of {self.board.size} filled"
        self.progress_label.text = "" if not state.is_terminal() else "every " + self.noun + " holds a number"

    # ---- the position shown -------------------------------------------------------------------
    def _show(self, state) -> None:
        self.shown = state
        self._sync_texts()
        self._baked_key = None

    def _board_interactive(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def _refresh_interactive(self) -> None:
        interactive = self._board_interactive() and self.animation is None
        if interactive != self.interactive:
            self.interactive = interactive
            self._hover_key = self._picker_key = self._tooltip_key = None
        if self.focus is not None and self.focus >= self.board.size:
            self.focus = None

    def on_view_changed(self) -> None:
        self.animation = None
        self._show(self.view_state())
        self._clamp_pending()
        self._refresh_interactive()
        self._invalidate_overlays()

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.on_view_changed()
            return
        vertex, number = move
        self.shown = before
        self.animation = PlaceAnimation(vertex, number, mover)
        self._sync_texts()
        self._baked_key = None
        self.picker_open = False
        # the cursor hides after a move; the next cursor key brings it back near here
        self._cursor_home = vertex
        self.focus = None
        self.interactive = False
        self._invalidate_overlays()
        x, y = self.layout.centres[vertex]
        self._float(f"+{number}", x, y + self.layout.radius + 10, theme.shade(theme.player_colour(mover), 1.35))

    def is_animating(self) -> bool:
        return self.animation is not None

    def skip_animation(self) -> None:
        if self.animation is not None:
            self.animation.time = self.animation.length
            self._finish_animation()

    def _finish_animation(self) -> None:
        self.animation = None
        self._show(self.view_state())
        self._clamp_pending()
        self._refresh_interactive()
        self._invalidate_overlays()

    def _invalidate_overlays(self) -> None:
        self._hover_key = self._picker_key = self._tooltip_key = None

    def update_board(self, dt: float) -> None:
        anim = self.animation
        if anim is not None:
            anim.update(dt)
            if anim.done:
                self._finish_animation()
        elif self.shown is not self.view_state():
            self.on_view_changed()
        self._refresh_interactive()
        if self.pointer is not None and self.panel in getattr(self.section_manager, "mouse_over_sections", ()):
            # the pointer went on to the side panel (its motion goes to the panel, not here)
            self.pointer = None
            self.hover = self.hover_chip = None
            self._invalidate_overlays()
        for floater in self.floaters:
            floater[4] += dt
        if self.floaters and self.floaters[0][4] > 1.4:
            self.floaters = [f for f in self.floaters if f[4] <= 1.4]

    def _float(self, message: str, x: float, y: float, colour) -> None:
        shadow = make_text(message, x + 1, y - 1.5, theme.SIZE_BODY, (0, 0, 0), anchor_x="center", bold=True)
        text = make_text(message, x, y, theme.SIZE_BODY, colour, anchor_x="center", bold=True)
        self.floaters.append([shadow, text, x, y, 0.0])

    # ---- the picker's number ------------------------------------------------------------------
    def live(self):
        return self.session.state

    def smallest(self, vertex: int) -> int:
        return smallest_allowed_number(self.live(), vertex)

    def _clamp_pending(self) -> None:
        state = self.live()
        if self.focus is None or state.is_terminal() or state.numbers[self.focus]:
            self.picker_open = False if self.focus is None or state.is_terminal() else self.picker_open
            return
        if self.pending < 1 or state.illegal_reason((self.focus, self.pending)) is not None:
            self.pending = self.smallest(self.focus)

    def _focus_on(self, vertex: int | None, open_picker: bool = True, sound: bool = True) -> None:
        if vertex != self.focus and sound:
            self.play("click")
        self.focus = vertex
        self.picker_open = vertex is not None and open_picker
        if vertex is not None:
            self.pending = self.smallest(vertex)
        self._invalidate_overlays()

    def _step_number(self, step: int) -> bool:
        """Pick the next larger (1) or smaller (-1) allowed number; False when there is none."""
        state = self.live()
        if self.focus is None or state.numbers[self.focus]:
            return False
        number = next_allowed(state, self.focus, self.pending, step)
        if number is None:
            self.play("error")
            return False
        self.pending = number
        self.picker_open = True
        self.play("click")
        self._invalidate_overlays()
        return True

    def _pick_number(self, number: int) -> bool:
        state = self.live()
        if self.focus is None or state.illegal_reason((self.focus, number)) is not None:
            self.play("error")
            if self.focus is not None and not state.numbers[self.focus]:
                self.flash(f"{number} is already next to {self.board.labels[self.focus]}")
            return False
        self.pending = number
        self.picker_open = True
        self._invalidate_overlays()
        return True

    def write(self, vertex: int, number: int, device: str = "kbm") -> bool:
        """Write `number` on `vertex` for the player to move (refused with a sound if illegal)."""
        state = self.live()
        reason = state.illegal_reason((vertex, number))
        if reason is not None:
            self.play("error")
            self.flash(reason[:1].upper() + reason[1:] + ".")
            return False
        return self.submit_move((vertex, number), device)

    def _empty_vertices(self) -> list[int]:
        state = self.live()
        return [v for v in range(self.board.size) if not state.numbers[v]]

    def _default_focus(self) -> int | None:
        empty = self._empty_vertices()
        if not empty:
            return None
        if self.hover is not None and self.hover in empty:
            return self.hover
        home = self.focus if self.focus is not None else self._cursor_home
        if home is not None:
            return min(empty, key=lambda v: math.dist(self.layout.centres[v], self.layout.centres[home]))
        left, bottom, width, height = BOARD_AREA
        # start top left, where a reader's eye starts
        return min(empty, key=lambda v: (self.layout.centres[v][0] - left) - 1.2 * (self.layout.centres[v][1] - bottom))

    # ---- hooks of GameScreen --------------------------------------------------------------------
    def board_action(self, device: str, action: Action) -> bool:
        self.input_mode = "pad" if device.startswith("pad") else "wasd" if device == "wasd" else "keys"
        self._refresh_interactive()
        state = self.live()
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            if self.focus is None:
                self._focus_on(self._default_focus())
                return True
            target = self.layout.step_from(self.focus, action, self._empty_vertices())
            if target is not None:
                self._focus_on(target)
            elif state.numbers[self.focus]:
                self._focus_on(self._default_focus())
            return True
        if action == Action.NEXT:
            if self.focus is None or state.numbers[self.focus]:
                self._focus_on(self._default_focus())
                return True
            if not self.picker_open:
                self.picker_open = True
                self._invalidate_overlays()
                return True
            self._step_number(1)
            return True
        if action == Action.PREV:
            # Shift+Tab / LB lower the number while there is a smaller one; otherwise the shell looks back
            if self.focus is not None and not state.numbers[self.focus] and \
                    next_allowed(state, self.focus, self.pending, -1) is not None:
                return self._step_number(-1)
            return False
        if action == Action.CONFIRM:
            if self.focus is None or state.numbers[self.focus]:
                self._focus_on(self._default_focus())
                return True
            return self.write(self.focus, self.pending, device) or True
        if action == Action.CANCEL:
            if self.focus is not None:
                self._focus_on(None, sound=False)
                self.play("click")
                return True
            return False
        return False

    def board_pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        vertex = self.layout.vertex_at(x, y)
        chip = self._chip_at(x, y)
        if vertex != self.hover or chip != self.hover_chip:
            self.hover = vertex
            self.hover_chip = chip
            self._invalidate_overlays()
        elif self._tooltip_box is not None or vertex is not None:
            self._tooltip_key = None        # the tooltip follows the pointer

    def pointer_move(self, x: float, y: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            self.board_pointer_move(x, y)
        elif self.hover is not None or self.pointer is not None:
            self.pointer = None
            self.hover = self.hover_chip = None
            self._invalidate_overlays()

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        self.input_mode = "mouse"
        self._refresh_interactive()
        state = self.live()
        if self.picker_open and self.focus is not None:
            chip = self._chip_at(x, y)
            if chip == "more":
                self._pick_number(self._more_number())
                return
            if chip is not None:
                if state.illegal_reason((self.focus, chip)) is None:
                    self.write(self.focus, chip, "kbm")
                else:
                    self._pick_number(chip)
                return
            box = self._picker_box()
            if box is not None and _in_box(box, x, y):
                return
        vertex = self.layout.vertex_at(x, y)
        if vertex is None:
            if self.focus is not None:
                self._focus_on(None, sound=False)
            return
        if state.numbers[vertex]:
            self.play("error")
            self.flash(f"{self.noun.capitalize()} {self.board.labels[vertex]} already holds {state.numbers[vertex]}.")
            self._focus_on(None, sound=False)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.write(vertex, self.smallest(vertex), "kbm")
            return
        if vertex == self.focus and self.picker_open:
            self.write(vertex, self.pending, "kbm")
            return
        self._focus_on(vertex)

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        if x < self.board_rect[0] + self.board_rect[2]:
            if self.picker_open and self.focus is not None and self.may_play("kbm") and amount:
                self._step_number(1 if amount > 0 else -1)
            return
        super().pointer_scroll(x, y, amount)

    def on_key_press(self, symbol: int, modifiers: int):
        """+ / - pick a larger / smaller number, a digit picks that number (keyboard player)."""
        if not (modifiers & (keys.MOD_CTRL | keys.MOD_ALT)) and self.may_play("kbm") and \
                self.animation is None and not self.window.scenes.busy:
            digits = {getattr(keys, f"_{d}"): d for d in range(1, 10)}
            digits.update({getattr(keys, f"NUM_{d}"): d for d in range(1, 10)})
            if symbol in (keys.PLUS, keys.EQUAL, keys.NUM_ADD, keys.MINUS, keys.NUM_SUBTRACT) or symbol in digits:
                self.input_mode = "keys"
                if self.focus is None or self.live().numbers[self.focus]:
                    self._focus_on(self._default_focus())
                if self.focus is None:
                    return True
                if symbol in digits:
                    self._pick_number(digits[symbol])
                else:
                    self._step_number(-1 if symbol in (keys.MINUS, keys.NUM_SUBTRACT) else 1)
                return True
        return super().on_key_press(symbol, modifiers)

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) makes: a number in the open picker, else nothing (a click on
        a vertex opens the picker; see board_pointer_press)."""
        if self.picker_open and self.focus is not None:
            chip = self._chip_at(x, y)
            if isinstance(chip, int) and self.live().illegal_reason((self.focus, chip)) is None:
                return (self.focus, chip)
        return None

    def seat_score(self, state, seat: int) -> str:
        score = state.scores[seat]
        return f"{score} pt" if score == 1 else f"{score} pts"

    def options_summary(self) -> str:
        if self.lesson is not None:
            return super().options_summary()
        return f"{self.session.state.board.title}  ·  lowest wins"

    def move_label(self, index: int, text: str) -> str:
        return text.replace("=", " ← ") if "=" in text else text

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        state = self.view_state()
        if self.interactive and not self.session.in_replay and not state.is_terminal():
            name = self.seat_name(state.current_player())
            if self.focus is not None and not state.numbers[self.focus] and self.picker_open:
                return f"{name}: write {self.pending} in {self.board.labels[self.focus]}?"
            return f"{name} to move: pick a {self.noun}"
        return super().status_text()

    # =================================================================================================
    # drawing
    # =================================================================================================
    def _fill_colour(self, vertex: int, owner: int):
        """A country's fill: its land tone, or the writer's colour."""
        land = LAND_TONES[self.tones[vertex]]
        if owner < 0:
            return land
        return theme.mix(land, theme.player_colour(owner), 0.68)

    def draw_baked(self) -> None:
        """What changes only with the position: header, board, tokens, numbers, labels."""
        self._static.draw()
        self.batch.draw()
        self.title.draw()
        self.subtitle.draw()
        self.progress.draw()
        if self.progress_label.text:
            self.progress_label.draw()

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        return [self.layout.centres[move[0]]]

    def baked_key(self):
        return (id(self.shown), self.shown.filled, self.animation.vertex if self.animation else None,
                tuple(theme.player_colours()[:2]))

    def rebuild_baked(self) -> None:
        self._static.invalidate()
        self._sync_texts()

    def draw_board(self) -> None:
        """Everything that moves or follows the pointer, over the baked board."""
        anim = self.animation
        if anim is not None:
            sb = ShapeBuilder()
            owner_fill = self._fill_colour(anim.vertex, anim.seat)
            anim.build(sb, self.layout, owner_fill)
            sb.draw()
            self._draw_anim_number(anim)
        else:
            self._draw_overlays()
        for shadow, text, x, y, age in self.floaters:
            alpha = 255 * max(0.0, min(1.0, (1.4 - age) / 0.5))
            rise = 30 * ease_out(age / 1.4)
            for label, dy in ((shadow, -1.5), (text, 0.0)):
                label.y = y + dy + rise
                label.color = theme.with_alpha(label.color, alpha * (0.7 if label is shadow else 1.0))
                label.draw()

    def _draw_anim_number(self, anim: PlaceAnimation) -> None:
        p = anim.progress()
        scale = ease_out_back(p)
        if scale < 0.35:
            return
        x, y = self.layout.centres[anim.vertex]
        size = max(6.0, number_font(self.layout.radius, anim.number) * scale)
        for label, ox, oy in ((self.anim_shadow, 1.0, -1.5), (self.anim_number, 0.0, 0.0)):
            if label.text != str(anim.number):
                label.text = str(anim.number)
            if abs(label.font_size - size) > 0.25:
                label.font_size = size
            label.x, label.y = x + ox, y + oy + 1
            label.draw()

    # ---- the static layer ---------------------------------------------------------------------------
    def _build_static(self, sb: ShapeBuilder) -> None:
        self._build_header(sb)
        if self.is_map:
            self._build_map(sb)
        else:
            self._build_graph(sb)
        self._build_last_move(sb)

    def _build_header(self, sb: ShapeBuilder) -> None:
        left, bottom, width, height = BOARD_AREA
        x = left + 18
        sb.rect(x, HEADER_Y - 21, 64, 3, theme.ACCENT)
        sb.rect(x + 70, HEADER_Y - 21, 12, 3, theme.RED)
        # how full the board is: one pip per vertex, in the writer's colour
        state = self.shown
        n = self.board.size
        right = left + width - 12
        bar_w = min(260.0, 14.0 * n)
        gap = 3.0 if n <= 30 else 2.0
        pip = (bar_w - gap * (n - 1)) / n
        owners = sorted(state.owners[v] for v in range(n) if state.numbers[v])
        for i in range(n):
            px = right - bar_w + i * (pip + gap)
            colour = theme.player_colour(owners[i]) if i < len(owners) else theme.shade(theme.PANEL, 0.8)
            sb.rounded_rect(px, HEADER_Y - 24, pip, 8, min(3.0, pip / 2), colour)

    def _build_graph(self, sb: ShapeBuilder) -> None:
        layout = self.layout
        state = self.shown
        hidden = self.animation.vertex if self.animation is not None else None
        # a soft pool of light under the graph
        xs = [x for x, _ in layout.centres]
        ys = [y for _, y in layout.centres]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        reach = max(math.dist((cx, cy), c) for c in layout.centres) + layout.radius * 2.2
        sb.circle(cx, cy, reach, (60, 90, 160, 26), edge_colour=(60, 90, 160, 0), segments=72)
        sb.circle(cx, cy, reach * 0.7, (80, 110, 180, 18), edge_colour=(80, 110, 180, 0), segments=72)
        r = layout.radius
        width = max(3.0, r * 0.16)
        for u, v in self.board.edges:
            a, b = layout.centres[u], layout.centres[v]
            sb.line((a[0] + 2, a[1] - 3), (b[0] + 2, b[1] - 3), width + 2, EDGE_SHADOW)
        for u, v in self.board.edges:
            a, b = layout.centres[u], layout.centres[v]
            ya, yb = layout.lit(EDGE, a[1]), layout.lit(EDGE, b[1])
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * width / 2, dx / length * width / 2
            sb.quad((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny),
                    None, colours=(ya, yb, yb, ya))
        for v, (x, y) in enumerate(layout.centres):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            # every circle has its socket; a written number sits in it as a token
            sb.circle(x + 2, y - 3, r + 3, (0, 0, 0, 110))
            sb.circle(x, y, r + 2, layout.lit(SOCKET_RING, y))
            sb.circle(x, y, r - 1, SOCKET, edge_colour=SOCKET_EDGE)
            sb.gradient_rect(x - r * 0.55, y + r * 0.15, r * 1.1, r * 0.5, (255, 255, 255, 0), (255, 255, 255, 14))
            if owner >= 0:
                build_token(sb, owner, x, y, r * 0.98, theme.player_colour(owner), shadow=False)

    def _build_map(self, sb: ShapeBuilder) -> None:
        layout = self.layout
        state = self.shown
        hidden = self.animation.vertex if self.animation is not None else None
        cx, cy, radius = layout.disc
        # the sea around the disc: a glow, a shadow, a rim
        sb.circle(cx, cy, radius + 26, SEA_GLOW, edge_colour=theme.with_alpha(SEA_GLOW, 0), segments=96)
        sb.circle(cx + 5, cy - 8, radius + 8, (0, 0, 0, 120), segments=96)
        sb.circle(cx, cy, radius + 9, theme.shade(SEA, 1.25), segments=96)
        sb.circle(cx, cy, radius + 6, SEA, segments=96)
        for v, poly in enumerate(layout.polygons):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            colour = self._fill_colour(v, owner)
            x, y = layout.centres[v]
            ring = poly
            for i in range(len(ring)):
                a, b = ring[i], ring[(i + 1) % len(ring)]
                sb.triangle((x, y), a, b, layout.lit(colour, y), layout.lit(colour, a[1]), layout.lit(colour, b[1]))
        thick = 3.0
        for poly in layout.polygons:
            sb.polyline(poly, thick, BORDER, closed=True)
        sb.ring(cx, cy, radius + 2.5, 5.0, BORDER, segments=120)
        sb.ring(cx, cy, radius + 6.5, 1.5, theme.with_alpha(theme.BORDER, 200), segments=120)
        r = layout.radius
        for v, (x, y) in enumerate(layout.centres):
            owner = state.owners[v] if state.numbers[v] and v != hidden else -1
            if owner >= 0:
                build_token(sb, owner, x, y, r, theme.player_colour(owner))

    def _build_last_move(self, sb: ShapeBuilder) -> None:
        state = self.shown
        if state.last_move is None or self.animation is not None:
            return
        vertex = state.last_move[0]
        x, y = self.layout.centres[vertex]
        r = self.layout.radius
        sb.ring(x, y, r + 7, 2.5, theme.with_alpha(theme.ACCENT, 230))

    # ---- overlays: hover, cursor, picker, tooltip -----------------------------------------------------
    def _draw_overlays(self) -> None:
        key = (self.hover, self.focus, self.interactive, self.picker_open, self.shown.filled)
        if key != self._hover_key:
            self._hover_key = key
            self._hover_shapes.invalidate()
        self._hover_shapes.draw()
        self._draw_cursor()
        self._draw_ghost()
        self._draw_tooltip()
        self._draw_picker()

    def _mover_colour(self):
        player = self.live().current_player()
        return theme.player_colour(player if player >= 0 else 0)

    def _build_hover(self, sb: ShapeBuilder) -> None:
        """The hovered (or focused) vertex's neighbourhood: its lines or borders in gold, the
        neighbours ringed."""
        layout = self.layout
        state = self.live()
        for vertex, strong in ((self.hover, False), (self.focus if self.interactive else None, True)):
            if vertex is None or (strong is False and vertex == self.focus and self.interactive):
                continue
            x, y = layout.centres[vertex]
            colour = theme.ACCENT if strong else theme.CREAM
            if layout.is_map:
                sb.fan((x, y), layout.polygons[vertex], theme.with_alpha(theme.CREAM, 34 if strong else 26))
                for w in self.board.neighbours[vertex]:
                    sb.polyline(layout.polygons[w], 2.0, theme.with_alpha(colour, 110), closed=True)
                sb.polyline(layout.polygons[vertex], 3.5, theme.with_alpha(colour, 235), closed=True)
            else:
                r = layout.radius
                for w in self.board.neighbours[vertex]:
                    wx, wy = layout.centres[w]
                    d = math.dist((x, y), (wx, wy)) or 1.0
                    ux, uy = (wx - x) / d, (wy - y) / d
                    sb.line((x + ux * r, y + uy * r), (wx - ux * r, wy - uy * r), max(3.0, r * 0.16),
                            theme.with_alpha(colour, 200))
                    sb.ring(wx, wy, r + 4, 2.0, theme.with_alpha(colour, 150))
            if not state.numbers[vertex] and self.interactive:
                # neighbours' numbers that block: a small red slash mark over each
                for w in self.board.neighbours[vertex]:
                    if state.numbers[w]:
                        wx, wy = layout.centres[w]
                        rr = layout.radius
                        sb.circle(wx + rr * 0.8, wy - rr * 0.8, 6, theme.with_alpha(theme.RED, 230), segments=12)
                        sb.line((wx + rr * 0.8 - 3.5, wy - rr * 0.8), (wx + rr * 0.8 + 3.5, wy - rr * 0.8), 2,
                                theme.CREAM)

    def _draw_cursor(self) -> None:
        if self.focus is None or not self.interactive:
            return
        x, y = self.layout.centres[self.focus]
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        if self.is_map:
            pts = self.layout.polygons[self.focus]
            arcade.draw_polygon_outline(pts, theme.with_alpha(theme.ACCENT, 150 + 100 * pulse), 2.5 + 1.5 * pulse)
        else:
            r = self.layout.radius + 7 + 3 * pulse
            arcade.draw_circle_outline(x, y, r, theme.with_alpha(theme.ACCENT, 170 + 85 * pulse), 3)

    def _draw_ghost(self) -> None:
        """A faint number in the vertex the player is about to write on."""
        if not self.interactive:
            return
        state = self.live()
        vertex, number = None, None
        if self.focus is not None and self.picker_open and not state.numbers[self.focus]:
            vertex, number = self.focus, self.pending
        elif self.hover is not None and not state.numbers[self.hover]:
            vertex, number = self.hover, self.smallest(self.hover)
        if vertex is None:
            return
        x, y = self.layout.centres[vertex]
        r = self.layout.radius
        colour = self._mover_colour()
        pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
        arcade.draw_circle_filled(x, y, r * 0.86, theme.mix(SOCKET, colour, 0.3 + 0.15 * pulse))
        size = number_font(r, number)
        ghost = self.ghost
        if ghost.text != str(number):
            ghost.text = str(number)
        if ghost.font_size != size:
            ghost.font_size = size
        ghost.x, ghost.y = x, y + 1
        ghost.draw()

    # ---- the picker ---------------------------------------------------------------------------------
    def _chip_numbers(self) -> list[int]:
        """The numbers the picker offers: 1 up to the board's listed cap for the vertex (or the
        picked number, if larger), the neighbours' numbers among them shown struck out."""
        if self.focus is None:
            return []
        top = max(self.board.number_caps[self.focus], self.pending, self.smallest(self.focus))
        start = max(1, top - MAX_CHIPS + 1)
        return list(range(start, top + 1))

    def _more_number(self) -> int:
        numbers = self._chip_numbers()
        return next_allowed(self.live(), self.focus, numbers[-1], 1) if numbers else 1

    CHIP = 38
    CHIP_GAP = 6

    def _picker_box(self):
        """(left, bottom, width, height, side) of the open picker, or None; side is where the
        box sits from its vertex: "above", "below", "right" or "left"."""
        if not self.picker_open or self.focus is None or not self.interactive:
            return None
        state = self.live()
        if state.numbers[self.focus] or state.is_terminal():
            return None
        self._set_picker_words()
        count = len(self._chip_numbers()) + 1
        chips = count * (self.CHIP + self.CHIP_GAP) - self.CHIP_GAP
        words = self.picker_title.content_width + self.picker_score.content_width + 36
        width = max(chips, words, self.picker_hint.content_width) + 28
        height = 108
        return self._place_picker(width, height)

    def _place_picker(self, width: float, height: float):
        """Beside the vertex, on the side where the box covers the fewest of its neighbours (the
        numbers the player is reasoning about) and stays on the board."""
        x, y = self.layout.centres[self.focus]
        r = self.layout.radius
        left, bottom, area_w, area_h = BOARD_AREA
        gap = r + 18

        def clamp_x(l):
            return max(left + 4, min(l, left + area_w - width - 4))

        def clamp_y(b):
            return max(bottom - 6, min(b, bottom + area_h + 20 - height))

        lower_half = y < bottom + area_h * 0.5
        vertical = [("above", clamp_x(x - width / 2), y + gap), ("below", clamp_x(x - width / 2), y - gap - height)]
        if not lower_half:
            vertical.reverse()
        candidates = vertical + [("right", x + gap, clamp_y(y - height / 2)),
                                 ("left", x - gap - width, clamp_y(y - height / 2))]
        watched = [(v, 4) for v in (self.focus,)] + [(w, 1) for w in self.board.neighbours[self.focus]]
        best, best_score = None, math.inf
        for rank, (side, l, b) in enumerate(candidates):
            if l < left - 2 or l + width > left + area_w + 2 or b < bottom - 10 or b + height > bottom + area_h + 24:
                continue
            covered = 0
            for v, weight in watched:
                vx, vy = self.layout.centres[v]
                if l - r * 0.6 <= vx <= l + width + r * 0.6 and b - r * 0.6 <= vy <= b + height + r * 0.6:
                    covered += weight
            score = covered * 10 + rank
            if score < best_score:
                best, best_score = (l, b, width, height, side), score
        if best is None:
            side, l, b = candidates[0]
            best = (l, max(bottom - 6, b), width, height, side)
        return best

    def _set_picker_words(self) -> None:
        state = self.live()
        player = state.current_player()
        score = state.scores[player]
        words = (f"Write in {self.noun} {self.board.labels[self.focus]}",
                 f"{self.seat_name(player)}: {score} → {score + self.pending}",
                 {"mouse": "Click a number to write it  ·  gold: the one picked",
                  "keys": "Enter write  ·  Tab or + bigger  ·  Shift+Tab or - smaller",
                  "wasd": "Space write  ·  E bigger  ·  Q smaller  ·  X close",
                  "pad": "A write  ·  RB bigger  ·  LB smaller  ·  B close"}.get(self.input_mode, ""))
        for text, word in zip((self.picker_title, self.picker_score, self.picker_hint), words):
            if text.text != word:
                text.text = word

    def _chip_rects(self):
        box = self._picker_box()
        if box is None:
            return []
        l, b, w, h, _ = box
        numbers = self._chip_numbers()
        x = l + 14
        rects = []
        for n in numbers + ["more"]:
            rects.append((n, (x, b + 30, self.CHIP, self.CHIP)))
            x += self.CHIP + self.CHIP_GAP
        return rects

    def _chip_at(self, x: float, y: float):
        for n, rect in self._chip_rects():
            if _in_box(rect, x, y):
                return n
        return None

    def chip_centre(self, number) -> tuple[float, float] | None:
        """Where the picker shows `number` (or "more"), for tests and pointers."""
        for n, (l, b, w, h) in self._chip_rects():
            if n == number:
                return (l + w / 2, b + h / 2)
        return None

    def _draw_picker(self) -> None:
        box = self._picker_box()
        if box is None:
            return
        key = (box, self.pending, self.hover_chip, tuple(self._chip_numbers()), self.input_mode,
               tuple(theme.player_colours()[:2]))
        if key != self._picker_key:
            self._picker_key = key
            self._picker_shapes.invalidate()
            self._layout_picker_texts(box)
        self._picker_shapes.draw()
        self.picker_title.draw()
        self.picker_score.draw()
        self.picker_hint.draw()
        for text in self.chip_texts:
            if text.text:
                text.draw()

    def _layout_picker_texts(self, box) -> None:
        l, b, w, h, _ = box
        state = self.live()
        player = state.current_player()
        self._set_picker_words()
        self.picker_title.x, self.picker_title.y = l + 16, b + h - 19
        self.picker_score.x, self.picker_score.y = l + w - 14, b + h - 19
        set_colour(self.picker_score, theme.shade(theme.player_colour(player), 1.45))
        self.picker_hint.x, self.picker_hint.y = l + 14, b + 15
        taken = {state.numbers[w] for w in self.board.neighbours[self.focus]}
        rects = self._chip_rects()
        for i, text in enumerate(self.chip_texts):
            if i >= len(rects):
                text.text = ""
                continue
            n, (cl, cb, cw, ch) = rects[i]
            text.text = "+" if n == "more" else str(n)
            text.x, text.y = cl + cw / 2, cb + ch / 2 + 1
            if n == "more":
                colour = theme.TEXT_MUTED
            elif n == self.pending:
                colour = theme.ACCENT_TEXT
            elif n in taken:
                colour = theme.TEXT_DIM
            else:
                colour = theme.TEXT
            set_colour(text, colour)
            size = theme.SIZE_BODY if n == "more" or n < 100 else theme.SIZE_TINY
            if text.font_size != size:
                text.font_size = size

    def _build_picker(self, sb: ShapeBuilder) -> None:
        box = self._picker_box()
        if box is None:
            return
        l, b, w, h, side = box
        x, y = self.layout.centres[self.focus]
        r = self.layout.radius
        colour = self._mover_colour()
        # the tail pointing at the vertex
        fill = theme.with_alpha(theme.PANEL, 250)
        if side in ("above", "below"):
            tail_x = max(l + 20, min(x, l + w - 20))
            edge = b + 1 if side == "above" else b + h - 1
            tip = (x, y + r + 6) if side == "above" else (x, y - r - 6)
            sb.triangle((tail_x - 11, edge), (tail_x + 11, edge), tip, fill)
        else:
            tail_y = max(b + 20, min(y, b + h - 20))
            edge = l + 1 if side == "right" else l + w - 1
            tip = (x + r + 6, y) if side == "right" else (x - r - 6, y)
            sb.triangle((edge, tail_y - 11), (edge, tail_y + 11), tip, fill)
        sb.rounded_rect(l + 4, b - 6, w, h, 12, (0, 0, 0, 120))
        sb.rounded_rect(l, b, w, h, 12, theme.with_alpha(theme.PANEL, 250))
        sb.gradient_rect(l + 6, b + h - 34, w - 12, 30, (255, 255, 255, 0), (255, 255, 255, 12))
        sb.rounded_outline(l, b, w, h, 12, 2, theme.shade(colour, 1.1))
        sb.rect(l + 1, b + h - 30, 4, 20, colour)
        state = self.live()
        taken = {state.numbers[v] for v in self.board.neighbours[self.focus]}
        smallest = self.smallest(self.focus)
        for n, (cl, cb, cw, ch) in self._chip_rects():
            hovered = n == self.hover_chip
            if n == "more":
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.PANEL_HOVER if hovered else theme.shade(theme.PANEL, 0.8))
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.BORDER_SOFT)
                continue
            if n == self.pending:
                sb.rounded_rect(cl - 4, cb - 4, cw + 8, ch + 8, 12, theme.with_alpha(theme.ACCENT, 70))
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.ACCENT)
                sb.gradient_rect(cl + 4, cb + ch * 0.5, cw - 8, ch * 0.42, (255, 255, 255, 0), (255, 255, 255, 70))
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.shade(theme.ACCENT, 1.3))
            elif n in taken:
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.shade(theme.PANEL, 0.7))
                sb.line((cl + 7, cb + 7), (cl + cw - 7, cb + ch - 7), 2.0, theme.with_alpha(theme.RED, 200))
            else:
                sb.rounded_rect(cl, cb, cw, ch, 9, theme.PANEL_HOVER if hovered else theme.PANEL_LIGHT)
                sb.rounded_outline(cl, cb, cw, ch, 9, 1.5, theme.shade(theme.ACCENT, 0.9) if hovered
                                   else theme.BORDER)
            if n == smallest and n != self.pending:
                sb.circle(cl + cw / 2, cb - 5, 2.5, theme.ACCENT, segments=8)

    # ---- the tooltip --------------------------------------------------------------------------------
    def tooltip_lines(self) -> tuple[str, str, str] | None:
        """What hovering shows about the vertex under the pointer (None when nothing)."""
        vertex = self.hover
        if vertex is None or self.pointer is None:
            return None
        if self.picker_open and vertex == self.focus and self.interactive:
            return None
        state = self.live() if not self.session.in_replay else self.view_state()
        label = self.board.labels[vertex]
        degree = self.board.degree(vertex)
        noun = self.noun.capitalize()
        links = "borders" if self.is_map else "neighbours"
        if state.numbers[vertex]:
            writer = self.seat_name(state.owners[vertex])
            return (f"{noun} {label} holds {state.numbers[vertex]}",
                    f"Written by {writer}",
                    f"{degree} {links}: {', '.join(self.board.labels[w] for w in self.board.neighbours[vertex])}")
        allowed, taken = allowed_summary(state, vertex)
        held = (f"Taken by neighbours: {', '.join(str(k) for k in taken)}" if taken
                else "No neighbour holds a number yet")
        return (f"{noun} {label}  ·  {degree} {links}", f"Allowed: {allowed_text(allowed)}", held)

    def _draw_tooltip(self) -> None:
        lines = self.tooltip_lines()
        key = (lines, self.pointer if lines else None)
        if key != self._tooltip_key:
            self._tooltip_key = key
            self._tooltip_shapes.invalidate()
        self._tooltip_shapes.draw()
        if self._tooltip_box is not None:
            for text in self.tooltip_texts:
                text.draw()

    def _build_tooltip(self, sb: ShapeBuilder) -> None:
        lines = self.tooltip_lines()
        self._tooltip_box = None
        if lines is None:
            return
        for text, line in zip(self.tooltip_texts, lines):
            if text.text != line:
                text.text = line
        width = max(t.content_width for t in self.tooltip_texts) + 30
        height = 74
        px, py = self.pointer
        left = px + 20
        bottom = py - height - 16
        al, ab, aw, ah = BOARD_AREA
        if left + width > al + aw:
            left = px - width - 20
        if bottom < ab - 30:
            bottom = py + 20
        left = max(al, left)
        self._tooltip_box = (left, bottom, width, height)
        sb.rounded_rect(left + 3, bottom - 5, width, height, 10, (0, 0, 0, 110))
        sb.rounded_rect(left, bottom, width, height, 10, theme.BACKGROUND_DEEP)
        sb.rounded_outline(left, bottom, width, height, 10, 1.5, theme.BORDER)
        state = self.live() if not self.session.in_replay else self.view_state()
        vertex = self.hover
        bar = theme.player_colour(state.owners[vertex]) if state.numbers[vertex] else theme.ACCENT
        sb.rect(left + 1, bottom + 10, 4, height - 20, bar)
        for i, text in enumerate(self.tooltip_texts):
            text.x = left + 16
            text.y = bottom + height - 18 - 20 * i


def _in_box(box, x: float, y: float) -> bool:
    l, b, w, h = box[:4]
    return l <= x <= l + w and b <= y <= b + h
