"""Which legal move the monkey plays: mostly an extreme one, the kind players find and tests miss
(everything on one state, the biggest and the smallest number, the deepest split), else any.
Each game's extremes are its own file in devtools/monkey/games/.

`choose(state, game, rng, habits)` picks from `state.legal_moves()`; `habits` is one match's
memory (Margin of Error's one state for every token and day)."""
from __future__ import annotations

import importlib
import random

EXTREME_SHARE = 0.7         # of the moves: an extreme one where the game has one (Margin: its own shares)


def game_knowledge(game: str):
    """The monkey's file of `game` (devtools/monkey/games/<game>.py), or None for a game without one."""
    try:
        return importlib.import_module(f"{__package__}.games.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__package__}.games.{game}":
            raise
        return None


def choose(state, game: str, rng: random.Random, habits: dict):
    moves = state.legal_moves()
    if not moves:
        return None
    known = game_knowledge(game)
    if known is not None and (getattr(known, "ALWAYS_EXTREME", False) or rng.random() < EXTREME_SHARE):
        move = known.extreme_move(state, moves, rng, habits)
        if move is not None:
            return move
    if rng.random() < 0.3:
        return rng.choice([moves[0], moves[-1]])     # the ends of the list: its first and last
    return rng.choice(moves)


def extremes(state, game: str) -> dict[str, int]:
    """How far the match went, in the figures the game's file gives (none for other games)."""
    known = game_knowledge(game)
    return known.extremes(state) if known is not None and hasattr(known, "extremes") else {}
