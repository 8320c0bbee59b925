"""Bots that play any game through the engine contract.

A bot spec is text, so it travels in records, settings and across processes:

    random                  uniform legal move
    greedy[:noise=0.35]     one ply, best `heuristic` (noise: chance of a random move instead)
    mcts[:0.5s|:2000][,rollout=20][,c=1.2]   UCT with chance nodes, time or iteration budget
    alphabeta[:20000][,depth=6][,2s]   two-player alpha-beta, deepening within a budget of positions
    exact[:1.5s|:8000]      the game's exact solver; where it cannot answer, MCTS on that budget (1.5 s)
    easy | normal | hard    difficulty levels, mapped by Game.bot_presets()
    <name>[:args]           a game's own search, offered by Game.extra_bots()
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Protocol

from game.core.rng import stream
from game.core.state import Game, GameState, Move

DIFFICULTIES = ("easy", "normal", "hard")


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Move:
        ...


class BotSpecError(ValueError):
    pass


# Beyond these a spec is a slip (1e308s, nan, a digit too many), refused rather than left to
# think for ever; tests and the bench still ask for searches that outlast them (mcts:120s).
MAX_SECONDS = 3600.0
MAX_ITERATIONS = 1_000_000_000
MAX_PARAM = 1_000_000.0


def _number(text: str, part: str, value: str, what: str, low: float, high: float, whole: bool = False):
    """`value` read as `what` (a time, a count, a number) from `low` to `high`; BotSpecError
    naming the part otherwise."""
    try:
        number = int(value) if whole else float(value)
    except ValueError:
        raise BotSpecError(f"bot spec '{text}': '{part}' is not {what}") from None
    if not low <= number <= high:       # also refuses nan
        plain = [int(x) if x == int(x) else x for x in (low, high)]
        raise BotSpecError(f"bot spec '{text}': '{part}' is out of range ({plain[0]} to {plain[1]})")
    return number


@dataclass
class BotSpec:
    kind: str
    seconds: float | None = None
    iterations: int | None = None
    params: dict = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> "BotSpec":
        text = text.strip()
        kind, _, rest = text.partition(":")
        spec = cls(kind=kind.strip().lower())
        for part in filter(None, (p.strip() for p in rest.split(","))):
            if "=" in part:
                key, _, value = part.partition("=")
                spec.params[key.strip()] = _number(text, part, value, "a number", 0, MAX_PARAM)
            elif part.endswith("s"):
                spec.seconds = _number(text, part, part[:-1], "a time like 0.5s", 0.001, MAX_SECONDS)
            else:
                spec.iterations = _number(text, part, part, "an iteration count", 1, MAX_ITERATIONS,
                                          whole=True)
        return spec


def resolve_spec(game: Game, spec: str, options: dict | None = None) -> str:
    """Map a difficulty (easy/normal/hard) to a concrete spec through the game's presets."""
    name = spec.strip().lower()
    if name not in DIFFICULTIES:
        return spec
    return game.bot_presets(options or {})[name]


def make_bot(game: Game, spec: str, seed: int = 0, options: dict | None = None,
             should_stop: Callable[[], bool] | None = None) -> Bot:
    """Build a bot from its spec. `should_stop` lets a worker cancel a long search."""
    from game.core.bots.greedy import GreedyBot
    from game.core.bots.mcts import MCTSBot
    from game.core.bots.simple import ExactBot, RandomBot

    resolved = resolve_spec(game, spec, options)
    parsed = BotSpec.parse(resolved)
    rng = stream(seed, "bot", resolved)
    if parsed.kind == "random":
        return RandomBot(rng)
    if parsed.kind == "greedy":
        return GreedyBot(rng, noise=parsed.params.get("noise", 0.0))
    if parsed.kind == "mcts":
        seconds = parsed.seconds
        iterations = parsed.iterations
        if seconds is None and iterations is None:
            iterations = 1000
        return MCTSBot(rng, seconds=seconds, iterations=iterations,
                       rollout_depth=int(parsed.params.get("rollout", 20)),
                       exploration=parsed.params.get("c", 1.2), should_stop=should_stop)
    if parsed.kind == "alphabeta":
        from game.core.bots.alphabeta import AlphaBetaBot
        return AlphaBetaBot(rng, nodes=parsed.iterations or 20000, max_depth=int(parsed.params.get("depth", 6)),
                            seconds=parsed.seconds, should_stop=should_stop)
    if parsed.kind == "exact":
        # where the solver cannot answer: MCTS on the spec's budget (iterations or seconds)
        seconds = parsed.seconds if parsed.seconds or parsed.iterations else 1.5
        fallback = MCTSBot(rng, seconds=seconds, iterations=parsed.iterations, should_stop=should_stop)
        solver = game.exact_solver()
        return fallback if solver is None else ExactBot(solver, fallback)
    extra = game.extra_bots()
    if parsed.kind in extra:
        return extra[parsed.kind](parsed, rng, should_stop)
    known = ["random", "greedy", "mcts", "alphabeta", "exact", *DIFFICULTIES, *extra]
    raise BotSpecError(f"unknown bot '{spec}'; use one of: {', '.join(known)}")


def random_playout(state: GameState, rng: random.Random, max_plies: int | None = None) -> GameState:
    """Play uniformly random moves (and chance outcomes by their odds) on `state` in place."""
    plies = 0
    while not state.is_terminal() and (max_plies is None or plies < max_plies):
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            moves, weights = zip(*outcomes)
            state.apply(rng.choices(moves, weights)[0])
        else:
            state.apply(rng.choice(state.legal_moves()))
        plies += 1
    return state
