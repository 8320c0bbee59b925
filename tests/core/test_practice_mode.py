""""Try it again" as the mode decides it (no window): the opponents are the match's own bots at
their own levels (the bot at Hard stood in for every seat before), a seat a person played is a
named stand-in, the mistake and the review's search go with it; and the verdict on a move tried
is the review's own search, so it finds the review's values and better move again."""
from __future__ import annotations

from game.core.arena import play_record
from game.core.practice_verdict import judge
from game.core.review import ReviewAnalysis, search_with_budget
from game.core.records import MatchRecord
from game.modes.review import PRACTICE_BOT, PracticeMode, ReviewMode

SEARCH = "mcts:60"


def reviewed(name: str = "constitution"):
    for seed in range(1, 9):
        record = play_record(name, "greedy:noise=0.3", seed, max_plies=200, seats=["easy", "normal"])
        review = ReviewAnalysis.of_record(record, SEARCH).run()
        if review.mistakes():
            return record, review
    raise AssertionError("no demo match with a mistake")


def test_the_practice_keeps_the_matchs_bots_and_carries_the_mistake():
    record, review = reviewed()
    mistake = review.mistakes()[0]
    ply = mistake.ply - 1
    mode = ReviewMode(record, viewer=0, names=["Ann", "Bea"])
    session = mode.new_session()
    (opened,) = mode.practise(session, ply, review)
    practice = opened.mode
    assert isinstance(practice, PracticeMode) and practice.mistake is mistake and practice.search == SEARCH
    assert practice.title == f"Move {mistake.ply}" and practice.match_outcome == session.outcome()
    played = practice.new_session()
    other = 1 - mistake.seat
    assert played.seats[mistake.seat].is_human
    assert played.seats[other].is_bot and played.seats[other].bot == record.seats[other]   # easy or normal
    assert practice.stand_ins == [] and played.moves == record.moves[:ply]


def test_a_seat_a_person_played_is_a_named_stand_in():
    record, _review = reviewed()
    couch = MatchRecord.start(record.game, record.options, record.seed, ["human", "human"])
    couch.moves = list(record.moves[:3])
    practice = PracticeMode(couch, 1)
    assert practice.stand_ins == [0]
    seats = practice.new_session().seats
    assert seats[1].is_human and seats[0].is_bot and seats[0].bot == PRACTICE_BOT


def test_the_verdict_is_the_reviews_search_again():
    record, review = reviewed()
    mistake = review.mistakes()[0]
    ply = mistake.ply - 1
    again = judge(record.to_data(), ply, mistake.move, SEARCH)
    assert (again.best, again.value_best, again.value_move, again.mistake) == \
        (mistake.best, mistake.value_before, mistake.value_after, True)
    assert again.words(mistake.value_after).startswith("Still a mistake: winning chances")
    best = judge(record.to_data(), ply, mistake.best, SEARCH)
    assert best.words(mistake.value_after) == "The best move found." and not best.mistake


def test_the_verdicts_words():
    from game.core.practice_verdict import Verdict
    better = Verdict("a", "b", 0.6, 0.48, False, "score")
    assert better.words(0.25) == "Better than in the match: winning chances 48% against 25%."
    exact = Verdict("a", "b", -1, -2, True, "points")
    assert exact.words(-3) == ("Still a mistake: with best play it loses by 2 points; the best move found "
                               "loses by 1 point.")
    assert search_with_budget("mcts:400", 60) == SEARCH
