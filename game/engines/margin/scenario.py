"""Margin of Error's boards, charts and tables, read from a scenario file under levels/margin/.

Everything the rule text prints on its boards (the states with their die faces, electoral
votes and starting squares, the charts, the opponent's schedule) is data, so a scenario can
change it. `load_scenario` refuses a file the rules cannot use with one DataFileError naming
the file, the key and the fault (a state starting on the white square, die faces that do not
cover 1 to 6, votes that do not add up to 538, ...).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from game import paths
from game.core.datafile import DataFileError, Fields, read_toml

SCENARIO_DIR = paths.data_path("levels", "margin")
TRACK_MIN, TRACK_MAX = -5, 5     # the poll track: -5 (dark blue) .. +5 (dark red)
SAFE_SQUARES = 2                 # the two outermost squares on each side are dark ("safe")
DEMOCRAT, REPUBLICAN = 0, 1
PARTY_NAMES = ("Democratic", "Republican")
TOTAL_VOTES = 538


@dataclass(frozen=True)
class StateInfo:
    index: int            # 0..19 in board order (the order "down the list")
    code: str             # "PA"
    name: str             # "Pennsylvania"
    region: int           # 0..5 (die face region + 1)
    faces: tuple[int, ...]
    votes: int
    start: int            # starting square, never 0
    small: bool           # votes <= small_state_votes

    @property
    def leans(self) -> int:
        """The party the state leans to at the start (DEMOCRAT for a start below 0)."""
        return DEMOCRAT if self.start < 0 else REPUBLICAN


@dataclass(frozen=True)
class Region:
    index: int
    name: str
    states: tuple[int, ...]   # state indices, in board order


@dataclass(frozen=True)
class Scenario:
    name: str
    title: str
    weeks: int
    days_per_week: int
    base_votes: tuple[int, int]
    votes_to_win: int
    cash_start: int
    cash_max: int
    campaign_day_cost: int
    advertising_day_cost: int
    advertising_day_cost_blitz: int
    campaign_chart: tuple[tuple[int, int], ...]
    final_margin: tuple[int, ...]        # index sum - 2
    fundraising: tuple[int, ...]         # index days - 1
    media_presence: tuple[int, ...]      # index days (0..3)
    vice_president: int
    gaffe_double: int
    gaffe_triple: int
    opponent_stops: tuple[int, ...]      # index week - 1
    opponent_advert_weeks: frozenset[int]
    opponent_push: int
    opponent_push_doubles: int
    regions: tuple[Region, ...]
    states: tuple[StateInfo, ...]

    def state_by_code(self, code: str) -> StateInfo | None:
        for info in self.states:
            if info.code == code.upper():
                return info
        return None

    def state_for_faces(self, region: int, face: int) -> int:
        """The state a region's second die names (its die faces)."""
        for s in self.regions[region].states:
            if face in self.states[s].faces:
                return s
        raise ValueError(f"no state of {self.regions[region].name} has face {face}")

    @property
    def small_states(self) -> tuple[int, ...]:
        return tuple(s.index for s in self.states if s.small)


def scenario_names() -> list[str]:
    return sorted(p.stem for p in SCENARIO_DIR.glob("*.toml"))


@functools.lru_cache(maxsize=8)
def load_scenario(name: str = "standard") -> Scenario:
    """The scenario levels/margin/<name>.toml, checked; DataFileError (file, key, fault) if not."""
    path = SCENARIO_DIR / f"{name}.toml"
    if not path.is_file():
        raise DataFileError(path, None, f"there is no scenario called '{name}' "
                                        f"(scenarios: {', '.join(scenario_names())})")
    return read_scenario(read_toml(path), path, name)


