"""Every game's move list says moves in words: over random whole games of each game, every row's
label is words (not the record's notation: no "1/2,1/2", no "c=2", no "16,18") and, written into a
row of the side panel the way the panel writes it, stays inside the row's width uncut."""
from __future__ import annotations

import random
import re

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game import catalog  # noqa: E402
from game.core.session import MatchSession, Seat  # noqa: E402
from game.core.state import Game  # noqa: E402
from tests.ui.helpers import show_screen  # noqa: E402

# a fraction, a number pair written with a comma, a Grundy "c=2", a capture written "c2xd3"
NOTATION = re.compile(r"\d\s*/\s*\d|\d,\d|\w=\w|\d[x-][a-g]\d")
GAMES = catalog.engine_names()
PLIES = 400             # long enough for a whole game of most, and for a few weeks of Margin's dice


def random_session(name: str, seed: int, plies: int) -> MatchSession:
    game = catalog.get_game(name)
    options = game.default_options()
    if any(option.key == "dice" and option.default is False for option in game.options()):
        options = {**options, "dice": seed % 2 == 1}            # one game in two rolls (Fractal's splits)
    session = MatchSession(game, options, seed, [Seat.human() for _ in range(game.max_players)],
                           autosave=False)
    rng = random.Random(f"{name}-{seed}")
    while len(session.moves) < plies and not session.state.is_terminal():
        state = session.state
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = rng.choice(state.legal_moves())
        session.play(move)
    return session


@pytest.mark.parametrize("name", GAMES)
def test_every_move_of_random_games_is_listed_in_words_that_fit_the_row(app, name):
    screen_class = catalog.screen_class(name)
    # a game on Game.move_rows' default has one wording, the move in words, which a row may cut
    own_rows = type(catalog.get_game(name)).move_rows is not Game.move_rows
    checked = 0
    for seed in (1, 2):
        session = random_session(name, seed, PLIES)
        screen = show_screen(app, screen_class(session), 2)
        panel = screen.panel
        row = panel.row_moves[0]
        for index, text in enumerate(session.moves):
            label = screen.entry_label(index, index + 1)         # what the panel asks of a row
            assert label and label != text or text in ("pass",), (text, label)
            assert not NOTATION.search(label), (text, label)
            row.text = label
            panel._fit_row(row)
            assert row.content_width <= panel.row_room(), (label, row.content_width, panel.row_room())
            if own_rows:                    # shorter wordings to fall back on: one fits uncut
                assert row.text == label, f"{label!r} was cut to {row.text!r}"
            checked += 1
    assert checked >= 20                 # (a Grundy game on 10 circles is 10 moves)


def test_a_run_of_margin_dice_is_one_row_and_a_click_on_it_looks_back_to_its_last_die(app):
    from game.scenes.margin.demo import demo_session
    from game.scenes.margin.screen import MarginScreen
    from game.scenes.side_panel import _ROW_H
    screen = show_screen(app, MarginScreen(demo_session()), 2)
    session, panel = screen.session, screen.panel
    entries = screen.move_entries()
    assert len(entries) < len(session.moves) - 20
    row = next(i for i, (start, end) in enumerate(entries) if end - start == 13)     # week 3's dice
    start, end = entries[row]
    position = row - panel.list_first              # the demo's list ends on this week: it is in view
    assert 0 <= position < panel.list_rows()
    l, b, w, h = panel.list_rect()
    y = b + h - position * _ROW_H - _ROW_H / 2
    shown = next(t for t in panel.row_moves if t.text and abs(t.y - y) < 1)
    assert shown.text.startswith("Week 3") and ("flip" in shown.text or "+24" in shown.text), shown.text
    panel.pointer_press(l + w / 2, y, 1)
    assert session.in_replay and session.view_ply() == end
    assert screen.status_text() == \
        "Looking back: Week 3's 13 dice: Michigan and Iowa flip to the Republicans, Democrats raise $5."
    # the moves around the dice say themselves too (Margin's Game words them: the words contract)
    from game.engines.margin.move import MarginMove
    ignore = MarginMove("ignore", face=2, favour="fact-check")
    assert session.game.move_rows(session.state, ignore, [])[0] == "Fact check: ignore the 2"
    day = session.moves.index("camp PA")
    assert screen.entry_label(day, day + 1) == "Day in Pennsylvania"


def test_hovering_a_fractal_row_rings_its_point_on_the_board(app):
    from game.scenes.fractal.screen import HOVER, FractalScreen
    from game.scenes.side_panel import _ROW_H
    from tests.ui.helpers import near, region_colours
    screen = show_screen(app, FractalScreen.demo(), 3)
    panel, session = screen.panel, screen.session
    index = session.moves.index("1/2,1/2")                # Black takes the centre
    position = index - panel.list_first
    assert 0 <= position < panel.list_rows()
    l, b, w, h = panel.list_rect()
    y = b + h - position * _ROW_H - _ROW_H / 2
    board = session.state.board
    centre = board.index[(board.shape.denom // 2, board.shape.denom // 2)]
    world = screen.view.world
    x0, y0 = screen.camera.to_screen(world.vx[centre], world.vy[centre])
    radius = max(screen.view.stone_radius(centre) * 1.6 * screen.camera.zoom, 10)
    ring = (x0 - radius - 4, y0 - radius - 4, 2 * radius + 8, 2 * radius + 8)
    before = sum(near(c, HOVER) for c in region_colours(app, *ring, step=1))
    panel.pointer_move(l + w / 2, y)
    assert screen._hovered_vertex() == centre
    show_screen(app, screen, 0)
    after = sum(near(c, HOVER) for c in region_colours(app, *ring, step=1))
    assert after > before + 20, (before, after)
    panel.pointer_leave()
    assert screen.hovered_entry is None and screen._hovered_vertex() is None
