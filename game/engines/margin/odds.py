"""Exact odds of Margin of Error's rolls, for the bots: how far a roll moves a poll, as a list of
(squares, probability) pairs (negative squares: a gaffe, the wrong way).

Campaign and advertising rolls of 1 to 3 dice with a bonus (gaffes included), last-minute
rolls of any number of dice (no gaffes, no bonus), the final margin chart, and fundraising.
Each table is computed once per scenario and kept (`odds_for`).
"""
from __future__ import annotations

import itertools
from collections import defaultdict

from game.engines.margin.charts import campaign_squares, final_margin_squares, fundraising_cash, gaffe_squares
from game.engines.margin.scenario import Scenario

Odds = tuple[tuple[int, float], ...]


def _as_odds(weights: dict[int, float]) -> Odds:
    total = sum(weights.values())
    return tuple(sorted((sq, w / total) for sq, w in weights.items() if w > 0))


def campaign_odds(scenario: Scenario, dice: int, bonus: int, known: tuple[int, ...] = ()) -> Odds:
    """Squares a campaign or advertising roll of `dice` dice plus `bonus` moves the poll, gaffes
    included; `known` holds the dice already rolled (the rest are still to come)."""
    weights: dict[int, float] = defaultdict(float)
    for rest in itertools.product(range(1, 7), repeat=dice - len(known)):
        faces = known + rest
        gaffe = gaffe_squares(scenario, faces)
        weights[-gaffe if gaffe else campaign_squares(scenario, sum(faces) + bonus)] += 1.0
    return _as_odds(weights)


def _sum_odds(dice: int, known_total: int = 0) -> dict[int, float]:
    """Distribution of the sum of `dice` fair dice plus `known_total`."""
    sums = {known_total: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = defaultdict(float)
        for total, p in sums.items():
            for face in range(1, 7):
                nxt[total + face] += p / 6
        sums = nxt
    return sums


def last_minute_odds(scenario: Scenario, dice: int, known: tuple[int, ...] = ()) -> Odds:
    """Squares of a last-minute roll of `dice` dice: no gaffes, no bonus."""
    weights: dict[int, float] = defaultdict(float)
    for total, p in _sum_odds(dice - len(known), sum(known)).items():
        weights[campaign_squares(scenario, total)] += p
    return _as_odds(weights)


def final_odds(scenario: Scenario, known: tuple[int, ...] = ()) -> Odds:
    """Squares of the final margin roll (two dice) for the side whose chart is read."""
    weights: dict[int, float] = defaultdict(float)
    for total, p in _sum_odds(2 - len(known), sum(known)).items():
        weights[final_margin_squares(scenario, total)] += p
    return _as_odds(weights)


def fundraising_odds(scenario: Scenario, days: int) -> Odds:
    """Cash raised by `days` days of fundraising (before the cash limit)."""
    weights: dict[int, float] = defaultdict(float)
    for die in range(1, 7):
        weights[fundraising_cash(scenario, days, die)] += 1.0
    return _as_odds(weights)


def mean(odds: Odds) -> float:
    return sum(sq * p for sq, p in odds)


class ScenarioOdds:
    """The odds tables of one scenario, computed on first use."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self._campaign: dict[tuple, Odds] = {}
        self._last: dict[tuple, Odds] = {}
        self.final = final_odds(scenario)
        self.fundraising = {days: fundraising_odds(scenario, days) for days in (1, 2, 3)}

    def campaign(self, dice: int, bonus: int, known: tuple[int, ...] = ()) -> Odds:
        key = (dice, bonus, known)
        odds = self._campaign.get(key)
        if odds is None:
            odds = self._campaign[key] = campaign_odds(self.scenario, dice, bonus, known)
        return odds

    def final_with(self, known: tuple[int, ...] = ()) -> Odds:
        return self.final if not known else final_odds(self.scenario, known)

    def last_minute(self, dice: int, known: tuple[int, ...] = ()) -> Odds:
        key = (dice, known)
        odds = self._last.get(key)
        if odds is None:
            odds = self._last[key] = last_minute_odds(self.scenario, dice, known)
        return odds


_TABLES: dict[tuple, ScenarioOdds] = {}


def odds_for(scenario: Scenario) -> ScenarioOdds:
    """The scenario's odds tables (kept per scenario name and numbers)."""
    key = (scenario.name, scenario.campaign_chart, scenario.final_margin, scenario.fundraising,
           scenario.gaffe_double, scenario.gaffe_triple)
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = ScenarioOdds(scenario)
    return tables
