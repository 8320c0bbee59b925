"""What the week's show says, in players' words, on the step card beside the dice tray:

    heading   YOUR CAMPAIGN · REPUBLICAN STOP · FINAL MARGIN       (what kind of step)
    title     Pennsylvania · the Rust Belt · 2 days                (where)
    detail    2 dice + 1 media                                     (what is rolled)
    sum       4 + 5 + 1 = 10                                       (once the dice settle)
    effect    2 squares your way · GAFFE! 2 squares back           (what it did)

Pure functions of the scenario and one engine event (a dict from resolve.py / opponent.py),
so each wording can be tested without a window.
"""
from __future__ import annotations

from typing import NamedTuple

PARTIES = ("Democratic", "Republican")
PLURALS = ("Democrats", "Republicans")
SPACED_DICE = 4            # a sum of more dice than this is written closer together


class Caption(NamedTuple):
    heading: str
    title: str
    detail: str


class Outcome(NamedTuple):
    sum: str
    effect: str


def squares_text(n: int) -> str:
    return f"{abs(n)} square{'s' if abs(n) != 1 else ''}"


def signed(n: int) -> str:
    """+2 / −2 (a true minus sign) / 0."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def dice_sum_text(dice: list[int], bonus: int = 0) -> str:
    """'4 + 5 + 1 = 10'; one die and no bonus reads 'Rolled 4'; many dice (election night's
    tokens on one state) are added closer, '3+4+5+5+5+5+1+4 = 32', to fit the card."""
    if len(dice) == 1 and not bonus:
        return f"Rolled {dice[0]}"
    parts = (" + " if len(dice) <= SPACED_DICE else "+").join(str(d) for d in dice)
    if bonus:
        parts += f" {'+' if bonus > 0 else '−'} {abs(bonus)}"
    return f"{parts} = {sum(dice) + bonus}"


def bonus_words(bonus: int) -> str:
    """The media bonus as the card names it."""
    if bonus > 0:
        return f" + {bonus} media"
    if bonus < 0:
        return f" − {-bonus} (no media)"
    return ""


def dice_count(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def whose(side: int, solo_player: int | None) -> str:
    """'YOUR' for the solo player, else the party's name."""
    return "YOUR" if solo_player == side else PARTIES[side].upper()


def toward(side: int, solo_player: int | None) -> str:
    return "your way" if solo_player == side else f"toward the {PLURALS[side]}"


def _paid(event: dict, days: int) -> str:
    paid = event.get("paid", days)
    return f", {paid} of {days} days paid" if paid < days else ""


def caption(sc, event: dict, solo_player: int | None) -> Caption:
    """What is being rolled, shown while the dice tumble."""
    kind = event["kind"]
    step = event.get("step", ())
    side = event.get("side", step[1] if len(step) > 1 else 0)
    who = whose(side, solo_player)
    if kind == "fund":
        days = step[2]
        extra = sc.fundraising[days - 1]
        return Caption(f"{who} FUNDRAISING", f"{days} day{'s' if days > 1 else ''}",
                       "1 die" + (f" + {extra}" if extra else ""))
    if kind == "camp":
        s, days, vp = step[2], step[3], step[4]
        if vp:
            return Caption(f"{who} RUNNING MATE", sc.states[s].name, f"1 die {signed(sc.vice_president)}")
        paid = event.get("paid", days)
        return Caption(f"{who} CAMPAIGN", sc.states[s].name,
                       f"{dice_count(paid)}{bonus_words(event.get('bonus', 0))}{_paid(event, days)}")
    if kind == "ad":
        r, days = step[2], step[3]
        paid = event.get("paid", days)
        return Caption(f"{who} TV ADS", f"the {sc.regions[r].name}",
                       f"{dice_count(paid)}{bonus_words(event.get('bonus', 0))}{_paid(event, days)}")
    if kind == "opp_stop":
        return Caption(f"{PARTIES[side].upper()} STOP", "Where to?", "red die: region · white die: state")
    if kind == "opp_ad":
        return Caption(f"{PARTIES[side].upper()} TV AD", "Which region?", "2 dice: the worse one for you")
    if kind == "last":
        s, n = step[2], step[3]
        return Caption("LAST-MINUTE CAMPAIGN", sc.states[s].name, f"{dice_count(n)}, no bonus, no gaffes")
    if kind == "final":
        return Caption("FINAL MARGIN", sc.states[step[1]].name, "2 dice")
    return Caption("", "", "")


