"""Fractal territory's bots: the heuristic's reading (points pending, claims, the split for the
player behind), the territory search (legal on every board, with dice too; takes a free
completion; splits when behind and a split pays; repeatable; bounded on a deep board; through
the worker process), the levels, a small arena run against random, and the bench figures."""
from __future__ import annotations

import pickle
import random

import pytest

from game.core.arena import play_one
from game.core.bots import make_bot
from game.core.bots.worker import BotWorker
from game.engines.fractal import GAME
from game.engines.fractal.bot import TerritoryBot, candidates
from game.engines.fractal.heuristic import PENDING, claim, projection, split_claim, win_chance
from tests.fractal.helpers import OPENING, at, play, vertex
from tests.worker_wait import answer_of


# ---- the heuristic ------------------------------------------------------------------------------
def test_projection_counts_scored_points_and_pieces_on_incomplete_cells():
    state = play(OPENING[:6])       # six pieces, no cell complete yet
    assert state.scores == [0, 0]
    # the right cells are one corner short: Black holds two corners of each, White one
    total = projection(state)
    assert total[0] >= 4 * PENDING[1] and total[1] >= 2 * PENDING[1]
    done = play(OPENING)            # Black completes the two right cells: 6 to 2
    assert done.scores == [6, 2]
    total = projection(done)
    assert total[0] > 6 and total[1] > 2          # and the pieces on the left cells still count
    assert total[0] - total[1] > 4 - 1e-9


def test_the_completing_vertex_has_the_best_claim():
    state = play(OPENING[:6])
    centre = vertex(state, "1/2,1/2")
    best = max((v for v in range(len(state.owner)) if state.owner[v] < 0), key=lambda v: claim(state, v, 0))
    assert best == centre
    # two cells completed: the new piece scores twice, Black's two corners of each rise from
    # PENDING[1] to a point, White's one corner of each too (taken off)
    rise = 1 - PENDING[1]
    assert claim(state, centre, 0) >= 2 * (1 + 2 * rise - rise) - 1e-9


def test_win_chance_is_shared_and_follows_the_lead():
    state = play(OPENING)
    assert win_chance(state, 0) + win_chance(state, 1) == pytest.approx(1.0)
    assert win_chance(state, 0) > 0.5               # Black leads 6 to 2
    assert split_claim(state, 1) > 0 and split_claim(state, 0) == 0   # only the player behind
    assert state.heuristic(0) == pytest.approx(win_chance(state, 0))


# ---- the territory search's moves --------------------------------------------------------------
@pytest.mark.parametrize("shape", ["square", "triangle", "carpet", "hexaflake"])
@pytest.mark.parametrize("dice", [False, True])
def test_the_bots_play_only_legal_moves_on_every_board(shape, dice):
    kinds = set()
    for seed in (1, 2):
        state = GAME.new_initial_state({"shape": shape, "depth": 4, "dice": dice, "target": 40}, seed)
        bots = [make_bot(GAME, "territory:24", seed=seed, options=state.options),
                make_bot(GAME, "easy", seed=seed, options=state.options)]
        rng = random.Random(seed)
        plies = 0
        while not state.is_terminal() and plies < 80:
            if state.is_chance_node():
                state.apply(rng.randint(1, 6))
                continue
            move = bots[(state.current_player() + seed) % 2].choose(state)
            assert state.illegal_reason(move) is None, (shape, move)
            assert move in state.legal_moves()
            kinds.add(move[0])
            state.apply(move)
            plies += 1
        assert plies > 4
    assert "place" in kinds


def test_it_takes_a_free_completion():
    state = play(OPENING[:6])       # Black to move: the centre completes both right cells
    for spec in ("hard", "normal", "easy"):
        best = {make_bot(GAME, spec, seed=seed, options=state.options).choose(state) for seed in range(3)}
        if spec != "easy":
            assert best == {("place", vertex(state, "1/2,1/2"))}, spec
    assert make_bot(GAME, "territory:1", seed=0).choose(state) == ("place", vertex(state, "1/2,1/2"))


