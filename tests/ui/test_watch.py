"""Watching a match record: `python -m game replay FILE --watch [--speed X]` and Past matches'
Watch. Each game's record is played in Arcade's own loop on its screen, every move through the
screen's move path (its animation started), until the watch ends by itself; the speed runs the
screen's clock faster; Past matches' Watch opens a kept match, plays it, pauses, steps and
leaves back to the list. Frames and moves are counted, never seconds."""
from __future__ import annotations

import pyglet
import pytest

from game import catalog
from game.core.arena import play_record
from game.core.records import MatchRecord
from game.scenes.game_screen import GameScreen
from tests.ui.helpers import KEY
from tests.ui.real_loop import RealLoop
from game.scenes.mode_steps import make_screen

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]
PLIES = 40          # a few turns of each game (Margin: a week's plan, its dice and its show)
STALL_FRAMES = 3000     # frames without a move that mean the watch stopped (a move takes a few at 40x)


def small_record(game: str, plies: int | None = PLIES) -> MatchRecord:
    return play_record(game, "random", 2, max_plies=plies)


@pytest.fixture
def moves_through_the_screen(monkeypatch):
    """Every move landing on a game screen (its sound and animation started), counted."""
    landed = []
    after_play = GameScreen._after_play

    def counted(screen, move, before, mover):
        landed.append(screen.session.ply)
        after_play(screen, move, before, mover)

    monkeypatch.setattr(GameScreen, "_after_play", counted)
    return landed


class StallGuard:
    """Ends the loop when no move has landed for STALL_FRAMES frames (a watch that stopped
    playing would otherwise run for ever): progress, not seconds."""

    def __init__(self, window, landed: list):
        self.window, self.landed = window, landed
        self.seen = (0, window.frames_drawn)
        self.stopped = False

    def __call__(self, dt: float) -> None:
        moves, frames = self.seen
        if len(self.landed) != moves:
            self.seen = (len(self.landed), self.window.frames_drawn)
        elif self.window.frames_drawn - frames > STALL_FRAMES:
            self.stopped = True
            pyglet.app.exit()


@pytest.mark.parametrize("game", GAMES)
def test_replay_watch_plays_every_move_with_its_animation_and_ends_by_itself(app, home, moves_through_the_screen,
                                                                             game):
    from game.watch import WatchRun, watch_record
    record = small_record(game)
    path = home / f"{game}.toml"
    record.save(path)
    files = sorted(home.rglob("*"))
    run = WatchRun()
    stalled = StallGuard(app, moves_through_the_screen)
    app.set_update_rate(1 / 240)            # frames as they come: the watch's speed decides the pace
    app.set_draw_rate(1 / 240)
    pyglet.clock.schedule_interval(stalled, 1 / 240)
    try:
        status = watch_record(MatchRecord.load(path), speed=40, window=app, run=run)
    finally:
        pyglet.clock.unschedule(stalled)
        app.set_update_rate(1 / 60)
        app.set_draw_rate(1 / 60)
    assert not stalled.stopped, f"no move for {STALL_FRAMES} frames after {len(moves_through_the_screen)} moves"
    assert status == 0 and run.ended, f"the watch of {game} did not reach its end ({run.moves_shown} moves shown)"
    assert run.moves_shown == len(record.moves)
    assert run.screen.session.moves == record.moves
    assert moves_through_the_screen == list(range(1, len(record.moves) + 1))
    assert run.frames >= len(record.moves)          # one move a frame at most: each was drawn
    assert sorted(home.rglob("*")) == files, "the watch saved something"


def test_the_command_line_watch_runs_to_the_end_and_says_nothing(app, home, capsys, moves_through_the_screen):
    """`replay FILE --watch --speed 8` through main(), in this process, on the tests' window."""
    from game.__main__ import main
    record = small_record("grundy", None)
    path = home / "grundy.toml"
    record.save(path)
    stalled = StallGuard(app, moves_through_the_screen)
    pyglet.clock.schedule_interval(stalled, 1 / 60)
    try:
        assert main(["replay", str(path), "--watch", "--speed", "8"]) == 0
    finally:
        pyglet.clock.unschedule(stalled)
    assert not stalled.stopped
    screen = app.scenes.current
    assert screen.mode.watching and screen.mode.ended
    assert screen.session.moves == record.moves
    out = capsys.readouterr()
    assert out.out == "" and out.err == ""


