"""The Constitution screen, rendered headless: pixels, input and the start-point choice.

Runs in the suite's hidden window, so it needs a display (`python3 build.py test` runs pytest
under xvfb-run; without one these tests are skipped).
Positions are built on the 538-cell stand-in map of the engine tests, so these tests do not
depend on the shipped map's shape; the last ones check the shipped map itself (fit, labels, a
lesson played on it).
"""
from __future__ import annotations

import math

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.ui import theme  # noqa: E402
from tests.constitution.helpers import forced_pass_position, position, synthetic_us_map  # noqa: E402
from tests.ui.helpers import InstantWorker, StandInPad, send  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import show_screen  # noqa: E402
from game.scenes.mode_steps import make_screen

BOARD_MAP = synthetic_us_map()


@pytest.fixture
def window(app):
    """The suite's shared hidden window (tests/conftest.py), cleaned for this test (tests/ui/conftest.py)."""
    return app


def open_screen(window, state, seats=None):
    from game.scenes.constitution.screen import ConstitutionScreen
    return show_screen(window, ConstitutionScreen.for_state(state, seats), 1)


def pixel(window, x: float, y: float) -> tuple[int, int, int]:
    """The colour on screen at logical (x, y) (the test window is 1280x720: one pixel per unit)."""
    window.render_frame()
    fb_w, fb_h = window.get_framebuffer_size()
    sx, sy = fb_w / theme.WIDTH, fb_h / theme.HEIGHT
    image = arcade.get_image(0, 0, fb_w, fb_h).convert("RGB")
    return image.getpixel((int(x * sx), fb_h - 1 - int(y * sy)))


def close(a, b, tolerance: int = 12) -> bool:
    return all(abs(int(p) - int(q)) <= tolerance for p, q in zip(a, b))


def off_centre(view, c: int, towards: int = 0, amount: float = 0.45):
    """A point inside cell c, away from its centre chip and its edges."""
    cx, cy = view.cell_centre[c]
    vx, vy = view.cell_vertices(c)[towards]
    return cx + (vx - cx) * amount, cy + (vy - cy) * amount


def cells_of(code):
    return list(BOARD_MAP.regions[code].cells)


def settle(window, screen, frames: int = 400):
    for _ in range(frames):
        if not screen.table.busy:
            break
        window.render_frame(1 / 20)
    window.render_frame()


# ---- pixels --------------------------------------------------------------------------------
def test_a_cell_supporting_player_one_shows_player_ones_tint(window):
    tx = cells_of("TX")
    state = position(BOARD_MAP, pos=((0, 0), (33, 8)), cells={tx[0]: 0, tx[1]: 0}, winners={"CA": 0},
                     to_move=1)
    screen = open_screen(window, state)
    view = screen.table.view
    blue = theme.player_colour(0)
    # a cell of a state player 1 has won: the full player colour (lit from above)
    ca = view.cell_index[cells_of("CA")[5]]
    x, y = off_centre(view, ca)
    assert close(pixel(window, x, y), view.lit(blue, y))
    # a cell supporting player 1 in a contested state: the tentative tint, nearer blue than the land
    c = view.cell_index[tx[0]]
    x, y = off_centre(view, c)
    got = pixel(window, x, y)
    assert close(got, view.lit(view.cell_colour(1, False, view.cell_region[c]), y))
    undecided = view.cell_index[tx[5]]
    x, y = off_centre(view, undecided)
    land = pixel(window, x, y)
    assert close(land, view.lit(view.land_colour(view.cell_region[undecided]), y))
    assert abs(got[2] - blue[2]) < abs(land[2] - blue[2])


def test_the_white_house_marker_is_drawn(window):
    state = position(BOARD_MAP, pos=((0, 0), (33, 8)), to_move=0)
    screen = open_screen(window, state)
    view = screen.table.view
    x, y = view.point_xy(view.white_house)
    r = max(7.0, view.scale * 0.36)
    # the gold disc around the house, and the white house itself
    ring = pixel(window, x - r * 0.85, y)
    assert close(ring, theme.ACCENT, 30)
    body = pixel(window, x + r * 0.15, y - r * 0.3)
    assert min(body) > 200


def test_colour_blind_palette_changes_the_tint(window):
    state = position(BOARD_MAP, pos=((0, 0), (33, 8)), winners={"CA": 1}, to_move=0)
    screen = open_screen(window, state)
    view = screen.table.view
    ca = view.cell_index[cells_of("CA")[5]]
    x, y = off_centre(view, ca)
    try:
        theme.set_colour_blind(True)
        assert close(pixel(window, x, y), view.lit(theme.OKABE_ITO_PLAYERS[1], y))
    finally:
        theme.set_colour_blind(False)
    assert close(pixel(window, x, y), view.lit(theme.STANDARD_PLAYERS[1], y))


