"""`python -m game shot SCENE OUT.png [--size WxH]`: render one scene offscreen at a window
size (1280x720 by default) and save it as a PNG.

Scenes: see devtools.showcase.scene_names() (menu, settings, tutorials, quick-match,
couch, campaign, pause, rules, results, and one per game screen on a demo position).
Several frames run before the capture so fades finish and motion settles.
"""
from __future__ import annotations

import sys
from pathlib import Path

FRAMES_BEFORE_CAPTURE = 40


def scene_names() -> list[str]:
    """The scenes `shot` renders, for checking a command line before any window opens."""
    from devtools.showcase import scene_names as names
    return names()


def get_or_create_window(size: tuple[int, int] = (1280, 720), antialiasing: bool | None = None):
    """The running GameWindow (tests share one), or a new hidden one with default settings."""
    import arcade
    from game.app import GameWindow
    from game.ui.settings import Settings
    try:
        window = arcade.get_window()
    except Exception:
        window = None
    if isinstance(window, GameWindow):
        if tuple(window.get_size()) != tuple(size):
            resize_now(window, size)
        return window
    # Defaults, not the player's file: shots look the same on every machine.
    settings = Settings()
    return GameWindow(settings, width=size[0], height=size[1], visible=False, gamepads=False,
                      antialiasing=antialiasing)


def resize_now(window, size: tuple[int, int], tries: int = 20) -> None:
    """Resize a window and have every part agree before the next frame: the window system's
    late event of an earlier resize must not put the old size back, the resize event sets the
    viewport, and software GL takes the drawable's new size at a swap."""
    size = tuple(size)
    for _ in range(tries):
        window.set_size(*size)
        _flush_window_system(window)
        window.dispatch_events()
        if tuple(window.get_size()) == size:
            break
    window.flip()


def _flush_window_system(window) -> None:
    """Wait until the X server has sent every event it owes this window (XSync)."""
    display = getattr(window, "_x_display", None)
    if display is None:
        return
    from pyglet.libs.x11 import xlib
    xlib.XSync(display, False)


def render(window, frames: int = FRAMES_BEFORE_CAPTURE, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        window.render_frame(dt)
    window.scenes.finish()
    window.render_frame(dt)


def shot(scene_name: str, out_path: str | Path, size: tuple[int, int] = (1280, 720)) -> Path:
    """Render `scene_name` at `size` and save it to `out_path` (PNG). Returns the path."""
    import arcade
    from devtools.showcase import scene_names, show_scene
    if scene_name not in scene_names():
        print(f"error: no scene called '{scene_name}'; known scenes: {', '.join(scene_names())}", file=sys.stderr)
        raise SystemExit(2)
    window = get_or_create_window(size, antialiasing=True)   # screenshots favour quality over speed
    try:
        show_scene(window, scene_name)
    except Exception as exc:
        print(f"error: the scene '{scene_name}' cannot be shown here ({type(exc).__name__}: {exc})", file=sys.stderr)
        raise SystemExit(2) from None
    render(window)
    out = Path(out_path)
    out.parent.mkdir(parents=True, exist_ok=True)
    image = arcade.get_image(0, 0, *window.get_framebuffer_size())
    image.convert("RGB").save(out)
    return out
