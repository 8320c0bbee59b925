"""Constitution position notation (docs/notation/constitution.md): every reachable state round
trips through its text, the book's examples read back, faults are named, and
`python -m game moves constitution --position TEXT` answers from it."""
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import main
from game.core.state import BadOptions
from game.engines.constitution import GAME, ConstitutionState
from game.engines.constitution.outcome import REASON_HOUSE_EARLY
from game.engines.constitution.rules import state_for_map
from tests.constitution.helpers import random_game, synthetic_us_map

ROOT = Path(__file__).resolve().parents[2]
NOTATION = ROOT / "docs" / "notation" / "constitution.md"
SYNTHETIC = synthetic_us_map()


def assert_same_state(parsed, state):
    """Equal as far as the rules and the screen can tell: pieces, cells, regions, tallies, turn,
    flags, legal moves, the end (the seed, the ply count and drawn starts left behind are not
    part of a position)."""
    assert parsed.options["rules"] == state.options["rules"] and parsed.options["map"] == state.options["map"]
    assert parsed.pos == state.pos and parsed.support == state.support and parsed.winner == state.winner
    assert parsed.electors == state.electors and parsed.states_won == state.states_won
    assert parsed.won_size == state.won_size
    assert parsed.finished == state.finished and parsed.passed == state.passed
    assert parsed.current_player() == state.current_player()
    assert parsed.legal_moves() == state.legal_moves()
    assert parsed.returns() == state.returns() and parsed.outcome() == state.outcome()
    if not state.started:
        assert parsed.start_choices() == state.start_choices()


def check_round_trip(state):
    text = state.position_text()
    parsed = GAME.state_from_position(text)
    assert_same_state(parsed, state)
    assert parsed.position_text() == text


def play_checking(state, rng):
    check_round_trip(state)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
        check_round_trip(state)
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "revised"]))
def test_every_reached_state_round_trips_on_the_real_map(seed, rules):
    play_checking(GAME.new_initial_state({"rules": rules}, seed), random.Random(seed))


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_round_trip_on_a_map_named_by_its_source(rules):
    """A map outside levels/constitution is written in double quotes."""
    state = state_for_map(SYNTHETIC, {"rules": rules}, seed=4)
    assert state.position_text().startswith(f'{rules} "<test map synthetic-us ')
    play_checking(state, random.Random(4))


def test_classic_games_reach_every_kind_of_region_and_flag():
    """The round trips above cover won, contested and half-kept (classic ME/NE) regions and
    finished players: seen here in a handful of seeded games."""
    seen = set()
    for seed in range(40):
        for state in random_game("classic", seed):
            text = state.position_text()
            seen |= {kind for kind, pattern in (("won", r" [A-Z]{2}=[12]( |$)"), ("contested", r" [A-Z]{2}:[012]+"),
                                                  ("kept", r" (ME|NE)=[12]:[12]+"), ("finished", r" finished "))
                     if re.search(pattern, text)}
        check_round_trip(state)
    assert seen == {"won", "contested", "kept", "finished"}


def test_a_pass_round_trips():
    for seed in range(60):
        for state in random_game("revised", seed):
            if any(state.passed) and not state.is_terminal():
                assert " passed" in state.position_text()
                check_round_trip(state)
                return
    pytest.fail("no pass in 60 random revised games")


def test_the_seed_414_early_end_reads_back_over():
    state = GAME.new_initial_state({"rules": "classic"}, 414)
    rng = random.Random(414)
    for _ in range(133):
        state.apply(rng.choice(state.legal_moves()))
    text = state.position_text()
    assert "/ 2: " in text and text.split("/ 2: ")[1].split(" /")[0].endswith(" finished")
    assert text.endswith(" / over")
    parsed = GAME.state_from_position(text)
    assert parsed.is_terminal() and parsed.outcome().reason == REASON_HOUSE_EARLY


def test_to_data_of_a_parsed_state_reads_back():
    state = GAME.new_initial_state({"rules": "classic"}, 9)
    rng = random.Random(9)
    for _ in range(20):
        state.apply(rng.choice(state.legal_moves()))
    parsed = GAME.state_from_position(state.position_text())
    assert_same_state(ConstitutionState.from_data(parsed.to_data()), state)


# ---- the notation book --------------------------------------------------------------------