def test_map_geometry_finds_every_cell_and_point_under_the_pointer(window):
    from game.engines.constitution.board import board_for_map
    from game.scenes.constitution.map_view import ConstitutionMapView
    board = board_for_map(BOARD_MAP)
    view = ConstitutionMapView(board, 14, 46, 940, 546)
    left, right, bottom, top = view.fit.bounds
    assert left >= 14 - 1e-6 and right <= 954 + 1e-6 and bottom >= 46 - 1e-6 and top <= 592 + 1e-6
    for c in range(len(view.cells)):
        assert view.cell_at(*view.cell_centre[c]) == c
    for p in board.points[::7]:
        x, y = view.point_xy(p)
        assert view.nearest_point(x + 2, y - 2, board.points) == tuple(p)
    assert view.cell_at(left - 30, bottom - 30) is None


# ---- input ---------------------------------------------------------------------------------
def test_a_click_on_a_legal_destination_plays_that_move(window):
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])           # the starting point is chosen
    screen = open_screen(window, state)
    table = screen.table
    assert table.destinations == [tuple(p) for p in state.legal_destinations()]
    mover = screen.session.current_player()
    target = table.destinations[len(table.destinations) // 2]
    x, y = table.view.point_xy(target)
    send(window, "on_mouse_motion", x + 1, y + 1, 0, 0)
    assert table.selected == target
    send(window, "on_mouse_press", x + 1, y + 1, arcade.MOUSE_BUTTON_LEFT, 0)
    live = screen.session.state
    assert live.piece_positions()[mover] == target
    assert screen.session.moves[-1] == f"{target[0]},{target[1]}"
    assert table.busy                              # the move is being animated
    settle(window, screen)
    # hot seat: the other player may move now
    assert table.interactive
    assert table.destinations == [tuple(p) for p in live.legal_destinations()]


def test_a_click_away_from_destinations_plays_nothing(window):
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])
    screen = open_screen(window, state)
    left, bottom, width, height = screen.table.rect
    send(window, "on_mouse_press", left + 2, bottom + 2, arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.session.moves == []


def test_cursor_keys_cycle_destinations_in_the_direction_pressed(window):
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])
    screen = open_screen(window, state)
    table = screen.table
    view = table.view
    press(window, arcade.key.RIGHT)
    first = table.selected
    assert first in table.destinations
    rights = [p for p in table.destinations if view.point_xy(p)[0] > view.point_xy(first)[0] + 0.5]
    assert rights, "this position has destinations on both sides of the first pick"
    press(window, arcade.key.RIGHT)
    second = table.selected
    assert view.point_xy(second)[0] > view.point_xy(first)[0]
    press(window, arcade.key.LEFT)
    third = table.selected
    assert view.point_xy(third)[0] < view.point_xy(second)[0]
    # Tab walks every destination in turn
    seen = set()
    for _ in range(len(table.destinations)):
        press(window, arcade.key.TAB)
        seen.add(table.selected)
    assert seen == set(table.destinations)
    # the preview of the selected destination is the engine's own
    assert table.preview == state.preview(table.selected)
    chosen = table.selected
    press(window, arcade.key.ENTER)
    assert screen.session.state.piece_positions()[state.current_player()] == chosen


def test_the_start_point_choice_is_its_own_step(window):
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=9)
    screen = open_screen(window, state)
    table = screen.table
    choices = [tuple(p) for p in state.start_choices()]
    assert not state.started and state.current_player() == 1
    assert sorted(table.destinations) == sorted(choices)
    # both points glow: a bright spot where each choice is
    for p in choices:
        assert sum(pixel(window, *table.view.point_xy(p))) > sum(theme.BACKGROUND) + 150
    press(window, arcade.key.TAB)
    picked = table.selected
    assert picked in choices
    press(window, arcade.key.ENTER)
    live = screen.session.state
    assert live.started
    other = choices[1 - choices.index(picked)]
    assert live.piece_positions() == [other, picked]   # the second player took the pick
    assert live.current_player() == 0
    settle(window, screen)
    assert table.destinations == [tuple(p) for p in live.legal_destinations()]


