"""What the week's show draws besides the dice: the step card beside the tray (what is rolled,
then what it did), the big "GAFFE!" and week banners, the states and regions lit on the
board, and the labels beside a token that just moved ("+2").

Shapes are built only when what they show changes (a ShapeBuilder each); texts are made
once, as the screen opens, and only given new words later: making a text costs far more than
changing one, too much for the frame a step lands on.

Board geometry comes from the screen's board view (`state_rect(s)`, `region_rect(r)`,
`token_xy(s, poll)`); with no board (a test's stand-in) the marks are simply
not drawn.
"""
from __future__ import annotations

import math

import pyglet

from game.scenes.margin.layout import REGIONS_RECT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text
from game.ui.widgets.text import fit_text, set_colour, set_text, warm_glyphs

FLOAT_SECONDS = 1.5        # a floating label's life
FLOAT_FADE = 0.4           # its last seconds, fading out
FLOAT_LABELS = 8           # made as the screen opens; a step shows at most one per state of a region
SHOUT_SECONDS = 1.3
PAD = 12
MIDDLE = REGIONS_RECT[0] + REGIONS_RECT[2] / 2     # banners sit over the region boards


class Overlays:
    """`card` is the step card's rectangle beside the tray (left, bottom, width, height)."""

    def __init__(self, tray, card):
        self.tray = tray
        self.card = card
        l, b, w, h = card
        top, inner = b + h, w - 2 * PAD
        self.card_texts = batch = pyglet.graphics.Batch()     # the card's five texts in one draw
        self.heading = make_text("", l + PAD, top - 17, 10, theme.ACCENT, display=True, batch=batch)
        self.title = make_text("", l + PAD, top - 39, 17, theme.CREAM, bold=True, batch=batch)
        self.detail = make_text("", l + PAD, top - 62, theme.SIZE_TINY, theme.TEXT_MUTED, batch=batch)
        self.sum = make_text("", l + PAD, b + 50, 15, theme.CREAM, bold=True, batch=batch)
        self.effect = make_text("", l + PAD, b + 38, theme.SIZE_TINY, theme.CREAM, anchor_y="top", width=inner,
                                multiline=True, batch=batch)
        cx, cy = tray.left + tray.width / 2, tray.bottom + tray.height / 2
        self.shout_text = make_text("", cx, cy, 44, theme.BAD, anchor_x="center", display=True)
        self.shout_shadow = make_text("", cx + 3, cy - 3, 44, (0, 0, 0, 200), anchor_x="center", display=True)
        self.banner_title = make_text("", MIDDLE, 430, 40, theme.ACCENT, anchor_x="center", display=True)
        self.banner_line = make_text("", MIDDLE, 384, theme.SIZE_BODY, theme.CREAM, anchor_x="center")
        # the labels' shadows and words, each in one batch (one draw for all); a free label is empty
        self.float_shadows, self.float_words = pyglet.graphics.Batch(), pyglet.graphics.Batch()
        self.floats = [[make_text("", 0, 0, theme.SIZE_BODY, (0, 0, 0), anchor_x="center", bold=True,
                                  batch=self.float_shadows),
                        make_text("", 0, 0, theme.SIZE_BODY, theme.TEXT, anchor_x="center", bold=True,
                                  batch=self.float_words), 0.0, 0.0, -1.0]
                       for _ in range(FLOAT_LABELS)]
        for text in (self.heading, self.title, self.detail, self.sum, self.effect, self.shout_text,
                     self.banner_title, self.banner_line, self.floats[0][1]):
            warm_glyphs(text)
        for shadow, label, *_ in self.floats:
            # a label's first words allocate its batch's vertex storage: done now, not as a token lands
            shadow.text = label.text = "+0"
            set_colour(shadow, (0, 0, 0, 0))
            set_colour(label, (0, 0, 0, 0))
        self._fitted: dict[tuple[str, str], float] = {}    # (card text, words) -> the size they fit at
        self.card_body = ShapeBuilder()      # never changes: a screen may bake it (draw_static)
        self._build_card_body()
        self.card_shapes = ShapeBuilder()    # the side's colour on the edge, rebuilt per step
        self.marks = ShapeBuilder()
        self.banner_back = ShapeBuilder()
        self.float_backs = ShapeBuilder()    # the labels' pills, rebuilt when a label comes, goes or fades
        self._floats_key = None
        self.accent = theme.ACCENT
        self.alarm = False
        self.shout_left = 0.0
        self.time = 0.0
        self._marks: list[tuple] = []      # ("state", s, colour) / ("region", r, colour) / ("arrow", a, b, colour)
        self._marks_board = None
        self._marks_dirty = False
        self._said = None
        self.say(("", "", ""), ("", ""), theme.ACCENT)

    # ---- what beats ask for ---------------------------------------------------------------------
    def say(self, caption, outcome, colour, alarm: bool = False) -> None:
        """The step card: what is rolled (heading, title, detail) and, once the dice settle,
        what they did (sum, effect); `colour` is the side's, `alarm` a gaffe's red."""
        key = (tuple(caption), tuple(outcome), tuple(colour), alarm)
        if key == self._said:
            return
        self._said = key
        heading, title, detail = caption
        total, effect = outcome
        self._write("heading", heading, 10, 8)
        self._write("title", title, 17, 11)
        self._write("detail", detail, theme.SIZE_TINY, 9)
        self._write("sum", total, 15, 10)
        set_text(self.effect, effect)
        self.accent, self.alarm = colour, alarm
        set_colour(self.heading, theme.BAD if alarm else colour)
        set_colour(self.sum, theme.BAD if alarm else theme.CREAM)
        set_colour(self.effect, theme.BAD if alarm else theme.CREAM)
        self._build_card()

    def _write(self, name: str, words: str, size: float, smallest: float) -> None:
        """A card text's new words at `size`, shrunk to fit the card (not below `smallest`):
        only what changed is laid out again, once when the fitting size is known from before."""
        text = getattr(self, name)
        fitted = self._fitted.get((name, words))
        if fitted is not None:
            set_text(text, words, fitted)
            return
        set_text(text, words, size)
        fit_text(text, self.card[2] - 2 * PAD, smallest)
        if len(self._fitted) > 256:
            self._fitted.clear()
        self._fitted[name, words] = text.font_size

    def shout(self, text: str) -> None:
        set_text(self.shout_text, text)
        set_text(self.shout_shadow, text)
        self.shout_left = SHOUT_SECONDS

    def banner(self, title: str, line: str = "") -> None:
        set_text(self.banner_title, title)
        set_text(self.banner_line, line)
        self.banner_back.clear()
        if title:
            w = max(self.banner_title.content_width, self.banner_line.content_width) + 120
            x = self.banner_title.x - w / 2
            self.banner_back.rounded_rect(x + 4, 352 - 8, w, 118, 18, (0, 0, 0, 110))
            self.banner_back.rounded_rect(x, 352, w, 118, 18, (8, 13, 28, 235))
            self.banner_back.rounded_outline(x, 352, w, 118, 18, 2, theme.ACCENT_DARK)

    def mark_states(self, states, colour, arrow: bool = False) -> None:
        """Light these states' rows (an arrow from the first to the last: a fall-through)."""
        keep = [m for m in self._marks if m[0] == "region"]
        self._marks = keep + [("state", s, colour) for s in states]
        if arrow and len(states) >= 2:
            self._marks.append(("arrow", states[0], states[-1], colour))
        self._marks_dirty = True

    def mark_region(self, region: int, colour, keep: bool = False) -> None:
        self._marks = ([m for m in self._marks if m[0] == "region"] if keep else []) + [("region", region, colour)]
        self._marks_dirty = True

    def float_at(self, s: int, poll: float, text: str, colour, board) -> None:
        """A label beside state s's token at `poll`, on the side towards the middle of the track,
        inside the state's row."""
        x, y = board.token_xy(s, poll)
        shadow, label = self._float(text, x, y - 2, colour)
        half = label.content_width / 2 + 14
        label.x = max(board.state_rect(s)[0] + half, x - half if poll >= 0 else x + half)
        shadow.x = label.x + 1

    def clear(self) -> None:
        self.say(("", "", ""), ("", ""), theme.ACCENT)
        self._marks = []
        self._marks_dirty = True
        self.shout_left = 0.0
        self.banner("")

    def passing(self) -> bool:
        """A shout or a floating label still shows (they go by themselves)."""
        return self.shout_left > 0 or any(f[4] >= 0 for f in self.floats)

    # ---- the frame ----------------------------------------------------------------------------------
    def update(self, step: float) -> None:
        self.time += step
        self.shout_left = max(0.0, self.shout_left - step)
        for item in self.floats:
            if item[4] >= 0:
                item[4] += step
                if item[4] > FLOAT_SECONDS:
                    # gone: see-through, its words kept (the next label with the same words
                    # is only moved and coloured, not laid out again)
                    item[4] = -1.0
                    set_colour(item[0], (0, 0, 0, 0))
                    set_colour(item[1], theme.with_alpha(item[1].color, 0))
                    self._floats_key = None

    def draw_marks(self, board) -> None:
        """Under the tray and the texts: the lit states and regions."""
        if self._marks_dirty or board is not self._marks_board:
            self._build_marks(board)
        self.marks.draw()

    def draw_card_body(self) -> None:
        self.card_body.draw()

    def draw_card(self) -> None:
        """The step card's edge in the side's colour and its words (over the body)."""
        self.card_shapes.draw()
        self.card_texts.draw()

    def draw_texts(self, board) -> None:
        """Over the tray and the board: the shout, the banner, the floating labels."""
        if self.shout_left > 0:
            gone = SHOUT_SECONDS - self.shout_left
            grow = 1.0 + 0.25 * max(0.0, 1 - gone * 6)                 # pops in, then settles
            alpha = round(255 * min(1.0, self.shout_left / 0.3))
            size = round(44 * grow)
            for text in (self.shout_shadow, self.shout_text):
                if text.font_size != size:
                    text.font_size = size
            self.shout_shadow.color = (0, 0, 0, round(alpha * 0.7))
            self.shout_text.color = theme.with_alpha(theme.BAD, alpha)
            self.shout_shadow.draw()
            self.shout_text.draw()
        if self.banner_title.text:
            self.banner_back.draw()
            self.banner_title.draw()
            self.banner_line.draw()
        live = [f for f in self.floats if f[4] >= 0]
        if not live:
            return
        # each label on a dark pill (the track's blue and red squares under it would drown it);
        # labels stand still and only fade at the end, in a few steps, so most frames change
        # no vertex at all
        fades = tuple(round(10 * max(0.0, min(1.0, (FLOAT_SECONDS - f[4]) / FLOAT_FADE))) for f in live)
        key = (tuple(id(f[1]) for f in live), fades)
        if key != self._floats_key:
            self._floats_key = key
            backs = self.float_backs
            backs.clear()
            for (shadow, text, x, y, _age), fade in zip(live, fades):
                alpha = fade / 10
                set_colour(shadow, (0, 0, 0, round(200 * alpha)))
                set_colour(text, theme.with_alpha(text.color, round(255 * alpha)))
                w = text.content_width + 12
                backs.rounded_rect(text.x - w / 2, text.y - 10, w, 21, 8, (8, 13, 28, round(215 * alpha)))
        self.float_backs.draw()
        self.float_shadows.draw()
        self.float_words.draw()

    # ---- shapes ----------------------------------------------------------------------------------------
    def _build_card_body(self) -> None:
        sb = self.card_body
        l, b, w, h = self.card
        sb.rounded_rect(l + 3, b - 6, w, h, 14, (0, 0, 0, 100))
        sb.rounded_rect(l, b, w, h, 14, (14, 22, 44))
        sb.rect(l + PAD, b + 66, w - 2 * PAD, 1, theme.with_alpha(theme.BORDER, 200))

    def _build_card(self) -> None:
        sb = self.card_shapes
        sb.clear()
        l, b, w, h = self.card
        edge = theme.BAD if self.alarm else self.accent
        sb.gradient_rect(l + 14, b + h - 26, w - 28, 24, (14, 22, 44, 0), theme.with_alpha(edge, 50))
        sb.rounded_outline(l, b, w, h, 14, 2.5 if self.alarm else 1.5, theme.with_alpha(edge, 220))

    def _build_marks(self, board) -> None:
        sb = self.marks
        sb.clear()
        self._marks_board = board
        self._marks_dirty = False
        for mark in self._marks:
            if mark[0] == "region":
                l, b, w, h = board.region_rect(mark[1])
                sb.rounded_rect(l - 3, b - 3, w + 6, h + 6, 12, theme.with_alpha(mark[2], 18))
                sb.rounded_outline(l - 3, b - 3, w + 6, h + 6, 12, 3, theme.with_alpha(mark[2], 230))
            elif mark[0] == "state":
                l, b, w, h = board.state_rect(mark[1])
                sb.rounded_rect(l - 1, b - 1, w + 2, h + 2, 6, theme.with_alpha(mark[2], 22))
                sb.rounded_outline(l - 2, b - 2, w + 4, h + 4, 6, 2.5, theme.with_alpha(mark[2], 245))
            elif mark[0] == "arrow":
                self._arrow(sb, board.state_rect(mark[1]), board.state_rect(mark[2]), mark[3])

    @staticmethod
    def _arrow(sb: ShapeBuilder, start, end, colour) -> None:
        """A curved arrow from one state's row to another's (the stop passed down the list),
        centre to centre, bowed to one side, on a dark underlay so it reads over the boards."""
        x0, y0 = start[0] + start[2] * 0.3, start[1] + start[3] / 2
        x1, y1 = end[0] + end[2] * 0.3, end[1] + end[3] / 2
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        bow = min(90.0, 0.18 * length)
        mx, my = (x0 + x1) / 2 - dy / length * bow, (y0 + y1) / 2 + dx / length * bow
        points = []
        for i in range(25):
            t = i / 24
            points.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1,
                           (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1))
        points = points[:-2]                     # the head covers the last stretch
        (ax, ay), (bx, by) = points[-2], points[-1]
        angle = math.atan2(by - ay, bx - ax)
        tip = (bx + 14 * math.cos(angle), by + 14 * math.sin(angle))
        left = (bx + 7 * math.cos(angle + 1.9), by + 7 * math.sin(angle + 1.9))
        right = (bx + 7 * math.cos(angle - 1.9), by + 7 * math.sin(angle - 1.9))
        sb.polyline(points, 7, (6, 10, 22, 200))
        sb.triangle((tip[0] + 2 * math.cos(angle), tip[1] + 2 * math.sin(angle)),
                    (left[0] + 2 * math.cos(angle + 1.9), left[1] + 2 * math.sin(angle + 1.9)),
                    (right[0] + 2 * math.cos(angle - 1.9), right[1] + 2 * math.sin(angle - 1.9)), (6, 10, 22, 200))
        sb.polyline(points, 3.5, theme.with_alpha(colour, 245))
        sb.triangle(tip, left, right, theme.with_alpha(colour, 255))

    def _float(self, text: str, x: float, y: float, colour):
        # a free label already showing these words, else a free one, else the oldest
        item = min(self.floats, key=lambda f: (0, f[1].text != text) if f[4] < 0 else (1, -f[4]))
        shadow, label = item[0], item[1]
        set_text(shadow, text)
        set_text(label, text)
        label.x, label.y = x, y
        shadow.y = y - 1.5
        set_colour(label, theme.shade(colour, 1.45))        # lighter: legible on the dark boards
        shadow.x = x + 1
        item[2], item[3], item[4] = x, y, 0.0
        self._floats_key = None
        return shadow, label
