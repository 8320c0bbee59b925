"""A campaign: an ordered trail of stops across the country, each a match in one of the games.

Campaign files live in levels/campaign/*.toml (format in docs/levels.md). Pure Python (no
arcade): the map screen reads a Campaign and a profile's CampaignProgress, and the tests
check every stop can start and the trail can be finished.

Words used throughout:
    main stop    a stop on the trail; each opens when the one before it is won
    bonus stop   off the trail; opened by winning the stop that lists it in `unlocks`
    level        the bot's difficulty: easy < normal < hard. Winning above a stop's own
                 level earns more stars.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog
from game.core.bots import DIFFICULTIES
from game.core.datafile import DataFileError, Fields, read_toml
from game.core.levels import LEVELS_DIR
from game.core.state import Outcome

CAMPAIGN_DIR = LEVELS_DIR / "campaign"
LEVELS = DIFFICULTIES          # the bot's levels, easiest first
TRAVEL_KINDS = ("bus", "plane")
PLANE_KM = 1100            # a leg longer than this flies unless the stop says otherwise
EARTH_KM = 6371.0
STAR_POINTS = 100          # campaign score: per star won
MARGIN_POINTS_CAP = 50     # plus the winning margin, up to this much per stop


@dataclass
class Stop:
    id: str
    title: str                 # "Town hall in Des Moines"
    city: str
    state: str                 # two-letter code: "IA"
    lat: float
    lon: float
    game: str
    briefing: str
    options: dict = field(default_factory=dict)
    level: str = "easy"        # the bot's level at this stop
    seat: int = 0              # the player's seat (seat 0 moves first in every game but Grundy)
    seed: int = 1
    bonus: bool = False
    unlocks: list[str] = field(default_factory=list)   # bonus stops opened by a win here
    reward: str = ""           # what a win here brings, in players' words ("A new board: ...")
    headline_win: str = ""
    headline_loss: str = ""
    travel: str = ""           # "bus" or "plane"; empty: chosen by the leg's length

    def is_built(self) -> bool:
        """The stop's game can be played in this build (else it shows locked, with its art)."""
        try:
            catalog.get_game(self.game)
            catalog.screen_class(self.game)
        except (catalog.NotBuilt, catalog.UnknownGame):
            return False
        return True

    def num_seats(self) -> int:
        game = catalog.get_game(self.game)
        return game.num_players_for({**game.default_options(), **self.options})

    def seat_specs(self, level: str | None = None) -> list[str]:
        """Who sits where: "human" in the player's seat, the bot level in the others."""
        level = level or self.level
        return ["human" if i == self.seat else level for i in range(self.num_seats())]

    def levels_offered(self) -> list[str]:
        """The stop's own level and the harder ones (each step up is a star more); a game played
        alone against the rules (Margin of Error's solo) has no bot to make harder."""
        if self.num_seats() == 1:
            return [self.level]
        return list(LEVELS[LEVELS.index(self.level):])


@dataclass
class Campaign:
    path: str
    id: str
    title: str
    intro: str
    finale: str
    stops: list[Stop]

    def stop(self, stop_id: str) -> Stop:
        for stop in self.stops:
            if stop.id == stop_id:
                return stop
        raise KeyError(f"no stop called '{stop_id}' in {self.title}")

    @property
    def trail(self) -> list[Stop]:
        """The main stops, in order."""
        return [s for s in self.stops if not s.bonus]

    def index_of(self, stop_id: str) -> int:
        return next(i for i, s in enumerate(self.trail) if s.id == stop_id)

    def games(self) -> set[str]:
        return {s.game for s in self.stops}


# ---- results and progress ---------------------------------------------------------------------
@dataclass
class StopResult:
    """A profile's best at one stop."""
    won: bool = False
    plays: int = 0
    stars: int = 0
    margin: float = 0.0
    level: str = ""            # the level of the best win

    @property
    def points(self) -> int:
        if not self.won:
            return 0
        return self.stars * STAR_POINTS + int(min(MARGIN_POINTS_CAP, max(0.0, self.margin)))


