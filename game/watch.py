"""`python -m game replay FILE --watch [--speed X]`: play a match record in the game's window,
move by move with its animations, at X times the normal speed, and close at its end.

The record was checked before the window opens (game/__main__.py: a broken file is one line
and status 2). The watch is WatchMode (game/modes/watch.py) on the game's own screen, in
Arcade's own loop; after the last move and its animation the final position is held a moment,
then the loop ends. Esc (or the pause menu's Stop watching) ends it sooner. Nothing is saved.
"""
from __future__ import annotations

from game.core.records import MatchRecord


class WatchRun:
    """What a watch did: `ended` once the mode said the record's end was held (or the viewer
    left), the frames drawn and the moves on the board when the loop ended."""

    def __init__(self):
        self.ended = False
        self.frames = 0
        self.moves_shown = 0
        self.screen = None


def watch_record(record: MatchRecord, speed: float = 1.0, window=None, run: WatchRun | None = None) -> int:
    """Watch `record` at `speed` in `window` (the running GameWindow, as in tests, else a new
    one with the player's settings: the command line's) until its end, or until the viewer leaves or closes the window: 0; 1
    when a move of the record could not be played (said in a notice)."""
    import arcade

    from game.modes.watch import WatchMode
    from game.scenes.mode_steps import make_screen
    from game.app import GameWindow
    run = run if run is not None else WatchRun()
    window = window if window is not None else _running_window()
    own_window = window is None
    if own_window:
        window = GameWindow(visible=True, gamepads=True)
    frames_before = window.frames_drawn

    mode = WatchMode(record, speed=speed, closes_window=True)      # its end (or leaving) closes the loop
    run.screen = make_screen(mode)
    window.scenes.reset(run.screen, fade=False)
    try:
        arcade.run()
    finally:
        run.ended = mode.ended or mode.left
        run.frames = window.frames_drawn - frames_before
        run.moves_shown = run.screen.session.ply
        if own_window:
            window.shutdown()
            window.close()
    return 1 if mode.fault else 0


def _running_window():
    """The GameWindow already open in this process (tests share one), or None."""
    import arcade

    from game.app import GameWindow
    try:
        window = arcade.get_window()
    except Exception:
        return None
    return window if isinstance(window, GameWindow) else None
