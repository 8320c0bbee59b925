"""Margin of Error: one position (`MarginState`).

Sides are parties: 0 Democratic, 1 Republican. The solo game has one seat (the player's party
is the `party` option) against the scripted opponent; the two-player game seats the Democrat
at 0 and the Republican at 1. Moves are `MarginMove` values (move.py lists them; notation.py
gives their text); a chance outcome is a die move, `MarginMove(DIE, face=face)` (move.DICE).

Phases: PLAN (the week's itinerary, small moves), RESOLVE (steps of resolve.py, die by die),
LAST (placing small-state tokens after the last week), OVER.
"""
from __future__ import annotations

from game.core.rng import stream
from game.core.state import CHANCE, TERMINAL, GameState, IllegalMove, Outcome
from game.engines.margin import resolve
from game.engines.margin.charts import gaffe_values, push, winner_of
from game.engines.margin.move import (
    ACCEPT_MOVE, AD, CAMP, CAPITAL_MOVE, DICE, END, ENDORSE, FUND, IGNORE, LAST as LAST_MOVE, MEDIA, PLANNING_KINDS,
    VP, MarginMove, indexed_moves,
)
from game.engines.margin.notation import move_text, parse_move_text
from game.engines.margin.plan import (
    CAPITAL, DEFINING_SPEECH, ENDORSEMENTS, INTERNET_FUNDS, INTERNET_FUNDS_CASH, Plan, placement_fault,
    planning_moves,
)
from game.engines.margin.scenario import DEMOCRAT, PARTY_NAMES, Scenario, load_scenario

PLAN, RESOLVE, LAST, OVER = "plan", "resolve", "last", "over"
DIE_OUTCOMES = [(die, 1 / 6) for die in DICE]


