"""The six region boards and the projection bar (`BoardView`).

What no move changes (the boards' frames, every state's name, die faces, electoral votes, the
poll tracks in the rule text's colours with the starting squares ringed and a legend for the
rings, the projection bar's frame) is built once for the screen's cached layer (`build_static`, `static_batch`). What a
position adds (planned days as green pips, the running mate's blue pip, small-state tokens,
home states, endorsements, ad days on the region headers) is one shape list rebuilt when the
position shown changes (`sync`). The yellow poll tokens are sprites placed at the screen's
`display_polls` (floats: the week show slides them), and the projection follows the tokens.
"""
from __future__ import annotations

from functools import lru_cache

import arcade
import pyglet
from PIL import Image, ImageDraw, ImageFilter

from game.engines.margin.charts import winner_of
from game.engines.margin.plan import ENDORSEMENTS
from game.engines.margin.scenario import DEMOCRAT, TRACK_MAX, TRACK_MIN
from game.scenes.margin.layout import (
    BAR_H, BAR_LEFT, BAR_RIGHT, BAR_Y, FACES_W, NAME_W, PROJECTION_RECT, VOTES_W, MarginLayout,
)
from game.ui import theme
from game.ui.draw import ShapeBuilder, star_points
from game.ui.widgets import fit_text, make_text, set_colour, set_text
from game.ui.widgets.text import warm_glyphs

# the poll track as the rule text prints it
SAFE_BLUE, BLUE, WHITE, PINK, SAFE_RED = (24, 54, 142), (78, 132, 226), (242, 240, 232), (238, 156, 168), (150, 28, 44)
TOKEN_YELLOW = (252, 208, 46)
ITINERARY_GREEN = (70, 186, 104)
SLOT_GREEN = (22, 62, 44)
VP_BLUE = (44, 98, 228)
SMALL_TOKEN = (246, 244, 236)
BOARD_FILL = (24, 37, 70)
HEADER_FILL = (36, 54, 98)
SMALL_GREY = (92, 100, 118)
TEXELS, SUPERSAMPLE = 2, 4
# what the ring on each poll track marks: where the state started (winner_of: a tie goes its way)
LEGEND = "Starting square: ties go its way"


def square_colour(poll: int):
    if poll <= TRACK_MIN + 1:
        return SAFE_BLUE
    if poll < 0:
        return BLUE
    if poll == 0:
        return WHITE
    if poll < TRACK_MAX - 1:
        return PINK
    return SAFE_RED


def faces_text(faces) -> str:
    """Die faces as the boards print them: "6", "1, 2", "1–3"."""
    faces = sorted(faces)
    if len(faces) > 2 and faces == list(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}–{faces[-1]}"
    return ", ".join(str(f) for f in faces)


def projection(scenario, polls) -> list[int]:
    """Electoral votes per party if the count were now, from the tokens where they stand
    (floats while they slide: each counts from the square it is nearest)."""
    totals = list(scenario.base_votes)
    for info, poll in zip(scenario.states, polls):
        totals[winner_of(int(round(poll)), info.leans)] += info.votes
    return totals


