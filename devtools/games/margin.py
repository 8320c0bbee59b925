"""What the developer tools know of Margin of Error: its bench figures (the planner's think
time), the frame bench's motions (dice thrown in the tray, tokens sliding on a region's board)
and two extra scenes for `shot` (a week's summary card, election night's biggest throw)."""
from __future__ import annotations

import random
import time
from weakref import WeakKeyDictionary

from game.engines.margin import GAME
from game.engines.margin.move import ACCEPT_MOVE, DICE, END_MOVE, LAST, MarginMove
from game.engines.margin.planner import Planner


def bench_extra(seconds: float) -> dict:
    """Planner think time per decision over seeded solo games (`python -m game bench`)."""
    times: list[float] = []
    games = 0
    rng = random.Random(11)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        state = GAME.new_initial_state({"players": 1}, seed=games + 1)
        bot = Planner(random.Random(games))
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(DICE[rng.randint(1, 6) - 1])
                continue
            t = time.perf_counter()
            move = bot.choose(state)
            times.append(time.perf_counter() - t)
            state.apply(move)
        games += 1
    times.sort()
    return {"planner_games_per_s": round(games / (time.perf_counter() - start), 2),
            "planner_move_ms": round(1000 * sum(times) / len(times), 2),
            "planner_move_p99_ms": round(1000 * times[int(0.99 * (len(times) - 1))], 2)}


# ---- the frame bench's motions: the week show kept busy without a move ----------------------
_played: WeakKeyDictionary = WeakKeyDictionary()     # week show -> throws and slides played


def _next(show) -> int:
    _played[show] = _played.get(show, 0) + 1
    return _played[show]


def throw_dice(screen) -> None:
    """A three-dice campaign throw, thrown again once it rests."""
    from game.ui import theme
    show = screen.show
    if not show.tray.rolling and not show.busy:
        seed = _next(show)
        show.overlays.say(("YOUR CAMPAIGN", "Pennsylvania", "3 dice + 1 media"), ("", ""), theme.player_colour(0))
        show.beats.append((None, show._throw([2, 5, 6], ["white"] * 3, None, 0, seed)))


def slide_tokens(screen) -> None:
    """The first region's tokens sliding two squares, again and again."""
    show = screen.show
    if not show.busy:
        _next(show)
        polls = show.state.polls
        moves = [(s, polls[s], max(-5, polls[s] - 2)) for s in show.state.scenario.regions[0].states]
        show.beats.append((None, show._slide(moves, 0)))


MOTIONS = {"dice": throw_dice, "tokens": slide_tokens}


# ---- extra scenes for `shot` -------------------------------------------------------------------
def week_summary_shot() -> list:
    """`python -m game shot margin-week-summary`: the demo just after its week 4 is rolled,
    and the card saying what changed (scenes to push, as showcase.build_scene takes them)."""
    from game.engines.margin.week_summary import week_summary
    from game.scenes.margin.screen import MarginScreen as screen_class
    session = screen_class.demo().session
    session.play(END_MOVE)
    while session.state.phase != "plan":
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(ACCEPT_MOVE)
    screen = screen_class(session)
    state, player = session.state, session.state.seat_sides[0]

    def present():
        screen.show.summary.present(week_summary(state, state.week - 1, player), player)
        screen.show.idle_card()
    return [screen, ("call", present)]


def every_token_shot() -> list:
    """`python -m game shot margin-every-token`: election night of a solo campaign holding
    every small-state token, all put on Pennsylvania, their dice at rest in the tray (the
    biggest throw the rules allow; scenes to push, as showcase.build_scene takes them)."""
    from game.engines.margin.resolve import most_dice
    from game.scenes.margin.screen import MarginScreen as screen_class
    state = GAME.new_initial_state({"players": 1, "party": "democrat"}, 3)
    while state.week < state.scenario.weeks:
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else END_MOVE)
    state.small_tokens[state.seat_sides[0]] = frozenset(state.scenario.small_states)
    state.apply(END_MOVE)
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    pennsylvania = state.scenario.state_by_code("PA").index
    tokens = most_dice(state.scenario)
    for _ in range(tokens - 1):
        state.apply(MarginMove(LAST, state=pennsylvania))
    screen = screen_class.for_state(state)

    def throw():
        import arcade
        window, show = arcade.get_window(), screen.show
        screen.apply_move(MarginMove(LAST, state=pennsylvania))
        for _ in range(2000):             # the dice are rolled, thrown and come to rest
            window.render_frame(1 / 60)
            if show.tray.settled and len(show.tray.dice) == tokens:
                break
        show.speed = 0.0                  # held still for the picture
    return [screen, ("call", throw)]


SHOTS = {"week-summary": week_summary_shot, "every-token": every_token_shot}
