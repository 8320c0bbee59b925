"""The results card opens as a banner ("YOU LOSE"): the key a player presses to dismiss it never
presses a button (it pressed Rematch, and the match was gone from the card); after a loss the
focus then goes to Review, after a win to Rematch. Through key and pad events, frames counted."""
from __future__ import annotations

import pytest

from game.core.session import Seat
from tests.ui.helpers import KEY, StandInPad, frames, press, settle

pytestmark = pytest.mark.screen


@pytest.fixture(autouse=True)
def instant_bot(app):
    from tests.ui.helpers import InstantWorker
    previous, app._bot_worker = app._bot_worker, InstantWorker()
    yield
    app._bot_worker = previous


def finished_nim(app, human_wins: bool):
    """A quick match of Nim (two stones, the player first, a bot that answers at once), played to
    its end by a key press: taking one stone loses (the bot takes the last), two win."""
    from tests.ui.test_game_screen import nim_screen
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("easy")], stones=2, autosave=False)
    if human_wins:
        press(app, KEY.LEFT)                # from one stone to two
    press(app, KEY.ENTER)
    for _ in range(240):                    # the bot's answer, the last move's landing, the card
        if type(app.scenes.current).__name__ == "ResultsScene":
            break
        frames(app)
    results = app.scenes.current
    assert type(results).__name__ == "ResultsScene", "the results came"
    settle(app)
    return screen, results


def focused_label(results) -> str | None:
    focused = results.ui.focused
    return None if focused is None else focused.label.text


@pytest.mark.parametrize("key", [KEY.ENTER, KEY.SPACE, KEY.RIGHT])
def test_the_key_that_dismisses_the_loss_never_rematches_and_review_has_the_focus(app, home, key):
    screen, results = finished_nim(app, human_wins=False)
    assert results.headline == "YOU LOSE"
    labels = [w.label.text for w in results.ui.widgets]
    assert labels[:2] == ["Rematch", "Review"]
    assert focused_label(results) is None           # the banner: no button has the keys yet
    press(app, key)
    frames(app, 5)
    # the same match, the same card: nothing was pressed
    assert app.scenes.current is results and results.screen is screen and screen.session.is_over()
    assert focused_label(results) == "Review"
    assert results.ui.widgets[1].style == "primary"     # highlighted from the start


def test_a_pads_a_dismisses_the_banner_and_only_the_next_press_chooses(app, home):
    screen, results = finished_nim(app, human_wins=True)
    assert results.headline == "YOU WIN!"
    pad = StandInPad("Xbox Wireless Controller")
    app.input.on_connect(pad, announce=False)
    try:
        pad.press("a")
        frames(app, 5)
        assert app.scenes.current is results and focused_label(results) == "Rematch"
        pad.press("a")                              # now it chooses: the rematch
        settle(app)
        frames(app, 3)
        assert app.scenes.current is not results and app.scenes.current.session is not screen.session
        assert app.scenes.current.session.ply == 0
    finally:
        app.input.on_disconnect(pad)
        app.notices.queue.clear()
