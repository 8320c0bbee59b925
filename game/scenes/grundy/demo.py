"""The Grundy screen's demo position (`python -m game shot grundy`): a few moves into a game on
the Petersen graph."""
from __future__ import annotations

from game.core.rng import stream
from game.core.session import MatchSession, Seat
from game.engines.grundy.rules import GAME, smallest_allowed_number

DEMO_SEED = 7
DEMO_BOARD = "petersen"
DEMO_PLIES = 5


def demo_session(board: str = DEMO_BOARD, seed: int = DEMO_SEED, plies: int = DEMO_PLIES) -> MatchSession:
    """A game in progress for screenshots: a few moves writing the smallest allowed number where
    it is smallest (ties broken by a seeded draw), never saved."""
    session = MatchSession(GAME, {**GAME.default_options(), "board": board}, seed,
                           [Seat.human(), Seat.human()], autosave=False)
    rng = stream(seed, "grundy-demo")
    for _ in range(plies):
        state = session.state
        if state.is_terminal():
            break
        empty = [v for v in range(state.board.size) if not state.numbers[v]]
        options = [(smallest_allowed_number(state, v), rng.random(), v) for v in empty]
        number, _, vertex = min(options)
        session.play((vertex, number))
    return session
