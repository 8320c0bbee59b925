"""The Constitution game screen: the map, the candidates' pieces, the race to 270 / 26 / the White House.

Layout (1280x720 logical space): the scoreboard runs along the top of the left part, the map
fills the rest of it, the shell's side panel (players, turn, move list) takes the right.

* `Snapshot`      what the board shows, taken from an engine state (support, pieces, counts).
* `MoveAnimation` a move on screen: the piece travels (eased, with a trail), the cells around
                  the landing point fill in, then won states flip in a sweep.
* `Scoreboard`    electors, states, cells and the 270 / 26 / White House race.
* `ConstitutionTable` the board on screen: input (mouse, cursor keys, pad), destinations,
                  previews, tooltips, the start-point choice, animation. It knows nothing of
                  bots or sessions: the screen tells it the state and asks it for the chosen move.
* `ConstitutionScreen` the game screen (registered as "constitution").
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import arcade

from game.engines.constitution.mapdata import point_cells
from game.ui import theme
from game.scenes.constitution.map_view import (
    ConstitutionMapView, MovableShape, add_mark, build_piece, ease_in_out, ease_out_back, lattice_xy,
)
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import make_text, set_colour

ELECTORS_TO_WIN = 270
STATES_TO_WIN = 26
TOTAL_ELECTORS = 538
TOTAL_STATES = 50
PASS = "pass"

# ---- layout (logical pixels) -------------------------------------------------------------------
PANEL_LEFT = 968                       # the shell's side panel starts here
MAP_RECT = (14, 46, PANEL_LEFT - 28, 546)        # left, bottom, width, height
SCORE_RECT = (14, 604, PANEL_LEFT - 28, 106)


# =================================================================================================
# What the board shows
# =================================================================================================
@dataclass
class Snapshot:
    """Everything the screen draws about one position (taken once per position)."""

    owners: list[int]                  # per cell: 0 undecided, 1 seat 0, 2 seat 1
    elector_cells: list[bool]          # per cell: counts as an elector
    winners: list[int]                 # per region: seat or -1
    pieces: list                       # per seat: lattice point or None
    electors: list[int]
    states: list[int]
    cells: list[int]
    tentative: list[int]               # supporting cells that are not (yet) electors
    to_move: int
    started: bool
    terminal: bool
    outcome: object
    white_house: tuple
    white_house_reach: list[bool]      # per seat: could move to the White House now

    @classmethod
    def of(cls, state) -> "Snapshot":
        board = state.board
        owners = state.cell_support()
        winners = list(state.winner)
        special = board.special_regions if state.classic else frozenset()
        elector_cells = []
        for c, owner in enumerate(owners):
            r = board.cell_region[c]
            elector_cells.append(owner > 0 and (winners[r] == owner - 1 or r in special))
        cells = [owners.count(1), owners.count(2)]
        tentative = [0, 0]
        for owner, elector in zip(owners, elector_cells):
            if owner and not elector:
                tentative[owner - 1] += 1
        reach = [False, False]
        if state.started and not state.is_terminal():
            wh = board.white_house
            for seat in (0, 1):
                reach[seat] = wh in state.destinations(seat)
        return cls(owners=owners, elector_cells=elector_cells, winners=winners,
                   pieces=state.piece_positions(), electors=list(state.electors),
                   states=list(state.states_won), cells=cells, tentative=tentative,
                   to_move=state.current_player(), started=state.started,
                   terminal=state.is_terminal(), outcome=state.outcome(),
                   white_house=state.white_house, white_house_reach=reach)


def seat_name(seat: int) -> str:
    return theme.player_colour_name(seat)


# =================================================================================================
# A move on screen
# =================================================================================================
class MoveAnimation:
    """The piece travels along its straight line (eased, leaving a trail), the undecided cells
    around the landing point fill in, then every state won flips in a sweep spreading from the
    landing point. `events` collects "land" / "flip" / "done" for sounds."""

    def __init__(self, view: ConstitutionMapView, before: Snapshot, after: Snapshot, mover: int,
                 start_choice: bool = False):
        self.view = view
        self.before, self.after = before, after
        self.mover = mover
        self.start_choice = start_choice
        self.time = 0.0
        self.events: list[str] = []
        self._fired: set[str] = set()
        self.origin = before.pieces[mover] if not start_choice else None
        self.target = after.pieces[mover]
        gained = [c for c in range(len(after.owners))
                  if after.owners[c] == mover + 1 and before.owners[c] != mover + 1]
        corner_cells = set()
        if self.target is not None:
            corner_cells = {view.cell_index[cell] for cell in point_cells(self.target) if cell in view.cell_index}
        self.fill_cells = [c for c in gained if c in corner_cells and before.owners[c] == 0]
        sweep = [c for c in gained if c not in self.fill_cells]
        tx, ty = view.point_xy(self.target) if self.target is not None else (0.0, 0.0)
        distance = {c: math.hypot(view.cell_centre[c][0] - tx, view.cell_centre[c][1] - ty) for c in sweep}
        far = max(distance.values(), default=1.0) or 1.0
        self.regions_won = [r for r, (w0, w1) in enumerate(zip(before.winners, after.winners))
                            if w0 != w1 and w1 == mover]
        # durations (scaled by the animation-speed setting)
        if start_choice:
            self.travel = 0.0
        elif self.origin is not None and self.target is not None:
            length = math.dist(lattice_xy(self.origin), lattice_xy(self.target))
            self.travel = theme.anim(min(0.75, 0.22 + 0.045 * length))
        else:
            self.travel = 0.0
        self.fill = theme.anim(0.32) if self.fill_cells else 0.0
        self.flip = theme.anim(0.75) if sweep else 0.0
        self.sweep = [(c, self.travel + self.fill + self.flip * 0.7 * distance[c] / far) for c in sweep]
        self.cell_pop = theme.anim(0.22)
        self.length = self.travel + self.fill + self.flip + theme.anim(0.12 if not start_choice else 0.45)

    @property
    def done(self) -> bool:
        return self.time >= self.length

    def update(self, dt: float) -> None:
        self.time += dt
        if self.time >= self.travel and "land" not in self._fired and not self.start_choice:
            self._fired.add("land")
            self.events.append("land")
        if self.sweep and self.time >= self.travel + self.fill and "flip" not in self._fired:
            self._fired.add("flip")
            self.events.append("flip")
        if self.done and "done" not in self._fired:
            self._fired.add("done")
            self.events.append("done")

    def piece_xy(self, seat: int):
        """Where a piece is drawn now (None when it is not on the board)."""
        if seat != self.mover or self.start_choice:
            point = self.after.pieces[seat]
            return self.view.point_xy(point) if point is not None else None
        if self.origin is None or self.travel <= 0:
            return self.view.point_xy(self.target)
        t = ease_in_out(self.time / self.travel)
        (x0, y0), (x1, y1) = self.view.point_xy(self.origin), self.view.point_xy(self.target)
        # a little hop over the board while travelling
        hop = math.sin(math.pi * min(1.0, self.time / self.travel)) * self.view.scale * 0.35
        return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + hop)

    def build(self, sb: ShapeBuilder) -> None:
        """The animated cells and the trail (rebuilt every frame while the animation runs)."""
        view = self.view
        colour = theme.player_colour(self.mover)
        # the trail: a tapering ribbon behind the piece, fading out after landing
        if self.origin is not None and self.target is not None and self.travel > 0:
            fade = 1.0 - max(0.0, (self.time - self.travel) / max(0.01, theme.anim(0.35)))
            if fade > 0:
                (x0, y0) = view.point_xy(self.origin)
                t = ease_in_out(self.time / self.travel)
                tail = ease_in_out(max(0.0, (self.time - 0.12) / self.travel)) * 0.85
                x1, y1 = view.point_xy(self.target)
                hx, hy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                tx, ty = x0 + (x1 - x0) * tail, y0 + (y1 - y0) * tail
                width = view.scale * 0.42
                dx, dy = hx - tx, hy - ty
                length = math.hypot(dx, dy) or 1.0
                nx, ny = -dy / length * width / 2, dx / length * width / 2
                head = theme.with_alpha(theme.shade(colour, 1.25), 190 * fade)
                tail_c = theme.with_alpha(colour, 0)
                sb.quad((tx, ty), (hx + nx, hy + ny), (hx - nx, hy - ny), (tx, ty), None,
                        colours=(tail_c, head, head, tail_c))
                # sparkles left along the way
                for k in range(1, 7):
                    s = t - k * 0.09
                    if s <= 0:
                        break
                    sx, sy = x0 + (x1 - x0) * ease_in_out(s), y0 + (y1 - y0) * ease_in_out(s)
                    sb.circle(sx, sy, view.scale * (0.16 - 0.018 * k),
                              theme.with_alpha(theme.CREAM, (150 - 20 * k) * fade), segments=8)
        # landing: the cells around the point fill in, one after another
        start = self.travel
        for i, c in enumerate(self.fill_cells):
            t0 = start + self.fill * 0.6 * i / max(1, len(self.fill_cells))
            p = (self.time - t0) / self.cell_pop
            if p <= 0:
                continue
            _cell_pop(sb, view, c, ease_out_back(p), self.mover, flash=max(0.0, 1.0 - p * 1.6),
                      elector=self.after.elector_cells[c])
        # states won: each cell flips when the sweep reaches it
        for c, t0 in self.sweep:
            p = (self.time - t0) / self.cell_pop
            if p <= 0:
                continue
            _cell_pop(sb, view, c, min(1.0, ease_out_back(p)), self.mover, flash=max(0.0, 1.0 - p * 1.4),
                      elector=self.after.elector_cells[c])



def _cell_pop(sb: ShapeBuilder, view: ConstitutionMapView, c: int, scale: float, seat: int, flash: float,
              elector: bool) -> None:
    """Cell c turning to `seat`'s colour: it grows from its centre, white-hot at first, and ends
    exactly as the map draws it (so nothing jumps when the animation hands over to the map)."""
    cx, cy = view.cell_centre[c]
    fill = view.lit(view.cell_colour(seat + 1, elector, view.cell_region[c]), cy)
    fill = theme.mix(fill, theme.CREAM, flash * 0.8)
    pts = [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in view.cell_vertices(c)]
    sb.triangle(*pts, fill)
    view.add_cell_mark(sb, c, seat + 1, elector, size=scale)


# =================================================================================================
# The scoreboard
# =================================================================================================
class Scoreboard:
    """Electors (a tug of war to 270), states won (26), cells, and the White House, per seat."""

    def __init__(self, rect=SCORE_RECT):
        self.left, self.bottom, self.width, self.height = rect
        self.shapes = CachedShapes(self._build)
        self.values = None
        self.snap: Snapshot | None = None
        self.version = 0
        self.preview = None            # (electors_after, states_after) of the selected move
        self.names = ["", ""]
        self.kinds = ["", ""]
        self.to_move = -1
        self.thinking = False
        self.palette = None
        top = self.bottom + self.height
        l, r = self.left, self.left + self.width
        self.block_w = 206
        b = self.bottom
        # per seat: the block's inner edge (towards the middle) and outer edge
        outer = [l + 8 + 14, r - 8 - 14]
        inner = [l + 8 + self.block_w - 12, r - 8 - self.block_w + 12]
        badge = [l + 8 + 48, r - 8 - 48]
        sides = ["left", "right"]
        flip = ["right", "left"]
        self.name_texts = [make_text("", badge[s], top - 26, theme.SIZE_SMALL, theme.TEXT, bold=True,
                                     anchor_x=sides[s]) for s in (0, 1)]
        self.kind_texts = [make_text("", badge[s], top - 45, theme.SIZE_TINY, theme.TEXT_MUTED,
                                     anchor_x=sides[s]) for s in (0, 1)]
        self.elector_texts = [make_text("0", outer[s], b + 30, 28, theme.TEXT, bold=True, display=True,
                                        anchor_x=sides[s]) for s in (0, 1)]
        self.detail_texts = [make_text("", inner[s], b + 38, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x=flip[s]) for s in (0, 1)]
        self.detail2_texts = [make_text("", inner[s], b + 21, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x=flip[s]) for s in (0, 1)]
        mid = (l + r) / 2
        self.bar_l, self.bar_r = l + self.block_w + 26, r - self.block_w - 26
        self.caption_electors = make_text("ELECTORS  ·  270 TO WIN", mid, top - 15, theme.SIZE_TINY,
                                          theme.TEXT_MUTED, anchor_x="center", bold=True)
        self.caption_states = make_text("STATES  ·  26 TO WIN", mid, top - 58, theme.SIZE_TINY,
                                        theme.TEXT_MUTED, anchor_x="center", bold=True)
        self.white_house_text = make_text("", mid, self.bottom + 10, theme.SIZE_TINY, theme.TEXT,
                                          anchor_x="center")
        self.bar_numbers = [make_text("", self.bar_l + 6, top - 37, theme.SIZE_TINY, theme.CREAM, bold=True),
                            make_text("", self.bar_r - 6, top - 37, theme.SIZE_TINY, theme.CREAM, bold=True,
                                      anchor_x="right")]
        self.state_numbers = [make_text("", self.bar_l - 8, top - 75, theme.SIZE_TINY, theme.TEXT, bold=True,
                                        anchor_x="right"),
                              make_text("", self.bar_r + 8, top - 75, theme.SIZE_TINY, theme.TEXT, bold=True)]
        self.result_head = make_text("", mid, top - 34, theme.SIZE_SUBHEADING, theme.CREAM, anchor_x="center",
                                     display=True)
        self.result_reason = make_text("", mid, self.bottom + 30, theme.SIZE_SMALL, theme.TEXT, anchor_x="center")
        self.seat_texts = (self.name_texts + self.kind_texts + self.elector_texts + self.detail_texts
                           + self.detail2_texts)
        self.race_texts = ([self.caption_electors, self.caption_states, self.white_house_text]
                           + self.bar_numbers + self.state_numbers)
        self.result_texts = [self.result_head, self.result_reason]

    # ---- values -----------------------------------------------------------------------
    def set(self, snap: Snapshot, electors=None, names=None, kinds=None, thinking=False, preview=None) -> None:
        electors = list(electors if electors is not None else snap.electors)
        values = (tuple(electors), tuple(snap.states), tuple(snap.cells), tuple(snap.tentative),
                  snap.to_move, tuple(snap.white_house_reach), snap.terminal, tuple(p for p in snap.pieces),
                  tuple(names or self.names), tuple(kinds or self.kinds), thinking, preview,
                  tuple(theme.player_colours()[:2]))
        if values == self.values:
            return
        self.values = values
        self.version += 1
        self.names = list(names or self.names)
        self.kinds = list(kinds or self.kinds)
        self.snap = snap
        self.electors = electors
        self.thinking = thinking
        self.preview = preview
        self.shapes.invalidate()
        for seat in (0, 1):
            colour = theme.player_colour(seat)
            self.name_texts[seat].text = self.names[seat] or seat_name(seat)
            set_colour(self.name_texts[seat], theme.shade(colour, 1.25))
            kind = self.kinds[seat]
            if snap.terminal:
                status = kind
            elif seat == snap.to_move:
                status = ("thinking…" if thinking else "to move") + (f"  ·  {kind}" if kind else "")
            else:
                status = kind
            self.kind_texts[seat].text = status
            set_colour(self.kind_texts[seat], theme.ACCENT if seat == snap.to_move and not snap.terminal
                       else theme.TEXT_MUTED)
            self.elector_texts[seat].text = str(electors[seat])
            self.detail_texts[seat].text = f"{snap.states[seat]} state{'' if snap.states[seat] == 1 else 's'}"
            self.detail2_texts[seat].text = f"{snap.cells[seat]} cell{'' if snap.cells[seat] == 1 else 's'}"
            self.bar_numbers[seat].text = str(electors[seat]) if electors[seat] >= 24 else ""
            self.state_numbers[seat].text = str(snap.states[seat])
        self.white_house_text.text = self._white_house_line(snap)
        outcome = snap.outcome if snap.terminal else None
        if outcome is not None:
            # the end: the middle of the board says who won and which condition decided it
            if outcome.winners:
                self.result_head.text = f"{(self.names[outcome.winners[0]] or seat_name(outcome.winners[0])).upper()} WINS"
                set_colour(self.result_head, theme.shade(theme.player_colour(outcome.winners[0]), 1.3))
            else:
                self.result_head.text = "A DRAW"
                set_colour(self.result_head, theme.ACCENT)
            self.result_reason.text = outcome.reason[:1].upper() + outcome.reason[1:]

    def _white_house_line(self, snap: Snapshot) -> str:
        on = [seat for seat in (0, 1) if snap.pieces[seat] is not None and tuple(snap.pieces[seat]) == tuple(snap.white_house)]
        if on:
            return f"White House: {self.names[on[0]] or seat_name(on[0])} is in residence"
        reach = [self.names[s] or seat_name(s) for s in (0, 1) if snap.white_house_reach[s]]
        if reach:
            return "White House: in line for " + " and ".join(reach)
        return "White House: nobody in line"

    # ---- drawing ----------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = self.left, self.bottom, self.width, self.height
        sb.panel(l, b, w, h, radius=14)
        snap = self.snap
        for seat in (0, 1):
            colour = theme.player_colour(seat)
            bx = l + 8 if seat == 0 else l + w - 8 - self.block_w
            won = snap.terminal and snap.outcome is not None and seat in snap.outcome.winners
            active = (seat == snap.to_move and not snap.terminal) or won
            if active:
                sb.rounded_rect(bx - 2, b + 6, self.block_w + 4, h - 12, 12, theme.with_alpha(theme.ACCENT, 60))
            sb.rounded_rect(bx, b + 8, self.block_w, h - 16, 10, theme.mix(theme.PANEL, colour, 0.18))
            if active:
                sb.rounded_outline(bx, b + 8, self.block_w, h - 16, 10, 2, theme.ACCENT)
            # the seat's piece as its badge
            px = bx + 24 if seat == 0 else bx + self.block_w - 24
            build_piece(sb, seat, 13, colour, px, b + h - 33)
        if snap.terminal and snap.outcome is not None:
            self._build_result(sb)
        else:
            self._build_bars(sb)

    def _build_result(self, sb: ShapeBuilder) -> None:
        outcome = self.snap.outcome
        colour = theme.player_colour(outcome.winners[0]) if outcome.winners else theme.ACCENT
        x0, x1 = self.bar_l - 10, self.bar_r + 10
        b, h = self.bottom + 8, self.height - 16
        sb.rounded_rect(x0, b, x1 - x0, h, 10, theme.mix(theme.BACKGROUND_DEEP, colour, 0.16))
        sb.rounded_outline(x0, b, x1 - x0, h, 10, 2, colour)
        mid = (x0 + x1) / 2
        for dx in (-1, 1):
            # two gold stars either side of the headline
            sb.star(mid + dx * (self.result_head.content_width / 2 + 22), self.result_head.y, 9, theme.ACCENT)
        sb.rect(mid - 120, self.bottom + 48, 240, 1.5, theme.with_alpha(colour, 150))

    def _build_bars(self, sb: ShapeBuilder) -> None:
        snap = self.snap
        top = self.bottom + self.height
        x0, x1 = self.bar_l, self.bar_r
        span = x1 - x0
        per = span / TOTAL_ELECTORS
        y, hh = top - 46, 18
        c0, c1 = theme.player_colour(0), theme.player_colour(1)
        sb.rounded_rect(x0, y, span, hh, 5, theme.shade(theme.PANEL, 0.7))
        e0, e1 = self.electors
        t0, t1 = snap.tentative
        # tentative support: lighter, after the electors
        if t0:
            sb.rect(x0 + e0 * per, y + 3, t0 * per, hh - 6, theme.with_alpha(c0, 110))
        if t1:
            sb.rect(x1 - (e1 + t1) * per, y + 3, t1 * per, hh - 6, theme.with_alpha(c1, 110))
        if self.preview is not None:
            (a0, a1), _ = self.preview
            mover = snap.to_move
            if mover == 0 and a0 > e0:
                sb.rect(x0 + e0 * per, y, (a0 - e0) * per, hh, theme.with_alpha(theme.shade(c0, 1.35), 200))
            if mover == 1 and a1 > e1:
                sb.rect(x1 - a1 * per, y, (a1 - e1) * per, hh, theme.with_alpha(theme.shade(c1, 1.35), 200))
        if e0:
            sb.lrbt(x0, x0 + e0 * per, y, y + hh, c0)
            sb.gradient_rect(x0, y + hh * 0.5, e0 * per, hh * 0.5, (255, 255, 255, 0), (255, 255, 255, 50))
        if e1:
            sb.lrbt(x1 - e1 * per, x1, y, y + hh, c1)
            sb.gradient_rect(x1 - e1 * per, y + hh * 0.5, e1 * per, hh * 0.5, (255, 255, 255, 0), (255, 255, 255, 50))
        sb.rounded_outline(x0 - 1, y - 1, span + 2, hh + 2, 5, 1.5, theme.BORDER)
        # the 270 line: right in the middle (270 of 538 from either side)
        mid_left = x0 + ELECTORS_TO_WIN * per
        mid_right = x1 - ELECTORS_TO_WIN * per
        sb.lrbt(mid_right - 1.5, mid_left + 1.5, y - 5, y + hh + 5, theme.ACCENT)
        # states: 50 pips, filled from each end, with the 26th marked on each side
        sy, sh = top - 82, 12
        gap = 2
        pip = (span - gap * (TOTAL_STATES - 1)) / TOTAL_STATES
        s0, s1 = snap.states
        after = self.preview[1] if self.preview is not None else None
        for i in range(TOTAL_STATES):
            px = x0 + i * (pip + gap)
            if i < s0:
                colour = c0
            elif TOTAL_STATES - i <= s1:
                colour = c1
            elif after is not None and snap.to_move == 0 and i < after[0]:
                colour = theme.with_alpha(theme.shade(c0, 1.3), 170)
            elif after is not None and snap.to_move == 1 and TOTAL_STATES - i <= after[1]:
                colour = theme.with_alpha(theme.shade(c1, 1.3), 170)
            else:
                colour = theme.shade(theme.PANEL, 0.7)
            sb.rect(px, sy, pip, sh, colour)
        for k in (STATES_TO_WIN - 1, TOTAL_STATES - STATES_TO_WIN):
            px = x0 + k * (pip + gap)
            sb.rounded_outline(px - 2, sy - 2, pip + 4, sh + 4, 3, 1.5, theme.ACCENT)
        # the White House chip in front of its line
        wx = (x0 + x1) / 2 - self.white_house_text.content_width / 2 - 14
        wy = self.bottom + 10
        sb.circle(wx, wy, 7, theme.ACCENT)
        sb.rect(wx - 4, wy - 3, 8, 4, theme.CREAM)
        sb.triangle((wx - 5, wy + 1), (wx + 5, wy + 1), (wx, wy + 5), theme.CREAM)

    def draw(self) -> None:
        if self.snap is None:          # nothing to show until the first position is set
            return
        self.shapes.draw()
        over = self.snap.terminal and self.snap.outcome is not None
        for group in (self.seat_texts, self.result_texts if over else self.race_texts):
            for text in group:
                text.draw()


# =================================================================================================
# The board on screen
# =================================================================================================
class ConstitutionTable:
    """The map with pieces, destinations, previews, tooltips and move animation.

    The screen calls `show(state, interactive)` for a position (no animation), or
    `animate(before_state, after_state, mover)` after a move; it feeds pointer and action
    events in, and gets back the move the player chose (a lattice point, or "pass")."""

    def __init__(self, board, rect=MAP_RECT, sound=None):
        self.board = board
        self.view = ConstitutionMapView(board, *rect)
        self.rect = rect
        self.sound = sound or (lambda name: None)
        self.state = None
        self.snap: Snapshot | None = None
        self.interactive = False
        self.destinations: list[tuple[int, int]] = []
        self.selected: tuple[int, int] | None = None
        self.hover_region: int | None = None
        self.pointer: tuple[float, float] | None = None
        self.animation: MoveAnimation | None = None
        self.preview = None
        self.time = 0.0
        self._dest_shapes = CachedShapes(self._build_destinations)
        self._preview_shapes = CachedShapes(self._build_preview)
        self._tooltip_shapes = CachedShapes(self._build_tooltip)
        self._tooltip_texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                               make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED),
                               make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT)]
        self._tooltip_box = None
        self._callouts: dict[str, arcade.Text] = {}
        self._pieces: dict[int, MovableShape] = {}
        self._ghosts: dict[int, MovableShape] = {}
        self._palette = None
        self.start_labels: list[arcade.Text] = []
        self.floaters: list[list] = []        # [text, x, y, age] rising labels ("+TX 38")
        self.name_of = seat_name               # seat -> player name (the screen gives its own)
        self._static_changes = 0

    # ---- positions --------------------------------------------------------------------
    def show(self, state, interactive: bool) -> None:
        """Show `state` as it is (no animation); `interactive` when a human may move now."""
        self.state = state
        self.snap = Snapshot.of(state)
        self.animation = None
        self._apply_snapshot(self.snap)
        self.set_interactive(interactive)

    def set_interactive(self, interactive: bool) -> None:
        state = self.state
        self.interactive = bool(interactive) and state is not None and not state.is_terminal()
        if self.interactive and not state.must_pass():
            self.destinations = [tuple(p) for p in state.legal_destinations()]
        else:
            self.destinations = []
        if self.selected not in self.destinations:
            self.selected = None
        self.preview = None
        if self.selected is not None:
            self._select(self.selected, sound=False)
        self._destinations_changed()
        self._preview_shapes.invalidate()
        self._tooltip_shapes.invalidate()
        self._make_start_labels()

    def animate(self, before_state, after_state, mover: int) -> None:
        """Play the move that led from `before_state` to `after_state` (by seat `mover`)."""
        before = self.snap if self.snap is not None and self.state is before_state else Snapshot.of(before_state)
        after = Snapshot.of(after_state)
        self.state = after_state
        self.destinations = []
        self.selected = None
        self.preview = None
        self.interactive = False
        self._destinations_changed()
        self._preview_shapes.invalidate()
        self._tooltip_shapes.invalidate()
        if after.pieces[mover] == before.pieces[mover] and before.started:
            # a pass: nothing moves
            self.snap = after
            self._apply_snapshot(after)
            self._float(f"{self.name_of(mover)} passes", *self.view.point_xy(after.pieces[mover]), theme.TEXT)
            return
        self.animation = MoveAnimation(self.view, before, after, mover, start_choice=not before.started)
        self.snap = after
        self._make_start_labels()

    @property
    def busy(self) -> bool:
        return self.animation is not None

    def finish_animation(self) -> None:
        """Skip to the end of the running animation."""
        if self.animation is not None:
            self.animation.time = self.animation.length
            self.update(0.0)

    def _apply_snapshot(self, snap: Snapshot) -> None:
        self.view.show_support(snap.owners, snap.elector_cells)

    # ---- input ------------------------------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        if not self.view.contains(x, y):
            self._set_hover_region(None)
            return
        if self.interactive and self.destinations:
            point = self.view.nearest_point(x, y, self.destinations)
            if point is not None and point != self.selected:
                self._select(point)
        region = self.view.region_at(x, y)
        self._set_hover_region(region)
        self._tooltip_shapes.invalidate()

    def pointer_press(self, x: float, y: float, button: int = 1):
        """The move chosen by a click, or None."""
        if not self.interactive or self.busy:
            return None
        if self.state.must_pass():
            return PASS if self._pass_button_contains(x, y) else None
        point = self.view.nearest_point(x, y, self.destinations)
        if point is None:
            if self.view.contains(x, y) and self.view.cell_at(x, y) is not None:
                self.sound("error")
            return None
        self.selected = point
        return point

    def on_action(self, action: Action):
        """Cursor keys / pad: pick destinations by direction; confirm plays. Returns a move or None."""
        if not self.interactive or self.busy:
            return None
        if self.state.must_pass():
            return PASS if action == Action.CONFIRM else None
        if not self.destinations:
            return None
        if action == Action.CONFIRM:
            if self.selected is None:
                self._select(self._first_destination())
                return None
            return self.selected
        if action in (Action.NEXT, Action.PREV):
            order = self._destinations_by_angle()
            if self.selected in order:
                i = (order.index(self.selected) + (1 if action == Action.NEXT else -1)) % len(order)
            else:
                i = 0
            self._select(order[i])
            return None
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            target = self._destination_towards(action)
            if target is not None:
                self._select(target)
            return None
        return None

    def _origin_xy(self):
        if self.selected is not None:
            return self.view.point_xy(self.selected)
        mover = self.state.current_player()
        piece = self.snap.pieces[mover] if mover >= 0 else None
        if piece is not None:
            return self.view.point_xy(piece)
        left, bottom, width, height = self.rect
        return (left + width / 2, bottom + height / 2)

    def _first_destination(self):
        ox, oy = self._origin_xy()
        return min(self.destinations, key=lambda p: math.dist(self.view.point_xy(p), (ox, oy)))

    def _destinations_by_angle(self) -> list:
        mover = self.state.current_player()
        piece = self.snap.pieces[mover] if mover >= 0 else None
        cx, cy = self.view.point_xy(piece) if piece is not None else self._origin_xy()

        def key(p):
            x, y = self.view.point_xy(p)
            # clockwise from straight up, nearer first on one line
            return (math.atan2(x - cx, y - cy) % (2 * math.pi), math.hypot(x - cx, y - cy))
        return sorted(self.destinations, key=key)

    def _destination_towards(self, action: Action):
        """The destination nearest the cursor in the pressed direction (within a 70° cone first,
        then anywhere in that half plane)."""
        ox, oy = self._origin_xy()
        dx, dy = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}[action]
        best, best_score = None, math.inf
        for p in self.destinations:
            if p == self.selected:
                continue
            x, y = self.view.point_xy(p)
            along = (x - ox) * dx + (y - oy) * dy
            across = abs((x - ox) * dy) + abs((y - oy) * dx)
            if along <= 0.5:
                continue
            cone = across <= along * math.tan(math.radians(70))
            score = along + 1.6 * across + (0 if cone else 10_000)
            if score < best_score:
                best, best_score = p, score
        if best is None and self.selected is None:
            return self._first_destination()
        return best

    def _select(self, point, sound: bool = True) -> None:
        if point is None:
            return
        changed = point != self.selected
        self.selected = point
        try:
            self.preview = self.state.preview(point) if self.state.started else None
        except Exception:      # a stale selection: no preview rather than a crash
            self.preview = None
        self._preview_shapes.invalidate()
        if changed and sound:
            self.sound("click")

    def _set_hover_region(self, region) -> None:
        if region != self.hover_region:
            self.hover_region = region
            self._tooltip_shapes.invalidate()

    # ---- update -----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Advance time; True when an animation finished this frame."""
        self.time += dt
        for floater in self.floaters:
            floater[3] += dt
        if self.floaters and self.floaters[0][3] > 1.6:
            self.floaters = [f for f in self.floaters if f[3] <= 1.6]
        anim = self.animation
        if anim is None:
            return False
        anim.update(dt)
        for event in anim.events:
            if event == "land" and anim.fill_cells:
                self.sound("capture")
            elif event == "flip":
                self.sound("capture")
                for i, r in enumerate(anim.regions_won):
                    region = self.view.regions[r]
                    x, y = region.label_xy
                    self._float(f"+{region.code} {region.size}", x, y + 10,
                                theme.shade(theme.player_colour(anim.mover), 1.4), delay=0.3 * i)
        anim.events.clear()
        if anim.done:
            self.animation = None
            self._apply_snapshot(self.snap)
            return True
        return False

    def _float(self, message: str, x: float, y: float, colour, delay: float = 0.0) -> None:
        """A label rising from (x, y) and fading out ("+TX 38" over a state just won)."""
        shadow = make_text(message, x + 1, y - 1.5, theme.SIZE_BODY, (0, 0, 0), anchor_x="center", bold=True)
        text = make_text(message, x, y, theme.SIZE_BODY, colour, anchor_x="center", bold=True)
        self.floaters.append([(shadow, text), x, y, -delay])

    # ---- drawing ----------------------------------------------------------------------
    @property
    def static_version(self) -> tuple:
        """Changes whenever the map's static look changes (support shown, palette)."""
        return (self.view.fill_builds, self._static_changes)

    def _check_palette(self) -> None:
        palette = tuple(theme.player_colours()[:2])
        if palette != self._palette:
            self._palette = palette
            self._pieces.clear()
            self._ghosts.clear()
            self.view.invalidate()
            if self.snap is not None:
                self.view.show_support(self.snap.owners, self.snap.elector_cells)
            self._destinations_changed()
            self._preview_shapes.invalidate()

    def _destinations_changed(self) -> None:
        """The destination markers are part of the baked layer: a new set means a new bake."""
        self._dest_shapes.invalidate()
        self._static_changes += 1

    def draw_static(self) -> None:
        """What changes only from one position or turn to the next: the map (fills, borders,
        labels) and the legal destinations' markers. Drawn into the screen's baked layer."""
        self._check_palette()
        self.view.draw(labels=False)
        if self.animation is None:
            self._dest_shapes.draw()
        self.view.draw_labels()          # the labels stay readable over the destination markers

    def prepare(self) -> None:
        """Before drawing a frame: make the map show what it should (before the move while a
        move is animated) so the screen knows whether its baked layer is stale."""
        self._check_palette()
        anim = self.animation
        snap = anim.before if anim is not None else self.snap
        if snap is not None:
            self.view.show_support(snap.owners, snap.elector_cells)
            self.view.ensure_built()

    def draw(self) -> None:
        """Everything that moves or follows the pointer, over the baked map."""
        anim = self.animation
        if anim is not None:
            sb = ShapeBuilder()
            anim.build(sb)
            sb.draw()
            if anim.sweep or anim.fill_cells:
                self.view.draw_labels()      # keep the labels above the cells turning over
        if anim is None and self.snap is not None:
            self._preview_shapes.draw()
            self._draw_callouts()
            self._draw_selection_pulse()
        self._draw_pieces()
        self._draw_start_choice()
        if anim is None:
            self._draw_pass_button()
            self._draw_tooltip()
        for (shadow, text), x, y, age in self.floaters:
            if age < 0:
                continue
            alpha = 255 * max(0.0, min(1.0, (1.6 - age) / 0.5))
            for label, dy in ((shadow, -1.5), (text, 0.0)):
                label.y = y + dy + age * 26
                label.color = theme.with_alpha(label.color, alpha * (0.8 if label is shadow else 1.0))
                label.draw()

    def _piece(self, seat: int, ghost: bool = False) -> MovableShape:
        cache = self._ghosts if ghost else self._pieces
        if seat not in cache:
            radius = max(9.0, self.view.scale * 0.52)
            colour = theme.player_colour(seat)

            def build(sb, seat=seat, radius=radius, colour=colour):
                if ghost:
                    sb.circle(0, 0, radius * 1.05, theme.with_alpha(colour, 90))
                    add_mark(sb, seat, 0, 0, radius * 0.45, theme.with_alpha(theme.CREAM, 160))
                else:
                    build_piece(sb, seat, radius, colour)
            cache[seat] = MovableShape(build)
        return cache[seat]

    def _draw_pieces(self) -> None:
        snap = self.snap
        if snap is None:
            return
        anim = self.animation
        order = [1 - snap.to_move, snap.to_move] if snap.to_move in (0, 1) else [0, 1]
        if anim is not None:
            order = [1 - anim.mover, anim.mover]
        for seat in order:
            if anim is not None:
                xy = anim.piece_xy(seat)
                if anim.start_choice:
                    # both pieces drop onto their starting points
                    p = min(1.0, anim.time / max(0.01, anim.length * 0.8))
                    if xy is not None:
                        self._piece(seat).draw_at(xy[0], xy[1] + (1 - ease_out_back(p)) * 40)
                    continue
            else:
                point = snap.pieces[seat]
                xy = self.view.point_xy(point) if point is not None else None
            if xy is None:
                continue
            if seat == snap.to_move and anim is None and not snap.terminal:
                # the piece to move breathes a soft halo
                pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
                arcade.draw_circle_filled(xy[0], xy[1], self.view.scale * (0.78 + 0.12 * pulse),
                                          theme.with_alpha(theme.player_colour(seat), 50 + 40 * pulse))
            self._piece(seat).draw_at(*xy)

    def _draw_selection_pulse(self) -> None:
        if self.selected is None or not self.interactive:
            return
        x, y = self.view.point_xy(self.selected)
        pulse = 0.5 + 0.5 * math.sin(self.time * 6.0)
        radius = self.view.scale * (0.42 + 0.12 * pulse)
        arcade.draw_circle_outline(x, y, radius, theme.ACCENT, 2.5)
        if self.state.started:
            self._ghost_at(self.state.current_player(), x, y)

    def _ghost_at(self, seat: int, x: float, y: float) -> None:
        self._piece(seat, ghost=True).draw_at(x, y)

    def _build_destinations(self, sb: ShapeBuilder) -> None:
        if not self.interactive or not self.destinations or not self.state.started:
            return
        mover = self.state.current_player()
        colour = theme.player_colour(mover)
        r = max(3.5, self.view.scale * 0.17)
        wh = tuple(self.view.white_house)
        for p in self.destinations:
            x, y = self.view.point_xy(p)
            if tuple(p) == wh:
                sb.ring(x, y, self.view.scale * 0.52, 2.5, theme.shade(colour, 1.3))
                continue
            sb.circle(x, y, r * 2.1, theme.with_alpha(colour, 55), segments=14)
            sb.circle(x, y, r + 1.5, theme.BACKGROUND_DEEP, segments=12)
            sb.circle(x, y, r, theme.shade(colour, 1.25), segments=12)

    def _build_preview(self, sb: ShapeBuilder) -> None:
        if not self.interactive or self.selected is None or not self.state.started:
            return
        view = self.view
        mover = self.state.current_player()
        colour = theme.player_colour(mover)
        piece = self.snap.pieces[mover]
        if piece is not None:
            # the straight line the piece would travel, as a dotted path
            (x0, y0), (x1, y1) = view.point_xy(piece), view.point_xy(self.selected)
            length = math.hypot(x1 - x0, y1 - y0)
            steps = max(1, int(length / (view.scale * 0.45)))
            for k in range(1, steps):
                t = k / steps
                sb.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, max(1.6, view.scale * 0.07),
                          theme.with_alpha(theme.CREAM, 170), segments=6)
        preview = self.preview
        if preview is None:
            return
        taken = [view.cell_index[tuple(c)] for c in preview.taken_cells]
        flipped = [view.cell_index[tuple(c)] for c in preview.flipped_cells]
        corner = {view.cell_index[c] for c in point_cells(self.selected) if c in view.cell_index}
        for c in taken + flipped:
            a, b, d = view.cell_vertices(c)
            if c in corner:
                sb.triangle(a, b, d, theme.with_alpha(theme.shade(colour, 1.1), 215))
            else:
                sb.triangle(a, b, d, theme.with_alpha(colour, 120))
        for c in flipped:
            # cells taken from the opponent: a bold cross-hatch stroke
            a, b, d = view.cell_vertices(c)
            cx, cy = view.cell_centre[c]
            sb.line(((a[0] + cx) / 2, (a[1] + cy) / 2), ((b[0] + d[0]) / 2, (b[1] + d[1]) / 2), 1.5,
                    theme.with_alpha(theme.CREAM, 170))
        for c in corner & set(taken):
            a, b, d = view.cell_vertices(c)
            sb.polyline([a, b, d], 1.5, theme.with_alpha(theme.CREAM, 200), closed=True)
        for code in preview.regions_won:
            region = view.regions[view.board.region_index[code]]
            for a, b in region.outline:
                sb.line(a, b, max(2.5, view.scale * 0.16), theme.shade(colour, 1.45))
            text = self._callout(code, region)
            x, y = region.label_xy
            w = text.content_width + 14
            sb.rounded_rect(x - w / 2, y + 18, w, 20, 9, theme.with_alpha(theme.BACKGROUND_DEEP, 220))
            sb.rounded_outline(x - w / 2, y + 18, w, 20, 9, 1.5, theme.shade(colour, 1.3))

    def _callout(self, code: str, region) -> arcade.Text:
        text = self._callouts.get(code)
        if text is None:
            x, y = region.label_xy
            text = make_text(f"wins {code} +{region.size}", x, y + 28, theme.SIZE_TINY, theme.CREAM,
                             anchor_x="center", bold=True)
            self._callouts[code] = text
        return text

    def _draw_callouts(self) -> None:
        if self.preview is None or not self.interactive:
            return
        for code in self.preview.regions_won:
            region = self.view.regions[self.view.board.region_index[code]]
            self._callout(code, region).draw()

    # ---- start-point choice ---------------------------------------------------------------
    def _make_start_labels(self) -> None:
        self.start_labels = []
        state = self.state
        if state is None or state.started or state.is_terminal():
            return
        for p in state.start_choices():
            x, y = self.view.point_xy(p)
            self.start_labels.append(make_text("", x, y + self.view.scale * 1.05, theme.SIZE_TINY, theme.CREAM,
                                               anchor_x="center", bold=True))

    def _draw_start_choice(self) -> None:
        """The two drawn starting points glow; the second player picks one, the first player
        gets the other."""
        state = self.state
        if state is None or state.started or self.busy:
            return
        chooser = state.current_player()
        other = 1 - chooser
        choices = [tuple(p) for p in state.start_choices()]
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.0)
        for i, p in enumerate(choices):
            x, y = self.view.point_xy(p)
            chosen = self.selected == p
            glow = theme.ACCENT if chosen else theme.CREAM
            for k, alpha in ((1.6, 40), (1.15, 70), (0.8, 110)):
                arcade.draw_circle_filled(x, y, self.view.scale * k * (0.9 + 0.15 * pulse),
                                          theme.with_alpha(glow, alpha))
            if self.selected is not None:
                seat = chooser if chosen else other
                self._ghost_at(seat, x, y)
            arcade.draw_circle_outline(x, y, self.view.scale * 0.55, theme.ACCENT if chosen else theme.CREAM, 2.5)
            if i < len(self.start_labels):
                label = self.start_labels[i]
                if self.selected is None:
                    label.text = f"Start {i + 1}"
                else:
                    label.text = f"{self.name_of(chooser if chosen else other)} starts here"
                w = label.content_width + 16
                arcade.draw_lrbt_rectangle_filled(label.x - w / 2, label.x + w / 2, label.y - 10, label.y + 10,
                                                  theme.with_alpha(theme.BACKGROUND_DEEP, 220))
                label.draw()

    # ---- pass ---------------------------------------------------------------------------
    def _pass_label(self) -> arcade.Text:
        text = f"{self.name_of(self.state.current_player())} has no move  ·  Enter or click here to pass"
        label = getattr(self, "_pass_text", None)
        if label is None:
            left, bottom, width, height = self.rect
            label = self._pass_text = make_text("", left + width / 2, bottom + 30, theme.SIZE_BODY,
                                                theme.ACCENT_TEXT, anchor_x="center", bold=True)
            self._pass_shapes = ShapeBuilder()
        if label.text != text:
            label.text = text
            self._pass_shapes.clear()
        return label

    def _pass_rect(self):
        label = self._pass_label()
        width = label.content_width + 48
        return (label.x - width / 2, label.y - 22, width, 44)

    def _pass_button_contains(self, x: float, y: float) -> bool:
        l, b, w, h = self._pass_rect()
        return l <= x <= l + w and b <= y <= b + h

    def _draw_pass_button(self) -> None:
        """A forced pass (revised rules): the only move, played with Enter, A or a click."""
        if not self.interactive or not self.state.must_pass():
            return
        label = self._pass_label()
        if not self._pass_shapes.points:
            l, b, w, h = self._pass_rect()
            sb = self._pass_shapes
            sb.glossy_pill(l, b, w, h, theme.ACCENT)
        self._pass_shapes.draw()
        label.draw()

    # ---- tooltip ------------------------------------------------------------------------
    def _tooltip_lines(self):
        if self.pointer is None or self.snap is None:
            return None
        snap = self.snap
        if self.interactive and self.selected is not None and self.preview is not None and self.pointer is not None:
            x, y = self.view.point_xy(self.selected)
            if math.dist((x, y), self.pointer) <= self.view.scale * 0.55:
                p = self.preview
                mover = self.state.current_player()
                gained = len(p.taken_cells) + len(p.flipped_cells)
                won = ", ".join(p.regions_won) if p.regions_won else "no state yet"
                return (f"Move to {self.selected[0]},{self.selected[1]}",
                        f"+{gained} cells  ·  wins {won}",
                        f"Electors after: {p.electors_after[mover]}  ·  states {p.states_after[mover]}")
        r = self.hover_region
        if r is None:
            return None
        region = self.view.regions[r]
        counts = [0, 0, 0]
        for c in region.cells:
            counts[snap.owners[c]] += 1
        need = (region.size + 1) // 2
        winner = snap.winners[r]
        title = f"{region.name} ({region.code})  ·  {region.size} elector{'s' if region.size != 1 else ''}"
        cells = f"{self.name_of(0)} {counts[1]}  ·  {self.name_of(1)} {counts[2]}  ·  undecided {counts[0]}"
        if winner >= 0:
            lead = f"Won by {self.name_of(winner)}"
        elif counts[1] == counts[2]:
            lead = f"Contested: tied, {need} cells win it" if counts[1] else f"Nobody yet: {need} cells win it"
        else:
            leader = 0 if counts[1] > counts[2] else 1
            lead = f"{self.name_of(leader)} leads: {need - counts[leader + 1]} more cell{'s' if need - counts[leader + 1] != 1 else ''} win it"
        if not region.is_state:
            lead += " (DC is not a state)"
        return (title, cells, lead)

    def _build_tooltip(self, sb: ShapeBuilder) -> None:
        lines = self._tooltip_lines()
        self._tooltip_box = None
        if lines is None:
            return
        # the hovered state's outline (not while a move is previewed: the preview outlines its own)
        r = self.hover_region if not lines[0].startswith("Move to") else None
        if r is not None:
            for a, b in self.view.regions[r].outline:
                sb.line(a, b, 2.0, theme.with_alpha(theme.CREAM, 220))
        for text, line in zip(self._tooltip_texts, lines):
            text.text = line
        width = max(t.content_width for t in self._tooltip_texts) + 28
        height = 70
        px, py = self.pointer
        left = px + 18
        bottom = py - height - 14
        ml, mb, mw, mh = self.rect
        if left + width > ml + mw:
            left = px - width - 18
        if bottom < mb:
            bottom = py + 18
        left = max(ml, left)
        self._tooltip_box = (left, bottom, width, height)
        sb.rounded_rect(left + 3, bottom - 4, width, height, 10, (0, 0, 0, 110))
        sb.rounded_rect(left, bottom, width, height, 10, theme.with_alpha(theme.PANEL, 245))
        sb.rounded_outline(left, bottom, width, height, 10, 1.5, theme.BORDER)
        if r is not None and self.snap.winners[r] >= 0:
            sb.rect(left + 1, bottom + 8, 4, height - 16, theme.player_colour(self.snap.winners[r]))
        for i, text in enumerate(self._tooltip_texts):
            text.x = left + 14
            text.y = bottom + height - 17 - 19 * i

    def _draw_tooltip(self) -> None:
        self._tooltip_shapes.draw()
        if self._tooltip_box is not None:
            for text in self._tooltip_texts:
                text.draw()


