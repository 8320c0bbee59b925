"""The Grundy screen, rendered headless: pixels, the mouse, the keyboard cursor, the number picker,
hover previews, maps, animation.

Runs in the suite's hidden window, so it needs a display (`python3 build.py test` runs pytest
under xvfb-run; without one these tests are skipped). Positions are built on the library boards
(levels/grundy): the Petersen graph (a top, b right, c bottom right, d bottom left, e left,
f to j inside; a's neighbours are b, e, f) and the map of 14 countries.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.ui import theme  # noqa: E402
from game.ui.input import Action  # noqa: E402
from tests.ui.helpers import InstantWorker, pixel, send  # noqa: E402
from tests.ui.helpers import click_at as click  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import screen_image as image  # noqa: E402
from game.scenes.mode_steps import make_screen


@pytest.fixture
def window(app):
    """The suite's shared hidden window (tests/conftest.py), cleaned for this test (tests/ui/conftest.py)."""
    return app


def open_screen(window, board="petersen", moves=(), seed=1, seats=None):
    from game.scenes.grundy.screen import GrundyScreen
    screen = GrundyScreen.for_board(board, moves, seed=seed, seats=seats)
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def close(a, b, tolerance: int = 40) -> bool:
    return all(abs(int(p) - int(q)) <= tolerance for p, q in zip(a, b))


def distance(a, b) -> int:
    return sum(abs(int(p) - int(q)) for p, q in zip(a, b))


def settle(window, screen, frames: int = 200):
    for _ in range(frames):
        if not screen.is_animating():
            break
        window.render_frame(1 / 20)
    window.render_frame()


def index(screen, label: str) -> int:
    return screen.board.labels.index(label)


# ---- pixels --------------------------------------------------------------------------------------
def test_a_number_written_by_a_player_shows_that_players_colour_and_a_readable_number(window):
    screen = open_screen(window, moves=["a=1", "b=2"])
    state = screen.session.state
    a, b, h = index(screen, "a"), index(screen, "b"), index(screen, "h")
    r = screen.layout.radius
    img = image(window)
    for vertex in (a, b):
        seat = state.owners[vertex]
        x, y = screen.layout.centres[vertex]
        # beside the number, inside the token: the writer's colour, not the other player's
        got = pixel(window, x - r * 0.55, y - r * 0.1, img)
        mine, theirs = theme.player_colour(seat), theme.player_colour(1 - seat)
        assert close(got, mine, 60), (vertex, got, mine)
        assert distance(got, mine) < distance(got, theirs)
        # the number itself: bright cream strokes at the token's centre
        bright = [pixel(window, x + dx, y + dy, img) for dx in range(-8, 9, 2) for dy in range(-10, 11, 2)]
        assert sum(min(c) > 200 for c in bright) >= 6
    # an empty circle is a dark socket, in no player's colour
    x, y = screen.layout.centres[h]
    empty = pixel(window, x - r * 0.55, y - r * 0.1, img)
    assert max(empty) < 90
    assert screen.view.numbers[a].text == "1" and screen.view.numbers[b].text == "2" and screen.view.numbers[h].text == ""


def test_the_colour_blind_palette_recolours_the_tokens(window):
    screen = open_screen(window, moves=["a=1"])
    seat = screen.session.state.owners[index(screen, "a")]
    x, y = screen.layout.centres[index(screen, "a")]
    r = screen.layout.radius
    try:
        theme.set_colour_blind(True)
        assert close(pixel(window, x - r * 0.55, y - r * 0.1), theme.OKABE_ITO_PLAYERS[seat], 60)
    finally:
        theme.set_colour_blind(False)
    assert close(pixel(window, x - r * 0.55, y - r * 0.1), theme.STANDARD_PLAYERS[seat], 60)


