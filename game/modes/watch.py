"""Watching a finished match: `python -m game replay FILE --watch` and Past matches' Watch.

WatchMode opens a match record on its own game's screen at the first move and plays the
record's moves one by one through the screen's normal move path, so each lands with its
animation (the dice thrown, the piece travelling, the board zooming). Nobody plays: the seats
are the record's (Seat.replayed), nothing is saved or kept. The screen's clock runs at the
watching speed (`pace`), its animations and the pause between moves alike; the screen's
watch controls (the scenes' watch_controls.py) pause, step, change the speed and leave.
"""
from __future__ import annotations

from game.catalog import get_game
from game.core.records import MatchRecord
from game.core.session import MatchSession, Seat
from game.core.state import IllegalMove
from game.modes.base import Mode
from game.modes.steps import CloseWindow, LeaveToBelow, NewMatch, Notice, PlayMove, Steps

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)     # the steps of Faster and Slower
MIN_SPEED, MAX_SPEED = SPEEDS[0], SPEEDS[-1]
MOVE_GAP = 0.6       # seconds (at 1x) from one move's animation ending to the next move, as a bot thinks
END_HOLD = 2.0       # seconds (at 1x) the final position stays before a watch that closes at its end closes


def speed_words(speed: float) -> str:
    """"2x", "0.25x": the speed as the controls show it."""
    return f"{speed:g}×"


class WatchMode(Mode):
    name = "watch"
    watching = True
    reviewable = False
    offers_rematch = False
    shows_results = False
    allows_undo = False
    no_undo_text = ""
    restart_label = "Watch from the start"
    panel_slot = "watch"

    def __init__(self, record: MatchRecord, names: list[str] | None = None, speed: float = 1.0,
                 closes_window: bool = False):
        self.record = record
        self.names = list(names or [])
        self.speed = float(speed)
        self.paused = False
        self.closes_window = closes_window  # the command line's watch: its window closes once the final
                                            # position was held, or when the viewer leaves; else the
                                            # screen stays on the end until the player leaves
        self.ended = False          # the final position has been held
        self.left = False           # the viewer left before the end
        self.fault = ""             # a move of the record that could not be played (the watch stops there)
        self._waited = 0.0

    # ---- the match ----------------------------------------------------------------------------
    def new_session(self) -> MatchSession:
        record = self.record
        players = get_game(record.game).num_players_for(record.options)
        seats = [Seat.replayed(record.seats[seat] if seat < len(record.seats) else "",
                               self.names[seat] if seat < len(self.names) else "") for seat in range(players)]
        self.ended, self.fault, self._waited = False, "", 0.0
        return MatchSession(get_game(record.game), record.options, record.seed, seats, level=record.level,
                            autosave=False)

    @property
    def pace(self) -> float:
        return self.speed

    def at_the_end(self, session: MatchSession) -> bool:
        return bool(self.fault) or session.ply >= len(self.record.moves)

    # ---- the screen's calls ---------------------------------------------------------------------
    def drive(self, session: MatchSession, dt: float, chance_delay: float) -> Steps:
        """The next move when its time comes (never while paused); at the end, the final
        position held for END_HOLD, then the window closed where `closes_window`."""
        if self.at_the_end(session):
            if not self.ended:
                self._waited += dt
                if self._waited >= END_HOLD:
                    self.ended = True
                    if self.closes_window:
                        return (CloseWindow(),)
            return ()
        if self.paused:
            return ()
        self._waited += dt
        if self._waited >= (chance_delay if session.is_chance() else MOVE_GAP):
            return self.next_move(session)
        return ()

    def next_move(self, session: MatchSession) -> Steps:
        """The record's next move, to be played on the screen now (its animation starts); a move
        that cannot be played stops the watch there, with a notice."""
        if self.at_the_end(session):
            return ()
        self._waited = 0.0
        try:
            move = session.state.text_to_move(self.record.moves[session.ply])
        except (IllegalMove, ValueError) as exc:
            self._stop_at(session, f": {exc}")
            return (Notice(f"The match cannot be watched further: {self.fault}", "error"),)
        return (PlayMove(move),)

    def refused(self, session: MatchSession) -> None:
        """The screen could not play the move `next_move` gave: the watch stops there."""
        self._stop_at(session)

    def _stop_at(self, session: MatchSession, why: str = "") -> None:
        self.fault = f"move {session.ply + 1} ('{self.record.moves[session.ply]}') cannot be played{why}"

    def toggle_pause(self) -> None:
        self.paused = not self.paused

    def change_speed(self, direction: int) -> None:
        """The next speed up (1) or down (-1) of SPEEDS."""
        faster = [s for s in SPEEDS if s > self.speed]
        slower = [s for s in SPEEDS if s < self.speed]
        if direction > 0 and faster:
            self.speed = faster[0]
        elif direction < 0 and slower:
            self.speed = slower[-1]

    # ---- the pause menu and leaving ------------------------------------------------------------------
    def leave_label(self, session: MatchSession) -> str:
        return "Stop watching"

    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        return ()                   # the record's end: drive holds it, nothing is kept

    def restart(self, session: MatchSession) -> Steps:
        self.paused = False
        return (NewMatch(self.new_session(), self),)

    def leave(self, session: MatchSession, profiles) -> Steps:
        """Back to where the watch was opened (Past matches); the command line's watch closes."""
        self.left = True
        return (CloseWindow(),) if self.closes_window else (LeaveToBelow(),)

    def after_results(self, session: MatchSession) -> Steps:
        return self.leave(session, None)