# =================================================================================================
# The screen
# =================================================================================================
from game.core.session import MatchSession, Seat  # noqa: E402
from game.scenes.game_screen import GameScreen  # noqa: E402
from game.core.demo_positions import demo_session as shared_demo_session  # noqa: E402

DEMO_SEED = 12
DEMO_PLIES = 13            # the start choice and twelve moves


def demo_session(seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A mid-game match for screenshots: the starting point chosen, then moves picked by the
    engine's evaluation with a little seeded noise (so states are being won), never saved."""
    return shared_demo_session("constitution", plies, seed, [Seat.human(), Seat.human()], noise=0.08,
                               rng_name="constitution-demo")


class ConstitutionScreen(GameScreen):
    """Constitution on screen: the map, the candidates, the scoreboard; hot-seat or against a bot.

    Everything that changes only after a move (backdrop, map, scoreboard) is drawn into one
    baked texture; each frame draws that texture plus the few things that move."""

    game_name = "constitution"
    hints = "Mouse or ←↑↓→ choose    Enter move    Tab next    PgUp look back    Esc menu"
    pad_hints = "D-pad choose  Ⓐ move  RB next  LB look back"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.table = ConstitutionTable(session.state.board, sound=self.play)
        self.table.name_of = self.seat_name
        self.scoreboard = Scoreboard()
        self.table.show(self.view_state(), self._board_interactive())
        # Arcade may draw a new view before its first update: the scoreboard is filled now
        self._sync_scoreboard()

    # ---- hooks of GameScreen --------------------------------------------------------------
    def options_summary(self) -> str:
        """The line under the title in the side panel: which rule set is played."""
        if self.lesson is not None:
            return super().options_summary()
        rules = self.session.options.get("rules", "revised")
        return "Classic rules (January 2021)" if rules == "classic" else "Revised rules (July 2021)"

    def _board_interactive(self) -> bool:
        """A human may move on the board now (their turn, the live game, not paused)."""
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def on_view_changed(self) -> None:
        self.table.show(self.view_state(), self._board_interactive())

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.on_view_changed()
            return
        self.table.animate(before, self.session.state, mover)

    def is_animating(self) -> bool:
        return self.table.busy

    def skip_animation(self) -> None:
        self.table.finish_animation()

    def update_board(self, dt: float) -> None:
        table = self.table
        table.update(dt)
        if not table.busy:
            interactive = self._board_interactive()
            if table.state is not self.view_state():
                table.show(self.view_state(), interactive)
            elif interactive != table.interactive:
                table.set_interactive(interactive)
        self._sync_scoreboard()

    def _sync_scoreboard(self) -> None:
        table = self.table
        anim = table.animation
        snap = anim.before if anim is not None else table.snap
        names = [self.seat_name(s) for s in (0, 1)]
        kinds = [self.seat_kind(s) for s in (0, 1)]
        preview = None
        if table.preview is not None and table.interactive:
            preview = (tuple(table.preview.electors_after), tuple(table.preview.states_after))
        # while a move plays the scoreboard keeps the position before it; it updates as the move lands
        self.scoreboard.set(snap, None, names, kinds, thinking=self.thinking_seat() is not None, preview=preview)

    def board_action(self, device: str, action: Action) -> bool:
        if action == Action.PREV:
            return False              # PgUp / LB: the shell's look-back
        if action not in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.CONFIRM, Action.NEXT):
            return False
        move = self.table.on_action(action)
        if move is not None:
            self.submit_move(move, device)
        return True

    def board_pointer_move(self, x: float, y: float) -> None:
        self.table.pointer_move(x, y)

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        move = self.table.pointer_press(x, y, button)
        if move is not None:
            self.submit_move(move, "kbm")

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) makes in the live state: the legal destination under it."""
        state = self.session.state
        if state.is_terminal():
            return None
        if state.must_pass():
            return PASS if self.table._pass_button_contains(x, y) else None
        return self.table.view.nearest_point(x, y, [tuple(p) for p in state.legal_destinations()])

    def move_sound(self, move, before, mover: int) -> str:
        return "click" if not before.started else "move"

    def seat_score(self, state, seat: int) -> str:
        return f"{state.electors[seat]}"

    def move_label(self, index: int, text: str) -> str:
        """"12,5" becomes "12,5  +TX OK" when the move won states."""
        if index >= len(self.session.moves) or text == PASS or text.startswith("start"):
            return text
        before = self.session.state_at(index)
        after = self.session.state_at(index + 1)
        won = [code for code, w0, w1 in zip(before.board.region_codes, before.winner, after.winner)
               if w0 < 0 <= w1]
        return f"{text}  +{' '.join(won)}" if won else text

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        state = self.view_state()
        if not self.session.in_replay and not state.is_terminal():
            seat = state.current_player()
            name = self.seat_name(seat)
            if not state.started:
                return (f"{name}: choose your starting point. "
                        f"{self.seat_name(1 - seat)} starts on the other one and moves first.")
            if state.must_pass():
                return f"{name} has no move and must pass."
        return super().status_text()

    @classmethod
    def demo(cls) -> "ConstitutionScreen":
        """A mid-game position after twelve moves (for `python -m game shot constitution`)."""
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None) -> "ConstitutionScreen":
        """The screen on a given position (tests, editors); never saved."""
        from game.engines.constitution import GAME
        session = MatchSession(GAME, seats=seats or [Seat.human(), Seat.human()], autosave=False,
                               start_state=state)
        return cls(session)

    # ---- drawing --------------------------------------------------------------------------
    def draw_baked(self) -> None:
        """What changes only after a move: the map and the scoreboard."""
        self.table.draw_static()
        self.scoreboard.draw()

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        return [self.table.view.point_xy(move)] if isinstance(move, tuple) else []

    def baked_key(self):
        self.table.prepare()          # brings the map's shapes up to date with what is shown
        return (self.table.static_version, self.scoreboard.version)

    def draw_board(self) -> None:
        self.table.draw()
