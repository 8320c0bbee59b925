"""The mode contract: the hooks a game screen calls at the turning points of a match.

Each hook takes what it needs (the session, the seats' names, the profiles) and returns what
happens next as a tuple of steps (game/modes/steps.py); the screen carries them out. A mode
never touches a screen or the window."""
from __future__ import annotations

from game.core.match_history import keep_finished, result_words
from game.core.session import MatchSession
from game.modes.steps import NewMatch, Notice, ShowResults, Sound, Steps, ToTitle


class Mode:
    """What a match is for. Subclasses say how a match starts and what follows it.

    The game screen calls, and carries out what each returns:
        match_over(session, names, profiles)   the match has ended and its last move has been shown
        lesson_done(profiles)                   the learner confirmed the coach's last step (lessons)
        restart(session)                        from the pause menu
        rematch(session)                        from the results
        leave(session, profiles)                the player leaves the match from the pause menu
        after_results(session)                  "continue" on the results (back to where the match came from)
        drive(session, dt, chance_delay)        each frame a watching mode's match waits for a move
    """

    name = ""
    lesson = None                 # the LessonRunner of a lesson; None in other modes
    restart_label = "Restart"
    offers_rematch = True
    after_results_label = "Main menu"
    shows_results = True          # the results screen follows the match (pause offers it again)
    reviewable = True             # the results offer the post-game review (and the match is kept for it)
    # takebacks: Undo takes back the player's last move and the replies to it; a mode that
    # forbids them (a campaign stop, a ranked game) says so where the Undo button would be
    allows_undo = True
    no_undo_text = "No takebacks in this match"
    # a watched replay (watch.py): the mode plays a record's moves itself (`drive`), nobody at the
    # screen plays, the screen shows watch controls, and its clock runs at `pace` (the speed)
    watching = False
    pace = 1.0
    # what the side panel shows under the seats: "moves" (the move list), "coach" (a lesson),
    # "review" (the post-game review), "watch" (a watched replay's controls)
    panel_slot = "moves"
    # the seats' colours while this mode's matches are played, (colour, name) per seat; empty:
    # the game's own (the screen side chooses them, and gives them back when the match is left)
    seat_colours: tuple = ()

    # ---- starting ----------------------------------------------------------------------
    def new_session(self) -> MatchSession:
        """A fresh match for this mode (used to start and to restart)."""
        raise NotImplementedError

    def fresh(self) -> "Mode":
        """The mode for another match of the same kind (lessons start their coach again)."""
        return self

    # ---- labels for the pause menu --------------------------------------------------------
    def leave_label(self, session: MatchSession) -> str:
        return "Quit to menu" if session.is_over() else "Save and quit to menu"

    # ---- what follows ---------------------------------------------------------------------
    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        """Default: the match is put away and the results are shown over the board."""
        session.discard_autosave()
        kept = self.keep_record(session, names, profiles)
        outcome = session.outcome()
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        human_won = outcome.is_draw or any(w in humans for w in outcome.winners)
        return kept + (Sound("win" if human_won or not humans else "lose"), ShowResults())

    def drive(self, session: MatchSession, dt: float, chance_delay: float) -> Steps:
        """Each frame a watching mode's match waits for its next move (nothing animating): the
        move to play when it is due. Only called where `watching`: elsewhere the seats play."""
        return ()

    def lesson_done(self, profiles) -> Steps:
        return ()

    def refused(self, session: MatchSession) -> None:
        """The screen could not play a move `drive` gave (a watching mode notes where it stopped)."""

    def restart(self, session: MatchSession) -> Steps:
        session = session.restart()
        if session.autosave_enabled:
            session.autosave()
        return (NewMatch(session, self.fresh()),)

    def rematch(self, session: MatchSession) -> Steps:
        return (NewMatch(session.rematch(), self.fresh()),)

    def leave(self, session: MatchSession, profiles) -> Steps:
        """Save an unfinished match (Continue picks it up) and go back to the title."""
        told: Steps = ()
        if session.autosave_enabled and not session.is_over():
            if session.autosave(wait=True):
                told = (Notice("Match saved. Pick Continue on the title screen to play on."),)
            else:
                told = (Notice(session.last_error, "error"),)
        return told + (ToTitle(),)

    def after_results(self, session: MatchSession) -> Steps:
        return (ToTitle(),)

    # ---- the review ---------------------------------------------------------------------------
    def keep_record(self, session: MatchSession, names: list[str], profiles) -> Steps:
        """Put the finished match in the profile's history, once, so that it can be reviewed now
        and from the title screen later (game/core/match_history.py); where it went is the
        session's `kept_path`. A notice when it could not be kept."""
        if not self.reviewable or session.from_position or session.kept_path is not None:
            return ()
        try:
            session.kept_path = keep_finished(session.record, names, result_words(session.outcome(), names),
                                              profiles.current().slug)
        except OSError as exc:
            return (Notice(f"This match could not be kept for a later review ({exc}).", "error"),)
        return ()
