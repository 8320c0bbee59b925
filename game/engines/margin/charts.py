"""The charts of the control panel and the poll track's rules, one function each.

Every number comes from the scenario (levels/margin/*.toml); the functions only say how to
read a chart, so a test can check each chart entry against the rulings.
"""
from __future__ import annotations

from collections import Counter

from game.engines.margin.scenario import DEMOCRAT, SAFE_SQUARES, TRACK_MAX, TRACK_MIN, Scenario


def campaign_squares(scenario: Scenario, total: int) -> int:
    """Campaign adjustment: how many squares a roll's total (dice plus bonus) moves the poll.
    A total below the chart's first entry moves nothing."""
    squares = 0
    for lowest, value in scenario.campaign_chart:
        if total >= lowest:
            squares = value
    return squares


def gaffe_squares(scenario: Scenario, dice: list[int] | tuple[int, ...]) -> int:
    """Squares the wrong way for a gaffe: two equal dice (doubles), three equal (triples);
    0 when there is no gaffe. A single die never gaffes."""
    most = max(Counter(dice).values(), default=0)
    if most >= 3:
        return scenario.gaffe_triple
    if most == 2:
        return scenario.gaffe_double
    return 0


def gaffe_values(dice) -> list[int]:
    """The die values that make a gaffe (those shown more than once), smallest first."""
    return sorted(v for v, n in Counter(dice).items() if n >= 2)


def final_margin_squares(scenario: Scenario, total: int) -> int:
    """Final margin chart: a 2d6 sum -> squares for the player (negative: the wrong way)."""
    return scenario.final_margin[total - 2]


def fundraising_cash(scenario: Scenario, days: int, die: int) -> int:
    """Cash raised: one die plus the chart's bonus for the days spent (1..3)."""
    return die + scenario.fundraising[days - 1]


def media_bonus(scenario: Scenario, days: int) -> int:
    """The media presence bonus for 0..3 days in front of the press."""
    return scenario.media_presence[days]


def toward(side: int) -> int:
    """The direction on the poll track that helps `side`: left (-1) for the Democrat."""
    return -1 if side == DEMOCRAT else 1


def is_safe_for(poll: int, side: int) -> bool:
    """Is the poll on `side`'s dark squares (safe for that party)?"""
    if side == DEMOCRAT:
        return poll <= TRACK_MIN + SAFE_SQUARES - 1
    return poll >= TRACK_MAX - SAFE_SQUARES + 1


def is_safe(poll: int) -> bool:
    return is_safe_for(poll, 0) or is_safe_for(poll, 1)


def winner_of(poll: int, leans: int) -> int:
    """Who takes the state at the count: the side the poll stands on; on the white square, the
    party the state leaned to at the start."""
    if poll < 0:
        return DEMOCRAT
    if poll > 0:
        return 1 - DEMOCRAT
    return leans


def push(poll: int, side: int, squares: int, *, safe_limit: bool = True, halved: bool = False) -> int:
    """The poll after `side` pushes it `squares` its way (a negative count moves it the wrong
    way: a gaffe). A favourable push is halved (rounded down) in the other side's home state,
    and moves one square at most from the other side's dark squares unless `safe_limit` is off.
    The token never leaves the track."""
    if squares > 0:
        if halved:
            squares //= 2
        if safe_limit and is_safe_for(poll, 1 - side):
            squares = min(squares, 1)
    moved = poll + toward(side) * squares
    return max(TRACK_MIN, min(TRACK_MAX, moved))
