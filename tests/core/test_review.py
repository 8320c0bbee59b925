"""The post-game review (game/core/review.py): values, mistakes, the better move, storage and
`python -m game review`."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from game import catalog
from game.catalog import get_game
from game.core.arena import play_record
from game.core.datafile import DataFileError
from game.core.records import MatchRecord
from game.core.review import (
    POINTS, SCORE, SCORE_THRESHOLD, ReviewAnalysis, load_review, margin_words, mistake_threshold, review_path,
    save_review, search_with_budget,
)
from tests.grundy.helpers import brute_force_margin, graph, state_on

BUDGET = "mcts:40"      # small searches: these tests check the bookkeeping, not the bot's strength


def played_record(name: str, spec: str = "greedy:noise=0.3", options: dict | None = None, seed: int = 3,
                  max_plies: int | None = None) -> MatchRecord:
    return play_record(name, spec, seed, options, max_plies)


# ---- exact values: Grundy, against a brute-force referee ----------------------------------------
@st.composite
def small_matches(draw):
    """A random graph of 3 to 6 vertices played out by random legal moves."""
    size = draw(st.integers(3, 6))
    pairs = [(u, v) for u in range(size) for v in range(u + 1, size)]
    board = graph(size, [p for p in pairs if draw(st.booleans())])
    state = state_on(board, first_player=draw(st.integers(0, 1)))
    start = state.clone()
    moves = []
    while not state.is_terminal():
        move = draw(st.sampled_from(sorted(state.legal_moves())))
        moves.append(state.move_to_text(move))
        state.apply(move)
    return board, start, moves


def true_margin(board, state, seat: int) -> int:
    """`seat`'s final margin under perfect play from `state` (referee: plain minimax)."""
    largest = max(len(n) for n in board.neighbours) + 3
    so_far = state.scores[1 - seat] - state.scores[seat]
    if state.is_terminal():
        return so_far
    future = brute_force_margin(board.neighbours, state.numbers, largest)
    return so_far + (future if state.to_move == seat else -future)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(small_matches())
def test_grundy_mistakes_are_exactly_the_moves_that_lose_a_point_under_perfect_play(match):
    board, start, moves = match
    review = ReviewAnalysis(start, moves, seed=1).run()
    assert review.units == POINTS and review.complete
    state = start.clone()
    for ply in review.plies:
        seat = state.to_move
        before = true_margin(board, state, seat)
        state.apply(state.text_to_move(ply.move))
        after = true_margin(board, state, seat)
        assert (ply.seat, ply.value_before, ply.value_after) == (seat, before, after)
        assert ply.mistake == (before - after >= 1)
        if ply.mistake:         # the better move really keeps the value
            better = start.clone()
            for text in moves[:ply.ply - 1]:
                better.apply(better.text_to_move(text))
            better.apply(better.text_to_move(ply.better))
            assert true_margin(board, better, seat) == before
            assert ply.why and ply.best_words


def test_a_grundy_mistake_is_explained_in_words_and_points():
    board = graph(4, [(0, 1), (0, 2), (0, 3)])        # a star: only a 1 first does not lose
    start = state_on(board)
    # the first move that loses the most under perfect play, then anything
    worst = min(start.legal_moves(), key=lambda m: (true_margin(board, _after(start, m), 0), m))
    state = _after(start, worst)
    moves = [start.move_to_text(worst)]
    while not state.is_terminal():
        move = sorted(state.legal_moves())[0]
        moves.append(state.move_to_text(move))
        state.apply(move)
    first = ReviewAnalysis(start, moves, seed=1).run().plies[0]
    assert first.mistake
    assert first.words == f"writes {worst[1]} in circle {board.labels[worst[0]]}"
    assert first.why.startswith(f"Better: {first.best_words}.")
    assert first.why.endswith(f"With best play it {margin_words(first.value_before)}; "
                              f"the move played {margin_words(first.value_after)}.")
    assert "point" in first.why or "draws" in first.why


