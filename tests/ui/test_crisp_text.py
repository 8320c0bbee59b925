"""Text drawn at the window's real pixel scale: glyph bitmaps rendered at the size they are
seen, whole letters at any position, and every live text laid out again on a resize."""
from __future__ import annotations

import arcade
import pyglet
import pytest

from devtools.shot import resize_now
from game.ui import crisp_text, theme


def _glyph(char: str, size: float = 17, font=theme.BODY_FONT):
    return pyglet.font.load(font, size).get_glyphs(char)[0][0]


def _stems(app, size: float, text: str = "I I I I I I I I I I I I I I I I") -> list[int]:
    """Draw `text` at many sub-pixel positions, one per row, and count its lit columns per row."""
    cam = app.logical_camera
    rows = [arcade.Text(text, 40 + i / 7, 100 + i * 30, (255, 255, 255), size,
                        font_name=theme.DISPLAY_FONT, anchor_y="baseline") for i in range(16)]
    app.ctx.screen.use()
    app.clear(color=(0, 0, 0, 255))
    cam.use()
    for row in rows:
        row.draw()
    counts = []
    for i, row in enumerate(rows):
        left, bottom = cam.project((40, 100 + i * 30 + 2))
        right, _ = cam.project((40 + row.content_width, 0))
        image = arcade.get_image(int(left) - 2, int(bottom), int(right - left) + 4, 1).convert("L")
        lit = [image.getpixel((x, 0)) > 100 for x in range(image.width)]
        counts.append(sum(1 for x in range(1, len(lit)) if lit[x] and not lit[x - 1]))
    return counts


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_glyph_bitmaps_are_rendered_at_the_windows_pixel_scale(app, size):
    app.update_layout()
    # held: pyglet keeps fonts weakly (and its last 30 strongly), so a resize that lays many
    # live texts out again could let this one go and load a new one with new glyphs
    font = pyglet.font.load(theme.BODY_FONT, 17)
    plain = _glyph("H")                  # at 1280x720 a logical unit is a pixel
    resize_now(app, size)
    app.update_layout()
    scale = size[0] / theme.WIDTH
    assert crisp_text.pixel_scale() == pytest.approx(scale)
    crisp = _glyph("H")
    # the bitmap has the on-screen size, while the metrics the layouts use stay logical
    assert crisp.height == pytest.approx(plain.height * scale, abs=1.5)
    assert crisp.owner is not plain.owner
    assert crisp.advance == plain.advance
    resize_now(app, (1280, 720))
    app.update_layout()
    assert _glyph("H") is plain
    assert font.get_glyphs("H")[0][0] is plain


@pytest.mark.parametrize("size", [(960, 540), (1000, 750), (1920, 1080)])
def test_every_stroke_of_small_capitals_is_drawn_at_any_position(app, size):
    """The all-caps face at the panels' smallest size: sixteen thin I's drawn at sixteen
    sub-pixel offsets all show (a glyph edge on a pixel centre used to lose its stem)."""
    resize_now(app, size)
    app.update_layout()
    assert _stems(app, 8) == [16] * 16


def test_texts_are_laid_out_again_when_the_window_changes_size(app):
    app.update_layout()
    label = arcade.Text("Fundraising", 100, 100, theme.TEXT, 12, font_name=theme.BODY_FONT)
    width = label.content_width
    before = list(label._label._vertex_lists[0].tex_coords)
    resize_now(app, (960, 540))
    app.update_layout()
    after = list(label._label._vertex_lists[0].tex_coords)
    assert after != before                 # other glyph bitmaps
    assert label.content_width == width    # the same layout in logical units
    resize_now(app, (1280, 720))
    app.update_layout()
    assert list(label._label._vertex_lists[0].tex_coords) == before


def test_a_crisp_font_made_on_its_own_draws_with_glyphs_of_its_twin_at_the_pixel_scale(app):
    """CrispFont and TwinFont are plain subclasses of pyglet's font class for the platform (no
    mix-ins): the font pyglet loads is a CrispFont; at scale 1 it draws its own glyphs and at
    another takes its bitmaps from a TwinFont loaded at the pixel scale's dpi."""
    assert pyglet.font._system_font_class is crisp_text.CrispFont
    assert crisp_text.CrispFont.__bases__ == (crisp_text.SystemFont,)
    assert crisp_text.TwinFont.__bases__ == (crisp_text.SystemFont,)
    app.update_layout()
    font = pyglet.font.load(theme.BODY_FONT, 23)
    assert type(font) is crisp_text.CrispFont and font.dpi == 96
    logical = font.get_glyphs("H")[0][0]
    assert logical.owner not in {twin.get_glyphs("H")[0][0].owner for twin in font._twins.values()}
    resize_now(app, (1920, 1080))
    app.update_layout()
    try:
        crisp = font.get_glyphs("H")[0][0]
        twin = font._twins[crisp_text.twin_dpi(96)]
        assert type(twin) is crisp_text.TwinFont and twin.dpi == 144
        assert crisp.owner is twin.get_glyphs("H")[0][0].owner and crisp.advance == logical.advance
    finally:
        resize_now(app, (1280, 720))
        app.update_layout()
