"""The results card of every game says why the match ended and, in a sentence, where it was
decided: both lines are drawn, inside the card, after a real finished match at each window size."""
from __future__ import annotations

import random

import pytest

from game import catalog
from game.core.session import MatchSession, Seat
from game.core.state import Game
from game.modes.match import CouchMatch
from game.scenes.directory import make_scene
from devtools.shot import resize_now
from tests.ui.layout_probe import LayoutProbe, inside
from tests.ui.layout_walk import push, show

pytestmark = pytest.mark.screen

GAMES = catalog.engine_names()


def _finished_screen(name: str, seed: int = 1):
    game = catalog.get_game(name)
    count = game.num_players_for(game.default_options())
    session = MatchSession(game, game.default_options(), seed, [Seat.human() for _ in range(count)], autosave=False)
    rng = random.Random(seed)
    while not session.is_over():
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    screen = catalog.screen_class(name)(session, CouchMatch(game, session.options, session.seats))
    screen.results_shown = True
    return screen


@pytest.mark.parametrize("name", GAMES)
def test_the_card_says_why_it_ended_and_where_it_was_decided(app, name):
    screen = _finished_screen(name)
    session, game, names = screen.session, screen.game, screen.seat_names()
    decided = game.decided_in_words(session.state_at(0), session.moves, names)
    reason = game.end_in_words(session.state, names)
    # a game on Game.decided_in_words' default says nothing of where it was decided
    says_decided = type(game).decided_in_words is not Game.decided_in_words
    assert reason and decided != reason and bool(decided) == says_decided
    try:
        for size in ((960, 540), (1280, 720), (1920, 1080)):
            resize_now(app, size)
            show(app, screen, settle=3)
            push(app, make_scene("results", screen), settle=3)
            results = app.scenes.current
            assert results.decided.text == decided
            l, b, w, h = results.panel
            card = (l, b, l + w, b + h)
            with LayoutProbe(app) as probe:
                frame = probe.frame()
            texts = {t.words: t for t in frame.texts()}
            shown_reason = reason[:1].upper() + reason[1:]
            assert shown_reason in texts, f"{name} at {size}: {sorted(texts)}"
            why = texts[shown_reason]
            assert inside(why.rect, card), f"{name} at {size}: {why.describe()}"
            if not says_decided:
                continue
            assert decided in texts, f"{name} at {size}: {sorted(texts)}"
            line = texts[decided]
            assert inside(line.rect, card), f"{name} at {size}: {line.describe()}"
            assert line.rect[3] <= why.rect[1] + 1          # the decided line sits under the reason
            rows_top = results.rows_top
            assert line.rect[1] >= rows_top                 # and above the players' rows
    finally:
        resize_now(app, (1280, 720))
