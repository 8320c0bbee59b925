"""Small pictures drawn once into textures and then placed as sprites (`Stamps`): a piece (token,
badge and glyph), a token without its shadow, a shadow, a dot of the crossing trail.

Why: drawn as shapes, the pieces are about 4,000 triangles a frame, and software OpenGL paid
10-15 ms a frame for them; baked into the board layer instead, every move re-rendered the whole
layer (40 ms and more). As sprites they cost one draw call and one textured quad a piece, and a
move only retextures or moves the sprites it touched.

A stamp is rendered at the window's pixel scale in premultiplied alpha, so that a sprite drawn 1:1
with `PREMULTIPLIED` blending gives the pixels the shapes would have given drawn straight on the
board; the sub-pixel phase of where it will stand is part of its key for the same reason, and in a
multisampled window it is drawn multisampled too.
"""
from __future__ import annotations

import math

import arcade
import pyglet.gl as gl
from arcade.camera.static import static_from_raw_orthographic

from game.ui import theme

STAMP = 64                                # a stamp's side in logical pixels (unless its drawing says)
PREMULTIPLIED = (arcade.gl.ONE, arcade.gl.ONE_MINUS_SRC_ALPHA)
# Into a stamp: colour as usual, alpha accumulated as coverage (premultiplied result).
_RENDER_BLEND = (arcade.gl.SRC_ALPHA, arcade.gl.ONE_MINUS_SRC_ALPHA, arcade.gl.ONE, arcade.gl.ONE_MINUS_SRC_ALPHA)


def pixel_scale() -> float:
    """Window pixels per logical pixel (1.0 at 1280x720)."""
    window = arcade.get_window()
    window.update_layout()
    return max(0.25, window.logical_camera.viewport.width / theme.WIDTH)


def split(v: float) -> tuple[int, float]:
    """A coordinate as a whole pixel and its phase (0 or 0.5: where the boards' shapes stand)."""
    whole = math.floor(v)
    return whole, round((v - whole) * 2) / 2


class Stamps:
    """Textures made on first use, keyed by what they show (see the module docstring). `atlas`
    is the one the sprite lists drawing them must use; `renders` counts the stamps drawn."""

    def __init__(self):
        self.scale = pixel_scale()
        # room for a hundred stamps, so the atlas never grows (a costly copy) while a move plays
        side = 1024 if self.scale <= 1.5 else 2048
        self.atlas = arcade.DefaultTextureAtlas((side, side))
        self._textures: dict = {}
        self._smoothing: dict = {}        # multisampled targets by size (see _render_smoothed)
        self.renders = 0

    def make_ahead(self, wanted) -> bool:
        """Make the first stamp of `wanted` ((key, draw) pairs) not made yet; False when all are.
        Called on quiet frames, one stamp a frame, so that a move finds what it draws ready."""
        for key, draw in wanted:
            if (key, (0.0, 0.0), self.scale) not in self._textures:
                self.get(key, draw)
                return True
        return False

    def rescale(self) -> bool:
        """Follow the window's pixel scale; True when it changed (every sprite needs new textures)."""
        scale = pixel_scale()
        if scale == self.scale:
            return False
        self.scale = scale
        return True

    def get(self, key, draw, phase: tuple[float, float] = (0.0, 0.0)) -> tuple[arcade.Texture, float]:
        """The texture of `key` and its side in logical pixels; made by `draw(x, y)` (logical
        coordinates, the stamp's centre at (x, y) = `phase`, within half its side of it: STAMP,
        or `draw.side` when the drawing function has one) when new."""
        full = (key, phase, self.scale)
        made = self._textures.get(full)
        if made is None:
            made = self._textures[full] = self._render(full, draw, phase)
        return made

    def _render(self, full, draw, phase) -> tuple[arcade.Texture, float]:
        logical = getattr(draw, "side", STAMP)
        side = max(1, round(logical * self.scale))
        texture = arcade.Texture.create_empty(f"dodgson-stamp-{full!r}", (side, side))
        self.atlas.add(texture)
        ctx = arcade.get_window().ctx
        blend, blend_func = ctx.is_enabled(ctx.BLEND), ctx.blend_func
        half = logical / 2
        try:
            ctx.enable(ctx.BLEND)
            ctx.blend_func = _RENDER_BLEND
            if getattr(arcade.get_window(), "multisampled", False):
                self._render_smoothed(texture, draw, phase, half)
            else:
                with self.atlas.render_into(texture, projection=(-half, half, -half, half)):
                    draw(*phase)
        finally:
            ctx.blend_func = blend_func
            if not blend:
                ctx.disable(ctx.BLEND)
        self.renders += 1
        return texture, logical

    def _render_smoothed(self, texture: arcade.Texture, draw, phase, half: float) -> None:
        """A multisampled window smooths the edges of what it draws: a stamp drawn into the atlas
        would not be, so it is drawn multisampled apart and resolved into its place."""
        window = arcade.get_window()
        ctx = window.ctx
        region = self.atlas.get_texture_region_info(texture.atlas_name)
        size = (region.width, region.height)
        target = self._smoothing.get(size)
        if target is None:
            target = self._smoothing[size] = ctx.framebuffer(
                color_attachments=[ctx.texture(size, components=4, samples=4)])
        before_fbo, before_camera = ctx.active_framebuffer, window.current_camera
        # upside down, as the atlas keeps its images (see TextureAtlas.render_into)
        camera = static_from_raw_orthographic((-half, half, half, -half), -1, 1, 1.0)
        with target.activate():
            target.clear(color=(0, 0, 0, 0))
            camera.use()
            target.viewport = (0, 0, *size)     # (the camera sets the window's)
            draw(*phase)
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, target.glo)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, self.atlas.fbo.glo)
        gl.glDisable(gl.GL_SCISSOR_TEST)      # (arcade keeps it on; it would clip the copy)
        gl.glBlitFramebuffer(0, 0, size[0], size[1], region.x, region.y, region.x + size[0], region.y + size[1],
                             gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST)
        gl.glEnable(gl.GL_SCISSOR_TEST)
        before_fbo.use(force=True)
        before_camera.use()

    def place(self, sprite: arcade.Sprite, key, draw, x: float, y: float, scale: float = 1.0,
              alpha: float = 1.0, exact: bool = False) -> None:
        """Show stamp `key` on `sprite`, centred on (x, y), `scale` times its size, faded to
        `alpha` (premultiplied: every channel). At scale 1 draw its list pixelated; `exact` then
        gives pixel for pixel what `draw` gives straight on the screen (a stamp per half-pixel
        phase). Scaled, draw it smooth."""
        if exact and scale == 1:
            (x, fx), (y, fy) = split(x), split(y)
            texture, side = self.get(key, draw, (fx, fy))
        else:
            texture, side = self.get(key, draw)
        if sprite.texture is not texture:
            sprite.texture = texture
        sprite.scale = side / texture.width * scale
        sprite.position = (x, y)
        a = max(0, min(255, round(255 * alpha)))
        sprite.color = (a, a, a, a)


def draw_sprites(sprites: arcade.SpriteList, pixelated: bool) -> None:
    """Draw stamps (premultiplied), leaving blending on as the rest of the screen expects."""
    ctx = sprites.ctx
    sprites.draw(pixelated=pixelated, blend_function=PREMULTIPLIED)
    ctx.enable(ctx.BLEND)