def book_positions() -> list[str]:
    text = NOTATION.read_text(encoding="utf-8").split("### Positions", 1)[1]
    return [block.strip() for block in re.findall(r"```\n(.*?)```", text, re.S)
            if block.startswith(("classic ", "revised "))]


def test_the_book_examples_read_back_as_described():
    start, early, late = book_positions()
    state = GAME.state_from_position(start)
    assert not state.started and state.current_player() == 1
    assert state.legal_moves() == [(10, 13), (6, 6)]
    state = GAME.state_from_position(early)
    assert state.classic and state.current_player() == 1
    assert state.electors == [10, 6] and state.states_won == [1, 2]
    assert state.piece_positions() == [(18, 3), (5, 7)]
    alabama = state.board.board_map.regions["AL"].cells          # in the map file's order
    assert [state.support_of(c) for c in alabama] == [0, 0, 0, 0, 0, 1, 1, 0, 1]
    state = GAME.state_from_position(late)
    assert state.finished == [True, False] and state.current_player() == 1
    assert state.electors == [260, 258] and state.states_won == [25, 21]
    nebraska = state.board.board_map.regions["NE"].cells
    assert [state.support_of(c) for c in nebraska] == [2, 1, 1, 2, 1]
    assert state.region_winners()["NE"] == 0
    for text in (start, early, late):
        assert GAME.state_from_position(text).position_text() == text


def test_typing_may_leave_out_the_map_or_the_rules():
    full = GAME.state_from_position("classic usa / 1: 18,3 / 2: 5,7 / regions: MO=1 / to move: 2")
    assert GAME.state_from_position("classic / 1: 18,3 / 2: 5,7 / regions: MO=1 / to move: 2").position_text() \
        == full.position_text()
    typed = GAME.state_from_position("1: 18,3 / 2: 5,7 / regions: mo=1 / to move: 2", {"rules": "classic"})
    assert typed.position_text() == full.position_text()
    assert GAME.state_from_position("1: (18, 3) / 2: 5,7 / to move: 2").options["rules"] == "revised"


# ---- faults -------------------------------------------------------------------------------

START = "revised usa / start: 10,13 or 6,6 / to move: 2"
PIECES = "classic usa / 1: 18,3 / 2: 5,7"


@pytest.mark.parametrize("text, fault", [
    ("revised usa / 1: 18,3 / 2: 5,7 / moves: 3", "section 'moves: 3' is not the rules and map"),
    ("revised usa / 1: 18,3 / 1: 5,7 / to move: 1", "section '1' is given twice"),
    ("revised usa big / 1: 18,3", "'revised usa big' is not the rules and the map"),
    ('revised "nowhere / 1: 18,3', "a map name opened with \" is not closed"),
    ("revised usa / 1: 18,3 / to move: 1", "player 2's piece is missing"),
    ("revised usa / 1: 18;3 / 2: 5,7 / to move: 1", "player 1: '18;3' is not a point x,y"),
    ("revised usa / 1: 0,0 / 2: 5,7 / to move: 1", "player 1: 0,0 is not a corner of a cell of this map"),
    ("revised usa / 1: 18,3 / 2: / to move: 1", "player 2: the piece's point x,y is missing"),
    (f"{PIECES} passed / to move: 1", "player 2: nobody passes under the classic rules"),
    (f"{PIECES} / regions: XX=1 / to move: 1", "regions: 'XX' is not a region of this map"),
    (f"{PIECES} / regions: MO=3 / to move: 1", "regions: MO=3: a region is won by player 1 or 2"),
    (f"{PIECES} / regions: MO / to move: 1", "regions: 'MO' is not a region like CA=1"),
    (f"{PIECES} / regions: MO=1 MO:1 / to move: 1", "regions: MO is given twice"),
    (f"{PIECES} / regions: ND:20 / to move: 1", "regions: ND has 3 cells, so it needs 3 digits 0, 1 or 2"),
    (f"{PIECES} / regions: ND:203 / to move: 1", "regions: ND has 3 cells, so it needs 3 digits"),
    (f"{PIECES} / regions: ND:220 / to move: 1", "regions: ND: player 2 has at least half of its cells, "
                                                 "so it is won: write ND=2"),
    (f"{PIECES} / regions: ND=2:220 / to move: 1", "only Maine and Nebraska under the classic rules keep"),
    (f"{PIECES} / regions: NE=1:21021 / to move: 1", "a won region has none of its cells undecided"),
    (f"{PIECES} / regions: NE=1:22211 / to move: 1", "a won region has none of its cells undecided and at "
                                                    "least half of them with its winner"),
    (f"{PIECES}", "end with 'to move: 1', 'to move: 2' or 'over'"),
    (f"{PIECES} / to move: 1 / over", "end with 'to move: 1', 'to move: 2' or 'over'"),
    (f"{PIECES} / to move: 3", "'to move: 3' must name player 1 or 2"),
    (f"{PIECES} / over", "it says 'over', but player 1 can still move"),
    ("classic usa / 1: 18,3 finished / 2: 5,7 / to move: 2", "player 1 is marked finished but can still move"),
    ("revised usa / start: 10,13 or 6,6 / to move: 1", "before the start there are no pieces and no support"),
    ("revised usa / start: 10,13 or 6,6 / 1: 18,3", "before the start there are no pieces"),
    ("revised usa / start: 10,13 / to move: 2", "start: '10,13' is not two points like '12,7 or 30,4'"),
])
def test_malformed_positions_name_their_fault(text, fault):
    with pytest.raises(ValueError) as info:
        GAME.state_from_position(text)
    assert str(info.value).startswith("constitution: position: ")
    assert fault in str(info.value)


