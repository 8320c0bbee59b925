"""The Electoral Arcade window: one resizable Arcade window, a scene stack, settings,
sound and the input layer.

Everything is drawn in a fixed 1280x720 logical space; a Camera2D scales it to
the window (letterboxed), so layouts hold at any size and in fullscreen. Mouse
positions are converted back to logical coordinates before screens see them.
F11 toggles fullscreen, F12 saves a screenshot to the saves folder.
"""
from __future__ import annotations

import gc
import logging
import os
import time
from pathlib import Path

from game.ui import audio_driver

audio_driver.hold_back()     # before arcade is imported: the window first, the audio driver after
import arcade  # noqa: E402
import pyglet  # noqa: E402
from arcade.types import LBWH, LRBT
from pyglet.event import EventDispatcher

from game.core.session import clean_saves_folder
from game.scenes.directory import make_scene
from game.ui import crisp_text, theme
from game.ui.frame_gc import FrameCollector
from game.ui.input import Action, InputRouter, device_label
from game.ui.notices import NoticeBoard
from game.ui.settings import Settings

crisp_text.install()         # before any text: glyphs drawn at the window's pixel scale
from game.ui.sound import SoundBoard

log = logging.getLogger(__name__)

TITLE = "Electoral Arcade"
DEFAULT_SIZE = (1280, 720)


def multisampling_wanted() -> bool:
    """4x multisampling smooths every edge and costs nothing on a graphics card, but it
    triples the cost of each pixel in software OpenGL (Mesa llvmpipe). Under a virtual X
    server (xvfb-run, which `python -m game` and `build.py test` use when there is no
    display) rendering is always software, so it is off there. EA_ANTIALIAS=1/0 decides."""
    forced = os.environ.get("EA_ANTIALIAS")
    if forced in ("0", "1"):
        return forced == "1"
    if os.environ.get("EA_NO_XVFB") == "1":
        return False
    if os.environ.get("LIBGL_ALWAYS_SOFTWARE", "").lower() in ("1", "true", "yes"):
        return False
    if os.environ.get("GALLIUM_DRIVER", "").lower() in ("llvmpipe", "softpipe", "swr"):
        return False
    return True


