"""The monkey's tally reads the match under whatever is on top: an overlay that has a session and
no game of its own (the seat watch shown when a pad is unplugged: seed 106 of the long runs raised
AttributeError there), and a setup screen whose `screen` is a class, not a match."""
from __future__ import annotations

from game.catalog import get_game
from game.core.session import MatchSession
from devtools.monkey.report import Tally


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


def test_the_record_of_a_lesson_written_on_a_failure_replays_from_the_games_start(tmp_path):
    """A lesson starts at its level's position; the record a crash report or the monkey keeps of a
    lesson's match (MatchSession.replayable_record) holds the level's prelude first, so it replays (seed 23 of the suite's run wrote one that
    did not: 'last VA' cannot be played at the game's start)."""
    from game.core.levels import load_level
    from game.core.records import MatchRecord
    from game.paths import data_path
    level = load_level(data_path("levels", "tutorials", "margin-03-election-night.toml"))
    # as the lesson mode makes it (game/modes/lesson.py start_lesson_session)
    session = MatchSession(get_game(level.game), dict(level.options), level.seed, level=level.path,
                           autosave=False, start_state=level.start_state())
    session.play(session.state.legal_moves()[0])
    path = tmp_path / "failed.toml"
    session.replayable_record().save(path)
    replayed = MatchRecord.load(path)
    assert replayed.moves[-1] == session.record.moves[-1]
    assert len(replayed.moves) == len(level.prelude) + 1
