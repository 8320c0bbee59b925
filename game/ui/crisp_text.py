"""Text rasterised at the window's real pixel scale.

The game lays everything out in a fixed 1280x720 logical space and a camera scales it to the
window. pyglet renders a glyph's bitmap at the font's logical size, so at any other window
size the camera stretches or shrinks that bitmap: small text breaks up below 1280x720 and
goes soft above it.

`install()` swaps pyglet's system font class for `CrispFont` (a subclass of it), which keeps
every metric of the logical font (advances, ascent, descent: layouts and text widths do not
change) but draws each glyph with a bitmap rendered at the pixel scale, from a twin font loaded at
`dpi * scale`, its quad scaled back to logical units. `set_pixel_scale()` (the window calls
it when its size changes) lays every live text out again with the new glyphs; a frame that
does not resize pays nothing.
"""
from __future__ import annotations

import copy
import weakref

import pyglet.font
from pyglet.font.freetype_lib import (FT_FACE_FLAG_COLOR, FT_LOAD_RENDER, FT_LOAD_TARGET_LIGHT,
                                      FT_Load_Glyph)
from pyglet.gl import GL_NEAREST
from pyglet.text.layout import IncrementalTextLayout, TextLayout

_pixel_scale = 1.0
# Live layouts, laid out again when the scale changes (weak: a text nobody holds just goes).
_layouts: "weakref.WeakSet[TextLayout]" = weakref.WeakSet()
_installed = False
# pyglet's font class for this platform (FreeType, Win32, Quartz), as pyglet chose it: the base of
# CrispFont and of its twins
SystemFont = pyglet.font._system_font_class
NUDGE = 1 / 16
# Text of fewer pixels is filtered, not snapped (see _crisp_glyph).
SMALLEST_SNAPPED_PIXELS = 10


def pixel_scale() -> float:
    return _pixel_scale


def twin_dpi(dpi: float, scale: float | None = None) -> int:
    """The dpi glyph bitmaps are rendered at for fonts of `dpi` at the pixel `scale`."""
    return max(24, round(dpi * (_pixel_scale if scale is None else scale)))


def install() -> None:
    """Make pyglet load `CrispFont`s and keep a list of live layouts (once, before any text)."""
    global _installed
    if _installed:
        return
    _installed = True
    pyglet.font._system_font_class = CrispFont

    original_init, original_delete = TextLayout.__init__, TextLayout.delete
    layouts = _layouts           # held here: a text deleted at interpreter exit outlives the module

    def init(layout, *args, **kwargs):
        original_init(layout, *args, **kwargs)
        layouts.add(layout)

    def delete(layout):
        layouts.discard(layout)
        original_delete(layout)

    TextLayout.__init__, TextLayout.delete = init, delete
    incremental_delete = IncrementalTextLayout.delete      # its own, not TextLayout's

    def delete_incremental(layout):
        layouts.discard(layout)
        incremental_delete(layout)
    IncrementalTextLayout.delete = delete_incremental


def set_pixel_scale(scale: float) -> bool:
    """The window's pixels per logical unit changed: lay every live text out again with
    glyphs rendered at the new scale. True when anything changed."""
    global _pixel_scale
    if twin_dpi(96, scale) == twin_dpi(96, _pixel_scale):
        _pixel_scale = scale
        return False
    _pixel_scale = scale
    for layout in list(_layouts):
        relayout(layout)
    return True


def relayout(layout: TextLayout) -> None:
    if isinstance(layout, IncrementalTextLayout):
        if layout.document is None:
            return
        layout._invalid_glyphs.invalidate(0, len(layout.document.text))
    layout._update()


