"""Bots against bots, for measuring strength: `python -m game arena GAME --p1 BOT --p2 BOT`.

Seats rotate between games (bot argument j sits at seat (j + i) mod n in game i),
and results are reported per bot argument, never per seat. A win shared by k
winners counts 1/k for each; a game with no winner is a draw.

A game still going after its cap of plies (`--max-plies`, by default the game's
Game.arena_max_plies) stops and counts as unfinished: neither a win nor a draw, and
left out of the plies on average, so no run can hang on a game that would not end.
"""
from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from game.core.bots import make_bot
from game.core.records import MatchRecord
from game.core.rng import stream
from game.catalog import get_game


@dataclass
class GameResult:
    wins: list[float]          # per bot argument
    draw: bool
    move_seconds: list[float]  # total per bot argument
    move_counts: list[int]
    plies: int
    finished: bool = True      # False: stopped at the cap of plies, no result
    move_times: list[list[float]] | None = None   # each move's think time, per bot argument


def play_one(game_name: str, specs: list[str], options: dict, seed: int, rotation: int,
             max_plies: int | None = None) -> GameResult:
    game = get_game(game_name)
    state = game.new_initial_state(dict(options), seed)
    if max_plies is None:
        max_plies = game.arena_max_plies(options)
    n = state.num_players
    # seat -> bot argument index
    seat_to_arg = [(seat - rotation) % n for seat in range(n)]
    bots = [make_bot(game, specs[seat_to_arg[seat]], seed=seed * 7 + seat, options=options) for seat in range(n)]
    seconds = [0.0] * n
    counts = [0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    plies = 0
    chance_rng = stream(seed, "arena-chance")
    while not state.is_terminal():
        if plies >= max_plies:
            return GameResult([0.0] * n, False, seconds, counts, plies, finished=False, move_times=times)
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply(chance_rng.choices(outcomes, weights)[0])
            continue
        seat = state.current_player()
        # the playing process's CPU time: on a quiet core the same as the clock, and not
        # inflated by other work on the machine (bots with a budget in seconds read the clock)
        start = time.process_time()
        move = bots[seat].choose(state)
        took = time.process_time() - start
        seconds[seat_to_arg[seat]] += took
        counts[seat_to_arg[seat]] += 1
        times[seat_to_arg[seat]].append(took)
        state.apply(move)
        plies += 1
    outcome = state.outcome()
    wins = [0.0] * n
    # a solo game's loss has no winners but is no draw (Outcome.is_draw knows)
    draw = outcome.is_draw or (n > 1 and len(outcome.winners) == n)
    if not draw:
        for seat in outcome.winners:
            wins[seat_to_arg[seat]] += 1.0 / len(outcome.winners)
    return GameResult(wins, draw, seconds, counts, plies, move_times=times)


def play_record(game_name: str, spec: str, seed: int, options: dict | None = None,
                max_plies: int | None = None, seats: list[str] | None = None) -> MatchRecord:
    """A match between bots of `spec` in every seat, as a record (chance outcomes seeded too):
    the demo matches of the review's screenshots, its bench figure and its tests. `seats` is
    what the record says sat there (the spec by default); `max_plies` stops it early. Each
    bot is seeded by the match's seed and its seat, so two seeds give two matches."""
    game = get_game(game_name)
    state = game.new_initial_state(dict(options or {}), seed)
    record = MatchRecord.start(game_name, state.options, seed, seats or [spec] * state.num_players)
    bots = [make_bot(game, spec, seed=seed * 7 + seat + 1, options=state.options) for seat in range(state.num_players)]
    chance = stream(seed, "bot-match")
    while not state.is_terminal() and (max_plies is None or len(record.moves) < max_plies):
        if state.is_chance_node():
            move = chance.choices(*zip(*state.chance_outcomes()))[0]
        else:
            move = bots[state.current_player()].choose(state)
        record.moves.append(state.move_to_text(move))
        state.apply(move)
    return record


def _play_args(args):
    return play_one(*args)


def play_all(tasks: list[tuple], jobs: int | None = None) -> list[GameResult]:
    """play_one for each task (its arguments), on `jobs` processes (default: every core)."""
    jobs = min(jobs or os.cpu_count() or 1, len(tasks))
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            return list(pool.map(_play_args, tasks))
    return [play_one(*t) for t in tasks]


MAX_GAMES = 100_000
MAX_JOBS = 256
MAX_PLIES = 10_000_000


def resolve_alias(game_name: str, options: dict | None) -> tuple[str, dict]:
    """The game an arena name plays and its options: `<game>-<variant>` is a variant the game
    names (Game.arena_variants, its options win over --options); any other name is a game."""
    from game.catalog import NotBuilt, UnknownGame
    base, _, variant = game_name.partition("-")
    if variant:
        try:
            fixed = get_game(base).arena_variants().get(variant)
        except (UnknownGame, NotBuilt):
            fixed = None
        if fixed is not None:
            return base, {**(options or {}), **fixed}
    return game_name, dict(options or {})


def check_arena(game_name: str, specs: list[str], games: int = 10, options: dict | None = None,
                jobs: int | None = None, max_plies: int | None = None) -> dict:
    """The game's full options; ValueError (one line) for anything run_arena could not play:
    an unknown or unbuilt game, bad options, a bot count the game does not seat, a bad bot
    spec, a number of games or jobs out of range. Checked before any process starts."""
    from game.catalog import NotBuilt, UnknownGame
    game_name, options = resolve_alias(game_name, options)
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games must be from 1 to {MAX_GAMES}, not {games}")
    if jobs is not None and not 1 <= jobs <= MAX_JOBS:
        raise ValueError(f"--jobs must be from 1 to {MAX_JOBS}, not {jobs}")
    if max_plies is not None and not 1 <= max_plies <= MAX_PLIES:
        raise ValueError(f"--max-plies must be from 1 to {MAX_PLIES}, not {max_plies}")
    try:
        game = get_game(game_name)
    except (UnknownGame, NotBuilt) as exc:
        raise ValueError(str(exc)) from None
    options = dict(options or {})
    if "players" not in options and game.min_players != game.max_players \
            and game.min_players <= len(specs) <= game.max_players:
        options["players"] = len(specs)     # as many seats as bots, where the game allows it
    options = game.validate_options(options)
    n = game.num_players_for(options)
    if len(specs) != n:
        raise ValueError(f"{game_name} needs {n} bots (--p1 .. --p{n}), got {len(specs)}")
    for spec in specs:
        make_bot(game, spec, options=options)      # BotSpecError (a ValueError) for a bad spec
    return options


def run_arena(game_name: str, specs: list[str], games: int = 10, seed: int = 1, options: dict | None = None,
              jobs: int | None = None, max_plies: int | None = None) -> dict:
    options = check_arena(game_name, specs, games, options, jobs, max_plies)
    n = len(specs)
    base = resolve_alias(game_name, None)[0]
    if max_plies is None:
        max_plies = get_game(base).arena_max_plies(options)
    tasks = [(base, specs, options, seed + i, i % n, max_plies) for i in range(games)]
    results = play_all(tasks, jobs)
    wins = [sum(r.wins[j] for r in results) for j in range(n)]
    move_seconds = [sum(r.move_seconds[j] for r in results) for j in range(n)]
    move_counts = [sum(r.move_counts[j] for r in results) for j in range(n)]
    finished = [r for r in results if r.finished]
    return {
        "game": game_name,
        "games": games,
        "bots": specs,
        "wins": [round(w, 3) for w in wins],
        "draws": sum(r.draw for r in results),
        "unfinished": games - len(finished),
        "max_plies": max_plies,
        "mean_move_seconds": [round(s / c, 5) if c else 0.0 for s, c in zip(move_seconds, move_counts)],
        # over the finished games only; None when none finished
        "mean_plies": round(sum(r.plies for r in finished) / len(finished), 1) if finished else None,
    }
