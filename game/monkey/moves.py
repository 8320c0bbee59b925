"""Which legal move the monkey plays: mostly an extreme one, the kind players find and tests miss
(everything on one state, the biggest and the smallest number, the deepest split), else any.

`choose(state, game, rng, habits)` picks from `state.legal_moves()`; `habits` is one match's
memory (Margin of Error's one state for every token and day)."""
from __future__ import annotations

import random

EXTREME_SHARE = 0.7         # of the moves: an extreme one where the game has one (Margin: its own shares)


def choose(state, game: str, rng: random.Random, habits: dict):
    moves = state.legal_moves()
    if not moves:
        return None
    chooser = CHOOSERS.get(game)
    if chooser is not None and (game == "margin" or rng.random() < EXTREME_SHARE):
        move = chooser(state, moves, rng, habits)
        if move is not None:
            return move
    if rng.random() < 0.3:
        return rng.choice([moves[0], moves[-1]])     # the ends of the list: its first and last
    return rng.choice(moves)


def margin(state, moves, rng, habits):
    """One state for everything: every small-state token on election night (the 'all seven on
    Pennsylvania' of issue 33), and in most matches the tokens collected first, a campaign day in
    each small state the side does not lead; else every day, the running mate and the
    endorsements on that one state too."""
    favourite = habits.setdefault("state", rng.randrange(len(state.scenario.states)))
    collect = habits.setdefault("collect tokens", rng.random() < 0.8)
    kinds = {}
    for move in moves:
        kinds.setdefault(move[0], []).append(move)
    if "last" in kinds:
        if rng.random() < 0.05:
            return rng.choice(kinds["last"])
        return next((m for m in kinds["last"] if m[1] == favourite), kinds["last"][0])
    if "accept" in kinds or "ignore" in kinds:         # a gaffe: take it, or spend a favour
        return rng.choice(moves)
    side = state.acting_side()
    if collect and side is not None:
        tokens = [m for m in kinds.get("camp", []) if state.earns_small_state_token(side, m[1])
                  and not state.plans[side].camp.get(m[1])]
        if tokens and state.cash[side] >= state.scenario.campaign_day_cost:
            return rng.choice(tokens)
        if ("fund",) in moves and rng.random() < 0.6:
            return ("fund",)
    on_favourite = [m for m in moves if m[0] in ("camp", "vp", "endorse") and len(m) > 1 and m[1] == favourite]
    if on_favourite and rng.random() < 0.75:
        return rng.choice(on_favourite)
    if "capital" in kinds and rng.random() < 0.3:
        return rng.choice(kinds["capital"])
    days = [m for m in moves if m[0] in ("camp", "ad", "fund", "media")]
    if days and rng.random() < 0.5:
        return rng.choice(days)
    return ("end",) if ("end",) in moves else rng.choice(moves)


def grundy(state, moves, rng, habits):
    """The biggest or the smallest number the list offers."""
    pick = max if rng.random() < 0.6 else min
    number = pick(m[1] for m in moves)
    return rng.choice([m for m in moves if m[1] == number])


def fractal(state, moves, rng, habits):
    """The deepest split there is; a roll when offered; else a placement on the deepest cell."""
    splits = [m for m in moves if m[0] == "split"]
    level = state.board.level
    if splits and rng.random() < 0.8:
        deepest = max(level[m[1]] for m in splits)
        return rng.choice([m for m in splits if level[m[1]] == deepest])
    rolls = [m for m in moves if m[0] == "roll"]
    if rolls and rng.random() < 0.5:
        return rolls[0]
    return None


def dodgson(state, moves, rng, habits):
    """A promotion when there is one (the rarest pieces), else the longest move."""
    promotions = [m for m in moves if isinstance(m, tuple) and m[3]]
    if promotions:
        return rng.choice(promotions)
    steps = [m for m in moves if isinstance(m, tuple)]
    if not steps:
        return None
    longest = max(abs(m[2] - m[1]) for m in steps)
    return rng.choice([m for m in steps if abs(m[2] - m[1]) == longest]) if rng.random() < 0.5 else None


def constitution(state, moves, rng, habits):
    """The first or the last point listed: the map's edges."""
    return rng.choice([moves[0], moves[-1]])


CHOOSERS = {"margin": margin, "grundy": grundy, "fractal": fractal, "dodgson": dodgson,
            "constitution": constitution}