def read_scenario(data: dict, path, name: str) -> Scenario:
    f = Fields(data, path)
    costs = f.table("costs")
    charts = f.table("charts")
    opponent = f.table("opponent")
    weeks = f.int("weeks", minimum=1, maximum=52)
    base = f.ints("base_votes", f.get("base_votes", types=list), length=2)
    states: list[StateInfo] = []
    regions: list[Region] = []
    region_list = f.list("regions", min_len=1)
    if len(region_list) != 6:
        raise f.fail("regions", f"has {len(region_list)} regions; the opponent's region die needs 6")
    small_votes = f.int("small_state_votes", minimum=0)
    for r, region_data in enumerate(region_list):
        rf = Fields(region_data, path, f"regions[{r}]")
        members = []
        covered: list[int] = []
        for i, state_data in enumerate(rf.list("states", min_len=1)):
            sf = Fields(state_data, path, f"{rf.key('states')}[{i}]")
            faces = tuple(sf.ints(sf.key("faces"), sf.get("faces", types=list)))
            start = sf.int("start", minimum=TRACK_MIN, maximum=TRACK_MAX)
            if start == 0:
                raise sf.fail("start", "no state may start on the white square (0): it would lean to neither party")
            votes = sf.int("votes", minimum=1)
            code = sf.str("code")
            if not (code.isascii() and code.isalpha() and code.isupper()):
                raise sf.fail("code", f"must be a postal code in capital letters (like PA), not {code!r}")
            members.append(len(states))
            covered += faces
            states.append(StateInfo(len(states), code, sf.str("name"), r, faces, votes, start,
                                    votes <= small_votes))
        if sorted(covered) != [1, 2, 3, 4, 5, 6]:
            raise rf.fail("states", f"the die faces of its states must cover 1 to 6 once each, not {sorted(covered)}")
        regions.append(Region(r, rf.str("name"), tuple(members)))
    total = sum(base) + sum(s.votes for s in states)
    if total != TOTAL_VOTES:
        raise f.fail("base_votes", f"with the states' votes they make {total}, not {TOTAL_VOTES}")
    codes = [s.code for s in states]
    if len(set(codes)) != len(codes):
        raise f.fail("regions", "two states share a code")
    slugs = [r.name.lower().replace(" ", "-") for r in regions]     # moves name regions so
    if len(set(slugs)) != len(slugs):
        raise f.fail("regions", "two regions share a name")
    chart = [tuple(charts.ints(f"{charts.key('campaign')}[{i}]", v, length=2))
             for i, v in enumerate(charts.list("campaign", min_len=1))]
    if [c[0] for c in chart] != sorted(c[0] for c in chart):
        raise charts.fail("campaign", "its totals must rise")
    final = charts.ints(charts.key("final_margin"), charts.get("final_margin", types=list), length=11)
    stops = opponent.ints(opponent.key("stops"), opponent.get("stops", types=list), length=weeks)
    if any(s < 0 for s in stops):
        raise opponent.fail("stops", "a week cannot have fewer than 0 stops")
    advert_weeks = opponent.ints(opponent.key("advert_weeks"), opponent.get("advert_weeks", types=list))
    if any(not 1 <= w <= weeks for w in advert_weeks):
        raise opponent.fail("advert_weeks", f"weeks run from 1 to {weeks}")
    cash_max = f.int("cash_max", minimum=1)
    return Scenario(
        name=name, title=f.str("title"), weeks=weeks,
        days_per_week=f.int("days_per_week", minimum=1, maximum=14),
        base_votes=(base[0], base[1]), votes_to_win=f.int("votes_to_win", minimum=1),
        cash_start=f.int("cash_start", minimum=0, maximum=cash_max), cash_max=cash_max,
        campaign_day_cost=costs.int("campaign_day", minimum=0),
        advertising_day_cost=costs.int("advertising_day", minimum=0),
        advertising_day_cost_blitz=costs.int("advertising_day_blitz", minimum=0),
        campaign_chart=tuple(chart), final_margin=tuple(final),
        fundraising=tuple(charts.ints(charts.key("fundraising"), charts.get("fundraising", types=list), length=3)),
        media_presence=tuple(charts.ints(charts.key("media_presence"), charts.get("media_presence", types=list),
                                         length=4)),
        vice_president=charts.int("vice_president"), gaffe_double=charts.int("gaffe_double", minimum=0),
        gaffe_triple=charts.int("gaffe_triple", minimum=0),
        opponent_stops=tuple(stops), opponent_advert_weeks=frozenset(advert_weeks),
        opponent_push=opponent.int("push", minimum=0), opponent_push_doubles=opponent.int("push_doubles", minimum=0),
        regions=tuple(regions), states=tuple(states),
    )


__all__ = ["DEMOCRAT", "PARTY_NAMES", "REPUBLICAN", "SAFE_SQUARES", "TRACK_MAX", "TRACK_MIN", "DataFileError",
           "Region", "Scenario", "StateInfo", "load_scenario", "read_scenario", "scenario_names"]
