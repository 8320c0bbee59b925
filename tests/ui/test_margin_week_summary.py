"""Margin of Error's week summary card (game/scenes/margin/week_summary_card.py): after a week's
dice have all been shown a card over the boards says which states moved or flipped, the votes
each party gained or lost, the money, and the dice behind each; Enter, Esc, a click or the pad's
A close it, and with nobody at the screen (bots only) it closes by itself."""
from __future__ import annotations

import re

import pytest

from game.ui import theme
from tests.ui.helpers import KEY, click_at, frames, near, pixel, press_now, screen_image, show_screen

pytestmark = pytest.mark.screen

LIMIT = 4000
CARD_FILL = (16, 22, 44)
# fund 4; Pennsylvania 3 + 5 - 1: two squares; Michigan 6 - 1: one; the opponent: red 6 white 6
# (Montana, one square), then Montana is safe for them: Pennsylvania, one square back
WEEK_DICE = [4, 3, 5, 6, 6, 6, 6, 6]
WEEK_PLAN = ["camp PA", "camp PA", "camp MI", "fund", "end"]


def margin_screen(app, seats=None):
    from game.core.session import MatchSession, Seat
    from game.scenes.margin.screen import MarginScreen
    options = {"players": 1, "party": "democrat", "dice": list(WEEK_DICE)}
    session = MatchSession.new("margin", options, 5, seats or [Seat.human()], autosave=False)
    screen = show_screen(app, MarginScreen(session))
    for text in WEEK_PLAN:
        assert screen.apply_move(session.state.text_to_move(text)), text
    return screen


def run_until(app, condition, limit: int = LIMIT) -> int:
    for frame in range(1, limit + 1):
        app.render_frame(1 / 60)
        if condition():
            return frame
    raise AssertionError(f"not reached in {limit} frames")


def open_by_skipping(app, screen) -> None:
    """The week's show skipped step by step, as a player in a hurry does, until the card opens."""
    show, card = screen.show, screen.show.summary
    for _ in range(LIMIT):
        app.render_frame(1 / 60)
        if card.open:
            return
        if show.busy:
            screen.skip_animation()
    raise AssertionError(f"the card did not open in {LIMIT} frames")


def card_texts(card) -> list[str]:
    return [t.text for t in [card.heading, card.title, *card.votes, *[x for row in card.rows for x in row],
                             *card.money] if t.text]


def test_after_the_weeks_dice_the_card_says_what_changed_and_enter_closes_it(app):
    screen = margin_screen(app)
    show, card = screen.show, screen.show.summary
    run_until(app, lambda: card.open)
    assert not show.tray.rolling and screen.session.state.week == 2
    words = card_texts(card)
    assert words[0] == "WEEK 1 RESULTS"
    assert "Democrats 271 → 271, no change" in words
    assert "Pennsylvania" in words and "1 square toward the Democrats" in words
    assert "Your campaign, dice 3 + 5 − 1 = 7; Republican stop, red 6 and white 6" in words
    assert "Your cash: $10 → $11 (fundraising, die 4: +$4; campaign days: −$3)" in words
    # the card is drawn over the boards: its dark fill where a poll track was
    l, b, w, h = card.rect
    image = screen_image(app)
    assert near(pixel(app, l + w - 40, b + 40, image), CARD_FILL, 12)
    assert screen.hints == screen.summary_hints[0]
    # it holds the show (and so the next week) until a person closes it
    frames(app, 240)
    assert card.open and screen.is_animating()
    press_now(app, KEY.RETURN)
    frames(app, 2)
    assert not card.open and not screen.is_animating()
    assert not near(pixel(app, l + w - 40, b + 40), CARD_FILL, 12)
    assert screen.session.state.phase == "plan"


@pytest.mark.parametrize("how", ["escape", "click", "pad"])
def test_esc_a_click_or_the_pads_a_close_the_card(app, how):
    from game.ui.input import Action
    screen = margin_screen(app)
    card = screen.show.summary
    open_by_skipping(app, screen)
    if how == "escape":
        press_now(app, KEY.ESCAPE)
    elif how == "click":
        l, b, w, h = card.rect
        click_at(app, l + w / 2, b + h / 2)
    else:
        app.dispatch_action("pad1", Action.CONFIRM)
    frames(app, 2)
    assert not card.open
    assert type(app.scenes.current).__name__ == "MarginScreen", "Esc closes the card, not opens the menu"


def test_skipping_the_dice_still_shows_what_they_changed(app):
    screen = margin_screen(app)
    show, card = screen.show, screen.show.summary
    skips = 0
    for _ in range(LIMIT):            # every step skipped as soon as its dice are thrown
        app.render_frame(1 / 60)
        if card.open:
            break
        if show.busy:
            screen.skip_animation()
            skips += 1
    assert skips > 3 and card.open and card.summary.week == 1
    assert [c.name for c in card.summary.states] == ["Pennsylvania", "Michigan", "Montana"]
    screen.skip_animation()
    assert not card.open and not show.busy


def test_with_nobody_at_the_screen_the_card_closes_by_itself(app):
    from game.core.session import Seat
    theme.set_animation_speed(4.0)
    screen = margin_screen(app, seats=[Seat.bot_seat("normal")])
    card = screen.show.summary
    run_until(app, lambda: card.open)
    run_until(app, lambda: not card.open, limit=600)


def test_money_reads_with_a_dollar_sign_on_the_panel_the_step_card_and_the_gaffe_card(app):
    from game.scenes.margin import show_words
    from game.scenes.margin.gaffe_prompt import FAVOUR_USES
    screen = margin_screen(app)
    controls = screen.controls
    assert [t.text for t in controls.cash[:3]] == ["$0", "$1", "$2"] and controls.cash[20].text == "$20"
    assert re.fullmatch(r"Plan costs \$\d+ · cash \$\d+", controls.cost.text), controls.cost.text
    sc = screen.session.state.scenario
    fund = {"kind": "fund", "step": ("fund", 0, 1), "dice": [4], "side": 0, "raised": 4, "cash_before": 18}
    assert show_words.result(sc, fund, 0) == ("Rolled 4", "$4 raised (cash stops at $20)")
    assert FAVOUR_USES["internet-funds"] == "instead of $5" and "$3 a day" in FAVOUR_USES["media-blitz"]
