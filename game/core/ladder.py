"""The bot ladder: each difficulty against the one below it, `python -m game arena GAME --ladder`.

Each step (Easy against Normal, Normal against Hard) plays `games` games. Games come in sets of
one per seating: the same seed (the same board, the same dice stream) played once from every
rotation of the seats, so neither luck nor the seat favours a level. Two-player games seat one
bot of each level; a game of more seats seats the levels in equal numbers (Dodgson: two of
each, side by side, rotated round the table).

Think times are the CPU time of the process that plays a move (game.core.arena.play_one): on
a quiet core that is the time a player waits; other work on the machine does not inflate it.

A level's share is its points over the finished games: a win is a point, shared among tied
winners, and a draw gives every seat its share. The 95% interval is Wilson's score interval
for that share over the finished games.
"""
from __future__ import annotations

import math
import statistics

from game.core.arena import check_arena, play_all, resolve_alias
from game.core.bots import DIFFICULTIES, resolve_spec
from game.catalog import get_game

Z_95 = 1.959964


def wilson_interval(share: float, count: int, z: float = Z_95) -> tuple[float, float]:
    """Wilson's score interval for a share observed over `count` games."""
    if count == 0:
        return 0.0, 1.0
    centre = share + z * z / (2 * count)
    spread = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count))
    scale = 1 + z * z / count
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def seating(lower: str, higher: str, seats: int) -> list[str]:
    """The bot arguments of one step: the higher level in the first half of the seats."""
    half = seats // 2
    return [higher] * (seats - half) + [lower] * half


def think_times(times: list[float]) -> dict:
    """Median and worst think time of a level's moves, in milliseconds."""
    if not times:
        return {"moves": 0, "median_ms": None, "worst_ms": None}
    return {"moves": len(times), "median_ms": round(statistics.median(times) * 1000, 1),
            "worst_ms": round(max(times) * 1000, 1)}


def run_step(base: str, lower: str, higher: str, games: int, seed: int, options: dict,
             jobs: int | None, max_plies: int | None) -> dict:
    """One step of the ladder on the game `base` (a catalog name: run_ladder resolves aliases)."""
    game = get_game(base)
    seats = game.num_players_for(options)
    specs = seating(lower, higher, seats)
    if max_plies is None:
        max_plies = game.arena_max_plies(options)
    tasks = [(base, specs, options, seed + i // seats, i % seats, max_plies) for i in range(games)]
    results = play_all(tasks, jobs)
    higher_args = [j for j, spec in enumerate(specs) if spec == higher]
    finished = [r for r in results if r.finished]
    points = sum(sum(r.wins[j] for j in higher_args) + (len(higher_args) / seats if r.draw else 0.0)
                 for r in finished)
    share = points / len(finished) if finished else 0.0
    low, high = wilson_interval(share, len(finished))
    times = {level: [t for r in results for j, spec in enumerate(specs) if spec == level
                     for t in (r.move_times or [[]] * seats)[j]] for level in (lower, higher)}
    return {
        "lower": lower, "higher": higher,
        "lower_bot": resolve_spec(game, lower, options), "higher_bot": resolve_spec(game, higher, options),
        "games": games, "finished": len(finished),
        "draws": sum(r.draw for r in finished),
        "higher_points": round(points, 3),
        "share": round(share, 4),
        "interval_95": [round(low, 4), round(high, 4)],
        "think": {level: think_times(times[level]) for level in (lower, higher)},
        "mean_plies": round(sum(r.plies for r in finished) / len(finished), 1) if finished else None,
    }


def run_ladder(game_name: str, games: int = 40, seed: int = 1, options: dict | None = None,
               jobs: int | None = None, max_plies: int | None = None,
               levels: tuple[str, ...] = DIFFICULTIES) -> dict:
    """Every adjacent pair of `levels`, `games` games each; ValueError (one line) for anything
    that could not be played, before any game starts."""
    from game.catalog import NotBuilt, UnknownGame
    base, options = resolve_alias(game_name, options)
    try:
        game = get_game(base)
    except (UnknownGame, NotBuilt) as exc:
        raise ValueError(str(exc)) from None
    seats = game.num_players_for(game.validate_options(dict(options)))
    if seats < 2 <= game.max_players and "players" not in options:
        seats = 2       # a solo default (Margin of Error) is laddered head to head
    options = check_arena(game_name, seating(levels[0], levels[1], seats), games, options, jobs, max_plies)
    steps = [run_step(base, lower, higher, games, seed, options, jobs, max_plies)
             for lower, higher in zip(levels, levels[1:])]
    return {"game": game_name, "options": options, "seed": seed, "games_per_step": games, "steps": steps}


def ladder_lines(result: dict) -> list[str]:
    """The ladder as a few lines of text for the terminal."""
    lines = [f"{result['game']}: {result['games_per_step']} games a step, seed {result['seed']}"]
    for step in result["steps"]:
        low, high = step["interval_95"]
        think = "; ".join(f"{level} {t['median_ms']} ms median, {t['worst_ms']} ms worst"
                          for level, t in step["think"].items() if t["moves"])
        unfinished = step["games"] - step["finished"]
        lines.append(f"  {step['higher']} over {step['lower']}: {step['share']:.0%} of the points "
                     f"(95% {low:.0%}-{high:.0%}), {step['draws']} draws"
                     + (f", {unfinished} unfinished" if unfinished else ""))
        lines.append(f"    think: {think}")
    return lines
