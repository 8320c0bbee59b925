"""Pictures of lessons' boards for the tutorials list: each lesson's own game screen, built on
the lesson's start position off-screen, drawn once into a picture and kept for the window's life.

The built-in lessons ship their pictures (picture_files.py, made by `python3 build.py
previews`): a current one is loaded on the first update after the lesson is selected, a few ms
(decode, shrink to the window's pixels, upload). A lesson without one (a player's own file, or
one edited since) is drawn live: building a game screen and drawing it the first time costs
40-670 ms in software GL (its board, labels and fonts; measured per lesson on the 15 lessons),
so that picture is made only once the selection has rested for REST_FRAMES frames, and in
steps, one a frame: build the screen, draw it, shrink the picture. Moving through the list
never waits for a picture. The work runs in the scene's update, outside the frame's drawing,
and leaves the window's framebuffer, camera and scissor as it found them.
"""
from __future__ import annotations

import logging
import weakref
from pathlib import Path

import arcade

from game.core.lessons import Level
from game.modes.lesson import Lesson
from game.scenes.match_layout import BOARD_RECT
from game.scenes.tutorials import picture_files
from game.ui import theme
from game.scenes.mode_steps import make_screen
from game.ui.draw import drawing_elsewhere

log = logging.getLogger(__name__)

# the pictures made, kept per window (its GL context owns the textures): reopening the list
# finds them already made
_pictures_of: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
REST_FRAMES = 8        # frames the selection stays on a lesson before its picture is made


def _key(level: Level, size: tuple[int, int]) -> tuple:
    try:
        stamp = Path(level.path).stat().st_mtime_ns
    except OSError:
        stamp = 0
    return level.path, stamp, size, theme.colour_blind()


class LessonPictures:
    """The picture of the selected lesson's board, made when the selection rests."""

    def __init__(self, window, size: tuple[float, float]):
        self.window = window
        self.size = size                       # logical width, height of the picture's box
        self.cache: dict[tuple, arcade.Texture | None] = _pictures_of.setdefault(window, {})
        self.wanted: Level | None = None
        self.rest = 0
        self._job = None
        self._job_level: Level | None = None
        self.steps_run = 0                      # live work steps done (tests count them)
        self.made = 0                           # pictures drawn live by this list
        self.loaded = 0                         # shipped pictures loaded by this list
        self._no_file: set[tuple] = set()       # keys whose lesson has no current shipped picture

    # ---- asking ------------------------------------------------------------------------
    def pixel_size(self) -> tuple[int, int]:
        """The picture's size in the window's pixels (sharp at any window size)."""
        _, _, w, h = self.window.logical_rect_to_pixels(0, 0, *self.size)
        return max(16, w), max(12, h)

    def picture(self, level: Level | None) -> arcade.Texture | None:
        if level is None:
            return None
        return self.cache.get(_key(level, self.pixel_size()))

    def failed(self, level: Level | None) -> bool:
        """True when the picture could not be made (the list says so instead)."""
        if level is None:
            return False
        key = _key(level, self.pixel_size())
        return key in self.cache and self.cache[key] is None

    def want(self, level: Level | None) -> None:
        """The selected lesson (its picture is made once the selection rests)."""
        if level is not self.wanted:
            self.wanted = level
            self.rest = 0
            if self._job_level is not level:
                self.cancel()

    def cancel(self) -> None:
        if self._job is not None:
            self._job.close()                   # the generator's finally closes its screen
        self._job, self._job_level = None, None

    # ---- working, one step a frame -------------------------------------------------------
    def update(self) -> None:
        level = self.wanted
        if level is None:
            return
        if self._job is None and (self.picture(level) is not None or self.failed(level) or self._load(level)):
            return              # shown, or its shipped picture loaded now (a few ms: during fades too)
        if self.window.scenes.busy:
            return
        if self._job is None:
            self.rest += 1
            if self.rest < REST_FRAMES:
                return
            self._job, self._job_level = self._make(level), level
        try:
            next(self._job)
            self.steps_run += 1
        except StopIteration:
            self._job, self._job_level = None, None

    def _load(self, level: Level) -> bool:
        """Load the lesson's shipped picture when it is current; False when it has none."""
        key = _key(level, self.pixel_size())
        if key in self._no_file:
            return False
        path = picture_files.current_picture(level.path, colour_blind=key[3])
        if path is None:
            self._no_file.add(key)
            return False
        from PIL import Image
        try:
            with Image.open(path) as image:
                picture = _shrink(image.convert("RGB"), key[2])
        except (OSError, ValueError, SyntaxError):
            log.warning("the lesson picture %s cannot be read: drawing it live", path, exc_info=True)
            self._no_file.add(key)
            return False
        self.cache[key] = arcade.Texture(picture.convert("RGBA"), hash=f"lesson-picture-{hash(key)}",
                                         hit_box_algorithm=arcade.hitbox.algo_bounding_box)
        self.loaded += 1
        return True

    def _make(self, level: Level):
        key = _key(level, self.pixel_size())
        screen = None
        try:
            try:
                screen = make_screen(Lesson(level))
                yield
                image = render_board(self.window, screen)
                yield
                texture = arcade.Texture(image.resize(key[2], resample=_LANCZOS).convert("RGBA"),
                                         hash=f"lesson-picture-{hash(key)}",
                                         hit_box_algorithm=arcade.hitbox.algo_bounding_box)
            except Exception:   # noqa: BLE001 - a picture is a nicety: the list says it is missing
                log.warning("no picture of the lesson %s", level.path, exc_info=True)
                texture = None
            self.cache[key] = texture
            self.made += texture is not None
        finally:
            if screen is not None:
                screen.on_leave()                # lets go of anything it hooked (pads)
                screen.on_close()


def _shrink(image, size: tuple[int, int]):
    """`image` at `size`, cheaply: a whole-number reduction (a box average, under 1 ms for a
    shipped picture on a 1280 x 720 window), then an area-averaging resize for what is left."""
    from PIL import Image
    factor = min(image.width // size[0], image.height // size[1])
    if factor >= 2:
        image = image.reduce(factor)
    return image if image.size == size else image.resize(size, resample=Image.Resampling.BOX)


def render_board(window, screen):
    """Draw `screen` as it would first appear into an off-screen framebuffer the size of the
    window's, and return its board part as a PIL image."""
    from PIL import Image
    ctx = window.ctx
    size = window.get_framebuffer_size()
    texture = ctx.texture(size, components=4)
    fbo = ctx.framebuffer(color_attachments=[texture])
    try:
        with drawing_elsewhere(window):
            fbo.use()
            fbo.clear(color=theme.BACKGROUND_DEEP)
            window.logical_camera.use()
            screen.hints_hidden = True
            screen.draw_scene()
            ctx.scissor = None
            x, y, w, h = window.logical_rect_to_pixels(*BOARD_RECT)
            data = fbo.read(viewport=(x, y, w, h), components=3)
    finally:
        fbo.delete()                           # a window-sized texture: not left to the collector
        texture.delete()
    return Image.frombytes("RGB", (w, h), data).transpose(Image.Transpose.FLIP_TOP_BOTTOM)


try:
    from PIL.Image import Resampling
    _LANCZOS = Resampling.LANCZOS
except ImportError:     # older Pillow
    from PIL.Image import LANCZOS as _LANCZOS  # type: ignore[attr-defined,no-redef]
