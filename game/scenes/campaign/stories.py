"""The campaign's story cards over the map: the opening (title and intro), the newspaper
clipping after each match (the headline from the campaign file, how the stop went), and
election night after the last stop (the finale text and the final score). Each has one
button; Enter, Esc or a click on it goes on."""
from __future__ import annotations

import math
from typing import Callable

from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, WidgetGroup, fit_text, make_text

PAPER = (240, 232, 212)
PAPER_EDGE = (200, 188, 160)
INK = (30, 28, 34)
INK_SOFT = (92, 86, 80)


class StoryCard:
    """kind: "intro", "headline" or "finale"."""

    def __init__(self, kind: str, *, kicker: str, title: str, body: str, foot: str, button: str,
                 on_close: Callable[[], None], sound=None, won: bool = True, on_back: Callable[[], None] | None = None):
        self.kind = kind
        self.won = won
        self.on_close = on_close
        self.on_back = on_back or on_close          # Esc: the same as the button, unless said otherwise
        self.ui = WidgetGroup(sound=sound)
        self.time = 0.0
        self.confetti = None
        if kind == "headline":
            self.rect = (300, 126, 680, 468)
            self._newspaper(kicker, title, body, foot)
        else:
            self.rect = (260, 120, 760, 480)
            self._announcement(kicker, title, body, foot)
            if kind == "finale":
                from game.ui.art import Confetti
                self.confetti = Confetti(count=70, seed=11)
        l, b, w, h = self.rect
        self.button = self.ui.add(Button(button, self._close, l + w / 2 - 130, b + 26, 260, 52, style="primary"))
        self.ui.focus(self.button)
        self.shapes = CachedShapes(self._build)

    # ---- the two looks ----------------------------------------------------------------------
    def _newspaper(self, kicker: str, title: str, body: str, foot: str) -> None:
        l, b, w, h = self.rect
        cx = l + w / 2
        self.texts = [
            make_text("THE CAMPAIGN TRAIL", cx, b + h - 50, 30, INK, anchor_x="center", display=True),
            make_text(kicker, cx, b + h - 100, theme.SIZE_TINY, INK_SOFT, anchor_x="center", bold=True),
            make_text(title.upper() if len(title) < 34 else title, cx, b + h - 120, 25, INK, anchor_x="center",
                      anchor_y="top", bold=True, width=int(w - 80), multiline=True, align="center"),
            make_text(body, cx, b + h - 222, theme.SIZE_SMALL, INK_SOFT, anchor_x="center", anchor_y="top",
                      width=int(w - 100), multiline=True, align="center"),
            make_text(foot, cx, b + 118, theme.SIZE_SMALL, theme.RED_DARK if not self.won else (30, 90, 60),
                      anchor_x="center", bold=True),
        ]
        fit_text(self.texts[0], w - 60)

    def _announcement(self, kicker: str, title: str, body: str, foot: str) -> None:
        l, b, w, h = self.rect
        cx = l + w / 2
        self.texts = [
            make_text(kicker, cx, b + h - 50, theme.SIZE_SMALL, theme.ACCENT, anchor_x="center", bold=True),
            fit_text(make_text(title.upper(), cx, b + h - 94, theme.SIZE_HEADING, theme.CREAM, anchor_x="center",
                               display=True), w - 70, min_size=16),
            make_text(body, cx, b + h - 160, theme.SIZE_BODY, theme.CREAM, anchor_x="center", anchor_y="top",
                      width=int(w - 110), multiline=True, align="center"),
            make_text(foot, cx, b + 112, theme.SIZE_SUBHEADING, theme.ACCENT, anchor_x="center", bold=True),
        ]

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = self.rect
        if self.kind == "headline":
            _paper(sb, l, b, w, h)
            cx = l + w / 2
            for y, thick in ((b + h - 76, 2.5), (b + h - 82, 1.0), (b + 142, 1.0)):
                sb.rect(l + 36, y, w - 72, thick, INK)
            # a rubber stamp in the corner: a green star for a win, a red cross for a loss
            sx, sy = l + 96, b + 60
            colour = (40, 140, 80, 200) if self.won else (190, 50, 60, 200)
            sb.ring(sx, sy, 34, 4, colour, segments=40)
            sb.ring(sx, sy, 26, 1.5, colour, segments=40)
            if self.won:
                sb.star(sx, sy, 18, colour)
            else:
                sb.line((sx - 14, sy - 14), (sx + 14, sy + 14), 6, colour)
                sb.line((sx - 14, sy + 14), (sx + 14, sy - 14), 6, colour)
        else:
            sb.rounded_rect(l + 6, b - 10, w, h, 18, (0, 0, 0, 120))
            border = theme.ACCENT if self.kind == "finale" else theme.BORDER
            sb.panel(l, b, w, h, fill=(18, 28, 56), border=border, radius=18, thickness=2.5)
            for i, colour in enumerate((theme.RED, theme.CREAM, theme.RED)):
                sb.rect(l + 18, b + h - 22 - i * 5, w - 36, 3, theme.with_alpha(colour, 160))
            cx = l + w / 2
            sb.rect(cx - 60, b + h - 132, 120, 3, theme.ACCENT)
            for i in range(5):
                sb.star(cx + (i - 2) * 34, b + 150, 9 if i != 2 else 13, theme.ACCENT)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.confetti is not None:
            self.confetti.update(dt, self.time)

    def draw(self) -> None:
        if self.confetti is not None:
            self.confetti.draw()
        self.shapes.draw()
        for text in self.texts:
            if text.text:
                text.draw()

    def _close(self) -> None:
        self.on_close()

    def on_action(self, action: Action) -> bool:
        if action == Action.CANCEL:
            self.on_back()
            return True
        return self.ui.on_action(action)


