"""Not a Dodgson System Chess: random games (seeded) checked after every move, and the bots.

The bots are built from the game's own difficulty presets. The presets' budgets are counts, not
seconds; searches given a time budget (`mcts:0.5s`, `lookahead:1.5s`) read a stand-in clock that
moves on a fixed step at every reading: a budget is a number of readings (iterations), the same on
every machine, never a wall-clock limit."""
from contextlib import contextmanager
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.bots import DIFFICULTIES, BotSpec, make_bot, mcts
from game.core.bots.greedy import GreedyBot
from game.core.bots.mcts import MCTSBot
from game.core.rng import stream
from game.engines.dodgson import search
from game.engines.dodgson.board import BOARD_OFFSET, SQUARES
from game.engines.dodgson.rules import (
    DRAW_ENDINGS, ENDED_ELIMINATION, generate_moves, pieces_taken_from, reference_moves,
)
from game.engines.dodgson.search import LookaheadBot
from tests.dodgson.helpers import GAME, PASS, make_state

MAX_PLIES = 4 * 60 * 14 + 10     # stall rule: every 240 quiet plies a capture, at most 56 captures


def check_move(before, move, after):
    """One move's invariants: the twin was empty, the piece now stands there, nothing else moved."""
    if move == PASS:
        assert before.cells == after.cells
        assert generate_moves(before.cells, before.turn, before.promotions) == []
        return
    board, frm, to, promo = move
    off, oth = BOARD_OFFSET[board], BOARD_OFFSET[1 - board]
    mover = before.cells[off + frm]
    assert mover >> 3 == before.turn
    assert before.cells[oth + to] == 0, "landed on a square whose twin was occupied"
    assert after.cells[oth + to] == (mover if not promo else before.turn * 8 + promo)
    assert after.cells[off + frm] == 0 and after.cells[off + to] == 0
    target = before.cells[off + to]
    assert target == 0 or target >> 3 != before.turn, "captured an own piece"
    changed = {i for i in range(2 * SQUARES) if before.cells[i] != after.cells[i]}
    assert changed <= {off + frm, off + to, oth + to}


def check_state(state):
    counts = [0] * 4
    for code in state.cells:               # one value per square: two pieces can never share one
        if code:
            counts[code >> 3] += 1
    assert counts == state.piece_count
    for player in range(4):
        assert state.piece_count[player] + pieces_taken_from(state.taken, player) == 14
    values = [state.heuristic(p) for p in range(4)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), pawn_like=st.booleans(), stall=st.sampled_from([60, 5]))
def test_random_games_keep_the_invariants_and_always_end(seed, pawn_like, stall):
    state = GAME.new_initial_state({"pawn_like": pawn_like, "stall_rounds": stall}, seed)
    rng = stream(seed, "test-dodgson")
    plies = 0
    while not state.is_terminal():
        assert plies < MAX_PLIES
        moves = state.legal_moves()
        assert moves
        move = rng.choice(moves)
        before = state.clone()
        state.apply(move)
        check_move(before, move, state)
        if plies % 7 == 0:
            check_state(state)
        plies += 1
    check_state(state)
    out = state.outcome()
    if state.ended == ENDED_ELIMINATION:
        victim = state.eliminated_player()
        assert state.piece_count[victim] == 0
        assert out.winners and victim not in out.winners
        assert max(out.scores) == max(out.scores[p] for p in out.winners) >= 1
    else:
        assert state.ended in DRAW_ENDINGS and out.winners == ()


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), plies=st.integers(0, 150))
def test_fast_move_generator_matches_the_rule_by_rule_reference(seed, plies):
    pawn_like = seed % 2 == 1
    state = GAME.new_initial_state({"pawn_like": pawn_like}, seed)
    rng = stream(seed, "test-dodgson-ref")
    for _ in range(plies):
        if state.is_terminal():
            break
        fast = generate_moves(state.cells, state.turn, state.promotions)
        assert sorted(fast) == sorted(reference_moves(state.cells, state.turn, pawn_like))
        assert len(set(fast)) == len(fast)
        state.apply(rng.choice(state.legal_moves()))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), plies=st.integers(0, 120))
def test_position_and_move_notation_round_trip(seed, plies):
    state = GAME.new_initial_state({}, seed)
    rng = stream(seed, "test-dodgson-notation")
    for _ in range(plies):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_moves()))
    text = state.position_text()
    back = GAME.state_from_position(text)
    assert back.position_text() == text
    assert back.cells == state.cells and back.taken == state.taken
    assert back.current_player() == state.current_player() and back.quiet_plies == state.quiet_plies
    assert back.legal_moves() == state.legal_moves()
    for move in state.legal_moves():
        assert state.text_to_move(state.move_to_text(move)) == move