def test_a_map_board_draws_filled_countries_in_the_writers_colour_with_borders(window):
    screen = open_screen(window, board="map-14", moves=["a=1", "c=2"])
    state = screen.session.state
    layout = screen.layout
    assert layout.is_map and len(layout.polygons) == 14
    img = image(window)
    for label in ("a", "c"):
        v = index(screen, label)
        seat = state.owners[v]
        cx, cy = layout.centres[v]
        px, py = layout.polygons[v][0]
        # between the label's token and a corner: the country's fill, leaning to the writer's colour
        x, y = cx + (px - cx) * 0.6, cy + (py - cy) * 0.6
        got = pixel(window, x, y, img)
        expected = layout.lit(screen.view.fill_colour(v, seat), y)
        assert close(got, expected, 30), (label, got, expected)
        assert distance(got, theme.player_colour(seat)) < distance(got, theme.player_colour(1 - seat))
    # an empty country keeps its land tone
    v = index(screen, "i")
    cx, cy = layout.centres[v]
    px, py = layout.polygons[v][0]
    x, y = cx + (px - cx) * 0.6, cy + (py - cy) * 0.6
    assert close(pixel(window, x, y, img), layout.lit(screen.view.fill_colour(v, -1), y), 30)
    # the border two neighbours share is drawn dark
    u, w = next((u, w) for u, w in screen.board.edges if u == index(screen, "a"))
    shared = [p for p in layout.polygons[u] if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5
                                                    for q in layout.polygons[w])]
    assert len(shared) >= 2
    (x0, y0), (x1, y1) = shared[:2]
    assert max(pixel(window, (x0 + x1) / 2, (y0 + y1) / 2, img)) < 70
    # every country is found under its own label point
    for v, (x, y) in enumerate(layout.centres):
        assert layout.vertex_at(x, y) == v


# ---- the mouse ---------------------------------------------------------------------------------
def test_a_click_opens_the_picker_on_the_smallest_allowed_number_and_a_click_on_it_writes_it(window):
    screen = open_screen(window, moves=["a=1", "c=2"])
    b = index(screen, "b")                      # next to a (1) and c (2): 3 is the smallest
    mover = screen.session.current_player()
    x, y = screen.layout.centres[b]
    click(window, x, y)
    assert screen.choice.focus == b and screen.choice.picker_open
    assert screen.choice.pending == 3
    window.render_frame()
    # the smallest allowed number is highlighted in gold in the picker
    cx, cy = screen.picker.chip_centre(3)
    assert close(pixel(window, cx - 12, cy - 10), theme.ACCENT, 40)
    assert not close(pixel(window, *screen.picker.chip_centre(4)), theme.ACCENT, 40)
    assert screen.session.moves == []           # nothing written yet
    click(window, *screen.picker.chip_centre(3))
    live = screen.session.state
    assert live.numbers[b] == 3 and live.owners[b] == mover
    assert screen.session.moves[-1] == "b=3"
    assert live.scores[mover] == 3 + (1 if mover == live.owners[index(screen, "a")] else 2)


def test_the_picker_lets_the_mouse_write_a_larger_number(window):
    screen = open_screen(window, moves=["a=1"])
    e = index(screen, "e")                      # next to a (1): 2 is the smallest
    x, y = screen.layout.centres[e]
    click(window, x, y)
    assert screen.choice.pending == 2
    # a struck-out number (a neighbour holds it) is refused
    click(window, *screen.picker.chip_centre(1))
    assert screen.session.moves == [] and screen.session.state.numbers[e] == 0
    # a larger one is written
    click(window, *screen.picker.chip_centre(4))
    assert screen.session.state.numbers[e] == 4
    assert screen.session.moves[-1] == "e=4"


def test_the_more_chip_reaches_numbers_above_the_listed_ones(window):
    screen = open_screen(window, moves=["a=1"])
    e = index(screen, "e")
    click(window, *screen.layout.centres[e])
    top = screen.picker.chip_numbers()[-1]
    click(window, *screen.picker.chip_centre("more"))
    assert screen.choice.pending == top + 1 and screen.session.moves == []
    # clicking the vertex again writes the number picked
    click(window, *screen.layout.centres[e])
    assert screen.session.state.numbers[e] == top + 1


def test_a_click_on_a_filled_circle_or_the_background_writes_nothing(window):
    screen = open_screen(window, moves=["a=1"])
    click(window, *screen.layout.centres[index(screen, "a")])
    assert screen.session.moves == [] and not screen.choice.picker_open
    assert "already holds 1" in screen.status_text()
    click(window, 30, 80)
    assert screen.session.moves == [] and screen.choice.focus is None


