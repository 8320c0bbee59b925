"""Margin of Error as a whole (`MarginGame`, `GAME`): its options, its setup and its bots
(seed: shared/seeds/margin-of-error.txt; gaps settled in shared/design/rulings.md, "Margin of
Error").

Where each rule lives:

    the boards, charts and tables (data)        levels/margin/standard.toml, read by scenario.py
    campaign chart, gaffes, final margin,       charts.py (one function each)
    fundraising, media presence, safe states,
    the poll track, the count per state
    the itinerary: days, limits, political      plan.py (placement_fault says why a placement
    capital, the same-region rule for ads       is refused)
    the order of a week, paying, dice, small-   resolve.py
    state tokens, last-minute campaigning,
    the final margin
    the solo opponent's stops and ads           opponent.py
    turns (two players), gaffe decisions,       state.py (MarginState)
    political capital at once, home states,
    the count and the result
    moves as text                               notation.py
    what a week changed, and why (the card)     week_summary.py
    the bots: evaluation, planning, "Suggest"   heuristic.py (odds.py, outlook.py), planner.py
"""
from __future__ import annotations

from game.core.state import Game, GameOption, GameState
from game.engines.margin.deciding import deciding_sentence, ending_sentence, side_names
from game.engines.margin.outcome_words import week_outcome_in_words
from game.engines.margin.review_rows import decision_words, row_title, week_rows
from game.engines.margin.review_words import consequence_sentence
from game.engines.margin.scenario import scenario_names
from game.engines.margin.state import MarginState
from game.engines.margin.words import move_phrase, move_rows


def _dice_fault(dice) -> str | None:
    if not isinstance(dice, list) or any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in dice):
        return f"{dice!r} is not a list of die faces (1 to 6)"
    return None


def _scenario_fault(name: str) -> str | None:
    names = scenario_names()
    return None if name in names else f"{name!r} is not one of margin's scenarios ({', '.join(names)})"


class MarginGame(Game):
    name = "margin"
    min_players = 1
    max_players = 2
    has_chance = True

    def options(self) -> list[GameOption]:
        return [
            GameOption("players", "Players", 1, (1, 2),
                       "1: your campaign against the dice-driven opponent. 2: both campaigns are played."),
            GameOption("party", "Your party", "democrat", ("democrat", "republican"),
                       "The solo game's campaign: the Democrats (blue, 155 votes to start) or the "
                       "Republicans (red, 157).", noun="party"),
            GameOption("home_states", "Home states", False, (False, True),
                       "Each candidate gets a home state at random; the other side's campaigning "
                       "there moves the poll only half as far."),
            # None: not offered on the setup screen (one scenario; fixed dice are for lessons)
            GameOption("scenario", "Scenario", None, (), "the boards and charts (levels/margin)",
                       check=_scenario_fault),
            GameOption("dice", "Fixed dice", None, (), "dice rolled in this order before random ones (lessons)",
                       check=_dice_fault),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> MarginState:
        options = self.validate_options(options)
        return MarginState(options, seed)

    def state_class(self) -> type[GameState]:
        return MarginState

    # ---- the words (words.py, deciding.py) ---------------------------------------------------
    def move_in_words(self, before, move) -> str:
        return move_phrase(before.scenario, move)

    def move_rows(self, before, move, names) -> list[str]:
        return move_rows(before, move)

    def end_in_words(self, final, names) -> str:
        return ending_sentence(final)

    def decided_in_words(self, start, moves, names) -> str:
        """The state that tipped the majority (deciding.py): only the final count decides."""
        final = start.clone()
        for text in moves:
            final.apply(final.text_to_move(text))
        return deciding_sentence(final, side_names(final, names))

    # ---- the review's rows (review_rows.py) ---------------------------------------------------
    def review_decisions(self, start, moves) -> list[tuple[int, int, int]]:
        """A seat's plan for a week is one decision and the week's dice its outcome; a gaffe's
        answer and each campaign's small-state tokens on election night are rows of their own."""
        return week_rows(start, moves)

    def review_row_title(self, before, first, last, number) -> str:
        """"Week 3", "Week 3 gaffe", "Election night": `before` is the position at `first`."""
        return row_title(before)

    def decision_in_words(self, before, moves, names) -> str:
        """A row's decision, the moves `moves` from its first position `before`, summed up in
        words that follow the side's name (review_rows.py): "campaigns in Ohio (2 days) and
        Florida, sends the running mate to Florida and raises funds for 3 days"."""
        return decision_words(before, moves)

    def outcome_in_words(self, before, after, names) -> str:
        """A row's dice, from its `last` position `before` to its `end` position `after`, as the
        week's summary card says them (outcome_words.py): "Week 1: Florida flips to the
        Republicans; Republicans 240 → 267 (+27)."""
        return week_outcome_in_words(before, after, names)

    def consequence_in_words(self, better_end, played_end, seat, names) -> str:
        """"After the better move you lead in Ohio (18): 280 votes and $12; after the move played,
        the Republicans lead there: 262 votes and $9." (review_words.py)"""
        return consequence_sentence(better_end, played_end, seat, names)

    # ---- bots and tools (planner.py) ------------------------------------------------------

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        # the planner weighs every choice by expectation over the dice; the easier levels
        # now and then make a plausible second choice. Spaced so that each level takes 65% or
        # more of the points from the one below (`arena margin --ladder`, README's bot table).
        return {"easy": "planner:noise=0.6", "normal": "planner:noise=0.25", "hard": "planner"}

    def extra_bots(self) -> dict:
        """`planner[:noise=0.3]`: greedy planning by expectation over the dice (planner.py)."""
        from game.engines.margin.planner import make_planner
        return {"planner": make_planner}

    def arena_variants(self) -> dict[str, dict]:
        return {"solo": {"players": 1}}       # `python -m game arena margin-solo --p1 hard`


GAME = MarginGame()
MarginState.game = GAME