# ---- bots and the heuristic ----------------------------------------------------------------------

def test_heuristic_is_even_at_the_start():
    state = GAME.new_initial_state()
    assert all(abs(state.heuristic(p) - 0.25) < 1e-9 for p in range(4))


def test_heuristic_favours_the_leader_against_the_player_closest_to_elimination():
    state = make_state({"A a1": "Wr", "B c3": "Gn", "A g6": "Bp", "B a5": "Nq", "A c1": "Wn", "B g1": "Gr"},
                       captures="WxBq,WxBr2,GxBp,NxBn")
    values = [state.heuristic(p) for p in range(4)]
    assert values.index(max(values)) == 0          # White leads on Black's pieces, Black has one left
    assert values[0] > 0.4 and values[2] < 0.25    # Black, one piece left, is likely to go first


class StandInClock:
    """Stands in for the `time` module of the searches: each reading moves it on `step` seconds."""

    def __init__(self, step: float):
        self.step = step
        self.now = 0.0
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


@contextmanager
def stand_in_clock(step: float = 0.05):
    """Both searches (MCTS and the lookahead) read this clock: `mcts:0.5s` makes about 10
    iterations, `lookahead:1.5s` about 30 readings; the presets' count budgets never read it."""
    clock = StandInClock(step)
    with mock.patch.object(mcts, "time", clock), mock.patch.object(search, "time", clock):
        yield clock


def preset_bot(level: str, seed: int = 1):
    return make_bot(GAME, level, seed=seed, options=GAME.default_options())


def test_greedy_and_the_hard_preset_take_the_winning_last_piece():
    # White leads on Black's pieces; taking Black's last pawn ends the game in White's favour.
    pieces = {"A d1": "Wr", "A d4": "Bp", "A g1": "Wn", "B e2": "Gq", "B a5": "Nr"}
    with stand_in_clock():
        for bot in (make_bot(GAME, "greedy", seed=3), preset_bot("hard", seed=3)):
            state = make_state(pieces, captures="WxBq,WxBr,GxBn")
            assert state.move_to_text(bot.choose(state)) == "A d1xd4", bot.name


def test_the_hard_preset_does_not_end_the_game_when_another_player_would_win():
    # Gold leads on Black's pieces; White should not take Black's last pawn (Gold would win),
    # and grabs Green's queen instead.
    pieces = {"A d1": "Wr", "A d4": "Bp", "A a3": "Wb", "A c5": "Nq", "B e2": "Gq", "B a5": "Nr"}
    state = make_state(pieces, captures="GxBq,GxBr2,WxBp")
    with stand_in_clock():
        move = preset_bot("hard", seed=3).choose(state)
    assert state.move_to_text(move) != "A d1xd4"


def test_the_hard_preset_does_not_trade_its_queen_for_a_rook_the_next_player_takes_back():
    # White's queen can take Green's rook on A d5, but lands on B d5 where Gold's rook (next to
    # move) takes it. Greedy grabs the rook; the hard preset sees Gold's reply and takes a pawn.
    pieces = {"A d3": "Wq", "A a1": "Wn", "A d5": "Nr", "A b3": "Np", "B d1": "Gr", "B g5": "Bp", "B f5": "Bp"}
    for seed in (1, 2, 3):
        state = make_state(pieces)
        assert state.move_to_text(make_bot(GAME, "greedy", seed=seed).choose(state)) == "A d3xd5"
        assert state.move_to_text(preset_bot("hard", seed=seed).choose(state)) != "A d3xd5"


def test_the_lookahead_with_a_count_budget_plays_the_same_whatever_the_clock():
    state = GAME.new_initial_state({}, 5)
    rng = stream(5, "test-dodgson-lookahead-clock")
    for _ in range(40):
        state.apply(rng.choice(state.legal_moves()))
    plain = make_bot(GAME, "lookahead:3000,rounds=3,width=6", seed=2).choose(state.clone())
    with stand_in_clock(step=1000.0):           # every reading a quarter of an hour later
        assert make_bot(GAME, "lookahead:3000,rounds=3,width=6", seed=2).choose(state.clone()) == plain
    small = make_bot(GAME, "lookahead:6,rounds=3,width=6", seed=2)
    small.choose(state.clone())
    assert 6 <= small.played <= 6 + 4        # the budget stops it within one round of greedy replies


BOT_CLASSES = {"greedy": GreedyBot, "mcts": MCTSBot, "lookahead": LookaheadBot}


