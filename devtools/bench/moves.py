"""Frames while a move lands, for `python -m game bench`: the hitch a player sees on every move.

For each game screen, people in every seat (so no bot search competes for the core) and
the autosave on (into a temporary folder, as in a real match), the benchmark plays a few
seeded legal moves the way a key press does and times every frame until the move's
animation has ended and the board settled:

- landing: the move itself (the input handler: rules, autosave, animation start) plus the
  frame that first shows it;
- animation: the frames while the move animates;
- end: the frames after the animation stops, when the board is drawn in its new state.

Each frame's total (with the GPU finished) is reported beside its Python part (see
`timed_frame`).
"""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from game.core.rng import stream

MOVES = 6                   # moves played per screen
SETTLE_FRAMES = 3           # frames timed after the animation ends
MAX_FRAMES_PER_MOVE = 600   # an animation longer than ten seconds is a bug; stop waiting


def timed_frame(window, before=None) -> tuple[float, float]:
    """(python_ms, total_ms) of one frame, `before()` (a move) counted in it. The Python part
    is the project's own: the main thread's CPU time less the time spent inside OpenGL calls
    (devtools.bench.gl_clock; software OpenGL does part of its work on the calling thread, a graphics
    card does it in hardware), and the software renderer's own threads are not counted."""
    from devtools.bench import gl_clock
    start, cpu_start, gl_start = time.perf_counter(), time.thread_time(), gl_clock.spent_ms()
    if before is not None:
        before()
    window.render_frame(1 / 60)
    window.ctx.finish()
    cpu_end, end, gl_end = time.thread_time(), time.perf_counter(), gl_clock.spent_ms()
    python_ms = max(0.0, (cpu_end - cpu_start) * 1000 - (gl_end - gl_start))
    return python_ms, (end - start) * 1000


def _pick_move(screen, rng):
    state = screen.session.state
    if state.is_terminal():
        return None
    if state.is_chance_node():
        return "chance"
    moves = state.legal_moves()
    return rng.choice(moves) if moves else None


def measure_moves(window, screen, moves: int = MOVES) -> dict:
    """Worst frame and worst Python time by phase (landing, animation, end) over `moves` moves."""
    from game.core.session import Seat
    session = screen.session
    session.seats = [Seat.human() for _ in session.seats]
    worst = {"landing": 0.0, "animation": 0.0, "end": 0.0}
    worst_python = {"landing": 0.0, "animation": 0.0, "end": 0.0}
    animation_frames = []
    rng = stream(5, "bench-moves", screen.game_name)
    played = 0
    with tempfile.TemporaryDirectory(prefix="ea-bench-") as folder:
        session.save_folder = Path(folder)
        session.autosave_enabled = True
        while played < moves:
            move = _pick_move(screen, rng)
            if move is None:
                break
            if move == "chance":
                session.roll_chance()
                window.render_frame(1 / 60)
                continue

            def land(move=move):
                screen.apply_move(move)
            python_ms, total_ms = timed_frame(window, land)
            worst["landing"] = max(worst["landing"], total_ms)
            worst_python["landing"] = max(worst_python["landing"], python_ms)
            frames = 0
            while screen.is_animating() and frames < MAX_FRAMES_PER_MOVE:
                python_ms, total_ms = timed_frame(window)
                # the frame on which the animation stops redraws the board in its new state
                phase = "animation" if screen.is_animating() else "end"
                worst[phase] = max(worst[phase], total_ms)
                worst_python[phase] = max(worst_python[phase], python_ms)
                frames += 1
            animation_frames.append(frames)
            for _ in range(SETTLE_FRAMES):
                python_ms, total_ms = timed_frame(window)
                worst["end"] = max(worst["end"], total_ms)
                worst_python["end"] = max(worst_python["end"], python_ms)
            played += 1
        session.autosave_enabled = False
    return {"move_worst_ms": round(max(worst.values()), 2),
            "move_phases_ms": {k: round(v, 2) for k, v in worst.items()},
            "move_python_ms": {k: round(v, 2) for k, v in worst_python.items()},
            "move_python_worst_ms": round(max(worst_python.values()), 2),
            "moves_played": played,
            "animation_frames": round(statistics.mean(animation_frames), 1) if animation_frames else 0}
