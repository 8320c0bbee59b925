"""Bots against bots, for measuring strength: `python -m game arena GAME --p1 BOT --p2 BOT`.

Seats rotate between games (bot argument j sits at seat (j + i) mod n in game i),
and results are reported per bot argument, never per seat. A win shared by k
winners counts 1/k for each; a game with no winner is a draw.
"""
from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from game.core.bots import make_bot
from game.catalog import get_game


@dataclass
class GameResult:
    wins: list[float]          # per bot argument
    draw: bool
    move_seconds: list[float]  # total per bot argument
    move_counts: list[int]
    plies: int


def play_one(game_name: str, specs: list[str], options: dict, seed: int, rotation: int) -> GameResult:
    game = get_game(game_name)
    state = game.new_initial_state(dict(options), seed)
    n = state.num_players
    # seat -> bot argument index
    seat_to_arg = [(seat - rotation) % n for seat in range(n)]
    bots = [make_bot(game, specs[seat_to_arg[seat]], seed=seed * 7 + seat, options=options) for seat in range(n)]
    seconds = [0.0] * n
    counts = [0] * n
    plies = 0
    from game.core.rng import stream
    chance_rng = stream(seed, "arena-chance")
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply(chance_rng.choices(outcomes, weights)[0])
            continue
        seat = state.current_player()
        start = time.perf_counter()
        move = bots[seat].choose(state)
        seconds[seat_to_arg[seat]] += time.perf_counter() - start
        counts[seat_to_arg[seat]] += 1
        state.apply(move)
        plies += 1
    outcome = state.outcome()
    wins = [0.0] * n
    # a solo game's loss has no winners but is no draw (Outcome.is_draw knows)
    draw = outcome.is_draw or (n > 1 and len(outcome.winners) == n)
    if not draw:
        for seat in outcome.winners:
            wins[seat_to_arg[seat]] += 1.0 / len(outcome.winners)
    return GameResult(wins, draw, seconds, counts, plies)


def _play_args(args):
    return play_one(*args)


MAX_GAMES = 100_000
MAX_JOBS = 256


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
                jobs: int | None = None) -> dict:
    """The game's full options; ValueError (one line) for anything run_arena could not play:
    an unknown or unbuilt game, bad options, a bot count the game does not seat, a bad bot
    spec, a number of games or jobs out of range. Checked before any process starts."""
    from game.catalog import NotBuilt, UnknownGame
    game_name, options = resolve_alias(game_name, options)
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games must be from 1 to {MAX_GAMES}, not {games}")
    if jobs is not None and not 1 <= jobs <= MAX_JOBS:
        raise ValueError(f"--jobs must be from 1 to {MAX_JOBS}, not {jobs}")
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
              jobs: int | None = None) -> dict:
    options = check_arena(game_name, specs, games, options, jobs)
    n = len(specs)
    tasks = [(resolve_alias(game_name, None)[0], specs, options, seed + i, i % n) for i in range(games)]
    jobs = min(jobs or os.cpu_count() or 1, games)
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_args, tasks))
    else:
        results = [play_one(*t) for t in tasks]
    wins = [sum(r.wins[j] for r in results) for j in range(n)]
    move_seconds = [sum(r.move_seconds[j] for r in results) for j in range(n)]
    move_counts = [sum(r.move_counts[j] for r in results) for j in range(n)]
    return {
        "game": game_name,
        "games": games,
        "bots": specs,
        "wins": [round(w, 3) for w in wins],
        "draws": sum(r.draw for r in results),
        "mean_move_seconds": [round(s / c, 5) if c else 0.0 for s, c in zip(move_seconds, move_counts)],
        "mean_plies": round(sum(r.plies for r in results) / max(1, games), 1),
    }
