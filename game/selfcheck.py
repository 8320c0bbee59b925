"""`python -m game selfcheck [GAME]` (or `electoral-arcade selfcheck`): does the game work on
this machine? It opens the window, starts a quick match of GAME (default: the menu's first)
with the bot on the seat that moves first, runs Arcade's own loop until the bot's move lands
on the board, and says which process answered.

It passes only when the bot's worker process itself answered: a worker that died and was
restarted, or the random stand-in move played after a failure (told as an error notice),
fails the check. That is
what a built copy needs proven: its worker processes start ('spawn' runs the program again,
and `multiprocessing.freeze_support()` turns that run into the worker) without opening a
second window. The match is a real one (its autosave goes to the saves folder) and is
discarded at the end, so Continue does not offer it.

`--picture OUT.png` also saves the window's last frame, the bot's move on the board: proof that
the screen draws (the built program's test looks at it, tests/dist/check_build.sh).

Exit status 0 when the bot answered; 1 when it did not (the reason on stderr), or when the
picture could not be written.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from game.catalog import get_game
from game.core.session import MatchSession, Seat
from game.modes.match import QuickMatch

HANG_SECONDS = 180      # only a loop that never gets there is stopped: not a speed limit
BOT = "normal"
SEED = 1                 # a fixed match seed, so the seat that moves first is known beforehand


class SelfCheckMatch(QuickMatch):
    """A quick match on a fixed seed (who starts may be drawn from the seed)."""

    def new_session(self) -> MatchSession:
        session = MatchSession(self.game, self.options, SEED, self.seats)
        session.autosave()
        return session


def seats_for(game: str):
    """Options and seats of a match where a bot makes the first move, the others people."""
    options = {}
    probe = MatchSession.new(game, options, SEED)
    if len(probe.seats) < 2 and "players" in probe.game.default_options():
        options = {"players": 2}                  # a solo default (Margin of Error): play a person
        probe = MatchSession.new(game, options, SEED)
    first = probe.current_player()
    if not 0 <= first < len(probe.seats):
        raise SystemExit(f"selfcheck: {game} opens on a roll of the dice, not a player's move; "
                         "choose another game")
    seats = [Seat.human() for _ in probe.seats]
    seats[first] = Seat.bot_seat(BOT)
    return options, seats, first


class Watch:
    """Called between frames: ends the loop once the first move is on the board."""

    def __init__(self, window):
        self.window = window
        self.started = time.monotonic()
        self.screen = None
        self.frames_drawn = 0            # frames the window drew until the move landed
        self.overdue = False
        self.errors: list[str] = []      # error notices shown during the check

    def __call__(self, dt: float) -> None:
        import pyglet
        self.frames_drawn = self.window.frames_drawn
        scene = self.window.scenes.current
        if getattr(scene, "session", None) is not None:
            self.screen = scene
            if scene.session.ply > 0 and not self.window.scenes.busy:
                pyglet.app.exit()
                return
        if time.monotonic() - self.started > HANG_SECONDS:
            self.overdue = True
            pyglet.app.exit()


def selfcheck(game: str, picture: str | None = None) -> int:
    import arcade
    import pyglet

    from game.app import GameWindow
    from game.ui.settings import Settings

    options, seats, first = seats_for(game)
    settings = Settings()                 # defaults, not the player's file: the same check anywhere
    settings.bot_speed = 0.0              # the bot answers as soon as its process does
    window = GameWindow(settings, visible=True, gamepads=False)
    watch = Watch(window)
    told = window.notify

    def notify(message: str, kind: str = "info", *args, **kwargs) -> None:
        # a bot that could not start or failed is told as an error, and a random move stands in
        if kind == "error":
            watch.errors.append(message)
        told(message, kind, *args, **kwargs)

    window.notify = notify
    from game.scenes.mode_steps import begin
    begin(window, SelfCheckMatch(get_game(game), options, seats))
    pyglet.clock.schedule_interval(watch, 1 / 60)
    saved = None
    try:
        arcade.run()
        if picture is not None and watch.screen is not None and not watch.overdue:
            saved = save_picture(window, picture)
    finally:
        pyglet.clock.unschedule(watch)
        worker = window._bot_worker
        pid, restarts, error = (worker.pid, worker.restarts, worker.last_error) if worker else (None, 0, None)
        started_as = command_line(pid)
        if watch.screen is not None:
            watch.screen.session.discard_autosave()
        window.shutdown()
        window.close()
    if isinstance(saved, OSError):
        return fail(f"{picture}: cannot be written ({saved.strerror or saved})")
    status = report(game, watch, first, pid, restarts, error, started_as)
    if status == 0 and saved is not None:
        print(f"selfcheck: the last frame saved as {saved}")
    return status


PICTURE_FRAMES = 60      # frames drawn before the picture: the move's animation ends


def save_picture(window, path: str) -> Path | OSError:
    """Let the move's animation end and save the frame as a PNG; the OSError when the file
    cannot be written."""
    import arcade
    for _ in range(PICTURE_FRAMES):
        window.render_frame(1 / 60)
    image = arcade.get_image(0, 0, *window.get_framebuffer_size())
    out = Path(path)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        image.convert("RGB").save(out)
    except OSError as exc:
        return exc
    return out


def command_line(pid: int | None) -> str:
    """How a process was started, where the system says (Linux: /proc): the worker of a built
    copy is the program itself, started with multiprocessing's arguments."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            raw = handle.read()
    except (OSError, TypeError):
        return ""
    return raw.rstrip(b"\0").decode(errors="replace").replace("\0", " ")


def report(game: str, watch: Watch, first: int, pid, restarts: int, error, started_as: str = "") -> int:
    if watch.screen is None:
        return fail(f"the {game} screen never opened")
    session = watch.screen.session
    if watch.overdue:
        return fail(f"no move on the board after {HANG_SECONDS} s ({watch.frames_drawn} frames drawn)")
    if pid is None:
        return fail("no bot worker process was started")
    if watch.errors:
        return fail("; ".join(watch.errors))
    if restarts or error:
        return fail(f"the bot worker failed (restarted {restarts} times; {error or 'no answer'})")
    move = session.moves[0]
    print(f"selfcheck: {game} quick match: the bot ({BOT}, seat {first + 1}) answered {move!r} "
          f"from its worker process {pid} after {watch.frames_drawn} frames drawn")
    if started_as:
        print(f"selfcheck: the worker process was started as: {started_as}")
    return 0


def fail(message: str) -> int:
    print(f"selfcheck: failed: {message}", file=sys.stderr)
    return 1