def _after(state, move):
    state = state.clone()
    state.apply(move)
    return state


# ---- estimates: chance, budgets, limits ---------------------------------------------------------
def test_rolls_are_listed_without_a_seat_and_never_called_mistakes():
    record = played_record("margin", max_plies=16)
    review = ReviewAnalysis.of_record(record, BUDGET).run()
    rolls = [p for p in review.plies if p.seat is None]
    assert rolls, "the record should hold a roll of the dice"
    assert all(not p.mistake and p.value_before is None and p.words.startswith("rolls a ") for p in rolls)
    assert review.units == SCORE
    # a week's plan is one decision: its first move carries the week's values, the rest none
    valued = [p for p in review.plies if p.seat is not None and p.value_before is not None]
    assert valued and len(valued) == len(review.rows) - sum(row.seat is None for row in review.rows)
    for p in valued:
        assert 0.0 <= p.value_before <= 1.0 and 0.0 <= p.value_after <= 1.0


def test_a_review_is_the_same_every_time_for_a_record():
    record = played_record("constitution", max_plies=10)
    first = ReviewAnalysis.of_record(record, BUDGET).run().to_json()
    again = ReviewAnalysis.of_record(record, BUDGET).run().to_json()
    assert first == again


def test_the_mistake_threshold_is_a_share_of_a_fair_share_for_every_number_of_seats():
    assert mistake_threshold(SCORE, 2) == SCORE_THRESHOLD == 0.2        # a fair share: a half
    assert mistake_threshold(SCORE, 4) == pytest.approx(0.1)            # a fair share: a quarter
    assert mistake_threshold(SCORE, 3) == pytest.approx(0.4 / 3)
    assert mistake_threshold(POINTS, 2) == 1.0


def test_a_review_can_be_stopped_and_shows_the_moves_valued_so_far():
    record = played_record("dodgson", max_plies=12)
    analysis = ReviewAnalysis.of_record(record, BUDGET)
    calls = []
    review = analysis.run(progress=lambda done, total: calls.append((done, total)),
                          should_stop=lambda: len(calls) >= 5)
    assert calls == [(i, 13) for i in range(1, 6)]
    assert len(review.plies) == 4 and not review.complete
    assert review.plies[0].words.endswith(("on board A", "on board B"))     # Dodgson's words name the board


def test_search_with_budget_keeps_the_search_parameters():
    assert search_with_budget("mcts:400,rollout=4", 50) == "mcts:50,rollout=4"
    assert search_with_budget("mcts:400", None) == "mcts:400"


@pytest.mark.parametrize("name", ["grundy", "fractal"])           # valued exactly, and by searches
def test_the_analysis_reads_each_move_of_the_record_once(name, monkeypatch):
    record = played_record(name, max_plies=6)
    analysis = ReviewAnalysis.of_record(record, BUDGET)       # reads (and checks) every move
    cls = type(record.initial_state())
    read, original = [], cls.text_to_move
    monkeypatch.setattr(cls, "text_to_move", lambda state, text: read.append(text) or original(state, text))
    analysis.run()
    # from here on only the better moves found are read (each once), never the record's again
    # (a better move the confirming search found replaces the first one in `best`: at most one read each)
    assert len(read) <= sum(best is not None for best in analysis.best[:len(record.moves)])


@pytest.mark.parametrize("name", catalog.engine_names())
def test_every_game_names_moves_in_words_not_notation(name):
    record = played_record(name, max_plies=8)
    game = get_game(name)
    state = record.initial_state()
    for text in record.moves:
        move = state.text_to_move(text)
        words = game.move_in_words(state, move)
        assert words and words != text and " " in words
        state.apply(move)


