"""Quick match (you against the computer) and couch multiplayer (2-4 seats at one screen)."""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.core.state import Game
from game.modes.base import Mode


class QuickMatch(Mode):
    name = "quick"

    def __init__(self, game: Game, options: dict, seats: list[Seat]):
        self.game = game
        self.options = dict(options)
        self.seats = list(seats)

    def new_session(self) -> MatchSession:
        session = MatchSession(self.game, self.options, None, self.seats)
        session.autosave()
        return session


class CouchMatch(QuickMatch):
    name = "couch"


def mode_for_session(session: MatchSession) -> Mode:
    """The mode of a match resumed from a save: one human against bots is a quick match."""
    humans = sum(1 for s in session.seats if s.is_human)
    bots = len(session.seats) - humans
    kind = QuickMatch if humans == 1 and bots else CouchMatch
    return kind(session.game, session.options, session.seats)
