"""Margin of Error's review lists decisions, not moves (game/engines/margin/review_rows.py): a
seat's plan for a week is one row and the week's dice its outcome, said as the week's summary
card says them (outcome_words.py); a gaffe's answer and election night's tokens are rows of
their own. Read against real seeded games: planner bots, solo (seed 1) and two seats (seed 7)."""
from __future__ import annotations

import random
from pathlib import Path

from game.core.state import CHANCE, Game
from game.engines.margin import GAME
from game.engines.margin.week_summary import week_summary
from tests.margin.rules_helpers import play, quiet

DATA = Path(__file__).parent / "data"


def _record(name: str, options: dict, seed: int):
    moves = (DATA / name).read_text(encoding="utf-8").splitlines()       # one move a line
    start = GAME.new_initial_state(options, seed)
    states = [start.clone()]
    for text in moves:
        state = states[-1].clone()
        state.apply(state.text_to_move(text))
        states.append(state)
    return start, moves, states


def _check_tiling(rows, moves, states):
    """Rows follow each other with no gap, each starting with its seat's decision and with
    nothing but rolls in its outcome."""
    assert rows[0][0] == 0 and rows[-1][2] == len(moves)
    for (first, last, end), after in zip(rows, rows[1:] + [(len(moves),)]):
        assert first <= last <= end == after[0]
        if first < last:
            assert states[first].current_player() != CHANCE
        assert all(states[i].current_player() == CHANCE for i in range(last, end))


def test_a_solo_campaign_is_one_row_a_week_and_election_night():
    start, moves, states = _record("solo_planner_seed1.moves", {}, 1)
    rows = GAME.review_decisions(start, moves)
    assert len(Game.review_decisions(GAME, start, moves)) == 93        # a row a move, with its rolls
    assert len(rows) == 10
    _check_tiling(rows, moves, states)
    titles = [GAME.review_row_title(states[first], first, last, n) for n, (first, last, _e) in enumerate(rows, 1)]
    assert titles == [f"Week {w}" for w in range(1, 10)] + ["Election night"]
    for first, last, _end in rows[:9]:          # the whole plan, to its "end" move
        assert moves[last - 1] == "end" and "end" not in moves[first:last - 1]
    night = rows[-1]
    assert all(text.startswith("last ") for text in moves[night[0]:night[1]])
    assert states[night[2]].is_terminal()


def test_two_seats_have_a_row_each_a_week_a_gaffe_its_own_and_the_tokens_by_campaign():
    start, moves, states = _record("two_seat_planner_seed7.moves", {"players": 2}, 7)
    rows = GAME.review_decisions(start, moves)
    _check_tiling(rows, moves, states)
    titles = [GAME.review_row_title(states[first], first, last, n) for n, (first, last, _e) in enumerate(rows, 1)]
    seats = [states[first].current_player() for first, _l, _e in rows]
    for week in range(1, 10):                    # both campaigns, one row each
        assert sorted(s for s, t in zip(seats, titles) if t == f"Week {week}") == [0, 1]
    gaffe = titles.index("Week 9 gaffe")
    assert moves[rows[gaffe][0]:rows[gaffe][1]] == ["accept"]
    assert titles[-2:] == ["Election night", "Election night"] and seats[-2:] == [1, 0]
    assert len(rows) == 9 * 2 + 1 + 2
    # the week's planning is cut where each row holds most of its own seat's placements
    for (first, last, _end), seat, title in zip(rows, seats, titles):
        if title.startswith("Week") and "gaffe" not in title:
            own = sum(states[i].current_player() == seat for i in range(first, last))
            assert own * 2 > last - first


def test_election_night_with_no_tokens_is_a_row_of_rolls_alone():
    start = quiet(week=9)
    state = start.clone()
    play(state, "end")
    moves, rng = ["end"], random.Random(3)
    while not state.is_terminal():
        assert state.current_player() == CHANCE
        move = rng.choice([m for m, _p in state.chance_outcomes()])
        moves.append(state.move_to_text(move))
        state.apply(move)
    assert GAME.review_decisions(start, moves) == [(0, 1, 1), (1, 1, len(moves))]
    night = start.clone()
    play(night, "end")
    assert GAME.review_row_title(night, 1, 1, 2) == "Election night"


def test_a_weeks_outcome_says_what_its_summary_card_says():
    start, moves, states = _record("solo_planner_seed1.moves", {}, 1)
    rows = GAME.review_decisions(start, moves)
    said = [GAME.outcome_in_words(states[last], states[end], ["You"]) for _f, last, end in rows]
    assert said[1] == "Week 2: Ohio flips to the Democrats; Democrats 271 → 291 (+20)."
    assert said[2] == ("Week 3: Florida flips to the Democrats, New Jersey and New Hampshire to the "
                       "Republicans; Democrats 291 → 299 (+8).")
    assert said[6] == "Week 7: Wisconsin flips to the Republicans; Republicans 266 → 276 (+10)."
    assert said[-1] == "Election night: 5 states change hands; the count ends 267 to 271."
    for week, ((_f, _last, end), words) in enumerate(zip(rows[:9], said), start=1):
        card = week_summary(states[end], week)
        gained = card.votes_after[0] - card.votes_before[0]
        if gained:
            side = 0 if gained > 0 else 1
            assert f"{card.votes_before[side]} → {card.votes_after[side]} (+{abs(gained)})" in words
        flips = card.flips()
        if len(flips) > 3:                  # the card's headline says how many
            assert f"{len(flips)} states change hands" in words
        for change in flips[:3] if len(flips) <= 3 else ():
            assert change.name in words
        assert "square" not in words or not card.flips()


def test_mid_week_the_outcome_is_the_week_so_far():
    start, moves, states = _record("two_seat_planner_seed7.moves", {"players": 2}, 7)
    rows = GAME.review_decisions(start, moves)
    before_gaffe = next(r for r in rows if moves[r[2]] == "accept")
    words = GAME.outcome_in_words(states[before_gaffe[1]], states[before_gaffe[2]], ["Democrats", "Republicans"])
    assert words == "Week 9 so far: Pennsylvania flips to the Republicans; Republicans 294 → 315 (+21)."


def test_a_rows_decision_is_summed_up_in_words():
    start, moves, states = _record("solo_planner_seed1.moves", {}, 1)
    rows = GAME.review_decisions(start, moves)
    said = [GAME.decision_in_words(states[first], moves[first:last], ["You"]) for first, last, _e in rows]
    assert said[0] == ("campaigns in Nevada, West Virginia, Montana and Florida, sends the running mate to Florida, "
                       "raises funds for 3 days and wins endorsements in Florida, Minnesota and Montana")
    assert said[1] == ("campaigns in Florida (2 days) and Ohio, sends the running mate to Florida, raises funds for "
                       "2 days and holds 2 media days")
    assert said[-1] == "puts small-state tokens on Colorado (2), Florida and Washington (2)"
    # two seats: a row says its own seat's placements, not the other's made between them
    start, moves, states = _record("two_seat_planner_seed7.moves", {"players": 2}, 7)
    rows = GAME.review_decisions(start, moves)
    first, last, _end = rows[0]
    assert states[first].current_player() == 0 and moves[first:last].count("fund") == 6
    assert GAME.decision_in_words(states[first], moves[first:last], ["You", "Bot"]) == \
        "campaigns in Nevada and West Virginia, sends the running mate to Florida and raises funds for 3 days"
    assert GAME.decision_in_words(states[rows[-3][0]], ["accept"], ["You", "Bot"]) == "takes the gaffe"
