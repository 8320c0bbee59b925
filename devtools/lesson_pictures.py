"""`python -m devtools.lesson_pictures` (run by `python3 build.py previews`): draw every
lesson's starting board under levels/tutorials/ in both palettes, the way the tutorials list
draws it live (lesson_pictures.render_board), and save the pictures beside the lessons
(picture_files.py) so the list shows them at once. Pictures of lessons that are gone are removed.

The window is hidden and 2560 x 1440, so boards are drawn at twice their logical size and the
pictures stay sharp when shrunk to picture_files.SIZE. Needs a display (build.py starts Xvfb).
"""
from __future__ import annotations

import sys
from pathlib import Path
from game.scenes.mode_steps import make_screen

WINDOW_SIZE = (2560, 1440)


def make_pictures(folder: Path, window) -> list[Path]:
    from PIL import ImageChops
    from game.core.levels import load_level
    from game.scenes.tutorials import picture_files
    written = []
    for lesson in sorted(folder.glob("*.toml")):
        level = load_level(lesson)
        standard, colour_blind = (board_picture(window, level, palette) for palette in (False, True))
        if ImageChops.difference(standard, colour_blind).getbbox() is None:
            written.append(picture_files.save_picture(standard, lesson, picture_files.BOTH))
        else:
            written.append(picture_files.save_picture(standard, lesson, picture_files.palette_name(False)))
            written.append(picture_files.save_picture(colour_blind, lesson, picture_files.palette_name(True)))
        for path in written[-2 if written[-1].name.endswith(".colour-blind.png") else -1:]:
            print(f"{path.relative_to(folder.parent)}  {path.stat().st_size // 1024} KB", flush=True)
    for old in sorted((folder / picture_files.FOLDER).glob("*.png")):
        if old not in written:
            old.unlink()
            print(f"removed {old.relative_to(folder.parent)} (its lesson is gone or needs no such picture)")
    return written


def board_picture(window, level, colour_blind: bool):
    """The lesson's first screen drawn in a palette (a PIL image of its board part)."""
    from game.modes.lesson import Lesson
    from game.scenes.tutorials.lesson_pictures import render_board
    from game.ui import theme
    was = theme.colour_blind()
    theme.set_colour_blind(colour_blind)
    screen = None
    try:
        screen = make_screen(Lesson(level))
        return render_board(window, screen)
    finally:
        if screen is not None:
            screen.on_leave()
            screen.on_close()
        theme.set_colour_blind(was)


def main(argv: list[str]) -> int:
    from game.core.levels import TUTORIALS_DIR
    from devtools.shot import get_or_create_window
    folder = Path(argv[0]) if argv else TUTORIALS_DIR
    window = get_or_create_window(WINDOW_SIZE, antialiasing=True)
    if tuple(window.get_framebuffer_size()) != WINDOW_SIZE:
        print(f"the window is {window.get_framebuffer_size()}, not {WINDOW_SIZE}: pictures would be blurred",
              file=sys.stderr)
        return 1
    written = make_pictures(folder, window)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} pictures, {total // 1024} KB in all")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