class GameWindow(arcade.Window):
    """The one window of the game. Screens reach shared services through it:

    window.scenes     SceneManager (push / pop / replace with fades)
    window.settings   Settings (persisted with window.save_settings())
    window.sound      SoundBoard (window.sound.play("move"))
    window.input      InputRouter (keyboard maps, gamepads, hot-plug)
    window.bots()     the shared BotWorker process (started on first use)
    window.profiles   ProfileStore: the players' profiles and the one in use (read on first use)
    window.notify(message, kind="info"|"error")   a short notice (game/ui/notices.py)
    """

    # The players' safety net: an exception in any event (update, draw, input) writes a crash
    # report and returns to the title instead of closing the window. main() turns it on;
    # tests leave it off so that they fail on any exception.
    crash_guard = False
    MAX_RECOVERIES = 20          # past this many crashes in one run, something is broken for good

    def __init__(self, settings: Settings | None = None, *, width: int = DEFAULT_SIZE[0],
                 height: int = DEFAULT_SIZE[1], visible: bool = True, gamepads: bool = True,
                 antialiasing: bool | None = None):
        self.settings = settings if settings is not None else Settings.load()
        self.settings.apply_to_theme()
        self.multisampled = multisampling_wanted() if antialiasing is None else bool(antialiasing)
        super().__init__(width, height, TITLE, resizable=True, visible=visible,
                         fullscreen=False, vsync=False, antialiasing=self.multisampled,
                         samples=4 if self.multisampled else 1,
                         update_rate=1 / 60, draw_rate=1 / 60)
        self.set_minimum_size(*theme.MIN_WINDOW)
        self._set_icon()
        self.background_color = theme.BACKGROUND_DEEP
        theme.load_fonts()

        from game.scenes.manager import SceneManager
        self.scenes = SceneManager(self)
        self.sound = SoundBoard(self.settings)
        self.frame_gc = FrameCollector()      # young-object collections on light frames
        self.input = InputRouter(self.dispatch_action, self._devices_changed)
        if gamepads:
            self.input.start_hotplug()
        self.notices = NoticeBoard()
        self.recoveries = 0
        self.frame_number = 0
        self.frames_drawn = 0            # counted in on_refresh (tests count frames, not seconds)
        self._bot_worker = None
        self._profiles = None
        self._layout_size: tuple[int, int] | None = None
        self.layout_generation = 0
        self.logical_camera = arcade.Camera2D(
            viewport=LBWH(0, 0, width, height), position=(theme.WIDTH / 2, theme.HEIGHT / 2),
            projection=LRBT(-theme.WIDTH / 2, theme.WIDTH / 2, -theme.HEIGHT / 2, theme.HEIGHT / 2))
        self.update_layout()
        if self.settings.fullscreen:
            self.set_fullscreen_safely(True)

    def _set_icon(self) -> None:
        """The window's icon (tools/make_icon.py draws it); a window without one still plays."""
        path = theme.ASSETS / "icon" / "electoral-arcade.png"
        try:
            self.set_icon(pyglet.image.load(str(path)))
        except Exception as exc:
            log.warning("%s: the window's icon cannot be loaded (%s)", path, exc)

    # ---- the logical 1280x720 space -----------------------------------------------------
    def update_layout(self) -> bool:
        """Fit the logical space into the window (letterboxed). True if the size changed."""
        size = self.get_framebuffer_size()
        if size == self._layout_size:
            return False
        self._layout_size = size
        fb_w, fb_h = size
        scale = min(fb_w / theme.WIDTH, fb_h / theme.HEIGHT)
        vw, vh = theme.WIDTH * scale, theme.HEIGHT * scale
        self.logical_camera.viewport = LBWH(int((fb_w - vw) / 2), int((fb_h - vh) / 2), int(vw), int(vh))
        crisp_text.set_pixel_scale(scale)
        self.layout_generation += 1
        return True

    def pixel_ratio(self) -> float:
        w = self.width or 1
        return self.get_framebuffer_size()[0] / w

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        """Window (mouse) coordinates -> logical 1280x720 coordinates."""
        self.update_layout()
        ratio = self.pixel_ratio()
        lx, ly, *_ = self.logical_camera.unproject((x * ratio, y * ratio))
        return float(lx), float(ly)

    def to_window(self, x: float, y: float) -> tuple[float, float]:
        """Logical coordinates -> window (mouse) coordinates."""
        self.update_layout()
        ratio = self.pixel_ratio()
        sx, sy = self.logical_camera.project((x, y))
        return float(sx) / ratio, float(sy) / ratio

    def logical_rect_to_pixels(self, left, bottom, width, height) -> tuple[int, int, int, int]:
        """A logical rectangle in framebuffer pixels (for scissor boxes)."""
        self.update_layout()
        x0, y0 = self.logical_camera.project((left, bottom))
        x1, y1 = self.logical_camera.project((left + width, bottom + height))
        return int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0))

    def begin_logical_frame(self) -> None:
        """Clear the window and draw through the logical camera from here on."""
        self.frame_number += 1   # draws begun, test draws too: cached layers share one render a frame
        self.update_layout()
        self.ctx.screen.use()
        self.ctx.scissor = None
        self.clear(color=theme.BACKGROUND_DEEP)
        self.logical_camera.use()

    # ---- frame hooks --------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Per-frame housekeeping, called by the current scene's on_update."""
        self.frame_gc.frame_began()
        self.scenes.update(dt)
        self.input.update(dt)
        self.notices.tick(dt)
        if self.frames_drawn >= 1:
            audio_driver.load_in_background()     # once; the first frame is on screen
        self.sound.update()

    def on_refresh(self, dt: float) -> None:
        """After the scene (and its sections) drew: the fade and the notices, on top."""
        self.frames_drawn += 1
        self.logical_camera.use()
        self.ctx.scissor = None
        self.scenes.draw_overlay()
        self.notices.draw()
        self.frame_gc.frame_ended()

    def render_frame(self, dt: float = 1 / 60) -> None:
        """One update + draw, delivered directly (tests, screenshots, frame benchmarks), in the
        order of Arcade's own frame (Window._dispatch_frame). A scene shown during the update
        (every faded change) is drawn here before its own first update, as in the real loop."""
        self.switch_to()
        EventDispatcher.dispatch_event(self, "on_update", dt)
        EventDispatcher.dispatch_event(self, "on_draw")
        EventDispatcher.dispatch_event(self, "on_refresh", dt)

    # ---- the safety net -----------------------------------------------------------------
    def dispatch_event(self, *args):
        if not self.crash_guard:
            return super().dispatch_event(*args)
        try:
            return super().dispatch_event(*args)
        except Exception as exc:
            self.recover_from_crash(exc, str(args[0]) if args else "an event")
            return pyglet.event.EVENT_HANDLED

    def recover_from_crash(self, exc: Exception, event: str) -> None:
        """Write a crash report (traceback and match record), keep aside a resumed save that
        broke, say where the report is, and go back to the title. Re-raises when the title
        itself is what breaks, or after MAX_RECOVERIES, rather than loop."""
        from game.core.crash_reports import set_aside, write_crash_report
        log.exception("crash during %s", event, exc_info=exc)
        stack = list(self.scenes.stack)
        self.recoveries += 1
        if self.recoveries > self.MAX_RECOVERIES or all(getattr(s, "scene_name", None) == "title" for s in stack):
            raise exc
        session = match_in_play(stack)
        where = f"{event} on " + " > ".join(type(s).__name__ for s in stack)
        told = ["Something went wrong, so the game went back to the title."]
        try:
            report = write_crash_report(exc, where, session.replayable_record() if session is not None else None)
            told.append(f"A report is in {report}")
        except OSError as write_error:
            told.append(f"The report could not be written ({write_error}).")
        if session is not None and session.loaded_from is not None and session.loaded_from.exists():
            kept = set_aside(session.loaded_from, type(exc).__name__)
            if kept is not None:
                told.append(f"The saved match could not be resumed; it is kept as {kept.name}")
        self.ctx.screen.use()
        self.ctx.scissor = None
        for scene in reversed(self.scenes.abandon()):
            try:
                scene.on_close()
            except Exception:  # a broken scene may fail to close too; it is dropped all the same
                log.exception("closing %s after a crash", type(scene).__name__)
        self.scenes.push(make_scene("title"), fade=False)
        self.notify("\n".join(told), "error", seconds=12)

    # ---- notices ------------------------------------------------------------------------
    def notify(self, message: str, kind: str = "info", seconds: float = 4.0, key: str | None = None) -> None:
        """Show a notice in the notices' place; one with a `key` replaces an earlier one with it."""
        log.info("notice: %s", message)
        self.notices.add(message, kind, seconds, key)

    @property
    def profiles(self):
        """The players' profiles (campaign progress, finished lessons), read on first use."""
        if self._profiles is None:
            from game.core.profiles import ProfileStore
            self._profiles = ProfileStore()
            for problem in self._profiles.problems:
                self.notify(problem, "error", seconds=10)
        return self._profiles

    def _devices_changed(self, message: str) -> None:
        pads = [device_label(d).split()[-1] for d in self.input.devices() if d.startswith("pad")]
        if "disconnected" not in message and len(pads) > 1:
            message = f"Gamepads {', '.join(pads[:-1])} and {pads[-1]} connected"
        self.notify(message, key="devices")     # a newer word on the pads replaces the last
        scene = self.scenes.current
        if scene is not None:
            scene.on_devices_changed()
        from game.scenes.seat_watch import watch_seats
        watch_seats(self)       # a match whose seated pad left pauses until a device takes the seat

    # ---- input --------------------------------------------------------------------------
    def dispatch_action(self, device: str, action: Action) -> None:
        """Every action from every device lands here and goes to the current scene."""
        if self.scenes.busy:
            return
        scene = self.scenes.current
        if scene is not None:
            scene.on_action(device, action)

    def global_key(self, symbol: int, modifiers: int) -> bool:
        """Keys that work on every screen."""
        if symbol == arcade.key.F11:
            self.toggle_fullscreen()
            return True
        if symbol == arcade.key.F12:
            self.save_screenshot()
            return True
        return False

    def on_key_press(self, symbol: int, modifiers: int):
        # pyglet's default closes the window on Esc; here Esc means "back".
        return pyglet.event.EVENT_HANDLED

    # ---- settings -----------------------------------------------------------------------
    def save_settings(self) -> None:
        try:
            self.settings.save()
            self.settings.notice = ""
        except OSError as exc:
            self.notify(f"Could not save settings: {exc}", "error")

    def apply_settings(self) -> None:
        self.settings.apply_to_theme()
        self.sound.set_music_volume(self.settings.music_volume)
        if bool(self.fullscreen) != self.settings.fullscreen:
            self.set_fullscreen_safely(self.settings.fullscreen)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not bool(self.fullscreen)
        self.set_fullscreen_safely(self.settings.fullscreen)
        self.save_settings()

    def set_fullscreen_safely(self, fullscreen: bool) -> None:
        try:
            self.set_fullscreen(fullscreen)
        except Exception as exc:  # some window systems refuse; stay windowed
            self.notify(f"Fullscreen unavailable: {exc}", "error")
        self.update_layout()

    def save_screenshot(self) -> Path | None:
        from game.core.records import saves_dir
        path = saves_dir() / "screenshots" / time.strftime("electoral-arcade-%Y%m%d-%H%M%S.png")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            arcade.get_image().save(path)
        except Exception as exc:
            self.notify(f"Screenshot failed: {exc}", "error")
            return None
        self.notify(f"Screenshot saved: {path}")
        return path

    # ---- bots ---------------------------------------------------------------------------
    def bots(self):
        """The shared bot worker process (one for the whole game, started on first use)."""
        if self._bot_worker is None:
            from game.core.bots.worker import BotWorker
            self._bot_worker = BotWorker()
            try:
                self._bot_worker.start()
            except Exception as exc:  # pragma: no cover - process start failures are rare
                log.warning("bot worker failed to start: %s", exc)
        return self._bot_worker

    def shutdown(self) -> None:
        """Stop the bot process and release devices (before closing)."""
        if self._bot_worker is not None:
            try:
                self._bot_worker.close()
            except Exception:
                pass
            self._bot_worker = None
        self.input.close()
        self.sound.stop_music()

    def quit(self) -> None:
        """The Quit entry: stop the bot process and close the window (ends arcade.run)."""
        self.shutdown()
        self.close()

    def on_close(self) -> None:
        self.shutdown()
        super().on_close()


def match_in_play(stack):
    """The match session of the topmost game screen on a scene stack (overlays hold theirs
    through `under` or `screen`), or None."""
    for scene in reversed(stack):
        for holder in (scene, getattr(scene, "under", None), getattr(scene, "screen", None)):
            session = getattr(holder, "session", None)
            if session is not None and hasattr(session, "record"):
                return session
    return None


def create_window(visible: bool = True, gamepads: bool = True, settings: Settings | None = None) -> GameWindow:
    return GameWindow(settings, visible=visible, gamepads=gamepads)


def main(fullscreen: bool = False) -> None:
    """Open the window on the title screen and run until the player quits."""
    clean_saves_folder()      # temporary files of writes cut short by a kill or a power cut
    window = create_window()
    window.crash_guard = True
    if fullscreen and not window.fullscreen:
        window.set_fullscreen_safely(True)
    window.scenes.push(make_scene("title"), fade=False)
    gc.freeze()      # what start-up made lives on: later collections skip it (scenes.manager.settle_memory)
    window.sound.start_music()
    if window.settings.notice:
        window.notify(window.settings.notice, "error", seconds=8)
    try:
        arcade.run()
    finally:
        window.shutdown()


if __name__ == "__main__":
    main()
