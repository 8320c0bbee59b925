"""Who writes the first number, said when a match begins (rule 1 draws it, or the players chose):
`start_words` puts it in the players' words, `StartBanner` shows it over the board for a couple of
seconds. While it shows, a bot that starts waits (the screen reports it as an animation), so
nobody misses the opening move; a person to move may play at once, which closes it."""
from __future__ import annotations

from dataclasses import dataclass

from game.engines.grundy.moves import STARTS_RANDOM
from game.scenes.grundy.animations import ease_out, ease_out_back
from game.scenes.grundy.layout import BOARD_AREA
from game.scenes.grundy.pieces import build_token
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text, set_colour

HOLD = 2.6            # seconds the banner stays: a message to read, so not scaled by animation speed
FADE = 0.45           # seconds it takes to fade out (scaled by animation speed)
WIDTH, HEIGHT = 470.0, 142.0


# How the setup screens name the `starts` option's values: against the computer the person is
# player 1, so "player 1" is you; at the couch the seats' own names.
QUICK_MATCH_STARTS = {STARTS_RANDOM: "At random", "player 1": "You", "player 2": "The opponent"}


@dataclass(frozen=True)
class StartWords:
    caption: str         # "THE DRAW" or "AS CHOSEN"
    headline: str        # "You start", "The bot starts", "Blue starts"
    detail: str          # who is who
    status: str          # the panel's status line meanwhile: "The draw: you start."
    summary: str         # for the side panel's line under the title: "First: you (drawn)"


def start_words(starts: str, first: int, names: list[str], you: int | None) -> StartWords:
    """The words for a match that `first` starts. `names` are the seats' names (their colours);
    `you` is the one person's seat against bots, or None when people share the screen."""
    drawn = starts == STARTS_RANDOM
    caption, how = ("THE DRAW", "drawn") if drawn else ("AS CHOSEN", "chosen")
    lead = "The draw" if drawn else "As chosen"
    if you is None:
        then = names[1 - first] if len(names) == 2 else "the others"
        return StartWords(caption, f"{names[first]} starts", f"{names[first]} writes the first number, then {then}.",
                          f"{lead}: {names[first]} starts.", f"First: {names[first]} ({how})")
    other = next(seat for seat in range(len(names)) if seat != you)
    if first == you:
        return StartWords(caption, "You start", f"You play {names[you]}; the bot plays {names[other]}.",
                          f"{lead}: you start.", f"First: you ({how})")
    return StartWords(caption, "The bot starts", f"The bot plays {names[other]}; you play {names[you]}.",
                      f"{lead}: the bot starts.", f"First: the bot ({how})")


class StartBanner:
    """A panel over the board's middle: the caption, the starter's token and the headline, who
    is who. It pops in, holds, and fades; `dismiss` fades it at once."""

    def __init__(self, words: StartWords, seat: int):
        self.words = words
        self.seat = seat
        self.time = 0.0
        self.leaving_at: float | None = None
        left, bottom, width, height = BOARD_AREA
        self.cx, self.cy = left + width / 2, bottom + height / 2
        x0 = self.cx - WIDTH / 2 + 118
        self.caption = make_text(words.caption, x0, self.cy + 34, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.headline = make_text(words.headline, x0, self.cy + 2, theme.SIZE_HEADING, theme.TEXT, bold=True,
                                  anchor_y="center")
        self.detail = make_text(words.detail, x0, self.cy - 38, theme.SIZE_TINY, theme.TEXT_MUTED)

    # ---- time ---------------------------------------------------------------------------------
    @property
    def leaving(self) -> bool:
        return self.leaving_at is not None or self.time >= HOLD

    @property
    def done(self) -> bool:
        start = self.leaving_at if self.leaving_at is not None else HOLD
        return self.time >= start + theme.anim(FADE)

    def update(self, dt: float) -> None:
        # a long first frame (the board loading, a fade) must not eat the time to read it
        self.time += min(dt, 0.1)

    def dismiss(self) -> None:
        if self.leaving_at is None and self.time < HOLD:
            self.leaving_at = self.time

    def _shown(self) -> tuple[float, float]:
        """(opacity 0..1, scale) now."""
        pop = ease_out_back(self.time / max(1e-6, theme.anim(0.3)))
        start = self.leaving_at if self.leaving_at is not None else HOLD
        fade = 1.0 - ease_out((self.time - start) / max(1e-6, theme.anim(FADE))) if self.time > start else 1.0
        return max(0.0, min(1.0, fade, self.time / max(1e-6, theme.anim(0.15)))), 0.9 + 0.1 * pop

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self) -> None:
        alpha, scale = self._shown()
        if alpha <= 0.01:
            return
        w, h = WIDTH * scale, HEIGHT * scale
        left, bottom = self.cx - w / 2, self.cy - h / 2
        colour = theme.player_colour(self.seat)
        sb = ShapeBuilder()
        sb.rounded_rect(left + 6, bottom - 10, w, h, 18, (0, 0, 0, int(120 * alpha)))
        sb.rounded_rect(left - 2, bottom - 2, w + 4, h + 4, 20, theme.with_alpha(theme.shade(colour, 0.9), int(230 * alpha)))
        sb.rounded_rect(left, bottom, w, h, 18, theme.with_alpha(theme.PANEL, int(245 * alpha)))
        sb.gradient_rect(left + 10, bottom + h - 40 * scale, w - 20, 32 * scale, theme.with_alpha(colour, 0),
                         theme.with_alpha(colour, int(40 * alpha)))
        if alpha > 0.6:
            build_token(sb, self.seat, left + 62 * scale, self.cy, 34 * scale * alpha, colour)
        sb.draw()
        for text, colour in ((self.caption, theme.ACCENT), (self.headline, theme.TEXT), (self.detail, theme.TEXT_MUTED)):
            set_colour(text, theme.with_alpha(colour, int(255 * alpha)))
            text.draw()