def result(sc, event: dict, solo_player: int | None) -> Outcome:
    """What the settled dice did."""
    kind = event["kind"]
    dice = event.get("dice", [])
    side = event.get("side", 0)
    if kind == "fund":
        raised = event["raised"]
        capped = f" (cash stops at ${sc.cash_max})" if raised > sc.cash_max - event["cash_before"] else ""
        return Outcome(dice_sum_text(dice, raised - dice[0]), f"${raised} raised{capped}")
    if kind in ("camp", "ad"):
        total = dice_sum_text(dice, event["bonus"])
        if event["gaffe"]:
            what = "Three of a kind" if event["squares"] <= -sc.gaffe_triple else "Doubles"
            return Outcome(f"{what}: a gaffe!", f"{squares_text(event['squares'])} back")
        cancelled = "".join(f", a {v} cancelled" for v in event.get("ignored", []))
        if event.get("token"):
            cancelled += ", and a small-state token"
        if event["squares"] == 0:
            return Outcome(total, f"no change{cancelled}")
        effect = f"{squares_text(event['squares'])} {toward(side, solo_player)}{cancelled}"
        return Outcome(total, effect if kind == "camp" else f"every state: {effect}")
    if kind == "opp_stop":
        return stop_result(sc, event)
    if kind == "opp_ad":
        return Outcome(f"Dice {dice[0]} and {dice[1]}", advert_result(sc, event, dice))
    if kind == "last":
        n = event["squares"]
        return Outcome(dice_sum_text(dice), f"{squares_text(n)} {toward(side, solo_player)}" if n else "no change")
    if kind == "final":
        n = event["squares"]
        if n == 0:
            return Outcome(f"Rolled {sum(dice)}", "the state holds")
        helped = side if n > 0 else 1 - side
        return Outcome(f"Rolled {sum(dice)}", f"{squares_text(n)} toward the {PLURALS[helped]}")
    return Outcome("", "")


def skipped(sc, event: dict) -> Caption:
    step = event["step"]
    if event["kind"] == "camp":
        return Caption("NO CASH LEFT", sc.states[step[2]].name, "the campaign stop is skipped")
    if event["kind"] == "ad":
        return Caption("NO CASH LEFT", f"the {sc.regions[step[2]].name}", "the ads are skipped")
    return Caption("SKIPPED", "", "")


def stop_region_line(sc, event: dict) -> Outcome:
    r = event["region"]
    return Outcome(f"Red die {r + 1}", f"the {sc.regions[r].name}")


def stop_state_line(sc, event: dict) -> Outcome:
    return Outcome(f"Red {event['dice'][0]}, white {event['dice'][1]}", sc.states[event["rolled"]].name)


def stop_result(sc, event: dict) -> Outcome:
    rolled, target = event["rolled"], event["state"]
    dice = event["dice"]
    if target is None:
        return Outcome("Every state is safe for them", "no stop this time")
    if target != rolled:
        return Outcome(f"{sc.states[rolled].name} is safe for them", f"next down the list: {sc.states[target].name}")
    _, before, after = event["moves"][0]
    if before == after:
        return Outcome(f"Red {dice[0]}, white {dice[1]}", f"{sc.states[target].name} cannot move further")
    return Outcome(f"Red {dice[0]}, white {dice[1]}", f"{sc.states[target].name}: {squares_text(after - before)} their way")


def advert_result(sc, event: dict, dice: list[int]) -> str:
    r, squares = event["region"], event["squares"]
    a, b = dice[0] - 1, dice[1] - 1
    name = sc.regions[r].name
    if event["doubles"]:
        picked = f"doubles: the {sc.regions[a].name}"
        if r != a:
            picked += f" is all safe, so the {name}"
    elif r in (a, b):
        picked = f"the {name} hurts you more"
    else:
        picked = f"both all safe, so the {name}"
    return f"{picked}, {squares_text(squares)}" if squares else f"{picked}: nothing left to move"


def fact_check(sc, event: dict) -> Caption:
    return Caption("FACT CHECK", sc.states[event["state"]].name, f"the {PARTIES[event['side']]} stop is called off")


def gaffe_pending(sc, dice: list[int], squares: int) -> Outcome:
    what = "Three of a kind" if squares >= sc.gaffe_triple else "Doubles"
    return Outcome(f"{what}: a gaffe!", f"{squares_text(squares)} back, or spend political capital")


def week_banner(week: int, weeks: int) -> str:
    return f"Week {week} of {weeks}" if week < weeks else f"Week {week}: the last week"
