"""Start-up to the first frame, for `python -m game bench`: a fresh interpreter imports the
game, opens the window on the title screen and draws one frame, as `python -m game play` does.

    python -m game.bench_startup   # prints the seconds from its own start to the first frame
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


def startup_seconds(runs: int = RUNS) -> dict:
    """Median and best wall-clock seconds from launching the interpreter to the first frame,
    as a player's second launch: a first, uncounted run leaves the compiled modules (.pyc)
    behind, even where PYTHONDONTWRITEBYTECODE is set (it is on some build machines)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times = []
    for run in range(runs + 1):
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "game.bench_startup"], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True, env=env)
        for line in child.stdout:
            if line.startswith("first-frame"):
                if run > 0:
                    times.append(time.perf_counter() - start)
                break
        child.wait()
    if not times:
        return {"error": "the window did not draw its first frame"}
    times.sort()
    return {"median_s": round(times[len(times) // 2], 3), "best_s": round(times[0], 3), "runs": len(times)}


if __name__ == "__main__":
    _first_frame()
