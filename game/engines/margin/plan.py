"""A week's plan: the itinerary days one campaign has placed, and which placements the rules allow.

A plan is made of small moves, one day or one choice at a time (`MarginMove`, move.py).
`placement_fault` says in players' words why a placement is not allowed now, or None when it is; the screen shows it at once and the legal moves are exactly the placements
without a fault.
"""
from __future__ import annotations


from game.engines.margin.move import (
    AD, CAMP, CAPITAL_MOVE, DAY_KINDS, END, END_MOVE, ENDORSE, FUND, FUND_MOVE, MEDIA, MEDIA_MOVE, VP, MarginMove,
    indexed_moves,
)
from game.engines.margin.scenario import Scenario

MAX_DAYS_PER_STATE = 3        # campaigning: 1 to 3 days in one state
MAX_DAYS_PER_REGION = 3       # advertising: 1 to 3 days in one region
MAX_FUNDRAISING_DAYS = 3
MAX_MEDIA_DAYS = 3            # the media presence chart stops at 3 days
MAX_ENDORSED_STATES = 3
MAX_ENDORSED_VOTES = 40

# The five favours of political capital, in the order of the control panel.
INTERNET_FUNDS = "internet-funds"
ENDORSEMENTS = "endorsements"
MEDIA_BLITZ = "media-blitz"
FACT_CHECK = "fact-check"
DEFINING_SPEECH = "defining-speech"
CAPITAL = (INTERNET_FUNDS, ENDORSEMENTS, MEDIA_BLITZ, FACT_CHECK, DEFINING_SPEECH)
CAPITAL_TITLES = {INTERNET_FUNDS: "Internet funds", ENDORSEMENTS: "Endorsements", MEDIA_BLITZ: "Media blitz",
                  FACT_CHECK: "Fact check", DEFINING_SPEECH: "Defining speech"}
INTERNET_FUNDS_CASH = 5
NO_STATE_ENDORSED = "Choose a state to endorse first: you called in Endorsements this week."
FAVOUR_MOVES = tuple(MarginMove(CAPITAL_MOVE, favour=favour) for favour in CAPITAL)     # calling each one in


class Plan:
    """One campaign's week: where its days go. Mutable; `copy` for clones."""

    __slots__ = ("camp", "vp", "ads", "fund", "media", "capital", "endorsed", "days_left", "done")

    def __init__(self, days: int):
        self.camp: dict[int, int] = {}     # state -> candidate days, in the order first placed
        self.vp: int | None = None         # the vice-president's state
        self.ads: dict[int, int] = {}      # region -> advertising days, in the order first placed
        self.fund = 0
        self.media = 0
        self.capital: str | None = None    # the favour activated this week
        self.endorsed: list[int] = []      # states endorsed this week
        self.days_left = days
        self.done = False                  # "end planning" played

    def copy(self) -> "Plan":
        c = object.__new__(Plan)
        c.camp = dict(self.camp)
        c.vp = self.vp
        c.ads = dict(self.ads)
        c.fund = self.fund
        c.media = self.media
        c.capital = self.capital
        c.endorsed = list(self.endorsed)
        c.days_left = self.days_left
        c.done = self.done
        return c

    def campaigns_in_region(self, scenario: Scenario, region: int) -> bool:
        """Has the candidate a campaign day in a state of `region` this week?"""
        return any(scenario.states[s].region == region for s in self.camp)

    def endorsed_votes(self, scenario: Scenario) -> int:
        return sum(scenario.states[s].votes for s in self.endorsed)

    def planned_cost(self, scenario: Scenario) -> int:
        """What the week would cost if every day were paid."""
        ad_cost = scenario.advertising_day_cost_blitz if self.capital == MEDIA_BLITZ else scenario.advertising_day_cost
        return sum(self.camp.values()) * scenario.campaign_day_cost + sum(self.ads.values()) * ad_cost

    def to_data(self) -> dict:
        return {"camp": [[s, d] for s, d in self.camp.items()], "vp": -1 if self.vp is None else self.vp,
                "ads": [[r, d] for r, d in self.ads.items()], "fund": self.fund, "media": self.media,
                "capital": self.capital or "", "endorsed": list(self.endorsed), "days_left": self.days_left,
                "done": self.done}

    @classmethod
    def from_data(cls, data: dict) -> "Plan":
        plan = cls(int(data["days_left"]))
        plan.camp = {int(s): int(d) for s, d in data["camp"]}
        plan.vp = None if data["vp"] < 0 else int(data["vp"])
        plan.ads = {int(r): int(d) for r, d in data["ads"]}
        plan.fund, plan.media = int(data["fund"]), int(data["media"])
        plan.capital = data["capital"] or None
        plan.endorsed = [int(s) for s in data["endorsed"]]
        plan.done = bool(data["done"])
        return plan


