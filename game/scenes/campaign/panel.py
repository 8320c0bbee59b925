"""The map's side panel: the campaign's title, the profile, its score, stars and wins, and the
card of the chosen stop (city, state, game, level, status, best result). Shapes are one
batch and texts are set only when the progress or the chosen stop changes."""
from __future__ import annotations

from game import catalog
from game.core.campaign import Campaign, CampaignProgress, Stop
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import elide_text, fit_text, make_text

PANEL_RECT = (896, 0, 384, 720)     # the sidebar right of the map
CARD_RECT = (912, 146, 352, 316)
INNER = 336                   # text width inside the panel
BUTTON_LEFT, BUTTON_WIDTH = 920, 336

STATE_NAMES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
    "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
    "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
    "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
}


def state_name(code: str) -> str:
    return STATE_NAMES.get(code, code)


def stop_place(stop: Stop) -> str:
    return f"{stop.city}, {state_name(stop.state)}"


def stop_number(campaign: Campaign, stop: Stop) -> str:
    if stop.bonus:
        return "BONUS STOP"
    return f"STOP {campaign.index_of(stop.id) + 1} OF {len(campaign.trail)}"


def status_words(progress: CampaignProgress, stop: Stop) -> tuple[str, tuple]:
    status = progress.status(stop)
    result = progress.result(stop.id)
    if status == "done":
        return "Won: replay it for a better result", theme.GOOD
    if status == "open":
        if result.plays:
            return f"Lost {result.plays} time{'s' if result.plays > 1 else ''}: try again", theme.BAD
        return "Open: your next stop" if not stop.bonus else "Open: a bonus stop", theme.ACCENT
    if not stop.is_built():
        return f"Locked: {catalog.title(stop.game)} is coming soon", theme.TEXT_DIM
    return "Locked: win the stops before it", theme.TEXT_DIM


def best_words(progress: CampaignProgress, stop: Stop) -> str:
    result = progress.result(stop.id)
    if not result.won:
        return "Not won yet"
    stars = "★" * result.stars
    margin = f" · by {result.margin:g}" if result.margin else ""
    return f"{stars} on {result.level.title() or stop.level.title()}{margin} · {result.points} pts"


class CampaignPanel:
    def __init__(self, campaign: Campaign):
        self.campaign = campaign
        self.shapes = CachedShapes(self._build)
        l, b, w, h = PANEL_RECT
        x = l + 24
        self.caption = make_text("CAMPAIGN", x, b + h - 34, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.title = make_text(campaign.title, x, b + h - 50, theme.SIZE_SUBHEADING, theme.CREAM, bold=True,
                               width=INNER, multiline=True, anchor_y="top")
        self.player = make_text("", x, 566, theme.SIZE_SMALL, theme.TEXT_MUTED)
        self.stat_values = [make_text("", l + 24 + 52 + i * 116, 522, theme.SIZE_SUBHEADING, theme.CREAM,
                                      anchor_x="center", bold=True) for i in range(3)]
        self.stat_labels = [make_text(word, l + 24 + 52 + i * 116, 494, theme.SIZE_TINY, theme.TEXT_MUTED,
                                      anchor_x="center") for i, word in enumerate(("SCORE", "STARS", "WINS"))]
        cl, cb, cw, ch = CARD_RECT
        cx = cl + 18
        self.number = make_text("", cx, cb + ch - 26, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.stop_title = make_text("", cx, cb + ch - 56, theme.SIZE_BODY + 1, theme.CREAM, bold=True)
        self.place = make_text("", cx, cb + ch - 84, theme.SIZE_SMALL, theme.TEXT_MUTED)
        self.game = make_text("", cx + 22, cb + ch - 124, theme.SIZE_SMALL, theme.CREAM, bold=True)
        rows = ("Level", "Status", "Best")
        self.row_labels = [make_text(word.upper(), cx, cb + ch - 166 - i * 50, theme.SIZE_TINY, theme.TEXT_DIM,
                                     bold=True) for i, word in enumerate(rows)]
        self.row_values = [make_text("", cx, cb + ch - 186 - i * 50, theme.SIZE_SMALL, theme.CREAM)
                           for i in range(len(rows))]
        self.game_colour = theme.TEXT_MUTED
        self.stop: Stop | None = None

    def texts(self):
        return [self.caption, self.title, self.player, *self.stat_values, *self.stat_labels, self.number,
                self.stop_title, self.place, self.game, *self.row_labels, *self.row_values]

    def refresh(self, progress: CampaignProgress, profile_name: str, stop: Stop | None) -> None:
        """Set the texts from the progress and the chosen stop."""
        self.player.text = f"Playing as {profile_name}"
        elide_text(self.player, INNER)
        trail = self.campaign.trail
        self.stat_values[0].text = f"{progress.score():,}"
        self.stat_values[1].text = f"★ {progress.stars()}"
        self.stat_values[2].text = f"{sum(1 for s in trail if progress.won(s.id))}/{len(trail)}"
        self.stop = stop
        if stop is None:
            for text in (self.number, self.stop_title, self.place, self.game, *self.row_values):
                text.text = ""
            self.shapes.invalidate()
            return
        self.number.text = stop_number(self.campaign, stop)
        self.stop_title.text = stop.title
        fit_text(self.stop_title, CARD_RECT[2] - 36, min_size=12)
        self.place.text = stop_place(stop)
        elide_text(self.place, CARD_RECT[2] - 36)
        self.game.text = catalog.title(stop.game)
        elide_text(self.game, CARD_RECT[2] - 58, shrink_to=11)
        try:
            self.game_colour = catalog.entry(stop.game).colour
        except catalog.UnknownGame:
            self.game_colour = theme.TEXT_MUTED
        levels = stop.levels_offered()
        level_text = stop.level.title()
        if len(levels) > 1:
            level_text += f" (up to {levels[-1].title()} for more stars)"
        status, colour = status_words(progress, stop)
        for text, value in zip(self.row_values, (level_text, status, best_words(progress, stop))):
            text.text = value
            elide_text(text, CARD_RECT[2] - 36, shrink_to=11)
        self.row_values[1].color = colour
        self.shapes.invalidate()

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = PANEL_RECT
        sb.horizontal_gradient(l, b, w, h, (14, 22, 44), (20, 31, 60))
        sb.rect(l, b, 3, h, theme.with_alpha(theme.ACCENT, 200))
        sb.horizontal_gradient(l + 3, b, 14, h, (0, 0, 0, 90), (0, 0, 0, 0))
        sb.rect(l + 24, 588, 90, 4, theme.ACCENT)
        sb.rect(l + 120, 588, 16, 4, theme.RED)
        for i in range(3):
            sb.rounded_rect(l + 24 + i * 116, 478, 104, 68, 10, theme.PANEL_LIGHT)
        sb.panel(*CARD_RECT, fill=theme.PANEL, border=theme.BORDER, shadow=False)
        if self.stop is not None:
            cl, cb, cw, ch = CARD_RECT
            sb.circle(cl + 26, cb + ch - 124, 7, self.game_colour)
            sb.rect(cl + 18, cb + ch - 144, cw - 36, 1.5, theme.BORDER_SOFT)

    def draw(self) -> None:
        self.shapes.draw()
        for text in self.texts():
            if text.text:
                text.draw()
