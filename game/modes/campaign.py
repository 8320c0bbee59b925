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
from game.scenes.directory import make_scene

MAP_SCENE = "campaign"


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
    def match_over(self, screen) -> None:
        """Note the result in the profile (saved at once), then show the results."""
        window = screen.window
        outcome = screen.session.outcome()
        profiles = window.profiles
        profile = profiles.current()
        progress = profile.progress(self.campaign)
        self.won = self.stop.seat in outcome.winners
        self.result = progress.record(self.stop, outcome, self.level)
        try:
            profiles.save(profile)
        except OSError as exc:
            window.notify(f"Your campaign progress could not be saved ({exc}).", "error", seconds=8)
        self.keep_record(screen)
        screen.play("win" if self.won else "lose")
        window.scenes.push(make_scene("results", screen), fade=False)

    def after_results(self, screen) -> None:
        self.back_to_map(screen)

    def leave(self, screen) -> None:
        self.back_to_map(screen)

    def back_to_map(self, screen) -> None:
        """Pop back to the map (or make one), which then shows how the stop went."""
        scenes = screen.window.scenes
        map_scene = scenes.find(MAP_SCENE)
        below = map_scene is not None
        if not below:
            map_scene = make_scene(MAP_SCENE, campaign=self.campaign)
        if self.won is not None:
            map_scene.match_finished(self.stop, self.won)
        if below:
            scenes.pop_to(MAP_SCENE)
        else:
            scenes.reset(make_scene("title"), fade=False)
            scenes.push(map_scene)
