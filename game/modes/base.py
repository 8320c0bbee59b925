"""The mode contract: the hooks a game screen calls at the turning points of a match."""
from __future__ import annotations

from game.core.match_history import keep_finished, result_words
from game.core.session import MatchSession
from game.catalog import screen_class
from game.scenes.directory import make_scene


class Mode:
    """What a match is for. Subclasses say how a match starts and what follows it.

    The game screen calls:
        match_over(screen)   the match has ended and its last move has been shown
        lesson_done(screen)  the learner confirmed the coach's last step (lessons)
        restart(screen)      from the pause menu
        rematch(screen)      from the results
        leave(screen)        the player leaves the match from the pause menu
        after_results(screen)   "continue" on the results (back to where the match came from)
        drive(screen, dt)    each frame the match waits for a move (a watched replay plays it)
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

    # ---- starting ----------------------------------------------------------------------
    def new_session(self) -> MatchSession:
        """A fresh match for this mode (used to start and to restart)."""
        raise NotImplementedError

    def fresh(self) -> "Mode":
        """The mode for another match of the same kind (lessons start their coach again)."""
        return self

    def screen_for(self, session: MatchSession):
        return screen_class(session.game.name)(session, self)

    def first_screen(self):
        """The game screen on a new match of this mode."""
        return self.screen_for(self.new_session())

    def begin(self, window, replace: bool = False) -> None:
        """Start a new match and show it (replacing the top scene, or above it)."""
        screen = self.first_screen()
        if replace:
            window.scenes.replace(screen)
        else:
            window.scenes.push(screen)

    # ---- labels for the pause menu --------------------------------------------------------
    def leave_label(self, session: MatchSession) -> str:
        return "Quit to menu" if session.is_over() else "Save and quit to menu"

    # ---- what follows ---------------------------------------------------------------------
    def match_over(self, screen) -> None:
        """Default: the match is put away and the results are shown over the board."""
        session = screen.session
        session.discard_autosave()
        self.keep_record(screen)
        outcome = session.outcome()
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        human_won = outcome.is_draw or any(w in humans for w in outcome.winners)
        screen.play("win" if human_won or not humans else "lose")
        screen.window.scenes.push(make_scene("results", screen), fade=False)

    def drive(self, screen, dt: float) -> bool:
        """Each frame the live match waits for its next move (nothing animating): a mode that
        plays the moves itself plays one when it is due and answers True (the screen then
        throws no dice and asks no bot). Default: False, the seats play."""
        return False

    def lesson_done(self, screen) -> None:
        return None

    def restart(self, screen) -> None:
        session = screen.session.restart()
        if session.autosave_enabled:
            session.autosave()
        self._swap_in(screen, screen.remake(session))

    def rematch(self, screen) -> None:
        self._swap_in(screen, screen.remake(screen.session.rematch()))

    def leave(self, screen) -> None:
        """Save an unfinished match (Continue picks it up) and go back to the title."""
        session = screen.session
        if session.autosave_enabled and not session.is_over():
            if session.autosave(wait=True):
                screen.window.notify("Match saved. Pick Continue on the title screen to play on.")
            else:
                screen.window.notify(session.last_error, "error")
        screen.window.scenes.reset(make_scene("title"))

    def after_results(self, screen) -> None:
        screen.window.scenes.reset(make_scene("title"))

    # ---- the review ---------------------------------------------------------------------------
    def keep_record(self, screen) -> None:
        """Put the finished match in the profile's history, once, so that it can be reviewed now
        and from the title screen later (game/core/match_history.py)."""
        session = screen.session
        if not self.reviewable or session.from_position or getattr(screen, "kept_path", None) is not None:
            return
        names = [screen.seat_name(seat) for seat in range(len(session.seats))]
        try:
            screen.kept_path = keep_finished(session.record, names, result_words(session.outcome(), names),
                                             screen.window.profiles.current().slug)
        except OSError as exc:
            screen.kept_path = None
            screen.window.notify(f"This match could not be kept for a later review ({exc}).", "error")

    # ---- helpers ----------------------------------------------------------------------------
    @staticmethod
    def _swap_in(old, new) -> None:
        """Close overlays above the old screen and put the new one in its place."""
        scenes = old.window.scenes
        scenes.pop_to_scene(old, fade=False)
        scenes.replace(new)
