"""Where things are on the Margin of Error screen (logical 1280x720; the board owns x < PANEL_LEFT,
the shell's side panel the strip on the right, the hint line the bottom 46 pixels):

    the projection bar        along the top: "If the election were today", both totals, 270
    the control panel         the left column: week, cash, turn steps, media presence,
                              fundraising, political capital, the itinerary pool, the buttons
    the six region boards     two columns of three (Rust Belt, Atlantic, Pacific | Southeast,
                              Midwest, Plains), like the rule text's two boards
    the dice tray             TRAY_RECT under the region boards (the tray itself is drawn by the
                              week show; this screen draws nothing there)

`MarginLayout` places every row, square, box and button for a scenario, names the target under
a point (`target_at`) and where an arrow key leads from a target (`step_from`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.engines.margin.plan import CAPITAL
from game.engines.margin.scenario import TRACK_MAX, TRACK_MIN, Scenario
from game.scenes.match_layout import PANEL_LEFT
from game.ui.input import Action

# ---- the big areas (left, bottom, width, height) ---------------------------------------------------
PROJECTION_RECT = (14, 672, PANEL_LEFT - 28, 42)
CONTROL_RECT = (12, 46, 206, 618)
REGIONS_RECT = (228, 208, PANEL_LEFT - 12 - 228, 456)
TRAY_RECT = (REGIONS_RECT[0] + (REGIONS_RECT[2] - 650) / 2, 48, 650, 150)

COLUMN_GAP = 10
REGION_GAP = 8
HEADER_H = 25
MAX_ROW_H = 34
SQUARES = TRACK_MAX - TRACK_MIN + 1            # 11
# a state row, left to right (widths): its name, the green itinerary area, the die faces, the
# electoral votes, the poll track's squares
NAME_W, SLOT_W, FACES_W, VOTES_W = 96, 36, 24, 26
ROW_PAD = 6

# the projection bar's parts
BAR_LEFT, BAR_RIGHT = 204, PANEL_LEFT - 204
BAR_Y, BAR_H = 678, 16


def inside(rect, x: float, y: float) -> bool:
    """(x, y) lies in rect (left, bottom, width, height)."""
    l, b, w, h = rect[:4]
    return l <= x <= l + w and b <= y <= b + h


def centre(rect) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


@dataclass(frozen=True)
class Target:
    """Something a click, a drop or the cursor can act on: ("state", s), ("region", r), ("fund",),
    ("media",), ("favour", name), ("end",), ("suggest",); `rect` is where it is."""
    key: tuple
    rect: tuple[float, float, float, float]

    @property
    def centre(self) -> tuple[float, float]:
        return centre(self.rect)


class MarginLayout:
    """Every place on the board for one scenario."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self._place_regions()
        self._place_control_panel()
        self.targets = self._targets()
        self._by_key = {t.key: t for t in self.targets}

    # ---- the region boards ---------------------------------------------------------------------
    def _place_regions(self) -> None:
        sc = self.scenario
        left, bottom, width, height = REGIONS_RECT
        self.column_w = (width - COLUMN_GAP) / 2
        half = (len(sc.regions) + 1) // 2
        columns = [list(range(half)), list(range(half, len(sc.regions)))]
        rows_most = max(sum(len(sc.regions[r].states) for r in col) for col in columns)
        regions_most = max(len(col) for col in columns)
        free = height - regions_most * HEADER_H - (regions_most - 1) * REGION_GAP - regions_most * 4
        self.row_h = min(MAX_ROW_H, math.floor(free / rows_most))
        self.region_rects: list[tuple] = [()] * len(sc.regions)       # the whole board of a region
        self.header_rects: list[tuple] = [()] * len(sc.regions)
        self.row_rects: list[tuple] = [()] * len(sc.states)
        self.column_of = [0] * len(sc.regions)
        for c, col in enumerate(columns):
            x = left + c * (self.column_w + COLUMN_GAP)
            top = bottom + height
            for r in col:
                n = len(sc.regions[r].states)
                h = HEADER_H + n * self.row_h + 4
                self.region_rects[r] = (x, top - h, self.column_w, h)
                self.header_rects[r] = (x, top - HEADER_H, self.column_w, HEADER_H)
                self.column_of[r] = c
                y = top - HEADER_H
                for s in sc.regions[r].states:
                    y -= self.row_h
                    self.row_rects[s] = (x, y, self.column_w, self.row_h)
                top -= h + REGION_GAP
        # the columns of a row, from its left edge
        self.name_x = ROW_PAD
        self.slot_x = self.name_x + NAME_W
        self.faces_x = self.slot_x + SLOT_W
        self.votes_x = self.faces_x + FACES_W
        self.track_x = self.votes_x + VOTES_W + 4
        self.square_w = math.floor((self.column_w - self.track_x - ROW_PAD) / SQUARES)
        self.square_h = self.row_h - 10

    def square_rect(self, s: int, poll: int) -> tuple[float, float, float, float]:
        """The square `poll` (-5..5) of state s's poll track."""
        x, y, _, h = self.row_rects[s]
        left = x + self.track_x + (poll - TRACK_MIN) * self.square_w
        return left, y + (h - self.square_h) / 2, self.square_w, self.square_h

    def token_xy(self, s: int, poll: float) -> tuple[float, float]:
        """Where state s's poll token stands at `poll` (a float while it slides)."""
        x, y, _, h = self.row_rects[s]
        return x + self.track_x + (poll - TRACK_MIN + 0.5) * self.square_w, y + h / 2

    def slot_rect(self, s: int) -> tuple[float, float, float, float]:
        """The green itinerary area of state s's row (campaign days and the running mate)."""
        x, y, _, h = self.row_rects[s]
        return x + self.slot_x, y + 3, SLOT_W - 4, h - 6

    def pip_xy(self, s: int, index: int, row: int = 0, compact: bool = False) -> tuple[float, float]:
        """The index-th pip of a slot's top (row 0) or bottom (row 1) line; `compact`: four
        smaller pips a line (two campaigns share the slot, a line each)."""
        l, b, w, h = self.slot_rect(s)
        x = l + 5 + index * 8 if compact else l + 7 + index * 10.5
        return x, b + h * (0.72 if row == 0 else 0.28)

    def ad_pip_xy(self, r: int, index: int, row: int | None = None) -> tuple[float, float]:
        """An ad day's pip on region r's header (`row` 0 or 1: two campaigns, a line each)."""
        x, y, w, h = self.header_rects[r]
        if row is None:
            return x + w - 48 + index * 13, y + h / 2
        return x + w - 48 + index * 13, y + h * (0.66 if row == 0 else 0.34)

    # ---- the control panel ---------------------------------------------------------------------
    def _place_control_panel(self) -> None:
        left, bottom, width, height = CONTROL_RECT
        self.inner_l, self.inner_w = left + 10, width - 20
        il, iw = self.inner_l, self.inner_w
        top = bottom + height
        self.title_y = top - 13
        # week 1..N: one cell each
        weeks = self.scenario.weeks
        self.week_label_y = top - 36
        cell = iw / weeks
        self.week_cells = [(il + i * cell, top - 78, cell - 2, 32) for i in range(weeks)]
        # cash 0..max: rows of seven
        cash_max = self.scenario.cash_max
        per_row = 7
        self.cash_label_y = top - 94
        cw = iw / per_row
        self.cash_cells = [(il + (v % per_row) * cw, top - 122 - (v // per_row) * 20, cw - 2, 18)
                           for v in range(cash_max + 1)]
        below = self.cash_cells[-1][1]
        # the turn steps
        self.turn_label_y = below - 16
        self.turn_rows = [(il, below - 40 - i * 15, iw, 14) for i in range(5)]
        # media presence and fundraising: a strip of four cells each
        self.media_label_y = top - 276
        self.media_rect = (il, top - 310, iw, 26)
        self.fund_label_y = top - 324
        self.fund_rect = (il, top - 358, iw, 26)
        # the five favours of political capital
        self.capital_label_y = top - 374
        self.favour_rects = {name: (il, top - 400 - i * 19, iw, 18) for i, name in enumerate(CAPITAL)}
        # the itinerary: seven green days and the running mate's blue token
        self.pool_label_y = top - 492
        self.pool_y = top - 514
        self.pool_xy = [(il + 11 + i * 20.5, self.pool_y) for i in range(self.scenario.days_per_week)]
        self.vp_xy = (il + iw - 14, self.pool_y)
        self.pool_rect = (il, self.pool_y - 14, self.pool_xy[-1][0] + 11 - il, 28)
        self.vp_rect = (self.vp_xy[0] - 15, self.pool_y - 15, 30, 30)
        self.days_y = top - 542
        self.cost_y = top - 559
        self.end_rect = (il, bottom + 10, iw * 0.6 - 3, 30)
        self.suggest_rect = (il + iw * 0.6 + 3, bottom + 10, iw * 0.4 - 3, 30)

    # ---- targets -------------------------------------------------------------------------------
    def _targets(self) -> list[Target]:
        out = [Target(("media",), self.media_rect), Target(("fund",), self.fund_rect)]
        out += [Target(("favour", name), rect) for name, rect in self.favour_rects.items()]
        out += [Target(("end",), self.end_rect), Target(("suggest",), self.suggest_rect)]
        out += [Target(("region", r), rect) for r, rect in enumerate(self.header_rects)]
        out += [Target(("state", s), rect) for s, rect in enumerate(self.row_rects)]
        return out

    def target(self, key: tuple) -> Target | None:
        return self._by_key.get(key)

    def target_at(self, x: float, y: float) -> Target | None:
        for t in self.targets:
            if inside(t.rect, x, y):
                return t
        return None

    def pool_at(self, x: float, y: float) -> str | None:
        """"day" over the green days, "vp" over the running mate's token, else None."""
        if inside(self.vp_rect, x, y):
            return "vp"
        if inside(self.pool_rect, x, y):
            return "day"
        return None

    def step_from(self, key: tuple, action: Action, allowed=None) -> tuple | None:
        """Where an arrow key leads from target `key`: the nearest target in that direction
        (within a cone, nearer the axis preferred), among `allowed` keys when given."""
        dx, dy = {Action.LEFT: (-1, 0), Action.RIGHT: (1, 0), Action.UP: (0, 1), Action.DOWN: (0, -1)}[action]
        here = self._by_key[key]
        ox, oy = here.centre
        best, best_score = None, math.inf
        for t in self.targets:
            if t.key == key or (allowed is not None and t.key not in allowed):
                continue
            x, y = t.centre
            # edges, not centres, along the axis: rows are wide, so a row beside is "right" of one
            if dx:
                along = (x - ox) * dx
                gap = (t.rect[0] - (here.rect[0] + here.rect[2])) if dx > 0 else (here.rect[0] - (t.rect[0] + t.rect[2]))
                if gap < -2:
                    continue
                across = abs(y - oy)
                score = max(gap, 0) + along * 0.2 + 2.5 * across
            else:
                along = (y - oy) * dy
                if along <= 2:
                    continue
                across = abs(x - ox)
                if across > max(here.rect[2], t.rect[2]):
                    continue
                score = along + 1.5 * across
            if score < best_score:
                best, best_score = t.key, score
        return best
