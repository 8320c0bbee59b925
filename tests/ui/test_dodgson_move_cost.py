"""What a move costs the Not a Dodgson System Chess screen, counted (never timed): a move never
renders the board layer whole again, draws it again only inside the squares and the parts of the
table it changed, touches only the piece sprites of its squares and draws no new piece picture
once the screen has settled; and the patched layer shows exactly what a whole render shows.

Runs in the suite's hidden window (needs a display, like test_dodgson_screen.py), with the board
layer single-sampled whatever the window (helpers.single_sampled: a multisampled layer is rendered
whole by design). Counts start once the screen has settled and every piece picture a move may need
is made (events, not a number of frames).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from game.engines.dodgson import GAME  # noqa: E402
from game.engines.dodgson.board import parse_square  # noqa: E402
from game.scenes.match_layout import BOARD_RECT  # noqa: E402
from tests.dodgson.helpers import make_state  # noqa: E402
from tests.ui.helpers import animate_out, run_until_settled, single_sampled  # noqa: E402


@pytest.fixture
def window(app):
    return app


def open_screen(window, state, samples: int = 0):
    from game.scenes.dodgson.screen import DodgsonScreen
    screen = single_sampled(DodgsonScreen.for_state(state, [Seat.human() for _ in range(4)]))
    screen.baked.samples = samples
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    # the stamps a move may need are made on quiet frames, a few a frame: until all are
    run_until_settled(window, screen, ready=lambda: not screen.view._ahead)
    return screen


def move(text: str):
    """'A c3xd4' -> the engine's move tuple (board, from, to, promotion)."""
    board, squares = text.split()
    frm, to = squares.replace("x", "-").split("-")
    return "AB".index(board), parse_square(frm), parse_square(to), 0


def play_out(window, screen, move_) -> int:
    """Play `move_`, run its animation to the end and a few frames more; the frames it took."""
    assert screen.submit_move(move_)
    return animate_out(window, screen, limit=400)


def counters(screen) -> dict:
    view, layer = screen.view, screen.baked
    return {"layer renders": layer.renders, "stamps drawn": view.stamps.renders,
            "sprite changes": view.sprite_changes, "rebuilds": view.rebuilds,
            "patches": layer.patches, "patch passes": layer.patch_passes}


def board_pixels(window):
    """The board area as drawn in the last frame."""
    image = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
    scale = image.size[0] / 1280
    left, bottom, width, height = BOARD_RECT
    top = image.size[1] - (bottom + height) * scale
    return image.crop((int(left * scale), int(top), int((left + width) * scale), int(image.size[1] - bottom * scale)))


def test_a_capture_patches_the_layer_and_touches_only_its_own_squares(window):
    state = make_state({"A c3": "Wp", "A d4": "Bp", "A a1": "Wq", "B f5": "Gn"})
    screen = open_screen(window, state)
    before = counters(screen)
    frames = play_out(window, screen, move("A c3xd4"))
    after = counters(screen)
    spent = {key: after[key] - before[key] for key in before}
    assert frames > 20                                   # it did animate
    assert spent["layer renders"] == 0                   # never the whole layer again
    assert spent["stamps drawn"] == 0                    # every picture it needed was ready
    # c3 emptied and the victim on d4 taken at landing; the piece appears on B d4 at the end
    assert spent["sprite changes"] == 3
    # the last move's marks when it lands and when it ends, the standings once
    assert spent["rebuilds"] == 3
    assert 2 <= spent["patches"] <= 3 and spent["patch passes"] <= 8


def test_a_quiet_move_leaves_the_standings_alone_until_the_turn_passes(window):
    screen = open_screen(window, GAME.new_initial_state({}, seed=1))
    before = counters(screen)
    assert screen.submit_move(move("A c2-c3"))
    window.render_frame(1 / 60)
    landed = counters(screen)
    # landing: only c2 changes on the layer (c3 stays empty until the piece arrives on B c3)
    assert landed["sprite changes"] - before["sprite changes"] == 1
    assert landed["rebuilds"] - before["rebuilds"] == 1          # the marks (none on c2, c3)
    assert landed["patch passes"] - before["patch passes"] == 1
    animate_out(window, screen)
    ended = counters(screen)
    assert ended["layer renders"] == before["layer renders"]
    assert ended["sprite changes"] - landed["sprite changes"] == 1   # the pawn on B c3
    assert ended["rebuilds"] - landed["rebuilds"] == 2                # new marks; the turn row


@pytest.mark.parametrize("seed, samples", [(1, 0), (2, 0), (1, 4)])
def test_the_patched_layer_shows_what_a_whole_render_shows(window, seed, samples):
    """A capture, then seeded legal moves: after each, the layer as patched is the layer as a
    whole render draws it, pixel for pixel (multisampled too, as on a graphics card)."""
    import random
    state = make_state({"A c3": "Wp", "A d4": "Bp", "A a1": "Wq", "B f5": "Gn", "B b1": "Gr", "B e5": "Bn"})
    screen = open_screen(window, state, samples)
    assert (screen.baked._ms_fbo is not None) == bool(samples)
    rng = random.Random(seed)
    renders = screen.baked.renders
    for ply in range(4):
        choice = move("A c3xd4") if ply == 0 else rng.choice(screen.session.state.legal_moves())
        play_out(window, screen, choice)
        assert screen.baked.renders == renders
        patched = board_pixels(window)
        screen.baked.invalidate()
        window.render_frame(1 / 60)
        renders += 1
        assert screen.baked.renders == renders
        assert patched.tobytes() == board_pixels(window).tobytes(), (ply, choice)
