"""`python -m game bench`: frame times per scene, engine playout rates, bot think times.

Speed is measured here, never asserted in a timed test: quote these numbers.
"""
from __future__ import annotations

import statistics
import time

from game.core.bots import make_bot, random_playout
from game.core.rng import stream
from game.catalog import available_games, get_game

BOT_LEVELS = ("easy", "normal", "hard")


def engine_rate(game_name: str, seconds: float) -> dict:
    """Random full games per second from the start position, plus the game's own figures."""
    game = get_game(game_name)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        state = game.new_initial_state(game.default_options(), seed=games + 1)
        random_playout(state, stream(games, "bench"))
        games += 1
    elapsed = time.perf_counter() - start
    return {"random_games_per_s": round(games / elapsed, 2), **game.bench_extra(seconds)}


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


def run_bench(frames: bool = True, seconds: float = 1.5) -> dict:
    result: dict = {"frames": {}, "engines": {}, "bots": {}}
    games = available_games()
    for name in games:
        result["engines"][name] = engine_rate(name, seconds)
    for name in games:
        result["bots"][name] = {level: bot_think(name, level) for level in BOT_LEVELS}
    if frames:
        from game.bench_frames import measure
        result["frames"] = measure(None, seconds)
    return result


def format_bench(result: dict) -> str:
    lines = ["frames (headless, 1280x720):"]
    for scene, f in result["frames"].items():
        lines.append(f"  {scene:<24} median {f['median_ms']:6.2f} ms   p99 {f['p99_ms']:6.2f} ms")
    lines.append("engines:")
    for name, figures in result["engines"].items():
        lines.append(f"  {name:<24} " + "   ".join(f"{k} {v}" for k, v in figures.items()))
    lines.append("bots (mean think time per move):")
    for name, levels in result["bots"].items():
        lines.append(f"  {name:<24} " + "   ".join(f"{lvl} {v['mean_s'] * 1000:.0f} ms" for lvl, v in levels.items()))
    return "\n".join(lines)
