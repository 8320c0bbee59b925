"""Cached layers (game.ui.draw.CachedLayer): drawn into a texture once, shown as one quad,
and at most one of them drawn again in a frame, so a move that changes the board and the
side panel at once costs one layer render a frame, not two."""
from __future__ import annotations

import pytest

from game.scenes.base import Scene
from game.ui import theme
from game.ui.draw import CachedLayer
from tests.ui.helpers import draw_only, pixel, show

pytestmark = pytest.mark.screen


def colour_at(window, x: float, y: float):
    """The colour the last draw left at logical (x, y): no new frame is drawn to read it."""
    import arcade
    image = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
    return pixel(window, x, y, image)


class TwoLayers(Scene):
    """Two layers side by side, each a flat colour that a test can change."""
    show_backdrop = False

    def __init__(self):
        super().__init__()
        self.colours = {"left": (200, 40, 40), "right": (40, 40, 200)}
        self.left = CachedLayer(lambda: self._fill("left", 0), region=(0, 0, 640, theme.HEIGHT))
        self.right = CachedLayer(lambda: self._fill("right", 640), region=(640, 0, 640, theme.HEIGHT))

    def _fill(self, side: str, left: float) -> None:
        import arcade
        arcade.draw_lrbt_rectangle_filled(left, left + 640, 0, theme.HEIGHT, self.colours[side])

    def draw(self) -> None:
        self.left.draw()
        self.right.draw()

    draw_chrome = lambda self: None   # noqa: E731  (no hint line over the colours)


def test_first_draw_renders_every_layer_then_one_render_a_frame_shares_the_changes(app):
    scene = TwoLayers()
    show(app, scene)
    draw_only(app)
    assert (scene.left.renders, scene.right.renders) == (1, 1)    # a layer never drawn is never put off
    assert colour_at(app, 100, 300) == (200, 40, 40) and colour_at(app, 1000, 300) == (40, 40, 200)

    draw_only(app)
    assert (scene.left.renders, scene.right.renders) == (1, 1)    # nothing changed: nothing drawn again

    scene.colours = {"left": (40, 200, 40), "right": (230, 230, 40)}
    scene.left.invalidate()
    scene.right.invalidate()
    draw_only(app)
    assert (scene.left.renders, scene.right.renders, scene.right.deferred) == (2, 1, 1)
    assert colour_at(app, 100, 300) == (40, 200, 40) and colour_at(app, 1000, 300) == (40, 40, 200)  # last picture
    draw_only(app)
    assert (scene.left.renders, scene.right.renders) == (2, 2)
    assert colour_at(app, 1000, 300) == (230, 230, 40)


def test_a_resized_window_draws_every_layer_again_at_once(app):
    scene = TwoLayers()
    show(app, scene)
    draw_only(app)
    scene.left.invalidate()
    app.set_size(1000, 600)
    draw_only(app)
    assert (scene.left.renders, scene.right.renders) == (2, 2)
    app.set_size(1280, 720)
