"""The briefing card before a stop's match: where, which game (its emblem and name), the
campaign's two or three sentences, what a win brings, and the level chooser (each level
shows the stars a win there earns); Start or Back.

A card has its own WidgetGroup: the map scene swaps it in while the card is open."""
from __future__ import annotations

from typing import Callable

from game import catalog
from game.core.campaign import Campaign, CampaignProgress, Stop, stars_for
from game.scenes.campaign.panel import stop_number, stop_place
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, Widget, WidgetGroup, elide_text, fit_text, make_text

CARD = (250, 86, 780, 560)
CHIP_W, CHIP_H, CHIP_GAP = 170, 62, 14


class LevelChooser(Widget):
    """The bot's level as chips (Easy ★, Normal ★★, ...): arrows or a click choose."""

    def __init__(self, stop: Stop, level: str, left: float, bottom: float, on_change: Callable[[str], None]):
        self.levels = stop.levels_offered()
        width = len(self.levels) * CHIP_W + (len(self.levels) - 1) * CHIP_GAP
        super().__init__(left, bottom, width, CHIP_H)
        self.stop = stop
        self.index = self.levels.index(level) if level in self.levels else 0
        self.on_change = on_change
        self.names = [make_text(lv.title(), self._chip_x(i) + CHIP_W / 2, bottom + 42, theme.SIZE_SMALL,
                                theme.CREAM, anchor_x="center", bold=True) for i, lv in enumerate(self.levels)]
        self.star_counts = [stars_for(stop, lv) for lv in self.levels]

    @property
    def level(self) -> str:
        return self.levels[self.index]

    def _chip_x(self, i: int) -> float:
        return self.left + i * (CHIP_W + CHIP_GAP)

    def choose(self, index: int) -> None:
        index = max(0, min(len(self.levels) - 1, index))
        if index != self.index:
            self.index = index
            if self.group is not None:
                self.group.play("focus")
            self.changed()
            self.on_change(self.level)

    def build(self, sb: ShapeBuilder, focused: bool) -> None:
        for i in range(len(self.levels)):
            x, b = self._chip_x(i), self.bottom
            chosen = i == self.index
            if chosen and focused:
                sb.rounded_rect(x - 4, b - 4, CHIP_W + 8, CHIP_H + 8, 14, theme.with_alpha(theme.ACCENT, 70))
            sb.rounded_rect(x, b, CHIP_W, CHIP_H, 11, theme.PANEL_HOVER if chosen else theme.PANEL_LIGHT)
            sb.rounded_outline(x, b, CHIP_W, CHIP_H, 11, 2.5 if chosen else 1.2,
                               theme.ACCENT if chosen else theme.BORDER_SOFT)
            count = self.star_counts[i]
            for k in range(count):
                sx = x + CHIP_W / 2 + (k - (count - 1) / 2) * 22
                sb.star(sx, b + 18, 8, theme.ACCENT if chosen else theme.shade(theme.ACCENT, 0.6))

    def texts(self, focused: bool):
        return self.names

    def on_action(self, action: Action) -> bool:
        if action == Action.LEFT and self.index > 0:
            self.choose(self.index - 1)
            return True
        if action == Action.RIGHT and self.index < len(self.levels) - 1:
            self.choose(self.index + 1)
            return True
        return False

    def on_press(self, x: float, y: float) -> bool:
        for i in range(len(self.levels)):
            if self._chip_x(i) <= x <= self._chip_x(i) + CHIP_W:
                self.choose(i)
                return True
        return False


