"""The control panel on the left (`ControlPanel`), as the rule text's main board has it: the week
track (the opponent's stops under each week, an asterisk on its advertising weeks), the cash
track, the turn track, the media presence and fundraising boxes, the five favours of political
capital, the pool of seven green itinerary days and the running mate's blue token, the planned
cost against the cash, and the End planning and Suggest buttons.

The frame, the section names and the cells are built once for the cached layer; the markers,
tokens and changing words are rebuilt when the position shown changes (`sync`).
"""
from __future__ import annotations

import pyglet

from game.engines.margin import resolve
from game.engines.margin.move import END_MOVE
from game.engines.margin.plan import CAPITAL_TITLES, MAX_FUNDRAISING_DAYS
from game.scenes.margin.board_view import SLOT_GREEN, day_colour, pip, vp_pip
from game.scenes.margin.layout import CONTROL_RECT, MarginLayout
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import fit_text, make_text, set_colour, set_text
from game.ui.widgets.text import warm_glyphs

PARTY_PLURALS = ("Democrats", "Republicans")
# the turn track's rows, in the engine's order (resolve.TURN_TRACK)
TURN_STEPS = dict(zip(resolve.TURN_TRACK, ("Choose actions", "Fundraising", "Campaign", "Advertise", "Opponent")))
FAVOUR_RED = (206, 52, 60)
CELL = (34, 50, 90)
CELL_PAST = (28, 38, 66)
DARK_TEXT = (24, 20, 10)
PLANNED_SPEND = (122, 44, 54)
END_SIZE = 10.5
# the parts of the panel, each redrawn on its own (see _looks and section_box)
SECTIONS = ("head", "cash", "turn", "media", "fund", "capital", "pool", "buttons")
# the texts a part may lay out again (a layout costs more than a part's shapes); one sync lays
# out at most TEXTS_PER_SYNC of them: a new week changes every part, drawn over three frames
PART_TEXTS = {"head": 2, "pool": 2, "buttons": 1}
TEXTS_PER_SYNC = 2


