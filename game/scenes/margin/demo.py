"""The Margin of Error screen's demo position (`python -m game shot margin`): a solo Democratic
campaign planning week 4, three weeks played with plausible plans (a favour spent, a small-state
token earned), four days of this week placed, the running mate sent and a favour called in."""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.margin import GAME
from game.engines.margin.move import ACCEPT_MOVE, END_MOVE

DEMO_SEED = 11
# each week's placements, in notation; a placement the rules refuse by then is left out
WEEKS = [
    ["camp VA", "camp VA", "camp FL", "vp OH", "fund", "fund", "media"],
    ["capital internet-funds", "camp FL", "camp FL", "camp NV", "ad southeast", "fund", "media"],
    ["camp OH", "camp OH", "camp VA", "vp NC", "fund", "fund", "media"],
]
THIS_WEEK = ["camp PA", "camp PA", "camp FL", "vp VA", "capital fact-check", "fund"]


def _plan(session: MatchSession, texts: list[str]) -> None:
    for text in texts:
        state = session.state
        move = state.text_to_move(text) if state.move_fault(state.text_to_move(text)) is None else None
        if move is not None:
            session.play(move)


def demo_session(seed: int = DEMO_SEED, options: dict | None = None) -> MatchSession:
    """Week 4 of a solo game, part planned (never saved)."""
    session = MatchSession(GAME, {**GAME.default_options(), **(options or {})}, seed, [Seat.human()],
                           autosave=False)
    for week in WEEKS:
        _plan(session, week)
        session.play(END_MOVE)
        while session.state.phase != "plan" and not session.is_over():
            if session.is_chance():
                session.roll_chance()
            else:
                session.play(ACCEPT_MOVE)         # a gaffe: the demo campaign keeps its favours
    _plan(session, THIS_WEEK)
    return session