def _paper(sb: ShapeBuilder, l: float, b: float, w: float, h: float) -> None:
    """A clipping of newsprint: a shadow, the paper with a torn lower edge, a faint fold."""
    teeth = 34
    edge = []
    for i in range(teeth + 1):
        x = l + w * i / teeth
        edge.append((x, b + (5 if i % 2 else 0) + 2 * math.sin(i * 1.7)))
    sb.polygon([(l + 8, b - 10), (l + w + 8, b - 10), (l + w + 8, b + h - 8), (l + 8, b + h - 8)], (0, 0, 0, 110))
    sb.rect(l, b + 6, w, h - 6, PAPER)
    for a, c in zip(edge, edge[1:]):
        sb.quad(a, c, (c[0], b + 6), (a[0], b + 6), PAPER)
    sb.gradient_rect(l, b + h - 40, w, 40, theme.with_alpha(PAPER, 0), (255, 255, 255, 40))
    sb.rect(l + w / 2 - 0.5, b + 6, 1, h - 6, theme.with_alpha(PAPER_EDGE, 40))
    sb.polyline([(l, b + 6), (l, b + h), (l + w, b + h), (l + w, b + 6)], 1.2, PAPER_EDGE)


# ---- the three cards of the map screen ------------------------------------------------------------
def intro_card(scene, on_close, on_back=None) -> StoryCard:
    campaign = scene.campaign
    return StoryCard("intro", kicker="A NEW CAMPAIGN", title=campaign.title, body=campaign.intro,
                     foot=f"{len(campaign.trail)} stops · {len(campaign.games())} games", button="Hit the road",
                     on_close=on_close, sound=scene.play, on_back=on_back)


def headline_card(scene, stop, won: bool, on_close) -> StoryCard:
    from game.scenes.campaign.panel import stop_number, stop_place
    progress = scene.progress
    result = progress.result(stop.id)
    headline = progress.headline(stop, won) or (f"Victory in {stop.city}" if won else f"Setback in {stop.city}")
    if won:
        stars = "★" * result.stars
        foot = f"WON  {stars}  ·  campaign score {progress.score():,}"
        body = (f"{stop.title} goes your way. " +
                ("The bus is fuelled for the next stop." if progress.current() is not None else "One last night to go."))
    else:
        foot = "LOST  ·  the stop stays open: try again"
        body = f"{stop.title} slips away this time. Regroup and take another run at {stop.city}."
    kicker = f"{stop_number(scene.campaign, stop)}  ·  {stop_place(stop).upper()}"
    return StoryCard("headline", kicker=kicker, title=headline, body=body, foot=foot,
                     button="Continue", on_close=on_close, sound=scene.play, won=won)


def finale_card(scene, on_close) -> StoryCard:
    progress = scene.progress
    campaign = scene.campaign
    foot = f"Final score {progress.score():,}  ·  ★ {progress.stars()}  ·  {progress.wins()} wins"
    return StoryCard("finale", kicker="ELECTION NIGHT", title="The White House is yours",
                     body=campaign.finale, foot=foot, button="Back to the map", on_close=on_close, sound=scene.play)