def frames_to_watch(app, record, speed: float) -> int:
    """Frames of a fixed dt until the watch of `record` at `speed` has held its end."""
    from game.modes.watch import WatchMode
    mode = WatchMode(record, speed=speed)
    app.scenes.reset(make_screen(mode), fade=False)
    app.scenes.finish()
    count = 0
    while not mode.ended:
        app.render_frame(1 / 60)
        count += 1
        assert count < 20000, "the watch never ended"
    return count


def test_the_speed_runs_the_animations_and_the_pauses_between_moves_faster(app):
    record = small_record("fractal", 6)
    normal = frames_to_watch(app, record, 2.0)
    quick = frames_to_watch(app, record, 8.0)
    assert quick * 3 < normal, (quick, normal)          # four times as fast: a quarter of the frames


def test_past_matches_watch_plays_a_kept_match_pauses_steps_and_leaves(app, home):
    from game.core.match_history import keep_finished
    slug = app.profiles.current().slug
    record = small_record("dodgson", 60)
    names = ["Ann", "Bea", "Cy", "Di"][:len(record.seats)]
    kept = keep_finished(record, names, "Ann won", slug, now=1_700_000_000)
    keep_finished(small_record("grundy", None), ["Ann", "Bot"], "Bot won", slug, now=1_700_000_600)
    files = sorted((home / "history").rglob("*"))
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    seen = {}

    def past_matches():
        from game.scenes.menu import TitleScene
        from game.scenes.past_matches import PastMatchesScene
        title = TitleScene()
        app.scenes.reset(title, fade=False)
        return PastMatchesScene(title)

    def script(loop):
        yield loop.until(lambda: loop.scene_is("PastMatchesScene"), what="the past matches")
        listing = loop.scene
        yield from loop.press(KEY.DOWN)             # the older match: Dodgson
        seen["watch buttons"] = [b.visible for _, b in listing.row_actions]
        yield from loop.press(KEY.RIGHT)            # its Watch
        yield loop.until(lambda: getattr(loop.scene, "watch", None) is not None and not loop.window.scenes.busy,
                         what="the watch")
        screen = loop.scene
        seen["game"] = screen.game.name
        seen["seats"] = [screen.seat_name(seat) for seat in range(len(screen.session.seats))]
        yield loop.until(lambda: screen.session.ply >= 3, what="three moves played")
        yield from loop.press(KEY.SPACE)            # pause
        paused_at = screen.session.ply
        yield loop.until(lambda: not screen.is_animating(), what="the move's animation to end")
        yield loop.frames(30)
        seen["paused"] = (paused_at, screen.session.ply, screen.mode.paused)
        yield from loop.press(KEY.RIGHT)            # the next move, paused or not
        seen["stepped"] = screen.session.ply
        yield from loop.press(KEY.UP)               # faster
        seen["speed"] = screen.mode.speed
        yield from loop.press(KEY.SPACE)            # resume
        yield loop.until(lambda: screen.session.ply >= seen["stepped"] + 2, what="the watch playing on")
        seen["moves"] = screen.session.moves[:]
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("PastMatchesScene"), what="the list again")
        # the mouse: the Watch button beside the chosen match
        watch = next(button for _, button in listing.row_actions if button.visible)
        x, y = app.to_window(*watch.centre)
        loop.post("on_mouse_motion", x, y, 0, 0)
        loop.post("on_mouse_press", x, y, 1, 0)
        loop.post("on_mouse_release", x, y, 1, 0)
        yield loop.until(lambda: getattr(loop.scene, "watch", None) is not None and not loop.window.scenes.busy,
                         what="the watch, clicked")
        seen["clicked"] = loop.scene.game.name
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("PastMatchesScene"), what="the list once more")

    RealLoop(app, first_scene=past_matches).run(script)
    assert seen["watch buttons"][:3] == [False, True, False]          # beside the chosen match only
    assert seen["game"] == seen["clicked"] == "dodgson" and seen["seats"] == names
    paused_at, after, paused = seen["paused"]
    assert paused and after == paused_at
    assert seen["stepped"] == paused_at + 1
    assert seen["speed"] == 2.0
    assert seen["moves"] == record.moves[:len(seen["moves"])]
    assert MatchRecord.load(kept).moves == record.moves         # read only: the kept match is as it was
    assert sorted((home / "history").rglob("*")) == files           # nothing kept, no review stored
