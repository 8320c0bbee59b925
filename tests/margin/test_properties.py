"""Margin of Error: random legal games (seeded, solo and two players, home states on and off),
checked after every move: cash on 0..20, polls on the track, 538 votes, days within the week,
clones independent, positions stored and read back, every move's text read back."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.state import CHANCE
from game.engines.margin import GAME, MarginState
from game.engines.margin.plan import CAPITAL
from game.engines.margin.resolve import most_dice

# A week is at most 13 planning moves a side (7 days, the running mate, a favour, 3 endorsements,
# "end"), 26 dice a side (fundraising 1, 7 campaign days, the running mate 1, 3 ad days... each
# day one die) plus favour decisions, and the opponent's 5 stops and an ad (12 dice); election
# night is 8 tokens a side and 2 dice for each of 20 states.
MAX_MOVES = 9 * (2 * 13 + 2 * 26 + 12) + 5 * 2 + 2 * 8 * 2 + 20 * 2

games = st.tuples(st.integers(0, 2**31 - 1), st.sampled_from([1, 2]), st.sampled_from(["democrat", "republican"]),
                  st.booleans())


def new_game(seed, players, party, home):
    return GAME.new_initial_state({"players": players, "party": party, "home_states": home}, seed)


def random_move(state, rng):
    if state.current_player() == CHANCE:
        moves, weights = zip(*state.chance_outcomes())
        return rng.choices(moves, weights)[0]
    return rng.choice(state.legal_moves())


def check_position(state):
    sc = state.scenario
    assert all(0 <= c <= sc.cash_max for c in state.cash)
    assert all(-5 <= p <= 5 for p in state.polls)
    assert sum(state.votes()) == 538
    assert 1 <= state.week <= sc.weeks
    for side in (0, 1):
        plan = state.plans[side]
        assert 0 <= plan.days_left <= sc.days_per_week
        assert plan.days_left + sum(plan.camp.values()) + sum(plan.ads.values()) + plan.fund + plan.media \
            in (sc.days_per_week, 0)
        assert all(1 <= d <= 3 for d in list(plan.camp.values()) + list(plan.ads.values()))
        assert state.used[side] <= set(CAPITAL)
        assert state.small_tokens[side] <= set(sc.small_states)
        assert sum(state.last_placed[side].values()) <= len(state.small_tokens[side])
    if state.task is not None:          # the dice tray is made for up to this many in one throw
        assert state.need + len(state.ignored) <= most_dice(sc)
    if not state.is_terminal():
        assert (state.current_player() == CHANCE) == bool(state.chance_outcomes())
        assert state.current_player() == CHANCE or state.legal_moves()


def play_out(state, rng, each=None) -> int:
    moves = 0
    while not state.is_terminal():
        move = random_move(state, rng)
        if each is not None:
            each(state, move)
        state.apply(move)
        moves += 1
        check_position(state)
        assert moves <= MAX_MOVES
    return moves


@settings(max_examples=40, deadline=None)
@given(games)
def test_random_games_keep_every_invariant_and_end(game):
    seed, players, party, home = game
    state = new_game(*game)
    check_position(state)
    play_out(state, random.Random(seed))
    out = state.outcome()
    assert len(out.scores) == players and state.phase == "over"
    votes = state.votes()
    if players == 1:
        mine = votes[0 if party == "democrat" else 1]
        assert out.scores == (float(mine),)
        assert out.winners == ((0,) if mine >= 270 else ()) and out.drawn == (votes == [269, 269])
    else:
        assert out.scores == (float(votes[0]), float(votes[1]))
        assert out.winners == tuple(p for p in (0, 1) if votes[p] >= 270)


@settings(max_examples=15, deadline=None)
@given(games)
def test_every_legal_move_and_die_reads_back_from_its_text(game):
    def each(state, _move):
        if state.current_player() == CHANCE:
            moves = [o for o, _ in state.chance_outcomes()]
        else:
            moves = state.legal_moves()
        for move in moves:
            text = state.move_to_text(move)
            assert state.text_to_move(text) == move, text
            assert state.text_to_move(f"  {text.upper()} ") == move
    play_out(new_game(*game), random.Random(game[0]), each)


def same_position(a, b):
    def stored(state):       # the event log is the screen's record of the past, not the position
        return {k: v for k, v in state.to_data().items() if k != "events"}
    assert stored(a) == stored(b)
    assert a.current_player() == b.current_player() and a.votes() == b.votes()
    assert a.legal_moves() == b.legal_moves() and a.chance_outcomes() == b.chance_outcomes()


@settings(max_examples=15, deadline=None)
@given(games)
def test_a_position_stored_mid_game_reads_back_to_the_same_game(game):
    rng = random.Random(game[0])

    def each(state, move):
        if rng.random() < 0.2:
            copy = MarginState.from_data(state.to_data())
            same_position(state, copy)
            after, copy_after = state.clone(), copy
            after.apply(move)
            copy_after.apply(move)
            same_position(after, copy_after)
    play_out(new_game(*game), random.Random(game[0] + 1), each)


@settings(max_examples=15, deadline=None)
@given(games)
def test_a_clone_is_independent_of_its_original(game):
    rng = random.Random(game[0] + 2)

    def each(state, move):
        if rng.random() < 0.2:
            before = state.to_data()
            clone = state.clone()
            twin = state.clone()
            while not clone.is_terminal() and clone.week == state.week and rng.random() < 0.9:
                clone.apply(random_move(clone, rng))
            assert state.to_data() == before and twin.to_data() == before
            assert state.events == twin.events
    play_out(new_game(*game), random.Random(game[0]), each)


def test_the_first_moves_are_the_planning_moves_of_the_first_side():
    solo = new_game(0, 1, "republican", False)
    assert solo.current_player() == 0 and solo.acting_side() == 1
    texts = [solo.move_to_text(m) for m in solo.legal_moves()]
    assert texts[:2] == ["camp PA", "camp MI"] and texts[-1] == "end" and "ad rust-belt" not in texts
    assert len(texts) == 20 + 2 + 20 + 5 + 1              # camp, fund and media, vp, favours, end
