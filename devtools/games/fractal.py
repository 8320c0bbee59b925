"""What the developer tools know of Fractal territory: its bench figures (the Hard level's think
time, rollouts, legal_moves() on a deep board) and the frame bench's motion (zooming in and out
over a board of 5,000 vertices or more)."""
from __future__ import annotations

import math
import random
import statistics
import time
from weakref import WeakKeyDictionary

from game.core.bots import make_bot
from game.engines.fractal import GAME
from game.engines.fractal.bot import Rollout


def bench_extra(seconds: float) -> dict:
    return {**bench_territory(seconds), **bench_legal_moves()}


def bench_territory(seconds: float) -> dict:
    """The Hard level's think time per move (median) over the moves of
    seeded games on the square board (Hard against the one-ply Easy play, no mistakes), and
    the rollouts per second from the start to the end of a game."""
    spec = GAME.bot_presets()["hard"]
    times: list[float] = []
    start = time.perf_counter()
    games = 0
    while time.perf_counter() - start < seconds / 2 or games == 0:
        state = GAME.new_initial_state({}, seed=games + 1)
        bots = [make_bot(GAME, spec, seed=games), make_bot(GAME, "territory:1", seed=games)]
        while state.over is None:
            seat = state.to_move
            t = time.perf_counter()
            move = bots[seat].choose(state)
            if seat == 0:
                times.append(time.perf_counter() - t)
            state.apply(move)
        games += 1
    times.sort()
    rollouts = 0
    rollout = Rollout(random.Random(1))
    begin = GAME.new_initial_state({}, seed=1)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds / 2 or rollouts == 0:
        rollout.play(begin.clone(), 10_000)
        rollouts += 1
    return {"hard_move_ms_median": round(1000 * times[len(times) // 2], 2),
            "rollouts_per_s": round(rollouts / (time.perf_counter() - start), 1)}


def bench_legal_moves(vertices: int = 5000, plies: int = 60) -> dict:
    """legal_moves() on a deep hexaflake, as two random players (the
    arena's `random`) grow it: from the first position with `vertices` vertices, each call of
    the next `plies` plies is timed (median and worst; the worst lists the splits). The time
    is this thread's CPU time, so other processes on a busy machine do not count in it."""
    state = GAME.new_initial_state({"shape": "hexaflake", "target": 400, "difference": 200}, seed=1)
    rng = random.Random(1)
    times: list[float] = []
    listed = 0
    while state.over is None and len(times) < plies:
        timing = state.board.vertex_count >= vertices
        start = time.thread_time()
        moves = state.legal_moves()
        if timing:
            times.append(time.thread_time() - start)
            listed = max(listed, len(moves))
        state.apply(rng.randint(1, 6) if state.rolling else rng.choice(moves))
    if not times:
        return {}
    return {"legal_moves_5k_median_ms": round(1000 * statistics.median(times), 3),
            "legal_moves_5k_worst_ms": round(1000 * max(times), 3),
            "legal_moves_5k_most_moves": listed}


# ---- the frame bench's motion ------------------------------------------------------------------
_zooming: WeakKeyDictionary = WeakKeyDictionary()    # screen -> seconds of zooming so far


def deep_session():
    """A match on a deep board (5,000 vertices or more), people in both seats, never saved."""
    from game.core.session import MatchSession, Seat
    from game.scenes.fractal.demo import deep_state
    state = deep_state()
    return MatchSession(GAME, dict(state.options), 1, [Seat.human(), Seat.human()], autosave=False, start_state=state)


def zoom(screen) -> None:
    """Keep zooming in and out over a deep board: the first call puts the deep board on the
    screen (its scores count up to the board's), each call after moves the camera one frame."""
    elapsed = _zooming.get(screen)
    if elapsed is None:
        screen.session = deep_session()
        screen.view.reset(screen.view_state())
        screen.shown = None
        screen._sync()
        elapsed = 0.0
    elapsed += 1 / 60
    _zooming[screen] = elapsed
    camera = screen.camera
    phase = 0.5 - 0.5 * math.cos(elapsed * 0.9)
    camera.zoom_at(*camera.centre_screen, camera.fit_zoom * (1 + 40 * phase) / camera.zoom)
    camera.look_at(420 + 60 * math.sin(elapsed * 0.5), 560)


MOTIONS = {"zoom": zoom}
