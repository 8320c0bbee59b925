"""The Fractal territory screen, rendered headless: stones where placed, the tint of a completed
cell, clicks and the keyboard cursor place, an armed split previews and plays, the seats are
Black and White with points, and the demo draws every shape."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.engines.fractal import GAME  # noqa: E402
from tests.ui.helpers import KEY, brightness, pixel, send  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import screen_image as image  # noqa: E402


def open_screen(window, moves=(), shape="square"):
    from game.scenes.fractal.screen import FractalScreen
    state = GAME.new_initial_state({"shape": shape, "target": 400, "difference": 200})
    for text in moves:
        state.apply(state.text_to_move(text))
    screen = FractalScreen.for_state(state)
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def screen_xy(screen, text):
    """Where the vertex at a point (notation) is on screen."""
    state = screen.session.state
    v = state.text_to_move(text)[1] if not text.startswith("split") else None
    world = screen.view.world
    return screen.camera.to_screen(world.vx[v], world.vy[v])


def click(window, x, y):
    wx, wy = window.to_window(x, y)
    send(window, "on_mouse_motion", wx, wy, 0, 0)
    send(window, "on_mouse_press", wx, wy, arcade.MOUSE_BUTTON_LEFT, 0)
    send(window, "on_mouse_release", wx, wy, arcade.MOUSE_BUTTON_LEFT, 0)


def settle(window, screen):
    for _ in range(120):
        if screen.show is None:
            break
        window.render_frame(1 / 20)
    window.render_frame()


def test_a_click_on_an_empty_vertex_places_a_black_stone_there_and_white_follows(app):
    screen = open_screen(app)
    x, y = screen_xy(screen, "1/2,1/2")
    v = screen.session.state.board.index[(2 ** 12, 2 ** 12)]
    off = screen.view.stone_radius(v) * screen.camera.zoom * 0.5     # beside the dot, on the stone
    assert brightness(pixel(app, x + off, y - off)) > 100          # the wooden board
    text = screen.session.state.move_to_text(("place", v))
    click(app, x, y)
    assert screen.session.moves == [text]
    settle(app, screen)
    assert brightness(pixel(app, x + off, y - off)) < 50          # a black stone
    x2, y2 = screen_xy(screen, "0,0")
    app.render_frame()
    click(app, x2, y2)
    settle(app, screen)
    assert brightness(pixel(app, x2 + 2, y2 + 2)) > 190     # a white stone
    assert len(screen.session.moves) == 2


def test_a_click_off_every_vertex_places_nothing(app):
    screen = open_screen(app)
    x, y = screen.camera.to_screen(330, 640)
    click(app, x, y)
    assert screen.session.moves == []


def test_completed_cells_are_tinted_by_their_majority(app):
    # the opening of the worked game: Black completes the two right cells (3 black corners each)
    screen = open_screen(app, ["1/2,1", "1,1", "1/2,0", "1,0", "1,1/2", "0,1/2", "1/2,1/2"])
    settle(app, screen)
    cam, pic = screen.camera, image(app)
    dark = pixel(app, *cam.to_screen(750, 620), pic)       # inside cell 2 (upper right), complete
    plain = pixel(app, *cam.to_screen(250, 620), pic)      # inside cell 1 (upper left), not complete
    assert brightness(dark) < brightness(plain) - 12


def test_the_keyboard_cursor_walks_to_a_vertex_and_enter_places(app):
    screen = open_screen(app)
    press(app, KEY.ENTER)                              # the cursor appears near the middle
    assert screen.cursor is not None and screen.session.moves == []
    start = screen.cursor
    press(app, KEY.RIGHT)
    assert screen.cursor != start
    world = screen.view.world
    assert world.vx[screen.cursor] > world.vx[start]
    text = screen.session.state.move_to_text(("place", screen.cursor))
    press(app, KEY.ENTER)
    assert screen.session.moves == [text]


def test_an_armed_split_previews_the_cell_and_a_click_on_a_ghost_point_splits(app):
    # Black leads 6 to 2: White may split
    screen = open_screen(app, ["1/2,1", "1,1", "1/2,0", "1,0", "1,1/2", "0,1/2", "1/2,1/2"])
    settle(app, screen)
    state = screen.session.state
    cell = state.board.by_path["1"]
    point = state.board.split_points(cell)[1]          # the middle of the top edge
    world = screen.view.world
    x, y = screen.camera.to_screen(*world.point(point))
    before = pixel(app, x, y)
    press(app, KEY.S)
    assert screen.split_armed()
    send(app, "on_mouse_motion", *app.to_window(x, y), 0, 0)
    assert screen.hover_cell == cell and screen.hover_split == (cell, point)
    assert brightness(pixel(app, x, y)) > brightness(before) + 20     # the ghost point shows there
    text = state.move_to_text(("split", cell, point))
    click(app, x, y)
    assert screen.session.moves[-1] == text
    assert screen.session.state.last_new                 # the split made new vertices


def test_the_seats_are_black_and_white_and_scores_are_points(app):
    screen = open_screen(app, ["1/2,1", "1,1", "1/2,0", "1,0", "1,1/2", "0,1/2", "1/2,1/2"])
    assert [screen.seat_name(s) for s in (0, 1)] == ["Black", "White"]
    assert [screen.seat_score(screen.session.state, s) for s in (0, 1)] == ["6 pts", "2 pts"]
    assert brightness(screen.seat_colour(0)) < 100 < brightness(screen.seat_colour(1))


def test_the_hover_vertex_is_the_empty_vertex_under_the_pointer(app):
    screen = open_screen(app, ["1/2,1/2"])
    x, y = screen_xy(screen, "1,1")
    send(app, "on_mouse_motion", *app.to_window(x, y), 0, 0)
    assert screen.hover_vertex == screen.session.state.text_to_move("1,1")[1]
    taken = screen.camera.to_screen(500, 500)
    send(app, "on_mouse_motion", *app.to_window(*taken), 0, 0)
    assert screen.hover_vertex is None                  # taken already


@pytest.mark.parametrize("shape", ["square", "triangle", "carpet", "hexaflake"])
def test_the_demo_of_every_shape_draws_its_board_and_pieces(app, shape):
    from game.scenes.fractal.demo import demo_session
    from game.scenes.fractal.screen import FractalScreen
    screen = FractalScreen(demo_session(shape))
    app.scenes.reset(screen, fade=False)
    app.scenes.finish()
    pic = image(app)
    state = screen.session.state
    world = screen.view.world
    for seat in (0, 1):
        v = state.owner.index(seat)
        x, y = screen.camera.to_screen(world.vx[v], world.vy[v])
        shade = brightness(pixel(app, x, y, pic))
        assert shade < 60 if seat == 0 else shade > 180


def test_the_backdrop_is_a_cached_layer_the_board_moves_over(app):
    """The backdrop is drawn once into the cached layer; zooming, panning and playing draw the
    board again each frame but never the layer."""
    screen = open_screen(app)
    renders = screen.baked.renders
    assert renders >= 1
    screen.camera.zoom_at(480, 350, 3)
    click(app, *screen_xy(screen, "1/2,1/2"))
    settle(app, screen)
    assert screen.session.moves[:1] == ["1/2,1/2"]
    assert screen.baked.renders == renders
