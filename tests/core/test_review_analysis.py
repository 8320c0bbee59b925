"""The review's analysis (game/core/review.py): rows valued and judged as decisions, candidate
mistakes confirmed by a deeper search, values that add up along a match, a mistake's lines in
words, the turning point, `review --json` and the stored review's new fields."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.core.arena import play_record
from game.core.review import (
    POINTS, SCORE, PlyReview, ReviewAnalysis, load_review, review_path, save_review,
)
from game.core.review_turn import turning_point

BUDGET = "mcts:40"


def decisions(review):
    return [p for p in review.plies if p.seat is not None]


# ---- values that add up -------------------------------------------------------------------------
def add_up_misses(review) -> list[float]:
    """In a two-seat game: how far a move's value after (for its mover) and the next mover's
    value before miss adding up to one (they are the same position seen from either side)."""
    misses = []
    moved = decisions(review)
    for move, following in zip(moved, moved[1:]):
        if following.seat != move.seat and following.ply == move.ply + 1:
            misses.append(abs(move.value_after + following.value_before - 1.0))
    return misses


@pytest.mark.slow
def test_a_moves_value_after_and_the_next_movers_value_before_add_up_to_one():
    record = play_record("fractal", "territory:1,noise=0.35", 3)
    misses = add_up_misses(ReviewAnalysis.of_record(record, "mcts:150", confirm=3).run())
    assert len(misses) >= 10
    # (the old review valued the move played by a search of its own: 0.1 off on average)
    assert sum(misses) / len(misses) < 0.02 and max(misses) < 0.05, (sum(misses) / len(misses), max(misses))


# ---- rows ---------------------------------------------------------------------------------------
def test_a_default_games_rows_are_its_moves_with_the_rolls_after_them_as_outcomes():
    record = play_record("fractal", "greedy", 3, {"dice": True})
    state, rolls = record.initial_state(), []
    for index, text in enumerate(record.moves):
        if state.is_chance_node():
            rolls.append(index)
        state.apply(state.text_to_move(text))
    assert rolls, "the record should hold a roll"
    review = ReviewAnalysis.of_record(record, BUDGET).run()
    moved = decisions(review)
    assert [r.words for r in review.rows if r.seat is not None] == [p.words for p in moved]
    assert [r.title for r in review.rows] == [f"Move {n}" for n in range(1, len(review.rows) + 1)]
    for row in review.rows:
        ply = review.plies[row.first]
        assert row.last == row.first + 1 and row.seat == ply.seat
        assert (row.value_before, row.value_after) == (ply.value_before, ply.value_after)
        assert row.outcome == ("; ".join(p.words for p in review.plies[row.last:row.end]) or None)
    assert any(row.end > row.last for row in review.rows)          # a roll is the outcome of the move before
    assert review.rows[-1].end == len(record.moves)
    assert all(review.rows[i].end == review.rows[i + 1].first for i in range(len(review.rows) - 1))


def test_only_the_positions_rows_start_and_end_at_are_searched(monkeypatch):
    record = play_record("constitution", "greedy:noise=0.3", 3, max_plies=6)
    game = record.initial_state().game
    monkeypatch.setattr(type(game), "review_decisions", lambda self, start, moves: [(0, 2, 2), (2, 4, 4), (4, 6, 6)])
    searched = []
    search = ReviewAnalysis._search
    monkeypatch.setattr(ReviewAnalysis, "_search", lambda self, index, state, iterations, purpose:
                        searched.append((index, purpose)) or search(self, index, state, iterations, purpose))
    review = ReviewAnalysis.of_record(record, BUDGET).run()
    assert {index for index, purpose in searched if purpose == "position"} <= {0, 2, 4, 6}
    assert [v is None for v in review.values] == [False, True, False, True, False, True, False]
    assert not review.plies[1].mistake and review.plies[1].value_before is None
    assert [(r.first, r.last, r.end) for r in review.rows] == [(0, 2, 2), (2, 4, 4), (4, 6, 6)]
    assert review.rows[0].words == f"{review.plies[0].words}, then {review.plies[1].words}"


# ---- confirmation by a deeper search ------------------------------------------------------------
class FakeNode:
    def __init__(self, value, visits=100, children=None):
        self.value, self.visits, self.children = [v * visits for v in value], visits, children or {}


def staged(monkeypatch, record, shallow_after: float, deep_after: float):
    """Searches that read the first move as a loss of 0.6 for its mover (0.9 before,
    `shallow_after` after), and a deeper search that reads it from 0.6 to `deep_after`; the
    better move: another."""
    start = record.initial_state()
    mover = start.current_player()
    other = next(m for m in start.legal_moves() if start.move_to_text(m) != record.moves[0])

    def root(move, value):        # a search whose every iteration went below `move`
        values = [value if s == mover else 1 - value for s in range(2)]
        return FakeNode(values, children={move: FakeNode(values)})

    def fake(self, index, state, iterations, purpose):
        if index == 0:
            return root(other, 0.6 if purpose.startswith("confirm") else 0.9)
        return root(state.legal_moves()[0], deep_after if purpose.startswith("confirm") else shallow_after)
    monkeypatch.setattr(ReviewAnalysis, "_search", fake)
    return ReviewAnalysis.of_record(record, BUDGET).run(), mover


def test_a_loss_the_deeper_search_does_not_confirm_is_no_mistake_and_its_values_are_the_deeper_ones(monkeypatch):
    record = play_record("constitution", "greedy:noise=0.3", 3, max_plies=3)
    review, mover = staged(monkeypatch, record, shallow_after=0.3, deep_after=0.55)
    first = review.plies[0]
    assert not first.mistake and first.why is None
    assert (first.value_before, first.value_after) == (0.6, 0.55)          # the deeper values, graph's too
    assert review.values[0][mover] == 0.6 and review.values[1][mover] == 0.55


def test_a_confirmed_mistake_shows_the_deeper_loss(monkeypatch):
    record = play_record("constitution", "greedy:noise=0.3", 3, max_plies=3)
    review, _ = staged(monkeypatch, record, shallow_after=0.3, deep_after=0.1)
    first = review.plies[0]
    assert first.mistake and first.loss == pytest.approx(0.5)
    assert review.rows[0].mistake and review.rows[0].why == first.why and "60%" in first.why


def test_a_candidate_under_the_threshold_is_searched_again_only_within_the_spare_budget(monkeypatch):
    import game.core.review as review_module
    record = play_record("constitution", "greedy:noise=0.3", 3, max_plies=12)
    monkeypatch.setattr(review_module, "SPARE_CONFIRMING", 100)
    review, _ = staged(monkeypatch, record, shallow_after=0.75, deep_after=0.3)     # read 0.15, then 0.3
    assert review.plies[0].mistake and review.plies[0].loss == pytest.approx(0.3)
    monkeypatch.setattr(review_module, "SPARE_CONFIRMING", 0)
    review, _ = staged(monkeypatch, record, shallow_after=0.75, deep_after=0.3)
    assert not review.plies[0].mistake and review.plies[0].value_before == 0.9      # never searched again


# ---- lines ----------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("name, spec, options, seed", [("constitution", "greedy:noise=0.3", {}, 3),
                                                       ("grundy", "greedy:noise=0.5", {}, 3),
                                                       ("dodgson", "greedy:noise=0.3", {"players": 4}, 4)])
def test_each_mistake_has_the_lines_after_the_better_move_and_the_move_played_in_words(name, spec, options, seed):
    record = play_record(name, spec, seed, options, max_plies=40)
    names = ["Red", "Blue", "Green", "Gold"][:record.initial_state().num_players]
    review = ReviewAnalysis.of_record(record, "mcts:60", names=names).run()
    mistakes = review.mistakes()
    assert mistakes, "the seeded match should hold a mistake"
    for ply in mistakes:
        mover = names[ply.seat]
        assert 1 <= len(ply.line) and 1 <= len(ply.played_line)
        assert ply.line[0] == f"{mover} {ply.best_words}"
        assert ply.played_line[0] == f"{mover} {ply.words}"
        assert all(step.split(" ")[0] in names for step in ply.line + ply.played_line)
        assert ply.why.startswith(f"Better: {ply.best_words}.")


# ---- the turning point ----------------------------------------------------------------------------
def plies_of(seats, words="moves"):
    return [PlyReview(i + 1, seat, f"m{i}", f"{words} {i + 1}") for i, seat in enumerate(seats)]


NAMES = ["Red", "Blue"]


def test_the_turning_point_is_the_move_after_which_the_winner_stayed_ahead():
    values = [[0.5, 0.5], [0.6, 0.4], [0.3, 0.7], [0.35, 0.65], [0.7, 0.3], [0.8, 0.2], [1.0, 0.0]]
    turn = turning_point(values, plies_of([0, 1, 0, 1, 0, 1]), [0], SCORE, NAMES)
    # Red led after move 1 but fell behind; Blue's move 4 let Red ahead for good: Blue's slip
    assert (turn.ply, turn.seat) == (4, 1)
    assert turn.words == "It turned at move 4: Blue moves 4, and Red was ahead from there."
    values[4] = [0.45, 0.55]           # now Red's own move 5 takes the lead for good
    turn = turning_point(values, plies_of([0, 1, 0, 1, 0, 1]), [0], SCORE, NAMES)
    assert (turn.ply, turn.seat) == (5, 0)
    assert turn.words == "It turned at move 5: Red moves 5 and stayed ahead from there."


def test_a_turning_point_at_the_last_move_says_it_was_decided_there():
    values = [[0.5, 0.5], [0.4, 0.6], [0.45, 0.55], [1.0, 0.0]]
    turn = turning_point(values, plies_of([0, 1, 0]), [0], SCORE, NAMES)
    assert turn.ply == 3 and turn.words == "It was decided at the last move, move 3: Red moves 3."


def test_in_grundy_a_draw_that_became_a_win_is_a_sure_win_not_could_not_lose():
    values = [[0, 0], [0, 0], [1, -1], [1, -1], [1, -1]]        # exact margins: a draw, then a win
    turn = turning_point(values, plies_of([0, 1, 0, 1], "writes"), [0], POINTS, NAMES)
    assert (turn.ply, turn.seat) == (2, 1)
    assert turn.words == "It turned at move 2: Blue writes 2, which gave Red a sure win."
    assert "could not lose" not in turn.words
    values = [[0, 0], [-1, 1], [-1, 1], [2, -2], [2, -2]]
    turn = turning_point(values, plies_of([0, 1, 0, 1], "writes"), [0], POINTS, NAMES)
    assert turn.words == "It turned at move 3: Red writes 3, which made the win sure."


def test_no_turning_point_without_a_single_winner_or_a_whole_review():
    values = [[0.5, 0.5], [0.6, 0.4], [0.5, 0.5]]
    assert turning_point(values, plies_of([0, 1]), [], SCORE, NAMES) is None
    assert turning_point(values[:2], plies_of([0, 1]), [0], SCORE, NAMES) is None


@pytest.mark.slow
def test_a_whole_reviews_turning_point_names_a_move_of_the_match():
    record = play_record("constitution", "greedy:noise=0.3", 5)
    review = ReviewAnalysis.of_record(record, BUDGET, names=NAMES, confirm=3).run()
    turn = review.turning_point
    assert turn is not None and 1 <= turn.ply <= len(record.moves)
    assert review.plies[turn.ply - 1].seat == turn.seat
    assert review.plies[turn.ply - 1].words in turn.words and NAMES[turn.seat] in turn.words


# ---- the command and the stored review --------------------------------------------------------------
def test_review_command_json_gives_rows_lines_and_the_turning_point(tmp_path):
    record = play_record("grundy", "greedy:noise=0.5", 3)
    path = tmp_path / "match.toml"
    record.save(path)
    done = subprocess.run([sys.executable, "-m", "game", "review", str(path), "--json"], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert len(data["rows"]) == len(record.moves)            # Grundy: one row per move
    assert [row["number"] for row in data["rows"]] == list(range(1, len(record.moves) + 1))
    assert {"title", "words", "outcome", "value_before", "value_after", "mistake", "line", "played_line",
            "consequence"} <= set(data["rows"][0])
    mistakes = [m for m in data["moves"] if m["mistake"]]
    assert mistakes
    for move in mistakes:
        assert move["line"] and move["played_line"] and "consequence" in move
        assert move["played_line"][0].startswith(f"Seat {move['seat'] + 1} ")
    turn = data["turning_point"]
    assert turn is None or {"ply", "seat", "words"} == set(turn)


@pytest.mark.slow
def test_a_stored_review_keeps_rows_lines_and_the_turning_point(tmp_path):
    record = play_record("constitution", "greedy:noise=0.3", 5)
    review = ReviewAnalysis.of_record(record, BUDGET, names=NAMES, confirm=3).run()
    assert review.mistakes() and review.turning_point is not None
    path = review_path(tmp_path / "match.toml")
    save_review(review, record, path)
    again = load_review(path, record, BUDGET)
    assert again.to_json() == review.to_json()
    assert again.rows == review.rows and again.turning_point == review.turning_point


def test_a_move_said_by_you_agrees_with_you():
    from game.core.review_model import said_by
    assert said_by("Red", "moves in Ohio") == "Red moves in Ohio"
    assert said_by("You", "moves in Ohio") == "You move in Ohio"
    assert said_by("You", "passes (no move left)") == "You pass (no move left)"
    assert said_by("You", "writes 2 in circle c") == "You write 2 in circle c"
    assert said_by("You", "was ahead from there") == "You were ahead from there"
    assert said_by("You", "takes Gold's queen on d3") == "You take Gold's queen on d3"


def test_the_why_sentence_says_you_in_lower_case_mid_sentence():
    from game.core.review import why_sentence
    from game.core.review_model import ReviewRow
    row = ReviewRow(1, 0, 1, 1, 0, "Move 1", "takes a corner", None, 0.6, 0.3, "b", "takes the centre", True,
                    None, ["You take the centre", "You take the top edge"],
                    ["You take a corner", "Red takes the left edge"], None)
    said = why_sentence(row, "score")
    assert "After it, you take the top edge; after the move played, Red takes the left edge." in said
