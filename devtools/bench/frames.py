"""Frame times per scene, measured in a hidden 1280x720 window (update + draw + GPU finish).

Game screens are measured while a bot thinks in the worker process (every seat a
bot with a long search), which is the case the worker exists for: the window must
keep its frame rate while the search runs on the other core. Then people take the
seats and play a few moves, timing the frames while each lands (devtools.bench.moves).

Absolute times vary by a factor of two between runs and machines, so the scene
`empty` (a frame that only clears the window) is measured the same way, and
`format_bench` gives every figure as a ratio to its median as well.

    measure(["menu"], seconds=1.5) -> {"menu": {"median_ms": 2.1, "p99_ms": 4.0, "python_ms": 1.2, ...}}
"""
from __future__ import annotations

import statistics
import time

WARMUP_FRAMES = 20
MIN_FRAMES = 200                 # per scene, however fast: fewer and the p99 is one frame's luck
THINKING_BOT = "mcts:120s"       # a search that is still running when the measurement ends


EMPTY = "empty"


def keep_travelling(screen) -> None:
    """Keep the campaign map's bus on the road."""
    if screen.travel is not None:
        screen.travel.looping = True
        screen.travel.held = False


# Other screens measured in motion: name -> (showcase scene, keep_moving(screen) before each frame)
SCREEN_MOTIONS = {"campaign-travel": ("campaign", keep_travelling)}     # the campaign map while the bus travels


def motion_scenes() -> dict:
    """Screens measured in motion, not at rest: "<game>-<part>" -> (game, keep_moving(screen)),
    from each game's MOTIONS in devtools/games/ (Margin of Error's dice tray while dice roll, its
    region boards while tokens slide, Fractal's deep board while the camera zooms); then
    SCREEN_MOTIONS."""
    from devtools.games import motions
    from game.catalog import playable_games
    scenes = {f"{game}-{part}": (game, keep_moving) for game in playable_games()
              for part, keep_moving in motions(game).items()}
    return {**scenes, **SCREEN_MOTIONS}


def default_scenes() -> list[str]:
    """The empty frame, the menus, every game screen that can show its demo position here, and
    the screens in motion."""
    from game.catalog import playable_games
    return [EMPTY, "menu", "quick-match", "settings", "tutorials", "results"] + playable_games() + list(motion_scenes())


def _show_empty(window) -> None:
    """A scene that only clears the window: the baseline every figure is compared with."""
    from game.scenes.base import Scene

    class EmptyScene(Scene):
        show_backdrop = False

        def draw_scene(self) -> None:
            pass

    window.scenes.reset(EmptyScene(), fade=False)
    window.scenes.finish()


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(share * (len(ordered) - 1)))))
    return ordered[index]


def measure_scene(window, name: str, seconds: float, min_frames: int = MIN_FRAMES) -> dict:
    from devtools.bench.moves import measure_moves, timed_frame
    from game.core.session import Seat
    from game.scenes.game_screen import GameScreen
    from devtools.showcase import show_scene
    from game.scenes.manager import settle_memory
    from devtools.bench import gl_clock
    motion = motion_scenes().get(name)
    if name == EMPTY:
        _show_empty(window)
    else:
        show_scene(window, motion[0] if motion else name)
    gl_clock.install()         # again: the scene may have loaded modules that call OpenGL
    settle_memory()            # as at the dark moment of the fade that shows a scene in the game
    screen = window.scenes.current
    thinking = False
    keep_moving = None
    if motion is not None:
        keep_moving = lambda: motion[1](screen)      # noqa: E731 (the frame's own motion)
    elif isinstance(screen, GameScreen) and not screen.session.is_over():
        screen.session.seats = [Seat.bot_seat(THINKING_BOT) for _ in screen.session.seats]
        screen.session.autosave_enabled = False
        window.bots().start()
        thinking = True
    for _ in range(WARMUP_FRAMES):
        if keep_moving is not None:
            keep_moving()
        window.render_frame(1 / 60)
    window.ctx.finish()
    times, python_times = [], []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end or len(times) < min_frames:
        python_ms, total_ms = timed_frame(window, keep_moving)
        times.append(total_ms)
        python_times.append(python_ms)
    result = {"median_ms": round(statistics.median(times), 2), "p99_ms": round(_percentile(times, 0.99), 2),
              "python_ms": round(statistics.median(python_times), 2),
              "python_p99_ms": round(_percentile(python_times, 0.99), 2),
              "python_worst_ms": round(max(python_times), 2), "frames": len(times)}
    if thinking:
        result["bot_thinking"] = screen.bot.thinking
        screen.bot.cancel()
        result.update(measure_moves(window, screen))
    return result


def measure(scenes: list[str] | None = None, seconds: float = 1.5, min_frames: int = MIN_FRAMES) -> dict:
    """{scene: {"median_ms", "p99_ms", "python_ms", "frames", ...}} for each scene (all by
    default), each over `seconds` and at least `min_frames` frames."""
    from devtools.shot import get_or_create_window
    window = get_or_create_window((1280, 720))
    results = {}
    for name in scenes or default_scenes():
        try:
            results[name] = measure_scene(window, name, seconds, min_frames)
        except Exception as exc:  # a scene that cannot be shown here is reported, not fatal
            results[name] = {"median_ms": float("nan"), "p99_ms": float("nan"), "error": f"{type(exc).__name__}: {exc}"}
    try:
        from game.scenes.base import Scene
        window.scenes.reset(Scene(), fade=False)   # closes the last screen: cancels its bot
        window.scenes.finish()
    except Exception:
        pass
    return results
