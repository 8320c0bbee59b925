"""A state's outlook, for the bots: from each square of the poll track, the chance that one
side carries the state at the count, given what the rest of the game will do to it.

Worked backwards from the count: the final margin roll (states not safe), then for each week
still to come the opponent's pushes (the solo opponent's stops, each landing here with the
odds of its two dice, and its ads on the region; in the two-player game the other campaign's
effort) and the side's own effort, then what the solo opponent still does this week. Every
push goes through charts.push, so safe squares, home states and the track's ends count.

The side's own future effort (and the other campaign's) is modelled as one square a week
with a chance in proportion to the state's electoral votes (`EFFORT_SQUARES` a week over all
states), only where the poll is not yet on dark squares.
"""
from __future__ import annotations

from game.engines.margin.charts import is_safe, is_safe_for, push, winner_of
from game.engines.margin.odds import odds_for
from game.engines.margin.scenario import TRACK_MAX, TRACK_MIN

T0 = TRACK_MIN                 # track square -> list index: p - T0
SQUARES = range(TRACK_MIN, TRACK_MAX + 1)
EFFORT_SQUARES = 5.0           # squares a campaign will push in a week to come (tuned, README)
MAX_EFFORT = 0.9               # a chance, per state and week
REGION_DICE_ODDS = (5 / 36, 1 / 36)   # an ad on a given region: pushed 2 (no doubles), 3 (doubles)


class Outlook:
    """The outlook tables of one side in one kind of game (solo or not, home states)."""

    def __init__(self, scenario, side: int, solo: bool, home, final_side: int):
        self.scenario = scenario
        self.side = side
        self.solo = solo
        self.home = home
        self.final_side = final_side
        self._targets: dict[tuple, tuple[int, ...]] = {}
        self._tables: dict[tuple, list[list[float]]] = {}
        self._future: dict[tuple, list[float]] = {}
        votes = sum(info.votes for info in scenario.states)
        self.effort = [min(MAX_EFFORT, EFFORT_SQUARES * info.votes / votes) for info in scenario.states]

    def halved(self, s: int, pusher: int) -> bool:
        return self.home is not None and self.home[1 - pusher] == s

    def target(self, pusher: int, squares: int, safe_limit: bool, halved: bool) -> tuple[int, ...]:
        """Where a push leaves the poll, from each square (as list indices)."""
        key = (pusher, squares, safe_limit, halved)
        found = self._targets.get(key)
        if found is None:
            found = self._targets[key] = tuple(
                push(p, pusher, squares, safe_limit=safe_limit, halved=halved) - T0 for p in SQUARES)
        return found

    # ---- the tables -------------------------------------------------------------------------
    def tables(self, next_week: int, stops_now: int, ad_now: bool, final_on: bool) -> list[list[float]]:
        """Per state, the chance to carry it from each square, once this week's own and other
        planned rolls are done: the solo opponent's `stops_now` stops and its ad (`ad_now`)
        this week, then weeks `next_week`.. to the end, then the final roll if `final_on`."""
        key = (next_week, stops_now if self.solo else 0, ad_now and self.solo, final_on)
        found = self._tables.get(key)
        if found is None:
            found = self._tables[key] = [self._state_table(s, *key) for s in range(len(self.scenario.states))]
        return found

    def _state_table(self, s: int, next_week: int, stops_now: int, ad_now: bool, final_on: bool) -> list[float]:
        value = self._weeks_to_come(s, next_week, final_on)
        if self.solo:
            value = self._opponent_week(s, value, stops_now, ad_now)
        return value

    def _weeks_to_come(self, s: int, next_week: int, final_on: bool) -> list[float]:
        """The chance to carry state s from each square at the start of week `next_week` (kept:
        each week's table is the next week's with one more week of pushes)."""
        key = (s, next_week, final_on)
        found = self._future.get(key)
        if found is not None:
            return found
        sc = self.scenario
        me = self.side
        if next_week > sc.weeks:
            value = [1.0 if winner_of(p, sc.states[s].leans) == me else 0.0 for p in SQUARES]
            if final_on:
                value = self._final(value)
        else:
            value = self._weeks_to_come(s, next_week + 1, final_on)
            if self.solo:
                value = self._opponent_week(s, value, sc.opponent_stops[next_week - 1],
                                            next_week in sc.opponent_advert_weeks)
            else:
                value = self._effort(s, value, 1 - me)
            value = self._effort(s, value, me)
        self._future[key] = value
        return value

    def _final(self, value: list[float]) -> list[float]:
        odds = odds_for(self.scenario).final
        targets = [(self.target(self.final_side, sq, False, False), q) for sq, q in odds]
        return [value[i] if is_safe(p) else sum(q * value[t[i]] for t, q in targets)
                for i, p in enumerate(SQUARES)]

    def _opponent_week(self, s: int, value: list[float], stops: int, ad: bool) -> list[float]:
        """Backwards through the solo opponent's week: its ad (last), then its stops."""
        sc = self.scenario
        opp = 1 - self.side
        halved = self.halved(s, opp)
        if ad:
            two = self.target(opp, sc.opponent_push, True, halved)
            three = self.target(opp, sc.opponent_push_doubles, True, halved)
            a2, a3 = REGION_DICE_ODDS
            value = [(1 - a2 - a3) * v + a2 * value[two[i]] + a3 * value[three[i]] for i, v in enumerate(value)]
        hit = len(sc.states[s].faces) / 36
        moved = self.target(opp, sc.opponent_push, True, halved)
        for _ in range(stops):
            # a stop on a state already safe for the opponent passes down the list
            value = [v if is_safe_for(p, opp) else (1 - hit) * v + hit * value[moved[i]]
                     for i, (p, v) in enumerate(zip(SQUARES, value))]
        return value

    def _effort(self, s: int, value: list[float], pusher: int) -> list[float]:
        e = self.effort[s]
        moved = self.target(pusher, 1, True, self.halved(s, pusher))
        return [v if is_safe(p) else (1 - e) * v + e * value[moved[i]] for i, (p, v) in enumerate(zip(SQUARES, value))]

    # ---- reading them -----------------------------------------------------------------------
    def transit(self, s: int, poll: int, events: list[tuple], table: list[float]) -> float:
        """The chance to carry state s from `poll` through this week's pushes still to come
        (`events`: (side, odds, safe_limit); safe_limit None is a final roll) and then `table`."""
        dist = {poll - T0: 1.0}
        for pusher, odds, mode in events:
            nxt: dict[int, float] = {}
            halved = mode is not None and self.halved(s, pusher)
            for sq, q in odds:
                t = self.target(pusher, sq, bool(mode), halved)
                for i, m in dist.items():
                    j = t[i]
                    nxt[j] = nxt.get(j, 0.0) + m * q
            dist = nxt
        return sum(m * table[i] for i, m in dist.items())

    def one_square_gain(self, s: int, poll: int, table: list[float]) -> float:
        i = poll - T0
        return table[self.target(self.side, 1, True, self.halved(s, self.side))[i]] - table[i]


_OUTLOOKS: dict[tuple, Outlook] = {}


def outlook_for(state, side: int) -> Outlook:
    """The outlook tables of `side` in this kind of game (kept, so each is worked out once)."""
    sc = state.scenario
    key = (sc.name, sc.weeks, sc.opponent_stops, sc.final_margin, side, state.solo, state.home, state.final_side())
    found = _OUTLOOKS.get(key)
    if found is None:
        if len(_OUTLOOKS) > 64:
            _OUTLOOKS.clear()
        found = _OUTLOOKS[key] = Outlook(sc, side, state.solo, state.home, state.final_side())
    return found
