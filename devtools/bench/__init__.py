"""`python -m game bench`: frame times per scene, engine playout rates, bot think times.

Speed is measured here, never asserted in a timed test: quote these numbers.
"""
from __future__ import annotations

import statistics
import time

from devtools.games import bench_extra
from game.catalog import available_games, get_game
from game.core.bots import make_bot, random_playout
from game.core.rng import stream

BOT_LEVELS = ("easy", "normal", "hard")


def engine_rate(game_name: str, seconds: float) -> dict:
    """Random full games per second from the start position, plus the game's own figures
    (devtools/games/<game>.py)."""
    game = get_game(game_name)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        state = game.new_initial_state(game.default_options(), seed=games + 1)
        random_playout(state, stream(games, "bench"))
        games += 1
    elapsed = time.perf_counter() - start
    return {"random_games_per_s": round(games / elapsed, 2), **bench_extra(game_name, seconds)}


def bot_think(game_name: str, level: str, moves: int = 3) -> dict:
    """Mean seconds a bot level takes per move over the first few moves of a seeded game."""
    game = get_game(game_name)
    options = game.default_options()
    state = game.new_initial_state(options, seed=7)
    bot = make_bot(game, level, seed=7, options=options)
    times = []
    rng = stream(7, "bench-bot")
    while not state.is_terminal() and len(times) < moves:
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply(rng.choices(outcomes, weights)[0])
            continue
        start = time.perf_counter()
        move = bot.choose(state)
        times.append(time.perf_counter() - start)
        state.apply(move)
    return {"mean_s": round(statistics.mean(times), 4) if times else 0.0, "moves": len(times)}


def review_speed(game_name: str, positions: int = 4) -> dict:
    """The post-game review's CPU time per position (ms), at the game's own review search, over
    the first positions of a match between greedy bots; `python -m game review` reviews a whole
    match in about that times its moves (game/core/review.py)."""
    from game.core.arena import play_record
    from game.core.review import ReviewAnalysis
    record = play_record(game_name, "greedy", 7, max_plies=positions)
    analysis = ReviewAnalysis.of_record(record)
    start = time.process_time()
    while analysis.done < min(positions, analysis.positions):
        analysis.step()
    per = (time.process_time() - start) / max(1, analysis.done)
    return {"search": analysis.search, "ms_per_position": round(per * 1000, 1)}


def run_bench(frames: bool = True, seconds: float = 1.5) -> dict:
    result: dict = {"frames": {}, "engines": {}, "bots": {}, "review": {}}
    games = available_games()
    for name in games:
        result["engines"][name] = engine_rate(name, seconds)
    for name in games:
        result["bots"][name] = {level: bot_think(name, level) for level in BOT_LEVELS}
    for name in games:
        result["review"][name] = review_speed(name)
    if frames:
        from devtools.bench.frames import measure
        from devtools.bench.startup import startup_seconds
        result["startup"] = startup_seconds()
        result["frames"] = measure(None, seconds)
    return result


def format_bench(result: dict) -> str:
    frames = result["frames"]
    empty = frames.get("empty", {}).get("median_ms") or float("nan")

    def ms(value: float) -> str:   # a time and its ratio to the empty frame
        return f"{value:6.2f} ms ({value / empty:4.1f}x)"
    lines = ["frames (headless, 1280x720; (Nx) = times the empty frame, which only clears):"]
    for scene, f in frames.items():
        if "error" in f:
            lines.append(f"  {scene:<24} not measured: {f['error']}")
            continue
        lines.append(f"  {scene:<24} median {ms(f['median_ms'])}   p99 {ms(f['p99_ms'])}   "
                     f"python median {f['python_ms']:.2f}, worst {f.get('python_worst_ms', float('nan')):.2f} ms"
                     f"   {f['frames']} frames")
        if "move_worst_ms" in f:
            phases = f["move_phases_ms"]
            python = f["move_python_ms"]
            lines.append(f"  {'':<24} worst move frame {ms(f['move_worst_ms'])} = "
                         f"{f['move_worst_ms'] / f['median_ms']:.1f}x its median  "
                         f"(landing {phases['landing']:.1f}, animation {phases['animation']:.1f}, "
                         f"end {phases['end']:.1f} ms; python worst {f['move_python_worst_ms']:.1f}: landing "
                         f"{python['landing']:.1f}, animation {python['animation']:.1f}, end {python['end']:.1f} ms)")
    startup = result.get("startup")
    if startup:
        lines.append("start-up to the first frame: " + (
            f"median {startup['median_s']:.2f} s, best {startup['best_s']:.2f} s over {startup['runs']} runs"
            + (f"; a bare Arcade window: median {startup['bare_window_median_s']:.2f} s, best "
               f"{startup['bare_window_best_s']:.2f} s (game / bare, best runs: {startup['ratio_best']:.2f}x)"
               if "bare_window_best_s" in startup else "")
            if "median_s" in startup else startup["error"]))
    lines.append("engines:")
    for name, figures in result["engines"].items():
        lines.append(f"  {name:<24} " + "   ".join(f"{k} {v}" for k, v in figures.items()))
    lines.append("bots (mean think time per move):")
    for name, levels in result["bots"].items():
        lines.append(f"  {name:<24} " + "   ".join(f"{lvl} {v['mean_s'] * 1000:.0f} ms" for lvl, v in levels.items()))
    lines.append("post-game review (CPU per position valued; a whole match takes about that times its moves):")
    for name, figures in result.get("review", {}).items():
        lines.append(f"  {name:<24} {figures['ms_per_position']} ms   ({figures['search']})")
    return "\n".join(lines)