class MarginState(GameState):
    def __init__(self, options: dict, seed: int, scenario: Scenario | None = None):
        self.options = options
        self.seed = seed
        self.scenario = sc = scenario or load_scenario(options.get("scenario", "standard"))
        self.solo = options.get("players", 1) == 1
        party = DEMOCRAT if options.get("party", "democrat") == "democrat" else 1 - DEMOCRAT
        self.seat_sides = (party,) if self.solo else (0, 1)
        self.opponent_side = 1 - party if self.solo else None
        self.fixed_dice = tuple(options.get("dice", ()))
        self.polls = [s.start for s in sc.states]
        self.cash = [sc.cash_start, sc.cash_start]
        self.week = 1
        self.phase = PLAN
        self.plans = [Plan(sc.days_per_week), Plan(sc.days_per_week)]
        self.used: list[frozenset] = [frozenset(), frozenset()]      # favours spent, per side
        self.small_tokens: list[frozenset] = [frozenset(), frozenset()]
        self.last_placed: list[dict] = [{}, {}]                      # state -> tokens, per side
        self.home = self._draw_home_states() if options.get("home_states") else None
        self.first = self._first_side(previous=None)
        self.planner = self.first
        self.tasks: list[tuple] = []
        self.task: tuple | None = None
        self.need = 0
        self.dice: list[int] = []
        self.ignored: list[int] = []
        self.task_info: dict = {}
        self.rolls = 0                     # chance outcomes so far (the fixed dice are used in order)
        self.events: list[dict] = []
        if self.solo:
            self.plans[self.opponent_side].done = True

    def clone(self) -> "MarginState":
        c = object.__new__(MarginState)
        c.__dict__.update(self.__dict__)
        c.polls = self.polls[:]
        c.cash = self.cash[:]
        c.plans = [p.copy() for p in self.plans]
        c.used = self.used[:]
        c.small_tokens = self.small_tokens[:]
        c.last_placed = [dict(d) for d in self.last_placed]
        c.tasks = self.tasks[:]
        c.dice = self.dice[:]
        c.ignored = self.ignored[:]
        c.events = self.events[:]
        return c

    # ---- setup ----------------------------------------------------------------------------
    def _draw_home_states(self) -> tuple[int, int]:
        rng = stream(self.seed, "margin-home-states")
        first, second = rng.sample(range(len(self.scenario.states)), 2)
        return first, second

    def _first_side(self, previous: int | None) -> int:
        """Two players: who plans first this week: more cash goes first; equal cash, the one who
        went second last week (the Democrat in week 1). Solo: the player."""
        if self.solo:
            return self.seat_sides[0]
        if self.cash[0] != self.cash[1]:
            return 0 if self.cash[0] > self.cash[1] else 1
        return DEMOCRAT if previous is None else 1 - previous

    def planning_order(self) -> list[int]:
        return [self.seat_sides[0]] if self.solo else [self.first, 1 - self.first]

    # ---- who moves ------------------------------------------------------------------------
    def side_seat(self, side: int) -> int | None:
        """The seat playing `side`; None for the solo game's scripted opponent."""
        return self.seat_sides.index(side) if side in self.seat_sides else None

    def acting_side(self) -> int | None:
        """The side whose decision it is (planning, a gaffe, small-state tokens), else None."""
        if self.phase == PLAN:
            return self.planner
        if self.phase == LAST:
            return self._placing_side()
        if self.phase == RESOLVE and self.task is not None and self.gaffe_choice_open():
            return self.task[1]
        return None

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        side = self.acting_side()
        return CHANCE if side is None else self.side_seat(side)

    def gaffe_choice_open(self) -> bool:
        """A rolled campaign or ad of a seated side shows a gaffe and the side has a favour left."""
        task = self.task
        if task is None or task[0] not in (resolve.CAMP, resolve.AD) or len(self.dice) < self.need:
            return False
        if self.side_seat(task[1]) is None or not gaffe_values(self.dice):
            return False
        return len(self.used[task[1]]) < len(CAPITAL) and not self.task_info.get("accepted")

    # ---- what a screen reads --------------------------------------------------------------
    def rolling(self) -> resolve.Roll | None:
        """The step being rolled (or waiting on a gaffe's decision), else None."""
        return resolve.roll_of(self.task) if self.task is not None else None

    def election_night(self) -> bool:
        """After the last week: the small-state tokens, their rolls, the final margins, the count."""
        return self.phase in (LAST, OVER) or (self.task is not None and self.task[0] in (resolve.LAST, resolve.FINAL))

    def turn_step(self) -> str | None:
        """The step of the turn track (resolve.TURN_TRACK) the position is on; between two rolls,
        the step last resolved; None on election night."""
        if self.phase == PLAN:
            return "plan"
        if self.election_night():
            return None
        if self.task is not None and self.task[0] in resolve.TRACK_STEP:
            return resolve.TRACK_STEP[self.task[0]]
        for event in reversed(self.events[-3:]):
            if event.get("kind") in resolve.TRACK_STEP:
                return resolve.TRACK_STEP[event["kind"]]
        return None

    def turn_side(self) -> int | None:
        """Whose turn it is: the campaign deciding, else the one whose step is being rolled; None
        between steps and for the final margins (one chart is read for both)."""
        side = self.acting_side()
        roll = self.rolling()
        if side is None and roll is not None and roll.kind != resolve.FINAL:
            side = roll.side
        return side

    def _placing_side(self) -> int | None:
        for side in self.planning_order():
            if sum(self.last_placed[side].values()) < len(self.small_tokens[side]):
                return side
        return None

    # ---- moves ----------------------------------------------------------------------------
    def chance_outcomes(self):
        if self.current_player() != CHANCE:
            return []
        if self.rolls < len(self.fixed_dice):
            return [(DICE[self.fixed_dice[self.rolls] - 1], 1.0)]
        return DIE_OUTCOMES

    def legal_moves(self) -> list[MarginMove]:
        side = self.acting_side()
        if side is None:
            return []
        if self.phase == PLAN:
            return planning_moves(self.scenario, self.plans[side], self.used[side])
        if self.phase == LAST:
            return list(indexed_moves(LAST_MOVE, len(self.scenario.states)))
        unused = [c for c in CAPITAL if c not in self.used[side]]
        return [MarginMove(IGNORE, face=v, favour=c) for v in gaffe_values(self.dice) for c in unused] + [ACCEPT_MOVE]

    def move_fault(self, move: MarginMove) -> str | None:
        """Why a move cannot be played now, in players' words (the screen shows it); None if it can."""
        side = self.acting_side()
        if side is None:
            return "The dice are rolling." if self.phase != OVER else "The election is over."
        if self.phase == PLAN and isinstance(move, MarginMove) and move.kind in PLANNING_KINDS:
            return placement_fault(self.scenario, self.plans[side], self.used[side], move)
        return None if move in self.legal_moves() else "That cannot be played now."

    def apply(self, move: MarginMove) -> None:
        if self.current_player() == CHANCE:
            if move not in [o for o, _ in self.chance_outcomes()]:
                raise IllegalMove(f"margin: {move!r} is not a die roll here")
            self.rolls += 1
            self.dice.append(move.face)
            resolve.advance(self)
            return
        fault = self.move_fault(move)
        if fault is not None:
            raise IllegalMove(f"margin: {self.move_to_text(move) if isinstance(move, MarginMove) else move!r}: {fault}")
        side = self.acting_side()
        kind = move.kind
        if self.phase == PLAN:
            self._plan(side, move)
        elif self.phase == LAST:
            placed = self.last_placed[side]
            placed[move.state] = placed.get(move.state, 0) + 1
            if self._placing_side() is None:
                self._queue_election_night()
                resolve.advance(self)
        elif kind == IGNORE:
            # the die is set aside, not rolled again: the step resolves with the dice left
            self.dice.remove(move.face)
            self.ignored.append(move.face)
            self.need -= 1
            self.used[side] = self.used[side] | {move.favour}
            resolve.advance(self)
        else:      # accept
            self.task_info = {**self.task_info, "accepted": True}
            resolve.advance(self)

    def _plan(self, side: int, move: MarginMove) -> None:
        plan = self.plans[side]
        kind = move.kind
        if kind == END:
            plan.done = True
        elif kind == CAMP:
            plan.camp[move.state] = plan.camp.get(move.state, 0) + 1
            plan.days_left -= 1
        elif kind == AD:
            plan.ads[move.region] = plan.ads.get(move.region, 0) + 1
            plan.days_left -= 1
        elif kind in (FUND, MEDIA):
            setattr(plan, kind, getattr(plan, kind) + 1)
            plan.days_left -= 1
        elif kind == VP:
            plan.vp = move.state
        elif kind == CAPITAL_MOVE:
            plan.capital = move.favour
            self.used[side] = self.used[side] | {move.favour}
            if move.favour == INTERNET_FUNDS:
                before = self.cash[side]
                self.cash[side] = min(self.scenario.cash_max, before + INTERNET_FUNDS_CASH)
                self.events.append({"kind": "internet", "side": side, "cash_before": before,
                                    "cash_after": list(self.cash)})
        elif kind == ENDORSE:
            plan.endorsed.append(move.state)
            # a favour, not a campaign action: a home state does not halve it
            self.events.append({"kind": "endorse", "side": side,
                                "moves": [self.push_poll(move.state, side, 1, home_halves=False)],
                                "cash_after": list(self.cash)})
        self._next_planner(side)

    def _next_planner(self, side: int) -> None:
        """Two players: the one with more days left plans, until they have fewer than the other;
        a campaign that ended planning is skipped. When both are done the week is resolved."""
        plans = self.plans
        other = 1 - side
        if plans[side].done and plans[other].done:
            self.phase = RESOLVE
            self.tasks = resolve.week_steps(self)
            resolve.advance(self)
            return
        if plans[side].done:
            self.planner = other
        elif not plans[other].done and plans[side].days_left < plans[other].days_left:
            self.planner = other

    def _queue_election_night(self) -> None:
        """The small-state tokens' rolls (as placed), the final margin rolls and the count. The
        caller runs them: end_week already runs inside resolve.advance."""
        self.phase = RESOLVE
        steps = [(resolve.LAST, side, s, n) for side in self.planning_order() for s, n in self.last_placed[side].items()]
        self.tasks = steps + [(resolve.FINAL_START,), (resolve.COUNT,)]

    # ---- called by resolve.py -------------------------------------------------------------
    def push_poll(self, s: int, side: int, squares: int, safe_limit: bool = True,
                  home_halves: bool = True) -> tuple[int, int, int]:
        """Move state s's poll for `side` (home states halve the other side's campaigning
        there); returns (state, before, after)."""
        before = self.polls[s]
        halved = home_halves and self.home is not None and self.home[1 - side] == s
        self.polls[s] = push(before, side, squares, safe_limit=safe_limit, halved=halved)
        return s, before, self.polls[s]

    def earns_small_state_token(self, side: int, s: int) -> bool:
        info = self.scenario.states[s]
        return (info.small and s not in self.small_tokens[side]
                and winner_of(self.polls[s], info.leans) != side)

    def end_week(self) -> None:
        sc = self.scenario
        if self.week < sc.weeks:
            self.week += 1
            self.plans = [Plan(sc.days_per_week), Plan(sc.days_per_week)]
            if self.solo:
                self.plans[self.opponent_side].done = True
            self.first = self._first_side(previous=self.first)
            self.planner = self.first
            self.phase = PLAN
            self.events.append({"kind": "week", "week": self.week, "cash_after": list(self.cash)})
            return
        self.plans = [Plan(0), Plan(0)]      # the campaign is over: no favours, no bonus
        self.phase = LAST
        if self._placing_side() is None:        # no small-state tokens to place
            self._queue_election_night()

    def final_side(self) -> int:
        """Whose final margin chart is read: the solo player's; the Democrat's with two players
        (the chart is symmetric, so either reading gives the same odds)."""
        return self.seat_sides[0]

    def finish(self) -> None:
        self.phase = OVER

    # ---- the count ------------------------------------------------------------------------
    def votes(self) -> list[int]:
        """Electoral votes per party if the count were now (the live projection)."""
        totals = list(self.scenario.base_votes)
        for info, poll in zip(self.scenario.states, self.polls):
            totals[winner_of(poll, info.leans)] += info.votes
        return totals

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        votes = self.votes()
        need = self.scenario.votes_to_win
        winner = 0 if votes[0] >= need else 1 if votes[1] >= need else None
        line = f"{votes[0]} to {votes[1]} electoral votes"
        if self.solo:
            side = self.seat_sides[0]
            mine, theirs = votes[side], votes[1 - side]
            if winner is None:
                return Outcome((float(mine),), (), f"A {mine}-{theirs} tie: a draw", drawn=True)
            if winner == side:
                return Outcome((float(mine),), (0,), f"You win {mine} to {theirs}, by {mine - theirs} electoral votes")
            return Outcome((float(mine),), (), f"You lose {mine} to {theirs}, by {theirs - mine} electoral votes")
        scores = (float(votes[0]), float(votes[1]))
        if winner is None:
            return Outcome(scores, (), f"A tie, {line}: a draw")
        return Outcome(scores, (winner,), f"The {PARTY_NAMES[winner]} campaign wins, {line}")

    def heuristic(self, player: int) -> float:
        from game.engines.margin.heuristic import win_chance
        if self.is_terminal():
            return self.returns()[player]
        return win_chance(self, self.seat_sides[player])

    # ---- storage --------------------------------------------------------------------------
    _PLAIN = ("polls", "cash", "week", "phase", "first", "planner", "need", "dice", "ignored", "rolls")

    def to_data(self) -> dict:
        data = {"options": dict(self.options), "seed": self.seed}
        data.update({k: getattr(self, k) for k in self._PLAIN})
        data.update(plans=[p.to_data() for p in self.plans], used=[sorted(u) for u in self.used],
                    small_tokens=[sorted(t) for t in self.small_tokens],
                    last_placed=[[[s, n] for s, n in d.items()] for d in self.last_placed],
                    tasks=[list(t) for t in self.tasks], task=list(self.task) if self.task else [],
                    task_info=dict(self.task_info), events=len(self.events))
        return data

    @classmethod
    def from_data(cls, data: dict) -> "MarginState":
        state = cls(cls.game.validate_options(data.get("options", {})), int(data.get("seed", 0)))
        for key in cls._PLAIN:
            value = data[key]
            setattr(state, key, list(value) if isinstance(value, list) else value)
        state.plans = [Plan.from_data(p) for p in data["plans"]]
        state.used = [frozenset(u) for u in data["used"]]
        state.small_tokens = [frozenset(t) for t in data["small_tokens"]]
        state.last_placed = [{s: n for s, n in d} for d in data["last_placed"]]
        state.tasks = [tuple(t) for t in data["tasks"]]
        state.task = tuple(data["task"]) if data["task"] else None
        state.task_info = dict(data["task_info"])
        return state

    # ---- notation -------------------------------------------------------------------------
    def move_to_text(self, move: MarginMove) -> str:
        return move_text(self.scenario, move)

    def text_to_move(self, text: str) -> MarginMove:
        move = parse_move_text(self.scenario, text)
        if self.current_player() == CHANCE:
            if move in [o for o, _ in self.chance_outcomes()]:
                return move
            raise IllegalMove(f"margin: '{text.strip()}' is not a die roll here")
        fault = self.move_fault(move)
        if fault is not None:
            raise IllegalMove(f"margin: '{text.strip()}' cannot be played: {fault}")
        return move

    def describe(self) -> str:
        votes = self.votes()
        return (f"{self.game.title}: week {self.week}, {self.phase}, cash {self.cash}, "
                f"projection {votes[0]}-{votes[1]}")


__all__ = ["DEFINING_SPEECH", "ENDORSEMENTS", "LAST", "OVER", "PLAN", "RESOLVE", "MarginState"]