class BriefingCard:
    """The briefing of `stop`; on_start(level) begins the match, on_back closes the card."""

    kind = "briefing"

    def __init__(self, campaign: Campaign, progress: CampaignProgress, stop: Stop, level: str,
                 on_start: Callable[[str], None], on_back: Callable[[], None], sound=None):
        self.stop = stop
        self.on_start, self.on_back = on_start, on_back
        self.ui = WidgetGroup(sound=sound)
        self.shapes = CachedShapes(self._build)
        l, b, w, h = CARD
        x = l + 40
        self.emblem = catalog.entry(stop.game).emblem if stop.game in catalog.names() else "game.ui.game_art:star"
        self.colour = catalog.entry(stop.game).colour if stop.game in catalog.names() else theme.ACCENT
        self.ribbon = make_text(f"{stop_number(campaign, stop)}  ·  {stop_place(stop).upper()}", x, b + h - 36,
                                theme.SIZE_TINY, theme.ACCENT, bold=True)
        elide_text(self.ribbon, w - 80)
        self.title = fit_text(make_text(stop.title, x, b + h - 74, theme.SIZE_HEADING, theme.CREAM, bold=True),
                              w - 80, min_size=18)
        self.game = make_text(catalog.title(stop.game), x + 150, b + h - 148, theme.SIZE_SUBHEADING, self.colour,
                              bold=True)
        elide_text(self.game, w - 230, shrink_to=14)
        tagline = catalog.entry(stop.game).tagline if stop.game in catalog.names() else ""
        self.tagline = make_text(tagline, x + 150, b + h - 176, theme.SIZE_SMALL, theme.TEXT_MUTED,
                                 width=int(w - 230), multiline=True, anchor_y="top")
        self.briefing = make_text(stop.briefing, x, b + h - 248, theme.SIZE_BODY, theme.CREAM, width=int(w - 80),
                                  multiline=True, anchor_y="top")
        result = progress.result(stop.id)
        reward = stop.reward or ("Win to move on along the trail." if not stop.bonus else "")
        if result.won:
            reward = f"Already won ({'★' * result.stars}): play again for a better result."
        self.reward = make_text(reward, x, b + 186, theme.SIZE_SMALL, theme.ACCENT, width=int(w - 80),
                                multiline=True, anchor_y="center")
        self.level_caption = make_text("BOT LEVEL", x, b + 156, theme.SIZE_TINY, theme.TEXT_DIM, bold=True)
        self.chooser = self.ui.add(LevelChooser(stop, level, x, b + 74, self._level_changed))
        self.level_note = make_text("", x + self.chooser.width + 24, b + 105, theme.SIZE_TINY, theme.TEXT_MUTED,
                                    width=int(w - 104 - self.chooser.width), multiline=True, anchor_y="center")
        self.start = self.ui.add(Button("Start", self._start, l + w - 40 - 230, b + 14, 230, 50, style="primary"))
        self.back = self.ui.add(Button("Back", self.on_back, l + w - 40 - 230 - 16 - 150, b + 14, 150, 50))
        self.ui.focus(self.start)
        self._level_changed(self.chooser.level)

    @property
    def level(self) -> str:
        return self.chooser.level

    def _level_changed(self, level: str) -> None:
        stars = stars_for(self.stop, level)
        if len(self.chooser.levels) == 1:
            self.level_note.text = "One level here: win for a star." if stars == 1 else f"Win for {stars} stars."
        else:
            self.level_note.text = f"A win on {level.title()} earns {stars} star{'s' if stars > 1 else ''}."

    def _start(self) -> None:
        self.on_start(self.level)

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = CARD
        sb.rounded_rect(l + 6, b - 10, w, h, 18, (0, 0, 0, 120))
        sb.panel(l, b, w, h, fill=(20, 31, 60), border=theme.shade(self.colour, 0.85), radius=18, thickness=2.5)
        sb.rect(l, b + h - 14, w, 6, theme.with_alpha(self.colour, 200))
        sb.rect(l + 40, b + h - 106, 110, 4, theme.ACCENT)
        sb.rect(l + 156, b + h - 106, 18, 4, theme.RED)
        # the game's emblem on a plate
        ex, ey = l + 40 + 60, b + h - 178
        sb.rounded_rect(ex - 58, ey - 50, 116, 100, 12, theme.PANEL_LIGHT)
        try:
            catalog.load(self.emblem)(sb, ex, ey, 70, self.colour)
        except Exception:  # an emblem that fails to draw: a plain star keeps the card readable
            sb.star(ex, ey, 30, self.colour)
        sb.rect(l + 40, b + 208, w - 80, 1.5, theme.BORDER_SOFT)

    def draw(self) -> None:
        self.shapes.draw()
        for text in (self.ribbon, self.title, self.game, self.tagline, self.briefing, self.reward,
                     self.level_caption, self.level_note):
            if text.text:
                text.draw()

    def update(self, dt: float) -> None:
        pass

    def on_action(self, action: Action) -> bool:
        if action == Action.CANCEL:
            self.on_back()
            return True
        if action == Action.CONFIRM and self.ui.focused is self.chooser:
            self._start()             # Enter on the chosen level starts too
            return True
        return self.ui.on_action(action)