# ---- stored beside the record -------------------------------------------------------------------
def test_a_stored_review_opens_again_only_for_the_same_record_and_search(tmp_path):
    record = played_record("grundy")
    review = ReviewAnalysis.of_record(record, BUDGET).run()
    path = tmp_path / "match.review.toml"
    save_review(review, record, path)
    again = load_review(path, record, BUDGET)
    assert again is not None and again.to_json() == review.to_json() and again.values == review.values
    assert load_review(path, record, "mcts:41") is None
    changed = MatchRecord.start(record.game, record.options, record.seed + 1)
    changed.moves = list(record.moves)
    assert load_review(path, changed, BUDGET) is None
    assert review_path(tmp_path / "match.toml") == str(tmp_path / "match.review.toml")


def test_a_damaged_stored_review_names_the_file_and_key(tmp_path):
    record = played_record("grundy")
    path = tmp_path / "match.review.toml"
    save_review(ReviewAnalysis.of_record(record, BUDGET).run(), record, path)
    text = path.read_text().replace('units = "points"', 'units = "cubits"')
    path.write_text(text)
    with pytest.raises(DataFileError) as caught:
        load_review(path, record, BUDGET)
    assert "match.review.toml" in str(caught.value) and "units" in str(caught.value)


# ---- the command --------------------------------------------------------------------------------
def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "game", "review", *args], capture_output=True, text=True,
                          timeout=300)