def stars_for(stop: Stop, level: str) -> int:
    """One star for a win, one more for each level above the stop's own."""
    return 1 + max(0, LEVELS.index(level) - LEVELS.index(stop.level))


def margin_of(outcome: Outcome, seat: int) -> float:
    """How clearly the player's seat won: its score against the best other score (either way
    round, since some games are won on the lower score); alone, its own score."""
    scores = list(outcome.scores)
    if len(scores) <= 1:
        return float(scores[0]) if scores else 0.0
    others = [s for i, s in enumerate(scores) if i != seat]
    best = min(others, key=lambda s: abs(s - scores[seat]))
    return float(abs(scores[seat] - best))


def player_won(outcome: Outcome, seat: int) -> bool:
    return seat in outcome.winners


class CampaignProgress:
    """One profile's results on one campaign: which stops are done, open or locked."""

    def __init__(self, campaign: Campaign, results: dict[str, StopResult] | None = None):
        self.campaign = campaign
        # kept, not copied: a profile hands in its own results, and record() updates them
        self.results: dict[str, StopResult] = results if results is not None else {}

    def result(self, stop_id: str) -> StopResult:
        return self.results.get(stop_id) or StopResult()

    def won(self, stop_id: str) -> bool:
        return self.result(stop_id).won

    def status(self, stop: Stop) -> str:
        """done (won; can be replayed), open (can be played now) or locked."""
        if self.won(stop.id):
            return "done"
        if not stop.is_built():
            return "locked"
        if stop.bonus:
            opened = any(stop.id in s.unlocks and self.won(s.id) for s in self.campaign.stops)
            return "open" if opened else "locked"
        trail = self.campaign.trail
        i = trail.index(stop)
        return "open" if all(self.won(s.id) for s in trail[:i]) else "locked"

    def current(self) -> Stop | None:
        """The next main stop to play (None once the whole trail is won)."""
        return next((s for s in self.campaign.trail if not self.won(s.id)), None)

    def finished(self) -> bool:
        return self.current() is None

    def visited(self) -> list[Stop]:
        """The route so far: the won main stops in trail order."""
        return [s for s in self.campaign.trail if self.won(s.id)]

    def record(self, stop: Stop, outcome: Outcome, level: str | None = None) -> StopResult:
        """Note a finished match at `stop` and return the stop's (best) result."""
        level = level or stop.level
        old = self.result(stop.id)
        new = StopResult(old.won, old.plays + 1, old.stars, old.margin, old.level)
        if player_won(outcome, stop.seat):
            stars, margin = stars_for(stop, level), margin_of(outcome, stop.seat)
            if not old.won or (stars, margin) > (old.stars, old.margin):
                new = StopResult(True, new.plays, stars, margin, level)
            new.won = True
        self.results[stop.id] = new
        return new

    def headline(self, stop: Stop, won: bool) -> str:
        return stop.headline_win if won else stop.headline_loss

    def score(self) -> int:
        return sum(self.result(s.id).points for s in self.campaign.stops)

    def stars(self) -> int:
        return sum(self.result(s.id).stars for s in self.campaign.stops)

    def wins(self) -> int:
        return sum(1 for s in self.campaign.stops if self.won(s.id))


