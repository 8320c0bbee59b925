"""Margin of Error's dice in words (game/engines/margin/words.py): a run of dice is one entry of the
move list, and its words say the week and what the dice did to the polls and the cash, read
against the real positions of the demo game."""
from __future__ import annotations

from game.engines.margin.charts import toward
from game.engines.margin.scenario import DEMOCRAT
from game.engines.margin.words import dice_labels, dice_runs, is_die
from game.scenes.margin.demo import demo_session


def test_a_run_of_dice_is_one_entry_and_every_other_move_its_own():
    moves = ["camp PA", "end", "die 4", "die 6", "die 1", "accept", "die 3", "die 2", "camp OH"]
    assert dice_runs(moves) == [(0, 1), (1, 2), (2, 5), (5, 6), (6, 8), (8, 9)]
    assert dice_runs([]) == []
    assert dice_runs(["die 5"]) == [(0, 1)]


def test_the_entries_cover_every_move_once_in_order():
    moves = demo_session().moves
    entries = dice_runs(moves)
    assert [i for start, end in entries for i in range(start, end)] == list(range(len(moves)))
    assert len(entries) < len(moves) - 20           # the demo's three weeks roll dozens of dice


def test_a_weeks_dice_say_the_week_and_which_party_gained_how_much():
    session = demo_session()
    runs = [(a, b) for a, b in dice_runs(session.moves) if is_die(session.moves[a])]
    assert runs
    for start, end in runs:
        before, after = session.state_at(start), session.state_at(end)
        labels = dice_labels(before, after, end - start)
        swing = sum((a - b) * toward(DEMOCRAT) for a, b in zip(after.polls, before.polls))
        assert labels[0].startswith(f"Week {before.week}'s {end - start} dice: "), labels[0]
        if swing > 0:
            assert f"Democrats gain {swing} square" in labels[0]
        elif swing < 0:
            assert f"Republicans gain {-swing} square" in labels[0]
        else:
            assert "the polls hold" in labels[0]
        raised = after.cash[DEMOCRAT] - before.cash[DEMOCRAT]
        assert (f"Democrats raise ${raised}" in labels[0]) == (raised > 0)
        assert labels[-1] == f"Week {before.week}: {end - start} dice"
        assert not any("die " in text.lower() for text in labels)


def test_the_third_weeks_dice_of_the_demo_in_words():
    session = demo_session()
    run = next((a, b) for a, b in dice_runs(session.moves) if is_die(session.moves[a]) and b - a == 13)
    labels = dice_labels(session.state_at(run[0]), session.state_at(run[1]), 13)
    assert labels[0] == "Week 3's 13 dice: Republicans gain 10 squares, Democrats raise $5"
    assert "Week 3 dice: Reps gain 10" in labels
