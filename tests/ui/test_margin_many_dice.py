"""Margin of Error's biggest throws on the real screen: every small-state token put on one state
(Enter on Pennsylvania, where the cursor starts, once per token) is thrown as one throw of that
many dice on election night, shown in the tray, and the match goes on to its count."""
from __future__ import annotations

import pytest

from game.engines.margin.move import END_MOVE
from game.engines.margin.resolve import most_dice
from game.scenes.margin.show_overlays import PAD
from tests.ui.helpers import KEY, press_now, show_screen
from tests.ui.test_margin_show import run_until

pytestmark = pytest.mark.screen


def last_week_with_tokens(app, tokens: int, seed: int = 3):
    """Week 9's planning of a solo campaign holding `tokens` small-state tokens, on a screen."""
    from game.engines.margin import GAME
    from game.scenes.margin.screen import MarginScreen
    state = GAME.new_initial_state({"players": 1, "party": "democrat"}, seed)
    while state.week < state.scenario.weeks:
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else END_MOVE)
    side = state.seat_sides[0]
    state.small_tokens[side] = frozenset(state.scenario.small_states[:tokens])
    return show_screen(app, MarginScreen.for_state(state))


@pytest.mark.slow
@pytest.mark.parametrize("tokens", [7, "most"])
def test_every_small_state_token_on_one_state_is_thrown_at_once_and_the_match_ends(app, tokens):
    from game.engines.margin.scenario import load_scenario
    from game.ui import theme
    theme.set_animation_speed(4.0)
    tokens = most_dice(load_scenario()) if tokens == "most" else tokens
    screen = last_week_with_tokens(app, tokens)
    show, session = screen.show, screen.session
    pennsylvania = session.state.scenario.state_by_code("PA").index
    screen.apply_move(END_MOVE)
    thrown, widest = [], {}

    def play(frame):
        state = session.state
        show.dismiss_summary()                          # the last week's summary: read, closed
        if state.phase == "last" and screen.may_play("kbm") and not show.busy:
            press_now(app, KEY.ENTER)                   # a token on the state under the cursor
        if show.tray.current is not None and (not thrown or thrown[-1] is not show.tray.current):
            thrown.append(show.tray.current)
        card = show.overlays
        for text in (card.heading, card.title, card.detail, card.sum):
            if text.text:
                widest[text.text] = max(widest.get(text.text, 0), text.content_width)

    run_until(app, lambda: session.is_over() and not show.busy, each=play)
    assert [m for m in session.moves if m.startswith("last")] == ["last PA"] * tokens
    last = [e for e in session.state.events if e["kind"] == "last"]
    assert len(last) == 1 and len(last[0]["dice"]) == tokens and last[0]["step"][2] == pennsylvania
    big = [t for t in thrown if len(t.faces) == tokens]
    assert len(big) == 1 and big[0].faces == last[0]["dice"], "one throw of every token's die"
    assert show.night.finished and show.night.result.text
    # what the card beside the tray says of the throw fits the card
    sums = [words for words in widest if words.endswith(f"= {sum(last[0]['dice'])}")]
    assert sums and all(widest[words] <= show.overlays.card[2] - 2 * PAD for words in widest), widest
