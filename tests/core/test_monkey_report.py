"""The monkey's tally reads the match under whatever is on top: an overlay that has a session and
no game of its own (the seat watch shown when a pad is unplugged: seed 106 of the long runs raised
AttributeError there), and a setup screen whose `screen` is a class, not a match."""
from __future__ import annotations

from game.core.session import MatchSession
from game.monkey.report import Tally


class MatchScreen:
    def __init__(self, session):
        self.session = session
        self.game = session.game
        self.review = None


class SeatWatch:
    """Like the seat watch: the screen under it, and its session through a property, no game."""
    def __init__(self, screen):
        self.screen = screen

    @property
    def session(self):
        return self.screen.session


class Setup:
    screen = MatchScreen          # a class: the screen it will make


def test_an_overlay_with_a_session_and_no_game_counts_the_match_under_it(tmp_path):
    session = MatchSession.new("grundy", None, save_folder=tmp_path, autosave=False)
    tally = Tally(1)
    screen = MatchScreen(session)
    tally.frame(screen, 0.01)
    session.play(session.state.legal_moves()[0])
    tally.frame(SeatWatch(screen), 0.01)
    tally.frame(Setup(), 0.01)
    assert tally.plies["grundy"] == 1
    assert tally.frames == 3
