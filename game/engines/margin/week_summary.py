"""What a week changed, and why: the facts of the card the screen shows once a week's dice
are rolled. Built from the engine's events (resolve.py, opponent.py, state.py), so every
poll move and every dollar names the step that caused it:

    summary = week_summary(state, week)          # the week's events, read from the state
    summary.states      the states whose poll moved, flips first: squares, votes, causes
    summary.votes_before / votes_after           electoral votes per party, as projected
    summary.money       each campaign's cash before and after, with what raised or spent it

Pure Python: the words here are the players' ("Republican stop, red 5 and white 6").
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engines.margin.charts import winner_of

PARTIES = ("Democratic", "Republican")


@dataclass(frozen=True)
class StateChange:
    """One state's poll over the week."""
    state: int
    name: str
    votes: int
    before: int                  # the square it started the week's steps on
    after: int
    held_by: int                 # the party it went to before (on the count, were it then)
    goes_to: int                 # and after
    causes: tuple[str, ...]      # each step that moved it, in order ("Democratic campaign, dice 4 + 5 + 1")

    @property
    def flipped(self) -> bool:
        return self.held_by != self.goes_to


@dataclass(frozen=True)
class MoneyChange:
    side: int
    before: int
    after: int
    causes: tuple[str, ...]      # "fundraising, die 4: +$6", "campaign days: −$3"


@dataclass(frozen=True)
class WeekSummary:
    week: int
    states: tuple[StateChange, ...]
    votes_before: tuple[int, int]
    votes_after: tuple[int, int]
    money: tuple[MoneyChange, ...]

    def gained(self, side: int) -> int:
        """Electoral votes `side` gained over the week (negative: lost)."""
        return self.votes_after[side] - self.votes_before[side]

    def flips(self) -> tuple[StateChange, ...]:
        return tuple(c for c in self.states if c.flipped)


def week_span(events: list[dict], week: int) -> tuple[int, int]:
    """Where week `week`'s events are in `events` (start, end exclusive): from its planning
    (endorsements, internet funds) to its last step; election night's rolls are not part of
    the last week."""
    start = 0
    if week > 1:
        start = next((i + 1 for i, e in enumerate(events) if e["kind"] == "week" and e["week"] == week), len(events))
    end = start
    while end < len(events) and events[end]["kind"] not in ("week", "last", "final"):
        end += 1
    return start, end


def dollars(amount: int) -> str:
    """Money as the player reads it: $9, −$3 (a true minus sign); signed_dollars adds +$6."""
    return f"−${-amount}" if amount < 0 else f"${amount}"


def signed_dollars(amount: int) -> str:
    return f"+${amount}" if amount >= 0 else dollars(amount)


def _plus(dice) -> str:
    return " + ".join(str(d) for d in dice)


def cause_of(sc, event: dict, solo_player: int | None = None) -> str:
    """The step behind an event, in a few words: who, what, and its dice."""
    kind = event["kind"]
    side = event.get("side", 0)
    who = "Your" if side == solo_player else PARTIES[side]
    dice = event.get("dice", [])
    if kind == "endorse":
        return f"{who} endorsement"
    if kind in ("camp", "ad"):
        what = ("running mate" if event.get("vp") else "campaign") if kind == "camp" else "TV ads"
        bonus = event.get("bonus", 0)
        rolled = f"die {dice[0]}" if len(dice) == 1 else f"dice {_plus(dice)}"
        if bonus:
            rolled += f" {'+' if bonus > 0 else '−'} {abs(bonus)} = {sum(dice) + bonus}"
        if event.get("gaffe"):
            return f"{who} {what}: a gaffe, {rolled}"
        return f"{who} {what}, {rolled}"
    if kind == "opp_stop":
        return f"{who} stop, red {dice[0]} and white {dice[1]}"
    if kind == "opp_ad":
        return f"{who} TV ad, dice {dice[0]} and {dice[1]}"
    return f"{who} {kind}"


def _owner(event: dict) -> int | None:
    """The campaign an event belongs to (a skipped step names it only in its step)."""
    step = event.get("step") or (None, None)
    return event.get("side", step[1] if len(step) > 1 else None)


def _money(sc, events: list[dict], side: int) -> tuple[int, list[str]]:
    """(net cash, what raised or spent it) of `side` over the week's events."""
    net, causes = 0, []
    spent = {"campaign days": 0, "TV ads": 0}
    for event in events:
        if _owner(event) != side:
            continue
        kind = event["kind"]
        if kind in ("fund", "internet"):
            gain = event["cash_after"][side] - event["cash_before"]
            net += gain
            what = f"fundraising, die {event['dice'][0]}" if kind == "fund" else "internet funds"
            causes.append(f"{what}: {signed_dollars(gain)}")
        elif kind == "camp" and not event.get("vp"):
            spent["campaign days"] += event.get("paid", 0) * sc.campaign_day_cost
        elif kind == "ad":
            spent["TV ads"] += event.get("cost", 0)
    net -= sum(spent.values())
    causes += [f"{what}: {dollars(-amount)}" for what, amount in spent.items() if amount]
    return net, causes


def week_summary(state, week: int | None = None, solo_player: int | None = None) -> WeekSummary:
    """What week `week` (by default: the one before the week being planned, else the one being
    rolled) changed, from `state`'s events;
    `state` is any position after the week's last step (its polls are taken back through the
    week's moves to find where they began)."""
    sc = state.scenario
    events = state.events
    if week is None:
        week = state.week - 1 if state.phase == "plan" else state.week
    start, end = week_span(events, week)
    ours, later = events[start:end], events[end:]
    # the polls after the week: the state's, less every move after the week
    after = list(state.polls)
    for event in reversed(later):
        for s, b, _a in reversed(event.get("moves", [])):
            after[s] = b
    before = list(after)
    causes: dict[int, list[str]] = {}
    for event in reversed(ours):
        for s, b, a in reversed(event.get("moves", [])):
            before[s] = b
    for event in ours:
        for s, b, a in event.get("moves", []):
            if a != b:
                causes.setdefault(s, []).append(cause_of(sc, event, solo_player))
    changes = []
    for s in sorted(causes):
        if before[s] == after[s]:
            continue                # pushed and pushed back: nothing changed
        info = sc.states[s]
        changes.append(StateChange(s, info.name, info.votes, before[s], after[s], winner_of(before[s], info.leans),
                                   winner_of(after[s], info.leans), tuple(causes[s])))
    changes.sort(key=lambda c: (not c.flipped, -c.votes, c.state))
    # the cash after the week: as its last event (or the next week's start) left it
    ended = [e for e in ours + later[:1] if "cash_after" in e]
    cash_after = list(ended[-1]["cash_after"]) if ended else list(state.cash)
    money = []
    for side in (0, 1):
        net, lines = _money(sc, ours, side)
        if lines:
            money.append(MoneyChange(side, cash_after[side] - net, cash_after[side], tuple(lines)))
    return WeekSummary(week, tuple(changes), tuple(_votes(sc, before)), tuple(_votes(sc, after)), tuple(money))


def _votes(sc, polls) -> list[int]:
    totals = list(sc.base_votes)
    for info, poll in zip(sc.states, polls):
        totals[winner_of(poll, info.leans)] += info.votes
    return totals