def test_a_right_click_writes_the_smallest_allowed_number_at_once(window):
    screen = open_screen(window, moves=["a=1"])
    f = index(screen, "f")
    click(window, *screen.layout.centres[f], arcade.MOUSE_BUTTON_RIGHT)
    assert screen.session.moves[-1] == "f=2"


def test_hovering_a_circle_shows_the_numbers_allowed_there(window):
    screen = open_screen(window, moves=["a=2", "c=3"])
    b = index(screen, "b")                      # next to a (2) and c (3): 1, then 4 and up
    x, y = screen.layout.centres[b]
    send(window, "on_mouse_motion", x + 3, y - 2, 0, 0)
    assert screen.choice.hover == b
    lines = screen.marks.tooltip_lines()
    assert lines[0].startswith("Circle b")
    assert lines[1] == "Allowed: 1, 4 and up"
    assert lines[2] == "Taken by neighbours: 2, 3"
    img = image(window)
    # the tooltip is drawn next to the pointer, and the circle shows a ghost of the smallest number
    left, bottom, width, height = screen.marks.tooltip_box
    assert (left > x or left + width < x) and bottom + height < y     # beside and below the pointer
    assert close(pixel(window, left + width - 8, bottom + 8, img), theme.BACKGROUND_DEEP, 12)
    assert screen.marks.ghost.text == "1"
    # a filled circle says what it holds and who wrote it
    a = index(screen, "a")
    send(window, "on_mouse_motion", *screen.layout.centres[a], 0, 0)
    lines = screen.marks.tooltip_lines()
    assert lines[0] == "Circle a holds 2"
    assert lines[1] == f"Written by {screen.seat_name(screen.session.state.owners[a])}"
    # away from the board: no tooltip
    send(window, "on_mouse_motion", 30, 80, 0, 0)
    assert screen.marks.tooltip_lines() is None
    window.render_frame()
    assert screen.marks.tooltip_box is None
    # nor once the pointer is over the side panel (whose motion never reaches the board)
    send(window, "on_mouse_motion", *screen.layout.centres[b], 0, 0)
    assert screen.marks.tooltip_lines() is not None
    for x in (1100, 1110):
        send(window, "on_mouse_motion", x, 400, 10, 0)
    window.render_frame()
    assert screen.choice.hover is None and screen.marks.tooltip_lines() is None


# ---- keys and pads -------------------------------------------------------------------------------
def test_cursor_keys_move_between_empty_circles_and_enter_writes_the_smallest_allowed(window):
    screen = open_screen(window, moves=["a=1", "c=2"])
    assert screen.choice.focus is None
    press(window, arcade.key.RIGHT)
    first = screen.choice.focus
    assert first is not None and screen.session.state.numbers[first] == 0
    press(window, arcade.key.DOWN)
    second = screen.choice.focus
    assert second != first
    assert screen.layout.centres[second][1] < screen.layout.centres[first][1]
    assert screen.session.state.numbers[second] == 0
    press(window, arcade.key.RIGHT)
    third = screen.choice.focus
    assert screen.layout.centres[third][0] > screen.layout.centres[second][0]
    state = screen.session.state
    smallest = min(k for k in range(1, 10) if state.is_legal_move((third, k)))
    assert screen.choice.pending == smallest
    press(window, arcade.key.ENTER)
    assert screen.session.moves[-1] == f"{screen.board.labels[third]}={smallest}"
    # the cursor hides while the number pops in; the next key brings it back beside it
    assert screen.choice.focus is None
    settle(window, screen)
    press(window, arcade.key.UP)
    live = screen.session.state
    empty = [v for v in range(live.board.size) if not live.numbers[v]]
    import math
    nearest = min(math.dist(screen.layout.centres[v], screen.layout.centres[third]) for v in empty)
    assert screen.choice.focus in empty
    assert math.dist(screen.layout.centres[screen.choice.focus], screen.layout.centres[third]) == nearest


