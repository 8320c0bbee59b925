"""The week's summary card: once a week's dice have all been shown, a card over the region
boards says what changed and why (game/engines/margin/week_summary.py has the facts):

    WEEK 3 RESULTS
    Wisconsin flips to the Republicans
    Democrats 271 → 261 (−10)                  Republicans 267 → 277 (+10)
    ● Wisconsin     flips to the Republicans                       10 votes
      Republican stop, red 1 and white 5
    ...
    Your cash: $10 → $6 (fundraising, die 4: +$4; campaign days: −$3)
                     Click or press Enter to continue

Enter, a click, Esc or the pad's A closes it (the screen routes them here). It holds the
week show (and so the bots and the dice) until it closes; with no person at this screen (bots
against bots) it closes by itself after a few seconds. The texts are made once, as the
screen opens, and only given new words each week.
"""
from __future__ import annotations

import pyglet

from game.engines.margin.week_summary import WeekSummary, dollars
from game.scenes.margin.layout import REGIONS_RECT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text
from game.ui.widgets.text import elide_text, fit_text, set_colour, warm_glyphs

PLURALS = ("Democrats", "Republicans")
PARTIES = ("Democratic", "Republican")
WIDTH = 660
MAX_ROWS = 6
ROW_H = 40
PAD = 22
UNATTENDED_HOLD = 4.0      # seconds of show time a card stays when nobody is there to close it
CHANGE_X = 190             # where a row's change starts, from the card's left


def change_words(change) -> str:
    """A state's week in words: "flips to the Republicans", "2 squares toward the Democrats"."""
    if change.flipped:
        return f"flips to the {PLURALS[change.goes_to]}"
    squares = abs(change.after - change.before)
    toward = 0 if change.after < change.before else 1
    return f"{squares} square{'s' if squares != 1 else ''} toward the {PLURALS[toward]}"


def headline(summary: WeekSummary) -> str:
    flips = summary.flips()
    if len(flips) == 1:
        return f"{flips[0].name} flips to the {PLURALS[flips[0].goes_to]}"
    if flips:
        return f"{len(flips)} states change hands"
    return "No state changes hands" if summary.states else "The polls hold"


def votes_words(summary: WeekSummary, side: int) -> str:
    before, after = summary.votes_before[side], summary.votes_after[side]
    change = after - before
    delta = f" (+{change})" if change > 0 else f" (−{-change})" if change < 0 else ", no change"
    return f"{PLURALS[side]} {before} → {after}{delta}"


def money_words(money, solo_player: int | None) -> str:
    who = "Your cash" if money.side == solo_player else f"{PARTIES[money.side]} cash"
    return f"{who}: {dollars(money.before)} → {dollars(money.after)} ({'; '.join(money.causes)})"