def test_a_forced_pass_is_offered_and_played_with_confirm(window):
    state = forced_pass_position(BOARD_MAP)
    screen = open_screen(window, state)
    assert screen.table.interactive and screen.table.destinations == []
    assert "must pass" in screen.status_text()
    press(window, arcade.key.ENTER)
    assert screen.session.moves[-1] == "pass"


def test_a_forced_pass_is_played_by_clicking_the_pass_button(window):
    state = forced_pass_position(BOARD_MAP)
    screen = open_screen(window, state)
    left, bottom, width, height = screen.table.pass_button.rect()
    send(window, "on_mouse_press", left + width / 2, bottom + height / 2, arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.session.moves[-1] == "pass"


def test_against_a_bot_its_move_is_animated_then_the_human_plays(window):
    from game.core.session import Seat
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])                 # seat 0 (the bot) moves first
    worker = InstantWorker()
    previous, window._bot_worker = window._bot_worker, worker
    try:
        screen = open_screen(window, state, seats=[Seat.bot_seat("easy"), Seat.human()])
        table = screen.table
        assert not table.interactive and table.destinations == []   # nothing to click for the human
        animated = False
        for _ in range(200):
            window.render_frame(1 / 20)
            animated = animated or table.busy
            if screen.session.moves and not table.busy:
                break
        assert worker.requests == 1
        assert animated                                  # the bot's move was shown moving
        live = screen.session.state
        assert live.current_player() == 1
        assert table.interactive
        assert table.destinations == [tuple(p) for p in live.legal_destinations()]
    finally:
        window._bot_worker = previous


def test_the_move_list_names_the_states_a_move_won_and_keeps_the_notation_in_the_record(window):
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])
    screen = open_screen(window, state)
    winning = [p for p in screen.table.destinations if state.preview(p).regions_won]
    assert winning
    assert screen.submit_move(winning[0])
    won = state.preview(winning[0]).regions_won
    assert screen.session.moves[0] == f"{winning[0][0]},{winning[0][1]}"      # the record keeps the lattice
    label = screen.entry_label(0, 1)
    assert "won" in label and all(code in label for code in won)
    assert "," not in label.split("won")[0]                                   # no lattice point shown
    settle(window, screen)
    # a move that wins nothing names where the piece went
    live = screen.session.state
    quiet = [p for p in screen.table.destinations if not live.preview(p).regions_won]
    assert quiet
    assert screen.submit_move(quiet[0])
    label = screen.entry_label(1, 2)
    assert "won" not in label and f"{quiet[0][0]},{quiet[0][1]}" not in label
    regions = live.board.point_regions[live.board.point_index[quiet[0]]]
    assert any(live.board.region_names[r] in label or live.board.region_codes[r] in label for r in regions)


def test_the_move_list_keeps_one_size_choosing_the_richest_wording_that_fits_at_it(window):
    # its wordings are many ("Oregon–Idaho · won OR 7", "won Oregon (7)"): shrunk, rows of one
    # list would read at three sizes
    from game.scenes.constitution.screen import ConstitutionScreen
    screen = show_screen(window, ConstitutionScreen.demo(), 1)
    sizes = {screen.panel.row_words(screen.entry_label(i, i + 1))[1] for i in range(len(screen.session.moves))}
    assert sizes == {theme.SIZE_SMALL}


# ---- the shipped map ---------------------------------------------------------------------------
def test_the_shipped_map_fits_the_board_area_with_labels_apart(window):
    import itertools
    from game.engines.constitution.board import board_for_option
    from game.scenes.constitution.layout import MAP_RECT
    from game.scenes.constitution.map_labels import label_sizes
    from game.scenes.constitution.map_view import ConstitutionMapView
    view = ConstitutionMapView(board_for_option(None), *MAP_RECT)
    left, right, bottom, top = view.fit.bounds
    rl, rb, rw, rh = MAP_RECT
    assert rl <= left and right <= rl + rw < 968 and rb <= bottom and top <= rb + rh
    assert view.scale >= 28                      # cells big enough to read and click
    big, _ = label_sizes(view.scale)
    for a, b in itertools.combinations(view.regions, 2):
        dx = abs(a.label_xy[0] - b.label_xy[0])
        dy = abs(a.label_xy[1] - b.label_xy[1])
        assert dx >= 2 * big or dy >= 2 * big, (a.code, b.code)
    # every label sits on one of its own region's cells or corners
    for region in view.regions:
        x, y = region.label_xy
        cell = view.cell_at(x, y)
        near = min(math.dist((x, y), view.cell_centre[c]) for c in region.cells)
        assert (cell is not None and view.cell_region[cell] == region.index) or near < view.scale, region.code


