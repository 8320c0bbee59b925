"""Margin of Error test helpers: new games through the engine contract, moves by their text,
dice as die faces, and the few position set-ups the text's examples need (rulings: "worked
examples set up their own positions")."""
from __future__ import annotations

import dataclasses
import random

from game.core.state import CHANCE
from game.engines.margin import GAME, MarginState
from game.engines.margin.move import MarginMove
from game.engines.margin.notation import parse_move_text
from game.engines.margin.scenario import load_scenario

DEM, REP = 0, 1


def new(players: int = 1, party: str = "democrat", dice=(), home_states: bool = False, seed: int = 0,
        **polls: int) -> MarginState:
    """A new game; keyword arguments put states' polls on other squares (`WI=-4`)."""
    state = GAME.new_initial_state({"players": players, "party": party, "dice": list(dice),
                                    "home_states": home_states}, seed)
    for code, value in polls.items():
        set_poll(state, code, value)
    return state


def quiet(players: int = 1, party: str = "democrat", week: int = 1, ads: bool = False, dice=(),
          **polls: int) -> MarginState:
    """A game whose solo opponent makes no stops (a copy of the standard scenario), and no ads
    unless `ads` (then one every week), from `week`: for tests of the player's own rolls, of
    the opponent's ads alone and of election night."""
    sc = load_scenario("standard")
    sc = dataclasses.replace(sc, opponent_stops=(0,) * sc.weeks,
                             opponent_advert_weeks=frozenset(range(1, sc.weeks + 1)) if ads else frozenset())
    options = {"players": players, "party": party, "dice": list(dice)}
    state = MarginState(GAME.validate_options(options), 0, sc)
    state.week = week
    for code, value in polls.items():
        set_poll(state, code, value)
    return state


def index(state, code: str) -> int:
    return state.scenario.state_by_code(code).index


def region(state, name: str) -> int:
    return next(r.index for r in state.scenario.regions if r.name == name)


def poll(state, code: str) -> int:
    return state.polls[index(state, code)]


def set_poll(state, code: str, value: int) -> None:
    state.polls[index(state, code)] = value


def play(state, *texts: str) -> None:
    """Play moves written in the game's notation, each checked by the engine."""
    for text in texts:
        state.apply(state.text_to_move(text))


def roll(state, *faces: int) -> None:
    """Roll these dice, one chance node each (the state must be waiting for each)."""
    for face in faces:
        assert state.current_player() == CHANCE, f"no die is being rolled ({state.phase}, {state.task})"
        state.apply(MarginMove("die", face=face))


def events(state, kind: str) -> list[dict]:
    return [e for e in state.events if e["kind"] == kind]


def last(state, kind: str) -> dict:
    found = events(state, kind)
    assert found, f"no {kind} event"
    return found[-1]


def roll_until_decision(state, rng: random.Random | None = None) -> None:
    """Roll random dice until a campaign decides something or the game ends."""
    rng = rng or random.Random(0)
    while state.current_player() == CHANCE:
        moves, weights = zip(*state.chance_outcomes())
        state.apply(rng.choices(moves, weights)[0])


def fault(state, text: str) -> str | None:
    """Why the move written `text` is refused now, in players' words (None: it is legal)."""
    return state.move_fault(parse_move_text(state.scenario, text))
