"""Start-up to the first frame, for `python -m game bench`: a fresh interpreter imports the
game, opens the window on the title screen and draws one frame, as `python -m game play` does;
and, in the same run for comparison, a bare Arcade window drawing its first (empty) frame.

    python -m devtools.bench.startup          # the game's first frame, then exits
    python -m devtools.bench.startup bare     # a bare arcade.Window's first frame
"""
from __future__ import annotations

import os
import subprocess
import sys
import time

RUNS = 3


def _first_frame() -> None:
    from game.app import create_window
    from game.scenes.directory import make_scene
    window = create_window()
    window.scenes.push(make_scene("title"), fade=False)
    window.render_frame(1 / 60)
    window.flip()
    window.ctx.finish()
    print("first-frame", flush=True)
    window.shutdown()
    os._exit(0)    # the measured part is over; skip the interpreter's slow exit


def _bare_first_frame() -> None:
    import arcade
    window = arcade.Window(1280, 720, "bare")
    window.clear()
    window.flip()
    window.ctx.finish()
    print("first-frame", flush=True)
    os._exit(0)


def _timed_runs(args: list[str], runs: int, env: dict) -> list[float]:
    times = []
    for run in range(runs + 1):
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "devtools.bench.startup", *args], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True, env=env)
        for line in child.stdout:
            if line.startswith("first-frame"):
                if run > 0:
                    times.append(time.perf_counter() - start)
                break
        child.wait()
    return sorted(times)


def startup_seconds(runs: int = RUNS) -> dict:
    """Median and best wall-clock seconds from launching the interpreter to the first frame,
    as a player's second launch: a first, uncounted run leaves the compiled modules (.pyc)
    behind, even where PYTHONDONTWRITEBYTECODE is set (it is on some build machines)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    # alternated, game then bare, so that a busy spell on the machine weighs on both alike
    game, bare = [], []
    for _ in range(runs):
        game += _timed_runs([], 1, env)
        bare += _timed_runs(["bare"], 1, env)
    if not game:
        return {"error": "the window did not draw its first frame"}
    game.sort()
    bare.sort()
    result = {"median_s": round(game[len(game) // 2], 3), "best_s": round(game[0], 3), "runs": len(game)}
    if bare:
        result.update({"bare_window_median_s": round(bare[len(bare) // 2], 3), "bare_window_best_s": round(bare[0], 3),
                       "ratio_best": round(game[0] / bare[0], 2)})
    return result


if __name__ == "__main__":
    _bare_first_frame() if sys.argv[1:] == ["bare"] else _first_frame()