@pytest.mark.parametrize("text, fault", [
    ("modern usa / 1: 18,3 / 2: 5,7 / to move: 1", "options.rules: 'modern' is not one of constitution's rule sets"),
    ("revised mars / 1: 18,3 / 2: 5,7 / to move: 1", "options.map: 'levels/constitution/mars.toml' is not a map"),
    ("revised usa / start: 10,13 or 10,14 / to move: 2", "the two starting points must be distinct and not on "
                                                        "one line"),
])
def test_bad_rules_maps_and_starts_are_bad_options(text, fault):
    with pytest.raises(BadOptions) as info:
        GAME.state_from_position(text)
    assert fault in str(info.value)


def test_a_turn_that_does_not_fit_is_named():
    # The book's late example with player 1 no longer marked finished: player 1 has no move,
    # so it cannot be their turn.
    _, _, late = book_positions()
    wrong = late.replace(" finished", "").replace("to move: 2", "to move: 1")
    with pytest.raises(ValueError, match="player 1 has no move left, so player 2 is to move"):
        GAME.state_from_position(wrong)
    over_text = "classic usa / 1: 18,3 / 2: 5,7 / regions: " + " ".join(
        f"{code}=1" for code in ["CA", "TX", "FL", "NY", "IL", "PA", "OH", "MI", "GA", "NC", "NJ"]) + " / to move: 2"
    with pytest.raises(ValueError, match=r"the game is over here \(won in the electoral college"):
        GAME.state_from_position(over_text)


# ---- the command line ---------------------------------------------------------------------

def run_moves(capsys, *argv):
    status = main(["moves", "constitution", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_moves_lists_the_legal_moves_of_a_position(capsys):
    status, out, err = run_moves(capsys, "--position", START)
    assert (status, err) == (0, "") and out == "start 10,13\nstart 6,6\n"
    _, early, _ = book_positions()
    status, out, err = run_moves(capsys, "--position", early)
    expected = GAME.state_from_position(early)
    assert (status, err) == (0, "")
    assert out.splitlines() == [expected.move_to_text(m) for m in expected.legal_moves()]
    assert len(out.splitlines()) == 34 and out.startswith("6,7\n")


def test_moves_takes_the_rules_from_the_options(capsys):
    status, out, _ = run_moves(capsys, "--position", "1: 18,3 / 2: 5,7 / regions: MO=1 / to move: 1",
                               "--options", '{"rules": "classic"}')
    classic = GAME.state_from_position("classic usa / 1: 18,3 / 2: 5,7 / regions: MO=1 / to move: 1")
    assert status == 0 and out.splitlines() == [classic.move_to_text(m) for m in classic.legal_moves()]


def test_moves_reports_a_bad_position_in_one_line(capsys):
    status, out, err = run_moves(capsys, "--position", f"{PIECES} / regions: XX=1 / to move: 1")
    assert status == 2 and out == ""
    assert err == "moves: constitution: position: regions: 'XX' is not a region of this map\n"