class ControlPanel:
    def __init__(self, layout: MarginLayout, solo: bool):
        self.layout = layout
        self.scenario = sc = layout.scenario
        self.solo = solo
        self.static_batch = pyglet.graphics.Batch()
        self.batch = pyglet.graphics.Batch()
        # one shape list a part of the panel: a position redraws only the parts whose look changed
        self.pieces = {name: ShapeBuilder() for name in SECTIONS}
        self.rebuilt: list[str] = []         # the parts the last sync drew again (tests)
        lay = layout
        add = self._static = []

        def label(text, y, x=None):
            add.append(make_text(text, x if x is not None else lay.inner_l, y, 8, theme.ACCENT, display=True,
                                 batch=self.static_batch))

        label("WEEK", lay.week_label_y)
        label("CASH", lay.cash_label_y)
        label("TURN", lay.turn_label_y)
        label("MEDIA PRESENCE", lay.media_label_y)
        label("FUNDRAISING", lay.fund_label_y)
        label("POLITICAL CAPITAL", lay.capital_label_y)
        label("ITINERARY", lay.pool_label_y)
        if solo:
            add.append(make_text("opponent's stops · * TV ad", lay.inner_l + lay.inner_w, lay.week_label_y, 7.5,
                                 theme.TEXT_DIM, anchor_x="right", batch=self.static_batch))
        for box, values in ((lay.media_rect, [f"{v:+d}" if v else "0" for v in sc.media_presence]),
                            (lay.fund_rect, ["0"] + ["D" + (f"+{b}" if b else "") for b in sc.fundraising])):
            for i, value in enumerate(values):
                x, y, w, h = self.box_cell(box, i)
                add.append(make_text(value, x + (w - 16) / 2, y + h / 2, 8.5, theme.TEXT, anchor_x="center", bold=True,
                                     batch=self.static_batch))
        # changing words
        il, iw = lay.inner_l, lay.inner_w
        self.title = make_text("", il, lay.title_y, 10, theme.TEXT, display=True, batch=self.batch)
        self.week_words = make_text("", il + iw, lay.title_y, 9, theme.TEXT_MUTED, anchor_x="right", batch=self.batch)
        self.weeks, self.stops = [], []
        for w, (x, y, cw, ch) in enumerate(lay.week_cells, start=1):
            self.weeks.append(make_text(str(w), x + cw / 2, y + ch - 11, 11, theme.TEXT, anchor_x="center", bold=True,
                                        batch=self.batch))
            if solo:
                stops = sc.opponent_stops[w - 1]
                mark = f"{stops}{'*' if w in sc.opponent_advert_weeks else ''}"
                self.stops.append(make_text(mark, x + cw / 2, y + 8, 8, theme.TEXT_MUTED, anchor_x="center",
                                            batch=self.batch))
        self.cash = [make_text(f"${v}", x + cw / 2, y + ch / 2, 7, theme.TEXT, anchor_x="center", bold=True,
                               batch=self.batch) for v, (x, y, cw, ch) in enumerate(lay.cash_cells)]
        self.steps = [make_text(step, x + 20, y + h / 2, 9.5, theme.TEXT_MUTED, batch=self.batch)
                      for step, (x, y, w, h) in zip(TURN_STEPS.values(), lay.turn_rows)]
        self.favours = {name: make_text(CAPITAL_TITLES[name], x + 24, y + h / 2, 9.5, theme.TEXT, batch=self.batch)
                        for name, (x, y, w, h) in lay.favour_rects.items()}
        self.days = make_text("", il, lay.days_y, 10, theme.TEXT, bold=True, batch=self.batch)
        self.cost = make_text("", il, lay.cost_y, 9.5, theme.TEXT_MUTED, batch=self.batch)
        self.end_label = make_text("End planning", *self._mid(lay.end_rect), END_SIZE, DARK_TEXT, anchor_x="center",
                                   bold=True, batch=self.batch)
        self.suggest_label = make_text("Suggest", *self._mid(lay.suggest_rect), 10.5, theme.TEXT, anchor_x="center",
                                       bold=True, batch=self.batch)
        self.end_enabled = self.suggest_enabled = False
        for text in (self.days, self.cost, self.week_words, self.end_label, self.title):
            warm_glyphs(text)      # a placement never renders a glyph on the frame it lands
        self._shown: dict = {}
        self.behind = False                  # parts the last sync left for the next one

    @staticmethod
    def _mid(rect):
        return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2

    @staticmethod
    def box_cell(box, i: int) -> tuple[float, float, float, float]:
        """Cell i (0..3: days placed) of the media presence or fundraising box."""
        x, y, w, h = box
        cw = (w - 4) / 4
        return x + 2 + i * cw, y + 2, cw - 2, h - 4

    def day_xy(self, box, i: int) -> tuple[float, float]:
        """Where the i-th day placed in a box sits (cells 1..3)."""
        x, y, w, h = self.box_cell(box, i)
        return x + w - 9, y + h / 2

    # ---- the cached layer ----------------------------------------------------------------------
    def build_static(self, sb: ShapeBuilder) -> None:
        lay = self.layout
        l, b, w, h = CONTROL_RECT
        sb.panel(l, b, w, h, fill=(20, 31, 60), radius=12)
        sb.rect(l + 10, lay.title_y - 12, w - 20, 1.5, theme.with_alpha(theme.ACCENT, 80))
        for x, y, cw, ch in lay.week_cells:
            sb.rounded_rect(x, y, cw, ch, 4, CELL)
        for x, y, cw, ch in lay.cash_cells:
            sb.rounded_rect(x, y, cw, ch, 3, CELL)
        for x, y, rw, rh in lay.turn_rows:
            sb.circle(x + 8, y + rh / 2, 5, CELL, segments=14)
        for box in (lay.media_rect, lay.fund_rect):
            x, y, bw, bh = box
            sb.rounded_rect(x, y, bw, bh, 6, SLOT_GREEN)
            for i in range(4):
                if i:
                    cx, cy, cw, ch = self.box_cell(box, i)
                    sb.rect(cx - 1, cy + 3, 1.5, ch - 6, theme.shade(SLOT_GREEN, 0.6))
                    sb.circle(*self.day_xy(box, i), 4.6, theme.shade(SLOT_GREEN, 0.6), segments=14)
        for x, y, fw, fh in lay.favour_rects.values():
            sb.circle(x + 10, y + fh / 2, 6.5, (16, 22, 40), segments=16)
        pl, pb, pw, ph = lay.pool_rect
        sb.rounded_rect(pl, pb, pw, ph, 8, SLOT_GREEN)
        for x, y in lay.pool_xy:
            sb.circle(x, y, 7, theme.shade(SLOT_GREEN, 0.6), segments=16)
        sb.circle(*lay.vp_xy, 12, (16, 26, 58), segments=20)

    # ---- what a position adds ------------------------------------------------------------------
    def sync(self, state, side: int | None, party_colours, planning: bool, cash_shown) -> list:
        """Markers, tokens and words for the position `state`; `side` is the campaign whose plan,
        cash and favours the panel shows; `planning` that a person may plan now; `cash_shown`
        each campaign's cash as the week show has it (it changes when the dice say so). Returns
        the boxes (left, bottom, right, top) of the parts drawn again; a part past this sync's
        texts waits for the next (`behind`)."""
        side = state.seat_sides[0] if side is None else side
        looks = self._looks(state, side, party_colours, planning, cash_shown)
        changed = [name for name, look in looks.items() if self._shown.get(name) != look]
        texts = 0
        for at, name in enumerate(changed):
            texts += PART_TEXTS.get(name, 0)
            if texts > TEXTS_PER_SYNC and at and self._shown:     # (the first sync draws all)
                changed = changed[:at]
                break
        self.rebuilt = changed
        self.behind = any(self._shown.get(name) != look for name, look in looks.items() if name not in changed)
        if not changed:
            return []
        self._shown.update((name, looks[name]) for name in changed)
        days_colour = day_colour(state, side, party_colours)
        plan = state.plans[side]
        for name in changed:
            self.pieces[name].clear()
            if name == "head":
                self._show_week(state, side, party_colours[side])
            elif name == "cash":
                self._show_cash(state, side, party_colours, cash_shown)
            elif name == "turn":
                self._show_turn(state.turn_step())
            elif name in ("media", "fund"):
                self._show_days_placed(name, plan.media if name == "media" else plan.fund, days_colour)
            elif name == "capital":
                self._show_capital(state, side)
            elif name == "pool":
                self._show_pool(state, side, days_colour, cash_shown[side])
            else:
                self._show_buttons(*looks["buttons"])
        return [self.section_box(name) for name in changed]

    def _show_week(self, state, side: int, colour) -> None:
        """The campaign's name, and the week track: this week lit, the weeks past dimmed."""
        lay, sb = self.layout, self.pieces["head"]
        set_text(self.title, PARTY_PLURALS[side].upper())
        set_text(self.week_words, f"week {state.week} of {self.scenario.weeks}")
        set_colour(self.title, theme.shade(colour, 1.25))
        for w, ((x, y, cw, ch), text) in enumerate(zip(lay.week_cells, self.weeks), start=1):
            if w == state.week:
                sb.rounded_rect(x, y, cw, ch, 4, theme.ACCENT)
            elif w < state.week:
                sb.rounded_rect(x, y, cw, ch, 4, CELL_PAST)
            set_colour(text, DARK_TEXT if w == state.week else theme.TEXT_DIM if w < state.week else theme.TEXT)
            if self.stops:
                set_colour(self.stops[w - 1], (90, 60, 10) if w == state.week else
                           theme.TEXT_DIM if w < state.week else theme.TEXT_MUTED)

    def _show_cash(self, state, side: int, party_colours, cash_shown) -> None:
        """Each campaign's token on the cash track; the money this week's plan would spend is tinted."""
        lay, sb = self.layout, self.pieces["cash"]
        cost = state.plans[side].planned_cost(self.scenario)
        cash = cash_shown[side]
        for value in range(max(0, cash - cost) + 1 if cost else cash + 1, cash + 1):
            x, y, cw, ch = lay.cash_cells[value]
            sb.rounded_rect(x, y, cw, ch, 3, PLANNED_SPEND)
        marked = {}
        sides = [side] if state.solo else [0, 1]
        for who in sides:
            marked.setdefault(cash_shown[who], []).append(who)
        for value, whos in marked.items():
            x, y, cw, ch = lay.cash_cells[value]
            if len(whos) == 1:
                sb.rounded_rect(x - 1, y - 1, cw + 2, ch + 2, 4, theme.shade(party_colours[whos[0]], 1.1)
                                if not state.solo else theme.ACCENT)
            else:
                # both campaigns on one amount: one cell (its label inside one box), each
                # campaign's colour along half of its top
                sb.rounded_rect(x - 1, y - 1, cw + 2, ch + 2, 4, theme.shade(theme.mix(*party_colours[:2], 0.5), 0.9))
                sb.rect(x + 1, y + ch - 3, cw / 2 - 1, 3, party_colours[0])
                sb.rect(x + cw / 2, y + ch - 3, cw / 2 - 1, 3, party_colours[1])
        for value, text in enumerate(self.cash):
            set_colour(text, DARK_TEXT if value in marked and state.solo else
                       theme.CREAM if value in marked else theme.TEXT_MUTED)

    def _show_turn(self, step: str | None) -> None:
        """The turn track: the step the position is on lit."""
        sb = self.pieces["turn"]
        for name, (x, y, rw, rh), text in zip(TURN_STEPS, self.layout.turn_rows, self.steps):
            if name == step:
                sb.circle(x + 8, y + rh / 2, 5, theme.ACCENT, segments=14)
            set_colour(text, theme.TEXT if name == step else theme.TEXT_DIM)

    def _show_days_placed(self, name: str, days: int, days_colour) -> None:
        """Media presence or fundraising (`name`): a day in each cell up to the days placed."""
        sb = self.pieces[name]
        box = self.layout.media_rect if name == "media" else self.layout.fund_rect
        x, y, cw, ch = self.box_cell(box, min(days, MAX_FUNDRAISING_DAYS))
        sb.rounded_outline(x, y, cw, ch, 4, 1.5, theme.ACCENT)
        for i in range(1, days + 1):
            pip(sb, *self.day_xy(box, i), 4.4, days_colour)

    def _show_capital(self, state, side: int) -> None:
        """Political capital: a red token on each favour spent; this week's favour lit."""
        lay, sb = self.layout, self.pieces["capital"]
        plan, used = state.plans[side], state.used[side]
        for name, (x, y, fw, fh) in lay.favour_rects.items():
            if plan.capital == name:
                sb.rounded_rect(x, y, fw, fh, 5, theme.with_alpha(theme.ACCENT, 60))
            if name in used:
                pip(sb, x + 10, y + fh / 2, 5.2, FAVOUR_RED, rim=(60, 10, 16))
            set_colour(self.favours[name], theme.ACCENT if plan.capital == name else
                       theme.TEXT_DIM if name in used else theme.TEXT)

    def _show_pool(self, state, side: int, days_colour, cash: int) -> None:
        """The pool: days still to place, then the running mate; the days left and the plan's cost."""
        sc, lay, sb = self.scenario, self.layout, self.pieces["pool"]
        plan = state.plans[side]
        for i, (x, y) in enumerate(lay.pool_xy):
            if i < plan.days_left:
                pip(sb, x, y, 6.6, days_colour)
        if plan.vp is None and state.phase == "plan":
            vp_pip(sb, *lay.vp_xy, 9.5)
        set_text(self.days, f"{plan.days_left} of {sc.days_per_week} days left" if state.phase == "plan" else
                 "Election night" if state.election_night() else "The week is rolled")
        cost = plan.planned_cost(sc)
        set_text(self.cost, f"Plan costs ${cost} · cash ${cash}")
        set_colour(self.cost, theme.BAD if cost > cash else theme.TEXT_MUTED)

    def _show_buttons(self, end_enabled: bool, suggest_enabled: bool, words: str) -> None:
        """End planning (or Take the gaffe) and Suggest, lit when they may be pressed."""
        lay, sb = self.layout, self.pieces["buttons"]
        self.end_enabled, self.suggest_enabled = end_enabled, suggest_enabled
        if self.end_label.text != words:
            set_text(self.end_label, words, END_SIZE)
            fit_text(self.end_label, lay.end_rect[2] - 10, 8)
        for rect, enabled, primary, label in ((lay.end_rect, self.end_enabled, True, self.end_label),
                                              (lay.suggest_rect, self.suggest_enabled, False, self.suggest_label)):
            x, y, bw, bh = rect
            sb.rounded_rect(x + 2, y - 4, bw, bh, 9, (0, 0, 0, 90))
            if not enabled:
                sb.rounded_rect(x, y, bw, bh, 9, theme.shade(theme.PANEL_LIGHT, 0.8))
            elif primary:
                sb.rounded_rect(x, y, bw, bh, 9, theme.ACCENT)
                sb.gradient_rect(x + 5, y + bh * 0.5, bw - 10, bh * 0.42, (255, 255, 255, 0), (255, 255, 255, 55))
            else:
                sb.rounded_rect(x, y, bw, bh, 9, theme.PANEL_LIGHT)
                sb.rounded_outline(x, y, bw, bh, 9, 1.5, theme.BORDER)
            set_colour(label, theme.DISABLED if not enabled else DARK_TEXT if primary else theme.TEXT)

    @staticmethod
    def _looks(state, side, party_colours, planning, cash_shown) -> dict:
        """What each part of the panel shows: a part is drawn again when its look changes."""
        plan = state.plans[side]
        cost = plan.planned_cost(state.scenario)
        colours = tuple(party_colours)
        gaffe = state.phase == "resolve" and state.acting_side() is not None
        return {
            "head": (side, state.week, colours),
            "cash": (side, tuple(cash_shown), cost, colours),
            "turn": state.turn_step(),
            "media": (plan.media, side, colours),
            "fund": (plan.fund, side, colours),
            "capital": (tuple(sorted(state.used[side])), plan.capital),
            "pool": (plan.days_left, plan.vp is None, state.phase, cost, cash_shown[side], side, colours,
                     state.election_night()),
            # End planning is dimmed while it is refused (Endorsements called in with no state yet)
            "buttons": ((planning and state.phase == "plan" and state.move_fault(END_MOVE) is None)
                        or (gaffe and side == state.acting_side()),
                        planning and state.phase == "plan",
                        "Take the gaffe" if gaffe else "End planning"),
        }

    def section_box(self, name: str) -> tuple[float, float, float, float]:
        """Where a part of the panel is (left, bottom, right, top), its shadows and rings included."""
        lay = self.layout
        l, r = CONTROL_RECT[0] + 3, CONTROL_RECT[0] + CONTROL_RECT[2] - 3

        def around(rects, pad=4):
            return (l, min(b for _, b, _, _ in rects) - pad, r, max(b + h for _, b, _, h in rects) + pad)

        if name == "head":
            return l, lay.week_cells[0][1] - 3, r, CONTROL_RECT[1] + CONTROL_RECT[3] - 3
        if name == "cash":
            return around(lay.cash_cells)
        if name == "turn":
            return around(lay.turn_rows)
        if name in ("media", "fund"):
            return around([lay.media_rect if name == "media" else lay.fund_rect])
        if name == "capital":
            return around(list(lay.favour_rects.values()))
        if name == "pool":
            return l, lay.cost_y - 10, r, lay.pool_y + 18
        return around([lay.end_rect, lay.suggest_rect], 8)

    def draw_layer(self) -> None:
        """The markers, tokens and words, drawn into the screen's cached layer."""
        for pieces in self.pieces.values():
            pieces.draw()
        self.batch.draw()