@pytest.mark.parametrize("level", DIFFICULTIES)
def test_each_difficulty_builds_the_bot_its_preset_names(level):
    spec = BotSpec.parse(GAME.bot_presets(GAME.default_options())[level])
    bot = preset_bot(level)
    assert type(bot) is BOT_CLASSES[spec.kind]
    if spec.kind == "greedy":
        assert bot.noise == spec.params.get("noise", 0.0)
        assert (bot.noise > 0) == (level == "easy")      # only Easy slips
    elif spec.kind == "mcts":
        assert (bot.seconds, bot.iterations) == (spec.seconds, spec.iterations)
        assert bot.rollout_depth == int(spec.params.get("rollout", 20))
    else:
        # a budget of greedy replies, not seconds: the same moves on any machine
        assert spec.iterations and bot.replies == spec.iterations and bot.seconds is None
        assert (bot.rounds, bot.width) == (int(spec.params.get("rounds", 2)), int(spec.params.get("width", 6)))
    if spec.kind != "greedy":       # the bot worker can cancel the search
        def stop():
            return False
        assert make_bot(GAME, level, seed=1, options=GAME.default_options(), should_stop=stop).should_stop is stop


def test_the_levels_are_a_greedy_player_with_and_without_slips_and_the_lookahead():
    presets = GAME.bot_presets(GAME.default_options())
    kinds = [BotSpec.parse(presets[level]).kind for level in DIFFICULTIES]
    assert kinds == ["greedy", "greedy", "lookahead"]


SEATINGS = [("easy", "normal", "hard", "normal"), ("hard", "easy", "normal", "hard")]


@pytest.mark.parametrize("seed, levels", [(1, SEATINGS[0]), (2, SEATINGS[1])])
def test_preset_bots_play_whole_short_games_by_the_rules(seed, levels):
    # stall_rounds=3: three quiet rounds end the game in a draw, so a whole game stays short
    state = GAME.new_initial_state({"stall_rounds": 3}, seed)
    bots = [preset_bot(level, seed=seed + seat) for seat, level in enumerate(levels)]
    plies, replies = 0, []
    with stand_in_clock() as clock:
        while not state.is_terminal():
            assert plies < 600
            bot = bots[state.current_player()]
            legal = state.legal_moves()
            before_readings = clock.readings
            move = bot.choose(state.clone())
            assert move in legal
            if isinstance(bot, LookaheadBot) and len(legal) > 1:
                # a count budget: the search never reads the clock and stops within a round of it
                assert clock.readings == before_readings
                assert 0 < bot.played <= bot.replies + 4
                replies.append(bot.played)
            before = state.clone()
            state.apply(move)
            check_move(before, move, state)
            check_state(state)
            plies += 1
    assert replies
    out = state.outcome()
    if state.ended == ENDED_ELIMINATION:
        assert out.winners and state.eliminated_player() not in out.winners
    else:
        assert state.ended in DRAW_ENDINGS and out.winners == ()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**9), plies=st.integers(0, 200), level=st.sampled_from(DIFFICULTIES),
       pawn_like=st.booleans())
def test_preset_bots_answer_any_reachable_position_with_a_legal_move(seed, plies, level, pawn_like):
    state = GAME.new_initial_state({"pawn_like": pawn_like}, seed)
    rng = stream(seed, "test-dodgson-bots")
    for _ in range(plies):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_moves()))
    if state.is_terminal():
        return
    with stand_in_clock():
        move = preset_bot(level, seed=seed).choose(state.clone())
    assert move in state.legal_moves()
    before = state.clone()
    state.apply(move)
    check_move(before, move, state)
    check_state(state)


def test_bench_extra_reports_move_generation_rates():
    """Generations counted over a stand-in clock that moves 1/32 s at every reading: each
    position's rate is its generations over the time they took, from the position named."""
    from types import SimpleNamespace
    from devtools.games import dodgson as bench
    readings, generated = [], []

    def perf_counter():
        readings.append(len(readings) / 32)
        return readings[-1]

    def counting(cells, player, promotions):
        generated.append(tuple(cells))
        return generate_moves(cells, player, promotions)

    with mock.patch.object(bench, "time", SimpleNamespace(perf_counter=perf_counter)), \
            mock.patch.object(bench, "generate_moves", counting):
        figures = bench.bench_extra(0.1)
    # a budget of 0.05 s: two batches of 100 (2/32 s) for each position, read three times
    assert figures["movegen_start_per_s"] == figures["movegen_middle_per_s"] == 200 * 32 // 2
    middle = bench.middle_game()
    start = tuple(GAME.new_initial_state({}, seed=1).cells)
    assert generated == [start] * 200 + [tuple(middle.cells)] * 200 and start != tuple(middle.cells)
    assert figures["middle_moves"] == len(middle.legal_moves()) > 0