# ---- travel ------------------------------------------------------------------------------------
def distance_km(a: Stop, b: Stop) -> float:
    """Great-circle distance between two stops."""
    la1, la2 = math.radians(a.lat), math.radians(b.lat)
    dla, dlo = la2 - la1, math.radians(b.lon - a.lon)
    h = math.sin(dla / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin(dlo / 2) ** 2
    return 2 * EARTH_KM * math.asin(min(1.0, math.sqrt(h)))


def travel_kind(origin: Stop | None, stop: Stop) -> str:
    """bus or plane for the leg to `stop` (the stop's own choice first)."""
    if stop.travel:
        return stop.travel
    if origin is None:
        return "bus"
    return "plane" if distance_km(origin, stop) > PLANE_KM else "bus"


# ---- loading -------------------------------------------------------------------------------------
def parse_campaign(data: dict, path: str | os.PathLike) -> Campaign:
    f = Fields(data, path)
    head = f.table("campaign")
    stops: list[Stop] = []
    for index, raw in enumerate(f.list("stops", min_len=1)):
        stops.append(_parse_stop(Fields(raw, path, f"stops[{index}]")))
    campaign = Campaign(str(path), head.str("id"), head.str("title"), head.str("intro", ""),
                        head.str("finale", ""), stops)
    _check_links(campaign, f)
    return campaign


def _parse_stop(s: Fields) -> Stop:
    game = s.str("game", choices=catalog.names())
    stop = Stop(
        id=s.str("id"), title=s.str("title"), city=s.str("city"), state=s.str("state"),
        lat=s.number("lat", minimum=15, maximum=72), lon=s.number("lon", minimum=-180, maximum=-60),
        game=game, briefing=s.str("briefing"), options=s.get("options", {}, dict),
        level=s.str("level", "easy", choices=LEVELS), seat=s.int("seat", 0, minimum=0, maximum=3),
        seed=s.int("seed", 1), bonus=s.bool("bonus", False),
        unlocks=s.list("unlocks", [], item=_text_item(s)), reward=s.str("reward", ""),
        headline_win=s.str("headline_win", ""), headline_loss=s.str("headline_loss", ""),
        travel=s.str("travel", "", choices=("",) + TRAVEL_KINDS),
    )
    if len(stop.state) != 2 or not stop.state.isupper():
        raise s.fail("state", f"must be a state's two-letter code such as \"OH\", not {stop.state!r}")
    return stop


def _text_item(fields: Fields):
    def item(key, value):
        if not isinstance(value, str):
            raise DataFileError(fields.path, key, f"must be a stop id (text), not {value!r}")
        return value
    return item


def _check_links(campaign: Campaign, f: Fields) -> None:
    seen: set[str] = set()
    for index, stop in enumerate(campaign.stops):
        if stop.id in seen:
            raise f.fail(f"stops[{index}].id", f"'{stop.id}' is used by two stops")
        seen.add(stop.id)
    for index, stop in enumerate(campaign.stops):
        for j, target in enumerate(stop.unlocks):
            if target not in seen:
                raise f.fail(f"stops[{index}].unlocks[{j}]", f"no stop called '{target}'")
            if not campaign.stop(target).bonus:
                raise f.fail(f"stops[{index}].unlocks[{j}]",
                             f"'{target}' is on the trail (it opens by itself); only bonus stops are unlocked")
    for index, stop in enumerate(campaign.stops):
        if stop.bonus and not any(stop.id in s.unlocks for s in campaign.stops):
            raise f.fail(f"stops[{index}].bonus", f"bonus stop '{stop.id}' is never unlocked")
    if not campaign.trail:
        raise f.fail("stops", "needs at least one stop that is not a bonus")


def check_stop(stop: Stop, path: str | os.PathLike, index: int) -> None:
    """The stop's match can start: its options are valid and the player's seat exists."""
    key = f"stops[{index}]"
    if not stop.is_built():
        return              # shown locked until its game lands
    game = catalog.get_game(stop.game)
    try:
        state = game.new_initial_state({**game.default_options(), **stop.options}, stop.seed)
    except Exception as exc:  # BadOptions and friends: name the stop
        raise DataFileError(path, f"{key}.options", f"the match cannot start ({exc})") from None
    if stop.seat >= state.num_players:
        raise DataFileError(path, f"{key}.seat", f"{catalog.title(stop.game)} here has "
                            f"{state.num_players} seat(s); seat {stop.seat} does not exist")


def load_campaign(path: str | os.PathLike, check: bool = True) -> Campaign:
    campaign = parse_campaign(read_toml(path), path)
    if check:
        for index, stop in enumerate(campaign.stops):
            check_stop(stop, path, index)
    return campaign


def load_campaigns(directory: str | os.PathLike = CAMPAIGN_DIR) -> tuple[list[Campaign], list[DataFileError]]:
    """Every campaign file; a broken one is reported and left out, the others load."""
    campaigns, errors = [], []
    for path in sorted(Path(directory).glob("*.toml")):
        try:
            campaigns.append(load_campaign(path))
        except DataFileError as exc:
            errors.append(exc)
    return campaigns, errors