class WeekSummaryCard:
    def __init__(self, show):
        self.show = show
        self.open = False
        self.summary: WeekSummary | None = None
        self.shown_for = 0.0
        self.rect = (0.0, 0.0, 0.0, 0.0)
        self.shapes = ShapeBuilder()
        self.batch = batch = pyglet.graphics.Batch()
        self.heading = make_text("", 0, 0, 12, theme.ACCENT, display=True, batch=batch)
        self.title = make_text("", 0, 0, 20, theme.CREAM, bold=True, batch=batch)
        self.votes = [make_text("", 0, 0, 13, theme.player_colour(0), bold=True, batch=batch),
                      make_text("", 0, 0, 13, theme.player_colour(1), bold=True, anchor_x="right", batch=batch)]
        self.rows = [[make_text("", 0, 0, 12.5, theme.TEXT, bold=True, batch=batch),
                      make_text("", 0, 0, 12, theme.TEXT, batch=batch),
                      make_text("", 0, 0, 11, theme.TEXT_MUTED, anchor_x="right", batch=batch),
                      make_text("", 0, 0, 10.5, theme.TEXT_MUTED, batch=batch)] for _ in range(MAX_ROWS)]
        self.more = make_text("", 0, 0, 10.5, theme.TEXT_MUTED, batch=batch)
        self.money = [make_text("", 0, 0, 11, theme.TEXT, batch=batch) for _ in range(2)]
        self.footer = make_text("Click or press Enter to continue", 0, 0, 10.5, theme.TEXT_MUTED,
                                anchor_x="center", batch=batch)
        for text in (self.heading, self.title, self.votes[0], self.rows[0][0], self.rows[0][1], self.rows[0][3],
                     self.money[0], self.footer):
            warm_glyphs(text)

    # ---- when it shows -------------------------------------------------------------------------
    def present(self, summary: WeekSummary, solo_player: int | None) -> None:
        self.summary = summary
        self.shown_for = 0.0
        self.open = True
        self._build(summary, solo_player)

    def close(self) -> None:
        self.open = False

    def unattended(self) -> bool:
        """Nobody at this screen can close it: every seat is a bot."""
        return not any(seat.is_human for seat in self.show.screen.session.seats)

    def update(self, step: float) -> None:
        if not self.open:
            return
        self.shown_for += step
        if self.unattended() and self.shown_for >= UNATTENDED_HOLD:
            self.close()

    def contains(self, x: float, y: float) -> bool:
        l, b, w, h = self.rect
        return l <= x <= l + w and b <= y <= b + h

    # ---- building --------------------------------------------------------------------------------
    def _build(self, summary: WeekSummary, solo_player: int | None) -> None:
        shown = summary.states[:MAX_ROWS]
        extra = len(summary.states) - len(shown)
        money = summary.money[:2]
        height = (PAD + 22 + 34 + 28 + 12 + max(1, len(shown)) * ROW_H + (28 if extra else 0)
                  + (len(money) * 22 + 16 if money else 0) + 14 + 30)
        left = REGIONS_RECT[0] + (REGIONS_RECT[2] - WIDTH) / 2
        bottom = REGIONS_RECT[1] + (REGIONS_RECT[3] - height) / 2
        self.rect = (left, bottom, WIDTH, height)
        inner = WIDTH - 2 * PAD
        x, y = left + PAD, bottom + height - PAD - 6
        self.heading.text = f"WEEK {summary.week} RESULTS"
        self.heading.position = (x, y)
        y -= 30
        self.title.text = headline(summary)
        self.title.font_size = 20
        fit_text(self.title, inner, 13)
        self.title.position = (x, y)
        y -= 30
        for side, text in enumerate(self.votes):
            text.text = votes_words(summary, side)
            text.font_size = 13
            fit_text(text, inner / 2 - 8, 9)
            set_colour(text, theme.shade(theme.player_colour(side), 1.25))
        self.votes[0].position = (x, y)
        self.votes[1].position = (left + WIDTH - PAD, y)
        y -= 22
        sb = self.shapes
        sb.clear()
        sb.rounded_rect(left + 4, bottom - 8, WIDTH, height, 18, (0, 0, 0, 110))
        sb.rounded_rect(left, bottom, WIDTH, height, 18, (16, 22, 44, 250))
        sb.rounded_outline(left, bottom, WIDTH, height, 18, 2.5, theme.ACCENT)
        sb.gradient_rect(left + 18, bottom + height - 50, WIDTH - 36, 44, theme.with_alpha(theme.ACCENT, 0),
                         theme.with_alpha(theme.ACCENT, 45))
        sb.rect(x, y, inner, 1.5, theme.with_alpha(theme.BORDER, 220))
        y -= 10
        for i, (name, change, votes, cause) in enumerate(self.rows):
            if i >= len(shown):
                name.text = change.text = votes.text = cause.text = ""
                continue
            c = shown[i]
            top = y - i * ROW_H
            if c.flipped:
                sb.rounded_rect(x - 8, top - ROW_H + 3, inner + 16, ROW_H - 4, 8,
                                theme.with_alpha(theme.player_colour(c.goes_to), 48))
            gainer = c.goes_to if c.flipped else (0 if c.after < c.before else 1)
            sb.circle(x + 4, top - 12, 4.5, theme.player_colour(gainer), segments=14)
            name.text = c.name
            name.position = (x + 16, top - 12)
            fit_text(name, CHANGE_X - PAD - 28, 9)       # clear of the change beside it
            change.text = change_words(c)
            change.bold = c.flipped
            change.position = (left + CHANGE_X, top - 12)
            set_colour(change, theme.shade(theme.player_colour(gainer), 1.35) if c.flipped else theme.TEXT)
            votes.text = f"{c.votes} votes"
            votes.position = (left + WIDTH - PAD, top - 12)
            cause.text = "; ".join(c.causes)
            cause.font_size = 10.5
            cause.position = (x + 16, top - 29)
            elide_text(cause, inner - 16, shrink_to=9)
        y -= max(1, len(shown)) * ROW_H
        if not shown:
            self.rows[0][1].text = "Every poll stayed where it was."
            self.rows[0][1].position = (x + 16, y + ROW_H - 12)
        self.more.text = f"and {extra} more state{'s' if extra != 1 else ''} moved" if extra else ""
        if extra:
            self.more.position = (x + 16, y - 10)
            y -= 28
        if money:
            sb.rect(x, y - 4, inner, 1, theme.with_alpha(theme.BORDER, 160))
        for i, text in enumerate(self.money):
            text.text = money_words(money[i], solo_player) if i < len(money) else ""
            text.font_size = 11
            if i < len(money):
                text.position = (x, y - 24 - i * 22)
                elide_text(text, inner, shrink_to=9)
        self.footer.position = (left + WIDTH / 2, bottom + 20)

    def draw(self) -> None:
        if not self.open:
            return
        self.shapes.draw()
        self.batch.draw()


def week_summary_shot(screen_class) -> list:
    """For `python -m game shot margin-week-summary`: the demo just after its week 4 is rolled,
    and the card saying what changed (scenes to push, as showcase.build_scene takes them)."""
    from game.engines.margin.move import ACCEPT_MOVE, END_MOVE
    from game.engines.margin.week_summary import week_summary
    session = screen_class.demo().session
    session.play(END_MOVE)
    while session.state.phase != "plan":
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(ACCEPT_MOVE)
    screen = screen_class(session)
    state, player = session.state, session.state.seat_sides[0]

    def present():
        screen.show.summary.present(week_summary(state, state.week - 1, player), player)
        screen.show.idle_card()
    return [screen, ("call", present)]
