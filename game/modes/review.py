"""The post-game review and its "Try it again".

ReviewMode opens a finished match on its own game's screen, looking back from the first move,
with the review in the side panel (the scenes' review_part.py): nothing is played, nothing
saved. PracticeMode plays on from a position of that match against the bot, as often as the
player likes; its moves never touch the record or the match history."""
from __future__ import annotations

from pathlib import Path

from game.catalog import get_game
from game.core.records import MatchRecord
from game.core.review_model import PlyReview, Review
from game.core.session import MatchSession, Seat
from game.core.state import Outcome
from game.modes.base import Mode
from game.modes.steps import BackToStart, LeaveToBelow, NewMatch, OpenMode, ShowResults, Steps

PRACTICE_BOT = "hard"       # in a seat a person played in the match (the screen names it)


def review_names(names: list[str], viewer: int | None) -> list[str]:
    """The seats' names as a review says them in its lines and turning point: "You" for the
    seat the viewer played."""
    return ["You" if seat == viewer else name for seat, name in enumerate(names)]


def review_viewer(session: MatchSession) -> int | None:
    """The seat "you" played in a finished match: its one person's (None with none, or several)."""
    humans = [seat for seat, player in enumerate(session.seats) if player.is_human]
    return humans[0] if len(humans) == 1 else None


def open_review(session: MatchSession, names: list[str], running=None) -> Steps:
    """The results' Review: the finished match `session` on its own board, move by move (its
    positions taken over from the session, not replayed). `running`: the review's analysis the
    results began, (analysis, worker), taken over rather than begun again."""
    record = MatchRecord.start(session.record.game, session.record.options, session.record.seed,
                               session.record.seats, session.record.level)
    record.moves = list(session.record.moves)
    mode = ReviewMode(record, session.kept_path, review_viewer(session), names, played=session)
    mode.running = running
    return (OpenMode(mode),)


class ReviewMode(Mode):
    name = "review"
    reviewable = False
    offers_rematch = False
    shows_results = False
    allows_undo = False
    no_undo_text = ""
    restart_label = "Back to the first move"
    panel_slot = "review"

    def __init__(self, record: MatchRecord, path: str | Path | None = None, viewer: int | None = None,
                 names: list[str] | None = None, review=None, played: MatchSession | None = None):
        self.record = record
        # the session the match was just played in: the review's session takes its positions
        # over, and its moves need no check (a record read from a file is replayed once, here)
        self.played = played
        self.review = review        # a review made already (the showcase's), else it is made or read
        self.path = Path(path) if path is not None else None   # where the review is stored beside
        self.viewer = viewer        # the seat "you" played, for the review's words (None: no one)
        self.names = list(names or [])
        self.running = None         # the analysis the results began, (analysis, worker), to take over

    def new_session(self) -> MatchSession:
        seats = [Seat.from_record_text(text) for text in self.record.seats] or None
        for seat, name in zip(seats or [], self.names):
            seat.name = name            # the names the match was played under
        if self.played is not None:
            session = self.played.copy_played(seats)
        else:
            session = MatchSession.from_record(self.record, seats, autosave=False, path=self.path)
        session.replay_goto(0)
        return session

    def leave_label(self, session: MatchSession) -> str:
        return "Leave the review"

    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        return ()                   # the match was over before the review began

    def restart(self, session: MatchSession) -> Steps:
        return (BackToStart(),)

    def leave(self, session: MatchSession, profiles) -> Steps:
        return (LeaveToBelow(),)

    def after_results(self, session: MatchSession) -> Steps:
        return (LeaveToBelow(),)

    def practise(self, session: MatchSession, ply: int, review: Review | None = None) -> Steps:
        """"Try it again": play on from before move `ply` (0-based), coached on the move played
        there (`review`'s judgement of it, judged again by its search)."""
        seat = session.state_at(ply).current_player()
        record = MatchRecord.start(self.record.game, self.record.options, self.record.seed, self.record.seats,
                                   self.record.level)
        record.moves = list(self.record.moves[:ply])
        mistake = review.plies[ply] if review is not None and ply < len(review.plies) else None
        row = review.row_at(ply) if review is not None else None
        return (OpenMode(PracticeMode(record, seat, mistake, review.search if review is not None else None,
                                      session.outcome(), self.names, row.title if row else None)),)


class PracticeMode(Mode):
    """Play on from a past position as `seat`, coached on the move played there (`mistake`, the
    review's PlyReview of it, `title` the review's name for it: "Move 6"; the player's first move is
    judged by the review's `search`). The
    other seats are the match's own bots; a seat a person played is the bot PRACTICE_BOT, which
    the screen names (`stand_ins`). `match_outcome`: how the match ended, for the results."""

    name = "practice"
    reviewable = False
    restart_label = "Try again"
    after_results_label = "Back to the review"
    allows_undo = False             # "Try again" starts over; Redo's pad button asks for the hint
    no_undo_text = "No takebacks here: Try again in the menu starts over"
    panel_slot = "practice"

    def __init__(self, record: MatchRecord, seat: int, mistake: PlyReview | None = None, search: str | None = None,
                 match_outcome: Outcome | None = None, names: list[str] | None = None, title: str | None = None):
        self.record = record
        self.title = title or f"Move {len(record.moves) + 1}"      # the review's name for the decision retried
        self.seat = seat
        self.mistake = mistake
        self.search = search
        self.match_outcome = match_outcome
        self.names = list(names or [])
        players = get_game(record.game).num_players_for(record.options)
        self.seat_texts = [record.seats[s] if s < len(record.seats) else "" for s in range(players)]
        self.stand_ins = [s for s, text in enumerate(self.seat_texts)
                          if s != seat and Seat.from_record_text(text).is_human]

    def new_session(self) -> MatchSession:
        seats = []
        for s, text in enumerate(self.seat_texts):
            if s == self.seat:
                player = Seat.human()
            elif s in self.stand_ins:
                player = Seat.bot_seat(PRACTICE_BOT)
            else:
                player = Seat.from_record_text(text)        # the match's own bot, at its own level
            if s < len(self.names) and s not in self.stand_ins:
                player.name = self.names[s]
            seats.append(player)
        return MatchSession.from_record(self.record, seats, autosave=False)

    def leave_label(self, session: MatchSession) -> str:
        return "Back to the review"

    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        return (ShowResults(),)

    def restart(self, session: MatchSession) -> Steps:
        return (NewMatch(self.new_session(), self),)

    def rematch(self, session: MatchSession) -> Steps:
        return self.restart(session)

    def leave(self, session: MatchSession, profiles) -> Steps:
        return (LeaveToBelow(),)

    def after_results(self, session: MatchSession) -> Steps:
        return (LeaveToBelow(),)