def test_tab_and_plus_raise_the_number_before_enter_and_shift_tab_lowers_it(window):
    screen = open_screen(window, moves=["a=1"])
    press(window, arcade.key.RIGHT)
    v = screen.choice.focus
    state = screen.session.state
    allowed = [k for k in range(1, 8) if state.is_legal_move((v, k))]
    assert screen.choice.pending == allowed[0]
    press(window, arcade.key.TAB)
    assert screen.choice.pending == allowed[1]
    press(window, arcade.key.PLUS)
    assert screen.choice.pending == allowed[2]
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert screen.choice.pending == allowed[1]
    assert not screen.session.in_replay        # lowering the number is not looking back
    press(window, arcade.key.ENTER)
    assert screen.session.state.numbers[v] == allowed[1]


def test_a_gamepad_plays_through_the_same_actions(window):
    screen = open_screen(window, moves=["a=1"])
    assert screen.on_action("pad1", Action.LEFT)
    v = screen.choice.focus
    assert v is not None
    smallest = screen.choice.pending
    screen.on_action("pad1", Action.NEXT)          # RB: a larger number
    assert screen.choice.pending > smallest
    screen.on_action("pad1", Action.PREV)          # LB: back to the smallest
    assert screen.choice.pending == smallest
    screen.on_action("pad1", Action.CONFIRM)       # Ⓐ
    assert screen.session.state.numbers[v] == smallest


def test_escape_closes_the_picker_before_it_opens_the_menu(window):
    screen = open_screen(window, moves=["a=1"])
    press(window, arcade.key.RIGHT)
    assert screen.choice.picker_open
    press(window, arcade.key.ESCAPE)
    assert screen.choice.focus is None and not screen.choice.picker_open
    assert window.scenes.current is screen


# ---- animation, scores, demo ---------------------------------------------------------------------
def test_a_written_number_pops_in_then_stays(window):
    screen = open_screen(window, moves=["a=1"])
    f = index(screen, "f")
    mover = screen.session.current_player()
    x, y = screen.layout.centres[f]
    r = screen.layout.radius
    click(window, x, y)
    click(window, *screen.picker.chip_centre(2))
    assert screen.is_animating()
    # at the start the token is still small: the socket shows around it
    window.render_frame(0.0)
    early = pixel(window, x - r * 0.7, y - r * 0.1)
    assert not close(early, theme.player_colour(mover), 60)
    settle(window, screen)
    assert not screen.is_animating()
    assert close(pixel(window, x - r * 0.55, y - r * 0.1), theme.player_colour(mover), 60)
    assert screen.view.numbers[f].text == "2"


def test_the_side_panel_shows_each_players_running_score(window):
    screen = open_screen(window, moves=["a=1", "b=2", "c=1"])
    state = screen.session.state
    first = state.owners[index(screen, "a")]
    assert screen.seat_score(state, first) == "2 pts"
    assert screen.seat_score(state, 1 - first) == "2 pts"
    window.render_frame()
    assert [t.text for t in screen.panel.scores] == [screen.seat_score(state, 0), screen.seat_score(state, 1)]


def test_the_cached_side_panel_is_drawn_again_after_a_move(window):
    """The panel is cached in a texture: a move must still show on screen (the new row in the
    move list, the score), not only in the panel's texts."""
    from PIL import ImageChops
    screen = open_screen(window, moves=["a=1", "b=2", "c=1"])
    panel_box = (968, 0, 1280, 720)
    before = image(window).crop(panel_box)
    assert screen.submit_move(screen.session.state.legal_moves()[0])
    settle(window, screen)
    after = image(window).crop(panel_box)
    changed = ImageChops.difference(before, after).getbbox()
    assert changed is not None
    ll, lb, lw, lh = screen.panel.list_rect()
    fourth_row_y = 720 - (lb + lh - 3 * 24)      # image rows count from the top
    assert changed[1] <= fourth_row_y <= changed[3]


def test_the_demo_is_a_game_in_progress(window):
    from game.scenes.grundy.screen import GrundyScreen
    screen = GrundyScreen.demo()
    state = screen.session.state
    assert 0 < state.filled < state.board.size
    assert not screen.session.autosave_enabled


