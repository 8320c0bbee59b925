"""The post-game review and its "Try it again".

ReviewMode opens a finished match on its own game's screen, looking back from the first move,
with the review in the side panel (game/scenes/review_part.py): nothing is played, nothing
saved. PracticeMode plays on from a position of that match against the bot, as often as the
player likes; its moves never touch the record or the match history."""
from __future__ import annotations

from pathlib import Path

from game.catalog import get_game
from game.core.records import MatchRecord
from game.core.session import MatchSession, Seat
from game.modes.base import Mode

PRACTICE_BOT = "hard"


def open_review(screen) -> None:
    """The results' Review: the finished match of `screen` on its own board, move by move."""
    session = screen.session
    humans = [seat for seat, player in enumerate(session.seats) if player.is_human]
    names = [screen.seat_name(seat) for seat in range(len(session.seats))]
    record = MatchRecord.from_data(session.record.to_data())
    ReviewMode(record, getattr(screen, "kept_path", None), humans[0] if len(humans) == 1 else None,
               names).begin(screen.window)


class ReviewMode(Mode):
    name = "review"
    reviewable = False
    offers_rematch = False
    shows_results = False
    allows_undo = False
    no_undo_text = ""
    restart_label = "Back to the first move"

    def __init__(self, record: MatchRecord, path: str | Path | None = None, viewer: int | None = None,
                 names: list[str] | None = None, review=None):
        self.record = record
        self.review = review        # a review made already (the showcase's), else it is made or read
        self.path = Path(path) if path is not None else None   # where the review is stored beside
        self.viewer = viewer        # the seat "you" played, for the review's words (None: no one)
        self.names = list(names or [])

    def new_session(self) -> MatchSession:
        seats = [Seat.from_record_text(text) for text in self.record.seats] or None
        for seat, name in zip(seats or [], self.names):
            seat.name = name            # the names the match was played under
        session = MatchSession.from_record(self.record, seats, autosave=False, path=self.path)
        session.replay_goto(0)
        return session

    def screen_for(self, session: MatchSession):
        screen = super().screen_for(session)
        from game.scenes.review_part import ReviewPart      # a screen part: loaded with the screen
        screen.review = ReviewPart(screen, self)
        return screen

    def leave_label(self, session: MatchSession) -> str:
        return "Leave the review"

    def match_over(self, screen) -> None:
        return None                 # the match was over before the review began

    def restart(self, screen) -> None:
        screen.window.scenes.pop_to_scene(screen, fade=False)
        screen.replay_to(0)

    def leave(self, screen) -> None:
        screen.review.close()
        scenes = screen.window.scenes
        scenes.pop_to_scene(screen, fade=False)
        scenes.pop()

    def after_results(self, screen) -> None:
        self.leave(screen)

    def practise(self, screen, ply: int) -> None:
        """"Try it again": play on from before move `ply` (0-based) against the bot."""
        seat = screen.session.state_at(ply).current_player()
        record = MatchRecord.start(self.record.game, self.record.options, self.record.seed, self.record.seats,
                                   self.record.level)
        record.moves = list(self.record.moves[:ply])
        PracticeMode(record, seat).begin(screen.window)


class PracticeMode(Mode):
    """Play on from a past position as `seat`, the bot (Hard) in every other seat."""

    name = "practice"
    reviewable = False
    restart_label = "Try again"
    after_results_label = "Back to the review"
    no_undo_text = ""

    def __init__(self, record: MatchRecord, seat: int):
        self.record = record
        self.seat = seat

    def new_session(self) -> MatchSession:
        players = get_game(self.record.game).num_players_for(self.record.options)
        seats = [Seat.human() if s == self.seat else Seat.bot_seat(PRACTICE_BOT) for s in range(players)]
        return MatchSession.from_record(self.record, seats, autosave=False)

    def leave_label(self, session: MatchSession) -> str:
        return "Back to the review"

    def match_over(self, screen) -> None:
        from game.scenes.directory import make_scene
        screen.window.scenes.push(make_scene("results", screen), fade=False)

    def restart(self, screen) -> None:
        self._swap_in(screen, screen.remake(self.new_session()))

    def rematch(self, screen) -> None:
        self.restart(screen)

    def leave(self, screen) -> None:
        scenes = screen.window.scenes
        scenes.pop_to_scene(screen, fade=False)
        scenes.pop()

    def after_results(self, screen) -> None:
        self.leave(screen)