def test_review_command_json_lists_every_move_with_values_for_the_mover(tmp_path):
    from game.core.review import final_margins
    record = played_record("grundy")
    path = tmp_path / "match.toml"
    record.save(path)
    done = run_cli(str(path), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["game"] == "grundy" and len(data["moves"]) == len(record.moves)
    keys = {"ply", "seat", "move", "value_before", "value_after", "mistake", "better", "why"}
    state = record.initial_state()
    for index, move in enumerate(data["moves"]):
        assert keys <= set(move) and move["ply"] == index + 1 and move["move"] == record.moves[index]
        assert (move["better"] is None) == (not move["mistake"])
        assert move["seat"] == state.to_move            # the seat that moved, found by replaying
        state.apply(state.text_to_move(move["move"]))
    # Grundy's values are exact margins in points, one seat's the other's negative: the position
    # after a move is the next mover's position before, valued for that mover; the last move's
    # value after is the game's final margin for its mover
    for move, following in zip(data["moves"], data["moves"][1:]):
        same_mover = following["seat"] == move["seat"]
        assert following["value_before"] == (move["value_after"] if same_mover else -move["value_after"]), move
    last = data["moves"][-1]
    assert last["value_after"] == final_margins(state)[last["seat"]] != 0


def test_review_command_reports_a_broken_record_by_file_and_key(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text('format = 1\ngame = "grundy"\nmoves = ["zz=9"]\n')
    done = run_cli(str(path))
    assert done.returncode == 2
    assert "broken.toml" in done.stderr and "moves[0]" in done.stderr
    done = run_cli(str(path), "--budget", "0")
    assert done.returncode == 2 and "--budget" in done.stderr


@pytest.mark.parametrize("name", catalog.engine_names())
def test_each_rules_page_says_what_the_reviews_values_mean(name):
    from game.core.bots import BotSpec
    text = catalog.entry(name).rules_page.read_text(encoding="utf-8")
    section = text.split("## After the match: the review")[1].split("\n## ")[0]
    iterations = BotSpec.parse(get_game(name).review_search({})).iterations
    assert f"({iterations:,} search iterations)" in section      # the budget the code uses
    assert "mistake" in section and "20%" in section
    if name == "grundy":
        assert "points ahead or behind" in section and "a point or more" in section


def test_the_bench_reports_the_reviews_time_per_position_at_the_games_search(monkeypatch):
    from types import SimpleNamespace
    import devtools.bench
    from devtools.bench import format_bench, review_speed
    # a stand-in CPU clock that moves 4 ms at each position the review values, and no other time
    clock, step = [0.0], ReviewAnalysis.step

    def valued(analysis):
        clock[0] += 0.004
        return step(analysis)
    monkeypatch.setattr(ReviewAnalysis, "step", valued)
    monkeypatch.setattr(devtools.bench, "time", SimpleNamespace(process_time=lambda: clock[0]))
    figures = review_speed("grundy", positions=2)
    assert figures["search"] == get_game("grundy").review_search({})
    assert clock[0] == 0.008 and figures["ms_per_position"] == 4.0     # two positions valued, 4 ms each
    text = format_bench({"frames": {}, "engines": {}, "bots": {}, "review": {"grundy": figures}})
    assert "grundy" in text and "(mcts:400)" in text and "post-game review" in text


# ---- memory and length ------------------------------------------------------------------------
def held_by_the_window(record, moves: int) -> int:
    """Bytes the window's analysis of the first `moves` moves holds once every position is taken
    from the worker (values made up here: the memory is what is measured)."""
    import tracemalloc
    tracemalloc.start()
    try:
        analysis = ReviewAnalysis(record.initial_state(), record.moves[:moves], record.seed, BUDGET)
        while analysis.done < analysis.positions:
            analysis.accept((analysis.done, [0.5, 0.5], None, False, SCORE, None))
        review = analysis.review()
        assert review.complete and len(review.plies) == moves
        return tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()


def test_a_reviews_memory_grows_with_the_length_of_the_match_not_its_square():
    # Fractal's board grows as the match goes: a state kept per move held the square of its length
    record = played_record("fractal", "random", {"target": 400, "difference": 200})
    assert len(record.moves) >= 400
    shorter, longer = held_by_the_window(record, 200), held_by_the_window(record, 400)
    assert longer < 2.5 * shorter, (shorter, longer)       # twice the moves: about twice, not four times


def test_a_record_too_long_to_review_is_said_in_a_sentence(tmp_path):
    from game.core.review import MAX_PLIES, TooLongToReview
    record = played_record("grundy")
    record.moves = ["a=1"] * (MAX_PLIES + 1)         # (never played: the length is refused first)
    with pytest.raises(TooLongToReview) as caught:
        ReviewAnalysis.of_record(record, BUDGET)
    assert str(caught.value) == (f"This match is too long to review: it has {MAX_PLIES + 1:,} moves, "
                                 f"and a review looks at {MAX_PLIES:,} at most.")
    path = tmp_path / "long.toml"
    record.save(path)
    done = run_cli(str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == f"review: {path}: {caught.value}"


def test_stepping_through_a_long_matchs_review_keeps_a_few_states_not_one_per_move():
    from game.core.session import RECENT_STATES, STATE_CHECKPOINT, MatchSession
    record = played_record("fractal", "random", {"target": 400, "difference": 200})
    session = MatchSession.from_record(record, None, autosave=False)
    plies = len(record.moves)
    for ply in list(range(plies + 1)) + list(range(plies, -1, -7)):       # to the end, and back by jumps
        session.state_at(ply)
    assert len(session._state_cache) <= plies // STATE_CHECKPOINT + 1 + RECENT_STATES
    for ply in (0, 1, 49, 50, 51, plies // 2, plies - 1, plies):        # and each is the right position
        assert session.state_at(ply).owner == record.replay(ply).owner, ply


def test_a_position_found_from_the_start_leaves_checkpoints_so_stepping_back_replays_a_few_moves():
    from game.core.session import STATE_CHECKPOINT, MatchSession
    record = played_record("fractal", "random", {"target": 400, "difference": 200})
    plies = len(record.moves)
    assert plies > 2 * STATE_CHECKPOINT
    session = MatchSession.from_record(record, None, autosave=False)
    session.state_at(plies)                     # the end, found from the start
    state_class = type(session.state)
    applied = []
    apply = state_class.apply
    try:
        state_class.apply = lambda state, move: (applied.append(move), apply(state, move))[1]
        session.state_at(plies - 2)             # a step back: from the checkpoint passed on the way
    finally:
        state_class.apply = apply
    assert 0 < len(applied) <= STATE_CHECKPOINT
    assert session.state_at(plies - 2).owner == record.replay(plies - 2).owner