def test_a_map_country_is_chosen_by_clicking_inside_it(window):
    screen = open_screen(window, board="map-14", moves=["a=1", "c=2"])
    layout = screen.layout
    d = index(screen, "d")
    cx, cy = layout.centres[d]
    px, py = layout.polygons[d][2]
    # anywhere inside the country, not only on its label
    click(window, cx + (px - cx) * 0.7, cy + (py - cy) * 0.7)
    assert screen.choice.focus == d and screen.choice.picker_open
    state = screen.session.state
    smallest = min(k for k in range(1, 10) if state.is_legal_move((d, k)))
    assert screen.choice.pending == smallest
    click(window, *screen.picker.chip_centre(smallest))
    assert screen.session.moves[-1] == f"d={smallest}"


def test_against_a_bot_its_number_is_animated_then_the_human_picks(window):
    from game.core.session import Seat
    from game.engines.grundy.rules import GAME
    state = GAME.new_initial_state({"board": "petersen"}, 1)
    bot = state.current_player()
    seats = [Seat.human(), Seat.human()]
    seats[bot] = Seat.bot_seat("easy")
    worker = InstantWorker()
    previous, window._bot_worker = window._bot_worker, worker
    try:
        from game.scenes.grundy.screen import GrundyScreen
        screen = GrundyScreen.for_state(state, seats)
        window.scenes.reset(screen, fade=False)
        window.scenes.finish()
        window.render_frame()
        assert not screen.interactive
        click(window, *screen.layout.centres[index(screen, "h")])
        assert not screen.choice.picker_open                # not the human's turn: no picker
        animated = False
        for _ in range(200):
            window.render_frame(1 / 20)
            animated = animated or screen.is_animating()
            if screen.session.moves and not screen.is_animating():
                break
        assert worker.requests == 1 and animated
        vertex, number = state.legal_moves()[0]
        assert screen.session.state.numbers[vertex] == number
        assert screen.interactive                    # now the human may write
        click(window, *screen.layout.centres[index(screen, "h")])
        assert screen.choice.picker_open and screen.choice.focus == index(screen, "h")
    finally:
        window._bot_worker = previous


def test_looking_back_shows_the_earlier_position_and_offers_no_picker(window):
    screen = open_screen(window, moves=[])
    a, f = index(screen, "a"), index(screen, "f")
    assert screen.write(a, 1) and screen.skip_animation() is None
    assert screen.write(f, 2)
    settle(window, screen)
    screen.replay_to(1)
    window.render_frame()
    assert screen.shown.numbers[a] == 1 and screen.shown.numbers[f] == 0
    assert screen.view.numbers[f].text == ""
    click(window, *screen.layout.centres[index(screen, "h")])
    assert not screen.choice.picker_open and screen.session.moves == ["a=1", "f=2"]
    screen.replay_to(None)
    window.render_frame()
    assert screen.view.numbers[f].text == "2"


def test_a_tutorial_is_played_through_on_the_board(window):
    from game.core.levels import load_tutorials
    from game.modes.lesson import Lesson
    levels, _ = load_tutorials()
    level = next(lv for lv in levels if "grundy-01" in str(lv.path))
    screen = make_screen(Lesson(level))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    press(window, arcade.key.ENTER)                  # read the first note
    assert screen.lesson.waiting_for_move()
    # a wrong number is refused with the coach's hint
    click(window, *screen.layout.centres[index(screen, "a")])
    click(window, *screen.picker.chip_centre(2))
    assert screen.session.moves == [] and screen.lesson.hint
    click(window, *screen.picker.chip_centre(1))
    assert screen.session.moves == ["a=1"]
    for _ in range(120):                             # the opponent's reply follows
        window.render_frame(1 / 20)
        if len(screen.session.moves) == 2 and not screen.is_animating():
            break
    assert screen.session.moves == ["a=1", "d=1"]
    # b: the smallest number it allows, written from the keyboard cursor
    screen.choice.focus = None
    send(window, "on_mouse_motion", *screen.layout.centres[index(screen, "b")], 0, 0)
    press(window, arcade.key.RIGHT)                  # the cursor starts on the hovered circle
    assert screen.choice.focus == index(screen, "b") and screen.choice.pending == 2
    press(window, arcade.key.ENTER)
    assert screen.session.moves[2] == "b=2"
