"""Margin of Error's dice in words (game/engines/margin/words.py): a run of dice is one entry of the
move list, and its words say the week and what the dice did to the polls and the cash, read
against the real positions of the demo game."""
from __future__ import annotations

from game.engines.margin.charts import toward
from game.engines.margin.outcome_words import state_flips
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


def test_a_weeks_dice_say_the_week_and_the_states_that_changed_hands_else_the_squares():
    session = demo_session()
    runs = [(a, b) for a, b in dice_runs(session.moves) if is_die(session.moves[a])]
    assert runs
    for start, end in runs:
        before, after = session.state_at(start), session.state_at(end)
        labels = dice_labels(before, after, end - start)
        assert labels[0].startswith(f"Week {before.week}'s {end - start} dice: "), labels[0]
        flips = state_flips(before.scenario, before.polls, after.polls)
        swing = sum((a - b) * toward(DEMOCRAT) for a, b in zip(after.polls, before.polls))
        if flips:
            assert flips[0][0] in labels[0] and "square" not in labels[0]
        elif swing > 0:
            assert f"Democrats gain {swing} square" in labels[0]
        elif swing < 0:
            assert f"Republicans gain {-swing} square" in labels[0]
        else:
            assert "the polls hold" in labels[0]
        raised = after.cash[DEMOCRAT] - before.cash[DEMOCRAT]
        assert (f"Democrats raise ${raised}" in labels[0]) == (raised > 0)
        assert labels[-1] == f"Week {before.week}: {end - start} dice"
        assert not any("die " in text.lower() for text in labels)


def test_dice_that_move_the_polls_one_way_and_a_state_the_other_say_the_state():
    # the demo's first week: summed over the map the Republicans gain a square, but Virginia
    # (13 votes) goes to the Democrats, as the week's summary card says
    session = demo_session()
    start, end = next((a, b) for a, b in dice_runs(session.moves) if is_die(session.moves[a]))
    before, after = session.state_at(start), session.state_at(end)
    assert sum((a - b) * toward(DEMOCRAT) for a, b in zip(after.polls, before.polls)) == -1
    labels = dice_labels(before, after, end - start)
    assert labels[0] == "Week 1's 9 dice: Virginia flips to the Democrats, Democrats raise $2"
    assert "Week 1 dice: Dems +13" in labels


def test_the_third_weeks_dice_of_the_demo_in_words():
    session = demo_session()
    run = next((a, b) for a, b in dice_runs(session.moves) if is_die(session.moves[a]) and b - a == 13)
    labels = dice_labels(session.state_at(run[0]), session.state_at(run[1]), 13)
    assert labels[0] == "Week 3's 13 dice: Michigan and Iowa flip to the Republicans, Democrats raise $5"
    assert "Week 3 dice: Reps +24" in labels


# ---- the words contract (Game.move_rows, end_in_words, decided_in_words) -----------------------------
def test_each_kind_of_move_has_a_row_in_words_longest_first():
    from game.engines.margin import GAME
    from game.engines.margin.notation import parse_move_text
    from tests.margin.rules_helpers import new, play
    state = new(players=2)
    names = ["Democrats", "Republicans"]
    rows = {text: GAME.move_rows(state, parse_move_text(state.scenario, text), names)
            for text in ("camp PA", "vp WI", "ad rust-belt", "fund", "media", "capital fact-check", "end")}
    assert rows == {"camp PA": ["Day in Pennsylvania", "Day in PA"],
                    "vp WI": ["Running mate to Wisconsin", "Running mate to WI"],
                    "ad rust-belt": ["TV ads: Rust Belt"], "fund": ["Fundraising day"], "media": ["Media day"],
                    "capital fact-check": ["Fact check"], "end": ["End planning"]}
    play(state, "capital endorsements")
    assert GAME.move_rows(state, state.text_to_move("endorse NH"), names) == ["Endorse New Hampshire", "Endorse NH"]
    for rows_of in rows.values():
        assert rows_of == sorted(rows_of, key=len, reverse=True)


def test_a_gaffe_a_token_and_a_die_in_rows():
    from game.engines.margin import GAME, MarginMove
    from tests.margin.rules_helpers import new
    state = new(players=2)
    names = ["Democrats", "Republicans"]
    assert GAME.move_rows(state, MarginMove("ignore", face=2, favour="fact-check"), names) == [
        "Fact check: ignore the 2", "Ignore the 2"]
    assert GAME.move_rows(state, MarginMove("accept"), names) == ["Gaffe taken"]
    assert GAME.move_rows(state, MarginMove("last", state=state.scenario.state_by_code("MO").index), names) == [
        "Token on Missouri", "Token on MO"]
    for text in ("fund", "end", "end"):            # the Democrats' fundraising day is rolled
        state.apply(state.text_to_move(text))
    die = state.chance_outcomes()[0][0]
    rows = GAME.move_rows(state, die, names)
    assert rows[0].startswith("Week 1's 1 die: ") and rows[-1] == "Week 1: 1 die"
    assert not any("die " in row.lower() for row in rows)


def test_the_end_and_where_it_was_decided_by_the_contract():
    """A whole record: the contract replays its moves, names the sides as the seats are named
    (a party as "the Democrats", a person by name) and says what deciding.py says of the end."""
    from pathlib import Path

    from game.core.records import MatchRecord
    from game.engines.margin import GAME
    from game.engines.margin.deciding import deciding_sentence, ending_sentence
    path = Path(__file__).parent / "data" / "two_player_record.toml"
    record = MatchRecord.load(path)
    start, final = record.initial_state(path), record.replay(path=path)
    decided = GAME.decided_in_words(start, record.moves, ["Democrats", "Republicans"])
    assert decided == deciding_sentence(final, ["the Democrats", "the Republicans"]) and decided
    named = GAME.decided_in_words(start, record.moves, ["Ann", "Bo"])
    assert named == deciding_sentence(final, ["Ann", "Bo"]) and named != decided
    assert GAME.end_in_words(final, ["Ann", "Bo"]) == ending_sentence(final)
    assert GAME.end_in_words(final, ["Ann", "Bo"]).startswith("After 9 weeks, election night: ")
    assert GAME.decided_in_words(start, record.moves[:40], ["Ann", "Bo"]) == ""       # not over yet