@lru_cache(maxsize=4)
def token_texture(radius: int) -> arcade.Texture:
    """The yellow poll token: a disc with a dark rim, a lit top and a soft drop shadow."""
    size = (radius * 2 + 6) * TEXELS * SUPERSAMPLE
    k = TEXELS * SUPERSAMPLE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    shadow = Image.new("L", (size, size), 0)
    c = size / 2
    r = radius * k
    ImageDraw.Draw(shadow).ellipse((c - r + k, c - r + 2.5 * k, c + r + k, c + r + 2.5 * k), fill=150)
    shadow = shadow.filter(ImageFilter.GaussianBlur(k * 1.2))
    image.paste((0, 0, 0, 255), mask=shadow)
    draw = ImageDraw.Draw(image)
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(92, 64, 0, 255))
    inner = r - 1.3 * k
    draw.ellipse((c - inner, c - inner, c + inner, c + inner), fill=(*TOKEN_YELLOW, 255))
    sheen = r * 0.55
    draw.ellipse((c - sheen * 1.1, c - r * 0.78, c + sheen * 0.5, c - r * 0.78 + sheen), fill=(255, 244, 190, 255))
    out = image.resize((size // SUPERSAMPLE, size // SUPERSAMPLE), Image.LANCZOS)
    return arcade.Texture(out, hash=f"margin-poll-token-{radius}",
                          hit_box_algorithm=arcade.hitbox.algo_bounding_box)


def party_colours():
    """The Democrats' and the Republicans' colours (the colour-blind palette when it is on)."""
    return theme.player_colour(0), theme.player_colour(1)


def day_colour(state, side: int, party_colours):
    """The colour of a campaign's itinerary days: green (the rule text's), or with two
    campaigns each its party's colour (the text's second set of tokens)."""
    return ITINERARY_GREEN if state.solo else theme.mix(party_colours[side], (255, 255, 255), 0.15)


def pip(sb: ShapeBuilder, x: float, y: float, r: float, colour, rim=(10, 24, 16)) -> None:
    """An itinerary token seen from above: a rim, a body, a glint."""
    sb.circle(x + 0.8, y - 1.2, r + 0.6, (0, 0, 0, 120), segments=12)
    sb.circle(x, y, r + 1.0, rim, segments=14)
    sb.circle(x, y, r, colour, segments=14)
    sb.circle(x - r * 0.3, y + r * 0.35, r * 0.35, theme.shade(colour, 1.45), segments=8)


def vp_pip(sb: ShapeBuilder, x: float, y: float, r: float) -> None:
    pip(sb, x, y, r, VP_BLUE, rim=(10, 20, 60))
    sb.fan((x, y), star_points(x, y, r * 0.7, r * 0.3), (250, 250, 255))


class BoardView:
    """The region boards and the projection bar for one scenario."""

    def __init__(self, layout: MarginLayout):
        self.layout = layout
        self.scenario = layout.scenario
        self.static_batch = pyglet.graphics.Batch()
        self.batch = pyglet.graphics.Batch()
        self._static_texts: list = []
        self._make_static_texts()
        self.pieces = ShapeBuilder()
        self.bar = ShapeBuilder()
        px = PROJECTION_RECT[1] + PROJECTION_RECT[3] / 2
        self.totals = [make_text("", BAR_LEFT - 10, px - 3, 20, theme.player_colour(0), anchor_x="right", bold=True,
                                 batch=self.batch),
                       make_text("", BAR_RIGHT + 10, px - 3, 20, theme.player_colour(1), bold=True, batch=self.batch)]
        self.names = [make_text("", PROJECTION_RECT[0] + 2, px + 8, 11, theme.TEXT, bold=True, batch=self.batch),
                      make_text("", PROJECTION_RECT[0] + PROJECTION_RECT[2] - 2, px + 8, 11, theme.TEXT,
                                anchor_x="right", bold=True, batch=self.batch)]
        self.whos = [make_text("", PROJECTION_RECT[0] + 2, px - 9, 9, theme.TEXT_MUTED, batch=self.batch),
                     make_text("", PROJECTION_RECT[0] + PROJECTION_RECT[2] - 2, px - 9, 9, theme.TEXT_MUTED,
                               anchor_x="right", batch=self.batch)]
        for text in self.totals + self.names + self.whos:
            warm_glyphs(text)
        self.tokens = arcade.SpriteList(lazy=True, capacity=len(self.scenario.states))
        texture = token_texture(self._token_radius())
        for _ in self.scenario.states:
            self.tokens.append(arcade.Sprite(texture, scale=1 / TEXELS))
        self._token_polls: list[float] = [None] * len(self.scenario.states)
        self._shown_looks: dict = {}
        self._runs: dict = {}                # each row's and header's triangles (see sync)
        self.redrawn: list = []              # the rows and headers the last sync drew again (tests)
        self._bar_key = None
        self.votes = list(self.scenario.base_votes)

    # ---- geometry the week show asks for -------------------------------------------------------
    def token_xy(self, s: int, poll: float) -> tuple[float, float]:
        return self.layout.token_xy(s, poll)

    def state_rect(self, s: int) -> tuple[float, float, float, float]:
        return self.layout.row_rects[s]

    def region_rect(self, r: int) -> tuple[float, float, float, float]:
        return self.layout.region_rects[r]


    def _token_radius(self) -> int:
        return max(5, int(min(self.layout.square_w, self.layout.square_h) * 0.42))

    # ---- the cached layer ----------------------------------------------------------------------
    def _make_static_texts(self) -> None:
        sc, lay, batch = self.scenario, self.layout, self.static_batch
        add = self._static_texts.append
        for r, region in enumerate(sc.regions):
            x, y, w, h = lay.header_rects[r]
            add(make_text(str(r + 1), x + 17, y + h / 2, 11, (30, 30, 40), anchor_x="center", bold=True, batch=batch))
            add(fit_text(make_text(region.name.upper(), x + 34, y + h / 2 - 1, 11, theme.ACCENT, display=True,
                                   batch=batch), w - 130, 8))
            add(make_text("TV ads", x + w - 62, y + h / 2, 8, theme.TEXT_MUTED, anchor_x="right", batch=batch))
        for s, info in enumerate(sc.states):
            x, y, w, h = lay.row_rects[s]
            cy = y + h / 2
            add(fit_text(make_text(info.name, x + lay.name_x, cy, 10, theme.TEXT, bold=True, batch=batch),
                         NAME_W - 4, 8))
            add(make_text(faces_text(info.faces), x + lay.faces_x + FACES_W / 2, cy, 8, theme.TEXT_MUTED,
                          anchor_x="center", batch=batch))
            add(make_text(str(info.votes), x + lay.votes_x + VOTES_W / 2, cy, 10, theme.TEXT, anchor_x="center",
                          bold=True, batch=batch))
        l, b, w, h = PROJECTION_RECT
        add(make_text("IF THE ELECTION WERE TODAY", BAR_LEFT, BAR_Y + BAR_H + 11, 8.5, theme.TEXT_MUTED,
                      display=True, batch=batch))
        add(make_text(f"{sc.votes_to_win} to win", (BAR_LEFT + BAR_RIGHT) / 2 + 8, BAR_Y + BAR_H + 11, 9.5,
                      theme.ACCENT, bold=True, batch=batch))
        # the legend of the rings on the poll tracks, at the other end of the bar's heading
        legend = make_text(LEGEND, BAR_RIGHT, BAR_Y + BAR_H + 11, 7.5, theme.TEXT_MUTED, anchor_x="right", batch=batch)
        add(legend)
        self.legend_x = BAR_RIGHT - legend.content_width - 9

    def build_static(self, sb: ShapeBuilder) -> None:
        sc, lay = self.scenario, self.layout
        for r in range(len(sc.regions)):
            x, y, w, h = lay.region_rects[r]
            sb.rounded_rect(x + 3, y - 5, w, h, 10, (0, 0, 0, 90))
            sb.rounded_rect(x, y, w, h, 10, BOARD_FILL)
            hx, hy, hw, hh = lay.header_rects[r]
            sb.rounded_rect(hx, hy, hw, hh, 10, HEADER_FILL)
            sb.rect(hx, hy, hw, 10, HEADER_FILL)          # square lower corners: rows follow
            sb.rect(hx + 8, hy, hw - 16, 1.5, theme.with_alpha(theme.ACCENT, 90))
            # the region's die number, on a little ivory die
            sb.rounded_rect(hx + 8, hy + 4, 18, hh - 8, 4, (236, 228, 206))
            # the advertising area: three sockets on the header
            sb.rounded_rect(hx + hw - 56, hy + 4, 46, hh - 8, 6, SLOT_GREEN)
            for i in range(3):
                px, py = lay.ad_pip_xy(r, i)
                sb.circle(px, py, 3, theme.shade(SLOT_GREEN, 0.6), segments=10)
            sb.rounded_outline(x, y, w, h, 10, 1.5, theme.BORDER_SOFT)
        for s, info in enumerate(sc.states):
            x, y, w, h = lay.row_rects[s]
            if s % 2 == 1:
                sb.rect(x + 2, y, w - 4, h, (255, 255, 255, 8))
            # the green itinerary area
            l, b, sw, sh = lay.slot_rect(s)
            sb.rounded_rect(l, b, sw, sh, 5, SLOT_GREEN)
            for i in range(3):
                px, py = lay.pip_xy(s, i)
                sb.circle(px, py, 2.2, theme.shade(SLOT_GREEN, 0.55), segments=8)
            # electoral votes: a grey background for the small states
            if info.small:
                sb.rounded_rect(x + lay.votes_x + 2, y + 6, VOTES_W - 4, h - 12, 4, SMALL_GREY)
            # the poll track
            for poll in range(TRACK_MIN, TRACK_MAX + 1):
                ql, qb, qw, qh = lay.square_rect(s, poll)
                sb.rect(ql + 0.5, qb, qw - 1, qh, square_colour(poll))
                sb.rect(ql + 0.5, qb + qh - 2, qw - 1, 2, (255, 255, 255, 40))
            ql, qb, qw, qh = lay.square_rect(s, info.start)
            ring = (20, 24, 40) if -2 < info.start < 3 else (250, 248, 240)
            sb.ring(ql + qw / 2, qb + qh / 2, min(qw, qh) * 0.4, 1.6, ring, segments=24)
        # the legend's sample: a white square with its ring
        lx, ly = self.legend_x, BAR_Y + BAR_H + 11
        sb.rect(lx - 6, ly - 5.5, 12, 11, WHITE)
        sb.ring(lx, ly, 4.2, 1.4, (20, 24, 40), segments=20)
        # the projection bar's frame (the fill follows the tokens)
        sb.rounded_rect(BAR_LEFT - 3, BAR_Y - 3, BAR_RIGHT - BAR_LEFT + 6, BAR_H + 6, 6, (6, 10, 22))

    # ---- what a position adds ------------------------------------------------------------------
    def sync(self, state, side: int | None, party_colours, names, whos) -> list:
        """Bring the pieces up to the position `state`: the plan of `side` (solo), everyone's
        small-state tokens, home states; and the projection's names. Only the rows and headers
        whose look changed are drawn again (each has its own run of triangles; the runs make one
        shape list). Returns the boxes (left, bottom, right, top) whose look changed: the rows
        and headers touched, the projection."""
        lay = self.layout
        changed, redrawn = [], []
        looks = self._looks(state, side, party_colours, names, whos)
        for key, look in looks.items():
            if self._shown_looks.get(key) != look:
                l, b, w, h = (PROJECTION_RECT if key == "projection" else
                              lay.row_rects[key[1]] if key[0] == "state" else lay.header_rects[key[1]])
                changed.append((l - 3, b - 3, l + w + 3, b + h + 3))
                if key != "projection":
                    redrawn.append(key)
        self._shown_looks = looks
        self.redrawn = redrawn
        for i in range(2):
            set_text(self.names[i], names[i])
            set_text(self.whos[i], whos[i])
            set_colour(self.totals[i], party_colours[i])
        if not redrawn:
            return changed
        if state.solo:
            plans = [(state.plans[side], None, ITINERARY_GREEN)]
        else:
            # two campaigns: each has a line of the itinerary areas and tokens of its own colour
            plans = [(state.plans[who], who, day_colour(state, who, party_colours)) for who in range(2)]
        for key in redrawn:
            part = self._runs[key] = ShapeBuilder()
            if key[0] == "state":
                self._draw_row(part, state, key[1], plans, party_colours)
            else:
                for plan, row, colour in plans:
                    for i in range(plan.ads.get(key[1], 0)):
                        pip(part, *lay.ad_pip_xy(key[1], i, row), 3.6 if row is not None else 4.6, colour,
                            theme.shade(colour, 0.3))
        self.pieces.clear()
        for run in self._runs.values():
            self.pieces.append(run)
        return changed

    def _draw_row(self, sb: ShapeBuilder, state, s: int, plans, party_colours) -> None:
        """What a position puts on state s's row: each campaign's days, running mate and
        endorsement, the small-state tokens, the tokens placed on election night, a home stripe."""
        lay = self.layout
        for plan, row, colour in plans:
            self._plan_pips(sb, plan, s, row, colour)
        for who in range(2):
            colour = party_colours[who]
            if s in state.small_tokens[who]:
                # the white small-state token: in the itinerary area, or by the votes (two campaigns)
                if state.solo:
                    x, y = lay.pip_xy(s, 2, row=1)
                else:
                    rx, ry, rw, rh = lay.row_rects[s]
                    x, y = rx + lay.votes_x + VOTES_W - 1, ry + (rh - 8 if who == 0 else 8)
                sb.circle(x + 0.7, y - 1, 4.6, (0, 0, 0, 120), segments=14)
                sb.circle(x, y, 4.6, (40, 40, 48) if state.solo else colour, segments=14)
                sb.circle(x, y, 3.6, SMALL_TOKEN, segments=14)
            # on election night the tokens placed on a state roll its last-minute dice
            for i in range(state.last_placed[who].get(s, 0)):
                x, y = lay.pip_xy(s, min(2, i), row=0 if state.solo else who)
                sb.circle(x, y, 4.4, colour, segments=12)
                sb.circle(x, y, 3.3, SMALL_TOKEN, segments=12)
        if state.home is not None:
            # a home state: a stripe in its candidate's colour along the row's edge
            for who, home in enumerate(state.home):
                if home == s:
                    x, y, w, h = lay.row_rects[s]
                    sb.rect(x + 1, y + 3, 3, h - 6, party_colours[who])

    @staticmethod
    def _looks(state, side, party_colours, names, whos) -> dict:
        """What each row, header and the projection's words show: a row is drawn again when
        its look changes."""
        plans = [state.plans[side]] if state.solo else state.plans
        looks = {"projection": (tuple(names), tuple(whos), tuple(party_colours))}
        home = state.home or ()
        for s in range(len(state.scenario.states)):
            looks["state", s] = (
                tuple((p.camp.get(s, 0), p.vp == s, s in p.endorsed and p.capital == ENDORSEMENTS) for p in plans),
                tuple(s in t for t in state.small_tokens), tuple(d.get(s, 0) for d in state.last_placed),
                tuple(h == s for h in home), tuple(party_colours))
        for r in range(len(state.scenario.regions)):
            looks["region", r] = (tuple(p.ads.get(r, 0) for p in plans), tuple(party_colours))
        return looks

    def _plan_pips(self, sb: ShapeBuilder, plan, s: int, row: int | None, colour) -> None:
        """One campaign's week on state s's row: its days as green pips, its running mate blue,
        its endorsement as a gold star; `row` None: the only campaign, pips full size."""
        lay = self.layout
        compact = row is not None
        r = 3.4 if compact else 4.2
        rim = theme.shade(colour, 0.3)
        for i in range(plan.camp.get(s, 0)):
            pip(sb, *lay.pip_xy(s, i, row or 0, compact), r, colour, rim)
        if plan.vp == s:
            if compact:
                x, y = lay.pip_xy(plan.vp, 3, row, compact)
                pip(sb, x, y, r, colour, rim)
                sb.fan((x, y), star_points(x, y, r * 0.75, r * 0.32), (250, 250, 255))
            else:
                vp_pip(sb, *lay.pip_xy(plan.vp, 0, row=1), 4.4)
        if plan.capital == ENDORSEMENTS and s in plan.endorsed:
            if compact:
                rx, ry, rw, rh = lay.row_rects[s]
                x, y = rx + lay.votes_x + 2, ry + (rh - 8 if row == 0 else 8)
            else:
                x, y = lay.pip_xy(s, 1, row=1)
            sb.fan((x, y), star_points(x, y, 5.5, 2.4), theme.ACCENT)

    # ---- every frame ---------------------------------------------------------------------------
    def place_tokens(self, polls) -> None:
        """Put each poll token at its (float) square; only tokens that moved are touched."""
        for s, poll in enumerate(polls):
            if self._token_polls[s] != poll:
                self._token_polls[s] = poll
                self.tokens[s].position = self.layout.token_xy(s, poll)

    def update_projection(self, polls) -> list:
        """The projection for the tokens where they stand; returns the bar's box when it changed."""
        votes = projection(self.scenario, polls)
        key = (tuple(votes), theme.player_colour(0), theme.player_colour(1))
        if key == self._bar_key:
            return []
        self.votes = votes
        self._bar_key = key
        self._build_bar(votes)
        l, b, w, h = PROJECTION_RECT
        return [(l - 3, b - 3, l + w + 3, b + h + 3)]

    def _build_bar(self, votes) -> None:
        sb = self.bar
        sb.clear()
        total = sum(votes) or 1
        width = BAR_RIGHT - BAR_LEFT
        split = BAR_LEFT + width * votes[DEMOCRAT] / total
        blue, red = theme.player_colour(0), theme.player_colour(1)
        sb.gradient_rect(BAR_LEFT, BAR_Y, split - BAR_LEFT, BAR_H, theme.shade(blue, 0.7), blue)
        sb.gradient_rect(split, BAR_Y, BAR_RIGHT - split, BAR_H, theme.shade(red, 0.7), red)
        sb.rect(BAR_LEFT, BAR_Y + BAR_H - 4, width, 3, (255, 255, 255, 36))
        mid = BAR_LEFT + width / 2
        sb.rect(mid - 1.5, BAR_Y - 5, 3, BAR_H + 10, theme.ACCENT)
        sb.triangle((mid - 5, BAR_Y + BAR_H + 6), (mid + 5, BAR_Y + BAR_H + 6), (mid, BAR_Y + BAR_H + 1), theme.ACCENT)
        for i in range(2):
            set_text(self.totals[i], votes[i])

    def draw_layer(self) -> None:
        """What the position adds, drawn into the screen's cached layer."""
        self.pieces.draw()
        self.bar.draw()
        self.batch.draw()

    def draw(self) -> None:
        """Every frame: the poll tokens."""
        self.tokens.draw(pixelated=False)