def placement_fault(scenario: Scenario, plan: Plan, used: set[str] | frozenset[str], move: MarginMove) -> str | None:
    """Why this planning move cannot be played, in players' words; None when it can.
    `used` holds the favours of political capital already spent this game."""
    kind = move.kind
    if kind == END:
        # a favour called in is spent: Endorsements that reach no state would be a card thrown away
        return NO_STATE_ENDORSED if plan.capital == ENDORSEMENTS and not plan.endorsed else None
    if kind in DAY_KINDS and plan.days_left <= 0:
        return "No days left this week."
    if kind == CAMP:
        if plan.camp.get(move.state, 0) >= MAX_DAYS_PER_STATE:
            return f"At most {MAX_DAYS_PER_STATE} campaign days in one state."
        return None
    if kind == VP:
        return "Your running mate already has a stop this week." if plan.vp is not None else None
    if kind == AD:
        region = scenario.regions[move.region]
        if plan.ads.get(move.region, 0) >= MAX_DAYS_PER_REGION:
            return f"At most {MAX_DAYS_PER_REGION} days of advertising in one region."
        if not plan.campaigns_in_region(scenario, move.region):
            return f"Advertise only where you campaign: plan a day in a state of the {region.name} first."
        return None
    if kind == FUND:
        return f"At most {MAX_FUNDRAISING_DAYS} fundraising days a week." if plan.fund >= MAX_FUNDRAISING_DAYS else None
    if kind == MEDIA:
        return f"At most {MAX_MEDIA_DAYS} media days count." if plan.media >= MAX_MEDIA_DAYS else None
    if kind == CAPITAL_MOVE:
        if move.favour == plan.capital:
            # picked this week, not spent before: say so (it is what the player just did)
            return f"{CAPITAL_TITLES[move.favour]} is your political capital this week."
        if move.favour in used:
            return f"{CAPITAL_TITLES[move.favour]} has been used in an earlier week: each political capital action once a game."
        if plan.capital is not None:
            return "One political capital action a week."
        if move.favour == ENDORSEMENTS and min(s.votes for s in scenario.states) > MAX_ENDORSED_VOTES:
            # a scenario of big states only: called in, they would keep the week from ending
            return f"No state has {MAX_ENDORSED_VOTES} electoral votes or fewer for Endorsements to reach."
        return None
    if kind == ENDORSE:
        if plan.capital != ENDORSEMENTS:
            return "Call in Endorsements (political capital) first."
        if move.state in plan.endorsed:
            return "That state is endorsed already."
        if len(plan.endorsed) >= MAX_ENDORSED_STATES:
            return f"Endorsements reach {MAX_ENDORSED_STATES} states at most."
        if plan.endorsed_votes(scenario) + scenario.states[move.state].votes > MAX_ENDORSED_VOTES:
            return f"Endorsed states may hold {MAX_ENDORSED_VOTES} electoral votes at most."
        return None
    return "That is not a planning move."


def planning_moves(scenario: Scenario, plan: Plan, used) -> list[MarginMove]:
    """Every planning move without a fault, in a fixed order (days first, "end" last)."""
    moves: list[MarginMove] = []
    n_states = len(scenario.states)
    if plan.days_left > 0:
        camps = indexed_moves(CAMP, n_states)
        moves += [camps[s] for s in range(n_states) if plan.camp.get(s, 0) < MAX_DAYS_PER_STATE]
        ads = indexed_moves(AD, len(scenario.regions))
        moves += [ads[r] for r in range(len(scenario.regions))
                  if plan.ads.get(r, 0) < MAX_DAYS_PER_REGION and plan.campaigns_in_region(scenario, r)]
        if plan.fund < MAX_FUNDRAISING_DAYS:
            moves.append(FUND_MOVE)
        if plan.media < MAX_MEDIA_DAYS:
            moves.append(MEDIA_MOVE)
    if plan.vp is None:
        moves += indexed_moves(VP, n_states)
    if plan.capital is None:
        moves += [move for move in FAVOUR_MOVES if placement_fault(scenario, plan, used, move) is None]
    elif plan.capital == ENDORSEMENTS and len(plan.endorsed) < MAX_ENDORSED_STATES:
        room = MAX_ENDORSED_VOTES - plan.endorsed_votes(scenario)
        endorsements = indexed_moves(ENDORSE, n_states)
        moves += [endorsements[s] for s in range(n_states)
                  if s not in plan.endorsed and scenario.states[s].votes <= room]
    if placement_fault(scenario, plan, used, END_MOVE) is None:
        moves.append(END_MOVE)
    return moves
