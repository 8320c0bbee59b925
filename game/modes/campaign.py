"""A campaign stop: one match on the campaign trail, at the level the player chose.

The match is not autosaved (Continue on the title offers quick and couch matches only; a
campaign stop left midway is simply played again from the map), takebacks are off and
there is no rematch: the results lead back to the map, which stamps the result on the stop,
shows the headline and moves the bus on. Losing leaves the stop open to try again; a won
stop can be replayed and keeps its best result.
"""
from __future__ import annotations

from game import catalog
from game.core.campaign import Campaign, Stop, StopResult
from game.core.session import MatchSession, Seat
from game.modes.base import Mode
from game.modes.steps import Notice, ShowResults, Sound, Steps, ToCampaignMap


class CampaignMatch(Mode):
    name = "campaign"
    offers_rematch = False
    after_results_label = "Back to the map"
    restart_label = "Restart this stop"
    allows_undo = False
    no_undo_text = "No takebacks on the campaign trail"

    def __init__(self, campaign: Campaign, stop: Stop, level: str | None = None):
        self.campaign = campaign
        self.stop = stop
        self.level = level or stop.level
        self.result: StopResult | None = None      # set when the match ends
        self.won: bool | None = None

    def seats(self) -> list[Seat]:
        return [Seat.human() if spec == "human" else Seat.bot_seat(spec)
                for spec in self.stop.seat_specs(self.level)]

    def new_session(self) -> MatchSession:
        game = catalog.get_game(self.stop.game)
        options = {**game.default_options(), **self.stop.options}
        return MatchSession(game, options, self.stop.seed, self.seats(), autosave=False)

    def fresh(self) -> "CampaignMatch":
        return CampaignMatch(self.campaign, self.stop, self.level)

    def leave_label(self, session: MatchSession) -> str:
        return "Back to the map"

    # ---- what follows ---------------------------------------------------------------------
    def match_over(self, session: MatchSession, names: list[str], profiles) -> Steps:
        """Note the result in the profile (saved at once), then show the results."""
        outcome = session.outcome()
        profile = profiles.current()
        progress = profile.progress(self.campaign)
        self.won = self.stop.seat in outcome.winners
        self.result = progress.record(self.stop, outcome, self.level)
        told: Steps = ()
        try:
            profiles.save(profile)
        except OSError as exc:
            told = (Notice(f"Your campaign progress could not be saved ({exc}).", "error", seconds=8),)
        told += self.keep_record(session, names, profiles)
        return told + (Sound("win" if self.won else "lose"), ShowResults())

    def after_results(self, session: MatchSession) -> Steps:
        return self.back_to_map()

    def leave(self, session: MatchSession, profiles) -> Steps:
        return self.back_to_map()

    def back_to_map(self) -> Steps:
        """Back to the map, which then shows how the stop went."""
        return (ToCampaignMap(self.campaign, self.stop, self.won),)