def test_it_splits_when_behind_and_a_split_pays():
    # the paper's game after move 7: White trails 2 to 6 with two vertices left; a placement
    # lets Black fill the board and win, a split opens new cells
    state = play(OPENING)
    assert state.to_move == 1 and state.may_split_now()
    for seed in range(3):
        move = make_bot(GAME, "hard", seed=seed, options=state.options).choose(state)
        assert move[0] == "split", move
    assert ("split" in {m[0] for m in candidates(state, 8, 3)})
    assert all(m[0] == "place" for m in candidates(play(OPENING[:6]), 8, 3))   # Black may not


def test_a_rolled_five_lets_the_dice_game_split_and_a_roll_is_asked_first():
    state = play(OPENING, dice=True)
    assert ("roll",) in candidates(state, 8, 3)
    move = make_bot(GAME, "hard", seed=1, options=state.options).choose(state)
    assert move == ("roll",)
    state.apply(move)
    state.apply(5)
    assert make_bot(GAME, "hard", seed=1, options=state.options).choose(state)[0] == "split"


def test_the_same_seed_gives_the_same_move():
    state = play(OPENING[:3])
    moves = {make_bot(GAME, "hard", seed=9, options=state.options).choose(state) for _ in range(3)}
    assert len(moves) == 1
    assert moves.pop() in state.legal_moves()


def test_a_deep_board_is_searched_within_a_smaller_budget():
    splits = []
    paths = [""]
    while len(splits) < 700:            # breadth first: every cell down to level 6, then some
        path = paths.pop(0)
        if path:
            splits.append(path)
        paths.extend(path + str(k) for k in range(1, 5))
    state = at(f"square 12; split {' '.join(splits)}; black 0,0 1/2,0 1/2,1/2 0,1/2; white 1,1; to move white")
    assert len(state.owner) > 2000 and state.may_split_now()
    options = candidates(state, 8, 3)
    assert len(options) <= 8 + 3
    bot = make_bot(GAME, "hard", seed=1, options=state.options)
    assert isinstance(bot, TerritoryBot)
    move = bot.choose(state)
    assert state.illegal_reason(move) is None
    assert bot.last_iterations == bot.budget(state) < bot.iterations


def test_a_pickled_position_gets_the_same_move_from_the_worker():
    state = play(OPENING[:4])
    again = pickle.loads(pickle.dumps(state))
    assert again.position_text() == state.position_text()
    expected = make_bot(GAME, "hard", seed=5, options=state.options).choose(state)
    worker = BotWorker()
    try:
        ticket = worker.request(state, "hard", seed=5)
        answer = answer_of(worker)          # however long a busy machine takes
    finally:
        worker.close()
    assert answer == (ticket, expected), worker.last_error


# ---- levels, strength and the bench -------------------------------------------------------------
def test_levels_and_the_bench_figures():
    presets = GAME.bot_presets()
    assert all(isinstance(make_bot(GAME, presets[level]), TerritoryBot) for level in ("easy", "normal", "hard"))
    assert make_bot(GAME, "hard").iterations > make_bot(GAME, "normal").iterations > 1
    assert make_bot(GAME, "easy").noise > 0
    from devtools.games.fractal import bench_extra
    figures = bench_extra(0.01)
    assert set(figures) == {"hard_move_ms_median", "rollouts_per_s", "legal_moves_5k_median_ms",
                            "legal_moves_5k_worst_ms", "legal_moves_5k_most_moves"}
    assert all(isinstance(v, float) and v > 0 for k, v in figures.items() if k != "legal_moves_5k_most_moves")
    # the deep board the figure is taken on lists thousands of moves (the splits included)
    assert figures["legal_moves_5k_most_moves"] > 5000


def test_an_arena_game_that_would_not_end_stops_at_the_cap_unfinished():
    # two random players on the hexaflake split for ever (the hanging command)
    result = play_one("fractal", ["random", "random"], {"shape": "hexaflake"}, 1, 0, max_plies=300)
    assert not result.finished and result.plies == 300 and result.wins == [0.0, 0.0] and not result.draw
    assert GAME.arena_max_plies({"shape": "hexaflake"}) == 2000


def test_hard_beats_random_in_a_small_arena():
    # one seeded game from each seat (the strength itself is measured by `python -m game arena`)
    results = [play_one("fractal", ["hard", "random"], {}, seed, seed % 2) for seed in (1, 2)]
    assert [r.wins for r in results] == [[1.0, 0.0]] * 2, [r.wins for r in results]