class TwinFont(SystemFont):
    """A twin's glyphs are hinted vertically only: fully hinted outlines are widened to the
    pixel grid (a small P two pixels wider), and would overlap at the logical advances.
    Uses its base's `size`, `dpi` and, where the platform has one, FreeType `face`."""

    size: float                  # the base class's: the size in points
    dpi: int                     # ... and the dpi it was loaded at

    def get_glyph_slot(self, character: str):
        slot = super().get_glyph_slot(character)
        face = getattr(self, "face", None)
        index = face.get_character_index(character) if face is not None else 0
        if not index or face.face_flags & FT_FACE_FLAG_COLOR:
            return slot                  # a fallback font's glyph, or a colour one: as loaded
        face.set_char_size(self.size, self.dpi)
        FT_Load_Glyph(face.ft_face, index, FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT)
        return face.ft_face.contents.glyph.contents


class CrispFont(SystemFont):
    """A font whose glyphs keep their logical metrics but carry bitmaps rendered at the
    pixel scale (see the module's doc), from twins of it loaded at that scale. Uses its
    base's `dpi` and `get_glyphs`."""

    dpi: int                     # the base class's: the dpi it was loaded at
    twin_class = TwinFont

    def __init__(self, name, size, weight="normal", italic=False, stretch=False, dpi=None):
        super().__init__(name, size, weight=weight, italic=italic, stretch=stretch, dpi=dpi)
        self._crisp_args = (name, size, weight, italic, stretch)
        self._twins: dict[int, TwinFont] = {}                  # dpi -> the font loaded at it
        self._crisp_glyphs: dict[tuple[int, str], object] = {}  # (dpi, character) -> glyph

    def get_glyphs(self, text: str):
        glyphs, offsets = super().get_glyphs(text)
        dpi = twin_dpi(self.dpi)
        if dpi == self.dpi or len(glyphs) != len(text):
            return glyphs, offsets
        crisp = self._crisp_glyphs
        out = []
        for char, glyph in zip(text, glyphs):
            key = (dpi, char)
            made = crisp.get(key)
            if made is None:
                made = crisp[key] = self._crisp_glyph(char, glyph, dpi)
            out.append(made)
        return out, offsets

    def _crisp_glyph(self, char: str, logical, dpi: int):
        twin = self._twins.get(dpi)
        if twin is None:
            name, size, weight, italic, stretch = self._crisp_args
            # the plain class: its glyphs are the bitmaps, not crisp ones again
            twin = self._twins[dpi] = self.twin_class(name, size, weight=weight, italic=italic,
                                           stretch=stretch, dpi=dpi)
            if size * dpi / 72 >= SMALLEST_SNAPPED_PIXELS:
                # drawn at its own size, so nearest texels: a linear filter would smear a
                # one-pixel stem standing between two screen pixels into two faint ones.
                # Smaller text keeps the linear filter: snapped, its letters come out uneven.
                twin.texture_min_filter = twin.texture_mag_filter = GL_NEAREST
        hires = twin.get_glyphs(char)[0][0]
        if hires.colored != logical.colored:
            return logical
        shrink = self.dpi / dpi
        glyph = copy.copy(hires)         # a region of the twin's atlas: no texture of its own
        # The quad reaches half a texel into the atlas's empty border on every side: a glyph
        # edge exactly on a pixel centre (common: whole logical positions at scales like 0.75)
        # would otherwise lose its first row or column of texels to the rasteriser's tie rule.
        left, bottom, right, top = hires.vertices
        # Nudged a sixteenth of a pixel too, so that no pixel centre falls exactly between two texels.
        left, bottom, right, top = left + NUDGE, bottom + NUDGE, right + NUDGE, top + NUDGE
        glyph.vertices = ((left - 0.5) * shrink, (bottom - 0.5) * shrink,
                          (right + 0.5) * shrink, (top + 0.5) * shrink)
        du, dv = 0.5 / hires.owner.width, 0.5 / hires.owner.height
        u0, v0, _, u1, _, _, _, v1, _, _, _, _ = hires.tex_coords
        glyph.tex_coords = (u0 - du, v0 - dv, 0.0, u1 + du, v0 - dv, 0.0,
                            u1 + du, v1 + dv, 0.0, u0 - du, v1 + dv, 0.0)
        glyph.advance, glyph.baseline, glyph.lsb = logical.advance, logical.baseline, logical.lsb
        return glyph