def test_a_constitution_lesson_is_played_on_the_shipped_map(window):
    from pathlib import Path
    from game.core.levels import TUTORIALS_DIR, load_level
    from game.modes.lesson import Lesson
    level = load_level(Path(TUTORIALS_DIR) / "constitution-01-moving.toml")
    screen = make_screen(Lesson(level))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    press(window, arcade.key.ENTER)              # two notes to read
    press(window, arcade.key.ENTER)
    window.render_frame()
    assert screen.lesson.waiting_for_move()
    table = screen.table
    assert table.interactive and (6, 8) in table.destinations
    # a legal move that is not the lesson's is refused with the hint
    other = next(p for p in table.destinations if p != (6, 8))
    x, y = table.view.point_xy(other)
    send(window, "on_mouse_motion", x, y, 0, 0)
    send(window, "on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.session.moves == [] and screen.lesson.hint      # (the prelude is not listed)
    x, y = table.view.point_xy((6, 8))
    send(window, "on_mouse_motion", x, y, 0, 0)
    send(window, "on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    for _ in range(300):                         # Red's reply follows once the move has played
        window.render_frame(1 / 20)
        if len(screen.session.moves) == 2 and not screen.is_animating():
            break
    assert screen.session.moves == ["6,8", "19,3"]
    assert screen.lesson.index == 3


def test_a_gamepad_seat_moves_with_the_dpad_and_a_and_the_keyboard_cannot_move_for_it(window):
    from pyglet.math import Vec2
    from game.core.session import Seat
    from game.engines.constitution.rules import state_for_map
    state = state_for_map(BOARD_MAP, seed=5)
    state.apply(state.legal_moves()[0])             # the start is chosen: the first player moves
    mover = state.current_player()
    seats = [Seat.human("kbm"), Seat.human("kbm")]
    seats[mover] = Seat.human("pad1")
    pad = StandInPad()
    window.input.on_connect(pad)
    try:
        screen = open_screen(window, state, seats=seats)
        press(window, arcade.key.RIGHT)              # the keyboard belongs to the other seat
        press(window, arcade.key.ENTER)
        assert screen.session.moves == []
        pad.dispatch_event("on_dpad_motion", pad, Vec2(1, 0))
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))
        chosen = screen.table.selected
        assert chosen in screen.table.destinations
        pad.press("a")
        assert screen.session.moves == [f"{chosen[0]},{chosen[1]}"]
    finally:
        window.input.on_disconnect(pad)


def test_a_label_under_a_resting_piece_steps_aside_and_comes_back_when_it_leaves(window):
    """North Dakota's "ND 3" sat under a piece standing on the corner by it: the label moves to
    another place in its state, its words clear of the piece, and goes home once the piece moves
    on (the other labels stay where they were)."""
    from game.engines.constitution.board import board_for_option
    from game.engines.constitution.mapdata import cell_corners
    board_map = board_for_option(None).board_map

    def corners(code):
        return {p for c in board_map.regions[code].cells for p in cell_corners(c)}
    far = max(corners("TX"), key=lambda p: p[0])
    screen = open_screen(window, position(board_map, pos=(far, far)))
    view = screen.table.view
    nd = next(r for r in view.regions if r.code == "ND")
    home = nd.home_xy
    assert nd.label_xy == home
    spot = min(corners("ND"), key=lambda p: math.dist(view.point_xy(p), home))
    others = {r.code: r.label_xy for r in view.regions if r.code != "ND"}
    screen = open_screen(window, position(board_map, pos=(spot, far)))
    window.render_frame()
    view = screen.table.view
    nd = next(r for r in view.regions if r.code == "ND")
    px, py = view.point_xy(spot)
    radius = screen.table.pieces.radius
    assert nd.label_xy != home
    for text in nd.texts[2:]:                     # the code and the votes, drawn clear of the piece
        left, right = text.x - text.content_width / 2, text.x + text.content_width / 2
        bottom, top = text.y - text.content_height / 2, text.y + text.content_height / 2
        nearest = (min(max(px, left), right), min(max(py, bottom), top))
        assert math.dist(nearest, (px, py)) >= radius, text.text
    assert {r.code: r.label_xy for r in view.regions if r.code != "ND"} == others
    view.keep_labels_clear_of([view.point_xy(far)], radius)      # the piece has moved on
    assert nd.label_xy == home and nd.texts[2].x == home[0]
